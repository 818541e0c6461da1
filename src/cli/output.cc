// output.cc — see output.h.
#include "cli/output.h"

namespace concord {

OutputFile OpenReport(const std::string& output, const std::vector<RunInput>& inputs) {
  RefuseOverwritingInput("-o", output, inputs);
  return OutputFile(output);
}

OutputFile OpenReport(const std::string& output, const std::string& write_baseline,
                      const std::vector<RunInput>& inputs) {
  RefuseOverwritingInput("-o", output, inputs);
  RefuseOverwritingInput("--write-baseline", write_baseline, inputs);
  return OutputFile(write_baseline.empty() ? output : "");
}

}  // namespace concord
