#include "project/project.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "base/error.h"
#include "base/file_read.h"
#include "project/vcs.h"
#include "text/escape.h"
#include "text/lang_code.h"
#include "text/yaml_input.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

const std::vector<std::string> kConfigKeys = {"editions", "source",      "layout",
                                              "layouts",  "exclude",     "follow-symlinks-outside",
                                              "glossary", "front-matter"};
const std::vector<std::string> kFrontMatterKeys = {"prose-keys"};
const std::set<std::string> kDocumentExtensions = {".md", ".markdown", ".mdx", ".txt"};

// A name given to an edition after its directory: a label shown in reports (the language
// comes from --lang-a/--lang-b or the text), so any word a directory may have is fine ("ed zh",
// translations, 中文), but nothing that could break a line or steer a terminal.
bool IsEditionName(const std::string& name) {
  return !name.empty() && EscapeControls(name) == name;
}

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

// A layout split around its {path}: a file matches when it starts with `head`, ends with
// `tail` and has at least one character between them ({path}).
struct LayoutPattern {
  std::string head, tail;
  std::optional<std::string> Match(const std::string& rel) const {
    if (rel.size() <= head.size() + tail.size() || rel.compare(0, head.size(), head) != 0 ||
        rel.compare(rel.size() - tail.size(), tail.size(), tail) != 0)
      return std::nullopt;
    return rel.substr(head.size(), rel.size() - head.size() - tail.size());
  }
};

LayoutPattern PatternOf(const std::string& layout) {
  const std::string placeholder = "{path}";
  size_t at = layout.find(placeholder);
  return {layout.substr(0, at), layout.substr(at + placeholder.size())};
}

// The directory to walk for a layout: its part before the first placeholder, cut back to a
// whole segment ("content/zh/" for content/zh/{path}, "" for {path}.zh.md).
std::string LayoutPrefixDir(const std::string& layout) {
  std::string head = layout.substr(0, layout.find('{'));
  size_t slash = head.rfind('/');
  return slash == std::string::npos ? "" : head.substr(0, slash);
}

// Characters of a layout outside its placeholders: the more, the more specific the layout.
size_t Specificity(const std::string& layout) {
  return layout.size() - std::string("{path}").size();
}

// Whether another edition's layout, more specific than `self`'s, also matches `rel`: VitePress
// keeps the source in docs/{path} and translations in docs/{lang}/{path}, and docs/zh/a.md is
// zh's, not the source's zh/a.md.
bool ClaimedByMoreSpecific(const Project& project, const std::vector<LayoutPattern>& patterns,
                           size_t self, const std::string& rel) {
  for (size_t i = 0; i < project.editions.size(); ++i)
    if (i != self &&
        Specificity(project.editions[i].layout) > Specificity(project.editions[self].layout) &&
        patterns[i].Match(rel))
      return true;
  return false;
}

bool Excluded(const Project& project, const std::string& rel, const std::string& path) {
  return std::any_of(project.exclude.begin(), project.exclude.end(),
                     [&](const std::string& g) { return GlobMatch(g, rel) || GlobMatch(g, path); });
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
};

