// The HTML format: one self-contained page (inline CSS and script, no network access) for a
// person to read in a browser.
//
//   check  the two editions side by side, one table row per bead; a finding sits in the row
//          of its bead, listed in the cell of the edition that lacks the item, and the value
//          it is about is marked (<mark>) in the unit of the edition that has it.
//   tree   one overall summary, the missing documents, then a section per document and pair,
//          each pair rendered like a check.
//   audit  a table documents × editions, each cell the verdict with its items in <details>.
//
// Every finding is an element with class "finding" and data-severity, data-rule, data-kind,
// data-value, data-missing-in ("a"/"b"), data-a-line and data-b-line ("" when none), and for a
// unit without counterpart data-block (model.h Finding::block), so tests and scripts can read
// the page. The severity filters work by rewriting one <style> element, so the script does no
// per-row work, at load or on change. All edition text is escaped; the output is deterministic
// (no dates, no random ids).
#include <algorithm>
#include <array>
#include <cstdio>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "report/html_page.h"
#include "report/writers.h"

namespace concord {
namespace {

using html::Attr;
using html::BeginPage;
using html::EndPage;
using html::Esc;
using html::PageHeader;

std::string Plural(size_t n, std::string_view word) {
  return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

bool IsCodePointBoundary(std::string_view text, size_t pos) {
  return pos == text.size() || (static_cast<unsigned char>(text[pos]) & 0xC0) != 0x80;
}

// ---- severities and counts ----

constexpr Severity kSeverityOrder[] = {Severity::kError, Severity::kWarning, Severity::kInfo};

size_t Index(Severity s) { return static_cast<size_t>(s); }

// Findings counted by severity and by rule.
struct Tally {
  std::array<size_t, 3> by_severity{};
  std::map<std::string, std::array<size_t, 3>> by_rule;
  size_t suppressed = 0;

  void Add(const std::string& rule, Severity s) {
    ++by_severity[Index(s)];
    ++by_rule[rule][Index(s)];
  }
  void Add(const Report& r) {
    for (const Finding& f : r.findings) Add(f.rule, f.severity);
    suppressed += r.suppressed;
  }
  size_t Total() const { return by_severity[0] + by_severity[1] + by_severity[2]; }
};

// "error warning" — the distinct severities of `findings`, most severe first.
std::string SeverityList(const std::vector<const Finding*>& findings) {
  std::string out;
  for (Severity s : kSeverityOrder) {
    bool any = false;
    for (const Finding* f : findings) any = any || f->severity == s;
    if (any) out += (out.empty() ? "" : " ") + std::string(SeverityName(s));
  }
  return out;
}

// ---- summary ----

void WriteCounts(const Tally& t, size_t missing_documents, std::ostream& out) {
  out << "<ul class=\"counts\">";
  for (Severity s : kSeverityOrder) {
    std::string name(SeverityName(s));
    out << "<li class=\"count sev-" << name << (t.by_severity[Index(s)] ? "" : " zero") << "\"><b>"
        << t.by_severity[Index(s)] << "</b>" << name << (t.by_severity[Index(s)] == 1 ? "" : "s")
        << "</li>";
  }
  if (missing_documents)
    out << "<li class=\"count plain\"><b>" << missing_documents << "</b>missing document"
        << (missing_documents == 1 ? "" : "s") << "</li>";
  if (t.suppressed) out << "<li class=\"count plain\"><b>" << t.suppressed << "</b>suppressed</li>";
  out << "</ul>\n";
}

void WriteRuleTable(const Tally& t, std::ostream& out) {
  if (t.by_rule.empty()) {
    out << "<p class=\"clean\">No findings: the editions agree.</p>\n";
    return;
  }
  out << "<table class=\"rules\"><thead><tr><th>Rule</th><th>Errors</th><th>Warnings</th>"
      << "<th>Infos</th></tr></thead><tbody>\n";
  for (const auto& [rule, counts] : t.by_rule) {
    out << "<tr><td><code>" << Esc(rule) << "</code></td>";
    for (Severity s : kSeverityOrder)
      out << "<td" << (counts[Index(s)] ? "" : " class=\"zero\"") << ">" << counts[Index(s)]
          << "</td>";
    out << "</tr>\n";
  }
  out << "</tbody></table>\n";
}

void WriteFilters(const Tally& t, std::ostream& out) {
  out << "<div class=\"filters\" role=\"group\" aria-label=\"Filters\"><span class=\"label\">"
      << "Show</span>";
  for (Severity s : kSeverityOrder) {
    std::string name(SeverityName(s));
    out << "<label><input type=\"checkbox\" data-filter=\"" << name << "\" checked>"
        << "<span class=\"dot sev-" << name << "\"></span>" << name << "s ("
        << t.by_severity[Index(s)] << ")</label>";
  }
  out << "<label><input type=\"checkbox\" data-filter=\"flagged-only\">only rows with "
      << "findings</label></div>\n";
}

void WriteSummaryCard(const Tally& t, size_t missing_documents, std::ostream& out) {
  out << "<section class=\"card summary\"><h2>Summary</h2>\n";
  WriteCounts(t, missing_documents, out);
  WriteRuleTable(t, out);
  out << "</section>\n";
}

// ---- a check: the editions side by side ----

void WriteEdition(std::string_view side, const Edition& e, std::ostream& out) {
  out << "<div class=\"edition\"><span class=\"side-name\">" << side
      << "</span><span class=\"lang\"" << Attr("lang", "en") << ">" << Esc(e.lang)
      << "</span><code class=\"path\">" << Esc(e.path) << "</code><div class=\"units\">"
      << Plural(e.units.size(), "unit") << "</div></div>\n";
}

void WriteEditionsCard(const Report& r, std::ostream& out) {
  out << "<section class=\"card\"><h2>Editions</h2>\n";
  WriteEdition("A", r.a, out);
  WriteEdition("B", r.b, out);
  out << "</section>\n";
}

std::string LineText(const Edition& e, const Finding& f, Side side) {
  auto line = FindingLine(e, f, side);
  return line ? std::to_string(*line) : "";
}

void WriteFinding(const Report& r, const Finding& f, std::ostream& out) {
  std::string severity(SeverityName(f.severity));
  out << "<div class=\"finding sev-" << severity << "\"" << Attr("data-severity", severity)
      << Attr("data-rule", f.rule) << Attr("data-kind", f.kind) << Attr("data-value", f.value)
      << Attr("data-missing-in", SideName(f.missing_in))
      << (f.extra ? Attr("data-extra-in", SideName(ReportedOn(f))) : std::string())
      << Attr("data-a-line", LineText(r.a, f, Side::kA))
      << Attr("data-b-line", LineText(r.b, f, Side::kB));
  if (f.block) out << Attr("data-block", std::to_string(f.block));
  out << "><span class=\"sev\">" << severity << "</span><code class=\"rule\">" << Esc(f.rule)
      << "</code><span class=\"msg\"" << Attr("title", f.message) << ">" << Esc(f.message)
      << "</span></div>\n";
}

// A finding's value inside the unit that has it.
struct MarkedSpan {
  size_t begin, end;
  const Finding* finding;
};

// `text` with every span marked. Overlapping spans are cut where they overlap, so marks never
// nest: each piece is marked with the most severe of the findings that cover it.
void WriteMarkedText(std::string_view text, const std::vector<MarkedSpan>& spans,
                     std::ostream& out) {
  if (spans.empty()) {  // most units: nothing to cut
    out << Esc(text);
    return;
  }
  std::set<size_t> cuts = {0, text.size()};
  for (const MarkedSpan& s : spans) cuts.insert({s.begin, s.end});
  for (auto it = cuts.begin(); std::next(it) != cuts.end(); ++it) {
    size_t from = *it, to = *std::next(it);
    std::string piece = Esc(text.substr(from, to - from));
    std::set<std::string> rules;
    Severity top = Severity::kInfo;
    for (const MarkedSpan& s : spans) {
      if (s.begin > from || s.end < to) continue;
      rules.insert(s.finding->rule);
      top = std::max(top, s.finding->severity);
    }
    if (rules.empty()) {
      out << piece;
      continue;
    }
    std::string rule_list;
    for (const std::string& rule : rules) rule_list += (rule_list.empty() ? "" : " ") + rule;
    std::string severity(SeverityName(top));
    out << "<mark class=\"sev-" << severity << "\"" << Attr("data-rule", rule_list)
        << Attr("title", severity + " · " + rule_list) << ">" << piece << "</mark>";
  }
}

// Where each finding's value is: (side, unit) → spans, for findings with a non-empty span that
// lies inside the unit's text on code point boundaries. Others are listed without a mark.
using SpanIndex = std::map<std::pair<Side, int>, std::vector<MarkedSpan>>;

SpanIndex IndexSpans(const Report& r) {
  SpanIndex index;
  for (const Finding& f : r.findings) {
    Side present = Other(f.missing_in);
    const Edition& e = present == Side::kA ? r.a : r.b;
    int unit = present == Side::kA ? f.a_unit : f.b_unit;
    if (unit < 0 || static_cast<size_t>(unit) >= e.units.size()) continue;
    std::string_view text = e.units[static_cast<size_t>(unit)].text;
    if (f.begin >= f.end || f.end > text.size() || !IsCodePointBoundary(text, f.begin) ||
        !IsCodePointBoundary(text, f.end))
      continue;
    index[{present, unit}].push_back({f.begin, f.end, &f});
  }
  return index;
}

void WriteUnit(const Edition& e, int index, const std::vector<MarkedSpan>* spans,
               std::ostream& out) {
  const Unit& u = e.units[static_cast<size_t>(index)];
  std::string lines = u.last_line > u.line
                          ? "lines " + std::to_string(u.line) + "–" + std::to_string(u.last_line)
                          : "line " + std::to_string(u.line);
  out << "<div class=\"unit k-" << UnitKindName(u.kind) << "\"><span class=\"ln\""
      << Attr("title", lines) << ">" << u.line << "</span><div class=\"text\">";
  if (!u.marker.empty()) out << "<span class=\"marker\">" << Esc(u.marker) << "</span>";
  WriteMarkedText(u.text, spans ? *spans : std::vector<MarkedSpan>{}, out);
  out << "</div></div>\n";
}

// The cell of one side of a bead: its units (or the hatched "no counterpart" cell), then the
// findings of the bead about what this side lacks, or has extra (Finding::extra).
void WriteCell(const Report& r, Side side, const Bead& bead,
               const std::vector<const Finding*>& findings, const SpanIndex& spans,
               std::ostream& out) {
  const Edition& e = side == Side::kA ? r.a : r.b;
  const BeadUnits& units = side == Side::kA ? bead.a : bead.b;
  out << "<td" << (units.empty() ? " class=\"none\"" : "") << Attr("lang", e.lang) << ">";
  if (units.empty())
    out << "<div class=\"none-label\" lang=\"en\">no counterpart in " << Esc(e.lang) << "</div>\n";
  for (int u : units) {
    auto it = spans.find({side, u});
    WriteUnit(e, u, it == spans.end() ? nullptr : &it->second, out);
  }
  for (const Finding* f : findings)
    if (ReportedOn(*f) == side) WriteFinding(r, *f, out);
  out << "</td>";
}

void WriteBeadRow(const Report& r, std::string_view prefix, size_t index,
                  const std::vector<const Finding*>& findings, const SpanIndex& spans,
                  std::ostream& out) {
  const Bead& bead = r.alignment[index];
  char score[32];
  std::snprintf(score, sizeof score, "%.2f", bead.score);
  bool lone = bead.a.empty() || bead.b.empty();
  out << "<tr class=\"bead" << (lone ? " lone" : "") << "\" id=\"" << prefix << "b" << index
      << "\"";
  if (!findings.empty()) {
    std::string severities = SeverityList(findings);
    out << Attr("data-sevs", severities)
        << Attr("data-top", severities.substr(0, severities.find(' ')));
  }
  if (!lone) out << Attr("title", std::string("alignment score ") + score);
  out << ">";
  WriteCell(r, Side::kA, bead, findings, spans, out);
  WriteCell(r, Side::kB, bead, findings, spans, out);
  out << "</tr>\n";
}

void WriteEditionHeading(const Edition& e, std::ostream& out) {
  out << "<th><span class=\"lang\">" << Esc(e.lang) << "</span><span class=\"path\">" << Esc(e.path)
      << "</span></th>";
}

// The side-by-side table of one pair; `prefix` keeps row ids unique on a page of many pairs.
void WritePairTable(const Report& r, std::string_view prefix, std::ostream& out) {
  std::vector<std::vector<const Finding*>> by_bead(r.alignment.size());
  std::vector<const Finding*> unplaced;
  for (const Finding& f : r.findings) {
    if (f.bead >= 0 && static_cast<size_t>(f.bead) < r.alignment.size())
      by_bead[static_cast<size_t>(f.bead)].push_back(&f);
    else
      unplaced.push_back(&f);
  }
  SpanIndex spans = IndexSpans(r);
  out << "<table class=\"pair\"><colgroup><col><col></colgroup><thead><tr>";
  WriteEditionHeading(r.a, out);
  WriteEditionHeading(r.b, out);
  out << "</tr></thead>\n<tbody>\n";
  for (size_t i = 0; i < r.alignment.size(); ++i)
    WriteBeadRow(r, prefix, i, by_bead[i], spans, out);
  out << "</tbody></table>\n";
  if (unplaced.empty()) return;
  out << "<h3>Findings outside the alignment</h3>\n";
  for (const Finding* f : unplaced) WriteFinding(r, *f, out);
}

void WriteLegend(const Report& r, std::ostream& out) {
  out << "<p class=\"legend\">One row per aligned pair of units. <mark class=\"sample\">Marked"
      << "</mark> text is what the other edition lacks; each finding is listed under the edition "
      << "that lacks the item; a hatched cell means no counterpart. "
      << Plural(r.alignment.size(), "row") << ".</p>\n";
}

void WriteRuleFailures(const std::vector<std::string>& failures, std::ostream& out) {
  for (const std::string& failure : failures)
    out << "<div class=\"notice\">Rule not run: " << Esc(failure) << "</div>\n";
}

std::string PairTitle(const Report& r) { return r.a.lang + " ↔ " + r.b.lang; }

// ---- a tree ----

struct TreeTotals {
  Tally tally;
  size_t pairs = 0;
};

TreeTotals CountTree(const TreeReport& tree) {
  TreeTotals totals;
  for (const GroupReport& g : tree.groups) {
    for (const Report& r : g.pairs) {
      totals.tally.Add(r);
      ++totals.pairs;
    }
  }
  for (size_t i = 0; i < tree.missing.size(); ++i)
    totals.tally.Add(kMissingDocumentRule, Severity::kError);
  totals.tally.suppressed += tree.suppressed;
  return totals;
}

std::string GroupId(size_t g) { return "d" + std::to_string(g); }
std::string PairId(size_t g, size_t p) { return GroupId(g) + "-p" + std::to_string(p); }

// `page`: where the documents' sections are, "" for this page (see HtmlDocumentPage).
void WriteContents(const TreeReport& tree, bool pages, std::ostream& out) {
  auto page = [pages](size_t g) { return pages ? HtmlDocumentPage(g) : std::string(); };
  out << "<h2>Documents</h2>\n<table class=\"list\"><colgroup><col style=\"width:40%\"><col>"
      << "</colgroup><thead><tr><th>Document</th><th>Pairs compared</th></tr></thead><tbody>\n";
  for (size_t g = 0; g < tree.groups.size(); ++g) {
    const GroupReport& group = tree.groups[g];
    out << "<tr><td><a href=\"" << page(g) << "#" << GroupId(g) << "\"><code>"
        << Esc(group.group.path) << "</code></a></td><td>";
    if (group.pairs.empty()) out << "<span class=\"muted\">nothing to compare</span>";
    for (size_t p = 0; p < group.pairs.size(); ++p) {
      Tally t;
      t.Add(group.pairs[p]);
      out << (p ? " · " : "") << "<a href=\"" << page(g) << "#" << PairId(g, p) << "\">"
          << Esc(PairTitle(group.pairs[p])) << "</a> <span class=\"muted\">("
          << Plural(t.Total(), "finding") << ")</span>";
    }
    out << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
}

void WriteMissingDocuments(const std::vector<MissingDocument>& missing, std::ostream& out) {
  if (missing.empty()) return;
  out << "<h2>Missing documents</h2>\n<table class=\"list\"><colgroup><col style=\"width:40%\">"
      << "<col style=\"width:12%\"><col></colgroup><thead><tr><th>Document</th><th>Missing in</th>"
      << "<th>Present as</th></tr></thead><tbody>\n";
  for (const MissingDocument& m : missing) {
    out << "<tr class=\"missing-document sev-error\"" << Attr("data-path", m.path)
        << Attr("data-missing-in", m.lang) << "><td><code>" << Esc(m.path) << "</code></td><td>"
        << Esc(m.lang) << "</td><td>";
    for (size_t i = 0; i < m.files.size(); ++i)
      out << (i ? "<br>" : "") << "<code>" << Esc(m.files[i]) << "</code>";
    out << "</td></tr>\n";
  }
  out << "</tbody></table>\n";
}

void WritePairSection(const Report& r, size_t g, size_t p, std::ostream& out) {
  Tally t;
  t.Add(r);
  std::string id = PairId(g, p);
  out << "<details class=\"pair-report\" id=\"" << id << "\"" << (t.Total() ? " open" : "")
      << "><summary><h3>" << Esc(PairTitle(r)) << "</h3><span class=\"tally\">";
  for (Severity s : kSeverityOrder)
    out << (s == Severity::kError ? "" : ", ") << Plural(t.by_severity[Index(s)], SeverityName(s));
  out << " · " << Esc(r.a.path) << " (" << Plural(r.a.units.size(), "unit") << ") ↔ "
      << Esc(r.b.path) << " (" << Plural(r.b.units.size(), "unit") << ")</span></summary>\n";
  WriteRuleFailures(r.rule_failures, out);
  WritePairTable(r, id + "-", out);
  out << "</details>\n";
}

void WriteGroupSection(const TreeReport& tree, size_t g, std::ostream& out) {
  const GroupReport& group = tree.groups[g];
  out << "<section class=\"doc\" id=\"" << GroupId(g) << "\"><h2><code>" << Esc(group.group.path)
      << "</code></h2>\n";
  if (group.pairs.empty()) {
    std::string langs;
    for (const auto& [lang, file] : group.group.files) langs += (langs.empty() ? "" : ", ") + lang;
    out << "<p class=\"muted\">Only in " << Esc(langs) << ": nothing to compare.</p>\n";
  }
  for (size_t p = 0; p < group.pairs.size(); ++p) WritePairSection(group.pairs[p], g, p, out);
  out << "</section>\n";
}

// ---- an audit ----

struct EditionSummary {
  size_t up_to_date = 0, behind = 0, items = 0, to_review = 0, absent = 0, no_source = 0;
};

void WriteAuditSummary(const AuditReport& audit, std::ostream& out) {
  std::map<std::string, EditionSummary> by_lang;
  for (const DocumentAudit& d : audit.documents) {
    for (const EditionVerdict& v : d.editions) {
      EditionSummary& s = by_lang[v.lang];
      (v.verdict() == Verdict::kBehind     ? s.behind
       : v.verdict() == Verdict::kNoSource ? s.no_source
                                           : s.up_to_date) += 1;
      s.items += v.behind.size();
      s.to_review += v.to_review.size();
      s.absent += v.file.empty();
    }
  }
  out << "<section class=\"card summary\"><h2>Summary per edition</h2>\n<table class=\"rules\">"
      << "<thead><tr><th>Edition</th><th>Up to date</th><th>Behind</th><th>Items</th>"
      << "<th>To review</th><th>Missing documents</th><th>Without source</th></tr></thead>"
      << "<tbody>\n";
  for (const std::string& lang : audit.langs) {
    const EditionSummary& s = by_lang[lang];
    out << "<tr><td><b>" << Esc(lang) << "</b>" << (lang == audit.source ? " (source)" : "")
        << "</td><td>" << s.up_to_date << "</td><td" << (s.behind ? "" : " class=\"zero\"") << ">"
        << s.behind << "</td><td" << (s.items ? "" : " class=\"zero\"") << ">" << s.items
        << "</td><td" << (s.to_review ? "" : " class=\"zero\"") << ">" << s.to_review << "</td><td"
        << (s.absent ? "" : " class=\"zero\"") << ">" << s.absent << "</td><td"
        << (s.no_source ? "" : " class=\"zero\"") << ">" << s.no_source << "</td></tr>\n";
  }
  out << "</tbody></table></section>\n";
}

void WriteAuditItem(const AuditItem& it, std::ostream& out) {
  std::string has;
  for (const std::string& h : it.has) has += (has.empty() ? "" : ", ") + h;
  std::string severity(SeverityName(it.severity));
  out << "<li class=\"item sev-" << severity << "\"" << Attr("data-rule", it.rule)
      << Attr("data-kind", it.kind) << Attr("data-value", it.value)
      << Attr("data-severity", severity) << "><span class=\"kind\">" << Esc(it.kind) << "</span>"
      << Esc(it.value) << " <span class=\"where\">" << Esc(it.where) << " · present in " << Esc(has)
      << "</span></li>\n";
}

// "content/ko/docs/intro.md · last commit 2024-05-01", or "no file".
std::string FileLine(const EditionVerdict& v) {
  return "<span class=\"file\">" +
         (v.file.empty() ? "no file" : "<code>" + Esc(v.file) + "</code>") +
         (v.last_commit.empty() ? "" : " · last commit " + Esc(v.last_commit)) + "</span>";
}

// The items an edition has to review (names, titles, terms), apart from what it is behind on.
void WriteToReview(const EditionVerdict& v, std::ostream& out) {
  if (v.to_review.empty()) return;
  out << "<details class=\"items review\"><summary lang=\"en\"><span class=\"muted\">"
      << v.to_review.size() << " to review (names, titles, terms)</span></summary>"
      << "<ul class=\"items\">\n";
  for (const AuditItem& it : v.to_review) WriteAuditItem(it, out);
  out << "</ul></details>";
}

void WriteVerdictCell(const EditionVerdict& v, std::ostream& out) {
  const char* state = v.file.empty()                      ? "absent"
                      : v.verdict() == Verdict::kBehind   ? "behind"
                      : v.verdict() == Verdict::kNoSource ? "nosource"
                                                          : "ok";
  out << "<td class=\"" << state << "\"" << Attr("lang", v.lang)
      << Attr("data-behind-by", std::to_string(v.behind.size()))
      << Attr("data-to-review", std::to_string(v.to_review.size())) << ">";
  if (v.verdict() != Verdict::kBehind) {
    out << "<div class=\"verdict " << state << "\" lang=\"en\">"
        << (v.file.empty()                      ? "missing"
            : v.verdict() == Verdict::kNoSource ? "no source"
                                                : "up to date")
        << "</div>" << FileLine(v);
    WriteToReview(v, out);
    out << "</td>";
    return;
  }
  out << "<details class=\"items\"><summary lang=\"en\"><span class=\"verdict " << state << "\">"
      << (v.file.empty() ? "missing, " : "") << "behind by " << Plural(v.behind.size(), "item")
      << "</span>" << FileLine(v) << "</summary><ul class=\"items\">\n";
  for (const AuditItem& it : v.behind) WriteAuditItem(it, out);
  out << "</ul></details>";
  WriteToReview(v, out);
  out << "</td>";
}

void WriteAuditTable(const AuditReport& audit, std::ostream& out) {
  out << "<h2>Documents</h2>\n<table class=\"list audit\"><thead><tr><th>Document</th>";
  for (const std::string& lang : audit.langs)
    out << "<th>" << Esc(lang)
        << (lang == audit.source ? " <span class=\"muted\">(source)</span>" : "") << "</th>";
  out << "</tr></thead><tbody>\n";
  for (const DocumentAudit& d : audit.documents) {
    out << "<tr><td><code>" << Esc(d.path) << "</code></td>";
    for (const EditionVerdict& v : d.editions) WriteVerdictCell(v, out);
    out << "</tr>\n";
  }
  out << "</tbody></table>\n";
}

}  // namespace

void WriteHtmlCheck(const Report& r, const WriterOptions&, std::ostream& out) {
  Tally t;
  t.Add(r);
  BeginPage("concord: " + PairTitle(r) + " — " + r.a.path, out);
  PageHeader(
      "Translation consistency report",
      "concord check · " + r.a.path + " (" + r.a.lang + ") ↔ " + r.b.path + " (" + r.b.lang + ")",
      out);
  out << "<div class=\"overview\">\n";
  WriteEditionsCard(r, out);
  WriteSummaryCard(t, 0, out);
  out << "</div>\n";
  WriteRuleFailures(r.rule_failures, out);
  WriteFilters(t, out);
  out << "<h2>Side by side</h2>\n";
  WriteLegend(r, out);
  WritePairTable(r, "", out);
  out << "</main>\n";
  EndPage(out);
}

std::string HtmlDocumentPage(size_t group) { return GroupId(group) + ".html"; }

void WriteHtmlTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  WriteHtmlTreePage(tree, false, out);
}

void WriteHtmlTreeDocument(const TreeReport& tree, size_t g, std::ostream& out) {
  Tally t;
  for (const Report& r : tree.groups[g].pairs) t.Add(r);
  BeginPage("concord: " + tree.groups[g].group.path, out);
  PageHeader("Translation consistency report", "concord check · " + tree.groups[g].group.path, out);
  out << "<p><a href=\"index.html\">All documents</a></p>\n";
  WriteFilters(t, out);
  WriteGroupSection(tree, g, out);
  out << "</main>\n";
  EndPage(out);
}

void WriteHtmlTreePage(const TreeReport& tree, bool pages, std::ostream& out) {
  TreeTotals totals = CountTree(tree);
  std::string langs;
  for (const std::string& lang : tree.langs) langs += (langs.empty() ? "" : ", ") + lang;
  std::string sub = "concord check · " + Plural(tree.groups.size(), "document") + ", " +
                    Plural(totals.pairs, "pair") + " compared · editions " + langs +
                    (tree.source.empty() ? "" : " (source " + tree.source + ")");
  BeginPage("concord: " + langs, out);
  PageHeader("Translation consistency report", sub, out);
  out << "<div class=\"overview\">\n";
  WriteSummaryCard(totals.tally, tree.missing.size(), out);
  out << "</div>\n";
  WriteFilters(totals.tally, out);
  WriteMissingDocuments(tree.missing, out);
  WriteContents(tree, pages, out);
  if (!pages)
    for (size_t g = 0; g < tree.groups.size(); ++g) WriteGroupSection(tree, g, out);
  out << "</main>\n";
  EndPage(out);
}

void WriteHtmlAudit(const AuditReport& audit, const WriterOptions&, std::ostream& out) {
  std::string langs;
  for (const std::string& lang : audit.langs) langs += (langs.empty() ? "" : ", ") + lang;
  std::string sub = "concord audit · " + Plural(audit.documents.size(), "document") +
                    " · editions " + langs +
                    (audit.source.empty() ? " (peers)" : " (source " + audit.source + ")");
  if (audit.suppressed) sub += " · " + std::to_string(audit.suppressed) + " suppressed";
  BeginPage("concord audit: " + langs, out);
  PageHeader("Translation audit", sub, out);
  WriteAuditSummary(audit, out);
  WriteAuditTable(audit, out);
  out << "</main>\n";
  EndPage(out);
}

}  // namespace concord
