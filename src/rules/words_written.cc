#include "rules/words_written.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "rules/ascii_words.h"
#include "rules/entity_match.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Byte ranges of a unit's text that are not prose.
using Ranges = std::vector<std::pair<size_t, size_t>>;

bool IsPathLikeRun(std::string_view run) {
  // A sentence's closing punctuation is not part of a path or an identifier.
  while (!run.empty() && std::string_view(".,;:!?)]}'\"").find(run.back()) != run.npos)
    run.remove_suffix(1);
  if (run.empty()) return false;
  // A path or a URL without its scheme: a backslash, or a slash in a run that starts as a
  // path does, or has a dot (a host or a file name) or two slashes. "TPU/GPU" and "and/or"
  // are prose.
  if (run.find('\\') != std::string_view::npos) return true;
  if (const size_t slash = run.find('/'); slash != std::string_view::npos)
    return run.front() == '/' || run.front() == '~' || run.front() == '.' ||
           run.find('.') != std::string_view::npos ||
           run.find('/', slash + 1) != std::string_view::npos;
  // A dotted lower-case identifier (github.com, jax.profiler): letters and digits joined by
  // dots, with a letter after a dot. A capital letter makes it a name (Node.js), not code.
  bool dotted = false;
  for (size_t i = 0; i < run.size(); ++i) {
    const char c = run[i];
    if (c == '.') {
      if (i == 0 || i + 1 == run.size() || !IsAsciiAlnum(run[i - 1]) ||
          !(run[i + 1] >= 'a' && run[i + 1] <= 'z'))
        return false;
      dotted = true;
    } else if (!(c >= 'a' && c <= 'z') && !IsAsciiDigit(c) && c != '_' && c != '-') {
      return false;
    }
  }
  return dotted;
}

// The ranges of `unit`'s text that a translator copies rather than writes: its code, URL and
// email entities, and runs of printable ASCII that are paths or dotted identifiers.
Ranges CopiedRanges(const Unit& unit) {
  Ranges ranges;
  for (const Entity& e : unit.entities)
    if ((e.kind == EntityKind::kCode || e.kind == EntityKind::kUrl ||
         e.kind == EntityKind::kEmail) &&
        e.end > e.begin)
      ranges.emplace_back(e.begin, e.end);
  const std::string_view t = unit.text;
  for (size_t pos = 0; pos < t.size();) {
    if (t[pos] <= ' ' || t[pos] > '~') {
      ++pos;
      continue;
    }
    const size_t start = pos;
    bool marked = false;  // by a '.', '/' or '\\': a run without one is no path nor identifier
    for (; pos < t.size() && t[pos] > ' ' && t[pos] <= '~'; ++pos)
      marked = marked || t[pos] == '.' || t[pos] == '/' || t[pos] == '\\';
    if (marked && IsPathLikeRun(t.substr(start, pos - start))) ranges.emplace_back(start, pos);
  }
  return ranges;
}

// The unit's text with the copied ranges blanked: its prose. `scratch` holds it when
// something is blanked.
std::string_view ProseOf(const Unit& unit, std::string* scratch) {
  const Ranges ranges = CopiedRanges(unit);
  if (ranges.empty()) return unit.text;
  *scratch = unit.text;
  for (const auto& [begin, end] : ranges)
    std::fill(scratch->begin() + static_cast<ptrdiff_t>(begin),
              scratch->begin() + static_cast<ptrdiff_t>(std::min(end, scratch->size())), ' ');
  return *scratch;
}

bool HasAsciiCapital(std::string_view word) {
  return std::any_of(word.begin(), word.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// *out = `word` in lower case (ASCII).
void AsciiLower(std::string_view word, std::string* out) {
  out->assign(word);
  for (char& c : *out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
}

// Where a piece of text ends for the general path: white space, and the Han, Hangul and Kana
// letters and CJK punctuation that only ever separate Latin words.
bool EndsPiece(char32_t c) {
  if (IsSpace(c) || (c >= 0x3000 && c <= 0x303F)) return true;
  const Script s = ScriptOf(c);
  return s == Script::kHan || s == Script::kHangul || s == Script::kKana;
}

// Calls f(word, lower_case) for each maximal run of Latin letters and ASCII digits of
// NormalizeKeyOutsideCjk(piece), lower_case telling whether the piece has no capital letter.
template <typename F>
void ForEachNormalizedWord(std::string_view piece, F f) {
  bool capital = false;
  for (size_t pos = 0; pos < piece.size() && !capital;)
    capital = IsUpper(NextCodePoint(piece, &pos));
  const std::string key = NormalizeKeyOutsideCjk(piece);
  size_t word = 0, pos = 0;  // the current word is key[word, pos)
  while (pos <= key.size()) {
    const size_t here = pos;
    const char32_t c = pos < key.size() ? NextCodePoint(key, &pos) : (++pos, U' ');
    if ((ScriptOf(c) == Script::kLatin && IsLetter(c)) || IsAsciiDigit(c)) continue;
    if (here > word) f(std::string_view(key).substr(word, here - word), !capital);
    word = pos;
  }
}

}  // namespace

void WordsWritten::Add(const std::string& word, bool lower_case) {
  words_[word] |= kWritten | (lower_case ? kLowerCase : kCapitalized);
}

void WordsWritten::AddUnit(const Unit& unit) {
  std::string scratch;
  const std::string_view prose = ProseOf(unit, &scratch);
  // Most prose is ASCII words among CJK text and punctuation: read as written. Otherwise
  // (accented or full-width letters) each piece between spaces and CJK letters is normalized.
  // A word added twice (before the fast path gives up, and again after) is added once.
  std::string lower;  // reused: a word is copied only when it is new
  const bool all_ascii = ForEachAsciiWord(prose, [&](std::string_view w) {
    AsciiLower(w, &lower);
    Add(lower, !HasAsciiCapital(w));
  });
  if (all_ascii) return;
  size_t piece = 0;
  for (size_t pos = 0; pos <= prose.size();) {
    const size_t here = pos;
    if (pos == prose.size() || EndsPiece(NextCodePoint(prose, &pos))) {
      if (here > piece)
        ForEachNormalizedWord(prose.substr(piece, here - piece),
                              [&](std::string_view w, bool lower_case) {
                                lower.assign(w);
                                Add(lower, lower_case);
                              });
      if (pos == prose.size() && here == pos) break;
      piece = pos;
    }
  }
}

void WordsWritten::Merge(const WordsWritten& other) {
  for (const auto& [word, flags] : other.words_) words_[word] |= flags;
}

uint8_t WordsWritten::Flags(std::string_view word) const {
  uint8_t flags = 0;
  for (const std::string& form : PluralForms(word)) {
    auto it = words_.find(form);
    if (it != words_.end()) flags |= it->second;
  }
  return flags;
}

bool WordsWritten::Writes(std::string_view word) const { return Flags(word) & kWritten; }

bool WordsWritten::WritesLowerCase(std::string_view word) const { return Flags(word) & kLowerCase; }

bool WordsWritten::WritesCapitalized(std::string_view word) const {
  return Flags(word) & kCapitalized;
}

}  // namespace concord
