// link_targets.h — link targets as localized documentation trees write them, for the checks.
//
// Each edition of a tree links to its own language's pages: `../ko/guide/` in the Korean
// edition is `../zh/guide/` in the Chinese one, `README.ko-KR.md` is `README.zh-CN.md`,
// `https://example.org/ko/docs/x` is `https://example.org/zh/docs/x`. Two url keys name the same
// place when they are equal, or equal once each edition's own language tags are taken out.
//
//   const LanguageTags zh("zh"), ko("ko");
//   SameTarget(TargetKeys("../zh/guide", zh), TargetKeys("../ko/guide", ko));   // true
//   SameTarget(TargetKeys("intro.zh.md", zh), TargetKeys("intro.md", ko));      // true
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
};

// Whether two editions' target keys name the same place.
inline bool SameTarget(const TargetKeys& a, const TargetKeys& b) {
  return a.key == b.key || a.localized == b.localized;
}

// Whether one of the units `units` of `edition` (whose tags are `tags`) has a link to
// `target` whose text is in Latin script (a Latin letter, no CJK letter): the evidence that
// this edition keeps the text of that link in Latin, so that a Latin link text to it on the
// other side is expected here too.
bool KeepsLinkTextInLatin(const Edition& edition, const BeadUnits& units, const LanguageTags& tags,
                          const TargetKeys& target);

}  // namespace concord

#endif  // CONCORD_RULES_LINK_TARGETS_H_
