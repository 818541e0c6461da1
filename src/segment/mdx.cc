// mdx.cc — MDX's ESM and JSX made into Markdown (see mdx.h).
//
// One pass over the lines with the stack of open JSX elements. Each element remembers the
// column of its tag and the column its content starts at (its first non-blank line); the
// content's lines lose the difference, summed over the open elements. Tags are parsed over the
// paragraph they start in (a tag's attributes may span lines, not blank ones); a parse that
// fails resumes after the farthest byte it read, so no byte is scanned twice by a failing tag.
#include "segment/mdx.h"

#include <algorithm>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "segment/ascii.h"
#include "segment/line_rewrite.h"

namespace concord::markdown_internal {
namespace {

struct JsxTag {
  std::string_view name;  // "" for a fragment (<> </>)
  bool closing = false;
  bool self_closing = false;
  std::vector<std::pair<std::string_view, std::string_view>> attributes;  // quoted values only
};

bool IsNameStart(char c) { return IsAsciiLetter(c) || c == '_' || c == '$'; }
bool IsNameChar(char c) {
  return IsNameStart(c) || IsAsciiDigit(c) || c == '.' || c == ':' || c == '-';
}

// Reads JSX syntax in `t` (a paragraph's text), remembering the farthest offset it looked at.
class JsxScanner {
 public:
  explicit JsxScanner(std::string_view t) : t_(t) {}

  size_t reached() const { return reached_; }

  // The string literals inside the expressions skipped so far.
  const std::vector<std::string_view>& strings() const { return strings_; }

  // The offset after the {…} expression at t_[i] == '{', or npos. Strings and comments inside
  // may hold braces.
  size_t SkipBraces(size_t i) {
    int depth = 0;
    while (i < t_.size()) {
      Reach(i);
      const char c = t_[i];
      if (c == '{') {
        ++depth;
      } else if (c == '}') {
        if (--depth == 0) return i + 1;
      } else if (c == '"' || c == '\'' || c == '`') {
        const size_t start = i + 1;
        i = Find(std::string_view(&c, 1), start);
        if (i == npos) return npos;
        strings_.push_back(t_.substr(start, i - start));
      } else if (t_.substr(i, 2) == "/*") {
        i = Find("*/", i + 2);
        if (i == npos) return npos;
        ++i;
      }
      ++i;
    }
    return npos;
  }

  // The offset after the tag at t_[i] == '<' (filling *tag), or npos when none is there.
  size_t Tag(size_t i, JsxTag* tag) {
    *tag = JsxTag();
    size_t j = i + 1;
    if (j < t_.size() && t_[j] == '/') tag->closing = true, ++j;
    if (j < t_.size() && t_[j] == '>') return j + 1;  // fragment
    if (j >= t_.size() || !IsNameStart(t_[j])) return npos;
    j = Name(j, &tag->name);
    while (true) {
      while (j < t_.size() && IsAsciiSpace(t_[j])) ++j;
      Reach(j);
      if (j >= t_.size()) return npos;
      const char c = t_[j];
      if (c == '>') return j + 1;
      if (c == '/') {
        if (j + 1 < t_.size() && t_[j + 1] == '>') {
          tag->self_closing = true;
          return j + 2;
        }
        return npos;
      }
      if (c == '{') {  // {...props}
        j = SkipBraces(j);
        if (j == npos) return npos;
        continue;
      }
      if (!IsNameStart(c)) return npos;
      std::string_view attribute;
      j = Name(j, &attribute);
      while (j < t_.size() && IsAsciiSpace(t_[j])) ++j;
      if (j >= t_.size() || t_[j] != '=') continue;  // a boolean attribute
      ++j;
      while (j < t_.size() && IsAsciiSpace(t_[j])) ++j;
      if (j >= t_.size()) return npos;
      if (t_[j] == '"' || t_[j] == '\'') {
        const size_t end = Find(t_.substr(j, 1), j + 1);
        if (end == npos) return npos;
        tag->attributes.emplace_back(attribute, t_.substr(j + 1, end - j - 1));
        j = end + 1;
      } else if (t_[j] == '{') {
        j = SkipBraces(j);
        if (j == npos) return npos;
      } else {
        return npos;
      }
    }
  }

