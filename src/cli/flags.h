// flags.h — the command line as plain structs, one per subcommand: tools/concord/main.cc binds
// every flag to one field, and the subcommands of run.h read them.
//
//   CheckFlags flags;                  // every field at its default
//   flags.common.format = "json";      // --format json
//   flags.files = {"zh.md", "ko.md"};
//   int status = RunCheck(std::move(flags));
//
// Values are kept as typed ("64M", "error"); Setup (setup.h) parses and checks them, so a bad
// value is an InputError naming its flag. A subcommand that has no such flag leaves the field
// at its default.
#ifndef CONCORD_CLI_FLAGS_H_
#define CONCORD_CLI_FLAGS_H_

#include <functional>
#include <string>
#include <vector>

#include "pipeline.h"

namespace concord {

// Flags shared by the subcommands that read editions.
struct CommonFlags {
  std::string format = "text";        // --format: a row of Writers(). Default: text
  std::string color = "auto";         // --color auto|always|never. Default: auto
  std::string input_format = "auto";  // --input-format auto|text|markdown|mdx. Default: auto
  std::string output;                 // -o FILE. Default: empty, stdout
  bool no_progress = false;           // --no-progress. Default: the line is shown on a TTY
  bool strict = false;                // --strict: a rule that could not run exits 2
  std::string max_file_size = "64M";  // --max-file-size: bytes, suffix K, M or G. Default: 64M
  int jobs = 0;                       // --jobs. Default: 0, one thread per core
  // --fail-on error|warning|info|never. Default: "" (not given): concord.yml's fail-on, else
  // error.
  std::string fail_on;
  std::string config;         // --config. Default: empty, the nearest concord.yml
  std::string baseline;       // --baseline. Default: empty, none
  bool list_missing = false;  // --list-missing: text lists each missing document. Default: folded
  std::string glossary;  // --glossary FILE. Default: empty, the project's (concord.yml) or none
  std::vector<std::string> severity;  // --severity RULE=LEVEL (repeatable). Default: none
  // --editions en,zh,ko: the names of editions given as directories. Default: empty, named
  // after the directories (project.h DirectoryEditions)
  std::string editions;
  // --lang-a, --lang-b, --rules, --extra-rules, --enable, --disable directly; the other fields are
  // set by Setup from the strings above.
  CheckOptions check;
};

// concord check [A B]: two files, two directories, or nothing (a project or the corpus).
struct CheckFlags {
  CommonFlags common;
  std::string write_baseline;  // --write-baseline FILE. Default: empty, a report is written
  // --source: the edition the others translate, over concord.yml's source. Default: the
  // project's, or none (peers)
  std::string source;
  bool prune_baseline = false;  // --prune-baseline: rewrite --baseline without stale entries
  std::vector<std::string> files;
};

// concord audit [DIR DIR...]: directories, or nothing (the project of common.config).
struct AuditFlags {
  CommonFlags common;
  // --fail-on for audit: "" (not given) fails on behind items of severity error only; a level
  // fails on every item at or above it, to-review items included (RunAudit). Default: "".
  std::string fail_on;
  // --source: the edition the others translate, over concord.yml's source. Default: the
  // project's, or none (peers)
  std::string source;
  bool no_dates = false;  // --no-dates: no git run, no last commit dates. Default: dates
  std::vector<std::string> dirs;
};

// concord hook -- FILE...
struct HookFlags {
  CommonFlags common;
  std::vector<std::string> files;
  // Whether a name ("format", "-o") spells one of the hook's options, for file arguments that
  // look like options (RefuseOptionsAsFiles, hook_files.h). Default: none is.
  std::function<bool(const std::string& name)> is_option;
};

// concord align [A B]
struct AlignFlags {
  CommonFlags common;
  bool show_equivalents = false;  // --show-equivalents: the learned pairs instead of the beads
  std::vector<std::string> files;
};

// concord extract FILE...
struct ExtractFlags {
  CommonFlags common;
  std::string lang;  // --lang: the language of every file. Default: detected
  std::vector<std::string> files;
};

// concord rules
struct RulesFlags {
  CheckOptions check;           // only rules_dir (--rules) is read
  std::string format = "text";  // --format: a writer with a rules view
};

}  // namespace concord

#endif  // CONCORD_CLI_FLAGS_H_
