#include "escape.h"

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

// The length of the well-formed UTF-8 sequence at text[pos] and its code point, or 0 when the
// byte there does not start one (stray continuation byte, overlong form, surrogate, beyond
// U+10FFFF, cut short).
size_t Utf8Sequence(std::string_view text, size_t pos, char32_t* c) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(pos);
  size_t n;
  char32_t min;
  if (lead < 0x80) {
    *c = lead;
    return 1;
  } else if (lead >= 0xC2 && lead <= 0xDF) {
    n = 2, min = 0x80, *c = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    n = 3, min = 0x800, *c = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    n = 4, min = 0x10000, *c = lead & 0x07;
  } else {
    return 0;
  }
  if (text.size() - pos < n) return 0;
  for (size_t i = 1; i < n; ++i) {
    if ((byte(pos + i) & 0xC0) != 0x80) return 0;
    *c = (*c << 6) | (byte(pos + i) & 0x3F);
  }
  if (*c < min || *c > 0x10FFFF || (*c >= 0xD800 && *c <= 0xDFFF)) return 0;
  return n;
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
    char32_t c = 0;
    const size_t n = Utf8Sequence(text, pos, &c);
    if (n == 0) {
      AppendHexByte(b, &out);
      ++pos;
      continue;
    }
    if (c == '\t') out += "\\t";
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c < 0x20 || c == 0x7F) AppendHexByte(static_cast<unsigned char>(c), &out);
    else if ((c >= 0x80 && c <= 0x9F) || c == 0x2028 || c == 0x2029) AppendU(c, &out);
    else out.append(text.substr(pos, n));
    pos += n;
  }
  return out;
}

}  // namespace concord
