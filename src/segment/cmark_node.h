// cmark_node.h — cmark-gfm at the edge: owners for its objects, the parse concord runs, and
// null-safe accessors.
//
//   NodePtr root = ParseGfm(prepared.text);
//   IterPtr iter(cmark_iter_new(root.get()));
//   … std::string_view literal = Literal(node);    // "" where cmark has none
//
// cmark hands out C strings that may be null and line numbers that may be 0 or point past a
// block; the accessors here turn those into empty views and lines >= 1, so no caller checks.
// They are inline: the walk calls them for every node.
#ifndef CONCORD_SEGMENT_CMARK_NODE_H_
#define CONCORD_SEGMENT_CMARK_NODE_H_

#include <cmark-gfm.h>

#include <algorithm>
#include <memory>
#include <string_view>

namespace concord::markdown_internal {

struct NodeDeleter {
  void operator()(cmark_node* node) const { cmark_node_free(node); }
};
struct ParserDeleter {
  void operator()(cmark_parser* parser) const { cmark_parser_free(parser); }
};
struct IterDeleter {
  void operator()(cmark_iter* iter) const { cmark_iter_free(iter); }
};
using NodePtr = std::unique_ptr<cmark_node, NodeDeleter>;
using ParserPtr = std::unique_ptr<cmark_parser, ParserDeleter>;
using IterPtr = std::unique_ptr<cmark_iter, IterDeleter>;

// `text` parsed as CommonMark with the GFM table, strikethrough, autolink and tasklist
// extensions; every string in the tree is valid UTF-8. Safe to call from several threads (the
// parses take turns, see cmark_node.cc).
NodePtr ParseGfm(std::string_view text);

inline std::string_view Literal(cmark_node* node) {
  const char* s = cmark_node_get_literal(node);
  return s ? std::string_view(s) : std::string_view();
}

inline std::string_view Url(cmark_node* node) {
  const char* s = cmark_node_get_url(node);
  return s ? std::string_view(s) : std::string_view();
}

// Extension node types (tables) are registered at run time and their constants are not in
// the installed headers; their type names are.
inline bool IsTableCell(cmark_node* node) {
  const char* name = cmark_node_get_type_string(node);
  return name && std::string_view(name) == "table_cell";
}

// A table's row, its header row included (cmark-gfm names that one "table_header").
inline bool IsTableRow(cmark_node* node) {
  const char* name = cmark_node_get_type_string(node);
  return name &&
         (std::string_view(name) == "table_row" || std::string_view(name) == "table_header");
}

// How many lists hold `node` (itself, if it is one): a list item's nesting.
inline int ListDepth(cmark_node* node) {
  int depth = 0;
  for (cmark_node* n = node; n != nullptr; n = cmark_node_parent(n))
    depth += cmark_node_get_type(n) == CMARK_NODE_LIST ? 1 : 0;
  return depth;
}

// The 1-based line a node starts on.
inline int StartLine(cmark_node* node) { return std::max(1, cmark_node_get_start_line(node)); }

// The line of a node's last character, never before its start line. cmark reports the end of
// a block that swallowed its final newline (setext headings, list items, HTML blocks) as
// column 0 of the next line, sometimes even before the start.
inline int LastLine(cmark_node* node) {
  int end = cmark_node_get_end_line(node);
  if (cmark_node_get_end_column(node) == 0) --end;
  return std::max(StartLine(node), end);
}

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_CMARK_NODE_H_
