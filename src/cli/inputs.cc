// inputs.cc — see inputs.h.
#include "cli/inputs.h"

#include <algorithm>

#include "base/error.h"
#include "project/vcs.h"
#include "rules/rules.h"

namespace concord {

std::optional<Project> FindProject(const std::string& config) {
  if (!config.empty()) return LoadProject(config);
  if (auto found = FindProjectConfig(".")) return LoadProject(*found);
  return std::nullopt;
}

namespace {

// --editions en,zh,ko as names; none when it is empty.
std::vector<std::string> EditionNames(const std::string& editions) {
  std::vector<std::string> names;
  if (editions.empty()) return names;
  for (size_t start = 0;;) {
    const size_t comma = std::min(editions.find(',', start), editions.size());
    names.push_back(editions.substr(start, comma - start));
    if (comma == editions.size()) return names;
    start = comma + 1;
  }
}

// The project of the config, with --source over its source; --editions names nothing there.
Project ProjectWithFlags(Project project, const std::string& source, const std::string& editions) {
  if (!editions.empty())
    throw InputError(
        "--editions: names the editions of directories given on the command "
        "line; a project's are its concord.yml's 'editions'");
  SetSource(&project, source);
  return project;
}

}  // namespace

std::optional<Project> TreeToCheck(const std::vector<std::string>& files, const std::string& config,
                                   const std::string& source, const std::string& editions) {
  if (files.size() == 2 && IsDirectory(files[0]) && IsDirectory(files[1]))
    return DirectoryEditions(files, source, EditionNames(editions));
  if (files.empty())
    if (std::optional<Project> project = FindProject(config))
      return ProjectWithFlags(std::move(*project), source, editions);
  // Two files (or the corpus) are one pair: nothing to be the source of, nothing to name.
  if (!source.empty()) throw InputError("--source: only for a tree (a project or directories)");
  if (!editions.empty()) throw InputError("--editions: only for two directories");
  return std::nullopt;
}

Project TreeToAudit(const std::vector<std::string>& dirs, const std::string& config,
                    const std::string& source, const std::string& editions) {
  if (dirs.empty()) {
    std::optional<Project> project = FindProject(config);
    if (!project)
      throw InputError(
          "audit: no concord.yml found from the current directory; give "
          "two or more edition directories or --config");
    return ProjectWithFlags(std::move(*project), source, editions);
  }
  if (dirs.size() < 2) throw InputError("audit: expected two or more edition directories");
  return DirectoryEditions(dirs, source, EditionNames(editions));
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
  if (!f.glossary.empty()) inputs.push_back({f.glossary, "the glossary"});
  if (project && project->glossary && !project->glossary->path.empty())
    inputs.push_back({project->glossary->path, "the glossary"});
  if (rules) {
    // Not throwing: a directory that cannot be listed is LoadRules' error to report. The
    // built-in rules (no --rules) are no file.
    std::error_code ec;
    if (!f.check.rules_dir.empty())
      for (const std::string& file : RuleFiles(f.check.rules_dir, &ec))
        inputs.push_back({file, "a file of the rules directory"});
    std::vector<std::string> extra = f.check.extra_rules;
    if (project)
      extra.insert(extra.end(), project->settings.extra_rules.begin(),
                   project->settings.extra_rules.end());
    for (const std::string& dir : extra)
      for (const std::string& file : RuleFiles(dir, &ec))
        inputs.push_back({file, "a file of an extra rules directory"});
  }
  for (const std::string& e : editions) inputs.push_back({e, "an edition"});
  for (const DocumentGroup& g : groups)
    for (const auto& [lang, file] : g.files) inputs.push_back({file, "an edition"});
  return inputs;
}

}  // namespace concord
