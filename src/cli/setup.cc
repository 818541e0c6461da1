// setup.cc — see setup.h.
#include "cli/setup.h"

#include <unistd.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <tuple>
#include <vector>

#include "base/file_read.h"
#include "cli/exit_status.h"
#include "rules/glossary.h"
#include "rules/suppression.h"

namespace concord {
namespace fs = std::filesystem;

const Writer& ChooseWriter(const std::string& name) {
  if (const Writer* w = FindWriter(name)) return *w;
  std::vector<std::string> names;
  for (const Writer& w : Writers()) names.emplace_back(w.name);
  throw InputError("--format: " + UnknownValue("format", name, names));
}

namespace {

// Colour: --color, where `auto` means stdout is a terminal (never for -o FILE) and NO_COLOR
// is not set to a value (no-color.org: an empty one does not count).
WriterOptions ChooseStyle(const std::string& color, const std::string& output) {
  if (color == "always") return {true};
  if (color == "never") return {false};
  if (color == "auto") {
    const char* no_color = std::getenv("NO_COLOR");
    return {output.empty() && isatty(STDOUT_FILENO) != 0 &&
            (no_color == nullptr || *no_color == '\0')};
  }
  throw InputError("--color: " + UnknownValue("value", color, {"auto", "always", "never"}));
}

// " (did you mean '64M'?)" for a size whose suffix starts with a multiplier letter in any
// case ("64mb", "64MiB": K, M and G are how SI and IEC units begin), else "".
std::string SizeHint(const std::string& size) {
  const size_t digits = size.find_first_not_of("0123456789");
  if (digits == 0 || digits == std::string::npos) return "";
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(size[digits])));
  if (letter != 'K' && letter != 'M' && letter != 'G') return "";
  const std::string hint = size.substr(0, digits) + letter;
  return ParseByteSize(hint) ? " (did you mean '" + hint + "'?)" : "";
}

// --input-format, --max-file-size and --jobs into the options struct.
void ResolveInputFormat(CommonFlags* f) {
  auto format = ParseInputFormat(f->input_format);
  if (!format)
    throw InputError("--input-format: " + UnknownValue("input format", f->input_format,
                                                       {"auto", "text", "markdown", "mdx"}));
  f->check.input_format = *format;
  std::optional<size_t> max_file_size = ParseByteSize(f->max_file_size);
  if (!max_file_size)
    throw InputError(
        "--max-file-size: expected a number of bytes with an optional K, M or G, "
        "below 16 EiB, got '" +
        f->max_file_size + "'" + SizeHint(f->max_file_size));
  f->check.max_file_size = *max_file_size;
  if (f->jobs < 0 || f->jobs > 1024)
    throw InputError("--jobs: expected 0 (one thread per core) to 1024, got " +
                     std::to_string(f->jobs));
  f->check.jobs = static_cast<unsigned>(f->jobs);
}

// --severity RULE=LEVEL, each into a rule setting.
void ResolveSeverities(CommonFlags* f) {
  for (const std::string& s : f->severity) {
    const size_t eq = s.find('=');
    std::optional<Severity> level;
    if (eq != std::string::npos) level = ParseSeverity(s.substr(eq + 1));
    if (eq != std::string::npos && eq > 0 && !level)
      throw InputError("--severity: " + UnknownValue("severity", s.substr(eq + 1),
                                                     {"error", "warning", "info"},
                                                     " in '" + s + "'"));
    if (eq == std::string::npos || eq == 0) {
      // names:warning, as concord.yml's severity: mapping writes it
      std::string hint = s;
      if (const size_t colon = s.find(':'); colon != std::string::npos && colon > 0)
        hint[colon] = '=';
      throw InputError("--severity: expected RULE=error, RULE=warning or RULE=info, got '" + s +
                       "'" + (hint != s ? " (did you mean '" + hint + "'?)" : ""));
    }
    RuleSetting setting;
    setting.id = s.substr(0, eq);
    setting.severity = level;
    setting.path = "--severity";
    f->check.rule_settings.push_back(std::move(setting));
  }
}

}  // namespace

RunSetup Setup(CommonFlags* flags) {
  std::optional<Severity> threshold =
      ParseFailOn(flags->fail_on.empty() ? std::string("error") : flags->fail_on);
  const Writer& writer = ChooseWriter(flags->format);
  WriterOptions style = ChooseStyle(flags->color, flags->output);
  style.list_missing = flags->list_missing;
  ResolveInputFormat(flags);
  ResolveSeverities(flags);
  if (!flags->baseline.empty()) flags->check.baseline = LoadBaseline(flags->baseline);
  if (!flags->glossary.empty())
    flags->check.glossary = std::make_shared<const Glossary>(LoadGlossaryFile(flags->glossary));
  return {writer, style, threshold};
}

void ApplyProjectSettings(const Project& project, bool use_fail_on, bool writing_baseline,
                          CommonFlags* flags, RunSetup* setup) {
  // A project's editions are read in the languages of their concord.yml codes; a flag that
  // would change nothing is refused rather than ignored.
  if (!project.config_path.empty())
    for (const auto& [flag, value, which] :
         {std::tuple{"--lang-a", &flags->check.lang_a, "first"},
          std::tuple{"--lang-b", &flags->check.lang_b, "second"}})
      if (!value->empty())
        throw InputError(std::string(flag) + ": names the language of the " + which +
                         " file or directory given on the command line; the editions of " +
                         fs::path(project.config_path).lexically_normal().string() +
                         " are read in the languages of their codes");
  const ProjectSettings& s = project.settings;
  std::vector<RuleSetting>& rules = flags->check.rule_settings;
  rules.insert(rules.begin(), s.rules.begin(), s.rules.end());
  flags->check.extra_rules.insert(flags->check.extra_rules.end(), s.extra_rules.begin(),
                                  s.extra_rules.end());
  if (use_fail_on && flags->fail_on.empty() && !s.fail_on.empty())
    setup->threshold = ParseFailOn(s.fail_on);
  if (flags->baseline.empty() && !s.baseline.empty() && !writing_baseline) {
    flags->baseline = s.baseline;
    flags->check.baseline = LoadBaseline(s.baseline);
  }
}

}  // namespace concord
