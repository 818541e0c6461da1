// concord — the command line. Parses flags into option structs, makes one library call,
// prints through a writer, and returns an exit status:
//   0  no finding at or above --fail-on     1  some finding at or above it
//   2  usage or input error (message on stderr)
#include <signal.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/file_read.h"
#include "base/output_file.h"
#include "extract/entities.h"
#include "pipeline.h"
#include "project/audit.h"
#include "project/project.h"
#include "report/writers.h"
#include "rules/checks.h"
#include "rules/rules.h"
#include "rules/suppression.h"
#include "text/document.h"
#include "text/escape.h"
#include "text/lang_code.h"

namespace po = boost::program_options;
using namespace concord;

namespace {

constexpr int kExitClean = 0;
constexpr int kExitFindings = 1;
constexpr int kExitError = 2;

// A run's report, left for the operating system to take back when the process exits instead
// of being freed object by object: a 100 MB pair's report is millions of allocations, and
// freeing them costs a few percent of the run. Sanitizer builds free it, so that
// LeakSanitizer still accounts for every allocation.
template <typename T>
class KeptUntilExit {
 public:
  explicit KeptUntilExit(T value) : value_(new T(std::move(value))) {}
  KeptUntilExit(const KeptUntilExit&) = delete;
  KeptUntilExit& operator=(const KeptUntilExit&) = delete;
  ~KeptUntilExit() {
#if defined(__SANITIZE_ADDRESS__)
    delete value_;
#endif
  }
  T& operator*() { return *value_; }
  T* operator->() { return value_; }

 private:
  T* value_;
};

// Flags shared by the subcommands that read editions.
struct CommonFlags {
  std::string format = "text";
  std::string color = "auto";
  std::string input_format = "auto";
  std::string output;  // -o FILE; empty: stdout
  bool no_progress = false;
  bool strict = false;
  std::string max_file_size = "64M";
  int jobs = 0;  // --jobs
  std::string fail_on = "error";
  std::string config;    // --config; empty: the nearest concord.yml
  std::string baseline;  // --baseline
  CheckOptions check;
};

// --fail-on, --config and --baseline: the flags of commands that judge findings.
po::options_description FindingOptions(CommonFlags* f) {
  po::options_description d("Findings");
  d.add_options()(
      "fail-on", po::value(&f->fail_on)->default_value("error"),
      "error|warning|info|never: lowest severity that makes the exit status 1. Default: error")(
      "config", po::value(&f->config),
      "project config (concord.yml). Default: found by walking up from the current directory")(
      "baseline", po::value(&f->baseline),
      "JSON file of accepted findings (from --write-baseline) to leave out. Default: none");
  return d;
}

std::string FormatNames() {
  std::string names;
  for (const Writer& w : Writers()) names += (names.empty() ? "" : "|") + std::string(w.name);
  return names;
}

po::options_description OutputOptions(CommonFlags* f) {
  po::options_description d("Output");
  d.add_options()("format", po::value(&f->format)->default_value("text"),
                  ("output format: " + FormatNames() + ". Default: text").c_str())(
      "color", po::value(&f->color)->default_value("auto"),
      "auto|always|never: ANSI colour in text output. Default: auto (only on a terminal)")(
      "output,o", po::value(&f->output),
      "write the report to FILE: a regular file is replaced in one step (a temporary file "
      "in its directory, then a rename) and keeps its permissions; a symlink is written "
      "through; a device or FIFO (/dev/null) is written to like the shell's >. Never a file "
      "the run reads (exit 2). Default: stdout")(
      "no-progress", po::bool_switch(&f->no_progress),
      "no progress line on stderr. Default: shown for trees when stderr is a terminal");
  return d;
}

// The writer's function for a view, or an InputError naming the formats that have it.
template <typename Fn>
Fn Require(Fn Writer::*view, const Writer& writer, const char* what) {
  if (writer.*view) return writer.*view;
  std::string names;
  for (const Writer& w : Writers())
    if (w.*view) names += (names.empty() ? "" : ", ") + std::string(w.name);
  throw InputError("--format " + std::string(writer.name) + " cannot show " + what +
                   "; formats that can: " + names);
}

// A progress line on stderr for long tree runs: only on a terminal, only after a moment, and
// erased at the end.
class Progress {
 public:
  explicit Progress(bool enabled) : enabled_(enabled && isatty(STDERR_FILENO) != 0) {}
  ~Progress() {
    if (shown_) std::cerr << "\r\x1b[K" << std::flush;
  }
  void Attach(CheckOptions* options) {
    if (!enabled_) return;
    options->progress = [this](size_t done, size_t total, const std::string& path) {
      using namespace std::chrono;
      if (steady_clock::now() - start_ < milliseconds(200)) return;
      shown_ = true;
      std::cerr << "\r\x1b[K[" << done << "/" << total << "] " << EscapeControls(path)
                << std::flush;
    };
  }

