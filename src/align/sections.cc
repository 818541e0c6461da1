#include "align/sections.h"

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>

namespace concord {
namespace align_internal {
namespace {

// By unit of `e`, its section (0: the preamble, before the first heading of the section level
// or above); `sections` is set to how many there are.
std::vector<int> SectionsOf(const Edition& e, int* sections) {
  std::array<int, 256> headings{};  // by level
  for (const Unit& u : e.units) ++headings[u.heading_level];
  int level = 1;
  while (level < 256 && headings[static_cast<size_t>(level)] < 2) ++level;
  std::vector<int> section(e.units.size(), 0);
  int current = 0;
  for (size_t u = 0; u < e.units.size(); ++u) {
    const int l = e.units[u].heading_level;
    if (l > 0 && l <= level) ++current;
    section[u] = current;
  }
  *sections = current + 1;
  return section;
}

// By B section, the A section its candidates place it with, or -1 (see sections.h).
std::vector<int> PlacedSections(const std::vector<int>& section_a,
                                const std::vector<int>& section_b, int sections_b,
                                const std::vector<Corner>& candidates) {
  std::vector<std::pair<int, int>> votes;  // (B section, A section) of each candidate
  votes.reserve(candidates.size());
  for (const Corner c : candidates)
    votes.emplace_back(section_b[static_cast<size_t>(c.j)], section_a[static_cast<size_t>(c.i)]);
  std::sort(votes.begin(), votes.end());
  std::vector<int> placed(static_cast<size_t>(sections_b), -1);
  for (size_t k = 0; k < votes.size();) {
    size_t end = k;
    int best = -1;
    size_t best_count = 0;
    while (end < votes.size() && votes[end].first == votes[k].first) {
      size_t same = end;
      while (same < votes.size() && votes[same] == votes[end]) ++same;
      if (same - end > best_count) best = votes[end].second, best_count = same - end;
      end = same;
    }
    if (best_count >= 2 && 2 * best_count > end - k)
      placed[static_cast<size_t>(votes[k].first)] = best;
    k = end;
  }
  return placed;
}

}  // namespace

SectionOrder MovedSections(const Edition& a, const Edition& b,
                           const std::function<std::vector<Corner>()>& candidates) {
  int sections_a = 0, sections_b = 0;
  const std::vector<int> section_a = SectionsOf(a, &sections_a);
  const std::vector<int> section_b = SectionsOf(b, &sections_b);
  if (sections_a < 2 || sections_b < 2) return {};
  const std::vector<int> placed = PlacedSections(section_a, section_b, sections_b, candidates());
  // The key each B section is ordered by: the A section it is placed with, or its predecessor's
  // key; the preamble's is before all.
  std::vector<int> key(static_cast<size_t>(sections_b), -1);
  for (size_t s = 1; s < key.size(); ++s) key[s] = placed[s] >= 0 ? placed[s] : key[s - 1];
  std::vector<int> sorted(key.size());
  std::iota(sorted.begin(), sorted.end(), 0);
  std::stable_sort(sorted.begin(), sorted.end(), [&](int x, int y) {
    return key[static_cast<size_t>(x)] < key[static_cast<size_t>(y)];
  });
  if (std::is_sorted(sorted.begin(), sorted.end())) return {};
  // The sections that kept B's order: the longest run of them increasing in B's order.
  std::vector<Corner> in_sorted_order;
  for (size_t k = 0; k < sorted.size(); ++k)
    in_sorted_order.push_back({static_cast<int>(k), sorted[k]});
  std::vector<bool> kept(key.size(), false);
  for (const Corner c : LongestIncreasingChain(in_sorted_order))
    kept[static_cast<size_t>(c.j)] = true;
  // Each section's first unit, sections being runs of consecutive units.
  std::vector<int> first(static_cast<size_t>(sections_b) + 1, static_cast<int>(b.units.size()));
  for (size_t u = b.units.size(); u-- > 0;)
    first[static_cast<size_t>(section_b[u])] = static_cast<int>(u);
  for (size_t s = first.size() - 1; s-- > 0;) first[s] = std::min(first[s], first[s + 1]);
  SectionOrder out;
  out.order.reserve(b.units.size());
  out.moved.assign(b.units.size(), false);
  for (const int s : sorted) {
    for (int u = first[static_cast<size_t>(s)]; u < first[static_cast<size_t>(s) + 1]; ++u) {
      out.order.push_back(u);
      out.moved[static_cast<size_t>(u)] = !kept[static_cast<size_t>(s)];
    }
  }
  return out;
}

}  // namespace align_internal
}  // namespace concord
