// html_block.cc — reading the prose of an HTML block (see html_block.h).
//
// The reader keeps, like the walk, one draft open at a time (`piece_`): block-level tags close
// it and open the next, text and inline tags go to the open one (opening a paragraph when none
// is). Offsets of <a> elements are kept as the walk would see them in the draft's text
// (`text_base_` + the piece's text), or in the gathered Markdown source once markdown="1" has
// been seen, so that link texts come out as the walk would cut them.
#include "segment/html_block.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "segment/ascii.h"
#include "segment/html_tags.h"
#include "segment/link_text.h"
#include "segment/whitespace.h"

namespace concord::markdown_internal {
namespace {

// A Markdown inline link or image written in an HTML block's text: `[text](target)`, or
// `![alt](src)`. CommonMark shows it as written there, but its author meant a link (the other
// edition writes <a href>; MDX, whose JSX elements hold Markdown, and doc builders' components
// render one), and the digits of its path are no numbers of the prose.
struct LiteralLink {
  size_t begin = 0, end = 0;  // [begin, end) in the text, '!' included
  std::string_view shown, target;
  bool image = false;
  // A linked image (`[![alt](src)](target)`, a badge): the image's source; `shown` is its alt
  // text.
  std::string_view image_source;
};

// The end of a literal link's parenthesized target that starts at s[from] (right after its
// '('), past the target and an optional quoted title; npos where it is none. The target goes to
// *target.
size_t TargetEnd(std::string_view s, size_t from, std::string_view* target) {
  size_t p = from;
  while (p < s.size() && !IsAsciiSpace(s[p]) && s[p] != '(' && s[p] != ')' &&
         static_cast<unsigned char>(s[p]) >= 0x20)
    ++p;
  if (p == from) return npos;
  *target = s.substr(from, p - from);
  while (p < s.size() && s[p] == ' ') ++p;
  if (p < s.size() && (s[p] == '"' || s[p] == '\'')) {  // a title
    const size_t title_end = s.find(s[p], p + 1);
    if (title_end == npos) return npos;
    p = title_end + 1;
    while (p < s.size() && s[p] == ' ') ++p;
  }
  return p < s.size() && s[p] == ')' ? p + 1 : npos;
}

// The first literal link in s[from, ...): a bracketed text without brackets or line breaks,
// then at once a parenthesized target (a run without spaces or parentheses; the <> form would
// be a tag to the HTML around it) with an optional quoted title; or a link whose text is one
// such image.
std::optional<LiteralLink> NextLiteralLink(std::string_view s, size_t from) {
  for (size_t open = s.find('[', from); open != npos; open = s.find('[', open + 1)) {
    const size_t close = s.find_first_of("[]\n", open + 1);
    if (close == npos || s[close] != ']' || close + 1 >= s.size() || s[close + 1] != '(') continue;
    LiteralLink link;
    const size_t end = TargetEnd(s, close + 2, &link.target);
    if (end == npos) continue;
    link.shown = s.substr(open + 1, close - open - 1);
    link.image = open > from && s[open - 1] == '!';
    link.begin = link.image ? open - 1 : open;
    link.end = end;
    // The image is a badge's when a link's text is it alone: "[" right before, "](" after.
    if (link.image && link.begin > from && s[link.begin - 1] == '[' && end + 1 < s.size() &&
        s[end] == ']' && s[end + 1] == '(') {
      std::string_view outer;
      const size_t outer_end = TargetEnd(s, end + 2, &outer);
      if (outer_end != npos) {
        link.image_source = link.target;
        link.target = outer;
        link.image = false;
        link.begin -= 1;
        link.end = outer_end;
      }
    }
    return link;
  }
  return std::nullopt;
}

class HtmlBlockReader {
 public:
  explicit HtmlBlockReader(const std::optional<ItemDraft>& item) : item_(item) {}

