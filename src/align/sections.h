// sections.h — sections one edition placed in another order than the other (internal to
// align/).
//
//   SectionOrder moved = MovedSections(a, b, [&] { return PinCandidates(...); });
//   if (!moved.order.empty()) { align a with b's units in moved.order; map the beads back }
//
// The in-order search pairs units in both editions' order. Where one edition placed a whole
// section elsewhere (a README whose translation keeps "System design" before "Final review",
// the English after it), the search pairs one of the two orders and the units of the other
// section with whatever stands where it expected them: PairMovedUnits (align/moves.h) finds
// the units its anchors place, but a section's heading and its prose without anchors go with
// them only where both editions left them without counterpart. Here the sections themselves
// are placed before the search: B's units are aligned in A's order of sections, and the units
// of the sections that moved are marked so (Bead::moved).
//
// A *section* runs from a Markdown heading of the edition's section level to the next: the
// smallest heading level the edition uses twice at least (a page's one `#` title is no section
// level; its `##` headings are). What comes before the first such heading is the preamble,
// which never moves. The evidence is the pins' candidates (align/pins.h): pairs of units that
// share an anchor found once in each edition and make a good bead. A B section is placed with
// the A section where most of its candidates lie, when two at least do and they are more than
// half of its candidates: a single unit out of order is the moved unit PairMovedUnits pairs,
// not a section. A B section without such evidence stays after the B section before it. The
// sections are then ordered by the A section each is placed with (stably: B's order where it
// agrees); those that are not on the longest run of sections kept in B's order moved. Without
// headings with levels (plain text), or where no section moved, nothing changes.
#ifndef CONCORD_ALIGN_SECTIONS_H_
#define CONCORD_ALIGN_SECTIONS_H_

#include <functional>
#include <vector>

#include "align/pins.h"
#include "model.h"

namespace concord {
namespace align_internal {

// B's units in the order to align them (`order[k]` is the B unit aligned k-th), and by B
// unit whether its section moved; both empty where no section moved.
struct SectionOrder {
  std::vector<int> order;
  std::vector<bool> moved;
};

// `candidates` gives the pair's PinCandidates; it is called only where both editions have
// sections.
SectionOrder MovedSections(const Edition& a, const Edition& b,
                           const std::function<std::vector<Corner>()>& candidates);

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_SECTIONS_H_