// The name of a top-level key; an error unless it is a known name given once.
std::string CheckedKey(const std::string& config_path, const YAML::Node& key,
                       std::map<std::string, YAML::Mark>* seen_keys) {
  if (!key.IsScalar())
    FailAt(config_path, key, "a key must be a name such as 'editions'; got " + ShapeName(key));
  const std::string name = key.Scalar();
  if (std::find(kConfigKeys.begin(), kConfigKeys.end(), name) == kConfigKeys.end())
    FailAt(config_path, key, UnknownValue("key", EscapeControls(name), kConfigKeys));
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

void ReadExclude(const Value& v, std::vector<std::string>* exclude) {
  const std::string what = "a glob or a list of globs, such as [\"drafts/**\"]";
  if (v.node.IsScalar()) {
    exclude->push_back(v.node.Scalar());
  } else if (v.node.IsSequence()) {
    for (const auto& g : v.node) exclude->push_back(v.Scalar(g, what));
  } else if (!v.node.IsNull()) {
    v.Fail(v.node, "'exclude' must be " + what + "; got " + ShapeName(v.node));
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
  } else if (v.name == "exclude") {
    ReadExclude(v, &project->exclude);
  } else if (v.name == "follow-symlinks-outside") {
    project->follow_symlinks_outside = ReadFollowSymlinks(v);
  } else if (v.name == "front-matter") {
    project->prose_keys = ReadFrontMatter(v);
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
}

// Project::editions, in the config's order, each with its layout ({lang} replaced): an error
// for an edition without a layout, a layout without {path} or outside the root, and two
// editions with one layout.
void ResolveLayouts(const std::string& config_path, const ConfigKeys& keys, Project* project) {
  std::map<std::string, std::string> edition_of;  // normalized layout → the edition that has it
  for (const auto& [lang, lang_node] : keys.langs) {
    const auto own = keys.layouts.find(lang);
    std::string l = own != keys.layouts.end() ? own->second.layout : keys.layout;
    const YAML::Mark at = own != keys.layouts.end()     ? own->second.layout_at
                          : !keys.layout_mark.is_null() ? keys.layout_mark
                                                        : lang_node.Mark();
    if (l.empty()) FailAt(config_path, at, "no layout for edition '" + lang + "' (set 'layout')");
    for (size_t pos; (pos = l.find("{lang}")) != std::string::npos;) l.replace(pos, 6, lang);
    if (l.find("{path}") == std::string::npos)
      FailAt(config_path, at, "layout '" + l + "' has no {path}");
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
    project->editions.push_back({lang, l});
  }
}

// The glossary file a config names, relative to the config's directory: an error when it
// lies outside the project (lexically, or through a symbolic link unless the project follows
// those).
std::string GlossaryFileOf(const Value& v, const Project& project) {
  const std::string name = v.Scalar(v.node, "a glossary file or the glossary itself");
  const fs::path normal = fs::path(name).lexically_normal();
  if (name.empty() || normal.is_absolute() || *normal.begin() == "..")
    v.Fail(v.node,
           "glossary file '" + name + "' points outside the project (" + project.root + ")");
  const fs::path file = fs::path(project.root) / normal;
  if (!project.follow_symlinks_outside) {
    const std::optional<fs::path> real = RealPath(file), real_root = RealPath(project.root);
    if (real && real_root && !IsWithin(*real, *real_root))
      v.Fail(v.node, "glossary file '" + name + "' is a symbolic link to a file outside the " +
                         "project (" + real->string() +
                         "); set follow-symlinks-outside: true to read it");
  }
  return ShownPath(file);
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

// Why a found file is not read, or "" when it is: a broken link, or (unless the project
// follows links outside) a link whose real path lies outside `edition_root`.
std::string RefusalOf(const Project& project, const FoundFile& f, const fs::path& edition_root) {
  if (f.kind == FoundFile::Kind::kBrokenLink)
    return ShownPath(f.path) + ": broken symbolic link, not read";
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
  if (Excluded(project, rel, path)) return;
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

bool GlobMatch(const std::string& glob, const std::string& path) {
  // Tokens: a literal character, '?', '*' (within a segment), "**/" (zero or more whole
  // directories), "**" (anything, '/' included).
  enum Kind { kChar, kAnyChar, kStar, kDirs, kAll };
  std::vector<std::pair<Kind, char>> tokens;
  for (size_t i = 0; i < glob.size(); ++i) {
    if (glob[i] == '*' && i + 1 < glob.size() && glob[i + 1] == '*') {
      bool dirs = i + 2 < glob.size() && glob[i + 2] == '/';
      tokens.emplace_back(dirs ? kDirs : kAll, 0);
      i += dirs ? 2 : 1;
    } else if (glob[i] == '*') {
      tokens.emplace_back(kStar, 0);
    } else if (glob[i] == '?') {
      tokens.emplace_back(kAnyChar, 0);
    } else {
      tokens.emplace_back(kChar, glob[i]);
    }
  }
  // next[j]: tokens[t+1..] match path[j..]; built from the last token back, O(|glob|·|path|).
  const size_t p = path.size();
  std::vector<char> next(p + 1, 0), cur(p + 1, 0);
  next[p] = 1;
  for (size_t t = tokens.size(); t-- > 0;) {
    const auto [kind, c] = tokens[t];
    bool dir_then_rest = false;  // for kDirs: ".*/" then the rest matches path[j..]
    for (size_t j = p + 1; j-- > 0;) {
      switch (kind) {
        case kChar:
          cur[j] = j < p && path[j] == c && next[j + 1];
          break;
        case kAnyChar:
          cur[j] = j < p && path[j] != '/' && next[j + 1];
          break;
        case kStar:
          cur[j] = next[j] || (j < p && path[j] != '/' && cur[j + 1]);
          break;
        case kAll:
          cur[j] = next[j] || (j < p && cur[j + 1]);
          break;
        case kDirs:
          dir_then_rest = j < p && ((path[j] == '/' && next[j + 1]) || dir_then_rest);
          cur[j] = next[j] || dir_then_rest;
          break;
      }
    }
    std::swap(next, cur);
  }
  return next[0];
}

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
      return candidate.string();
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
    ReadKey(Value{config_path, kv.first, kv.second, key}, &keys, &project);
  }
  CheckEditionsNamed(config_path, keys, project);
  ResolveLayouts(config_path, keys, &project);
  ResolveGlossary(config_path, keys, &project);
  return project;
}

Project DirectoryEditions(const std::vector<std::string>& dirs, const std::string& source) {
  Project p;
  std::set<std::string> names;
  for (const std::string& d : dirs) {
    if (!IsDirectory(d)) throw InputError(d, 0, 0, "not a directory");
    std::error_code ec;
    std::string dir = fs::path(d).lexically_normal().generic_string();
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    // The directory's own name, also for "zh/." and "./": the last component of its
    // absolute, normalized path.
    std::string abs = fs::absolute(dir, ec).lexically_normal().generic_string();
    while (abs.size() > 1 && abs.back() == '/') abs.pop_back();
    std::string name = fs::path(abs).filename().string();
    if (name.empty()) name = "edition";
    if (!IsEditionName(name))
      throw InputError(
          "edition name '" + EscapeControls(name) + "' (from directory " + EscapeControls(d) +
          ") is not a valid language code: it has control characters or bytes that are "
          "not UTF-8; rename the directory or use a concord.yml");
    std::string unique = name;
    for (int n = 2; names.count(unique); ++n) unique = name + "-" + std::to_string(n);
    names.insert(unique);
    p.editions.push_back({unique, dir == "." ? "{path}" : dir + "/{path}"});
  }
  if (!source.empty() && !names.count(source)) {
    std::string list;
    for (const auto& e : p.editions) list += (list.empty() ? "" : ", ") + e.lang;
    throw InputError("--source: '" + EscapeControls(source) + "' is not one of the editions (" +
                     list + ")");
  }
  p.source = source;
  return p;
}

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
    if (!edition) continue;  // an edition with no documents yet
    // Every document is found before any is placed: an unreadable directory anywhere in the
    // edition is the error reported, whatever else is wrong in it.
    const std::vector<FoundFile> files =
        FindFiles(edition->dir, kDocumentExtensions, !project.follow_symlinks_outside);
    for (const FoundFile& f : files)
      AddFoundFile(project, patterns, ei, root, edition->real_root, f, &groups);
  }
  std::vector<DocumentGroup> out;
  for (auto& [path, g] : groups) out.push_back(std::move(g));
  return out;
}

std::optional<FileMatch> MatchFile(const Project& project, const std::string& file) {
  std::error_code ec;
  const fs::path root =
      fs::absolute(project.root.empty() ? fs::path(".") : fs::path(project.root), ec);
  std::string rel =
      fs::absolute(file, ec).lexically_normal().lexically_relative(root).generic_string();
  if (rel.empty() || rel.rfind("..", 0) == 0) return std::nullopt;
  const std::vector<LayoutPattern> patterns = PatternsOf(project);
  for (size_t i = 0; i < project.editions.size(); ++i) {
    std::optional<std::string> matched = patterns[i].Match(rel);
    if (matched && !ClaimedByMoreSpecific(project, patterns, i, rel) &&
        !Excluded(project, rel, *matched))
      return FileMatch{project.editions[i].lang, *matched};
  }
  return std::nullopt;
}

}  // namespace concord
