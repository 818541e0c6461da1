#include "text/escape.h"

#include <unicode/utf8.h>

#include <algorithm>
#include <cstdint>

namespace concord {
namespace {

constexpr char kHex[] = "0123456789abcdef";

void AppendHexByte(unsigned char b, std::string* out) {
  *out += "\\x";
  *out += kHex[b >> 4];
  *out += kHex[b & 15];
}

void AppendU(char32_t c, std::string* out) {
  *out += "\\u";
  for (int shift = 12; shift >= 0; shift -= 4) *out += kHex[(c >> shift) & 15];
}

}  // namespace

std::string EscapeControls(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t pos = 0; pos < text.size();) {
    const auto b = static_cast<unsigned char>(text[pos]);
    if (b >= 0x20 && b < 0x7F) {  // printable ASCII, most of every name
      out += static_cast<char>(b);
      ++pos;
      continue;
    }
    // ICU's decoder on at most one sequence's bytes: it rejects stray continuation bytes,
    // overlong forms, surrogates and code points past U+10FFFF (c < 0).
    const auto* bytes = reinterpret_cast<const uint8_t*>(text.data() + pos);
    const auto length = static_cast<int32_t>(std::min<size_t>(4, text.size() - pos));
    int32_t next = 0;
    UChar32 c = 0;
    U8_NEXT(bytes, next, length, c);
    const auto n = static_cast<size_t>(next);
    if (c < 0) {
      AppendHexByte(b, &out);
      ++pos;
      continue;
    }
    if (c == '\t')
      out += "\\t";
    else if (c == '\n')
      out += "\\n";
    else if (c == '\r')
      out += "\\r";
    else if (c < 0x20 || c == 0x7F)
      AppendHexByte(static_cast<unsigned char>(c), &out);
    else if ((c >= 0x80 && c <= 0x9F) || c == 0x2028 || c == 0x2029)
      AppendU(c, &out);
    else
      out.append(text.substr(pos, n));
    pos += n;
  }
  return out;
}

}  // namespace concord
