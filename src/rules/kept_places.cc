#include "rules/kept_places.h"

#include <algorithm>
#include <map>
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

// The places of unit `u` in its page (see kept_places.h); `front` is FrontMatterUnits(e).
// Outside the front matter a unit has two: its ordinal, and, where a heading follows it, how
// many units before which heading it stands ("^2 무엇이 잘못되었나요?"): a template's part
// that an optional part before it (a deprecation notice on some pages) moves down stays that
// far before the template's next heading.
std::vector<std::string> PlacesOf(const Edition& e, size_t u, size_t front) {
  if (u < front) return {"=" + e.units[u].markup->front_matter_key};
  std::vector<std::string> places = {"#" + std::to_string(u - front)};
  for (size_t next = u + 1; next < e.units.size(); ++next)
    if (e.units[next].kind == UnitKind::kHeading) {
      places.push_back("^" + std::to_string(next - u) + " " + e.units[next].text);
      break;
    }
  return places;
}

// The places kept in `pages`, the pages of one folder of one language. Which pages translate
// (CjkMajority, a read of every unit) is asked only where English prose stands at one place in
// kMinKeepingPages pages at least, which few folders have.
std::vector<std::string> KeptIn(const std::vector<const Edition*>& pages) {
  std::vector<EditionScripts> scripts;
  scripts.reserve(pages.size());
  std::vector<std::vector<std::string>> english(pages.size());  // by page: places in English
  std::map<std::string, int> english_pages;                     // by place
  for (size_t p = 0; p < pages.size(); ++p) {
    const Edition& e = *pages[p];
    EditionScripts& s = scripts.emplace_back(e);
    const size_t front = FrontMatterUnits(e);
    // The page's last unit in its own script: English after it is a tail the translation has
    // not reached, at whatever place the page's length puts it, not a part it keeps.
    size_t last_own = e.units.size();
    while (last_own > 0 && s.Of(static_cast<int>(last_own - 1)) != UnitScript::kCjk) --last_own;
    for (size_t u = 0; u + 1 < last_own; ++u)
      if (s.IsLatinProse(static_cast<int>(u)))
        for (std::string& place : PlacesOf(e, u, front)) english[p].push_back(std::move(place));
    // A front-matter key written twice, or units before one heading twice, are one place.
    std::sort(english[p].begin(), english[p].end());
    english[p].erase(std::unique(english[p].begin(), english[p].end()), english[p].end());
    for (const std::string& place : english[p]) ++english_pages[place];
  }
  if (std::none_of(english_pages.begin(), english_pages.end(),
                   [](const auto& pn) { return pn.second >= KeptPlaces::kMinKeepingPages; }))
    return {};
  // Counted again over the pages that translate.
  for (auto& [place, n] : english_pages) n = 0;
  int translated = 0;
  for (size_t p = 0; p < pages.size(); ++p) {
    if (!scripts[p].CjkMajority()) continue;
    ++translated;
    for (const std::string& place : english[p]) ++english_pages[place];
  }
  std::vector<std::string> kept;
  for (const auto& [place, keeping] : english_pages)
    if (keeping >= KeptPlaces::kMinKeepingPages && 2 * keeping > translated) kept.push_back(place);
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
  const std::vector<std::string> places = PlacesOf(e, static_cast<size_t>(u), FrontMatterUnits(e));
  return std::any_of(places.begin(), places.end(), [&](const std::string& place) {
    return kept_.count(Key(e.lang, FolderOf(e.path), place)) > 0;
  });
}

}  // namespace concord
