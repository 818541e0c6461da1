// step_summary.cc — see step_summary.h.
#include "cli/step_summary.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "report/writers.h"
#include "text/escape.h"

namespace concord {
namespace {

template <typename R>
void Append(const std::string& format, const R& report) {
  const char* path = std::getenv("GITHUB_STEP_SUMMARY");
  if (format != "github" || path == nullptr || *path == '\0') return;
  std::ostringstream md;
  if (!WriteGithubStepSummary(report, md)) return;
  std::ofstream out(path, std::ios::app | std::ios::binary);
  out << md.str();
  out.flush();
  if (!out)
    std::cerr << "concord: warning: GITHUB_STEP_SUMMARY " << EscapeControls(path)
              << ": cannot write the step summary: " << std::strerror(errno) << "\n";
}

}  // namespace

void AppendStepSummary(const std::string& format, const Report& report) { Append(format, report); }

void AppendStepSummary(const std::string& format, const TreeReport& tree) { Append(format, tree); }

}  // namespace concord
