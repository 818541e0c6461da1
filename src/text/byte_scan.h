// byte_scan.h — the byte-scan primitives: what the scans of concord ask of 16 bytes at a time,
// as bit masks (bit k is about byte k), each in an SSE2 form and a scalar twin.
//
//   const ByteMasks m = ClassifyBytes(p + pos);     // REQUIRES: p[pos .. pos + 17] readable
//   const uint32_t starts = m.digit | m.upper | m.other_lead;
//   pos += starts ? __builtin_ctz(starts) : 16;      // the next byte a word or number starts at
//
// Contract shared by every primitive: it reads exactly the bytes its comment names (16 unless
// said otherwise; callers check the buffer end), returns masks of 16 bits (the upper 16 bits
// are zero), and gives the same answer in both forms: sse2::F and scalar::F are twins, proved
// against each other at every offset of generated buffers by tests/byte_scan_test.cc.
//
// The unqualified names (ClassifyBytes, ...) are the SSE2 forms where the compiler targets SSE2
// (every x86-64 build), and the scalar twins otherwise: on other processors, or in a build
// configured with -DCONCORD_SCALAR_ONLY=ON, which the test script runs the whole suite in. The
// callers are the same code in both builds; only the implementation behind these names changes.
//
// These run inside per-byte loops, so they are all inline here. No other file of concord uses an
// SSE2 intrinsic.
#ifndef CONCORD_BYTE_SCAN_H_
#define CONCORD_BYTE_SCAN_H_

#include <cstddef>
#include <cstdint>
#include <string_view>

#if defined(__SSE2__) && !defined(CONCORD_SCALAR_ONLY)
#define CONCORD_BYTE_SCAN_SSE2 1
#include <emmintrin.h>
#else
#define CONCORD_BYTE_SCAN_SSE2 0
#endif

