// The SSE2 byte-scan primitives against their scalar twins (byte_scan.h): the same masks, counts
// and lowered bytes at every offset of generated buffers made of ASCII, Han, Hangul, CJK and
// general punctuation, the characters ClassifyBytes singles out, invalid bytes and zero bytes,
// up to the last offset each primitive may read from.
//
// In a build without SSE2 (-DCONCORD_SCALAR_ONLY=ON, or a processor without it) there is no SSE2
// form: the test then compares the scalar twins with themselves, which is trivially true, and
// says so in its log; the rest of the suite exercises the scalar forms in that build.
#include "text/byte_scan.h"

#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <string>
#include <vector>

using namespace concord;

namespace {

#if CONCORD_BYTE_SCAN_SSE2
namespace fast = sse2;
#else
namespace fast = scalar;
#endif

// Pieces of text: ASCII of every class, the UTF-8 of the code points whose lead and following
// bytes ClassifyBytes tells apart (the edges of Han U+4E00–9FFF, Hangul U+AC00–D7A3, general and
// CJK punctuation, the CJK punctuation ICU puts in Han or Hangul), white space that starts with
// C2 or E1–E3, and bytes that are no valid UTF-8 (stray continuation bytes, lone leads, ED A0 of
// a surrogate, C0, F5–FF) or zero (a claim flag).
const char* const kPieces[] = {"a",        "Z",
                               "q",        "7",
                               "0",        " ",
                               "  ",       "\t",
                               "\r",       ":",
                               "~",        "`",
                               "@",        "[",
                               "{",        "At",
                               "aT",       "\x7F",
                               "\x1F",     "感",
                               "一",       "鿿",
                               "丸",       "些",
                               "각",       "가",
                               "힣",       "ퟻ",
                               "\u2019",   "\u201C",
                               "\u201D",   "\u2000",
                               "\u203F",   "\u3000",
                               "、",       "《",
                               "》",       "「",
                               "』",       "々",
                               "〇",       "〡",
                               "〩",       "\u302E",
                               "\u302F",   "〸",
                               "〻",       "\u303F",
                               "é",        "\u00A0",
                               "\u0085",   "\u1680",
                               "ｱ",        "Ａ",
                               "１",       "\x80",
                               "\xBF",     "\x9D",
                               "\x9E",     "\xE4",
                               "\xEA",     "\xED\xA0\x80",
                               "\xC0",     "\xF5",
                               "\xFF",     "\xE2\x80",
                               "\xE3\x80", ""};  // "": a zero byte (Buffers)

// Generated buffers: a fixed linear congruential sequence of pieces, the same every run.
std::vector<std::string> Buffers() {
  uint32_t state = 20261201;
  auto next = [&state](uint32_t n) {
    state = state * 1103515245u + 12345u;
    return (state >> 8) % n;
  };
  const uint32_t pieces = sizeof kPieces / sizeof kPieces[0];
  std::vector<std::string> out;
  for (int b = 0; b < 400; ++b) {
    std::string s;
    const uint32_t length = 1 + next(60);
    for (uint32_t i = 0; i < length; ++i) {
      const uint32_t k = next(pieces);
      if (k == pieces - 1)
        s += '\0';
      else
        s += kPieces[k];
    }
    out.push_back(std::move(s));
  }
  return out;
}

// Calls f(p, offset) for every offset of every buffer where `reads` bytes are readable.
template <typename F>
void AtEveryOffset(size_t reads, F f) {
  for (const std::string& s : Buffers()) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    for (size_t i = 0; i + reads <= s.size(); ++i) f(p + i, s, i);
  }
}

std::string Dump(const ByteMasks& m) {
  return std::to_string(m.digit) + " " + std::to_string(m.upper) + " " + std::to_string(m.lower) +
         " " + std::to_string(m.other_lead) + " " + std::to_string(m.han) + " " +
         std::to_string(m.hangul);
}

}  // namespace

BOOST_AUTO_TEST_CASE(reports_which_form_it_compares) {
  BOOST_TEST_MESSAGE("byte scans: " << ByteScanName()
                                    << (CONCORD_BYTE_SCAN_SSE2
                                            ? " against scalar"
                                            : " only; scalar against scalar is trivially equal"));
  BOOST_TEST(ByteScanName() == (CONCORD_BYTE_SCAN_SSE2 ? "sse2" : "scalar"));
}

