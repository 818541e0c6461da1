// mdx.h — MDX (https://mdxjs.com/docs/what-is-mdx/) made into the Markdown cmark reads.
//
//   std::string markdown = RewriteMdx(text, lines, skip);   // same number of lines
//
// MDX is Markdown with ESM and JSX. What the rewrite does, line by line, outside fenced code:
//   - ESM: a block that starts at column 0 with "import " or "export " after a blank line runs
//     to the next blank line; its lines are emptied (code, no units).
//   - Flow JSX: a line (or lines, for a tag whose attributes span several) holding nothing but
//     JSX tags — <Tabs>, <TabItem label="npm">, </Tabs>, <Since v="3.6.0" />, <> — is markup:
//     it is emptied, so the Markdown between an opening and a closing tag is read as Markdown
//     (cmark alone takes it all for one HTML block). The indentation the content has beyond
//     its tag is layout, not an indented code block, and is removed.
//   - Facts in attributes: a quoted attribute value that is one token holding a digit and no
//     '/' (a version, a number, a date; not a path or URL, which are link targets) is a fact
//     the translation must keep. Such values take the tag's line as inline code (`3.6.0`), so
//     the code extractor compares them: a tag alone between blank lines gives a unit of its
//     own, a tag right before or after prose joins that paragraph. Presentation and identity
//     attributes (class, className, style, id, key) are not facts. Absolute http(s) URLs, in
//     quoted values or in the string literals of {…} expressions (themes={[{href: '…'}]}), take
//     the line as autolinks (<https://…>), so the URL rule compares them.
//   - <pre>, <script>, <style>, <textarea> elements are code: emptied up to their closing tag.
//   - <audio> and <video> elements' lines of text are fallback content (what a browser shows
//     where it cannot play the media): emptied; their tag lines are read as any (<source src>).
//   - Flow expressions ({/* a comment */}, {props.x}) alone on their lines are emptied; a comment
//     alone in its braces also over blank lines, up to its "*/}" at a line's end.
//   - Rendered places: a self-closing component (a capitalized name, as JSX tells components
//     from HTML elements) on a line of tags, <PluginPermissions plugin="store" />, renders
//     content the source does not hold; its line and name go to *rendered, in line order.
//   - Lines with <a> or <img> tags are left for cmark's HTML-block reading (their alt texts and
//     targets), as are HTML comments and lines that mix tags with text (phrasing content).
// Lines with skip[i] set (front matter, math) are copied and not read. Linear in the size of
// the text; never throws.
#ifndef CONCORD_SEGMENT_MDX_H_
#define CONCORD_SEGMENT_MDX_H_

#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "segment/cmark_node.h"
#include "segment/lines.h"

namespace concord::markdown_internal {

// REQUIRES: lines == SplitLines(text), skip.size() == lines.size().
// ENSURES: the result has lines.size() lines.
// `fact_lines`, where given, gets the lines (1-based, in order) that a line of tags became the
// facts of (its attribute values as code and autolinks).
std::string RewriteMdx(std::string_view text, const std::vector<LineSpan>& lines,
                       const std::vector<char>& skip,
                       std::vector<RenderedPlace>* rendered = nullptr,
                       std::vector<int>* fact_lines = nullptr);

// MDX has no indented code (mdxjs.com, "What is MDX?": indented code does not work in MDX):
// indentation is layout, and a tab-indented list after a paragraph (`\t- item`) is a list.
// Takes four columns of indentation off each line of each indented (not fenced) code block
// that cmark read in `root`, the parse of `*text`, so that a parse of the result reads those
// lines as MDX does. Lines inside a block quote keep theirs. Returns whether a line changed;
// the line count stays.
bool DedentIndentedCode(cmark_node* root, std::string* text);

// MDX has no HTML blocks: a line that begins with a tag right after a line of a paragraph is
// more of that paragraph, the tag phrasing content (`… if it's{' '}` and then
// `<Link href="/x">set globally</Link>.`), where cmark, reading HTML, starts an HTML block for a
// name that CommonMark lets interrupt a paragraph (`<Link>` is HTML's `<link>`; `<Details>`,
// `<Table>`). Indents by four columns each line that begins with '<' of each HTML block that
// cmark read in `root`, the parse of `*text`, right after a paragraph (no blank line between,
// the same container), so that a parse of the result reads them as the paragraph's
// continuation. A component alone on its line is flow JSX, which RewriteMdx emptied or made the
// line of its facts (`fact_lines`, sorted): it still ends the paragraph, and a paragraph that
// ends on such a line is no prose that the next line goes on with. Returns whether a line
// changed; the line count stays.
bool JoinTagLinesToParagraphs(cmark_node* root, const std::vector<int>& fact_lines,
                              std::string* text);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_MDX_H_
