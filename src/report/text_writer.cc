// The text format: what a person reads in a terminal or a CI log. Findings are grouped by
// aligned location; each group names both sides' file:line and shows an excerpt of each side
// with the entity marked; units without counterpart are shown as a diff against the place in
// the other edition where they would go, a block of them (Finding::block) as one hunk. Colour
// only when WriterOptions::color is set.
#include <algorithm>
#include <map>
#include <sstream>

#include "report/locations.h"
#include "report/missing_summary.h"
#include "report/writers.h"
#include "text/escape.h"
#include "text/unicode.h"

namespace concord {
namespace {

constexpr int kExcerptColumns = 72;

struct Style {
  bool color;
  std::string Paint(std::string_view code, std::string_view text) const {
    if (!color) return std::string(text);
    return "\x1b[" + std::string(code) + "m" + std::string(text) + "\x1b[0m";
  }
  std::string Severity(concord::Severity s) const {
    std::string name(SeverityName(s));
    name.resize(7, ' ');
    switch (s) {
      case concord::Severity::kError:
        return Paint("1;31", name);
      case concord::Severity::kWarning:
        return Paint("1;33", name);
      case concord::Severity::kInfo:
        return Paint("1;36", name);
    }
    return name;
  }
};

// Everything below that came from the input (paths, language codes, rule ids, messages, unit
// text, values) is printed through EscapeControls (escape.h): no input can start a line of its
// own or drive the terminal. The colour codes are painted around the escaped text.

// Up to `max_lines` lines of at most `columns` display columns (CJK characters count two)
// from `text`, starting near `begin` when it lies far in, with [begin, end) highlighted.
// Lines break between grapheme clusters, after a space when one is near the end of the line.
std::vector<std::string> ExcerptLines(std::string_view text, size_t begin, size_t end,
                                      const Style& style, int columns = kExcerptColumns - 2,
                                      int max_lines = 2) {
  size_t from = 0;
  if (DisplayWidth(text.substr(0, begin)) > columns * max_lines / 2) {
    from = begin;  // a few characters before the entity, on a code point boundary
    for (int back = 0; back < 8 && from > 0; ++back) {
      --from;
      while (from > 0 && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) --from;
    }
  }
  std::vector<std::pair<size_t, size_t>> spans;  // [start, end) of each line in `text`
  size_t at = from;
  while (at < text.size() && static_cast<int>(spans.size()) < max_lines) {
    std::string_view rest = text.substr(at);
    std::string_view line = TruncateToWidth(rest, columns);
    if (line.empty()) break;
    if (line.size() < rest.size()) {
      size_t space = line.rfind(' ');
      if (space != std::string_view::npos && space * 3 >= line.size() * 2)
        line = line.substr(0, space + 1);
    }
    spans.emplace_back(at, at + line.size());
    at += line.size();
  }
  std::vector<std::string> lines;
  for (size_t i = 0; i < spans.size(); ++i) {
    auto [ls, le] = spans[i];
    std::string out = (i == 0 && from > 0) ? "…" : "";
    size_t hb = std::clamp(begin, ls, le), he = std::clamp(end, ls, le);
    if (end > begin && hb < he) {
      out += EscapeControls(text.substr(ls, hb - ls)) +
             style.Paint("1;4", EscapeControls(text.substr(hb, he - hb))) +
             EscapeControls(text.substr(he, le - he));
    } else {
      out += EscapeControls(text.substr(ls, le - ls));
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    if (i + 1 == spans.size() && le < text.size()) out += "…";
    lines.push_back(std::move(out));
  }
  if (lines.empty()) lines.emplace_back();
  return lines;
}

// One line: the excerpt's first line.
std::string Excerpt(std::string_view text, size_t begin, size_t end, const Style& style) {
  return ExcerptLines(text, begin, end, style, kExcerptColumns - 2, 1).front();
}

std::string Where(const Edition& e, int unit) {
  auto line = UnitLine(e, unit);
  return EscapeControls(e.path) + ":" + (line ? std::to_string(*line) : "?");
}

std::string Short(const Edition& e, int unit) {
  return EscapeControls(e.lang) + ":" + std::to_string(UnitLine(e, unit).value_or(0));
}

void WriteEntityGroup(const Report& r, const std::vector<const Finding*>& group, const Style& style,
                      std::ostream& out) {
  const Bead& bead = r.alignment[static_cast<size_t>(group.front()->bead)];
  out << style.Paint("1", Where(r.a, bead.a.front()) + " ↔ " + Where(r.b, bead.b.front())) << "\n";
  for (const Finding* f : group)
    out << "  " << style.Severity(f->severity) << " " << EscapeControls(f->message) << "  "
        << style.Paint("2", "[" + EscapeControls(f->rule) + "]") << "\n";
  // One excerpt line per unit the findings touch, with the first entity in it marked.
  std::map<std::pair<int, int>, const Finding*> shown;  // (side, unit) → finding
  for (const Finding* f : group) {
    Side present = Other(f->missing_in);
    int unit = present == Side::kA ? f->a_unit : f->b_unit;
    shown.emplace(std::make_pair(static_cast<int>(present), unit), f);
  }
  for (Side side : {Side::kA, Side::kB}) {
    const Edition& e = side == Side::kA ? r.a : r.b;
    for (int unit : side == Side::kA ? bead.a : bead.b) {
      auto it = shown.find({static_cast<int>(side), unit});
      const std::string& text = e.units[static_cast<size_t>(unit)].text;
      std::string label = Short(e, unit);
      label.resize(std::max<size_t>(label.size(), 7), ' ');
      std::vector<std::string> lines =
          it == shown.end() ? ExcerptLines(text, 0, 0, style)
                            : ExcerptLines(text, it->second->begin, it->second->end, style);
      for (size_t i = 0; i < lines.size(); ++i)
        out << "    " << (i == 0 ? style.Paint("2", label) : std::string(label.size(), ' ')) << " "
            << lines[i] << "\n";
    }
  }
}

void WriteUnitGroup(const Report& r, const FindingLocator& locate,
                    const std::vector<const Finding*>& group, const Style& style,
                    std::ostream& out) {
  const Finding& first = *group.front();
  Side present = Other(first.missing_in);
  const Edition& here = present == Side::kA ? r.a : r.b;
  const Edition& other = present == Side::kA ? r.b : r.a;
  int where = locate.UnitBefore(first.bead, first.missing_in);
  std::string place =
      where < 0 ? "at the start of " + EscapeControls(other.lang) : "after " + Short(other, where);
  int first_unit = present == Side::kA ? first.a_unit : first.b_unit;
  const Finding& last = *group.back();
  int last_unit = present == Side::kA ? last.a_unit : last.b_unit;
  std::string range = Where(here, first_unit);
  if (last_unit != first_unit) range += "-" + std::to_string(UnitLine(here, last_unit).value_or(0));
  out << style.Paint("1", range) << " — "
      << (first.extra ? "extra in " + EscapeControls(here.lang) + ", " : std::string())
      << "no counterpart in " << EscapeControls(other.lang) << " (would go " << place << ", "
      << EscapeControls(other.path) << ")\n";
  for (const Finding* f : group) {
    int unit = present == Side::kA ? f->a_unit : f->b_unit;
    const Unit& u = here.units[static_cast<size_t>(unit)];
    std::string text = (u.marker.empty() ? "" : std::string(u.marker) + " ") + u.text;
    out << "  " << style.Severity(f->severity) << " " << style.Paint("32", "+ " + Short(here, unit))
        << "  " << Excerpt(text, 0, 0, style) << "  "
        << style.Paint("2", "[" + EscapeControls(f->rule) + "]") << "\n";
  }
}

// A finding about a file (front-matter), at its line: "zh.md:1  error … [front-matter]".
void WriteFileFinding(const Report& r, const Finding& f, const Style& style, std::ostream& out) {
  const Edition& e = f.missing_in == Side::kA ? r.a : r.b;
  out << style.Paint("1", EscapeControls(e.path) + ":" + std::to_string(f.line)) << "\n  "
      << style.Severity(f.severity) << " " << EscapeControls(f.message) << "  "
      << style.Paint("2", "[" + EscapeControls(f.rule) + "]") << "\n";
}

bool IsFileFinding(const Finding& f) { return f.bead < 0; }

// The finding groups of one report (without the summary line).
void WriteFindings(const Report& r, const Style& style, std::ostream& out) {
  // Groups: a block of units without counterpart (Finding::block, one hunk); the other
  // findings of one bead.
  std::vector<std::vector<const Finding*>> groups;
  for (const Finding& f : r.findings) {
    if (!groups.empty() && !IsFileFinding(f) && !IsFileFinding(*groups.back().back())) {
      const Finding& prev = *groups.back().back();
      bool same = f.block ? prev.block == f.block : (!prev.block && prev.bead == f.bead);
      if (same) {
        groups.back().push_back(&f);
        continue;
      }
    }
    groups.push_back({&f});
  }
  const FindingLocator locate(r);
  for (const auto& group : groups) {
    if (IsFileFinding(*group.front()))
      WriteFileFinding(r, *group.front(), style, out);
    else if (group.front()->block)
      WriteUnitGroup(r, locate, group, style, out);
    else
      WriteEntityGroup(r, group, style, out);
    out << "\n";
  }
}

std::string Plural(size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// "2 errors, 1 warning, 0 infos" (+ ", 3 suppressed").
std::string Counts(const size_t counts[3], size_t suppressed) {
  std::string s = Plural(counts[2], "error") + ", " + Plural(counts[1], "warning") + ", " +
                  Plural(counts[0], "info");
  if (suppressed) s += ", " + std::to_string(suppressed) + " suppressed";
  return s;
}

void CountFindings(const Report& r, size_t counts[3]) {
  for (const Finding& f : r.findings) ++counts[static_cast<size_t>(f.severity)];
}

// `text` followed by spaces up to `width` bytes, as printf's %-Ns pads.
std::string PadBytes(std::string text, size_t width) {
  if (text.size() < width) text.resize(width, ' ');
  return text;
}

void WriteMissingDocument(const MissingDocument& m, const Style& style, std::ostream& out) {
  std::string where;
  for (const std::string& f : m.files) where += (where.empty() ? "" : ", ") + EscapeControls(f);
  out << style.Paint("1", EscapeControls(m.path)) << " — missing document in "
      << EscapeControls(m.lang) << " (present: " << where << ")\n  "
      << style.Severity(Severity::kError) << " "
      << style.Paint("2", std::string("[") + kMissingDocumentRule + "]") << "\n\n";
}

// "blog/ — zh lacks 2111 of 2300 documents under it (--list-missing lists them)".
void WriteMissingDirectory(const MissingFold& fold, const Style& style, std::ostream& out) {
  const bool top = fold.dir.empty();
  out << style.Paint("1", top ? std::string("(top level)") : EscapeControls(fold.dir)) << " — "
      << EscapeControls(fold.lang) << " lacks " << fold.docs.size() << " of "
      << Plural(fold.total, "document") << (top ? " directly in the root" : " under it")
      << " (--list-missing lists them)\n  " << style.Severity(Severity::kError) << " "
      << style.Paint("2", std::string("[") + kMissingDocumentRule + "]") << " ×" << fold.docs.size()
      << "\n\n";
}

}  // namespace

void WriteTextCheck(const Report& r, const WriterOptions& options, std::ostream& out) {
  Style style{options.color};
  WriteFindings(r, style, out);
  size_t counts[3] = {0, 0, 0};
  CountFindings(r, counts);
  std::ostringstream summary;
  summary << Counts(counts, r.suppressed) << " in " << EscapeControls(r.a.path) << " ("
          << EscapeControls(r.a.lang) << ", " << Plural(r.a.units.size(), "unit") << ") ↔ "
          << EscapeControls(r.b.path) << " (" << EscapeControls(r.b.lang) << ", "
          << Plural(r.b.units.size(), "unit") << ")";
  out << style.Paint(r.findings.empty() ? "32" : "1", summary.str()) << "\n";
}

void WriteTextTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out) {
  Style style{options.color};
  size_t counts[3] = {0, 0, 0};
  size_t pairs = 0;
  for (const GroupReport& g : tree.groups) {
    for (const Report& r : g.pairs) {
      ++pairs;
      WriteFindings(r, style, out);
      CountFindings(r, counts);
    }
  }
  if (options.list_missing)
    for (const MissingDocument& m : tree.missing) WriteMissingDocument(m, style, out);
  else
    for (const MissingFold& fold : FoldMissing(tree)) {
      if (!fold.folded)
        WriteMissingDocument(*fold.docs.front(), style, out);
      else
        WriteMissingDirectory(fold, style, out);
    }
  counts[static_cast<size_t>(Severity::kError)] += tree.missing.size();
  std::ostringstream summary;
  summary << Counts(counts, tree.suppressed) << " in " << Plural(tree.groups.size(), "document")
          << " (" << Plural(pairs, "pair") << " compared, " << tree.missing.size() << " missing)";
  bool clean = counts[0] + counts[1] + counts[2] == 0;
  out << style.Paint(clean ? "32" : "1", summary.str()) << "\n";
}

// The lines of an audit's items, each "- kind value  (has: where)".
void WriteAuditItems(const std::vector<AuditItem>& items, const Style& style, std::ostream& out) {
  for (const AuditItem& it : items) {
    std::string has;
    for (const std::string& h : it.has) has += (has.empty() ? "" : ",") + EscapeControls(h);
    std::string_view cut = TruncateToWidth(it.value, kExcerptColumns - 20);
    std::string value = EscapeControls(cut);
    if (cut.size() < it.value.size()) value += "…";
    out << "      - " << EscapeControls(it.kind) << " " << value << "  "
        << style.Paint("2", "(" + has + ": " + EscapeControls(it.where) + ")") << "\n";
  }
}

void WriteTextAudit(const AuditReport& audit, const WriterOptions& options, std::ostream& out) {
  Style style{options.color};
  struct Counts {
    size_t documents = 0, items = 0, to_review = 0;  // behind in; behind by; to review
    size_t no_source = 0;                            // documents the source lacks
  };
  std::map<std::string, Counts> counts;  // by lang
  for (const DocumentAudit& d : audit.documents) {
    out << style.Paint("1", EscapeControls(d.path)) << "\n";
    for (const EditionVerdict& v : d.editions) {
      std::string lang = EscapeControls(v.lang);
      lang.resize(std::max<size_t>(lang.size(), 6), ' ');
      std::string file = v.file.empty() ? "—" : EscapeControls(v.file);
      std::string date =
          v.last_commit.empty() ? "" : "  (last commit " + EscapeControls(v.last_commit) + ")";
      const std::string review =
          v.to_review.empty() ? "" : ", " + std::to_string(v.to_review.size()) + " to review";
      Counts& c = counts[v.lang];
      c.to_review += v.to_review.size();
      std::string color = "32", verdict = "up to date";
      if (v.verdict() == Verdict::kBehind) {
        c.documents += 1;
        c.items += v.behind.size();
        color = "1;33";
        verdict = "behind by " + Plural(v.behind.size(), "item");
      } else if (v.verdict() == Verdict::kNoSource) {
        c.no_source += 1;
        color = "36";
        verdict = "no source (nothing in " + EscapeControls(audit.source) + " to compare with)";
      }
      out << "  " << lang << " " << style.Paint(color, verdict) << review << "  " << file << date
          << "\n";
      WriteAuditItems(v.behind, style, out);
      if (v.to_review.empty()) continue;
      out << "      " << style.Paint("2", "to review (names, titles, terms):") << "\n";
      WriteAuditItems(v.to_review, style, out);
    }
    out << "\n";
  }
  out << style.Paint("1", "Summary") << ": " << Plural(audit.documents.size(), "document");
  for (const std::string& lang : audit.langs) {
    const Counts& c = counts[lang];
    out << "; " << EscapeControls(lang) << " "
        << (c.documents == 0 ? "up to date"
                             : "behind in " + Plural(c.documents, "document") + " (" +
                                   Plural(c.items, "item") + ")");
    if (c.to_review) out << ", " << c.to_review << " to review";
    if (c.no_source) out << ", " << Plural(c.no_source, "document") << " without source";
  }
  if (audit.suppressed) out << "; " << audit.suppressed << " suppressed";
  out << "\n";
}

void WriteTextAlign(const Report& r, const WriterOptions& options, std::ostream& out) {
  Style style{options.color};
  constexpr int kColumn = 44;
  auto cell = [&](const Edition& e, const BeadUnits& units) {
    if (units.empty()) return std::string(kColumn, ' ');
    std::string label = Short(e, units.front());
    if (units.size() > 1) label += "+" + std::to_string(UnitLine(e, units.back()).value_or(0));
    std::string text =
        label + " " + EscapeControls(e.units[static_cast<size_t>(units.front())].text);
    std::string cut(TruncateToWidth(text, kColumn - 1));
    if (cut.size() < text.size()) cut += "…";
    return cut + std::string(static_cast<size_t>(std::max(0, kColumn - DisplayWidth(cut))), ' ');
  };
  out << EscapeControls(r.a.path) << " (" << EscapeControls(r.a.lang) << ") ↔ "
      << EscapeControls(r.b.path) << " (" << EscapeControls(r.b.lang) << ")\n";
  for (const Bead& bead : r.alignment) {
    char score[16];
    std::snprintf(score, sizeof score, "%4.2f", bead.score);
    std::string left = cell(r.a, bead.a), right = cell(r.b, bead.b);
    bool lone = bead.a.empty() || bead.b.empty();
    out << (lone ? style.Paint("33", "  --") : std::string(score)) << "  " << left << " │ " << right
        << "\n";
  }
}

void WriteTextExtract(const std::vector<Edition>& editions, const WriterOptions& options,
                      std::ostream& out) {
  Style style{options.color};
  for (const Edition& e : editions) {
    out << EscapeControls(e.path) << " (" << EscapeControls(e.lang) << ", "
        << Plural(e.units.size(), "unit") << ")\n";
    for (const Unit& u : e.units) {
      std::string kind(UnitKindName(u.kind));
      kind.resize(std::max<size_t>(kind.size() + 1, 10), ' ');  // "front-matter" is longer
      std::string text(TruncateToWidth(u.text, kExcerptColumns));
      if (text.size() < u.text.size()) text += "…";
      out << style.Paint("2", std::to_string(u.line)) << "\t" << kind
          << (u.marker.empty() ? "" : EscapeControls(u.marker) + " ") << EscapeControls(text)
          << "\n";
      for (const Entity& ent : u.entities) {
        std::string ek(EntityKindName(ent.kind));
        ek.resize(7, ' ');
        out << "\t  " << style.Paint("36", ek) << " " << EscapeControls(EntityValue(u, ent))
            << "\n";
      }
    }
  }
}

// The rules with their severity, check and parameters; the checks with their parameters; the
// extractors. Rule ids, parameters, descriptions and the directory come from rule files and
// the command line: escaped; check names come from the registry.
void WriteTextRules(const RulesListing& listing, const WriterOptions&, std::ostream& out) {
  out << "Rules (" << EscapeControls(listing.rules_dir) << "):\n";
  for (const ListedRule& listed : listing.rules) {
    const RuleInfo& r = listed.rule;
    std::string params = r.parameters.empty() ? "" : " " + r.parameters;
    out << "  " << PadBytes(EscapeControls(r.id), 12) << " "
        << PadBytes(std::string(SeverityName(r.severity)), 8) << " " << PadBytes(r.check, 14)
        << EscapeControls(params) << (listed.enabled ? "" : "  (disabled)") << "\n    "
        << EscapeControls(r.description) << "\n";
  }
  out << "\nChecks:\n";
  for (const ListedCheck& c : listing.checks) {
    out << "  " << PadBytes(c.name, 14) << " " << c.description << "\n";
    for (const ListedCheckParam& p : c.params)
      out << "      " << PadBytes(p.name, 12) << " " << p.description
          << (p.required ? " (required)" : "") << "\n";
  }
  out << "\nEntity extractors (in the order they run):\n";
  for (const ListedExtractor& e : listing.extractors)
    out << "  " << PadBytes(std::string(EntityKindName(e.kind)), 8) << " " << e.description << "\n";
}

}  // namespace concord