 private:
  size_t Name(size_t j, std::string_view* name) {
    const size_t start = j;
    while (j < t_.size() && IsNameChar(t_[j])) ++j;
    *name = t_.substr(start, j - start);
    return j;
  }

  size_t Find(std::string_view what, size_t from) {
    const size_t at = t_.find(what, from);
    Reach(at == npos ? t_.size() : at + what.size());
    return at;
  }

  void Reach(size_t i) { reached_ = std::max(reached_, i); }

  std::string_view t_;
  size_t reached_ = 0;
  std::vector<std::string_view> strings_;
};

// Elements whose content is code, not Markdown.
bool IsCodeElement(std::string_view name) {
  return name == "pre" || name == "script" || name == "style" || name == "textarea";
}

// Media elements, whose text is fallback content: what a browser shows only where it cannot
// play the media ("Your browser does not support the audio element."), not prose of the page.
bool IsMediaElement(std::string_view name) { return name == "audio" || name == "video"; }

// HTML's void elements, which never have a closing tag.
bool IsVoidElement(std::string_view name) {
  static constexpr std::string_view kVoid[] = {"area",  "base",   "br",    "col",  "embed",
                                               "hr",    "img",    "input", "link", "meta",
                                               "param", "source", "track", "wbr"};
  return std::find(std::begin(kVoid), std::end(kVoid), name) != std::end(kVoid);
}

// A quoted attribute value that the translation must keep as it is: one token with a digit and
// no '/' (paths and URLs are link targets), outside HTML's and React's presentation and
// identity attributes.
bool IsFact(std::string_view attribute, std::string_view value) {
  static constexpr std::string_view kPresentation[] = {"class", "className", "style", "id", "key"};
  if (std::find(std::begin(kPresentation), std::end(kPresentation), attribute) !=
      std::end(kPresentation))
    return false;
  if (value.empty() || value.find('/') != npos) return false;
  bool digit = false;
  for (char c : value) {
    if (IsAsciiSpace(c)) return false;
    digit |= IsAsciiDigit(c);
  }
  return digit;
}

// An http(s) URL that cmark takes for an autolink: no white space, '<' or '>'.
bool IsAbsoluteUrl(std::string_view s) {
  if (!s.starts_with("https://") && !s.starts_with("http://")) return false;
  for (char c : s)
    if (IsAsciiSpace(c) || c == '<' || c == '>' || static_cast<unsigned char>(c) < 0x20)
      return false;
  return true;
}

// `code` as inline code, with a fence longer than any backtick run inside.
std::string InlineCode(std::string_view code) {
  size_t longest = 0, run = 0;
  for (char c : code) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(longest + 1, '`');
  const bool pad = longest > 0;
  return fence + (pad ? " " : "") + std::string(code) + (pad ? " " : "") + fence;
}

struct OpenElement {
  std::string_view name;
  int tag_column = 0;
  int content_column = -1;  // of its first non-blank line; -1 until seen
};

class MdxRewriter {
 public:
  MdxRewriter(std::string_view text, const std::vector<LineSpan>& lines,
              const std::vector<char>& skip, std::vector<RenderedPlace>* rendered,
              std::vector<int>* fact_lines)
      : text_(text),
        lines_(lines),
        skip_(skip),
        rendered_(rendered),
        fact_lines_(fact_lines),
        out_(lines.size()) {
    // For each line, the first line at or after it that ends its paragraph (blank or skipped).
    paragraph_end_.resize(lines.size() + 1, lines.size());
    for (size_t i = lines.size(); i-- > 0;)
      paragraph_end_[i] =
          skip[i] || IsBlankLine(LineText(text, lines[i])) ? i : paragraph_end_[i + 1];
  }

