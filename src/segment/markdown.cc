// markdown.cc — Markdown into units with cmark-gfm (see markdown.h for what becomes a unit).
//
// Three passes, each linear in the size of the document, each in its own file:
//   1. PrepareSource (markdown_source.h): front matter (front_matter.h), display-math blocks
//      and Liquid highlight/comment blocks are replaced by empty lines (so cmark's line numbers
//      stay the file's); inside same-line $$…$$ spans the characters Markdown would interpret
//      are swapped for placeholders (placeholders.h), so that inline math comes out as
//      written; and the constructs that would drive cmark quadratic are made plain within
//      MarkdownLimits (cost_guards.h).
//   2. cmark-gfm parses the prepared text (cmark_node.h).
//   3. WalkMarkdown (markdown_walk.h) walks the tree with cmark iterators and fills one draft
//      per heading, paragraph, list item, table cell or piece of HTML prose (html_block.h),
//      with the suppression directives in force (directives.h); drafts that end up without
//      visible text are dropped at the end.
#include "segment/markdown.h"

#include <algorithm>

#include "segment/cmark_node.h"
#include "segment/markdown_source.h"
#include "segment/markdown_walk.h"
#include "segment/mdx.h"
#include "segment/unclosed_fences.h"

namespace concord {

std::vector<Unit> SegmentMarkdown(const Document& doc, MarkdownDialect dialect) {
  return SegmentMarkdown(doc, kDefaultMarkdownLimits, dialect);
}

namespace {

// Indented code nested this deep in MDX (sixteen columns) is left as code, and a paragraph
// interrupted this often by lines of tags keeps the HTML blocks after: no real document indents
// prose so far, and each pass parses the document again.
constexpr int kMaxMdxPasses = 4;
// Fences closed where the page meant: each pass prepares and parses the document again, and no
// page botches more fences in a row.
constexpr int kMaxFencePasses = 4;

MarkdownEdition Segment(const Document& doc, const MarkdownLimits& limits,
                        const std::vector<std::string>& prose_keys, MarkdownDialect dialect) {
  markdown_internal::PreparedSource source =
      markdown_internal::PrepareSource(doc.text, limits, prose_keys, dialect);
  markdown_internal::NodePtr root = markdown_internal::ParseGfm(source.text);
  MarkdownEdition out;
  // A block closed where the page meant may show another past it, as far as the passes go. The
  // page as written is mended and prepared again: what the first preparation took for code
  // (an admonition, MDX) is Markdown now.
  std::string mended;
  for (int pass = 0; root && pass < kMaxFencePasses; ++pass) {
    std::vector<UnclosedFence> found =
        markdown_internal::FindUnclosedFences(root.get(), source.text);
    // A block mended once and found again (its line did not close it as written) is left as
    // it reads: one finding per block.
    std::erase_if(found, [&](const UnclosedFence& f) {
      return std::any_of(out.unclosed_fences.begin(), out.unclosed_fences.end(),
                         [&](const UnclosedFence& seen) { return seen.line == f.line; });
    });
    if (found.empty()) break;
    if (pass == 0) mended = doc.text;
    markdown_internal::CloseUnclosedFences(found, &mended);
    out.unclosed_fences.insert(out.unclosed_fences.end(), found.begin(), found.end());
    source = markdown_internal::PrepareSource(mended, limits, prose_keys, dialect);
    root = markdown_internal::ParseGfm(source.text);
  }
  std::sort(out.unclosed_fences.begin(), out.unclosed_fences.end(),
            [](const UnclosedFence& x, const UnclosedFence& y) { return x.line < y.line; });
  out.front_matter_defect = std::move(source.front_matter_defect);
  out.rendered_places = std::move(source.rendered_places);
  // Each pass takes four columns off the indented code it finds or, where there is none, joins
  // to a paragraph the lines of tags that cmark read as an HTML block interrupting it (the
  // parse is stale after a dedent); a block nested deeper is read as indented code again, and
  // a line of tags after one joined may interrupt the paragraph in turn, until none is left
  // (bounded by the passes).
  for (int pass = 0; root && dialect == MarkdownDialect::kMdx && pass < kMaxMdxPasses; ++pass) {
    const bool dedented = markdown_internal::DedentIndentedCode(root.get(), &source.text);
    if (!dedented &&
        !markdown_internal::JoinTagLinesToParagraphs(root.get(), source.fact_lines, &source.text))
      break;
    root = markdown_internal::ParseGfm(source.text);
  }
  if (root) out.units = markdown_internal::WalkMarkdown(source, root.get());
  return out;
}

}  // namespace

const std::vector<std::string>& DefaultProseKeys() {
  static const std::vector<std::string> keys = {"title",     "description",   "summary",
                                                "linkTitle", "sidebar_label", "banner.content"};
  return keys;
}

std::vector<Unit> SegmentMarkdown(const Document& doc, const MarkdownLimits& limits,
                                  MarkdownDialect dialect) {
  return Segment(doc, limits, DefaultProseKeys(), dialect).units;
}

MarkdownEdition SegmentMarkdownEdition(const Document& doc,
                                       const std::vector<std::string>& prose_keys,
                                       MarkdownDialect dialect) {
  return Segment(doc, kDefaultMarkdownLimits, prose_keys, dialect);
}

}  // namespace concord
