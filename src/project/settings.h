// settings.h — the keys of concord.yml that set up the rules and the findings rather than the
// editions, so that every hook and CI job reads them from one place:
//
//   enable: [glossary]                   # rule ids to turn on (a rule file's enabled: false)
//   disable: [number-mismatch]           # rule ids to turn off
//   severity: {missing-link: warning}    # a rule's findings get this severity
//   fail-on: warning                     # error|warning|info|never (check and hook)
//   baseline: .concord-baseline.json     # accepted findings (--write-baseline writes one)
//   extra-rules: [ci/concord-rules]      # directories of rule files ADDED to the defaults
//
//   ProjectSettings s;
//   if (ReadSettingsKey(config_path, root, key, value, &s)) …   // one of the keys above
//
// The flags override these (cli/setup.h ApplyProjectSettings): --enable/--disable/--severity win
// over enable/disable/severity, --fail-on over fail-on, --baseline over baseline; --extra-rules
// directories are added after the config's; --rules replaces the default directory only.
// Paths are relative to the config's directory and must stay inside it. A rule id no rule has
// is an error at its place in the config when the rules are loaded (pipeline.h ActiveRules).
#ifndef CONCORD_PROJECT_SETTINGS_H_
#define CONCORD_PROJECT_SETTINGS_H_

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "pipeline.h"

namespace concord {

struct ProjectSettings {
  std::vector<RuleSetting> rules;        // enable, disable and severity, in the config's order
  std::vector<std::string> extra_rules;  // directories, as paths to open (the root joined)
  std::string fail_on;                   // "" when not set; else a valid --fail-on value
  std::string baseline;                  // "" when not set; a path to open
};

// The names ReadSettingsKey reads.
const std::vector<std::string>& SettingsKeys();

// Reads `value` of the top-level key `name` into *settings when `name` is one of SettingsKeys();
// returns false for any other key. Throws InputError with path:line:col for a value of the
// wrong shape, a severity or fail-on level that does not exist, or a path outside `root`.
bool ReadSettingsKey(const std::string& config_path, const std::string& root,
                     const std::string& name, const YAML::Node& key, const YAML::Node& value,
                     ProjectSettings* settings);

// Once every key of `config` (the whole concord.yml) is read: throws InputError at the place of
// a `baseline`, `glossary` (a file) or `extra-rules` path that leads out of `root` through a
// symbolic link, or of an extra rules directory whose rule file does, unless
// `follow_symlinks_outside` (config.md, "Files outside the repository": inside is decided by
// the real path).
void RequireSettingsFilesInside(const std::string& config_path, const std::string& root,
                                const YAML::Node& config, bool follow_symlinks_outside);

}  // namespace concord

#endif  // CONCORD_PROJECT_SETTINGS_H_
