// markdown.h — cutting a Markdown (CommonMark + GFM tables) Document into units.
//
//   Document doc = ReadDocument("content/zh/docs/intro.md");
//   std::vector<Unit> units = SegmentMarkdown(doc);
//
// Parsed with cmark-gfm; every unit's line is the source line of its first character, so
// messages point into the file as written.
//   - Units: headings (ATX and setext), paragraphs, list items (nested lists give their own
//     units; a list item's own paragraphs are joined into its text), table rows (header
//     and body, kind paragraph: the cells in order joined by " | ", so a row one edition
//     lacks is one unit), and the paragraphs inside block quotes. A paragraph that runs a
//     bullet list into its lead-in's line ("Options: - fast - slow") gives its lead-in and a
//     list item per item (inline_list.h).
//   - Not prose, skipped: fenced and indented code blocks, HTML comments, math blocks
//     (a paragraph that is only $$…$$ or \[…\]), paragraphs that are only Liquid/Jinja tags
//     ({% include … %}, {{ … }}), <script> and <style> blocks, YAML (---) and TOML (+++)
//     front matter (front_matter.h). Of the front matter, the prose keys become units at the
//     line of their value: `title` a heading, the others (DefaultProseKeys) kind
//     front-matter. A front matter that is not closed or not YAML is the edition's
//     FrontMatterDefect (SegmentMarkdownEdition).
//   - A fenced code block not closed where the page means to, on a line that starts as its
//     fence does but has text after it (unclosed_fences.h), is closed there, and reported
//     (MarkdownEdition::unclosed_fences).
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

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model.h"
#include "text/document.h"

namespace concord {

// The bounds that keep cmark-gfm linear on hostile input. cmark-gfm 0.29 (the packaged version)
// has paths whose cost grows with the square of a paragraph, a line or a nesting depth; before
// parsing, the constructs that would take such a path past these bounds are made plain text
// (shown as written). Real documents stay far inside every bound, so for them nothing changes.
struct MarkdownLimits {
  // A paragraph's quadratic inline work (emphasis delimiters walked by each closing link,
  // image openers walked by each closing link, unclosed <? <![CDATA[ <!X scanning to the
  // paragraph's end) and a line's autolink work ('@'s times the length they scan) may reach
  // cost_per_byte × its length + cost_floor. The per-byte allowance scales with the text, so
  // long ordinary paragraphs pass; the floor lets short ones do anything.
  size_t cost_per_byte = 32;
  size_t cost_floor = size_t{1} << 20;
  // Container markers (> - * + 1.) that open more than max_nesting containers on one line, or
  // that start past column max_nesting_column, are escaped: cmark walks every open container
  // for each lazy continuation line, and no document nests more than a few levels deep.
  int max_nesting = 64;
  size_t max_nesting_column = 256;
  // The '|'s of a line past this many reach cmark as spaces: the table extension appends each
  // cell by walking the row, and no real table has this many columns.
  int max_table_columns = 256;
};

// The limits concord runs with.
inline constexpr MarkdownLimits kDefaultMarkdownLimits{};

// Which Markdown: CommonMark + GFM, or MDX (ESM and JSX read as mdx.h says). Admonitions and
// include lines (admonitions.h) are read in both.
enum class MarkdownDialect { kMarkdown, kMdx };

// The front-matter keys whose values are prose, as dotted paths into nested mappings: title,
// description, summary, linkTitle, sidebar_label, banner.content (Starlight).
const std::vector<std::string>& DefaultProseKeys();

// A Markdown document as the pipeline reads it: its units and what is wrong with its front
// matter.
struct MarkdownEdition {
  std::vector<Unit> units;
  std::optional<FrontMatterDefect> front_matter_defect;
  std::vector<UnclosedFence> unclosed_fences;  // closed where meant (unclosed_fences.h)
  std::vector<RenderedPlace> rendered_places;  // MDX: self-closing components (mdx.h)
};

// `doc` within kDefaultMarkdownLimits, read as `dialect`, with the front-matter fields
// `prose_keys`.
MarkdownEdition SegmentMarkdownEdition(const Document& doc,
                                       const std::vector<std::string>& prose_keys,
                                       MarkdownDialect dialect = MarkdownDialect::kMarkdown);

// The units of `doc`, read as Markdown within kDefaultMarkdownLimits.
std::vector<Unit> SegmentMarkdown(const Document& doc,
                                  MarkdownDialect dialect = MarkdownDialect::kMarkdown);

// The same within `limits` (tests use small ones to reach the guards with small inputs).
std::vector<Unit> SegmentMarkdown(const Document& doc, const MarkdownLimits& limits,
                                  MarkdownDialect dialect = MarkdownDialect::kMarkdown);

}  // namespace concord

#endif  // CONCORD_MARKDOWN_H_
