#include "align/bead_cost.h"

#include <algorithm>
#include <iterator>

#include "text/doc_paths.h"
#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {
namespace align_internal {
namespace {

// Whether the unit opens with the first text it sets in emphasis: a note's label.
bool OpensWithLabel(const Unit& u) {
  const std::vector<std::string>& emphasized = u.markup->emphasized;
  return u.markup->opens_with_emphasis && !emphasized.empty() &&
         std::string_view(u.text).starts_with(emphasized.front());
}

// Whether a text the unit sets in emphasis opens a sentence after its first: before it, past
// spaces and a quote marker written as text ('>'), a sentence ends (. ! ? ) and their CJK
// forms). Each text is looked for after the one before it (they are in document order), so the
// unit is read about once.
bool HoldsNote(const Unit& u) {
  const std::string_view text = u.text;
  size_t from = 0;
  for (const std::string& label : u.markup->emphasized) {
    const size_t at = text.find(label, from);
    if (at == std::string_view::npos) continue;
    from = at + 1;
    size_t before = at;
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '>')) --before;
    if (before == 0) continue;
    const char32_t c = PrevCodePoint(text, before);
    // Chinese and Japanese write no space after their full stop; after a Latin one, or after a
    // closing parenthesis (which Chinese also writes mid-sentence: 图标（右上角）**设置**), a
    // label glued to it is no sentence of its own.
    if (c == 0x3002 || c == 0xFF01 || c == 0xFF1F) return true;
    if (before < at && (c == '.' || c == '!' || c == '?' || c == ')' || c == 0xFF09)) return true;
  }
  return false;
}

}  // namespace

std::vector<UnitFeatures> Features(const Edition& e, Side side, const UnitTexts& other_texts,
                                   const AlignOptions& options, Anchors* anchors, AnchorIds* ids) {
  std::vector<UnitFeatures> out;
  out.reserve(e.units.size());
  // Where each unit's lists end in ids->own and ids->next (which grow meanwhile).
  std::vector<size_t> ends(e.units.size()), next_ends(e.units.size());
  for (size_t i = 0; i < e.units.size(); ++i) {
    const Unit& u = e.units[i];
    const double length = static_cast<double>(VisibleLength(u.text));
    AddUnitAnchors(u, other_texts, anchors, &ids->own);
    ends[i] = ids->own.size();
    out.push_back({length,
                   0,
                   u.kind,
                   LogLength(length, options.length_smoothing),
                   0,
                   {},
                   {},
                   u.table_row,
                   IsLanguageMenu(u.markup->links, e.path, u.markup->SoleLinkText())});
    out.back().latin = static_cast<double>(AsciiAlnumCount(u.text));
    out.back().several_lines = u.last_line > u.line;
    out.back().heading_level = u.heading_level;
    out.back().attached = i > 0 && u.line == e.units[i - 1].last_line + 1;
    out.back().opens_with_label =
        (u.kind == UnitKind::kParagraph || u.kind == UnitKind::kListItem) && OpensWithLabel(u);
    out.back().holds_note = u.kind == UnitKind::kListItem && HoldsNote(u);
    out.back().only_label = u.kind == UnitKind::kParagraph && out.back().opens_with_label &&
                            u.markup->emphasized.front().size() == u.text.size();
    // A unit that ends with a colon introduces the next; so does a heading, and a list item
    // with sub-items (a section of a list: "Trees" over its items).
    out.back().lead_in =
        EndsWithColon(u.text) || u.kind == UnitKind::kHeading ||
        (u.kind == UnitKind::kListItem && i + 1 < e.units.size() &&
         e.units[i + 1].kind == UnitKind::kListItem && e.units[i + 1].list_depth > u.list_depth);
  }
  // A unit of a Chinese, Japanese or Korean edition without a letter of those scripts was left
  // untranslated (or is all code, names and numbers): the Latin words it writes show what the
  // original says, not which words the translation keeps in Latin. A single letter is the test
  // (not the rules' prose share, rules/unit_script.h): a sentence the translator touched at all
  // is the translation's.
  const bool cjk_edition = IsCjkLanguage(e.lang);
  for (size_t i = 0, begin = 0; i < out.size(); begin = ends[i], ++i) {
    out[i].anchors.ids = std::span<const int>(ids->own.data() + begin, ends[i] - begin);
    out[i].anchors.evidence = !cjk_edition || HasCjkLetter(e.units[i].text);
    anchors->Count(side, out[i].anchors.ids, out[i].anchors.evidence);
  }
  for (size_t i = 0; i + 1 < out.size(); ++i) {
    out[i].length_next = out[i].length + out[i + 1].length;
    out[i].latin_next = out[i].latin + out[i + 1].latin;
    out[i].log_length_next = LogLength(out[i].length_next, options.length_smoothing);
    if (Mergeable(out[i], out[i + 1])) {
      const std::span<const int> x = out[i].anchors.ids, y = out[i + 1].anchors.ids;
      std::set_union(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(ids->next));
    }
    next_ends[i] = ids->next.size();
  }
  for (size_t i = 0, begin = 0; i + 1 < out.size(); begin = next_ends[i], ++i) {
    out[i].anchors_next.ids = std::span<const int>(ids->next.data() + begin, next_ends[i] - begin);
    out[i].anchors_next.evidence = out[i].anchors.evidence || out[i + 1].anchors.evidence;
  }
  return out;
}

}  // namespace align_internal
}  // namespace concord
