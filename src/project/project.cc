#include "project/project.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "base/error.h"
#include "base/file_read.h"
#include "project/layouts.h"
#include "project/translation_keys.h"
#include "project/vcs.h"
#include "text/escape.h"
#include "text/lang_code.h"
#include "text/yaml_input.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

// The keys of the editions; SettingsKeys() (settings.h) are known too.
const std::vector<std::string> kEditionKeys = {
    "editions", "source",   "layout",       "layouts",         "exclude",
    "include",  "glossary", "front-matter", "translation-key", "follow-symlinks-outside"};

std::vector<std::string> ConfigKeyNames() {
  std::vector<std::string> names = kEditionKeys;
  names.insert(names.end(), SettingsKeys().begin(), SettingsKeys().end());
  return names;
}
const std::vector<std::string> kFrontMatterKeys = {"prose-keys"};
const std::set<std::string> kDocumentExtensions = {".md", ".markdown", ".mdx", ".txt"};

// The place of a value, or of its key when the value is empty (yaml-cpp puts an empty value
// where the next token starts, often on the next line).
YAML::Mark MarkOf(const YAML::Node& node, const YAML::Node& key) {
  return node.IsNull() || node.Mark().is_null() ? key.Mark() : node.Mark();
}

// The config's view of one value: its node, the key node it hangs under (whose place is
// reported when the value has none, as for an empty value), and the file.
struct Value {
  const std::string& path;
  const YAML::Node& key;
  const YAML::Node& node;
  std::string name;  // the key as written

  [[noreturn]] void Fail(const YAML::Node& at, const std::string& why) const {
    FailAt(path, MarkOf(at, key), why);
  }
  // The value as a string; anything but a scalar is an error "'<key>' must be <what>".
  std::string Scalar(const YAML::Node& n, const std::string& what) const {
    if (!n.IsScalar()) Fail(n, "'" + name + "' must be " + what + "; got " + ShapeName(n));
    return n.Scalar();
  }
  std::string Code(const YAML::Node& n, const std::string& what) const {
    std::string code = Scalar(n, what);
    if (!IsLanguageCode(code)) Fail(n, "'" + name + "': " + InvalidLanguageCode(code));
    return code;
  }
};

bool AnyGlobMatches(const std::vector<std::string>& globs, const std::string& rel,
                    const std::string& path) {
  return std::any_of(globs.begin(), globs.end(),
                     [&](const std::string& g) { return GlobMatch(g, rel) || GlobMatch(g, path); });
}

// Whether edition `ei` leaves out the file `rel` ({path} `path`): an exclude glob of the
// project or of the edition matches it, or there are include globs and none matches it.
bool Excluded(const Project& project, size_t ei, const std::string& rel, const std::string& path) {
  const ProjectEdition& e = project.editions[ei];
  if (AnyGlobMatches(project.exclude, rel, path) || AnyGlobMatches(e.exclude, rel, path))
    return true;
  if (!project.include.empty() && !AnyGlobMatches(project.include, rel, path)) return true;
  return !e.include.empty() && !AnyGlobMatches(e.include, rel, path);
}

// A layout given for one edition under `layouts`, with the places of its key and value.
struct LayoutOverride {
  std::string layout;
  YAML::Mark lang_at, layout_at;
};

// The keys of a config as read, each checked for its shape, before the checks that need all
// keys. Every value is checked for its shape before it is read, so no yaml-cpp conversion error
// (which has no place in the file) can escape.
struct ConfigKeys {
  std::vector<std::pair<std::string, YAML::Node>> langs;  // code, node
  std::string layout;
  YAML::Mark layout_mark = YAML::Mark::null_mark(), source_mark = YAML::Mark::null_mark();
  std::map<std::string, LayoutOverride> layouts;
  bool has_glossary = false;
  YAML::Node glossary_key, glossary;  // read once every key is known (glossary.h)
  // exclude/include given per edition: "exclude"/"include" → edition → its globs, with the
  // place of the edition's key (checked once the editions are known).
  std::map<std::string, std::map<std::string, std::pair<std::vector<std::string>, YAML::Mark>>>
      edition_globs;
};

