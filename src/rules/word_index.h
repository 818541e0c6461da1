// word_index.h — the Latin words of a text by place, so that a lookup of a key's words costs
// the key, not the text: what TextIndex (entity_match.h) reads a unit's words with, and what
// entity parity looks a whole document's words up in (CheckContext::DocumentWords).
//
//   const WordIndex unit(NormalizeKey(unit.text));                    // one text
//   const std::string_view texts[] = {first.text, second.text};
//   const WordIndex document(texts);        // as if joined by spaces, without joining them
//   if (document.HasWords("noam shazeer")) ...
//   const WordList bead(text);                          // a short text, a few lookups
//   bead.HasWords("noam shazeer");
//   ForEachWordRun("4MB 블록", [](std::string_view w) { ... });       // "4", "MB"
//
// Words: maximal runs of Latin letters and digits (extract::IsWordChar; "cublas-like" →
// cublas, like), the digits that begin a run apart from the letters after them: a number and
// its unit, which a text without spaces (Korean, Chinese) writes together ("4MB 블록" → 4, MB;
// "3d" → 3, d). The index keeps no copy of its texts: a document's is four bytes of word id,
// four of place and four of run hash per word, and the distinct words once.
#ifndef CONCORD_RULES_WORD_INDEX_H_
#define CONCORD_RULES_WORD_INDEX_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "extract/char_classes.h"
#include "text/unicode.h"

namespace concord {

// The words of `text` (above), each as a view of `text`, in order: `fn(std::string_view)` is
// called once per word. Reads the text once and makes no string; WordRuns is its plain twin,
// held equal by word_index_test.
template <typename Fn>
void ForEachWordRun(std::string_view text, Fn&& fn) {
  auto emit = [&](std::string_view run) {
    size_t digits = 0;  // the bytes of the run's leading digits
    for (size_t pos = 0; pos < run.size();) {
      size_t next = pos;
      if (!extract::IsWordDigit(NextCodePoint(run, &next))) break;
      digits = pos = next;
    }
    if (digits == 0 || digits == run.size()) {
      fn(run);
    } else {
      fn(run.substr(0, digits));
      fn(run.substr(digits));
    }
  };
  size_t run = 0;  // where the current run starts; equal to pos while there is none
  for (size_t pos = 0; pos < text.size();) {
    const size_t start = pos;
    if (!extract::IsWordChar(NextCodePoint(text, &pos))) {
      if (start > run) emit(text.substr(run, start - run));
      // Han ideographs and Hangul syllables are no word characters, and most of a Chinese or
      // Korean text: stepped over by their lead bytes, undecoded.
      pos = SkipHanHangul(text, pos);
      run = pos;
    }
  }
  if (text.size() > run) emit(text.substr(run));
}

// The words of `text` (above) as strings: the maximal runs of word characters first, then
// each run's leading digits split from it. The reference for ForEachWordRun, and what a key
// is read into.
std::vector<std::string> WordRuns(std::string_view text);

// The words of NormalizeKeyOutsideCjk(text) (ForEachWordRun's), read from `text` itself where
// its words are ASCII among characters that normalize to no word character (ForEachAsciiWord,
// rules/ascii_words.h): `*lowered` is made `text` with ASCII letters in lower case, and
// `*words` views of it. Returns false for any other text (an accented or full-width letter, a
// full-width digit, Kana), and the caller normalizes it. Reads 16 bytes at a time where
// NormalizeKeyOutsideCjk decodes each code point; word_index_test holds the two equal.
bool AsciiKeyWords(std::string_view text, std::string* lowered,
                   std::vector<std::string_view>* words);

class WordIndex {
 public:
  // The words of `text`.
  explicit WordIndex(std::string_view text);
  // The words of `texts` one after the other, as WordIndex(t₀ + " " + t₁ + " " + …) has them:
  // no word runs across the space between two texts.
  explicit WordIndex(std::span<const std::string_view> texts);

  // Whether the words of `key` occur in the text consecutively, the last one in any of its
  // PluralForms (punctuation between words is ignored). Costs the key's length plus the
  // number of places where its rarest word (or its last word in any form) occurs: the words
  // before the last are compared by a hash of the run, so a long key that matches in part at
  // many places is not compared word by word at each.
  bool HasWords(std::string_view key) const;

  // Whether the words of `key` occur in the text in order, each right after the one before it
  // or after one word between them that `joins` (a word such as "over" or the possessive "s":
  // "OTLP over HTTP" and "Starlight's UI" hold "OTLP HTTP" and "Starlight UI"), the last in
  // any of its PluralForms. Costs the places of the key's first word times its length.
  bool HasWordsJoined(std::string_view key,
                      const std::function<bool(std::string_view)>& joins) const;

 private:
  // The ids of `key`'s words in the text: of the words before the last (`head`), and of the
  // last word's PluralForms that the text has (`last`, without repeats); nullopt where the
  // text lacks a word of the head, or every form of the last.
  struct KeyIds {
    std::vector<uint32_t> head, last;
  };
  std::optional<KeyIds> IdsOf(std::string_view key) const;
  // Appends the words of `text`.
  void Add(std::string_view text);
  // Numbers the places by word (places_, first_place_). REQUIRES: every text added.
  void Finish();
  // The places where word `id` occurs, in order.
  std::span<const uint32_t> PlacesOf(uint32_t id) const {
    return {places_.data() + first_place_[id], first_place_[id + 1] - first_place_[id]};
  }
  // The hash of the words [begin, begin + n) of the text; `power` is the hash base to the n.
  uint32_t RunHash(size_t begin, size_t n, uint32_t power) const {
    return prefix_hash_[begin + n] - prefix_hash_[begin] * power;
  }

  // Looked up by a view: a word of a text is interned without a string made for the lookup.
  struct ViewHash {
    using is_transparent = void;
    size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  std::unordered_map<std::string, uint32_t, ViewHash, std::equal_to<>> ids_;  // each word's
  std::vector<uint32_t> words_;              // the text, by word id
  std::vector<const std::string*> word_of_;  // each id's word (a key of ids_, which stay put)
  // The places of word id i are places_[first_place_[i] … first_place_[i + 1]).
  std::vector<uint32_t> places_, first_place_;
  // Polynomial hashes of the text's first i words (mod 2^32: a hash that two runs share costs
  // a comparison of their words, not a wrong answer).
  std::vector<uint32_t> prefix_hash_;
};

// The words of one text in order, searched key by key: a text asked about a few keys once (a
// bead side, rules/knowledge.cc) costs less as a WordList, which makes no table of distinct
// words. Answers as WordIndex(text).HasWords; word_index_test holds the two equal.
class WordList {
 public:
  // Views into `text`, which must outlive the list.
  explicit WordList(std::string_view text);
  // The words `words` (views that must outlive the list), as WordList(text) holds the words of
  // a text (KeyWordsOfText).
  explicit WordList(std::vector<std::string_view> words) : words_(std::move(words)) {}

  // WordIndex::HasWords. Costs the text's words plus the key's: the words before the last
  // are searched for as a whole (Knuth–Morris–Pratt over words), so a key that matches in
  // part at many places is not compared again from each.
  bool HasWords(std::string_view key) const;

 private:
  std::vector<std::string_view> words_;
};

}  // namespace concord

#endif  // CONCORD_RULES_WORD_INDEX_H_
