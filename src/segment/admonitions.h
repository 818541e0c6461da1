// admonitions.h — admonitions and include lines made into the Markdown cmark reads.
//
//   std::string markdown = RewriteAdmonitions(text, lines, skip);   // same number of lines
//
// Docs dialects mark asides and includes with syntax CommonMark does not know; read as plain
// Markdown their markers become text and their bodies code. The rewrite, line by line, outside
// fenced code:
//   - Container directives (Docusaurus, VitePress, Starlight, Pandoc): ":::caution Title",
//     ":::tip[Title]" … ":::". The marker is not text; a title becomes a heading
//     ("###### Title", a heading unit); the closing line is emptied; the body is Markdown. A
//     marker without a title gets the one the site shows (its type, "Note"), as a heading the
//     aligner pairs but no rule reports missing (Unit::implied): the site writes it, not the
//     author.
//   - MkDocs admonitions: !!! note "Title" (and ??? / ???+ for collapsible ones), the body
//     indented by four columns. The marker is replaced like a directive's; the body loses
//     those four columns (else it would be an indented code block). A fence left open in the
//     body ends with it, as CommonMark ends one with its container.
//   - MkDocs content tabs (pymdownx.tabbed): === "Title" (===! and ===+ too), the body indented
//     by four columns. As an MkDocs admonition with that title.
//   - pymdownx blocks: "/// note | Title" … "///". As directives; the indented option lines
//     right after the marker (type: warning) are emptied.
//   - GitHub alerts: "> [!NOTE]" — the marker leaves the quote's ">" (a title after it, as
//     Obsidian callouts have, becomes a heading inside the quote; text there that is a sentence,
//     or that nothing follows in the quote, is the alert's body, written on the marker's line).
//   - Hugo/Docsy alert shortcodes: {{% alert title="Note" %}} — the title becomes a heading (an
//     alert without one shows none); the shortcode lines are otherwise template tags, no text.
//   - Template tag lines: a line that is one Liquid/Nunjucks/Jinja tag ("{% note warn %}",
//     "{% endnote %}") or one Hugo shortcode ("{{< tabs >}}") is emptied, so that the prose
//     before and after it are paragraphs of their own, without the tag's words. Output tags
//     ("{{ page.title }}") stay.
//   - Footnote definitions, "[^1]: text": the "[" escaped, so that the line is a paragraph whose
//     text starts "[^1]: " (without the escape cmark reads one whose text has no space, as
//     Chinese prose has none, as a link reference definition, and drops it).
//   - Includes are code, not prose: pymdownx snippets ("--8<-- "file"" lines, and the block
//     between two "--8<--" lines) and FastAPI-style "{* ../docs_src/x.py hl[3] *}" lines are
//     emptied.
// Lines with skip[i] set (front matter, math) are copied and not read. Linear in the size of
// the text; never throws.
#ifndef CONCORD_SEGMENT_ADMONITIONS_H_
#define CONCORD_SEGMENT_ADMONITIONS_H_

#include <string>
#include <string_view>
#include <vector>

#include "segment/lines.h"

namespace concord::markdown_internal {

// The class the heading of a marker without a title of its own carries ("###### Note
// {.concord-implied-title}"): the segmenter marks that unit Unit::implied.
inline constexpr std::string_view kImpliedTitleClass = "concord-implied-title";

// REQUIRES: lines == SplitLines(text), skip.size() == lines.size().
// ENSURES: the result has lines.size() lines.
std::string RewriteAdmonitions(std::string_view text, const std::vector<LineSpan>& lines,
                               const std::vector<char>& skip);

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_ADMONITIONS_H_