// The name of a top-level key; an error unless it is a known name given once.
std::string CheckedKey(const std::string& config_path, const YAML::Node& key,
                       std::map<std::string, YAML::Mark>* seen_keys) {
  if (!key.IsScalar())
    FailAt(config_path, key, "a key must be a name such as 'editions'; got " + ShapeName(key));
  const std::string name = key.Scalar();
  const std::vector<std::string> names = ConfigKeyNames();
  if (std::find(names.begin(), names.end(), name) == names.end())
    FailAt(config_path, key, UnknownValue("key", EscapeControls(name), names));
  if (auto [at, added] = seen_keys->emplace(name, key.Mark()); !added)
    FailAt(config_path, key,
           "'" + name + "' is given twice (first on line " + std::to_string(at->second.line + 1) +
               ")");
  return name;
}

void ReadEditions(const Value& v, ConfigKeys* keys) {
  const std::string what = "a list of two or more language codes, such as [en, zh]";
  if (!v.node.IsSequence())
    v.Fail(v.node, "'editions' must be " + what + "; got " + ShapeName(v.node));
  if (v.node.size() < 2) v.Fail(v.node, "'editions' must list two or more language codes");
  for (const auto& e : v.node) {
    std::string code =
        v.Code(e, "a list of language codes (" + std::string(kLanguageCodeShape) + ")");
    for (const auto& [other, node] : keys->langs)
      if (other == code)
        v.Fail(e, "'editions' lists '" + code + "' twice (first on line " +
                      std::to_string(node.Mark().line + 1) + ")");
    keys->langs.emplace_back(code, e);
  }
}

void ReadLayouts(const Value& v, ConfigKeys* keys) {
  if (!v.node.IsMap())
    v.Fail(v.node,
           "'layouts' must map a language code to a layout, such as {en: docs/{path}}; got " +
               ShapeName(v.node));
  for (const auto& l : v.node) {
    std::string lang = v.Code(l.first, "a mapping whose keys are language codes");
    if (keys->layouts.count(lang)) v.Fail(l.first, "'layouts' names '" + lang + "' twice");
    const Value entry{v.path, l.first, l.second, "layouts: " + lang};
    keys->layouts[lang] = {entry.Scalar(l.second, "a path with {path}"), l.first.Mark(),
                           MarkOf(l.second, l.first)};
  }
}

void ReadGlobList(const Value& v, const YAML::Node& node, std::vector<std::string>* globs) {
  const std::string what =
      "a glob or a list of globs, such as [\"drafts/**\"], or a mapping from editions to those";
  if (node.IsScalar()) {
    globs->push_back(node.Scalar());
  } else if (node.IsSequence()) {
    for (const auto& g : node) globs->push_back(v.Scalar(g, what));
  } else if (!node.IsNull()) {
    v.Fail(node, "'" + v.name + "' must be " + what + "; got " + ShapeName(node));
  }
}

// `exclude` or `include`: globs of every edition, or a mapping from editions to their own.
void ReadGlobs(const Value& v, ConfigKeys* keys, std::vector<std::string>* every_edition) {
  if (!v.node.IsMap()) return ReadGlobList(v, v.node, every_edition);
  auto& of_edition = keys->edition_globs[v.name];
  for (const auto& kv : v.node) {
    std::string lang = v.Code(kv.first, "a mapping whose keys are language codes");
    if (of_edition.count(lang)) v.Fail(kv.first, "'" + v.name + "' names '" + lang + "' twice");
    auto& [globs, at] = of_edition[lang];
    at = kv.first.Mark();
    ReadGlobList(v, kv.second, &globs);
  }
}

// `front-matter: { prose-keys: [description, banner.content] }`: the front-matter fields that
// are prose (markdown.h), as dotted key paths; each part of a path must be non-empty.
std::vector<std::string> ReadFrontMatter(const Value& v) {
  if (!v.node.IsMap())
    v.Fail(v.node, "'front-matter' must be a mapping such as { prose-keys: [title] }; got " +
                       ShapeName(v.node));
  std::vector<std::string> keys;
  for (const auto& kv : v.node) {
    const std::string name = v.Scalar(kv.first, "a mapping with the key prose-keys");
    if (name != "prose-keys")
      v.Fail(kv.first,
             "'front-matter': " + UnknownValue("key", EscapeControls(name), kFrontMatterKeys));
    const Value list{v.path, kv.first, kv.second, "front-matter: prose-keys"};
    const std::string what = "a list of keys, such as [title, description, banner.content]";
    if (!kv.second.IsSequence())
      list.Fail(kv.second, "'prose-keys' must be " + what + "; got " + ShapeName(kv.second));
    for (const auto& k : kv.second) {
      std::string key = list.Scalar(k, what);
      if (key.empty() || key.front() == '.' || key.back() == '.' ||
          key.find("..") != std::string::npos)
        list.Fail(k, "'prose-keys': '" + EscapeControls(key) +
                         "' is not a key path (keys joined by single dots)");
      keys.push_back(std::move(key));
    }
  }
  return keys;
}

