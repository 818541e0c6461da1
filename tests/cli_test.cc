// End-to-end tests of the concord executable: exit codes 0/1/2, messages, formats; and the
// front end's library part (src/cli) called directly.

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <sstream>

#include "base/error.h"
#include "cli/exit_status.h"
#include "cli/hook_files.h"
#include "cli/inputs.h"
#include "cli/setup.h"
#include "test_util.h"

namespace fs = std::filesystem;
using concord::testing::AuditDates;
using concord::testing::ReadFile;
using concord::testing::SourcePath;
using concord::testing::TempDir;

namespace {

using Run = concord::testing::ConcordRun;

// Runs concord with `args`, words separated by spaces, in directory `cwd`.
Run Concord(const std::string& args, const std::string& cwd = CONCORD_SOURCE_DIR) {
  std::istringstream words(args);
  std::vector<std::string> argv{std::istream_iterator<std::string>(words),
                                std::istream_iterator<std::string>()};
  return concord::testing::RunConcord(argv, cwd);
}

const std::string kZh = "corpus/zh/conclusion.txt", kKo = "corpus/ko/conclusion.txt";

BOOST_AUTO_TEST_CASE(check_without_files_runs_on_the_embedded_corpus_from_any_directory) {
  Run r = Concord("check --color never", fs::temp_directory_path().string());
  BOOST_TEST(r.status == 1);
  BOOST_TEST(r.out.find("name 'Noam Shazeer' appears in ko but not in zh") != std::string::npos);
  BOOST_TEST(r.out.find("3 errors, 2 warnings, 0 infos") != std::string::npos, r.out);
  BOOST_TEST(r.err.empty(), r.err);
}

BOOST_AUTO_TEST_CASE(text_output_shows_both_sides_and_the_missing_units_as_a_diff) {
  Run r = Concord("check --color never " + kZh + " " + kKo);
  BOOST_TEST(r.out.find(kZh + ":13 ↔ " + kKo + ":5") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("+ ko:29  - ezyang’s blog") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("would go after zh:42") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("\x1b[") == std::string::npos);  // no colour when not a terminal
  Run colored = Concord("check --color always " + kZh + " " + kKo);
  BOOST_TEST(colored.out.find("\x1b[") != std::string::npos);
}

// A paragraph one edition added inside a section the other placed elsewhere (align/sections.h)
// would go where that section is in the other edition, not after its last unit in order.
BOOST_AUTO_TEST_CASE(a_unit_missing_from_a_moved_section_would_go_inside_it) {
  TempDir tmp;
  const std::string zh = tmp.Write("zh.md", concord::testing::MovedSectionGuideZh(true));
  const std::string ko = tmp.Write("ko.md", concord::testing::MovedSectionGuideKo());
  Run r = Concord("check --color never " + zh + " " + ko);
  BOOST_TEST(
      r.out.find(zh + ":25 — no counterpart in ko (would go after ko:7") != std::string::npos,
      r.out);
  BOOST_TEST(r.out.find("1 error, 0 warnings") != std::string::npos, r.out);
}

// A rule named by concord-enable after a bare concord-disable is on again; the others stay off.
BOOST_AUTO_TEST_CASE(a_rule_enabled_after_all_were_disabled_reports) {
  TempDir tmp;
  const std::string en =
      tmp.Write("en.md",
                "<!-- concord-disable -->\n\nIntro.\n\n<!-- concord-enable numbers -->\n\n"
                "The server listens on port 8080, see https://example.com/a.\n");
  const std::string zh =
      tmp.Write("zh.md", "介绍。\n\n服务器监听端口 9090，见 https://example.com/b。\n");
  Run r = Concord("check --color never " + en + " " + zh);
  BOOST_TEST(r.out.find("number '8080'") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("number '9090'") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("url '") == std::string::npos, r.out);
}

BOOST_AUTO_TEST_CASE(exit_status_follows_fail_on) {
  // An info finding: a term ko keeps where zh writes it only capitalized (as a name) elsewhere.
  TempDir dir;
  const std::string zh =
      dir.Write("zh.txt", "第1步：我们讨论推理。\n\n第2步：Inference 很重要。\n");
  const std::string ko =
      dir.Write("ko.txt", "1단계: 우리는 inference를 논의한다.\n\n2단계: 추론은 중요하다.\n");
  struct Case {
    std::string args;
    int status;
  } cases[] = {
      {"check " + kZh + " " + kZh, 0},  // an edition against itself
      {"check " + kZh + " " + kKo, 1},  // default --fail-on error
      {"check --fail-on never " + kZh + " " + kKo, 0},
      {"check --fail-on warning --disable units --disable names " + kZh + " " + kKo, 1},
      {"check --fail-on error --disable units --disable names " + kZh + " " + kKo, 0},
      {"check --fail-on info --enable terms --disable units --disable names --disable headings " +
           zh + " " + ko,
       1},
  };
  for (const Case& c : cases) BOOST_TEST_CONTEXT(c.args) {
      BOOST_TEST(Concord(c.args).status == c.status);
    }
}

BOOST_AUTO_TEST_CASE(json_output_follows_the_contract) {
  Run r = Concord("check --format json " + kZh + " " + kKo);
  BOOST_TEST(r.status == 1);
  auto j = nlohmann::json::parse(r.out);
  BOOST_TEST(j["version"] == 1);
  BOOST_TEST(j["editions"][0]["side"] == "a");
  BOOST_TEST(j["editions"][0]["lang"] == "zh");
  BOOST_TEST(j["editions"][1]["units"] == 33);
  size_t covered_a = 0;
  for (const auto& bead : j["alignment"]) covered_a += bead["a"].size();
  BOOST_TEST(covered_a == 33u);
  bool found = false;
  for (const auto& f : j["findings"]) {
    // rule kind severity value missing_in a_line b_line message, and block for a unit without
    // counterpart (whose one side's line is null)
    const bool lone = f["a_line"].is_null() || f["b_line"].is_null();
    BOOST_TEST(f.size() == (lone ? 9u : 8u));
    BOOST_TEST(f.contains("block") == lone);
    if (f["value"] == "Noam Shazeer") {
      found = true;
      BOOST_TEST(f["kind"] == "name");
      BOOST_TEST(f["missing_in"] == "a");
      BOOST_TEST(f["a_line"] == 13);
      BOOST_TEST(f["b_line"] == 5);
      BOOST_TEST(f["severity"] == "warning");
    }
    if (f["kind"] == "list-item") BOOST_TEST(f["a_line"].is_null());
  }
  BOOST_TEST(found);
}

BOOST_AUTO_TEST_CASE(extract_shows_the_obfuscated_email_as_one_address_on_both_sides) {
  for (const std::string& file : {kZh, kKo}) {
    Run r = Concord("extract --color never " + file);
    BOOST_TEST(r.status == 0);
    BOOST_TEST(r.out.find("email   jacobaustin123@gmail.com") != std::string::npos, r.out);
  }
  Run j = Concord("extract --format json " + kKo);
  auto doc = nlohmann::json::parse(j.out);
  BOOST_TEST(doc["editions"][0]["units"].size() == 33u);
}

// Each unit's kind stands apart from its text, the longest ("front-matter") too.
BOOST_AUTO_TEST_CASE(extract_prints_each_kind_whole) {
  TempDir tmp;
  const std::string file =
      tmp.Write("guide.md", "---\ndescription: How to brew tea\n---\n\n# Tea\n\nBoil water.\n");
  Run r = Concord("extract --color never " + file);
  BOOST_TEST(r.out.find("front-matter How to brew tea") != std::string::npos, r.out);
  BOOST_TEST(r.out.find("paragraph Boil water.") != std::string::npos, r.out);
}

BOOST_AUTO_TEST_CASE(align_prints_side_by_side_or_json) {
  Run text = Concord("align --color never " + kZh + " " + kKo);
  BOOST_TEST(text.status == 0);
  BOOST_TEST(text.out.find("zh:5 ") != std::string::npos);
  BOOST_TEST(text.out.find("│ ko:1 ") != std::string::npos, text.out);
  Run json = Concord("align --format json " + kZh + " " + kKo);
  auto doc = nlohmann::json::parse(json.out);
  BOOST_TEST(doc["alignment"].size() == 35u);  // 31 pairs, 2 lone zh, 2 lone ko
}

BOOST_AUTO_TEST_CASE(rules_lists_rules_checks_and_extractors) {
  Run r = Concord("rules");
  BOOST_TEST(r.status == 0);
  for (const char* word :
       {"names", "entity-parity", "unit-parity", "pattern", "(disabled)", "email"})
    BOOST_TEST(r.out.find(word) != std::string::npos, word);
}

BOOST_AUTO_TEST_CASE(help_and_version) {
  // The version is CMake's project(VERSION); from a git checkout, its description follows.
  const std::string version = Concord("--version").out;
  if (fs::exists(fs::path(CONCORD_SOURCE_DIR) / ".git") &&
      std::system("git --version >/dev/null 2>&1") == 0)
    BOOST_TEST((version.starts_with("concord " CONCORD_VERSION " (git ") &&
                version.ends_with(")\n") && version.find('\n') == version.size() - 1),
               version);
  else
    BOOST_TEST(version == "concord " CONCORD_VERSION "\n");
  Run help = Concord("--help");
  BOOST_TEST(help.status == 0);
  BOOST_TEST(help.out.find("align") != std::string::npos);
  Run check_help = Concord("check --help");
  BOOST_TEST(check_help.status == 0);
  BOOST_TEST(check_help.out.find("text|json") != std::string::npos, check_help.out);
  BOOST_TEST(check_help.out.find("--fail-on") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(bad_input_exits_2_with_a_message_naming_file_and_position) {
  TempDir tmp;
  std::string bad_utf8 = tmp.Write("bad.txt", "第一行\r\nab\xC3(\n");
  std::string empty = tmp.Write("empty.txt", "");
  std::string rules =
      tmp.Write("rules/names.yml", "check: entity-parity\nkind: name\nsevrity: error\n");
  std::string bad_yaml = tmp.Write("yaml/x.yml", "check: [entity-parity\n");
  struct Case {
    std::string args;
    std::string stderr_has;
  } cases[] = {
      {"check " + bad_utf8 + " " + kKo, bad_utf8 + ":2:3: invalid UTF-8"},
      {"check /nonexistent/zh.txt " + kKo, "/nonexistent/zh.txt: cannot open"},
      {"check corpus " + kKo, "corpus: is a directory"},
      {"check " + kZh, "expected two editions"},
      {"check --format xml " + kZh + " " + kKo, "unknown format 'xml'"},
      {"check --format jsn " + kZh + " " + kKo, "did you mean 'json'"},
      {"check --fail-on sometimes " + kZh + " " + kKo, "--fail-on"},
      {"check --color blue " + kZh + " " + kKo, "--color"},
      {"check --no-such-flag " + kZh + " " + kKo, "no-such-flag"},
      {"chekc", "did you mean 'check'"},
      {"check --rules " + (tmp.path / "rules").string() + " " + kZh + " " + kKo,
       rules + ":3:1: unknown key 'sevrity'"},
      {"check --rules " + (tmp.path / "yaml").string() + " " + kZh + " " + kKo, bad_yaml + ":2:"},
      {"check --rules /nonexistent " + kZh + " " + kKo, "rules directory not found"},
      {"check --disable nmaes " + kZh + " " + kKo, "did you mean 'names'"},
      {"extract", "expected at least one FILE"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.args) {
      Run r = Concord(c.args);
      BOOST_TEST(r.status == 2);
      BOOST_TEST(r.err.find(c.stderr_has) != std::string::npos, r.err);
      BOOST_TEST(r.out.empty());
    }
  }
  // An empty file is an edition with no units: every unit of the other is reported.
  Run r = Concord("check --format json " + empty + " " + kKo);
  BOOST_TEST(r.status == 1);
  BOOST_TEST(nlohmann::json::parse(r.out)["editions"][0]["units"] == 0);
}

// A value that is not one of an option's values names the one it is a typo or an abbreviation
// of (UnknownValue), and a size or language code whose parts are right but not their spelling
// is shown right.
BOOST_AUTO_TEST_CASE(every_option_value_error_says_did_you_mean) {
  const std::string pair = " " + kZh + " " + kKo;
  const std::pair<std::string, std::string> cases[] = {
      {"check --color alwys" + pair, "--color: unknown value 'alwys' (did you mean 'always'?)"},
      {"check --input-format markdwn" + pair, "(did you mean 'markdown'?)"},
      {"check --fail-on warn" + pair,
       "--fail-on: unknown severity 'warn' (did you mean 'warning'?)"},
      {"audit --fail-on errror corpus/zh corpus/ko", "(did you mean 'error'?)"},
      {"check --severity names=warn" + pair, "in 'names=warn' (did you mean 'warning'?)"},
      {"check --severity names:info" + pair, "(did you mean 'names=info'?)"},
      {"check --severity nmaes=info" + pair, "(did you mean 'names'?)"},
      {"check --max-file-size 64mb" + pair, "got '64mb' (did you mean '64M'?)"},
      {"check --max-file-size 2MiB" + pair, "(did you mean '2M'?)"},
      {"check --lang-a zh.cn" + pair, "did you mean 'zh-cn'?"},
      {"extract --lang ko. " + kKo, "did you mean 'ko'?"},
      {"align --format jsn" + pair, "(did you mean 'json'?)"},
      {"rules --format txt", "(did you mean 'text'?)"},
      {"check --enable tems" + pair, "(did you mean 'terms'?)"},
  };
  for (const auto& [args, message] : cases) {
    BOOST_TEST_CONTEXT(args) {
      Run r = Concord(args);
      BOOST_TEST(r.status == 2);
      BOOST_TEST(r.err.find(message) != std::string::npos, r.err);
    }
  }
  // Two values begin so: no guess.
  BOOST_TEST(Concord("check --color a" + pair).err.find("did you mean") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(trees_audit_and_hook_from_the_command_line) {
  Run dirs = Concord("check --color never corpus/zh corpus/ko");
  BOOST_TEST(dirs.status == 1);
  BOOST_TEST(dirs.out.find("in 1 document (1 pair compared, 0 missing)") != std::string::npos,
             dirs.out);
  Run audit = Concord("audit --color never corpus/zh corpus/ko");
  BOOST_TEST(audit.status == 1);  // behind on units, rule severity error
  BOOST_TEST(audit.out.find("zh     behind by 2 items, 1 to review") != std::string::npos,
             audit.out);
  BOOST_TEST(audit.out.find("ko     behind by 2 items") != std::string::npos, audit.out);
  auto j = nlohmann::json::parse(Concord("audit --format json corpus/zh corpus/ko").out);
  BOOST_TEST(j["summary"]["zh"]["items"] == 2);
  BOOST_TEST(j["summary"]["zh"]["to_review"] == 1);

  const std::string hugo = SourcePath("tests/fixtures/hugo");
  // A tree's JSON is streamed document by document: the bytes of nlohmann's own dump of it.
  Run tree_json = Concord("check --format json", hugo);
  BOOST_TEST(tree_json.out == nlohmann::ordered_json::parse(tree_json.out).dump(2) + "\n");
  // So is an audit's, written without building it as a nlohmann object.
  for (const std::string& dir : {hugo, std::string(CONCORD_SOURCE_DIR)}) {
    Run audit_json = Concord(
        dir == hugo ? "audit --format json" : "audit --format json corpus/zh corpus/ko", dir);
    BOOST_TEST(audit_json.out == nlohmann::ordered_json::parse(audit_json.out).dump(2) + "\n");
  }
  Run project = Concord("check --color never", hugo);  // finds concord.yml
  BOOST_TEST(project.status == 1);
  BOOST_TEST(project.out.find("missing document in ko") != std::string::npos, project.out);
  Run hook = Concord("hook --color never content/zh/docs/intro.md", hugo);
  BOOST_TEST(hook.status == 1);  // zh is fine, but the group's ko edition lacks a name
  BOOST_TEST(hook.out.find("Sholto Douglas") != std::string::npos, hook.out);
  BOOST_TEST(hook.out.find("reading.md") == std::string::npos, hook.out);  // untouched group
  BOOST_TEST(Concord("hook README.md", hugo).status == 0);                 // not in any edition

  TempDir tmp;
  std::string baseline = (tmp.path / "accepted.json").string();
  BOOST_TEST(Concord("check --write-baseline " + baseline + " " + kZh + " " + kKo).status == 0);
  Run accepted = Concord("check --color never --baseline " + baseline + " " + kZh + " " + kKo);
  BOOST_TEST(accepted.status == 0);
  BOOST_TEST(accepted.out.find("0 errors, 0 warnings, 0 infos, 5 suppressed") != std::string::npos,
             accepted.out);

  struct Case {
    std::string args, cwd, stderr_has;
  } errors[] = {
      {"hook x.md", fs::temp_directory_path().string(), "no concord.yml found"},
      {"audit corpus/zh", CONCORD_SOURCE_DIR, "two or more edition directories"},
      {"audit --source en corpus/zh corpus/ko", CONCORD_SOURCE_DIR,
       "'en' is not one of the editions"},
      {"check --input-format rst " + kZh + " " + kKo, CONCORD_SOURCE_DIR, "--input-format"},
      {"check --baseline /nonexistent.json " + kZh + " " + kKo, CONCORD_SOURCE_DIR,
       "cannot open baseline"},
      {"check --config " +
           tmp.Write("bad/concord.yml", "editions: [zh, ko]\nlayout: ../x/{lang}/{path}\n"),
       CONCORD_SOURCE_DIR, "outside the repository"},
  };
  for (const Case& c : errors) {
    BOOST_TEST_CONTEXT(c.args) {
      Run r = Concord(c.args, c.cwd);
      BOOST_TEST(r.status == 2);
      BOOST_TEST(r.err.find(c.stderr_has) != std::string::npos, r.err);
    }
  }
}

BOOST_AUTO_TEST_CASE(trees_give_the_same_bytes_with_any_number_of_threads) {
  const std::string hugo = SourcePath("tests/fixtures/hugo");
  for (std::string command : {"check", "audit"}) {
    for (std::string format : {"text", "json", "sarif", "html"}) {
      BOOST_TEST_CONTEXT(command << " --format " << format) {
        const std::string args = command + " --color never --format " + format;
        Run one = Concord(args + " -j 1", hugo);
        if (one.status == 2) continue;  // a view the format does not have
        for (const char* jobs : {" -j 2", " -j 3", " --jobs 8", ""}) {
          Run many = Concord(args + jobs, hugo);
          BOOST_TEST(many.status == one.status);
          BOOST_TEST(many.out == one.out);
        }
      }
    }
  }
  Run bad = Concord("check -j -1 " + kZh + " " + kKo);
  BOOST_TEST(bad.status == 2);
  BOOST_TEST(bad.err.find("--jobs") != std::string::npos, bad.err);
}

BOOST_AUTO_TEST_CASE(github_annotations_are_exact_workflow_commands) {
  Run r = Concord("check --format github " + kZh + " " + kKo);
  BOOST_TEST(r.status == 1);
  const std::string want =
      "::warning file=corpus/ko/conclusion.txt,line=1,endLine=1,title=concord headings::heading "
      "has no counterpart in ko: 结论与延伸阅读 (zh: corpus/zh/conclusion.txt:1)\n"
      "::error file=corpus/ko/conclusion.txt,line=1,endLine=1,title=concord units::paragraph has "
      "no counterpart in ko: Part 11 of How To Scale Your Model (第10部分：JAX | 第12部分：GPU) "
      "(zh: "
      "corpus/zh/conclusion.txt:3)\n"
      "::warning file=corpus/zh/conclusion.txt,line=13,endLine=13,title=concord names::name 'Noam "
      "Shazeer' appears in ko but not in zh (ko: corpus/ko/conclusion.txt:5)\n";
  BOOST_TEST(r.out.substr(0, want.size()) == want);
  size_t lines = 0;
  for (char c : r.out) lines += c == '\n';
  BOOST_TEST(lines == 5u);
  // Properties escape ',' and ':'; messages escape '%' and line ends.
  TempDir tmp;
  // a lacks a name (keeping the other name of the sentence) and so changes; b has it.
  std::string a = tmp.Write("x,y.txt", "Bob Jones 说：完成了。\n");
  std::string b = tmp.Write("p%q.txt", "Alice Smith와 Bob Jones가 완료했다.\n");
  Run esc = concord::testing::RunConcord({"check", "--format", "github", a, b});
  BOOST_TEST(esc.out.find("x%2Cy.txt,line=1") != std::string::npos, esc.out);
  BOOST_TEST(esc.out.find("title=concord names::name 'Alice Smith'") != std::string::npos, esc.out);
  BOOST_TEST(esc.out.find("p%25q.txt:1)") != std::string::npos, esc.out);
  // Other control characters (a colour sequence's ESC) never reach the log raw.
  a = tmp.Write("esc-en.txt", "One.\n\nHello \x1b[31mred\x1b[0m world.\n");
  b = tmp.Write("esc-zh.txt", "一。\n");
  esc = concord::testing::RunConcord({"check", "--format", "github", a, b});
  BOOST_TEST(esc.out.find('\x1b') == std::string::npos, esc.out);
  BOOST_TEST(esc.out.find("Hello \\x1b[31mred\\x1b[0m world.") != std::string::npos, esc.out);
  // A C1 control (CSI, U+009B) is written as EscapeControls writes it.
  a = tmp.Write("csi-en.txt",
                "One.\n\nHello \xc2\x9b"
                "31mred world.\n");
  esc = concord::testing::RunConcord({"check", "--format", "github", a, b});
  BOOST_TEST(esc.out.find("\xc2\x9b") == std::string::npos, esc.out);
  BOOST_TEST(esc.out.find("Hello \\u009b31mred world.") != std::string::npos, esc.out);
  // The text report's summary, and extract's heading, count "1 unit".
  Run one = concord::testing::RunConcord({"check", "--color", "never", b, b});
  BOOST_TEST(one.out.find("(zh, 1 unit) ↔") != std::string::npos, one.out);
  one = concord::testing::RunConcord({"extract", "--lang", "zh", b});
  BOOST_TEST(one.out.find("(zh, 1 unit)\n") != std::string::npos, one.out);
}

BOOST_AUTO_TEST_CASE(no_arguments_prints_usage_and_exits_2) {
  Run r = Concord("");
  BOOST_TEST(r.status == 2);
  BOOST_TEST(r.err.find("Usage: concord") != std::string::npos);
}

// Runs `git ARGS` in `dir`, committing as of DATE (YYYY-MM-DD); its exit status.
int GitAt(const fs::path& dir, const std::string& args, const std::string& date) {
  const std::string when = date + "T12:00:00";
  return std::system(("cd '" + dir.string() + "' && GIT_AUTHOR_DATE=" + when +
                      " GIT_COMMITTER_DATE=" + when + " git -c user.name=t -c user.email=t@t " +
                      args + " >/dev/null 2>&1")
                         .c_str());
}

// A localized pair of pages: translated link texts, links to each edition's own language and
// localized placeholders in code are no findings; a changed option and a link to another page
// are, shown as written.
BOOST_AUTO_TEST_CASE(check_compares_link_targets_and_code_as_localized_trees_write_them) {
  TempDir dir;
  const std::string zh =
      dir.Write("docs/zh/guide.md",
                "# 指南\n\n"
                "阅读 [共识决策法](../zh/consensus/) 和 [说明](README.zh-CN.md)。\n\n"
                "- 显示：`tail -n {{数量}} {{路径/到/文件}}`\n"
                "- 复制：`cp --force {{源文件}}`，见 [命令](../zh/cp/)。\n");
  const std::string ko =
      dir.Write("docs/ko/guide.md",
                "# 가이드\n\n"
                "[Consensus Seeking](../ko/consensus/)과 [설명](README.ko-KR.md)을 읽으세요.\n\n"
                "- 표시: `tail -n {{개수}} {{경로/대상/파일}}`\n"
                "- 복사: `cp --forced {{원본 파일}}`, [명령](../ko/mv/) 참고.\n");
  Run r =
      concord::testing::RunConcord({"check", "--format", "json", "--fail-on", "warning", zh, ko});
  BOOST_TEST(r.status == 1, r.err);
  std::vector<std::string> got;
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  for (const auto& f : doc["findings"])
    got.push_back(f["kind"].get<std::string>() + " " + f["value"].get<std::string>());
  std::sort(got.begin(), got.end());
  const std::vector<std::string> want = {"code cp --force {{源文件}}",
                                         "code cp --forced {{원본 파일}}", "url ../ko/mv/",
                                         "url ../zh/cp/"};
  BOOST_TEST(got == want, boost::test_tools::per_element());
}

}  // namespace

// audit dates each file as `git log -1 -- FILE` does, through merges too; files git does not
// know, and trees outside git (where no git process is started), get none.
BOOST_AUTO_TEST_CASE(audit_dates_each_file_by_its_last_commit) {
  if (std::system("git --version >/dev/null 2>&1") != 0) {
    BOOST_TEST_MESSAGE("git not installed: skipped");
    return;
  }
  TempDir tmp;
  const std::string zh = ReadFile(SourcePath(kZh)), ko = ReadFile(SourcePath(kKo));
  tmp.Write("ed zh/ch1.txt", zh);  // a space in the directory: quoted for git
  tmp.Write("ed ko/ch1.txt", ko);
  tmp.Write("ed zh/ch2.txt", zh);
  tmp.Write("ed ko/ch2.txt", ko);
  auto git = [&](const std::string& args, const std::string& date) {
    return GitAt(tmp.path, args, date);
  };
  BOOST_TEST(AuditDates(tmp.path, "ed zh", "ed ko")["ch1.txt ed zh"] == "null", "outside git");

  BOOST_REQUIRE(git("init -q", "2026-01-01") == 0);
  BOOST_REQUIRE(git("add 'ed zh/ch1.txt' 'ed ko/ch1.txt' 'ed zh/ch2.txt'", "2026-01-01") == 0);
  BOOST_REQUIRE(git("commit -q -m one", "2026-01-02") == 0);
  tmp.Write("ed ko/ch1.txt", ko + "\nOne more line.\n");
  BOOST_REQUIRE(git("commit -q -a -m two", "2026-03-04") == 0);
  auto dates = AuditDates(tmp.path, "ed zh", "ed ko");
  BOOST_TEST(dates["ch1.txt ed zh"] == "2026-01-02");
  BOOST_TEST(dates["ch1.txt ed ko"] == "2026-03-04");
  BOOST_TEST(dates["ch2.txt ed zh"] == "2026-01-02");
  BOOST_TEST(dates["ch2.txt ed ko"] == "null");  // never committed

  // Merges: a conflict resolved by hand dates the file by the merge; a merge that kept one
  // side's file hides the other side's commit, as `git log -1 -- file` has it.
  BOOST_REQUIRE(git("checkout -q -b side", "2026-04-01") == 0);
  tmp.Write("ed zh/ch1.txt", zh + "\nSide.\n");
  tmp.Write("ed zh/ch2.txt", zh + "\nSide only.\n");
  BOOST_REQUIRE(git("commit -q -a -m side", "2026-04-01") == 0);
  BOOST_REQUIRE(git("checkout -q -", "2026-04-02") == 0);
  tmp.Write("ed zh/ch1.txt", zh + "\nMain.\n");
  BOOST_REQUIRE(git("commit -q -a -m main", "2026-04-05") == 0);
  BOOST_REQUIRE(git("merge -q side", "2026-05-10") != 0);  // a conflict in ed zh/ch1.txt
  tmp.Write("ed zh/ch1.txt", zh + "\nMain and side.\n");
  BOOST_REQUIRE(git("checkout -q HEAD -- 'ed zh/ch2.txt'", "2026-05-10") == 0);  // keep main's
  BOOST_REQUIRE(git("commit -q -a --no-edit", "2026-05-10") == 0);
  dates = AuditDates(tmp.path, "ed zh", "ed ko");
  BOOST_TEST(dates["ch1.txt ed zh"] == "2026-05-10");
  BOOST_TEST(dates["ch1.txt ed ko"] == "2026-03-04");
  BOOST_TEST(dates["ch2.txt ed zh"] == "2026-01-02");
  BOOST_TEST(dates["ch2.txt ed ko"] == "null");

  // Editions in two work trees (two repositories, or a submodule): each dated in its own.
  TempDir two;
  two.Write("a/zh/ch.txt", zh);
  two.Write("b/ko/ch.txt", ko);
  for (const auto& [dir, date] :
       {std::pair<std::string, std::string>{"a", "2026-07-01"}, {"b", "2026-08-01"}}) {
    BOOST_REQUIRE(GitAt(two.path / dir, "init -q", date) == 0);
    BOOST_REQUIRE(GitAt(two.path / dir, "add .", date) == 0);
    BOOST_REQUIRE(GitAt(two.path / dir, "commit -q -m one", date) == 0);
  }
  dates = AuditDates(two.path, "a/zh", "b/ko");
  BOOST_TEST(dates["ch.txt zh"] == "2026-07-01");
  BOOST_TEST(dates["ch.txt ko"] == "2026-08-01");
}

// The front end's library part (src/cli), called without the executable.

BOOST_AUTO_TEST_CASE(exit_status_is_1_for_a_finding_at_or_above_fail_on) {
  using concord::Severity;
  struct Case {
    const char* name;
    std::string fail_on;
    std::vector<Severity> severities;
    int status;
  } cases[] = {
      {"no findings", "info", {}, 0},
      {"an error against error", "error", {Severity::kInfo, Severity::kError}, 1},
      {"a warning against error", "error", {Severity::kWarning}, 0},
      {"a warning against warning", "warning", {Severity::kWarning}, 1},
      {"an info against info", "info", {Severity::kInfo}, 1},
      {"an error against never", "never", {Severity::kError}, 0},
  };
  for (const Case& c : cases) BOOST_TEST_CONTEXT(c.name) {
      BOOST_TEST(concord::ExitFor(c.severities, concord::ParseFailOn(c.fail_on)) == c.status);
    }
  BOOST_CHECK_THROW(concord::ParseFailOn("fatal"), concord::InputError);
}

BOOST_AUTO_TEST_CASE(setup_names_the_first_bad_flag_in_a_fixed_order) {
  struct Case {
    const char* name;
    void (*spoil)(concord::CommonFlags*);
    std::string message_starts;
  } cases[] = {
      {"every flag bad",
       [](concord::CommonFlags* f) {
         f->fail_on = f->format = f->color = f->input_format = f->max_file_size = "x";
         f->jobs = -1;
       },
       "--fail-on: "},
      {"all but --fail-on",
       [](concord::CommonFlags* f) {
         f->format = f->color = f->input_format = f->max_file_size = "x";
         f->jobs = -1;
       },
       "--format: "},
      {"--color, --input-format and on",
       [](concord::CommonFlags* f) { f->color = f->input_format = f->max_file_size = "x"; },
       "--color: "},
      {"--input-format and --max-file-size",
       [](concord::CommonFlags* f) { f->input_format = f->max_file_size = "x"; },
       "--input-format: "},
      {"--max-file-size and --jobs",
       [](concord::CommonFlags* f) {
         f->max_file_size = "1T";
         f->jobs = 1025;
       },
       "--max-file-size: "},
      {"--jobs", [](concord::CommonFlags* f) { f->jobs = 1025; }, "--jobs: "},
  };
  for (const Case& c : cases) BOOST_TEST_CONTEXT(c.name) {
      concord::CommonFlags flags;
      c.spoil(&flags);
      std::string message;
      try {
        concord::Setup(&flags);
      } catch (const concord::InputError& e) {
        message = e.what();
      }
      BOOST_TEST(message.rfind(c.message_starts, 0) == 0, message);
    }
  concord::CommonFlags flags;
  flags.format = "json";
  flags.max_file_size = "2K";
  flags.jobs = 3;
  concord::RunSetup setup = concord::Setup(&flags);
  BOOST_TEST(setup.writer.name == "json");
  BOOST_TEST(flags.check.max_file_size == 2048u);
  BOOST_TEST(flags.check.jobs == 3u);
  BOOST_CHECK_THROW(
      concord::Require(&concord::Writer::extract, *concord::FindWriter("sarif"), "extracted units"),
      concord::InputError);
}

BOOST_AUTO_TEST_CASE(editions_are_two_files_or_the_embedded_corpus) {
  BOOST_TEST(concord::EditionPaths({"a", "b"}).second == "b");
  BOOST_TEST(concord::EditionPaths({}).first.find("corpus") != std::string::npos);
  BOOST_CHECK_THROW(concord::EditionPaths({"a"}), concord::InputError);
  BOOST_CHECK_THROW(concord::EditionPaths({"a", "b", "c"}), concord::InputError);
  // Two directories are a tree; two files, or one directory and a file, a pair.
  const std::string zh = SourcePath("corpus/zh"), ko = SourcePath("corpus/ko");
  BOOST_TEST(concord::TreeToCheck({zh, ko}, "").has_value());
  BOOST_TEST(!concord::TreeToCheck({SourcePath(kZh), SourcePath(kKo)}, "").has_value());
  BOOST_TEST(!concord::TreeToCheck({zh, SourcePath(kKo)}, "").has_value());
  BOOST_CHECK_THROW(concord::TreeToAudit({zh}, "", ""), concord::InputError);
  BOOST_TEST(concord::TreeToAudit({zh, ko}, "", "zh").source == "zh");
}

BOOST_AUTO_TEST_CASE(hook_refuses_options_after_the_double_dash_that_name_no_file) {
  TempDir tmp;
  const std::string zh_a = tmp.Write("docs/zh/a.md", "# 一\n"),
                    ko_a = tmp.Write("docs/ko/a.md", "# 하나\n");
  tmp.Write("docs/zh/b.md", "# 二\n");
  const concord::Project project = concord::LoadProject(
      tmp.Write("concord.yml", "editions: [zh, ko]\nlayout: docs/{lang}/{path}\n"));
  auto is_option = [](const std::string& name) { return name == "format" || name == "-o"; };
  struct Case {
    std::string file;
    bool refused;
  } cases[] = {
      {"--format=json", true}, {"--format", true}, {"-o", true},  {"--formats", false},
      {"-x", false},           {"--", false},      {zh_a, false}, {"-", false},
  };
  for (const Case& c : cases) BOOST_TEST_CONTEXT(c.file) {
      bool refused = false;
      try {
        concord::RefuseOptionsAsFiles({c.file}, is_option, project);
      } catch (const concord::InputError&) {
        refused = true;
      }
      BOOST_TEST(refused == c.refused);
    }
}

BOOST_AUTO_TEST_CASE(hook_checks_each_group_of_the_given_files_once) {
  TempDir tmp;
  const std::string zh_a = tmp.Write("docs/zh/a.md", "# 一\n"),
                    ko_a = tmp.Write("docs/ko/a.md", "# 하나\n");
  const std::string zh_b = tmp.Write("docs/zh/b.md", "# 二\n");
  const concord::Project project = concord::LoadProject(
      tmp.Write("concord.yml", "editions: [zh, ko]\nlayout: docs/{lang}/{path}\n"));
  const auto groups_of = [&](const std::vector<std::string>& files, size_t max) {
    return concord::GroupsOfFiles(concord::MatchFiles(project, files),
                                  concord::GroupDocuments(project), max);
  };
  BOOST_TEST(concord::MatchFiles(project, {tmp.Write("notes.md", "")}).empty());
  auto groups = groups_of({zh_a, ko_a, zh_a}, 1024);
  BOOST_TEST(groups.size() == 1u);
  BOOST_TEST(groups.at(0).path == "a.md");
  // A deleted file still names its group (its edition is then reported missing); a group no
  // edition has any more is not checked; a given edition that is too large is an error.
  fs::remove(ko_a);
  fs::remove(zh_b);
  groups = groups_of({ko_a, zh_b}, 1024);
  BOOST_TEST(groups.size() == 1u);
  BOOST_TEST(groups.at(0).path == "a.md");
  BOOST_CHECK_THROW(groups_of({zh_a}, 2), concord::InputError);
}

// A layout not in normal form (./docs//{lang}/{path}) finds the same files for the check and
// for the hook.
BOOST_AUTO_TEST_CASE(a_layout_is_read_in_normal_form) {
  TempDir tmp;
  tmp.Write("docs/zh/a.md", "# 一\n");
  tmp.Write("docs/ko/a.md", "# 하나\n");
  tmp.Write("docs/zh/b.md", "# 二\n");
  for (const char* layout : {"./docs/{lang}/{path}", "docs//{lang}/./{path}"}) {
    BOOST_TEST_CONTEXT(layout) {
      tmp.Write("concord.yml", std::string("editions: [zh, ko]\nlayout: ") + layout + "\n");
      Run check = concord::testing::RunConcord({"check"}, tmp.path.string());
      BOOST_TEST(check.status == 1, check.err);
      BOOST_TEST(check.out.find("b.md — missing document in ko") != std::string::npos, check.out);
      Run hook = concord::testing::RunConcord({"hook", "--", "docs/zh/b.md"}, tmp.path.string());
      BOOST_TEST(hook.status == 1, hook.err);
      BOOST_TEST(hook.out.find("b.md — missing document in ko") != std::string::npos, hook.out);
    }
  }
}

// A hook given no file of the project checks nothing and exits 0, but a report file it is told
// to write gets a report (empty), not an earlier run's left in place for CI to publish.
BOOST_AUTO_TEST_CASE(hook_with_no_file_of_the_project_still_writes_its_report) {
  TempDir tmp;
  tmp.Write("docs/zh/a.md", "# 一\n");
  tmp.Write("docs/ko/a.md", "# 하나\n");
  tmp.Write("concord.yml", "editions: [zh, ko]\nlayout: docs/{lang}/{path}\n");
  const std::string report = tmp.Write("report.json", "OLD REPORT");
  Run run = concord::testing::RunConcord(
      {"hook", "--format", "json", "-o", "report.json", "--", "notes.md"}, tmp.path.string());
  BOOST_TEST(run.status == 0, run.err);
  const nlohmann::json j = nlohmann::json::parse(ReadFile(report));
  BOOST_TEST(j["documents"].empty());
  BOOST_TEST(j["missing_documents"].empty());
  run = concord::testing::RunConcord({"hook", "--", "notes.md"}, tmp.path.string());
  BOOST_TEST(run.status == 0);
  BOOST_TEST(run.out.empty(), run.out);
  // The report's destination is never a document of the tree, a file given or not.
  run = concord::testing::RunConcord({"hook", "-o", "docs/ko/a.md", "--", "notes.md"},
                                     tmp.path.string());
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.err.find("an edition this run reads") != std::string::npos, run.err);
  BOOST_TEST(ReadFile(tmp.path / "docs/ko/a.md") == "# 하나\n");
}

// --glossary FILE for two files: the glossary rule's findings, exit 1; a bad glossary file is
// an input error naming its place, exit 2.
BOOST_AUTO_TEST_CASE(check_with_a_glossary_file) {
  TempDir tmp;
  const std::string zh =
      tmp.Write("zh.md", "# 安装\n\n使用 Helm 安装应用。\n\n通过 OAuth 登录。\n");
  const std::string ko = tmp.Write(
      "ko.md", "# 설치\n\n헬름으로 애플리케이션을 설치합니다.\n\nOAuth로 로그인합니다.\n");
  const std::string g = tmp.Write("g.yml", "terms:\n  Helm: {ko: 헬름}\nkeep-latin: [OAuth]\n");
  Run clean = Concord("check --color never --glossary " + g + " " + zh + " " + ko);
  BOOST_TEST(clean.status == 0, clean.out + clean.err);
  const std::string ko_latin = tmp.Write(
      "ko2.md", "# 설치\n\nHelm으로 애플리케이션을 설치합니다.\n\n오어스로 로그인합니다.\n");
  Run found = Concord("check --color never --glossary " + g + " " + zh + " " + ko_latin);
  BOOST_TEST(found.status == 1, found.out + found.err);
  BOOST_TEST(found.out.find("glossary term 'Helm' appears in zh; ko lacks its rendering '헬름'") !=
                 std::string::npos,
             found.out);
  BOOST_TEST(
      found.out.find("glossary term 'OAuth' appears in zh; ko lacks its rendering 'OAuth'") !=
          std::string::npos,
      found.out);
  // Without the glossary the rule has nothing to check.
  BOOST_TEST(Concord("check --color never " + zh + " " + ko_latin).out.find("[glossary]") ==
             std::string::npos);
  const std::string bad = tmp.Write("bad.yml", "terms:\n  Helm: {ko: 헬름}\nkeep_latin: [OAuth]\n");
  Run error = Concord("check --glossary " + bad + " " + zh + " " + ko);
  BOOST_TEST(error.status == 2);
  BOOST_TEST(error.err.find(bad + ":3:1: unknown glossary key 'keep_latin'") != std::string::npos,
             error.err);
  BOOST_TEST(
      Concord("check --glossary " + tmp.path.string() + "/none.yml " + zh + " " + ko).status == 2);
}
