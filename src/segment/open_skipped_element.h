// open_skipped_element.h — a skipped HTML element (<pre>, <script> …) that one block of a Markdown
// document leaves open and a later block closes.
//
//   OpenSkippedElement open(text, lines);
//   if (open.Hides(node)) …skip the block…;  …read it…;  open.Read(node);
//   open.Open(node, "pre");   // the block just read left a <pre> open
//
// A blank line ends an HTML block (a <pre> inside a <section>), and inline HTML ends with its
// paragraph, while a browser keeps the element open up to its closing tag: the blocks between
// are the element's content (code), not prose. An element the document never closes ends with
// its block, as before. Leaf blocks only (paragraphs, headings, HTML and code blocks, table
// rows): a list item whose paragraphs are hidden has no text, and is no unit.
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

  // Element `name` (lower case), which leaf block `block` leaves open, stays open up to its
  // closing tag where the text after the block has one.
  void Open(cmark_node* block, std::string name);

  // Whether `node` is a leaf block of the open element's content, which the walk skips: one
  // that ends before the closing tag's line, or a code block that holds it (an indented
  // block that takes in the "</pre>" line). One after that line closes the element.
  bool Hides(cmark_node* node);

  // After leaf block `node` is read: one that holds the closing tag closed the element.
  void Read(cmark_node* node);

  // The open element's name; empty when none is open. Inline content of the block that holds
  // the closing tag starts inside the element.
  const std::string& name() const { return name_; }

  // The part of HTML block `html` (whose first line is *first_line) after the open element's
  // closing tag, *first_line moved to the tag's line; the element is closed. std::nullopt
  // when the block holds no closing tag.
  std::optional<std::string_view> After(std::string_view html, int* first_line);

 private:
  static bool IsLeafBlock(cmark_node* node);

  // The offset of the first closing tag of `name` at or after `from`, or npos. The last
  // search for each name is kept: blocks that each leave an element open that the document
  // never closes would otherwise each search the rest of the text.
  size_t NextClosingTag(const std::string& name, size_t from);

  struct Search {
    std::string name;
    size_t from = 0;
    size_t found = 0;  // npos: none after `from`
    bool done = false;
  };
  std::vector<Search> searches_;  // one per element name searched

  std::string_view text_;
  const std::vector<LineSpan>& lines_;
  std::string name_;
  int close_line_ = 0;  // 1-based line of the closing tag
};

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_OPEN_SKIPPED_ELEMENT_H_
