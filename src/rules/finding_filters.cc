// finding_filters.cc — passes over a check's findings (see finding_filters.h).
#include "rules/finding_filters.h"

#include <array>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "extract/char_classes.h"
#include "extract/entities.h"
#include "rules/code_match.h"
#include "rules/knowledge.h"
#include "text/enumeration.h"
#include "text/lang_code.h"
#include "text/number_words.h"
#include "text/unicode.h"

namespace concord {
namespace {

// A number as one edition writes it joined to a letter of its script: the edition's side, the
// number as written, the letter.
using JoinedNumber = std::tuple<Side, std::string_view, char32_t>;

// Whether the CJK letters right after text[end] begin with a magnitude of the language of
// `words` (14억원, 3000万人, 5만 개): one of the starts of their first three code points that
// NumberWords::Magnitude knows. A number so joined is a number, whatever follows its magnitude.
bool BeginsWithMagnitude(std::string_view text, size_t end, NumberWords* words) {
  if (words == nullptr) return false;
  size_t pos = end;
  for (int n = 0; n < 3 && pos < text.size(); ++n) {
    size_t next = pos;
    if (!extract::IsCjkLetter(NextCodePoint(text, &next))) break;
    pos = next;
    if (words->Magnitude(text.substr(end, pos - end)) > 0) return true;
  }
  return false;
}

// The key a url or email finding and entity are compared by: the url's key as the extractor
// makes it (UrlKey), an email's NormalizeKey.
std::string LinkKey(std::string_view kind, std::string_view value) {
  return kind == EntityKindName(EntityKind::kUrl) ? UrlKey(value) : NormalizeKey(value);
}

}  // namespace

void DropMovedLinks(const CheckContext& ctx, size_t first, std::vector<Finding>* out) {
  if (first == out->size()) return;
  struct Lacked {
    std::vector<size_t> findings;
    size_t next = 0;  // findings[next, …) are not paired yet
  };
  std::unordered_map<std::string, Lacked> lacked_by_b;  // by kind and key
  auto key = [](const Finding& f) { return f.kind + '\n' + LinkKey(f.kind, f.value); };
  for (size_t i = first; i < out->size(); ++i)
    if ((*out)[i].missing_in == Side::kB) lacked_by_b[key((*out)[i])].findings.push_back(i);
  std::vector<bool> moved(out->size() - first);
  for (size_t i = first; i < out->size(); ++i) {
    if ((*out)[i].missing_in != Side::kA) continue;
    auto it = lacked_by_b.find(key((*out)[i]));
    if (it == lacked_by_b.end() || it->second.next == it->second.findings.size()) continue;
    moved[i - first] = moved[it->second.findings[it->second.next++] - first] = true;
  }
  // The links of each side's units without counterpart, by kind and key.
  std::unordered_set<std::string> alone[2];
  for (const Bead& bead : ctx.beads) {
    if (!bead.a.empty() && !bead.b.empty()) continue;
    const bool a = bead.b.empty();
    const Edition& e = a ? ctx.a : ctx.b;
    for (int u : a ? bead.a : bead.b) {
      const Unit& unit = e.units[static_cast<size_t>(u)];
      for (const Entity& ent : unit.entities)
        if (ent.kind == EntityKind::kUrl || ent.kind == EntityKind::kEmail) {
          const std::string_view kind = EntityKindName(ent.kind);
          alone[a ? 0 : 1].insert(std::string(kind) + '\n' + LinkKey(kind, EntityValue(unit, ent)));
        }
    }
  }
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    if (alone[f.missing_in == Side::kA ? 0 : 1].count(key(f))) moved[i - first] = true;
  }
  EraseMarked(first, moved, out);
}

namespace {

// The number keys that each side has in units without counterpart, by gap: a gap is a run of
// beads next to each other each with one side empty (and not moved out of order).
class GapNumbers {
 public:
  explicit GapNumbers(const CheckContext& ctx) : gap_of_bead_(ctx.beads.size(), -1) {
    for (size_t i = 0; i < ctx.beads.size(); ++i) {
      const Bead& bead = ctx.beads[i];
      if (bead.moved || (!bead.a.empty() && !bead.b.empty())) continue;
      if (i == 0 || gap_of_bead_[i - 1] < 0) keys_.emplace_back();
      gap_of_bead_[i] = static_cast<int>(keys_.size()) - 1;
      const bool a = bead.b.empty();
      const Edition& e = a ? ctx.a : ctx.b;
      for (int u : a ? bead.a : bead.b) {
        const Unit& unit = e.units[static_cast<size_t>(u)];
        for (const Entity& ent : unit.entities)
          if (ent.kind == EntityKind::kNumber)
            keys_.back()[a ? 0 : 1].insert(NumberKey(EntityValue(unit, ent)));
      }
    }
  }

