#include "rules/unit_script.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "extract/char_classes.h"
#include "extract/english_words.h"
#include "rules/latin_words.h"
#include "text/byte_scan.h"
#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Prose joins its words into clauses (a subject, its verb, an object and their articles), where
// a name joins its capitalized words by at most one lower-case particle ("Bank of America",
// "Ludwig van Beethoven"), a label or a table header stands alone ("type", "hour") and a term a
// translator keeps in English is a compound of two or three words ("type hint", "path
// operation decorator"): Latin text is prose when it has more words in a row than such a term,
// with only spaces between.
constexpr int kMinProseWords = 4;

struct Span {
  size_t begin, end;
};

// The quotations of `t`: from an opening quotation mark (extract::OpensQuotation: “ 「, or " '
// where no Latin letter or digit stands right before it, so "it's" opens none) to the next
// mark that closes it: its partner (IsEnclosingPair: ” for “, 」 for 「, " for ") where
// extract::ClosesQuotation says it closes (" ' with no Latin letter or digit right after; an
// apostrophe in a word, “Don’t worry”, closes none). A title or a saying quoted (“A sustainable
// web for everyone”) is kept as written, not left untranslated. An unclosed one quotes nothing,
// so a stray opener (the '90s) hides no prose.
std::vector<Span> Quotations(std::string_view t) {
  std::vector<Span> spans;
  size_t open = std::string_view::npos;
  char32_t opener = 0;
  for (size_t pos = 0; pos < t.size();) {
    const size_t at = pos;
    const char32_t c = NextCodePoint(t, &pos);
    if (open != std::string_view::npos) {
      if (IsEnclosingPair(opener, c) && extract::ClosesQuotation(t, pos, c)) {
        spans.push_back({open, pos});
        open = std::string_view::npos;
      }
    } else if (extract::OpensQuotation(t, at, c)) {
      open = at;
      opener = c;
    }
  }
  return spans;
}

// The spans of the unit's text that are not counted: its inline code, URLs and emails, text
// between $ or $$ delimiters outside those (TeX math; an unpaired last $ opens nothing), and
// quotations. Sorted by start; a math span or a quotation may hold an entity.
std::vector<Span> SkippedSpans(const Unit& unit) {
  std::vector<Span> entities;
  for (const Entity& e : unit.entities)  // sorted by position; link targets have no span
    if (e.begin < e.end &&
        (e.kind == EntityKind::kCode || e.kind == EntityKind::kUrl || e.kind == EntityKind::kEmail))
      entities.push_back({e.begin, e.end});
  const std::string_view t = unit.text;
  std::vector<Span> spans;
  size_t open = std::string_view::npos, next_entity = 0;
  for (size_t pos = t.find('$'); pos != std::string_view::npos; pos = t.find('$', pos)) {
    while (next_entity < entities.size() && entities[next_entity].end <= pos) ++next_entity;
    if (next_entity < entities.size() && entities[next_entity].begin <= pos) {
      pos = entities[next_entity].end;  // a $ inside code or a URL is theirs
      continue;
    }
    const size_t delimiter = pos + 1 < t.size() && t[pos + 1] == '$' ? 2 : 1;
    if (open == std::string_view::npos) {
      open = pos;
    } else {
      spans.push_back({open, pos + delimiter});
      open = std::string_view::npos;
    }
    pos += delimiter;
  }
  // No $ inside an entity opens or closes math (those are skipped above).
  std::vector<Span> all;
  std::merge(entities.begin(), entities.end(), spans.begin(), spans.end(), std::back_inserter(all),
             [](const Span& x, const Span& y) { return x.begin < y.begin; });
  const std::vector<Span> quoted = Quotations(t);
  if (quoted.empty()) return all;
  std::vector<Span> with_quotes;
  std::merge(all.begin(), all.end(), quoted.begin(), quoted.end(), std::back_inserter(with_quotes),
             [](const Span& x, const Span& y) { return x.begin < y.begin; });
  return with_quotes;
}

