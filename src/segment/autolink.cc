// autolink.cc — the address of a GFM autolink (see autolink.h).
#include "segment/autolink.h"

#include <algorithm>

#include "segment/link_text.h"
#include "text/unicode.h"

namespace concord::markdown_internal {

// Whether the link `node` is an autolink: an absolute address (an autolink has a scheme, or GFM
// gives it one) whose one child is text that is the address as written (`https://x.org`,
// `www.x.org` for `http://www.x.org`, `a@x.org` for `mailto:a@x.org`). `[指南](指南)`, a
// relative target that repeats its text, is a link as written.
bool IsAutolink(cmark_node* node) {
  const std::string_view url = Url(node);
  if (!url.starts_with("http://") && !url.starts_with("https://") && !url.starts_with("ftp://") &&
      !url.starts_with("mailto:"))
    return false;
  cmark_node* child = cmark_node_first_child(node);
  if (child == nullptr || cmark_node_next(child) != nullptr ||
      cmark_node_get_type(child) != CMARK_NODE_TEXT)
    return false;
  return IsUrlText(Literal(child), url);
}

// An autolink's address as the prose around it ends it. cmark-gfm runs a bare address on to
// the next white space, which in Chinese, Japanese and Korean text takes in what is written
// right after it: a particle (`https://obsidian.md/ko/download로`), punctuation and words
// (`https://x.org/)并点击`). The address ends at the first letter of those scripts, CJK
// punctuation mark or full-width form, as the URL extractor ends one in plain text; then, as
// GFM trims an autolink's end, without the punctuation that ends a sentence after it and a
// closing parenthesis it does not open; and before a parenthesis it opens and does not close.
std::string_view AutolinkAddress(std::string_view url) {
  size_t end = url.size();
  for (size_t pos = 0; pos < url.size();) {
    const size_t at = pos;
    if (static_cast<unsigned char>(url[pos]) < 0x80) {
      ++pos;
      continue;
    }
    const char32_t c = NextCodePoint(url, &pos);
    if (IsCjkLetter(c) || IsCjkPunctuationOrFullwidth(c)) {
      end = at;
      break;
    }
  }
  if (end == url.size()) return url;
  std::string_view address = url.substr(0, end);
  // A parenthesis the address opens and does not close opens the prose's aside instead
  // (`www.i2p(www.i2p.net로의 포인터)`, an address glossed in brackets): the address ends before
  // it. (The URL extractor, on plain text, also keeps only brackets an address closes.)
  size_t depth = 0, unclosed = address.size();
  for (size_t i = 0; i < address.size(); ++i) {
    if (address[i] == '(' && depth++ == 0) unclosed = i;
    if (address[i] == ')' && depth > 0 && --depth == 0) unclosed = address.size();
  }
  address = address.substr(0, unclosed);
  // The parentheses are counted once and kept as the end is trimmed: linear in the address.
  const auto opened = std::count(address.begin(), address.end(), '(');
  auto closed = std::count(address.begin(), address.end(), ')');
  while (!address.empty()) {
    const char last = address.back();
    const bool unopened = last == ')' && opened < closed;
    if (!unopened && std::string_view(".,;:!?'\"*_~").find(last) == std::string_view::npos) break;
    if (last == ')') --closed;
    address.remove_suffix(1);
  }
  return address;
}

}  // namespace concord::markdown_internal
