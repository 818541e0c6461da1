// markdown_walk.cc — the walk over cmark's tree (see markdown_walk.h).
//
// A MarkdownWalker keeps the drafts and the suppression directives met so far. Each block that
// gives prose (a paragraph, heading, table cell, HTML block) contributes to one draft between
// Begin() and EndSegment(), which takes the contribution back when it holds no prose. Inline
// content is rendered by RenderInlines, HTML blocks are read by ReadHtmlBlock (html_block.h)
// and their steps applied in order.
#include "segment/markdown_walk.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>

#include "segment/admonitions.h"
#include "segment/ascii.h"
#include "segment/autolink.h"
#include "segment/directives.h"
#include "segment/heading_attributes.h"
#include "segment/html_block.h"
#include "segment/html_tags.h"
#include "segment/inline_list.h"
#include "segment/lines.h"
#include "segment/link_text.h"
#include "segment/open_skipped_element.h"
#include "segment/placeholders.h"
#include "segment/rendered_text.h"
#include "segment/whitespace.h"
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

// The bookkeeping of a unit being built (a draft). Directives are resolved when its first
// visible text arrives: the rules off at that point, and a pending disable-next-line, which
// goes back if the draft is dropped.
struct DraftState {
  bool has_text = false;
  std::vector<std::string> disabled;
  std::vector<std::string> next_line;
};

// Where a block's contribution to a draft began, to take it back when it is not prose.
struct Mark {
  size_t text = 0;
  size_t links = 0;
  size_t link_texts = 0;
  size_t emphasized = 0;
  bool had_text = false;
};

// State of inline HTML across the nodes of one paragraph.
struct InlineHtmlState {
  std::optional<size_t> anchor_begin;  // text offset where an open <a> began
  std::string anchor_href;
  std::string skip_until;  // name of an open skipped element (<script> …)
  bool closed = false;     // an end tag closed one
};

class MarkdownWalker {
 public:
  explicit MarkdownWalker(const PreparedSource& source)
      : source_(source), lines_(SplitLines(source.text)), open_skipped_(source.text, lines_) {}

