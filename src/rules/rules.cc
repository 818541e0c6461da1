#include "rules/rules.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "base/error.h"
#include "base/file_read.h"
#include "rules/checks.h"
#include "rules/default_rules.h"
#include "text/unicode.h"
#include "text/yaml_input.h"

namespace concord {
namespace {

const std::vector<std::string> kCommonKeys = {"check", "severity", "message", "description",
                                              "enabled"};
const std::set<std::string> kPlaceholders = {"value",   "kind",         "rule",         "present",
                                             "missing", "present_path", "missing_path", "expected"};

std::string Scalar(const std::string& path, const std::string& key, const YAML::Node& node) {
  if (!node.IsScalar()) FailAt(path, node, "'" + key + "' must be a single value");
  return node.Scalar();
}

void ValidateMessage(const std::string& path, const YAML::Node& node, const std::string& tmpl) {
  for (size_t open = tmpl.find('{'); open != std::string::npos; open = tmpl.find('{', open + 1)) {
    size_t close = tmpl.find('}', open);
    if (close == std::string::npos) FailAt(path, node, "unclosed '{' in message");
    std::string name = tmpl.substr(open + 1, close - open - 1);
    if (!kPlaceholders.count(name)) {
      std::vector<std::string> valid;
      for (const std::string& v : kPlaceholders) valid.push_back("{" + v + "}");
      FailAt(path, node, UnknownValue("placeholder", "{" + name + "}", valid, " in message"));
    }
  }
}

// The rule file's top-level mapping. Throws InputError when the text is not one YAML document
// holding a mapping, or a key has no value.
YAML::Node LoadRuleMapping(const std::string& path, const std::string& yaml_text) {
  YAML::Node root = LoadOneDocument(path, yaml_text, "rule file");
  if (!root.IsMap()) throw InputError(path, 1, 1, "a rule file must be a mapping of keys");
  // An empty value has its place after the end of its line: the key's is the one to show.
  for (const auto& kv : root)
    if (kv.first.IsScalar() && kv.second.IsNull())
      FailAt(path, kv.first, "'" + kv.first.Scalar() + "' has no value");
  return root;
}

// The rule's id: the file name without its last extension (for a.yb.yml, 'a.yb'). Throws
// InputError when the name is not UTF-8 or the id is the built-in rule's.
std::string RuleIdOf(const std::string& path) {
  const std::string name = std::filesystem::path(path).filename().string();
  // The id goes into every report (JSON and SARIF need UTF-8) and next to the built-in rule.
  if (!IsValidUtf8(name)) throw InputError(path, 0, 0, "rule file name is not valid UTF-8");
  std::string id = std::filesystem::path(name).stem().string();
  if (id == kMissingDocumentRule)
    throw InputError(path, 0, 0,
                     "rule id '" + id +
                         "' is reserved for concord's built-in rule (a "
                         "document missing from an edition); rename the file");
  return id;
}

// The registry row of the check the rule names (`check:`), its name stored in spec->check.
const CheckInfo& ReadCheck(const std::string& path, const YAML::Node& root, RuleSpec* spec) {
  const YAML::Node check_node = root["check"];
  if (!check_node) {
    std::string names;
    for (const CheckInfo& c : CheckRegistry())
      names += (names.empty() ? "" : ", ") + std::string(c.name);
    throw InputError(path, 1, 1, "missing required key 'check' (one of: " + names + ")");
  }
  spec->check = Scalar(path, "check", check_node);
  const CheckInfo* info = FindCheck(spec->check);
  if (!info) {
    std::vector<std::string> names;
    for (const CheckInfo& c : CheckRegistry()) names.emplace_back(c.name);
    FailAt(path, check_node, UnknownValue("check", spec->check, names));
  }
  return *info;
}

// Reads `key` into *spec when it is one of the keys every rule has (but 'check'); returns
// whether it is.
bool ReadCommonKey(const std::string& path, const std::string& key, const YAML::Node& value,
                   RuleSpec* spec) {
  if (key == "severity") {
    std::string s = Scalar(path, key, value);
    auto sev = ParseSeverity(s);
    if (!sev) FailAt(path, value, "invalid severity '" + s + "'; valid: error, warning, info");
    spec->severity = *sev;
  } else if (key == "message") {
    spec->message = Scalar(path, key, value);
    ValidateMessage(path, value, spec->message);
  } else if (key == "description") {
    spec->description = Scalar(path, key, value);
  } else if (key == "enabled") {
    std::string s = Scalar(path, key, value);
    if (s != "true" && s != "false") FailAt(path, value, "'enabled' must be true or false");
    spec->enabled = s == "true";
  } else {
    return false;
  }
  return true;
}

// The value of a parameter the check declares: a list only where it takes one.
RuleParam ReadParam(const std::string& path, const std::string& key, const YAML::Node& value,
                    const CheckParamInfo& declared) {
  RuleParam param;
  param.line = value.Mark().line + 1;
  param.col = value.Mark().column + 1;
  if (value.IsSequence()) {
    if (!declared.list) FailAt(path, value, "'" + key + "' takes a single value, not a list");
    for (const auto& item : value) {
      if (!item.IsScalar()) FailAt(path, item, "each item of '" + key + "' must be a single value");
      param.values.push_back(item.Scalar());
    }
  } else if (declared.list && !value.IsScalar()) {
    FailAt(path, value, "'" + key + "' must be a value or a list of values");
  } else {
    param.values.push_back(Scalar(path, key, value));
  }
  return param;
}

// Reads every key of the rule file but 'check' into *spec, in file order: the common keys and
// the parameters `info` declares. Throws InputError at a key that is not a plain name, appears
// twice or is unknown (with the known ones and a "did you mean").
void ReadKeys(const std::string& path, const YAML::Node& root, const CheckInfo& info,
              RuleSpec* spec) {
  std::vector<std::string> known = kCommonKeys;
  for (const CheckParamInfo& p : info.params) known.emplace_back(p.name);
  std::set<std::string> seen;
  for (const auto& kv : root) {
    if (!kv.first.IsScalar())
      FailAt(path, kv.first, "a key must be a plain name, not a list or mapping");
    const std::string key = kv.first.Scalar();
    if (!seen.insert(key).second) FailAt(path, kv.first, "key '" + key + "' appears twice");
    if (key == "check" || ReadCommonKey(path, key, kv.second, spec)) continue;
    auto declared = std::find_if(info.params.begin(), info.params.end(),
                                 [&](const CheckParamInfo& p) { return p.name == key; });
    if (declared == info.params.end())
      FailAt(path, kv.first, UnknownValue("key", key, known, " for check '" + spec->check + "'"));
    spec->params[key] = ReadParam(path, key, kv.second, *declared);
  }
}

// Throws InputError when the rule lacks a parameter its check requires.
void RequireParams(const std::string& path, const CheckInfo& info, const RuleSpec& spec) {
  for (const CheckParamInfo& p : info.params)
    if (p.required && !spec.params.count(std::string(p.name)))
      throw InputError(path, 1, 1,
                       "check '" + spec.check + "' needs key '" + std::string(p.name) + "' (" +
                           std::string(p.description) + ")");
}

Rule ParseRuleText(const std::string& path, const std::string& yaml_text) {
  const YAML::Node root = LoadRuleMapping(path, yaml_text);
  Rule rule;
  RuleSpec& spec = rule.spec;
  spec.path = path;
  spec.id = RuleIdOf(path);
  const CheckInfo& info = ReadCheck(path, root, &spec);
  ReadKeys(path, root, info, &spec);
  RequireParams(path, info, spec);
  if (spec.message.empty())
    spec.message = "{kind} '{value}' appears in {present} but not in {missing}";
  rule.check = info.make(spec);
  return rule;
}

}  // namespace

Rule ParseRule(const std::string& path, const std::string& yaml_text) {
  try {
    return ParseRuleText(path, yaml_text);
  } catch (const YAML::Exception& e) {
    // ParseRuleText checks every node's type before it reads it; this is the net under that,
    // in the rule file's terms rather than yaml-cpp's ("invalid node", "bad conversion").
    FailAt(path, e.mark, "unexpected YAML structure for a rule file");
  }
}

std::vector<std::string> RuleFiles(const std::string& dir, std::error_code* ec) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (fs::directory_iterator it(dir, *ec), end; !*ec && it != end; it.increment(*ec)) {
    const auto ext = it->path().extension();
    // Not only regular files: anything else is refused (by name) when it is read.
    if (ext == ".yml" || ext == ".yaml") files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());
  std::vector<std::string> names;
  for (const fs::path& f : files) names.push_back(f.string());
  return names;
}

