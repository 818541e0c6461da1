// equivalents.h — cross-script equivalents learned from aligned text: which Han, Hangul or
// Kana rendering an edition writes for a Latin name or word that its counterpart keeps in Latin
// (Helm ↔ ko 헬름, Stanford ↔ zh 斯坦福), so that a name counts as present where its rendering is.
//
//   EquivalentsLearner learner;                       // one per thread
//   learner.Add({&report.a, &report.b, &report.alignment});
//   other.Add(...); learner.Merge(std::move(other));  // any order: the result is the same
//   Equivalents eq = std::move(learner).Finish();
//   eq.RenderedIn("helm", "ko", unit.text);           // true where unit.text holds 헬름
//
// Method (as sentence aligners build their automatic dictionaries): every bead whose sides are
// both non-empty is an observation, once per direction (zh → ko, ko → zh), each direction a
// table of its own. On one side, the Latin words of its name, title and term entities that the
// other side does not write in Latin prose (and the whole key of a multi-word name, not of a
// title), and its code of one word that the other side writes neither as code nor in prose
// (CodeWordKey, learned from two documents at least); on the other side, the CJK substrings of
// bounded length of its prose. A bead repeated word for word (boilerplate, a sentence copied
// between documents) is observed once: its copies are not independent evidence. A pair is learned
// when it co-occurs in at least 2 observations, Dunning's log-likelihood ratio G² over the 2×2
// table is significant, and each stands for the other in more than half of the observations that
// have it (for code of one word, the rendering for the code: see equivalents.cc); a rendering goes
// only to the word it is most strongly tied to, and of a word's renderings the strongest is kept
// (the longest when tied), one inside no other word's where it has such. Cost: bounded work per
// unit and bead, so linear in the size of the tree.
//
// Learning runs in two passes. Add keeps, of an observation with candidate words, the words and
// the distinct substrings; of one without, only where its text is. Finish first counts the pairs
// of the observations with words, and keeps those whose counts there already pass the tests
// that counts elsewhere can only make harder (a substring seen more often); then it counts in
// the observations without words only those pairs' substrings: the count of each is the same as
// if every substring of every observation were kept, and no other substring can be learned.
#ifndef CONCORD_RULES_EQUIVALENTS_H_
#define CONCORD_RULES_EQUIVALENTS_H_

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/chunked_vector.h"
#include "model.h"
#include "rules/gram_trie.h"
#include "rules/pair_counts.h"

namespace concord {

// The beads of one aligned pair of editions (Edition::lang names each side's language).
struct AlignedPair {
  const Edition* a = nullptr;
  const Edition* b = nullptr;
  const std::vector<Bead>* beads = nullptr;
};

// One learned pair and the counts that made it significant.
struct LearnedEquivalent {
  std::string latin;        // as most often written ("Helm")
  std::string key;          // its NormalizeKey form ("helm")
  std::string lang;         // the language that renders it ("ko")
  std::string from;         // the language of the edition that keeps it in Latin ("zh")
  std::string rendering;    // "헬름"
  int together = 0;         // observations with both the Latin word and the rendering
  int latin_count = 0;      // observations with the Latin word (not kept in Latin opposite)
  int rendering_count = 0;  // observations whose `lang` side holds the rendering
  int observations = 0;     // observations of the direction `from` → `lang`
  double g2 = 0.0;          // Dunning's G² of the 2×2 table
};

// The key under which code of one word (`stdin`) is learned and looked up: apart from the same
// word in prose, for a translator who writes the code `stdin` as 标准输入 may keep "stdin" in a
// sentence, and the other way round. Code is learned only from two documents at least: an
// example's value (`apple` in a page whose every example replaces it) stands beside the same
// words all through its page.
std::string CodeWordKey(std::string_view code);

class Equivalents {
 public:
  // Whether `text` (a unit's text, or its normalized key) holds a learned rendering of
  // `latin_word` in language `lang`. `latin_word` is the NormalizeKey form of one Latin word or
  // of a multi-word name; a multi-word name not learned as a whole is rendered when each of its
  // words is either written in Latin in `text` or rendered there, and at least one is rendered
  // ("kubernetes http api" in "쿠버네티스 HTTP API").
  bool RenderedIn(std::string_view latin_word, std::string_view lang, std::string_view text) const;

  // Whether `text` holds a learned rendering in `lang` of a longer word that `clipped` begins
  // ("dictionary" for `dict`, "configuration" for `config`): code clips the words it names, and
  // a translator renders the word. `clipped`: the NormalizeKey form of one word of at least
  // kMinClippedLetters ASCII letters; false for any other.
  bool ClippedWordRenderedIn(std::string_view clipped, std::string_view lang,
                             std::string_view text) const;
  static constexpr size_t kMinClippedLetters = 3;

  // The renderings learned for `key` in `lang`, strongest first; empty when none.
  const std::vector<std::string>& Renderings(std::string_view key, std::string_view lang) const;

