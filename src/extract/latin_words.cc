#include "extract/latin_words.h"

#include <algorithm>
#include <string_view>

#include "extract/char_classes.h"
#include "text/byte_scan.h"
#include "text/unicode.h"

namespace concord::extract {
namespace {

// The first non-Common script of a text (kCommon when it has none).
Script FirstScript(std::string_view t) {
  Script first = Script::kCommon;
  for (size_t p = 0; p < t.size() && first == Script::kCommon;)
    first = ScriptOf(NextCodePoint(t, &p));
  return first;
}

// The steps of ScanLatinWords. They are always inlined into its loop, where `pos` (the scan's
// position) and `last` (the script of the last non-Common code point read, which decides the
// run a Common code point is in) stay locals.

// Steps *pos over bytes where no word starts: ASCII other than letters and digits, and Han,
// Hangul and punctuation, 16 bytes at a time, *last taken from the last Han or Hangul code point
// among them. False when *pos is at a code point to read.
[[gnu::always_inline]] inline bool StepOverNoWordStart(std::string_view t, size_t to, size_t* pos,
                                                       Script* last) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  if (const unsigned char b = p[*pos]; b < 0x80) {
    if (!IsAsciiAlnum(b)) {
      ++*pos;  // ASCII space or punctuation: Common, and no word starts here
      return true;
    }
  } else if (*pos + kScanStepReadBytes <= t.size()) {
    const ByteMasks m = ClassifyBytes</*kFollowScripts=*/true>(p + *pos);
    const uint32_t starts = m.digit | m.upper | m.lower | m.other_lead;
    const unsigned skip = starts ? static_cast<unsigned>(__builtin_ctz(starts)) : 16;
    if (const uint32_t letters = (m.han | m.hangul) & ((1u << skip) - 1)) {
      const unsigned lastbit = 31 - static_cast<unsigned>(__builtin_clz(letters));
      *last = (m.hangul >> lastbit & 1) ? Script::kHangul : Script::kHan;
    }
    *pos += skip;
    if (skip == 16 || *pos >= to) return true;
  } else if ((p[*pos] & 0xC0) == 0x80) {
    ++*pos;  // the last bytes of a code point that the 16 bytes before cut
    return true;
  }
  if (const size_t skipped = SkipHanHangul(t, *pos); skipped > *pos) {
    const auto lead = static_cast<unsigned char>(t[skipped - 3]);
    *last = (lead == 0xEB || lead == 0xEC) ? Script::kHangul : Script::kHan;
    *pos = skipped;
    return true;
  }
  return false;
}

// ASCII that an entity took (a title, an email), from *pos: no word starts in it, and its
// letters are Latin. Stepped over whole rather than a code point at a time.
[[gnu::always_inline]] inline void StepOverClaimedAscii(std::string_view t, const uint8_t* claimed,
                                                        size_t to, size_t* pos, Script* last) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  bool letter = false;
  while (*pos + 16 <= t.size() && *pos < to) {
    const AsciiMasks m = ClassifyAscii(p + *pos);
    const unsigned taken = m.ascii & ~UnclaimedMask(claimed + *pos) & 0xFFFF;
    const unsigned n = static_cast<unsigned>(
        std::min<size_t>(taken == 0xFFFF ? 16 : __builtin_ctz(~taken), to - *pos));
    letter |= ((m.upper | m.lower) & ((1u << n) - 1)) != 0;
    *pos += n;
    if (n < 16) break;
  }
  while (*pos < to && claimed[*pos] && p[*pos] < 0x80) letter |= IsAsciiLetter(p[(*pos)++]);
  if (letter) *last = Script::kLatin;
}

// Whether a code point of script `s` is in a Latin run, `before` being the script of the last
// non-Common code point before it and `first` that of the first one in the text.
inline bool InLatinRun(Script s, Script before, Script first) {
  return s == Script::kLatin ||
         (s == Script::kCommon &&
          (before == Script::kLatin || (before == Script::kCommon && first == Script::kLatin)));
}

