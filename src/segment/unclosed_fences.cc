#include "segment/unclosed_fences.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "segment/cmark_node.h"
#include "segment/lines.h"

namespace concord::markdown_internal {
namespace {

// `line` without the blanks and quote markers before it.
std::string_view AfterPrefix(std::string_view line) {
  const size_t begin = line.find_first_not_of(" \t>");
  return begin == std::string_view::npos ? std::string_view() : line.substr(begin);
}

// A line of a block's content (cmark's literal: its container's markers and indentation are
// gone) as a fence would stand at the block's level: at most three spaces before it, no tab,
// no quote marker. Empty where the line could be no fence there (`    ```` is code indented,
// `> ```` a quote's line shown in the example).
std::string_view AsFence(std::string_view line) {
  size_t spaces = 0;
  while (spaces < line.size() && line[spaces] == ' ') ++spaces;
  if (spaces > 3 || spaces == line.size() || line[spaces] == '\t' || line[spaces] == '>') return {};
  return line.substr(spaces);
}

// How many `fence` characters `line` starts with.
size_t FenceRun(std::string_view line, char fence) {
  size_t run = 0;
  while (run < line.size() && line[run] == fence) ++run;
  return run;
}

// What `line` holds after its first `run` characters, blanks at its ends left out.
std::string_view TextAfter(std::string_view line, size_t run) {
  const std::string_view rest = line.substr(run);
  const size_t first = rest.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return rest.substr(first, rest.find_last_not_of(" \t") - first + 1);
}

}  // namespace

std::vector<UnclosedFence> FindUnclosedFences(cmark_node* root, std::string_view text) {
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
    if (lines.empty()) lines = SplitLines(text);
    const size_t opening = static_cast<size_t>(StartLine(node));  // 1-based
    // The block's lines, one per source line after the opening fence, as cmark read them.
    const std::string_view literal = Literal(node);
    const size_t count = static_cast<size_t>(std::count(literal.begin(), literal.end(), '\n'));
    const size_t after = opening + count + 1;  // the line after them: the closing fence, if any
    bool closed = false;
    if (after <= lines.size()) {
      const std::string_view line = AfterPrefix(LineText(text, lines[after - 1]));
      const size_t run = FenceRun(line, fence);
      closed = run >= static_cast<size_t>(length) && TextAfter(line, run).empty();
    }
    // The content's lines that start as the block's fence does, with text after: where the
    // block was meant to end (any, in a block nothing closes), or the fence of an example the
    // block ran over (its info string without a backtick).
    std::vector<std::pair<size_t, std::string_view>> fence_lines;  // 1-based line, from its fence
    size_t n = opening;
    for (size_t begin = 0; begin < literal.size();) {
      const size_t end = std::min(literal.find('\n', begin), literal.size());
      const std::string_view line = AsFence(literal.substr(begin, end - begin));
      begin = end + 1;
      ++n;
      const size_t run = FenceRun(line, fence);
      if (run >= static_cast<size_t>(length) && !TextAfter(line, run).empty())
        fence_lines.push_back({n, line});
    }
    for (size_t i = 0; i < fence_lines.size(); ++i) {
      const std::string_view line = fence_lines[i].second;
      const std::string_view rest = TextAfter(line, FenceRun(line, fence));
      // In a block a later fence closes, a line of backticks whose text holds a backtick
      // (neither an opening nor a closing fence), and only where an example's opening fence
      // follows it: the block ran over that example, whose closing fence closed it. Without
      // one, the line is a sample's (`` ``` `x` ``` `` shown in a `text` block).
      if (closed &&
          (fence != '`' || rest.find('`') == std::string_view::npos ||
           !std::any_of(fence_lines.begin() + static_cast<ptrdiff_t>(i) + 1, fence_lines.end(),
                        [&](const auto& later) {
                          return TextAfter(later.second, FenceRun(later.second, fence)).find('`') ==
                                 std::string_view::npos;
                        })))
        continue;
      found.push_back(
          {static_cast<int>(opening), static_cast<int>(fence_lines[i].first), std::string(line)});
      break;
    }
  }
  return found;
}

void CloseUnclosedFences(const std::vector<UnclosedFence>& found, std::string* text) {
  const std::vector<LineSpan> lines = SplitLines(*text);
  for (const UnclosedFence& fence : found) {
    const auto n = static_cast<size_t>(fence.closing_line);
    if (n == 0 || n > lines.size() || fence.closing.empty()) continue;
    const char c = fence.closing.front();
    const std::string_view line = LineText(*text, lines[n - 1]);
    const size_t at = line.find(fence.closing.substr(0, FenceRun(fence.closing, c)));
    if (at == std::string_view::npos) continue;
    const size_t from = lines[n - 1].begin + at + FenceRun(line.substr(at), c);
    text->replace(from, lines[n - 1].end - from, lines[n - 1].end - from, ' ');
  }
}

}  // namespace concord::markdown_internal