  std::string Run() {
    bool esm = false, previous_blank = true, in_comment = false;
    size_t resume = 0;  // lines before it are not read for tags (a failed tag read them)
    for (size_t i = 0; i < lines_.size(); ++i) {
      const std::string_view raw = LineText(text_, lines_[i]);
      if (skip_[i]) {
        out_[i] = raw;
        previous_blank = true;
        continue;
      }
      const bool blank = IsBlankLine(raw);
      if (!blank && !open_.empty() && open_.back().content_column < 0)
        open_.back().content_column = IndentColumns(raw);
      const std::string_view line = StripColumns(raw, LineStrip(raw));
      if (!esm && fence_.Feed(line)) {  // code: kept as written (less the content strip)
        out_[i] = line;
        previous_blank = false;
        continue;
      }
      // Not inside an HTML comment: an `import` line there is commented out, and emptying it
      // (and the comment's closing line with it) would leave the comment open to the page's end.
      if (esm || (!in_comment && previous_blank &&
                  (raw.starts_with("import ") || raw.starts_with("export ")))) {
        esm = !blank;
        previous_blank = blank;
        continue;  // emptied
      }
      previous_blank = blank;
      out_[i] = WithSpaceStrings(line);
      const std::string_view t = TrimLeftBlanks(line);
      // An HTML comment over several lines (MDX 1 sources keep them) is left to cmark's
      // reading whole: the tags inside it are no markup of the page.
      if (in_comment || (t.starts_with("<!--") && t.find("-->", 4) == npos)) {
        in_comment = line.find("-->", in_comment ? 0 : line.size() - t.size() + 4) == npos;
        continue;
      }
      if (blank || i < resume) continue;
      if (fallback_last_ != npos && i <= fallback_last_ && !t.starts_with('<')) {
        out_[i] = {};  // a media element's fallback text
        continue;
      }
      const size_t at = lines_[i].end - t.size();
      if (t.starts_with('<'))
        i = Tags(i, at, line.size() - t.size(), &resume);
      else if (t.starts_with('{'))
        i = Expression(i, at, &resume);
    }
    std::string result;
    for (size_t i = 0; i < out_.size(); ++i) {
      if (i > 0) result += '\n';
      result += out_[i];
    }
    return result;
  }

 private:
  // The columns the current line loses: what each open element's content is indented beyond
  // its tag.
  int ContentStrip() const {
    int strip = 0;
    for (const OpenElement& e : open_)
      if (e.content_column > e.tag_column) strip += e.content_column - e.tag_column;
    return strip;
  }

  // The columns `raw` loses: the content strip, but never past the column of the tag of the
  // outermost open element that indents its content, which is where its container (a list
  // item) holds that element. A line indented less than the content (a fence closed at the
  // tags' indentation) stays in that container, as MDX reads it, instead of leaving it: a
  // closing fence taken out of its list item would open a block that runs to the page's end.
  int LineStrip(std::string_view raw) const {
    for (const OpenElement& e : open_)
      if (e.content_column > e.tag_column)
        return std::min(ContentStrip(), std::max(0, IndentColumns(raw) - e.tag_column));
    return 0;
  }

  // `line`, or a copy of it kept in spaced_, with each JSX expression that is a string of one
  // space ({' '}, {" "}) outside inline code made that space: JSX drops the line break where
  // text meets a tag, and formatters write the space it needs so.
  std::string_view WithSpaceStrings(std::string_view line) {
    if (line.find("{' '}") == npos && line.find("{\" \"}") == npos) return line;
    std::string out;
    for (size_t k = 0; k < line.size();) {
      if (line[k] == '`') {
        // A code span closes at a run of as many backticks; with none on the line, the run is
        // literal text.
        const size_t run_end = std::min(line.find_first_not_of('`', k), line.size());
        const std::string_view run = line.substr(k, run_end - k);
        size_t close = run_end;
        while ((close = line.find(run, close)) != npos &&
               std::min(line.find_first_not_of('`', close), line.size()) - close != run.size())
          close = std::min(line.find_first_not_of('`', close), line.size());
        const size_t end = close == npos ? run_end : close + run.size();
        out.append(line.substr(k, end - k));
        k = end;
        continue;
      }
      const std::string_view rest = line.substr(k);
      if (rest.starts_with("{' '}") || rest.starts_with("{\" \"}")) {
        out += ' ';
        k += 5;
        continue;
      }
      out += line[k++];
    }
    spaced_.push_back(std::move(out));
    return spaced_.back();
  }

