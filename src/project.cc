#include "project.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include "error.h"
#include "file_read.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

const std::vector<std::string> kConfigKeys = {"editions", "source", "layout", "layouts",
                                              "exclude"};
const std::set<std::string> kDocumentExtensions = {".md", ".markdown", ".mdx", ".txt"};

[[noreturn]] void Fail(const std::string& path, const YAML::Node& node, const std::string& why) {
  throw InputError(path, node.Mark().line + 1, node.Mark().column + 1, why);
}

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

std::string Shown(const fs::path& p) {
  std::error_code ec;
  fs::path rel = fs::proximate(p, fs::current_path(ec), ec);
  if (ec || rel.empty()) return p.lexically_normal().generic_string();
  std::string s = rel.generic_string();
  return s.rfind("../../", 0) == 0 ? p.lexically_normal().generic_string() : s;
}

// Characters of a layout outside its placeholders: the more, the more specific the layout.
size_t Specificity(const std::string& layout) { return layout.size() - std::string("{path}").size(); }

// Whether another edition's layout, more specific than `self`'s, also matches `rel`: VitePress
// keeps the source in docs/{path} and translations in docs/{lang}/{path}, and docs/zh/a.md is
// zh's, not the source's zh/a.md.
bool ClaimedByMoreSpecific(const Project& project, const std::vector<LayoutPattern>& patterns,
                           size_t self, const std::string& rel) {
  for (size_t i = 0; i < project.editions.size(); ++i)
    if (i != self && Specificity(project.editions[i].layout) > Specificity(project.editions[self].layout) &&
        patterns[i].Match(rel))
      return true;
  return false;
}

bool Excluded(const Project& project, const std::string& rel, const std::string& path) {
  return std::any_of(project.exclude.begin(), project.exclude.end(), [&](const std::string& g) {
    return GlobMatch(g, rel) || GlobMatch(g, path);
  });
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
        case kChar: cur[j] = j < p && path[j] == c && next[j + 1]; break;
        case kAnyChar: cur[j] = j < p && path[j] != '/' && next[j + 1]; break;
        case kStar: cur[j] = next[j] || (j < p && path[j] != '/' && cur[j + 1]); break;
        case kAll: cur[j] = next[j] || (j < p && cur[j + 1]); break;
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
    if (fs::is_regular_file(candidate, ec)) return candidate.string();
    if (dir == dir.root_path() || dir.parent_path() == dir) return std::nullopt;
    dir = dir.parent_path();
  }
}

Project LoadProject(const std::string& config_path) {
  YAML::Node root;
  try {
    root = YAML::Load(ReadRegularFile(config_path, {"project config", kMaxSettingsFileBytes}));
  } catch (const YAML::Exception& e) {
    throw InputError(config_path, e.mark.line + 1, e.mark.column + 1, "YAML syntax error: " + e.msg);
  }
  if (!root.IsMap()) throw InputError(config_path, 1, 1, "the project config must be a mapping");
  Project project;
  project.config_path = config_path;
  project.root = fs::absolute(config_path).parent_path().lexically_normal().string();
  std::string layout;
  std::map<std::string, std::string> layouts;
  std::vector<std::string> langs;
  try {
    for (const auto& kv : root) {
      const std::string key = kv.first.as<std::string>();
      const YAML::Node& v = kv.second;
      if (key == "editions") {
        if (!v.IsSequence() || v.size() < 2) Fail(config_path, v, "'editions' must list two or more language codes");
        for (const auto& e : v) langs.push_back(e.as<std::string>());
      } else if (key == "source") {
        project.source = v.as<std::string>();
      } else if (key == "layout") {
        layout = v.as<std::string>();
      } else if (key == "layouts") {
        if (!v.IsMap()) Fail(config_path, v, "'layouts' must map a language code to a layout");
        for (const auto& l : v) layouts[l.first.as<std::string>()] = l.second.as<std::string>();
      } else if (key == "exclude") {
        if (v.IsScalar()) project.exclude.push_back(v.as<std::string>());
        else for (const auto& g : v) project.exclude.push_back(g.as<std::string>());
      } else {
        Fail(config_path, kv.first, UnknownValue("key", key, kConfigKeys));
      }
    }
  } catch (const YAML::Exception& e) {
    throw InputError(config_path, e.mark.line + 1, e.mark.column + 1, e.msg);
  }
  if (langs.empty()) throw InputError(config_path, 1, 1, "missing required key 'editions'");
  if (!project.source.empty() && std::find(langs.begin(), langs.end(), project.source) == langs.end())
    throw InputError(config_path, 1, 1, "source '" + project.source + "' is not one of the editions");
  for (const auto& [lang, l] : layouts)
    if (std::find(langs.begin(), langs.end(), lang) == langs.end())
      throw InputError(config_path, 1, 1, "'layouts' names '" + lang + "', which is not an edition");
  for (const std::string& lang : langs) {
    std::string l = layouts.count(lang) ? layouts[lang] : layout;
    if (l.empty())
      throw InputError(config_path, 1, 1, "no layout for edition '" + lang + "' (set 'layout')");
    for (size_t at; (at = l.find("{lang}")) != std::string::npos;) l.replace(at, 6, lang);
    if (l.find("{path}") == std::string::npos)
      throw InputError(config_path, 1, 1, "layout '" + l + "' has no {path}");
    fs::path normal = fs::path(l).lexically_normal();
    if (normal.is_absolute() || *normal.begin() == "..")
      throw InputError(config_path, 1, 1,
                       "layout '" + l + "' points outside the repository (" + project.root + ")");
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
    std::string unique = name;
    for (int n = 2; names.count(unique); ++n) unique = name + "-" + std::to_string(n);
    names.insert(unique);
    p.editions.push_back({unique, dir == "." ? "{path}" : dir + "/{path}"});
  }
  if (!source.empty() && !names.count(source)) {
    std::string list;
    for (const auto& e : p.editions) list += (list.empty() ? "" : ", ") + e.lang;
    throw InputError("--source: '" + source + "' is not one of the editions (" + list + ")");
  }
  p.source = source;
  return p;
}

