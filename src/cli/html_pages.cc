// html_pages.cc — see html_pages.h.
#include "cli/html_pages.h"

#include <filesystem>
#include <system_error>

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

void WriteHtmlPages(const TreeReport& tree, const std::string& dir,
                    const std::vector<RunInput>& inputs) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw InputError("-o " + dir + ": cannot create the directory: " + ec.message());
  const fs::path base(dir);
  for (size_t g = 0; g < tree.groups.size(); ++g)
    WritePage((base / HtmlDocumentPage(g)).string(), inputs,
              [&](std::ostream& out) { WriteHtmlTreeDocument(tree, g, out); });
  WritePage((base / "index.html").string(), inputs,
            [&](std::ostream& out) { WriteHtmlTreePage(tree, true, out); });
}

}  // namespace concord
