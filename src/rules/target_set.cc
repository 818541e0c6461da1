#include "rules/target_set.h"

#include <algorithm>
#include <utility>

#include "rules/path_tails.h"

namespace concord {
namespace {

// The hash of each tail of `target.copy_file` (TargetKeys) longer than the part after its
// language marker: the file's place in the language's copy, and what comes before the marker.
template <typename Out>
void ForEachTailAcrossMarker(const TargetKeys& target, Out out) {
  if (target.copy_file.empty()) return;
  int taken = 0;
  ForEachTailHash(target.copy_file, [&](uint64_t tail) {
    if (++taken > target.segments_after_marker) out(tail);
  });
}

}  // namespace

void TargetSet::Add(std::string_view url_key, const PairTags& tags) {
  TargetKeys target(url_key, tags);
  keys_.insert(std::move(target.key));
  localized_.insert(std::move(target.localized));
  if (target.loose) loose_pages_.insert(target.page);
  AddSection(target.page, target.ascii_fragment, &page_sections_);
  pages_.insert(std::move(target.page));
  for (const std::string& path : target.site_paths) {
    if (target.site_absolute) {
      site_paths_.insert(TailHash(path));
      (target.translated_fragment ? translated_ : by_section_)
          .Add(path, target.ascii_fragment, !target.site_path_of_host);
      all_.Add(path, {}, !target.site_path_of_host);
    } else {
      ForEachTailHash(path, [&](uint64_t tail) { resolved_tails_.insert(tail); });
    }
  }
  ForEachTailAcrossMarker(target, [&](uint64_t tail) { host_path_tails_.insert(tail); });
  if (!target.file.empty()) {
    const uint64_t file = TailHash(target.file);
    (target.ascii_fragment.empty() ? files_unsectioned_ : files_)
        .insert(WithSection(file, target.ascii_fragment));
    files_any_.insert(file);
  }
  if (!target.domain_place.empty()) {
    AddSection(target.domain_place, target.ascii_fragment, &domain_sections_);
    if (target.own_marked) own_domain_places_.insert(target.domain_place);
    domain_places_.insert(std::move(target.domain_place));
  }
  if (!target.tld_place.empty()) {
    AddSection(target.tld_place, target.ascii_fragment, &tld_sections_);
    if (!target.own_tld_place.empty()) own_tld_places_.insert(target.own_tld_place);
    tld_places_.insert(std::move(target.tld_place));
  }
  if (target.place.empty()) return;
  AddSection(target.place, target.ascii_fragment, &sections_);
  if (target.own_marked) own_places_.insert(target.place);
  places_.insert(std::move(target.place));
}

void TargetSet::AddSection(const std::string& where, const std::string& fragment,
                           std::unordered_map<std::string, Sections>* sections) {
  Sections& s = (*sections)[where];
  if (fragment.empty()) {
    s.any = true;
    return;
  }
  s.fragments.insert(fragment);
  if (const std::string_view base = AnchorBase(fragment); base.size() < fragment.size())
    s.bases.emplace(base);
}

bool TargetSet::SameSection(const std::unordered_map<std::string, Sections>& sections,
                            const std::string& where, const TargetKeys& target) {
  const std::string& f = target.ascii_fragment;
  if (f.empty()) return true;
  const auto it = sections.find(where);
  if (it == sections.end() || it->second.any) return true;
  // SameAnchor with each fragment here, by lookups: equal, `f` numbered, or one here numbered.
  const Sections& s = it->second;
  return s.fragments.count(f) > 0 || s.fragments.count(std::string(AnchorBase(f))) > 0 ||
         s.bases.count(f) > 0;
}

void TargetSet::SitePlaces::Add(std::string_view path, std::string_view fragment,
                                bool hostless_path) {
  const uint64_t whole = WithSection(TailHash(path), fragment);
  wholes.insert(whole);
  if (hostless_path) hostless.insert(whole);
  ForEachSectionTailHash(path, fragment, [&](uint64_t tail) {
    tails.insert(tail);
    if (hostless_path) hostless_tails.insert(tail);
  });
}

bool TargetSet::SitePlaces::Has(std::string_view path, std::string_view fragment,
                                bool of_host) const {
  // An absolute key's path is compared with the paths written without a host only.
  const uint64_t whole = WithSection(TailHash(path), fragment);
  const std::unordered_set<uint64_t>& places = of_host ? hostless : wholes;
  bool found = (of_host ? hostless_tails : tails).count(whole) > 0 || places.count(whole) > 0;
  ForEachSectionTailHash(path, fragment, [&](uint64_t tail) { found |= places.count(tail) > 0; });
  return found;
}

bool TargetSet::SamePlaceOnSite(const TargetKeys& target) const {
  if (!target.file.empty()) {
    // One file linked from documents at different depths, and the same section of it: the
    // same ASCII fragment, or none on either side. Or the file of another edition's link to
    // its copy in the repository (below).
    const uint64_t file = TailHash(target.file);
    if (target.ascii_fragment.empty()
            ? files_any_.count(file) > 0
            : files_.count(WithSection(file, target.ascii_fragment)) > 0 ||
                  files_unsectioned_.count(WithSection(file, {})) > 0)
      return true;
    if (host_path_tails_.count(file) > 0) return true;
  }
  // The translator's link to their copy of a file, with its place in the repository
  // (`https://github.com/o/r/blob/main/site/zh-cn/lite/images/x.jpg`): the file of a relative
  // target here (`site/lite/images/x.jpg`, of `site/ko/lite/images/x.jpg`) is a tail of its
  // path across the marker (TargetKeys::copy_file).
  bool copy_found = false;
  ForEachTailAcrossMarker(target, [&](uint64_t tail) { copy_found |= files_any_.count(tail) > 0; });
  if (copy_found) return true;
  for (const std::string& path : target.site_paths) {
    if (target.site_absolute) {
      if (resolved_tails_.count(TailHash(path)) > 0) return true;
      // Two site-absolute paths, one a tail of the other: the site's route base that one
      // edition writes and the other leaves to the generator, linking the document
      // (`/zh/docs/topics/registries/` and `/topics/registries.md` in Docusaurus).
      // The same section of the page: the same ASCII fragment, or none on either side (a
      // stricter test than SameSection's, which the hashes cannot make), or a translated
      // heading's on either side, which may be any section.
      // Or the same path, one of the two written without a host and the other with one or
      // another language marker, which the keys compare (`https://example.com/docs/en/x` and
      // `/docs/ko/x`). Two absolute keys' paths are not compared: their hosts may differ.
      if (by_section_.Has(path, target.ascii_fragment, target.site_path_of_host) ||
          translated_.Has(path, {}, target.site_path_of_host) ||
          (target.translated_fragment && all_.Has(path, {}, target.site_path_of_host)))
        return true;
      continue;
    }
    bool found = false;
    ForEachTailHash(path, [&](uint64_t tail) { found |= site_paths_.count(tail) > 0; });
    if (found) return true;
  }
  return false;
}

}  // namespace concord