bool ReadFollowSymlinks(const Value& v) {
  bool follow = false;
  if (!v.node.IsScalar() || !YAML::convert<bool>::decode(v.node, follow))
    v.Fail(v.node, "'follow-symlinks-outside' must be true or false; got " + ShapeName(v.node));
  return follow;
}

// Reads the value of one key (v.name, a known key) into `keys` or straight into `project`.
void ReadKey(const Value& v, ConfigKeys* keys, Project* project) {
  if (v.name == "editions") {
    ReadEditions(v, keys);
  } else if (v.name == "source") {
    project->source = v.Code(v.node, "a language code, one of the editions");
    keys->source_mark = MarkOf(v.node, v.key);
  } else if (v.name == "layout") {
    keys->layout = v.Scalar(v.node,
                            "a path with {path}, such as content/{lang}/{path} (quote a layout "
                            "that starts with a placeholder)");
    keys->layout_mark = MarkOf(v.node, v.key);
  } else if (v.name == "layouts") {
    ReadLayouts(v, keys);
  } else if (v.name == "exclude" || v.name == "include") {
    ReadGlobs(v, keys, v.name == "exclude" ? &project->exclude : &project->include);
  } else if (v.name == "follow-symlinks-outside") {
    project->follow_symlinks_outside = ReadFollowSymlinks(v);
  } else if (v.name == "front-matter") {
    project->prose_keys = ReadFrontMatter(v);
  } else if (v.name == "translation-key") {
    project->translation_key = v.Scalar(v.node, "a front-matter field, such as translationKey");
    if (project->translation_key.empty()) v.Fail(v.node, "'translation-key' is empty");
  } else if (v.name == "glossary") {
    keys->has_glossary = true;
    keys->glossary_key = v.key;
    keys->glossary = v.node;
  }
}

bool IsEdition(const ConfigKeys& keys, const std::string& code) {
  return std::any_of(keys.langs.begin(), keys.langs.end(),
                     [&](const auto& l) { return l.first == code; });
}

// The keys that name editions (source, layouts) name editions the config lists.
void CheckEditionsNamed(const std::string& config_path, const ConfigKeys& keys,
                        const Project& project) {
  if (keys.langs.empty()) throw InputError(config_path, 1, 1, "missing required key 'editions'");
  if (!project.source.empty() && !IsEdition(keys, project.source))
    FailAt(config_path, keys.source_mark,
           "source '" + project.source + "' is not one of the editions");
  for (const auto& [lang, l] : keys.layouts)
    if (!IsEdition(keys, lang))
      FailAt(config_path, l.lang_at, "'layouts' names '" + lang + "', which is not an edition");
  for (const auto& [name, of_edition] : keys.edition_globs)
    for (const auto& [lang, globs] : of_edition)
      if (!IsEdition(keys, lang))
        FailAt(config_path, globs.second,
               "'" + name + "' names '" + lang + "', which is not an edition");
}

// A layout given for edition `lang` alone (layouts.h) with each of its path segments, or
// dot-separated parts of one, that is the edition's code made {lang} ("docs/{lang}/{path}" of
// "docs/ko/{path}", "{path}.{lang}.md" of "{path}.ko.md"); as written where it has {lang}.
std::string TemplateOfOwnLayout(const std::string& layout, const std::string& lang) {
  if (layout.find("{lang}") != std::string::npos) return layout;
  std::string out;
  size_t begin = 0;
  for (size_t end = 0; end <= layout.size(); ++end) {
    if (end < layout.size() && layout[end] != '/' && layout[end] != '.') continue;
    const std::string part = layout.substr(begin, end - begin);
    out += FoldLanguageCode(part) == FoldLanguageCode(lang) ? "{lang}" : part;
    if (end < layout.size()) out += layout[end];
    begin = end + 1;
  }
  return out;
}

