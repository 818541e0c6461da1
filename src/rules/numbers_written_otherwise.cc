// The ways a number is found written otherwise than as the other side's number (entity_match.h:
// NumberWrittenOtherwise): with a magnitude word, glued to its word or apart from it, a numbered
// name whose word was rendered, an id in the plural, a size with its numbers apart, thousands
// separated by spaces.
#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "extract/entities.h"
#include "rules/entity_match.h"
#include "text/number_forms.h"
#include "text/unicode.h"

namespace concord {

bool ScaledNumberFound(std::string_view text, size_t begin, size_t end, std::string_view key,
                       NumberWords* words, const TextIndex& other) {
  const std::string scaled = NumberTimesItsMagnitude(text, begin, end, key, words);
  return !scaled.empty() && other.HasNumber(scaled);
}

namespace {

// `word` with its ASCII capitals in lower case.
std::string AsciiLowerCase(std::string_view word) {
  std::string out(word);
  for (char& c : out) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return out;
}

// Whether an ASCII word has a small letter: a word in lower or title case, which a translator
// renders, and not an acronym (NTCP, AMD), which they keep as written.
bool HasLowerCaseLetter(std::string_view word) {
  return std::any_of(word.begin(), word.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

// Whether the digits at text[begin] end a numbered name written with a word of a CJK script:
// right after that word (one space or none between), and followed by neither a unit in Latin
// letters (2 GB) nor a Han letter, a counter or unit (第1步, 3个): 节点 3, 语言1、, 노드 1이.
bool EndsNumberedName(std::string_view text, size_t begin) {
  const size_t word_end = begin - (begin > 0 && text[begin - 1] == ' ' ? 1 : 0);
  if (word_end == 0 || !IsCjkLetter(PrevCodePoint(text, word_end))) return false;
  size_t end = begin;
  while (end < text.size() && IsAsciiDigit(static_cast<unsigned char>(text[end]))) ++end;
  if (end < text.size() && (text[end] == '.' || text[end] == ',') && end + 1 < text.size() &&
      IsAsciiDigit(static_cast<unsigned char>(text[end + 1])))
    return false;  // a decimal or a thousands group: a quantity
  if (end >= text.size()) return true;
  size_t next = end;
  const char32_t after = NextCodePoint(text, &next);
  if (ScriptOf(after) == Script::kHan) return false;
  if (after == ' ' && next < text.size()) {
    size_t more = next;
    if (IsAsciiLetter(NextCodePoint(text, &more))) return false;
  }
  return !IsAsciiLetter(after);
}

}  // namespace

bool NumberGluedToItsWord(std::string_view text, size_t begin, std::string_view key,
                          const TextIndex& here, const TextIndex& other) {
  // An id of letters and then digits ("HTML5") that the other side writes apart ("HTML 5").
  const size_t digit = key.find_first_of("0123456789");
  if (digit > 0 && digit != std::string_view::npos &&
      std::all_of(key.begin(), key.begin() + static_cast<long>(digit),
                  [](char c) { return IsAsciiLetter(static_cast<unsigned char>(c)); }) &&
      key.find_first_not_of("0123456789.", digit) == std::string_view::npos) {
    std::string apart(key.substr(0, digit));
    apart += ' ';
    apart += key.substr(digit);
    return other.HasWords(NormalizeKey(apart));
  }
  if (begin == 0 || !IsAsciiDigit(static_cast<unsigned char>(key[0]))) return false;
  if (key.find_first_not_of("0123456789") == std::string_view::npos &&
      EndsNumberedName(text, begin) && here.LacksNumberedWordOf(other, key))
    return true;
  if (begin < 2 || text[begin - 1] != ' ') return false;
  size_t start = begin - 1;
  while (start > 0 && IsAsciiLetter(static_cast<unsigned char>(text[start - 1]))) --start;
  if (start == begin - 1) return false;  // no letter right before the space
  return other.HasWords(
      NormalizeKey(std::string(text.substr(start, begin - 1 - start)).append(key)));
}

bool TextIndex::HasIdInThePlural(std::string_view id) const {
  if (!plural_ids_) {
    // Each word of ASCII letters and digits that ends with a small s: its lower-case key
    // without the s, where that is a lettered id (OtherPluralForm gives it back with the s).
    plural_ids_.emplace();
    for (size_t pos = 0; pos < text_.size();) {
      size_t end = pos;
      while (end < text_.size() && IsAsciiAlnum(static_cast<unsigned char>(text_[end]))) ++end;
      if (end > pos + 1 && text_[end - 1] == 's') {
        std::string key = AsciiLowerCase(text_.substr(pos, end - pos - 1));
        if (OtherPluralForm(key) == key + 's') plural_ids_->insert(std::move(key));
      }
      pos = end == pos ? pos + 1 : end;
    }
  }
  return plural_ids_->count(std::string(id)) > 0;
}

const std::unordered_set<std::string>* TextIndex::WordsNumbered(std::string_view digits) const {
  if (!numbered_words_) {
    numbered_words_.emplace();
    for (size_t pos = 0; pos < text_.size();) {
      size_t end = pos;
      while (end < text_.size() && IsAsciiAlnum(static_cast<unsigned char>(text_[end]))) ++end;
      size_t digit = end;
      while (digit > pos && IsAsciiDigit(static_cast<unsigned char>(text_[digit - 1]))) --digit;
      bool letters = digit > pos && digit < end;
      for (size_t i = pos; i < digit && letters; ++i)
        letters = IsAsciiLetter(static_cast<unsigned char>(text_[i]));
      if (letters && HasLowerCaseLetter(text_.substr(pos, digit - pos))) {
        std::string word = AsciiLowerCase(text_.substr(pos, end - pos));
        (*numbered_words_)[NumberKey(text_.substr(digit, end - digit))].insert(std::move(word));
      }
      pos = end == pos ? pos + 1 : end;
    }
  }
  auto it = numbered_words_->find(std::string(digits));
  return it == numbered_words_->end() ? nullptr : &it->second;
}

bool TextIndex::HasSizeApart(std::string_view key) const {
  if (!sizes_apart_) {
    // Each two numbers in a row with a size's sign between them, spaces around it: x, ×, *, the
    // word "by", 乘.
    sizes_apart_.emplace();
    std::vector<std::pair<size_t, size_t>> spans;
    const std::vector<std::string> keys = NumberKeysIn(text_, &spans);
    for (size_t i = 0; i + 1 < keys.size(); ++i) {
      std::string_view between =
          text_.substr(spans[i].second, spans[i + 1].first - spans[i].second);
      while (!between.empty() && between.front() == ' ') between.remove_prefix(1);
      while (!between.empty() && between.back() == ' ') between.remove_suffix(1);
      if (between == "x" || between == "X" || between == "*" || between == "\u00D7" ||
          between == "by" || between == "\u4E58")
        sizes_apart_->insert(keys[i] + 'x' + keys[i + 1]);
    }
  }
  return sizes_apart_->count(std::string(key)) > 0;
}

bool TextIndex::LacksNumberedWordOf(const TextIndex& other, std::string_view digits) const {
  if (lacks_numbered_of_ != &other) {
    lacks_numbered_.clear();
    lacks_numbered_of_ = &other;
  }
  const auto [it, inserted] = lacks_numbered_.try_emplace(std::string(digits), false);
  if (!inserted) return it->second;
  if (const std::unordered_set<std::string>* words = other.WordsNumbered(digits)) {
    const std::unordered_set<std::string>* own = WordsNumbered(digits);
    for (const std::string& word : *words)
      if (own == nullptr || own->count(word) == 0) return it->second = true;
  }
  return false;
}

bool PluralIdFound(std::string_view text, size_t begin, size_t end, std::string_view key,
                   const TextIndex& other) {
  const std::string form = OtherPluralForm(key);
  if (form.empty()) return false;
  if (form.size() > key.size()) return other.HasIdInThePlural(key);
  // The key has the ending: a small s as written, and the other side has the id.
  return begin < end && end <= text.size() && text[end - 1] == 's' && other.HasNumber(form);
}

bool TextIndex::HasSpacedThousands(std::string_view digits) const {
  if (!spaced_numbers_) {
    const std::vector<std::string> numbers = SpacedThousandsIn(text_);
    spaced_numbers_.emplace(numbers.begin(), numbers.end());
  }
  return spaced_numbers_->count(std::string(digits)) > 0;
}

bool NumberWrittenOtherwise(std::string_view text, size_t begin, size_t end, std::string_view key,
                            NumberWords* words, const TextIndex& here, const TextIndex& other) {
  if (NumberGluedToItsWord(text, begin, key, here, other) ||
      ScaledNumberFound(text, begin, end, key, words, other) ||
      PluralIdFound(text, begin, end, key, other))
    return true;
  // A size (4x2, 512×512) that the other side writes with its numbers apart: "512 × 512",
  // "32 by 32", 32 乘 32.
  if (other.HasSizeApart(key)) return true;
  const std::string joined = SpacedThousandsAround(text, begin, end);
  return (!joined.empty() && joined != key && other.HasNumber(joined)) ||
         other.HasSpacedThousands(key);
}

}  // namespace concord
