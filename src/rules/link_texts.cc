// link_texts.cc — the link texts and language menus of link_targets.h: which texts are kept in
// Latin script or written in CJK, and which links a menu names by their language.
#include <string_view>
#include <unordered_set>
#include <utility>

#include "extract/char_classes.h"
#include "extract/entities.h"
#include "rules/link_targets.h"
#include "rules/target_set.h"
#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {

namespace {

// Whether `text` has a Latin letter (first) and a CJK letter (second).
std::pair<bool, bool> LatinAndCjkLetters(std::string_view text) {
  bool latin = false, cjk = false;
  for (size_t pos = 0; pos < text.size() && !(latin && cjk);) {
    const char32_t c = NextCodePoint(text, &pos);
    latin |= extract::IsLatinLetter(c);
    cjk |= extract::IsCjkLetter(c);
  }
  return {latin, cjk};
}

}  // namespace

bool IsLatinLinkText(std::string_view text) {
  const auto [latin, cjk] = LatinAndCjkLetters(text);
  return latin && !cjk;
}

bool IsCjkLinkText(std::string_view text) {
  const auto [latin, cjk] = LatinAndCjkLetters(text);
  return cjk && !latin;
}

TargetSet LatinLinkTextTargets(const Edition& edition, const BeadUnits& units,
                               const PairTags& tags) {
  TargetSet targets;
  for (int u : units) {
    const UnitMarkup& markup = *edition.units[static_cast<size_t>(u)].markup;
    for (size_t i = 0; i < markup.link_texts.size() && i < markup.link_text_targets.size(); ++i)
      if (IsLatinLinkText(markup.link_texts[i]))
        targets.Add(UrlKey(markup.link_text_targets[i]), tags);
  }
  return targets;
}

bool LanguageMenuLinks::LinksByName(const Unit& unit, int u, const Entity& ent,
                                    std::string_view lang, std::string_view in_lang) {
  const UnitMarkup& m = *unit.markup;
  if (ent.source != EntitySource::kLinkTarget || ent.link == 0 || ent.link > m.links.size())
    return false;
  if (unit_ != u) {
    unit_ = u;
    targets_ = LinksNamingLanguage(unit, lang, in_lang);
  }
  return targets_.count(m.links[ent.link - 1]) > 0;
}

std::unordered_set<std::string_view> LinksNamingLanguage(const Unit& unit, std::string_view lang,
                                                         std::string_view in_lang) {
  const UnitMarkup& m = *unit.markup;
  std::unordered_set<std::string_view> out;
  for (size_t i = 0; i < m.link_texts.size() && i < m.link_text_targets.size(); ++i)
    if (NamesLanguage(m.link_texts[i], lang, in_lang)) out.insert(m.link_text_targets[i]);
  return out;
}

}  // namespace concord
