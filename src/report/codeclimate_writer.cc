// GitLab Code Quality (the Code Climate issue format as GitLab reads it): a JSON array of
// issues, each with `description`, `check_name`, `fingerprint`, `severity`, `location.path`
// and `location.lines`, at the edition that has to change, so a merge request shows the
// findings on the lines it touches. Missing documents of a tree are issues on line 1 of a
// file that has the document. Suppressed findings are left out, as in the text and GitHub
// formats: GitLab has no notion of an accepted issue.
//
// One issue per line, written as it comes (JsonText: the bytes of nlohmann's dump(-1)); no
// findings is "[]". concord's severities map to GitLab's as error → major, warning → minor,
// info → info (GitlabSeverity).
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "report/json_stream.h"
#include "report/locations.h"
#include "report/writers.h"
#include "text/text_hash.h"

namespace concord {
namespace {

// GitLab's scale is info, minor, major, critical, blocker. concord's error (the editions say
// different things) is major; critical and blocker are left for defects that break the build
// or its security, which a translation difference is not.
std::string GitlabSeverity(Severity s) {
  switch (s) {
    case Severity::kError:
      return "major";
    case Severity::kWarning:
      return "minor";
    case Severity::kInfo:
      return "info";
  }
  return "minor";
}

class CodeClimateBuilder {
 public:
  explicit CodeClimateBuilder(std::ostream& out) : root_(RepositoryRoot()), out_(out) {}

  void Add(const Report& r, const FindingLocator& locate, const Finding& f) {
    const Region fix = locate.Change(f);
    // The other edition: the one that has the item, or the source an extra item is not in.
    const Edition& present = ReportedOn(f) == Side::kA ? r.b : r.a;
    const std::string& path = Path(fix.path);
    if (f.line != 0) {
      Emit(f.message, f.rule, f.severity, locate.Fingerprint(f), path, fix.start_line,
           fix.end_line);
      return;
    }
    // A finding about a file (front matter): no counterpart unit, so its file is named.
    const Region seen = locate.Evidence(f);
    const std::string text = f.message + " (" + present.lang + ": " + Path(seen.path) + ":" +
                             std::to_string(seen.start_line) + ")";
    Emit(text, f.rule, f.severity, locate.Fingerprint(f), path, fix.start_line, fix.end_line);
  }

  void AddMissingDocument(const MissingDocument& m) {
    Emit(MissingDocumentMessage(m), kMissingDocumentRule, Severity::kError,
         MissingDocumentFingerprint(m), Path(m.files.front()), 1, 1);
  }

  void Finish() { out_ << buf_ << (issues_ == 0 ? "[]\n" : "\n]\n"); }

 private:
  // GitLab tells issues apart by fingerprint alone (SARIF also has the location), so the
  // SARIF fingerprint is hashed with the file it is reported in: the same sentence lacking
  // in two documents is two issues. Two findings alike in every hashed field (an address
  // written twice in one unit) are told apart by their order of occurrence, which keeps
  // them stable as long as the unit is. Each hash remembers the last number it was given, so
  // k findings alike cost k probes, not k²/2.
  std::string Fingerprint(const std::string& sarif, const std::string& path) {
    Fnv1a h;
    h.Mix(sarif);
    h.Mix(path);
    std::string print = h.Hex();
    int& suffix = last_suffix_[print];  // the number the last finding alike was given
    bool fresh = suffix == 0 && written_.insert(print).second;
    while (!fresh) {
      Fnv1a again = h;
      again.Mix(std::to_string(++suffix));
      print = again.Hex();
      fresh = written_.insert(print).second;
    }
    return print;
  }

  void Emit(const std::string& text, const std::string& rule, Severity severity,
            const std::string& sarif_print, const std::string& path, int begin, int end) {
    buf_ += issues_++ == 0 ? "[\n  " : ",\n  ";
    JsonText issue(&buf_, -1);
    issue.BeginObject().Member("type", "issue").Member("check_name", rule);
    issue.Member("description", text).Member("severity", GitlabSeverity(severity));
    issue.Member("fingerprint", Fingerprint(sarif_print, path));
    issue.Key("location").BeginObject().Member("path", path);
    issue.Key("lines").BeginObject().IntMember("begin", begin).IntMember("end", end);
    issue.End().End().End();  // lines, location, the issue
    if (buf_.size() < kStreamFlushBytes) return;
    out_ << buf_;
    buf_.clear();
  }

  // A file's path relative to the repository root, worked out once per file (it asks the
  // system for the working directory).
  const std::string& Path(const std::string& file) {
    auto [it, added] = paths_.try_emplace(file);
    if (added) it->second = RepositoryPath(file, root_);
    return it->second;
  }

  std::string root_;
  std::ostream& out_;
  size_t issues_ = 0;
  std::string buf_;                                     // issues not yet handed to the stream
  std::unordered_map<std::string, std::string> paths_;  // by file, for Path
  std::unordered_set<std::string> written_;             // the fingerprints written so far
  std::unordered_map<std::string, int> last_suffix_;    // per hash, for Fingerprint
};

}  // namespace

void WriteCodeClimateCheck(const Report& report, const WriterOptions&, std::ostream& out) {
  CodeClimateBuilder issues(out);
  FindingLocator locate(report);
  for (const Finding& f : report.findings) issues.Add(report, locate, f);
  issues.Finish();
}

void WriteCodeClimateTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  CodeClimateBuilder issues(out);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      FindingLocator locate(r);
      for (const Finding& f : r.findings) issues.Add(r, locate, f);
    }
  for (const MissingDocument& m : tree.missing) issues.AddMissingDocument(m);
  issues.Finish();
}

}  // namespace concord
