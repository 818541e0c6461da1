// directory_editions.cc — the editions of directories given on the command line, and --source
// (project.h DirectoryEditions, SetSource).
#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>

#include "base/error.h"
#include "project/project.h"
#include "project/vcs.h"
#include "text/escape.h"
#include "text/lang_code.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

// A name given to an edition after its directory: a label shown in reports (the language
// comes from --lang-a/--lang-b or the text), so any word a directory may have is fine ("ed zh",
// translations, 中文), but nothing that could break a line or steer a terminal.
bool IsEditionName(const std::string& name) {
  return !name.empty() && EscapeControls(name) == name;
}

// The names of editions given as directories (segments: each one's absolute path, split): the
// directories' own names when they differ, else the segment at the first place the paths
// differ (pages/osx, pages.zh/osx → pages, pages.zh), or the own name of a path that ends
// before it.
std::vector<std::string> NamesOfDirectories(const std::vector<std::vector<std::string>>& segments) {
  std::vector<std::string> last;
  for (const auto& s : segments) last.push_back(s.empty() ? "" : s.back());
  if (std::set<std::string>(last.begin(), last.end()).size() == last.size()) return last;
  size_t k = 0;
  for (;; ++k) {
    const bool all_have =
        std::all_of(segments.begin(), segments.end(), [&](const auto& s) { return k < s.size(); });
    if (!all_have || std::any_of(segments.begin(), segments.end(),
                                 [&](const auto& s) { return s[k] != segments.front()[k]; }))
      break;
  }
  std::vector<std::string> names;
  for (size_t i = 0; i < segments.size(); ++i)
    names.push_back(k < segments[i].size() ? segments[i][k] : last[i]);
  return names;
}

}  // namespace

Project DirectoryEditions(const std::vector<std::string>& dirs, const std::string& source,
                          const std::vector<std::string>& names) {
  if (!names.empty() && names.size() != dirs.size())
    throw InputError("--editions: " + std::to_string(names.size()) + " names for " +
                     std::to_string(dirs.size()) + " directories");
  std::vector<std::string> shown, given = names;
  std::vector<std::vector<std::string>> segments;  // of each absolute, normalized path
  std::map<std::string, std::string> real_dirs;    // real path → the directory given for it
  for (const std::string& d : dirs) {
    if (!IsDirectory(d)) throw InputError(d, 0, 0, "not a directory");
    // One directory twice (`zh zh`, `zh ./zh/`, a link to it) would compare each file with
    // itself and pass.
    if (const std::optional<fs::path> real = RealPath(d)) {
      auto [other, added] = real_dirs.emplace(real->string(), d);
      if (!added)
        throw InputError(EscapeControls(d) + ": the same directory as " +
                         EscapeControls(other->second) +
                         ", given twice; give each edition's directory once");
    }
    std::error_code ec;
    std::string dir = fs::path(d).lexically_normal().generic_string();
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    shown.push_back(dir);
    segments.emplace_back();
    for (const fs::path& part : fs::absolute(dir, ec).lexically_normal())
      if (!part.empty() && part != "/") segments.back().push_back(part.string());
  }
  if (given.empty()) given = NamesOfDirectories(segments);
  Project p;
  std::set<std::string> taken;
  for (size_t i = 0; i < dirs.size(); ++i) {
    std::string name = given[i].empty() ? "edition" : given[i];
    if (!names.empty() && !IsLanguageCode(name))
      throw InputError("--editions: " + InvalidLanguageCode(name));
    if (!names.empty() && taken.count(name))
      throw InputError("--editions: '" + name + "' is given twice");
    if (!IsEditionName(name))
      throw InputError(
          "edition name '" + EscapeControls(name) + "' (from directory " + EscapeControls(dirs[i]) +
          ") is not a valid language code: it has control characters or bytes that are "
          "not UTF-8; rename the directory or use a concord.yml");
    std::string unique = name;
    for (int n = 2; taken.count(unique); ++n) unique = name + "-" + std::to_string(n);
    taken.insert(unique);
    p.editions.push_back({unique, shown[i] == "." ? "{path}" : shown[i] + "/{path}", "", {}, {}});
  }
  SetSource(&p, source);
  return p;
}

void SetSource(Project* project, const std::string& source) {
  if (source.empty()) return;
  std::vector<std::string> langs;
  for (const ProjectEdition& e : project->editions) langs.push_back(e.lang);
  if (std::find(langs.begin(), langs.end(), source) != langs.end()) {
    project->source = source;
    return;
  }
  const std::string hint = SimilarLanguageCode(source, langs);
  std::string list;
  for (const std::string& l : langs) list += (list.empty() ? "" : ", ") + l;
  throw InputError("--source: '" + EscapeControls(source) + "' is not one of the editions (" +
                   list + ")" + (hint.empty() ? "" : "; did you mean '" + hint + "'?"));
}

}  // namespace concord
