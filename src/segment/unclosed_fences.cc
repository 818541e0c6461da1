#include "segment/unclosed_fences.h"

#include <algorithm>
#include <string_view>

#include "segment/cmark_node.h"
#include "segment/lines.h"

namespace concord::markdown_internal {
namespace {

// How many `fence` characters `line` starts with, after its blanks.
size_t FenceRun(std::string_view line, char fence) {
  size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos) return 0;
  const size_t begin = i;
  while (i < line.size() && line[i] == fence) ++i;
  return i - begin;
}

// Whether `line` closes a fence of `length` `fence` characters: as many or more, then blanks.
bool ClosesFence(std::string_view line, char fence, size_t length) {
  const size_t run = FenceRun(line, fence);
  return run >= length && line.find_first_not_of(" \t\r", line.find_first_not_of(" \t") + run) ==
                              std::string_view::npos;
}

}  // namespace

std::vector<UnclosedFence> ReopenUnclosedFences(cmark_node* root, std::string* text) {
  std::vector<UnclosedFence> found;
  std::vector<LineSpan> lines;  // split on the first fenced block
  IterPtr iter(cmark_iter_new(root));
  cmark_event_type event;
  while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
    cmark_node* node = cmark_iter_get_node(iter.get());
    int length = 0, offset = 0;
    char fence = 0;
    if (event != CMARK_EVENT_ENTER || cmark_node_get_type(node) != CMARK_NODE_CODE_BLOCK ||
        cmark_node_get_fenced(node, &length, &offset, &fence) == 0 || length < 3)
      continue;
    if (lines.empty()) lines = SplitLines(*text);
    const int first = StartLine(node), last = std::max(first, cmark_node_get_end_line(node));
    if (static_cast<size_t>(last) > lines.size()) continue;
    auto line_text = [&](int n) { return LineText(*text, lines[static_cast<size_t>(n - 1)]); };
    if (last > first && ClosesFence(line_text(last), fence, static_cast<size_t>(length))) continue;
    for (int n = first + 1; n <= last; ++n) {
      if (FenceRun(line_text(n), fence) < 3) continue;
      found.push_back({first, n});
      // From the fence on: a list marker before it on the line ("- ```bash") stays.
      const LineSpan& opening = lines[static_cast<size_t>(first - 1)];
      const size_t column = static_cast<size_t>(std::max(1, cmark_node_get_start_column(node)));
      const size_t from = std::min(opening.end, opening.begin + column - 1);
      text->replace(from, opening.end - from, opening.end - from, ' ');
      break;
    }
  }
  return found;
}

}  // namespace concord::markdown_internal
