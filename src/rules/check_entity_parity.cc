// check_entity_parity.cc — the entity-parity check: an entity of one kind on one side of a
// paired bead that the other side lacks.
//
// An entity counts as present on the other side when that side has an entity with the same
// key, or writes the key in its text (a name inside a title, a number inside a name; numbers
// stand alone, words must be whole). A one-word name is reported only when the edition that
// lacks it writes the word somewhere else in Latin script (see MaybeTranslatedThroughout).
// A url is also present when the other side links to the same place in its own language
// (rules/link_targets.h); a title read from a link text is expected only where the other side
// keeps the text of its link to the same place in Latin script (Expected).
#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "base/error.h"
#include "extract/entities.h"
#include "rules/builtin_checks.h"
#include "rules/entity_match.h"
#include "rules/link_targets.h"
#include "rules/words_written.h"
#include "text/unicode.h"

namespace concord {
namespace {

// The units of one side of a bead, and the words and numbers of their normalized text, indexed
// only when an entity of the other side is not found among this side's entities of its kind:
// most beads never need it, and a clean pair of editions never builds one.
class BeadSide {
 public:
  BeadSide(const Edition& e, const BeadUnits& units) : edition_(e), units_(units) {}
  const BeadUnits& units() const { return units_; }
  const TextIndex& index() const {
    if (!index_) {
      std::string joined;
      for (int u : units_) joined += edition_.units[static_cast<size_t>(u)].text + " ";
      index_.emplace(NormalizeKeyOutsideCjk(joined));
    }
    return *index_;
  }

 private:
  const Edition& edition_;
  const BeadUnits& units_;
  mutable std::optional<TextIndex> index_;
};

class EntityParityCheck : public Check {
 public:
  explicit EntityParityCheck(EntityKind kind) : kind_(kind) {}

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    if (!ctx.entities_grouped)
      throw std::logic_error("entity-parity run on a context built without entities by kind");
    const EntitiesByKind& by_kind_a = ctx.by_kind_a;
    const EntitiesByKind& by_kind_b = ctx.by_kind_b;
    const auto k = static_cast<size_t>(kind_);
    if (by_kind_a.per_kind[k] == 0 && by_kind_b.per_kind[k] == 0) return;  // nothing to compare
    std::vector<std::string_view> keys_a, keys_b;  // reused: most beads have a few keys
    std::vector<Pending> pending;  // one-word names, decided once every bead has been seen
    const LanguageTags tags[2] = {LanguageTags(ctx.a.lang), LanguageTags(ctx.b.lang)};
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;  // unit-parity speaks for those
      Keys(by_kind_a, bead.a, &keys_a);
      Keys(by_kind_b, bead.b, &keys_b);
      if (keys_a.empty() && keys_b.empty()) continue;
      BeadSide a(ctx.a, bead.a), b(ctx.b, bead.b);
      ReportUnmatched(ctx, rule, static_cast<int>(bi), Side::kA, a, b, keys_b, tags, out, &pending);
      ReportUnmatched(ctx, rule, static_cast<int>(bi), Side::kB, b, a, keys_a, tags, out, &pending);
    }
    ReportWrittenElsewhere(ctx, std::move(pending), out);
  }

  bool ReadsEntitiesByKind() const override { return true; }

 private:
  struct Pending {
    Finding finding;
    std::string key;
  };

  // Up to this many keys are searched one by one; more are sorted and searched by halves.
  static constexpr size_t kLinearKeys = 16;

  // The keys of this kind's entities on one side, sorted when there are many.
  void Keys(const EntitiesByKind& by_kind, const BeadUnits& units,
            std::vector<std::string_view>* keys) const {
    keys->clear();
    for (int u : units)
      for (const Entity* ent : EntitiesOf(by_kind, u, kind_)) keys->push_back(ent->key);
    if (keys->size() > kLinearKeys) std::sort(keys->begin(), keys->end());
  }

  // A one-word name that the other edition never writes in Latin script is one its translator
  // always renders in their own script (Google → 谷歌, Question → 问题): a translation choice,
  // not drift. A name of two or more words (a person, a product) is always checked. Whether
  // the other edition writes it is asked once per run, for all such names together.
  bool MaybeTranslatedThroughout(const std::string& key) const {
    return kind_ == EntityKind::kName && key.find(' ') == std::string::npos;
  }

  // Reports the pending findings whose word (in any plural form) the edition that lacks it
  // here does write somewhere else.
  void ReportWrittenElsewhere(const CheckContext& ctx, std::vector<Pending> pending,
                              std::vector<Finding>* out) const {
    std::unordered_set<std::string> wanted[2];  // by the side that lacks the word
    for (const Pending& p : pending)
      for (std::string& form : PluralForms(p.key))
        wanted[p.finding.missing_in == Side::kA ? 0 : 1].insert(std::move(form));
    const std::unordered_set<std::string> written[2] = {WordsWritten(ctx.a, wanted[0]),
                                                        WordsWritten(ctx.b, wanted[1])};
    for (Pending& p : pending) {
      const auto& words = written[p.finding.missing_in == Side::kA ? 0 : 1];
      for (const std::string& form : PluralForms(p.key)) {
        if (words.count(form)) {
          out->push_back(std::move(p.finding));
          break;
        }
      }
    }
  }

