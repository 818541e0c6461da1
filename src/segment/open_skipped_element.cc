// open_skipped_element.cc — see open_skipped_element.h.
#include "segment/open_skipped_element.h"

#include <algorithm>
#include <cctype>

#include "segment/cmark_node.h"
#include "segment/html_tags.h"

namespace concord::markdown_internal {
namespace {

constexpr size_t kNone = std::string_view::npos;

// The end of the white space and tags that begin `line` (up to its first other character).
size_t LeadingTagsEnd(std::string_view line) {
  size_t i = 0;
  while (i < line.size()) {
    if (line[i] == ' ' || line[i] == '\t') {
      ++i;
    } else if (line[i] == '<') {
      const size_t gt = line.find('>', i);
      if (gt == kNone) break;
      i = gt + 1;
    } else {
      break;
    }
  }
  return i;
}

// Whether `rest`, the text after a '<', opens a tag of `name` (lower case): the name in any
// case, then '>', '/' or white space.
bool OpensTag(std::string_view rest, std::string_view name) {
  if (rest.size() <= name.size()) return false;
  for (size_t i = 0; i < name.size(); ++i)
    if (static_cast<char>(std::tolower(static_cast<unsigned char>(rest[i]))) != name[i])
      return false;
  const char after = rest[name.size()];
  return after == '>' || after == '/' || after == ' ' || after == '\t' || after == '\n';
}

}  // namespace

void OpenSkippedElement::Open(cmark_node* block, std::string name, std::string parent) {
  const size_t end_line = static_cast<size_t>(std::max(cmark_node_get_end_line(block), 0));
  const size_t after = end_line < lines_.size() ? lines_[end_line].begin : text_.size();
  size_t close = NextLeadingEndTag(name, after);
  if (!parent.empty()) close = std::min(close, NextLeadingEndTag(parent, after));
  if (close == kNone) return;
  // Lines beginning at or before the tag: its 1-based line.
  const auto line = std::upper_bound(lines_.begin(), lines_.end(), close,
                                     [](size_t at, const LineSpan& l) { return at < l.begin; });
  name_ = std::move(name);
  parent_ = std::move(parent);
  close_line_ = static_cast<int>(line - lines_.begin());
}

void OpenSkippedElement::OpenInline(cmark_node* block, std::string_view source, std::string name) {
  // The last tag of `name` that the source opens: the one left open.
  size_t at = kNone;
  for (size_t p = source.find('<'); p != kNone; p = source.find('<', p + 1))
    if (OpensTag(source.substr(p + 1), name)) at = p;
  if (at == kNone) return;
  const size_t newline = at == 0 ? kNone : source.rfind('\n', at - 1);
  const size_t line_begin = newline == kNone ? 0 : newline + 1;
  const size_t line_end = std::min(source.find('\n', at), source.size());
  if (at - line_begin < LeadingTagsEnd(source.substr(line_begin, line_end - line_begin)))
    Open(block, std::move(name), std::string());
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
  size_t close = FindClosingTag(html, 0, name_);
  if (!parent_.empty()) close = std::min(close, FindClosingTag(html, 0, parent_));
  const size_t end = close == kNone ? close : html.find('>', close);
  if (end == kNone) return std::nullopt;
  *first_line += static_cast<int>(std::count(html.begin(), html.begin() + end, '\n'));
  name_.clear();
  return html.substr(end + 1);
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

size_t OpenSkippedElement::NextLeadingEndTag(const std::string& name, size_t from) {
  auto it = std::find_if(searches_.begin(), searches_.end(),
                         [&](const Search& s) { return s.name == name; });
  // No such tag lies between the last search's start and what it found (or the end).
  if (it != searches_.end() && from >= it->from && (it->found == kNone || from <= it->found))
    return it->found;
  if (it == searches_.end()) it = searches_.insert(searches_.end(), Search{name, 0, 0});
  size_t found = kNone;
  for (size_t at = from; (at = FindClosingTag(text_, at, name)) != kNone;) {
    // Its line, and whether only white space and tags come before it there; if not, no tag
    // of that line does (the rest of the line is searched no further).
    const auto line = std::upper_bound(lines_.begin(), lines_.end(), at,
                                       [](size_t p, const LineSpan& l) { return p < l.begin; }) -
                      1;
    const std::string_view text = text_.substr(line->begin, line->end - line->begin);
    if (at - line->begin < LeadingTagsEnd(text)) {
      found = at;
      break;
    }
    at = line->end;
  }
  *it = Search{name, from, found};
  return found;
}

}  // namespace concord::markdown_internal
