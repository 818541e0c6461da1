// The project config end to end (issue 17 items 2, 3, 5, 6 and 8): runs of the concord
// executable on small made-up trees. Each case checks an exit status and a message: an edition
// that matches no file, an unknown layout placeholder, a --source that is no edition, --source
// over the config's source, layouts of one language family ({path}.md beside {path}-{lang}.md),
// per-edition include/exclude, directory-mode edition names, and the rule and finding settings
// of concord.yml with the flags that override them.
#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "test_util.h"

using concord::testing::ConcordRun;
using concord::testing::Has;
using concord::testing::RunConcord;
using concord::testing::TempDir;

namespace {

// An English page and its Chinese translation; the numbers differ (42, 43), which the rule
// `numbers` (severity warning) reports.
const char kEn[] = "# Setup\n\nRun version 42 of the tool.\n";
const char kZh[] = "# 安装\n\n运行该工具的第 43 版。\n";
const char kZhSame[] = "# 安装\n\n运行该工具的第 42 版。\n";

// The rule and severity of every finding of a `check --format json` of a tree.
std::vector<std::string> RulesOf(const ConcordRun& run) {
  std::vector<std::string> out;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  for (const auto& doc : report["documents"])
    for (const auto& pair : doc["pairs"])
      for (const auto& f : pair["findings"])
        out.push_back(f["rule"].get<std::string>() + ":" + f["severity"].get<std::string>());
  return out;
}

// The paths of the missing documents of a `check --format json`.
std::vector<std::string> MissingOf(const ConcordRun& run) {
  std::vector<std::string> out;
  const nlohmann::json report = nlohmann::json::parse(run.out);  // outlives the loop
  for (const auto& m : report["missing_documents"]) out.push_back(m["path"].get<std::string>());
  return out;
}

std::string Dir(const TempDir& t) { return t.path.string(); }

}  // namespace

// --- (2) runs that would be silently empty ---------------------------------------------------

BOOST_AUTO_TEST_CASE(edition_without_files_is_an_error_with_a_similar_folder) {
  TempDir t;
  t.Write("content/en/a.md", kEn);
  t.Write("content/zh-cn/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  for (const char* command : {"check", "audit"}) {
    const ConcordRun run = RunConcord({command, "--no-progress"}, Dir(t));
    BOOST_TEST(run.status == 2, command << ": " << run.err);
    BOOST_TEST(Has(run.err,
                   "concord.yml: edition 'zh' has no document: its layout "
                   "'content/zh/{path}' looks in content/zh/, which does not exist; "
                   "did you mean 'content/zh-cn'?"),
               run.err);
  }
  // The same code in other letter case (paths are matched as written), before another code
  // of the language.
  t.Write("content/zh-TW/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh-CN]\nlayout: content/{lang}/{path}\n");
  const ConcordRun run = RunConcord({"check", "--no-progress"}, Dir(t));
  BOOST_TEST(run.status == 2, run.err);
  BOOST_TEST(Has(run.err,
                 "looks in content/zh-CN/, which does not exist; "
                 "did you mean 'content/zh-cn'?"),
             run.err);
}

BOOST_AUTO_TEST_CASE(edition_whose_files_all_are_excluded_is_an_error) {
  TempDir t;
  t.Write("en/a.md", kEn);
  t.Write("zh/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh]\nlayout: \"{lang}/{path}\"\nexclude: {zh: a.md}\n");
  const ConcordRun run = RunConcord({"check"}, Dir(t));
  BOOST_TEST(run.status == 2, run.err);
  BOOST_TEST(Has(run.err,
                 "edition 'zh' has no document: its layout 'zh/{path}' matches no .md, "
                 ".markdown, .mdx or .txt file under zh/"),
             run.err);
}

BOOST_AUTO_TEST_CASE(unknown_layout_placeholder_is_an_error) {
  TempDir t;
  t.Write("content/en/a.md", kEn);
  t.Write("content/zh/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh]\nlayout: content/{language}/{path}\n");
  const ConcordRun run = RunConcord({"check"}, Dir(t));
  BOOST_TEST(run.status == 2, run.err);
  BOOST_TEST(Has(run.err,
                 "concord.yml:2:9: layout 'content/{language}/{path}': unknown "
                 "placeholder '{language}' (it would match no file) (did you mean "
                 "'{lang}'?); valid: {lang}, {path}"),
             run.err);
}

