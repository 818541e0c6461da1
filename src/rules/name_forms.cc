// name_forms.cc — the other forms in which a text may write a name (see name_forms.h).
#include "rules/name_forms.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "extract/english_words.h"

namespace concord {

bool HasProperWordsOf(const TextIndex& index, std::string_view key) {
  const std::vector<std::string_view> words = KeyWords(key);
  if (words.size() < 2) return false;
  bool proper = false;
  for (std::string_view word : words) {
    if (IsCommonEnglishWord(word)) continue;
    // Or its numeronym: the first letter, the count of the letters between, the last
    // ("k8s" for "kubernetes", "i18n").
    if (!index.HasWords(word) &&
        !(word.size() >= 4 && index.HasWords(std::string(1, word.front()) +
                                             std::to_string(word.size() - 2) + word.back())))
      return false;
    proper = true;
  }
  return proper;
}

bool HasNameSpacedOtherwise(const TextIndex& index, std::string_view key) {
  const std::vector<std::string_view> words = KeyWords(key);
  if (words.size() >= 2) {
    std::string joined;
    for (std::string_view w : words) joined += w;
    return index.HasWords(joined);
  }
  // One word, split in two where each part keeps two letters at least (a one-letter word is an
  // article or a variable, not half of a name).
  if (words.size() != 1) return false;
  const std::string_view word = words.front();
  for (size_t cut = 2; cut + 2 <= word.size(); ++cut)
    if (index.HasWords(std::string(word.substr(0, cut)) + ' ' + std::string(word.substr(cut))))
      return true;
  return false;
}

namespace {

// The initials of `word` in capitals: its first letter, and each capital after a small letter
// ("JavaScript" → "JS").
std::string InitialsOf(std::string_view word) {
  std::string out;
  for (size_t i = 0; i < word.size(); ++i) {
    const char c = word[i];
    const bool hump = i > 0 && std::isupper(static_cast<unsigned char>(c)) &&
                      std::islower(static_cast<unsigned char>(word[i - 1]));
    if (i == 0 || hump) out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  }
  return out;
}

bool IsAcronym(std::string_view w) {
  return w.size() >= 2 && w.size() <= 8 &&
         std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// Calls fn(word, joined) for each ASCII word of `text` (a run of letters and digits), `joined`
// when only spaces and hyphens stand between it and the next word.
template <typename Fn>
void ForEachAsciiRun(std::string_view text, Fn fn) {
  auto alnum = [&](size_t i) { return IsAsciiAlnum(static_cast<unsigned char>(text[i])); };
  for (size_t pos = 0; pos < text.size();) {
    if (!alnum(pos)) {
      ++pos;
      continue;
    }
    size_t end = pos;
    while (end < text.size() && alnum(end)) ++end;
    size_t next = end;
    while (next < text.size() && (text[next] == ' ' || text[next] == '-')) ++next;
    fn(text.substr(pos, end - pos), next < text.size() && alnum(next));
    pos = end;
  }
}

}  // namespace

void AcronymIndex::Read() const {
  read_ = true;
  ForEachAsciiRun(text_, [&](std::string_view word, bool joined) {
    const char first = static_cast<char>(std::toupper(static_cast<unsigned char>(word[0])));
    if (first >= 'A' && first <= 'Z')
      starts_[first - 'A'].push_back(static_cast<uint32_t>(words_.size()));
    words_.push_back({word, joined});
  });
}

bool AcronymIndex::HasExpansion(std::string_view acronym) const {
  if (!IsAcronym(acronym)) return false;
  if (!read_) Read();
  const std::vector<uint32_t>& starts = starts_[acronym[0] - 'A'];
  for (size_t k = 0; k < starts.size() && k < kMaxStarts; ++k) {
    std::string initials;
    for (size_t w = starts[k]; w < words_.size() && initials.size() < acronym.size(); ++w) {
      initials += InitialsOf(words_[w].text);
      if (initials == acronym) return true;
      if (!words_[w].joined) break;
    }
  }
  return false;
}

bool HasAcronymOrExpansion(const TextIndex& index, const AcronymIndex& expansions,
                           std::string_view written) {
  std::vector<std::string_view> name;
  ForEachAsciiRun(written, [&](std::string_view word, bool) { name.push_back(word); });
  if (name.size() == 1) return IsAcronym(name.front()) && expansions.HasExpansion(name.front());
  if (name.size() < 2) return false;
  std::string initials;
  for (std::string_view w : name) initials += InitialsOf(w);
  return IsAcronym(initials) && index.HasWords(NormalizeKey(initials));
}

bool HasNameInAnotherForm(const TextIndex& index, const AcronymIndex& expansions,
                          std::string_view key, std::string_view written) {
  return HasProperWordsOf(index, key) || HasNameSpacedOtherwise(index, key) ||
         HasAcronymOrExpansion(index, expansions, written);
}

}  // namespace concord
