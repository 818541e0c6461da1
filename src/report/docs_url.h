// docs_url.h — where concord's documentation is published: the one address reports link to
// (SARIF's informationUri and each rule's helpUri, the GitHub step summary).
//
//   std::string help = RuleDocsUrl("names");   // kDocsUrl + "rules.md#names"
//
// Every rule id that ships in rules/, and missing-document, has an anchor of its own name in
// docs/rules.md ("Default rules"); a rule from a user's own directory links to the same page,
// which says how rule files work. A rule's id is its file's name, which may hold spaces or '|':
// it is percent-encoded, so the address stays one URI and one Markdown link.
#ifndef CONCORD_DOCS_URL_H_
#define CONCORD_DOCS_URL_H_

#include <string>
#include <string_view>

namespace concord {

// The docs/ directory, where the build says it is published (CMake's CONCORD_DOCS_URL: by
// default the copy an install puts under <prefix>/share/doc/concord); ends in '/'.
inline constexpr std::string_view kDocsUrl = CONCORD_DOCS_URL;

// RFC 3986: every byte but the unreserved characters and '/' percent-encoded.
inline std::string UriEncode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    const bool unreserved = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                            (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' ||
                            c == '~' || c == '/';
    if (unreserved) {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

inline std::string RuleDocsUrl(std::string_view rule) {
  return std::string(kDocsUrl) + "rules.md#" + UriEncode(rule);
}

}  // namespace concord

#endif  // CONCORD_DOCS_URL_H_