BOOST_AUTO_TEST_CASE(source_naming_no_edition_is_an_error_in_project_mode) {
  TempDir t;
  t.Write("content/en/a.md", kEn);
  t.Write("content/zh-cn/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh-cn]\nlayout: content/{lang}/{path}\n");
  for (const char* command : {"check", "audit"}) {
    ConcordRun run = RunConcord({command, "--no-progress", "--source", "xx"}, Dir(t));
    BOOST_TEST(run.status == 2, command);
    BOOST_TEST(Has(run.err, "--source: 'xx' is not one of the editions (en, zh-cn)"), run.err);
    run = RunConcord({command, "--no-progress", "--source", "zh"}, Dir(t));
    BOOST_TEST(run.status == 2, command);
    BOOST_TEST(Has(run.err,
                   "--source: 'zh' is not one of the editions (en, zh-cn); did you "
                   "mean 'zh-cn'?"),
               run.err);
  }
}

// --lang-a/--lang-b name the languages of two files or directories; a project's editions take
// theirs from their codes, so the flags are refused there rather than ignored.
BOOST_AUTO_TEST_CASE(lang_flags_are_refused_in_project_mode) {
  TempDir t;
  t.Write("content/en/a.md", kEn);
  t.Write("content/zh-cn/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh-cn]\nlayout: content/{lang}/{path}\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"check", "--lang-b", "ko"},
        {"audit", "--lang-b", "ko"},
        {"hook", "--lang-b", "ko", "--", "content/zh-cn/a.md"}}) {
    ConcordRun run = RunConcord(args, Dir(t));
    BOOST_TEST(run.status == 2, args[0]);
    BOOST_TEST(Has(run.err,
                   "--lang-b: names the language of the second file or directory given on the "
                   "command line; the editions of "),
               run.err);
  }
  ConcordRun run = RunConcord({"check", "--lang-a", "en", "content/en/a.md", "content/zh-cn/a.md"},
                              Dir(t));  // two files in a project: the flag applies
  BOOST_TEST(run.status == 0, run.err);
}

// --- (3) --source in project mode ------------------------------------------------------------

