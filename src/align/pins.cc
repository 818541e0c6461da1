#include "align/pins.h"

#include <algorithm>

namespace concord {
namespace align_internal {
namespace {

// The pins of `chain` kept: each at least min_stretch units past the last one kept and before
// the ends (n, m) in both editions.
std::vector<Corner> SpacedPins(const std::vector<Corner>& chain, int n, int m, int min_stretch) {
  std::vector<Corner> pins;
  Corner last{0, 0};
  for (Corner c : chain) {
    if (c.i - last.i < min_stretch || c.j - last.j < min_stretch) continue;
    if (n - c.i < min_stretch || m - c.j < min_stretch) break;
    pins.push_back(c);
    last = c;
  }
  return pins;
}

}  // namespace

std::vector<Corner> PinCandidates(const std::vector<UnitFeatures>& fa,
                                  const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                                  const BeadCost& cost, double skip_cost) {
  const int n = static_cast<int>(fa.size()), m = static_cast<int>(fb.size());
  std::vector<int> unit_b(anchors.size(), -1);  // the B unit of each unique anchor
  for (int j = 0; j < m; ++j)
    for (int id : fb[static_cast<size_t>(j)].anchors.ids)
      if (anchors.Unique(id)) unit_b[static_cast<size_t>(id)] = j;
  std::vector<Corner> candidates;
  // The A unit each B unit was last priced for: a unit shares many anchors with one other
  // (the words of a code listing), and each pair is priced once.
  std::vector<int> priced_for(static_cast<size_t>(m), -1);
  for (int i = 0; i < n; ++i) {
    const size_t first = candidates.size();
    for (int id : fa[static_cast<size_t>(i)].anchors.ids) {
      const int j = anchors.Unique(id) ? unit_b[static_cast<size_t>(id)] : -1;
      if (j < 0 || priced_for[static_cast<size_t>(j)] == i) continue;
      priced_for[static_cast<size_t>(j)] = i;
      if (cost.Pair(i, 1, j, 1) < skip_cost) candidates.push_back({i, j});
    }
    std::sort(candidates.begin() + static_cast<long>(first), candidates.end(),
              [](Corner x, Corner y) { return x.j > y.j; });
  }
  return candidates;
}

std::vector<Corner> LongestIncreasingChain(const std::vector<Corner>& candidates) {
  std::vector<int> tail;  // tail[len]: index of the smallest j ending a chain of len+1
  std::vector<int> parent(candidates.size(), -1);
  for (size_t k = 0; k < candidates.size(); ++k) {
    auto it = std::lower_bound(tail.begin(), tail.end(), candidates[k].j, [&](int idx, int j) {
      return candidates[static_cast<size_t>(idx)].j < j;
    });
    if (it != tail.begin()) parent[k] = *(it - 1);
    if (it == tail.end())
      tail.push_back(static_cast<int>(k));
    else
      *it = static_cast<int>(k);
  }
  std::vector<Corner> chain;
  for (int k = tail.empty() ? -1 : tail.back(); k >= 0; k = parent[static_cast<size_t>(k)])
    chain.push_back(candidates[static_cast<size_t>(k)]);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

PinChain Pins(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
              const Anchors& anchors, const BeadCost& cost, const AlignOptions& o) {
  const int n = static_cast<int>(fa.size()), m = static_cast<int>(fb.size());
  PinChain out;
  out.guides = LongestIncreasingChain(PinCandidates(fa, fb, anchors, cost, o.skip_cost));
  if (n >= 2 * o.min_stretch && m >= 2 * o.min_stretch)
    out.pins = SpacedPins(out.guides, n, m, o.min_stretch);
  out.pins.push_back({n, m});
  return out;
}

}  // namespace align_internal
}  // namespace concord
