// html_tags.h — the little of HTML that raw HTML in Markdown needs: tags with the attributes
// concord reads, the elements that are not prose or that end a piece of prose, and character
// references.
//
//   HtmlTag tag;
//   size_t after = ParseTag(html, pos, &tag);   // html[pos] == '<'
//   if (after < kUnterminated && tag.name == "a" && !tag.closing) links.push_back(tag.href);
//   std::string shown = DecodeEntities("caf&eacute; &amp; b&#xE9;") ;  // "caf&eacute; & bé"
//
// Lenient like a browser, and linear: no function here looks at a byte more than a bounded
// number of times, and none throws, for any input.
#ifndef CONCORD_SEGMENT_HTML_TAGS_H_
#define CONCORD_SEGMENT_HTML_TAGS_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "model.h"

namespace concord::markdown_internal {

// `s` with its character references decoded: numeric ones (&#233; &#xE9;; out-of-range ones
// become U+FFFD) and the named ones hand-written HTML uses (&amp; &nbsp; &mdash; …). Unknown or
// malformed references stay as written.
std::string DecodeEntities(std::string_view s);

struct HtmlTag {
  std::string name;  // lower case
  bool closing = false;
  bool self_closing = false;
  std::string href, src, alt;  // entities decoded
  bool markdown = false;       // kramdown's markdown="1" (or block/span): the content is Markdown
};

inline constexpr size_t kNotTag = std::string_view::npos;
inline constexpr size_t kUnterminated = std::string_view::npos - 1;

// Parses the tag at h[pos] == '<' into *tag. Returns the offset after its '>', kNotTag when no
// tag starts there, or kUnterminated when the text ends inside the tag (then no later '<' can
// close either, which the caller uses to stay linear).
size_t ParseTag(std::string_view h, size_t pos, HtmlTag* tag);

// Elements whose content is not prose (<script>, <style>, <pre>, …; <audio> and <video>, whose
// text is fallback content, shown only where the browser cannot play the media).
bool IsSkippedElement(std::string_view name);

// Elements that end one piece of prose and start another (<p>, <div>, <li>, <br>, …).
bool IsBlockElement(std::string_view name);

// The kind of unit a block element's prose makes: h1-h6 headings, li list items, the rest
// paragraphs.
UnitKind KindOfElement(std::string_view name);

// Offset of the "</name" (any case) that closes a skipped element, searching from `from`; npos
// if none. REQUIRES: `name` in lower case.
size_t FindClosingTag(std::string_view h, size_t from, std::string_view name);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_HTML_TAGS_H_