BOOST_AUTO_TEST_CASE(source_flag_is_honoured_and_overrides_the_config) {
  TempDir t;
  t.Write("content/en/a.md", kEn);
  t.Write("content/zh/a.md", kZh);
  t.Write("concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  const std::string dir = Dir(t);
  auto source_of = [&](std::vector<std::string> args) {
    const ConcordRun run = RunConcord(args, dir);
    BOOST_TEST(run.status != 2, run.err);
    return nlohmann::json::parse(run.out)["source"].dump();
  };
  for (const std::string command : {"check", "audit"}) {
    BOOST_TEST(source_of({command, "--format", "json", "--no-progress"}) == "null");
    BOOST_TEST(source_of({command, "--format", "json", "--no-progress", "--source", "zh"}) ==
               "\"zh\"");
  }
  t.Write("concord.yml", "editions: [en, zh]\nsource: en\nlayout: content/{lang}/{path}\n");
  for (const std::string command : {"check", "audit"}) {
    BOOST_TEST(source_of({command, "--format", "json", "--no-progress"}) == "\"en\"");
    BOOST_TEST(source_of({command, "--format", "json", "--no-progress", "--source", "zh"}) ==
               "\"zh\"");
  }
}

// --- (5) suffix layouts -----------------------------------------------------------------------

// README.md is English, README-zh.md Chinese; README-fr.md and README-pt-BR.md are of
// languages the config does not list, so they are not English documents "README-fr" missing
// in zh. getting-started.md, whose "started" is no language, stays English.
BOOST_AUTO_TEST_CASE(suffix_layout_leaves_files_of_unlisted_languages_alone) {
  TempDir t;
  t.Write("README.md", kEn);
  t.Write("README-zh.md", kZhSame);
  t.Write("README-fr.md", "# Installation\n\nLancez la version 42.\n");
  t.Write("README-pt-BR.md", "# Instalação\n\nExecute a versão 42.\n");
  t.Write("getting-started.md", "# Start\n\nRun it.\n");
  t.Write("concord.yml",
          "editions: [en, zh]\nlayout: \"{path}-{lang}.md\"\nlayouts:\n  en: \"{path}.md\"\n");
  const ConcordRun run = RunConcord({"check", "--format", "json"}, Dir(t));
  BOOST_TEST(run.status == 1, run.err);
  const std::vector<std::string> missing = MissingOf(run), want = {"getting-started"};
  BOOST_TEST(missing == want, run.out);
}

// A config that gives each edition its own layout, the source at the root of docs/ and each
// translation in docs/<code>/, says where every language's files are: docs/fr/ is French, not
// English documents "fr/…" missing in zh and ko. One translation's layout alone does not: its
// code may be a folder's name, and docs/fr/ is then the source's.
BOOST_AUTO_TEST_CASE(own_layouts_leave_files_of_unlisted_languages_alone) {
  TempDir t;
  t.Write("docs/guide.md", kEn);
  t.Write("docs/zh/guide.md", kZhSame);
  t.Write("docs/ko/guide.md", "# 설치\n\n도구의 버전 42를 실행합니다.\n");
  t.Write("docs/fr/guide.md", "# Installation\n\nLancez la version 42.\n");
  t.Write("docs/faq.md", "# Start\n\nRun it.\n");
  t.Write("concord.yml",
          "editions: [en, zh, ko]\nlayouts:\n  en: docs/{path}\n  zh: docs/zh/{path}\n"
          "  ko: docs/ko/{path}\n");
  ConcordRun run = RunConcord({"check", "--format", "json"}, Dir(t));
  BOOST_TEST(run.status == 1, run.err);
  std::vector<std::string> want = {"faq.md", "faq.md"};  // in ko and in zh
  BOOST_TEST(MissingOf(run) == want, run.out);
  t.Write("concord.yml", "editions: [en, zh]\nlayouts:\n  en: docs/{path}\n  zh: docs/zh/{path}\n");
  run = RunConcord({"check", "--format", "json"}, Dir(t));
  want = {"faq.md", "fr/guide.md", "ko/guide.md"};
  BOOST_TEST(MissingOf(run) == want, run.out);
}

// A source folder named like a language code (ml/ for machine learning, id/, os/) that a listed
// translation has too (docs/zh/ml/) is the source's, not a language's the config does not list.
BOOST_AUTO_TEST_CASE(
    a_source_folder_named_like_a_language_is_the_sources_where_a_translation_has_it) {
  TempDir t;
  for (const char* dir : {"api", "ml", "id", "os"}) {
    t.Write(std::string("docs/") + dir + "/intro.md", kEn);
    t.Write(std::string("docs/zh/") + dir + "/intro.md", kZhSame);
  }
  t.Write("docs/fr/intro.md", "# Installation\n\nLancez la version 42.\n");  // French: no zh twin
  t.Write("docs/ml/new.md", kEn);  // only the source has it yet: missing in zh
  t.Write("concord.yml",
          "editions: [en, zh]\nlayout: docs/{lang}/{path}\nlayouts:\n  en: docs/{path}\n");
  const ConcordRun run = RunConcord({"check", "--format", "json"}, Dir(t));
  BOOST_TEST(run.status == 1, run.err + run.out);
  const std::vector<std::string> want = {"ml/new.md"};
  BOOST_TEST(MissingOf(run) == want, run.out);
  BOOST_TEST(nlohmann::json::parse(run.out)["documents"].size() == 5u, run.out);
}

// Excluding English drafts named like translations (README-draft.md) must not drop the
// translations: an exclude of the English edition only.
BOOST_AUTO_TEST_CASE(per_edition_exclude_and_include) {
  TempDir t;
  t.Write("README.md", kEn);
  t.Write("README-zh.md", kZhSame);
  t.Write("README-draft.md", "# Draft\n\nNot ready.\n");
  t.Write("notes/todo.md", "# Todo\n\nLater.\n");
  t.Write("concord.yml",
          "editions: [en, zh]\nlayout: \"{path}-{lang}.md\"\nlayouts:\n  en: \"{path}.md\"\n"
          "exclude:\n  en: [\"README-*.md\"]\ninclude:\n  en: README.md\n");
  ConcordRun run = RunConcord({"check", "--format", "json"}, Dir(t));
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(MissingOf(run).empty());
  BOOST_TEST(nlohmann::json::parse(run.out)["documents"].size() == 1u);
  // The same exclude for every edition drops the translation too: zh is then empty.
  t.Write("concord.yml",
          "editions: [en, zh]\nlayout: \"{path}-{lang}.md\"\nlayouts:\n  en: \"{path}.md\"\n"
          "exclude: \"README-*.md\"\n");
  run = RunConcord({"check"}, Dir(t));
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err, "edition 'zh' has no document"), run.err);
  // A mapping key that is no edition.
  t.Write("concord.yml",
          "editions: [en, zh]\nlayout: \"{path}-{lang}.md\"\ninclude:\n  fr: a.md\n");
  run = RunConcord({"check"}, Dir(t));
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err, "concord.yml:4:3: 'include' names 'fr', which is not an edition"),
             run.err);
}

