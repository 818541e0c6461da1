// writers.h — output formats, as rows of one table. Every writer reads the same data (the
// values of report.h and model.h: a Report, a TreeReport, an AuditReport, a RulesListing, or
// the Editions for `extract`), never the analysis.
//
//   const Writer* w = FindWriter("json");
//   w->check(report, {.color = false}, std::cout);
//
// A new format is one file (text_writer.cc, json_writer.cc, …) plus one row in Writers(). A
// format that cannot show a view (SARIF has no `extract`) leaves that function null.
#ifndef CONCORD_WRITERS_H_
#define CONCORD_WRITERS_H_

#include <ostream>
#include <string_view>
#include <vector>

#include "model.h"
#include "report.h"

namespace concord {

struct WriterOptions {
  bool color = false;  // ANSI colours; the CLI sets it only for a terminal or --color always
  // Text: every missing document on its own, not folded by directory (missing_summary.h);
  // --list-missing. Other formats list every one anyway.
  bool list_missing = false;
};

struct Writer {
  std::string_view name;
  std::string_view description;
  // `concord check`: findings (and for JSON, the alignment).
  void (*check)(const Report& report, const WriterOptions& options, std::ostream& out);
  // `concord align`: the alignment, bead by bead.
  void (*align)(const Report& report, const WriterOptions& options, std::ostream& out);
  // `concord extract`: the editions' units and entities.
  void (*extract)(const std::vector<Edition>& editions, const WriterOptions& options,
                  std::ostream& out);
  // `concord check DIR DIR`, a project, `concord hook`: every compared pair, missing documents.
  void (*tree)(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
  // `concord audit`: a verdict per document and edition.
  void (*audit)(const AuditReport& audit, const WriterOptions& options, std::ostream& out);
  // `concord rules`: the rules, the checks they can name, the entity extractors.
  void (*rules)(const RulesListing& listing, const WriterOptions& options, std::ostream& out);
};

const std::vector<Writer>& Writers();
const Writer* FindWriter(std::string_view name);

// The individual writers, defined in <name>_writer.cc.
void WriteTextCheck(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteTextAlign(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteTextExtract(const std::vector<Edition>& editions, const WriterOptions& options,
                      std::ostream& out);
void WriteTextTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
void WriteTextAudit(const AuditReport& audit, const WriterOptions& options, std::ostream& out);
void WriteTextRules(const RulesListing& listing, const WriterOptions& options, std::ostream& out);
void WriteSarifCheck(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteSarifTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
void WriteGithubCheck(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteGithubTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
// GitHub shows this many annotations of each level (error, warning, notice) per step.
inline constexpr size_t kAnnotationsPerLevel = 10;
// When the findings are more than the annotations GitHub shows of some level, writes a
// Markdown summary for $GITHUB_STEP_SUMMARY (counts per rule and per file, the first findings;
// at most 512 KiB, under GitHub's 1 MiB) and returns true; else writes nothing, returns false.
bool WriteGithubStepSummary(const Report& report, std::ostream& out);
bool WriteGithubStepSummary(const TreeReport& tree, std::ostream& out);
void WriteCodeClimateCheck(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteCodeClimateTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
void WriteHtmlCheck(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteHtmlTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
// A tree as pages (-o DIR): an index (the summary, the missing documents, the list of
// documents) whose links lead to one page per document, HtmlDocumentPage(g) in the same
// directory ("d17.html": group 17 of tree.groups), so that no page holds more than one
// document's pairs. WriteHtmlTree is WriteHtmlTreePage(tree, false, out): everything on one.
std::string HtmlDocumentPage(size_t group);
void WriteHtmlTreePage(const TreeReport& tree, bool pages, std::ostream& out);
void WriteHtmlTreeDocument(const TreeReport& tree, size_t group, std::ostream& out);
void WriteHtmlAudit(const AuditReport& audit, const WriterOptions& options, std::ostream& out);
void WriteJsonCheck(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteJsonAlign(const Report& report, const WriterOptions& options, std::ostream& out);
void WriteJsonExtract(const std::vector<Edition>& editions, const WriterOptions& options,
                      std::ostream& out);
void WriteJsonTree(const TreeReport& tree, const WriterOptions& options, std::ostream& out);
void WriteJsonAudit(const AuditReport& audit, const WriterOptions& options, std::ostream& out);
void WriteJsonRules(const RulesListing& listing, const WriterOptions& options, std::ostream& out);

}  // namespace concord

#endif  // CONCORD_WRITERS_H_
