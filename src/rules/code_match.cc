#include "rules/code_match.h"

#include <algorithm>
#include <utility>

#include "extract/char_classes.h"
#include "extract/english_words.h"
#include "extract/entities.h"
#include "rules/entity_match.h"
#include "text/lang_code.h"
#include "text/mustache.h"
#include "text/number_words.h"
#include "text/unicode.h"

namespace concord {

namespace {

// Whether code point c may be part of what a placeholder stands for: words and paths, with the
// apostrophe an English word is written with (' or ’: `Bob’s bio` for `Bob的传记`), the
// punctuation of a phrase whose full-width forms a masked run holds (？！，：；’ in
// `:::tip[你知道吗？]` for `:::tip[Did you know?]`), and the marks outside the CJK blocks that a
// masked run takes in (‘’“”…—·, extract/code_terms.cc), which English writes too
// (`"Connecting…"` for `"连接中…"`).
bool PlaceholderChar(char32_t c) {
  return c == ' ' || c == '_' || c == '-' || c == '.' || c == '/' || (c >= '0' && c <= '9') ||
         c == '?' || c == '!' || c == ',' || c == ':' || c == ';' || c == '\'' || c == 0x2018 ||
         c == 0x2019 || c == 0x201C || c == 0x201D || c == 0x2026 || c == 0x2014 || c == 0x00B7 ||
         (ScriptOf(c) == Script::kLatin && IsLetter(c));
}

std::u32string CodePoints(std::string_view s) {
  std::u32string out;
  for (size_t pos = 0; pos < s.size();) out.push_back(NextCodePoint(s, &pos));
  return out;
}

// `masked` with the braces taken off each placeholder that is a whole `{{…}}` masked
// ("{{" kCodePlaceholder "}}" becomes kCodePlaceholder); "" when it has none.
std::string Unbraced(std::string_view masked) {
  const std::string braced = std::string("{{") + std::string(kCodePlaceholder) + "}}";
  std::string out;
  size_t copied = 0;
  for (size_t at = masked.find(braced); at != std::string_view::npos;
       at = masked.find(braced, copied)) {
    out.append(masked.substr(copied, at - copied));
    out.append(kCodePlaceholder);
    copied = at + braced.size();
  }
  if (copied == 0) return "";
  out.append(masked.substr(copied));
  return out;
}

bool MaskedCodeMatchesAsWritten(std::string_view masked, std::string_view code) {
  const std::u32string p = CodePoints(masked), t = CodePoints(code);
  const char32_t kMark = 0xFFFC;
  // matched[j]: p[0, i) matches t[0, j), row by row; a placeholder takes one or more
  // characters of t (a placeholder of t counts as one character).
  std::vector<char> matched(t.size() + 1, 0), next(t.size() + 1, 0);
  matched[0] = 1;
  for (char32_t pc : p) {
    std::fill(next.begin(), next.end(), 0);
    if (pc == kMark) {
      // next[j] = some k < j with matched[k] and t[k, j) all placeholder characters.
      bool open = false;  // a match ends at j - 1 and t[..., j) can extend it
      for (size_t j = 1; j <= t.size(); ++j) {
        const bool fits = PlaceholderChar(t[j - 1]) || t[j - 1] == kMark;
        open = fits && (open || matched[j - 1]);
        next[j] = open;
      }
    } else {
      for (size_t j = 1; j <= t.size(); ++j) next[j] = matched[j - 1] && t[j - 1] == pc;
    }
    matched.swap(next);
  }
  return matched[t.size()] != 0;
}

}  // namespace

bool MaskedCodeMatches(std::string_view masked, std::string_view code) {
  if (masked.find(kCodePlaceholder) == std::string_view::npos) return masked == code;
  if (masked.size() > kMaxMaskedCodeBytes || code.size() > kMaxMaskedCodeBytes) return false;
  // A translation renames a command's placeholders, one for one: where both write placeholders,
  // one more or fewer (`{{command}} {{arguments}}` against `{{명령}}`) is an argument dropped.
  const size_t here = PlaceholderCount(masked), there = PlaceholderCount(code);
  if (here > 0 && there > 0 && here != there) return false;
  if (MaskedCodeMatchesAsWritten(masked, code)) return true;
  // A placeholder's value written out (`grep foo` for `{{grep search_string}}`) is an example
  // of what the placeholder asks for.
  const std::string unbraced = Unbraced(masked);
  return !unbraced.empty() && MaskedCodeMatchesAsWritten(unbraced, code);
}

namespace {

// Whether `word` is a command's or a subcommand's name: a letter, then letters, digits, '-'
// and '_' (`hexo`, `npm`, `init`, `run-script`).
bool IsCommandWord(std::string_view word) {
  return !word.empty() && IsAsciiLetter(static_cast<unsigned char>(word.front())) &&
         std::all_of(word.begin(), word.end(), [](char c) {
           return IsAsciiAlnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
         });
}

}  // namespace

std::vector<std::vector<std::string>> UnqualifiedForms(std::string_view key) {
  if (const size_t sep = key.rfind("::"); sep != std::string_view::npos && sep > 0)
    return {{std::string(key.substr(sep + 2)), std::string(key.substr(0, sep))}};
  // A subcommand with its program (`hexo init`): the subcommand alone where the program is
  // named as code beside it (`init` … `hexo`), as a list of a tool's subcommands is written.
  if (const size_t space = key.find(' '); space != std::string_view::npos &&
                                          IsCommandWord(key.substr(0, space)) &&
                                          IsCommandWord(key.substr(space + 1)))
    return {{std::string(key.substr(space + 1)), std::string(key.substr(0, space))}};
  std::string_view name = key;
  if (name.ends_with("()")) name.remove_suffix(2);
  const size_t dot = name.rfind('.');
  if (dot == std::string_view::npos) return {};
  // Identifiers joined by dots: each part starts with a letter, '_' or '$'.
  for (size_t begin = 0; begin <= name.size();) {
    const size_t end = std::min(name.find('.', begin), name.size());
    const std::string_view part = name.substr(begin, end - begin);
    if (part.empty() || IsAsciiDigit(static_cast<unsigned char>(part.front())) ||
        !std::all_of(part.begin(), part.end(), [](char c) {
          return IsAsciiAlnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
        }))
      return {};
    begin = end + 1;
  }
  std::vector<std::vector<std::string>> forms(2);
  forms[0].emplace_back(name.substr(dot + 1));
  forms[1].emplace_back(name.substr(dot + 1)).append("()");
  return forms;
}

std::string JoinWords(const std::vector<std::string_view>& words) {
  std::string joined;
  for (std::string_view w : words) {
    if (!joined.empty()) joined += ' ';
    joined += w;
  }
  return joined;
}

size_t PlaceholderCount(std::string_view code) {
  size_t count = 0;
  ForEachPlaceholder(code, [&count](size_t, size_t) { ++count; });
  return count;
}

std::vector<std::string_view> CodeWords(std::string_view key) {
  std::vector<std::string_view> words;
  for (size_t begin = 0; begin <= key.size();) {
    const size_t mark = std::min(key.find(kCodePlaceholder, begin), key.size());
    for (std::string_view w : KeyWords(key.substr(begin, mark - begin))) {
      // An option keeps its dashes (`-n`, `--force`); a dash between words joins them (en-US).
      size_t start = static_cast<size_t>(w.data() - key.data());
      size_t dashes = start;
      while (dashes > begin && key[dashes - 1] == '-') --dashes;
      if (dashes < start &&
          (dashes == begin || !extract::IsWordChar(static_cast<unsigned char>(key[dashes - 1]))))
        start = dashes;
      words.push_back(
          key.substr(start, static_cast<size_t>(w.data() - key.data()) + w.size() - start));
    }
    if (mark == key.size()) break;
    // A placeholder signed with a dash (`-{{8}}`, all but the last eight) is another value
    // than the placeholder alone: the word keeps the dash and the braces between.
    const size_t signed_at = mark >= begin + 3 ? mark - 3 : mark;
    const size_t start = key.substr(signed_at, mark - signed_at) == "-{{" ? signed_at : mark;
    words.push_back(key.substr(start, mark + kCodePlaceholder.size() - start));
    begin = mark + kCodePlaceholder.size();
  }
  return words;
}

bool IsPhraseInCode(std::string_view key) {
  bool masked = false, latin = false;
  for (size_t pos = 0; pos < key.size();) {
    if (key.substr(pos).starts_with(kCodePlaceholder)) {
      masked = true;
      pos += kCodePlaceholder.size();
      continue;
    }
    const unsigned char c = static_cast<unsigned char>(key[pos++]);
    if (IsAsciiAlnum(c))
      latin = true;
    else if (c != ' ')
      return false;
  }
  return masked && latin;
}

bool IsEnglishPhraseInCode(std::string_view value) {
  // A label or a term as a UI or a text writes it has a capital; a command's words
  // (`pip install`, `make install`) are lowercase.
  if (value.find(' ') == std::string_view::npos ||
      std::none_of(value.begin(), value.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
    return false;
  bool common = false;
  for (size_t begin = 0; begin <= value.size();) {
    const size_t end = std::min(value.find_first_of(" -", begin), value.size());
    const std::string_view word = value.substr(begin, end - begin);
    if (word.empty() ||
        !std::all_of(word.begin(), word.end(), [](char c) { return IsAsciiLetter(c); }))
      return false;
    if (IsCommonEnglishWord(word)) {
      common = true;
    } else if (word.size() < 2 || word.size() > 5 ||
               !std::all_of(word.begin(), word.end(),
                            [](char c) { return c >= 'A' && c <= 'Z'; })) {
      return false;
    }
    begin = end + 1;
  }
  return common;
}

bool IsTranslatedPhraseInCode(std::string_view key) {
  if (IsPhraseInCode(key)) return true;
  bool masked = false;
  for (size_t pos = 0; pos < key.size();) {
    if (key.substr(pos).starts_with(kCodePlaceholder)) {
      masked = true;
      pos += kCodePlaceholder.size();
    } else if (key[pos++] != ' ') {
      return false;
    }
  }
  return masked;
}

namespace {

// Whether two code words (CodeWords) say the same: equal, or one a placeholder and the other a
// value written out, not an option (`8` for `{{8}}`, `foo` for `{{search}}`; not `-f`).
bool SameCodeWord(std::string_view a, std::string_view b) {
  if (a == b) return true;
  if (b == kCodePlaceholder) std::swap(a, b);
  return a == kCodePlaceholder && !b.starts_with('-');
}

}  // namespace

bool SpansSpell(const std::vector<std::string_view>& words,
                const std::vector<std::vector<std::string_view>>& spans) {
  for (size_t first = 0; first < spans.size(); ++first) {
    size_t matched = 0;
    for (size_t s = first; s < spans.size() && matched < words.size(); ++s) {
      const std::vector<std::string_view>& span = spans[s];
      if (span.empty() || span.size() > words.size() - matched ||
          !std::equal(span.begin(), span.end(), words.begin() + static_cast<long>(matched),
                      SameCodeWord))
        break;
      matched += span.size();
    }
    if (matched == words.size()) return true;
  }
  return false;
}

// Whether `words` are the words of two consecutive spans of `spans` in the reverse order: the
// second span's words, then the first's (`oauth2_scheme` … `Depends` for
// `Depends(oauth2_scheme)`).
bool TwoSpansReversed(const std::vector<std::string_view>& words,
                      const std::vector<std::vector<std::string_view>>& spans) {
  for (size_t s = 0; s + 1 < spans.size(); ++s) {
    const std::vector<std::string_view>& later = spans[s];  // the key's end, written first
    const std::vector<std::string_view>& earlier = spans[s + 1];
    if (later.empty() || earlier.empty() || later.size() + earlier.size() != words.size()) continue;
    if (std::equal(earlier.begin(), earlier.end(), words.begin()) &&
        std::equal(later.begin(), later.end(), words.begin() + static_cast<long>(earlier.size())))
      return true;
  }
  return false;
}

namespace {

std::string_view TrimSpaces(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

// Whether `s` has two ASCII letters or more: an identifier, not a one-letter variable that any
// text holds.
bool HasAsciiLetters(std::string_view s) {
  return std::count_if(s.begin(), s.end(), [](char c) { return IsAsciiLetter(c); }) >= 2;
}

}  // namespace

std::string_view GlossedCode(std::string_view value) {
  constexpr std::string_view kBrackets[][2] = {{"(", ")"}, {"\uFF08", "\uFF09"}};
  for (const auto& [open, close] : kBrackets) {
    if (!value.ends_with(close)) continue;
    const std::string_view inside_and_before = value.substr(0, value.size() - close.size());
    const size_t at = inside_and_before.rfind(open);
    if (at == std::string_view::npos) continue;
    const std::string_view before = TrimSpaces(inside_and_before.substr(0, at));
    const std::string_view inside = TrimSpaces(inside_and_before.substr(at + open.size()));
    if (before.empty() || inside.empty() || inside.find_first_of("()") != std::string_view::npos)
      continue;
    const bool cjk_before = extract::HasCjkLetter(before);
    const bool cjk_inside = extract::HasCjkLetter(inside);
    if (cjk_before == cjk_inside) continue;
    const std::string_view code = cjk_before ? inside : before;
    if (HasAsciiLetters(code) && code.find("\uFF08") == std::string_view::npos) return code;
  }
  return {};
}

bool MaskedCodeFound(std::string_view key, const std::vector<std::string_view>& others,
                     const std::vector<std::string_view>& masked_others) {
  if (key.find(kCodePlaceholder) != std::string_view::npos)
    for (std::string_view o : others)
      if (MaskedCodeMatches(key, o)) return true;
  for (std::string_view o : masked_others)
    if (MaskedCodeMatches(o, key)) return true;
  return false;
}

namespace {

bool IsLanguageTagByte(char c) {
  return IsAsciiAlnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
}

// The run of `s` that starts at *pos (tag bytes, or other bytes), *pos moved past it.
std::string_view NextRun(std::string_view s, size_t* pos) {
  const size_t begin = *pos;
  const bool tag = IsLanguageTagByte(s[begin]);
  size_t end = begin + 1;
  while (end < s.size() && IsLanguageTagByte(s[end]) == tag) ++end;
  *pos = end;
  return s.substr(begin, end - begin);
}

}  // namespace

bool LanguageTagSwapped(std::string_view a, std::string_view a_lang, std::string_view b,
                        std::string_view b_lang) {
  if (a == b) return false;
  // An edition named after its country (`kr`) is that country's language (`ko`).
  const std::string own_a = PrimaryLanguageSubtag(IcuLanguageOf(a_lang)),
                    own_b = PrimaryLanguageSubtag(IcuLanguageOf(b_lang));
  bool swapped = false;
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    const std::string_view run_a = NextRun(a, &i), run_b = NextRun(b, &j);
    if (run_a == run_b) continue;
    if (!IsLanguageTagByte(run_a.front()) || !IsLanguageTagByte(run_b.front())) return false;
    const bool own = PrimaryLanguageSubtag(run_a) == own_a || PrimaryLanguageSubtag(run_b) == own_b;
    if (!own || !IsKnownLanguageTag(run_a) || !IsKnownLanguageTag(run_b)) return false;
    swapped = true;
  }
  return swapped && i == a.size() && j == b.size();
}

std::string MaskLanguageTags(std::string_view code) {
  std::string masked;
  bool tag = false;
  for (size_t pos = 0; pos < code.size();) {
    const std::string_view run = NextRun(code, &pos);
    if (IsLanguageTagByte(run.front()) && IsKnownLanguageTag(run)) {
      masked += '\x01';
      tag = true;
    } else {
      masked += run;
    }
  }
  return tag ? masked : std::string();
}

bool IsMarksOnly(std::string_view key) {
  if (key.empty()) return false;
  for (size_t pos = 0; pos < key.size();) {
    const char32_t c = NextCodePoint(key, &pos);
    if (IsLetter(c) || IsDigit(c)) return false;
  }
  return true;
}

namespace {

// Whether c bounds marks set apart in a text: a space, or CJK punctuation ("点击 + 按钮",
// "「OR：|」"). Not a letter or digit, those of the full-width forms and 々 〇 included: a mark
// right after a letter is the text's own punctuation (예: "for example:"), one inside a word
// part of it (ＡＢＣ/ＤＥＦ).
bool SetsMarksApart(char32_t c) {
  return IsSpace(c) ||
         (IsCjkPunctuationOrFullwidth(c) && !IsLetter(c) && !IsDigit(c) && NumeralValue(c) < 0);
}

// Whether marks stand for prose punctuation when spaces set them apart: a dash or slash alone
// (" - ", " / ") joins clauses or alternatives, and says nothing of code dropped.
bool IsProsePunctuationAlone(std::string_view marks) {
  if (marks == "/") return true;
  size_t pos = 0;
  const char32_t c = NextCodePoint(marks, &pos);
  return pos == marks.size() && IsDash(c);
}

}  // namespace

bool HasMarksSetApart(std::string_view text, std::string_view marks) {
  for (size_t at = text.find(marks); at != std::string_view::npos; at = text.find(marks, at + 1)) {
    size_t close_end = at + marks.size();
    const char32_t open = at == 0 ? U' ' : PrevCodePoint(text, at);
    const char32_t close = close_end >= text.size() ? U' ' : NextCodePoint(text, &close_end);
    if (SetsMarksApart(open) && SetsMarksApart(close) &&
        !(IsProsePunctuationAlone(marks) && (IsSpace(open) || IsSpace(close))))
      return true;
    if (at == 0 || at + marks.size() >= text.size()) continue;
    size_t open_at = at - 1;  // where the code point before the marks starts
    while (open_at > 0 && (static_cast<unsigned char>(text[open_at]) & 0xC0) == 0x80) --open_at;
    // A mark that may open or close (" ') does as the text around it shows.
    if (IsEnclosingPair(open, close) && (QuoteMarkOf(open) != QuoteMark::kEither ||
                                         (extract::OpensQuotation(text, open_at, open) &&
                                          extract::ClosesQuotation(text, close_end, close))))
      return true;
  }
  return false;
}

}  // namespace concord