std::vector<DocumentGroup> GroupDocuments(const Project& project) {
  std::map<std::string, DocumentGroup> groups;
  const fs::path root = project.root.empty() ? fs::path(".") : fs::path(project.root);
  std::vector<LayoutPattern> patterns;
  for (const ProjectEdition& e : project.editions) patterns.push_back(PatternOf(e.layout));
  for (size_t ei = 0; ei < project.editions.size(); ++ei) {
    const ProjectEdition& e = project.editions[ei];
    // Without a root (two directories from the command line) layouts are paths as given.
    fs::path dir = project.root.empty() ? fs::path(LayoutPrefixDir(e.layout))
                                        : root / LayoutPrefixDir(e.layout);
    if (dir.empty()) dir = ".";
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;  // an edition with no documents yet
    // Sorted, and never through a symlinked directory (no loops).
    std::vector<fs::path> files;
    fs::recursive_directory_iterator it(dir, fs::directory_options::none, ec), end;
    if (ec) throw InputError(dir.string(), 0, 0, "cannot read directory: " + ec.message());
    for (; it != end; it.increment(ec)) {
      if (ec) throw InputError(dir.string(), 0, 0, "cannot read directory: " + ec.message());
      const fs::path& p = it->path();
      if (it->is_directory(ec) && p.filename().string().rfind('.', 0) == 0) {
        it.disable_recursion_pending();  // .git, .hugo_build.lock …
        continue;
      }
      if (!it->is_regular_file(ec) || !kDocumentExtensions.count(p.extension().string())) continue;
      files.push_back(p);
    }
    for (const fs::path& p : files) {
      std::string rel = project.root.empty() ? p.lexically_normal().generic_string()
                                             : p.lexically_relative(root).generic_string();
      std::optional<std::string> matched = patterns[ei].Match(rel);
      if (!matched || ClaimedByMoreSpecific(project, patterns, ei, rel)) continue;
      const std::string& path = *matched;
      if (Excluded(project, rel, path)) continue;
      DocumentGroup& g = groups[path];
      g.path = path;
      g.files[e.lang] = Shown(project.root.empty() ? fs::path(rel) : root / rel);
    }
  }
  std::vector<DocumentGroup> out;
  for (auto& [path, g] : groups) out.push_back(std::move(g));
  return out;
}

std::optional<FileMatch> MatchFile(const Project& project, const std::string& file) {
  std::error_code ec;
  const fs::path root = fs::absolute(project.root.empty() ? fs::path(".") : fs::path(project.root), ec);
  std::string rel = fs::absolute(file, ec).lexically_normal().lexically_relative(root).generic_string();
  if (rel.empty() || rel.rfind("..", 0) == 0) return std::nullopt;
  std::vector<LayoutPattern> patterns;
  for (const ProjectEdition& e : project.editions) patterns.push_back(PatternOf(e.layout));
  for (size_t i = 0; i < project.editions.size(); ++i) {
    std::optional<std::string> matched = patterns[i].Match(rel);
    if (matched && !ClaimedByMoreSpecific(project, patterns, i, rel) && !Excluded(project, rel, *matched))
      return FileMatch{project.editions[i].lang, *matched};
  }
  return std::nullopt;
}

}  // namespace concord
