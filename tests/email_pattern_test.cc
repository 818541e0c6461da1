// MatchEmailAt against the ICU regex it stands for: the same matches, with the same groups, at
// every start of many generated texts.
#include "extract/email_pattern.h"

#include <unicode/regex.h>

#include <boost/test/unit_test.hpp>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "text/icu_util.h"
#include "text/unicode.h"

using namespace concord;

namespace {

// The pattern of email_pattern.h, as the regex it was until the matcher replaced it.
constexpr std::string_view kEmailRegex =
    R"((?<![A-Za-z0-9._%+-])([A-Za-z0-9][A-Za-z0-9._%+-]*))"
    R"((?:\s*(?:@|＠|[\[({]\s*at\s*[\])}])\s*)"
    R"(([A-Za-z0-9][A-Za-z0-9-]*(?:(?:\.|\s*[\[({]\s*dot\s*[\])}]\s*|\s+dot\s+)[A-Za-z0-9][A-Za-z0-9-]*)+))"
    R"(|\s+at\s+)"
    R"(([A-Za-z0-9][A-Za-z0-9-]*(?:(?:\s*[\[({]\s*dot\s*[\])}]\s*|\s+dot\s+)[A-Za-z0-9][A-Za-z0-9-]*)+)))";

// "begin-end local:b-e domain:b-e", or "-" for no match.
std::string Describe(const std::optional<EmailMatch>& m) {
  if (!m) return "-";
  return std::to_string(m->begin) + "-" + std::to_string(m->end) +
         " local:" + std::to_string(m->local_begin) + "-" + std::to_string(m->local_end) +
         " domain:" + std::to_string(m->domain_begin) + "-" + std::to_string(m->domain_end);
}

class IcuEmail {
 public:
  IcuEmail() : pattern_(CompileBuiltinRegex(kEmailRegex, UREGEX_CASE_INSENSITIVE)) {}

  // The regex's match at exactly `begin` within [begin, limit), looking behind `begin`.
  std::optional<EmailMatch> At(std::string_view text, size_t begin, size_t limit) const {
    IcuStatus status;
    Utf8Text ut(text);
    std::unique_ptr<icu::RegexMatcher> m(pattern_->matcher(status));
    status.assertSuccess();
    m->reset(ut.get());
    m->useTransparentBounds(true);
    m->region(static_cast<int64_t>(begin), static_cast<int64_t>(limit), status);
    status.assertSuccess();
    if (!m->lookingAt(status)) return std::nullopt;
    auto at = [&](int64_t v) { return static_cast<size_t>(v); };
    const int domain = m->start64(2, status) >= 0 ? 2 : 3;
    return EmailMatch{at(m->start64(status)),         at(m->end64(status)),
                      at(m->start64(1, status)),      at(m->end64(1, status)),
                      at(m->start64(domain, status)), at(m->end64(domain, status))};
  }

 private:
  std::unique_ptr<icu::RegexPattern> pattern_;
};

// Pieces of text: what the pattern is made of, in both cases, with the white space that
// ICU's \s takes and leaves, the two non-ASCII letters that case-insensitive [A-Za-z] takes
// (ſ and the Kelvin sign), and neighbours that it does not.
const char* const kPieces[] = {
    "a",     "Z",      "q",   "k",   "s",    "7",           "0",      ".",      "_",      "%",
    "+",     "-",      "@",   "＠",  "[",    "]",           "(",      ")",      "{",      "}",
    "at",    "AT",     "aT",  "dot", "DOT",  "Dot",         "do",     "a t",    " ",      "  ",
    "\t",    "\n",     "\v",  "\f",  "\r",   "\u00A0",      "\u3000", "\u0085", "\u2028", "\u200B",
    "ſ",     "\u212A", "é",   "。",  "感",   "각",          "x@y.co", " at ",   " dot ",  "[at]",
    "(dot)", "{at}",   "com", "org", "name", "\xEF\xBC\x8E"};

BOOST_AUTO_TEST_CASE(matches_as_the_regex_does_on_generated_text) {
  const IcuEmail icu;
  uint32_t state = 20261130;  // a fixed linear congruential sequence: the same texts every run
  auto next = [&state](uint32_t n) {
    state = state * 1103515245u + 12345u;
    return (state >> 16) % n;
  };
  int with_address = 0;
  for (int i = 0; i < 3000; ++i) {
    bool matched = false;
    std::string text;
    for (uint32_t k = 0, n = 2 + next(14); k < n; ++k) text += kPieces[next(std::size(kPieces))];
    for (size_t begin = 0; begin < text.size(); ++begin) {
      if ((static_cast<unsigned char>(text[begin]) & 0xC0) == 0x80) continue;  // not a start
      // The whole text, and a limit inside it (a candidate ends 512 bytes after its "@").
      size_t limit = text.size();
      for (int round = 0; round < 2; ++round) {
        const std::optional<EmailMatch> want = icu.At(text, begin, limit);
        const std::optional<EmailMatch> got = MatchEmailAt(text, begin, limit);
        BOOST_TEST_CONTEXT("\"" << text << "\" at " << begin << " up to " << limit) {
          BOOST_TEST(Describe(got) == Describe(want));
        }
        matched |= want.has_value();
        limit = begin + (limit - begin) / 2;
        while (limit < text.size() && (static_cast<unsigned char>(text[limit]) & 0xC0) == 0x80)
          ++limit;
      }
    }
    with_address += matched;
  }
  // Not a vacuous comparison: many of the texts hold an address.
  BOOST_TEST(with_address > 300);
}

BOOST_AUTO_TEST_CASE(examples) {
  struct Case {
    std::string_view text;
    size_t begin;
    std::string_view want;
  };
  const Case cases[] = {
      {"jacob@example.com.", 0, "0-17 local:0-5 domain:6-17"},
      {"Jacob [at] Gmail [dot] Com", 0, "0-26 local:0-5 domain:11-26"},
      {"name at host dot com", 0, "0-20 local:0-4 domain:8-20"},
      {"meet at noon. Then", 0, "-"},  // a spelled-out at needs spelled-out dots
      {"a.b@c", 0, "-"},               // one label is no domain
      {"xa@b.co", 1, "-"},             // the look-behind: inside a local part
      // Case-insensitive [A-Za-z] takes ſ and the Kelvin sign (their case folds are s and k).
      {"ſam@example.com", 0, "0-16 local:0-4 domain:5-16"},
      {"a@\u212Aelvin.org", 0, "0-14 local:0-1 domain:2-14"},
  };
  const IcuEmail icu;
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.text) {
      BOOST_TEST(Describe(MatchEmailAt(c.text, c.begin, c.text.size())) == c.want);
      BOOST_TEST(Describe(icu.At(c.text, c.begin, c.text.size())) == c.want);
    }
  }
}

}  // namespace
