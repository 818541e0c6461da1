// GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…::message` line
// per finding, at the edition that has to change, so a job shows findings inline in the diff
// with no extra action. Escaping follows the runner's rules (toolkit/core command.ts).
//
// The step summary (Markdown for $GITHUB_STEP_SUMMARY) counts what the annotations cannot show:
// findings by rule and by file, then the first findings, within kSummaryBytes.
#include <algorithm>
#include <array>
#include <map>
#include <sstream>

#include "report/docs_url.h"
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
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '%') {
      out += "%25";
    } else if (c == '\r') {
      out += "%0D";
    } else if (c == '\n') {
      out += "%0A";
    } else if ((c < 0x20 && c != '\t') || c == 0x7f) {
      // Another control character (ESC of a colour or title sequence): as the text report
      // writes it (EscapeControls), never raw into the log.
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    } else if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
               static_cast<unsigned char>(s[i + 1]) <= 0x9F) {
      // A C1 control (U+0080–U+009F, CSI among them), as EscapeControls writes it.
      const auto low = static_cast<unsigned char>(s[++i]);
      out += "\\u00";
      out += kHex[low >> 4];
      out += kHex[low & 0xF];
    } else {
      out += static_cast<char>(c);
    }
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

// GitHub refuses a step summary larger than 1 MiB; half of it leaves the step's other tools
// room in the same file.
constexpr size_t kSummaryBytes = size_t{512} << 10;

// One finding as the summary lists it: where the annotation goes, and what it says.
struct Listed {
  Severity severity;
  std::string rule, file, text;
  int line;
};

// The findings of the reports and the missing documents, in the annotations' order.
std::vector<Listed> ListAll(const std::vector<const Report*>& reports,
                            const std::vector<MissingDocument>& missing, const std::string& root) {
  std::vector<Listed> out;
  for (const Report* r : reports) {
    FindingLocator locate(*r);
    for (const Finding& f : r->findings) {
      Region fix = locate.Change(f);
      out.push_back(
          {f.severity, f.rule, RepositoryPath(fix.path, root), f.message, fix.start_line});
    }
  }
  for (const MissingDocument& m : missing)
    out.push_back({Severity::kError, kMissingDocumentRule, RepositoryPath(m.files.front(), root),
                   MissingDocumentMessage(m), 1});
  return out;
}

// A file name as inline code: a backquote would end the code span, so it is shown as '; in a
// table cell '|' is escaped (GFM undoes that escape before it reads the code span).
std::string Code(const std::string& s, bool in_table) {
  std::string out = "`";
  for (char c : s) {
    if (c == '|' && in_table) out += '\\';
    out += c == '`' ? '\'' : c == '\n' || c == '\r' ? ' ' : c;
  }
  return out + "`";
}

// Text in a Markdown table cell or list item: no line break, no markup of its own.
std::string Cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|' || c == '`' || c == '\\' || c == '*' || c == '_' || c == '<' || c == '[')
      out += '\\';
    out += c == '\n' || c == '\r' ? ' ' : c;
  }
  return out;
}

void WriteSummary(const std::vector<Listed>& all, std::ostream& out) {
  std::map<std::string, std::array<size_t, 3>> by_rule;
  std::map<std::string, size_t> by_file;
  for (const Listed& l : all) {
    ++by_rule[l.rule][static_cast<size_t>(l.severity)];
    ++by_file[l.file];
  }
  std::ostringstream md;
  md << "### concord: " << all.size() << " findings\n\nGitHub shows the first "
     << kAnnotationsPerLevel << " annotations of each level per step; this summary counts "
     << "them all.\n\n| rule | errors | warnings | notices |\n| --- | ---: | ---: | ---: |\n";
  for (const auto& [rule, n] : by_rule)
    md << "| [" << Cell(rule) << "](" << RuleDocsUrl(rule) << ") | " << n[2] << " | " << n[1]
       << " | " << n[0] << " |\n";
  std::vector<std::pair<std::string, size_t>> files(by_file.begin(), by_file.end());
  std::stable_sort(files.begin(), files.end(),
                   [](const auto& x, const auto& y) { return x.second > y.second; });
  md << "\n| file | findings |\n| --- | ---: |\n";
  size_t shown = 0;
  for (; shown < files.size() && md.tellp() < static_cast<std::streamoff>(kSummaryBytes / 2);
       ++shown)
    md << "| " << Code(files[shown].first, true) << " | " << files[shown].second << " |\n";
  if (shown < files.size()) md << "| … " << files.size() - shown << " more files | |\n";
  md << "\n#### First findings\n\n";
  shown = 0;
  for (; shown < all.size() && md.tellp() < static_cast<std::streamoff>(kSummaryBytes); ++shown) {
    const Listed& l = all[shown];
    md << "- **" << Level(l.severity) << "** " << Code(l.file + ":" + std::to_string(l.line), false)
       << " " << Cell(l.text) << " (" << Cell(l.rule) << ")\n";
  }
  if (shown < all.size()) md << "- … and " << all.size() - shown << " more\n";
  out << md.str() << "\n";
}

bool Exceeds(const std::vector<Listed>& all) {
  size_t n[3] = {0, 0, 0};
  for (const Listed& l : all) ++n[static_cast<size_t>(l.severity)];
  return std::any_of(std::begin(n), std::end(n), [](size_t k) { return k > kAnnotationsPerLevel; });
}

std::vector<const Report*> PairsOf(const TreeReport& tree) {
  std::vector<const Report*> reports;
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) reports.push_back(&r);
  return reports;
}

}  // namespace

bool WriteGithubStepSummary(const Report& report, std::ostream& out) {
  std::vector<Listed> all = ListAll({&report}, {}, RepositoryRoot());
  if (!Exceeds(all)) return false;
  WriteSummary(all, out);
  return true;
}

bool WriteGithubStepSummary(const TreeReport& tree, std::ostream& out) {
  std::vector<Listed> all = ListAll(PairsOf(tree), tree.missing, RepositoryRoot());
  if (!Exceeds(all)) return false;
  WriteSummary(all, out);
  return true;
}

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
        << "::" << EscapeData(MissingDocumentMessage(m)) << "\n";
}

}  // namespace concord