// Project::editions, in the config's order, each with its layout ({lang} replaced): an error
// for an edition without a layout, a layout without {path} or outside the root, and two
// editions with one layout.
void ResolveLayouts(const std::string& config_path, const ConfigKeys& keys, Project* project) {
  std::map<std::string, std::string> edition_of;  // normalized layout → the edition that has it
  // Where two editions' own layouts are one template once their codes are {lang}
  // (docs/en/{path}, docs/ko/{path}), the config names the place of a language as a layout
  // with {lang} does, and that template is where every language's files are: docs/fr/a.md
  // beside them and a source in docs/{path} is French, not the source's "fr/a.md". One
  // edition's layout alone says less: its code may be any folder's name.
  std::map<std::string, std::string> template_of;  // edition → its own layout's template
  std::map<std::string, int> shared;               // template → how many own layouts give it
  for (const auto& [lang, own] : keys.layouts) {
    std::string t = TemplateOfOwnLayout(own.layout, lang);
    if (t != own.layout) ++shared[t];
    template_of.emplace(lang, std::move(t));
  }
  for (const auto& [lang, lang_node] : keys.langs) {
    const auto own = keys.layouts.find(lang);
    std::string l = own != keys.layouts.end() ? own->second.layout : keys.layout;
    const YAML::Mark at = own != keys.layouts.end()     ? own->second.layout_at
                          : !keys.layout_mark.is_null() ? keys.layout_mark
                                                        : lang_node.Mark();
    if (l.empty()) FailAt(config_path, at, "no layout for edition '" + lang + "' (set 'layout')");
    // Any other placeholder would be taken as text and match no file.
    if (const std::string p = UnknownPlaceholder(l); !p.empty())
      FailAt(config_path, at,
             "layout '" + l + "': " +
                 UnknownValue("placeholder", p, {"{lang}", "{path}"}, " (it would match no file)"));
    // A language stands in one place too; matching several would try every split between them.
    if (l.find("{lang}") != l.rfind("{lang}"))
      FailAt(config_path, at, "layout '" + l + "' has {lang} more than once");
    std::string layout_template = l;
    if (own != keys.layouts.end())
      if (const std::string& t = template_of.at(lang); shared.contains(t) && shared.at(t) >= 2)
        layout_template = t;
    for (size_t pos; (pos = l.find("{lang}")) != std::string::npos;) l.replace(pos, 6, lang);
    if (l.find("{path}") == std::string::npos)
      FailAt(config_path, at, "layout '" + l + "' has no {path}");
    // A document's path stands in one place; matching several would try every way to split a
    // file's name between them.
    if (l.find("{path}") != l.rfind("{path}"))
      FailAt(config_path, at, "layout '" + l + "' has {path} more than once");
    // In normal form (`./content//zh/{path}` is `content/zh/{path}`), as the files found are
    // and as a file given to the hook is once normalized.
    fs::path normal = fs::path(l).lexically_normal();
    if (normal.is_absolute() || *normal.begin() == "..")
      FailAt(config_path, at,
             "layout '" + l + "' points outside the repository (" + project->root + ")");
    // Two editions in one place would compare every file with itself and hide both.
    auto [other, added] = edition_of.emplace(normal.generic_string(), lang);
    if (!added)
      FailAt(config_path, at,
             "editions '" + other->second + "' and '" + lang + "' have the same layout '" + l +
                 "' (put {lang} in it, or set 'layouts')");
    ProjectEdition e{lang,
                     normal.generic_string(),
                     fs::path(layout_template).lexically_normal().generic_string(),
                     {},
                     {}};
    for (const auto& [name, of_edition] : keys.edition_globs)
      if (auto globs = of_edition.find(lang); globs != of_edition.end())
        (name == "exclude" ? e.exclude : e.include) = globs->second.first;
    project->editions.push_back(std::move(e));
  }
}

// The glossary file a config names, relative to the config's directory: an error when it
// lies outside the project as written (one a symbolic link leads out of is
// RequireSettingsFilesInside's).
std::string GlossaryFileOf(const Value& v, const Project& project) {
  const std::string name = v.Scalar(v.node, "a glossary file or the glossary itself");
  const fs::path normal = fs::path(name).lexically_normal();
  if (name.empty() || normal.is_absolute() || *normal.begin() == "..")
    v.Fail(v.node,
           "glossary file '" + name + "' points outside the project (" + project.root + ")");
  return ShownPath(fs::path(project.root) / normal);
}