  // The paragraph that starts at text_[at] on line i, for the scanner.
  std::string_view Paragraph(size_t i, size_t at) const {
    const size_t end_line = paragraph_end_[i];
    const size_t end = end_line < lines_.size() ? lines_[end_line].begin : text_.size();
    return text_.substr(at, std::max(end, at) - at);
  }

  // The line of offset `offset` (relative to text_), searching from line i.
  size_t LineOf(size_t i, size_t offset) const {
    while (i + 1 < lines_.size() && lines_[i + 1].begin <= offset) ++i;
    return i;
  }

  // Lines i..last emptied; returns last.
  size_t Empty(size_t i, size_t last) {
    for (size_t k = i; k <= last && k < out_.size(); ++k) out_[k] = {};
    return last;
  }

  // A line that starts with '<' at text_[at], indented by `indent` bytes (after the strip).
  // Returns the last line it consumed.
  size_t Tags(size_t i, size_t at, size_t indent, size_t* resume) {
    const std::string_view t = Paragraph(i, at);
    JsxScanner scanner(t);
    std::vector<JsxTag> tags;
    size_t pos = 0;
    while (true) {
      JsxTag& tag = tags.emplace_back();
      const size_t end = scanner.Tag(pos, &tag);
      if (end == npos) {
        *resume = LineOf(i, at + scanner.reached()) + 1;
        return i;
      }
      pos = end;
      while (pos < t.size() && (t[pos] == ' ' || t[pos] == '\t' || t[pos] == '\r')) ++pos;
      if (pos >= t.size() || t[pos] == '\n') break;
      if (t[pos] != '<') return i;  // tags and text: phrasing content, left to cmark
    }
    const size_t last = LineOf(i, at + pos - 1);
    for (const JsxTag& tag : tags)
      if (tag.name == "a" || tag.name == "img") return i;  // cmark's HTML reading keeps them
    const JsxTag& first = tags.front();
    // A code element the line opens first and does not close itself
    // (`<script src="…"></script>` is closed where it opens).
    auto closed_on_its_line = [&] {
      return std::any_of(tags.begin() + 1, tags.end(),
                         [&](const JsxTag& tag) { return tag.closing && tag.name == first.name; });
    };
    if (IsCodeElement(first.name) && !first.closing && !first.self_closing &&
        !closed_on_its_line()) {
      // A search that found no closer rules out every later one for that element: linear.
      const std::string closer = "</" + std::string(first.name);
      if (std::find(unclosed_.begin(), unclosed_.end(), closer) != unclosed_.end()) return i;
      const size_t close = text_.find(closer, at + pos);
      if (close == npos) {
        unclosed_.push_back(closer);
        return i;
      }
      return Empty(i, LineOf(last, close));
    }
    if (IsMediaElement(first.name) && !first.closing && !first.self_closing &&
        (fallback_last_ == npos || i > fallback_last_)) {
      // Its lines of text up to the closing tag are fallback content; its tags (<source src>)
      // are read as any. An element opened inside one already open searches for no closer of
      // its own: each closer is searched for once, which keeps this linear.
      const std::string closer = "</" + std::string(first.name);
      const size_t close = std::find(unclosed_.begin(), unclosed_.end(), closer) != unclosed_.end()
                               ? npos
                               : text_.find(closer, at + pos);
      if (close == npos)
        unclosed_.push_back(closer);
      else
        fallback_last_ = LineOf(last, close);
    }
    std::string facts;
    auto add = [&](const std::string& fact) {
      facts += facts.empty() ? std::string(indent, ' ') : std::string(" ");
      facts += fact;
    };
    for (const JsxTag& tag : tags) {
      Apply(tag, IndentColumns(LineText(text_, lines_[i])));
      if (rendered_ && tag.self_closing && !tag.name.empty() && tag.name.front() >= 'A' &&
          tag.name.front() <= 'Z')
        rendered_->push_back({static_cast<int>(i) + 1, std::string(tag.name)});
      for (const auto& [attribute, value] : tag.attributes) {
        if (IsAbsoluteUrl(value))
          add("<" + std::string(value) + ">");
        else if (IsFact(attribute, value))
          add(InlineCode(value));
      }
    }
    for (std::string_view s : scanner.strings())
      if (IsAbsoluteUrl(s)) add("<" + std::string(s) + ">");
    Empty(i, last);
    if (fact_lines_ && !facts.empty()) fact_lines_->push_back(static_cast<int>(i) + 1);
    facts_.push_back(std::move(facts));
    out_[i] = facts_.back();
    return last;
  }

