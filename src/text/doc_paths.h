// doc_paths.h — paths of documents as links name them: a relative link resolved against its
// document, and the links that make a language menu.
//
//   NormalizedPath("docs/a/../b/./c.md");                    // "docs/b/c.md"
//   IsLanguageMenu({"README.md", "README.zh-CN.md"}, "lib/README.ko-KR.md");   // true
#ifndef CONCORD_TEXT_DOC_PATHS_H_
#define CONCORD_TEXT_DOC_PATHS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// `path` with "." and empty segments dropped and each ".." taking out the segment before it;
// nullopt where a ".." has none to take out.
std::optional<std::string> NormalizedPath(std::string_view path);

// Whether `links` (a unit's link targets as written) are a language menu of the document at
// `doc_path`: two or more links, each a relative link to this document in some language. A
// link names this document when, resolved against the document's directory, it is the
// document's path once every language tag is taken out of both (a directory named by a tag,
// `ko/guide.md`, or a dot-separated part of a file name, `README.zh-CN.md`; tags as
// IsKnownLanguageTag knows them). A menu is navigation, not text a translator translates: an
// edition without one has no unit it could pair with.
bool IsLanguageMenu(const std::vector<std::string>& links, std::string_view doc_path);

}  // namespace concord

#endif  // CONCORD_TEXT_DOC_PATHS_H_