namespace concord {

// "sse2" or "scalar": which form the unqualified names below resolve to in this build.
std::string_view ByteScanName();

// The most bytes one step of a scan reads from its position: the 16 it classifies and the two
// after them that ClassifyBytes and ThreeByteMask look at to tell a three-byte character's
// script. A scan takes the 16-byte step while pos + kScanStepReadBytes <= size.
inline constexpr size_t kScanStepReadBytes = 18;

// The set bits of a 16-bit mask, without the library call that __builtin_popcount becomes when
// the build does not target processors with a popcount instruction (no -mpopcnt).
inline size_t BitCount(uint32_t x) {
  x = x - ((x >> 1) & 0x5555);
  x = (x & 0x3333) + ((x >> 2) & 0x3333);
  x = (x + (x >> 4)) & 0x0F0F;
  return (x + (x >> 8)) & 0x1F;
}

// Of the 16 bytes at p (p[16] and p[17] are read too), as bit masks: the ASCII digits, capitals
// and small letters, and the lead bytes of code points other than those told by their first
// bytes to be Han U+4E00–9FFF (E4 B8–BF, E5–E9), Hangul U+AC00–D77F (EA B0–BF, EB, EC,
// ED 80–9D), general punctuation U+2000–203F (E2 80, all Common) or CJK punctuation
// U+3000–303F (E3 80): what a scan for Latin words or numbers must decode. Other bytes are
// ASCII or inside those code points. kFollowScripts, for a scan that follows the script of the
// text: the 17 characters of U+3000–303F that ICU puts in Han (々 〇 〡–〩 〸–〻) or Hangul
// (U+302E–302F) are in other_lead, and han and hangul are filled.
struct ByteMasks {
  uint32_t digit, upper, lower, other_lead;
  uint32_t han = 0, hangul = 0;  // lead bytes of the Han and Hangul code points above
};

// Of the 16 bytes at p, as bit masks, what a UTF-8 validator checks: ASCII (00–7F), lead bytes
// of three-byte sequences that need no further check of their second byte (E1–EF), the lead byte
// ED (whose second byte must be 80–9F: no surrogates), continuation bytes (80–BF) and the low
// continuation bytes (80–9F).
struct Utf8Masks {
  uint32_t ascii, lead3, ed, continuation, low_continuation;
};

// Of the 16 bytes at p, as bit masks: ASCII (00–7F), capitals, small letters, digits.
struct AsciiMasks {
  uint32_t ascii, upper, lower, digit;
};

namespace scalar {

inline bool InRange(unsigned char b, unsigned char lo, unsigned char hi) {
  return b >= lo && b <= hi;
}

template <bool kFollowScripts = false>
inline ByteMasks ClassifyBytes(const unsigned char* p) {
  ByteMasks out{0, 0, 0, 0};
  for (unsigned k = 0; k < 16; ++k) {
    const unsigned char v = p[k], next = p[k + 1];
    const bool han = InRange(v, 0xE5, 0xE9) || (v == 0xE4 && InRange(next, 0xB8, 0xBF));
    const bool hangul = InRange(v, 0xEB, 0xEC) || (v == 0xEA && InRange(next, 0xB0, 0xBF)) ||
                        (v == 0xED && InRange(next, 0x80, 0x9D));
    bool e3 = v == 0xE3;
    if constexpr (kFollowScripts) {
      // The third bytes of U+3005, U+3007, U+3021–3029, U+302E–302F and U+3038–303B.
      const unsigned char third = p[k + 2];
      e3 = e3 && !(third == 0x85 || third == 0x87 || InRange(third, 0xA1, 0xA9) ||
                   InRange(third, 0xAE, 0xAF) || InRange(third, 0xB8, 0xBB));
    }
    const bool punctuation = next == 0x80 && (v == 0xE2 || e3);
    const bool plain = han || hangul || punctuation;
    const uint32_t bit = 1u << k;
    if (InRange(v, '0', '9')) out.digit |= bit;
    if (InRange(v, 'A', 'Z')) out.upper |= bit;
    if (InRange(v, 'a', 'z')) out.lower |= bit;
    if (v >= 0xC0 && !plain) out.other_lead |= bit;
    if constexpr (kFollowScripts) {
      if (han) out.han |= bit;
      if (hangul) out.hangul |= bit;
    }
  }
  return out;
}

inline Utf8Masks ClassifyUtf8(const unsigned char* p) {
  Utf8Masks out{0, 0, 0, 0, 0};
  for (unsigned k = 0; k < 16; ++k) {
    const unsigned char v = p[k];
    const uint32_t bit = 1u << k;
    if (v < 0x80) out.ascii |= bit;
    if (InRange(v, 0xE1, 0xEF)) out.lead3 |= bit;
    if (v == 0xED) out.ed |= bit;
    if (InRange(v, 0x80, 0xBF)) out.continuation |= bit;
    if (InRange(v, 0x80, 0x9F)) out.low_continuation |= bit;
  }
  return out;
}

inline AsciiMasks ClassifyAscii(const unsigned char* p) {
  AsciiMasks out{0, 0, 0, 0};
  for (unsigned k = 0; k < 16; ++k) {
    const unsigned char v = p[k];
    const uint32_t bit = 1u << k;
    if (v < 0x80) out.ascii |= bit;
    if (InRange(v, 'A', 'Z')) out.upper |= bit;
    if (InRange(v, 'a', 'z')) out.lower |= bit;
    if (InRange(v, '0', '9')) out.digit |= bit;
  }
  return out;
}

// The bytes equal to `b`.
inline uint32_t ByteEqualMask(const unsigned char* p, unsigned char b) {
  uint32_t out = 0;
  for (unsigned k = 0; k < 16; ++k) out |= uint32_t{p[k] == b} << k;
  return out;
}

// The zero bytes (of a Scan's claim flags: the bytes no entity claimed).
inline uint32_t ZeroByteMask(const unsigned char* p) { return ByteEqualMask(p, 0); }

// The k where p[k] is `first` and p[k + 1] is `second`, both compared with the 0x20 bit set
// (ASCII letters in any case; `first` and `second` are small letters). Reads p[16] too.
inline uint32_t CaselessPairMask(const unsigned char* p, char first, char second) {
  uint32_t out = 0;
  for (unsigned k = 0; k < 16; ++k)
    out |= uint32_t{(p[k] | 0x20) == static_cast<unsigned char>(first) &&
                    (p[k + 1] | 0x20) == static_cast<unsigned char>(second)}
           << k;
  return out;
}

// The k where p[k] is `lead`, p[k + 1] is `second` and p[k + 2] is in [third_lo, third_hi]: the
// starts of a range of three-byte characters. Reads p[16] and p[17] too. REQUIRES: second and
// third_lo..third_hi are 80–BF (continuation bytes).
inline uint32_t ThreeByteMask(const unsigned char* p, unsigned char lead, unsigned char second,
                              unsigned char third_lo, unsigned char third_hi) {
  uint32_t out = 0;
  for (unsigned k = 0; k < 16; ++k)
    out |= uint32_t{p[k] == lead && p[k + 1] == second && InRange(p[k + 2], third_lo, third_hi)}
           << k;
  return out;
}

// How many of the 16 bytes are not UTF-8 continuation bytes (80–BF): the code points that start
// there.
inline size_t CountCodePointStarts(const unsigned char* p) {
  size_t n = 0;
  for (unsigned k = 0; k < 16; ++k) n += (p[k] & 0xC0) != 0x80;
  return n;
}

// How many of the 16 bytes start a code point that is not ASCII white space (' ', \t–\r).
inline size_t CountNonSpaceStarts(const unsigned char* p) {
  size_t n = 0;
  for (unsigned k = 0; k < 16; ++k)
    n += !((p[k] & 0xC0) == 0x80 || p[k] == ' ' || InRange(p[k], '\t', '\r'));
  return n;
}

// The lead bytes that may start a multi-byte white space character: C2, E1, E2, E3.
inline uint32_t SpaceLeadMask(const unsigned char* p) {
  uint32_t out = 0;
  for (unsigned k = 0; k < 16; ++k) out |= uint32_t{p[k] == 0xC2 || InRange(p[k], 0xE1, 0xE3)} << k;
  return out;
}

// Whether the 16 bytes at `from` are plain ASCII text: printable (' ' to '~'), no two spaces in a
// row, and no space first when *space_before. If so, writes them lower-cased to `to`, sets
// *space_before to whether the last one is a space, and returns true; otherwise returns false
// and writes nothing.
inline bool LowerPlainAscii(const char* from, char* to, bool* space_before) {
  bool space = *space_before;
  char lowered[16];
  for (unsigned k = 0; k < 16; ++k) {
    const char c = from[k];
    if (c < ' ' || c > '~' || (c == ' ' && space)) return false;
    space = c == ' ';
    lowered[k] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
  }
  for (unsigned k = 0; k < 16; ++k) to[k] = lowered[k];
  *space_before = space;
  return true;
}

}  // namespace scalar

#if CONCORD_BYTE_SCAN_SSE2
namespace sse2 {

inline __m128i Load(const unsigned char* p) {
  return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
}
inline __m128i Splat(int b) { return _mm_set1_epi8(static_cast<char>(b)); }
inline uint32_t Mask(__m128i m) { return static_cast<uint32_t>(_mm_movemask_epi8(m)); }
inline __m128i Equal(__m128i x, int b) { return _mm_cmpeq_epi8(x, Splat(b)); }
// The bytes of x below b, as signed bytes (80–FF are -128…-1): SSE2 compares bytes as signed
// only.
inline __m128i Below(__m128i x, int b) { return _mm_cmplt_epi8(x, Splat(b)); }
// The bytes of x with lo <= byte <= hi, as signed bytes. hi < 127.
inline __m128i BytesIn(__m128i x, int lo, int hi) {
  const __m128i below = Below(x, hi + 1);
  if (lo == -128) return below;
  return _mm_and_si128(_mm_cmpgt_epi8(x, Splat(lo - 1)), below);
}
// How many of the 16 bytes a compare result marks, summed by _mm_sad_epu8 (baseline x86-64
// has no popcount instruction).
inline size_t CountMarked(__m128i marked) {
  const __m128i sums = _mm_sad_epu8(_mm_and_si128(marked, Splat(1)), _mm_setzero_si128());
  return static_cast<size_t>(_mm_cvtsi128_si32(sums) + _mm_extract_epi16(sums, 4));
}

template <bool kFollowScripts = false>
[[gnu::always_inline]] inline ByteMasks ClassifyBytes(const unsigned char* p) {
  const __m128i v = Load(p);
  const __m128i next = Load(p + 1);
  const __m128i han =
      _mm_or_si128(BytesIn(v, -27, -23),                                     // E5–E9
                   _mm_and_si128(Equal(v, 0xE4), BytesIn(next, -72, -65)));  // E4 B8–BF
  const __m128i hangul = _mm_or_si128(
      _mm_or_si128(BytesIn(v, -21, -20),
                   _mm_and_si128(Equal(v, 0xEA), BytesIn(next, -80, -65))),  // EB–EC, EA B0–BF
      _mm_and_si128(Equal(v, 0xED), Below(next, -98)));                      // ED 80–9D
  __m128i e3 = Equal(v, 0xE3);
  if constexpr (kFollowScripts) {
    // The third bytes of U+3005, U+3007, U+3021–3029, U+302E–302F and U+3038–303B.
    const __m128i third = Load(p + 2);
    const __m128i scripted =
        _mm_or_si128(_mm_or_si128(_mm_or_si128(Equal(third, 0x85), Equal(third, 0x87)),
                                  BytesIn(third, -95, -87)),
                     _mm_or_si128(BytesIn(third, -82, -81), BytesIn(third, -72, -69)));
    e3 = _mm_andnot_si128(scripted, e3);
  }
  const __m128i punctuation = _mm_and_si128(Equal(next, 0x80), _mm_or_si128(Equal(v, 0xE2), e3));
  const __m128i plain = _mm_or_si128(_mm_or_si128(han, hangul), punctuation);
  const __m128i lead = _mm_cmpgt_epi8(v, Splat(-65));  // C0–FF, and all of ASCII
  const __m128i other_lead = _mm_andnot_si128(plain, _mm_and_si128(lead, Below(v, 0)));
  ByteMasks out{Mask(BytesIn(v, '0', '9')), Mask(BytesIn(v, 'A', 'Z')), Mask(BytesIn(v, 'a', 'z')),
                Mask(other_lead)};
  if constexpr (kFollowScripts) {
    out.han = Mask(han);
    out.hangul = Mask(hangul);
  }
  return out;
}

inline Utf8Masks ClassifyUtf8(const unsigned char* p) {
  const __m128i v = Load(p);
  return Utf8Masks{~Mask(v) & 0xFFFF, Mask(BytesIn(v, -31, -17)), Mask(BytesIn(v, -19, -19)),
                   Mask(BytesIn(v, -128, -65)), Mask(BytesIn(v, -128, -97))};
}

inline AsciiMasks ClassifyAscii(const unsigned char* p) {
  const __m128i v = Load(p);
  return AsciiMasks{~Mask(v) & 0xFFFF, Mask(BytesIn(v, 'A', 'Z')), Mask(BytesIn(v, 'a', 'z')),
                    Mask(BytesIn(v, '0', '9'))};
}

inline uint32_t ByteEqualMask(const unsigned char* p, unsigned char b) {
  return Mask(Equal(Load(p), b));
}

inline uint32_t ZeroByteMask(const unsigned char* p) {
  return Mask(_mm_cmpeq_epi8(Load(p), _mm_setzero_si128()));
}

inline uint32_t CaselessPairMask(const unsigned char* p, char first, char second) {
  const __m128i a = _mm_or_si128(Load(p), Splat(0x20));
  const __m128i b = _mm_or_si128(Load(p + 1), Splat(0x20));
  return Mask(_mm_and_si128(Equal(a, first), Equal(b, second)));
}

inline uint32_t ThreeByteMask(const unsigned char* p, unsigned char lead, unsigned char second,
                              unsigned char third_lo, unsigned char third_hi) {
  // third_lo..third_hi are continuation bytes: as signed bytes, -128 + (byte - 0x80).
  const __m128i third =
      BytesIn(Load(p + 2), static_cast<signed char>(third_lo), static_cast<signed char>(third_hi));
  return Mask(
      _mm_and_si128(_mm_and_si128(Equal(Load(p), lead), Equal(Load(p + 1), second)), third));
}

inline size_t CountCodePointStarts(const unsigned char* p) {
  return 16 - CountMarked(BytesIn(Load(p), -128, -65));  // continuation bytes 80–BF
}

inline size_t CountNonSpaceStarts(const unsigned char* p) {
  const __m128i v = Load(p);
  const __m128i continuation = BytesIn(v, -128, -65);  // 80–BF
  const __m128i ascii_space = _mm_or_si128(Equal(v, ' '), BytesIn(v, '\t', '\r'));
  return 16 - CountMarked(_mm_or_si128(continuation, ascii_space));
}

inline uint32_t SpaceLeadMask(const unsigned char* p) {
  const __m128i v = Load(p);
  return Mask(_mm_or_si128(Equal(v, 0xC2), BytesIn(v, -31, -29)));  // C2, E1–E3
}

inline bool LowerPlainAscii(const char* from, char* to, bool* space_before) {
  const __m128i v = Load(reinterpret_cast<const unsigned char*>(from));
  // Signed compares: bytes of 0x80 and above are below ' '.
  const __m128i printable = _mm_and_si128(_mm_cmpgt_epi8(v, Splat(' ' - 1)), Below(v, '~' + 1));
  const uint32_t spaces = Mask(Equal(v, ' '));
  if (Mask(printable) != 0xFFFF || (spaces & (spaces >> 1)) != 0 ||
      (*space_before && (spaces & 1) != 0))
    return false;
  *space_before = (spaces >> 15) != 0;
  const __m128i upper = BytesIn(v, 'A', 'Z');
  _mm_storeu_si128(reinterpret_cast<__m128i*>(to),
                   _mm_add_epi8(v, _mm_and_si128(upper, Splat('a' - 'A'))));
  return true;
}

}  // namespace sse2
#endif

#if CONCORD_BYTE_SCAN_SSE2
namespace byte_scan = sse2;
#else
namespace byte_scan = scalar;
#endif
using byte_scan::ByteEqualMask;
using byte_scan::CaselessPairMask;
using byte_scan::ClassifyAscii;
using byte_scan::ClassifyBytes;
using byte_scan::ClassifyUtf8;
using byte_scan::CountCodePointStarts;
using byte_scan::CountNonSpaceStarts;
using byte_scan::LowerPlainAscii;
using byte_scan::SpaceLeadMask;
using byte_scan::ThreeByteMask;
using byte_scan::ZeroByteMask;

}  // namespace concord

#endif  // CONCORD_BYTE_SCAN_H_
