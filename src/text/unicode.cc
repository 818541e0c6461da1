#include "text/unicode.h"

#include <unicode/brkiter.h>
#include <unicode/errorcode.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/utf8.h>

#include <cstring>
#include <memory>
#include <stdexcept>
#include <utility>

#include "text/byte_scan.h"
#include "text/icu_util.h"

namespace concord {
namespace {

const icu::Normalizer2& Nfkc() {
  IcuStatus status;
  const icu::Normalizer2* n = icu::Normalizer2::getNFKCInstance(status);
  status.assertSuccess();
  return *n;
}

char32_t FoldQuote(char32_t c) {
  switch (c) {
    case 0x2018:
    case 0x2019:
    case 0x201B:
    case 0x2032:
    case 0xFF07:
      return '\'';
    case 0x201C:
    case 0x201D:
    case 0x201F:
    case 0x2033:
    case 0xFF02:
      return '"';
    default:
      return c;
  }
}

}  // namespace

std::unique_ptr<icu::RegexPattern> CompileBuiltinRegex(std::string_view pattern, uint32_t flags) {
  IcuStatus status;
  UParseError parse_error;
  std::unique_ptr<icu::RegexPattern> p(
      icu::RegexPattern::compile(icu::UnicodeString::fromUTF8(icu::StringPiece(
                                     pattern.data(), static_cast<int32_t>(pattern.size()))),
                                 flags, parse_error, status));
  status.assertSuccess();
  return p;
}

namespace {

// NFKC, case fold and quote fold of the code points that need no tables: ASCII, the full-width
// forms of ASCII (FF01–FF5E, whose NFKC is ASCII) and the curly quotes that FoldQuote() folds
// and that NFKC and case folding leave as they are. False for any other code point. None of
// them composes with a neighbour under NFKC, so a text made of them folds one by one.
bool SimpleFold(char32_t c, char* folded) {
  if (c >= 0xFF01 && c <= 0xFF5E) c -= 0xFEE0;
  if (c < 0x80) {
    *folded = static_cast<char>((c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c);
    return true;
  }
  switch (c) {
    case 0x2018:
    case 0x2019:
    case 0x201B:
      *folded = '\'';
      return true;
    case 0x201C:
    case 0x201D:
    case 0x201F:
      *folded = '"';
      return true;
    default:
      return false;
  }
}

// Most keys are of printable ASCII (space to '~') with single spaces between words ("noam
// shazeer", "8192"): text that NormalizeKey() only lower-cases. Appends such a text lower-cased
// to *out and returns true; returns false, *out as it was, for any other (empty, a space at
// either end or next to another, a control character, non-ASCII). 16 bytes at a time
// (LowerPlainAscii); AppendNormalizedKey's one-byte-at-a-time fold gives the same key.
bool AppendLowerIfPlainAscii(std::string_view text, std::string* out) {
  if (text.empty() || text.front() == ' ' || text.back() == ' ') return false;
  const size_t start = out->size();
  out->resize(start + text.size());
  char* to = out->data() + start;
  bool space_before = false;
  bool plain = true;
  size_t i = 0;
  for (; plain && i + 16 <= text.size(); i += 16)
    plain = LowerPlainAscii(text.data() + i, to + i, &space_before);
  if (plain && i < text.size()) {
    // The last bytes, after a letter's worth of padding that is plain and no space.
    char in[16], lowered[16];
    std::memset(in, 'a', sizeof in);
    std::memcpy(in, text.data() + i, text.size() - i);
    plain = LowerPlainAscii(in, lowered, &space_before);
    std::memcpy(to + i, lowered, text.size() - i);
  }
  if (!plain) out->resize(start);
  return plain;
}

// Appends NormalizeKey(text) to *out, after a space when *out is not empty and the key is not
// (how NormalizeKeyOutsideCjk joins its pieces).
//
// Plain ASCII first (AppendLowerIfPlainAscii); then, in one pass, texts that SimpleFold() folds
// whole (Latin names and titles, curly apostrophes included): each code point becomes one byte and
// collapsing white space never lengthens the text, so the key is written into room of the text's
// size (and the joining space) and cut to length. Any other code point sends the whole text through
// ICU.
void AppendNormalizedKey(std::string_view text, std::string* out) {
  const size_t start = out->size();
  if (start > 0) *out += ' ';  // a plain text's key is never empty
  if (AppendLowerIfPlainAscii(text, out)) return;
  // Room for the joining space and the key, written from `start` on (over the space above).
  out->resize(start + 1 + text.size());
  size_t n = start;
  bool pending_space = start > 0;
  for (size_t pos = 0; pos < text.size();) {
    char c = text[pos];
    if (static_cast<unsigned char>(c) < 0x80) {
      ++pos;
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    } else if (!SimpleFold(NextCodePoint(text, &pos), &c)) {
      out->resize(start);
      const std::string key = unicode_internal::NormalizeKeyWithIcu(text);
      if (!key.empty()) *out += (start > 0 ? " " : "") + key;
      return;
    }
    if (IsSpace(static_cast<unsigned char>(c))) {
      pending_space = n > 0;
      continue;
    }
    if (pending_space) (*out)[n++] = ' ';
    pending_space = false;
    (*out)[n++] = c;
  }
  out->resize(n);
}

}  // namespace

std::string NormalizeKey(std::string_view text) {
  std::string key;
  AppendNormalizedKey(text, &key);
  return key;
}

std::string unicode_internal::NormalizeKeyWithIcu(std::string_view text) {
  std::string folded;
  IcuStatus status;
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(
      icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
  icu::UnicodeString n = Nfkc().normalize(u, status);
  status.assertSuccess();
  n.foldCase();
  n.toUTF8String(folded);
  std::string out;
  out.reserve(folded.size());
  bool pending_space = false;
  size_t pos = 0;
  while (pos < folded.size()) {
    const size_t start = pos;
    char32_t c = NextCodePoint(folded, &pos);
    if (IsSpace(c)) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) out += ' ';
    pending_space = false;
    const char32_t q = FoldQuote(c);
    if (q == c)
      out.append(folded, start, pos - start);
    else
      AppendUtf8(q, &out);
  }
  return out;
}

std::string NormalizeKeyOutsideCjk(std::string_view text) {
  // The pieces between CJK characters, each normalized as NormalizeKey would (full-width forms
  // of ASCII, most of the punctuation of a Chinese text, fold without ICU), joined by spaces.
  std::string out;
  out.reserve(text.size() / 2);
  size_t start = 0, pos = 0;
  while (pos < text.size()) {
    const size_t here = pos;
    const char32_t c = NextCodePoint(text, &pos);
    if (unicode_internal::IsHanBlock(c) || unicode_internal::IsHangulSyllable(c) ||
        (c >= 0x3000 && c <= 0x303F) || (c >= 0x2018 && c <= 0x201F)) {
      if (here > start) AppendNormalizedKey(text.substr(start, here - start), &out);
      start = pos;
    }
  }
  if (text.size() > start) AppendNormalizedKey(text.substr(start), &out);
  return out;
}

namespace unicode_internal {

char32_t NextCodePointSlow(std::string_view text, size_t* pos) {
  UChar32 c;
  int32_t i = static_cast<int32_t>(*pos);
  U8_NEXT(reinterpret_cast<const uint8_t*>(text.data()), i, static_cast<int32_t>(text.size()), c);
  *pos = static_cast<size_t>(i);
  return c < 0 ? 0xFFFD : static_cast<char32_t>(c);
}

}  // namespace unicode_internal

char32_t unicode_internal::PrevCodePointSlow(std::string_view text, size_t pos) {
  if (pos == 0) return 0;
  UChar32 c;
  int32_t i = static_cast<int32_t>(pos);
  U8_PREV(reinterpret_cast<const uint8_t*>(text.data()), 0, i, c);
  return c < 0 ? 0xFFFD : static_cast<char32_t>(c);
}

void AppendUtf8(char32_t c, std::string* out) {
  uint8_t buf[4];
  int32_t len = 0;
  UBool error = false;
  U8_APPEND(buf, len, 4, static_cast<UChar32>(c), error);
  if (!error) out->append(reinterpret_cast<const char*>(buf), static_cast<size_t>(len));
}

QuoteMark QuoteMarkOf(char32_t c) {
  if (c < 0x80) return c == '"' || c == '\'' ? QuoteMark::kEither : QuoteMark::kNone;
  const auto u = static_cast<UChar32>(c);
  if (!u_hasBinaryProperty(u, UCHAR_QUOTATION_MARK)) return QuoteMark::kNone;
  switch (u_charType(u)) {
    case U_INITIAL_PUNCTUATION:
    case U_START_PUNCTUATION:
      return QuoteMark::kOpening;
    case U_FINAL_PUNCTUATION:
    case U_END_PUNCTUATION:
      return QuoteMark::kClosing;
    default:
      return QuoteMark::kEither;
  }
}

bool IsEnclosingPair(char32_t open, char32_t close) {
  const QuoteMark o = QuoteMarkOf(open), c = QuoteMarkOf(close);
  if (o == QuoteMark::kEither) return open == close;
  if (o == QuoteMark::kOpening && c == QuoteMark::kClosing) return true;
  const auto u = static_cast<UChar32>(open);
  return u_charType(u) == U_START_PUNCTUATION &&
         u_getBidiPairedBracket(u) == static_cast<UChar32>(close);
}

bool IsDash(char32_t c) {
  if (c < 0x80) return c == '-';
  return u_hasBinaryProperty(static_cast<UChar32>(c), UCHAR_DASH);
}

std::string HeadingSlug(std::string_view text) {
  icu::UnicodeString lower = icu::UnicodeString::fromUTF8(
      icu::StringPiece(text.data(), static_cast<int32_t>(text.size())));
  lower.toLower(icu::Locale::getRoot());
  icu::UnicodeString slug;
  for (int32_t i = 0; i < lower.length(); i = lower.moveIndex32(i, 1)) {
    const UChar32 c = lower.char32At(i);
    const int8_t type = u_charType(c);
    const bool mark =
        type == U_NON_SPACING_MARK || type == U_COMBINING_SPACING_MARK || type == U_ENCLOSING_MARK;
    if (u_isalnum(c) || mark || c == '-' || c == '_')
      slug.append(c);
    else if (u_isUWhiteSpace(c))
      slug.append(static_cast<UChar32>('-'));
  }
  std::string out;
  slug.toUTF8String(out);
  return out;
}

namespace unicode_internal {

bool IsLetterSlow(char32_t c) { return u_isalpha(static_cast<UChar32>(c)); }
bool IsUpperSlow(char32_t c) { return u_isupper(static_cast<UChar32>(c)); }
bool IsLowerSlow(char32_t c) { return u_islower(static_cast<UChar32>(c)); }
bool IsDigitSlow(char32_t c) { return u_isdigit(static_cast<UChar32>(c)); }
bool IsSpaceSlow(char32_t c) { return u_isUWhiteSpace(static_cast<UChar32>(c)); }

Script ScriptOfSlow(char32_t c) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode sc = uscript_getScript(static_cast<UChar32>(c), &status);
  if (U_FAILURE(status)) return Script::kOther;
  switch (sc) {
    case USCRIPT_COMMON:
    case USCRIPT_INHERITED:
      return Script::kCommon;
    case USCRIPT_LATIN:
      return Script::kLatin;
    case USCRIPT_HAN:
      return Script::kHan;
    case USCRIPT_HANGUL:
      return Script::kHangul;
    case USCRIPT_HIRAGANA:
    case USCRIPT_KATAKANA:
    case USCRIPT_KATAKANA_OR_HIRAGANA:
      return Script::kKana;
    default:
      return Script::kOther;
  }
}

}  // namespace unicode_internal

std::vector<ScriptRun> ScriptRuns(std::string_view text) {
  std::vector<ScriptRun> runs;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t start = pos;
    Script s = ScriptOf(NextCodePoint(text, &pos));
    if (runs.empty()) {
      runs.push_back({start, pos, s});
    } else if (s == Script::kCommon || s == runs.back().script) {
      runs.back().end = pos;
    } else if (runs.back().script == Script::kCommon) {
      // A leading Common run takes the script of what follows it.
      runs.back().script = s;
      runs.back().end = pos;
    } else {
      runs.push_back({start, pos, s});
    }
  }
  return runs;
}

