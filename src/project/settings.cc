// settings.cc — see settings.h.
#include "project/settings.h"

#include <filesystem>

#include "base/error.h"
#include "project/vcs.h"
#include "rules/rules.h"
#include "text/escape.h"
#include "text/yaml_input.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

// The place of a value, or of its key when the value has none (an empty value).
YAML::Mark PlaceOf(const YAML::Node& value, const YAML::Node& key) {
  return value.IsNull() || value.Mark().is_null() ? key.Mark() : value.Mark();
}

// A scalar or a list of scalars, each with its node.
std::vector<YAML::Node> ScalarList(const std::string& path, const std::string& name,
                                   const YAML::Node& key, const YAML::Node& value,
                                   const std::string& what) {
  std::vector<YAML::Node> out;
  if (value.IsScalar()) {
    out.push_back(value);
  } else if (value.IsSequence()) {
    for (const auto& v : value) {
      if (!v.IsScalar())
        FailAt(path, PlaceOf(v, key), "'" + name + "' must be " + what + "; got " + ShapeName(v));
      out.push_back(v);
    }
  } else {
    FailAt(path, PlaceOf(value, key),
           "'" + name + "' must be " + what + "; got " + ShapeName(value));
  }
  return out;
}

RuleSetting SettingAt(const std::string& path, const YAML::Node& id) {
  RuleSetting s;
  s.id = id.Scalar();
  s.path = path;
  s.line = id.Mark().line + 1;
  s.col = id.Mark().column + 1;
  return s;
}

void ReadSeverities(const std::string& path, const YAML::Node& key, const YAML::Node& value,
                    ProjectSettings* settings) {
  const std::string what = "a mapping from rule ids to error, warning or info";
  if (!value.IsMap())
    FailAt(path, PlaceOf(value, key), "'severity' must be " + what + "; got " + ShapeName(value));
  for (const auto& kv : value) {
    if (!kv.first.IsScalar() || !kv.second.IsScalar())
      FailAt(path, PlaceOf(kv.second, kv.first), "'severity' must be " + what);
    const std::optional<Severity> level = ParseSeverity(kv.second.Scalar());
    if (!level)
      FailAt(path, PlaceOf(kv.second, kv.first),
             "'severity: " + EscapeControls(kv.first.Scalar()) +
                 "': expected error, warning or info, got '" + EscapeControls(kv.second.Scalar()) +
                 "'");
    RuleSetting s = SettingAt(path, kv.first);
    s.severity = level;
    settings->rules.push_back(std::move(s));
  }
}

// Whether a path the config gives is empty, absolute or leaves the config's directory as
// written.
bool OutsideAsWritten(const std::string& given) {
  const fs::path normal = fs::path(given).lexically_normal();
  return given.empty() || normal.is_absolute() || *normal.begin() == "..";
}

// A path of the config, relative to its directory: an error when it is OutsideAsWritten
// (nothing outside the project is read, project.h).
std::string InsidePath(const std::string& path, const std::string& root, const std::string& name,
                       const YAML::Node& node) {
  const std::string given = node.Scalar();
  const fs::path normal = fs::path(given).lexically_normal();
  if (OutsideAsWritten(given))
    FailAt(path, node,
           "'" + name + "': '" + EscapeControls(given) + "' points outside the project (" + root +
               ")");
  return ShownPath(fs::path(root) / normal);
}

// Throws InputError at `node` when `file` resolves outside `real_root`. A path outside as
// written is left to the error that says so.
void RequireRealPathInside(const std::string& config_path, const std::string& name,
                           const YAML::Node& node, const fs::path& file,
                           const fs::path& real_root) {
  if (OutsideAsWritten(node.Scalar())) return;
  const std::optional<fs::path> real = RealPath(file);
  if (real && !IsWithin(*real, real_root))
    FailAt(config_path, node,
           "'" + name + "': '" + EscapeControls(node.Scalar()) +
               "' leads outside the project through a symbolic link (" + real->string() +
               "); set follow-symlinks-outside: true to read it");
}

}  // namespace

void RequireSettingsFilesInside(const std::string& config_path, const std::string& root,
                                const YAML::Node& config, bool follow_symlinks_outside) {
  if (follow_symlinks_outside) return;
  const std::optional<fs::path> real_root = RealPath(root);
  if (!real_root) return;
  for (const char* name : {"baseline", "glossary"})
    if (const YAML::Node file = config[name]; file && file.IsScalar())
      RequireRealPathInside(config_path, name, file,
                            fs::path(root) / fs::path(file.Scalar()).lexically_normal(),
                            *real_root);
  const YAML::Node extra = config["extra-rules"];
  if (!extra) return;
  std::vector<YAML::Node> dirs;
  if (extra.IsScalar()) dirs.push_back(extra);
  if (extra.IsSequence())
    for (const YAML::Node& d : extra) dirs.push_back(d);
  for (const YAML::Node& d : dirs) {
    const fs::path dir = fs::path(root) / fs::path(d.Scalar()).lexically_normal();
    RequireRealPathInside(config_path, "extra-rules", d, dir, *real_root);
    std::error_code ec;  // a directory that cannot be listed is LoadRules' error to report
    for (const std::string& file : RuleFiles(dir.string(), &ec))
      RequireRealPathInside(config_path, "extra-rules", d, file, *real_root);
  }
}

const std::vector<std::string>& SettingsKeys() {
  static const std::vector<std::string> keys = {"enable",  "disable",  "severity",
                                                "fail-on", "baseline", "extra-rules"};
  return keys;
}

bool ReadSettingsKey(const std::string& config_path, const std::string& root,
                     const std::string& name, const YAML::Node& key, const YAML::Node& value,
                     ProjectSettings* settings) {
  if (name == "enable" || name == "disable") {
    for (const YAML::Node& id :
         ScalarList(config_path, name, key, value, "a rule id or a list of rule ids")) {
      RuleSetting s = SettingAt(config_path, id);
      s.enabled = name == "enable";
      settings->rules.push_back(std::move(s));
    }
  } else if (name == "severity") {
    ReadSeverities(config_path, key, value, settings);
  } else if (name == "fail-on") {
    const std::string what = "one of error, warning, info, never";
    if (!value.IsScalar())
      FailAt(config_path, PlaceOf(value, key),
             "'fail-on' must be " + what + "; got " + ShapeName(value));
    const std::string level = value.Scalar();
    if (level != "never" && !ParseSeverity(level))
      FailAt(config_path, value,
             "'fail-on': expected " + what + ", got '" + EscapeControls(level) + "'");
    settings->fail_on = level;
  } else if (name == "baseline") {
    if (!value.IsScalar())
      FailAt(config_path, PlaceOf(value, key),
             "'baseline' must be the path of a baseline file; got " + ShapeName(value));
    settings->baseline = InsidePath(config_path, root, name, value);
  } else if (name == "extra-rules") {
    for (const YAML::Node& dir :
         ScalarList(config_path, name, key, value, "a directory of rule files or a list of them"))
      settings->extra_rules.push_back(InsidePath(config_path, root, name, dir));
  } else {
    return false;
  }
  return true;
}

}  // namespace concord