  // The open elements after `tag`, whose line is indented by `column`.
  void Apply(const JsxTag& tag, int column) {
    if (tag.self_closing || IsVoidElement(tag.name)) return;
    if (!tag.closing) {
      open_.push_back({tag.name, column, -1});
      return;
    }
    for (size_t k = open_.size(); k-- > 0;) {
      if (open_[k].name != tag.name) continue;
      open_.resize(k);
      return;
    }
  }

  // A line that starts with '{' at text_[at]: a flow expression when the braces close at the
  // end of a line. Returns the last line it consumed.
  size_t Expression(size_t i, size_t at, size_t* resume) {
    const std::string_view t = Paragraph(i, at);
    JsxScanner scanner(t);
    const size_t end = scanner.SkipBraces(0);
    if (end == npos) {
      if (const size_t last = CommentOverParagraphs(i, at); last != npos) return Empty(i, last);
      *resume = LineOf(i, at + scanner.reached()) + 1;
      return i;
    }
    if (!ClosesAtLineEnd(t, end)) return i;
    return Empty(i, LineOf(i, at + end - 1));
  }

  // Blank lines do not end an expression (MDX's grammar: any text but braces between the
  // braces), so a comment alone in its braces, {/* … */}, may span paragraphs (a draft section
  // commented out). For such a comment at text_[at], on line i, that closes ("*/", blanks, "}")
  // at the end of a line after its paragraph: that line; else npos. Only a comment is read past
  // the paragraph: nothing in it is code, so no apostrophe or brace of prose or of a code block
  // after it can end it. Linear over a document: each search for "*/" starts where the last one
  // found one, or none is made once one found none.
  size_t CommentOverParagraphs(size_t i, size_t at) {
    if (text_.substr(at, 3) != "{/*" || comment_close_ == npos) return npos;
    if (comment_close_ < at + 3) comment_close_ = text_.find("*/", at + 3);
    if (comment_close_ == npos) return npos;
    size_t pos = comment_close_ + 2;
    while (pos < text_.size() && IsAsciiSpace(text_[pos])) ++pos;
    if (pos == text_.size() || text_[pos] != '}' || !ClosesAtLineEnd(text_, pos + 1)) return npos;
    return LineOf(i, pos);
  }

  // Whether only blanks follow t[end] on its line.
  static bool ClosesAtLineEnd(std::string_view t, size_t end) {
    size_t pos = end;
    while (pos < t.size() && (t[pos] == ' ' || t[pos] == '\t' || t[pos] == '\r')) ++pos;
    return pos == t.size() || t[pos] == '\n';
  }

