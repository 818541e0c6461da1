// html_pages.h — the HTML report of a tree as a directory of pages: `--format html -o DIR`,
// where DIR is a directory or a path ending in '/' (created). DIR/index.html has the summary,
// the missing documents and the list of documents; each document's pairs are on a page of
// their own, DIR/d<N>.html (report/writers.h HtmlDocumentPage), so a tree of thousands of
// documents makes no page larger than its largest document's.
//
//   std::optional<HtmlPages> pages;
//   if (WantsHtmlPages(common.format, common.output)) pages.emplace(common.output, inputs);
//   OutputFile output = OpenReport(pages ? "" : common.output, inputs);   // stdout unused
//   ... the run ...
//   if (pages) pages->Write(tree);
//
// DIR is created before the run, so a destination that cannot be made fails before the work,
// as a report file does (output.h).
// Each page is written as -o writes a file (output_file.h: a temporary file, then a rename),
// the document pages first and the index last, and never over a file the run reads. Pages of
// an earlier run with more documents stay in DIR; the index links only this run's.
#ifndef CONCORD_CLI_HTML_PAGES_H_
#define CONCORD_CLI_HTML_PAGES_H_

#include <filesystem>
#include <string>
#include <vector>

#include "base/output_file.h"
#include "report.h"

namespace concord {

// Whether -o `output` asks for pages: `format` is html and `output` is a directory or ends in
// '/'.
bool WantsHtmlPages(const std::string& format, const std::string& output);

// The pages' directory, made when this is made, and removed again (the directories this made,
// where they are still empty) when this goes without Write having finished: a run that fails
// leaves no empty directory behind. `inputs` are the files no page may replace.
class HtmlPages {
 public:
  // Throws InputError "-o DIR: cannot create the directory: …".
  HtmlPages(std::string dir, std::vector<RunInput> inputs);
  ~HtmlPages();
  HtmlPages(const HtmlPages&) = delete;
  HtmlPages& operator=(const HtmlPages&) = delete;

  // Throws InputError when a page cannot be written or would replace one of the inputs.
  void Write(const TreeReport& tree);

 private:
  std::string dir_;
  std::vector<RunInput> inputs_;
  std::vector<std::filesystem::path> made_;  // deepest first
  bool written_ = false;
};

}  // namespace concord

#endif  // CONCORD_CLI_HTML_PAGES_H_
