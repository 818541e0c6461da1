// translated_urls.h — two links that are one address but for a text in it that one edition
// translated (for entity parity's url findings).
//
//   DifferInTranslatedText("https://img.shields.io/badge/-take%20the%20challenge-3178c6",
//                          "https://img.shields.io/badge/-接受挑战-3178c6");       // true
//   DifferInTranslatedText("https://example.org/a/intro", "https://example.org/b/intro");
//                                                                                 // false
//
// Some addresses carry words of the page they sit on: a badge's label (shields.io draws the
// text of its path), a search's terms, a chart's title. A translation translates those words
// as it translates the text around them, and the address changes with them, so the two
// editions' links differ by that text and nothing else. Nothing here knows a site: the test
// is on the two addresses alone, decoded, and on the scripts of the text they differ by.
#ifndef CONCORD_RULES_TRANSLATED_URLS_H_
#define CONCORD_RULES_TRANSLATED_URLS_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// `key` with each percent-encoded byte (`%e6`) decoded; an escape that is not two hex digits,
// or one that decodes to a byte sequence that is not UTF-8, stays as written.
std::string PercentDecoded(std::string_view key);

// Whether two url keys (UrlKey) of an absolute address (`scheme://host/…`) are one address
// whose text one edition translated. Decoded, they share the scheme, the host and everything
// up to one span, and everything after it; the span is text on both sides (letters, digits,
// spaces and the punctuation titles write, none of the ASCII marks that structure an
// address: `/`, `?`, `#`, `&`, `=`, `-`, `.`), and on one side it holds letters, all of them
// Han, Hangul or kana, the scripts a translation into Chinese, Japanese or Korean writes; the
// other side's may be empty (`-实现 omit-` against `-omit-`: the translation added words). So
// `/badge/-english-gray` against `/badge/-简体中文-gray` is one badge, while two addresses
// that differ by Latin words on each side (`/docs/intro` against `/docs/start`), by digits
// (`/3/play`, `/4/play`) or by a path segment stay two.
bool DifferInTranslatedText(std::string_view key_a, std::string_view key_b);

// Which of the url keys that one side of a bead lacks (`keys_a` lacking on side b, `keys_b`
// the other way) are one address whose text was translated (DifferInTranslatedText), paired
// one to one in order. `paired_a` and `paired_b` come in marking keys already paired (by
// another test), which are skipped, and go out with these pairs marked too.
void PairTranslatedTextUrls(std::span<const std::string_view> keys_a,
                            std::span<const std::string_view> keys_b, std::vector<bool>* paired_a,
                            std::vector<bool>* paired_b);

}  // namespace concord

#endif  // CONCORD_RULES_TRANSLATED_URLS_H_
