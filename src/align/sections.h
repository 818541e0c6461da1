// sections.h — sections one edition placed in another order than the other (internal to
// align/).
//
//   SectionOrder placement = MovedSections(a, b, [&] { return PinCandidates(...); });
//   if (!placement.units_in_order.empty()) { align a with b's units in that order; map back }
//
// The in-order search pairs units in both editions' order. Where one edition placed a whole
// section elsewhere (a README whose translation keeps "System design" before "Final review",
// the English after it), the search pairs one of the two orders and the units of the other
// section with whatever stands where it expected them: PairMovedUnits (align/moves.h) finds
// the units its anchors place, but a section's heading and its prose without anchors go with
// them only where both editions left them without counterpart. Here the sections themselves
// are placed: B's units are aligned in A's order of sections too, and that alignment is kept
// where it costs less than the in-order one (aligner.cc, CostInSkips: each unit left without
// counterpart, and each pair by its score), the units of the sections that moved marked so
// (Bead::moved).
//
// A *section* runs from a Markdown heading of the edition's section level to the next: the
// smallest level of its headings but its title (the first heading, where no other has its
// level: a page's one `#`). What comes before the first heading of that level, the page's title
// and introduction, is the preamble, which never moves; an edition without headings but its
// title has no sections. The evidence is the pins' candidates
// (align/pins.h): pairs of units that share an anchor found once in each edition and make a
// good bead. A B section is placed with the A section where most of its candidates lie, when
// two at least do and they are more than half of its candidates: a single unit out of order is
// the moved unit PairMovedUnits pairs, not a section. Of the placed sections, those on the
// longest chain in B's order that is in A's order too stay, with every section not placed; each
// other placed section moves after the last staying one placed at or before its A section (and
// past the sections not placed that follow that one). Without headings with levels (plain
// text), or where no section moved, nothing changes.
#ifndef CONCORD_ALIGN_SECTIONS_H_
#define CONCORD_ALIGN_SECTIONS_H_

#include <functional>
#include <vector>

#include "align/pins.h"
#include "model.h"

namespace concord {
namespace align_internal {

// B's units in the order to align them (`units_in_order[k]` is the B unit aligned k-th), and by
// B unit whether its section moved; both empty where no section moved.
struct SectionOrder {
  std::vector<int> units_in_order;
  std::vector<bool> unit_moved;
};

// `candidates` gives the pair's PinCandidates; it is called only where both editions have
// sections.
SectionOrder MovedSections(const Edition& a, const Edition& b,
                           const std::function<std::vector<Corner>()>& candidates);

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_SECTIONS_H_