int DisplayWidth(std::string_view text, int limit) {
  int width = 0;
  size_t pos = 0;
  while (pos < text.size() && width <= limit) {
    UChar32 c = static_cast<UChar32>(NextCodePoint(text, &pos));
    if (c >= 0x20 && c < 0x7F) {  // printable ASCII
      ++width;
      continue;
    }
    // East Asian Wide or Fullwidth, and no mark: ideographs, Hangul syllables, CJK punctuation
    // (U+3000–3029, U+3030–303E; U+302A–302F are combining marks) and full-width ASCII.
    if (unicode_internal::IsHanBlock(c) || unicode_internal::IsHangulSyllable(c) ||
        (c >= 0x3000 && c <= 0x3029) || (c >= 0x3030 && c <= 0x303E) ||
        (c >= 0xFF01 && c <= 0xFF60)) {
      width += 2;
      continue;
    }
    if (c >= 0x2010 && c <= 0x2027) {  // dashes, quotes, ellipsis: narrow or ambiguous
      ++width;
      continue;
    }
    width += unicode_internal::CodePointWidthWithIcu(static_cast<char32_t>(c));
  }
  return width;
}

int unicode_internal::CodePointWidthWithIcu(char32_t code_point) {
  const auto c = static_cast<UChar32>(code_point);
  if (u_getCombiningClass(c) != 0 || u_charType(c) == U_NON_SPACING_MARK ||
      u_charType(c) == U_ENCLOSING_MARK || c == 0x200B || c == 0x200D)
    return 0;
  const int ea = u_getIntPropertyValue(c, UCHAR_EAST_ASIAN_WIDTH);
  return (ea == U_EA_WIDE || ea == U_EA_FULLWIDTH) ? 2 : 1;
}