BOOST_AUTO_TEST_CASE(classify_bytes_as_its_twin) {
  AtEveryOffset(18, [](const unsigned char* p, const std::string& s, size_t i) {
    BOOST_TEST_CONTEXT("offset " << i << " of a buffer of " << s.size()) {
      BOOST_TEST(Dump(fast::ClassifyBytes(p)) == Dump(scalar::ClassifyBytes(p)));
      BOOST_TEST(Dump(fast::ClassifyBytes<true>(p)) == Dump(scalar::ClassifyBytes<true>(p)));
    }
  });
}

BOOST_AUTO_TEST_CASE(classify_utf8_and_ascii_as_their_twins) {
  AtEveryOffset(16, [](const unsigned char* p, const std::string&, size_t) {
    const Utf8Masks a = fast::ClassifyUtf8(p), b = scalar::ClassifyUtf8(p);
    BOOST_TEST(a.ascii == b.ascii);
    BOOST_TEST(a.lead3 == b.lead3);
    BOOST_TEST(a.ed == b.ed);
    BOOST_TEST(a.continuation == b.continuation);
    BOOST_TEST(a.low_continuation == b.low_continuation);
    const AsciiMasks c = fast::ClassifyAscii(p), d = scalar::ClassifyAscii(p);
    BOOST_TEST(c.ascii == d.ascii);
    BOOST_TEST(c.upper == d.upper);
    BOOST_TEST(c.lower == d.lower);
    BOOST_TEST(c.digit == d.digit);
  });
}

BOOST_AUTO_TEST_CASE(byte_masks_as_their_twins) {
  AtEveryOffset(18, [](const unsigned char* p, const std::string&, size_t) {
    for (unsigned char b : {0x00, 0x3A, 0x80, 0xE3, 0xFF})
      BOOST_TEST(fast::ByteEqualMask(p, b) == scalar::ByteEqualMask(p, b));
    BOOST_TEST(fast::ZeroByteMask(p) == scalar::ZeroByteMask(p));
    BOOST_TEST(fast::CaselessPairMask(p, 'a', 't') == scalar::CaselessPairMask(p, 'a', 't'));
    BOOST_TEST(fast::ThreeByteMask(p, 0xE3, 0x80, 0x8A, 0x8F) ==
               scalar::ThreeByteMask(p, 0xE3, 0x80, 0x8A, 0x8F));
    BOOST_TEST(fast::ThreeByteMask(p, 0xE2, 0x80, 0x9C, 0x9D) ==
               scalar::ThreeByteMask(p, 0xE2, 0x80, 0x9C, 0x9D));
    BOOST_TEST(fast::ThreeByteMask(p, 0xE2, 0x80, 0x80, 0xBF) ==
               scalar::ThreeByteMask(p, 0xE2, 0x80, 0x80, 0xBF));
  });
}

BOOST_AUTO_TEST_CASE(counts_as_their_twins) {
  AtEveryOffset(16, [](const unsigned char* p, const std::string&, size_t) {
    BOOST_TEST(fast::CountCodePointStarts(p) == scalar::CountCodePointStarts(p));
    BOOST_TEST(fast::CountNonSpaceStarts(p) == scalar::CountNonSpaceStarts(p));
    BOOST_TEST(fast::SpaceLeadMask(p) == scalar::SpaceLeadMask(p));
  });
}

BOOST_AUTO_TEST_CASE(lower_plain_ascii_as_its_twin) {
  // Plain ASCII texts too, which the generated buffers rarely are for 16 bytes.
  std::vector<std::string> texts = Buffers();
  texts.push_back("Noam Shazeer and Rafi Witten, 8192 TPU v5e chips: A Worklog ~ [1] {x}");
  texts.push_back("two  spaces in A row, and one at the End of the sixteen  ");
  for (const std::string& s : texts) {
    for (size_t i = 0; i + 16 <= s.size(); ++i) {
      for (bool before : {false, true}) {
        char a[16] = {}, b[16] = {};
        bool space_a = before, space_b = before;
        const bool plain_a = fast::LowerPlainAscii(s.data() + i, a, &space_a);
        const bool plain_b = scalar::LowerPlainAscii(s.data() + i, b, &space_b);
        BOOST_TEST_CONTEXT("offset " << i << " of \"" << s << "\"") {
          BOOST_TEST(plain_a == plain_b);
          BOOST_TEST(space_a == space_b);
          BOOST_TEST(std::string(a, 16) == std::string(b, 16));
        }
      }
    }
  }
}

BOOST_AUTO_TEST_CASE(bit_count_counts_the_bits_of_16_bit_masks) {
  for (uint32_t x = 0; x <= 0xFFFF; ++x)
    BOOST_TEST_REQUIRE(BitCount(x) == size_t(__builtin_popcount(x)));
}
