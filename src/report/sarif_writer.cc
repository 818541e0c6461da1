// SARIF 2.1.0 (OASIS): one run, the rules that ran as reportingDescriptors, one result per
// finding located in the edition that has to change, with the counterpart as a related
// location. Paths are relative to the repository root (%SRCROOT%).
//
// Results are written as they come, each with JsonText at its place: the bytes are those of the
// whole document dumped at once (indent 2), without building a tree of every result, which
// takes far more memory and time than the JSON text it becomes.
#include <map>
#include <nlohmann/json.hpp>
#include <string_view>

#include "report/docs_url.h"
#include "report/json_stream.h"
#include "report/locations.h"
#include "report/writers.h"

namespace concord {
namespace {

std::string SarifLevel(Severity s) {
  switch (s) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "note";
  }
  return "warning";
}

// v2: the fingerprint names the edition that lacks the item (v1 did not: two editions lacking
// one paragraph of a third had one fingerprint).
constexpr const char* kFingerprintKey = "concordFinding/v2";

// An inline comment is a suppression in the source; a baseline entry one kept outside it.
void AppendSuppressions(const SuppressedFinding& s, JsonText* j) {
  j->BeginArray();
  if (s.in_source)
    j->BeginObject()
        .Member("kind", "inSource")
        .Member("status", "accepted")
        .Member("justification", "a concord-disable comment names the rule")
        .End();
  if (s.baseline_entry >= 0)
    j->BeginObject()
        .Member("kind", "external")
        .Member("status", "accepted")
        .Member("justification", "an entry of the baseline (--baseline) accepts it")
        .End();
  j->End();
}

class SarifBuilder {
 public:
  SarifBuilder(const std::vector<RuleInfo>& rules, std::ostream& out)
      : root_(RepositoryRoot()), out_(out) {
    Json rules_json = Json::array();
    for (const RuleInfo& r : rules) {
      index_[r.id] = static_cast<int>(rules_json.size());
      std::string full = r.description + " (check " + r.check +
                         (r.parameters.empty() ? "" : ", " + r.parameters) + ")";
      rules_json.push_back(
          {{"id", r.id},
           {"shortDescription", {{"text", r.description.empty() ? r.id : r.description}}},
           {"fullDescription", {{"text", full}}},
           {"help",
            {{"text", "concord rule '" + r.id + "': " + full +
                          ". Make both editions say the same, or accept "
                          "the difference with an inline "
                          "<!-- concord-disable-next-line " +
                          r.id + " --> or a baseline (docs/rules.md)."}}},
           {"defaultConfiguration", {{"level", SarifLevel(r.severity)}}},
           {"helpUri", RuleDocsUrl(r.id)}});
    }
    // The document without results, cut where they go: "results" is the run's last member.
    Json driver = {{"name", "concord"},
                   {"version", CONCORD_VERSION},
                   {"informationUri", std::string(kDocsUrl) + "user-guide.md"},
                   {"rules", std::move(rules_json)}};
    Json run = {{"tool", {{"driver", std::move(driver)}}},
                {"originalUriBaseIds", {{"%SRCROOT%", {{"uri", "file://" + UriEncode(root_)}}}}},
                {"columnKind", "unicodeCodePoints"},
                {"results", Json::array()}};
    Json doc = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                {"version", "2.1.0"},
                {"runs", Json::array({std::move(run)})}};
    const std::string text = Dump(doc);
    // A '"' inside a JSON string is escaped, so the key with its quotes is the key itself.
    const std::string_view key = "\"results\": [";
    const size_t cut = text.rfind(key) + key.size();
    head_ = text.substr(0, cut);  // up to and with the '['
    tail_ = text.substr(cut);     // from the ']' on
  }

  // `suppressed`: how a team accepted the finding, for a result that stays in the log with
  // its `suppressions` (SARIF 3.27.23); null for a finding in force.
  void Add(const Report& r, const FindingLocator& locate, const Finding& f,
           const SuppressedFinding* suppressed = nullptr) {
    const Region fix = locate.Change(f);
    // The other edition: the one that has the item, or the source an extra item is not in.
    const Edition& present = ReportedOn(f) == Side::kA ? r.b : r.a;
    JsonText j = StartResult();
    j.BeginObject().Member("ruleId", f.rule);
    if (auto it = index_.find(f.rule); it != index_.end()) j.IntMember("ruleIndex", it->second);
    j.Member("level", SarifLevel(f.severity));
    j.Key("message").BeginObject().Member("text", f.message).End();
    j.Key("locations").BeginArray();
    AppendLocation(fix, &j);
    j.End().End();      // the location, then the array
    if (f.line == 0) {  // a finding about a file (front-matter) has no counterpart to show
      j.Key("relatedLocations").BeginArray();
      AppendLocation(locate.Evidence(f), &j);
      j.IntMember("id", 1);
      j.Key("message").BeginObject();
      j.Member("text", f.extra ? "the " + present.lang + " edition would have it here"
                               : "the " + present.lang + " edition has it here");
      j.End().End().End();  // the message, the location, the array
    }
    j.Key("partialFingerprints").BeginObject();
    j.Member(kFingerprintKey, locate.Fingerprint(f)).End();
    // A unit without counterpart: its block (model.h), the results a reader takes together.
    if (f.block) j.Key("properties").BeginObject().IntMember("block", f.block).End();
    if (suppressed) AppendSuppressions(*suppressed, &j.Key("suppressions"));
    j.End();
    FlushIfFull();
  }

