// audit.h — which edition of each document of a tree is out of date, read off a tree check's
// report (tree_check.h: the pairwise checks and the missing documents).
//
//   Project p = LoadProject(*FindProjectConfig("."));
//   TreeReport tree = CheckTree(p, GroupDocuments(p), options);   // tree_check.h
//   AuditReport audit = AuditTree(p, tree);                         // concord audit
//
// Verdicts: an edition is *behind* on an item (a unit or an entity) that other editions have
// and it lacks — with a source edition, when the source has it; with three or more peers, when
// a majority of the editions that have the document have it; with two peers, always (each is
// told what the other has). Items are identified across pairs by clustering the units that
// the pairwise alignments put in one bead, so "the same paragraph" in en, zh and ko counts as
// one item. A document that one edition lacks and others have is one item too.
//
// What an edition lacks is *behind* (EditionVerdict::behind) only when a translation cannot
// leave it out by choice: a document, a unit (paragraph, list item, heading), or an entity
// that no script changes (URL, email, number, code). Names, titles and terms, and what the
// glossary and untranslated rules find, are *to review* (EditionVerdict::to_review): a
// translator may render them, so they never make an edition behind.
#ifndef CONCORD_PROJECT_AUDIT_H_
#define CONCORD_PROJECT_AUDIT_H_

#include <string>
#include <vector>

#include "model.h"
#include "pipeline.h"
#include "project/project.h"
#include "report.h"

namespace concord {

// `jobs`: threads, as CheckOptions::jobs. `with_dates`: whether each file's last commit date
// is asked of git (GitHistory::LastCommitDates, vcs.h: one history walk per repository);
// without, every EditionVerdict::last_commit is "".
AuditReport AuditTree(const Project& project, const TreeReport& tree, unsigned jobs = 0,
                      bool with_dates = true);

}  // namespace concord

#endif  // CONCORD_PROJECT_AUDIT_H_