namespace {

// Throws InputError when two rules of `set` have one id: a.yml and a.yaml both give id 'a';
// a.yb.yml, between them in name order, gives 'a.yb'.
void RequireDistinctIds(const RuleSet& set) {
  std::map<std::string, const std::string*> defined;  // id → the file that gave it first
  for (const Rule& r : set.rules) {
    auto [it, added] = defined.emplace(r.spec.id, &r.spec.path);
    if (!added)
      throw InputError(r.spec.path, 0, 0,
                       "rule id '" + r.spec.id + "' is also defined by " + *it->second);
  }
}

}  // namespace

RuleSet LoadRules(const std::string& dir) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec))
    throw InputError(dir, 0, 0, "rules directory not found");
  const std::vector<std::string> files = RuleFiles(dir, &ec);
  if (ec) throw InputError(dir, 0, 0, "cannot list rules directory: " + ec.message());
  // An empty directory would run no rule and pass every document.
  if (files.empty()) throw InputError(dir, 0, 0, "no rule files (*.yml, *.yaml)");
  RuleSet set;
  for (const std::string& f : files)
    set.rules.push_back(ParseRule(f, ReadRegularFile(f, {"rule file", kMaxSettingsFileBytes})));
  RequireDistinctIds(set);
  return set;
}

RuleSet LoadDefaultRules() {
  RuleSet set;
  for (const RuleSource& f : DefaultRuleSources())
    set.rules.push_back(ParseRule("rules/" + std::string(f.name), std::string(f.text)));
  RequireDistinctIds(set);
  return set;
}

}  // namespace concord