// Whether a Latin word with `before` right before it and `after` right after it is attached
// to a number or an identifier.
bool Attached(char32_t before, char32_t after) {
  return IsDigit(before) || before == '_' || before == '\\' || IsDigit(after) || after == '_';
}

struct WordCounts {
  size_t cjk = 0;
  size_t prose = 0;       // English prose words, counted only when looked up
  size_t candidates = 0;  // the words that would be looked up
  // The most English prose words in a row, with only spaces between them (a phrase), and the
  // row being read: its length and where its last word ends.
  size_t longest_phrase = 0, phrase = 0;
  size_t phrase_end = std::string_view::npos;
};

// Counts the words of t[b, e) into *n (see unit_script.h).
void CountWords(std::string_view t, size_t b, size_t e, bool look_up, WordCounts* n) {
  bool in_hangul = false;
  char32_t prev = b > 0 ? PrevCodePoint(t, b) : 0;
  size_t pos = b;
  while (pos < e) {
    const size_t start = pos;
    const auto lead = static_cast<unsigned char>(t[pos]);
    if (lead < 0x80 && !IsAsciiLetter(lead)) {  // most of what is not a word, one byte
      in_hangul = false;
      prev = lead;
      ++pos;
      continue;
    }
    const char32_t c = NextCodePoint(t, &pos);
    const Script script = ScriptOf(c);
    const Script s = script == Script::kHan || script == Script::kHangul || IsLetter(c)
                         ? script
                         : Script::kCommon;  // Han and Hangul code points are letters
    if (s != Script::kLatin) {
      n->cjk += s == Script::kHan || s == Script::kKana || (s == Script::kHangul && !in_hangul);
      in_hangul = s == Script::kHangul;
      prev = c;
      continue;
    }
    in_hangul = false;
    // A Latin word: Latin letters and apostrophes.
    bool lower = IsLower(c);
    size_t letters = 1;
    char32_t after = 0;  // the code point after the word (0 at e)
    while (pos < e) {
      size_t next = pos;
      after = NextCodePoint(t, &next);
      const bool apostrophe = after == '\'' || after == 0x2019;
      if (!apostrophe && !(IsLetter(after) && ScriptOf(after) == Script::kLatin)) break;
      lower &= !IsUpper(after);
      letters += !apostrophe;
      pos = next;
      after = 0;
    }
    if (lower && letters >= 2 && !Attached(prev, after)) {
      ++n->candidates;
      if (look_up && IsCommonEnglishWord(t.substr(start, pos - start))) {
        ++n->prose;
        const bool spaces = n->phrase_end != std::string_view::npos &&
                            t.substr(n->phrase_end, start - n->phrase_end).find_first_not_of(' ') ==
                                std::string_view::npos;
        n->phrase = spaces ? n->phrase + 1 : 1;
        n->phrase_end = pos;
        n->longest_phrase = std::max(n->longest_phrase, n->phrase);
      }
    }
    prev = c;  // a letter: what matters is that it is no digit
  }
}

// Whether t has a lower-case ASCII letter, a space and a lower-case ASCII letter in a row: two
// prose words with a space between. Read 16 bytes at a time (most units of a Chinese edition
// have none, and many of a Korean one).
bool HasLowerSpaceLower(std::string_view t) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  size_t pos = 0;
  // Each step tells the bytes 1..14 of its 16 (each needs both neighbours), and steps by 14.
  for (; pos + 16 <= t.size(); pos += 14) {
    const uint32_t lower = ClassifyAscii(p + pos).lower;
    if (ByteEqualMask(p + pos, ' ') & (lower << 1) & (lower >> 1) & 0x7FFE) return true;
  }
  for (size_t k = pos + 1; k + 1 < t.size(); ++k)
    if (p[k] == ' ' && p[k - 1] >= 'a' && p[k - 1] <= 'z' && p[k + 1] >= 'a' && p[k + 1] <= 'z')
      return true;
  return false;
}

}  // namespace