// The end of the word *w from `end` on: its letters and digits that no entity claimed, and
// - . ' ’ between two of them; fills in what *w has.
[[gnu::always_inline]] inline size_t ExtendWord(std::string_view t, const uint8_t* claimed, Word* w,
                                                size_t end) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  // The ASCII letters and digits, 16 bytes at a time.
  while (end + 16 <= t.size()) {
    const AsciiMasks m = ClassifyAscii(p + end);
    const unsigned upper = m.upper, lower = m.lower, digit = m.digit;
    const unsigned word = (upper | lower | digit) & UnclaimedMask(claimed + end);
    const unsigned n = word == 0xFFFF ? 16 : static_cast<unsigned>(__builtin_ctz(~word));
    const unsigned taken = (1u << n) - 1;
    w->has_upper |= (upper & taken) != 0;
    w->has_letter |= ((upper | lower) & taken) != 0;
    w->has_digit |= (digit & taken) != 0;
    w->all_lower &= ((upper | digit) & taken) == 0;
    end += n;
    if (n < 16) break;
  }
  while (end < t.size() && !claimed[end]) {
    const char b = t[end];
    const bool upper = b >= 'A' && b <= 'Z', digit = b >= '0' && b <= '9';
    if (upper || digit || (b >= 'a' && b <= 'z')) {  // most of a Latin word
      w->has_upper |= upper;
      w->has_letter |= !digit;
      w->has_digit |= digit;
      w->all_lower &= !upper && !digit;
      ++end;
      continue;
    }
    size_t q = end;
    char32_t d = NextCodePoint(t, &q);
    if (IsWordChar(d)) {
      w->has_upper |= IsUpper(d);
      w->has_letter |= IsLatinLetter(d);
      w->has_digit |= IsWordDigit(d);
      w->all_lower &= IsLower(d);
      end = q;
      continue;
    }
    if (d == '-' || d == '.' || IsApostrophe(d)) {
      size_t r = q;
      if (r < t.size() && IsWordChar(NextCodePoint(t, &r)) && !claimed[q]) {
        end = q;
        continue;
      }
    }
    break;
  }
  return end;
}

// Possessive: Witten’s → Witten.
inline void DropPossessive(std::string_view t, Word* w) {
  std::string_view word = t.substr(w->begin, w->end - w->begin);
  if (word.size() > 2 && word.back() == 's') {  // compared byte by byte: no memcmp call
    const size_t n = word.size();
    if (n > 3 && word[n - 2] == '\'') {
      w->end -= 2;
      w->possessive = true;
    } else if (n > 5 && word[n - 4] == '\xE2' && word[n - 3] == '\x80' && word[n - 2] == '\x99') {
      w->end -= 4;
      w->possessive = true;
    }
  }
}

// The word whose first code point `c` (of script `s`, after `before`) is t[start, pos).
[[gnu::always_inline]] inline Word ReadWord(std::string_view t, const uint8_t* claimed,
                                            size_t start, size_t pos, char32_t c, Script s,
                                            Script before) {
  Word w{start, pos, false, IsUpper(c), IsUpper(c), IsLatinLetter(c), IsWordDigit(c), IsLower(c)};
  w.before = before;
  // ASCII digits right before the run belong to its first word ("采用 3D Parallism": the
  // space and the 3 are Common and joined the Han run before it).
  if (s == Script::kLatin && before != Script::kLatin && before != Script::kCommon) {
    while (w.begin > 0 && IsAsciiDigit(static_cast<unsigned char>(t[w.begin - 1])) &&
           !claimed[w.begin - 1]) {
      --w.begin;
      w.has_digit = true;
      w.upper_start = w.all_lower = false;
    }
  }
  w.end = w.scan_end = ExtendWord(t, claimed, &w, pos);
  DropPossessive(t, &w);
  return w;
}

// Appends the Latin words that start in t[from, to) to *words, `last` being the script of the
// last non-Common code point before `from` and `first` FirstScript(t). See latin_words.h.
void ScanLatinWords(const Scan& scan, size_t from, size_t to, Script first, Script last,
                    std::vector<Word>* words) {
  const std::string_view t = scan.text();
  const uint8_t* claimed = scan.claimed();  // read directly: every offset below is in t
  size_t pos = from;
  while (pos < to) {
    if (StepOverNoWordStart(t, to, &pos, &last)) continue;
    const size_t start = pos;
    if (claimed[start] && static_cast<unsigned char>(t[start]) < 0x80) {
      StepOverClaimedAscii(t, claimed, to, &pos, &last);
      continue;
    }
    const char32_t c = NextCodePoint(t, &pos);
    const Script s = ScriptOf(c);
    const Script before = last;
    if (s != Script::kCommon) last = s;
    if (!InLatinRun(s, before, first) || !IsWordChar(c) || claimed[start]) continue;
    const Word w = ReadWord(t, claimed, start, pos, c, s, before);
    if (w.has_letter) last = Script::kLatin;
    words->push_back(w);
    pos = w.scan_end;
  }
}

}  // namespace

void LatinWords(const Scan& scan, std::vector<Word>* words) {
  ScanLatinWords(scan, 0, scan.text().size(), FirstScript(scan.text()), Script::kCommon, words);
}

void LatinWordsAgain(const Scan& scan, const std::vector<Word>& earlier, std::vector<Word>* words) {
  const Script first = FirstScript(scan.text());
  for (const Word& w : earlier) {
    if (scan.IsFree(w.begin, w.scan_end))
      words->push_back(w);
    else
      ScanLatinWords(scan, w.begin, w.scan_end, first, w.before, words);
  }
}

}  // namespace concord::extract
