// finding_filters.cc — passes over a check's findings (see finding_filters.h).
#include "rules/finding_filters.h"

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
#include "text/unicode.h"

namespace concord {
namespace {

// A number as one edition writes it joined to a letter of its script: the edition's side, the
// number as written, the letter.
using JoinedNumber = std::tuple<Side, std::string_view, char32_t>;

// The CJK letter right after text[end], or 0.
char32_t JoinedLetter(std::string_view text, size_t end) {
  if (end >= text.size()) return 0;
  const char32_t c = NextCodePoint(text, &end);
  return extract::IsCjkLetter(c) ? c : 0;
}

// The key a url or email finding and entity are compared by: the url's key as the extractor
// makes it (UrlKey), an email's NormalizeKey.
std::string LinkKey(std::string_view kind, std::string_view value) {
  return kind == EntityKindName(EntityKind::kUrl) ? UrlKey(value) : NormalizeKey(value);
}

}  // namespace

void DropMovedLinks(const CheckContext& ctx, size_t first, std::vector<Finding>* out) {
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

void EraseMarked(size_t first, const std::vector<bool>& marked, std::vector<Finding>* out) {
  size_t kept = first;
  for (size_t i = first; i < out->size(); ++i) {
    if (marked[i - first]) continue;
    if (kept != i) (*out)[kept] = std::move((*out)[i]);
    ++kept;
  }
  out->resize(kept);
}

void DropNumbersOfTerms(const CheckContext& ctx, size_t first, std::vector<Finding>* out) {
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
    const char32_t letter = JoinedLetter(text, f.end);  // 0 past the text's end
    if (letter == 0) continue;
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
          const char32_t letter = JoinedLetter(unit.text, ent.end);
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
  std::set<JoinedNumber> terms;
  for (const auto& [key, beads] : lacking)
    if (beads.size() >= 2 && written[key].size() == beads.size()) terms.insert(key);
  if (terms.empty()) return;
  std::vector<bool> marked(out->size() - first, false);
  for (size_t i = 0; i < marked.size(); ++i)
    marked[i] = std::get<2>(of_finding[i]) != 0 && terms.count(of_finding[i]) > 0;
  EraseMarked(first, marked, out);
}

}  // namespace concord
