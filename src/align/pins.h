// pins.h — where long editions are cut into stretches aligned one after the other (internal
// to align/).
//
//   for (Corner to : Pins(fa, fb, anchors, cost, options)) { align [from, to); from = to; }
//
// A *pin* is a pair of units that share an anchor found exactly once in each edition (a URL,
// an email, a rare name or number) and that would make a good 1-1 bead by length and kind too
// (it costs less than skip_cost). The pins kept are the longest chain that is monotone in both
// editions, so a pair that crosses the others (a name moved to another chapter) is dropped, and
// they are at least min_stretch units apart, so short documents are aligned in one piece.
#ifndef CONCORD_ALIGN_PINS_H_
#define CONCORD_ALIGN_PINS_H_

#include <vector>

#include "align/aligner.h"
#include "align/anchors.h"
#include "align/bead_cost.h"

namespace concord {
namespace align_internal {

// A point the alignment passes through: units before `i` of A pair only with units before
// `j` of B.
struct Corner {
  int i, j;
};

// The pins, increasing in both i and j, then (n, m): the ends of the stretches. And every
// pair of the chain they were kept from (`guides`, increasing too), whatever the size of the
// editions: where the in-order search passes is known near them, and its band is made to hold
// them (aligner.cc, AlignStretch), for a stretch whose best path lies further off its diagonal
// than the path found in a narrower band shows (a section one edition added runs the path off
// the diagonal; a narrow band's best path may then pair other sections instead of reaching the
// edge).
struct PinChain {
  std::vector<Corner> pins;
  std::vector<Corner> guides;
};
PinChain Pins(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
              const Anchors& anchors, const BeadCost& cost, const AlignOptions& o);

// Every pair of units that share an anchor unique in both editions and make a good 1-1 bead
// (cheaper than `skip_cost`): by i ascending, and for one i by j descending (as
// LongestIncreasingChain requires).
std::vector<Corner> PinCandidates(const std::vector<UnitFeatures>& fa,
                                  const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                                  const BeadCost& cost, double skip_cost);

// The longest chain of `candidates` strictly increasing in j, in order (of equally long ones,
// the one patience sorting finds: O(k log k)). REQUIRES: candidates sorted by i ascending, and
// for one i by j descending, so that the chain increases strictly in i too.
std::vector<Corner> LongestIncreasingChain(const std::vector<Corner>& candidates);

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_PINS_H_
