#include "project/project.h"

#include <sys/stat.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "base/error.h"
#include "base/file_read.h"
#include "text/yaml_input.h"
#include "text/escape.h"
#include "text/lang_code.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

const std::vector<std::string> kConfigKeys = {"editions", "source",  "layout",
                                              "layouts",  "exclude", "follow-symlinks-outside"};
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

// A path as the user knows it: relative to the current directory when below it or near, and
// never with symbolic links resolved (a link is named as itself, not as its target).
std::string Shown(const fs::path& p) {
  std::error_code ec;
  const fs::path cwd = fs::current_path(ec);
  fs::path rel = fs::absolute(p, ec).lexically_normal().lexically_proximate(cwd);
  if (ec || rel.empty()) return p.lexically_normal().generic_string();
  std::string s = rel.generic_string();
  return s.rfind("../../", 0) == 0 ? p.lexically_normal().generic_string() : s;
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

// Whether the real path `p` is `root` or below it (both canonical).
bool Within(const fs::path& p, const fs::path& root) {
  return std::mismatch(root.begin(), root.end(), p.begin(), p.end()).first == root.end();
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
    const fs::file_status st = fs::status(candidate, ec);
    if (fs::exists(st) && !fs::is_regular_file(st)) {
      struct stat mode {};  // left 0 ("a special file") if it vanished since
      ::stat(candidate.c_str(), &mode);
      throw InputError(Shown(candidate), 0, 0,
                       NotRegularFileMessage(mode.st_mode, "a project config"));
    }
    // Skipping what is there but cannot be used would run the project of a parent directory.
    if (!fs::exists(st) && fs::is_symlink(fs::symlink_status(candidate, ec)))
      throw InputError(Shown(candidate), 0, 0, "is a broken symbolic link, not a project config");
    if (fs::is_regular_file(st)) {
      // A config found by walking up belongs to its directory, as the files it names do.
      std::error_code file_ec, dir_ec;
      const fs::path real = fs::canonical(candidate, file_ec);
      const fs::path real_dir = fs::canonical(dir, dir_ec);
      if (!file_ec && !dir_ec && !Within(real, real_dir))
        throw InputError(Shown(candidate), 0, 0,
                         "symbolic link to a file outside the project (" + real.string() +
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
  // Every value is checked for its shape before it is read, so no yaml-cpp conversion error
  // (which has no place in the file) can escape; the nodes are kept for the places of the
  // checks that need all keys.
  YAML::Mark layout_mark = YAML::Mark::null_mark(), source_mark = YAML::Mark::null_mark();
  std::string layout;
  struct Override {
    std::string layout;
    YAML::Mark lang_at, layout_at;
  };
  std::map<std::string, Override> layouts;
  std::vector<std::pair<std::string, YAML::Node>> langs;  // code, node
  std::map<std::string, YAML::Mark> seen_keys;
  for (const auto& kv : root) {
    if (!kv.first.IsScalar())
      FailAt(config_path, kv.first,
             "a key must be a name such as 'editions'; got " + ShapeName(kv.first));
    const std::string key = kv.first.Scalar();
    if (std::find(kConfigKeys.begin(), kConfigKeys.end(), key) == kConfigKeys.end())
      FailAt(config_path, kv.first, UnknownValue("key", EscapeControls(key), kConfigKeys));
    if (auto [at, added] = seen_keys.emplace(key, kv.first.Mark()); !added)
      FailAt(config_path, kv.first,
             "'" + key + "' is given twice (first on line " + std::to_string(at->second.line + 1) +
                 ")");
    const Value v{config_path, kv.first, kv.second, key};
    if (key == "editions") {
      const std::string what = "a list of two or more language codes, such as [en, zh]";
      if (!v.node.IsSequence())
        v.Fail(v.node, "'editions' must be " + what + "; got " + ShapeName(v.node));
      if (v.node.size() < 2) v.Fail(v.node, "'editions' must list two or more language codes");
      for (const auto& e : v.node) {
        std::string code =
            v.Code(e, "a list of language codes (" + std::string(kLanguageCodeShape) + ")");
        for (const auto& [other, node] : langs)
          if (other == code)
            v.Fail(e, "'editions' lists '" + code + "' twice (first on line " +
                          std::to_string(node.Mark().line + 1) + ")");
        langs.emplace_back(code, e);
      }
    } else if (key == "source") {
      project.source = v.Code(v.node, "a language code, one of the editions");
      source_mark = MarkOf(v.node, v.key);
    } else if (key == "layout") {
      layout = v.Scalar(v.node,
                        "a path with {path}, such as content/{lang}/{path} (quote a layout "
                        "that starts with a placeholder)");
      layout_mark = MarkOf(v.node, v.key);
    } else if (key == "layouts") {
      if (!v.node.IsMap())
        v.Fail(v.node,
               "'layouts' must map a language code to a layout, such as {en: docs/{path}}; "
               "got " +
                   ShapeName(v.node));
      for (const auto& l : v.node) {
        std::string lang = v.Code(l.first, "a mapping whose keys are language codes");
        if (layouts.count(lang)) v.Fail(l.first, "'layouts' names '" + lang + "' twice");
        const Value entry{config_path, l.first, l.second, "layouts: " + lang};
        layouts[lang] = {entry.Scalar(l.second, "a path with {path}"), l.first.Mark(),
                         MarkOf(l.second, l.first)};
      }
    } else if (key == "exclude") {
      const std::string what = "a glob or a list of globs, such as [\"drafts/**\"]";
      if (v.node.IsScalar()) {
        project.exclude.push_back(v.node.Scalar());
      } else if (v.node.IsSequence()) {
        for (const auto& g : v.node) project.exclude.push_back(v.Scalar(g, what));
      } else if (!v.node.IsNull()) {
        v.Fail(v.node, "'exclude' must be " + what + "; got " + ShapeName(v.node));
      }
    } else if (key == "follow-symlinks-outside") {
      bool follow = false;
      if (!v.node.IsScalar() || !YAML::convert<bool>::decode(v.node, follow))
        v.Fail(v.node, "'follow-symlinks-outside' must be true or false; got " + ShapeName(v.node));
      project.follow_symlinks_outside = follow;
    }
  }
  if (langs.empty()) throw InputError(config_path, 1, 1, "missing required key 'editions'");
  auto is_edition = [&](const std::string& code) {
    return std::any_of(langs.begin(), langs.end(), [&](const auto& l) { return l.first == code; });
  };
  if (!project.source.empty() && !is_edition(project.source))
    FailAt(config_path, source_mark, "source '" + project.source + "' is not one of the editions");
  for (const auto& [lang, l] : layouts)
    if (!is_edition(lang))
      FailAt(config_path, l.lang_at, "'layouts' names '" + lang + "', which is not an edition");
  std::map<std::string, std::string> edition_of;  // normalized layout → the edition that has it
  for (const auto& [lang, lang_node] : langs) {
    const bool own = layouts.count(lang) > 0;
    std::string l = own ? layouts[lang].layout : layout;
    const YAML::Mark at = own                      ? layouts[lang].layout_at
                          : !layout_mark.is_null() ? layout_mark
                                                   : lang_node.Mark();
    if (l.empty()) FailAt(config_path, at, "no layout for edition '" + lang + "' (set 'layout')");
    for (size_t pos; (pos = l.find("{lang}")) != std::string::npos;) l.replace(pos, 6, lang);
    if (l.find("{path}") == std::string::npos)
      FailAt(config_path, at, "layout '" + l + "' has no {path}");
    fs::path normal = fs::path(l).lexically_normal();
    if (normal.is_absolute() || *normal.begin() == "..")
      FailAt(config_path, at,
             "layout '" + l + "' points outside the repository (" + project.root + ")");
    // Two editions in one place would compare every file with itself and hide both.
    auto [other, added] = edition_of.emplace(normal.generic_string(), lang);
    if (!added)
      FailAt(config_path, at,
             "editions '" + other->second + "' and '" + lang + "' have the same layout '" + l +
                 "' (put {lang} in it, or set 'layouts')");
    project.editions.push_back({lang, l});
  }
  return project;
}

Project DirectoryEditions(const std::vector<std::string>& dirs, const std::string& source) {
  Project p;
  std::set<std::string> names;
  for (const std::string& d : dirs) {
    std::error_code ec;
    if (!fs::is_directory(d, ec)) throw InputError(d, 0, 0, "not a directory");
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
  std::error_code ec;
  // Real paths are compared with the real root: a root reached through a link (/tmp on some
  // systems) is no reason to refuse anything.
  fs::path real_root;
  if (!project.root.empty()) {
    real_root = fs::canonical(root, ec);
    if (ec) throw InputError(root.string(), 0, 0, "cannot read directory: " + ec.message());
  }
  std::vector<LayoutPattern> patterns;
  for (const ProjectEdition& e : project.editions) patterns.push_back(PatternOf(e.layout));
  for (size_t ei = 0; ei < project.editions.size(); ++ei) {
    const ProjectEdition& e = project.editions[ei];
    // Without a root (two directories from the command line) layouts are paths as given.
    fs::path dir = project.root.empty() ? fs::path(LayoutPrefixDir(e.layout))
                                        : root / LayoutPrefixDir(e.layout);
    if (dir.empty()) dir = ".";
    const fs::file_status st = fs::status(dir, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory)
      throw InputError(Shown(dir), 0, 0, "cannot read directory: " + ec.message());
    if (!fs::is_directory(st)) continue;  // an edition with no documents yet
    const fs::path real_dir = fs::canonical(dir, ec);
    if (ec) throw InputError(Shown(dir), 0, 0, "cannot read directory: " + ec.message());
    // Directory mode: each directory given is its edition's root.
    const fs::path& edition_root = project.root.empty() ? real_dir : real_root;
    if (!project.follow_symlinks_outside && !Within(real_dir, edition_root))
      throw InputError(Shown(dir), 0, 0,
                       "symbolic link to a directory outside the project (" + real_dir.string() +
                           "); set follow-symlinks-outside: true to read it");
    // Sorted, and never through a symlinked directory (no loops, and every file found below
    // real_dir is inside it unless it is itself a link).
    struct Found {
      fs::path path;
      std::string refused;       // why it is not read, or ""
      unsigned not_regular = 0;  // its stat() mode when not a regular file, or 0
    };
    std::vector<Found> files;
    fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec), end;
    if (ec) throw InputError(Shown(dir), 0, 0, "cannot read directory: " + ec.message());
    while (it != end) {
      const fs::path p = it->path();
      std::error_code entry_ec;  // an entry that vanished or cannot be stat'ed is no document
      const bool is_dir = it->is_directory(entry_ec);
      if (is_dir && p.filename().string().rfind('.', 0) == 0) {
        it.disable_recursion_pending();  // .git, .hugo_build.lock …
      } else if (!is_dir && kDocumentExtensions.count(p.extension().string()) &&
                 !it->is_regular_file(entry_ec)) {
        // A FIFO, socket or device with a document's name is no document, and never opened
        // (a FIFO would wait for a writer); saying nothing would report it missing.
        struct stat st {};
        if (::stat(p.c_str(), &st) == 0)
          files.push_back({p, "", st.st_mode});
        else if (it->is_symlink(entry_ec))
          files.push_back({p, Shown(p) + ": broken symbolic link, not read", 0});
      } else if (!is_dir && kDocumentExtensions.count(p.extension().string())) {
        Found f{p, "", 0};
        if (!project.follow_symlinks_outside && it->is_symlink(entry_ec)) {
          const fs::path real = fs::canonical(p, entry_ec);
          if (entry_ec || !Within(real, edition_root))
            f.refused = Shown(p) + ": symbolic link to a file outside the project (" +
                        (entry_ec ? entry_ec.message() : real.string()) + ")" +
                        (project.root.empty() ? "; not read in directory mode (a concord.yml with "
                                                "follow-symlinks-outside: true reads it)"
                                              : "; set follow-symlinks-outside: true to read it");
        }
        files.push_back(std::move(f));
      }
      // A subdirectory that cannot be read fails here (the iterator opens it on the way in);
      // leaving it out would report its documents as missing.
      it.increment(ec);
      if (ec)
        throw InputError(Shown(is_dir ? p : dir), 0, 0, "cannot read directory: " + ec.message());
    }
    for (const Found& f : files) {
      std::string rel = project.root.empty() ? f.path.lexically_normal().generic_string()
                                             : f.path.lexically_relative(root).generic_string();
      std::optional<std::string> matched = patterns[ei].Match(rel);
      if (!matched || ClaimedByMoreSpecific(project, patterns, ei, rel)) continue;
      const std::string& path = *matched;
      if (Excluded(project, rel, path)) continue;
      if (f.not_regular != 0)
        throw InputError(Shown(f.path), 0, 0, NotRegularFileMessage(f.not_regular));
      DocumentGroup& g = groups[path];
      g.path = path;
      if (f.refused.empty())
        g.files[e.lang] = Shown(project.root.empty() ? fs::path(rel) : root / rel);
      else
        g.refused[e.lang] = f.refused;
    }
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
  std::vector<LayoutPattern> patterns;
  for (const ProjectEdition& e : project.editions) patterns.push_back(PatternOf(e.layout));
  for (size_t i = 0; i < project.editions.size(); ++i) {
    std::optional<std::string> matched = patterns[i].Match(rel);
    if (matched && !ClaimedByMoreSpecific(project, patterns, i, rel) &&
        !Excluded(project, rel, *matched))
      return FileMatch{project.editions[i].lang, *matched};
  }
  return std::nullopt;
}

}  // namespace concord