  // Whether side `side` has number `key` in a unit of the gap right before or right after bead
  // `bead`.
  bool NextTo(int bead, Side side, const std::string& key) const {
    for (int k : {bead - 1, bead + 1}) {
      if (k < 0 || static_cast<size_t>(k) >= gap_of_bead_.size() || gap_of_bead_[k] < 0) continue;
      if (keys_[static_cast<size_t>(gap_of_bead_[k])][side == Side::kA ? 0 : 1].count(key))
        return true;
    }
    return false;
  }

 private:
  std::vector<int> gap_of_bead_;  // the gap a bead is in, -1 for none
  std::vector<std::array<std::unordered_set<std::string>, 2>> keys_;  // by gap, by side
};

}  // namespace

void DropShiftedNumbers(const CheckContext& ctx, size_t first, std::vector<Finding>* out) {
  if (first == out->size()) return;
  // A bead out of the other edition's order (Bead::moved) has no neighbours there.
  auto in_order = [&](const Finding& f) {
    return f.bead >= 0 && static_cast<size_t>(f.bead) < ctx.beads.size() &&
           !ctx.beads[static_cast<size_t>(f.bead)].moved;
  };
  struct Lacked {
    std::vector<size_t> findings;  // lacking in b, in the order of their beads
    size_t from = 0;               // findings[0, from) are too far behind to pair any more
  };
  std::unordered_map<std::string, Lacked> lacked_by_b;  // by number key
  for (size_t i = first; i < out->size(); ++i)
    if ((*out)[i].missing_in == Side::kB && in_order((*out)[i]))
      lacked_by_b[NumberKey((*out)[i].value)].findings.push_back(i);
  std::vector<bool> shifted(out->size() - first);
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    if (f.missing_in != Side::kA || !in_order(f)) continue;
    const auto it = lacked_by_b.find(NumberKey(f.value));
    if (it == lacked_by_b.end()) continue;
    // The bead before f's or the one after it (no bead lacks a number on both sides): the
    // first not yet paired.
    Lacked& lacked = it->second;
    while (lacked.from < lacked.findings.size() &&
           (*out)[lacked.findings[lacked.from]].bead < f.bead - 1)
      ++lacked.from;
    for (size_t k = lacked.from;
         k < lacked.findings.size() && (*out)[lacked.findings[k]].bead <= f.bead + 1; ++k) {
      const size_t j = lacked.findings[k];
      if (shifted[j - first]) continue;
      shifted[i - first] = shifted[j - first] = true;
      break;
    }
  }
  // A number the side that lacks it has in a unit without counterpart right next to the bead.
  const GapNumbers gaps(ctx);
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    if (!shifted[i - first] && in_order(f) && gaps.NextTo(f.bead, f.missing_in, NumberKey(f.value)))
      shifted[i - first] = true;
  }
  EraseMarked(first, shifted, out);
}

// The digits of `value` where it is one ASCII capital letter and digits (`Q2` → `2`), else empty.
std::string_view DigitsOfLetteredId(std::string_view value) {
  if (value.size() < 2 || value[0] < 'A' || value[0] > 'Z') return {};
  for (size_t i = 1; i < value.size(); ++i)
    if (!IsAsciiDigit(value[i])) return {};
  return value.substr(1);
}

void DropLetteredNumbers(size_t first, std::vector<Finding>* out) {
  // By bead and digits: the id findings of each side (lacking in the other), in order.
  std::map<std::pair<int, std::string_view>, std::vector<size_t>> ids[2];
  for (size_t i = first; i < out->size(); ++i) {
    const std::string_view digits = DigitsOfLetteredId((*out)[i].value);
    if (!digits.empty())
      ids[(*out)[i].missing_in == Side::kA ? 1 : 0][{(*out)[i].bead, digits}].push_back(i);
  }
  if (ids[0].empty() && ids[1].empty()) return;
  std::vector<bool> paired(out->size() - first);
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    if (paired[i - first] || f.value.empty() || !DigitsOfLetteredId(f.value).empty()) continue;
    // f's digits lack on its missing side; an id with them lacks on the other, which has f.
    const auto& of_side = ids[f.missing_in == Side::kA ? 0 : 1];
    const auto it = of_side.find({f.bead, std::string_view(f.value)});
    if (it == of_side.end()) continue;
    for (size_t j : it->second) {
      if (paired[j - first]) continue;
      paired[i - first] = paired[j - first] = true;
      break;
    }
  }
  EraseMarked(first, paired, out);
}

