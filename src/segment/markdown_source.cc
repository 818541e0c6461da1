// markdown_source.cc — preparing a Markdown document for cmark (see markdown_source.h).
#include "segment/markdown_source.h"

#include <algorithm>
#include <vector>

#include "segment/admonitions.h"
#include "segment/ascii.h"
#include "segment/cost_guards.h"
#include "segment/lines.h"
#include "segment/mdx.h"
#include "segment/placeholders.h"

namespace concord::markdown_internal {
namespace {

bool IsFenceLine(std::string_view line) {
  std::string_view t = TrimLeftBlanks(line);
  return t.starts_with("```") || t.starts_with("~~~");
}

// Blanks blocks that open at the start of a line and close at the next occurrence of
// `close`: display math ($$ … $$, \[ … \]) that stands alone between blank lines, and Liquid
// highlight/comment blocks. Math may hold blank lines and lines that look like Markdown
// ("- x", "| a |"), which cmark would otherwise turn into units. A block that would swallow
// a code fence is left alone. Each search resumes where the previous one ended: linear.
void BlankDelimitedBlocks(std::string_view text, const std::vector<LineSpan>& lines,
                          std::vector<char>* blank) {
  struct Delimiters {
    std::string_view open;
    std::string_view close;
    bool standalone;  // must sit between blank lines, the closer ending its line
  };
  static constexpr Delimiters kBlocks[] = {
      {"$$", "$$", true},
      {"\\[", "\\]", true},
      {"{% highlight", "endhighlight", false},
      {"{%- highlight", "endhighlight", false},
      {"{% comment", "endcomment", false},
      {"{%- comment", "endcomment", false},
  };
  auto line_of = [&](size_t offset) {
    auto it = std::upper_bound(lines.begin(), lines.end(), offset,
                               [](size_t off, const LineSpan& l) { return off < l.begin; });
    return static_cast<size_t>(it - lines.begin()) - 1;
  };
  auto line_text = [&](size_t i) {
    return text.substr(lines[i].begin, lines[i].end - lines[i].begin);
  };
  for (const Delimiters& d : kBlocks) {
    for (size_t i = 0; i < lines.size(); ++i) {
      if ((*blank)[i]) continue;
      std::string_view l = line_text(i);
      std::string_view t = TrimLeftBlanks(l);
      if (!t.starts_with(d.open)) continue;
      if (d.standalone && i > 0 && !(*blank)[i - 1] && !IsBlankLine(line_text(i - 1))) continue;
      size_t from = lines[i].begin + (l.size() - t.size()) + d.open.size();
      size_t found = text.find(d.close, from);
      if (found == npos) break;  // no closer anywhere after: nothing more to find
      size_t j = line_of(found);
      bool ok = true;
      if (d.standalone) {
        std::string_view after = text.substr(
            found + d.close.size(), lines[j].end - std::min(lines[j].end, found + d.close.size()));
        ok = IsBlankLine(after) && (j + 1 >= lines.size() || IsBlankLine(line_text(j + 1)));
      }
      for (size_t k = i + 1; ok && k <= j; ++k) ok = !IsFenceLine(line_text(k));
      if (ok) {
        for (size_t k = i; k <= j; ++k) (*blank)[k] = 1;
        i = j;
      } else if (j > i) {
        i = j - 1;  // the closer's line may open the next block
      }
    }
  }
}

// Per line, whether it is emptied: the front matter (whose fields and defect go to
// *prepared), then the blocks of BlankDelimitedBlocks. *damaged: the index of a damaged
// closing line, which stays (without its "---") as the body's first line.
std::vector<char> BlankedLines(std::string_view text, const std::vector<LineSpan>& lines,
                               const std::vector<std::string>& prose_keys, PreparedSource* prepared,
                               std::optional<size_t>* damaged) {
  std::vector<char> blank(lines.size(), 0);
  if (std::optional<FrontMatter> fm = FindFrontMatter(text, lines, prose_keys)) {
    prepared->front_matter = std::move(fm->fields);
    prepared->front_matter_defect = std::move(fm->defect);
    if (fm->damaged) *damaged = fm->end_line;
    const size_t blanked = fm->end_line + (fm->damaged ? 0 : 1);
    std::fill(blank.begin(), blank.begin() + static_cast<ptrdiff_t>(blanked), 1);
  }
  BlankDelimitedBlocks(text, lines, &blank);
  return blank;
}

}  // namespace

PreparedSource PrepareSource(std::string_view original, const MarkdownLimits& limits,
                             const std::vector<std::string>& prose_keys, MarkdownDialect dialect) {
  PreparedSource prepared;
  const std::vector<LineSpan> original_lines = SplitLines(original);
  std::optional<size_t> damaged;
  const std::vector<char> blank =
      BlankedLines(original, original_lines, prose_keys, &prepared, &damaged);
  // The dialects' syntax made Markdown, line for line (mdx.h, admonitions.h).
  std::string mdx;
  if (dialect == MarkdownDialect::kMdx)
    mdx = RewriteMdx(original, original_lines, blank, &prepared.rendered_places,
                     &prepared.fact_lines);
  const std::string dialect_text = dialect == MarkdownDialect::kMdx
                                       ? RewriteAdmonitions(mdx, SplitLines(mdx), blank)
                                       : RewriteAdmonitions(original, original_lines, blank);
  const std::string_view text = dialect_text;
  std::vector<LineSpan> lines = SplitLines(text);
  if (damaged && LineText(text, lines[*damaged]).substr(0, 3) == "---") {
    // The body starts after the "---" (and the blanks after it) of the damaged closing line.
    LineSpan& l = lines[*damaged];
    l.begin += 3;
    while (l.begin < l.end && (text[l.begin] == ' ' || text[l.begin] == '\t')) ++l.begin;
  }
  const std::vector<unsigned char> costly = MeasureInlineCost(text, lines, blank, limits);

  const bool has_math = text.find("$$") != npos;
  prepared.text.reserve(text.size() + (has_math ? text.size() / 8 : 0));
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) prepared.text += '\n';
    if (blank[i]) continue;
    std::string scratch;
    const std::string_view line =
        GuardLine(LineText(text, lines[i]), costly[i], limits, &scratch, &prepared.protected_any);
    if (has_math)
      AppendProtectedLine(line, &prepared.text, &prepared.protected_any);
    else
      prepared.text.append(line);
  }
  return prepared;
}

}  // namespace concord::markdown_internal
