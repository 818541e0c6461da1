// heading_attributes.h — the anchor id a Markdown heading sets or is given.
//
//   HeadingAttributes h = StripHeadingAttributes(&unit.text, title_begin);
//
// kramdown/Pandoc header attributes: "## Title {#id}" is titled "Title" and its anchor id is
// "id" (the first #id of the braces); Hugging Face's doc-builder writes "## Title[[id]]". A
// heading without either gets its text's slug (HeadingSlug), as site generators give it.
#ifndef CONCORD_SEGMENT_HEADING_ATTRIBUTES_H_
#define CONCORD_SEGMENT_HEADING_ATTRIBUTES_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace concord::markdown_internal {

struct HeadingAttributes {
  std::string id;        // a set id in ASCII lower case, else the slug; may be empty (`## !!!`)
  bool implied = false;  // the attributes mark a title the site supplies (admonitions.h)
};

// The attributes of the heading whose text is `*text` from byte `from` on; cuts them from the
// text, which keeps the title.
HeadingAttributes StripHeadingAttributes(std::string* text, size_t from);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_HEADING_ATTRIBUTES_H_
