// email_pattern.h — the built-in email address pattern, matched by hand.
//
//   if (auto m = MatchEmailAt(text, begin, end)) ...  // text[m->local_begin, m->local_end) …
//
// The pattern, as an ICU regex with UREGEX_CASE_INSENSITIVE (tests/email_pattern_test.cc holds
// it and checks this matcher against ICU on generated text):
//
//   (?<![A-Za-z0-9._%+-])([A-Za-z0-9][A-Za-z0-9._%+-]*)
//   (?:\s*(?:@|＠|[\[({]\s*at\s*[\])}])\s*(L(?:(?:\.|\s*[\[({]\s*dot\s*[\])}]\s*|\s+dot\s+)L)+)
//     |\s+at\s+(L(?:(?:\s*[\[({]\s*dot\s*[\])}]\s*|\s+dot\s+)L)+))
//   with L = [A-Za-z0-9][A-Za-z0-9-]*
//
// i.e. a local part, then @ / ＠ / [at] / (at) / {at} / " at ", then labels joined by "." (not
// after a spelled-out " at ") / [dot] / (dot) / " dot ". Compiling any ICU regex first builds
// ICU's regex tables, which costs more than a pre-commit run on a chapter takes otherwise; the
// pattern needs none of what a regex engine offers beyond this.
#ifndef CONCORD_EMAIL_PATTERN_H_
#define CONCORD_EMAIL_PATTERN_H_

#include <cstddef>
#include <optional>
#include <string_view>

namespace concord {

// Byte offsets into the text: the whole match, the local part, and the domain (its labels with
// the separators between them, as written).
struct EmailMatch {
  size_t begin, end;
  size_t local_begin, local_end;
  size_t domain_begin, domain_end;
};

// The pattern matched at exactly `begin`, within text[begin, limit); the look-behind reads the
// text before `begin`. REQUIRES: valid UTF-8, begin <= limit <= text.size(), and begin and
// limit on code point boundaries.
std::optional<EmailMatch> MatchEmailAt(std::string_view text, size_t begin, size_t limit);

}  // namespace concord

#endif  // CONCORD_EMAIL_PATTERN_H_
