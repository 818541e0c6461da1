// placeholders.cc — protecting inline math, and restoring placeholders (see placeholders.h).
#include "segment/placeholders.h"

#include <string>
#include <vector>

#include "segment/ascii.h"

namespace concord::markdown_internal {

void AppendProtectedLine(std::string_view line, std::string* out, bool* protected_any) {
  size_t i = 0;
  while (i < line.size()) {
    size_t open = line.find("$$", i);
    size_t close = open == npos ? npos : line.find("$$", open + 2);
    if (close == npos) break;
    std::string_view math = line.substr(open + 2, close - open - 2);
    out->append(line.substr(i, open + 2 - i));
    // A backtick means the "math" crosses a code span; leave that line to cmark.
    if (math.find('`') != npos) {
      out->append(math);
    } else {
      for (char c : math) {
        size_t k = kMathSpecial.find(c);
        if (k == npos) {
          *out += c;
        } else {
          AppendUtf8(0xFDD0 + static_cast<char32_t>(k), out);
          *protected_any = true;
        }
      }
    }
    out->append("$$");
    i = close + 2;
  }
  out->append(line.substr(i));
}

std::string RestoreProtected(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    // U+FDD0..U+FDDF is EF B7 90..9F in UTF-8.
    if (s[i] == '\xEF' && i + 2 < s.size() && s[i + 1] == '\xB7') {
      unsigned k = static_cast<unsigned char>(s[i + 2]) - 0x90u;
      if (k < kProtected.size()) {
        out += kProtected[k];
        i += 2;
        continue;
      }
    }
    out += s[i];
  }
  return out;
}

void RestoreProtected(UnitMarkupBox* box) {
  const UnitMarkup& markup = **box;
  if (markup.links.empty() && markup.link_texts.empty() && markup.emphasized.empty() &&
      markup.code_blocks.empty() && markup.indented_code_blocks.empty())
    return;
  UnitMarkup& mutable_markup = box->Mutable();
  for (std::vector<std::string>* texts :
       {&mutable_markup.links, &mutable_markup.link_texts, &mutable_markup.link_text_targets,
        &mutable_markup.emphasized, &mutable_markup.code_blocks,
        &mutable_markup.indented_code_blocks})
    for (std::string& s : *texts) s = RestoreProtected(s);
}

}  // namespace concord::markdown_internal