UnitScript ClassifyUnit(const Unit& unit) {
  const std::string_view t = unit.text;
  const std::vector<Span> skipped = SkippedSpans(unit);
  auto count = [&](bool look_up) {
    WordCounts n;
    size_t from = 0;
    for (const Span& span : skipped) {
      if (span.begin > from) CountWords(t, from, span.begin, look_up, &n);
      from = std::max(from, span.end);
    }
    if (from < t.size()) CountWords(t, from, t.size(), look_up, &n);
    return n;
  };
  WordCounts n = count(false);
  if (n.cjk == 0 && n.candidates == 0) return UnitScript::kNoWords;
  if (n.cjk > n.candidates) return UnitScript::kCjk;  // more than any lookup can find
  n = count(true);
  if (n.cjk > n.prose) return UnitScript::kCjk;
  if (n.prose > n.cjk && n.longest_phrase >= kMinProseWords) return UnitScript::kLatinProse;
  return n.cjk == 0 && n.prose == 0 ? UnitScript::kNoWords : UnitScript::kOther;
}

void ForEachProseWord(const Unit& unit, const std::function<void(std::string_view)>& f) {
  const std::string_view t = unit.text;
  size_t from = 0;
  for (const Span& span : SkippedSpans(unit)) {
    if (span.begin > from) ForEachLatinWord(t.substr(from, span.begin - from), f);
    from = std::max(from, span.end);
  }
  if (from < t.size()) ForEachLatinWord(t.substr(from), f);
}

// A quick test that most units of a CJK edition fail, read off the text's space-separated
// tokens: English prose has more tokens that open with a lower-case ASCII letter (after
// opening punctuation) than tokens with Han or Hangul in them, since each prose word opens a
// token and each such token holds a CJK word at least; and it has two such tokens in a row.
bool MayBeProse(std::string_view t) {
  if (!HasLowerSpaceLower(t)) return false;
  size_t lower = 0, cjk = 0;
  bool phrase = false, last_lower = false;
  for (size_t pos = 0; pos < t.size();) {
    size_t end = t.find(' ', pos);
    if (end == std::string_view::npos) end = t.size();
    size_t first = pos;
    while (first < end && (t[first] == '(' || t[first] == '"' || t[first] == '\'' ||
                           t[first] == '[' || t[first] == '*' || t[first] == '_'))
      ++first;
    const bool is_lower = first < end && t[first] >= 'a' && t[first] <= 'z';
    bool has_cjk = false;
    for (size_t i = pos; i < end && !has_cjk; ++i) {
      const auto b = static_cast<unsigned char>(t[i]);
      has_cjk = b >= 0xE4 && b <= 0xED;  // lead bytes of Han and Hangul
    }
    lower += is_lower;
    cjk += has_cjk;
    phrase |= is_lower && last_lower;
    last_lower = is_lower && end > pos;
    pos = end + 1;
  }
  return phrase && lower > cjk;
}

bool EditionScripts::CjkMajority() {
  if (majority_ < 0) {
    size_t with_words = 0, cjk = 0;
    for (size_t u = 0; u < units_.size(); ++u) {
      const UnitScript s = Of(static_cast<int>(u));
      with_words += s != UnitScript::kNoWords;
      cjk += s == UnitScript::kCjk;
    }
    majority_ = 2 * cjk > with_words;
  }
  return majority_ > 0;
}

size_t EditionScripts::EndOfOwnScript() {
  if (end_of_own_ == SIZE_MAX) {
    end_of_own_ = units_.size();
    while (end_of_own_ > 0 && Of(static_cast<int>(end_of_own_ - 1)) != UnitScript::kCjk)
      --end_of_own_;
  }
  return end_of_own_;
}

}  // namespace concord