// The list item that writes as a list what unit `u` of `e` stands beside: `u` itself, or the
// item after it where `u` introduces it (EndsWithColon); -1 for none.
int ListItemAt(const Edition& e, int u) {
  const auto k = static_cast<size_t>(u);
  if (e.units[k].kind == UnitKind::kListItem) return u;
  if (k + 1 < e.units.size() && EndsWithColon(e.units[k].text) &&
      e.units[k + 1].kind == UnitKind::kListItem)
    return u + 1;
  return -1;
}

// Whether label `n` is one of `labels` next to another: the label before or after it is there.
bool LabelsItem(const std::set<int>& labels, int n) {
  return labels.contains(n) && (labels.contains(n - 1) || labels.contains(n + 1));
}

void DropEnumerationLabels(const CheckContext& ctx, size_t first, std::vector<Finding>* out) {
  // Each unit's labels, read once: a unit of thousands of numbers has a finding for each.
  std::map<std::pair<Side, int>, std::set<int>> labels_of;
  auto labels = [&](Side side, int u) -> const std::set<int>& {
    const auto [it, fresh] = labels_of.try_emplace({side, u});
    if (fresh)
      it->second = InlineEnumerationLabels(
          (side == Side::kA ? ctx.a : ctx.b).units[static_cast<size_t>(u)].text);
    return it->second;
  };
  std::vector<bool> labels_item(out->size() - first);
  bool any = false;
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    const Side here_side = Other(f.missing_in);
    const int here = here_side == Side::kA ? f.a_unit : f.b_unit;
    const int there = here_side == Side::kA ? f.b_unit : f.a_unit;
    if (here < 0 || there < 0) continue;
    // IsLabelAt: the finding's number is a label's one or two digits.
    const std::string_view text =
        (here_side == Side::kA ? ctx.a : ctx.b).units[static_cast<size_t>(here)].text;
    if (!IsLabelAt(text, f.begin, f.end) ||
        !LabelsItem(labels(here_side, here),
                    std::stoi(std::string(text.substr(f.begin, f.end - f.begin)))))
      continue;
    const Edition& there_edition = here_side == Side::kA ? ctx.b : ctx.a;
    const int item = ListItemAt(there_edition, there);
    // The other side enumerates inline too (a run of labels): compared. A lone number before a
    // point there ("Python 3. Install…") is no enumeration.
    if (item < 0 || IsEnumerationRun(labels(f.missing_in, there)) ||
        IsEnumerationRun(labels(f.missing_in, item)))
      continue;
    labels_item[i - first] = any = true;
  }
  if (any) EraseMarked(first, labels_item, out);
}

// The most findings of one bead and masked code that DropSwappedLanguageTags pairs, each
// against each: an i18n example names a few locales, not thousands.
constexpr size_t kMaxSwapGroup = 64;

void DropSwappedLanguageTags(const CheckContext& ctx, size_t first, std::vector<Finding>* out) {
  // The code of each finding with each run of a known language tag masked, by bead: the
  // findings that may be a pair.
  std::unordered_map<std::string, std::vector<size_t>> groups;
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    const std::string masked = MaskLanguageTags(f.value);
    if (!masked.empty()) groups[std::to_string(f.bead) + '\n' + masked].push_back(i);
  }
  std::vector<bool> swapped(out->size() - first);
  for (const auto& [masked, members] : groups) {
    if (members.size() > kMaxSwapGroup) continue;  // a bead of many tag-like codes: as written
    for (size_t x : members) {
      const Finding& fx = (*out)[x];
      if (swapped[x - first] || fx.missing_in != Side::kB) continue;  // x: code of side a
      for (size_t y : members) {
        const Finding& fy = (*out)[y];
        if (swapped[y - first] || fy.missing_in != Side::kA) continue;  // y: code of side b
        if (!LanguageTagSwapped(fx.value, ctx.a.lang, fy.value, ctx.b.lang)) continue;
        swapped[x - first] = swapped[y - first] = true;
        break;
      }
    }
  }
  // A finding left without a pair whose counterpart code the other side writes in the bead
  // but found elsewhere in the document (`/en/about/` in the English example, also written
  // in another paragraph of the Chinese page): paired with that code, each code once. The
  // bead's codes that are findings themselves stand for their own finding.
  std::set<std::tuple<int, Side, std::string_view>> used;  // (bead, side, code as written)
  for (size_t i = first; i < out->size(); ++i)
    used.emplace((*out)[i].bead, Other((*out)[i].missing_in), (*out)[i].value);
  for (const auto& [masked, members] : groups) {
    if (members.size() > kMaxSwapGroup) continue;
    for (size_t x : members) {
      const Finding& f = (*out)[x];
      if (swapped[x - first] || f.bead < 0 || static_cast<size_t>(f.bead) >= ctx.beads.size())
        continue;
      const Side there = f.missing_in;
      const Edition& e = there == Side::kA ? ctx.a : ctx.b;
      const BeadUnits& units = there == Side::kA ? ctx.beads[static_cast<size_t>(f.bead)].a
                                                 : ctx.beads[static_cast<size_t>(f.bead)].b;
      size_t seen = 0;
      for (int u : units) {
        const Unit& unit = e.units[static_cast<size_t>(u)];
        for (const Entity& ent : unit.entities) {
          if (ent.kind != EntityKind::kCode || swapped[x - first] || ++seen > kMaxSwapGroup)
            continue;
          const std::string_view code = EntityValue(unit, ent);
          const bool x_on_a = there == Side::kB;
          if (used.count({f.bead, there, code}) ||
              !LanguageTagSwapped(x_on_a ? f.value : code, ctx.a.lang, x_on_a ? code : f.value,
                                  ctx.b.lang))
            continue;
          used.emplace(f.bead, there, code);
          swapped[x - first] = true;
        }
      }
    }
  }
  EraseMarked(first, swapped, out);
}

