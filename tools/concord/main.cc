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
      "config", po::value(config),
      "project config (concord.yml). Default: found by walking up from the current directory");
}

void AddGlossaryOption(po::options_description& d, std::string* glossary) {
  d.add_options()("glossary", po::value(glossary),
                  "glossary file (terms and their rendering per language; see docs/user-guide.md) "
                  "for the glossary rule. Default: the project's (concord.yml glossary:), or none");
}

void AddInputFormatOption(po::options_description& d, std::string* input_format, const char* help) {
  d.add_options()("input-format", po::value(input_format)->default_value(*input_format), help);
}

void AddRulesDirOption(po::options_description& d, std::string* rules_dir, const char* help) {
  d.add_options()("rules", po::value(rules_dir), help);
}

// --source and --editions: which edition of a tree the others translate, and what the
// editions of directories are called.
void AddTreeOptions(po::options_description& d, std::string* source, std::string* editions) {
  d.add_options()("source", po::value(source),
                  "the edition the others translate (a project's edition, or a directory's "
                  "edition name); overrides concord.yml source. Default: concord.yml source, "
                  "else none (the editions are peers)")(
      "editions", po::value(editions),
      "en,zh,ko: names of the editions of directories given on the command line, in order. "
      "Default: each directory's name, or the first segment where their paths differ");
}