// Project::glossary from the config's `glossary:` (inline, or the file it names); an error
// for a language it names that is no edition's (a typo would silently check nothing).
void ResolveGlossary(const std::string& config_path, const ConfigKeys& keys, Project* project) {
  if (!keys.has_glossary) return;
  const Value v{config_path, keys.glossary_key, keys.glossary, "glossary"};
  Glossary g = v.node.IsMap() ? ParseGlossary(config_path, v.node)
                              : LoadGlossaryFile(GlossaryFileOf(v, *project));
  std::vector<std::string> codes;
  for (const ProjectEdition& e : project->editions) codes.push_back(e.lang);
  for (const GlossaryLanguage& l : g.languages) {
    const bool known = std::any_of(codes.begin(), codes.end(), [&](const std::string& c) {
      return Glossary::Serves(l.code, c);
    });
    if (!known)
      throw InputError(g.path, l.line, l.col,
                       UnknownValue("language", l.code, codes, " (not one of the editions)"));
  }
  project->glossary = std::make_shared<const Glossary>(std::move(g));
}

std::vector<LayoutPattern> PatternsOf(const Project& project) {
  std::vector<LayoutPattern> patterns;
  for (const ProjectEdition& e : project.editions) patterns.push_back(PatternOf(e.layout));
  return patterns;
}

// Whether `real` lies, seen from `root`, in a hidden directory or is a hidden file (a component
// that starts with '.': `.git/config`, `../../home/u/.ssh/id`), where the walk never goes.
bool HiddenFrom(const fs::path& real, const fs::path& root) {
  for (const fs::path& part : real.lexically_relative(root)) {
    const std::string name = part.string();
    if (name.size() > 1 && name[0] == '.' && name != "..") return true;
  }
  return false;
}

// Why a found file is not read, or "" when it is: a broken link, a link into a hidden
// directory (a repository's `.git/config`, where CI checkouts keep their token: whatever a link
// names there would be printed in the report), or (unless the project follows links outside) a
// link whose real path lies outside `edition_root`.
std::string RefusalOf(const Project& project, const FoundFile& f, const fs::path& edition_root) {
  if (f.kind == FoundFile::Kind::kBrokenLink)
    return ShownPath(f.path) + ": broken symbolic link, not read";
  if (f.is_link && f.real && HiddenFrom(*f.real, edition_root))
    return ShownPath(f.path) + ": symbolic link into a hidden directory or file (" +
           f.real->string() + "), not read";
  if (project.follow_symlinks_outside || !f.is_link) return "";
  if (f.real && IsWithin(*f.real, edition_root)) return "";
  return ShownPath(f.path) + ": symbolic link to a file outside the project (" +
         (f.real ? f.real->string() : f.link_error) + ")" +
         (project.root.empty() ? "; not read in directory mode (a concord.yml with "
                                 "follow-symlinks-outside: true reads it)"
                               : "; set follow-symlinks-outside: true to read it");
}

// An edition's directory to walk, and the real directory its documents' real paths must stay
// in.
struct EditionDirectory {
  fs::path dir;
  fs::path real_root;
};

// The directory of edition `e`, or nullopt when it has none yet (no documents). Throws
// InputError when it cannot be read or resolves outside its root (see project.h).
std::optional<EditionDirectory> EditionDirectoryOf(const Project& project, const ProjectEdition& e,
                                                   const fs::path& root,
                                                   const fs::path& real_root) {
  // Without a root (two directories from the command line) layouts are paths as given.
  fs::path dir =
      project.root.empty() ? fs::path(LayoutPrefixDir(e.layout)) : root / LayoutPrefixDir(e.layout);
  if (dir.empty()) dir = ".";
  if (!DirectoryPresent(dir)) return std::nullopt;
  const fs::path real_dir = RealDirectoryPath(dir, ShownPath(dir));
  // Directory mode: each directory given is its edition's root.
  const fs::path& edition_root = project.root.empty() ? real_dir : real_root;
  if (!project.follow_symlinks_outside && !IsWithin(real_dir, edition_root))
    throw InputError(ShownPath(dir), 0, 0,
                     "symbolic link to a directory outside the project (" + real_dir.string() +
                         "); set follow-symlinks-outside: true to read it");
  return EditionDirectory{dir, edition_root};
}

