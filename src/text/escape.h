// escape.h — text from the input made safe to print on a terminal or in a CI log.
//
//   std::cerr << "concord: error: " << EscapeControls(path) << "\n";
//   // "a\n::error file=x" prints as  a\n::error file=x  on one line
//
// Everything concord prints in text form (the text report, `concord rules`, messages on
// stderr) that came from the input — file names, language codes, rule ids and messages,
// unit text, values — goes through EscapeControls, so that no input can start a new line
// (a GitHub `::error` command, a forged finding) or send a terminal escape sequence. concord's
// own colour codes are added after escaping. JSON, SARIF, HTML and GitHub workflow commands
// have escaping rules of their own (their writers).
#ifndef CONCORD_ESCAPE_H_
#define CONCORD_ESCAPE_H_

#include <string>
#include <string_view>

namespace concord {

// `text` with each control character written as an escape, everything else unchanged:
//   \t \n \r                   for TAB, LF, CR
//   \x00 … \x1f, \x7f          for the other C0 controls and DEL
//   \u0080 … \u009f            for the C1 controls (encoded in UTF-8)
//   \u2028 \u2029              for the line and paragraph separators
//   \xNN                       for each byte that is not part of well-formed UTF-8
// A backslash is left as it is (a regex in a rule reads as written), so the escaped form of
// a name that holds a backslash followed by 'n' is the same as that of one holding a newline:
// the output can be ambiguous, never a control sequence.
std::string EscapeControls(std::string_view text);

}  // namespace concord

#endif  // CONCORD_ESCAPE_H_