namespace {

// Calls fn(segment) for each segment of `text` between the breaks of `it` (root locale rules),
// in order, until fn returns false.
template <typename Fn>
void ForEachSegment(std::unique_ptr<icu::BreakIterator> it, std::string_view text, Fn fn) {
  Utf8Text ut(text);
  IcuStatus status;
  it->setText(ut.get(), status);
  status.assertSuccess();
  for (int32_t prev = it->first(), next = it->next(); next != icu::BreakIterator::DONE;
       prev = next, next = it->next()) {
    if (!fn(text.substr(static_cast<size_t>(prev), static_cast<size_t>(next - prev)))) return;
  }
}

}  // namespace

std::string_view TruncateToWidth(std::string_view text, int columns) {
  if (DisplayWidth(text) <= columns) return text;
  IcuStatus status;
  std::unique_ptr<icu::BreakIterator> it(
      icu::BreakIterator::createCharacterInstance(icu::Locale::getRoot(), status));
  status.assertSuccess();
  size_t fits = 0;
  int width = 0;
  ForEachSegment(std::move(it), text, [&](std::string_view grapheme) {
    width += DisplayWidth(grapheme);
    if (width > columns) return false;
    fits += grapheme.size();
    return true;
  });
  return text.substr(0, fits);
}

size_t SentenceCount(std::string_view text) {
  IcuStatus status;
  std::unique_ptr<icu::BreakIterator> it(
      icu::BreakIterator::createSentenceInstance(icu::Locale::getRoot(), status));
  status.assertSuccess();
  size_t count = 0;
  ForEachSegment(std::move(it), text, [&count](std::string_view sentence) {
    count += VisibleLength(sentence) > 0;
    return true;
  });
  return count;
}

