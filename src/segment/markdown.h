// markdown.h — cutting a Markdown (CommonMark + GFM tables) Document into units.
//
//   Document doc = ReadDocument("content/zh/docs/intro.md");
//   std::vector<Unit> units = SegmentMarkdown(doc);
//
// Parsed with cmark-gfm; every unit's line is the source line of its first character, so
// messages point into the file as written.
//   - Units: headings (ATX and setext), paragraphs, list items (nested lists give their own
//     units; a list item's own paragraphs are joined into its text), table cells (header
//     and body, kind paragraph), and the paragraphs inside block quotes.
//   - Not prose, skipped: fenced and indented code blocks, HTML comments, math blocks
//     (a paragraph that is only $$…$$ or \[…\]), paragraphs that are only Liquid/Jinja tags
//     ({% include … %}, {{ … }}), <script> and <style> blocks, YAML (---) and TOML (+++)
//     front matter. A front-matter `title:` becomes a heading unit at its line.
//   - HTML blocks that carry prose (<p markdown=1 class="announce">…</p>, <div>…</div>) are
//     units with the tags stripped and entities decoded; href/src targets go to
//     UnitMarkup::links.
//   - Inline markup is rendered to plain text: emphasis dropped, inline code kept between
//     backticks (so the code extractor sees it), inline math kept as written, a link shows
//     its text, with the target in UnitMarkup::links and the text in
//     UnitMarkup::link_texts; images give their alt text and target.
//   - Suppression comments, as HTML blocks or inline HTML:
//       <!-- concord-disable [rule-id …] -->   the rules (all when none named) are off for
//                                              the following units
//       <!-- concord-enable [rule-id …] -->    turns them (all when none named) back on
//       <!-- concord-disable-next-line [rule-id …] -->  only for the next unit
//     recorded per unit in UnitMarkup::disabled_rules ("*" = all rules).
// Units carry no entities yet. Never throws for any input: cmark accepts every string.
#ifndef CONCORD_MARKDOWN_H_
#define CONCORD_MARKDOWN_H_

#include <vector>

#include "model.h"
#include "text/document.h"

namespace concord {

std::vector<Unit> SegmentMarkdown(const Document& doc);

}  // namespace concord

#endif  // CONCORD_MARKDOWN_H_
