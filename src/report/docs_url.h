// docs_url.h — where concord's documentation is published: the one address reports link to
// (SARIF's informationUri and each rule's helpUri, the GitHub step summary).
//
//   std::string help = RuleDocsUrl("names");   // kDocsUrl + "rules.md#names"
//
// Every rule id that ships in rules/, and missing-document, has an anchor of its own name in
// docs/rules.md ("Default rules"); a rule from a user's own directory links to the same page,
// which says how rule files work.
#ifndef CONCORD_DOCS_URL_H_
#define CONCORD_DOCS_URL_H_

#include <string>
#include <string_view>

namespace concord {

// The docs/ directory of the repository, as the hosting site shows it; ends in '/'.
inline constexpr std::string_view kDocsUrl =
    "https://github.com/concord-l10n/concord/blob/main/docs/";

inline std::string RuleDocsUrl(std::string_view rule) {
  return std::string(kDocsUrl) + "rules.md#" + std::string(rule);
}

}  // namespace concord

#endif  // CONCORD_DOCS_URL_H_
