// code_block_words.h — what a fenced code block says, for comparing two editions' examples: the
// words of each line outside comments and sample strings, which a translation keeps as they
// are (a translator rewrites comments and sample strings, not the code nor the values it uses).
//
//   std::vector<CodeBlockLine> lines;
//   if (ReadCodeBlock(code, &lines)) ...   // false: the block was translated as prose
//   lines[0].text;    // "uses: actions/checkout@v4", trimmed
//   lines[0].words;   // "uses", "actions", "checkout", "v4"
//
// Comments: from "//" or "#" at the start of a line or after a space or tab, "/* … */" where it
// does not continue a path (`dist/*` is code, JSX's `{/* … */}` a comment), and "<!-- … -->"
// (both across lines). Strings: '…', "…" and
// `…` within a line, a backslash escaping the next character; one left open runs to the line's
// end. A closed string's words are read where it is a value, not sample text: ASCII without
// blanks or markup, with a digit or with one of / . : @ _ joining it to a letter or digit, and
// not ending as a sentence or an abbreviation does (`"org/model-7B"`, `'node:fs'`, `'../dist'`;
// not `'Hello!'`, `'Auto-saved'`, `'Mr./Ms.'`). CodeBlockWords leaves every string out. A word is a
// run of ASCII letters, digits, '_', '$', '.' and '-' that holds a letter or digit, without a '.'
// or '-' at its end: identifiers (`getStaticPaths`), options (`--port`), file names
// (`astro.config.mjs`), versions (`v4`, `1.2.3`). No list of languages is kept: the syntax read is
// what most languages and config formats share, and a part misread is misread alike in both
// editions' copies of the block.
#ifndef CONCORD_EXTRACT_CODE_BLOCK_WORDS_H_
#define CONCORD_EXTRACT_CODE_BLOCK_WORDS_H_

#include <string>
#include <string_view>
#include <vector>

namespace concord {

struct CodeBlockLine {
  std::string_view text;                // the line as written, blanks at both ends left out
  std::vector<std::string_view> words;  // into `text`, in order
};

// Appends the lines of `code` that have words to *lines. False, appending nothing, where the
// code outside comments and strings holds a CJK letter: the block is prose (a Markdown sample,
// a program's output) written in the edition's language, not code two editions share.
bool ReadCodeBlock(std::string_view code, std::vector<CodeBlockLine>* lines);

// Calls f(line) for each CodeBlockLine (ReadCodeBlock's) of every code block of `units`,
// fenced and indented (UnitMarkup::code_blocks, indented_code_blocks): the code lines a
// document writes anywhere, where a command one edition writes inline or moves is looked for.
template <typename Units, typename F>
void ForEachDocumentCodeLine(const Units& units, F f) {
  std::vector<CodeBlockLine> lines;
  for (const auto& unit : units)
    for (const auto* blocks : {&unit.markup->code_blocks, &unit.markup->indented_code_blocks})
      for (const std::string& block : *blocks) {
        lines.clear();
        ReadCodeBlock(block, &lines);
        for (const CodeBlockLine& line : lines) f(line);
      }
}

// `s` without the spaces and tabs at either end (lines arrive without CR: text/document.h).
std::string_view TrimBlanks(std::string_view s);

// Appends each line of `code` that holds more than blanks to *lines, as written, blanks at both
// ends left out: comment lines (`# no_create_root 1`) and lines in the edition's language too,
// which ReadCodeBlock reads no words from or drops with their block.
void AppendLinesAsWritten(std::string_view code, std::vector<std::string_view>* lines);

// The distinct words of `blocks` (one unit's UnitMarkup::code_blocks), sorted, read as
// ReadCodeBlock reads them but from every block: a block whose comments or help texts a
// translator wrote in CJK keeps the code's words (`--kube-ca-file string  인증 기관 파일`).
// What the aligner pairs a lead-in by: the example it introduces is the same in both editions.
std::vector<std::string> CodeBlockWords(const std::vector<std::string>& blocks);

}  // namespace concord

#endif  // CONCORD_EXTRACT_CODE_BLOCK_WORDS_H_
