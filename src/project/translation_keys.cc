// translation_keys.cc — see translation_keys.h.
#include "project/translation_keys.h"

#include <algorithm>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/file_read.h"
#include "segment/front_matter.h"
#include "segment/lines.h"
#include "text/document.h"

namespace concord {
namespace {

// `head` cut after its last whole line, as far as its encoding tells (a UTF-8 BOM, or UTF-16 of
// either byte order after its BOM): the decoder then never sees half a character.
std::string_view WholeLines(std::string_view head) {
  const bool le = head.starts_with("\xFF\xFE"), be = head.starts_with("\xFE\xFF");
  if (!le && !be) return head.substr(0, head.rfind('\n') + 1);
  for (size_t i = head.size() & ~size_t{1}; i >= 4; i -= 2)
    if (head[i - 2] == (le ? '\n' : '\0') && head[i - 1] == (le ? '\0' : '\n'))
      return head.substr(0, i);
  return head.substr(0, 2);
}

// The value `key` has in the front matter of the file at `path`, or nullopt: also for a file
// that cannot be read or decoded (the check reports it where it reads the file).
std::optional<std::string> TranslationKeyOf(const std::string& path, const std::string& key) {
  try {
    const std::string bytes =
        ReadRegularFile(path, {"", kTranslationKeyHeadBytes, {}, /*head_only=*/true});
    const std::string text =
        DecodeDocument(path, bytes.size() < kTranslationKeyHeadBytes ? bytes : WholeLines(bytes))
            .text;
    const std::optional<markdown_internal::FrontMatter> fm =
        markdown_internal::FindFrontMatter(text, markdown_internal::SplitLines(text), {key});
    if (!fm || fm->fields.empty()) return std::nullopt;
    return fm->fields.front().text;
  } catch (const InputError&) {
    return std::nullopt;
  }
}

// One file of the tree: its edition, its path as shown, and the {path} it was found under.
struct TreeFile {
  std::string lang, file, path;
};

// The {path} the group of `files` (one key's) is named by: the source's file's, else the first
// listed edition's.
const std::string& LeaderPath(const Project& project, const std::vector<TreeFile>& files) {
  std::vector<std::string> order;
  if (!project.source.empty()) order.push_back(project.source);
  for (const ProjectEdition& e : project.editions) order.push_back(e.lang);
  for (const std::string& lang : order)
    for (const TreeFile& f : files)
      if (f.lang == lang) return f.path;
  return files.front().path;
}

bool OneFilePerEdition(const std::vector<TreeFile>& files) {
  std::set<std::string> langs;
  for (const TreeFile& f : files)
    if (!langs.insert(f.lang).second) return false;
  return true;
}

void AddFile(const TreeFile& f, DocumentGroup* g) {
  g->files[f.lang] = f.file;
  if (f.path != g->path) g->file_paths[f.lang] = f.path;
}

}  // namespace

void GroupByTranslationKey(const Project& project, std::map<std::string, DocumentGroup>* groups) {
  if (project.translation_key.empty()) return;
  // Every file read first; then the files of each key are one group, and the files without a
  // key (or of a key two files of one edition give) are grouped by {path}, joining the group of
  // a key named by their {path} where their edition is not in it yet.
  std::map<std::string, std::vector<TreeFile>> by_key;
  std::map<std::string, std::vector<TreeFile>> by_path;  // the files without a usable key
  std::map<std::string, std::map<std::string, std::string>> refused;  // {path} → as found
  for (auto& [path, group] : *groups) {
    refused[path] = std::move(group.refused);
    for (const auto& [lang, file] : group.files) {
      if (std::optional<std::string> key = TranslationKeyOf(file, project.translation_key))
        by_key[*key].push_back({lang, file, path});
      else
        by_path[path].push_back({lang, file, path});
    }
  }
  for (auto it = by_key.begin(); it != by_key.end();) {
    if (OneFilePerEdition(it->second)) {
      ++it;
      continue;
    }
    for (TreeFile& f : it->second) by_path[f.path].push_back(std::move(f));
    it = by_key.erase(it);
  }

  // Groups of one name are told apart by a suffix of their map key (the order they come in).
  std::multimap<std::string, DocumentGroup> out;
  for (const auto& [key, files] : by_key) {
    DocumentGroup g;
    g.path = LeaderPath(project, files);
    for (const TreeFile& f : files) AddFile(f, &g);
    out.emplace(g.path, std::move(g));
  }
  for (const auto& [path, files] : by_path) {
    DocumentGroup* joined = nullptr;
    for (auto [it, end] = out.equal_range(path); it != end && !joined; ++it)
      if (std::none_of(files.begin(), files.end(),
                       [&](const TreeFile& f) { return it->second.files.count(f.lang); }))
        joined = &it->second;
    if (!joined) {
      DocumentGroup g;
      g.path = path;
      joined = &out.emplace(path, std::move(g))->second;
    }
    for (const TreeFile& f : files) AddFile(f, joined);
  }
  // A file left unread stays with the group of its {path} (it has no key to tell).
  for (auto& [path, why] : refused) {
    if (why.empty()) continue;
    auto it = out.find(path);
    if (it == out.end()) {
      DocumentGroup g;
      g.path = path;
      it = out.emplace(path, std::move(g));
    }
    for (auto& [lang, reason] : why) it->second.refused.emplace(lang, std::move(reason));
  }
  groups->clear();
  size_t n = 0;
  for (auto& [path, g] : out) groups->emplace(path + '\0' + std::to_string(n++), std::move(g));
}

}  // namespace concord
