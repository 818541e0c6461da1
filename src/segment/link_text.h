// link_text.h — the text a link shows, as a title candidate (UnitMarkup::link_texts).
//
//   std::string title = LinkTitle(shown, url);
//   if (!title.empty()) markup.link_texts.push_back(std::move(title));
#ifndef CONCORD_SEGMENT_LINK_TEXT_H_
#define CONCORD_SEGMENT_LINK_TEXT_H_

#include <string>
#include <string_view>

#include "segment/whitespace.h"

namespace concord::markdown_internal {

// A link whose text is its own target (autolinks, bare URLs) has no title to offer.
inline bool IsUrlText(std::string_view text, std::string_view url) {
  if (text == url) return true;
  for (std::string_view scheme : {"mailto:", "http://", "https://"})
    if (url.starts_with(scheme) && url.substr(scheme.size()) == text) return true;
  return false;
}

// `shown` (a link's rendered text) with its white space collapsed; empty when that is nothing
// or only the link's target.
inline std::string LinkTitle(std::string_view shown, std::string_view url) {
  std::string text = CollapseWhitespace(shown);
  if (IsUrlText(text, url)) text.clear();
  return text;
}

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_LINK_TEXT_H_