// --- (6) directory mode -----------------------------------------------------------------------

BOOST_AUTO_TEST_CASE(directory_editions_named_by_the_segment_that_differs) {
  TempDir t;
  t.Write("pages/osx/ls.md", kEn);
  t.Write("pages.zh/osx/ls.md", kZhSame);
  t.Write("pages.ko/osx/ls.md", "# 설치\n\n도구의 버전 42를 실행합니다.\n");
  auto editions_of = [&](std::vector<std::string> args) {
    const ConcordRun run = RunConcord(args, Dir(t));
    BOOST_TEST(run.status != 2, run.err);
    return nlohmann::json::parse(run.out)["editions"].dump();
  };
  BOOST_TEST(editions_of({"audit", "--format", "json", "--no-progress", "pages/osx", "pages.zh/osx",
                          "pages.ko/osx"}) == R"(["pages","pages.zh","pages.ko"])");
  BOOST_TEST(editions_of({"audit", "--format", "json", "--no-progress", "--editions", "en,zh,ko",
                          "--source", "en", "pages/osx", "pages.zh/osx", "pages.ko/osx"}) ==
             R"(["en","zh","ko"])");
  BOOST_TEST(editions_of({"check", "--format", "json", "--editions", "en,zh", "pages/osx",
                          "pages.zh/osx"}) == R"(["en","zh"])");
  ConcordRun run = RunConcord(
      {"audit", "--editions", "en,zh", "pages/osx", "pages.zh/osx", "pages.ko/osx"}, Dir(t));
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err, "--editions: 2 names for 3 directories"), run.err);
  run = RunConcord({"check", "--editions", "en,en", "pages/osx", "pages.zh/osx"}, Dir(t));
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err, "--editions: 'en' is given twice"), run.err);
}

// --- (8) settings in concord.yml ---------------------------------------------------------------

const char kLayout[] = "editions: [en, zh]\nlayout: \"{lang}/{path}\"\n";

struct SettingsTree {
  TempDir t;
  SettingsTree() {
    t.Write("en/a.md", kEn);
    t.Write("zh/a.md", kZh);
  }
  ConcordRun Check(const std::string& settings, std::vector<std::string> flags = {}) {
    t.Write("concord.yml", kLayout + settings);
    std::vector<std::string> args = {"check", "--format", "json"};
    args.insert(args.end(), flags.begin(), flags.end());
    return RunConcord(args, Dir(t));
  }
};

BOOST_AUTO_TEST_CASE(settings_disable_enable_and_severity) {
  SettingsTree s;
  const std::vector<std::string> warnings = {"numbers:warning", "numbers:warning"};
  BOOST_TEST(RulesOf(s.Check("")) == warnings);
  BOOST_TEST(RulesOf(s.Check("disable: numbers\n")).empty());
  BOOST_TEST(RulesOf(s.Check("disable: [numbers]\n", {"--enable", "numbers"})) == warnings);
  const ConcordRun errors = s.Check("severity: {numbers: error}\n");
  BOOST_TEST(errors.status == 1);
  BOOST_TEST(RulesOf(errors) == std::vector<std::string>({"numbers:error", "numbers:error"}));
  const ConcordRun infos = s.Check("severity: {numbers: error}\n", {"--severity", "numbers=info"});
  BOOST_TEST(infos.status == 0);
  BOOST_TEST(RulesOf(infos) == std::vector<std::string>({"numbers:info", "numbers:info"}));
  // A rule that is off by default, turned on by the config.
  const ConcordRun on = s.Check("enable: [names-translated]\ndisable: numbers\n");
  BOOST_TEST(on.status != 2, on.err);
  // Unknown ids: at their place in the config, with "did you mean".
  ConcordRun bad = s.Check("disable: [numbrs]\n");
  BOOST_TEST(bad.status == 2);
  BOOST_TEST(Has(bad.err, "concord.yml:3:11: unknown rule 'numbrs' (did you mean 'numbers'?)"),
             bad.err);
  bad = s.Check("severity: {numbers: fatal}\n");
  BOOST_TEST(bad.status == 2);
  BOOST_TEST(Has(bad.err,
                 "concord.yml:3:21: 'severity: numbers': expected error, warning or "
                 "info, got 'fatal'"),
             bad.err);
  bad = s.Check("", {"--severity", "numbers"});
  BOOST_TEST(Has(bad.err, "--severity: expected RULE=error, RULE=warning or RULE=info"), bad.err);
  // An unknown key still has its "did you mean".
  bad = s.Check("disabel: [numbers]\n");
  BOOST_TEST(bad.status == 2);
  BOOST_TEST(Has(bad.err, "unknown key 'disabel' (did you mean 'disable'?)"), bad.err);
}