 private:
  bool enabled_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// --lang-a/--lang-b, and with `rules` also --rules/--enable/--disable.
po::options_description EditionOptions(CommonFlags* f, bool rules) {
  po::options_description d("Editions");
  d.add_options()("lang-a", po::value(&f->check.lang_a),
                  "language of edition A. Default: detected from its scripts")(
      "lang-b", po::value(&f->check.lang_b),
      "language of edition B. Default: detected from its scripts")(
      "input-format", po::value(&f->input_format)->default_value("auto"),
      "auto|text|markdown: how editions are read. Default: auto (.md .markdown .mdx are "
      "Markdown, anything else plain text)")(
      "max-file-size", po::value(&f->max_file_size)->default_value("64M"),
      "refuse editions larger than SIZE bytes (suffix K, M or G); reading stops there "
      "whatever the file's size is said to be. Default: 64M")(
      "jobs,j", po::value(&f->jobs)->default_value(0),
      "threads for the documents of a tree and the two editions of a pair (the output is "
      "the same for any number). Default: 0, one per core");
  if (rules)
    d.add_options()("strict", po::bool_switch(&f->strict),
                    "exit 2, with no report, when a rule could not run (its regex hit the time "
                    "limit or budget). Default: report the failure on stderr and go on");
  if (rules)
    d.add_options()(
        "rules", po::value(&f->check.rules_dir),
        "directory of rule files that replaces the defaults. Default: the rules installed next "
        "to the executable")("enable", po::value(&f->check.enable)->composing(),
                             "turn on a rule by id (repeatable)")(
        "disable", po::value(&f->check.disable)->composing(), "turn off a rule by id (repeatable)");
  return d;
}

const Writer& ChooseWriter(const std::string& name) {
  if (const Writer* w = FindWriter(name)) return *w;
  std::vector<std::string> names;
  for (const Writer& w : Writers()) names.emplace_back(w.name);
  throw InputError("--format: " + UnknownValue("format", name, names));
}

// Colour: --color, where `auto` means stdout is a terminal (never for -o FILE) and NO_COLOR
// is not set.
WriterOptions ChooseStyle(const std::string& color, const std::string& output = "") {
  if (color == "always") return {true};
  if (color == "never") return {false};
  if (color == "auto")
    return {output.empty() && isatty(STDOUT_FILENO) != 0 && std::getenv("NO_COLOR") == nullptr};
  throw InputError("--color: expected auto, always or never, got '" + color + "'");
}

// --input-format, --max-file-size and --jobs into the options struct.
void ResolveInputFormat(CommonFlags* f) {
  auto format = ParseInputFormat(f->input_format);
  if (!format)
    throw InputError("--input-format: expected auto, text or markdown, got '" + f->input_format +
                     "'");
  f->check.input_format = *format;
  std::optional<size_t> max_file_size = ParseByteSize(f->max_file_size);
  if (!max_file_size)
    throw InputError(
        "--max-file-size: expected a number of bytes with an optional K, M or G, "
        "below 16 EiB, got '" +
        f->max_file_size + "'");
  f->check.max_file_size = *max_file_size;
  if (f->jobs < 0 || f->jobs > 1024)
    throw InputError("--jobs: expected 0 (one thread per core) to 1024, got " +
                     std::to_string(f->jobs));
  f->check.jobs = static_cast<unsigned>(f->jobs);
}

// Warnings about the input and rules that could not run go to stderr; with --strict a rule
// failure makes the exit status 2.
int ReportProblems(const std::vector<std::string>& warnings,
                   const std::vector<std::string>& failures, bool strict, int status) {
  for (const std::string& w : warnings)
    std::cerr << "concord: warning: " << EscapeControls(w) << "\n";
  for (const std::string& f : failures)
    std::cerr << "concord: warning: " << EscapeControls(f) << "\n";
  return strict && !failures.empty() ? kExitError : status;
}

int ReportProblems(const TreeReport& tree, bool strict, int status) {
  std::vector<std::string> warnings, failures;
  for (const std::string& s : tree.skipped) warnings.push_back("skipped " + s);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      warnings.insert(warnings.end(), r.warnings.begin(), r.warnings.end());
      failures.insert(failures.end(), r.rule_failures.begin(), r.rule_failures.end());
    }
  return ReportProblems(warnings, failures, strict, status);
}

// Exit status for findings of these severities (nullopt threshold: --fail-on never).
int ExitFor(const std::vector<Severity>& severities, std::optional<Severity> threshold) {
  if (!threshold) return kExitClean;
  for (Severity s : severities)
    if (s >= *threshold) return kExitFindings;
  return kExitClean;
}

std::vector<Severity> SeveritiesOf(const TreeReport& tree) {
  std::vector<Severity> out(tree.missing.size(), Severity::kError);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs)
      for (const Finding& f : r.findings) out.push_back(f.severity);
  return out;
}

