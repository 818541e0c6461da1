// open_skipped_element.cc — see open_skipped_element.h.
#include "segment/open_skipped_element.h"

#include <algorithm>

#include "segment/cmark_node.h"
#include "segment/html_tags.h"

namespace concord::markdown_internal {

void OpenSkippedElement::Open(cmark_node* block, std::string name) {
  const size_t end_line = static_cast<size_t>(std::max(cmark_node_get_end_line(block), 0));
  const size_t after = end_line < lines_.size() ? lines_[end_line].begin : text_.size();
  const size_t close = NextClosingTag(name, after);
  if (close == std::string_view::npos) return;
  // Lines beginning at or before the tag: its 1-based line.
  const auto line = std::upper_bound(lines_.begin(), lines_.end(), close,
                                     [](size_t at, const LineSpan& l) { return at < l.begin; });
  name_ = std::move(name);
  close_line_ = static_cast<int>(line - lines_.begin());
}

bool OpenSkippedElement::Hides(cmark_node* node) {
  if (name_.empty() || !IsLeafBlock(node)) return false;
  if (cmark_node_get_start_line(node) > close_line_) {
    name_.clear();
    return false;
  }
  if (cmark_node_get_end_line(node) < close_line_) return true;
  if (cmark_node_get_type(node) != CMARK_NODE_CODE_BLOCK) return false;
  name_.clear();
  return true;
}

void OpenSkippedElement::Read(cmark_node* node) {
  if (!name_.empty() && IsLeafBlock(node) && cmark_node_get_end_line(node) >= close_line_)
    name_.clear();
}

std::optional<std::string_view> OpenSkippedElement::After(std::string_view html, int* first_line) {
  const size_t close = FindClosingTag(html, 0, name_);
  const size_t end = close == std::string_view::npos ? close : html.find('>', close);
  if (end == std::string_view::npos) return std::nullopt;
  *first_line += static_cast<int>(std::count(html.begin(), html.begin() + end, '\n'));
  name_.clear();
  return html.substr(end + 1);
}

size_t OpenSkippedElement::NextClosingTag(const std::string& name, size_t from) {
  auto it = std::find_if(searches_.begin(), searches_.end(),
                         [&](const Search& s) { return s.name == name; });
  if (it == searches_.end()) it = searches_.insert(searches_.end(), Search{name, 0, 0, false});
  // No closing tag lies between the last search's start and what it found (or the end).
  if (!it->done || from < it->from || (it->found != std::string_view::npos && from > it->found)) {
    *it = Search{name, from, FindClosingTag(text_, from, name), true};
  }
  return it->found;
}

bool OpenSkippedElement::IsLeafBlock(cmark_node* node) {
  switch (cmark_node_get_type(node)) {
    case CMARK_NODE_PARAGRAPH:
    case CMARK_NODE_HEADING:
    case CMARK_NODE_HTML_BLOCK:
    case CMARK_NODE_CODE_BLOCK:
      return true;
    default:
      return IsTableRow(node);
  }
}

}  // namespace concord::markdown_internal
