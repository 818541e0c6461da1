// html_pages.h — the HTML report of a tree as a directory of pages: `--format html -o DIR`,
// where DIR is a directory or a path ending in '/' (created). DIR/index.html has the summary,
// the missing documents and the list of documents; each document's pairs are on a page of
// their own, DIR/d<N>.html (report/writers.h HtmlDocumentPage), so a tree of thousands of
// documents makes no page larger than its largest document's.
//
//   const bool pages = WantsHtmlPages(common.format, common.output);
//   OutputFile output = OpenReport(pages ? "" : common.output, inputs);   // stdout unused
//   ... the run ...
//   if (pages) WriteHtmlPages(tree, common.output, inputs);
//
// Each page is written as -o writes a file (output_file.h: a temporary file, then a rename),
// the document pages first and the index last, and never over a file the run reads. Pages of
// an earlier run with more documents stay in DIR; the index links only this run's.
#ifndef CONCORD_CLI_HTML_PAGES_H_
#define CONCORD_CLI_HTML_PAGES_H_

#include <string>
#include <vector>

#include "base/output_file.h"
#include "report.h"

namespace concord {

// Whether -o `output` asks for pages: `format` is html and `output` is a directory or ends in
// '/'.
bool WantsHtmlPages(const std::string& format, const std::string& output);

// Throws InputError "-o DIR: …" when DIR cannot be created or a page cannot be written, or a
// page would replace one of `inputs`.
void WriteHtmlPages(const TreeReport& tree, const std::string& dir,
                    const std::vector<RunInput>& inputs);

}  // namespace concord

#endif  // CONCORD_CLI_HTML_PAGES_H_
