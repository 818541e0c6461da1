#include "rules/kept_places.h"

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "base/parallel.h"
#include "rules/unit_script.h"
#include "text/lang_code.h"

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

// The place of unit `u` in its page by order (see kept_places.h): its front-matter key, or its
// ordinal after the front matter, `front` units (FrontMatterUnits).
std::string OrdinalPlaceOf(const Edition& e, size_t u, size_t front) {
  if (u < front) return "=" + e.units[u].markup->front_matter_key;
  return "#" + std::to_string(u - front);
}

// The place of a unit `distance` units before a heading of `text` ("^1 무엇이 잘못되었나요?").
std::string HeadingPlace(size_t distance, std::string_view text) {
  std::string place = "^" + std::to_string(distance) + " ";
  place += text;
  return place;
}

// The headings of a page, for the place of a unit by the heading after it.
class PageHeadings {
 public:
  explicit PageHeadings(const Edition& e) : next_(e.units.size() + 1, e.units.size()) {
    for (size_t u = e.units.size(); u-- > 0;) {
      const Unit& unit = e.units[u];
      next_[u] = unit.kind == UnitKind::kHeading ? u : next_[u + 1];
      if (unit.kind == UnitKind::kHeading) ++count_[unit.text];
    }
  }

  // The place of unit `u` (after the front matter, `front`) by the heading after it: how many
  // units before which heading it stands ("^1 무엇이 잘못되었나요?"); "" where no heading
  // follows it, the heading is the site's (an admonition's "Note", in every page of every
  // edition) or the page has another heading of its text ("### 예제" under each entry of an API
  // page), which names no one part of a template.
  std::string PlaceOf(const Edition& e, size_t u, size_t front) const {
    if (u < front || u + 1 >= e.units.size()) return {};
    const size_t heading = next_[u + 1];
    if (heading >= e.units.size()) return {};
    const Unit& unit = e.units[heading];
    if (unit.implied || count_.at(unit.text) > 1) return {};
    return HeadingPlace(heading - u, unit.text);
  }

 private:
  std::vector<size_t> next_;  // by unit: the first heading at it or after it, or units.size()
  std::unordered_map<std::string_view, int> count_;  // by text: the page's headings of it
};

// The places kept in `pages`, the pages of one folder of one language. Which pages translate
// (CjkMajority, a read of every unit) is asked only where English prose stands at one place in
// kMinKeepingPages pages at least, which few folders have.
std::vector<std::string> KeptIn(const std::vector<const Edition*>& pages) {
  std::vector<EditionScripts> scripts;
  scripts.reserve(pages.size());
  std::vector<std::vector<std::string>> english(pages.size());  // by page: places in English
  // By page and place by heading: the ordinal of the unit in English there.
  std::vector<std::map<std::string, size_t>> ordinal_at(pages.size());
  std::map<std::string, int> english_pages;  // by place
  for (size_t p = 0; p < pages.size(); ++p) {
    const Edition& e = *pages[p];
    EditionScripts& s = scripts.emplace_back(e);
    const size_t front = FrontMatterUnits(e);
    const PageHeadings headings(e);
    // The page's last unit in its own script: English after it is a tail the translation has
    // not reached, at whatever place the page's length puts it, not a part it keeps.
    const size_t last_own = s.EndOfOwnScript();
    for (size_t u = 0; u + 1 < last_own; ++u) {
      if (!s.IsLatinProse(static_cast<int>(u))) continue;
      english[p].push_back(OrdinalPlaceOf(e, u, front));
      if (std::string place = headings.PlaceOf(e, u, front); !place.empty()) {
        ordinal_at[p].emplace(place, u - front);
        english[p].push_back(std::move(place));
      }
    }
    // A front-matter key written twice is one place of the page.
    std::sort(english[p].begin(), english[p].end());
    english[p].erase(std::unique(english[p].begin(), english[p].end()), english[p].end());
    for (const std::string& place : english[p]) ++english_pages[place];
  }
  if (std::none_of(english_pages.begin(), english_pages.end(),
                   [](const auto& pn) { return pn.second >= KeptPlaces::kMinKeepingPages; }))
    return {};
  // Counted again over the pages that translate, with the ordinals of the units at each place
  // by heading.
  for (auto& [place, n] : english_pages) n = 0;
  std::map<std::string, std::map<size_t, int>> ordinals;  // by place by heading
  int translated = 0;
  for (size_t p = 0; p < pages.size(); ++p) {
    if (!scripts[p].CjkMajority()) continue;
    ++translated;
    for (const std::string& place : english[p]) ++english_pages[place];
    for (const auto& [place, ordinal] : ordinal_at[p]) ++ordinals[place][ordinal];
  }
  std::vector<std::string> kept;
  for (const auto& [place, keeping] : english_pages) {
    if (keeping < KeptPlaces::kMinKeepingPages || 2 * keeping <= translated) continue;
    // A place by heading is a template's part that an optional one moves down on a few pages:
    // at one ordinal in at least half of them. English before a heading that pages written one
    // by one share ("## 참고"), at ordinals as many as the pages, is not.
    if (place.starts_with('^')) {
      const std::map<size_t, int>& at = ordinals[place];
      const int most = std::max_element(at.begin(), at.end(), [](const auto& x, const auto& y) {
                         return x.second < y.second;
                       })->second;
      if (2 * most < keeping) continue;
    }
    kept.push_back(place);
  }
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
    for (const std::string& place : kept[i]) {
      out.kept_.insert(Key(groups[i].first->first, groups[i].first->second, place));
      if (place.starts_with('^')) {
        // HeadingPlace's "^<distance> <heading>": how many units before the heading it is.
        size_t& farthest =
            out.by_heading_[Key(groups[i].first->first, groups[i].first->second, "")];
        farthest = std::max(farthest, std::stoul(place.substr(1)));
      }
    }
  return out;
}

bool KeptPlaces::Keeps(const Edition& e, int u) const {
  if (kept_.empty()) return false;
  const size_t front = FrontMatterUnits(e), unit = static_cast<size_t>(u);
  const std::string_view folder = FolderOf(e.path);
  if (kept_.count(Key(e.lang, folder, OrdinalPlaceOf(e, unit, front))) > 0) return true;
  // A place by heading is looked for only in a folder where one is kept, and only as far as its
  // farthest one: each English unit of a long page reads the few units after it, not the page.
  const auto farthest = by_heading_.find(Key(e.lang, folder, ""));
  if (farthest == by_heading_.end() || unit < front) return false;
  const size_t end = std::min(e.units.size(), unit + farthest->second + 1);
  size_t heading = unit + 1;
  while (heading < end && e.units[heading].kind != UnitKind::kHeading) ++heading;
  if (heading >= end) return false;
  const Unit& next = e.units[heading];
  if (next.implied || !kept_.count(Key(e.lang, folder, HeadingPlace(heading - unit, next.text))))
    return false;
  // As PageHeadings::PlaceOf: a heading the page repeats names no one part of a template. Read
  // outward from the heading to the nearest other of its text, so that a page repeating it
  // (every entry under "## 해결 방법") is read about once over all its units, not once per unit.
  auto same = [&](const Unit& other) {
    return other.kind == UnitKind::kHeading && other.text == next.text;
  };
  const auto at = e.units.begin() + static_cast<std::ptrdiff_t>(heading);
  return std::none_of(std::make_reverse_iterator(at), e.units.rend(), same) &&
         std::none_of(at + 1, e.units.end(), same);
}

}  // namespace concord
