// autolink.h — the address of a GFM autolink as the prose around it ends it.
//
//   AddLink(IsAutolink(node) ? AutolinkAddress(Url(node)) : Url(node));
#ifndef CONCORD_SEGMENT_AUTOLINK_H_
#define CONCORD_SEGMENT_AUTOLINK_H_

#include <string_view>

#include "segment/cmark_node.h"

namespace concord::markdown_internal {

// Whether the link `node` is an autolink: an absolute address (an autolink has a scheme, or GFM
// gives it one) whose one child is text that is the address as written (`https://x.org`,
// `www.x.org` for `http://www.x.org`, `a@x.org` for `mailto:a@x.org`). `[指南](指南)`, a
// relative target that repeats its text, is a link as written.
bool IsAutolink(cmark_node* node);

// An autolink's address as the prose around it ends it. cmark-gfm runs a bare address on to
// the next white space, which in Chinese, Japanese and Korean text takes in what is written
// right after it: a particle (`https://obsidian.md/ko/download로`), punctuation and words
// (`https://x.org/)并点击`). The address ends at the first letter of those scripts, CJK
// punctuation mark or full-width form, as the URL extractor ends one in plain text; then, as
// GFM trims an autolink's end, without the punctuation that ends a sentence after it and a
// closing parenthesis it does not open; and before a parenthesis it opens and does not close
// (`www.i2p(www.i2p.net로의`: an aside in brackets).
std::string_view AutolinkAddress(std::string_view url);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_AUTOLINK_H_
