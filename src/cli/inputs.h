// inputs.h — what a subcommand reads: which editions or which tree (the mode), and every file
// of the run that a report must not be written over.
//
//   std::optional<Project> tree = TreeToCheck(flags.files, flags.common.config);
//   if (!tree) auto [a, b] = EditionPaths(flags.files);           // a pair, or the corpus
//   RunInputs(flags.common, &*tree, true, groups, {});            // for OpenReport (output.h)
#ifndef CONCORD_CLI_INPUTS_H_
#define CONCORD_CLI_INPUTS_H_

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/output_file.h"
#include "cli/flags.h"
#include "project/project.h"

namespace concord {

// The project config named by --config, or found by walking up from the current directory;
// nullopt when there is none. Throws InputError for a config that cannot be read or is wrong.
std::optional<Project> FindProject(const std::string& config);

// What `check` compares: the tree of two directories, the project of --config (or of the
// nearest concord.yml) when no files are given, or nullopt for a pair of files (or, with no
// files and no project, the embedded corpus: EditionPaths). `source` (--source, "" when not
// given) is the edition the others translate, over the project's; `editions` (--editions
// en,zh) names directories' editions. Throws InputError for a source that is no edition, and
// for --source or --editions where there is no tree.
std::optional<Project> TreeToCheck(const std::vector<std::string>& files, const std::string& config,
                                   const std::string& source = "",
                                   const std::string& editions = "");

// What `audit` compares: the project of --config or of the nearest concord.yml when no
// directories are given, else the tree of two or more directories; `source` and `editions` as
// for TreeToCheck. Throws InputError when there is neither.
Project TreeToAudit(const std::vector<std::string>& dirs, const std::string& config,
                    const std::string& source, const std::string& editions = "");

// Two edition paths, or the embedded corpus when none are given. Throws InputError for any
// other number of files.
std::pair<std::string, std::string> EditionPaths(const std::vector<std::string>& files);

// Every file of a run that a report must not be written over: the baseline, the project
// config, the rule files (with `rules`), and the editions (`editions`, and every file of
// `groups`).
std::vector<RunInput> RunInputs(const CommonFlags& f, const Project* project, bool rules,
                                const std::vector<DocumentGroup>& groups,
                                const std::vector<std::string>& editions);

}  // namespace concord

#endif  // CONCORD_CLI_INPUTS_H_
