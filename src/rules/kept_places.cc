#include "rules/kept_places.h"

#include <map>
#include <set>
#include <string_view>
#include <utility>
#include <vector>

#include "base/parallel.h"
#include "rules/unit_script.h"

namespace concord {
namespace {

std::string_view FolderOf(std::string_view path) {
  const size_t cut = path.rfind('/');
  return cut == std::string_view::npos ? std::string_view() : path.substr(0, cut);
}

// How many units the page's front matter opens it with.
size_t FrontMatterUnits(const Edition& e) {
  size_t n = 0;
  while (n < e.units.size() && !e.units[n].markup->front_matter_key.empty()) ++n;
  return n;
}

// The place of unit `u` in its page (see kept_places.h); `front` is FrontMatterUnits(e).
std::string PlaceOf(const Edition& e, size_t u, size_t front) {
  if (u < front) return "=" + e.units[u].markup->front_matter_key;
  return "#" + std::to_string(u - front);
}

// The places kept in `pages`, the pages of one folder of one language.
std::vector<std::string> KeptIn(const std::vector<const Edition*>& pages) {
  struct Count {
    int pages = 0;    // translated pages that have the place
    int keeping = 0;  // of those, the pages with English prose there
  };
  std::map<std::string, Count> counts;
  for (const Edition* e : pages) {
    EditionScripts scripts(*e);
    if (!scripts.CjkMajority()) continue;
    const size_t front = FrontMatterUnits(*e);
    std::set<std::string> seen;  // a front-matter key written twice is one place of the page
    for (size_t u = 0; u < e->units.size(); ++u) {
      std::string place = PlaceOf(*e, u, front);
      if (!seen.insert(place).second) continue;
      Count& c = counts[std::move(place)];
      ++c.pages;
      c.keeping += scripts.IsLatinProse(static_cast<int>(u)) ? 1 : 0;
    }
  }
  std::vector<std::string> kept;
  for (const auto& [place, c] : counts)
    if (c.keeping >= KeptPlaces::kMinKeepingPages && 2 * c.keeping > c.pages) kept.push_back(place);
  return kept;
}

std::string Key(std::string_view lang, std::string_view folder, std::string_view place) {
  std::string key(lang);
  key += '\n';
  key += folder;
  key += '\n';
  key += place;
  return key;
}

}  // namespace

KeptPlaces KeptPlaces::Learn(std::span<const Edition* const> editions, unsigned jobs) {
  std::map<std::pair<std::string_view, std::string_view>, std::vector<const Edition*>> folders;
  for (const Edition* e : editions)
    if (IsCjkLanguage(e->lang)) folders[{e->lang, FolderOf(e->path)}].push_back(e);
  std::vector<std::pair<const std::pair<std::string_view, std::string_view>*,
                        const std::vector<const Edition*>*>>
      groups;  // the folders with pages enough to hold a rule
  for (const auto& [folder, pages] : folders)
    if (pages.size() >= static_cast<size_t>(kMinKeepingPages)) groups.emplace_back(&folder, &pages);
  std::vector<std::vector<std::string>> kept(groups.size());
  ParallelFor(groups.size(), jobs, [&](size_t i) { kept[i] = KeptIn(*groups[i].second); });
  KeptPlaces out;
  for (size_t i = 0; i < groups.size(); ++i)
    for (const std::string& place : kept[i])
      out.kept_.insert(Key(groups[i].first->first, groups[i].first->second, place));
  return out;
}

bool KeptPlaces::Keeps(const Edition& e, int u) const {
  if (kept_.empty()) return false;
  const auto unit = static_cast<size_t>(u);
  return kept_.count(Key(e.lang, FolderOf(e.path), PlaceOf(e, unit, FrontMatterUnits(e)))) > 0;
}

}  // namespace concord