std::optional<Severity> ParseFailOn(const std::string& fail_on) {
  if (fail_on == "never") return std::nullopt;
  auto threshold = ParseSeverity(fail_on);
  if (!threshold)
    throw InputError("--fail-on: expected error, warning, info or never, got '" + fail_on + "'");
  return threshold;
}

// The project config named by --config, or found by walking up from the current directory.
std::optional<Project> FindProject(const std::string& config) {
  if (!config.empty()) return LoadProject(config);
  if (auto found = FindProjectConfig(".")) return LoadProject(*found);
  return std::nullopt;
}

struct RunSetup {
  const Writer& writer;
  WriterOptions style;
  std::optional<Severity> threshold;
};

// What every judging command does once its flags are parsed: the writer, the colours, the
// --fail-on threshold, the input format and size limit, the baseline.
RunSetup Setup(CommonFlags* flags) {
  std::optional<Severity> threshold = ParseFailOn(flags->fail_on);
  const Writer& writer = ChooseWriter(flags->format);
  WriterOptions style = ChooseStyle(flags->color, flags->output);
  ResolveInputFormat(flags);
  if (!flags->baseline.empty()) flags->check.baseline = LoadBaseline(flags->baseline);
  return {writer, style, threshold};
}

// Every file of a run that a report must not be written over: the baseline, the project
// config, the rule files (with `rules`), and the editions (`editions`, and
// every file of `groups`).
std::vector<RunInput> RunInputs(const CommonFlags& f, const Project* project, bool rules,
                                const std::vector<DocumentGroup>& groups,
                                const std::vector<std::string>& editions) {
  std::vector<RunInput> inputs;
  if (!f.baseline.empty()) inputs.push_back({f.baseline, "the baseline"});
  if (project && !project->config_path.empty())
    inputs.push_back({project->config_path, "the project config"});
  if (rules) {
    // Not throwing: a directory that cannot be listed is LoadRules' error to report.
    std::error_code ec;
    for (const std::string& file : RuleFiles(RulesDir(f.check), &ec))
      inputs.push_back({file, "a file of the rules directory"});
  }
  for (const std::string& e : editions) inputs.push_back({e, "an edition"});
  for (const DocumentGroup& g : groups)
    for (const auto& [lang, file] : g.files) inputs.push_back({file, "an edition"});
  return inputs;
}

bool IsDirectory(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_directory(path, ec);
}

// Two edition paths, or the embedded corpus when none are given.
std::pair<std::string, std::string> EditionPaths(const std::vector<std::string>& files) {
  if (files.empty()) return DefaultCorpus();
  if (files.size() != 2)
    throw InputError("expected two editions (A B), got " + std::to_string(files.size()) +
                     " file(s)");
  return {files[0], files[1]};
}

// Parses argv for one subcommand whose positional arguments are files; returns false when
// --help was printed.
bool Parse(int argc, char** argv, const char* usage, po::options_description& visible,
           std::vector<std::string>* files) {
  bool help = false;
  visible.add_options()("help,h", po::bool_switch(&help), "show this help");
  po::options_description all;
  all.add(visible);
  po::positional_options_description positional;
  if (files) {
    all.add_options()("files", po::value(files));
    positional.add("files", -1);
  }
  po::variables_map vm;
  po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
  po::notify(vm);
  if (help) {
    std::cout << usage << "\n" << visible << "\n";
    return false;
  }
  return true;
}

