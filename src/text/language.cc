#include "text/language.h"

#include <algorithm>

#include "text/unicode.h"

namespace concord {
namespace {

// How much of a document its language is read from: enough text for the scripts of its prose
// to outnumber any quotation, and a bound on the time a huge file takes.
constexpr size_t kSampleBytes = 256 * 1024;

// What the prose of a text is written in: its CJK characters by script, and its Latin words.
struct ProseCounts {
  size_t han = 0, hangul = 0, kana = 0, latin_words = 0;
  size_t cjk() const { return han + hangul + kana; }
};

// Whether `line` opens or closes a fenced code block: its first non-blank characters are three
// backticks or tildes. Sets *fence to that character.
bool IsFence(std::string_view line, char* fence) {
  const size_t at = line.find_first_not_of(" \t");
  if (at == std::string_view::npos || line.size() - at < 3) return false;
  const char c = line[at];
  if ((c != '`' && c != '~') || line[at + 1] != c || line[at + 2] != c) return false;
  *fence = c;
  return true;
}

// The end of what starts at line[i] and is no prose: inline code (to the next backtick), an HTML
// tag (to its '>'), a Markdown link's target (from "](" to its ')') or a bare address (to the
// next blank), each within the line; i itself where none starts there.
size_t SkipNonProse(std::string_view line, size_t i) {
  auto to = [&](size_t from, char end) {
    const size_t at = line.find(end, from);
    return at == std::string_view::npos ? i : at + 1;
  };
  const std::string_view rest = line.substr(i);
  if (rest.front() == '`') return to(i + 1, '`');
  if (rest.front() == '<') return to(i + 1, '>');
  if (rest.starts_with("](")) return to(i + 2, ')');
  if (rest.starts_with("http://") || rest.starts_with("https://")) {
    const size_t at = line.find_first_of(" \t", i);
    return at == std::string_view::npos ? line.size() : at;
  }
  return i;
}

void CountLine(std::string_view line, ProseCounts* counts) {
  bool in_word = false;
  size_t i = 0;
  while (i < line.size()) {
    if (const size_t end = SkipNonProse(line, i); end != i) {
      i = end;
      in_word = false;
      continue;
    }
    const Script script = ScriptOf(NextCodePoint(line, &i));
    counts->han += script == Script::kHan;
    counts->hangul += script == Script::kHangul;
    counts->kana += script == Script::kKana;
    counts->latin_words += script == Script::kLatin && !in_word;
    in_word = script == Script::kLatin;
  }
}

// Counts the prose of text[0, sample): fenced code blocks and, in the other lines, what
// SkipNonProse skips are left out.
ProseCounts CountProse(std::string_view text) {
  ProseCounts counts;
  char fence = 0;  // the fence character of the code block the scan is in, if any
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    char c = 0;
    if (IsFence(line, &c)) {
      if (fence == 0)
        fence = c;
      else if (c == fence)
        fence = 0;
    } else if (fence == 0) {
      CountLine(line, &counts);
    }
    start = end + 1;
  }
  return counts;
}

}  // namespace

std::string DetectLanguage(std::string_view text) {
  size_t sample = std::min(text.size(), kSampleBytes);
  while (sample < text.size() && (static_cast<unsigned char>(text[sample]) & 0xC0) == 0x80)
    --sample;  // not in the middle of a code point
  const ProseCounts c = CountProse(text.substr(0, sample));
  // The script of most of the prose's words decides, a CJK character counted as a word (a
  // Chinese word is one or two characters, a Korean one two or three syllables): a translation
  // keeps names and terms in Latin, and an English page quotes CJK in a language menu or an
  // example. Korean and Japanese texts contain Han too; their own scripts decide, a few stray
  // characters (a quoted word) do not.
  const size_t cjk = c.cjk();
  if (cjk > 0 && cjk >= c.latin_words) {
    if (c.hangul > 0 && c.hangul * 10 >= cjk) return "ko";
    if (c.kana > 0 && c.kana * 10 >= cjk) return "ja";
    return "zh";
  }
  if (c.latin_words > 0) return "en";
  return "und";
}

}  // namespace concord
