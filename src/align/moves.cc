#include "align/moves.h"

#include <algorithm>
#include <limits>
#include <tuple>

namespace concord {
namespace align_internal {
namespace {

// Whether the two units share an address (a URL or an email) found once in each edition: the
// same link, which names what the unit is about where a shared word does not.
bool ShareUniqueAddress(const AnchorSet& x, const AnchorSet& y, const Anchors& anchors) {
  return AnySharedAnchor(x.ids, y.ids,
                         [&](int id) { return anchors.IsAddress(id) && anchors.Unique(id); });
}

// Whether two anchor sets share an anchor that is no number.
bool ShareAnchorBesidesNumbers(const AnchorSet& x, const AnchorSet& y, const Anchors& anchors) {
  return AnySharedAnchor(x.ids, y.ids, [&](int id) { return !anchors.IsNumber(id); });
}

// Whether anchors both units (A unit x, B unit y) have weigh at least half of each unit's
// anchors: a unit and the same unit moved agree on what survives translation; two units that
// only share a word of a title ("How") do not. Where they share an address found once per
// edition, each unit's anchors are only those the other edition has: an anchor the other
// edition never has says nothing, as in the bead cost (the English title of a row the other
// edition translated, beside the paper's link both give). Without one, the words the other
// edition translated still count against a shared word; a heading's anchor id the other edition
// never has does not: it is the heading's own text, which a translation translates whatever
// else the two share (`### `TOKEN` (optional)` against `### `TOKEN` (可选)`). Nor does a
// lowercase word that only one of the two has (IsWordMissingFrom); and the two must share an
// anchor that is no lowercase word (a code, an address, a name): a word in common is not a unit
// moved.
bool AgreeOnMostAnchors(const AnchorSet& x, const AnchorSet& y, const Anchors& anchors) {
  if (!AnySharedAnchor(x.ids, y.ids, [&](int id) { return !anchors.IsTerm(id); })) return false;
  const bool linked = ShareUniqueAddress(x, y, anchors);
  auto counts = [&](int id, Side other, std::span<const int> other_ids) {
    if (IsWordMissingFrom(anchors, id, other_ids)) return false;
    return anchors.Occurs(other, id) || (!linked && !anchors.IsHeadingId(id));
  };
  double total_x = 0, total_y = 0;
  for (int id : x.ids)
    if (counts(id, Side::kB, y.ids)) total_x += anchors.Weight(id);
  for (int id : y.ids)
    if (counts(id, Side::kA, x.ids)) total_y += anchors.Weight(id);
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

// Whether the units of a 1-1 bead both have anchors and share none but numbers that other units
// have too: the in-order search paired a unit with one that says something else (a row of a
// table one edition reordered, beside the row that took its place, both of one year), and the
// anchors may place each elsewhere. A number says how much, not what (Anchors::IsNumber), and
// one found in other units as well is shared by chance; one found once in each edition ("第 100
// 段", "100번째") pairs the two as a pin does.
bool SharesOnlyCommonNumbers(const UnitFeatures& x, const UnitFeatures& y, const Anchors& anchors) {
  return !x.anchors.ids.empty() && !y.anchors.ids.empty() &&
         !AnySharedAnchor(x.anchors.ids, y.anchors.ids,
                          [&](int id) { return !anchors.IsNumber(id) || anchors.Unique(id); });
}

// Whether nothing the units' anchors say places them apart: each anchor of A unit x that B
// keeps (Anchors::Kept; has at all, where y was left untranslated: AnchorSet::missing_any) is
// in y too, and each of y's that A keeps is in x. An anchor only one edition has says nothing
// of where its counterpart is.
bool AnchorsAgree(const AnchorSet& x, const AnchorSet& y, const Anchors& anchors) {
  auto within = [&](const AnchorSet& own, const AnchorSet& other, Side other_side) {
    for (int id : own.ids)
      if (anchors.CountsAgainst(other_side, id, other.evidence) &&
          !std::binary_search(other.ids.begin(), other.ids.end(), id))
        return false;
    return true;
  };
  auto has_address = [&](const AnchorSet& set) {
    return std::any_of(set.ids.begin(), set.ids.end(),
                       [&](int id) { return anchors.IsAddress(id); });
  };
  // Two links to different places are two units, even where neither edition has the other's.
  if (has_address(x) && has_address(y) &&
      !AnySharedAnchor(x.ids, y.ids, [&](int id) { return anchors.IsAddress(id); }))
    return false;
  return within(x, y, Side::kB) && within(y, x, Side::kA);
}

// The beads PairMovedUnits edits, and by unit the bead of each unit it may still pair: a unit
// left without counterpart (lone), or one of a 1-1 bead whose units share no anchor but common
// numbers (displaced: SharesOnlyCommonNumbers); -1 for the others.
struct MovableUnits {
  std::vector<Bead>* beads;
  std::vector<int> bead_a, bead_b;
  std::vector<bool> displaced_a, displaced_b;
  std::vector<bool> drop;  // by bead: a lone B unit's bead, its unit paired elsewhere
  // The other halves of swaps: where i and j both came from 1-1 beads, j's former A unit and
  // i's former B unit, each left alone.
  std::vector<std::pair<int, int>> swapped;
  // Beads made for a displaced B unit whose A unit moved, appended to `beads` from
  // `first_made` on: each goes after the bead that held its unit (`made_after`).
  size_t first_made = 0;
  std::vector<size_t> made_after;

  // Pairs movable units i and j out of order, at cost c: the bead of i holds j, marked moved.
  // A displaced unit's former partner is left without counterpart where it stands, and may
  // still be placed by its own anchors.
  void Pair(int i, int j, double c, const AlignOptions& options) {
    const auto ka = static_cast<size_t>(bead_a[static_cast<size_t>(i)]);
    const auto kb = static_cast<size_t>(bead_b[static_cast<size_t>(j)]);
    if (displaced_a[static_cast<size_t>(i)] && displaced_b[static_cast<size_t>(j)])
      swapped.emplace_back((*beads)[kb].a.front(), (*beads)[ka].b.front());
    if (displaced_a[static_cast<size_t>(i)]) {
      const int partner = (*beads)[ka].b.front();
      bead_b[static_cast<size_t>(partner)] = static_cast<int>(beads->size());
      displaced_b[static_cast<size_t>(partner)] = false;
      beads->push_back(Bead{{}, {partner}, 0.0});
      made_after.push_back(ka);
      drop.push_back(false);
      displaced_a[static_cast<size_t>(i)] = false;
    }
    Bead& moved = (*beads)[ka];
    moved.b = {j};
    moved.moved = true;
    // Two skips cost 2·skip_cost, as the in-order search scores its pairs (align/band.cc).
    moved.score = std::clamp(1.0 - c / (2 * options.skip_cost), 0.0, 1.0);
    if (displaced_b[static_cast<size_t>(j)]) {
      Bead& left = (*beads)[kb];  // its A unit stays, without counterpart
      left.b = BeadUnits();
      left.score = 0.0;
      displaced_b[static_cast<size_t>(j)] = false;
      displaced_a[static_cast<size_t>(left.a.front())] = false;
    } else {
      drop[kb] = true;
    }
    bead_a[static_cast<size_t>(i)] = bead_b[static_cast<size_t>(j)] = -1;
  }

  // The beads in order: the lone B units' beads that were paired elsewhere left out, and each
  // bead made after the one that held its unit.
  void Finish() {
    std::vector<size_t> made(made_after.size());
    for (size_t m = 0; m < made.size(); ++m) made[m] = first_made + m;
    std::stable_sort(made.begin(), made.end(), [&](size_t x, size_t y) {
      return made_after[x - first_made] < made_after[y - first_made];
    });
    std::vector<Bead> out;
    out.reserve(beads->size());
    size_t next = 0;
    for (size_t k = 0; k < first_made; ++k) {
      if (!drop[k]) out.push_back(std::move((*beads)[k]));
      for (; next < made.size() && made_after[made[next] - first_made] == k; ++next)
        if (!drop[made[next]]) out.push_back(std::move((*beads)[made[next]]));
    }
    *beads = std::move(out);
  }
};

// The movable units of `beads` (see MovableUnits), and which of those B units holds each anchor
// found once per edition; false when no A unit is movable.
bool FindMovableUnits(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                      const Anchors& anchors, MovableUnits* units, std::vector<int>* holder_b) {
  std::vector<Bead>& beads = *units->beads;
  units->bead_a.assign(fa.size(), -1);
  units->bead_b.assign(fb.size(), -1);
  units->displaced_a.assign(fa.size(), false);
  units->displaced_b.assign(fb.size(), false);
  units->drop.assign(beads.size(), false);
  units->first_made = beads.size();
  holder_b->assign(anchors.size(), -1);
  bool any_a = false;
  for (size_t k = 0; k < beads.size(); ++k) {
    const Bead& bead = beads[k];
    const auto here = static_cast<int>(k);
    const bool one_one = bead.a.size() == 1 && bead.b.size() == 1 && !bead.moved;
    if (one_one && !SharesOnlyCommonNumbers(fa[static_cast<size_t>(bead.a.front())],
                                            fb[static_cast<size_t>(bead.b.front())], anchors))
      continue;
    if (bead.a.size() == 1 && (bead.b.empty() || one_one)) {
      units->bead_a[static_cast<size_t>(bead.a.front())] = here;
      units->displaced_a[static_cast<size_t>(bead.a.front())] = one_one;
      any_a = true;
    }
    if (bead.b.size() == 1 && (bead.a.empty() || one_one)) {
      const int j = bead.b.front();
      units->bead_b[static_cast<size_t>(j)] = here;
      units->displaced_b[static_cast<size_t>(j)] = one_one;
      for (int id : fb[static_cast<size_t>(j)].anchors.ids)
        if (anchors.Unique(id)) (*holder_b)[static_cast<size_t>(id)] = j;
    }
  }
  // A bead is made for each displaced B unit whose A unit moves: room for all of them at once.
  beads.reserve(beads.size() + static_cast<size_t>(std::count(units->displaced_b.begin(),
                                                              units->displaced_b.end(), true)));
  return any_a;
}

// The pairs of movable units (`units`, and the B unit `holder_b` names for each unique anchor)
// that may be one unit moved, as (cost, A unit, B unit), cheapest first. A unit the search
// paired (displaced) moves only on an anchor that is no number: two rows whose years a
// translation swapped are two rows that differ, not two rows swapped.
std::vector<std::tuple<double, int, int>> MovedCandidates(
    const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
    const Anchors& anchors, const BeadCost& cost, const AlignOptions& options,
    const MovableUnits& units, const std::vector<int>& holder_b) {
  std::vector<std::tuple<double, int, int>> candidates;  // cost, A unit, B unit
  // The A unit each B unit was last priced for: a unit shares many anchors with one other
  // (the words of a code listing), and each pair is priced once.
  std::vector<int> priced_for(fb.size(), -1);
  for (size_t i = 0; i < fa.size(); ++i) {
    if (units.bead_a[i] < 0) continue;
    for (int id : fa[i].anchors.ids) {
      const int j = anchors.Unique(id) ? holder_b[static_cast<size_t>(id)] : -1;
      if (j < 0 || priced_for[static_cast<size_t>(j)] == static_cast<int>(i)) continue;
      priced_for[static_cast<size_t>(j)] = static_cast<int>(i);
      const AnchorSet& y = fb[static_cast<size_t>(j)].anchors;
      if (!AgreeOnMostAnchors(fa[i].anchors, y, anchors)) continue;
      if ((units.displaced_a[i] || units.displaced_b[static_cast<size_t>(j)]) &&
          !ShareAnchorBesidesNumbers(fa[i].anchors, y, anchors))
        continue;
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
  MovableUnits units{beads, {}, {}, {}, {}, {}, {}, 0, {}};
  std::vector<int> holder_b;
  if (!FindMovableUnits(fa, fb, anchors, &units, &holder_b)) return;
  const std::vector<std::tuple<double, int, int>> candidates =
      MovedCandidates(fa, fb, anchors, cost, options, units, holder_b);
  // Whether lone units i and j are alike enough to be one unit where their neighbours are:
  // of one kind, and cheaper paired than skipped. Not a displaced unit: the search paired it,
  // and only its own anchors move it.
  auto neighbours = [&](int i, int j, double* c) {
    if (i < 0 || j < 0 || static_cast<size_t>(i) >= fa.size() ||
        static_cast<size_t>(j) >= fb.size() || units.bead_a[static_cast<size_t>(i)] < 0 ||
        units.bead_b[static_cast<size_t>(j)] < 0 || units.displaced_a[static_cast<size_t>(i)] ||
        units.displaced_b[static_cast<size_t>(j)] ||
        fa[static_cast<size_t>(i)].kind != fb[static_cast<size_t>(j)].kind)
      return false;
    *c = cost.Pair(i, 1, j, 1);
    return *c < options.skip_cost;
  };
  // Every pair the anchors place comes first: a neighbour taken by a section is never a unit
  // whose own anchors place it elsewhere.
  std::vector<std::pair<int, int>> moved;
  for (const auto& [c, i, j] : candidates) {
    if (units.bead_a[static_cast<size_t>(i)] < 0 || units.bead_b[static_cast<size_t>(j)] < 0)
      continue;
    units.Pair(i, j, c, options);
    moved.emplace_back(i, j);
  }
  // The other half of a swap, where its anchors found once per edition did not place it: the
  // two units the swap left alone, paired where they are of one kind, share an anchor that is
  // no number and cost less paired than skipped (the unlinked row beside the one whose link
  // moved it).
  for (const auto& [q, p] : units.swapped) {
    const auto qa = static_cast<size_t>(q), pb = static_cast<size_t>(p);
    if (units.bead_a[qa] < 0 || units.bead_b[pb] < 0 || fa[qa].kind != fb[pb].kind ||
        !ShareAnchorBesidesNumbers(fa[qa].anchors, fb[pb].anchors, anchors))
      continue;
    if (const double c = cost.Pair(q, 1, p, 1); c < options.skip_cost) {
      units.Pair(q, p, c, options);
      moved.emplace_back(q, p);
    }
  }
  // A moved section moves whole: its heading, and the units around the one its anchors
  // placed, go with it where both editions leave them without counterpart beside it; not
  // above its heading, where the section before it, which did not move, ends.
  auto heading = [&](int i) { return fa[static_cast<size_t>(i)].kind == UnitKind::kHeading; };
  for (const auto& [i, j] : moved) {
    double c = 0;
    for (int x = i - 1, y = j - 1; !heading(x + 1) && neighbours(x, y, &c); --x, --y)
      units.Pair(x, y, c, options);
    for (int x = i + 1, y = j + 1; neighbours(x, y, &c); ++x, ++y) units.Pair(x, y, c, options);
  }
  units.Finish();
  UnmarkPairsInOrder(beads);
}

void UnmarkPairsInOrder(std::vector<Bead>* beads) {
  std::vector<int> next_b(beads->size() + 1, std::numeric_limits<int>::max());
  for (size_t k = beads->size(); k-- > 0;) {
    const Bead& bead = (*beads)[k];
    next_b[k] = !bead.moved && !bead.b.empty() ? bead.b.front() : next_b[k + 1];
  }
  int last_b = -1;
  for (size_t k = 0; k < beads->size(); ++k) {
    Bead& bead = (*beads)[k];
    if (bead.moved && bead.b.front() > last_b && bead.b.back() < next_b[k + 1]) bead.moved = false;
    if (!bead.moved && !bead.b.empty()) last_b = bead.b.back();
  }
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

void PairSwappedNeighbours(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                           const Anchors& anchors, const BeadCost& cost,
                           const AlignOptions& options, std::vector<Bead>* beads) {
  auto lone = [](const BeadUnits& side, const BeadUnits& other) {
    return side.size() == 1 && other.empty();
  };
  std::vector<bool> drop(beads->size(), false);
  bool any = false;
  // Whether bead k is paired in order on both sides, or lies beyond either end: the swap is a
  // local one where the editions agree before and after it.
  auto in_order = [&](size_t k) {
    if (k >= beads->size()) return true;
    const Bead& bead = (*beads)[k];
    return !bead.moved && !bead.a.empty() && !bead.b.empty();
  };
  for (size_t k = 1; k + 1 < beads->size(); ++k) {
    const Bead& middle = (*beads)[k];
    if (middle.moved || middle.a.size() != 1 || middle.b.size() != 1 || drop[k - 1] ||
        (k >= 2 && !in_order(k - 2)) || !in_order(k + 2))
      continue;
    Bead& before = (*beads)[k - 1];
    Bead& after = (*beads)[k + 1];
    if (before.moved || after.moved) continue;
    // x's bead, and y's: A's lone unit before the middle and B's after it, or the other way.
    Bead* x_bead = nullptr;
    Bead* y_bead = nullptr;
    size_t y_at = 0;
    if (lone(before.a, before.b) && lone(after.b, after.a)) {
      x_bead = &before, y_bead = &after, y_at = k + 1;
    } else if (lone(before.b, before.a) && lone(after.a, after.b)) {
      x_bead = &after, y_bead = &before, y_at = k - 1;
    } else {
      continue;
    }
    const int x = x_bead->a.front(), y = y_bead->b.front();
    const UnitFeatures& ux = fa[static_cast<size_t>(x)];
    const UnitFeatures& uy = fb[static_cast<size_t>(y)];
    // Units other than headings show they are one by an anchor both have (the code both
    // paragraphs name): two paragraphs of like lengths may as well be one edition's dropped
    // paragraph and the other's added note. A heading has little but its place and its level
    // (where both editions give levels: a section's heading is no subsection's).
    if (ux.kind != uy.kind || !AnchorsAgree(ux.anchors, uy.anchors, anchors) ||
        (ux.kind != UnitKind::kHeading &&
         !ShareAnchorBesidesNumbers(ux.anchors, uy.anchors, anchors)) ||
        LevelsDiffer(ux, uy))
      continue;
    const double c = cost.Pair(x, 1, y, 1);
    if (c >= options.skip_cost) continue;
    x_bead->b = y_bead->b;
    x_bead->moved = true;
    // Two skips cost 2·skip_cost, as the in-order search scores its pairs (align/band.cc).
    x_bead->score = std::clamp(1.0 - c / (2 * options.skip_cost), 0.0, 1.0);
    drop[y_at] = true;
    any = true;
  }
  if (any) RemoveMarkedBeads(drop, beads);
}

void RemoveMarkedBeads(const std::vector<bool>& marked, std::vector<Bead>* beads) {
  size_t kept = 0;
  for (size_t k = 0; k < beads->size(); ++k)
    if (!marked[k]) (*beads)[kept++] = std::move((*beads)[k]);
  beads->resize(kept);
}

}  // namespace align_internal
}  // namespace concord
