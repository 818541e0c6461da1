// report.h — the data handed to writers (report/writers.h), and nothing else: every output
// format reads one of these values and never the analysis that made it.
//
//   Report report = CheckEditions("zh.txt", "ko.txt", options);       // a pair (model.h)
//   TreeReport tree = CheckTree(project, groups, options);            // a tree, a hook
//   AuditReport audit = AuditTree(project, tree);                     // an audit
//   RulesListing listing = DescribeRuleSet(rules, dir);               // `concord rules`
//   FindWriter("json")->tree(tree, {}, std::cout);
//
// Report itself, with the Finding and Bead data it holds, lives in model.h: the rules stage
// already edits it (suppressions, rule budgets) before it reaches a writer, and the rules sit
// below this header. Everything here is plain data: built by the pipeline and project/, read
// by report/, with values as the user wrote them (paths, languages, rule ids).
#ifndef CONCORD_REPORT_H_
#define CONCORD_REPORT_H_

#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model.h"

namespace concord {

// ---- a tree of documents: `concord check DIR DIR`, a project, `concord hook` ----

// One document in every edition that has it: {path} → file per language.
struct DocumentGroup {
  std::string path;  // the {path} shared by the files (but those of file_paths)
  // lang → file path (as shown to the user), keyed by language code; Project::editions gives
  // the editions' order.
  std::map<std::string, std::string> files;
  // lang → why that edition's file was not read ("<file>: symbolic link to a file outside the
  // project (<real path>); …"): the edition has the document, so it is not missing, but it is
  // compared with nothing.
  std::map<std::string, std::string> refused;
  // lang → the {path} of that edition's file where it is not `path`: concord.yml's
  // translation-key paired it into this group (project/translation_keys.h). Empty where the
  // editions share their paths, as they do without the key.
  std::map<std::string, std::string> file_paths;
};

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

// ---- an audit: which edition of each document is behind ----

struct AuditItem {
  std::string rule;
  std::string kind;
  std::string value;
  Severity severity = Severity::kError;
  std::vector<std::string> has;  // languages that have it
  std::string where;             // "path:line" in the first edition that has it
};

enum class Verdict {
  kUpToDate,  // it lacks nothing that makes it behind
  kBehind,    // EditionVerdict::behind is not empty
  // It has the document and the source edition has none read (a page the source dropped, one
  // only the translations keep, a source file refused): there is nothing for it to be up to
  // date with, so "up to date" would say what nobody checked.
  kNoSource,
};

// "up-to-date", "behind", "no-source": the verdict's name in the JSON report.
inline const char* VerdictName(Verdict v) {
  return v == Verdict::kBehind ? "behind" : v == Verdict::kNoSource ? "no-source" : "up-to-date";
}

struct EditionVerdict {
  std::string lang;
  std::string file;         // "" when the edition lacks the document
  std::string last_commit;  // "YYYY-MM-DD" of the file's last git commit, "" when unknown
  // It has the document and the source edition has none read (Verdict::kNoSource).
  bool source_lacks_document = false;
  // What the edition lacks that makes it behind: documents, units and script-invariant
  // entities (URLs, emails, numbers, code). The verdict is kBehind when this is not empty.
  std::vector<AuditItem> behind;
  // What it lacks that may be a translation choice (names, titles, terms, glossary and
  // untranslated findings): listed for a person to review, never making it behind.
  std::vector<AuditItem> to_review;

  Verdict verdict() const {
    if (!behind.empty()) return Verdict::kBehind;
    return source_lacks_document ? Verdict::kNoSource : Verdict::kUpToDate;
  }
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

// ---- `concord rules`: what a run can check ----

struct ListedRule {
  RuleInfo rule;        // its parameters as in RuleInfo: "key=v1,v2 key2=v"
  bool enabled = true;  // false: its file says `enabled: false`, or --disable named it
};

struct ListedCheckParam {
  std::string name;
  std::string description;
  bool required = false;
};

// A built-in check that a rule file can name.
struct ListedCheck {
  std::string name;
  std::string description;
  std::vector<ListedCheckParam> params;
};

struct ListedExtractor {
  EntityKind kind = EntityKind::kName;
  std::string description;
};

struct RulesListing {
  std::string rules_dir;                    // where the rule files were read
  std::vector<ListedRule> rules;            // every rule there, enabled or not, in load order
  std::vector<ListedCheck> checks;          // the check registry's order
  std::vector<ListedExtractor> extractors;  // in the order they run
};

}  // namespace concord

#endif  // CONCORD_REPORT_H_
