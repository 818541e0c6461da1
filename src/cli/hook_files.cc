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

std::optional<std::vector<DocumentGroup>> GroupsOfFiles(const Project& project,
                                                        const std::vector<std::string>& files,
                                                        size_t max_file_size) {
  std::map<std::string, std::set<std::string>> touched;  // {path} → languages given
  for (const std::string& f : files)
    if (auto m = MatchFile(project, f)) touched[m->path].insert(m->lang);
  if (touched.empty()) return std::nullopt;
  std::vector<DocumentGroup> groups;
  for (DocumentGroup& g : GroupDocuments(project)) {
    // A file paired by translation-key is in the group of another {path}.
    std::set<std::string> langs;
    for (const std::string& path : g.other_paths)
      if (auto it = touched.find(path); it != touched.end())
        langs.insert(it->second.begin(), it->second.end());
    if (auto it = touched.find(g.path); it != touched.end())
      langs.insert(it->second.begin(), it->second.end());
    if (langs.empty()) continue;
    for (const std::string& lang : langs)
      if (auto file = g.files.find(lang); file != g.files.end())
        ReadDocument(file->second, max_file_size);
    groups.push_back(std::move(g));
  }
  return groups;
}

}  // namespace concord
