// placeholders.h — characters hidden from cmark in the prepared source and put back after.
//
//   AppendProtectedLine("$$a_1 * b_2$$", &prepared, &protected_any);   // math stays as written
//   std::string shown = RestoreProtected(unit_text);
//
// A placeholder is the noncharacter U+FDD0 + i standing for kProtected[i]: no text contains
// noncharacters, cmark passes them through as text, and RestoreProtected turns each back into
// its character, so whatever cmark would have made of the character (emphasis, a link, an
// escape, an email autolink) it shows as written instead.
#ifndef CONCORD_SEGMENT_PLACEHOLDERS_H_
#define CONCORD_SEGMENT_PLACEHOLDERS_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "model.h"
#include "text/unicode.h"

namespace concord::markdown_internal {

// The characters that may be placeholders. The first nine would make cmark rewrite inline math
// (escapes, emphasis, links, HTML, entities, strikethrough): inside $$…$$ they are always
// placeholders. '@' is one only on the lines the autolink guard rewrites (cost_guards.h).
inline constexpr std::string_view kProtected = "\\*_[]<>&~@";
inline constexpr std::string_view kMathSpecial = kProtected.substr(0, 9);

// `line` with every character at an offset k where protect(line, k) holds made its
// placeholder; sets *protected_any when there was one. REQUIRES: protect holds only where
// line[k] is in kProtected.
template <typename Protect>
std::string ProtectChars(std::string_view line, Protect protect, bool* protected_any) {
  std::string out;
  out.reserve(line.size() + 8);
  for (size_t k = 0; k < line.size(); ++k) {
    if (protect(line, k)) {
      AppendUtf8(0xFDD0 + static_cast<char32_t>(kProtected.find(line[k])), &out);
      *protected_any = true;
    } else {
      out += line[k];
    }
  }
  return out;
}

// Appends `line` to *out with the kMathSpecial characters inside each same-line $$…$$ span made
// placeholders (a span holding a backtick crosses a code span and stays as it is); sets
// *protected_any when there was one.
void AppendProtectedLine(std::string_view line, std::string* out, bool* protected_any);

// `s` with every placeholder turned back into its character.
std::string RestoreProtected(std::string_view s);

// Every placeholder turned back in what *markup keeps of a unit's Markdown: its links, link
// texts and their targets, emphasized texts and the code blocks after it (read line by line as
// the text was: a shell's `$$` protects what stands between two of them). A unit without markup
// is left without.
void RestoreProtected(UnitMarkupBox* box);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_PLACEHOLDERS_H_