  std::vector<Unit> Run(cmark_node* root) {
    for (const FrontMatterField& field : source_.front_matter) FrontMatterUnit(field);
    IterPtr iter(cmark_iter_new(root));
    std::vector<size_t> items;  // drafts of the open list items, innermost last
    cmark_event_type event;
    while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
      cmark_node* node = cmark_iter_get_node(iter.get());
      cmark_node_type type = cmark_node_get_type(node);
      if (event == CMARK_EVENT_EXIT) {
        if (type == CMARK_NODE_ITEM && !items.empty()) items.pop_back();
        continue;
      }
      // The list item whose own child this block is: its text goes to the item's draft.
      cmark_node* parent = cmark_node_parent(node);
      const std::optional<size_t> item =
          !items.empty() && parent && cmark_node_get_type(parent) == CMARK_NODE_ITEM
              ? std::optional<size_t>(items.back())
              : std::nullopt;
      bool rendered = false;  // the node's inlines are done: the walk skips its children
      if (open_skipped_.Hides(node)) {
        cmark_iter_reset(iter.get(), node, CMARK_EVENT_EXIT);
        continue;
      }
      switch (type) {
        case CMARK_NODE_ITEM:
          items.push_back(ListItem(node));
          break;
        case CMARK_NODE_PARAGRAPH:
          Paragraph(node, item);
          rendered = true;
          break;
        case CMARK_NODE_HEADING:
          Heading(node);
          rendered = true;
          break;
        case CMARK_NODE_HTML_BLOCK:
          AddHtmlBlock(node, item);
          break;
        case CMARK_NODE_CODE_BLOCK:
          AttachCodeBlock(node);
          break;
        default:
          if (IsTableRow(node)) {
            TableRow(node);
            rendered = true;
          }
          break;  // thematic breaks, containers: nothing of their own
      }
      open_skipped_.Read(node);
      if (rendered) cmark_iter_reset(iter.get(), node, CMARK_EVENT_EXIT);
    }
    return Finish();
  }

 private:
  // A front-matter field: the title as the page's first heading, the others front-matter units.
  void FrontMatterUnit(const FrontMatterField& field) {
    const UnitKind kind = field.key == "title" ? UnitKind::kHeading : UnitKind::kFrontMatter;
    target_ = NewDraft(kind, field.line, field.last_line);
    Target().markup.Mutable().front_matter_key = field.key;
    Mark mark = Begin();
    AppendText(field.text);
    EndSegment(mark, {});
  }

  // A fenced code block goes with the unit before it, the last draft with text (a front-matter
  // title too, for a block at the top of the body): the lead-in that introduces the example.
  // An indented one goes there too, apart (UnitMarkup::indented_code_blocks: in Markdown it is
  // as often text indented by mistake). One before any text is left out.
  void AttachCodeBlock(cmark_node* node) {
    int length = 0, offset = 0;
    char fence = 0;
    const bool fenced = cmark_node_get_fenced(node, &length, &offset, &fence) != 0;
    // Drafts that lost their text since (EndSegment) are let go here, each once.
    while (!text_drafts_.empty() && !states_[text_drafts_.back()].has_text) text_drafts_.pop_back();
    if (text_drafts_.empty()) return;
    UnitMarkup& markup = units_[text_drafts_.back()].markup.Mutable();
    (fenced ? markup.code_blocks : markup.indented_code_blocks).emplace_back(Literal(node));
  }

  // A list item's draft, which its own paragraphs join (nested lists give their own units).
  size_t ListItem(cmark_node* node) {
    const size_t draft = NewDraft(UnitKind::kListItem, StartLine(node), StartLine(node));
    units_.back().marker = CompactString(Marker(node));
    units_.back().list_depth = static_cast<uint8_t>(std::min(ListDepth(node), 255));
    return draft;
  }

  // A list item's own paragraphs are joined into the item; others are units. One that runs a
  // list into its lead-in's line also gives a list item per item, a level down (inline_list.h).
  void Paragraph(cmark_node* node, std::optional<size_t> item) {
    const size_t lead = target_ =
        item ? *item : NewDraft(UnitKind::kParagraph, StartLine(node), StartLine(node));
    const std::string_view source = SourceOf(node);
    cuts_ = IsDisplayMathSource(source) ? InlineListCuts() : InlineListCuts(node, source);
    const size_t first_item = units_.size();
    // The next-line directive that the paragraph's first draft to start takes covers its items.
    const size_t taker = states_[lead].has_text ? first_item : lead;
    piece_ = Begin();
    if (std::string left_open = RenderInlines(node); !left_open.empty())
      open_skipped_.OpenInline(node, source, std::move(left_open));
    EndPiece(LastLine(node), source);
    for (size_t d = std::max(first_item, taker + 1); d < units_.size(); ++d)
      if (states_[d].has_text) states_[d].next_line = states_[taker].next_line;
  }

  // Ends the target draft's piece of the paragraph on line `last_line` (`source`: EndSegment's).
  void EndPiece(int last_line, std::string_view source) {
    if (EndSegment(piece_, source))
      units_[target_].last_line = std::max(units_[target_].last_line, last_line);
  }

  // A text node's literal; from each cut of an inline list in it on, the next item gets it.
  void AppendTextNode(cmark_node* node) {
    const std::string_view s = Literal(node);
    size_t pos = 0;
    for (const InlineListCut* cut; (cut = cuts_.Take(node)) != nullptr; pos = cut->resume) {
      AppendText(s.substr(pos, cut->begin - pos));
      EndPiece(cut->end_line, {});  // not display math: such a paragraph has no cuts
      target_ = NewDraft(UnitKind::kListItem, cut->line, cut->line);
      Target().marker = CompactString(s.substr(cut->begin, 1));
      Target().list_depth = cuts_.item_depth();
      piece_ = Begin();
    }
    AppendText(s.substr(pos));
  }

  void Heading(cmark_node* node) {
    target_ = NewDraft(UnitKind::kHeading, StartLine(node), LastLine(node));
    Target().heading_level = static_cast<uint8_t>(cmark_node_get_heading_level(node));
    Mark mark = Begin();
    RenderInlines(node);
    SetHeadingIdAndStripAttributes(mark);
    EndSegment(mark, {});
  }

  // A table row is one unit: its cells in order, joined by " | ". A cell without prose keeps
  // its place (the separators stay) but gives no text; a row of such cells is no unit.
  void TableRow(cmark_node* row) {
    target_ = NewDraft(UnitKind::kParagraph, StartLine(row), LastLine(row));
    Target().table_row = true;
    bool first = true;
    for (cmark_node* cell = cmark_node_first_child(row); cell; cell = cmark_node_next(cell)) {
      if (!IsTableCell(cell)) continue;
      if (!first) Target().text.append(" | ");  // not AppendText: a separator starts no draft
      first = false;
      Mark mark = Begin();
      RenderInlines(cell);
      EndSegment(mark, {});
    }
  }

  size_t NewDraft(UnitKind kind, int line, int last_line) {
    Unit& u = units_.emplace_back();
    u.kind = kind;
    u.line = line;
    u.last_line = last_line;
    states_.emplace_back();
    return units_.size() - 1;
  }

  Unit& Target() { return units_[target_]; }
  DraftState& State() { return states_[target_]; }

  void Start(size_t draft) {
    DraftState& state = states_[draft];
    state.has_text = true;
    if (text_drafts_.empty() || text_drafts_.back() < draft) text_drafts_.push_back(draft);
    const std::set<std::string>& off = suppressions_.current();
    state.disabled.assign(off.begin(), off.end());
    std::set<std::string> next = suppressions_.TakePending();
    state.next_line.assign(next.begin(), next.end());
  }

  void AppendText(std::string_view s) {
    if (!State().has_text && HasVisible(s)) Start(target_);
    Target().text.append(s);
  }

  // Starts a block's contribution to the target draft, a space away from what it holds.
  Mark Begin() {
    Unit& u = Target();
    if (!u.text.empty() && u.text.back() != ' ') u.text += ' ';
    return {u.text.size(), u.markup->links.size(), u.markup->link_texts.size(),
            u.markup->emphasized.size(), State().has_text};
  }

  // Ends a block's contribution to the target draft. Returns false, taking the contribution
  // back, when it holds no prose: blank, only math or template tags. `source` is the block's
  // Markdown source, for the math that rendering hides.
  bool EndSegment(const Mark& mark, std::string_view source) {
    Unit& u = Target();
    std::string_view added = std::string_view(u.text).substr(mark.text);
    if (HasVisible(added) && !IsNotProse(added) && !IsDisplayMathSource(source)) return true;
    u.text.resize(mark.text);
    if (u.markup->links.size() > mark.links) u.markup.Mutable().links.resize(mark.links);
    if (u.markup->link_texts.size() > mark.link_texts) {
      u.markup.Mutable().link_texts.resize(mark.link_texts);
      u.markup.Mutable().link_text_targets.resize(mark.link_texts);
    }
    if (u.markup->emphasized.size() > mark.emphasized)
      u.markup.Mutable().emphasized.resize(mark.emphasized);
    DraftState& state = State();
    if (!mark.had_text && state.has_text) {
      suppressions_.GiveBack(state.next_line);
      state = DraftState();
    }
    return false;
  }

  // The heading's anchor id, the one it sets or its slug; the attributes that set it are cut.
  void SetHeadingIdAndStripAttributes(const Mark& mark) {
    HeadingAttributes attributes = StripHeadingAttributes(&Target().text, mark.text);
    if (attributes.implied) Target().implied = true;
    if (!attributes.id.empty()) Target().markup.Mutable().heading_id = std::move(attributes.id);
  }

  void AddLink(std::string_view url) {
    if (!url.empty()) Target().markup.Mutable().links.emplace_back(url);
  }

  void AddLinkText(size_t begin, std::string_view url) {
    std::string title = LinkTitle(std::string_view(Target().text).substr(begin), url);
    if (title.empty()) return;
    UnitMarkup& markup = Target().markup.Mutable();
    markup.link_texts.push_back(std::move(title));
    markup.link_text_targets.emplace_back(url);
  }

  // An emphasis outside any other takes its place in UnitMarkup::emphasized where it opens and
  // gets its text where it closes; an empty one gives its place back. One inside another is a
  // part of it, kept with it: each emphasis copying its own text would copy a paragraph of
  // nested ones (`*a *a … a* a*`) once per level.
  static constexpr size_t kInside = static_cast<size_t>(-1);
  size_t OpenEmphasized(bool inside) {
    if (inside) return kInside;
    std::vector<std::string>& emphasized = Target().markup.Mutable().emphasized;
    emphasized.emplace_back();
    return emphasized.size() - 1;
  }
  void CloseEmphasized(size_t begin, size_t place) {
    if (place == kInside) return;
    UnitMarkup& markup = Target().markup.Mutable();
    std::vector<std::string>& emphasized = markup.emphasized;
    if (place >= emphasized.size()) return;
    const std::string_view all = Target().text;
    std::string text = CollapseWhitespace(all.substr(begin));
    if (text.empty()) {
      emphasized.erase(emphasized.begin() + static_cast<std::ptrdiff_t>(place));
      return;
    }
    emphasized[place] = std::move(text);
    if (place == 0 && !HasVisible(all.substr(0, begin))) markup.opens_with_emphasis = true;
  }

  // Renders the inline content under `root` (a paragraph, heading, cell, or the document of
  // a Markdown fragment) into the target draft. Returns the skipped element the content opens
  // and leaves open, if any (a paragraph's may go on: Paragraph).
  std::string RenderInlines(cmark_node* root) {
    IterPtr iter(cmark_iter_new(root));
    std::vector<std::pair<size_t, std::string>> open_links;  // text offset, target
    std::vector<std::pair<size_t, size_t>> open_emphasis;    // text offset, place
    InlineHtmlState html;
    html.skip_until = open_skipped_.name();  // the block holds the open element's end tag
    const bool carried = !html.skip_until.empty();
    cmark_event_type event;
    while ((event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE) {
      cmark_node* node = cmark_iter_get_node(iter.get());
      if (node == root) continue;
      const cmark_node_type type = cmark_node_get_type(node);
      const bool enter = event == CMARK_EVENT_ENTER;
      if (!html.skip_until.empty() && type != CMARK_NODE_HTML_INLINE) continue;
      switch (type) {
        case CMARK_NODE_TEXT:
          AppendTextNode(node);
          break;
        case CMARK_NODE_SOFTBREAK:
        case CMARK_NODE_LINEBREAK:
          AppendText(" ");
          break;
        case CMARK_NODE_CODE:
          AppendText(Backticked(Literal(node)));
          break;
        case CMARK_NODE_HTML_INLINE:
          InlineHtml(Literal(node), &html);
          break;
        case CMARK_NODE_LINK:
          if (enter) {
            AddLink(IsAutolink(node) ? AutolinkAddress(Url(node)) : Url(node));
            open_links.emplace_back(Target().text.size(), Url(node));
          } else if (!open_links.empty()) {
            AddLinkText(open_links.back().first, open_links.back().second);
            open_links.pop_back();
          }
          break;
        case CMARK_NODE_IMAGE:
          if (enter) AddLink(Url(node));  // its alt text is its children, rendered as text
          break;
        case CMARK_NODE_EMPH:
        case CMARK_NODE_STRONG:
          // Only the content is rendered; what it was is kept apart (UnitMarkup::emphasized).
          if (enter) {
            open_emphasis.emplace_back(Target().text.size(),
                                       OpenEmphasized(!open_emphasis.empty()));
          } else if (!open_emphasis.empty()) {
            CloseEmphasized(open_emphasis.back().first, open_emphasis.back().second);
            open_emphasis.pop_back();
          }
          break;
        case CMARK_NODE_CODE_BLOCK:
        case CMARK_NODE_HTML_BLOCK:
          break;  // only inside a Markdown fragment: not prose
        default:
          // Blocks inside a fragment are separated by a space; strikethrough leaves only its
          // content.
          if ((type & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK) AppendText(" ");
          break;
      }
    }
    if (carried && html.closed) open_skipped_.Close();
    // An emphasis whose end a skipped element hid (`*a <script>…* b</script>`) ends here.
    for (; !open_emphasis.empty(); open_emphasis.pop_back())
      CloseEmphasized(open_emphasis.back().first, open_emphasis.back().second);
    return !carried || html.closed ? std::move(html.skip_until) : std::string();
  }

  // One inline HTML node: a tag or a comment.
  void InlineHtml(std::string_view html, InlineHtmlState* state) {
    if (html.starts_with("<!--")) {
      if (state->skip_until.empty()) {
        size_t end = html.rfind("-->");
        suppressions_.Apply(html.substr(4, end == npos || end < 4 ? npos : end - 4));
      }
      return;
    }
    HtmlTag tag;
    if (!html.starts_with('<') || ParseTag(html, 0, &tag) >= kUnterminated) return;
    if (!state->skip_until.empty()) {
      if (tag.closing && tag.name == state->skip_until) {
        state->skip_until.clear();
        state->closed = true;
      }
      return;
    }
    if (tag.name == "a") {
      if (!tag.closing) {
        AddLink(tag.href);
        state->anchor_begin = Target().text.size();
        state->anchor_href = tag.href;
      } else if (state->anchor_begin) {
        AddLinkText(*state->anchor_begin, state->anchor_href);
        state->anchor_begin.reset();
      }
    } else if (tag.name == "img") {
      AddLink(tag.src);
      AppendText(tag.alt);
    } else if (tag.name == "code") {
      AppendText("`");
    } else if ((tag.name == "sup" || tag.name == "sub") && !tag.closing) {
      // The plain-text notation of a superscript or subscript (n^2, x_i), as an edition without
      // the markup writes it: n<sup>2</sup> is not the word "n2".
      AppendText(tag.name == "sup" ? "^" : "_");
    } else if (IsSkippedElement(tag.name)) {
      if (!tag.closing && !tag.self_closing) state->skip_until = tag.name;
    } else if (IsBlockElement(tag.name)) {
      AppendText(" ");
    }
  }

  // An HTML block: its pieces of prose become drafts (or, inside a list item, go to the item),
  // its comments directives, in the order ReadHtmlBlock gives.
  void AddHtmlBlock(cmark_node* node, std::optional<size_t> item) {
    std::optional<ItemDraft> item_draft;
    if (item) {
      const std::string& text = units_[*item].text;
      // What Begin() will make of the item's text.
      const bool spaced = !text.empty() && text.back() != ' ';
      item_draft = ItemDraft{states_[*item].has_text, text.size() + (spaced ? 1 : 0)};
    }
    std::string_view html = Literal(node);
    int first_line = StartLine(node);
    if (!open_skipped_.name().empty()) {  // it holds the closing tag: what follows is prose
      const std::optional<std::string_view> rest = open_skipped_.After(html, &first_line);
      if (!rest) return;
      html = *rest;
    }
    const HtmlBlockProse prose = ReadHtmlBlock(html, first_line, item_draft);
    if (!prose.open_skipped.empty())
      open_skipped_.Open(node, prose.open_skipped, prose.open_skipped_parent);
    ApplyHtmlSteps(prose, item);
  }

  // The steps of an HTML block's prose, applied in order: its pieces become drafts (or go to
  // list item `item`), its comments directives.
  void ApplyHtmlSteps(const HtmlBlockProse& prose, std::optional<size_t> item) {
    const bool own_drafts = !item;
    const size_t item_index = item.value_or(0);
    size_t draft = 0;
    Mark mark;
    for (const HtmlStep& step : prose.steps) {
      switch (step.kind) {
        case HtmlStep::kOpen:
          draft = target_ = own_drafts ? NewDraft(prose.pieces[step.piece].kind, 0, 0) : item_index;
          mark = Begin();
          break;
        case HtmlStep::kStart:
          Start(draft);
          break;
        case HtmlStep::kDirective:
          suppressions_.Apply(step.comment);
          break;
        case HtmlStep::kClose:
          target_ = draft;
          AddHtmlProse(prose.pieces[step.piece], own_drafts);
          EndSegment(mark, {});
          break;
      }
    }
  }

  // A piece of HTML prose into the target draft, whose contribution it is (started already
  // when it shows text). `own_draft`: the draft is the piece's, not a list item's.
  void AddHtmlProse(const HtmlProse& piece, bool own_draft) {
    Unit& u = Target();
    u.text.append(piece.text);
    if (!piece.links.empty() || !piece.link_texts.empty()) {
      UnitMarkup& markup = u.markup.Mutable();
      markup.links.insert(markup.links.end(), piece.links.begin(), piece.links.end());
      markup.link_texts.insert(markup.link_texts.end(), piece.link_texts.begin(),
                               piece.link_texts.end());
      markup.link_text_targets.insert(markup.link_text_targets.end(),
                                      piece.link_text_targets.begin(),
                                      piece.link_text_targets.end());
    }
    if (own_draft) u.line = piece.line;
    u.last_line = std::max(u.last_line, piece.last_line);
    if (!piece.markdown.empty()) RenderFragment(piece.markdown);
  }

  // Renders Markdown found inside an HTML block (markdown="1") into the target draft.
  // Lines are dedented first: inside HTML, indentation is layout, not a code block.
  void RenderFragment(std::string_view raw) {
    std::string dedented;
    dedented.reserve(raw.size());
    for (const LineSpan& l : SplitLines(raw)) {
      if (!dedented.empty()) dedented += '\n';
      dedented.append(TrimLeftBlanks(raw.substr(l.begin, l.end - l.begin)));
    }
    NodePtr fragment = ParseGfm(dedented);
    if (fragment) RenderInlines(fragment.get());
  }

  // The list marker as written ("-", "*", "+", "1.", "3)"), read at the item's position.
  std::string Marker(cmark_node* item) {
    std::string_view text = source_.text;
    size_t at = Offset(cmark_node_get_start_line(item), cmark_node_get_start_column(item));
    std::string_view rest = text.substr(std::min(at, text.size()), 12);
    if (!rest.empty() && (rest[0] == '-' || rest[0] == '*' || rest[0] == '+'))
      return std::string(1, rest[0]);
    size_t digits = 0;
    while (digits < rest.size() && digits < 9 && IsAsciiDigit(rest[digits])) ++digits;
    if (digits > 0 && digits < rest.size() && (rest[digits] == '.' || rest[digits] == ')'))
      return std::string(rest.substr(0, digits + 1));
    // Not where cmark said (tabs): rebuild it from the list's attributes.
    cmark_node* list = cmark_node_parent(item);
    if (list && cmark_node_get_list_type(list) == CMARK_ORDERED_LIST) {
      return std::to_string(cmark_node_get_list_start(list)) +
             (cmark_node_get_list_delim(list) == CMARK_PAREN_DELIM ? ")" : ".");
    }
    return "-";
  }

  // Byte offset of a 1-based line and column of the prepared text, clamped to the text.
  size_t Offset(int line, int column) const {
    if (line < 1) return 0;
    if (static_cast<size_t>(line) > lines_.size()) return source_.text.size();
    const LineSpan& l = lines_[static_cast<size_t>(line) - 1];
    return std::min(l.begin + static_cast<size_t>(std::max(column, 1)) - 1, l.end);
  }

  std::string_view SourceOf(cmark_node* node) const {
    size_t begin = Offset(cmark_node_get_start_line(node), cmark_node_get_start_column(node));
    size_t end = Offset(cmark_node_get_end_line(node), cmark_node_get_end_column(node)) + 1;
    end = std::min(end, source_.text.size());
    if (end <= begin) return {};
    return std::string_view(source_.text).substr(begin, end - begin);
  }

  // Drops the drafts without text and finishes the others, in place.
  std::vector<Unit> Finish() {
    size_t kept = 0;
    for (size_t i = 0; i < units_.size(); ++i) {
      if (!states_[i].has_text) continue;
      Unit& u = units_[i];
      if (source_.protected_any) {
        u.text = RestoreProtected(u.text);
        RestoreProtected(&u.markup);
      }
      u.text = CollapseWhitespace(u.text);
      if (u.text.empty()) continue;
      DraftState& state = states_[i];
      if (!state.next_line.empty()) state.disabled = WithNextLine(state.disabled, state.next_line);
      if (!state.disabled.empty()) u.markup.Mutable().disabled_rules = std::move(state.disabled);
      // An HTML block whose text comes only from attributes (<img alt=…>) or a lone inline tag
      // (<code>) can reach here without a start line; Unit::line is 1-based, so it takes the
      // block's last line (exact for the one-line blocks where this happens).
      if (u.line < 1) u.line = std::max(1, u.last_line);
      u.last_line = std::max(u.last_line, u.line);
      if (kept != i) units_[kept] = std::move(u);
      ++kept;
    }
    units_.resize(kept);
    return std::move(units_);
  }

  const PreparedSource& source_;
  const std::vector<LineSpan> lines_;  // of source_.text
  std::vector<Unit> units_;            // the drafts, in document order
  std::vector<DraftState> states_;     // one per draft
  std::vector<size_t> text_drafts_;  // drafts that got text, in increasing order (AttachCodeBlock)
  size_t target_ = 0;                // the draft that text goes to
  Mark piece_;                       // where the piece of the paragraph being rendered began
  InlineListCuts cuts_;              // the cuts of its inline list
  Suppressions suppressions_;
  OpenSkippedElement open_skipped_;  // a skipped element a block left open (<pre> in a <section>)
};

}  // namespace

std::vector<Unit> WalkMarkdown(const PreparedSource& prepared, cmark_node* root) {
  return MarkdownWalker(prepared).Run(root);
}

}  // namespace concord::markdown_internal
