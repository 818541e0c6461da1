// doc_paths.h — paths of documents as links name them: a relative link resolved against its
// document, and the links that make a language menu.
//
//   NormalizedPath("docs/a/../b/./c.md");                    // "docs/b/c.md"
//   IsLanguageMenu({"README.md", "README.zh-CN.md"}, "lib/README.ko-KR.md");   // true
//   IsLanguageMenu({"README.ko-KR.md"}, "lib/README.md", "한국어");                // true
#ifndef CONCORD_TEXT_DOC_PATHS_H_
#define CONCORD_TEXT_DOC_PATHS_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// The key of a URL or link target as written: its NormalizeKey (text/unicode.h) without trailing
// slashes, which are written or not, nor an empty fragment or query at its end ("x.html#" is
// "x.html"; a bare "#" and the site root "/" stay), and with each character reference to '&'
// read as '&' (`?a=1&amp;b=2`, `&#38;`, `&#x26;`: text escaped for HTML; the address is the
// same).
std::string UrlKey(std::string_view url);

// `path` with "." and empty segments dropped and each ".." taking out the segment before it;
// nullopt where a ".." has none to take out.
std::optional<std::string> NormalizedPath(std::string_view path);

// `path` without its "." segments and each "x/..", keeping the ".." that climb above where it
// starts ("../a/../b.md" is "../b.md"): two documents' links resolve alike from whichever
// directory the documents' paths are written ("../README.md" run from "translations/").
std::string ResolvedPath(std::string_view path);

// Whether a file name without its extensions is a directory's index document's (README,
// index, _index, in any case).
bool IsIndexStem(std::string_view stem);

// Whether every link of `links` (one at least; a unit's link targets as written) names the
// document at `doc_path` in some language (as IsLanguageMenu tells); the language tag of the
// last one goes to *last_tag, if given ("" for an edition without a tag, `README.md`).
bool LinksNameDocument(const std::vector<std::string>& links, std::string_view doc_path,
                       std::string* last_tag = nullptr);

// Whether `links` (a unit's link targets as written) are a language menu of the document at
// `doc_path`: two or more links, each a relative link to this document in some language; or
// one such link whose text (`sole_link_text`) names the language of its target, as ICU names
// it in that language or in English ("한국어" for `README.ko-KR.md`, "简体中文" for
// `README.zh-CN.md`, "English"): a menu of the one other edition there is. A link names this
// document when, resolved against the document's directory, it is the document's path once
// every language tag is taken out of both (a directory named by a tag, `ko/guide.md`, or a
// dot-separated part of a file name, `README.zh-CN.md`; tags as IsKnownLanguageTag knows
// them). A menu is navigation, not text a translator translates: an edition without one has
// no unit it could pair with.
bool IsLanguageMenu(const std::vector<std::string>& links, std::string_view doc_path,
                    std::string_view sole_link_text = {});

// Whether every link of `links` (relative, as written in the document at `doc_path`) names the
// document at `other_path`: a menu of such links lists only the other edition, which lists
// itself in no menu.
bool LinksOnlyTo(const std::vector<std::string>& links, std::string_view doc_path,
                 std::string_view other_path);

}  // namespace concord

#endif  // CONCORD_TEXT_DOC_PATHS_H_
