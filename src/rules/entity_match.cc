#include "rules/entity_match.h"

#include <algorithm>
#include <functional>

#include "extract/char_classes.h"
#include "extract/english_words.h"
#include "extract/entities.h"
#include "text/number_forms.h"
#include "text/unicode.h"

namespace concord {

using extract::IsLatinLetter;
using extract::IsWordChar;

std::vector<std::string> PluralForms(std::string_view word) {
  std::vector<std::string> forms = {std::string(word), std::string(word) + "s",
                                    std::string(word) + "es"};
  if (word.size() > 3 && word.back() == 's' &&
      IsLatinLetter(PrevCodePoint(word, word.size() - 1))) {
    forms.emplace_back(word.substr(0, word.size() - 1));
    if (word.size() > 4 && word.substr(word.size() - 2) == "es")
      forms.emplace_back(word.substr(0, word.size() - 2));
  }
  return forms;
}

bool IsPluralForm(std::string_view form, std::string_view word) {
  // Every form begins as the word does: most words of a text differ at their first byte.
  if (!word.empty() && (form.empty() || form.front() != word.front())) return false;
  if (form.starts_with(word)) {
    const std::string_view ending = form.substr(word.size());
    if (ending.empty() || ending == "s" || ending == "es") return true;
  }
  if (word.size() > 3 && word.back() == 's' &&
      IsLatinLetter(PrevCodePoint(word, word.size() - 1))) {
    if (form == word.substr(0, word.size() - 1)) return true;
    if (word.size() > 4 && word.ends_with("es") && form == word.substr(0, word.size() - 2))
      return true;
  }
  return false;
}

namespace {

bool IsAsciiDigitChar(char c) { return IsAsciiDigit(static_cast<unsigned char>(c)); }

// Maximal runs of chars for which `in` holds.
template <typename Pred>
std::vector<std::string> Runs(std::string_view text, Pred in) {
  std::vector<std::string> runs;
  size_t run = 0;  // where the current run starts; equal to pos while there is none
  for (size_t pos = 0; pos < text.size();) {
    const size_t start = pos;
    if (!in(NextCodePoint(text, &pos))) {
      if (start > run) runs.emplace_back(text.substr(run, start - run));
      run = pos;
    }
  }
  if (text.size() > run) runs.emplace_back(text.substr(run));
  return runs;
}

// The whole number that a number key of digits only stands for (3, 2000; not 1.5, 007, 4x2);
// -1 for any other key or one too long for int64_t.
// The code point at `pos`, or 0 at the end of `text`.
char32_t CodePointAt(std::string_view text, size_t pos) {
  return pos < text.size() ? NextCodePoint(text, &pos) : 0;
}

// Whether the code points right before `begin` and at `end` are no numerals: what lies between
// is a numeral of its own, not a part of a longer one.
bool StandsAlone(std::string_view text, size_t begin, size_t end) {
  return !IsNumeral(PrevCodePoint(text, begin)) && !IsNumeral(CodePointAt(text, end));
}

}  // namespace

TextIndex::TextIndex(std::string_view text_key, std::string_view text, NumberWords* words)
    : TextIndex(text_key) {
  text_ = text;
  number_words_ = words;
}

TextIndex::TextIndex(std::string_view text_key) : words_(text_key), text_key_(text_key) {}

const std::unordered_set<std::string>& TextIndex::Numbers() const {
  if (numbers_) return *numbers_;
  numbers_.emplace();
  for (std::string& n : Runs(text_key_, [](char32_t c) {
         return c < 0x80 && (std::isalnum(static_cast<int>(c)) || c == '.' || c == ',');
       })) {
    while (!n.empty() && (n.back() == '.' || n.back() == ',')) n.pop_back();
    if (n.empty()) continue;
    numbers_->insert(NumberKey(n));
    // A size written in ASCII (512x512) has each of its numbers, which another edition writes
    // apart ("512 × 512").
    if (const size_t sign = n.find_first_of("xX");
        sign != std::string::npos && sign > 0 && sign + 1 < n.size() &&
        std::all_of(n.begin(), n.begin() + static_cast<long>(sign), IsAsciiDigitChar) &&
        std::all_of(n.begin() + static_cast<long>(sign) + 1, n.end(), IsAsciiDigitChar) &&
        !(sign == 1 && n[0] == '0')) {
      numbers_->insert(NumberKey(std::string_view(n).substr(0, sign)));
      numbers_->insert(NumberKey(std::string_view(n).substr(sign + 1)));
    }
    // A version written with its "v" (v2, v1.2) is the number another edition writes as
    // "version 2" or "2 版".
    if (n.size() > 1 && n[0] == 'v' && std::isdigit(static_cast<unsigned char>(n[1])))
      numbers_->insert(NumberKey(std::string_view(n).substr(1)));
  }
  for (std::string& n : NumberKeysIn(text_key_)) numbers_->insert(std::move(n));
  return *numbers_;
}

const std::unordered_set<std::string>& TextIndex::ScaledNumbers() const {
  if (scaled_numbers_) return *scaled_numbers_;
  scaled_numbers_.emplace();
  if (number_words_ == nullptr) return *scaled_numbers_;
  // Read in the text as written, whose CJK letters the key leaves out.
  std::vector<std::pair<size_t, size_t>> spans;
  const std::vector<std::string> keys = NumberKeysIn(text_, &spans);
  for (size_t i = 0; i < keys.size(); ++i) {
    std::string scaled =
        NumberTimesItsMagnitude(text_, spans[i].first, spans[i].second, keys[i], number_words_);
    if (!scaled.empty()) scaled_numbers_->insert(std::move(scaled));
  }
  return *scaled_numbers_;
}

bool TextIndex::HasWords(std::string_view key) const { return words_.HasWords(key); }

bool TextIndex::HasNameWordsJoined(std::string_view key) const {
  return words_.HasWordsJoined(key, [](std::string_view w) { return IsCommonEnglishWord(w); });
}

namespace {

// The fields of a date or time key as NumberKeysIn makes them ("1970-01-01 00:00:00",
// "1:00"), in order, and how many of them are the date's (3 or 0); none for any other key.
struct DateTimeFields {
  std::vector<std::string_view> fields;
  size_t date_fields = 0;
};
DateTimeFields DateTimeFieldsOf(std::string_view key) {
  DateTimeFields out;
  const bool date = key.size() >= 10 && key[4] == '-' && key[7] == '-';
  if (!date && key.find(':') == std::string_view::npos) return out;
  for (size_t pos = 0; pos < key.size();) {
    size_t end = pos;
    while (end < key.size() && std::isdigit(static_cast<unsigned char>(key[end]))) ++end;
    if (end > pos) out.fields.push_back(key.substr(pos, end - pos));
    pos = end + 1;
  }
  out.date_fields = date ? 3 : 0;
  return out;
}

}  // namespace

const std::unordered_set<std::string>& TextIndex::RoundedNumbers() const {
  if (rounded_numbers_) return *rounded_numbers_;
  rounded_numbers_.emplace();
  for (const std::string& n : Numbers())
    for (std::string& form : ShortenedForms(n)) rounded_numbers_->insert(std::move(form));
  return *rounded_numbers_;
}

bool TextIndex::HasNumber(std::string_view key) const {
  if (Numbers().count(std::string(key)) > 0) return true;
  if (const std::string_view stem = WithoutZeroComponents(key); !stem.empty()) {
    // The stem, then with zero components up to three in all.
    std::string form(stem);
    for (size_t components = 1 + std::count(stem.begin(), stem.end(), '.'); components <= 3;
         ++components, form += ".0")
      if (form != key && Numbers().count(form) > 0) return true;
  }
  for (const std::string& form : ShortenedForms(key))
    if (Numbers().count(form) > 0) return true;
  if (DecimalPlaces(key) > 0 && RoundedNumbers().count(std::string(key)) > 0) return true;
  if (const DateTimeFields d = DateTimeFieldsOf(key); !d.fields.empty()) {
    for (size_t i = 0; i < d.fields.size(); ++i) {
      std::string_view field = d.fields[i];
      while (field.size() > 1 && field.front() == '0') field.remove_prefix(1);
      if (i >= d.date_fields && field == "0") continue;  // 1:00 is written 1시
      if (Numbers().count(std::string(d.fields[i])) == 0 && !HasNumber(field)) return false;
    }
    return true;
  }
  if (number_words_ == nullptr) return false;
  // A number written with its magnitude is also the number it makes ("30 million", 3,000만),
  // read only where the number is not written as such: the magnitudes need ICU's rules.
  if (ScaledNumbers().count(std::string(key)) > 0) return true;
  const int64_t value = WholeNumber(key);
  return value >= 0 && WritesOtherwise(value);
}

// What WritesOtherwise reads of a text: the values of its lone numeral characters (and of
// approximate pairs, AddApproximate), where each
// Han character stands, and its Latin words (whole runs of word characters), each with whether
// only spaces and at most one hyphen join it to the next.
struct TextIndex::OwnWays {
  struct Word {
    std::string_view text;
    bool joined;
  };
  const std::string key;  // the text_key, which words and word_places view
  std::unordered_set<int64_t> numerals;
  std::unordered_set<int64_t> numerals_not_digits;  // of those not decimal digits (三, not ７)
  std::unordered_map<char32_t, std::vector<size_t>> han;
  // Where each Hangul word (a run of Hangul syllables) begins, by its first syllable.
  std::unordered_map<char32_t, std::vector<size_t>> hangul_words;
  std::vector<Word> words;
  std::unordered_map<std::string_view, std::vector<size_t>> word_places;

