// GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…::message` line
// per finding, at the edition that has to change, so a job shows findings inline in the diff
// with no extra action. Escaping follows the runner's rules (toolkit/core command.ts).
#include "report/locations.h"
#include "report/writers.h"

namespace concord {
namespace {

std::string Level(Severity s) {
  switch (s) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "notice";
  }
  return "warning";
}

std::string EscapeData(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else
      out += c;
  }
  return out;
}

std::string EscapeProperty(const std::string& s) {
  std::string out;
  for (char c : EscapeData(s)) {
    if (c == ':')
      out += "%3A";
    else if (c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

void WriteFinding(const Report& r, const FindingLocator& locate, const Finding& f,
                  const std::string& root, std::ostream& out) {
  Region fix = locate.Change(f), seen = locate.Evidence(f);
  // The other edition: the one that has the item, or the source an extra item is not in.
  const Edition& present = ReportedOn(f) == Side::kA ? r.b : r.a;
  out << "::" << Level(f.severity) << " file=" << EscapeProperty(RepositoryPath(fix.path, root))
      << ",line=" << fix.start_line << ",endLine=" << fix.end_line
      << ",title=" << EscapeProperty("concord " + f.rule) << "::"
      << EscapeData(f.line > 0  // a finding about a file (front-matter): no counterpart
                        ? f.message
                        : f.message + " (" + present.lang + ": " + RepositoryPath(seen.path, root) +
                              ":" + std::to_string(seen.start_line) + ")")
      << "\n";
}

}  // namespace

void WriteGithubCheck(const Report& report, const WriterOptions&, std::ostream& out) {
  const std::string root = RepositoryRoot();
  FindingLocator locate(report);
  for (const Finding& f : report.findings) WriteFinding(report, locate, f, root, out);
}

void WriteGithubTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  const std::string root = RepositoryRoot();
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      FindingLocator locate(r);
      for (const Finding& f : r.findings) WriteFinding(r, locate, f, root, out);
    }
  for (const MissingDocument& m : tree.missing)
    out << "::error file=" << EscapeProperty(RepositoryPath(m.files.front(), root))
        << ",line=1,title=" << EscapeProperty(std::string("concord ") + kMissingDocumentRule)
        << "::" << EscapeData("document " + m.path + " is missing in the " + m.lang + " edition")
        << "\n";
}

}  // namespace concord