bool IsValidUtf8(std::string_view text) {
  const auto* data = reinterpret_cast<const uint8_t*>(text.data());
  const auto size = static_cast<int32_t>(text.size());
  int32_t scalar_until = 0;
  for (int32_t i = 0; i < size;) {
    // 32 bytes at a time while they are ASCII and three-byte sequences (lead bytes E1–EF, ED
    // only before 80–9F): as bit masks, every lead byte has continuation bytes at the next two
    // positions, and every continuation byte belongs to such a lead. A sequence that the 32
    // bytes cut is left for the next round; 32 bytes with anything else go one code point at
    // a time.
    if (i >= scalar_until && i + 32 <= size) {
      const Utf8Masks m0 = ClassifyUtf8(data + i), m1 = ClassifyUtf8(data + i + 16);
      const uint32_t ascii = m0.ascii | m1.ascii << 16, lead = m0.lead3 | m1.lead3 << 16,
                     ed = m0.ed | m1.ed << 16, cont = m0.continuation | m1.continuation << 16,
                     low_cont = m0.low_continuation | m1.low_continuation << 16;
      const uint32_t cut = lead & 0xC0000000u;  // leads whose sequence runs past the 32 bytes
      const uint32_t whole = lead & ~cut;
      if ((ascii | lead | cont) == 0xFFFFFFFFu &&
          (cont & ~(cut << 1)) == ((whole << 1) | (whole << 2)) &&
          ((ed & ~cut) << 1 & ~low_cont) == 0) {
        i += cut ? __builtin_ctz(cut) : 32;
        continue;
      }
      scalar_until = i + 32;
    }
    const uint8_t b = data[i];
    if (b < 0x80) {
      ++i;
      continue;
    }
    // Most of a Chinese or Korean text: three-byte sequences whose lead byte rules out
    // overlong forms and surrogates (E1–EC, EE–EF), checked here; the rest by ICU.
    if (b >= 0xE1 && b != 0xED && b <= 0xEF && i + 2 < size && (data[i + 1] & 0xC0) == 0x80 &&
        (data[i + 2] & 0xC0) == 0x80) {
      i += 3;
      continue;
    }
    UChar32 c;
    U8_NEXT(data, i, size, c);
    if (c < 0) return false;
  }
  return true;
}

