#include "rules/word_index.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <optional>
#include <stdexcept>

#include "rules/ascii_words.h"
#include "rules/entity_match.h"

namespace concord {
namespace {

// The hashes of word runs: an odd base, so that its powers mod 2^32 never vanish.
constexpr uint32_t kWordRunHashBase = 0x7F4A7C15u;

}  // namespace

std::vector<std::string> WordRuns(std::string_view text) {
  std::vector<std::string> runs;
  for (std::string_view w : KeyWords(text)) runs.emplace_back(w);  // the maximal runs
  for (size_t i = 0; i < runs.size(); ++i) {
    const std::string& run_i = runs[i];
    size_t digits = 0;  // the bytes of the run's leading digits
    for (size_t pos = 0; pos < run_i.size();) {
      size_t next = pos;
      if (!extract::IsWordDigit(NextCodePoint(run_i, &next))) break;
      digits = pos = next;
    }
    if (digits == 0 || digits == run_i.size()) continue;
    std::string unit = run_i.substr(digits);
    runs[i].resize(digits);
    runs.insert(runs.begin() + static_cast<long>(i) + 1, std::move(unit));
    ++i;
  }
  return runs;
}

WordIndex::WordIndex(std::string_view text) {
  prefix_hash_.push_back(0);
  Add(text);
  Finish();
}

WordIndex::WordIndex(std::span<const std::string_view> texts) {
  prefix_hash_.push_back(0);
  for (std::string_view text : texts) Add(text);
  // Made to measure once read: a document's index is most of what a check of it holds at once.
  words_.shrink_to_fit();
  prefix_hash_.shrink_to_fit();
  Finish();
}

void WordIndex::Add(std::string_view text) {
  ForEachWordRun(text, [&](std::string_view word) {
    if (words_.size() == std::numeric_limits<uint32_t>::max())
      throw std::length_error("a text of 4 G words or more");
    auto it = ids_.find(word);
    if (it == ids_.end()) {
      it = ids_.emplace(std::string(word), static_cast<uint32_t>(ids_.size())).first;
      word_of_.push_back(&it->first);
    }
    words_.push_back(it->second);
    prefix_hash_.push_back(prefix_hash_.back() * kWordRunHashBase + it->second + 1);
  });
}

void WordIndex::Finish() {
  first_place_.assign(ids_.size() + 1, 0);
  for (uint32_t id : words_) ++first_place_[id + 1];
  for (size_t i = 1; i < first_place_.size(); ++i) first_place_[i] += first_place_[i - 1];
  places_.resize(words_.size());
  std::vector<uint32_t> next(first_place_.begin(), first_place_.end() - 1);
  for (size_t p = 0; p < words_.size(); ++p) places_[next[words_[p]]++] = static_cast<uint32_t>(p);
}

std::optional<WordIndex::KeyIds> WordIndex::IdsOf(std::string_view key) const {
  const std::vector<std::string> k = WordRuns(key);
  if (k.empty()) return std::nullopt;
  KeyIds ids;
  for (const std::string& form : PluralForms(k.back())) {
    auto it = ids_.find(form);
    if (it != ids_.end() &&
        std::find(ids.last.begin(), ids.last.end(), it->second) == ids.last.end())
      ids.last.push_back(it->second);
  }
  if (ids.last.empty()) return std::nullopt;
  ids.head.reserve(k.size() - 1);
  for (size_t i = 0; i + 1 < k.size(); ++i) {
    auto it = ids_.find(k[i]);
    if (it == ids_.end()) return std::nullopt;
    ids.head.push_back(it->second);
  }
  return ids;
}

bool WordIndex::HasWords(std::string_view key) const {
  const std::optional<KeyIds> ids = IdsOf(key);
  if (!ids) return false;
  const std::vector<uint32_t>& head = ids->head;
  const std::vector<uint32_t>& last = ids->last;
  const size_t n = head.size();  // words before the last
  if (n == 0) return true;
  // Which word's places to start from: the rarest of the head, or the last word's forms if
  // they are rarer still.
  size_t last_count = 0;  // the places where the last word's forms occur
  for (uint32_t form : last) last_count += PlacesOf(form).size();
  uint32_t head_hash = 0, power = 1;
  size_t rarest = n, rarest_count = last_count;  // n: the last word
  for (size_t i = 0; i < n; ++i) {
    head_hash = head_hash * kWordRunHashBase + head[i] + 1;
    power *= kWordRunHashBase;
    if (PlacesOf(head[i]).size() < rarest_count) {
      rarest = i;
      rarest_count = PlacesOf(head[i]).size();
    }
  }
  auto matches_at = [&](size_t start) {  // the key's words from text word `start` on
    if (start + n + 1 > words_.size()) return false;
    if (std::find(last.begin(), last.end(), words_[start + n]) == last.end()) return false;
    if (RunHash(start, n, power) != head_hash) return false;
    return std::equal(head.begin(), head.end(), words_.begin() + static_cast<long>(start));
  };
  if (rarest < n) {
    for (size_t p : PlacesOf(head[rarest]))
      if (p >= rarest && matches_at(p - rarest)) return true;
    return false;
  }
  for (uint32_t form : last)
    for (size_t p : PlacesOf(form))
      if (p >= n && matches_at(p - n)) return true;
  return false;
}

bool WordIndex::HasWordsJoined(std::string_view key,
                               const std::function<bool(std::string_view)>& joins) const {
  const std::optional<KeyIds> ids = IdsOf(key);
  if (!ids) return false;
  const std::vector<uint32_t>& head = ids->head;
  if (head.empty()) return true;           // one word: as HasWords
  auto is = [&](size_t place, size_t i) {  // text word `place` is key word i
    return i < head.size()
               ? words_[place] == head[i]
               : std::find(ids->last.begin(), ids->last.end(), words_[place]) != ids->last.end();
  };
  auto follows = [&](size_t* place, size_t i) {  // key word i after text word *place
    if (*place + 1 < words_.size() && is(*place + 1, i)) return ++*place, true;
    if (*place + 2 < words_.size() && is(*place + 2, i) && joins(*word_of_[words_[*place + 1]]))
      return *place += 2, true;
    return false;
  };
  for (size_t start : PlacesOf(head.front())) {
    size_t place = start, i = 1;
    while (i <= head.size() && follows(&place, i)) ++i;
    if (i > head.size()) return true;
  }
  return false;
}

bool AsciiKeyWords(std::string_view text, std::string* lowered,
                   std::vector<std::string_view>* words) {
  lowered->assign(text);
  for (char& c : *lowered)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  words->clear();
  const std::string_view lower = *lowered;
  return ForEachAsciiWord(lower, [&](std::string_view run) {
    // A run's leading digits apart from the letters after them, as ForEachWordRun reads it.
    size_t digits = 0;
    while (digits < run.size() && IsAsciiDigit(run[digits])) ++digits;
    if (digits == 0 || digits == run.size()) {
      words->push_back(run);
    } else {
      words->push_back(run.substr(0, digits));
      words->push_back(run.substr(digits));
    }
  });
}

WordList::WordList(std::string_view text) {
  ForEachWordRun(text, [&](std::string_view word) { words_.push_back(word); });
}

bool WordList::HasWords(std::string_view key) const {
  std::vector<std::string_view> k;
  ForEachWordRun(key, [&](std::string_view word) { k.push_back(word); });
  if (k.empty()) return false;
  auto is_last = [last = k.back()](std::string_view w) { return IsPluralForm(w, last); };
  const size_t n = k.size() - 1;  // words before the last: the head
  if (n == 0) return std::any_of(words_.begin(), words_.end(), is_last);
  // border[j]: the longest head prefix shorter than j words that ends k[0, j).
  std::vector<size_t> border(n + 1, 0);
  for (size_t j = 1, b = 0; j < n; ++j) {
    while (b > 0 && k[j] != k[b]) b = border[b];
    if (k[j] == k[b]) ++b;
    border[j + 1] = b;
  }
  size_t matched = 0;  // head words matched by the words before words_[i]
  for (std::string_view word : words_) {
    if (matched == n) {
      if (is_last(word)) return true;
      matched = border[n];
    }
    while (matched > 0 && word != k[matched]) matched = border[matched];
    if (word == k[matched]) ++matched;
  }
  return false;
}

}  // namespace concord
