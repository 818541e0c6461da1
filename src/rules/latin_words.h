// latin_words.h — the Latin words of a text as the equivalents learner reads them
// (equivalents.h), and the NormalizeKey forms of a bead side's words read once, so that both
// directions of the bead ask them: the side is y in one (which of x's words does it write in
// Latin?) and x in the other (the keys of its entities' words, which its prose holds).
//
//   ForEachLatinWord("Helm 차트의 v2", [](std::string_view w) { ... });   // "Helm", "v2"
//   const std::string_view texts[] = {first_unit_prose, second_unit_prose};
//   const LatinWordKeys words(texts);
//   words.Has("helm");                     // some text writes a word whose key is "helm"
//   words.KeyAt(1, 4, "Helm");             // the key of "Helm" read at byte 4 of texts[1]
//
// LatinWordKeys is a flat table (keys in reading order, an index sorted by key), not a
// node-based set; latin_words_test holds it to a std::set of NormalizeKey of each word.
#ifndef CONCORD_RULES_LATIN_WORDS_H_
#define CONCORD_RULES_LATIN_WORDS_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "text/unicode.h"

namespace concord {

// Whether `c` belongs to a Latin word: a Latin letter or an ASCII digit.
inline bool IsLatinWordChar(char32_t c) {
  return (ScriptOf(c) == Script::kLatin && IsLetter(c)) || IsAsciiDigit(c);
}

// Calls f(word) for each maximal run of Latin letters and ASCII digits of `text`, a view of it.
template <typename F>
void ForEachLatinWord(std::string_view text, F f) {
  size_t word = 0, pos = 0;
  while (pos < text.size()) {
    const size_t here = pos;
    const char32_t c = NextCodePoint(text, &pos);
    if (c < 0x80 ? IsAsciiAlnum(c) : IsLatinWordChar(c)) continue;
    if (here > word) f(text.substr(word, here - word));
    // Han ideographs and Hangul syllables end words, and are most of a Chinese or Korean
    // text: stepped over by their lead bytes, undecoded.
    word = pos = SkipHanHangul(text, pos);
  }
  if (pos > word) f(text.substr(word, pos - word));
}

// The words of some texts (ForEachLatinWord's), each NormalizeKey'd once.
class LatinWordKeys {
 public:
  LatinWordKeys() = default;
  // Read(texts).
  explicit LatinWordKeys(std::span<const std::string_view> texts) { Read(texts); }

  // Holds the words of `texts` in place of those held before (keeping the room they took, for a
  // table read again and again). `texts` must outlive what is read from them.
  void Read(std::span<const std::string_view> texts);

  // Whether a word of the texts has the key `key`.
  bool Has(std::string_view key) const;

  // The key of `word` where the texts have it: when texts[text] has the word `word` (the same
  // bytes, whole) starting at byte `begin`, NormalizeKey(word); else nullopt, and the caller
  // normalizes it. Lets a word read from the same text another way (an entity's span) take
  // the key already made.
  std::optional<std::string_view> KeyAt(size_t text, size_t begin, std::string_view word) const;

 private:
  struct Word {
    uint64_t place;                // its text << 32 | its first byte there
    uint32_t key_begin, key_size;  // its key in keys_
    std::string_view written;      // a view of texts[text]
  };
  std::string_view KeyOf(const Word& w) const {
    return std::string_view(keys_).substr(w.key_begin, w.key_size);
  }
  std::vector<Word> words_;               // in reading order
  std::string keys_;                      // the words' keys, one after another
  std::vector<std::string_view> sorted_;  // views of keys_, sorted
};

}  // namespace concord

#endif  // CONCORD_RULES_LATIN_WORDS_H_