namespace {

// Whether the code point at text[i], whose lead byte is C2, E1, E2 or E3, is white space: only
// these sequences can be, besides ASCII: C2 (U+0085, U+00A0), E1 (U+1680), E2 (U+2000–U+205F)
// and E3 80 80 (U+3000).
bool IsMultiByteSpaceAt(std::string_view text, size_t i) {
  if (text[i] == '\xE3' && text.compare(i, 3, "\xE3\x80\x80") != 0) return false;
  return IsSpace(NextCodePoint(text, &i));
}

bool MayStartMultiByteSpace(unsigned char b) { return b == 0xC2 || (b >= 0xE1 && b <= 0xE3); }

}  // namespace

size_t CodePointCount(std::string_view text) {
  // The bytes that are not continuation bytes, 16 at a time.
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  size_t n = 0, i = 0;
  for (; i + 16 <= text.size(); i += 16) n += CountCodePointStarts(p + i);
  for (; i < text.size(); ++i) n += (p[i] & 0xC0) != 0x80;
  return n;
}

size_t AsciiAlnumCount(std::string_view text) {
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const size_t size = text.size();
  size_t n = 0, i = 0;
  for (; i + kScanStepReadBytes <= size; i += 16) {
    const ByteMasks m = ClassifyBytes(p + i);
    n += BitCount(m.digit | m.upper | m.lower);
  }
  for (; i < size; ++i) n += IsAsciiAlnum(p[i]);
  return n;
}

bool EndsWithColon(std::string_view text) {
  size_t end = text.size();
  while (end > 0) {
    const char32_t c = PrevCodePoint(text, end);
    if (!IsSpace(c)) return c == ':' || c == 0xFF1A;
    do --end;  // back over the code point's bytes, however well formed
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80);
  }
  return false;
}

size_t VisibleLength(std::string_view text) {
  // Code points are the bytes that are not continuation bytes; white space is ASCII or starts
  // with one of four lead bytes. Counted 16 bytes at a time.
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  const size_t size = text.size();
  size_t n = 0, i = 0;
  for (; i + 16 <= size; i += 16) {
    n += CountNonSpaceStarts(p + i);
    for (uint32_t leads = SpaceLeadMask(p + i); leads; leads &= leads - 1)
      n -= IsMultiByteSpaceAt(text, i + static_cast<size_t>(__builtin_ctz(leads)));
  }
  for (; i < size; ++i) {
    const unsigned char b = p[i];
    if ((b & 0xC0) == 0x80 || b == ' ' || (b >= '\t' && b <= '\r')) continue;
    n += !(MayStartMultiByteSpace(b) && IsMultiByteSpaceAt(text, i));
  }
  return n;
}

size_t LetterCount(std::string_view text) {
  size_t n = 0;
  for (size_t pos = 0; pos < text.size();) n += IsLetter(NextCodePoint(text, &pos));
  return n;
}

}  // namespace concord
