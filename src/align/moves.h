// moves.h — units one edition moved elsewhere, paired after the in-order search (internal to
// align/).
//
//   std::vector<Bead> beads = ...;                  // the monotone search's path
//   PairMovedUnits(fa, fb, anchors, cost, options, &beads);
//
// The search is monotone: a unit that one edition moved (a tldr example listed third instead
// of first, a section placed earlier) comes out as a 1-0 bead where the other edition has it
// and a 0-1 bead where it went, and both are reported missing. A unit without counterpart is
// paired with one of the other edition's when the two give the evidence a pin needs
// (align/pins.h) and more: they share an anchor found exactly once in each edition, the pair
// costs less than skip_cost, and the anchors they share weigh at least half of each one's
// anchors (a unit out of order needs more than a word in common to be the same unit; where the
// two share a URL or email found once per edition, only of the anchors the other edition has,
// so that a row's English title, translated in the other edition, does not outweigh the link
// to the paper both give; a heading's anchor id the other edition never has, and a lowercase
// word only one of the two has, count for nothing, and the two share an anchor that is no
// lowercase word: moves.cc, AgreeOnMostAnchors). Of the candidate pairs, the cheapest is taken
// first and each unit is paired at most once. A moved section moves whole: once every such pair is
// made, the units before and after each, where both editions leave them without counterpart side by
// side, are paired with each other too while they are of one kind and cost less paired than skipped
// (a section's heading, its paragraphs without anchors), up to the section's heading: what stands
// above it ends the section before, which did not move.
//
// A unit of a 1-1 bead whose two units both have anchors and share none (but numbers that other
// units have too, a year every row gives) is movable too: the search paired it by position with
// a unit that says something else (the rows of a table one edition reordered, each beside the
// row that took its place). Where such a unit's anchors
// place it with another unit, the two are paired as above, and its former partner is left
// without counterpart where it stands, movable in turn by its own anchors.
//
// The moved bead takes the place of its A unit's bead and is marked Bead::moved: its B unit
// is out of B's order (unless it lies between the B units of the beads in order around it:
// UnmarkPairsInOrder), and the 0-1 bead that held it is removed (or, for a unit taken from a
// 1-1 bead, that bead keeps its A unit alone).
#ifndef CONCORD_ALIGN_MOVES_H_
#define CONCORD_ALIGN_MOVES_H_

#include <vector>

#include "align/aligner.h"
#include "align/anchors.h"
#include "align/bead_cost.h"
#include "model.h"

namespace concord {
namespace align_internal {

void PairMovedUnits(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                    const Anchors& anchors, const BeadCost& cost, const AlignOptions& options,
                    std::vector<Bead>* beads);

// Clears Bead::moved where the pair stands in B's order after all: its B unit lies between those
// of the nearest beads in order before and after it (a unit the search paired by position with
// another that shares only a common number, placed by its anchors next to where it stood).
// PairMovedUnits calls it last.
void UnmarkPairsInOrder(std::vector<Bead>* beads);

// Removes the beads marked in `marked` (one flag per bead), keeping the others in order: a
// pass that merged a bead into another drops it so.
void RemoveMarkedBeads(const std::vector<bool>& marked, std::vector<Bead>* beads);

// Two neighbours an edition swapped: where a 1-1 bead stands between a unit one edition has alone
// before it and a unit the other edition has alone after it (A: x p, B: q y, the search paired p
// with q), x and y are one unit put on the other side of its neighbour (a heading placed after the
// notice that opens its section rather than before it), and are paired out of order when they are
// of one kind and cost less paired than skipped, no anchor places them apart, headings are of one
// level where both editions give levels, and (but for headings, which have little but their place)
// they share an anchor that is no number. The in-order search could keep only one of the two pairs,
// and kept the cheaper. The pair takes the place of x's bead, marked Bead::moved; y's bead is
// removed.
void PairSwappedNeighbours(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                           const Anchors& anchors, const BeadCost& cost,
                           const AlignOptions& options, std::vector<Bead>* beads);

// A lead-in (a unit ending with a colon: a tldr example's description, "Run:"; a heading; a
// list item with sub-items) introduces the unit after it, and goes with it. Where the search paired
// lead-in y with x while the unit after y is paired with the unit after another lead-in x' (x < x',
// x' without counterpart, so x's own follower is too, and not introduced by x through lead-ins
// only, as "There are many:" under the heading "Further reading" is), and that pair of followers
// shares an anchor (the same command, not merely the next code in line), the two lead-ins that
// stand before it are the counterparts: y is paired with x' instead, and x is left without
// counterpart, if that pair costs less than skip_cost. Between equally long descriptions ("Output
// the first 10 lines:", "Output the first `n` lines:") the search has nothing else to choose by,
// and chose the first. Either edition's lead-in may be y. The beads stay in both editions' order:
// every unit between x and x' is without counterpart.
void KeepLeadInsWithTheirUnits(const std::vector<UnitFeatures>& fa,
                               const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                               const BeadCost& cost, const AlignOptions& options,
                               std::vector<Bead>* beads);

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_MOVES_H_
