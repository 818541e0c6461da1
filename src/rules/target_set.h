// target_set.h — the link targets of one edition, to ask whether a target of another edition
// names one of their places (link_targets.h says when two targets do).
//
//   TargetSet there;
//   there.Add("../ko/guide", {ko, zh});
//   there.Contains(TargetKeys("../zh/guide", {zh, ko}));    // true
#ifndef CONCORD_RULES_TARGET_SET_H_
#define CONCORD_RULES_TARGET_SET_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "rules/link_targets.h"

namespace concord {

// Targets of one edition, in both forms: a set, for a unit may hold thousands of links.
class TargetSet {
 public:
  void Add(std::string_view url_key, const PairTags& tags);
  // Whether a target of another edition names one of these places.
  bool Contains(const TargetKeys& target) const {
    return keys_.count(target.key) > 0 || localized_.count(target.localized) > 0 ||
           ((target.loose ? pages_ : loose_pages_).count(target.page) > 0 &&
            SameSection(page_sections_, target.page, target)) ||
           (!target.place.empty() &&
            (target.own_marked ? places_ : own_places_).count(target.place) > 0 &&
            SameSection(sections_, target.place, target)) ||
           (!target.domain_place.empty() &&
            (target.own_marked ? domain_places_ : own_domain_places_).count(target.domain_place) >
                0 &&
            SameSection(domain_sections_, target.domain_place, target)) ||
           SameTldPlace(target) || SamePlaceOnSite(target);
  }

 private:
  // A site-absolute target whose path is a tail of a resolved relative one here, or the
  // other way round (TargetKeys::site_paths); or a repository's copy of a relative target's
  // file (TargetKeys::segments_after_marker).
  bool SamePlaceOnSite(const TargetKeys& target) const;
  // One page of a site at two domains, one of them a country's of the edition that links it
  // (TargetKeys::own_tld_place), and the same section of it.
  bool SameTldPlace(const TargetKeys& target) const {
    if (target.tld_place.empty()) return false;
    const bool found = target.own_tld_place.empty() ? own_tld_places_.count(target.tld_place) > 0
                                                    : tld_places_.count(target.own_tld_place) > 0;
    return found && SameSection(tld_sections_, target.tld_place, target);
  }
  // By place (or page): the ASCII fragments of its targets, and whether one of them had none.
  struct Sections {
    bool any = false;
    std::unordered_set<std::string> fragments;
    std::unordered_set<std::string> bases;  // of the numbered ones (AnchorBase: `footer-1`)
  };
  // Whether a target here of place (or page) `where`, in `sections`, may name the same section
  // as `target`: either has no ASCII fragment, or they share one.
  static bool SameSection(const std::unordered_map<std::string, Sections>& sections,
                          const std::string& where, const TargetKeys& target);
  static void AddSection(const std::string& where, const std::string& fragment,
                         std::unordered_map<std::string, Sections>* sections);

  std::unordered_set<std::string> keys_, localized_, pages_, loose_pages_;
  std::unordered_set<std::string> places_, own_places_;  // of absolute targets; own_marked ones
  std::unordered_map<std::string, Sections> sections_, domain_sections_, page_sections_;
  std::unordered_set<std::string> domain_places_, own_domain_places_;  // the same, by domain
  std::unordered_set<std::string> tld_places_, own_tld_places_;        // and by the domain's name
  std::unordered_map<std::string, Sections> tld_sections_;
  // Hashes (a 64-bit hash that two paths share drops a finding, never adds one): of the
  // site-absolute targets' paths, and of every tail of the resolved relative targets' paths.
  std::unordered_set<uint64_t> site_paths_;
  // Site-absolute targets' places, each a path's hash with a section (WithSection):
  struct SitePlaces {
    // the paths, and of those written without a host: an absolute key's path names the same
    // place as one of them, not as another absolute key's, whose host may differ;
    std::unordered_set<uint64_t> wholes, hostless;
    // their proper tails of two segments or more, and those of the paths written without a host.
    std::unordered_set<uint64_t> tails, hostless_tails;
    void Add(std::string_view path, std::string_view fragment, bool hostless_path);
    // Whether `path` (of a target whose path is an absolute key's when `of_host`) with section
    // `fragment` is one of these places, or a proper tail of one, or has one as a tail.
    bool Has(std::string_view path, std::string_view fragment, bool of_host) const;
  };
  // With their ASCII fragments, none for a target without one (a fragment names a section of
  // the page: `#astro-build` is not `#astro-dev`, and the page is not its section); a
  // target's fragment that is a translated heading's (non-ASCII, TargetKeys::loose) is
  // compared with none: its section is any, in `translated_`; and `all_`, every target with
  // no section, for a target of another edition whose fragment is translated.
  SitePlaces by_section_, translated_, all_;
  std::unordered_set<uint64_t> resolved_tails_;
  // The tails of the paths of the absolute targets with a language marker that reach across it
  // (TargetKeys::segments_after_marker): a relative target of another edition whose file is one
  // of them names that target's copy of the file.
  std::unordered_set<uint64_t> host_path_tails_;
  // Relative targets' files (TargetKeys::file), hashed as SitePlaces' are: those with an ASCII
  // fragment, with it (`files_`); those without one (`files_unsectioned_`); and every one,
  // without its fragment (`files_any_`, for a target of another edition with no ASCII one).
  // A slug's number is not taken out here (`#install-1` is not `#install`), as SameSection does.
  std::unordered_set<uint64_t> files_, files_unsectioned_, files_any_;
};

// The targets of the links of `units` of `edition` (whose tags are `tags`) whose text is in
// Latin script (IsLatinLinkText): where this edition keeps a link's text in
// Latin, so that a Latin link text to the same place on the other side is expected here too.
TargetSet LatinLinkTextTargets(const Edition& edition, const BeadUnits& units,
                               const PairTags& tags);

}  // namespace concord

#endif  // CONCORD_RULES_TARGET_SET_H_