// Puts a document found in edition `ei`'s directory into its group, unless no layout of the
// edition takes it or it is excluded. Throws InputError for a special file the edition takes.
void AddFoundFile(const Project& project, const std::vector<LayoutPattern>& patterns, size_t ei,
                  const fs::path& root, const fs::path& edition_root, const FoundFile& f,
                  std::map<std::string, DocumentGroup>* groups) {
  std::string rel = project.root.empty() ? f.path.lexically_normal().generic_string()
                                         : f.path.lexically_relative(root).generic_string();
  std::optional<std::string> matched = patterns[ei].Match(rel);
  if (!matched || ClaimedByMoreSpecific(project, patterns, ei, rel)) return;
  const std::string& path = *matched;
  if (Excluded(project, ei, rel, path)) return;
  // A FIFO, socket or device with a document's name is no document; saying nothing would
  // report it missing.
  if (f.kind == FoundFile::Kind::kNotRegular)
    throw InputError(ShownPath(f.path), 0, 0, NotRegularFileMessage(f.mode));
  DocumentGroup& g = (*groups)[path];
  g.path = path;
  const std::string& lang = project.editions[ei].lang;
  if (std::string refused = RefusalOf(project, f, edition_root); refused.empty())
    g.files[lang] = ShownPath(project.root.empty() ? fs::path(rel) : root / rel);
  else
    g.refused[lang] = std::move(refused);
}

}  // namespace

