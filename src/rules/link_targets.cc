#include "rules/link_targets.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <utility>
#include <vector>

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
// component goes with the delimiter before it, or after it at the start), and without the path
// segments (components between '/', or the start, and '/', or the end) that are tags of the
// other language; the other language's tags elsewhere are replaced by kOtherLanguage.
std::string WithoutLanguageTags(std::string_view key, const PairTags& tags) {
  std::string out;
  size_t begin = 0;
  while (begin <= key.size()) {
    size_t end = key.find_first_of(kDelimiters, begin);
    if (end == std::string_view::npos) end = key.size();
    std::string_view component = key.substr(begin, end - begin);
    const bool last = end == key.size();
    const bool segment = (begin == 0 || key[begin - 1] == '/') && (last || key[end] == '/');
    if (!component.empty() &&
        (tags.own.Matches(component) || (segment && tags.other.Matches(component)))) {
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

// `path` with "." and empty segments dropped and each ".." taking out the segment before it;
// nullopt where a ".." has none to take out.
std::optional<std::string> NormalizedPath(std::string_view path) {
  std::vector<std::string_view> segments;
  for (size_t begin = 0; begin <= path.size();) {
    size_t end = path.find('/', begin);
    if (end == std::string_view::npos) end = path.size();
    const std::string_view segment = path.substr(begin, end - begin);
    if (segment == "..") {
      if (segments.empty()) return std::nullopt;
      segments.pop_back();
    } else if (!segment.empty() && segment != ".") {
      segments.push_back(segment);
    }
    begin = end + 1;
  }
  std::string out(path.starts_with('/') ? "/" : "");
  for (size_t i = 0; i < segments.size(); ++i) {
    if (i > 0) out += '/';
    out += segments[i];
  }
  return out;
}

bool NamesDocumentItself(std::string_view url_key, std::string_view doc_path,
                         const PairTags& tags) {
  if (!IsRelativeKey(url_key)) return false;
  const std::string_view link = url_key.substr(0, url_key.find_first_of("?#"));
  if (link.empty() || link.starts_with('/')) return false;  // a part of it; the site's root
  const size_t slash = doc_path.rfind('/');
  const std::string_view dir =
      slash == std::string_view::npos ? std::string_view() : doc_path.substr(0, slash + 1);
  const std::optional<std::string> target = NormalizedPath(std::string(dir) + std::string(link));
  const std::optional<std::string> self = NormalizedPath(doc_path);
  if (!target || !self) return false;
  // Both editions' tags out; index documents stay, for README.ja-JP.md is another page.
  const LanguageTags none("");
  auto bare = [&](const std::string& path) {
    return WithoutLanguageTags(WithoutLanguageTags(UrlKey(path), {tags.own, none}),
                               {tags.other, none});
  };
  return bare(*target) == bare(*self);
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
  std::string_view written = url_key.substr(0, hash);
  while (written.starts_with("./")) written.remove_prefix(2);  // `./x` is `x`
  page = WithoutLanguageTags(written, tags);
  // A page of one of the two languages: its anchors are made from its translated headings.
  const bool localized_page = page != written;
  if (IsRelativeKey(url_key)) DropIndexDocument(&page);
  while (!page.empty() && page.back() == '/') page.pop_back();
  localized = page;
  loose = IsRelativeKey(url_key) || localized_page;
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
