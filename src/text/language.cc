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

// A code fence: a run of three or more backticks or tildes after at most three spaces.
struct Fence {
  char mark = 0;  // 0: the line is no fence
  size_t length = 0;
  bool bare = false;  // nothing but blanks after the run (a closing fence)
};

Fence FenceOf(std::string_view line) {
  Fence out;
  const size_t at = line.find_first_not_of(' ');
  if (at == std::string_view::npos || at > 3) return out;
  const char c = line[at];
  if (c != '`' && c != '~') return out;
  const size_t end = line.find_first_not_of(c, at);
  const size_t length = (end == std::string_view::npos ? line.size() : end) - at;
  if (length < 3) return out;
  out.mark = c;
  out.length = length;
  out.bare = end == std::string_view::npos ||
             line.find_first_not_of(" \t\r", end) == std::string_view::npos;
  return out;
}

// Whether `c` may end a bare address: a blank, a CJK or other non-ASCII letter (Chinese and
// Japanese write no space after one), or a mark that closes what holds it.
bool EndsAddress(char c) {
  return static_cast<unsigned char>(c) >= 0x80 || c == ' ' || c == '\t' || c == '<' || c == '>' ||
         c == ')' || c == '"' || c == '\'';
}

// One line's prose, read left to right: what is no prose is skipped (SkipNonProse).
class LineScan {
 public:
  explicit LineScan(std::string_view line) : line_(line) {}

  // The end of what starts at line[i] and is no prose: inline code (a run of backticks to the
  // next run of as many), an HTML tag (a '<' before a letter, '/' or '!', to its '>'), a
  // Markdown link's target (from "](" to its ')') or a bare address (to EndsAddress), each
  // within the line; i itself where none starts there, or where it is not closed.
  size_t SkipNonProse(size_t i) {
    const std::string_view rest = line_.substr(i);
    // Dispatched on the first byte: this runs for every character of the text.
    switch (rest.front()) {
      case '`':
        return SkipCode(i);
      case '<':
        if (rest.size() > 1 && (IsAsciiLetter(static_cast<unsigned char>(rest[1])) ||
                                rest[1] == '/' || rest[1] == '!'))
          return To(i, i + 1, '>', &no_angle_from_);
        return i;
      case ']':
        return rest.starts_with("](") ? To(i, i + 2, ')', &no_paren_from_) : i;
      case 'h':
        if (rest.starts_with("http://") || rest.starts_with("https://")) {
          size_t end = i;
          while (end < line_.size() && !EndsAddress(line_[end])) ++end;
          return end;
        }
        return i;
      default:
        return i;
    }
  }

 private:
  // Past the next `end` at or after `from`; `opener` (where the skip would start) when there is
  // none. A search that failed is remembered in *none_from, so that a line of openers is read
  // once.
  size_t To(size_t opener, size_t from, char end, size_t* none_from) {
    if (from >= *none_from) return opener;
    const size_t at = line_.find(end, from);
    if (at == std::string_view::npos) {
      *none_from = from;
      return opener;
    }
    return at + 1;
  }

  // Past the code span that the run of backticks at i opens; past the run itself where no run
  // of as many closes it (the backticks are then text, and no prose).
  size_t SkipCode(size_t i) {
    size_t run_end = i;
    while (run_end < line_.size() && line_[run_end] == '`') ++run_end;
    const size_t n = run_end - i;
    size_t from = run_end;
    while (from < no_tick_from_) {
      const size_t at = line_.find('`', from);
      if (at == std::string_view::npos) {
        no_tick_from_ = from;
        break;
      }
      size_t close_end = at;
      while (close_end < line_.size() && line_[close_end] == '`') ++close_end;
      if (close_end - at == n) return close_end;
      from = close_end;
    }
    return run_end;
  }

  std::string_view line_;
  size_t no_angle_from_ = std::string_view::npos;
  size_t no_paren_from_ = std::string_view::npos;
  size_t no_tick_from_ = std::string_view::npos;
};

// Counts the letters of `line`, what is no prose left out where `prose_only`.
void CountLine(std::string_view line, bool prose_only, ProseCounts* counts) {
  LineScan scan(line);
  bool in_word = false;
  size_t i = 0;
  while (i < line.size()) {
    if (const size_t end = prose_only ? scan.SkipNonProse(i) : i; end != i) {
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

// The letters of `text`, of its prose only (`prose_only`: fenced code blocks, closed by a bare
// run of the same mark at least as long as the one that opened them, and what
// LineScan::SkipNonProse skips in the other lines are left out) or of every line.
ProseCounts CountLetters(std::string_view text, bool prose_only) {
  ProseCounts counts;
  Fence open;  // the fence of the code block the scan is in; mark 0 outside one
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    const Fence fence = prose_only ? FenceOf(line) : Fence();
    if (open.mark == 0) {
      if (fence.mark != 0)
        open = fence;
      else
        CountLine(line, prose_only, &counts);
    } else if (fence.mark == open.mark && fence.length >= open.length && fence.bare) {
      open = Fence();
    }
    start = end + 1;
  }
  return counts;
}

// The letters of the prose of `text`; where it has none (a page of code or markup only), of the
// whole text.
ProseCounts CountProse(std::string_view text) {
  ProseCounts counts = CountLetters(text, true);
  if (counts.cjk() == 0 && counts.latin_words == 0) counts = CountLetters(text, false);
  return counts;
}

}  // namespace

std::string DetectLanguage(std::string_view text) {
  size_t sample = std::min(text.size(), kSampleBytes);
  // Not in the middle of a code point: a UTF-8 sequence has at most three continuation bytes.
  for (int back = 0; back < 3 && sample > 0 && sample < text.size() &&
                     (static_cast<unsigned char>(text[sample]) & 0xC0) == 0x80;
       ++back)
    --sample;
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
