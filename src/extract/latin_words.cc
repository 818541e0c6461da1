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

// One scan for the Latin words that start in t[from, to): where it is, and the script of the
// last non-Common code point read, which decides the run a Common code point is in. Its steps
// are always inlined into Run(): they share the scan's position in registers.
class LatinWordScan {
 public:
  // `last`: the script of the last non-Common code point before `from`; `first`: FirstScript(t).
  LatinWordScan(const Scan& scan, size_t from, size_t to, Script first, Script last)
      : t_(scan.text()),
        p_(reinterpret_cast<const unsigned char*>(t_.data())),
        claimed_(scan.claimed()),  // read directly: every offset below is in t
        to_(to),
        first_(first),
        pos_(from),
        last_(last) {}

  void Run(std::vector<Word>* words) {
    while (pos_ < to_) {
      if (StepOverNoWordStart()) continue;
      const size_t start = pos_;
      if (claimed_[start] && p_[start] < 0x80) {
        StepOverClaimedAscii();
        continue;
      }
      const char32_t c = NextCodePoint(t_, &pos_);
      const Script s = ScriptOf(c);
      const Script before = last_;
      if (s != Script::kCommon) last_ = s;
      if (!InLatinRun(s, before) || !IsWordChar(c) || claimed_[start]) continue;
      words->push_back(ReadWord(start, c, s, before));
      pos_ = words->back().scan_end;
    }
  }

 private:
  // Steps over bytes where no word starts: ASCII other than letters and digits, and Han,
  // Hangul and punctuation, 16 bytes at a time, `last_` taken from the last Han or Hangul code
  // point among them. False when pos_ is at a code point to read.
  [[gnu::always_inline]] bool StepOverNoWordStart() {
    if (const unsigned char b = p_[pos_]; b < 0x80) {
      if (!unicode_internal::IsAsciiAlnum(b)) {
        ++pos_;  // ASCII space or punctuation: Common, and no word starts here
        return true;
      }
    } else if (pos_ + 18 <= t_.size()) {
      const ByteMasks m = ClassifyBytes</*kFollowScripts=*/true>(p_ + pos_);
      const uint32_t starts = m.digit | m.upper | m.lower | m.other_lead;
      const unsigned skip = starts ? static_cast<unsigned>(__builtin_ctz(starts)) : 16;
      if (const uint32_t letters = (m.han | m.hangul) & ((1u << skip) - 1)) {
        const unsigned lastbit = 31 - static_cast<unsigned>(__builtin_clz(letters));
        last_ = (m.hangul >> lastbit & 1) ? Script::kHangul : Script::kHan;
      }
      pos_ += skip;
      if (skip == 16 || pos_ >= to_) return true;
    } else if ((p_[pos_] & 0xC0) == 0x80) {
      ++pos_;  // the last bytes of a code point that the 16 bytes before cut
      return true;
    }
    if (const size_t skipped = SkipHanHangul(t_, pos_); skipped > pos_) {
      const auto lead = static_cast<unsigned char>(t_[skipped - 3]);
      last_ = (lead == 0xEB || lead == 0xEC) ? Script::kHangul : Script::kHan;
      pos_ = skipped;
      return true;
    }
    return false;
  }

  // ASCII that an entity took (a title, an email), from pos_: no word starts in it, and its
  // letters are Latin. Stepped over whole rather than a code point at a time.
  [[gnu::always_inline]] void StepOverClaimedAscii() {
    bool letter = false;
    while (pos_ + 16 <= t_.size() && pos_ < to_) {
      const AsciiMasks m = ClassifyAscii(p_ + pos_);
      const unsigned taken = m.ascii & ~UnclaimedMask(claimed_ + pos_) & 0xFFFF;
      const unsigned n = static_cast<unsigned>(
          std::min<size_t>(taken == 0xFFFF ? 16 : __builtin_ctz(~taken), to_ - pos_));
      letter |= ((m.upper | m.lower) & ((1u << n) - 1)) != 0;
      pos_ += n;
      if (n < 16) break;
    }
    while (pos_ < to_ && claimed_[pos_] && p_[pos_] < 0x80)
      letter |= unicode_internal::IsAsciiLetter(p_[pos_++]);
    if (letter) last_ = Script::kLatin;
  }