po::options_description OutputOptions(CommonFlags* f) {
  po::options_description d("Output");
  d.add_options()("format", po::value(&f->format)->default_value(f->format),
                  ("output format: " + FormatNames() + ". Default: text").c_str())(
      "color", po::value(&f->color)->default_value(f->color),
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

// --lang-a/--lang-b, and with `rules` also --strict/--rules/--enable/--disable.
po::options_description EditionOptions(CommonFlags* f, bool rules) {
  po::options_description d("Editions");
  d.add_options()("lang-a", po::value(&f->check.lang_a),
                  "language of edition A. Default: detected from its scripts")(
      "lang-b", po::value(&f->check.lang_b),
      "language of edition B. Default: detected from its scripts");
  AddInputFormatOption(d, &f->input_format,
                       "auto|text|markdown|mdx: how editions are read. Default: auto (.md "
                       ".markdown are Markdown, .mdx MDX, anything else plain text)");
  d.add_options()("max-file-size", po::value(&f->max_file_size)->default_value(f->max_file_size),
                  "refuse editions larger than SIZE bytes (suffix K, M or G); reading stops "
                  "there whatever the file's size is said to be. Default: 64M")(
      "jobs,j", po::value(&f->jobs)->default_value(f->jobs),
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
  d.add_options()("extra-rules", po::value(&f->check.extra_rules)->composing(),
                  "directory of rule files added to the rules (repeatable; after concord.yml "
                  "extra-rules). Default: none")(
      "enable", po::value(&f->check.enable)->composing(),
      "turn on a rule by id (repeatable; wins over concord.yml)")(
      "disable", po::value(&f->check.disable)->composing(),
      "turn off a rule by id (repeatable; wins over concord.yml)")(
      "severity", po::value(&f->severity)->composing(),
      "RULE=error|warning|info: the severity of a rule's findings (repeatable; wins over "
      "concord.yml severity)");
  return d;
}

// --fail-on, --config and --baseline: the flags of commands that judge findings.
po::options_description FindingOptions(CommonFlags* f) {
  po::options_description d("Findings");
  d.add_options()(
      "fail-on", po::value(&f->fail_on),
      "error|warning|info|never: lowest severity that makes the exit status 1. Default: "
      "concord.yml fail-on, else error");
  AddConfigOption(d, &f->config);
  AddGlossaryOption(d, &f->glossary);
  d.add_options()(
      "baseline", po::value(&f->baseline),
      "JSON file of accepted findings (from --write-baseline) to leave out. Default: none")(
      "list-missing", po::bool_switch(&f->list_missing),
      "text output of a tree: every missing document on its own line. Default: where an edition "
      "lacks more than half of a directory's documents, one line for the directory with the "
      "counts (JSON, SARIF, GitHub and HTML always list each)");
  return d;
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

int Check(int argc, char** argv) {
  CheckFlags flags;
  po::options_description visible;
  visible.add(OutputOptions(&flags.common))
      .add(EditionOptions(&flags.common, true))
      .add(FindingOptions(&flags.common));
  visible.add_options()("write-baseline", po::value(&flags.write_baseline),
                        "write every finding of this run to FILE as a baseline, then exit 0")(
      "prune-baseline", po::bool_switch(&flags.prune_baseline),
      "rewrite the --baseline file without its stale entries (those that matched no finding "
      "of a rule that ran), in one step like -o. Default: stale entries are only counted on "
      "stderr");
  AddTreeOptions(visible, &flags.source, &flags.common.editions);
  if (!Parse(argc, argv,
             "Usage: concord check [A B] [options]\n\n"
             "Compares two editions of one document and reports what one has and the other "
             "lacks.\nA and B may be files or directories (files paired by relative path). "
             "Without A and B, checks\nthe project of the nearest concord.yml, or else the "
             "embedded corpus (corpus/zh and corpus/ko).",
             visible, &flags.files))
    return kExitClean;
  return RunCheck(std::move(flags));
}

int Audit(int argc, char** argv) {
  AuditFlags flags;
  po::options_description visible;
  visible.add(OutputOptions(&flags.common)).add(EditionOptions(&flags.common, true));
  AddConfigOption(visible, &flags.common.config);
  AddGlossaryOption(visible, &flags.common.glossary);
  AddTreeOptions(visible, &flags.source, &flags.common.editions);
  visible.add_options()(
      "fail-on", po::value(&flags.fail_on),
      "error|warning|info|never: exit 1 when an edition is behind on an item, or has an item "
      "to review, at or above this severity. Default: exit 1 only when an edition is behind on "
      "an error (to-review items never fail)")(
      "no-dates", po::bool_switch(&flags.no_dates),
      "leave out each file's last commit date (git is not run). Default: dates are read from "
      "one git history walk per repository");
  if (!Parse(
          argc, argv,
          "Usage: concord audit [DIR DIR...] [options]\n\n"
          "Tells for every document which edition is out of date: what each edition lacks "
          "that the source\n(or, without one, the majority of editions) has, with each "
          "file's last commit date in git.\nWithout directories, audits the project of the "
          "nearest concord.yml. Exit status 1 when an edition is behind (see --fail-on), 2 on an "
          "error.",
          visible, &flags.dirs))
    return kExitClean;
  return RunAudit(std::move(flags));
}

int Hook(int argc, char** argv) {
  HookFlags flags;
  po::options_description visible;
  visible.add(OutputOptions(&flags.common))
      .add(EditionOptions(&flags.common, true))
      .add(FindingOptions(&flags.common));
  if (!Parse(argc, argv,
             "Usage: concord hook [options] -- FILE...\n\n"
             "For pre-commit: checks the document groups the given (staged, or deleted) files "
             "belong to, each\ngroup once, against all its editions (see docs/hook.md). Files "
             "outside the project's editions\nare ignored. Every argument after '--' is a file.",
             visible, &flags.files))
    return kExitClean;
  flags.is_option = [&visible](const std::string& name) {
    return visible.find_nothrow(name, false) != nullptr;
  };
  return RunHook(std::move(flags));
}

int Align(int argc, char** argv) {
  AlignFlags flags;
  po::options_description visible;
  visible.add(OutputOptions(&flags.common)).add(EditionOptions(&flags.common, false));
  visible.add_options()("show-equivalents", po::bool_switch(&flags.show_equivalents),
                        "instead of the beads, the cross-script equivalents learned from them "
                        "(a Latin name and the Han or Hangul rendering that stands for it); with "
                        "two directories, from the whole tree. --format text or json");
  if (!Parse(argc, argv,
             "Usage: concord align [A B] [options]\n\n"
             "Shows how the units of two editions pair up, side by side (or --format json).",
             visible, &flags.files))
    return kExitClean;
  return RunAlign(std::move(flags));
}

int Extract(int argc, char** argv) {
  ExtractFlags flags;
  po::options_description visible;
  visible.add(OutputOptions(&flags.common));
  visible.add_options()("lang", po::value(&flags.lang), "language of the file. Default: detected");
  AddInputFormatOption(visible, &flags.common.input_format,
                       "auto|text|markdown|mdx. Default: auto (by extension)");
  if (!Parse(argc, argv,
             "Usage: concord extract FILE... [options]\n\n"
             "Prints the units of an edition and the entities found in each (to debug rules).",
             visible, &flags.files))
    return kExitClean;
  return RunExtract(std::move(flags));
}

int Rules(int argc, char** argv) {
  RulesFlags flags;
  po::options_description visible;
  AddRulesDirOption(visible, &flags.check.rules_dir,
                    "directory of rule files. Default: the rules built into concord");
  visible.add_options()(
      "format", po::value(&flags.format)->default_value(flags.format),
      ("output format: " + FormatNamesWith(&Writer::rules) + ". Default: text").c_str());
  if (!Parse(argc, argv,
             "Usage: concord rules [--rules DIR] [--format FORMAT]\n\n"
             "Lists the rules that `concord check` runs, the checks they can name, and the "
             "entity extractors.",
             visible, nullptr))
    return kExitClean;
  return RunRules(flags);
}

struct Subcommand {
  const char* name;
  const char* description;
  int (*run)(int argc, char** argv);
};

constexpr Subcommand kSubcommands[] = {
    {"check", "compare two editions and report what is missing (default: the embedded corpus)",
     Check},
    {"audit", "tell which edition of each document is out of date (a tree of 2+ editions)", Audit},
    {"hook", "pre-commit: check the document groups of the given files", Hook},
    {"align", "show how the units of two editions pair up", Align},
    {"extract", "show the units and entities of an edition", Extract},
    {"rules", "list the rules, checks and entity extractors", Rules},
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
  if (command == "--version") {
    std::cout << "concord " << VersionLine() << "\n";
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
