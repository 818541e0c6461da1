#include "rules/paired_addresses.h"

#include <algorithm>
#include <unordered_map>

#include "rules/translated_urls.h"
#include "text/unicode.h"

namespace concord {

std::string_view HostOfUrlKey(std::string_view key) {
  const size_t scheme = key.find("://");
  if (scheme == std::string_view::npos || scheme == 0) return {};
  for (size_t i = 0; i < scheme; ++i)
    if (!IsAsciiAlnum(key[i]) && key[i] != '+' && key[i] != '-' && key[i] != '.') return {};
  return key.substr(0, std::min(key.find_first_of("/?#", scheme + 3), key.size()));
}

namespace {

bool IsSiteAbsolute(std::string_view key) {
  return key.size() > 1 && key[0] == '/' && key[1] != '/';
}

// Marks the pairs of a site-absolute key of `paths` (of an edition that links `hosts`) with an
// absolute key of `hosted` of one of those hosts whose path is the same, one to one.
void PairWithHosts(std::span<const std::string_view> paths,
                   const std::unordered_set<std::string>& hosts,
                   std::span<const std::string_view> hosted, std::vector<bool>* paired_paths,
                   std::vector<bool>* paired_hosted) {
  if (hosts.empty()) return;
  std::unordered_map<std::string_view, std::vector<size_t>> by_path;
  for (size_t i = 0; i < paths.size(); ++i)
    if (!(*paired_paths)[i] && IsSiteAbsolute(paths[i])) by_path[paths[i]].push_back(i);
  if (by_path.empty()) return;
  for (size_t j = 0; j < hosted.size(); ++j) {
    const std::string_view host = HostOfUrlKey(hosted[j]);
    if ((*paired_hosted)[j] || host.empty() || host.size() == hosted[j].size() ||
        !hosts.count(std::string(host)))
      continue;
    const auto it = by_path.find(hosted[j].substr(host.size()));
    if (it == by_path.end()) continue;
    for (size_t i : it->second) {
      if ((*paired_paths)[i]) continue;
      (*paired_paths)[i] = (*paired_hosted)[j] = true;
      break;
    }
  }
}

}  // namespace

void PairHostedSitePaths(std::span<const std::string_view> keys_a,
                         std::span<const std::string_view> keys_b,
                         const std::unordered_set<std::string>& hosts_a,
                         const std::unordered_set<std::string>& hosts_b,
                         std::vector<bool>* paired_a, std::vector<bool>* paired_b) {
  paired_a->resize(keys_a.size(), false);
  paired_b->resize(keys_b.size(), false);
  PairWithHosts(keys_a, hosts_a, keys_b, paired_a, paired_b);
  PairWithHosts(keys_b, hosts_b, keys_a, paired_b, paired_a);
}

std::vector<bool> PairedAddresses(std::span<const std::string_view> keys_a,
                                  std::span<const std::string_view> keys_b, const PairTags& tags_a,
                                  const std::unordered_set<std::string>& hosts_a,
                                  const std::unordered_set<std::string>& hosts_b) {
  std::vector<bool> paired_a, paired_b;
  PairLocalizedPages(keys_a, keys_b, tags_a, &paired_a, &paired_b);
  PairTranslatedTextUrls(keys_a, keys_b, &paired_a, &paired_b);
  PairHostedSitePaths(keys_a, keys_b, hosts_a, hosts_b, &paired_a, &paired_b);
  paired_a.insert(paired_a.end(), paired_b.begin(), paired_b.end());
  return paired_a;
}

}  // namespace concord
