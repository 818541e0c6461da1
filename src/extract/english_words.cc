#include "extract/english_words.h"

#include <string>

#include "extract/english_words_data.h"  // generated at build time (english_words.cmake)
#include "text/unicode.h"

namespace concord {
namespace {

// Its size is that of the array, not counted at compile time.
constexpr std::string_view kList(extract::kEnglishWordList, sizeof(extract::kEnglishWordList) - 1);

// Longer words are not looked up: no English word is this long, and a lookup copies the word.
constexpr size_t kLongestLookup = 64;

// Whether the list holds `word`: the list is "\n"-separated and sorted, so it is searched by
// halves over its bytes, each step reading the word around the middle.
bool Listed(std::string_view word) {
  const std::string_view list = kList;
  if (word.empty() || word.find('\n') != std::string_view::npos) return false;
  size_t lo = 0, hi = list.size() - 1;  // list[lo] and list[hi] are separators
  while (hi - lo > 1) {
    const size_t mid = lo + (hi - lo) / 2;
    size_t sep = list.rfind('\n', mid);
    if (sep == lo) sep = list.find('\n', mid);
    if (sep == hi) return list.substr(lo + 1, hi - lo - 1) == word;  // one word left
    const size_t end = list.find('\n', sep + 1);
    const std::string_view here = list.substr(sep + 1, end - sep - 1);
    if (word == here) return true;
    if (word < here)
      hi = sep;
    else
      lo = end;
  }
  return false;
}

// Whether one part of a word (no '-') is common; `lowered` is a buffer kept between parts.
bool CommonPart(std::string_view part, std::string* lowered) {
  if (part.empty() || part.size() > kLongestLookup) return false;
  lowered->clear();
  for (size_t pos = 0; pos < part.size();) {
    const size_t at = pos;
    const char32_t c = NextCodePoint(part, &pos);
    if (c == '\'' || c == 0x2019) {  // the list writes ' only
      lowered->push_back('\'');
    } else if (!IsLetter(c)) {
      return false;
    } else if (IsUpper(c)) {
      if (at != 0 || c >= 0x80) return false;  // an acronym, CamelCase, a capital beyond ASCII
      lowered->push_back(static_cast<char>(c - 'A' + 'a'));
    } else {
      lowered->append(part.substr(at, pos - at));
    }
  }
  return Listed(*lowered);  // a capitalized word is read as its lower-case form
}

}  // namespace

bool IsListedEnglishWord(std::string_view word) { return Listed(word); }

bool IsCommonEnglishWord(std::string_view word) {
  std::string lowered;
  size_t start = 0;
  while (true) {
    const size_t dash = word.find('-', start);
    const std::string_view part = word.substr(start, dash - start);
    if (!CommonPart(part, &lowered)) return false;
    if (dash == std::string_view::npos) return true;
    start = dash + 1;
  }
}

bool IsAgentNounOfCommonEnglishWord(std::string_view word) {
  if (IsCommonEnglishWord(word)) return false;
  std::string_view stem = word;
  if (stem.ends_with('s')) stem.remove_suffix(1);
  if (!stem.ends_with("er") || stem.size() < 5) return false;
  stem.remove_suffix(1);  // "manage" of "manager"
  if (IsCommonEnglishWord(stem)) return true;
  stem.remove_suffix(1);  // "install" of "installer"
  return IsCommonEnglishWord(stem);
}

std::string_view EnglishWordList() { return kList; }

}  // namespace concord
