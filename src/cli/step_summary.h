// step_summary.h — the GitHub step summary: with --format github, when $GITHUB_STEP_SUMMARY
// names a file and the findings are more than GitHub shows as annotations, a Markdown summary
// (report/writers.h WriteGithubStepSummary) is appended to that file, as GitHub's own tools
// append theirs.
//
//   AppendStepSummary(common.format, *tree);   // after the annotations are written
//
// A file that cannot be written is a warning on stderr: the annotations are out already.
#ifndef CONCORD_CLI_STEP_SUMMARY_H_
#define CONCORD_CLI_STEP_SUMMARY_H_

#include <string>

#include "model.h"
#include "report.h"

namespace concord {

void AppendStepSummary(const std::string& format, const Report& report);
void AppendStepSummary(const std::string& format, const TreeReport& tree);

}  // namespace concord

#endif  // CONCORD_CLI_STEP_SUMMARY_H_
