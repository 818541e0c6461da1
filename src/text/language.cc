#include "text/language.h"

#include <algorithm>

#include "text/byte_scan.h"
#include "text/unicode.h"

namespace concord {
namespace {

// How much of a document its language is read from: enough text for the scripts of its prose
// to outnumber any quotation, and a bound on the time a huge file takes.
constexpr size_t kSampleBytes = 256 * 1024;

// Code points counted by script.
struct ScriptCounts {
  size_t han = 0, hangul = 0, kana = 0, latin = 0;

  void Add(Script script) {
    switch (script) {
      case Script::kHan:
        ++han;
        break;
      case Script::kHangul:
        ++hangul;
        break;
      case Script::kKana:
        ++kana;
        break;
      case Script::kLatin:
        ++latin;
        break;
      default:
        break;
    }
  }
};

// Counts the code points of text[0, sample) by script. Han ideographs, Hangul syllables and
// ASCII letters are counted by their bytes, 16 at a time; only the other non-ASCII code points
// are decoded.
ScriptCounts CountScripts(std::string_view text, size_t sample) {
  ScriptCounts counts;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  size_t pos = 0;
  for (; pos + 16 <= sample && pos + kScanStepReadBytes <= text.size(); pos += 16) {
    const ByteMasks m = ClassifyBytes</*kFollowScripts=*/true>(p + pos);
    counts.han += BitCount(m.han);
    counts.hangul += BitCount(m.hangul);
    counts.latin += BitCount(m.upper | m.lower);
    for (uint32_t other = m.other_lead; other != 0; other &= other - 1) {
      size_t at = pos + static_cast<size_t>(__builtin_ctz(other));
      counts.Add(ScriptOf(NextCodePoint(text, &at)));
    }
  }
  while (pos < sample && (p[pos] & 0xC0) == 0x80) ++pos;  // a code point the last 16 bytes began
  while (pos < sample) counts.Add(ScriptOf(NextCodePoint(text, &pos)));
  return counts;
}

}  // namespace

std::string DetectLanguage(std::string_view text) {
  const ScriptCounts c = CountScripts(text, std::min(text.size(), kSampleBytes));
  // Korean and Japanese texts contain Han too; their own scripts decide. A few stray
  // characters (a quoted word) do not.
  const size_t cjk = c.han + c.hangul + c.kana;
  if (c.hangul > 0 && c.hangul * 10 >= cjk) return "ko";
  if (c.kana > 0 && c.kana * 10 >= cjk) return "ja";
  if (c.han > 0) return "zh";
  if (c.latin > 0) return "en";
  return "und";
}

}  // namespace concord
