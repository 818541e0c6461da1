// translation_keys.cc — see translation_keys.h.
#include "project/translation_keys.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "base/file_read.h"
#include "segment/front_matter.h"
#include "segment/lines.h"

namespace concord {
namespace {

// The value `key` has in the front matter of the file at `path`, or nullopt.
std::optional<std::string> TranslationKeyOf(const std::string& path, const std::string& key) {
  const std::string head =
      ReadRegularFile(path, {"", kTranslationKeyHeadBytes, {}, /*head_only=*/true});
  const std::optional<markdown_internal::FrontMatter> fm =
      markdown_internal::FindFrontMatter(head, markdown_internal::SplitLines(head), {key});
  if (!fm || fm->fields.empty()) return std::nullopt;
  return fm->fields.front().text;
}

// One file that gives a key: its edition and the group it was found in.
struct KeyedFile {
  std::string lang, file, group_path;
};

// The group the files of one key join: the source's file's, else the first listed edition's.
const KeyedFile& Leader(const Project& project, const std::vector<KeyedFile>& files) {
  std::vector<std::string> order;
  if (!project.source.empty()) order.push_back(project.source);
  for (const ProjectEdition& e : project.editions) order.push_back(e.lang);
  for (const std::string& lang : order)
    for (const KeyedFile& f : files)
      if (f.lang == lang) return f;
  return files.front();
}

// Whether the files of one key can be one group: one file per edition, and none of another
// file's edition already in the leader's group.
bool CanJoin(const std::vector<KeyedFile>& files, const KeyedFile& leader,
             const std::map<std::string, DocumentGroup>& groups) {
  std::set<std::string> langs;
  for (const KeyedFile& f : files)
    if (!langs.insert(f.lang).second) return false;
  const DocumentGroup& target = groups.at(leader.group_path);
  for (const auto& [lang, file] : target.files)
    if (langs.count(lang) && file != std::find_if(files.begin(), files.end(), [&](const auto& f) {
                                       return f.lang == lang;
                                     })->file)
      return false;
  return std::all_of(files.begin(), files.end(),
                     [&](const KeyedFile& f) { return !target.refused.count(f.lang); });
}

}  // namespace

void GroupByTranslationKey(const Project& project, std::map<std::string, DocumentGroup>* groups) {
  if (project.translation_key.empty()) return;
  std::map<std::string, std::vector<KeyedFile>> by_key;
  for (const auto& [path, group] : *groups)
    for (const auto& [lang, file] : group.files)
      if (std::optional<std::string> key = TranslationKeyOf(file, project.translation_key))
        by_key[*key].push_back({lang, file, path});
  for (const auto& [key, files] : by_key) {
    const KeyedFile& leader = Leader(project, files);
    if (!CanJoin(files, leader, *groups)) continue;
    DocumentGroup& target = (*groups)[leader.group_path];
    for (const KeyedFile& f : files) {
      if (f.group_path == leader.group_path) continue;
      (*groups)[f.group_path].files.erase(f.lang);
      target.files[f.lang] = f.file;
      target.other_paths.insert(f.group_path);
    }
  }
  std::erase_if(*groups, [](const auto& entry) {
    return entry.second.files.empty() && entry.second.refused.empty();
  });
}

}  // namespace concord