  void AddMissingDocument(const MissingDocument& m) {
    const Region where{m.files.front(), 1, 1, 1, 1};
    JsonText j = StartResult();
    j.BeginObject().Member("ruleId", kMissingDocumentRule);
    if (auto it = index_.find(kMissingDocumentRule); it != index_.end())
      j.IntMember("ruleIndex", it->second);
    j.Member("level", "error");
    j.Key("message").BeginObject().Member("text", MissingDocumentMessage(m)).End();
    j.Key("locations").BeginArray();
    AppendLocation(where, &j);
    j.End().End();
    j.Key("partialFingerprints").BeginObject();
    j.Member(kFingerprintKey, MissingDocumentFingerprint(m)).End();
    j.End();
    FlushIfFull();
  }

  // Ends the document: as dumped whole, an empty array is "[]", and a full one closes on a
  // line of its own at the depth of "results".
  void Finish() {
    if (results_ == 0)
      out_ << head_;
    else
      out_ << buf_ << "\n" << std::string(kResultIndent - 2, ' ');
    out_ << tail_ << "\n";
  }

 private:
  // The depth of a result: in "runs" (2), in its run (4), in "results" (6), its members (8).
  static constexpr size_t kResultIndent = 8;

  static std::string Dump(const Json& j) {
    return j.dump(2, ' ', false, Json::error_handler_t::replace);
  }

  // Starts a result where the whole document's dump would put it: after the "[" or the
  // previous result's ",", on a line of its own indented to its depth. The result is written
  // to buf_ with the bytes that dump gives it there.
  JsonText StartResult() {
    if (results_++ == 0)
      buf_ = head_;
    else
      buf_ += ',';
    buf_ += '\n';
    buf_.append(kResultIndent, ' ');
    return JsonText(&buf_, 2, kResultIndent / 2);
  }

  void FlushIfFull() {
    if (buf_.size() < kStreamFlushBytes) return;
    out_ << buf_;
    buf_.clear();
  }

  // A path's URI, worked out once per file (it asks the system for the working directory).
  const std::string& Uri(const std::string& path) {
    auto [it, added] = uris_.try_emplace(path);
    if (added) it->second = UriEncode(RepositoryPath(path, root_));
    return it->second;
  }

  // A location's object, left open for what a related location adds to it.
  void AppendLocation(const Region& r, JsonText* j) {
    j->BeginObject().Key("physicalLocation").BeginObject();
    j->Key("artifactLocation").BeginObject();
    j->Member("uri", Uri(r.path)).Member("uriBaseId", "%SRCROOT%").End();
    j->Key("region").BeginObject();
    j->IntMember("startLine", r.start_line).IntMember("startColumn", r.start_column);
    j->IntMember("endLine", r.end_line).IntMember("endColumn", r.end_column);
    j->End().End();  // the region, the physical location
  }

  std::string root_;
  std::ostream& out_;
  std::string head_, tail_;  // the document before and after its results
  std::string buf_;          // results not yet handed to the stream
  size_t results_ = 0;       // written so far
  std::map<std::string, int> index_;
  std::map<std::string, std::string> uris_;  // by path
};

}  // namespace

void WriteSarifCheck(const Report& report, const WriterOptions&, std::ostream& out) {
  SarifBuilder sarif(report.rules, out);
  FindingLocator locate(report);
  for (const Finding& f : report.findings) sarif.Add(report, locate, f);
  for (const SuppressedFinding& s : report.suppressed_findings)
    sarif.Add(report, locate, s.finding, &s);
  sarif.Finish();
}

void WriteSarifTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  SarifBuilder sarif(tree.rules, out);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      FindingLocator locate(r);
      for (const Finding& f : r.findings) sarif.Add(r, locate, f);
      for (const SuppressedFinding& s : r.suppressed_findings) sarif.Add(r, locate, s.finding, &s);
    }
  for (const MissingDocument& m : tree.missing) sarif.AddMissingDocument(m);
  sarif.Finish();
}

}  // namespace concord
