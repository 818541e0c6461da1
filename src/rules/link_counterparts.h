// link_counterparts.h — which link of the other side of a bead stands for a link of this side,
// and whether that edition keeps the link's text in Latin script there (for entity parity).
//
//   BeadLinks here(ctx.a, bead.a), there(ctx.b, bead.b);
//   LinkCounterparts counterparts(here, there, {zh_tags, ko_tags});
//   if (counterparts.KeepsLatinText(unit, ent.link)) ...   // compare the name at this bead
//
// A Latin name that a translation keeps is written in Latin; one it renders in its own script
// is not, and entity parity asks for evidence before it calls a lacking name a drop (an
// edition that never writes the name in Latin prose may have transliterated it). A link gives
// that evidence at its very place: where a link's text is in Latin script in CJK prose, and
// the other edition's link that stands for it has a Latin text in CJK prose too, that edition
// translates the prose around the link and keeps the link's text in Latin right there, so a
// different Latin text there is another name in its place (`[Shardy](…)` against
// `[GSPMD](…)`), not a rendering of it. A translated link text (`[共识决策法](…)` against
// `[Consensus Seeking](…)`) gives no such evidence, and neither does Latin prose (an English
// edition), where a Latin link text is no choice.
// The link that stands for a link is the other side's link to the same place (TargetKeys:
// equal once each edition's own language tags are taken out; where several go there, each
// must have a Latin text, for one that does not may be the translation of this one); where
// there is none and both sides of the bead have as many links with text, the link at the same
// position among them (a changed target does not make the link another link: the url finding
// reports the target).
#ifndef CONCORD_RULES_LINK_COUNTERPARTS_H_
#define CONCORD_RULES_LINK_COUNTERPARTS_H_

#include <optional>
#include <string_view>
#include <vector>

#include "model.h"
#include "rules/target_set.h"

namespace concord {

// The links with text (UnitMarkup::link_texts) of one side of a bead, in order. `edition`
// must outlive it.
class BeadLinks {
 public:
  BeadLinks(const Edition& edition, const BeadUnits& units);

  struct Link {
    std::string_view text, target;
  };
  const std::vector<Link>& links() const { return links_; }
  // The position among links() of link text `link` (Entity::link: its place in the unit's
  // link_texts, plus 1) of unit `u`; nullopt when `u` is not in the bead or has no such link.
  std::optional<size_t> Position(int u, uint32_t link) const;
  // Whether the units' text outside their link texts has a CJK letter: prose of a CJK
  // edition, not a Latin one's (whose language menu may name languages in their script).
  bool cjk_prose() const { return cjk_prose_; }

 private:
  struct UnitLinks {
    int unit;
    size_t first, count;
  };
  std::vector<Link> links_;
  std::vector<UnitLinks> units_;
  bool cjk_prose_ = false;
};

// The place (plus 1, as Entity::link) among `markup`'s link texts of the first link after place
// `after` whose whole text is code `code` (`[`cup_folder`](…)`: in its backticks, spaces around
// it aside); 0 when none.
uint32_t LinkWithCodeText(const UnitMarkup& markup, std::string_view code, uint32_t after = 0);

// Counterparts of one side's links (`here`) on the other side (`there`) of the same bead. Both
// must outlive it; `tags.own` are the tags of `here`'s edition.
class LinkCounterparts {
 public:
  LinkCounterparts(const BeadLinks& here, const BeadLinks& there, const PairTags& tags)
      : here_(here), there_(there), tags_(tags) {}

  // Whether link `link` of unit `u` (Entity::link) and the other side's link that stands for
  // it both have a text in Latin script (a Latin letter, no CJK letter), in CJK prose.
  bool KeepsLatinText(int u, uint32_t link);
  // Whether the other side links to the same place as link `link` of unit `u` with a text all
  // in CJK script: that edition translates this link's text (`[设置](…/settings/)` against
  // `[Settings](…/settings/)`), and a name read from it is rendered, not dropped.
  bool TranslatesText(int u, uint32_t link);

 private:
  // One TargetSet per link of `there`, made on first use.
  const std::vector<TargetSet>& ThereTargets();

  const BeadLinks& here_;
  const BeadLinks& there_;
  PairTags tags_;
  std::vector<TargetSet> there_targets_;  // one per link of `there`, made on first use
};

}  // namespace concord

#endif  // CONCORD_RULES_LINK_COUNTERPARTS_H_
