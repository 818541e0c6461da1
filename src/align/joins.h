// joins.h — a unit one edition split off, or joined to its neighbour, whatever its kind
// (internal to align/).
//
//   std::vector<Bead> beads = ...;                  // after the search and PairMovedUnits
//   JoinSplitUnits(a, b, fa, fb, anchors, cost, &beads);
//
// The search merges only paragraphs (Mergeable): a translator who writes a list item's
// sentence into the paragraph before it, splits an item into two sub-items, or moves a
// sentence across a code block leaves a unit without counterpart next to a bead whose other
// side holds that unit's content. The unit is joined to that neighbouring bead when the
// anchors show it: the unit's anchors that the neighbour's other side has and the neighbour's
// own side lacks weigh at least half of the unit's anchors (of its lowercase words, only those the
// neighbour's other side has: an English unit's every word is one, and a translation that keeps
// a few in Latin somewhere says nothing of this unit by it). "At least half" is the agreement
// PairMovedUnits asks of a unit and its moved counterpart; requiring that the neighbour's own
// side lack them keeps a unit whose anchors merely repeat its neighbour's (the same command
// shown twice) from being taken for its content. A unit without anchors gives no evidence and
// stays alone. Joined units are added to the neighbour's side, which may so hold more than
// two units (a list item split into three sub-items).
//
// A paragraph whose anchors do not place it (none, or only ones the neighbour's other side
// has too, as a name both paragraphs repeat; a lowercase word places it only where the
// neighbour's other side has it, as above) is joined by the sentences instead: translators
// keep sentences where they move paragraph breaks, so a paragraph of one sentence that the
// other edition wrote at the end of the paragraph before shows as a bead whose other side has
// one sentence more than its own. The paragraph joins a neighbouring bead of paragraphs when
// the sentence counts (text/unicode.h, SentenceCount) come closer with it than without it,
// and the bead's length cost with it exceeds that without it by no more than the skip cost
// the unit would cost alone: evidence the search, which sees only lengths and anchors, does
// not have, and which stands in for the merge cost the search would charge. An omitted
// paragraph beside a bead whose translation split a sentence in two is the risk; the lengths,
// which the omitted paragraph's text would skew, guard it. A list item joins a neighbouring bead of
// list items by the same test: a translator who splits an item's sentences into sub-items ("should
// create a span. The span tracks the time. It records the exception." as an item and two sub-items)
// leaves sub-items without anchors beside it, and a list of one-sentence items never brings the
// counts closer. A paragraph right after a list item joins the bead of that item, where the
// other side is list items whose last spans more than one line, by the same test: the other
// edition wrote it as that item's last line, without a blank line before it (Markdown's lazy
// continuation), or indented under it. A list item joins the bead of the paragraph right after
// it, where the other side is list items whose first spans more than one line, by the same
// test: this edition indented the paragraph too little to keep it in the item (an image under a
// step), the other indented it into its item, and the search paired the paragraph with that
// item by what they share. And a list item joins the bead of the note right under
// it (no blank line between; a paragraph that opens with a label in emphasis), where the other
// side is list items one of which holds a note on its own line, by the same test: the other
// edition wrote the note on the item's own line ("1. 프로펠러를 분리하십시오. > **경고** …", as
// translation platforms flatten nested blocks); by that evidence the note also joins the item's
// bead where the search paired the items, though the item is one line.
//
// A paragraph that leads into what follows (it ends with a colon) joins the bead before it where
// that bead's other side ends with such a lead-in and its own side does not, and the bead after
// the paragraph pairs what the two lead into: the other edition wrote the lead-in as the last
// sentence of the paragraph before, often joined to the sentence before it, so that the sentence
// counts do not show it. Only an anchor found once in each edition and not in the bead's other
// side keeps it alone (not the words of an English edition that the other edition keeps in Latin
// in several places); the lengths as for the sentences.
//
// A paragraph that is all a label in emphasis ("**默认窗口**" over its paragraph, a blank line
// between) joins the bead right after it where that bead's other side opens with a label and its
// own side does not: the other edition wrote the label as the paragraph's first words
// ("**Default window**<br />The default …", as MDX asides title their text). So does a label
// right over a list item (no blank line between: "**Send Status**" over "- Informs the client…"),
// joining its item's bead where the other side opens with a label, a paragraph or an item
// ("**发送状态** - 通知…", a list run into its label's line). Anchors that the other edition
// has, but not in that bead's other side, keep it alone.
//
// A heading the search left alone joins the bead right after it where that bead's other side is one
// heading of its level (where both give levels), its own side none, and its two sides share anchors
// of weight one at least (the words of a listing both give): this edition put a label or a
// paragraph between its heading and what the other edition gives right under its own ("Javascript"
// in a <details> summary over the code), and the search paired the other heading with that. A bead
// the lengths alone made says nothing of where the other heading's section is, and the heading
// stays alone there.
//
// The search merges two paragraphs at most; a translator who wrote three or four paragraphs
// as one leaves the third without counterpart next to a 2-1 bead. Such a paragraph, when it
// has no anchors that the other edition has (those place it, or keep it alone; a lowercase word
// counts only where the bead's other side has it, and then the anchor pass decided), joins a
// neighbouring bead whose side in its edition already merges paragraphs, when the search's
// own price says so: the bead's length cost with it plus merge_cost, what the search asks of
// each merge, is below the bead's length cost without it plus skip_cost, what leaving it
// alone costs.
#ifndef CONCORD_ALIGN_JOINS_H_
#define CONCORD_ALIGN_JOINS_H_

#include <vector>

#include "align/anchors.h"
#include "align/bead_cost.h"
#include "model.h"

namespace concord {
namespace align_internal {

// `a` and `b` are the editions `fa` and `fb` were made from (their texts give the sentences).
void JoinSplitUnits(const Edition& a, const Edition& b, const std::vector<UnitFeatures>& fa,
                    const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                    const BeadCost& cost, std::vector<Bead>* beads);

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_JOINS_H_
