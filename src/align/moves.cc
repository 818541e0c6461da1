#include "align/moves.h"

#include <algorithm>
#include <tuple>

namespace concord {
namespace align_internal {
namespace {

// Whether anchors both units have weigh at least half of each unit's anchors: a unit and the
// same unit moved agree on what survives translation; two units that only share a word of a
// title ("How") do not.
bool AgreeOnMostAnchors(const AnchorSet& x, const AnchorSet& y, const Anchors& anchors) {
  double total_x = 0, total_y = 0;
  for (int id : x.ids) total_x += anchors.Weight(id);
  for (int id : y.ids) total_y += anchors.Weight(id);
  const double shared = SharedWeight(x.ids, y.ids, anchors);
  return 2 * shared >= total_x && 2 * shared >= total_y;
}

// Whether lead-in `to` is introduced by lead-in `from` through lead-ins only ("Further
// reading" over "There are many:", a heading repeated over both): a lead-in the other edition
// lacks, not its counterpart of another lead-in.
bool IntroducedInChain(const std::vector<UnitFeatures>& f, int from, int to) {
  for (int u = from; u < to; ++u)
    if (!f[static_cast<size_t>(u)].lead_in) return false;
  return true;
}

// The pairs of lone units (`lone_a`, and the B unit `holder_b` names for each unique anchor)
// that may be one unit moved, as (cost, A unit, B unit), cheapest first.
std::vector<std::tuple<double, int, int>> MovedCandidates(
    const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
    const Anchors& anchors, const BeadCost& cost, const AlignOptions& options,
    const std::vector<int>& lone_a, const std::vector<int>& holder_b) {
  std::vector<std::tuple<double, int, int>> candidates;  // cost, A unit, B unit
  // The A unit each B unit was last priced for: a unit shares many anchors with one other
  // (the words of a code listing), and each pair is priced once.
  std::vector<int> priced_for(fb.size(), -1);
  for (size_t i = 0; i < fa.size(); ++i) {
    if (lone_a[i] < 0) continue;
    for (int id : fa[i].anchors.ids) {
      const int j = anchors.Unique(id) ? holder_b[static_cast<size_t>(id)] : -1;
      if (j < 0 || priced_for[static_cast<size_t>(j)] == static_cast<int>(i)) continue;
      priced_for[static_cast<size_t>(j)] = static_cast<int>(i);
      if (!AgreeOnMostAnchors(fa[i].anchors, fb[static_cast<size_t>(j)].anchors, anchors)) continue;
      const double c = cost.Pair(static_cast<int>(i), 1, j, 1);
      if (c < options.skip_cost) candidates.emplace_back(c, static_cast<int>(i), j);
    }
  }
  std::sort(candidates.begin(), candidates.end());
  return candidates;
}

}  // namespace

void PairMovedUnits(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                    const Anchors& anchors, const BeadCost& cost, const AlignOptions& options,
                    std::vector<Bead>* beads) {
  // The bead of each unit left without counterpart, and which of those B units holds each
  // anchor found once per edition.
  std::vector<int> lone_a(fa.size(), -1), lone_b(fb.size(), -1);
  std::vector<int> holder_b(anchors.size(), -1);
  bool any_a = false;
  for (size_t k = 0; k < beads->size(); ++k) {
    const Bead& bead = (*beads)[k];
    if (bead.a.empty() && bead.b.size() == 1) {
      const int j = bead.b.front();
      lone_b[static_cast<size_t>(j)] = static_cast<int>(k);
      for (int id : fb[static_cast<size_t>(j)].anchors.ids)
        if (anchors.Unique(id)) holder_b[static_cast<size_t>(id)] = j;
    } else if (bead.b.empty() && bead.a.size() == 1) {
      lone_a[static_cast<size_t>(bead.a.front())] = static_cast<int>(k);
      any_a = true;
    }
  }
  if (!any_a) return;

  const std::vector<std::tuple<double, int, int>> candidates =
      MovedCandidates(fa, fb, anchors, cost, options, lone_a, holder_b);

  std::vector<bool> drop(beads->size(), false);
  // Pairs lone units i and j, at cost c, as a moved bead.
  auto pair = [&](int i, int j, double c) {
    int& bead_a = lone_a[static_cast<size_t>(i)];
    int& bead_b = lone_b[static_cast<size_t>(j)];
    Bead& moved = (*beads)[static_cast<size_t>(bead_a)];
    moved.b.push_back(j);
    moved.moved = true;
    // Two skips cost 2·skip_cost, as the in-order search scores its pairs (align/band.cc).
    moved.score = std::clamp(1.0 - c / (2 * options.skip_cost), 0.0, 1.0);
    drop[static_cast<size_t>(bead_b)] = true;
    bead_a = bead_b = -1;
  };
  // Whether lone units i and j are alike enough to be one unit where their neighbours are:
  // of one kind, and cheaper paired than skipped.
  auto neighbours = [&](int i, int j, double* c) {
    if (i < 0 || j < 0 || static_cast<size_t>(i) >= fa.size() ||
        static_cast<size_t>(j) >= fb.size() || lone_a[static_cast<size_t>(i)] < 0 ||
        lone_b[static_cast<size_t>(j)] < 0 ||
        fa[static_cast<size_t>(i)].kind != fb[static_cast<size_t>(j)].kind)
      return false;
    *c = cost.Pair(i, 1, j, 1);
    return *c < options.skip_cost;
  };
  // Every pair the anchors place comes first: a neighbour taken by a section is never a unit
  // whose own anchors place it elsewhere.
  std::vector<std::pair<int, int>> moved;
  for (const auto& [c, i, j] : candidates) {
    if (lone_a[static_cast<size_t>(i)] < 0 || lone_b[static_cast<size_t>(j)] < 0) continue;
    pair(i, j, c);
    moved.emplace_back(i, j);
  }
  // A moved section moves whole: its heading, and the units around the one its anchors
  // placed, go with it where both editions leave them without counterpart beside it; not
  // above its heading, where the section before it, which did not move, ends.
  auto heading = [&](int i) { return fa[static_cast<size_t>(i)].kind == UnitKind::kHeading; };
  for (const auto& [i, j] : moved) {
    double c = 0;
    for (int x = i - 1, y = j - 1; !heading(x + 1) && neighbours(x, y, &c); --x, --y) pair(x, y, c);
    for (int x = i + 1, y = j + 1; neighbours(x, y, &c); ++x, ++y) pair(x, y, c);
  }
  size_t kept = 0;
  for (size_t k = 0; k < beads->size(); ++k)
    if (!drop[k]) (*beads)[kept++] = std::move((*beads)[k]);
  beads->resize(kept);
}

void KeepLeadInsWithTheirUnits(const std::vector<UnitFeatures>& fa,
                               const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                               const BeadCost& cost, const AlignOptions& options,
                               std::vector<Bead>* beads) {
  for (const Side y_side : {Side::kB, Side::kA}) {
    const bool y_is_b = y_side == Side::kB;
    const std::vector<UnitFeatures>& fy = y_is_b ? fb : fa;
    const std::vector<UnitFeatures>& fx = y_is_b ? fa : fb;
    auto x_of = [y_is_b](Bead& bead) -> BeadUnits& { return y_is_b ? bead.a : bead.b; };
    auto y_of = [y_is_b](Bead& bead) -> BeadUnits& { return y_is_b ? bead.b : bead.a; };
    // By unit: the bead of each y unit paired one to one in order, and of each x unit without
    // counterpart; -1 for the others.
    std::vector<int> paired_y(fy.size(), -1), lone_x(fx.size(), -1);
    for (size_t k = 0; k < beads->size(); ++k) {
      Bead& bead = (*beads)[k];
      if (bead.moved) continue;
      if (x_of(bead).size() == 1 && y_of(bead).size() == 1)
        paired_y[static_cast<size_t>(y_of(bead).front())] = static_cast<int>(k);
      else if (y_of(bead).empty() && x_of(bead).size() == 1)
        lone_x[static_cast<size_t>(x_of(bead).front())] = static_cast<int>(k);
    }
    for (size_t y = 0; y + 1 < fy.size(); ++y) {
      if (paired_y[y] < 0 || paired_y[y + 1] < 0 || !fy[y].lead_in) continue;
      Bead& current = (*beads)[static_cast<size_t>(paired_y[y])];
      const int x = x_of(current).front();
      const int x_follower = x_of((*beads)[static_cast<size_t>(paired_y[y + 1])]).front();
      const int x_lead = x_follower - 1;
      if (x_lead <= x || IntroducedInChain(fx, x, x_lead) ||
          lone_x[static_cast<size_t>(x_lead)] < 0 || !fx[static_cast<size_t>(x_lead)].lead_in ||
          SharedWeight(fx[static_cast<size_t>(x_follower)].anchors.ids, fy[y + 1].anchors.ids,
                       anchors) <= 0)
        continue;
      const int yi = static_cast<int>(y);
      const double c = y_is_b ? cost.Pair(x_lead, 1, yi, 1) : cost.Pair(yi, 1, x_lead, 1);
      if (c >= options.skip_cost) continue;
      Bead& lead = (*beads)[static_cast<size_t>(lone_x[static_cast<size_t>(x_lead)])];
      y_of(lead) = y_of(current);
      y_of(current) = BeadUnits();
      // Two skips cost 2·skip_cost, as the in-order search scores its pairs (align/band.cc).
      lead.score = std::clamp(1.0 - c / (2 * options.skip_cost), 0.0, 1.0);
      current.score = 0.0;
      lone_x[static_cast<size_t>(x_lead)] = -1;
    }
  }
}

}  // namespace align_internal
}  // namespace concord
