// hook_files.h — what `concord hook` makes of the file names pre-commit gives it.
//
//   RefuseOptionsAsFiles(files, is_option, project);   // "--format=json" after "--": refused
//   TouchedFiles touched = MatchFiles(project, files);      // empty: nothing to check
//   CheckTree(project, GroupsOfFiles(touched, GroupDocuments(project), max_file_size), …);
//
// pre-commit passes the staged files (deleted ones too) after "--". Every group of the project
// that one of them belongs to is checked once, against all its editions; files outside the
// project's editions are ignored.
#ifndef CONCORD_CLI_HOOK_FILES_H_
#define CONCORD_CLI_HOOK_FILES_H_

#include <cstddef>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "project/project.h"

namespace concord {

// Throws InputError for an argument that spells one of the hook's options (`is_option` of its
// name: "format" for "--format=json", "-o" for "-o") but came after "--" (only there can a file
// argument start with '-') and names no file: options given to pre-commit in `args:` land after
// the hook's "--" and would be ignored as file names. A file that exists, or a document of the
// project (a deleted one too), is always a path, whatever its name ("--output=README.md").
void RefuseOptionsAsFiles(const std::vector<std::string>& files,
                          const std::function<bool(const std::string& name)>& is_option,
                          const Project& project);

// The documents of the project among `files`: {path} → the editions given. Empty when none
// of them is one. Reads no file and walks no directory, so a hook run on files of no edition
// ends before the tree is read.
using TouchedFiles = std::map<std::string, std::set<std::string>>;
TouchedFiles MatchFiles(const Project& project, const std::vector<std::string>& files);

// The groups of `every_group` (GroupDocuments: the whole tree, which the hook reads anyway)
// that the `touched` files belong to, in its order. A deleted file matches its group by its
// path alone: the group is checked, and the edition that lost the document is reported
// missing. Throws InputError when a given file of a group is not a text edition of at most
// `max_file_size` bytes (ReadDocument), as a file named to `check` would: an error (exit 2),
// not a warning that pre-commit would not show.
std::vector<DocumentGroup> GroupsOfFiles(const TouchedFiles& touched,
                                         const std::vector<DocumentGroup>& every_group,
                                         size_t max_file_size);

}  // namespace concord

#endif  // CONCORD_CLI_HOOK_FILES_H_
