#include "rules/link_targets.h"

#include <algorithm>
#include <cctype>
#include <utility>

#include "extract/char_classes.h"
#include "extract/entities.h"
#include "text/unicode.h"

namespace concord {
namespace {

// What separates the components of a url key.
constexpr std::string_view kDelimiters = "/.?&=#:";

bool IsRelativeKey(std::string_view key) {
  // Absolute url entities are the http(s)://, ftp:// and www. addresses (extract/entities.h).
  return !key.starts_with("http") && !key.starts_with("ftp") && !key.starts_with("www.");
}

bool IsLatinText(std::string_view text) {
  bool latin = false;
  for (size_t pos = 0; pos < text.size();) {
    const char32_t c = NextCodePoint(text, &pos);
    if (extract::IsCjkLetter(c)) return false;
    latin |= extract::IsLatinLetter(c);
  }
  return latin;
}

// What stands for a tag of the other edition's language.
constexpr std::string_view kOtherLanguage = "\x01";

// `key` without the components and component suffixes that are tags of the own language (a
// component goes with the delimiter before it, or after it at the start), and with those of the
// other language replaced by kOtherLanguage.
std::string WithoutLanguageTags(std::string_view key, const PairTags& tags) {
  std::string out;
  size_t begin = 0;
  while (begin <= key.size()) {
    size_t end = key.find_first_of(kDelimiters, begin);
    if (end == std::string_view::npos) end = key.size();
    std::string_view component = key.substr(begin, end - begin);
    const bool last = end == key.size();
    if (!component.empty() && tags.own.Matches(component)) {
      if (!out.empty()) {
        out.pop_back();  // the delimiter before it
        if (!last) out += key[end];
      }
    } else {
      // The component, or the longest '-' or '_' suffix of it, that is a tag: "guide-zh-cn" →
      // "guide" (own), "guide-ko" → "guide-\x01" (other).
      std::string_view marker;
      if (!component.empty() && tags.other.Matches(component)) {
        component = {};
        marker = kOtherLanguage;
      }
      for (size_t cut = component.find_first_of("-_"); cut != std::string_view::npos;
           cut = component.find_first_of("-_", cut + 1)) {
        if (cut == 0) continue;
        if (tags.own.Matches(component.substr(cut + 1))) {
          component = component.substr(0, cut);
          break;
        }
        if (tags.other.Matches(component.substr(cut + 1))) {
          component = component.substr(0, cut + 1);
          marker = kOtherLanguage;
          break;
        }
      }
      out += component;
      out += marker;
      if (!last) out += key[end];
    }
    begin = end + 1;
  }
  return out;
}

}  // namespace

bool LanguageTags::Matches(std::string_view token) const {
  if (empty() || !IsLanguageCode(std::string(token))) return false;
  if (!parts_.region.empty() && token == parts_.region) return true;
  size_t end = token.find_first_of("-_");
  const std::string_view first = token.substr(0, end);
  if (first != parts_.language && (parts_.iso3.empty() || first != parts_.iso3)) return false;
  // Then BCP 47's script (4 letters) and region (2 letters or 3 digits), each at most once and
  // in that order: "zh-Hans-CN", "zh_CN"; not words ("zh-guide").
  int next = 0;  // 0: a script may follow, 1: a region may, 2: nothing may
  while (end != std::string_view::npos) {
    const size_t begin = end + 1;
    end = token.find_first_of("-_", begin);
    const std::string_view sub =
        token.substr(begin, end == std::string_view::npos ? end : end - begin);
    const bool letters =
        std::all_of(sub.begin(), sub.end(), [](char c) { return IsAsciiLetter(c); });
    const bool digits = std::all_of(sub.begin(), sub.end(), [](char c) { return IsAsciiDigit(c); });
    if (next == 0 && sub.size() == 4 && letters) {
      next = 1;
    } else if (next <= 1 && ((sub.size() == 2 && letters) || (sub.size() == 3 && digits))) {
      next = 2;
    } else {
      return false;
    }
  }
  return true;
}

bool NamesEditionOf(std::string_view url_key, const LanguageTags& tags) {
  const LanguageTags none("");
  return !tags.empty() && WithoutLanguageTags(url_key, {tags, none}) != url_key;
}

// `page` without a last component that is a directory's index document (README.*, index.*,
// _index.*, any case): a link to a directory and one to its index document name one page.
void DropIndexDocument(std::string* page) {
  const size_t slash = page->rfind('/');
  if (slash == std::string::npos) return;
  std::string stem = page->substr(slash + 1);
  stem = stem.substr(0, stem.find('.'));
  for (char& c : stem) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (stem == "readme" || stem == "index" || stem == "_index") page->resize(slash);
}

TargetKeys::TargetKeys(std::string_view url_key, const PairTags& tags) : key(url_key) {
  const size_t hash = url_key.find('#');
  page = WithoutLanguageTags(url_key.substr(0, hash), tags);
  if (IsRelativeKey(url_key)) DropIndexDocument(&page);
  while (!page.empty() && page.back() == '/') page.pop_back();
  localized = page;
  loose = IsRelativeKey(url_key);
  if (hash == std::string_view::npos) return;
  const std::string_view fragment = url_key.substr(hash);
  localized += fragment;
  // A heading's anchor in a translated page: non-ASCII, or percent-encoded non-ASCII.
  loose |= std::any_of(fragment.begin(), fragment.end(),
                       [](char c) { return (c & 0x80) != 0 || c == '%'; });
}

void TargetSet::Add(std::string_view url_key, const PairTags& tags) {
  TargetKeys target(url_key, tags);
  keys_.insert(std::move(target.key));
  localized_.insert(std::move(target.localized));
  if (target.loose) loose_pages_.insert(target.page);
  pages_.insert(std::move(target.page));
}

TargetSet LatinLinkTextTargets(const Edition& edition, const BeadUnits& units,
                               const PairTags& tags) {
  TargetSet targets;
  for (int u : units) {
    const UnitMarkup& markup = *edition.units[static_cast<size_t>(u)].markup;
    for (size_t i = 0; i < markup.link_texts.size() && i < markup.link_text_targets.size(); ++i)
      if (IsLatinText(markup.link_texts[i])) targets.Add(UrlKey(markup.link_text_targets[i]), tags);
  }
  return targets;
}

}  // namespace concord
