#include "project.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

#include "error.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

const std::vector<std::string> kConfigKeys = {"editions", "source", "layout", "layouts",
                                              "exclude"};
const std::set<std::string> kDocumentExtensions = {".md", ".markdown", ".mdx", ".txt"};

[[noreturn]] void Fail(const std::string& path, const YAML::Node& node, const std::string& why) {
  throw InputError(path, node.Mark().line + 1, node.Mark().column + 1, why);
}

std::string EscapeRegex(const std::string& s) {
  static const std::string kSpecial = R"(\^$.|?*+()[]{})";
  std::string out;
  for (char c : s) {
    if (kSpecial.find(c) != std::string::npos) out += '\\';
    out += c;
  }
  return out;
}

// A layout as a regex over root-relative paths; group 1 is {path}.
std::regex LayoutRegex(const std::string& layout) {
  const std::string placeholder = "{path}";
  size_t at = layout.find(placeholder);
  return std::regex("^" + EscapeRegex(layout.substr(0, at)) + "(.+)" +
                    EscapeRegex(layout.substr(at + placeholder.size())) + "$");
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
bool ClaimedByMoreSpecific(const Project& project, const std::vector<std::regex>& regexes,
                           size_t self, const std::string& rel) {
  for (size_t i = 0; i < project.editions.size(); ++i)
    if (i != self && Specificity(project.editions[i].layout) > Specificity(project.editions[self].layout) &&
        std::regex_match(rel, regexes[i]))
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
  std::string re = "^";
  for (size_t i = 0; i < glob.size(); ++i) {
    char c = glob[i];
    if (c == '*' && i + 1 < glob.size() && glob[i + 1] == '*') {
      bool dir = i + 2 < glob.size() && glob[i + 2] == '/';
      re += dir ? "(?:.*/)?" : ".*";
      i += dir ? 2 : 1;
    } else if (c == '*') {
      re += "[^/]*";
    } else if (c == '?') {
      re += "[^/]";
    } else {
      re += EscapeRegex(std::string(1, c));
    }
  }
  return std::regex_match(path, std::regex(re + "$"));
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
    root = YAML::LoadFile(config_path);
  } catch (const YAML::BadFile&) {
    throw InputError(config_path, 0, 0, "cannot open project config");
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
        std::string hint = ClosestMatch(key, kConfigKeys);
        Fail(config_path, kv.first,
             "unknown key '" + key + "'" + (hint.empty() ? "" : " (did you mean '" + hint + "'?)") +
                 "; valid: editions, source, layout, layouts, exclude");
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
  std::vector<std::regex> regexes;
  for (const ProjectEdition& e : project.editions) regexes.push_back(LayoutRegex(e.layout));
  for (size_t ei = 0; ei < project.editions.size(); ++ei) {
    const ProjectEdition& e = project.editions[ei];
    const std::regex& re = regexes[ei];
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
      std::smatch m;
      if (!std::regex_match(rel, m, re) || ClaimedByMoreSpecific(project, regexes, ei, rel)) continue;
      std::string path = m[1].str();
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
  std::vector<std::regex> regexes;
  for (const ProjectEdition& e : project.editions) regexes.push_back(LayoutRegex(e.layout));
  for (size_t i = 0; i < project.editions.size(); ++i) {
    std::smatch m;
    if (std::regex_match(rel, m, regexes[i]) && !ClaimedByMoreSpecific(project, regexes, i, rel) &&
        !Excluded(project, rel, m[1].str()))
      return FileMatch{project.editions[i].lang, m[1].str()};
  }
  return std::nullopt;
}

}  // namespace concord