  HtmlBlockProse Read(std::string_view h, int first_line) {
    int line = first_line;  // line of h[pos]
    size_t pos = 0;
    bool tags_possible = true;
    auto advance_to = [&](size_t to) {
      line += static_cast<int>(std::count(h.begin() + static_cast<ptrdiff_t>(pos),
                                          h.begin() + static_cast<ptrdiff_t>(to), '\n'));
      pos = to;
    };
    while (pos < h.size()) {
      size_t lt = tags_possible ? h.find('<', pos) : npos;
      size_t text_end = lt == npos ? h.size() : lt;
      if (text_end > pos) {
        Text(h.substr(pos, text_end - pos), line);
        advance_to(text_end);
      }
      if (lt == npos) break;
      std::string_view rest = h.substr(pos);
      if (rest.starts_with("<!--")) {
        size_t end = h.find("-->", pos + 4);
        Step(HtmlStep::kDirective).comment = h.substr(pos + 4, end == npos ? npos : end - pos - 4);
        advance_to(end == npos ? h.size() : end + 3);
        continue;
      }
      if (rest.starts_with("<!") || rest.starts_with("<?")) {  // doctype, CDATA, PI
        size_t end = h.find('>', pos);
        advance_to(end == npos ? h.size() : end + 1);
        continue;
      }
      HtmlTag tag;
      const int tag_line = line;
      size_t after = ParseTag(h, pos, &tag);
      if (after >= kUnterminated) {
        if (after == kUnterminated) tags_possible = false;
        Text("<", line);
        advance_to(pos + 1);
        continue;
      }
      advance_to(after);
      if (IsSkippedElement(tag.name) && !tag.closing && !tag.self_closing) {
        size_t close = FindClosingTag(h, pos, tag.name);
        if (close == npos) {
          result_.open_skipped = tag.name;
          if (!open_blocks_.empty()) result_.open_skipped_parent = open_blocks_.back();
        }
        size_t end = close == npos ? npos : h.find('>', close);
        advance_to(end == npos ? h.size() : end + 1);
        continue;
      }
      KeepOpenBlocks(tag);
      Tag(tag, tag_line);
    }
    Close();
    return std::move(result_);
  }

 private:
  HtmlStep& Step(HtmlStep::Kind kind) {
    HtmlStep& step = result_.steps.emplace_back();
    step.kind = kind;
    step.piece = piece_.value_or(0);
    return step;
  }

  void Open(UnitKind kind) {
    piece_ = result_.pieces.size();
    result_.pieces.emplace_back().kind = kind;
    Step(HtmlStep::kOpen);
    has_text_ = item_ && item_->has_text;
    text_base_ = item_ ? item_->text_size : 0;
    raw_.clear();
    anchor_begin_.reset();
  }

  void Close() {
    if (!piece_) return;
    if (markdown_) Piece().markdown = raw_;
    Step(HtmlStep::kClose);
    piece_.reset();
  }

  HtmlProse& Piece() { return result_.pieces[*piece_]; }

  // The open piece, opening a paragraph when none is.
  HtmlProse& Current() {
    if (!piece_) Open(UnitKind::kParagraph);
    return Piece();
  }

  void Start() {
    has_text_ = true;
    Step(HtmlStep::kStart);
  }

  // REQUIRES: a piece is open.
  void AppendText(std::string_view s) {
    if (!has_text_ && HasVisible(s)) Start();
    Piece().text.append(s);
  }

  // Opens a piece when none is, even for an empty `url`.
  void AddLink(std::string_view url) {
    HtmlProse& piece = Current();
    if (!url.empty()) piece.links.emplace_back(url);
  }

  // Prose of the open piece on lines `first_line` to `last_line`: `raw` as the HTML writes it,
  // which goes into the Markdown source (markdown="1": cmark decodes entities and inline
  // markup when the fragment is rendered), or else its `decoded` text into the piece's. Visible
  // prose gives the piece its first line, if it has none yet, and its last.
  void Prose(std::string_view raw, std::string_view decoded, int first_line, int last_line) {
    HtmlProse& piece = Current();
    if (HasVisible(raw)) {
      if (!item_ && !has_text_) piece.line = first_line;
      piece.last_line = std::max({piece.last_line, piece.line, last_line});
    }
    if (markdown_) {
      if (!has_text_ && HasVisible(raw)) Start();
      raw_.append(raw);
    } else {
      AppendProse(decoded);
    }
  }

  // Decoded prose into the open piece, a literal Markdown link in it as the link it stands for
  // (NextLiteralLink): its text shown, its target a link; inside <code>, as written.
  void AppendProse(std::string_view decoded) {
    size_t done = 0;
    for (std::optional<LiteralLink> link;
         !in_code_ && (link = NextLiteralLink(decoded, done)).has_value(); done = link->end) {
      AppendText(decoded.substr(done, link->begin - done));
      AppendText(link->shown);
      if (!link->image_source.empty()) Piece().links.emplace_back(link->image_source);
      Piece().links.emplace_back(link->target);
      // An image's alt text is no link text; a linked image's is, as <a><img alt></a> gives.
      if (link->image) continue;
      std::string title = LinkTitle(link->shown, link->target);
      if (!title.empty()) {
        Piece().link_texts.push_back(std::move(title));
        Piece().link_text_targets.emplace_back(link->target);
      }
    }
    AppendText(decoded.substr(done));
  }

