// setup.h — what every subcommand that reads editions does once its flags are parsed: choose
// the writer and the colours, parse --fail-on, --input-format, --max-file-size and --jobs into
// CheckOptions, and load the baseline and the --glossary file.
//
//   RunSetup setup = Setup(&flags.common);                        // InputError on a bad value
//   auto write_tree = Require(&Writer::tree, setup.writer, "a tree of documents");
//   write_tree(tree, setup.style, out);
//
// Flags are checked in one fixed order (--fail-on, --format, --color, --input-format,
// --max-file-size, --jobs, then the baseline and the glossary are read), so a command line with
// several bad values always names the same one.
#ifndef CONCORD_CLI_SETUP_H_
#define CONCORD_CLI_SETUP_H_

#include <optional>
#include <string>

#include "base/error.h"
#include "cli/flags.h"
#include "model.h"
#include "project/project.h"
#include "report/writers.h"

namespace concord {

struct RunSetup {
  const Writer& writer;               // --format
  WriterOptions style;                // --color
  std::optional<Severity> threshold;  // --fail-on; nullopt: never
};

// Checks and parses the flags above and fills flags->check (input_format, max_file_size, jobs,
// baseline, glossary). Throws InputError "--flag: expected …, got '…'", or a baseline's read error.
RunSetup Setup(CommonFlags* flags);

// What the project's concord.yml sets (settings.h) where no flag does: its rule settings go
// before those of --severity (which, with --enable and --disable, win over them), its extra
// rule directories after those of --extra-rules, and its fail-on (when `use_fail_on`: check
// and hook; audit has a --fail-on of its own) and its baseline (unless --baseline is given or
// `writing_baseline`, as the baseline being written must keep every finding) are used. Throws
// the baseline's read error, and InputError for --lang-a or --lang-b with a project config
// (its editions' codes give their languages).
void ApplyProjectSettings(const Project& project, bool use_fail_on, bool writing_baseline,
                          CommonFlags* flags, RunSetup* setup);

// The writer named by --format, or an InputError "--format: unknown format …" with the names.
const Writer& ChooseWriter(const std::string& name);

// The names of the formats that can show a view (&Writer::rules, …), "text, json" (or with
// `separator` "|", "text|json" for --help).
template <typename Fn>
std::string FormatNamesWith(Fn Writer::*view, const char* separator = ", ") {
  std::string names;
  for (const Writer& w : Writers())
    if (w.*view) names += (names.empty() ? "" : separator) + std::string(w.name);
  return names;
}

// The writer's function for a view (&Writer::tree, …), or an InputError "--format F cannot
// show <what>; formats that can: …".
template <typename Fn>
Fn Require(Fn Writer::*view, const Writer& writer, const char* what) {
  if (writer.*view) return writer.*view;
  throw InputError("--format " + std::string(writer.name) + " cannot show " + what +
                   "; formats that can: " + FormatNamesWith(view));
}

}  // namespace concord

#endif  // CONCORD_CLI_SETUP_H_