  // Every learned pair, sorted by language and key, then strongest first.
  std::vector<LearnedEquivalent> Listing() const { return learned_; }

 private:
  friend class EquivalentsLearner;
  bool OneRenderedIn(std::string_view key, std::string_view lang, std::string_view text) const;
  std::vector<LearnedEquivalent> learned_;
  // lang + '\n' + key → renderings, strongest first
  std::unordered_map<std::string, std::vector<std::string>> renderings_;
};

// Accumulates the observations of aligned pairs; Finish() applies the significance test.
class EquivalentsLearner {
 public:
  // REQUIRES: the pair's editions outlive Finish() (their texts are read again there).
  void Add(const AlignedPair& pair);
  void Merge(EquivalentsLearner&& other);
  Equivalents Finish() &&;

  // Word and substring ids held for the observations so far: grows in proportion to the text
  // added (bounded per unit and bead), which the tests check.
  size_t StoredItems() const { return word_ids_.size() + gram_ids_.size(); }

 private:
  // Strings numbered in order of first sight; ids never leave the learner (results are sorted
  // by the strings, so they do not depend on the order of Add and Merge).
  struct Interner {
    uint32_t Id(std::string_view s);
    struct Hash {  // looks strings up by string_view, without making a string each time
      using is_transparent = void;
      size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
    };
    std::unordered_map<std::string, uint32_t, Hash, std::equal_to<>> ids;
    std::vector<std::string> strings;
  };
  struct Observation {
    uint64_t content;    // hash of the direction and both sides' texts
    uint32_t direction;  // "from\nlang": the Latin side's language, the rendering side's
    uint32_t document;   // "x path\ny path": the pair of documents it is from
    uint32_t words_begin, words_end;  // into word_ids_
    uint32_t grams_begin, grams_end;  // into gram_ids_
  };
  // An observation without candidate words: only its direction, and the side whose substrings
  // Finish counts.
  struct Unpaired {
    uint64_t content;
    uint32_t direction;
    const Edition* y;
    BeadUnits ys;
  };
  // Candidate words (key, as written) of one side of a bead: sorted, each key once.
  using CandidateList = std::vector<std::pair<std::string, std::string>>;
  // The content of the observation x → y of a bead.
  uint64_t ContentHash(const Edition& x, const BeadUnits& xs, const Edition& y,
                       const BeadUnits& ys);
  // Adds the observation x → y of a bead, of content `content`: `words` x's
  // candidate words, `prose` the prose of y's units `ys`. REQUIRES: `content` not held yet.
  void AddDirection(const Edition& x, const Edition& y, const BeadUnits& ys, uint64_t content,
                    const CandidateList& words, const std::vector<std::string_view>& prose);
  // The hash of each unit's text of `e`, by unit, made on the first call for `e`.
  const std::vector<uint64_t>& UnitHashes(const Edition& e);
  // Adds to `count` (by gram id) the observations of `direction` without words that have each
  // `wanted` gram. REQUIRES: `wanted` holds every prefix of each gram it holds.
  void CountUnpaired(uint32_t direction, const std::vector<bool>& wanted,
                     std::vector<uint32_t>* count) const;
  // The pairs of a word and a substring seen together in the observations of `direction`
  // that pass the tests of LearnDirection that their counts in the observations with words
  // decide (`word_count`, `gram_count`, by id): kMinTogether observations together, the
  // majority of the word's and of the substring's there, two documents for code. Counted with
  // CountPairs (pair_counts.h), by word, then substring in order of first sight.
  std::vector<PairCount> CountTogether(uint32_t direction, const std::vector<uint32_t>& word_count,
                                       const std::vector<uint32_t>& gram_count) const;
  // Appends the pairs learned for one direction (an id of directions_); `spelling` is each
  // word's most frequent written form.
  void LearnDirection(uint32_t direction, const std::vector<std::string>& spelling,
                      std::vector<LearnedEquivalent>* out) const;
  Interner directions_, words_, documents_;
  GramIds grams_;  // CJK substrings, each found from its prefix and its last code point
  std::vector<Observation> observations_;  // those with candidate words
  std::vector<Unpaired> unpaired_;         // the others
  std::unordered_set<uint64_t> contents_;  // the content of each observation held
  std::unordered_map<const Edition*, std::vector<uint64_t>> unit_hashes_;  // UnitHashes()
  std::vector<uint32_t> word_ids_;
  ChunkedVector<uint32_t> gram_ids_;  // the most numerous: never held twice while growing
  // By gram id: the stamp of the last bead AddDirection took it for, one stamp per bead.
  std::vector<uint32_t> gram_last_taken_;
  uint32_t gram_stamp_ = 0;
  std::vector<uint32_t> spelling_ids_;  // beside word_ids_: how the word was written there
  Interner spellings_;
};

}  // namespace concord

#endif  // CONCORD_RULES_EQUIVALENTS_H_