  // Whether an entity of `present` with `key` can be found on the other side: as the same
  // entity, or in its text (a name the other side writes inside a title, a number inside a
  // name). Numbers stand alone; words must be whole.
  bool Found(const std::string& key, const BeadSide& other,
             const std::vector<std::string_view>& other_keys) const {
    const bool listed =
        other_keys.size() > kLinearKeys
            ? std::binary_search(other_keys.begin(), other_keys.end(), std::string_view(key))
            : std::find(other_keys.begin(), other_keys.end(), std::string_view(key)) !=
                  other_keys.end();
    if (listed) return true;
    if (kind_ == EntityKind::kNumber) return other.index().HasNumber(key);
    return other.index().HasWords(key);
  }

  // Whether an entity of unit `u` of `side` that the other side does not have as written is
  // expected there: not a url the other side links to in its own language, nor a title read
  // from a link text whose counterpart link the other side does not keep in Latin script (a
  // translated link text, or no link to that place: then the url finding speaks for it).
  // `other_targets`: the other side's targets that such entities are looked up in, made on
  // first use.
  bool Expected(const CheckContext& ctx, Side side, int u, const Entity& ent, const BeadSide& other,
                const LanguageTags tags[2], std::optional<TargetSet>* other_targets) const {
    const bool link_text = kind_ == EntityKind::kTitle && ent.source == EntitySource::kLinkText;
    if (kind_ != EntityKind::kUrl && !link_text) return true;
    const Edition& here = side == Side::kA ? ctx.a : ctx.b;
    const Edition& there = side == Side::kA ? ctx.b : ctx.a;
    const LanguageTags& here_tags = tags[side == Side::kA ? 0 : 1];
    const LanguageTags& there_tags = tags[side == Side::kA ? 1 : 0];
    if (!*other_targets) {
      if (link_text) {
        *other_targets = LatinLinkTextTargets(there, other.units(), {there_tags, here_tags});
      } else {
        other_targets->emplace();
        for (int v : other.units())
          for (const Entity* o : EntitiesOf(ctx.by_kind(Other(side)), v, EntityKind::kUrl))
            (*other_targets)->Add(o->key, {there_tags, here_tags});
      }
    }
    const PairTags pair{here_tags, there_tags};
    if (!link_text) return !(*other_targets)->Contains(TargetKeys(ent.key, pair));
    const std::vector<std::string>& targets =
        here.units[static_cast<size_t>(u)].markup->link_text_targets;
    if (ent.link == 0 || ent.link > targets.size()) return true;
    return (*other_targets)->Contains(TargetKeys(UrlKey(targets[ent.link - 1]), pair));
  }

  void ReportUnmatched(const CheckContext& ctx, const RuleSpec& rule, int bead, Side side,
                       const BeadSide& here, const BeadSide& other,
                       const std::vector<std::string_view>& other_keys, const LanguageTags tags[2],
                       std::vector<Finding>* out, std::vector<Pending>* pending) const {
    const EntitiesByKind& by_kind = ctx.by_kind(side);
    // Keys reported here already: a set, for a unit can hold many thousands of them.
    std::unordered_set<std::string_view> reported;
    std::optional<TargetSet> other_targets;  // for Expected
    for (int u : here.units()) {
      for (const Entity* entity : EntitiesOf(by_kind, u, kind_)) {
        const Entity& ent = *entity;
        if (reported.count(ent.key) || Found(ent.key, other, other_keys) ||
            !Expected(ctx, side, u, ent, other, tags, &other_targets))
          continue;
        reported.insert(ent.key);
        Finding f;
        f.kind = std::string(EntityKindName(kind_));
        const Edition& edition = side == Side::kA ? ctx.a : ctx.b;
        f.value = EntityValue(edition.units[static_cast<size_t>(u)], ent);
        f.missing_in = Other(side);
        f.bead = bead;
        (side == Side::kA ? f.a_unit : f.b_unit) = u;
        (side == Side::kA ? f.b_unit : f.a_unit) = other.units().front();
        f.begin = ent.begin;
        f.end = ent.end;
        FinishFinding(ctx, rule, &f);
        if (MaybeTranslatedThroughout(ent.key))
          pending->push_back({std::move(f), ent.key});
        else
          out->push_back(std::move(f));
      }
    }
  }

  EntityKind kind_;
};

}  // namespace

std::unique_ptr<Check> MakeEntityParity(const RuleSpec& spec) {
  std::string kind = ParamValue(spec, "kind", "");
  auto k = ParseEntityKind(kind);
  if (!k) {
    std::vector<std::string> kinds;
    for (EntityKind e : kAllEntityKinds) kinds.emplace_back(EntityKindName(e));
    BadParam(spec, "kind", UnknownValue("entity kind", kind, kinds));
  }
  return std::make_unique<EntityParityCheck>(*k);
}

}  // namespace concord
