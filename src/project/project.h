// project.h — the editions of a docs tree and how their files pair up.
//
//   # concord.yml, at the repository root
//   editions: [en, zh-cn, ko]          # language codes as the tree spells them
//   source: en                          # optional: the edition translations follow
//   layout: content/{lang}/{path}       # Hugo, Kubernetes
//   layouts:                            # optional per-edition overrides
//     en: docs/{path}                   #   (Docusaurus keeps the source outside i18n/)
//   exclude: ["**/_index.md", "drafts/**"]   # or per edition: {en: ["README-*.md"]}
//   include: {en: ["docs/**"]}          # optional: only files matching these globs
//   disable: [number-mismatch]          # optional settings of the rules (settings.h)
//   severity: {missing-link: warning}
//   fail-on: warning
//   baseline: .concord-baseline.json
//   extra-rules: [ci/concord-rules]     # rule directories added to the defaults
//   follow-symlinks-outside: false     # optional: read links to files outside the root
//   glossary: glossary.yml              # optional: a glossary file, or the glossary inline
//   front-matter:                       # optional: the front-matter fields that are prose
//     prose-keys: [title, description, banner.content]   # default: DefaultProseKeys()
//
//   Project p = LoadProject(FindProjectConfig(cwd));       // throws InputError path:line:col
//   for (const DocumentGroup& g : GroupDocuments(p)) ...   // one group per {path}
//
// A layout is a path relative to the root with the placeholders {lang} and {path}:
// content/{lang}/{path} (Hugo, Kubernetes), {path}.{lang}.md (Hugo, mkdocs-static-i18n),
// i18n/{lang}/docusaurus-plugin-content-docs/current/{path} (Docusaurus), docs/{lang}/{path}
// (VitePress). {path} matches one or more path segments; only Markdown and text files
// (.md .markdown .mdx .txt) are documents. Where two layouts match one file (docs/{path} and
// docs/{lang}/{path}), the more specific one (more fixed characters) takes it. Quote a layout
// that starts with a placeholder: layout: "{path}.{lang}.md". `exclude` globs (* within a segment,
// ** across segments, ?) are matched against both the file's path from the root and its {path};
// `exclude` and `include` take a glob or a list of globs for every edition, or a mapping from
// an edition to its own. A file that another edition's layout template also matches with {lang}
// standing for a language the config does not list (README.fr.md for {path}.{lang}.md) is that
// language's, not the edition's whose layout is less specific ({path}.md): layouts.h.
//
// Every edition must match at least one document: one that matches none (a `zh` edition for a
// content/zh-cn folder, a layout with a placeholder other than {lang} and {path}) is an
// InputError naming the layout and where it looked, with "did you mean" for a folder of the
// same language.
//
// Nothing outside the project is read: the root is the config's directory (or, for
// directories from the command line, each directory itself), and a document whose real path
// (symbolic links resolved) lies outside it is left unread with a message in
// DocumentGroup::refused; an edition directory that resolves outside it is an InputError.
// `follow-symlinks-outside: true` in the config lifts both. The same holds for a glossary file
// (glossary.h), named relative to the config's directory: one outside the project is an
// InputError.
#ifndef CONCORD_PROJECT_H_
#define CONCORD_PROJECT_H_

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "project/settings.h"
#include "report.h"
#include "rules/glossary.h"

