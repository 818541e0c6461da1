// bead_cost.h — the aligner's cost model: what a bead costs (internal to align/).
//
//   AnchorIds ids_a, ids_b;
//   std::vector<UnitFeatures> fa = Features(a, Side::kA, TextsOf(b), options, &anchors, &ids_a);
//   ...                                           // fb likewise, anchors.Finish(), Weigh()
//   BeadCost cost(fa, fb, anchors, ratio, options);
//   double c = cost.Pair(i, 1, j, 2);             // A unit i against B units j and j + 1
//
// A bead's cost is a sum over what survives translation (AlignOptions holds every weight):
//   - length: (ln(Lb / c·La))² / 2σ² with smoothed lengths, at most max_length_cost, where c is
//     the ratio of the two whole documents' lengths;
//   - anchors: each anchor of one side that the other edition keeps elsewhere (Anchors::Kept:
//     has it, and for a lowercase word of prose, has it in a unit it translated; against units
//     it left untranslated, has it at all) costs missing_cost times its weight; one found on
//     both sides gains shared_gain times its weight instead;
//   - kind: twice skip_cost when only one side is a language menu (navigation: it pairs with
//     the other edition's menu or with nothing, never with the text beside it); else
//     list_item_cost when only one side is a list item, or only one a table row;
//     heading_cost when only one side is a heading;
//   - shape: merge_cost for a 1-2 or 2-1 bead.
// Costs are rounded to a grid (OnGrid) so that paths made of the same beads cost exactly the
// same whatever their order.
#ifndef CONCORD_ALIGN_BEAD_COST_H_
#define CONCORD_ALIGN_BEAD_COST_H_

#include <algorithm>
#include <cassert>
#include <cmath>
#include <span>
#include <vector>

#include "align/aligner.h"
#include "align/anchors.h"
#include "model.h"

namespace concord {
namespace align_internal {

// A unit reduced to what the cost function reads.
struct UnitFeatures {
  double length;           // visible characters
  double length_next = 0;  // of this unit and the next together
  UnitKind kind;
  double log_length = 0;       // LogLength(length), and of this unit and the next together:
  double log_length_next = 0;  // the cost function's logarithms, taken once per unit
  AnchorSet anchors;
  AnchorSet anchors_next;  // this unit's and the next one's, when both are paragraphs
  bool table_row = false;  // Unit::table_row
  bool menu = false;       // a language menu (text/doc_paths.h, IsLanguageMenu)
  // Introduces the unit after it: ends with a colon (EndsWithColon), is a heading, or is a list
  // item with sub-items.
  bool lead_in = false;
  uint8_t heading_level = 0;  // Unit::heading_level: 1-6 for a Markdown heading, else 0
  // ASCII letters and digits, of this unit and of it and the next together: the Latin text a
  // translation may keep as written (names, code, an image's alt text), which does not scale
  // with the editions' length ratio.
  double latin = 0;
  double latin_next = 0;
  bool several_lines = false;  // the unit spans more than one line of its file
  // The unit starts on the line right after the unit before it ends, no blank line between:
  // a paragraph so after a list item was written as part of that item (a note quoted or
  // indented right under it), a list item so after a paragraph opens a list the paragraph
  // leads into.
  bool attached = false;
  // A note: a paragraph that opens with a label the author set in emphasis ("**Warning** The
  // blade is sharp"); or a list item so opening ("- **Send Status** - informs the client").
  bool opens_with_label = false;
  // A list item that holds a note written on the item's own line: a text in emphasis (the
  // note's label) opens a sentence after the item's first ("1. 덮개를 여십시오. > **경고** …").
  bool holds_note = false;
  // A paragraph that is all a label set in emphasis ("**Default window**"): the title of the
  // paragraph after it, which another edition writes as that paragraph's first words.
  bool only_label = false;
};

// Smoothed logarithm of a length: short units (a name, "Thanks!") vary most in translation.
inline double LogLength(double length, double smoothing) { return std::log(length + smoothing); }

// Whether two headings are of different levels where both editions give levels (Markdown; a
// plain-text heading has none): a section's heading is no counterpart of a subsection's.
inline bool LevelsDiffer(const UnitFeatures& x, const UnitFeatures& y) {
  return x.heading_level != 0 && y.heading_level != 0 && x.heading_level != y.heading_level;
}

// A translator splits or joins paragraphs; headings, list items, table rows and language menus
// keep their count.
inline bool Mergeable(const UnitFeatures& x, const UnitFeatures& y) {
  return x.kind == UnitKind::kParagraph && y.kind == UnitKind::kParagraph && !x.table_row &&
         !y.table_row && !x.menu && !y.menu;
}

// What a unit is in its document's structure, for the kind cost: a list item, a table row, or
// other (a paragraph or heading).
enum class Block { kListItem, kTableRow, kOther };
inline Block BlockOf(const UnitFeatures& x) {
  if (x.kind == UnitKind::kListItem) return Block::kListItem;
  return x.table_row ? Block::kTableRow : Block::kOther;
}

// The units' features, their anchors counted in *anchors and their lists kept in *ids (which
// must outlive the features). `other_texts`: the other edition's unit texts (TextsOf).
// Signatures and missing costs are left to Weigh() once both editions are counted.
std::vector<UnitFeatures> Features(const Edition& e, Side side, const UnitTexts& other_texts,
                                   const AlignOptions& options, Anchors* anchors, AnchorIds* ids);

// x rounded to a multiple of 2^-24 (|x| < 2^27). Bead costs are kept on this grid so that
// paths made of the same beads in another order cost exactly the same: their sums are exact,
// and ties are broken by the order of the moves rather than by rounding.
inline double OnGrid(double x) {
  constexpr double kShift = 1.5 * (1 << 28);  // its last bit is worth 2^-24
  return (x + kShift) - kShift;
}

// The cost of beads between two editions' units. Holds references to its features and
// anchors, which must outlive it.
class BeadCost {
 public:
  // `ratio`: the length ratio c (B over A) that a pair of units is expected to have.
  BeadCost(const std::vector<UnitFeatures>& a, const std::vector<UnitFeatures>& b,
           const Anchors& anchors, double ratio, const AlignOptions& o)
      : a_(a),
        b_(b),
        anchors_(anchors),
        log_ratio_(std::log(ratio)),
        ratio_(ratio),
        length_scale_(1 / (2 * o.length_sigma * o.length_sigma)),
        o_(o) {}