BOOST_AUTO_TEST_CASE(settings_fail_on) {
  SettingsTree s;
  BOOST_TEST(s.Check("").status == 0);  // warnings only, --fail-on error by default
  BOOST_TEST(s.Check("fail-on: warning\n").status == 1);
  BOOST_TEST(s.Check("fail-on: warning\n", {"--fail-on", "error"}).status == 0);
  BOOST_TEST(s.Check("", {"--fail-on", "warning"}).status == 1);
  const ConcordRun bad = s.Check("fail-on: warnings\n");
  BOOST_TEST(bad.status == 2);
  BOOST_TEST(Has(bad.err,
                 "concord.yml:3:10: 'fail-on': expected one of error, warning, info, "
                 "never, got 'warnings'"),
             bad.err);
  // The hook reads it too.
  s.t.Write("concord.yml", std::string(kLayout) + "fail-on: warning\n");
  BOOST_TEST(RunConcord({"hook", "--", "en/a.md"}, Dir(s.t)).status == 1);
}

BOOST_AUTO_TEST_CASE(settings_baseline) {
  SettingsTree s;
  const std::string settings = "fail-on: warning\nbaseline: accepted.json\n";
  ConcordRun run = s.Check(settings, {"--write-baseline", "accepted.json"});
  BOOST_TEST(run.status == 0, run.err);
  run = s.Check(settings);
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(RulesOf(run).empty());
  BOOST_TEST(nlohmann::json::parse(run.out)["suppressed"] == 2);
  // --baseline wins: an empty baseline suppresses nothing.
  s.t.Write("empty.json", "{\"version\": 1, \"findings\": []}\n");
  run = s.Check(settings, {"--baseline", "empty.json"});
  BOOST_TEST(RulesOf(run).size() == 2u, run.err);
  // Never written over by -o, as a baseline given with --baseline is not.
  run = s.Check(settings, {"-o", "accepted.json"});
  BOOST_TEST(run.status == 2);
  run = s.Check("baseline: ../outside.json\n");
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err,
                 "concord.yml:3:11: 'baseline': '../outside.json' points outside the "
                 "project"),
             run.err);
}

BOOST_AUTO_TEST_CASE(settings_extra_rules_are_added_to_the_defaults) {
  SettingsTree s;
  s.t.Write("ci/rules/plain-numbers.yml",
            "check: entity-parity\nkind: number\nseverity: info\n"
            "message: \"number {value}\"\ndescription: Numbers, once more.\n");
  ConcordRun run = s.Check("extra-rules: ci/rules\n");
  BOOST_TEST(run.status == 0, run.err);
  std::vector<std::string> rules = RulesOf(run);
  std::sort(rules.begin(), rules.end());
  BOOST_TEST(rules == std::vector<std::string>({"numbers:warning", "numbers:warning",
                                                "plain-numbers:info", "plain-numbers:info"}));
  // The same directory from the command line.
  run = s.Check("", {"--extra-rules", "ci/rules"});
  BOOST_TEST(RulesOf(run).size() == 4u, run.err);
  // An id the defaults have already.
  s.t.Write("ci/rules/numbers.yml",
            "check: entity-parity\nkind: number\nmessage: \"n {value}\"\ndescription: Again.\n");
  run = s.Check("extra-rules: [ci/rules]\n");
  BOOST_TEST(run.status == 2);
  BOOST_TEST(Has(run.err, "ci/rules: rule 'numbers' is also in"), run.err);
}
