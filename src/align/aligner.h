// aligner.h — pairing the units of two editions that share no language.
//
//   std::vector<Bead> beads = AlignUnits(zh, ko);   // entities must be extracted first
//
// Monotone dynamic programming over the two unit sequences, as in Gale & Church (1993) and
// hunalign, with what survives translation in place of a dictionary:
//   - *anchors*: the words of a unit's entities (names, titles, numbers, emails, URLs, code,
//     terms), each weighted by rarity (1 for a token found in one unit per edition, less for
//     common ones). Shared anchors lower a bead's cost; an anchor that the other edition has
//     elsewhere but not here raises it. An anchor the other edition never has (a term one
//     translator kept in English) says nothing.
//   - *length*: log of the ratio of visible characters, against the ratio c of the two whole
//     documents (about 1.1–1.2 for ko/zh), so a bead costs (ln(Lb / c·La))² / 2σ².
//   - *kind*: a list item pairs with a list item, a heading with a heading, a language menu
//     only with a language menu.
// Moves (bead shapes): 1-0, 0-1, 1-1, 1-2, 2-1, tried in that order (of equal ones, the first
// is kept). A 1-0 or 0-1 costs skip_cost, a 1-2 or 2-1 costs merge_cost more than the 1-1 with
// the same text would. Of a unit repeated on one side against one on the other, the first copy
// is paired and the repetition left alone.
// Sections one edition placed in another order (Markdown headings of the section level, placed
// by the pins' candidates) are also aligned in A's order, the beads mapped back and marked moved,
// and that alignment is kept where it costs less (align/sections.h).
// After the search, a lead-in (a unit ending with a colon) that the search paired with another
// lead-in than the one before its following unit's counterpart is paired with that one
// (align/moves.h); a unit left without counterpart, or paired by position with one that
// shares none of its anchors but common numbers (a reordered table's row), is paired with one
// the other edition moved elsewhere when the two give a pin's evidence (align/moves.h); then one
// that the other edition wrote into a neighbouring unit (a list item into a paragraph, an item into
// sub-items) joins that neighbour's bead when its anchors show it, a paragraph that the other
// edition wrote into the paragraph beside it (or into the list item before it) joins when the
// sentence counts show it, and a
// paragraph next to a merge of paragraphs continues the merge when the lengths show it
// (align/joins.h).
// Linear cost: long editions are cut at *pins* (pairs of units that share an anchor found once
// in each edition and make a good 1-1 bead), and each stretch between pins is searched in a
// band around its proportional diagonal, ⌈m/n⌉ + 2 + min_band wide or as wide as the chain of
// such pairs inside it needs (align/pins.h, PinChain::guides), doubled while the best path
// touches the band's edge. Time and memory grow with the number of units times the band, so
// linearly for editions that agree in most places. The band stops widening at
// AlignOptions::cells_per_char cells per character of the stretch (or min_cells for a short
// one): editions whose best alignment lies further off the diagonal (one's halves in the
// other's reverse order) are aligned within that band, with a warning, so time and memory stay
// linear whatever the input. A band over AlignOptions::max_cells is rejected with an
// InputError.
//
// The parts, each in its own internal header: align/anchors.h (anchor ids and weights),
// align/bead_cost.h (the cost model), align/pins.h (the rare-anchor chain that cuts long
// editions into stretches), align/band.h (the banded DP: FillBand and TraceBack).
#ifndef CONCORD_ALIGNER_H_
#define CONCORD_ALIGNER_H_

#include <string>
#include <vector>

#include "model.h"

namespace concord {

// Every number of the cost model and of the search. Costs add up along a path; a pair whose
// length ratio is off by σ (in logarithm) costs 1/2.
struct AlignOptions {
  // --- Bead cost (align/bead_cost.h) ---
  double skip_cost = 3.0;   // one unit left without counterpart
  double merge_cost = 3.3;  // a 1-2 or 2-1 bead of paragraphs, over its text as one 1-1
  // σ of the length cost (ln(Lb / c·La))² / 2σ²: how far a unit's length ratio strays from the
  // documents' ratio c in translation.
  double length_sigma = 0.45;
  // The length cost at most, so that a pair its anchors agree on is not lost to its lengths
  // alone (a paragraph one translator wrote out and the other summed up).
  double max_length_cost = 8.0;
  // Characters added to every length before its logarithm: short units (a name, "Thanks!")
  // vary most in translation, and their ratios say the least.
  double length_smoothing = 5.0;
  // Characters added to both documents' totals before their ratio c is taken: pulls c toward
  // 1 for short documents, whose totals a single added paragraph would skew.
  double length_prior_chars = 200;
  double shared_gain = 2.0;   // per unit of weight of an anchor found on both sides
  double missing_cost = 1.0;  // per unit of weight of an anchor the other edition has elsewhere
  // A list item (or a table row) paired with something else: translators keep a list a list
  // and a table a table.
  double list_item_cost = 1.0;
  // A heading paired with a paragraph (neither a list item): a weaker sign than a list item
  // paired with something else, so less than list_item_cost.
  double heading_cost = 0.5;
  // How far (in ln) the length ratio of the units the search paired may stray from the whole
  // documents' before the pair is searched again with it: the two differ by a few percent on
  // ordinary pairs, which should not flip near-tied beads; a section one edition lacks skews
  // the documents' ratio by far more.
  double ratio_tolerance = 0.2;

  // --- Search (align/pins.h, align/band.h) ---
  // Pins closer than this many units to the previous pin (or to either end) are skipped, so
  // that short documents (under twice this in either edition) are aligned in one piece.
  int min_stretch = 64;
  int min_band = 4;  // the band's margin around the diagonal before any doubling
  // The band's cells (a byte each, and a bead's cost for most) at most per visible character
  // of a stretch, a unit counting one more, or min_cells if that is more. A stretch of
  // paragraphs of 100 characters can hold a path 400 units off the diagonal.
  double cells_per_char = 8;
  size_t min_cells = 4096;
  // Cells of the band at most: beyond it AlignUnits throws InputError rather than exhaust
  // memory (only editions of about a billion units reach it).
  size_t max_cells = size_t{1} << 30;
};

// Returns beads that cover every unit of both editions once, in order: in A's order, and in
// B's but for the beads marked Bead::moved (a unit one edition moved, align/moves.h). Each bead's
// score is in [0, 1]: 0 for 1-0 and 0-1 beads, higher for pairs whose anchors and lengths agree.
// Appends a warning to *warnings (if given) when a band stopped widening at its bound.
// Throws InputError when the band would exceed options.max_cells.
std::vector<Bead> AlignUnits(const Edition& a, const Edition& b, const AlignOptions& options = {},
                             std::vector<std::string>* warnings = nullptr);

}  // namespace concord

#endif  // CONCORD_ALIGNER_H_
