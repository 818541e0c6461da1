#include "extract/email_pattern.h"

#include "text/unicode.h"

namespace concord {
namespace {

// The pattern read as the regex engine reads it, from `begin` up to `limit`. Every part of it
// is either a run of one class of characters (matched as long as it goes: what follows a run
// never starts with a character of the run) or a choice whose alternatives start with
// different characters, so a single pass decides what the engine's backtracking would.
class EmailReader {
 public:
  EmailReader(std::string_view text, size_t limit) : text_(text), limit_(limit) {}

  std::optional<EmailMatch> At(size_t begin) const {
    if (begin > 0 && Local(PrevCodePoint(text_, begin))) return std::nullopt;  // look-behind
    EmailMatch m{begin, 0, begin, 0, 0, 0};
    size_t p = begin;
    if (!Run(&p, Alnum, 1)) return std::nullopt;
    Run(&p, Local, 0);
    m.local_end = p;
    // "@", "＠" or a bracketed "at", with white space around; or a spelled-out " at ".
    size_t q = Spaces(p);
    size_t after = 0;
    const char32_t separator = Char(q, &after);
    if (separator == '@' || separator == 0xFF20 || Bracketed(q, "at", &after)) {
      m.domain_begin = Spaces(after);
      if (Domain(m.domain_begin, /*plain_dot=*/true, &m.domain_end)) {
        m.end = m.domain_end;
        return m;
      }
    }
    if (Spelled(p, "at", &after)) {
      m.domain_begin = after;
      if (Domain(m.domain_begin, /*plain_dot=*/false, &m.domain_end)) {
        m.end = m.domain_end;
        return m;
      }
    }
    return std::nullopt;
  }

 private:
  // [A-Za-z0-9] as a case-insensitive match reads it: with ſ (U+017F) and the Kelvin sign
  // (U+212A), whose case folds are s and k.
  static bool Alnum(char32_t c) { return IsAsciiAlnum(c) || c == 0x017F || c == 0x212A; }
  static bool Local(char32_t c) {  // [A-Za-z0-9._%+-]
    return Alnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-';
  }
  static bool LabelChar(char32_t c) { return Alnum(c) || c == '-'; }  // [A-Za-z0-9-]

  // The code point at p, and in *next the position after it; 0 at the limit.
  char32_t Char(size_t p, size_t* next) const {
    if (p >= limit_) return 0;
    *next = p;
    const char32_t c = NextCodePoint(text_, next);
    if (*next > limit_) return 0;
    return c;
  }
  // Advances *p over at least `min` characters of the class; false if there are fewer.
  bool Run(size_t* p, bool (*in)(char32_t), size_t min) const {
    size_t n = 0, next = 0;
    for (char32_t c = Char(*p, &next); c != 0 && in(c); c = Char(*p, &next), ++n) *p = next;
    return n >= min;
  }
  size_t Spaces(size_t p) const {  // \s*
    Run(
        &p, [](char32_t c) { return IsSpace(c); }, 0);
    return p;
  }
  // `word` in any case (ASCII letters) at p.
  bool Word(size_t p, std::string_view word, size_t* end) const {
    if (p + word.size() > limit_) return false;
    for (size_t i = 0; i < word.size(); ++i)
      if ((text_[p + i] | 0x20) != word[i]) return false;
    *end = p + word.size();
    return true;
  }
  // [\[({]\s*word\s*[\])}] at p.
  bool Bracketed(size_t p, std::string_view word, size_t* end) const {
    size_t next = 0;
    const char32_t open = Char(p, &next);
    if (open != '[' && open != '(' && open != '{') return false;
    size_t q = 0;
    if (!Word(Spaces(next), word, &q)) return false;
    const char32_t close = Char(Spaces(q), &next);
    if (close != ']' && close != ')' && close != '}') return false;
    *end = next;
    return true;
  }
  // \s+word\s+ at p.
  bool Spelled(size_t p, std::string_view word, size_t* end) const {
    const size_t q = Spaces(p);
    if (q == p || !Word(q, word, end)) return false;
    const size_t r = Spaces(*end);
    if (r == *end) return false;
    *end = r;
    return true;
  }
  // L(?:SEP L)+, SEP = "." (if plain_dot) | \s*[\[({]\s*dot\s*[\])}]\s* | \s+dot\s+.
  bool Domain(size_t p, bool plain_dot, size_t* end) const {
    if (!Label(&p)) return false;
    size_t labels = 1;
    for (;;) {
      size_t next = 0, q = 0;
      if (plain_dot && Char(p, &next) == '.') {
        q = next;
      } else if (Bracketed(Spaces(p), "dot", &q)) {
        q = Spaces(q);
      } else if (!Spelled(p, "dot", &q)) {
        break;
      }
      if (!Label(&q)) break;  // a separator without a label after it is not taken
      p = q;
      ++labels;
    }
    *end = p;
    return labels >= 2;
  }
  bool Label(size_t* p) const {  // [A-Za-z0-9][A-Za-z0-9-]*
    if (!Run(p, Alnum, 1)) return false;
    Run(p, LabelChar, 0);
    return true;
  }

  std::string_view text_;
  size_t limit_;
};

}  // namespace

std::optional<EmailMatch> MatchEmailAt(std::string_view text, size_t begin, size_t limit) {
  return EmailReader(text, limit).At(begin);
}

}  // namespace concord
