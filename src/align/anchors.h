// anchors.h — what survives translation, as the aligner counts it (internal to align/).
//
//   Anchors anchors;
//   AnchorIds ids;
//   const UnitTexts other_texts = TextsOf(other_edition);           // once per edition
//   AddUnitAnchors(unit, other_texts, &anchors, &ids.own);          // sorted, no repeats
//   anchors.Count(Side::kA, span_of_those_ids, /*evidence=*/true);  // see Kept
//   ...                                        // every unit of both editions
//   anchors.Finish();                          // then Weight(id) holds
//
// An *anchor* is a word of a name or title, an entity of another kind by its key (code that is
// a number, `1`, by that number: one edition writes it as code, the other as a number; code
// that is one http(s) address, by that address, as a link to it would be), a word
// of the code in the fenced blocks a unit introduces (UnitMarkup::code_block_words: an example
// is the same in both editions, its lead-in translated), or a heading's anchor id (Markdown
// headings: the `{#id}` it sets or its text's slug, so
// "## 上下文 {#context}" meets "## Context"), or, for a unit without any of these, its whole
// text where the other edition has such a unit written alike: tokens that two editions in different
// languages still share (an ordered list's numbers are not: see AddUnitAnchors). Each anchor has an
// id (given out in order of first sight, so the same input always gets the same ids) and, once
// every unit is counted, a weight by rarity: 1 for a token found in one unit per edition, less
// for common ones (2 over the number of units it is found in). Code is read with the option
// groups of the pair's code (text/option_aliases.h): `head --lines` meets `head {{[-n|--lines]}}`.
#ifndef CONCORD_ALIGN_ANCHORS_H_
#define CONCORD_ALIGN_ANCHORS_H_

#include <algorithm>
#include <cstdint>
#include <deque>
#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "model.h"
#include "text/option_aliases.h"

namespace concord {
namespace align_internal {

// What an anchor is. The text points into the editions, which outlive the alignment, so no
// anchor is copied; only code whose options the anchors spell otherwise (Anchors::CodeText)
// points into the Anchors.
struct AnchorToken {
  // Otherwise the EntityKind. kFrontMatterKey: a front-matter field's key, the page's titles
  // one key ("title").
  // kUnitText: the whole text of a unit without other anchors, where the other edition has a
  // unit written alike (one it left untranslated, or that both write in Latin: "Index").
  enum Tag : int {
    kWord = -1,
    kHeadingId = -2,
    kFrontMatterKey = -3,
    kCodeBlockWord = -4,
    kUnitText = -5
  };
  int tag;
  std::string_view text;
  bool operator==(const AnchorToken&) const = default;
};

// Anchor vocabulary of both editions, with document frequencies. Ids are given out by an
// open-addressing table (linear probing, a power-of-two size, each slot holding the token's
// hash): the aligner of a long pair asks for an id once per anchor of every unit, from a
// vocabulary far smaller than that, so the lookup is a flat array probe, not a node-based map.
class Anchors {
 public:
  Anchors() = default;
  // Anchors whose code is read with `aliases` (CodeText).
  explicit Anchors(OptionAliases aliases) : aliases_(std::move(aliases)) {}

  // The anchor text of code whose key is `key`: the key with the options that the aliases
  // group spelled one way (OptionAliases::Canonical) and without its placeholders of values
  // only (an example's arguments, which editions give more or fewer of); kept by the anchors
  // where it differs.
  std::string_view CodeText(std::string_view key);
  // The anchor text of a url whose key is `key`: without its fragment (a translated page's
  // anchors are made from its translated headings) and without the path segments that are
  // language tags (text/lang_code.h IsKnownLanguageTag): each edition links its own
  // language's page of a localized site, `/zh-cn/guides/x/` and `/ko/guides/x/`. Kept by the
  // anchors where it differs.
  std::string_view UrlText(std::string_view key);
  // The anchor text of code that is one absolute http(s) address and nothing else: the url key
  // it would have as a link's target (text/doc_paths.h UrlKey), read as UrlText reads one;
  // empty for other code. Kept by the anchors where it differs from `code`.
  std::string_view AddressText(std::string_view code);
  // The token's id: the one it was given before, or the next free one.
  int Id(const AnchorToken& token);
  // Counts each id of `anchors` (one unit's, without repeats) as found in one more unit of
  // the edition on `side`. `evidence`: whether the unit shows which words its edition keeps as
  // written (Kept); a unit that was left untranslated does not.
  void Count(Side side, std::span<const int> anchors, bool evidence) {
    for (int id : anchors) {
      ++(side == Side::kA ? df_a_ : df_b_)[static_cast<size_t>(id)];
      if (evidence) ++(side == Side::kA ? kept_a_ : kept_b_)[static_cast<size_t>(id)];
    }
  }
  // Weighs every id by its count. REQUIRES: every unit is counted; no Id() call follows.
  void Finish();