int RunCheck(int argc, char** argv) {
  CommonFlags flags;
  std::string write_baseline;
  std::vector<std::string> files;
  po::options_description visible;
  visible.add(OutputOptions(&flags)).add(EditionOptions(&flags, true)).add(FindingOptions(&flags));
  visible.add_options()("write-baseline", po::value(&write_baseline),
                        "write every finding of this run to FILE as a baseline, then exit 0");
  if (!Parse(argc, argv,
             "Usage: concord check [A B] [options]\n\n"
             "Compares two editions of one document and reports what one has and the other "
             "lacks.\nA and B may be files or directories (files paired by relative path). "
             "Without A and B, checks\nthe project of the nearest concord.yml, or else the "
             "embedded corpus (corpus/zh and corpus/ko).",
             visible, &files))
    return kExitClean;
  auto [writer, style, threshold] = Setup(&flags);

  std::optional<Project> project;
  if (files.size() == 2 && IsDirectory(files[0]) && IsDirectory(files[1]))
    project = DirectoryEditions(files);
  else if (files.empty())
    project = FindProject(flags.config);
  // -o is not written when --write-baseline is (the run writes the baseline and stops).
  const std::string report_path = write_baseline.empty() ? flags.output : "";
  if (project) {
    auto write_tree = Require(&Writer::tree, writer, "a tree of documents");
    std::vector<DocumentGroup> groups = GroupDocuments(*project);
    const std::vector<RunInput> inputs = RunInputs(flags, &*project, true, groups, {});
    RefuseOverwritingInput("-o", flags.output, inputs);
    RefuseOverwritingInput("--write-baseline", write_baseline, inputs);
    OutputFile output(report_path);
    Progress progress(!flags.no_progress);
    progress.Attach(&flags.check);
    KeptUntilExit<TreeReport> tree(CheckTree(*project, groups, flags.check));
    // --strict and a rule could not run: exit 2 with no report, as for any other error.
    if (flags.strict && HasRuleFailures(*tree)) return ReportProblems(*tree, true, kExitError);
    if (!write_baseline.empty()) {
      std::vector<const Report*> reports;
      for (const GroupReport& g : tree->groups)
        for (const Report& r : g.pairs) reports.push_back(&r);
      WriteBaseline(write_baseline, reports);
      return kExitClean;
    }
    write_tree(*tree, style, output.stream());
    output.Commit();
    return ReportProblems(*tree, flags.strict, ExitFor(SeveritiesOf(*tree), threshold));
  }
  auto write_check = Require(&Writer::check, writer, "a check");
  auto [a, b] = EditionPaths(files);
  const std::vector<RunInput> inputs = RunInputs(flags, nullptr, true, {}, {a, b});
  RefuseOverwritingInput("-o", flags.output, inputs);
  RefuseOverwritingInput("--write-baseline", write_baseline, inputs);
  OutputFile output(report_path);
  KeptUntilExit<Report> report(CheckEditions(a, b, flags.check));
  if (flags.strict && !report->rule_failures.empty())
    return ReportProblems(report->warnings, report->rule_failures, true, kExitError);
  if (!write_baseline.empty()) {
    WriteBaseline(write_baseline, {&*report});
    return kExitClean;
  }
  write_check(*report, style, output.stream());
  output.Commit();
  std::vector<Severity> severities;
  for (const Finding& f : report->findings) severities.push_back(f.severity);
  return ReportProblems(report->warnings, report->rule_failures, flags.strict,
                        ExitFor(severities, threshold));
}

