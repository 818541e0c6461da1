// check_entity_parity.cc — the entity-parity check: an entity of one kind on one side of a
// paired bead that the other side lacks.
//
// An entity counts as present on the other side when that side has an entity with the same
// key, or writes the key in its text (a name inside a title, a number inside a name; numbers
// stand alone, words must be whole). A name, title or term that the other side lacks is, by
// default, reported only where the edition that lacks it gives evidence that it keeps such a
// thing in Latin script (HasEvidence): otherwise its translator may have rendered it in their
// own script (Helm → 헬름, Google → 谷歌), a translation choice and not drift.
// With `scope: document` (the default for names, titles, terms and code) an entity is also
// present when the other edition writes it anywhere in the same document (DocumentPresence):
// a term is part of the document's vocabulary, and its absence from one bead is phrasing ("it",
// "the framework") or alignment (a neighbouring unit split or merged differently). Numbers,
// urls and emails stay per bead: each is a fact at a place; but a url or email that each side
// lacks at one place and has at another was moved, and is no finding, as is one the other side
// has in a unit without counterpart (DropMovedLinks, rules/finding_filters.h).
// A url is also present when the other side links to the same place in its own language, and
// two urls that each side lacks are no finding where they are one page of a localized site
// (rules/link_targets.h, PairLocalizedPages); a title read from a link text is expected only
// where the other side keeps the text of its link to the same place in Latin script
// (Expected), and a name read from one is judged by its counterpart link (JudgeLinkText).
#include <algorithm>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/error.h"
#include "extract/char_classes.h"
#include "extract/english_words.h"
#include "extract/entities.h"
#include "rules/bead_side.h"
#include "rules/builtin_checks.h"
#include "rules/code_match.h"
#include "rules/document_presence.h"
#include "rules/entity_match.h"
#include "rules/finding_filters.h"
#include "rules/glossary.h"
#include "rules/knowledge.h"
#include "rules/link_counterparts.h"
#include "rules/link_targets.h"
#include "rules/name_forms.h"
#include "rules/paired_addresses.h"
#include "rules/rendered_rows.h"
#include "rules/target_set.h"
#include "rules/words_written.h"
#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {
namespace {

// How a name, title or term that one side of a bead has and the other lacks is judged (`evidence`).
enum class EvidenceMode {
  kRequired,  // reported where the edition that lacks it keeps such a thing in Latin script
  kAbsent,    // reported where it gives no such evidence: the translation choices
  kIgnored,   // reported whatever that edition does (the only mode of the other kinds)
};

// What the edition that lacks an entity shows of its keeping such entities in Latin script
// within one bead: the distinct keys of the entity's kind on the side that has it, and how
// many of them the other side keeps.
struct BeadShare {
  size_t keys = 0, kept = 0;
};

// Where an entity that one side of a bead has is looked for on the other side (the rule's
// `scope` parameter).
enum class Scope {
  kBead,      // the other side of the bead
  kDocument,  // also the rest of the other edition's document
};

// The tags of the pair's two languages (by side) and of every edition language of the run.
struct EditionTags {
  const LanguageTags& a;
  const LanguageTags& b;
  std::span<const LanguageTags> run;  // the run's (RunKnowledge::edition_tags); none without
  const LanguageTags& operator[](size_t side) const { return side == 0 ? a : b; }
};

class EntityParityCheck : public Check {
 public:
  EntityParityCheck(EntityKind kind, EvidenceMode evidence, Scope scope)
      : kind_(kind), evidence_(evidence), scope_(scope) {}

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    if (!ctx.entities_grouped)
      throw std::logic_error("entity-parity run on a context built without entities by kind");
    const EntitiesByKind& by_kind_a = ctx.by_kind_a;
    const EntitiesByKind& by_kind_b = ctx.by_kind_b;
    const auto k = static_cast<size_t>(kind_);
    if (by_kind_a.per_kind[k] == 0 && by_kind_b.per_kind[k] == 0) return;  // nothing to compare
    Knowledge knowledge(ctx);
    std::vector<std::string_view> keys_a, keys_b;  // reused: most beads have a few keys
    const EditionTags tags{ctx.tags_a, ctx.tags_b,
                           ctx.knowledge
                               ? std::span<const LanguageTags>(ctx.knowledge->edition_tags)
                               : std::span<const LanguageTags>()};
    // Each edition's whole document, indexed the first time an entity of the other is not
    // found in its bead.
    DocumentPresence doc_a(ctx, Side::kA, kind_), doc_b(ctx, Side::kB, kind_);
    NumberWords words_a(ctx.a.lang), words_b(ctx.b.lang);  // ICU's rules load on first use
    const RenderedRows& rendered = ctx.RowsRenderedByComponents();
    const size_t run_first = out->size();
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;  // unit-parity speaks for those
      Keys(by_kind_a, bead.a, &keys_a);
      Keys(by_kind_b, bead.b, &keys_b);
      if (keys_a.empty() && keys_b.empty()) continue;
      BeadSide a(ctx.a, bead.a, &words_a), b(ctx.b, bead.b, &words_b);
      // Where the other side's unit introduces the next (ends with a colon), that unit is
      // looked in too: a description may name what its example shows ("动画（时间设置为
      // 0.1）：" over `… -float 0.1`).
      const BeadUnits with_next_a = WithIntroduced(ctx.a, bead.a);
      const BeadUnits with_next_b = WithIntroduced(ctx.b, bead.b);
      std::optional<BeadSide> a_more, b_more;
      // A number the description names is a fact; a placeholder's value in its example is a
      // sample (BeadSide): for numbers, the example's placeholders are not looked in.
      auto introduced = [this](const BeadUnits& u) {
        return kind_ == EntityKind::kNumber ? u.size() : SIZE_MAX;
      };
      std::vector<std::string_view> keys_a_more, keys_b_more;
      if (with_next_a.size() > bead.a.size()) {
        a_more.emplace(ctx.a, with_next_a, &words_a, introduced(bead.a));
        Keys(by_kind_a, with_next_a, &keys_a_more);
      }
      if (with_next_b.size() > bead.b.size()) {
        b_more.emplace(ctx.b, with_next_b, &words_b, introduced(bead.b));
        Keys(by_kind_b, with_next_b, &keys_b_more);
      }
      const Pair sides_a{
          Side::kA, &a,       b_more ? &*b_more : &b, &keys_a, b_more ? &keys_b_more : &keys_b,
          &doc_b,   &rendered};
      const Pair sides_b{
          Side::kB, &b,       a_more ? &*a_more : &a, &keys_b, a_more ? &keys_a_more : &keys_a,
          &doc_a,   &rendered};
      const size_t first = out->size();
      std::vector<std::string_view> lacking[2];  // the keys of the findings, side a's then b's
      ReportUnmatched(ctx, rule, static_cast<int>(bi), sides_a, tags, &knowledge, out, &lacking[0]);
      ReportUnmatched(ctx, rule, static_cast<int>(bi), sides_b, tags, &knowledge, out, &lacking[1]);
      if (kind_ == EntityKind::kUrl) DropPairedAddresses(lacking, tags, &knowledge, first, out);
    }
    if (kind_ == EntityKind::kUrl || kind_ == EntityKind::kEmail)
      DropMovedLinks(ctx, run_first, out);
    if (kind_ == EntityKind::kCode) DropSwappedLanguageTags(ctx, run_first, out);
    if (kind_ == EntityKind::kNumber) {
      DropNumbersOfTerms(ctx, &words_a, &words_b, run_first, out);
      DropShiftedNumbers(ctx, run_first, out);
      DropLetteredNumbers(run_first, out);
      DropEnumerationLabels(ctx, run_first, out);
    }
  }

  bool ReadsEntitiesByKind() const override { return true; }
  // Numbers read the run's terms of numbers joined to a word (RunKnowledge::WritesNumberAsTerm).
  bool ReadsKnowledge() const override {
    return evidence_ != EvidenceMode::kIgnored || kind_ == EntityKind::kCode ||
           kind_ == EntityKind::kNumber || kind_ == EntityKind::kUrl;
  }

 private:
  // Up to this many keys are searched one by one; more are sorted and searched by halves.
  static constexpr size_t kLinearKeys = 16;
  // Code split into spans is looked for where the other side has at most this many code spans:
  // each key tries each span as its start; a unit of thousands of spans would cost its square.
  static constexpr size_t kSpelledSpans = 64;

  // One side of a bead (`here`, whose entities are looked for) against the other.
  struct Pair {
    Side side;
    const BeadSide* here;
    const BeadSide* other;
    const std::vector<std::string_view>* here_keys;
    const std::vector<std::string_view>* other_keys;
    DocumentPresence* other_document;  // the other side's edition, for scope document
    const RenderedRows* rendered;      // rows a component renders: their items not compared
  };

  // The run's knowledge: the context's, or built from the pair the first time it is asked.
  class Knowledge {
   public:
    explicit Knowledge(const CheckContext& ctx) : ctx_(ctx), knowledge_(ctx.knowledge) {}
    const RunKnowledge& Run() {
      if (!knowledge_) {
        const AlignedPair pair{&ctx_.a, &ctx_.b, &ctx_.beads};
        own_ = BuildRunKnowledge(std::span(&pair, 1), 1);
        knowledge_ = &own_;
      }
      return *knowledge_;
    }
    // The hosts that the editions in the language of `side` link in the run.
    const std::unordered_set<std::string>& LinkedHosts(Side side) {
      return Run().LinkedHosts(LangOf(side));
    }
    // The prose words of the edition of `side`; nullptr when it writes none.
    const WordsWritten* ProseOf(Side side) { return Run().ProseOf(LangOf(side)); }
    // Whether the edition of Other(`side`) leaves out the name `key` of `side` as a rule.
    bool DropsAsARule(Side side, std::string_view key) {
      return Run().DropsAsARule(LangOf(side), LangOf(Other(side)), key);
    }
    // Whether the edition of Other(`side`) keeps the one-word name `key` (its word `word`) of
    // `side` in Latin script (RunKnowledge::KeepsWord).
    bool KeepsWord(Side side, std::string_view key, std::string_view word) {
      return Run().KeepsWord(LangOf(side), LangOf(Other(side)), key, word);
    }
    // Whether the units of `side` in `text` hold a learned rendering of `key`.
    bool Renders(Side side, std::string_view key, std::string_view text) {
      return Run().equivalents.RenderedIn(key, LangOf(side), text);
    }
    // Whether the units of `side` in `text` hold a learned rendering of a word that `clipped`
    // begins (Equivalents::ClippedWordRenderedIn).
    bool RendersClipped(Side side, std::string_view clipped, std::string_view text) {
      return Run().equivalents.ClippedWordRenderedIn(clipped, LangOf(side), text);
    }

   private:
    const std::string& LangOf(Side side) const {
      return side == Side::kA ? ctx_.a.lang : ctx_.b.lang;
    }

    const CheckContext& ctx_;
    const RunKnowledge* knowledge_;
    RunKnowledge own_;
  };

  // The keys of this kind's entities on one side, sorted when there are many.
  void Keys(const EntitiesByKind& by_kind, const BeadUnits& units,
            std::vector<std::string_view>* keys) const {
    keys->clear();
    for (int u : units)
      for (const Entity* ent : EntitiesOf(by_kind, u, kind_)) keys->push_back(ent->key);
    if (keys->size() > kLinearKeys) std::sort(keys->begin(), keys->end());
  }

  // Whether an entity of `present` with `key` can be found on the other side: as the same
  // entity, or in its text (a name the other side writes inside a title, a number inside a
  // name). Numbers stand alone; words must be whole.
  bool Found(std::string_view key, const BeadSide& other,
             const std::vector<std::string_view>& other_keys) const {
    auto listed = [&](std::string_view k) {
      return other_keys.size() > kLinearKeys
                 ? std::binary_search(other_keys.begin(), other_keys.end(), k)
                 : std::find(other_keys.begin(), other_keys.end(), k) != other_keys.end();
    };
    if (listed(key)) return true;
    if (kind_ == EntityKind::kNumber) return other.index().HasNumber(key);
    if (kind_ == EntityKind::kCode) {
      // Or, English words in code font, as a phrase of the other side's script in code font.
      if (MaskedCodeFound(key, other_keys, other.masked_code()) ||
          (IsEnglishPhraseInCode(key) && other.has_translated_phrase()))
        return true;
      // A qualified name written unqualified (UnqualifiedForms): `prepareOrderItems` under the
      // `CheckoutService` class, a heading's `number()` for `AstroCookie.number()`.
      for (const std::vector<std::string>& form : UnqualifiedForms(key))
        if (std::all_of(form.begin(), form.end(), listed)) return true;
      // Code of two or more words is found as the words of consecutive code spans of the other
      // side: the same code quoted or punctuated otherwise (`"en-US"` for `en-US`), or split
      // into spans (`Depends` … `oauth2_scheme` for `Depends(oauth2_scheme)`). A word that
      // differs (`--force` and `--forced`) or a span that holds more (`sed -n` in
      // `sed -n '1p'`) still makes it missing.
      // Or as two spans in the reverse order: a language that puts the argument first writes
      // `Depends(oauth2_scheme)` as `oauth2_scheme`와 함께 `Depends` ("with … Depends").
      const std::vector<std::string_view> words = CodeWords(key);
      if (words.size() >= 2 && other.code_words().size() <= kSpelledSpans &&
          (SpansSpell(words, other.code_words()) || TwoSpansReversed(words, other.code_words())))
        return true;
    }
    // Code of marks alone (`/`, `**`, `./`) that the other side writes in its text, in
    // quotation marks or brackets: the translator set the marks apart otherwise than in code
    // font ("（/）" for "(`/`)", "\"**\"" for "`**`").
    if (kind_ == EntityKind::kCode && IsMarksOnly(key) && other.HasMarksSetApart(key)) return true;
    // Code is compared as written, but the other side's prose is indexed case-folded: code
    // that the other side writes in its text (`System Profiler.app` as System Profiler.app)
    // is looked up folded too; not a command with placeholders, whose words are not all it says.
    if (kind_ == EntityKind::kCode
            ? PlaceholderCount(key) == 0 && other.index().HasWords(NormalizeKey(key))
            : other.index().HasWords(key))
      return true;
    // A name or title the other side writes with a joining word: "OTLP over HTTP" for "OTLP
    // HTTP", "On YouTube by Ada Lee" for "YouTube - Ada Lee", "Starlight's UI".
    if (kind_ != EntityKind::kName && kind_ != EntityKind::kTitle) return false;
    return other.index().HasNameWordsJoined(key);
  }

  // The bead's share for the evidence of HasEvidence: its distinct keys of two or more words
  // on the side of `p`, and how many of them the other side keeps.
  BeadShare Share(const Pair& p) const {
    std::vector<std::string_view> keys;
    for (std::string_view key : *p.here_keys)
      if (KeyWords(key).size() >= 2) keys.push_back(key);
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    BeadShare share{keys.size(), 0};
    for (std::string_view key : keys) share.kept += Found(key, *p.other, *p.other_keys);
    return share;
  }

  // Whether the edition that lacks `key` in this bead (the other side of `p`) gives evidence
  // that it keeps such a thing in Latin script, so that the lack is more likely a drop than a
  // rendering in its own script. A name is rendered word by word ("Kubernetes HTTP API" →
  // "쿠버네티스 HTTP API"), so the evidence is about the words of the key that the bead's
  // other side does not write in its prose (a word only in its code, "turn" of `turn_options`,
  // is no sign of writing it in a sentence); it is one of:
  //  - there are none: every word is there in Latin prose, only not together;
  //  - a key of one word: that edition writes it in Latin prose elsewhere (the document, or in
  //    a tree every document of its language) with a capital letter, as a name: a word
  //    written only in lower case is a term kept in Latin (default, python), which says
  //    nothing of the name (Default, Python) its translator renders; a name that is also a
  //    common English word is kept as a rule besides (RunKnowledge::KeepsWord); and, for a
  //    name or title, this unit's way is to keep names: its other side keeps more than half of this
  //    side's keys of two or more words (as below; a unit with none shows no such way). One
  //    capitalized word is as often the unit's vocabulary (API, HTTP, macOS, Dependencies) as a
  //    name, and a translator rephrases around vocabulary ("the interactive docs" for "API 文档");
  //    where the translator kept the unit's names, the one missing was dropped;
  //  - a key of two or more words none of whose lacking words is a common word (one that an
  //    edition of the run writes in lower case: Guide, Details, Started are translated;
  //    Shazeer, SXM, TensorBoard are kept or transliterated):
  //     - that edition writes each lacking word in Latin prose elsewhere, or
  //     - the other side of this very bead keeps more than half of the other keys of two or
  //       more words that this side has: its translator kept the names here, so the one
  //       missing was dropped. "More than half" is the majority that makes keeping, not
  //       rendering, this unit's way with such names. A single capitalized word is as often a
  //       common word at the head of a sentence or a label (Question:, Example) as a name,
  //       and says nothing about the unit's way with names.
  bool HasEvidence(std::string_view key, const Pair& p, Knowledge* knowledge,
                   std::optional<BeadShare>* share) const {
    const std::vector<std::string_view> words = KeyWords(key);
    std::vector<std::string_view> lacking;
    for (std::string_view w : words)
      if (!p.other->prose_index().HasWords(w)) lacking.push_back(w);
    if (lacking.empty()) return true;
    const WordsWritten* missing = knowledge->ProseOf(Other(p.side));
    auto written = [&](std::string_view w) { return missing && missing->Writes(w); };
    if (words.size() == 1) {
      const bool keeps = kind_ == EntityKind::kName
                             ? knowledge->KeepsWord(p.side, key, lacking.front())
                             : missing && missing->WritesCapitalized(lacking.front());
      if (!keeps) return false;
      if (kind_ == EntityKind::kTerm) return true;  // a term is vocabulary by definition
      if (!*share) *share = Share(p);
      return 2 * (*share)->kept > (*share)->keys;  // the key is not among them: all count
    }
    const RunKnowledge& run = knowledge->Run();
    if (std::any_of(lacking.begin(), lacking.end(),
                    [&](std::string_view w) { return run.IsCommonWord(w); }))
      return false;
    // Every word the other side left out of the name is the agent noun of a common word
    // ("Installer" of "macOS Sonoma Installer" in "macOS Sonoma 설치 프로그램"): translated, as
    // common words are, the name's proper words kept.
    if (std::all_of(lacking.begin(), lacking.end(), IsAgentNounOfCommonEnglishWord)) return false;
    if (std::all_of(lacking.begin(), lacking.end(), written)) return true;
    if (!*share) *share = Share(p);
    // The key itself is one of the bead's keys of two or more words, and not kept.
    return 2 * (*share)->kept > (*share)->keys - 1;
  }

  // Whether an entity of unit `u` of `side` that the other side does not have as written is
  // expected there: not a url the other side links to in its own language, nor a title read
  // from a link text whose counterpart link the other side does not keep in Latin script (a
  // translated link text, or no link to that place: then the url finding speaks for it).
  // `other_targets`: the other side's targets that such entities are looked up in, made on
  // first use.
  bool Expected(const CheckContext& ctx, Side side, int u, const Entity& ent, const BeadSide& other,
                const EditionTags& tags, std::optional<TargetSet>* other_targets,
                LanguageMenuLinks* menu) const {
    const bool link_text = kind_ == EntityKind::kTitle && ent.source == EntitySource::kLinkText;
    if (kind_ != EntityKind::kUrl && !link_text) return true;
    const Edition& here = side == Side::kA ? ctx.a : ctx.b;
    const Edition& there = side == Side::kA ? ctx.b : ctx.a;
    const LanguageTags& here_tags = tags[side == Side::kA ? 0 : 1];
    const LanguageTags& there_tags = tags[side == Side::kA ? 1 : 0];
    if (!*other_targets) {
      if (link_text) {
        *other_targets = LatinLinkTextTargets(there, other.units(),
                                              {there_tags, here_tags, there.path, tags.run});
      } else {
        other_targets->emplace();
        const PairTags there_pair{there_tags, here_tags, there.path, tags.run};
        for (int v : other.units()) {
          for (const Entity* o : EntitiesOf(ctx.by_kind(Other(side)), v, EntityKind::kUrl))
            (*other_targets)->Add(o->key, there_pair);
          // A link to a part of its own document is no url entity, but names a page of the
          // site as a site-absolute link to that document does.
          for (const std::string& link : there.units[static_cast<size_t>(v)].markup->links)
            if (link.starts_with('#')) (*other_targets)->Add(UrlKey(link), there_pair);
        }
      }
    }
    const PairTags pair{here_tags, there_tags, here.path, tags.run};
    if (!link_text)
      return !NamesEditionOf(ent.key, there_tags) &&
             !NamesDocumentItself(ent.key, here.path, pair) &&
             !menu->LinksByName(here.units[static_cast<size_t>(u)], u, ent, there.lang,
                                here.lang) &&
             !(*other_targets)->Contains(TargetKeys(ent.key, pair));
    const std::vector<std::string>& targets =
        here.units[static_cast<size_t>(u)].markup->link_text_targets;
    if (ent.link == 0 || ent.link > targets.size()) return true;
    return (*other_targets)->Contains(TargetKeys(UrlKey(targets[ent.link - 1]), pair));
  }

  // The url findings of one bead (from `first` in `out`, with the keys `lacking` of side a's
  // and then side b's) without those that are one address in another form (PairedAddresses).
  static void DropPairedAddresses(const std::vector<std::string_view> lacking[2],
                                  const EditionTags& tags, Knowledge* knowledge, size_t first,
                                  std::vector<Finding>* out) {
    if (lacking[0].empty() || lacking[1].empty()) return;
    EraseMarked(first,
                PairedAddresses(lacking[0], lacking[1], {tags[0], tags[1], {}, tags.run},
                                knowledge->LinkedHosts(Side::kA), knowledge->LinkedHosts(Side::kB)),
                out);
  }

  // For `ent`, a name of unit `u` read from a link text: kKeptInLatin where both sides of the
  // bead write its link with a Latin text in CJK prose (LinkCounterparts::KeepsLatinText): the
  // edition that lacks the name keeps the link's text in Latin right there, the evidence
  // HasEvidence looks for elsewhere, and the name was replaced or dropped at this place, which
  // its writing the name elsewhere in the document (scope document) does not undo. kTranslated
  // where the other side links to the same place with a text in its own script: a link text
  // translated (`[设置](…)` for `[Settings](…)`), no finding. Titles read from link texts are
  // judged by Expected. Code that is a link's whole text (`[`asset_folder`](…)`) is translated
  // as such a name is (`[资源文件夹](…)`). `links`: the bead's links, made on first use.
  enum class LinkText { kOther, kKeptInLatin, kTranslated };
  LinkText JudgeLinkText(const Pair& p, const Unit& unit, int u, const Entity& ent,
                         const EditionTags& tags, std::optional<LinkCounterparts>* links) const {
    const bool name = kind_ == EntityKind::kName && ent.source == EntitySource::kLinkText;
    if (!name && kind_ != EntityKind::kCode) return LinkText::kOther;
    uint32_t link = name ? ent.link : LinkWithCodeText(*unit.markup, EntityValue(unit, ent));
    if (link == 0) return LinkText::kOther;
    if (!*links) {
      const bool a = p.side == Side::kA;
      links->emplace(p.here->links(), p.other->links(),
                     PairTags{tags[a ? 0 : 1], tags[a ? 1 : 0], {}, tags.run});
    }
    if (name) {
      if ((*links)->KeepsLatinText(u, link)) return LinkText::kKeptInLatin;
      return (*links)->TranslatesText(u, link) ? LinkText::kTranslated : LinkText::kOther;
    }
    // Code: any of the links whose text it is (the same option may link two pages).
    for (; link != 0; link = LinkWithCodeText(*unit.markup, EntityValue(unit, ent), link))
      if ((*links)->TranslatesText(u, link)) return LinkText::kTranslated;
    return LinkText::kOther;
  }

  // A table row is a record: a number a row holds more times than its counterpart row lacks a
  // cell there, though the other row has it (KeyTally). The other side's numbers counted, where
  // this is the numbers check and each unit of both sides of the bead of `p` is a table row.
  std::optional<KeyTally> CountRows(const CheckContext& ctx, const Pair& p) const {
    const bool a = p.side == Side::kA;
    auto rows = [](const Edition& e, const BeadSide& s) {
      return std::ranges::all_of(s.units(), [&e](int u) { return e.units[u].table_row; });
    };
    if (kind_ != EntityKind::kNumber || !rows(a ? ctx.a : ctx.b, *p.here) ||
        !rows(a ? ctx.b : ctx.a, *p.other))
      return std::nullopt;
    KeyTally tally(p.other->index());
    for (int u : p.other->units())
      for (const Entity* e : EntitiesOf(ctx.by_kind(Other(p.side)), u, kind_))
        tally.AddThere(e->key);
    return tally;
  }

  // Whether code of `p`'s side (`key`, as written `value`) is prose in code font: a phrase
  // (`BF 算法`) is translated as prose is, expected only where the other edition writes each of
  // its Latin words in the document; of a gloss (`hidden_states（隐状态）`) the identifier is kept.
  bool TranslatedAsProse(const CheckContext& ctx, const Pair& p, std::string_view key,
                         std::string_view value) const {
    if (IsPhraseInCode(key) && !HasEachWord(ctx.DocumentWords(Other(p.side)), key)) return true;
    const std::string_view glossed = GlossedCode(value);
    return !glossed.empty() && Found(glossed, *p.other, *p.other_keys);
  }

  // `lacking`: the keys of the entities reported, in the order of their findings.
  void ReportUnmatched(const CheckContext& ctx, const RuleSpec& rule, int bead, const Pair& p,
                       const EditionTags& tags, Knowledge* knowledge, std::vector<Finding>* out,
                       std::vector<std::string_view>* lacking) const {
    const EntitiesByKind& by_kind = ctx.by_kind(p.side);
    const Edition& here = p.side == Side::kA ? ctx.a : ctx.b;
    // Keys reported or judged here already: a set, for a unit can hold many thousands.
    std::unordered_set<std::string_view> judged;
    std::optional<BeadShare> share;          // computed the first time it is needed
    std::optional<TargetSet> other_targets;  // for Expected
    std::optional<LinkCounterparts> links;   // for JudgeLinkText
    LanguageMenuLinks menu;                  // for Expected
    std::optional<KeyTally> rows = CountRows(ctx, p);
    for (int u : p.here->units()) {
      if (p.rendered->ByOther(u, p.side)) continue;
      for (const Entity* entity : EntitiesOf(by_kind, u, kind_)) {
        const Entity& ent = *entity;
        if (judged.count(ent.key) ||
            (Found(ent.key, *p.other, *p.other_keys) && !(rows && rows->OneMoreHere(ent.key))))
          continue;
        const Unit& unit = here.units[static_cast<size_t>(u)];
        const std::string_view value = EntityValue(unit, ent);
        if (kind_ == EntityKind::kCode && TranslatedAsProse(ctx, p, ent.key, value)) continue;
        if (kind_ == EntityKind::kNumber &&
            NumberWrittenOtherwise(unit.text, ent.begin, ent.end, ent.key, p.here->number_words(),
                                   p.here->index(), p.other->index()))
          continue;
        // Not in Found, whose finds HasEvidence counts: it says nothing of keeping names.
        if ((kind_ == EntityKind::kName || kind_ == EntityKind::kTitle) &&
            HasNameInAnotherForm(p.other->index(), p.other->acronyms(), ent.key, value))
          continue;
        const LinkText link_text = JudgeLinkText(p, unit, u, ent, tags, &links);
        const bool at_link = link_text == LinkText::kKeptInLatin;
        if (link_text == LinkText::kTranslated ||
            (scope_ == Scope::kDocument && !at_link && p.other_document->Has(ent.key, value)) ||
            !Expected(ctx, p.side, u, ent, *p.other, tags, &other_targets, &menu))
          continue;
        judged.insert(ent.key);
        // A glossary term is the glossary's business: the team said how each edition writes
        // it, and the glossary rule reports a rendering that is missing. What the run learned
        // or what the edition does elsewhere does not overrule that.
        if (evidence_ != EvidenceMode::kIgnored && ctx.glossary && ctx.glossary->Find(ent.key))
          continue;
        // Written in the other side's script, as the run's beads show it is elsewhere, or left
        // out there as a rule: a translation choice.
        // Code of one word the other edition writes as a word of its own (`stdin` as 标准输入):
        // rendered where that code was learned to be, or where the same word in prose was
        // (`raise` where 抛出 stands for "raise"), or, clipped (`dict`), a word it begins.
        if (kind_ == EntityKind::kCode && KeyWords(ent.key).size() == 1 &&
            (knowledge->Renders(Other(p.side), CodeWordKey(ent.key), p.other->text()) ||
             knowledge->Renders(Other(p.side), NormalizeKey(ent.key), p.other->text()) ||
             knowledge->RendersClipped(Other(p.side), NormalizeKey(ent.key), p.other->text())))
          continue;
        if (evidence_ != EvidenceMode::kIgnored &&
            (knowledge->Renders(Other(p.side), ent.key, p.other->text()) ||
             (kind_ == EntityKind::kName && knowledge->DropsAsARule(p.side, ent.key))))
          continue;
        if (evidence_ != EvidenceMode::kIgnored &&
            (at_link || HasEvidence(ent.key, p, knowledge, &share)) !=
                (evidence_ == EvidenceMode::kRequired))
          continue;
        Finding f;
        f.kind = std::string(EntityKindName(kind_));
        f.value = value;
        f.missing_in = Other(p.side);
        f.bead = bead;
        (p.side == Side::kA ? f.a_unit : f.b_unit) = u;
        (p.side == Side::kA ? f.b_unit : f.a_unit) = p.other->units().front();
        f.begin = ent.begin;
        f.end = ent.end;
        FinishFinding(ctx, rule, &f);
        out->push_back(std::move(f));
        lacking->push_back(ent.key);
      }
    }
  }

  EntityKind kind_;
  EvidenceMode evidence_;
  Scope scope_;
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
  const bool asks = IsRenderedKind(*k);
  const std::string evidence = ParamValue(spec, "evidence", asks ? "required" : "ignore");
  EvidenceMode mode = EvidenceMode::kIgnored;
  if (evidence == "required")
    mode = EvidenceMode::kRequired;
  else if (evidence == "absent")
    mode = EvidenceMode::kAbsent;
  else if (evidence != "ignore")
    BadParam(spec, "evidence",
             UnknownValue("evidence", evidence, {"required", "absent", "ignore"}));
  if (!asks && mode != EvidenceMode::kIgnored)
    BadParam(spec, "evidence",
             "evidence '" + evidence + "' is for kinds name, title and term; a " + kind +
                 " is compared as it is ('ignore')");
  // A name, title, term or code is the document's vocabulary; a number, url or email is a fact
  // at a place, which only the bead can show.
  const bool vocabulary = asks || *k == EntityKind::kCode;
  const std::string scope = ParamValue(spec, "scope", vocabulary ? "document" : "bead");
  if (scope != "bead" && scope != "document")
    BadParam(spec, "scope", UnknownValue("scope", scope, {"bead", "document"}));
  if (!vocabulary && scope == "document")
    BadParam(spec, "scope",
             "scope 'document' is for kinds name, title, term and code; a " + kind +
                 " is a fact at a place and is compared within its bead ('bead')");
  return std::make_unique<EntityParityCheck>(*k, mode,
                                             scope == "document" ? Scope::kDocument : Scope::kBead);
}

}  // namespace concord
