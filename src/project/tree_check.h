// tree_check.h — a whole tree checked: every document group's editions compared pair by pair
// through the pipeline, and the documents that an edition lacks.
//
//   Project p = LoadProject(*FindProjectConfig("."));
//   TreeReport tree = CheckTree(p, GroupDocuments(p), options);   // concord check / hook
//   if (strict && HasRuleFailures(tree)) …                         // exit 2
//
// Pairs compared in a document group: with a source edition, the source against each
// translation; without one, every pair of editions that have the document, in the order of
// Project::editions. A document is missing from an edition when other editions of its group
// have it and that edition has no file for it (a file left unread, such as a link out of the
// project, is not missing). Groups are checked on CheckOptions::jobs threads; the report is the
// same for any number of threads.
//
// A tree is one run, in two passes over its groups: every pair is read and aligned
// (AlignLoaded); the run's knowledge is built from all of them (rules/knowledge.h: what an
// edition writes anywhere in the tree is evidence for each of its documents); then the rules
// run on every pair (RunRules). Every edition of the tree is in memory from the first pass on,
// as the tree report keeps them all.
#ifndef CONCORD_PROJECT_TREE_CHECK_H_
#define CONCORD_PROJECT_TREE_CHECK_H_

#include <vector>

#include "pipeline.h"
#include "project/project.h"
#include "report.h"

namespace concord {

// REQUIRES: every file of `groups` belongs to `project`. Throws InputError for bad files.
// `rest_of_tree`: where `groups` are some of the tree's (concord hook), all its groups, whose
// editions are read for where content lives (project/moved_content.h), so that a section moved
// between documents is judged as a check of the whole tree judges it.
TreeReport CheckTree(const Project& project, const std::vector<DocumentGroup>& groups,
                     const CheckOptions& options,
                     const std::vector<DocumentGroup>& rest_of_tree = {});

// Whether any pair of the tree has rule_failures (a rule that could not run, such as a pattern
// whose time budget ran out): what --strict turns into exit 2.
bool HasRuleFailures(const TreeReport& tree);

}  // namespace concord

#endif  // CONCORD_PROJECT_TREE_CHECK_H_