namespace concord {

struct ProjectEdition {
  std::string lang;
  std::string layout;  // with {path} (and {lang} already replaced)
  // The layout as written ({lang} not replaced), or, for an edition's own layout that another
  // edition's own layout shares once their codes are {lang}, that template: where other
  // languages' files are (layouts.h).
  std::string layout_template;
  // Globs of this edition only (config keys include/exclude given as a mapping); a file must
  // match one of `include` when it is not empty.
  std::vector<std::string> include, exclude;
};

struct Project {
  std::string config_path;  // the concord.yml it came from ("" when built from two dirs)
  std::string root;         // directory the layouts are relative to
  std::vector<ProjectEdition> editions;
  std::string source;                // "" when the editions are peers
  std::vector<std::string> exclude;  // globs of every edition
  std::vector<std::string> include;  // globs of every edition; empty: every file
  // Whether documents and edition directories may be symbolic links to places outside the
  // root (config key follow-symlinks-outside). Directory mode has no config: always false.
  bool follow_symlinks_outside = false;
  std::shared_ptr<const Glossary> glossary;  // config key glossary; null when there is none
  // Config key front-matter: prose-keys; nullopt: the defaults (markdown.h DefaultProseKeys).
  std::optional<std::vector<std::string>> prose_keys;
  // Config key translation-key: the front-matter field that pairs documents whose paths differ
  // (translation_keys.h); "" pairs by path alone.
  std::string translation_key;
  ProjectSettings settings;  // rules, fail-on, baseline (settings.h)
};

// Walks up from `start` to the filesystem root; the first concord.yml found (as ShownPath
// names it, relative to the working directory), or nullopt.
// Throws InputError when the first concord.yml on the way is not a regular file (a directory
// of that name) or is a symbolic link to a file outside its directory (give that one with
// --config).
std::optional<std::string> FindProjectConfig(const std::string& start);

// Parses and validates a config file; every error is an InputError with path:line:col: a value
// of the wrong shape ("'editions' must be a list …"), unknown or repeated keys, an invalid or
// repeated language code, fewer than two editions, a source or a `layouts` entry that is not
// an edition, a layout without {path}, a layout that leaves the root, two editions with the
// same layout.
Project LoadProject(const std::string& config_path);

// Directories compared file by file, {path} = the path below each directory. Each edition is
// named `names[i]` when names are given (--editions; as many as directories, distinct language
// codes), else after the segment of its path that tells it from the others: its directory's
// own name when those differ ("corpus/zh" → zh), else the first segment where the paths
// differ (pages/osx, pages.zh/osx → pages, pages.zh); a name still repeated gets a suffix
// (docs, docs-2). `source`, when not empty, must be one of those names. Throws InputError for
// a missing directory, or a directory whose name cannot name an edition (control characters
// such as a newline or ESC, bytes that are not UTF-8).
Project DirectoryEditions(const std::vector<std::string>& dirs, const std::string& source = "",
                          const std::vector<std::string>& names = {});

// Makes `source` (from --source) the project's source, overriding the config's; an InputError
// "--source: unknown edition 'xx' (did you mean …)" when it is not one of the editions.
void SetSource(Project* project, const std::string& source);

// Every document of the project, grouped by {path}, sorted by path. Throws InputError when a
// directory of an edition cannot be read (the whole edition would look missing otherwise) or
// when an edition directory resolves outside the root (see above).
std::vector<DocumentGroup> GroupDocuments(const Project& project);

// Throws InputError for an edition that has no document in `groups` (GroupDocuments of the
// project): "edition 'zh' has no document: its layout 'content/zh/{path}' looks in content/zh/,
// which does not exist; did you mean 'content/zh-cn'?" (layouts.h SimilarEditionDirectory).
// An edition that matches nothing is a mistake in the layout or the editions: every document
// would be reported missing, or none checked, with exit status 0. `check` and `audit` call it;
// `hook` does not, as it checks the groups of the files it is given, not the tree.
void RequireEveryEdition(const Project& project, const std::vector<DocumentGroup>& groups);

// The group and language of `file` (a path as given on a command line), or nullopt when the
// file belongs to no edition or is excluded.
struct FileMatch {
  std::string lang;
  std::string path;  // its {path}
};
std::optional<FileMatch> MatchFile(const Project& project, const std::string& file);

// Whether `path` matches the glob (* within a segment, ** across, ?).
bool GlobMatch(const std::string& glob, const std::string& path);

}  // namespace concord

#endif  // CONCORD_PROJECT_H_