  std::string_view text_;
  const std::vector<LineSpan>& lines_;
  const std::vector<char>& skip_;
  std::vector<RenderedPlace>* rendered_;  // may be null
  std::vector<int>* fact_lines_;          // may be null
  std::vector<size_t> paragraph_end_;
  std::vector<std::string_view> out_;  // per line: a view of the text, or of facts_
  std::deque<std::string> facts_;      // the lines made of attribute values
  std::deque<std::string> spaced_;     // the lines with strings of a space made spaces
  std::vector<OpenElement> open_;
  std::vector<std::string> unclosed_;  // "</pre" etc. that no longer occur in the text
  size_t fallback_last_ = npos;        // the last line of the open media element, if any
  size_t comment_close_ = 0;           // the "*/" CommentOverParagraphs last found; npos: none
  Fence fence_;
};

}  // namespace

std::string RewriteMdx(std::string_view text, const std::vector<LineSpan>& lines,
                       const std::vector<char>& skip, std::vector<RenderedPlace>* rendered,
                       std::vector<int>* fact_lines) {
  return MdxRewriter(text, lines, skip, rendered, fact_lines).Run();
}

namespace {

// By line index of `text`: whether the line is in a block of `root` (a parse of `text`) for
// which take(node) holds.
template <typename Take>
std::vector<char> LinesOfBlocks(cmark_node* root, size_t line_count, Take take) {
  std::vector<char> marked(line_count, 0);
  IterPtr iter(cmark_iter_new(root));
  for (cmark_event_type ev; (ev = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
    cmark_node* node = cmark_iter_get_node(iter.get());
    if (ev != CMARK_EVENT_ENTER || !take(node)) continue;
    for (int l = StartLine(node); l <= LastLine(node) && l <= static_cast<int>(line_count); ++l)
      marked[static_cast<size_t>(l - 1)] = 1;
  }
  return marked;
}

// `*text` (whose lines are `lines`) with each marked line that rewrite(line, &out) rewrites:
// it appends the line's new text to out and returns true, or returns false and appends
// nothing. Returns whether a line changed; the line count stays.
template <typename Rewrite>
bool RewriteMarkedLines(const std::vector<LineSpan>& lines, const std::vector<char>& marked,
                        std::string* text, Rewrite rewrite) {
  std::string out;
  out.reserve(text->size());
  bool changed = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    const std::string_view line = LineText(*text, lines[i]);
    if (marked[i] && rewrite(line, &out)) {
      changed = true;
      continue;
    }
    out.append(line);
  }
  if (changed) *text = std::move(out);
  return changed;
}

}  // namespace

bool DedentIndentedCode(cmark_node* root, std::string* text) {
  const std::vector<LineSpan> lines = SplitLines(*text);
  // The lines of indented (not fenced) code blocks.
  const std::vector<char> dedent = LinesOfBlocks(root, lines.size(), [](cmark_node* node) {
    int length = 0, offset = 0;
    char fence = 0;  // cmark writes each of the three without looking
    return cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK &&
           !cmark_node_get_fenced(node, &length, &offset, &fence);
  });
  return RewriteMarkedLines(lines, dedent, text, [](std::string_view line, std::string* out) {
    const int indent = IndentColumns(line);
    if (indent < 4 || IsBlankLine(line)) return false;
    // The container's indentation (a list item's content column) stays; the four columns
    // beyond it that made the code go, a tab straddling them as the spaces it stands for.
    out->append(static_cast<size_t>(indent - 4), ' ');
    out->append(StripColumns(line, indent));
    return true;
  });
}

bool JoinTagLinesToParagraphs(cmark_node* root, const std::vector<int>& fact_lines,
                              std::string* text) {
  const std::vector<LineSpan> lines = SplitLines(*text);
  // The lines of HTML blocks of an element (not a comment, `<!`, `<?`) right after a paragraph
  // that is prose.
  const std::vector<char> join = LinesOfBlocks(root, lines.size(), [&](cmark_node* node) {
    cmark_node* before = cmark_node_previous(node);
    if (cmark_node_get_type(node) != CMARK_NODE_HTML_BLOCK) return false;
    const std::string_view html = TrimLeftBlanks(Literal(node));
    const bool element =
        html.size() > 1 && html[0] == '<' &&
        (IsAsciiLetter(html[1]) || (html[1] == '/' && html.size() > 2 && IsAsciiLetter(html[2])));
    return element && before && cmark_node_get_type(before) == CMARK_NODE_PARAGRAPH &&
           LastLine(before) + 1 == StartLine(node) &&
           !std::binary_search(fact_lines.begin(), fact_lines.end(), LastLine(before));
  });
  return RewriteMarkedLines(lines, join, text, [](std::string_view line, std::string* out) {
    const size_t tag = line.find_first_not_of(" \t");
    if (tag == std::string_view::npos || line[tag] != '<') return false;
    out->append(line.substr(0, tag));
    out->append("    ");
    out->append(line.substr(tag));
    return true;
  });
}

}  // namespace concord::markdown_internal
