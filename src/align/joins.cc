#include "align/joins.h"

#include <algorithm>
#include <cstdlib>
#include <iterator>
#include <optional>
#include <span>
#include <utility>

#include "align/moves.h"
#include "text/unicode.h"

namespace concord {
namespace align_internal {
namespace {

// The sorted union of the anchors of a bead side's units.
std::vector<int> UnionOf(const BeadUnits& units, const std::vector<UnitFeatures>& features) {
  std::vector<int> ids;
  for (int u : units) {
    const std::span<const int> own = features[static_cast<size_t>(u)].anchors.ids;
    ids.insert(ids.end(), own.begin(), own.end());
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

// A unit without counterpart: its side, index and anchors.
struct Lone {
  Side side;
  int unit;
  std::span<const int> anchors;
};

std::optional<Lone> LoneOf(const Bead& bead, const std::vector<UnitFeatures>& fa,
                           const std::vector<UnitFeatures>& fb) {
  if (bead.moved || bead.a.size() + bead.b.size() != 1) return std::nullopt;
  Lone lone;
  lone.side = bead.a.empty() ? Side::kB : Side::kA;
  lone.unit = lone.side == Side::kA ? bead.a.front() : bead.b.front();
  lone.anchors = (lone.side == Side::kA ? fa : fb)[static_cast<size_t>(lone.unit)].anchors.ids;
  return lone;
}

// The weight of the lone unit's anchors that a neighbouring bead whose other side holds `other`
// (sorted ids) must explain: those the other edition has somewhere (one it never has says
// nothing, as in the search's cost), but a lowercase word only where `other` has it
// (IsWordMissingFrom). 0 exactly when none is.
double Required(const Lone& lone, std::span<const int> other, const Anchors& anchors) {
  double weight = 0;
  for (int id : lone.anchors)
    if (anchors.Occurs(Other(lone.side), id) && !IsWordMissingFrom(anchors, id, other))
      weight += anchors.Weight(id);
  return weight;
}

// Whether `neighbour` explains the lone unit as content moved into its other side (`after`: the
// neighbour comes after the unit): the unit's anchors found on the other side and not on its own
// side weigh something, and at least half of what it must explain (Required); how much in
// *explained. False when the neighbour cannot take the unit: moved, a side empty, or its side's
// units not next to the unit.
bool Explains(const Lone& lone, const Bead& neighbour, bool after,
              const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
              const Anchors& anchors, double* explained) {
  *explained = 0;
  if (neighbour.moved || neighbour.a.empty() || neighbour.b.empty()) return false;
  const bool a = lone.side == Side::kA;
  const BeadUnits& own_units = a ? neighbour.a : neighbour.b;
  if ((after ? own_units.front() - 1 : own_units.back() + 1) != lone.unit) return false;
  const std::vector<int> own = UnionOf(own_units, a ? fa : fb);
  const std::vector<int> other = UnionOf(a ? neighbour.b : neighbour.a, a ? fb : fa);
  std::vector<int> fresh;  // the lone unit's anchors its neighbour's own side lacks
  std::set_difference(lone.anchors.begin(), lone.anchors.end(), own.begin(), own.end(),
                      std::back_inserter(fresh));
  *explained = SharedWeight(fresh, other, anchors);
  return *explained > 0 && 2 * *explained >= Required(lone, other, anchors);
}

// One pass over the path in one direction (`forward`: a lone unit may join the bead before it,
// else the bead after it): `joins(lone, neighbour, far)` says whether a lone unit joins the
// bead that the pass has just left (`neighbour`), `far` being the bead on the pass's other side
// of the unit (nullptr at the end of the path).
template <typename JoinsNeighbour>
void Pass(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb, bool forward,
          std::vector<Bead>* beads, JoinsNeighbour joins) {
  std::vector<Bead> out;
  out.reserve(beads->size());
  const size_t n = beads->size();
  for (size_t step = 0; step < n; ++step) {
    const size_t k = forward ? step : n - 1 - step;
    Bead& bead = (*beads)[k];
    const std::optional<Lone> lone = LoneOf(bead, fa, fb);
    const bool has_far = forward ? k + 1 < n : k > 0;
    const Bead* far = has_far ? &(*beads)[forward ? k + 1 : k - 1] : nullptr;
    if (lone && !out.empty() && joins(*lone, out.back(), far)) {
      BeadUnits& units = lone->side == Side::kA ? out.back().a : out.back().b;
      if (forward)
        units.push_back(lone->unit);
      else
        units.push_front();
      continue;
    }
    out.push_back(std::move(bead));
  }
  if (!forward) std::reverse(out.begin(), out.end());
  *beads = std::move(out);
}

// The visible characters of a bead side's units.
double LengthOf(const BeadUnits& units, const std::vector<UnitFeatures>& features) {
  double length = 0;
  for (int u : units) length += features[static_cast<size_t>(u)].length;
  return length;
}

// A lone paragraph and the neighbouring bead of paragraphs it may join: the neighbour not
// moved, both its sides non-empty, its own side's units next to the unit (`after`: the
// neighbour comes after it), and the unit mergeable with the one it would stand beside.
struct ParagraphJoin {
  const UnitFeatures* unit;
  const BeadUnits* own_units;    // the neighbour's side in the unit's edition
  const BeadUnits* other_units;  // its other side
  double own_length, other_length;

  // The bead's length cost with the unit joined and without it, on the grid.
  std::pair<double, double> LengthCosts(Side side, const BeadCost& cost) const {
    const double with = own_length + unit->length;
    return side == Side::kA
               ? std::pair(cost.Lengths(with, other_length), cost.Lengths(own_length, other_length))
               : std::pair(cost.Lengths(other_length, with),
                           cost.Lengths(other_length, own_length));
  }
};

// Whether every unit of a bead side `units` is a list item.
bool AllListItems(const BeadUnits& units, const std::vector<UnitFeatures>& features) {
  return std::all_of(units.begin(), units.end(), [&](int u) {
    return features[static_cast<size_t>(u)].kind == UnitKind::kListItem;
  });
}

// Whether list item `x` may join list item `y`'s side of a bead whose other side is `other`,
// all list items: an item the other edition split into sub-items, or wrote as several items.
bool SplitItems(const UnitFeatures& x, const UnitFeatures& y, const BeadUnits& other,
                const std::vector<UnitFeatures>& other_features) {
  return x.kind == UnitKind::kListItem && y.kind == UnitKind::kListItem &&
         AllListItems(other, other_features);
}

// Whether paragraph `x`, which follows list item `y` in its edition, may join `y`'s side of a
// bead whose other side is `other`, all list items, the last of more than one line: the other
// edition wrote the paragraph as that item's last lines (Markdown's lazy continuation: a line
// right after an item, without a blank line, continues it) or indented under it. An item of one
// line holds no paragraph the other edition wrote apart, however many sentences it has, but for
// a note: `x` right under the item, opening with a label in emphasis, and the other's item
// holding a note on its own line (UnitFeatures::holds_note).
bool ContinuesItem(const UnitFeatures& x, const UnitFeatures& y, const BeadUnits& other,
                   const std::vector<UnitFeatures>& other_features) {
  const UnitFeatures& last = other_features[static_cast<size_t>(other.back())];
  return x.kind == UnitKind::kParagraph && !x.table_row && !x.menu &&
         y.kind == UnitKind::kListItem &&
         (last.several_lines || (x.attached && x.opens_with_label && last.holds_note)) &&
         AllListItems(other, other_features);
}

// Whether list item `x`, which the note `y` follows right under it, may join `y`'s side of a
// bead whose other side is `other`, all list items, one of them holding a note on its own line:
// the other edition wrote the note under the item on the item's own line ("1. Remove the
// propellers. > **Warning** …"), where this one gave it a line of its own. The note is a
// paragraph that opens with a label in emphasis; without a note in the other's item, its
// sentences alone (a translator splits one) would let a missing item join. ContinuesItem's
// twin, from the item's side.
bool IntroducesItsNote(const UnitFeatures& x, const UnitFeatures& y, const BeadUnits& other,
                       const std::vector<UnitFeatures>& other_features) {
  return x.kind == UnitKind::kListItem && y.kind == UnitKind::kParagraph && y.attached &&
         y.opens_with_label && !y.table_row && !y.menu && AllListItems(other, other_features) &&
         std::any_of(other.begin(), other.end(),
                     [&](int u) { return other_features[static_cast<size_t>(u)].holds_note; });
}

// Whether list item `x`, which paragraph `y` follows, may join `y`'s side of a bead whose other
// side is `other`, all list items, the first of more than one line: the other edition wrote the
// paragraph inside that item (indented under it), where this one ended the list before it (too
// little indent), and the search paired the paragraph with the item that holds it, leaving the
// item's first line alone. ContinuesItem's twin, from the item's side.
bool LeadsItsContinuation(const UnitFeatures& x, const UnitFeatures& y, const BeadUnits& other,
                          const std::vector<UnitFeatures>& other_features) {
  return x.kind == UnitKind::kListItem && y.kind == UnitKind::kParagraph && !y.table_row &&
         !y.menu && other_features[static_cast<size_t>(other.front())].several_lines &&
         AllListItems(other, other_features);
}

// Whether paragraph `x`, all a label in emphasis, may join the side of list item `y` right under
// it (no blank line between): the label titles the item ("**Send Status**" over "- Informs the
// client…"), which the other edition may write as one paragraph or item that opens with a label
// ("**发送状态** - 通知客户端…": a list run into its label's line). TitlesItsParagraph asks the
// other side for the label; the sentence counts say nothing of a label.
bool TitlesItsItem(const UnitFeatures& x, const UnitFeatures& y) {
  return x.only_label && y.kind == UnitKind::kListItem && y.attached;
}

// `list_items`: a list item may join a bead of list items too (SplitItems), the bead of the
// note right under it (IntroducesItsNote) or of the paragraph it leads (LeadsItsContinuation),
// and a paragraph the bead of the list item before it (ContinuesItem). `label_over_item`: a label
// the bead of the item right under it (TitlesItsItem).
std::optional<ParagraphJoin> JoinOf(const Lone& lone, const Bead& neighbour, bool after,
                                    const std::vector<UnitFeatures>& fa,
                                    const std::vector<UnitFeatures>& fb, bool list_items = false,
                                    bool label_over_item = false) {
  if (neighbour.moved || neighbour.a.empty() || neighbour.b.empty()) return std::nullopt;
  const bool a = lone.side == Side::kA;
  const std::vector<UnitFeatures>& own_features = a ? fa : fb;
  const UnitFeatures& unit = own_features[static_cast<size_t>(lone.unit)];
  const BeadUnits& own_units = a ? neighbour.a : neighbour.b;
  const BeadUnits& other_units = a ? neighbour.b : neighbour.a;
  if ((after ? own_units.front() - 1 : own_units.back() + 1) != lone.unit) return std::nullopt;
  const UnitFeatures& next =
      own_features[static_cast<size_t>(after ? own_units.front() : own_units.back())];
  if (!Mergeable(unit, next) && !Mergeable(next, unit) &&
      !(list_items && (SplitItems(unit, next, other_units, a ? fb : fa) ||
                       (after && IntroducesItsNote(unit, next, other_units, a ? fb : fa)) ||
                       (after && LeadsItsContinuation(unit, next, other_units, a ? fb : fa)) ||
                       (!after && ContinuesItem(unit, next, other_units, a ? fb : fa)))) &&
      !(label_over_item && after && TitlesItsItem(unit, next)))
    return std::nullopt;
  return ParagraphJoin{&unit, &own_units, &other_units, LengthOf(own_units, own_features),
                       LengthOf(other_units, a ? fb : fa)};
}

// Whether the lone unit, a paragraph without anchor evidence, continues the merge of
// `neighbour`'s side in its edition (`after`: the neighbour comes after the unit), by the
// search's price of a merge (joins.h).
bool ContinuesMerge(const Lone& lone, const Bead& neighbour, bool after,
                    const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                    const Anchors& anchors, const BeadCost& cost) {
  const std::optional<ParagraphJoin> join = JoinOf(lone, neighbour, after, fa, fb);
  if (!join || join->own_units->size() < 2 ||
      Required(lone, UnionOf(*join->other_units, lone.side == Side::kA ? fb : fa), anchors) > 0)
    return false;
  const auto [with, without] = join->LengthCosts(lone.side, cost);
  return with + cost.options().merge_cost < without + cost.options().skip_cost;
}

// The number of sentences of an edition's units, counted on first use: only units without
// counterpart and their neighbours are asked for.
class SentenceCounts {
 public:
  explicit SentenceCounts(const Edition& e) : e_(e), counts_(e.units.size(), -1) {}
  int Of(const BeadUnits& units) {
    int n = 0;
    for (int u : units) n += Of(u);
    return n;
  }
  int Of(int unit) {
    int& n = counts_[static_cast<size_t>(unit)];
    if (n < 0) n = static_cast<int>(SentenceCount(e_.units[static_cast<size_t>(unit)].text));
    return n;
  }

 private:
  const Edition& e_;
  std::vector<int> counts_;
};

// Whether the lone unit, a paragraph whose anchors do not place it elsewhere, is the sentences
// that `neighbour`'s other side has beyond its own side's (`after`: the neighbour comes after
// the unit), by the sentence counts and the lengths (joins.h). The sentence counts are the
// evidence of the merge that the search, which prices a merge above leaving a unit alone,
// lacked: the lengths need only show the joined bead no dearer than the unit left alone.
bool CompletesSentences(const Lone& lone, const Bead& neighbour, bool after,
                        const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                        const Anchors& anchors, const BeadCost& cost, SentenceCounts& sa,
                        SentenceCounts& sb) {
  const std::optional<ParagraphJoin> join =
      JoinOf(lone, neighbour, after, fa, fb, /*list_items=*/true);
  if (!join) return false;
  const bool a = lone.side == Side::kA;
  // Anchors that the other edition has, but not in the neighbour's other side, place the unit
  // elsewhere.
  const std::vector<int> other = UnionOf(*join->other_units, a ? fb : fa);
  if (SharedWeight(lone.anchors, other, anchors) < Required(lone, other, anchors) - 1e-9)
    return false;
  SentenceCounts& own_counts = a ? sa : sb;
  const int own_sentences = own_counts.Of(*join->own_units);
  const int other_sentences = (a ? sb : sa).Of(*join->other_units);
  const int with_lone = own_sentences + own_counts.Of(lone.unit);
  if (std::abs(with_lone - other_sentences) >= std::abs(own_sentences - other_sentences))
    return false;
  const auto [with, without] = join->LengthCosts(lone.side, cost);
  return with <= without + cost.options().skip_cost;
}

// Whether the lone unit, a paragraph that leads into the unit after it (it ends with a colon),
// is the end of `neighbour`, the bead before it, whose other side ends with such a lead-in where
// its own side does not, while `following`, the bead after the unit, pairs the two units they
// lead into: the other edition wrote the lead-in as the last sentence of the paragraph before
// ("…无法正确地检测更新。推荐你按照下列步骤重新部署：" for a paragraph and "We recommend that
// you follow the steps below:"), where a translator may also join two sentences into one, so
// the sentence counts need not show it. Only an anchor found once in each edition places the
// unit elsewhere (where the other edition has it, if not in the neighbour's other side); others
// the other edition has in several places, as an English edition's words ("follow", "steps")
// that it keeps in Latin somewhere, do not. The lengths as for CompletesSentences.
bool EndsLikeTheOtherLeadIn(const Lone& lone, const Bead& neighbour, const Bead* following,
                            const std::vector<UnitFeatures>& fa,
                            const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                            const BeadCost& cost) {
  const bool a = lone.side == Side::kA;
  const std::vector<UnitFeatures>& own_features = a ? fa : fb;
  const std::vector<UnitFeatures>& other_features = a ? fb : fa;
  const UnitFeatures& unit = own_features[static_cast<size_t>(lone.unit)];
  if (unit.kind != UnitKind::kParagraph || !unit.lead_in || following == nullptr ||
      following->moved)
    return false;
  const std::optional<ParagraphJoin> join = JoinOf(lone, neighbour, /*after=*/false, fa, fb);
  if (!join) return false;
  const UnitFeatures& own_last = own_features[static_cast<size_t>(join->own_units->back())];
  const UnitFeatures& other_last = other_features[static_cast<size_t>(join->other_units->back())];
  if (own_last.lead_in || other_last.kind != UnitKind::kParagraph || !other_last.lead_in)
    return false;
  const BeadUnits& own_next = a ? following->a : following->b;
  const BeadUnits& other_next = a ? following->b : following->a;
  if (own_next.empty() || other_next.empty() || own_next.front() != lone.unit + 1 ||
      other_next.front() != join->other_units->back() + 1)
    return false;
  const std::vector<int> other = UnionOf(*join->other_units, other_features);
  for (int id : lone.anchors)
    if (anchors.Unique(id) && !std::binary_search(other.begin(), other.end(), id)) return false;
  const auto [with, without] = join->LengthCosts(lone.side, cost);
  return with <= without + cost.options().skip_cost;
}

// Whether the lone unit, a paragraph that is all a label in emphasis (UnitFeatures::only_label),
// is the title of `neighbour`, the bead right after it, whose other side opens with a label and
// whose own side does not: the other edition wrote the label as the paragraph's first words
// ("**Default window**<br />The default is…"), this one as a paragraph of its own. Anchors
// that the other edition has, but not in the neighbour's other side, place the unit elsewhere.
bool TitlesItsParagraph(const Lone& lone, const Bead& neighbour,
                        const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                        const Anchors& anchors) {
  const bool a = lone.side == Side::kA;
  const std::vector<UnitFeatures>& own_features = a ? fa : fb;
  const std::vector<UnitFeatures>& other_features = a ? fb : fa;
  if (!own_features[static_cast<size_t>(lone.unit)].only_label) return false;
  const std::optional<ParagraphJoin> join =
      JoinOf(lone, neighbour, /*after=*/true, fa, fb, /*list_items=*/false,
             /*label_over_item=*/true);
  if (!join) return false;
  if (own_features[static_cast<size_t>(join->own_units->front())].opens_with_label ||
      !other_features[static_cast<size_t>(join->other_units->front())].opens_with_label)
    return false;
  const std::vector<int> other = UnionOf(*join->other_units, other_features);
  return SharedWeight(lone.anchors, other, anchors) >= Required(lone, other, anchors) - 1e-9;
}

// Whether the lone unit, a heading, heads `neighbour`, the bead right after it: that bead's other
// side is one heading and its own side none (a label or a paragraph that the code or text both
// editions give under the heading placed there, "Javascript" over a listing the other edition
// gives right under its heading). The search paired the other heading with what its anchors
// follow and left this one alone. The bead must be paired by anchors (a bead the lengths alone
// made says nothing of where the other heading's section is), and anchors the heading has that
// the other edition has elsewhere keep it from joining (a lowercase word only where that bead's
// other side has it: Required).
bool HeadsItsBead(const Lone& lone, const Bead& neighbour, const std::vector<UnitFeatures>& fa,
                  const std::vector<UnitFeatures>& fb, const Anchors& anchors) {
  const bool a = lone.side == Side::kA;
  const std::vector<UnitFeatures>& own_features = a ? fa : fb;
  const std::vector<UnitFeatures>& other_features = a ? fb : fa;
  if (own_features[static_cast<size_t>(lone.unit)].kind != UnitKind::kHeading || neighbour.moved)
    return false;
  const BeadUnits& own_units = a ? neighbour.a : neighbour.b;
  const BeadUnits& other_units = a ? neighbour.b : neighbour.a;
  if (own_units.empty() || own_units.front() != lone.unit + 1 || other_units.size() != 1 ||
      other_features[static_cast<size_t>(other_units.front())].kind != UnitKind::kHeading ||
      std::any_of(own_units.begin(), own_units.end(), [&](int u) {
        return own_features[static_cast<size_t>(u)].kind == UnitKind::kHeading;
      }))
    return false;
  if (LevelsDiffer(own_features[static_cast<size_t>(lone.unit)],
                   other_features[static_cast<size_t>(other_units.front())]))
    return false;
  // The bead is paired by what both editions give (the listing's words), not by lengths alone.
  const std::vector<int> other = UnionOf(other_units, other_features);
  if (SharedWeight(UnionOf(own_units, own_features), other, anchors) < 1) return false;
  const double required = Required(lone, other, anchors);
  return required <= 0 || 2 * SharedWeight(lone.anchors, other, anchors) >= required;
}

// The pass of HeadsItsBead, from the path's end, each lone heading joining the bead after it that
// stays. In place, not as Pass copies the path: the path of a long pair is the largest thing the
// aligner holds, and most pairs have a lone heading somewhere.
void JoinHeadings(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                  const Anchors& anchors, std::vector<Bead>* beads) {
  std::vector<bool> joined(beads->size(), false);
  bool any = false;
  size_t next = beads->size();  // the nearest bead after k that stays
  for (size_t k = beads->size(); k-- > 0;) {
    const std::optional<Lone> lone = LoneOf((*beads)[k], fa, fb);
    if (lone && next < beads->size() && HeadsItsBead(*lone, (*beads)[next], fa, fb, anchors)) {
      (lone->side == Side::kA ? (*beads)[next].a : (*beads)[next].b).push_front();
      joined[k] = any = true;
      continue;
    }
    next = k;
  }
  if (any) RemoveMarkedBeads(joined, beads);
}

}  // namespace

void JoinSplitUnits(const Edition& a, const Edition& b, const std::vector<UnitFeatures>& fa,
                    const std::vector<UnitFeatures>& fb, const Anchors& anchors,
                    const BeadCost& cost, std::vector<Bead>* beads) {
  // The anchors first: a unit that the bead on the pass's far side explains better is left for
  // the pass in the other direction.
  for (bool forward : {true, false})
    Pass(fa, fb, forward, beads, [&](const Lone& lone, const Bead& near, const Bead* far) {
      double here = 0, there = 0;
      const bool joins = Explains(lone, near, !forward, fa, fb, anchors, &here);
      if (far) Explains(lone, *far, forward, fa, fb, anchors, &there);
      return joins && here >= there;
    });
  // Then the sentences, for paragraphs the anchors do not place.
  SentenceCounts sentences_a(a), sentences_b(b);
  for (bool forward : {true, false})
    Pass(fa, fb, forward, beads, [&](const Lone& lone, const Bead& near, const Bead*) {
      return CompletesSentences(lone, near, !forward, fa, fb, anchors, cost, sentences_a,
                                sentences_b);
    });
  // Then a lead-in the other edition ended the paragraph before with.
  Pass(fa, fb, /*forward=*/true, beads,
       [&](const Lone& lone, const Bead& near, const Bead* following) {
         return EndsLikeTheOtherLeadIn(lone, near, following, fa, fb, anchors, cost);
       });
  // Then a label the other edition wrote as the first words of the paragraph after it.
  Pass(fa, fb, /*forward=*/false, beads, [&](const Lone& lone, const Bead& near, const Bead*) {
    return TitlesItsParagraph(lone, near, fa, fb, anchors);
  });
  // Then the lengths, for paragraphs that continue a merge.
  for (bool forward : {true, false})
    Pass(fa, fb, forward, beads, [&](const Lone& lone, const Bead& near, const Bead*) {
      return ContinuesMerge(lone, near, !forward, fa, fb, anchors, cost);
    });
  // Then the headings, for a heading whose counterpart heads what follows it.
  JoinHeadings(fa, fb, anchors, beads);
}

}  // namespace align_internal
}  // namespace concord