std::optional<std::string> FindProjectConfig(const std::string& start) {
  std::error_code ec;
  fs::path dir = fs::absolute(start, ec);
  if (ec) return std::nullopt;
  for (;;) {
    fs::path candidate = dir / "concord.yml";
    const PathProbe probe = ProbePath(candidate);
    if (probe.kind == PathProbe::Kind::kNotRegular)
      throw InputError(ShownPath(candidate), 0, 0,
                       NotRegularFileMessage(probe.mode, "a project config"));
    // Skipping what is there but cannot be used would run the project of a parent directory.
    if (probe.kind == PathProbe::Kind::kBrokenLink)
      throw InputError(ShownPath(candidate), 0, 0,
                       "is a broken symbolic link, not a project config");
    if (probe.kind == PathProbe::Kind::kRegularFile) {
      // A config found by walking up belongs to its directory, as the files it names do.
      const std::optional<fs::path> real = RealPath(candidate), real_dir = RealPath(dir);
      if (real && real_dir && !IsWithin(*real, *real_dir))
        throw InputError(ShownPath(candidate), 0, 0,
                         "symbolic link to a file outside the project (" + real->string() +
                             "); give it with --config to use it");
      return ShownPath(candidate);  // as messages name it: concord.yml:4:1, not /…/./concord.yml
    }
    if (dir == dir.root_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

Project LoadProject(const std::string& config_path) {
  YAML::Node root = LoadOneDocument(
      config_path, ReadRegularFile(config_path, {"project config", kMaxSettingsFileBytes}),
      "project config");
  if (!root.IsMap()) throw InputError(config_path, 1, 1, "the project config must be a mapping");
  Project project;
  project.config_path = config_path;
  project.root = fs::absolute(config_path).parent_path().lexically_normal().string();
  ConfigKeys keys;
  std::map<std::string, YAML::Mark> seen_keys;
  for (const auto& kv : root) {
    const std::string key = CheckedKey(config_path, kv.first, &seen_keys);
    if (!ReadSettingsKey(config_path, project.root, key, kv.first, kv.second, &project.settings))
      ReadKey(Value{config_path, kv.first, kv.second, key}, &keys, &project);
  }
  RequireSettingsFilesInside(config_path, project.root, root, project.follow_symlinks_outside);
  CheckEditionsNamed(config_path, keys, project);
  ResolveLayouts(config_path, keys, &project);
  ResolveGlossary(config_path, keys, &project);
  return project;
}

namespace {

// The error for edition `e`, which has no document: its layout, where it looked, and a folder
// of the same language when there is one ("did you mean 'zh-cn'?").
[[noreturn]] void FailEmptyEdition(const Project& project, const ProjectEdition& e,
                                   const fs::path& root) {
  const std::string dir = LayoutPrefixDir(e.layout);
  const bool dir_present = DirectoryPresent(dir.empty() ? root : root / dir);
  const std::string where = dir.empty() ? "the files of " + ShownPath(root) : dir + "/";
  std::string why = "edition '" + e.lang + "' has no document: its layout '" + e.layout + "' ";
  why += dir_present ? "matches no .md, .markdown, .mdx or .txt file under " + where +
                           " (or each one it matches is excluded or another edition's)"
                     : "looks in " + where + ", which does not exist";
  const std::string similar =
      project.root.empty() ? "" : SimilarEditionDirectory(project.root, e.layout_template, e.lang);
  if (!similar.empty()) why += "; did you mean '" + similar + "'?";
  if (project.config_path.empty()) throw InputError(why);
  throw InputError(project.config_path, 0, 0, why);
}

}  // namespace

std::vector<DocumentGroup> GroupDocuments(const Project& project) {
  std::map<std::string, DocumentGroup> groups;
  const fs::path root = project.root.empty() ? fs::path(".") : fs::path(project.root);
  // Real paths are compared with the real root: a root reached through a link (/tmp on some
  // systems) is no reason to refuse anything.
  fs::path real_root;
  if (!project.root.empty()) real_root = RealDirectoryPath(root, root.string());
  const std::vector<LayoutPattern> patterns = PatternsOf(project);
  for (size_t ei = 0; ei < project.editions.size(); ++ei) {
    const std::optional<EditionDirectory> edition =
        EditionDirectoryOf(project, project.editions[ei], root, real_root);
    if (!edition) continue;  // no directory: RequireEveryEdition tells
    // Every document is found before any is placed: an unreadable directory anywhere in the
    // edition is the error reported, whatever else is wrong in it.
    const std::vector<FoundFile> files = FindFiles(edition->dir, kDocumentExtensions);
    for (const FoundFile& f : files)
      AddFoundFile(project, patterns, ei, root, edition->real_root, f, &groups);
  }
  GroupByTranslationKey(project, &groups);
  std::vector<DocumentGroup> out;
  for (auto& [path, g] : groups) out.push_back(std::move(g));
  return out;
}

void RequireEveryEdition(const Project& project, const std::vector<DocumentGroup>& groups) {
  for (const ProjectEdition& e : project.editions) {
    const bool has = std::any_of(groups.begin(), groups.end(), [&](const DocumentGroup& g) {
      return g.files.count(e.lang) || g.refused.count(e.lang);
    });
    if (!has)
      FailEmptyEdition(project, e, project.root.empty() ? fs::path(".") : fs::path(project.root));
  }
}

std::optional<FileMatch> MatchFile(const Project& project, const std::string& file) {
  std::error_code ec;
  const fs::path root =
      fs::absolute(project.root.empty() ? fs::path(".") : fs::path(project.root), ec);
  const fs::path absolute = fs::absolute(file, ec).lexically_normal();
  const auto outside = [](const std::string& rel) { return rel.empty() || rel.starts_with(".."); };
  std::string rel = absolute.lexically_relative(root).generic_string();
  // A root named through a symbolic link (--config link/concord.yml) against a file named
  // from the working directory, which is a real path: the root's real path; and a file named
  // through a link to a directory of the project (link/content/en/b.md): its folder's real
  // path too. The file itself is not resolved: a document may be a link to another one.
  if (outside(rel)) {
    const fs::path real_root = fs::weakly_canonical(root, ec);
    rel = absolute.lexically_relative(real_root).generic_string();
    if (outside(rel))
      rel = (fs::weakly_canonical(absolute.parent_path(), ec) / absolute.filename())
                .lexically_relative(real_root)
                .generic_string();
  }
  if (outside(rel)) return std::nullopt;
  const std::vector<LayoutPattern> patterns = PatternsOf(project);
  for (size_t i = 0; i < project.editions.size(); ++i) {
    std::optional<std::string> matched = patterns[i].Match(rel);
    if (matched && !ClaimedByMoreSpecific(project, patterns, i, rel) &&
        !Excluded(project, i, rel, *matched))
      return FileMatch{project.editions[i].lang, *matched};
  }
  return std::nullopt;
}

}  // namespace concord
