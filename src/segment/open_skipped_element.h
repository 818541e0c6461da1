// open_skipped_element.h — a skipped HTML element (<pre>, <script> …) that an HTML block of a
// Markdown document leaves open, and the blocks after it that are its content.
//
//   OpenSkippedElement open(text, lines);
//   if (open.Hides(node)) …skip the block…;  …read it…;  open.Read(node);
//   open.Open(node, "pre", "section");   // the HTML block just read left a <pre> open
//
// A blank line ends an HTML block, so a <pre> inside a <section> ends with the first blank line
// of its code for cmark, and the rest of the code becomes paragraphs; a browser keeps the
// element open up to its end tag or its parent's. The blocks up to the line of the first such
// tag are the element's content, not prose. A tag counts there only as HTML lays it out: first
// on its line, after white space or other tags ("  </pre></section>"), so that a `</pre>` that
// prose or an example writes in a sentence or a code span ends nothing. An element the
// document never closes so ends with its block, as before; so does one that inline HTML opens
// in a sentence (a tag named in prose, "use the <video> element"). Leaf blocks only
// (paragraphs, headings, HTML and code blocks, table rows): a list item whose paragraphs are
// hidden has no text, and is no unit.
#ifndef CONCORD_SEGMENT_OPEN_SKIPPED_ELEMENT_H_
#define CONCORD_SEGMENT_OPEN_SKIPPED_ELEMENT_H_

#include <cmark-gfm.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "segment/lines.h"

namespace concord::markdown_internal {

class OpenSkippedElement {
 public:
  // `text`: the document cmark reads; `lines`: its lines. Both outlive the object.
  OpenSkippedElement(std::string_view text, const std::vector<LineSpan>& lines)
      : text_(text), lines_(lines) {}

  // Element `name` (lower case), which HTML block `block` leaves open inside block-level
  // element `parent` (empty: none), stays open up to the first line after the block that
  // begins with its end tag or its parent's, where the text has one.
  void Open(cmark_node* block, std::string name, std::string parent);

  // Element `name`, which inline HTML in paragraph `block` (whose source is `source`) leaves
  // open: opened as HTML lays it out, first on its line after white space and other tags
  // (`  <p><pre class="…">`, a paragraph's continuation line), it stays open as Open's does;
  // named in a sentence ("use the <pre> tag"), it ends with its paragraph.
  void OpenInline(cmark_node* block, std::string_view source, std::string name);

  // Whether `node` is a leaf block of the open element's content, which the walk skips: one
  // that ends before the closing tag's line, or a code block that holds it (an indented
  // block that takes in the "</pre>" line). One after that line closes the element.
  bool Hides(cmark_node* node);

  // After leaf block `node` is read: one that holds the closing tag closed the element.
  void Read(cmark_node* node);

  // The element is closed where inline HTML read its end tag.
  void Close() { name_.clear(); }

  // The open element's name; empty when none is open. Inline content of the block that holds
  // the closing tag starts inside the element.
  const std::string& name() const { return name_; }

  // The part of HTML block `html` (whose first line is *first_line) after the open element's
  // end tag or its parent's, *first_line moved to the tag's line; the element is closed.
  // std::nullopt when the block holds neither.
  std::optional<std::string_view> After(std::string_view html, int* first_line);

 private:
  static bool IsLeafBlock(cmark_node* node);

  // The offset of the first end tag of `name` at or after `from` that begins its line (after
  // white space and other tags), or npos. The last search for each name is kept: blocks that
  // each leave an element open that the document never closes would otherwise each search
  // the rest of the text.
  size_t NextLeadingEndTag(const std::string& name, size_t from);

  std::string_view text_;
  const std::vector<LineSpan>& lines_;
  std::string name_, parent_;
  int close_line_ = 0;  // 1-based line of the closing tag

  struct Search {
    std::string name;
    size_t from = 0;
    size_t found = 0;  // npos: none after `from`
  };
  std::vector<Search> searches_;  // the last one per element name
};

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_OPEN_SKIPPED_ELEMENT_H_
