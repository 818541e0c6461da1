// inline_list.cc — finding a bullet list run into its lead-in's line (see inline_list.h).
#include "segment/inline_list.h"

#include <algorithm>
#include <string_view>

#include "segment/ascii.h"
#include "segment/cmark_node.h"
#include "segment/whitespace.h"
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

bool IsLineBreak(cmark_node* node) {
  const cmark_node_type type = cmark_node_get_type(node);
  return type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK;
}

// Whether what stands before the marker at s[i] sets it apart: a blank, or a CJK letter or
// punctuation, which Chinese and Japanese write without a space ("）- **Length**"). At the start
// of the literal, a line break before it (`opens_line`), or what ends `tail`, the text before
// it ("**参数：**- …").
bool SetApartBefore(std::string_view s, size_t i, bool opens_line, std::string_view tail) {
  if (opens_line) return true;
  std::string_view before = i > 0 ? s.substr(0, i) : tail;
  if (before.empty()) return false;
  if (IsBlank(before.back())) return true;
  const char32_t c = PrevCodePoint(before, before.size());
  return IsCjkLetter(c) || IsCjkPunctuationOrFullwidth(c);
}

// Whether `s` ends with a colon that closes the word before it, as a lead-in's does ("Options:",
// "选项："): not one set apart by blanks, which separates columns or terms (" : "). A colon that
// opens `s` closes what stands before it.
bool EndsWithLeadInColon(std::string_view s) {
  while (!s.empty() && IsBlank(s.back())) s.remove_suffix(1);
  size_t colon = 0;
  if (s.ends_with(':'))
    colon = s.size() - 1;
  else if (s.ends_with("\xEF\xBC\x9A"))  // '：'
    colon = s.size() - 3;
  else
    return false;
  return colon == 0 || !IsBlank(s[colon - 1]);
}

// What an item opens with when its marker ends a text node: emphasis or inline code, whose text
// is the item's label (STRONG counts as EMPH); 0 for anything else. A link that opens an item is
// as often the start of its sentence ("- [GitLab](…)에서 …").
int OpenerOf(cmark_node* next) {
  if (next == nullptr) return 0;
  const cmark_node_type type = cmark_node_get_type(next);
  if (type == CMARK_NODE_EMPH || type == CMARK_NODE_STRONG) return CMARK_NODE_EMPH;
  return type == CMARK_NODE_CODE ? static_cast<int>(type) : 0;
}

// Whether text node `node` of `paragraph`, a paragraph of one line, comes right after the label
// the paragraph opens with, its first child set in emphasis ("**Tunnel length** - …"): a lead-in
// as a colon ends one. Lines that each open with a label and a dash ("**atime** - …" over
// "**mtime** - …") are terms and their descriptions, not a list run into one line.
bool FollowsOpeningLabel(cmark_node* paragraph, cmark_node* node) {
  cmark_node* label = cmark_node_previous(node);
  if (label == nullptr || label != cmark_node_first_child(paragraph) ||
      OpenerOf(label) != CMARK_NODE_EMPH)
    return false;
  for (cmark_node* child = label; child != nullptr; child = cmark_node_next(child))
    if (IsLineBreak(child)) return false;
  return true;
}

// Whether the dash that opens the source line `line` is escaped ("\- 5 at night"): cmark gives
// the escaped character as plain text, but the author wrote it so to keep it prose.
bool EscapedDashOpens(std::string_view line) {
  const size_t dash = line.find('-');
  return dash != std::string_view::npos && dash > 0 && line[dash - 1] == '\\';
}

// What the run read so far makes of a dash set apart in a text node of the paragraph: a cut,
// the author's dash, or the end of the reading (the paragraph is no list run into a line).
enum class Dash { kCut, kProse, kNoList };

// The run read so far: how it was led in and what its items open with.
class Run {
 public:
  explicit Run(cmark_node* paragraph) : paragraph_(paragraph) {}

  // The dash at the end of `before` in text node `node` (`shown`: whether `before` has something
  // visible; `tail`: the last visible text before the node), which an item opening with
  // `item_opener` follows.
  Dash Judge(cmark_node* node, std::string_view before, bool shown, std::string_view tail,
             int item_opener) const {
    if (cuts_ == 0) {
      if (EndsWithLeadInColon(shown ? before : tail)) return Dash::kCut;
      return !shown && FollowsOpeningLabel(paragraph_, node) ? Dash::kCut : Dash::kProse;
    }
    cmark_node* previous = cmark_node_previous(node);
    // A dash after a label that opens no item ("**atime** - … **mtime** - …"): terms and
    // their descriptions run into one line.
    if (label_lead_in_ && !shown && OpenerOf(previous) != 0 && previous != item_label_)
      return Dash::kNoList;
    return opener_ != 0 && item_opener != opener_ ? Dash::kProse : Dash::kCut;
  }

