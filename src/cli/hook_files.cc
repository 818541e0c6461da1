// hook_files.cc — see hook_files.h.
#include "cli/hook_files.h"

#include <filesystem>
#include <map>
#include <set>
#include <system_error>

#include "base/error.h"
#include "text/document.h"

namespace concord {

void RefuseOptionsAsFiles(const std::vector<std::string>& files,
                          const std::function<bool(const std::string& name)>& is_option,
                          const Project& project) {
  for (const std::string& f : files) {
    if (f.size() < 2 || f[0] != '-' || MatchFile(project, f)) continue;
    const std::string name = f[1] == '-' ? f.substr(2, f.find('=') - 2) : f.substr(0, 2);
    std::error_code ec;
    if (name.empty() || !is_option || !is_option(name) ||
        std::filesystem::symlink_status(f, ec).type() != std::filesystem::file_type::not_found)
      continue;
    throw InputError("hook: '" + f +
                     "' comes after '--', so it is a file name, and no such file "
                     "exists; options go before '--' (with pre-commit: in the hook's entry, not "
                     "in args; see docs/hook.md)");
  }
}

TouchedFiles MatchFiles(const Project& project, const std::vector<std::string>& files) {
  TouchedFiles touched;
  for (const std::string& f : files)
    if (auto m = MatchFile(project, f)) touched[m->path].insert(m->lang);
  return touched;
}

std::vector<DocumentGroup> GroupsOfFiles(const TouchedFiles& touched,
                                         const std::vector<DocumentGroup>& every_group,
                                         size_t max_file_size) {
  std::vector<DocumentGroup> groups;
  for (const DocumentGroup& g : every_group) {
    // The editions of `g` whose file was given: a file paired by translation-key has a {path}
    // of its own (DocumentGroup::file_paths).
    std::vector<std::string> given;
    for (const auto& [lang, file] : g.files) {
      const auto own = g.file_paths.find(lang);
      const auto it = touched.find(own == g.file_paths.end() ? g.path : own->second);
      if (it != touched.end() && it->second.count(lang)) given.push_back(lang);
    }
    // A file given that is gone (a deletion) names the group of its {path} that lacks it.
    bool deleted = false;
    if (const auto it = touched.find(g.path); it != touched.end())
      for (const std::string& lang : it->second) deleted = deleted || !g.files.count(lang);
    if (given.empty() && !deleted) continue;
    for (const std::string& lang : given) ReadDocument(g.files.at(lang), max_file_size);
    groups.push_back(g);
  }
  return groups;
}

}  // namespace concord
