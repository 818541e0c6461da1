// run.cc — see run.h. Each subcommand reads as its steps: set up from the flags, choose what
// to read, open the report's destination, run the library, write, and compute the status.
#include "cli/run.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/error.h"
#include "base/output_file.h"
#include "cli/baseline_upkeep.h"
#include "cli/exit_status.h"
#include "cli/hook_files.h"
#include "cli/html_pages.h"
#include "cli/inputs.h"
#include "cli/memory.h"
#include "cli/output.h"
#include "cli/progress.h"
#include "cli/setup.h"
#include "cli/show_equivalents.h"
#include "cli/step_summary.h"
#include "extract/entities.h"
#include "pipeline.h"
#include "project/audit.h"
#include "project/project.h"
#include "project/tree_check.h"
#include "rules/suppression.h"
#include "text/lang_code.h"

namespace concord {
namespace {

// `check` of a tree (two directories or a project): every document group, one report.
int CheckProjectTree(const Project& project, const RunSetup& setup, CheckFlags* flags) {
  CommonFlags& common = flags->common;
  auto write_tree = Require(&Writer::tree, setup.writer, "a tree of documents");
  std::vector<DocumentGroup> groups = GroupDocuments(project);
  RequireEveryEdition(project, groups);
  const std::vector<RunInput> inputs = RunInputs(common, &project, true, groups, {});
  std::optional<HtmlPages> pages;  // none with a baseline to write: no report is written
  if (flags->write_baseline.empty() && WantsHtmlPages(common.format, common.output))
    pages.emplace(common.output, inputs);
  OutputFile output = OpenReport(pages ? "" : common.output, flags->write_baseline, inputs);
  Progress progress(!common.no_progress);
  progress.Attach(&common.check);
  KeptUntilExit<TreeReport> tree(CheckTree(project, groups, common.check));
  // --strict and a rule could not run: exit 2 with no report, as for any other error.
  if (common.strict && HasRuleFailures(*tree)) return ReportProblems(*tree, true, kExitError);
  if (!flags->write_baseline.empty()) {
    std::vector<const Report*> reports;
    for (const GroupReport& g : tree->groups)
      for (const Report& r : g.pairs) reports.push_back(&r);
    WriteBaseline(flags->write_baseline, reports);
    return kExitClean;
  }
  if (pages) {
    pages->Write(*tree);
  } else {
    write_tree(*tree, setup.style, output.stream());
    output.Commit();
  }
  std::vector<const Report*> reports;
  for (const GroupReport& g : tree->groups)
    for (const Report& r : g.pairs) reports.push_back(&r);
  AppendStepSummary(common.format, *tree);
  TendBaseline(common, flags->prune_baseline, reports);
  return ReportProblems(*tree, common.strict, ExitFor(SeveritiesOf(*tree), setup.threshold));
}

// `check` of two files, or of the embedded corpus.
int CheckPair(const RunSetup& setup, CheckFlags* flags) {
  CommonFlags& common = flags->common;
  auto write_check = Require(&Writer::check, setup.writer, "a check");
  auto [a, b] = EditionPaths(flags->files);
  OutputFile output = OpenReport(common.output, flags->write_baseline,
                                 RunInputs(common, nullptr, true, {}, {a, b}));
  KeptUntilExit<Report> report(CheckEditions(a, b, common.check));
  if (common.strict && !report->rule_failures.empty())
    return ReportProblems(report->warnings, report->rule_failures, true, kExitError);
  if (!flags->write_baseline.empty()) {
    WriteBaseline(flags->write_baseline, {&*report});
    return kExitClean;
  }
  write_check(*report, setup.style, output.stream());
  output.Commit();
  AppendStepSummary(common.format, *report);
  TendBaseline(common, flags->prune_baseline, {&*report});
  std::vector<Severity> severities;
  for (const Finding& f : report->findings) severities.push_back(f.severity);
  return ReportProblems(report->warnings, report->rule_failures, common.strict,
                        ExitFor(severities, setup.threshold));
}

// `align --show-equivalents`: what the aligned pair (or every pair of editions of a tree of two
// directories) teaches about renderings, instead of the beads.
int ShowEquivalents(const AlignFlags& flags) {
  const CommonFlags& common = flags.common;
  if (common.format != "text" && common.format != "json")
    throw InputError("--show-equivalents: --format " + common.format +
                     " cannot show equivalents; formats that can: text, json");
  if (std::optional<Project> tree =
          flags.files.empty() ? std::nullopt : TreeToCheck(flags.files, common.config)) {
    std::vector<DocumentGroup> groups = GroupDocuments(*tree);
    OutputFile output = OpenReport(common.output, RunInputs(common, &*tree, false, groups, {}));
    WriteEquivalents(LearnEquivalents(*tree, common.check), common.format == "json",
                     output.stream());
    output.Commit();
    return kExitClean;
  }
  auto [a, b] = EditionPaths(flags.files);
  OutputFile output = OpenReport(common.output, RunInputs(common, nullptr, false, {}, {a, b}));
  WriteEquivalents(LearnEquivalents(AlignEditions(a, b, common.check)), common.format == "json",
                   output.stream());
  output.Commit();
  return kExitClean;
}

}  // namespace

int RunCheck(CheckFlags flags) {
  CheckPruneFlags(flags);
  RunSetup setup = Setup(&flags.common);
  if (std::optional<Project> tree =
          TreeToCheck(flags.files, flags.common.config, flags.source, flags.common.editions)) {
    ApplyProjectSettings(*tree, true, !flags.write_baseline.empty(), &flags.common, &setup);
    RequireBaselineToPrune(flags);  // the project's baseline counts
    return CheckProjectTree(*tree, setup, &flags);
  }
  RequireBaselineToPrune(flags);
  return CheckPair(setup, &flags);
}

int RunAudit(AuditFlags flags) {
  CommonFlags& common = flags.common;
  const std::optional<AuditThreshold> threshold = ParseAuditFailOn(flags.fail_on);
  RunSetup setup = Setup(&common);
  Project project = TreeToAudit(flags.dirs, common.config, flags.source, common.editions);
  ApplyProjectSettings(project, false, false, &common, &setup);
  auto write_audit = Require(&Writer::audit, setup.writer, "an audit");
  std::vector<DocumentGroup> groups = GroupDocuments(project);
  RequireEveryEdition(project, groups);
  OutputFile output = OpenReport(common.output, RunInputs(common, &project, true, groups, {}));
  Progress progress(!common.no_progress);
  progress.Attach(&common.check);
  KeptUntilExit<TreeReport> tree(CheckTree(project, groups, common.check));
  if (common.strict && HasRuleFailures(*tree)) return ReportProblems(*tree, true, kExitError);
  KeptUntilExit<AuditReport> audit(AuditTree(project, *tree, common.check.jobs, !flags.no_dates));
  write_audit(*audit, setup.style, output.stream());
  output.Commit();
  const int status = ReportProblems(*tree, common.strict, AuditExit(*audit, threshold));
  ReportProblems(audit->warnings, {}, false, kExitClean);  // git runs that were killed
  return status;
}

int RunHook(HookFlags flags) {
  CommonFlags& common = flags.common;
  RunSetup setup = Setup(&common);
  std::optional<Project> project = FindProject(common.config);
  if (!project) throw InputError("hook: no concord.yml found from the current directory");
  ApplyProjectSettings(*project, true, false, &common, &setup);
  RefuseOptionsAsFiles(flags.files, flags.is_option, *project);
  const TouchedFiles touched = MatchFiles(*project, flags.files);
  // No file of the project: nothing to check. A report file still gets a report, empty,
  // so that a CI step that uploads it does not publish an earlier run's findings.
  if (touched.empty() && common.output.empty()) return kExitClean;
  auto write_tree = Require(&Writer::tree, setup.writer, "a tree of documents");
  // The hook reads every document of the tree (the rest of the tree is what the run learns
  // from), so none of them may be the report's destination, whether or not a file given is
  // one of them. The tree is walked once, for both.
  const std::vector<DocumentGroup> every_group = GroupDocuments(*project);
  const std::vector<DocumentGroup> groups =
      GroupsOfFiles(touched, every_group, common.check.max_file_size);
  const std::vector<RunInput> inputs = RunInputs(common, &*project, true, every_group, {});
  std::optional<HtmlPages> pages;
  if (WantsHtmlPages(common.format, common.output)) pages.emplace(common.output, inputs);
  OutputFile output = OpenReport(pages ? "" : common.output, inputs);
  TreeReport tree = touched.empty() ? CheckTree(*project, {}, common.check)
                                    : CheckTree(*project, groups, common.check, every_group);
  if (common.strict && HasRuleFailures(tree)) return ReportProblems(tree, true, kExitError);
  if (pages) {
    pages->Write(tree);
  } else {
    write_tree(tree, setup.style, output.stream());
    output.Commit();
  }
  AppendStepSummary(common.format, tree);
  return ReportProblems(tree, common.strict, ExitFor(SeveritiesOf(tree), setup.threshold));
}

int RunAlign(AlignFlags flags) {
  CommonFlags& common = flags.common;
  RunSetup setup = Setup(&common);
  if (flags.show_equivalents) return ShowEquivalents(flags);
  auto write_align = Require(&Writer::align, setup.writer, "an alignment");
  auto [a, b] = EditionPaths(flags.files);
  OutputFile output = OpenReport(common.output, RunInputs(common, nullptr, false, {}, {a, b}));
  write_align(AlignEditions(a, b, common.check), setup.style, output.stream());
  output.Commit();
  return kExitClean;
}

int RunExtract(ExtractFlags flags) {
  CommonFlags& common = flags.common;
  if (flags.files.empty()) throw InputError("extract: expected at least one FILE");
  CheckLanguageFlag("--lang", flags.lang);
  RunSetup setup = Setup(&common);
  auto write_extract = Require(&Writer::extract, setup.writer, "extracted units");
  OutputFile output = OpenReport(common.output, RunInputs(common, nullptr, false, {}, flags.files));
  EntityExtractor extract;
  std::vector<Edition> editions;
  for (const std::string& f : flags.files)
    editions.push_back(LoadEdition(f, flags.lang, common.check.input_format, extract,
                                   common.check.max_file_size, common.check.prose_keys));
  write_extract(editions, setup.style, output.stream());
  output.Commit();
  return kExitClean;
}

}  // namespace concord
