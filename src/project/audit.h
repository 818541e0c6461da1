// audit.h — the editions of a whole tree: pairwise checks, missing documents, and which
// edition is out of date.
//
//   Project p = LoadProject(*FindProjectConfig("."));
//   TreeReport tree = CheckTree(p, GroupDocuments(p), options);   // concord check / hook
//   AuditReport audit = AuditTree(p, tree);                         // concord audit
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
#include "project/tree_check.h"  // an audit reads a tree check's report
#include "rules/rule_spec.h"  // kMissingDocumentRule

namespace concord {

struct MissingDocument {
  std::string path;                // the {path}
  std::string lang;                // the edition that lacks it
  std::vector<std::string> files;  // where the other editions have it
};

struct GroupReport {
  DocumentGroup group;
  std::vector<Report> pairs;  // Report::a/b paths are the group's files
  std::vector<std::pair<std::string, std::string>> pair_langs;  // edition codes of each pair
};

struct TreeReport {
  std::vector<RuleInfo> rules;     // the rules that ran, and missing-document
  std::vector<std::string> langs;  // Project::editions order
  std::string source;
  std::vector<GroupReport> groups;       // sorted by path
  std::vector<MissingDocument> missing;  // sorted by path, then lang
  std::vector<std::string> skipped;      // files left out, with the reason (binary files)
  size_t suppressed = 0;
};

struct AuditItem {
  std::string rule;
  std::string kind;
  std::string value;
  Severity severity = Severity::kError;
  std::vector<std::string> has;  // languages that have it
  std::string where;             // "path:line" in the first edition that has it
};

struct EditionVerdict {
  std::string lang;
  std::string file;         // "" when the edition lacks the document
  std::string last_commit;  // "YYYY-MM-DD" of the file's last git commit, "" when unknown
  std::vector<AuditItem> behind;
};

struct DocumentAudit {
  std::string path;
  std::vector<EditionVerdict> editions;  // Project::editions order
};

struct AuditReport {
  std::vector<std::string> langs;
  std::string source;
  std::vector<DocumentAudit> documents;
  size_t suppressed = 0;
  std::vector<std::string> warnings;  // for stderr: a git run that was killed
};

// `jobs`: threads, as CheckOptions::jobs. Commit dates come from git, run as vcs.h says, only
// for files in a directory that MayBeInWorkTree.
AuditReport AuditTree(const Project& project, const TreeReport& tree, unsigned jobs = 0);

}  // namespace concord

#endif  // CONCORD_AUDIT_H_
