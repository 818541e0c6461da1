#include "align/aligner.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <utility>

#include "align/anchors.h"
#include "align/band.h"
#include "align/bead_cost.h"
#include "align/joins.h"
#include "align/moves.h"
#include "align/pins.h"
#include "align/sections.h"
#include "base/error.h"

namespace concord {
namespace {

using align_internal::AnchorIds;
using align_internal::Anchors;
using align_internal::Band;
using align_internal::BandPath;
using align_internal::BeadCost;
using align_internal::Corner;
using align_internal::Features;
using align_internal::FillBand;
using align_internal::MovedSections;
using align_internal::OnGrid;
using align_internal::PairMovedUnits;
using align_internal::PairOptionAliases;
using align_internal::PairSwappedNeighbours;
using align_internal::PinCandidates;
using align_internal::Pins;
using align_internal::SectionOrder;
using align_internal::TextsOf;
using align_internal::TraceBack;
using align_internal::UnitFeatures;
using align_internal::Weigh;

// The error for a band over options.max_cells.
InputError TooManyCells(const Edition& a, const Edition& b, size_t cells, size_t max_cells) {
  return InputError(a.path + " (" + std::to_string(a.units.size()) + " units) and " + b.path +
                    " (" + std::to_string(b.units.size()) + " units) differ too much to align (" +
                    std::to_string(cells) + " cells, at most " + std::to_string(max_cells) + ")");
}

// Aligns A units [from.i, to.i) with B units [from.j, to.j), appending the beads.
//
// Band: only cells within `width` units of the stretch's proportional diagonal are searched,
// starting with AlignOptions::min_band; where the best path comes within one cell of the
// band's edge, a better one may lie outside, and the stretch is searched again with the band
// doubled.
//
// The doubling stops at the widest band of at most `budget` cells: there the best path within
// the band is taken even if it touches the edge, and false is returned. Editions whose best
// alignment lies that far off the diagonal (one's halves in the other's reverse order) would
// otherwise widen the band to every cell, the square of their length.
bool AlignStretch(const Edition& a, const Edition& b, const BeadCost& bead_cost, Corner from,
                  Corner to, std::span<const Corner> guides, size_t budget,
                  const AlignOptions& options, std::vector<Bead>* out) {
  const int n = to.i - from.i, m = to.j - from.j;
  // Consecutive rows must overlap (a row advances the centre by m/n). Units added or dropped
  // in one place move the path off the diagonal; the doubling below finds how far.
  const long long need = n == 0 ? m : (m + n - 1) / n + 2;
  const int full = m + n + 2;  // wide enough to hold every cell
  int width = static_cast<int>(std::min<long long>(need + options.min_band, full));
  // A band of width w has at most (n + 1)(2w + 1) cells.
  const int widest =
      static_cast<int>(std::clamp<size_t>((budget / static_cast<size_t>(n + 1) - 1) / 2,
                                          static_cast<size_t>(width), static_cast<size_t>(full)));
  // The chain's pairs inside the stretch (PinChain::guides) are where the path is known to
  // pass near: the band starts wide enough to hold them, as far as the budget allows.
  for (const Corner c : guides) {
    if (c.i <= from.i || c.i >= to.i || c.j <= from.j || c.j >= to.j) continue;
    const long long i = c.i - from.i, centre = n == 0 ? 0 : i * m / n;
    const long long off = std::llabs(static_cast<long long>(c.j - from.j) - centre);
    width = static_cast<int>(
        std::min<long long>(std::max<long long>(width, off + options.min_band), widest));
  }
  const double skip_cost = OnGrid(options.skip_cost);
  for (;;) {
    Band band(n, m, width);
    if (band.Cells() > options.max_cells) throw TooManyCells(a, b, band.Cells(), options.max_cells);
    const std::vector<uint8_t> moves = FillBand(band, bead_cost, from, skip_cost);
    BandPath path = TraceBack(band, moves, bead_cost, from, options.skip_cost);
    if (path.at_edge && width < widest) {
      width = std::min(widest, width * 2);
      continue;
    }
    out->insert(out->end(), std::make_move_iterator(path.beads.begin()),
                std::make_move_iterator(path.beads.end()));
    return !path.at_edge || width == full;
  }
}

// The B/A ratio of `total_b` to `total_a` characters, pulled toward 1 for short texts whose
// totals a single added paragraph would skew.
double RatioWithPrior(double total_a, double total_b, const AlignOptions& options) {
  return (total_b + options.length_prior_chars) / (total_a + options.length_prior_chars);
}

// The ko/zh (B/A) character ratio of the two documents.
double LengthRatio(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                   const AlignOptions& options) {
  double total_a = 0, total_b = 0;
  for (const auto& f : fa) total_a += f.length;
  for (const auto& f : fb) total_b += f.length;
  return RatioWithPrior(total_a, total_b, options);
}

// The stretch's cells at most: in proportion to its text (a unit counting one more than its
// characters), so that time and memory are linear in the input's size.
size_t StretchBudget(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                     Corner from, Corner to, const AlignOptions& options) {
  double size = 0;
  for (int i = from.i; i < to.i; ++i) size += fa[static_cast<size_t>(i)].length + 1;
  for (int j = from.j; j < to.j; ++j) size += fb[static_cast<size_t>(j)].length + 1;
  return std::max(options.min_cells, static_cast<size_t>(options.cells_per_char * size));
}

// The ratio c of the lengths of B's and A's paired units in `beads`: what the editions have
// in common, without the text only one of them has.
double PairedLengthRatio(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                         const std::vector<Bead>& beads, const AlignOptions& options) {
  double total_a = 0, total_b = 0;
  for (const Bead& bead : beads) {
    if (bead.a.empty() || bead.b.empty()) continue;
    for (int i : bead.a) total_a += fa[static_cast<size_t>(i)].length;
    for (int j : bead.b) total_b += fb[static_cast<size_t>(j)].length;
  }
  return RatioWithPrior(total_a, total_b, options);
}

// The in-order search over the whole pair, stretch by stretch between pins, with `ratio` as
// the length ratio c. Sets *bounded when a stretch's band stopped widening at its bound.
std::vector<Bead> AlignInOrder(const Edition& a, const Edition& b,
                               const std::vector<UnitFeatures>& fa,
                               const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                               double ratio, const AlignOptions& options, bool* bounded) {
  BeadCost bead_cost(fa, fb, anchors, ratio, options);
  std::vector<Bead> beads;
  Corner from{0, 0};
  const align_internal::PinChain chain = Pins(fa, fb, anchors, bead_cost, options);
  auto guide = chain.guides.begin();  // increasing in i, as the stretches are
  for (Corner to : chain.pins) {
    const auto first = guide;
    while (guide != chain.guides.end() && guide->i < to.i) ++guide;
    const size_t budget = StretchBudget(fa, fb, from, to, options);
    *bounded |=
        !AlignStretch(a, b, bead_cost, from, to, std::span(first, guide), budget, options, &beads);
    from = to;
  }
  return beads;
}

// What the search reads of a pair: the anchors and the units' features. The features' anchor
// lists point into ids_a and ids_b, whose buffers stay where they are when this is moved.
struct PairFeatures {
  Anchors anchors;
  AnchorIds ids_a, ids_b;
  std::vector<UnitFeatures> fa, fb;
};

PairFeatures FeaturesOfPair(const Edition& a, const Edition& b, const AlignOptions& options) {
  // Code that writes another spelling of an option that either edition's code groups
  // (`--lines` where the other writes `{{[-n|--lines]}}`) is one anchor.
  PairFeatures p{Anchors(PairOptionAliases(a, b)), {}, {}, {}, {}};
  p.fa = Features(a, Side::kA, TextsOf(b), options, &p.anchors, &p.ids_a);
  p.fb = Features(b, Side::kB, TextsOf(a), options, &p.anchors, &p.ids_b);
  p.anchors.Finish();
  for (auto [features, other] : {std::pair{&p.fa, Side::kB}, std::pair{&p.fb, Side::kA}}) {
    for (UnitFeatures& f : *features) {
      Weigh(p.anchors, other, options.missing_cost, &f.anchors);
      Weigh(p.anchors, other, options.missing_cost, &f.anchors_next);
    }
  }
  return p;
}

// Aligns the pair in both editions' order: the search, then the passes after it.
std::vector<Bead> AlignFeatures(const Edition& a, const Edition& b, const PairFeatures& p,
                                const AlignOptions& options, std::vector<std::string>* warnings) {
  const std::vector<UnitFeatures>& fa = p.fa;
  const std::vector<UnitFeatures>& fb = p.fb;
  // The whole documents' ratio is skewed by the text one edition lacks (a table it never got,
  // an outdated translation): its paired units' ratio is the better estimate, and where the
  // two differ by more than the length cost's tolerance the pair is searched again with it.
  bool bounded = false;
  double ratio = LengthRatio(fa, fb, options);
  std::vector<Bead> beads = AlignInOrder(a, b, fa, fb, p.anchors, ratio, options, &bounded);
  const double paired_ratio = PairedLengthRatio(fa, fb, beads, options);
  if (std::abs(std::log(paired_ratio / ratio)) > options.ratio_tolerance) {
    ratio = paired_ratio;
    bounded = false;
    beads = AlignInOrder(a, b, fa, fb, p.anchors, ratio, options, &bounded);
  }
  BeadCost bead_cost(fa, fb, p.anchors, ratio, options);
  KeepLeadInsWithTheirUnits(fa, fb, p.anchors, bead_cost, options, &beads);
  PairMovedUnits(fa, fb, p.anchors, bead_cost, options, &beads);
  PairSwappedNeighbours(fa, fb, p.anchors, bead_cost, options, &beads);
  JoinSplitUnits(a, b, fa, fb, p.anchors, bead_cost, &beads);
  if (bounded && warnings != nullptr)
    warnings->push_back(a.path + " and " + b.path +
                        ": the units are in too different an order to align in linear time; "
                        "they are paired only near the same relative position, others are "
                        "reported as missing");
  return beads;
}

// `b` with its units in `order` (align/sections.h).
Edition WithUnitsInOrder(const Edition& b, const std::vector<int>& order) {
  Edition out = b;
  std::vector<Unit> units;
  units.reserve(order.size());
  for (const int u : order) units.push_back(std::move(out.units[static_cast<size_t>(u)]));
  out.units = std::move(units);
  return out;
}

// Maps the B units of `beads`, aligned in `placement`'s order, back to B's own, marking moved
// the beads of sections that moved. False where a bead side would not be consecutive units of
// B: a side that a join made across two sections that are not neighbours in B (each section but
// the preamble starts with a heading, which the search merges with nothing, but the joins'
// anchor pass may join a unit of any kind).
bool MapToOwnOrder(const SectionOrder& placement, std::vector<Bead>* beads) {
  for (Bead& bead : *beads) {
    if (bead.b.empty()) continue;
    BeadUnits units;
    for (const int k : bead.b) {
      const int u = placement.units_in_order[static_cast<size_t>(k)];
      if (!units.empty() && u != units.back() + 1) return false;
      units.push_back(u);
      bead.moved = bead.moved || placement.unit_moved[static_cast<size_t>(u)];
    }
    bead.b = units;
  }
  return true;
}

// What an alignment costs, as its beads' scores tell it, in skips: one for each unit without
// counterpart, and for each pair 2 · (1 − score), what its cost is worth in skips (a pair that
// scores 0 costs as much as its two units left alone: band.h, TraceBack).
double CostInSkips(const std::vector<Bead>& beads) {
  double cost = 0;
  for (const Bead& bead : beads)
    cost += bead.a.empty() || bead.b.empty() ? static_cast<double>(bead.a.size() + bead.b.size())
                                             : 2 * (1 - bead.score);
  return cost;
}

}  // namespace

std::vector<Bead> AlignUnits(const Edition& a, const Edition& b, const AlignOptions& options,
                             std::vector<std::string>* warnings) {
  const PairFeatures in_order = FeaturesOfPair(a, b, options);
  std::vector<std::string> in_order_warnings;
  std::vector<Bead> beads = AlignFeatures(a, b, in_order, options, &in_order_warnings);
  // Sections one edition placed elsewhere (align/sections.h): aligned in A's order too, that
  // alignment kept where it costs less.
  const SectionOrder placement = MovedSections(a, b, [&] {
    const BeadCost cost(in_order.fa, in_order.fb, in_order.anchors,
                        LengthRatio(in_order.fa, in_order.fb, options), options);
    return PinCandidates(in_order.fa, in_order.fb, in_order.anchors, cost, options.skip_cost);
  });
  if (!placement.units_in_order.empty()) {
    const Edition placed_b = WithUnitsInOrder(b, placement.units_in_order);
    std::vector<std::string> placed_warnings;
    std::vector<Bead> placed =
        AlignFeatures(a, placed_b, FeaturesOfPair(a, placed_b, options), options, &placed_warnings);
    if (MapToOwnOrder(placement, &placed) && CostInSkips(placed) < CostInSkips(beads)) {
      beads = std::move(placed);
      in_order_warnings = std::move(placed_warnings);
    }
  }
  if (warnings != nullptr)
    warnings->insert(warnings->end(), in_order_warnings.begin(), in_order_warnings.end());
  return beads;
}

}  // namespace concord