void EraseMarked(size_t first, const std::vector<bool>& marked, std::vector<Finding>* out) {
  size_t kept = first;
  for (size_t i = first; i < out->size(); ++i) {
    if (marked[i - first]) continue;
    if (kept != i) (*out)[kept] = std::move((*out)[i]);
    ++kept;
  }
  out->resize(kept);
}

void DropNumbersOfTerms(const CheckContext& ctx, NumberWords* words_a, NumberWords* words_b,
                        size_t first, std::vector<Finding>* out) {
  // The beads in which each joined number of a finding lacks a counterpart.
  std::map<JoinedNumber, std::set<int>> lacking;
  std::vector<JoinedNumber> of_finding(out->size() - first);
  for (size_t i = first; i < out->size(); ++i) {
    const Finding& f = (*out)[i];
    const Side present = Other(f.missing_in);
    const int u = present == Side::kA ? f.a_unit : f.b_unit;
    if (f.bead < 0 || u < 0) continue;
    const Edition& e = present == Side::kA ? ctx.a : ctx.b;
    const std::string& text = e.units[static_cast<size_t>(u)].text;
    if (f.begin > f.end) continue;
    const char32_t letter = extract::CjkLetterAt(text, f.end);  // 0 past the text's end
    if (letter == 0 || BeginsWithMagnitude(text, f.end, present == Side::kA ? words_a : words_b))
      continue;
    of_finding[i - first] = {present, std::string_view(text).substr(f.begin, f.end - f.begin),
                             letter};
    lacking[of_finding[i - first]].insert(f.bead);
  }
  if (lacking.empty()) return;
  // The paired beads in which each of those is written at all.
  std::map<JoinedNumber, std::set<int>> written;
  for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
    const Bead& bead = ctx.beads[bi];
    if (bead.a.empty() || bead.b.empty()) continue;
    for (const Side side : {Side::kA, Side::kB}) {
      const Edition& e = side == Side::kA ? ctx.a : ctx.b;
      for (int u : side == Side::kA ? bead.a : bead.b) {
        const Unit& unit = e.units[static_cast<size_t>(u)];
        for (const Entity& ent : unit.entities) {
          if (ent.kind != EntityKind::kNumber || ent.end > unit.text.size()) continue;
          const char32_t letter = extract::CjkLetterAt(unit.text, ent.end);
          if (letter == 0) continue;
          const JoinedNumber key{
              side, std::string_view(unit.text).substr(ent.begin, ent.end - ent.begin), letter};
          if (auto it = lacking.find(key); it != lacking.end())
            written[it->first].insert(static_cast<int>(bi));
        }
      }
    }
  }
  // Each joined number judged once: a term where it lacks a counterpart in every bead that
  // writes it, two at least (each bead that lacks it writes it: equal counts, equal sets).
  // Or one the run's editions of that language write so as a word of their own, in every
  // document of a tree (RunKnowledge::WritesNumberAsTerm).
  std::set<JoinedNumber> terms;
  for (const auto& [key, beads] : lacking) {
    const auto& [side, number, letter] = key;
    if ((beads.size() >= 2 && written[key].size() == beads.size()) ||
        (ctx.knowledge && ctx.knowledge->WritesNumberAsTerm(
                              side == Side::kA ? ctx.a.lang : ctx.b.lang,
                              side == Side::kA ? ctx.b.lang : ctx.a.lang, number, letter)))
      terms.insert(key);
  }
  if (terms.empty()) return;
  std::vector<bool> marked(out->size() - first, false);
  for (size_t i = 0; i < marked.size(); ++i)
    marked[i] = std::get<2>(of_finding[i]) != 0 && terms.count(of_finding[i]) > 0;
  EraseMarked(first, marked, out);
}

}  // namespace concord
