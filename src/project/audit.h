// audit.h — the editions of a whole tree: pairwise checks, missing documents, and which
// edition is out of date.
//
//   Project p = LoadProject(*FindProjectConfig("."));
//   TreeReport tree = CheckTree(p, GroupDocuments(p), options);   // concord check / hook
//   AuditReport audit = AuditTree(p, tree);                         // concord audit
//
// Pairs compared in a document group: with a source edition, the source against each
// translation; without one, every pair of editions that have the document, in the order of
// Project::editions.
//
// Verdicts: an edition is *behind* on an item (a unit or an entity) that other editions have
// and it lacks — with a source edition, when the source has it; with three or more peers, when
// a majority of the editions that have the document have it; with two peers, always (each is
// told what the other has). Items are identified across pairs by clustering the units that
// the pairwise alignments put in one bead, so "the same paragraph" in en, zh and ko counts as
// one item. A document that one edition lacks and others have is one item too.
#ifndef CONCORD_AUDIT_H_
#define CONCORD_AUDIT_H_

#include <string>
#include <vector>

#include "model.h"
#include "pipeline.h"
#include "project/project.h"
#include "report.h"

namespace concord {

// Whether any pair of the tree has rule_failures (a rule that could not run, such as a pattern
// whose time budget ran out): what --strict turns into exit 2.
bool HasRuleFailures(const TreeReport& tree);

// REQUIRES: every file of `groups` belongs to `project`. Throws InputError for bad files.
TreeReport CheckTree(const Project& project, const std::vector<DocumentGroup>& groups,
                     const CheckOptions& options);

// `jobs`: threads, as CheckOptions::jobs. Commit dates come from git, run as git.h says, only
// for files in a directory that MayBeInWorkTree.
AuditReport AuditTree(const Project& project, const TreeReport& tree, unsigned jobs = 0);

}  // namespace concord

#endif  // CONCORD_AUDIT_H_
