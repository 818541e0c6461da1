#include "align/sections.h"

#include <algorithm>
#include <array>
#include <tuple>
#include <utility>

namespace concord {
namespace align_internal {
namespace {

// Heading levels a Unit can have (Unit::heading_level is a uint8_t; 0 for no heading).
constexpr size_t kHeadingLevels = 256;

// By unit of `e`, its section: 0 for the preamble, before the first heading of the section
// level, then one more at each heading of that level. The section level is the smallest level of
// the edition's headings but its title: the first heading, where no other has its level (a
// page's one `#`). `sections` is set to how many there are: 1 where no heading but the title has
// a level.
std::vector<int> SectionsOf(const Edition& e, int* sections) {
  std::array<int, kHeadingLevels> headings_of_level{};
  const Unit* title = nullptr;
  for (const Unit& u : e.units) {
    if (u.heading_level == 0) continue;
    ++headings_of_level[u.heading_level];
    if (title == nullptr) title = &u;
  }
  // The first heading is the title only where no other heading has its level.
  if (title != nullptr && headings_of_level[title->heading_level] > 1) title = nullptr;
  size_t level = 1;
  while (level < kHeadingLevels &&
         (headings_of_level[level] == 0 || (title != nullptr && title->heading_level == level)))
    ++level;
  std::vector<int> section(e.units.size(), 0);
  int current = 0;
  if (level < kHeadingLevels) {
    for (size_t u = 0; u < e.units.size(); ++u) {
      if (e.units[u].heading_level == level && &e.units[u] != title) ++current;
      section[u] = current;
    }
  }
  *sections = current + 1;
  return section;
}

// By B section, the A section its candidates place it with, or -1 (see sections.h).
std::vector<int> PlacedSections(const std::vector<int>& section_a,
                                const std::vector<int>& section_b, int sections_b,
                                const std::vector<Corner>& candidates) {
  // (B section, A section, B unit) of each candidate, once per B unit: a unit whose two anchors
  // lie in one A section is one unit out of order, not two.
  std::vector<std::tuple<int, int, int>> votes;
  votes.reserve(candidates.size());
  for (const Corner c : candidates)
    votes.emplace_back(section_b[static_cast<size_t>(c.j)], section_a[static_cast<size_t>(c.i)],
                       c.j);
  std::sort(votes.begin(), votes.end());
  votes.erase(std::unique(votes.begin(), votes.end()), votes.end());
  auto b_section = [&](size_t k) { return std::get<0>(votes[k]); };
  auto a_section = [&](size_t k) { return std::get<1>(votes[k]); };
  std::vector<int> placed(static_cast<size_t>(sections_b), -1);
  for (size_t k = 0; k < votes.size();) {
    size_t end = k;
    int best = -1;
    size_t best_count = 0;
    while (end < votes.size() && b_section(end) == b_section(k)) {
      size_t same = end;
      while (same < votes.size() && b_section(same) == b_section(end) &&
             a_section(same) == a_section(end))
        ++same;
      if (same - end > best_count) best = a_section(end), best_count = same - end;
      end = same;
    }
    if (best_count >= 2 && 2 * best_count > end - k)
      placed[static_cast<size_t>(b_section(k))] = best;
    k = end;
  }
  return placed;
}

// The B sections in the order to align them, moved[s] set for each moved: the placed sections
// on the longest chain kept in B's order (increasing in the A section they are placed with, B's
// order between two placed with one A section) stay, and so do the sections not placed; each
// other placed section moves after the last section kept before its A section, past the
// sections not placed that follow that one (`placed`: by B section, its A section or -1).
std::vector<int> SectionsInOrder(const std::vector<int>& placed, std::vector<bool>* moved) {
  const auto sections = static_cast<int>(placed.size());
  std::vector<Corner> placed_sections;  // (B section, its A section's rank with ties by B order)
  for (int s = 1; s < sections; ++s)
    if (placed[static_cast<size_t>(s)] >= 0)
      placed_sections.push_back({s, placed[static_cast<size_t>(s)] * sections + s});
  moved->assign(placed.size(), false);
  for (const Corner c : placed_sections) (*moved)[static_cast<size_t>(c.i)] = true;
  // (A section, B section) of the kept placed sections, in both orders.
  std::vector<std::pair<int, int>> kept;
  for (const Corner c : LongestIncreasingChain(placed_sections)) {
    (*moved)[static_cast<size_t>(c.i)] = false;
    kept.emplace_back(placed[static_cast<size_t>(c.i)], c.i);
  }
  // after[s]: the moved sections that go after kept section s, in their A sections' order.
  std::vector<std::vector<int>> after(placed.size());
  std::vector<std::pair<int, int>> to_move;  // (A section, B section)
  for (int s = 1; s < sections; ++s)
    if ((*moved)[static_cast<size_t>(s)]) to_move.emplace_back(placed[static_cast<size_t>(s)], s);
  std::sort(to_move.begin(), to_move.end());
  for (const auto& [section_a, s] : to_move) {
    // The last kept section placed at or before `section_a` (else the preamble), then past the
    // sections not placed that follow it.
    auto k = std::upper_bound(kept.begin(), kept.end(), std::pair(section_a, sections));
    int anchor = k == kept.begin() ? 0 : std::prev(k)->second;
    while (anchor + 1 < sections && placed[static_cast<size_t>(anchor) + 1] < 0) ++anchor;
    after[static_cast<size_t>(anchor)].push_back(s);
  }
  std::vector<int> order;
  for (int s = 0; s < sections; ++s) {
    if ((*moved)[static_cast<size_t>(s)]) continue;
    order.push_back(s);
    for (const int m : after[static_cast<size_t>(s)]) order.push_back(m);
  }
  return order;
}

}  // namespace

SectionOrder MovedSections(const Edition& a, const Edition& b,
                           const std::function<std::vector<Corner>()>& candidates) {
  int sections_a = 0, sections_b = 0;
  const std::vector<int> section_a = SectionsOf(a, &sections_a);
  const std::vector<int> section_b = SectionsOf(b, &sections_b);
  if (sections_a < 2 || sections_b < 2) return {};
  std::vector<int> placed = PlacedSections(section_a, section_b, sections_b, candidates());
  placed[0] = -1;  // the preamble stays first
  std::vector<bool> moved;
  const std::vector<int> sorted = SectionsInOrder(placed, &moved);
  if (std::find(moved.begin(), moved.end(), true) == moved.end()) return {};
  SectionOrder out;
  out.units_in_order.reserve(b.units.size());
  out.unit_moved.assign(b.units.size(), false);
  for (const int s : sorted) {
    // A section's units are a run: section_b never decreases.
    const auto [begin, end] = std::equal_range(section_b.begin(), section_b.end(), s);
    for (auto it = begin; it != end; ++it) {
      const auto u = static_cast<int>(it - section_b.begin());
      out.units_in_order.push_back(u);
      out.unit_moved[static_cast<size_t>(u)] = moved[static_cast<size_t>(s)];
    }
  }
  return out;
}

}  // namespace align_internal
}  // namespace concord
