// layouts.h — how the layouts of concord.yml (project.h) match the files of a tree, and what is
// said when they match none.
//
//   LayoutPattern p = PatternOf("content/zh/{path}");      // {lang} already filled in
//   p.Match("content/zh/a/b.md");                          // "a/b.md"
//   UnknownPlaceholder("content/{language}/{path}");       // "{language}"
//   OfUnlistedEdition("{path}.{lang}.md", "README.fr.md", {"en", "zh"});   // true: fr's
//
// A layout template is a layout as written, with {lang} not yet filled in. It names where the
// files of every language live, also of the languages the config does not list: a tree that
// keeps README.md, README.zh.md and README.fr.md has a French edition whether or not the
// config checks it, and README.fr.md is not an English document named "README.fr".
#ifndef CONCORD_PROJECT_LAYOUTS_H_
#define CONCORD_PROJECT_LAYOUTS_H_

#include <optional>
#include <string>
#include <vector>

namespace concord {

// A layout split around its {path}: a file matches when it starts with `head`, ends with
// `tail` and has at least one character between them ({path}).
struct LayoutPattern {
  std::string head, tail;
  std::optional<std::string> Match(const std::string& rel) const;
};

// The pattern of a layout whose {lang} is filled in.
LayoutPattern PatternOf(const std::string& layout);

// The directory to walk for a layout: its part before {path}, cut back to a whole segment
// ("content/zh" for content/zh/{path}, "" for {path}.zh.md, "v{x}/zh" for the directory
// v{x}/zh given on the command line).
std::string LayoutPrefixDir(const std::string& layout);

// Characters of a layout or template outside its placeholders {lang} and {path}: the more, the
// more specific it is.
size_t Specificity(const std::string& layout);

// The first placeholder of `layout` ("{language}", "{locale}") that is neither {lang} nor
// {path}, or "" when there is none. A placeholder is a '{', letters, digits, '_' or '-', '}'.
std::string UnknownPlaceholder(const std::string& layout);

// Whether `rel` (a path from the root) is a file of a language the project does not list:
// `tmpl` (a template with {lang} and {path}) matches it with {lang} standing for a language tag
// ICU knows (IsKnownLanguageTag: "fr", "pt-BR") that is none of `listed` (compared as
// FoldLanguageCode does).
bool OfUnlistedEdition(const std::string& tmpl, const std::string& rel,
                       const std::vector<std::string>& listed);

struct Project;

// Whether another edition's layout, more specific than edition `self`'s (project.editions
// index; `patterns` their PatternOf), also matches `rel`, a file `self`'s layout matches: it is
// that edition's. So is a file a more specific layout template gives a language the project
// does not list (OfUnlistedEdition), unless another listed edition has the folder the file
// would be in for `self` (then the folder is `self`'s: docs/ml/new.md beside docs/zh/ml/), or,
// for a file in no folder, the document itself.
bool ClaimedByMoreSpecific(const Project& project, const std::vector<LayoutPattern>& patterns,
                           size_t self, const std::string& rel);

// For an edition `lang` that matches no file: the name of an entry of the tree that the
// template's {lang} segment would match with another code of the same language ("zh-cn" for
// zh, by primary subtag; "zh-cn" for zh-CN, the same code in other letter case, as paths are
// matched as written), or else with a code a typo away (ClosestMatch), as "content/zh-cn";
// "" when there is none or {lang} is not in a directory segment of `tmpl`.
std::string SimilarEditionDirectory(const std::string& root, const std::string& tmpl,
                                    const std::string& lang);

}  // namespace concord

#endif  // CONCORD_PROJECT_LAYOUTS_H_