int RunAudit(int argc, char** argv) {
  CommonFlags flags;
  std::string config, source;
  std::vector<std::string> dirs;
  po::options_description visible;
  visible.add(OutputOptions(&flags)).add(EditionOptions(&flags, true));
  visible.add_options()(
      "config", po::value(&config),
      "project config (concord.yml). Default: found by walking up from the current directory")(
      "source", po::value(&source),
      "with directories: the edition (directory name) the others translate. Default: none, "
      "the editions are peers");
  if (!Parse(argc, argv,
             "Usage: concord audit [DIR DIR...] [options]\n\n"
             "Tells for every document which edition is out of date: what each edition lacks "
             "that the source\n(or, without one, the majority of editions) has, with each "
             "file's last commit date in git.\nWithout directories, audits the project of the "
             "nearest concord.yml. Exit status 0 unless an error.",
             visible, &dirs))
    return kExitClean;
  const Writer& writer = ChooseWriter(flags.format);
  WriterOptions style = ChooseStyle(flags.color, flags.output);
  ResolveInputFormat(&flags);
  std::optional<Project> project;
  if (dirs.empty()) {
    project = FindProject(config);
    if (!project)
      throw InputError(
          "audit: no concord.yml found from the current directory; give "
          "two or more edition directories or --config");
  } else {
    if (dirs.size() < 2) throw InputError("audit: expected two or more edition directories");
    project = DirectoryEditions(dirs, source);
  }
  auto write_audit = Require(&Writer::audit, writer, "an audit");
  std::vector<DocumentGroup> groups = GroupDocuments(*project);
  RefuseOverwritingInput("-o", flags.output, RunInputs(flags, &*project, true, groups, {}));
  OutputFile output(flags.output);
  Progress progress(!flags.no_progress);
  progress.Attach(&flags.check);
  KeptUntilExit<TreeReport> tree(CheckTree(*project, groups, flags.check));
  if (flags.strict && HasRuleFailures(*tree)) return ReportProblems(*tree, true, kExitError);
  KeptUntilExit<AuditReport> audit(AuditTree(*project, *tree, flags.check.jobs));
  write_audit(*audit, style, output.stream());
  output.Commit();
  const int status = ReportProblems(*tree, flags.strict, kExitClean);
  ReportProblems(audit->warnings, {}, false, kExitClean);  // git runs that were killed
  return status;
}

// An argument of `hook` that spells one of its options but came after "--" (only there can a
// file argument start with '-') and names no file: options given to pre-commit in `args:` land
// after the hook's "--" and would be ignored as file names; they are refused instead. A file
// that exists, or a document of the project (a deleted one too), is always a path, whatever
// its name ("--output=README.md").
void RefuseOptionsAsFiles(const std::vector<std::string>& files,
                          const po::options_description& options, const Project& project) {
  for (const std::string& f : files) {
    if (f.size() < 2 || f[0] != '-' || MatchFile(project, f)) continue;
    const std::string name = f[1] == '-' ? f.substr(2, f.find('=') - 2) : f.substr(0, 2);
    std::error_code ec;
    if (name.empty() || !options.find_nothrow(name, false) ||
        std::filesystem::symlink_status(f, ec).type() != std::filesystem::file_type::not_found)
      continue;
    throw InputError("hook: '" + f +
                     "' comes after '--', so it is a file name, and no such file "
                     "exists; options go before '--' (with pre-commit: in the hook's entry, not "
                     "in args; see docs/hook.md)");
  }
}

int RunHook(int argc, char** argv) {
  CommonFlags flags;
  std::vector<std::string> files;
  po::options_description visible;
  visible.add(OutputOptions(&flags)).add(EditionOptions(&flags, true)).add(FindingOptions(&flags));
  if (!Parse(argc, argv,
             "Usage: concord hook [options] -- FILE...\n\n"
             "For pre-commit: checks the document groups the given (staged, or deleted) files "
             "belong to, each\ngroup once, against all its editions (see docs/hook.md). Files "
             "outside the project's editions\nare ignored. Every argument after '--' is a file.",
             visible, &files))
    return kExitClean;
  auto [writer, style, threshold] = Setup(&flags);
  std::optional<Project> project = FindProject(flags.config);
  if (!project) throw InputError("hook: no concord.yml found from the current directory");
  RefuseOptionsAsFiles(files, visible, *project);
  // A deleted file matches its group by its path alone: the group is checked, and the
  // edition that lost the document is reported missing.
  std::map<std::string, std::set<std::string>> touched;  // {path} → languages given
  for (const std::string& f : files)
    if (auto m = MatchFile(*project, f)) touched[m->path].insert(m->lang);
  if (touched.empty()) return kExitClean;
  std::vector<DocumentGroup> groups;
  for (DocumentGroup& g : GroupDocuments(*project))
    if (touched.count(g.path)) groups.push_back(std::move(g));
  // A given document must be a text edition, as a file named to `check` must: a binary one
  // is an error (exit 2), not skipped with a warning that pre-commit would not show.
  for (const DocumentGroup& g : groups)
    for (const std::string& lang : touched.at(g.path))
      if (auto file = g.files.find(lang); file != g.files.end())
        ReadDocument(file->second, flags.check.max_file_size);
  auto write_tree = Require(&Writer::tree, writer, "a tree of documents");
  RefuseOverwritingInput("-o", flags.output, RunInputs(flags, &*project, true, groups, {}));
  OutputFile output(flags.output);
  TreeReport tree = CheckTree(*project, groups, flags.check);
  if (flags.strict && HasRuleFailures(tree)) return ReportProblems(tree, true, kExitError);
  write_tree(tree, style, output.stream());
  output.Commit();
  return ReportProblems(tree, flags.strict, ExitFor(SeveritiesOf(tree), threshold));
}

