#include "extract/code_block_words.h"

#include <algorithm>
#include <string>

#include "extract/char_classes.h"
#include "text/unicode.h"

namespace concord {
namespace {

bool IsWordByte(char c) {
  return IsAsciiAlnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.' ||
         c == '-';
}

// Whether a string literal's content is a value the example uses rather than sample text: ASCII
// without blanks or markup, with a digit, or with a character that joins the parts of a name
// followed by a letter or digit (a path `../dist`, a model id `org/model-7B`, a version `1.2.3`,
// a module `node:fs`, a key `fs:default`). A translation keeps such a value as written, as it
// keeps the code around it; a string of words, of letters alone, with a sentence's punctuation
// or joined as English joins words (`"Hello world"`, `'apple'`, `'Clicked!'`, `'Searching:'`,
// `'Auto-saved'`), or of markup around text (`'<b>text</b>'`), is sample text it may translate.
bool IsValueString(std::string_view content) {
  // A sentence's or an abbreviation's last mark (`'Mr./Ms.'`, `'Saved.'`) ends no value.
  if (content.empty() || std::string_view(".,:;!?").find(content.back()) != std::string_view::npos)
    return false;
  bool joined = false;
  for (size_t i = 0; i < content.size(); ++i) {
    const auto b = static_cast<unsigned char>(content[i]);
    if (b >= 0x80 || b <= ' ' || b == '<' || b == '>') return false;
    const bool joiner = b == '/' || b == '.' || b == ':' || b == '@' || b == '_';
    joined = joined || IsAsciiDigit(b) ||
             (joiner && i + 1 < content.size() &&
              IsAsciiAlnum(static_cast<unsigned char>(content[i + 1])));
  }
  return joined;
}

// Reads the run of word bytes of `part` that starts at `i` (REQUIRES: IsWordByte(part[i])) into
// out->words, without a '.' or '-' at its end, where it holds a letter or digit; returns where
// the run ends.
size_t AppendWordAt(std::string_view part, size_t i, CodeBlockLine* out) {
  size_t j = i;
  while (j < part.size() && IsWordByte(part[j])) ++j;
  std::string_view word = part.substr(i, j - i);
  while (!word.empty() && (word.back() == '.' || word.back() == '-')) word.remove_suffix(1);
  if (std::any_of(word.begin(), word.end(),
                  [](char w) { return IsAsciiAlnum(static_cast<unsigned char>(w)); }))
    out->words.push_back(word);
  return j;
}

// Appends to out->words the words of a value string's content.
void AppendWords(std::string_view part, CodeBlockLine* out) {
  for (size_t i = 0; i < part.size();) i = IsWordByte(part[i]) ? AppendWordAt(part, i, out) : i + 1;
}

// The lines of `code` with words, appended to *lines; false as soon as the code outside
// comments and strings holds a CJK letter, where `stop_at_cjk` (the lines appended so far
// are then left for the caller to drop), else such letters are passed over. With
// `read_values`, the words of a string are read where it is a value (IsValueString).
bool ScanCodeBlock(std::string_view code, bool stop_at_cjk, bool read_values,
                   std::vector<CodeBlockLine>* lines) {
  std::string_view block_end;  // the end of the block comment the scan is in, if any
  for (size_t begin = 0; begin < code.size();) {
    const size_t end = std::min(code.find('\n', begin), code.size());
    const std::string_view line = code.substr(begin, end - begin);
    begin = end + 1;
    CodeBlockLine out{TrimBlanks(line), {}};
    for (size_t i = 0; i < line.size();) {
      if (!block_end.empty()) {
        const size_t close = line.find(block_end, i);
        if (close == std::string_view::npos) break;
        i = close + block_end.size();
        block_end = {};
        continue;
      }
      const char c = line[i];
      // A comment opens at the line's start or after a blank: `dist/*` and `https://` are code.
      // A block comment opens after any other punctuation too (JSX's `{/* … */}`), but not in a
      // path or glob (after a word character, '.', '/' or '-').
      const bool after_blank = i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t';
      const bool after_path = i > 0 && (IsWordByte(line[i - 1]) || line[i - 1] == '/');
      if (line.substr(i, 2) == "/*" && !after_path) {
        block_end = "*/";
        i += 2;
        continue;
      }
      if (line.substr(i, 4) == "<!--") {
        block_end = "-->";
        i += 4;
        continue;
      }
      if ((c == '#' || line.substr(i, 2) == "//") && after_blank) break;  // a line comment
      if (c == '"' || c == '\'' || c == '`') {
        size_t j = i + 1;
        while (j < line.size() && line[j] != c) j += line[j] == '\\' ? 2 : 1;
        if (read_values && j < line.size() && IsValueString(line.substr(i + 1, j - i - 1)))
          AppendWords(line.substr(i + 1, j - i - 1), &out);
        i = j + 1;  // past the closing quote, or the line's end
        continue;
      }
      if (static_cast<unsigned char>(c) >= 0x80) {
        size_t at = i;
        if (extract::IsCjkLetter(NextCodePoint(line, &at)) && stop_at_cjk) return false;
        i = at;
        continue;
      }
      if (!IsWordByte(c)) {
        ++i;
        continue;
      }
      i = AppendWordAt(line, i, &out);
    }
    if (!out.words.empty()) lines->push_back(out);
  }
  return true;
}

}  // namespace

bool ReadCodeBlock(std::string_view code, std::vector<CodeBlockLine>* lines) {
  const size_t first_new = lines->size();
  if (ScanCodeBlock(code, /*stop_at_cjk=*/true, /*read_values=*/true, lines)) return true;
  lines->resize(first_new);
  return false;
}

std::string_view TrimBlanks(std::string_view s) {
  const size_t first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

void AppendLinesAsWritten(std::string_view code, std::vector<std::string_view>* lines) {
  for (size_t begin = 0; begin < code.size();) {
    const size_t end = std::min(code.find('\n', begin), code.size());
    const std::string_view line = TrimBlanks(code.substr(begin, end - begin));
    if (!line.empty()) lines->push_back(line);
    begin = end + 1;
  }
}

std::vector<std::string> CodeBlockWords(const std::vector<std::string>& blocks) {
  std::vector<CodeBlockLine> lines;
  for (const std::string& block : blocks)
    ScanCodeBlock(block, /*stop_at_cjk=*/false, /*read_values=*/false, &lines);
  std::vector<std::string> words;
  for (const CodeBlockLine& line : lines)
    words.insert(words.end(), line.words.begin(), line.words.end());
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end()), words.end());
  return words;
}

}  // namespace concord
