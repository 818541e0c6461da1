// concord — the command line. Parses flags into the option structs of cli/flags.h, runs one
// subcommand of cli/run.h, and returns its exit status:
//   0  no finding at or above --fail-on     1  some finding at or above it
//   2  usage or input error (message on stderr)
#include <signal.h>

#include <boost/program_options.hpp>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

#include "base/build_info.h"
#include "base/error.h"
#include "cli/exit_status.h"
#include "cli/flags.h"
#include "cli/help_docs.h"
#include "cli/memory.h"
#include "cli/run.h"
#include "cli/setup.h"

namespace po = boost::program_options;
using namespace concord;

namespace {

// Options declared by more than one subcommand, each declared once here; `extract` and `rules`
// describe --input-format and --rules in their own words, so those take their help text. Every
// default shown in --help is the flag struct's own (cli/flags.h), never a second literal.

void AddConfigOption(po::options_description& d, std::string* config) {
  d.add_options()(
      "config", po::value(config)->value_name("FILE"),
      "project config (concord.yml). Default: found by walking up from the current directory");
}

void AddGlossaryOption(po::options_description& d, std::string* glossary) {
  d.add_options()("glossary", po::value(glossary)->value_name("FILE"),
                  "glossary file (terms and their rendering per language; see docs/user-guide.md) "
                  "for the glossary rule. Default: the project's (concord.yml glossary:), or none");
}

void AddInputFormatOption(po::options_description& d, std::string* input_format, const char* help) {
  d.add_options()("input-format",
                  po::value(input_format)->value_name("FORMAT")->default_value(*input_format),
                  help);
}

void AddRulesDirOption(po::options_description& d, std::string* rules_dir, const char* help) {
  d.add_options()("rules", po::value(rules_dir)->value_name("DIR"), help);
}

// --source and --editions: which edition of a tree the others translate, and what the
// editions of directories are called.
void AddTreeOptions(po::options_description& d, std::string* source, std::string* editions) {
  d.add_options()("source", po::value(source)->value_name("L"),
                  "the edition the others translate (a project's edition, or a directory's "
                  "edition name); overrides concord.yml source. Default: concord.yml source, "
                  "else none (the editions are peers)")(
      "editions", po::value(editions)->value_name("NAMES"),
      "en,zh,ko: names of the editions of directories given on the command line, in order. "
      "Default: each directory's name, or the first segment where their paths differ");
}

// --format (the formats of `formats`), --color, -o, and --no-progress where the command shows
// a progress line (`progress`: check and audit, which walk trees).
po::options_description OutputOptions(CommonFlags* f, const std::string& formats, bool progress) {
  po::options_description d("Output");
  d.add_options()("format", po::value(&f->format)->value_name("FORMAT")->default_value(f->format),
                  (formats + ": output format. Default: text").c_str())(
      "color", po::value(&f->color)->value_name("WHEN")->default_value(f->color),
      "auto|always|never: ANSI colour in text output. Default: auto (only on a terminal)")(
      "output,o", po::value(&f->output)->value_name("FILE"),
      "write the report to FILE: a regular file is replaced in one step (a temporary file "
      "in its directory, then a rename) and keeps its permissions; a symlink is written "
      "through; a device or FIFO (/dev/null) is written to like the shell's >. Never a file "
      "the run reads (exit 2). Default: stdout");
  if (progress)
    d.add_options()("no-progress", po::bool_switch(&f->no_progress),
                    "no progress line on stderr. Default: shown for trees when stderr is a "
                    "terminal");
  return d;
}

// --lang-a/--lang-b, and with `rules` also --strict/--rules/--enable/--disable.
po::options_description EditionOptions(CommonFlags* f, bool rules) {
  po::options_description d("Editions");
  d.add_options()("lang-a", po::value(&f->check.lang_a)->value_name("L"),
                  "language of edition A. Default: detected from its scripts")(
      "lang-b", po::value(&f->check.lang_b)->value_name("L"),
      "language of edition B. Default: detected from its scripts");
  AddInputFormatOption(d, &f->input_format,
                       "auto|text|markdown|mdx: how editions are read. Default: auto (.md "
                       ".markdown are Markdown, .mdx MDX, anything else plain text)");
  d.add_options()("max-file-size",
                  po::value(&f->max_file_size)->value_name("SIZE")->default_value(f->max_file_size),
                  "refuse editions larger than SIZE bytes (suffix K, M or G); reading stops "
                  "there whatever the file's size is said to be. Default: 64M")(
      "jobs,j", po::value(&f->jobs)->value_name("N")->default_value(f->jobs),
      "threads for the documents of a tree and the two editions of a pair (the output is "
      "the same for any number). Default: 0, one per core");
  if (!rules) return d;
  d.add_options()("strict", po::bool_switch(&f->strict),
                  "exit 2, with no report, when a rule could not run (its regex hit the time "
                  "limit or budget). Default: report the failure on stderr and go on");
  AddRulesDirOption(d, &f->check.rules_dir,
                    "directory of rule files that replaces the defaults (every default rule "
                    "is gone; to add rules, use --extra-rules). Default: the rules built into "
                    "concord");
  d.add_options()("extra-rules", po::value(&f->check.extra_rules)->value_name("DIR")->composing(),
                  "directory of rule files added to the rules (repeatable; after concord.yml "
                  "extra-rules). Default: none")(
      "enable", po::value(&f->check.enable)->value_name("ID")->composing(),
      "turn on a rule by id (repeatable; wins over concord.yml)")(
      "disable", po::value(&f->check.disable)->value_name("ID")->composing(),
      "turn off a rule by id (repeatable; wins over concord.yml)")(
      "severity", po::value(&f->severity)->value_name("RULE=LEVEL")->composing(),
      "RULE=error|warning|info: the severity of a rule's findings (repeatable; wins over "
      "concord.yml severity)");
  return d;
}

// --fail-on, --config and --baseline: the flags of commands that judge findings.
po::options_description FindingOptions(CommonFlags* f) {
  po::options_description d("Findings");
  d.add_options()(
      "fail-on", po::value(&f->fail_on)->value_name("LEVEL"),
      "error|warning|info|never: lowest severity that makes the exit status 1. Default: "
      "concord.yml fail-on, else error");
  AddConfigOption(d, &f->config);
  AddGlossaryOption(d, &f->glossary);
  d.add_options()(
      "baseline", po::value(&f->baseline)->value_name("FILE"),
      "JSON file of accepted findings (from --write-baseline) to leave out. Default: none")(
      "list-missing", po::bool_switch(&f->list_missing),
      "text output of a tree: every missing document on its own line. Default: where an edition "
      "lacks more than half of a directory's documents, one line for the directory with the "
      "counts (JSON, SARIF, GitHub and HTML always list each)");
  return d;
}

struct Example {
  const char* command;
  const char* what;
};

// One subcommand: what `concord --help`, its own --help and the man page say about it, its
// options (built into a fresh flags struct, so --help, the parser and --generate read one
// table), and what runs it.
struct Subcommand {
  const char* name;
  const char* summary;      // the line of `concord --help`
  const char* synopsis;     // "concord check [A B] [options]"
  const char* description;  // printed under the synopsis
  Example examples[2];
  int (*run)(const Subcommand& self, int argc, char** argv);
  std::vector<OptionDoc> (*options)();
  bool operands = true;  // takes files or directories (all but `rules`)
};

void AddHelpOption(po::options_description& d, bool* help) {
  d.add_options()("help,h", po::bool_switch(help), "show this help");
}

// Parses argv for one subcommand whose positional arguments are files; returns false when
// --help was printed.
bool Parse(int argc, char** argv, const Subcommand& self, po::options_description& visible,
           std::vector<std::string>* files) {
  bool help = false;
  AddHelpOption(visible, &help);
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
  if (!help) return true;
  std::cout << "Usage: " << self.synopsis << "\n\n"
            << self.description << "\n"
            << visible << "\nExamples:\n";
  for (const Example& e : self.examples)
    std::cout << "  " << e.command << "\n      " << e.what << "\n";
  return false;
}

po::options_description CheckOptions(CheckFlags* flags) {
  po::options_description visible;
  visible.add(OutputOptions(&flags->common, FormatNamesWith(&Writer::check, "|"), true))
      .add(EditionOptions(&flags->common, true))
      .add(FindingOptions(&flags->common));
  visible.add_options()("write-baseline", po::value(&flags->write_baseline)->value_name("FILE"),
                        "write every finding of this run to FILE as a baseline, then exit 0")(
      "prune-baseline", po::bool_switch(&flags->prune_baseline),
      "rewrite the --baseline file without its stale entries (those that matched no finding "
      "of a rule that ran), in one step like -o. Default: stale entries are only counted on "
      "stderr");
  AddTreeOptions(visible, &flags->source, &flags->common.editions);
  return visible;
}

int Check(const Subcommand& self, int argc, char** argv) {
  CheckFlags flags;
  po::options_description visible = CheckOptions(&flags);
  if (!Parse(argc, argv, self, visible, &flags.files)) return kExitClean;
  return RunCheck(std::move(flags));
}

po::options_description AuditOptions(AuditFlags* flags) {
  po::options_description visible;
  visible.add(OutputOptions(&flags->common, FormatNamesWith(&Writer::audit, "|"), true))
      .add(EditionOptions(&flags->common, true));
  AddConfigOption(visible, &flags->common.config);
  AddGlossaryOption(visible, &flags->common.glossary);
  AddTreeOptions(visible, &flags->source, &flags->common.editions);
  visible.add_options()(
      "fail-on", po::value(&flags->fail_on)->value_name("LEVEL"),
      "error|warning|info|never: exit 1 when an edition is behind on an item, or has an item "
      "to review, at or above this severity. Default: exit 1 only when an edition is behind on "
      "an error (to-review items never fail)")(
      "no-dates", po::bool_switch(&flags->no_dates),
      "leave out each file's last commit date (git is not run). Default: dates are read from "
      "one git history walk per repository");
  return visible;
}

int Audit(const Subcommand& self, int argc, char** argv) {
  AuditFlags flags;
  po::options_description visible = AuditOptions(&flags);
  if (!Parse(argc, argv, self, visible, &flags.dirs)) return kExitClean;
  return RunAudit(std::move(flags));
}

po::options_description HookOptions(HookFlags* flags) {
  po::options_description visible;
  visible.add(OutputOptions(&flags->common, FormatNamesWith(&Writer::tree, "|"), false))
      .add(EditionOptions(&flags->common, true))
      .add(FindingOptions(&flags->common));
  return visible;
}

int Hook(const Subcommand& self, int argc, char** argv) {
  HookFlags flags;
  po::options_description visible = HookOptions(&flags);
  if (!Parse(argc, argv, self, visible, &flags.files)) return kExitClean;
  flags.is_option = [&visible](const std::string& name) {
    return visible.find_nothrow(name, false) != nullptr;
  };
  return RunHook(std::move(flags));
}

po::options_description AlignOptions(AlignFlags* flags) {
  po::options_description visible;
  visible.add(OutputOptions(&flags->common, FormatNamesWith(&Writer::align, "|"), false))
      .add(EditionOptions(&flags->common, false));
  visible.add_options()("show-equivalents", po::bool_switch(&flags->show_equivalents),
                        "instead of the beads, the cross-script equivalents learned from them "
                        "(a Latin name and the Han or Hangul rendering that stands for it); with "
                        "two directories, from the whole tree. --format text or json");
  return visible;
}

int Align(const Subcommand& self, int argc, char** argv) {
  AlignFlags flags;
  po::options_description visible = AlignOptions(&flags);
  if (!Parse(argc, argv, self, visible, &flags.files)) return kExitClean;
  return RunAlign(std::move(flags));
}

po::options_description ExtractOptions(ExtractFlags* flags) {
  po::options_description visible;
  visible.add(OutputOptions(&flags->common, FormatNamesWith(&Writer::extract, "|"), false));
  visible.add_options()("lang", po::value(&flags->lang)->value_name("L"),
                        "language of the file. Default: detected");
  AddInputFormatOption(visible, &flags->common.input_format,
                       "auto|text|markdown|mdx: how the files are read. Default: auto (by "
                       "extension)");
  return visible;
}

int Extract(const Subcommand& self, int argc, char** argv) {
  ExtractFlags flags;
  po::options_description visible = ExtractOptions(&flags);
  if (!Parse(argc, argv, self, visible, &flags.files)) return kExitClean;
  return RunExtract(std::move(flags));
}

po::options_description RulesOptions(RulesFlags* flags) {
  po::options_description visible;
  AddRulesDirOption(visible, &flags->check.rules_dir,
                    "directory of rule files. Default: the rules built into concord");
  visible.add_options()(
      "format", po::value(&flags->format)->value_name("FORMAT")->default_value(flags->format),
      (FormatNamesWith(&Writer::rules, "|") + ": output format. Default: text").c_str());
  return visible;
}

int Rules(const Subcommand& self, int argc, char** argv) {
  RulesFlags flags;
  po::options_description visible = RulesOptions(&flags);
  if (!Parse(argc, argv, self, visible, nullptr)) return kExitClean;
  return RunRules(flags);
}

// A command's options as the man page and the completions take them: the table that
// `Options` builds (and --help prints), read through Boost's own accessors.
template <typename Flags, po::options_description (*Options)(Flags*)>
std::vector<OptionDoc> DocumentOptions() {
  Flags flags;
  po::options_description d = Options(&flags);
  bool help = false;
  AddHelpOption(d, &help);
  std::vector<OptionDoc> docs;
  for (const auto& o : d.options()) {
    OptionDoc doc;
    doc.name = o->long_name();
    const std::string shown =
        o->canonical_display_name(po::command_line_style::allow_dash_for_short);
    if (shown.size() == 2 && shown[0] == '-' && shown[1] != '-') doc.short_name = shown[1];
    if (o->semantic()->max_tokens() > 0) {
      doc.value = o->semantic()->name();
      doc.value = doc.value.substr(0, doc.value.find(" (="));  // without its default
    }
    doc.repeatable = o->semantic()->is_composing();
    doc.help = o->description();
    doc.choices = LeadingChoices(doc.help);
    docs.push_back(std::move(doc));
  }
  return docs;
}

constexpr Subcommand kSubcommands[] = {
    {"check",
     "compare two editions and report what is missing (default: the embedded corpus)",
     "concord check [A B] [options]",
     "Compares two editions of one document and reports what one has and the other lacks.\nA "
     "and B may be files or directories (files paired by relative path). Without A and B, "
     "checks\nthe project of the nearest concord.yml, or else the embedded corpus (corpus/zh "
     "and corpus/ko).\n",
     {{"concord check corpus/zh/conclusion.txt corpus/ko/conclusion.txt",
       "compare two files: what each edition has and the other lacks"},
      {"concord check --format sarif -o concord.sarif",
       "the project of the nearest concord.yml, as SARIF for code scanning"}},
     Check,
     DocumentOptions<CheckFlags, CheckOptions>},
    {"audit",
     "tell which edition of each document is out of date (a tree of 2+ editions)",
     "concord audit [DIR DIR...] [options]",
     "Tells for every document which edition is out of date: what each edition lacks that the "
     "source\n(or, without one, the majority of editions) has, with each file's last commit "
     "date in git.\nWithout directories, audits the project of the nearest concord.yml. Exit "
     "status 1 when an edition is\nbehind (see --fail-on), 2 on an error.\n",
     {{"concord audit", "the project of the nearest concord.yml, as text"},
      {"concord audit --source en --format html -o audit.html docs/en docs/zh docs/ko",
       "three directories of editions against the English one, as an HTML page"}},
     Audit,
     DocumentOptions<AuditFlags, AuditOptions>},
    {"hook",
     "pre-commit: check the document groups of the given files",
     "concord hook [options] -- FILE...",
     "For pre-commit: checks the document groups the given (staged, or deleted) files belong "
     "to, each\ngroup once, against all its editions (see docs/hook.md). Files outside the "
     "project's editions\nare ignored. Every argument after '--' is a file.\n",
     {{"concord hook -- docs/zh/intro.md docs/ko/intro.md",
       "check every edition of the documents of two changed files"},
      {"concord hook --fail-on warning --format github -- docs/zh/intro.md",
       "the same as GitHub annotations, failing on warnings too"}},
     Hook,
     DocumentOptions<HookFlags, HookOptions>},
    {"align",
     "show how the units of two editions pair up",
     "concord align [A B] [options]",
     "Shows how the units of two editions pair up, side by side (or --format json).\n",
     {{"concord align corpus/zh/conclusion.txt corpus/ko/conclusion.txt",
       "the beads of two files, side by side with their scores"},
      {"concord align --show-equivalents docs/en docs/zh",
       "the Latin names and the renderings learned from every document of two trees"}},
     Align,
     DocumentOptions<AlignFlags, AlignOptions>},
    {"extract",
     "show the units and entities of an edition",
     "concord extract FILE... [options]",
     "Prints the units of an edition and the entities found in each (to debug rules).\n",
     {{"concord extract corpus/ko/conclusion.txt",
       "the units of a file and the names, titles, URLs, … found in each"},
      {"concord extract --format json --lang zh notes.txt",
       "the same as JSON, the file read as Chinese"}},
     Extract,
     DocumentOptions<ExtractFlags, ExtractOptions>},
    {"rules",
     "list the rules, checks and entity extractors",
     "concord rules [--rules DIR] [--format FORMAT]",
     "Lists the rules that `concord check` runs, the checks they can name, and the entity "
     "extractors.\n",
     {{"concord rules", "the default rules"},
      {"concord rules --rules my-rules --format json",
       "the rules of a directory of rule files, as JSON"}},
     Rules,
     DocumentOptions<RulesFlags, RulesOptions>,
     false},
};

constexpr const char* kSummary =
    "a translation consistency checker: finds what one edition of a document has and another "
    "lacks";
constexpr const char* kExitStatus =
    "Exit status: 0 no finding at or above --fail-on, 1 findings, 2 usage or input error.";

void PrintUsage(std::ostream& out) {
  std::string summary = kSummary;
  summary[0] = 'A';
  out << "Usage: concord <command> [options]\n\n" << summary << ".\n\nCommands:\n";
  for (const Subcommand& s : kSubcommands) {
    std::string name = s.name;
    name.resize(10, ' ');
    out << "  " << name << s.summary << "\n";
  }
  out << "\nRun 'concord <command> --help' for a command's options. 'concord --version' prints "
         "the version.\n"
      << kExitStatus << "\n";
}

// `concord --generate man|bash|zsh`, which the build runs (tools/concord/CMakeLists.txt):
// the man page or a completion script from the tables above.
int Generate(int argc, char** argv) {
  const std::string what = argc > 2 ? argv[2] : "";
  ProgramDoc doc{CONCORD_VERSION, kSummary, kExitStatus, {}};
  for (const Subcommand& s : kSubcommands) {
    CommandDoc c{s.name, s.summary, s.synopsis, s.description, s.options(), {}, s.operands};
    for (const Example& e : s.examples) c.examples.push_back({e.command, e.what});
    doc.commands.push_back(std::move(c));
  }
  if (what == "man") {
    std::cout << ManPage(doc);
  } else if (what == "bash") {
    std::cout << BashCompletion(doc);
  } else if (what == "zsh") {
    std::cout << ZshCompletion(doc);
  } else {
    return FailWith("--generate: " + UnknownValue("kind", what, {"man", "bash", "zsh"}));
  }
  return kExitClean;
}

// Runs the subcommand argv[1] names (or prints the usage or the version).
int Dispatch(int argc, char** argv) {
  if (argc < 2) {
    PrintUsage(std::cerr);
    return kExitError;
  }
  std::string command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    PrintUsage(std::cout);
    return kExitClean;
  }
  if (command == "--generate") return Generate(argc, argv);
  if (command == "--version") {
    std::cout << "concord " << VersionLine() << "\n";
    return kExitClean;
  }
  for (const Subcommand& s : kSubcommands) {
    if (command != s.name) continue;
    int status = s.run(s, argc - 1, argv + 1);
    std::cout.flush();
    if (!std::cout) {  // a full disk or a closed pipe: the report is not complete
      std::cerr << "concord: error: cannot write to standard output\n";
      return kExitError;
    }
    return status;
  }
  std::vector<std::string> names;
  for (const Subcommand& s : kSubcommands) names.emplace_back(s.name);
  FailWith(UnknownValue("command", command, names));
  std::cerr << "Run 'concord --help' for what each does.\n";
  return kExitError;
}

}  // namespace

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
    return Dispatch(argc, argv);
  } catch (const po::error& e) {
    return FailWith(e.what());
  } catch (const InputError& e) {
    return FailWith(e.what());
  } catch (const std::exception& e) {
    return FailWithInternalError(e.what());
  }
}