int RunAlign(int argc, char** argv) {
  CommonFlags flags;
  std::vector<std::string> files;
  po::options_description visible;
  visible.add(OutputOptions(&flags)).add(EditionOptions(&flags, false));
  if (!Parse(argc, argv,
             "Usage: concord align [A B] [options]\n\n"
             "Shows how the units of two editions pair up, side by side (or --format json).",
             visible, &files))
    return kExitClean;
  const Writer& writer = ChooseWriter(flags.format);
  WriterOptions style = ChooseStyle(flags.color, flags.output);
  ResolveInputFormat(&flags);
  auto write_align = Require(&Writer::align, writer, "an alignment");
  auto [a, b] = EditionPaths(files);
  RefuseOverwritingInput("-o", flags.output, RunInputs(flags, nullptr, false, {}, {a, b}));
  OutputFile output(flags.output);
  write_align(AlignEditions(a, b, flags.check), style, output.stream());
  output.Commit();
  return kExitClean;
}

int RunExtract(int argc, char** argv) {
  CommonFlags flags;
  std::string lang;
  std::vector<std::string> files;
  po::options_description visible;
  visible.add(OutputOptions(&flags));
  visible.add_options()("lang", po::value(&lang), "language of the file. Default: detected")(
      "input-format", po::value(&flags.input_format)->default_value("auto"),
      "auto|text|markdown. Default: auto (by extension)");
  if (!Parse(argc, argv,
             "Usage: concord extract FILE... [options]\n\n"
             "Prints the units of an edition and the entities found in each (to debug rules).",
             visible, &files))
    return kExitClean;
  if (files.empty()) throw InputError("extract: expected at least one FILE");
  CheckLanguageFlag("--lang", lang);
  const Writer& writer = ChooseWriter(flags.format);
  WriterOptions style = ChooseStyle(flags.color, flags.output);
  ResolveInputFormat(&flags);
  auto write_extract = Require(&Writer::extract, writer, "extracted units");
  RefuseOverwritingInput("-o", flags.output, RunInputs(flags, nullptr, false, {}, files));
  OutputFile output(flags.output);
  EntityExtractor extract;
  std::vector<Edition> editions;
  for (const std::string& f : files)
    editions.push_back(
        LoadEdition(f, lang, flags.check.input_format, extract, flags.check.max_file_size));
  write_extract(editions, style, output.stream());
  output.Commit();
  return kExitClean;
}

int RunRules(int argc, char** argv) {
  CommonFlags flags;
  std::string formats;  // the writers that can list rules
  for (const Writer& w : Writers())
    if (w.rules) formats += (formats.empty() ? "" : ", ") + std::string(w.name);
  po::options_description visible;
  visible.add_options()("rules", po::value(&flags.check.rules_dir),
                        "directory of rule files. Default: the rules next to the executable")(
      "format", po::value(&flags.format)->default_value("text"),
      ("output format: " + formats + ". Default: text").c_str());
  if (!Parse(argc, argv,
             "Usage: concord rules [--rules DIR] [--format FORMAT]\n\n"
             "Lists the rules that `concord check` runs, the checks they can name, and the "
             "entity extractors.",
             visible, nullptr))
    return kExitClean;
  auto write_rules = Require(&Writer::rules, ChooseWriter(flags.format), "the rules");
  RuleSet rules = ActiveRules(flags.check);
  write_rules(DescribeRuleSet(rules, RulesDir(flags.check)), {}, std::cout);
  return kExitClean;
}