  // Chinese and Japanese write an approximate count as two Han digits of consecutive values
  // side by side (三四行 "three or four lines", 二三日): when the Han numeral at [at, end)
  // begins such a pair, and no other numeral touches the pair, both values are the text's.
  void AddApproximate(std::string_view text, size_t at, size_t end) {
    const int64_t first = NumeralValue(CodePointAt(text, at));
    size_t after = end;
    const char32_t next = CodePointAt(text, end);
    if (next == 0) return;
    NextCodePoint(text, &after);
    const int64_t second = NumeralValue(next);
    if (first < 1 || first > 8 || second != first + 1 || ScriptOf(next) != Script::kHan ||
        !StandsAlone(text, at, after))
      return;
    numerals.insert({first, second});
    numerals_not_digits.insert({first, second});
  }

  OwnWays(std::string_view text, std::string_view text_key) : key(text_key) {
    bool after_hangul = false;  // the code point before is a Hangul syllable
    for (size_t pos = 0; pos < text.size();) {
      if (static_cast<unsigned char>(text[pos]) < 0x80) {
        ++pos;  // ASCII: its digits are what Numbers() holds
        after_hangul = false;
        continue;
      }
      const size_t at = pos;
      const char32_t c = NextCodePoint(text, &pos);
      const Script script = ScriptOf(c);
      if (script == Script::kHan) han[c].push_back(at);
      if (script == Script::kHangul && !after_hangul) hangul_words[c].push_back(at);
      after_hangul = script == Script::kHangul;
      if (const int64_t v = NumeralValue(c); v >= 0 && StandsAlone(text, at, pos)) {
        numerals.insert(v);
        if (!IsDigit(c)) numerals_not_digits.insert(v);
      } else if (script == Script::kHan)
        AddApproximate(text, at, pos);
    }
    const std::string_view t = key;
    for (size_t pos = 0; pos < t.size();) {
      size_t end = pos;
      while (end < t.size() && IsWordChar(CodePointAt(t, end))) NextCodePoint(t, &end);
      if (end == pos) {
        NextCodePoint(t, &pos);
        continue;
      }
      size_t next = end;
      int hyphens = 0;
      while (next < t.size() && (t[next] == ' ' || t[next] == '-')) hyphens += t[next++] == '-';
      word_places[t.substr(pos, end - pos)].push_back(words.size());
      words.push_back({t.substr(pos, end - pos), next > end && hyphens <= 1});
      pos = next;
    }
  }
};

bool TextIndex::WritesOtherwise(int64_t value, OtherForms forms) const {
  if (!own_ways_) own_ways_ = std::make_shared<const OwnWays>(text_, text_key_);
  const bool cell = forms == OtherForms::kCell;
  if ((cell ? own_ways_->numerals_not_digits : own_ways_->numerals).count(value)) return true;
  for (const std::string& form : number_words_->Forms(value)) {
    if (cell && number_words_->IsArticle(form)) continue;
    size_t first = 0;
    const char32_t c = NextCodePoint(form, &first);
    const Script script = ScriptOf(c);
    if (script == Script::kHan      ? HasHanAlone(c, form)
        : script == Script::kHangul ? HasHangulWord(c, form)
                                    : HasNumberWordsAlone(form))
      return true;
  }
  for (const std::string& name : number_words_->MonthNames(value))
    if (cell ? HasMonthInADate(name) : HasWordAsWritten(name)) return true;
  return HasApproximateHangul(value);
}

bool TextIndex::HasApproximateHangul(int64_t value) const {
  if (value < 1 || own_ways_->hangul_words.empty()) return false;
  auto hangul_forms = [&](int64_t v) {
    std::vector<std::string> out;
    for (const std::string& form : number_words_->Forms(v)) {
      size_t first = 0;
      if (ScriptOf(NextCodePoint(form, &first)) == Script::kHangul &&
          form.find(' ') == std::string::npos)
        out.push_back(form);
    }
    return out;
  };
  const std::vector<std::string> own = hangul_forms(value);
  if (own.empty()) return false;
  // A form written in one word with a neighbour's stands next to a Hangul letter on that side:
  // the neighbours' forms are spelled (by ICU) only where one of the value's own does.
  bool joined_before = false, joined_after = false;
  for (const std::string& form : own)
    for (size_t at = text_.find(form); at != std::string_view::npos;
         at = text_.find(form, at + 1)) {
      joined_before |= at > 0 && ScriptOf(PrevCodePoint(text_, at)) == Script::kHangul;
      joined_after |= ScriptOf(CodePointAt(text_, at + form.size())) == Script::kHangul;
    }
  // Whether a form of `lower` and then one of `higher` are written as one Hangul word.
  auto has_pair = [&](const std::vector<std::string>& lower,
                      const std::vector<std::string>& higher) {
    for (const std::string& first_form : lower)
      for (const std::string& second_form : higher) {
        const std::string word = first_form + second_form;
        size_t first = 0;
        if (HasHangulWord(NextCodePoint(word, &first), word)) return true;
      }
    return false;
  };
  return (value > 1 && joined_before && has_pair(hangul_forms(value - 1), own)) ||
         (joined_after && has_pair(own, hangul_forms(value + 1)));
}

bool TextIndex::HasMonthInADate(std::string_view name) const {
  auto digit = [&](size_t pos) { return pos < text_.size() && IsAsciiDigit(text_[pos]); };
  return HasWordAsWritten(name, [&](size_t at, size_t end) {
    size_t after = end;
    while (after < text_.size() && (text_[after] == ' ' || text_[after] == ',')) ++after;
    size_t before = at;
    while (before > 0 && text_[before - 1] == ' ') --before;
    const size_t spaced = before;  // then an ordinal's "st", "nd", "rd", "th"
    while (before > 0 && spaced - before < 2 && IsAsciiLetter(text_[before - 1])) --before;
    return (after > end && digit(after)) || (before < at && before > 0 && digit(before - 1));
  });
}

bool TextIndex::HasHangulWord(char32_t first, std::string_view form) const {
  auto it = own_ways_->hangul_words.find(first);
  if (it == own_ways_->hangul_words.end()) return false;
  for (size_t at : it->second)
    if (text_.substr(at, form.size()) == form &&
        ScriptOf(CodePointAt(text_, at + form.size())) != Script::kHangul)
      return true;
  return false;
}

bool TextIndex::HasWordAsWritten(std::string_view word,
                                 const std::function<bool(size_t, size_t)>& where) const {
  auto is_word_char = [](char32_t c) { return IsLetter(c) || IsDigit(c); };
  for (size_t at = text_.find(word); at != std::string_view::npos; at = text_.find(word, at + 1)) {
    const size_t end = at + word.size();
    if (!is_word_char(PrevCodePoint(text_, at)) && !is_word_char(CodePointAt(text_, end)) &&
        (!where || where(at, end)))
      return true;
  }
  return false;
}

bool TextIndex::HasHanAlone(char32_t first, std::string_view form) const {
  auto it = own_ways_->han.find(first);
  if (it == own_ways_->han.end()) return false;
  for (size_t at : it->second)
    if (text_.substr(at, form.size()) == form && StandsAlone(text_, at, at + form.size()))
      return true;
  return false;
}

bool TextIndex::HasNumberWordsAlone(std::string_view form) const {
  const std::vector<std::string> k = WordRuns(form);
  if (k.empty()) return false;
  const std::vector<OwnWays::Word>& words = own_ways_->words;
  auto it = own_ways_->word_places.find(k.front());
  if (it == own_ways_->word_places.end()) return false;
  for (size_t i : it->second) {
    if (i + k.size() > words.size()) continue;
    bool match = true;
    for (size_t j = 1; j < k.size() && match; ++j) match = words[i + j].text == k[j];
    if (!match) continue;
    const size_t last = i + k.size() - 1;
    if (i > 0 && words[i - 1].joined && number_words_->IsNumberWord(words[i - 1].text) &&
        number_words_->JoinAsNumber(words[i - 1].text, words[i].text))
      continue;
    if (last + 1 < words.size() && words[last].joined &&
        number_words_->IsNumberWord(words[last + 1].text) &&
        number_words_->JoinAsNumber(words[last].text, words[last + 1].text))
      continue;
    return true;
  }
  return false;
}

bool ContainsWords(std::string_view text_key, std::string_view key) {
  return TextIndex(text_key).HasWords(key);
}

bool TextIndex::WritesNumberOtherwise(std::string_view key) const {
  const int64_t value = WholeNumber(key);
  return number_words_ != nullptr && value >= 0 && WritesOtherwise(value, OtherForms::kCell);
}

std::vector<std::string_view> KeyWords(std::string_view key) {
  std::vector<std::string_view> words;
  size_t word = 0;
  for (size_t pos = 0; pos < key.size();) {
    const size_t here = pos;
    if (!extract::IsWordChar(NextCodePoint(key, &pos))) {
      if (here > word) words.push_back(key.substr(word, here - word));
      word = pos;
    }
  }
  if (key.size() > word) words.push_back(key.substr(word));
  return words;
}

bool HasEachWord(const WordIndex& words, std::string_view key) {
  for (std::string_view w : KeyWords(key))
    if (!words.HasWords(w)) return false;
  return true;
}

}  // namespace concord