  // Records the cut Judge allowed (`next`: the node after the dash's text node).
  void Cut(std::string_view before, bool shown, std::string_view tail, cmark_node* next,
           int item_opener) {
    if (cuts_++ == 0) {
      opener_ = item_opener;
      label_lead_in_ = !EndsWithLeadInColon(shown ? before : tail);
    }
    item_label_ = item_opener != 0 ? next : nullptr;
  }

 private:
  cmark_node* paragraph_;
  size_t cuts_ = 0;
  int opener_ = 0;                    // what the first item opens with (OpenerOf)
  bool label_lead_in_ = false;        // led in by a label (FollowsOpeningLabel), not a colon
  cmark_node* item_label_ = nullptr;  // the label the last item cut off opens with, if any
};

}  // namespace

std::vector<InlineListCut> FindInlineListCuts(cmark_node* paragraph, std::string_view source) {
  std::vector<InlineListCut> cuts;
  Run run(paragraph);
  size_t line_begin = 0;     // where `line` begins in `source`
  std::string_view tail;     // the last text with something visible, before the point read
  bool piece_shown = false;  // something visible since the last cut, before this literal
  int line = StartLine(paragraph);
  IterPtr iter(cmark_iter_new(paragraph));
  cmark_event_type event;
  while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
    cmark_node* node = cmark_iter_get_node(iter.get());
    if (event != CMARK_EVENT_ENTER || node == paragraph) continue;
    switch (cmark_node_get_type(node)) {
      case CMARK_NODE_SOFTBREAK:
      case CMARK_NODE_LINEBREAK:
        ++line;
        line_begin = std::min(source.find('\n', line_begin), source.size() - 1) + 1;
        continue;
      case CMARK_NODE_CODE:
        piece_shown = true;
        tail = "`";
        continue;
      case CMARK_NODE_HTML_INLINE:
        // Inline HTML may open an element whose text the walk reads across the line (<a>):
        // such a paragraph is left whole.
        return {};
      case CMARK_NODE_TEXT:
        break;
      default:
        continue;
    }
    const std::string_view s = Literal(node);
    size_t piece_begin = 0;      // where the text after the last cut in this literal begins
    size_t checked = 0;          // s[piece_begin, checked) read for something visible …
    bool literal_shown = false;  // … and whether it holds some
    // The literal follows a line break: a dash at its start opens a line.
    cmark_node* previous = cmark_node_previous(node);
    const bool after_break = previous != nullptr && IsLineBreak(previous);
    if (cmark_node_parent(node) == paragraph) {
      for (size_t i = 0; i + 1 < s.size(); ++i) {
        const bool opens_line = i == 0 && after_break;
        if (s[i] != '-' || !IsBlank(s[i + 1]) || !SetApartBefore(s, i, opens_line, tail)) continue;
        size_t resume = i + 1;
        while (resume < s.size() && IsBlank(s[resume])) ++resume;
        cmark_node* next = cmark_node_next(node);
        const bool item_follows = resume < s.size() || (next != nullptr && !IsLineBreak(next));
        if (!literal_shown) {  // each byte is read once: a long run of blanks costs no more
          literal_shown = HasVisible(s.substr(checked, i - checked));
          checked = i;
        }
        if (!item_follows || !(piece_shown || literal_shown)) continue;
        // Where the first item opens with a label ("- **Base** - the core"), only a marker
        // before the same kind of label cuts: the dash after a label is the item's own.
        const int item_opener = resume == s.size() ? OpenerOf(next) : 0;
        if (opens_line &&
            EscapedDashOpens(source.substr(line_begin, source.find('\n', line_begin) - line_begin)))
          continue;
        const std::string_view before = s.substr(piece_begin, i - piece_begin);
        const Dash dash = run.Judge(node, before, literal_shown, tail, item_opener);
        if (dash == Dash::kNoList) return {};
        if (dash == Dash::kProse) continue;
        run.Cut(before, literal_shown, tail, next, item_opener);
        cuts.push_back({node, i, resume, line, opens_line ? line - 1 : line});
        piece_begin = checked = resume;
        piece_shown = literal_shown = false;
        i = resume - 1;
      }
    }
    const std::string_view rest = s.substr(piece_begin);
    if (literal_shown || HasVisible(rest)) {
      piece_shown = true;
      tail = rest;
    }
  }
  if (cuts.size() < 2 || !piece_shown) return {};
  return cuts;
}

}  // namespace concord::markdown_internal