  // Whether A units i and i + 1 (B units j and j + 1) may form one side of a bead.
  bool MergeableA(int i) const {
    return Mergeable(a_[static_cast<size_t>(i)], a_[static_cast<size_t>(i + 1)]);
  }
  bool MergeableB(int j) const {
    return Mergeable(b_[static_cast<size_t>(j)], b_[static_cast<size_t>(j + 1)]);
  }

  // The length part of a bead's cost, for sides of `la` and `lb` visible characters (any
  // number of units each), on the grid.
  double Lengths(double la, double lb) const {
    const double r =
        LogLength(lb, o_.length_smoothing) - LogLength(la, o_.length_smoothing) - log_ratio_;
    return OnGrid(std::min(o_.max_length_cost, r * r * length_scale_));
  }
  const AlignOptions& options() const { return o_; }

  // The logarithm of the length expected on side B for a side A of `la` visible characters
  // of which `kept` are Latin text that side B has too (as many Latin characters at least):
  // the rest scaled by the ratio, the kept text as written. With nothing kept, LogLength(la)
  // plus the log ratio.
  double KeptLogLength(double la, double kept) const {
    return std::log(ratio_ * (la - kept + o_.length_smoothing) + kept);
  }

  // Cost of the bead made of A units [i, i+da) and B units [j, j+db), both non-empty, on the
  // grid. REQUIRES: the two units of a side of two are mergeable (MergeableA/B): the DP asks
  // before it calls, and the only other beads priced are 1-1 pins and beads the DP chose.
  // Inlined into the DP's cell loop, which calls it for most cells.
  [[gnu::always_inline]] double Pair(int i, int da, int j, int db) const {
    assert((da < 2 || MergeableA(i)) && (db < 2 || MergeableB(j)));
    const UnitFeatures& a0 = a_[static_cast<size_t>(i)];
    const UnitFeatures& b0 = b_[static_cast<size_t>(j)];
    const double log_la = da == 2 ? a0.log_length_next : a0.log_length;
    const double log_lb = db == 2 ? b0.log_length_next : b0.log_length;
    double r = log_lb - log_la - log_ratio_;
    // Latin text both sides could share is expected as written, not scaled by the ratio.
    const double kept =
        std::min(da == 2 ? a0.latin_next : a0.latin, db == 2 ? b0.latin_next : b0.latin);
    if (kept > 0) r = log_lb - KeptLogLength(da == 2 ? a0.length_next : a0.length, kept);
    double cost = std::min(o_.max_length_cost, r * r * length_scale_);
    const AnchorSet& sa = da == 2 ? a0.anchors_next : a0.anchors;
    const AnchorSet& sb = db == 2 ? b0.anchors_next : b0.anchors;
    // Every anchor of one side costs what it costs when the other side lacks it (all the other
    // edition has, against units it left untranslated); one that both sides have gains
    // instead, and is found only where the signatures meet.
    cost += sa.MissingAgainst(sb) + sb.MissingAgainst(sa);
    if ((sa.signature & sb.signature) != 0)
      cost -= SharedTake(sa, sb, anchors_, o_.missing_cost, o_.shared_gain);
    if (a0.menu != b0.menu)
      cost += 2 * o_.skip_cost;  // dearer than leaving both alone: a menu pairs only with a menu
    else if (BlockOf(a0) != BlockOf(b0))
      cost += o_.list_item_cost;
    else if ((a0.kind == UnitKind::kHeading) != (b0.kind == UnitKind::kHeading))
      cost += o_.heading_cost;
    if (da + db == 3) cost += o_.merge_cost;
    return OnGrid(cost);
  }

 private:
  const std::vector<UnitFeatures>& a_;
  const std::vector<UnitFeatures>& b_;
  const Anchors& anchors_;
  double log_ratio_;
  double ratio_;
  double length_scale_;  // 1 / 2σ², multiplied rather than divided by in every cell
  // A copy, so that the cell loop reads its numbers at a fixed offset from this object.
  const AlignOptions o_;
};

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_BEAD_COST_H_
