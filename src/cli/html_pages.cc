// html_pages.cc — see html_pages.h.
#include "cli/html_pages.h"

#include <filesystem>
#include <system_error>
#include <utility>

#include "base/error.h"
#include "report/writers.h"

namespace concord {
namespace {

void WritePage(const std::string& path, const std::vector<RunInput>& inputs, auto&& write) {
  RefuseOverwritingInput("-o", path, inputs);
  OutputFile page(path);
  write(page.stream());
  page.Commit();
}

}  // namespace

bool WantsHtmlPages(const std::string& format, const std::string& output) {
  if (format != "html" || output.empty()) return false;
  std::error_code ec;
  return output.back() == '/' || std::filesystem::is_directory(output, ec);
}

HtmlPages::HtmlPages(std::string dir, std::vector<RunInput> inputs)
    : dir_(std::move(dir)), inputs_(std::move(inputs)) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // The directories this run makes, deepest first: a run that fails leaves none behind.
  for (fs::path d = fs::path(dir_).lexically_normal(); !d.empty() && !fs::exists(d, ec);
       d = d.parent_path()) {
    if (d.filename().empty()) continue;  // the trailing '/' of "pages/"
    made_.push_back(d);
  }
  fs::create_directories(dir_, ec);
  if (ec) throw InputError("-o " + dir_ + ": cannot create the directory: " + ec.message());
}

HtmlPages::~HtmlPages() {
  std::error_code ec;
  if (!written_)
    for (const std::filesystem::path& d : made_) std::filesystem::remove(d, ec);  // if empty
}

void HtmlPages::Write(const TreeReport& tree) {
  const std::filesystem::path base(dir_);
  for (size_t g = 0; g < tree.groups.size(); ++g)
    WritePage((base / HtmlDocumentPage(g)).string(), inputs_,
              [&](std::ostream& out) { WriteHtmlTreeDocument(tree, g, out); });
  WritePage((base / "index.html").string(), inputs_,
            [&](std::ostream& out) { WriteHtmlTreePage(tree, true, out); });
  written_ = true;
}

}  // namespace concord
