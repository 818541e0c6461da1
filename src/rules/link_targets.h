// link_targets.h — link targets as localized documentation trees write them, for the checks.
//
// Each edition of a tree links to its own language's pages: `../ko/guide/` in the Korean
// edition is `../zh/guide/` in the Chinese one, `README.ko-KR.md` is `README.zh-CN.md`,
// `https://example.org/ko/docs/x` is `https://example.org/zh/docs/x`. Two url keys name the same
// place when they are equal, or equal once each edition's own language tags are taken out.
//
//   const LanguageTags zh("zh"), ko("ko");
//   TargetSet there;
//   there.Add("../ko/guide", ko);
//   there.Contains(TargetKeys("../zh/guide", zh));    // true
//
// A language tag is a component of the key (between '/', '.', '?', '&', '=', '#' or ':') or
// the last '-' or '_' part of one (`guide-kr`, `readme_zh-cn`) that has a language code's shape
// (text/lang_code.h) and starts with the edition's language, its three-letter code, or is its
// region alone (PartsOfLanguage): `zh`, `zh-cn`, `zh_Hans`, `zho`, `cn` for a Chinese edition.
// Only the edition's own language is taken out, so the same address written in both
// editions still compares as written. A relative target also loses its fragment: the anchors of
// a tree's pages are made from their headings, which are translated.
#ifndef CONCORD_RULES_LINK_TARGETS_H_
#define CONCORD_RULES_LINK_TARGETS_H_

#include <string>
#include <string_view>
#include <unordered_set>

#include "model.h"
#include "text/lang_code.h"

namespace concord {

// The tags of one edition's language.
class LanguageTags {
 public:
  explicit LanguageTags(const std::string& lang) : parts_(PartsOfLanguage(lang)) {}
  // Whether `token` (lowercase) is a tag of this language.
  bool Matches(std::string_view token) const;
  bool empty() const { return parts_.language.empty(); }

 private:
  LanguageParts parts_;
};

// A url key (UrlKey, extract/entities.h) of an edition as written, and without that edition's
// language tags (and, when relative, its fragment).
struct TargetKeys {
  TargetKeys(std::string_view url_key, const LanguageTags& tags);
  std::string key;
  std::string localized;
  // `localized` without its fragment, and whether the edition's language was taken out of the
  // address: such a page's anchors are made from its translated headings, so where either of
  // two targets is localized they are compared as pages.
  std::string page;
  bool was_localized = false;
};

// Whether `url_key` names a page of the edition whose tags are `tags` (a language tag of that
// edition is in it): the link of a language menu, which that edition itself does not have.
bool NamesEditionOf(std::string_view url_key, const LanguageTags& tags);

// Targets of one edition, in both forms: a set, for a unit may hold thousands of links.
class TargetSet {
 public:
  void Add(std::string_view url_key, const LanguageTags& tags);
  // Whether a target of another edition names one of these places.
  bool Contains(const TargetKeys& target) const {
    return keys_.count(target.key) > 0 || localized_.count(target.localized) > 0 ||
           localized_pages_.count(target.page) > 0 ||
           (target.was_localized && pages_.count(target.page) > 0);
  }

 private:
  std::unordered_set<std::string> keys_, localized_;
  std::unordered_set<std::string> pages_, localized_pages_;  // of every target, of localized ones
};

// The targets of the links of `units` of `edition` (whose tags are `tags`) whose text is in
// Latin script (a Latin letter, no CJK letter): where this edition keeps a link's text in
// Latin, so that a Latin link text to the same place on the other side is expected here too.
TargetSet LatinLinkTextTargets(const Edition& edition, const BeadUnits& units,
                               const LanguageTags& tags);

}  // namespace concord

#endif  // CONCORD_RULES_LINK_TARGETS_H_
