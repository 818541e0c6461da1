#include "rules/words_written.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <string_view>
#include <vector>

#include "rules/ascii_words.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Calls f(word) for each Latin word of NormalizeKeyOutsideCjk(text): maximal runs of Latin
// letters and ASCII digits.
template <typename F>
void ForEachLatinWord(std::string_view text, F f) {
  const std::string key = NormalizeKeyOutsideCjk(text);
  size_t word = 0, pos = 0;  // the current word is key[word, pos)
  while (pos <= key.size()) {
    const size_t here = pos;
    char32_t c = pos < key.size() ? NextCodePoint(key, &pos) : (++pos, U' ');
    if ((ScriptOf(c) == Script::kLatin && IsLetter(c)) || (c >= '0' && c <= '9')) continue;
    if (here > word) f(std::string_view(key).substr(word, here - word));
    word = pos;
  }
}

}  // namespace

// Each word of the text is checked against the (few) wanted ones.
std::unordered_set<std::string> WordsWritten(const Edition& e,
                                             const std::unordered_set<std::string>& wanted) {
  std::unordered_set<std::string> found;
  if (wanted.empty()) return found;
  // A bit per (length, first, last byte) of the wanted words, 4 bits of each (the same for an
  // ASCII letter in either case): most words of the text are rejected by it. The others are
  // compared, in place and ignoring ASCII case, with the wanted words of their first letter.
  auto sketch = [](std::string_view w) {
    return ((w.size() & 15) << 8) | ((static_cast<unsigned char>(w.front()) & 15u) << 4) |
           (static_cast<unsigned char>(w.back()) & 15u);
  };
  std::bitset<4096> sketches;
  std::array<std::vector<const std::string*>, 256> by_first;  // the wanted words are lower case
  for (const std::string& w : wanted) {
    if (w.empty()) continue;
    sketches.set(sketch(w));
    by_first[static_cast<unsigned char>(w.front())].push_back(&w);
  }
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  auto check = [&](std::string_view word) {
    if (!sketches.test(sketch(word))) return;
    for (const std::string* w : by_first[static_cast<unsigned char>(lower(word.front()))]) {
      if (w->size() != word.size()) continue;
      if (std::equal(word.begin(), word.end(), w->begin(),
                     [&](char x, char y) { return lower(x) == y; }))
        found.insert(*w);
    }
  };
  for (const Unit& u : e.units)
    if (!ForEachAsciiWord(u.text, check)) ForEachLatinWord(u.text, check);
  return found;
}

}  // namespace concord
