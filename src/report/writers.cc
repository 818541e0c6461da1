#include "report/writers.h"

namespace concord {

const std::vector<Writer>& Writers() {
  static const std::vector<Writer> table = {
      {"text", "findings grouped by aligned location, with both sides' file:line (default)",
       WriteTextCheck, WriteTextAlign, WriteTextExtract, WriteTextTree, WriteTextAudit,
       WriteTextRules},
      {"json", "one JSON object: editions, alignment and findings (docs/json-contract.md)",
       WriteJsonCheck, WriteJsonAlign, WriteJsonExtract, WriteJsonTree, WriteJsonAudit,
       WriteJsonRules},
      {"sarif", "SARIF 2.1.0 for code scanning dashboards (GitHub, GitLab, Azure DevOps)",
       WriteSarifCheck, nullptr, nullptr, WriteSarifTree, nullptr, nullptr},
      {"github", "GitHub Actions workflow annotations (::error file=…,line=…::…)", WriteGithubCheck,
       nullptr, nullptr, WriteGithubTree, nullptr, nullptr},
      {"codeclimate",
       "GitLab Code Quality: a JSON array of issues (artifacts: reports: codequality)",
       WriteCodeClimateCheck, nullptr, nullptr, WriteCodeClimateTree, nullptr, nullptr},
      {"html", "one self-contained HTML page: the editions side by side, findings marked",
       WriteHtmlCheck, nullptr, nullptr, WriteHtmlTree, WriteHtmlAudit, nullptr},
  };
  return table;
}

const Writer* FindWriter(std::string_view name) {
  for (const Writer& w : Writers())
    if (w.name == name) return &w;
  return nullptr;
}

}  // namespace concord
