// ascii_words.h — the words of a text that is ASCII words among separators, found without
// normalizing the text first: the fast path of the Latin-word scan in words_written.cc.
//
//   if (!ForEachAsciiWord(text, on_word)) ForEachLatinWord(text, on_word);  // the general path
//
// A header, so that the per-word callback of the caller is inlined into the scan loop.
#ifndef CONCORD_ASCII_WORDS_H_
#define CONCORD_ASCII_WORDS_H_

#include <string_view>

#include "text/byte_scan.h"
#include "text/unicode.h"

namespace concord {

// ForEachLatinWord for a text whose words are ASCII, among full-width punctuation and the
// characters that NormalizeKeyOutsideCjk drops: each word as written (not yet lower-cased),
// without normalizing the text first. Stops and returns false at any other character (an
// accented letter, a full-width letter), having called f for the words ended before it.
// Reads 16 bytes at a time (ClassifyBytes, text/byte_scan.h): the words are the runs of ASCII
// letters and digits up to the next byte that needs a look of its own.
template <typename F>
bool ForEachAsciiWord(std::string_view text, F f) {
  bool in_word = false;
  size_t word = 0;  // where the current word starts
  // Bytes [pos, pos + length) hold no code point that needs a look of its own; bit i of
  // `alnum` says whether byte pos + i is an ASCII letter or digit.
  auto runs = [&](size_t pos, unsigned alnum, unsigned length) {
    const unsigned all = (1u << length) - 1;  // length <= 16
    for (unsigned i = 0;;) {
      const unsigned flips = (in_word ? ~alnum : alnum) & all & ~((1u << i) - 1);
      if (flips == 0) return;
      i = static_cast<unsigned>(__builtin_ctz(flips));
      if (in_word)
        f(text.substr(word, pos + i - word));
      else
        word = pos + i;
      in_word = !in_word;
    }
  };
  const auto alnum = IsAsciiAlnum;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  size_t pos = 0;
  while (pos < text.size()) {
    if (pos + kScanStepReadBytes <= text.size()) {
      const ByteMasks c = ClassifyBytes(p + pos);
      const unsigned length =
          c.other_lead ? static_cast<unsigned>(__builtin_ctz(c.other_lead)) : 16;
      runs(pos, c.digit | c.upper | c.lower, length);
      pos += length;
      if (length == 16) continue;
    }
    // 16 bytes may end inside a code point whose lead byte made a separator: its last bytes.
    if ((p[pos] & 0xC0) == 0x80) {
      ++pos;
      continue;
    }
    const size_t here = pos;
    char32_t c = NextCodePoint(text, &pos);
    if (alnum(c)) {
      if (!in_word) word = here;
      in_word = true;
      continue;
    }
    if (c >= 0xFF01 && c <= 0xFF5E && alnum(c - 0xFEE0)) return false;
    // Separators: none of these is a Latin letter or digit, nor becomes one under NFKC.
    if (c < 0x80 || (c >= 0xFF01 && c <= 0xFF5E) || (c >= 0x3000 && c <= 0x303F) ||
        (c >= 0x2000 && c <= 0x206F) || c == 0x00A0 || c == 0x00B7 || c == 0x30FB ||
        [s = ScriptOf(c)] { return s == Script::kHan || s == Script::kHangul; }()) {
      if (in_word) f(text.substr(word, here - word));
      in_word = false;
      // Han ideographs and Hangul syllables, separators all, and most of a Chinese or Korean
      // text: stepped over by their lead bytes, undecoded.
      pos = SkipHanHangul(text, pos);
      continue;
    }
    return false;
  }
  if (in_word) f(text.substr(word));
  return true;
}

}  // namespace concord

#endif  // CONCORD_ASCII_WORDS_H_