  // Prose between tags, `line` being the line of its first byte.
  void Text(std::string_view raw, int line) {
    // Lines of the first and last visible bytes.
    size_t first = 0, last = raw.size();
    while (first < raw.size() && IsAsciiSpace(raw[first])) ++first;
    while (last > first && IsAsciiSpace(raw[last - 1])) --last;
    const int first_line =
        line + static_cast<int>(
                   std::count(raw.begin(), raw.begin() + static_cast<ptrdiff_t>(first), '\n'));
    const int last_line =
        first_line + static_cast<int>(std::count(raw.begin() + static_cast<ptrdiff_t>(first),
                                                 raw.begin() + static_cast<ptrdiff_t>(last), '\n'));
    Prose(raw, markdown_ ? std::string() : DecodeEntities(raw), first_line, last_line);
  }

  // Where the next text goes: an offset in the draft's text, or in the Markdown source.
  size_t TextSize() {
    if (markdown_) return raw_.size();
    const HtmlProse& piece = Current();
    return text_base_ + piece.text.size();
  }

  // One tag, `line` being the line it begins on.
  void Tag(const HtmlTag& tag, int line) {
    if (tag.markdown) markdown_ = true;
    if (IsBlockElement(tag.name) && tag.name != "br") {
      if (item_) {
        Spacer();
      } else {
        Close();
        if (!tag.closing) Open(KindOfElement(tag.name));
      }
      return;
    }
    if (tag.name == "a") {
      Anchor(tag);
    } else if (tag.name == "img") {
      AddLink(tag.src);
      // An image's alt text (decoded already) is prose on the tag's line: a figure of two
      // images, light and dark, has no other.
      Prose(tag.alt, tag.alt, line, line);
    } else if (tag.name == "code") {
      in_code_ = !tag.closing;
      if (markdown_) {
        raw_ += '`';  // even with no piece open: the next Open() drops it
      } else {
        Current();
        AppendText("`");
      }
    } else if (tag.name == "br") {
      Spacer();
    }
  }

  // <a href> begins a link text, </a> ends it.
  void Anchor(const HtmlTag& tag) {
    if (!tag.closing) {
      AddLink(tag.href);
      anchor_begin_ = TextSize();
      anchor_href_ = tag.href;
      return;
    }
    if (!anchor_begin_) return;
    // TextSize() may open a new piece (an </a> after a block-level tag closed the <a>'s
    // piece); the offset is then compared with, and cut from, the new piece's text. An offset
    // past the end (an <a> opened before markdown="1", in the draft's text) stays open.
    const size_t begin = *anchor_begin_;
    if (begin > TextSize()) return;
    std::string title =
        markdown_
            ? LinkTitle(DecodeEntities(std::string_view(raw_).substr(begin)), anchor_href_)
            : LinkTitle(std::string_view(Current().text).substr(begin - text_base_), anchor_href_);
    if (!title.empty()) {
      Current().link_texts.push_back(std::move(title));
      Current().link_text_targets.push_back(anchor_href_);
    }
    anchor_begin_.reset();
  }

  void Spacer() {
    Current();
    if (markdown_)
      raw_ += ' ';
    else
      AppendText(" ");
  }

  // The block-level elements open at the reader's place, innermost last: the parent of a
  // skipped element the block leaves open, whose end tag closes it too.
  void KeepOpenBlocks(const HtmlTag& tag) {
    if (!IsBlockElement(tag.name) || tag.name == "br" || tag.name == "hr" || tag.self_closing)
      return;
    if (!tag.closing) {
      open_blocks_.push_back(tag.name);
      return;
    }
    const auto it = std::find(open_blocks_.rbegin(), open_blocks_.rend(), tag.name);
    if (it != open_blocks_.rend()) open_blocks_.erase(std::prev(it.base()), open_blocks_.end());
  }

  const std::optional<ItemDraft> item_;  // the list item that takes all text, if any
  HtmlBlockProse result_;
  std::vector<std::string> open_blocks_;  // KeepOpenBlocks'
  std::optional<size_t> piece_;           // the piece being filled
  bool has_text_ = false;                 // its draft has started
  size_t text_base_ = 0;                  // where its text begins in its draft's text
  bool markdown_ = false;  // a markdown="1" tag has been seen (for the rest of the block)
  bool in_code_ = false;   // between <code> and </code>
  std::string raw_;        // Markdown source gathered since the last Open()
  std::optional<size_t> anchor_begin_;  // TextSize() at the open <a>
  std::string anchor_href_;
};

}  // namespace

HtmlBlockProse ReadHtmlBlock(std::string_view html, int first_line,
                             const std::optional<ItemDraft>& item) {
  return HtmlBlockReader(item).Read(html, first_line);
}

}  // namespace concord::markdown_internal