  // REQUIRES: Finish() was called. Read for every shared anchor of every bead the DP prices.
  double Weight(int id) const { return weight_[static_cast<size_t>(id)]; }
  // The weight where the edition on `side` does not keep the anchor (Kept), else 0: what the
  // missing cost of the other side's units leaves out for it (Weigh, AnchorSet::missing).
  double UnkeptWeight(Side side, int id) const {
    return (side == Side::kA ? unkept_a_ : unkept_b_)[static_cast<size_t>(id)];
  }
  // Found in some unit of the edition on `side`.
  bool Occurs(Side side, int id) const {
    return (side == Side::kA ? df_a_ : df_b_)[static_cast<size_t>(id)] > 0;
  }
  // Whether the edition on `side` keeps the anchor as written: a lowercase word of prose
  // (EntityKind::kTerm) where a unit counted as evidence has it; any other anchor where any
  // unit has it (a name or a code is written so in untranslated text and translated alike).
  bool Kept(Side side, int id) const {
    if (!IsTerm(id)) return Occurs(side, id);
    return (side == Side::kA ? kept_a_ : kept_b_)[static_cast<size_t>(id)] > 0;
  }
  // Whether the anchor, missing from a bead side of the edition on `side`, counts against it:
  // where it is kept, against a side that is evidence of what its edition keeps; wherever
  // that edition has it, against one left untranslated (English against English).
  bool CountsAgainst(Side side, int id, bool side_is_evidence) const {
    return side_is_evidence ? Kept(side, id) : Occurs(side, id);
  }
  // Whether the anchor is a number (EntityKind::kNumber): it says how much, not what, and two
  // units may share one by chance (two rows of one year).
  bool IsNumber(int id) const {
    return tokens_[static_cast<size_t>(id)].tag == static_cast<int>(EntityKind::kNumber);
  }
  // Whether the anchor is a URL or an email address (EntityKind::kUrl, kEmail).
  bool IsAddress(int id) const {
    const int tag = tokens_[static_cast<size_t>(id)].tag;
    return tag == static_cast<int>(EntityKind::kUrl) || tag == static_cast<int>(EntityKind::kEmail);
  }
  // Whether the anchor is a lowercase Latin word (EntityKind::kTerm): "kernel" in a Chinese
  // sentence, but in an English edition every word of its prose that no list leaves out.
  bool IsTerm(int id) const {
    return tokens_[static_cast<size_t>(id)].tag == static_cast<int>(EntityKind::kTerm);
  }
  // Whether the anchor is a heading's anchor id (AnchorToken::kHeadingId): derived from the
  // heading's text where no `{#id}` sets it, so a heading translated has another.
  bool IsHeadingId(int id) const {
    return tokens_[static_cast<size_t>(id)].tag == AnchorToken::kHeadingId;
  }
  // Found in exactly one unit of each edition.
  bool Unique(int id) const {
    return df_a_[static_cast<size_t>(id)] == 1 && df_b_[static_cast<size_t>(id)] == 1;
  }
  size_t size() const { return df_a_.size(); }