struct Subcommand {
  const char* name;
  const char* description;
  int (*run)(int argc, char** argv);
};

constexpr Subcommand kSubcommands[] = {
    {"check", "compare two editions and report what is missing (default: the embedded corpus)",
     RunCheck},
    {"audit", "tell which edition of each document is out of date (a tree of 2+ editions)",
     RunAudit},
    {"hook", "pre-commit: check the document groups of the given files", RunHook},
    {"align", "show how the units of two editions pair up", RunAlign},
    {"extract", "show the units and entities of an edition", RunExtract},
    {"rules", "list the rules, checks and entity extractors", RunRules},
};

void PrintUsage(std::ostream& out) {
  out << "Usage: concord <command> [options]\n\nA translation consistency checker: finds what "
         "one edition of a document has and another lacks.\n\nCommands:\n";
  for (const Subcommand& s : kSubcommands) {
    std::string name = s.name;
    name.resize(10, ' ');
    out << "  " << name << s.description << "\n";
  }
  out << "\nRun 'concord <command> --help' for a command's options. 'concord --version' prints "
         "the version.\nExit status: 0 no finding at or above --fail-on, 1 findings, 2 usage or "
         "input error.\n";
}

}  // namespace

// concord is a short-lived batch process whose memory peaks once: memory freed by one stage
// (the read buffers, the aligner's tables) is kept for the next instead of being returned to
// the system and faulted in again; large blocks come from the same heap, so they are reused
// too. Peak memory is unchanged; a 100 MB pair takes about 20% fewer page faults. The main
// heap grows 16 MiB of address space at a time, and a worker thread's heap starts with that
// much (no memory until it is touched): a worker's heap grows by changing its mapping a page
// at a time, which stalls the other threads' page faults, and audit -j 2 ran 7% faster for
// it.
void TuneAllocator() {
#ifdef __GLIBC__
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  mallopt(M_MMAP_MAX, 0);  // large blocks (a whole edition's text) from the heap too
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}

// A write to a pipe whose reader has gone (`concord check … | head -1`) fails with EPIPE and
// main() says "cannot write to standard output", exit 2, instead of the process dying of
// SIGPIPE (status 141). A handler that does nothing rather than SIG_IGN: a handler is reset
// to the default in the programs concord runs (git), an ignored signal would stay ignored.
extern "C" void IgnorePipeSignal(int) {}

int main(int argc, char** argv) {
  TuneAllocator();
  struct sigaction on_pipe {};
  on_pipe.sa_handler = IgnorePipeSignal;
  sigemptyset(&on_pipe.sa_mask);
  sigaction(SIGPIPE, &on_pipe, nullptr);
  try {
    if (argc < 2) {
      PrintUsage(std::cerr);
      return kExitError;
    }
    std::string command = argv[1];
    if (command == "--help" || command == "-h" || command == "help") {
      PrintUsage(std::cout);
      return kExitClean;
    }
    if (command == "--version") {
      std::cout << "concord " << CONCORD_VERSION << "\n";
      return kExitClean;
    }
    for (const Subcommand& s : kSubcommands) {
      if (command != s.name) continue;
      int status = s.run(argc - 1, argv + 1);
      std::cout.flush();
      if (!std::cout) {  // a full disk or a closed pipe: the report is not complete
        std::cerr << "concord: error: cannot write to standard output\n";
        return kExitError;
      }
      return status;
    }
    std::vector<std::string> names;
    for (const Subcommand& s : kSubcommands) names.emplace_back(s.name);
    std::cerr << "concord: error: " << EscapeControls(UnknownValue("command", command, names))
              << "\nRun 'concord --help' for what each does.\n";
    return kExitError;
  } catch (const po::error& e) {  // messages from here on may quote the input: escaped
    std::cerr << "concord: error: " << EscapeControls(e.what()) << "\n";
    return kExitError;
  } catch (const InputError& e) {
    std::cerr << "concord: error: " << EscapeControls(e.what()) << "\n";
    return kExitError;
  } catch (const std::exception& e) {
    std::cerr << "concord: internal error: " << EscapeControls(e.what()) << "\n";
    return kExitError;
  }
}