  // Whether a code point of script `s` is in a Latin run, `before` being the script of the
  // last non-Common code point before it.
  bool InLatinRun(Script s, Script before) const {
    return s == Script::kLatin ||
           (s == Script::kCommon &&
            (before == Script::kLatin || (before == Script::kCommon && first_ == Script::kLatin)));
  }

  // The word whose first code point `c` (of script `s`) starts at `start` and ends at pos_.
  [[gnu::always_inline]] Word ReadWord(size_t start, char32_t c, Script s, Script before) {
    Word w{start,          pos_,      false, IsUpper(c), IsUpper(c), IsLatinLetter(c),
           IsWordDigit(c), IsLower(c)};
    w.before = before;
    // ASCII digits right before the run belong to its first word ("采用 3D Parallism": the
    // space and the 3 are Common and joined the Han run before it).
    if (s == Script::kLatin && before != Script::kLatin && before != Script::kCommon) {
      while (w.begin > 0 && IsAsciiDigit(static_cast<unsigned char>(t_[w.begin - 1])) &&
             !claimed_[w.begin - 1]) {
        --w.begin;
        w.has_digit = true;
        w.upper_start = w.all_lower = false;
      }
    }
    const size_t end = ExtendWord(&w, pos_);
    if (w.has_letter) last_ = Script::kLatin;
    w.end = w.scan_end = end;
    DropPossessive(&w);
    return w;
  }

  // The end of the word *w from `end` on: its letters and digits that no entity claimed, and
  // - . ' ’ between two of them; fills in what *w has.
  [[gnu::always_inline]] size_t ExtendWord(Word* w, size_t end) const {
    // The ASCII letters and digits, 16 bytes at a time.
    while (end + 16 <= t_.size()) {
      const AsciiMasks m = ClassifyAscii(p_ + end);
      const unsigned upper = m.upper, lower = m.lower, digit = m.digit;
      const unsigned word = (upper | lower | digit) & UnclaimedMask(claimed_ + end);
      const unsigned n = word == 0xFFFF ? 16 : static_cast<unsigned>(__builtin_ctz(~word));
      const unsigned taken = (1u << n) - 1;
      w->has_upper |= (upper & taken) != 0;
      w->has_letter |= ((upper | lower) & taken) != 0;
      w->has_digit |= (digit & taken) != 0;
      w->all_lower &= ((upper | digit) & taken) == 0;
      end += n;
      if (n < 16) break;
    }
    while (end < t_.size() && !claimed_[end]) {
      const char b = t_[end];
      const bool upper = b >= 'A' && b <= 'Z', digit = b >= '0' && b <= '9';
      if (upper || digit || (b >= 'a' && b <= 'z')) {  // most of a Latin word
        w->has_upper |= upper;
        w->has_letter |= !digit;
        w->has_digit |= digit;
        w->all_lower &= !upper && !digit;
        ++end;
        continue;
      }
      size_t p = end;
      char32_t d = NextCodePoint(t_, &p);
      if (IsWordChar(d)) {
        w->has_upper |= IsUpper(d);
        w->has_letter |= IsLatinLetter(d);
        w->has_digit |= IsWordDigit(d);
        w->all_lower &= IsLower(d);
        end = p;
        continue;
      }
      if (d == '-' || d == '.' || IsApostrophe(d)) {
        size_t q = p;
        if (q < t_.size() && IsWordChar(NextCodePoint(t_, &q)) && !claimed_[p]) {
          end = p;
          continue;
        }
      }
      break;
    }
    return end;
  }

  // Possessive: Witten’s → Witten.
  void DropPossessive(Word* w) const {
    std::string_view word = t_.substr(w->begin, w->end - w->begin);
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

  const std::string_view t_;
  const unsigned char* const p_;
  const uint8_t* const claimed_;
  const size_t to_;
  const Script first_;
  size_t pos_;
  Script last_;
};

// Appends the Latin words that start in t[from, to) to *words. See LatinWordScan.
void ScanLatinWords(const Scan& scan, size_t from, size_t to, Script first, Script last,
                    std::vector<Word>* words) {
  LatinWordScan(scan, from, to, first, last).Run(words);
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