 private:
  struct Slot {
    uint64_t hash = 0;
    int id = -1;  // -1: empty
  };
  // The first slot to probe: the top bits of the hash times 2^64/φ (Fibonacci hashing), so
  // that hashes that differ in any bit spread over the table.
  size_t Home(uint64_t hash) const {
    return static_cast<size_t>((hash * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
  }
  void Grow();

  OptionAliases aliases_;
  std::deque<std::string> respelled_;  // the texts of CodeText, UrlText, AddressText that differ
  std::vector<Slot> slots_;
  int bits_ = 0;                     // slots_.size() == 2^bits_
  std::vector<AnchorToken> tokens_;  // by id
  std::vector<int> df_a_, df_b_;
  std::vector<int> kept_a_, kept_b_;
  std::vector<double> weight_;
  // UnkeptWeight by id, kept rather than derived from Kept and Weight: the band fill reads it
  // for every anchor two sides share.
  std::vector<double> unkept_a_, unkept_b_;
};

// The anchors of one side of a bead (one unit, or two together), sorted and without repeats.
struct AnchorSet {
  std::span<const int> ids;  // in the edition's anchor id storage (AnchorIds)
  // A bit per anchor id modulo 64, so that most beads, which share no anchor, are told so
  // without reading the ids; and what the anchors cost when the other side has none of them:
  // `missing` against a side that is evidence of the words its edition keeps (Anchors::Kept),
  // `missing_any` against one that is not (units left untranslated: English against English,
  // every word the other edition has counts).
  uint64_t signature = 0;
  double missing = 0;
  double missing_any = 0;
  // Whether the side's units show which words their edition keeps (one of them does): a unit
  // of an edition not in Chinese, Japanese or Korean, or one with a CJK letter.
  bool evidence = true;

  // What the anchors cost against side `other` when it has none of them.
  double MissingAgainst(const AnchorSet& other) const {
    return other.evidence ? missing : missing_any;
  }
};

// Where the anchor lists of an edition's units are kept: one array for the units' own lists
// and one for the unions of mergeable neighbours, rather than a vector per unit (a long pair
// has as many lists as units, each read many times by the band fill).
struct AnchorIds {
  std::vector<int> own, next;
};

// The option groups that the code of `a` and `b` shows (OptionAliases::Learn), for the
// Anchors of their pair.
OptionAliases PairOptionAliases(const Edition& a, const Edition& b);

// The texts of an edition's units: whether the other edition has a unit written alike.
using UnitTexts = std::unordered_set<std::string_view>;
UnitTexts TextsOf(const Edition& e);

// Appends the unit's anchor ids, sorted and without repeats, to *ids; where it has none, its
// whole text is one if `other_texts` (the other edition's, TextsOf) holds it.
void AddUnitAnchors(const Unit& unit, const UnitTexts& other_texts, Anchors* anchors,
                    std::vector<int>* ids);

// Fills the signature and the missing costs of a set whose other side is `other`: each anchor
// that the other edition keeps (Anchors::Kept; for missing_any, has: Occurs) costs
// missing_cost times its weight.
// REQUIRES: anchors.Finish() was called.
void Weigh(const Anchors& anchors, Side other, double missing_cost, AnchorSet* set);

// Calls pred(id) for each anchor id that two sorted id lists without repeats both hold, in
// order, until it returns true; whether it did.
template <typename Pred>
bool AnySharedAnchor(std::span<const int> x, std::span<const int> y, Pred pred) {
  for (size_t i = 0, j = 0; i < x.size() && j < y.size();) {
    if (x[i] < y[j]) {
      ++i;
    } else if (y[j] < x[i]) {
      ++j;
    } else {
      if (pred(x[i])) return true;
      ++i;
      ++j;
    }
  }
  return false;
}

// The weight of the anchors that two sorted id lists without repeats both hold.
inline double SharedWeight(std::span<const int> x, std::span<const int> y, const Anchors& anchors) {
  double weight = 0;
  AnySharedAnchor(x, y, [&](int id) {
    weight += anchors.Weight(id);
    return false;
  });
  return weight;
}

// What the anchors that A side `x` and B side `y` both hold take off a bead's cost: the gain,
// and the missing cost each side added for them (`x` counts what B keeps, AnchorSet::missing,
// where `y` is evidence, else all that B has, missing_any; `y` likewise). Inline: the band
// fill calls it for every pair of units whose signatures meet (BeadCost::Pair).
inline double SharedTake(const AnchorSet& x, const AnchorSet& y, const Anchors& anchors,
                         double missing_cost, double shared_gain) {
  double weight = 0, unkept = 0;
  AnySharedAnchor(x.ids, y.ids, [&](int id) {
    weight += anchors.Weight(id);
    if (y.evidence) unkept += anchors.UnkeptWeight(Side::kB, id);
    if (x.evidence) unkept += anchors.UnkeptWeight(Side::kA, id);
    return false;
  });
  return weight * (2 * missing_cost + shared_gain) - unkept * missing_cost;
}

// Whether anchor `id` is a lowercase word (Anchors::IsTerm) that `counterpart` (sorted ids, the
// anchors of the unit or bead side it may pair with) lacks. Such a word counts neither for nor
// against the pair: an English unit's every word is one ("should", "into"), and a translation
// that keeps a few in Latin somewhere keeps them there, not in this counterpart (moved units,
// align/moves.cc; joined units, align/joins.cc).
inline bool IsWordMissingFrom(const Anchors& anchors, int id, std::span<const int> counterpart) {
  return anchors.IsTerm(id) && !std::binary_search(counterpart.begin(), counterpart.end(), id);
}

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_ANCHORS_H_
