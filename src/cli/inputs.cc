// inputs.cc — see inputs.h.
#include "cli/inputs.h"

#include "base/error.h"
#include "project/vcs.h"
#include "rules/rules.h"

namespace concord {

std::optional<Project> FindProject(const std::string& config) {
  if (!config.empty()) return LoadProject(config);
  if (auto found = FindProjectConfig(".")) return LoadProject(*found);
  return std::nullopt;
}

std::optional<Project> TreeToCheck(const std::vector<std::string>& files,
                                   const std::string& config) {
  if (files.size() == 2 && IsDirectory(files[0]) && IsDirectory(files[1]))
    return DirectoryEditions(files);
  if (files.empty()) return FindProject(config);
  return std::nullopt;
}

Project TreeToAudit(const std::vector<std::string>& dirs, const std::string& config,
                    const std::string& source) {
  if (dirs.empty()) {
    std::optional<Project> project = FindProject(config);
    if (!project)
      throw InputError(
          "audit: no concord.yml found from the current directory; give "
          "two or more edition directories or --config");
    return std::move(*project);
  }
  if (dirs.size() < 2) throw InputError("audit: expected two or more edition directories");
  return DirectoryEditions(dirs, source);
}

std::pair<std::string, std::string> EditionPaths(const std::vector<std::string>& files) {
  if (files.empty()) return DefaultCorpus();
  if (files.size() != 2)
    throw InputError("expected two editions (A B), got " + std::to_string(files.size()) +
                     " file(s)");
  return {files[0], files[1]};
}

std::vector<RunInput> RunInputs(const CommonFlags& f, const Project* project, bool rules,
                                const std::vector<DocumentGroup>& groups,
                                const std::vector<std::string>& editions) {
  std::vector<RunInput> inputs;
  if (!f.baseline.empty()) inputs.push_back({f.baseline, "the baseline"});
  if (project && !project->config_path.empty())
    inputs.push_back({project->config_path, "the project config"});
  if (rules) {
    // Not throwing: a directory that cannot be listed is LoadRules' error to report.
    std::error_code ec;
    for (const std::string& file : RuleFiles(RulesDir(f.check), &ec))
      inputs.push_back({file, "a file of the rules directory"});
  }
  for (const std::string& e : editions) inputs.push_back({e, "an edition"});
  for (const DocumentGroup& g : groups)
    for (const auto& [lang, file] : g.files) inputs.push_back({file, "an edition"});
  return inputs;
}

}  // namespace concord
