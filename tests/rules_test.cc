// Tests for rules.h: ParseRule on in-memory YAML, LoadRules on the default rules directory
// and on small temporary ones, FormatMessage.
#include "rules/rules.h"

#include <unistd.h>

#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "model.h"
#include "rules/checks.h"
#include "rules/default_rules.h"
#include "rules/rule_spec.h"
#include "test_util.h"

namespace concord {
namespace {

namespace fs = std::filesystem;

// The InputError message ParseRule throws, or "" when it parses. Other exceptions propagate
// and fail the test.
std::string ParseError(const std::string& path, const std::string& yaml) {
  try {
    ParseRule(path, yaml);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string LoadError(const std::string& dir) {
  try {
    LoadRules(dir);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

// A fresh directory under the system temp dir, removed at the end of the test.
struct TempDir {
  fs::path path;
  explicit TempDir(std::string_view name)
      : path(fs::temp_directory_path() /
             ("concord_rules_test_" + std::to_string(::getpid()) + "_" + std::string(name))) {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
  void Write(const std::string& name, const std::string& text) const {
    std::ofstream out(path / name, std::ios::binary);
    out << text;
  }
};

// The ids LoadRules gives, in order and space-separated, for a directory `name` that holds
// `files` (file name, text).
std::string LoadedIds(std::string_view name,
                      const std::vector<std::pair<std::string, std::string>>& files) {
  TempDir dir(name);
  for (const auto& [file, text] : files) dir.Write(file, text);
  std::string ids;
  for (const Rule& r : LoadRules(dir.path.string()).rules)
    ids += (ids.empty() ? "" : " ") + r.spec.id;
  return ids;
}

const char kNamesRule[] =
    "# A name on one side only.\n"
    "check: entity-parity\n"
    "kind: name\n"
    "severity: warning\n"
    "description: Names appear in both editions.\n";

BOOST_AUTO_TEST_CASE(parse_valid_entity_parity_rule) {
  Rule rule = ParseRule("some/dir/names.yml", kNamesRule);
  const RuleSpec& spec = rule.spec;
  BOOST_TEST(spec.id == "names");
  BOOST_TEST(spec.path == "some/dir/names.yml");
  BOOST_TEST(spec.check == "entity-parity");
  BOOST_TEST(spec.description == "Names appear in both editions.");
  BOOST_TEST(SeverityName(spec.severity) == "warning");
  BOOST_TEST(spec.enabled);  // default
  BOOST_TEST(spec.message == "{kind} '{value}' appears in {present} but not in {missing}");
  BOOST_TEST_REQUIRE(spec.params.size() == 1u);
  const RuleParam& kind = spec.params.at("kind");
  BOOST_TEST(kind.values == std::vector<std::string>{"name"}, boost::test_tools::per_element());
  BOOST_TEST(kind.line == 3);
  BOOST_TEST(kind.col == 7);
  BOOST_TEST(rule.check != nullptr);
}

BOOST_AUTO_TEST_CASE(parse_defaults_and_options) {
  {
    Rule rule = ParseRule("r/names.yaml", "check: entity-parity\nkind: name\n");
    BOOST_TEST(rule.spec.id == "names");
    BOOST_TEST(SeverityName(rule.spec.severity) == "error");  // default
    BOOST_TEST(rule.spec.enabled);
  }
  {
    Rule rule = ParseRule("r/terms.yml",
                          "check: entity-parity\nkind: term\nseverity: info\nenabled: false\n"
                          "message: \"term '{value}' is kept in {present} ({present_path})\"\n");
    BOOST_TEST(!rule.spec.enabled);
    BOOST_TEST(SeverityName(rule.spec.severity) == "info");
    BOOST_TEST(rule.spec.message == "term '{value}' is kept in {present} ({present_path})");
  }
  {
    Rule rule = ParseRule("r/units.yml", "check: unit-parity\nkinds: [paragraph, list-item]\n");
    BOOST_TEST(
        rule.spec.params.at("kinds").values == (std::vector<std::string>{"paragraph", "list-item"}),
        boost::test_tools::per_element());
    BOOST_TEST(rule.check != nullptr);
  }
  {
    Rule rule = ParseRule("r/pct.yml", "check: pattern\npattern: '\\d+%'\ntime-limit: 50\n");
    BOOST_TEST(rule.spec.params.at("pattern").values == std::vector<std::string>{"\\d+%"},
               boost::test_tools::per_element());
    BOOST_TEST(rule.spec.params.at("time-limit").values == std::vector<std::string>{"50"},
               boost::test_tools::per_element());
    BOOST_TEST(rule.check != nullptr);
  }
}

BOOST_AUTO_TEST_CASE(parse_errors) {
  struct Case {
    std::string_view what;
    std::string_view yaml;
    std::string_view prefix;    // the whole "path:line:col: reason" start
    std::string_view contains;  // and a part of the rest
  };
  const Case cases[] = {
      {"yaml syntax error", "check: entity-parity\nkind: name\n  severity: error\n",
       "rules/x.yml:3:11: YAML syntax error", ""},
      {"unterminated flow sequence", "check: entity-parity\nkind: [name\n",
       "rules/x.yml:3:1: YAML syntax error", ""},
      {"not a mapping", "- check\n- kind\n",
       "rules/x.yml:1:1: a rule file must be a mapping of keys", ""},
      {"empty file", "", "rules/x.yml:1:1: a rule file must be a mapping of keys", ""},
      // yaml-cpp's LoadAll never returns on this text (found by rule_loader_fuzzer).
      {"a lone comma", ",", "rules/x.yml:1:1: a rule file must be a mapping of keys", ""},
      {"a comma after a rule", "check: entity-parity\nkind: name\n,\n", "rules/x.yml:", ""},
      {"missing check", "kind: name\nseverity: error\n",
       "rules/x.yml:1:1: missing required key 'check'",
       "entity-parity, front-matter, glossary, pattern, unit-parity, untranslated"},
      {"check not a scalar", "check: [entity-parity]\nkind: name\n",
       "rules/x.yml:1:8: 'check' must be a single value", ""},
      {"unknown check", "check: entity-parrity\nkind: name\n",
       "rules/x.yml:1:8: unknown check 'entity-parrity'", "did you mean 'entity-parity'"},
      {"unknown key", "check: entity-parity\nkind: name\nsevrity: error\n",
       "rules/x.yml:3:1: unknown key 'sevrity' for check 'entity-parity'",
       "did you mean 'severity'"},
      {"key of another check", "check: entity-parity\nkind: name\nkinds: [heading]\n",
       "rules/x.yml:3:1: unknown key 'kinds' for check 'entity-parity'", "did you mean 'kind'"},
      {"bad severity", "check: entity-parity\nkind: name\nseverity: fatal\n",
       "rules/x.yml:3:11: invalid severity 'fatal'", "error, warning, info"},
      {"bad enabled", "check: entity-parity\nkind: name\nenabled: yes\n",
       "rules/x.yml:3:10: 'enabled' must be true or false", ""},
      {"unknown entity kind", "check: entity-parity\nkind: nmae\n",
       "rules/x.yml:2:7: unknown entity kind 'nmae'", "did you mean 'name'"},
      {"unknown unit kind", "check: unit-parity\nkinds: [heading, paragrph]\n",
       "rules/x.yml:2:8: unknown unit kind 'paragrph'", "did you mean 'paragraph'"},
      {"invalid regex", "check: pattern\npattern: '(a'\n", "rules/x.yml:2:10: invalid ICU regex",
       ""},
      {"bad time-limit", "check: pattern\npattern: 'a'\ntime-limit: 0\n",
       "rules/x.yml:3:13: time-limit must be a positive whole number", ""},
      {"missing required param", "check: pattern\nseverity: info\n",
       "rules/x.yml:1:1: check 'pattern' needs key 'pattern'", ""},
      {"missing entity kind", "check: entity-parity\n",
       "rules/x.yml:1:1: check 'entity-parity' needs key 'kind'", ""},
      {"unknown placeholder", "check: entity-parity\nkind: name\nmessage: \"{kind} {valeu}\"\n",
       "rules/x.yml:3:10: unknown placeholder '{valeu}' in message", "did you mean '{value}'"},
      {"unclosed placeholder", "check: entity-parity\nkind: name\nmessage: \"{kind\"\n",
       "rules/x.yml:3:10: unclosed '{' in message", ""},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      std::string err = ParseError("rules/x.yml", std::string(c.yaml));
      BOOST_TEST(err.substr(0, c.prefix.size()) == c.prefix);
      BOOST_TEST(err.find(c.contains) != std::string::npos,
                 "\"" << err << "\" lacks \"" << c.contains << "\"");
    }
  }
}

BOOST_AUTO_TEST_CASE(load_default_rules) {
  struct Want {
    std::string_view id;
    std::string_view check;
    std::string_view severity;
    bool enabled;
    std::string_view param;           // the check's parameter ("" for none)
    std::vector<std::string> values;  // and its values
  };
  const std::vector<Want> want = {
      {"code-blocks", "code-blocks", "warning", true, "", {}},
      {"code-fences", "code-fences", "error", true, "", {}},
      {"code", "entity-parity", "warning", true, "kind", {"code"}},
      {"emails", "entity-parity", "error", true, "kind", {"email"}},
      {"front-matter", "front-matter", "error", true, "", {}},
      {"glossary", "glossary", "error", true, "", {}},
      {"headings", "unit-parity", "warning", true, "kinds", {"heading"}},
      {"names-translated", "entity-parity", "info", false, "evidence", {"absent"}},
      {"names", "entity-parity", "warning", true, "kind", {"name"}},
      {"numbers", "entity-parity", "warning", true, "kind", {"number"}},
      {"terms", "entity-parity", "info", false, "kind", {"term"}},
      {"titles-translated", "entity-parity", "info", false, "evidence", {"absent"}},
      {"titles", "entity-parity", "warning", true, "kind", {"title"}},
      {"units", "unit-parity", "error", true, "kinds", {"paragraph", "list-item", "front-matter"}},
      {"untranslated", "untranslated", "warning", true, "", {}},
      {"urls", "entity-parity", "warning", true, "kind", {"url"}},
  };
  const fs::path dir = fs::path(CONCORD_SOURCE_DIR) / "rules";
  RuleSet set = LoadRules(dir.string());
  BOOST_TEST_REQUIRE(set.rules.size() == want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    const RuleSpec& spec = set.rules[i].spec;
    BOOST_TEST_CONTEXT("rule " << i << " (" << want[i].id << ")") {
      BOOST_TEST(spec.id == want[i].id);
      BOOST_TEST(spec.check == want[i].check);
      BOOST_TEST(SeverityName(spec.severity) == want[i].severity);
      BOOST_TEST(spec.enabled == want[i].enabled);
      BOOST_TEST(fs::path(spec.path).parent_path() == dir);
      BOOST_TEST(fs::path(spec.path).stem() == want[i].id);
      if (want[i].param.empty()) {
        BOOST_TEST(spec.params.empty());
      } else {
        BOOST_TEST_REQUIRE(spec.params.count(std::string(want[i].param)) == 1u);
        BOOST_TEST(spec.params.at(std::string(want[i].param)).values == want[i].values,
                   boost::test_tools::per_element());
      }
      BOOST_TEST(!spec.description.empty());
      BOOST_TEST(!spec.message.empty());
      BOOST_TEST(set.rules[i].check != nullptr);
    }
  }
}

// The rules the executable carries (default_rules.h) are the files of rules/ as the build found
// them: the same bytes, and parsed into the same rules as LoadRules gives for the directory,
// each named "rules/<file>".
BOOST_AUTO_TEST_CASE(built_in_rules_are_the_rules_directory) {
  const fs::path dir = fs::path(CONCORD_SOURCE_DIR) / "rules";
  std::vector<std::string> files, built_in;
  std::error_code ec;
  for (const std::string& f : RuleFiles(dir.string(), &ec))
    files.push_back(fs::path(f).filename().string());
  BOOST_TEST_REQUIRE(!ec);
  for (const RuleSource& f : DefaultRuleSources()) {
    built_in.emplace_back(f.name);
    BOOST_TEST(std::string(f.text) == testing::ReadFile((dir / f.name).string()), f.name);
  }
  BOOST_TEST(built_in == files, boost::test_tools::per_element());

  const RuleSet from_dir = LoadRules(dir.string());
  const RuleSet built = LoadDefaultRules();
  BOOST_TEST_REQUIRE(built.rules.size() == from_dir.rules.size());
  for (size_t i = 0; i < built.rules.size(); ++i) {
    const RuleSpec &a = built.rules[i].spec, &b = from_dir.rules[i].spec;
    BOOST_TEST_CONTEXT("rule " << b.id) {
      BOOST_TEST(a.id == b.id);
      BOOST_TEST(a.path == "rules/" + fs::path(b.path).filename().string());
      BOOST_TEST(a.check == b.check);
      BOOST_TEST(a.description == b.description);
      BOOST_TEST(a.message == b.message);
      BOOST_TEST(SeverityName(a.severity) == SeverityName(b.severity));
      BOOST_TEST(a.enabled == b.enabled);
      BOOST_TEST(a.params.size() == b.params.size());
      for (const auto& [key, param] : b.params)
        BOOST_TEST((a.params.count(key) && a.params.at(key).values == param.values), key);
    }
  }
}

BOOST_AUTO_TEST_CASE(load_missing_dir_throws) {
  const std::string dir = (fs::path(CONCORD_SOURCE_DIR) / "no-such-rules-dir").string();
  std::string err = LoadError(dir);
  BOOST_TEST(err.substr(0, dir.size() + 2) == dir + ": ");
  BOOST_TEST(err.find("not found") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(load_same_stem_twice_throws) {
  TempDir dir("same_stem");
  dir.Write("a.yml", "check: entity-parity\nkind: name\n");
  dir.Write("a.yaml", "check: entity-parity\nkind: number\n");
  std::string err = LoadError(dir.path.string());
  BOOST_TEST(err.find("rule id 'a' is also defined by") != std::string::npos, err);
}

BOOST_AUTO_TEST_CASE(load_ignores_other_files_and_sorts_by_id) {
  BOOST_TEST(LoadedIds("sorted", {{"zeta.yaml", "check: entity-parity\nkind: url\n"},
                                  {"alpha.yml", "check: unit-parity\n"},
                                  {"README.md", "not a rule: [\n"},
                                  {"notes.txt", "- not a rule\n"}}) == "alpha zeta");
}

BOOST_AUTO_TEST_CASE(load_reports_the_bad_file) {
  TempDir dir("bad_file");
  dir.Write("good.yml", "check: entity-parity\nkind: name\n");
  dir.Write("bad.yml", "check: entity-parity\nkind: name\nseverity: loud\n");
  const std::string bad = (dir.path / "bad.yml").string();
  std::string err = LoadError(dir.path.string());
  BOOST_TEST(err.substr(0, bad.size() + 7) == bad + ":3:11: ", err);
}

// Malformed rule files: every message is "path:line:col: " in the rule file's terms, never
// yaml-cpp's own ("invalid node", "bad conversion").
BOOST_AUTO_TEST_CASE(malformed_rule_files) {
  struct Case {
    std::string_view yaml;
    std::string_view prefix;  // "path:line:col: " and the start of the reason
  };
  const Case cases[] = {
      {"check: entity-parity\nkind: {a: b}\n", "rules/x.yml:2:7: 'kind' must be a single value"},
      {"check: [x]\n", "rules/x.yml:1:8: 'check' must be a single value"},
      {"check: {x: y}\n", "rules/x.yml:1:8: 'check' must be a single value"},
      {"check:\n", "rules/x.yml:1:1: 'check' has no value"},
      {"check: entity-parity\nkind: name\nseverity: [1]\n",
       "rules/x.yml:3:11: 'severity' must be a single value"},
      {"check: entity-parity\nkind: name\nseverity: !!int 1\n",
       "rules/x.yml:3:11: invalid severity '1'"},
      {"check: entity-parity\nkind: name\nmessage: [a]\n",
       "rules/x.yml:3:10: 'message' must be a single value"},
      {"check: entity-parity\nkind: name\nenabled: {x: 1}\n",
       "rules/x.yml:3:10: 'enabled' must be a single value"},
      {"check: entity-parity\nkind: name\ndescription:\n",
       "rules/x.yml:3:1: 'description' has no value"},
      {"check: entity-parity\n{a: b}: name\n", "rules/x.yml:2:1: a key must be a plain name"},
      {"check: entity-parity\n[k]: name\n", "rules/x.yml:2:1: a key must be a plain name"},
      {"check: entity-parity\nkind: name\n? [a, b]\n: c\n",
       "rules/x.yml:3:3: a key must be a plain name"},
      {"check: entity-parity\nkind: name\nkind: url\n",
       "rules/x.yml:3:1: key 'kind' appears twice"},
      {"check: unit-parity\nkinds: [[heading]]\n",
       "rules/x.yml:2:9: each item of 'kinds' must be a single value"},
      {"check: unit-parity\nkinds: {heading: 1}\n",
       "rules/x.yml:2:8: 'kinds' must be a value or a list of values"},
      {"check: pattern\npattern: [a, b]\n",
       "rules/x.yml:2:10: 'pattern' takes a single value, not a list"},
      {"check: pattern\npattern: a\ntime-budget: 0\n",
       "rules/x.yml:3:14: time-budget must be a positive whole number"},
      {"check: pattern\npattern: a\ntime-budget: 99999999999999999999\n",
       "rules/x.yml:3:14: time-budget must be a positive whole number"},
      {"check: pattern\npattern: a\ntime-limit: 12abc\n",
       "rules/x.yml:3:13: time-limit must be a positive whole number"},
      {"check: pattern\npattern: a\ntime-limit: -5\n",
       "rules/x.yml:3:13: time-limit must be a positive whole number"},
      {"check: entity-parity\nkind: name\n---\ncheck: unit-parity\n",
       "rules/x.yml:4:1: a rule file holds one YAML document"},
      {"check: entity-parity\nkind: *nowhere\n", "rules/x.yml:2:7: YAML syntax error"},
      {"- a\n- b\n", "rules/x.yml:1:1: a rule file must be a mapping of keys"},
      {"just text\n", "rules/x.yml:1:1: a rule file must be a mapping of keys"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.yaml) {
      const std::string err = ParseError("rules/x.yml", std::string(c.yaml));
      BOOST_TEST(err.substr(0, c.prefix.size()) == c.prefix, err);
      BOOST_TEST(err.find("invalid node") == std::string::npos, err);
      BOOST_TEST(err.find("bad conversion") == std::string::npos, err);
    }
  }
}

// Only *.yml and *.yaml are rule files; the id is the name without that one extension, and two
// files that give one id are an error naming both (a.yb.yml sorts between a.yaml and a.yml).
BOOST_AUTO_TEST_CASE(load_ids_from_file_names) {
  {
    TempDir dir("three_a");
    dir.Write("a.yaml", "check: entity-parity\nkind: name\n");
    dir.Write("a.yb.yml", "check: entity-parity\nkind: number\n");
    dir.Write("a.yml", "check: entity-parity\nkind: url\n");
    const std::string err = LoadError(dir.path.string());
    BOOST_TEST(err.rfind((dir.path / "a.yml").string() + ": rule id 'a' is also defined by " +
                             (dir.path / "a.yaml").string(),
                         0) == 0,
               err);
  }
  BOOST_TEST(LoadedIds("dotted", {{"a.yb.yml", "check: entity-parity\nkind: number\n"},
                                  {"a.yml", "check: entity-parity\nkind: url\n"},
                                  {"b.yml.txt", "not a rule\n"},
                                  {"c.YML", "not a rule either\n"},
                                  {".yml", "a hidden file, no rule\n"}}) == "a.yb a");
}

BOOST_AUTO_TEST_CASE(load_rejects_reserved_and_non_utf8_ids) {
  {
    TempDir dir("reserved");
    dir.Write("missing-document.yml", "check: unit-parity\n");
    const std::string err = LoadError(dir.path.string());
    BOOST_TEST(err.rfind((dir.path / "missing-document.yml").string() +
                             ": rule id 'missing-document' is reserved",
                         0) == 0,
               err);
  }
  {
    TempDir dir("not_utf8");
    dir.Write("bad\xff.yml", "check: unit-parity\n");
    const std::string err = LoadError(dir.path.string());
    BOOST_TEST(err == (dir.path / "bad\xff.yml").string() + ": rule file name is not valid UTF-8",
               err);
    // Through the binary, in the format that once ended in nlohmann's type_error.316.
    auto run = testing::RunConcord({"check", "--rules", dir.path.string(), "--format", "sarif"});
    BOOST_TEST(run.status == 2);
    BOOST_TEST(run.out.empty());
    BOOST_TEST(run.err == "concord: error: " + (dir.path / "bad").string() +
                              "\\xff.yml: rule file name is not valid UTF-8\n",
               run.err);
  }
}

BOOST_AUTO_TEST_CASE(format_message) {
  const MessageVar vars[] = {{"value", "Noam Shazeer"}, {"kind", "name"},
                             {"rule", "names"},         {"present", "ko"},
                             {"missing", "zh"},         {"present_path", "ko.txt"},
                             {"missing_path", "zh.txt"}};
  struct Case {
    std::string_view tmpl;
    std::string_view want;
  };
  const Case cases[] = {
      {"{kind} '{value}' appears in {present} but not in {missing}",
       "name 'Noam Shazeer' appears in ko but not in zh"},
      {"[{rule}] {present_path} → {missing_path}", "[names] ko.txt → zh.txt"},
      {"{value}{value}", "Noam ShazeerNoam Shazeer"},
      {"no placeholders", "no placeholders"},
      {"", ""},
      // Not reachable from a loaded rule; left as written.
      {"{unknown} {value}", "{unknown} Noam Shazeer"},
      {"{value} {", "Noam Shazeer {"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("\"" << c.tmpl << "\"") {
      BOOST_TEST(FormatMessage(c.tmpl, vars) == c.want);
    }
  }
}

}  // namespace
}  // namespace concord
