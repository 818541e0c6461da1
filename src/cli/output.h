// output.h — where a subcommand's report goes, opened once before the work.
//
//   OutputFile out = OpenReport(flags.output, RunInputs(...));   // InputError: an input, or
//   writer(report, style, out.stream());                         //   a path it cannot write
//   out.Commit();
//
// The destination is opened before the run so that a bad path fails before the work, and never
// names a file the run reads (output_file.h RefuseOverwritingInput).
#ifndef CONCORD_CLI_OUTPUT_H_
#define CONCORD_CLI_OUTPUT_H_

#include <string>
#include <vector>

#include "base/output_file.h"

namespace concord {

// Refuses -o `output` when it is one of `inputs`, then opens it (empty: standard output).
OutputFile OpenReport(const std::string& output, const std::vector<RunInput>& inputs);

// `check` with --write-baseline: refuses -o `output` and --write-baseline `write_baseline`
// when either is one of `inputs`. With a baseline to write the report is not written, and
// standard output is opened instead of `output`; without one, as OpenReport above.
OutputFile OpenReport(const std::string& output, const std::string& write_baseline,
                      const std::vector<RunInput>& inputs);

}  // namespace concord

#endif  // CONCORD_CLI_OUTPUT_H_
