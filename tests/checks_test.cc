// Tests for checks.h and the checks it lists (check_*.cc): each registry check run on small
// hand-built editions and beads.
//
// Findings are compared as compact dumps:
//   "rule severity kind 'value' missing=b bead=0 a=0 b=0: message"
#include "rules/checks.h"

#include <boost/test/unit_test.hpp>
#include <ctime>
#include <filesystem>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/error.h"
#include "extract/english_words.h"
#include "extract/entities.h"
#include "model.h"
#include "rules/check.h"
#include "rules/covered_findings.h"
#include "rules/entity_match.h"
#include "rules/knowledge.h"
#include "rules/name_forms.h"
#include "rules/rule_set.h"
#include "rules/rules.h"
#include "rules/unit_script.h"
#include "rules/words_written.h"
#include "test_util.h"
#include "text/lang_code.h"

namespace concord {
namespace {

constexpr UnitKind P = UnitKind::kParagraph;
constexpr UnitKind L = UnitKind::kListItem;
constexpr UnitKind H = UnitKind::kHeading;

const EntityExtractor& Extractor() { return testing::SharedExtractor(); }

// An edition whose units are on consecutive lines, with entities extracted.
Edition MakeEdition(std::string path, std::string lang,
                    const std::vector<std::pair<UnitKind, std::string>>& units) {
  Edition e;
  e.path = std::move(path);
  e.lang = std::move(lang);
  int line = 1;
  for (const auto& [kind, text] : units) {
    Unit u;
    u.kind = kind;
    u.line = u.last_line = line;
    u.text = text;
    u.marker = CompactString(kind == UnitKind::kListItem ? "•" : "");
    u.entities = Extractor()(u);
    e.units.push_back(std::move(u));
    line += 2;
  }
  return e;
}

RuleSpec Spec(std::string id, std::string check,
              const std::map<std::string, std::vector<std::string>>& params, Severity severity,
              std::string message) {
  RuleSpec spec;
  spec.id = id;
  spec.path = "rules/" + id + ".yml";
  spec.check = std::move(check);
  spec.severity = severity;
  spec.message = std::move(message);
  int line = 2;
  for (const auto& [key, values] : params) spec.params[key] = RuleParam{values, line++, 1};
  return spec;
}

std::vector<Finding> Run(const RuleSpec& spec, const Edition& a, const Edition& b,
                         const std::vector<Bead>& beads) {
  const CheckInfo* info = FindCheck(spec.check);
  BOOST_TEST_REQUIRE(info != nullptr);
  std::unique_ptr<Check> check = info->make(spec);
  BOOST_TEST_REQUIRE(check != nullptr);
  std::vector<Finding> out;
  check->Run(CheckContext{a, b, beads}, spec, &out);
  return out;
}

std::string Dump(const Finding& f) {
  return f.rule + " " + std::string(SeverityName(f.severity)) + " " + f.kind + " '" + f.value +
         "' missing=" + std::string(SideName(f.missing_in)) + " bead=" + std::to_string(f.bead) +
         " a=" + std::to_string(f.a_unit) + " b=" + std::to_string(f.b_unit) + ": " + f.message;
}

std::vector<std::string> Dumps(const std::vector<Finding>& findings) {
  std::vector<std::string> out;
  for (const Finding& f : findings) out.push_back(Dump(f));
  return out;
}

Bead B(BeadUnits a, BeadUnits b) { return Bead{a, b, 1.0}; }
Bead Moved(Bead bead) {
  bead.moved = true;
  return bead;
}

const char kNameMessage[] = "name '{value}' appears in {present} but not in {missing}";

struct ParityCase {
  std::string_view what;
  std::string kind;                                 // the entity kind parameter
  std::vector<std::pair<UnitKind, std::string>> a;  // ko
  std::vector<std::pair<UnitKind, std::string>> b;  // zh
  std::vector<Bead> beads;
  std::vector<std::string> want;
  // The rule's `scope`; empty: the kind's default. The cases about evidence ask for "bead":
  // within the document, a name the other edition writes elsewhere is present (scope
  // document), and the evidence it gives is what they are about.
  std::string scope = "";
};

void RunParityCases(const std::vector<ParityCase>& cases) {
  for (const ParityCase& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      Edition a = MakeEdition("ko.txt", "ko", c.a);
      Edition b = MakeEdition("zh.txt", "zh", c.b);
      // Every case has an entity of the kind on side a; none passes for lack of one.
      int on_a = 0;
      for (const Unit& u : a.units)
        for (const Entity& e : u.entities) on_a += EntityKindName(e.kind) == c.kind;
      BOOST_TEST(on_a > 0);
      std::map<std::string, std::vector<std::string>> params = {{"kind", {c.kind}}};
      if (!c.scope.empty()) params["scope"] = {c.scope};
      RuleSpec spec = Spec(c.kind + "s", "entity-parity", params, Severity::kError,
                           c.kind + " '{value}' appears in {present} but not in {missing}");
      std::vector<std::string> got = Dumps(Run(spec, a, b, c.beads));
      BOOST_TEST(got == c.want, boost::test_tools::per_element());
    }
  }
}

BOOST_AUTO_TEST_CASE(entity_parity_names) {
  RunParityCases({
      {"a name dropped in zh",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 썼다."}},
       {{P, "Jeff Dean 写的。"}},
       {B({0}, {0})},
       {"names error name 'Noam Shazeer' missing=b bead=0 a=0 b=0: "
        "name 'Noam Shazeer' appears in ko but not in zh"}},
      {"a name dropped in ko",
       "name",
       {{P, "첫 문단."}, {P, "Jeff Dean이 썼다."}},
       {{P, "第一段。"}, {P, "Noam Shazeer 和 Jeff Dean 写的。"}},
       {B({0}, {0}), B({1}, {1})},
       {"names error name 'Noam Shazeer' missing=a bead=1 a=1 b=1: "
        "name 'Noam Shazeer' appears in zh but not in ko"}},
      {"a name in both",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 썼다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 写的。"}},
       {B({0}, {0})},
       {}},
      {"a name written inside a title on the other side",
       "name",
       {{L, "Scaling Book: Jacob Austin 등이 쓴 책."}},
       {{L, "《How to Scale Your Model by Jacob Austin》：一本书。"}},
       {B({0}, {0})},
       {}},
      {"a name written with a joining word on the other side",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 OTLP HTTP로 보냈다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 通过 OTLP over HTTP 发送。"}},
       {B({0}, {0})},
       {}},
      {"a name whose common word the other side translates: its proper words are there",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Zorblat Extension을 썼다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 用了 Zorblat 扩展。"}},
       {B({0}, {0})},
       {}},
      {"a name whose proper word the other side writes as its numeronym (z5t for zorblat)",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Zorblat Extension을 썼다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 用了 Z5t 扩展。"}},
       {B({0}, {0})},
       {}},
      {"a name whose proper word the other side lacks",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Zorblat Extension을 썼다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 用了扩展。"}},
       {B({0}, {0})},
       {"names error name 'Zorblat Extension' missing=b bead=0 a=0 b=0: "
        "name 'Zorblat Extension' appears in ko but not in zh"}},
      {"a name written with a possessive on the other side",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Starlight UI로 보냈다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 通过 Starlight’s UI 发送。"}},
       {B({0}, {0})},
       {}},
      // "Starlight UI" is found by its proper word (starlight is a common English word); the
      // name with the word that joins nothing is still reported.
      {"a name with a word between that joins nothing",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Starlight UI로 보냈다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 通过 Starlight Zorbix UI 发送。"}},
       {B({0}, {0})},
       {"names error name 'Starlight Zorbix UI' missing=a bead=0 a=0 b=0: "
        "name 'Starlight Zorbix UI' appears in zh but not in ko"}},
      {"a name spaced otherwise on the other side",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Zorbtree와 Blip Kit을 썼다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 用了 Zorb Tree 和 BlipKit。"}},
       {B({0}, {0})},
       {}},
      // zh keeps the name in Latin elsewhere (bead 1), so its lack in bead 0 is reported; a
      // one-letter word does not make it the name spaced otherwise.
      {"a name whose letters the other side splits with a one-letter word",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 Zorbtree를 썼다."}, {P, "Zorbtree는 빠르다."}},
       {{P, "Noam Shazeer 和 Jeff Dean 用了 zorbtre e。"}, {P, "Zorbtree 很快。"}},
       {B({0}, {0}), B({1}, {1})},
       {"names error name 'Zorbtree' missing=b bead=0 a=0 b=0: "
        "name 'Zorbtree' appears in ko but not in zh"},
       "bead"},
      // The other side writes the title's words only inside code: no sign that it keeps the
      // title in Latin prose, so its own words for it are a translation choice.
      {"a title whose words the other side writes only in code",
       "title",
       {{L, "Thread defaults: `default_thread_options`는 스레드마다 동작을 구성합니다."}},
       {{L, "线程默认值：`default_thread_options` 配置每个线程的行为。"}},
       {B({0}, {0})},
       {}},
      {"plural FLOPs vs FLOP",
       "name",
       {{P, "피크는 초당 9.89e14 FLOP입니다."}},
       {{P, "峰值是 9.89e14 FLOPs/s。"}},
       {B({0}, {0})},
       {}},
      {"a 2-1 bead: the name is in the second unit of the pair",
       "name",
       {{P, "첫 문장."}, {P, "Noam Shazeer가 썼다."}},
       {{P, "Noam Shazeer 写的。"}},
       {B({0, 1}, {0})},
       {}},
      {"a 1-0 bead is skipped",
       "name",
       {{P, "Noam Shazeer가 썼다."}, {P, "Jeff Dean."}},
       {{P, "Jeff Dean。"}},
       {B({0}, {}), B({1}, {0})},
       {}},
      {"a one-word name the other edition never writes in Latin",
       "name",
       {{L, "Zorblat: 이 값은 무엇인가?"}},
       {{L, "佐布拉特：这个值是多少？"}},
       {B({0}, {0})},
       {}},
      {"a one-word name the other edition writes elsewhere, dropped where the unit's names are "
       "kept",
       "name",
       {{P, "Jeff Dean은 GPU가 빠르다고 했다."}, {P, "GPU도 그렇다."}},
       {{P, "Jeff Dean 说它很快。"}, {P, "GPU 也是。"}},
       {B({0}, {0}), B({1}, {1})},
       {"names error name 'GPU' missing=b bead=0 a=0 b=0: "
        "name 'GPU' appears in ko but not in zh"},
       "bead"},
      {"a one-word name the other edition writes elsewhere, left out of a unit with no other "
       "names: vocabulary rephrased",
       "name",
       {{P, "GPU는 빠르다."}, {P, "GPU도 그렇다."}},
       {{P, "它很快。"}, {P, "GPU 也是。"}},
       {B({0}, {0}), B({1}, {1})},
       {},
       "bead"},
      {"nor where the unit's other names are rendered",
       "name",
       {{P, "Jeff Dean은 GPU가 빠르다고 했다."}, {P, "GPU도 그렇다."}},
       {{P, "迪恩说它很快。"}, {P, "GPU 也是。"}},
       {B({0}, {0}), B({1}, {1})},
       {},
       "bead"},
      {"the same name twice in a unit is reported once",
       "name",
       {{P, "Noam Shazeer, 다시 Noam Shazeer."}, {P, "Noam Shazeer가 썼다."}},
       {{P, "他。"}, {P, "Noam Shazeer 写的。"}},
       {B({0}, {0}), B({1}, {1})},
       {"names error name 'Noam Shazeer' missing=b bead=0 a=0 b=0: "
        "name 'Noam Shazeer' appears in ko but not in zh"},
       "bead"},
  });
}

// Whether the other edition writes a one-word name anywhere is read 16 bytes at a time: the
// word must be found (or not) at every offset, after every kind of character that can stand
// before it, and in full-width letters too.
BOOST_AUTO_TEST_CASE(entity_parity_one_word_name_written_at_any_offset) {
  const std::string kFound =
      "names error name 'GPU' missing=b bead=0 a=0 b=0: name 'GPU' appears in ko but not in zh";
  std::vector<ParityCase> cases;
  std::vector<std::string> names;  // ParityCase::what is a view
  const std::vector<std::string> before = {"是", "一", "가", "하", "。",
                                           "“",  "，", " ",  "x ", "é "};
  for (size_t offset = 0; offset < 20; ++offset) {
    for (const std::string& b : before) {
      std::string lead;
      for (size_t i = 0; i < offset; ++i) lead += i % 2 ? "中" : "，";
      for (const auto& [word, found] : std::vector<std::pair<std::string, bool>>{
               {"GPU", true}, {"GPUs", true}, {"ＧＰＵ", true}, {"GPUX", false}, {"XGPU", false}}) {
        names.push_back("offset " + std::to_string(offset) + " after \"" + b + "\": " + word);
        cases.push_back({"",
                         "name",
                         {{P, "Jeff Dean은 GPU가 빠르다고 했다."}, {P, word + "도."}},
                         {{P, "Jeff Dean 说它很快。"}, {P, lead + b + word + "也是。" + lead}},
                         {B({0}, {0}), B({1}, {1})},
                         found ? std::vector<std::string>{kFound} : std::vector<std::string>{},
                         "bead"});
      }
    }
  }
  for (size_t i = 0; i < cases.size(); ++i) cases[i].what = names[i];
  RunParityCases(cases);
}

// A name, title or term one side lacks is reported only where the edition that lacks it gives
// evidence that it keeps such a thing in Latin script: it writes the words missing here in
// Latin prose elsewhere (code, URLs, paths and dotted identifiers are not prose).
BOOST_AUTO_TEST_CASE(entity_parity_asks_the_edition_that_lacks_a_name_for_evidence) {
  const std::string kKustomize =
      "names error name 'Kustomize' missing=b bead=0 a=0 b=0: "
      "name 'Kustomize' appears in ko but not in zh";
  auto elsewhere = [](std::string zh) {
    return std::vector<std::pair<UnitKind, std::string>>{{P, "Jeff Dean 用定制工具安装。"},
                                                         {P, zh}};
  };
  const std::vector<std::pair<UnitKind, std::string>> ko = {
      {P, "이제 Jeff Dean은 Kustomize로 설치한다."}, {P, "이어서 Kustomize를 실행한다."}};
  const std::vector<Bead> beads = {B({0}, {0}), B({1}, {1})};
  RunParityCases({
      {"written only in inline code", "name", ko, elsewhere("运行 `kustomize build`。"), beads, {}},
      {"written only in a URL",
       "name",
       ko,
       elsewhere("见 https://github.com/kustomize/docs。"),
       beads,
       {}},
      {"written only in a path",
       "name",
       ko,
       elsewhere("见 github.com/kustomize/docs。"),
       beads,
       {}},
      {"written only in a dotted identifier",
       "name",
       ko,
       elsewhere("见 kustomize.io。"),
       beads,
       {}},
      {"written in prose",
       "name",
       ko,
       elsewhere("运行 Kustomize 即可。"),
       beads,
       {kKustomize},
       "bead"},
      // As a term, in lower case, it says nothing of how the translator writes the name.
      {"written in prose only in lower case",
       "name",
       ko,
       elsewhere("运行 kustomize 即可。"),
       beads,
       {}},
      // A unit left all in Latin script was not translated: it shows no translator's way.
      {"written only in a unit left untranslated",
       "name",
       ko,
       elsewhere("Run Kustomize to build it."),
       beads,
       {}},
      {"written in prose, in the plural",
       "name",
       ko,
       elsewhere("两个 Kustomizes。"),
       beads,
       {kKustomize},
       "bead"},
  });
}

// A name of several words is rendered word by word: the words the other side lacks are what
// needs evidence. Within one bead, a side that keeps most of the other side's names of two or
// more words in Latin gives evidence for the one it lacks.
BOOST_AUTO_TEST_CASE(entity_parity_evidence_for_names_of_several_words) {
  const std::string kApi =
      "names error name 'Kubernetes HTTP API' missing=a bead=0 a=0 b=0: "
      "name 'Kubernetes HTTP API' appears in zh but not in ko";
  const std::string kNoam =
      "names error name 'Noam Shazeer' missing=b bead=0 a=0 b=0: "
      "name 'Noam Shazeer' appears in ko but not in zh";
  RunParityCases({
      {"a name transliterated in part",
       "name",
       {{P, "쿠버네티스 HTTP API를 호출한다."}},
       {{P, "调用 Kubernetes HTTP API。"}},
       {B({0}, {0})},
       {}},
      {"a name transliterated in part, its word elsewhere only in code and URLs",
       "name",
       {{P, "쿠버네티스 HTTP API를 호출한다."},
        {P, "`kubernetes apply`와 https://kubernetes.io를 본다."}},
       {{P, "调用 Kubernetes HTTP API。"}, {P, "见 `kubernetes apply` 和 https://kubernetes.io。"}},
       {B({0}, {0}), B({1}, {1})},
       {}},
      {"a name whose lacking word the edition writes in prose elsewhere",
       "name",
       {{P, "쿠버네티스 HTTP API를 호출한다."}, {P, "Kubernetes는 널리 쓰인다."}},
       {{P, "调用 Kubernetes HTTP API。"}, {P, "Kubernetes 被广泛使用。"}},
       {B({0}, {0}), B({1}, {1})},
       {kApi}},
      {"a person dropped where the other side keeps the unit's other people",
       "name",
       {{P, "Noam Shazeer, Jeff Dean, Sholto Douglas가 썼다."}},
       {{P, "Jeff Dean 和 Sholto Douglas 写的。"}},
       {B({0}, {0})},
       {kNoam}},
      {"not where the other side renders half of them in its own script",
       "name",
       {{P, "Noam Shazeer, Jeff Dean, Sholto Douglas가 썼다."}},
       {{P, "沙泽尔、迪恩和 Sholto Douglas 写的。"}},
       {B({0}, {0})},
       {}},
      {"a one-word name takes no evidence from the names around it",
       "name",
       {{P, "Kustomize와 Jeff Dean이 썼다."}},
       {{P, "定制工具和 Jeff Dean 写的。"}},
       {B({0}, {0})},
       {}},
      // The agent noun of a common verb ("Installer" of "install") is translated as a common
      // word is, though the other side writes it in Latin prose elsewhere.
      {"a name whose lacking word is the agent noun of a common word",
       "name",
       {{P, "Kubernetes Installer를 실행한다."}, {P, "Kubernetes Installer는 빠르다."}},
       {{P, "运行 Kubernetes 安装程序。"}, {P, "Installer 很快。"}},
       {B({0}, {0}), B({1}, {1})},
       {}},
  });
}

BOOST_AUTO_TEST_CASE(acronyms_and_their_expansions) {
  auto HasAcronymOrExpansion = [](std::string_view text, std::string_view written) {
    const AcronymIndex expansions(text);
    return concord::HasAcronymOrExpansion(TextIndex(NormalizeKeyOutsideCjk(text)), expansions,
                                          written);
  };
  BOOST_TEST(HasAcronymOrExpansion("[JavaScript Object Notation](https://w.org/JSON)는", "JSON"));
  BOOST_TEST(HasAcronymOrExpansion("用 Command-Line Interface 运行", "CLI"));
  BOOST_TEST(HasAcronymOrExpansion("JSON 是一种格式", "JavaScript Object Notation"));
  BOOST_TEST(!HasAcronymOrExpansion("JavaScript, Object and Notation", "JSON"));  // not joined
  BOOST_TEST(!HasAcronymOrExpansion("JavaScript Object Model", "JSON"));
  BOOST_TEST(!HasAcronymOrExpansion("JSOM 是一种格式", "JavaScript Object Notation"));
  BOOST_TEST(!HasAcronymOrExpansion("Helm Engine Lite Mode", "Helm"));  // no acronym
}

BOOST_AUTO_TEST_CASE(agent_nouns_of_common_words) {
  BOOST_TEST(IsAgentNounOfCommonEnglishWord("installer"));
  BOOST_TEST(IsAgentNounOfCommonEnglishWord("installers"));
  BOOST_TEST(!IsAgentNounOfCommonEnglishWord("install"));  // listed: a common word itself
  BOOST_TEST(!IsAgentNounOfCommonEnglishWord("kubernetes"));
  BOOST_TEST(!IsAgentNounOfCommonEnglishWord("sonoma"));
  BOOST_TEST(!IsAgentNounOfCommonEnglishWord("er"));
}

// A name of common words (an English heading phrase, a document's name) that the edition
// having it also writes in lower case takes no evidence from the names around it: translators
// translate such words.
BOOST_AUTO_TEST_CASE(entity_parity_names_of_common_words_need_their_own_evidence) {
  RuleSpec spec =
      Spec("names", "entity-parity", {{"kind", {"name"}}}, Severity::kError, kNameMessage);
  const std::vector<std::pair<UnitKind, std::string>> zh = {
      {P, "阅读安装指南和 Jacob Austin 的笔记。"}, {P, "安装只需一分钟。"}};
  const std::vector<Bead> beads = {B({0}, {0}), B({1}, {1})};
  Edition common =
      MakeEdition("en.md", "en",
                  {{P, "You should read the Installation Guide and the notes by Jacob Austin."},
                   {P, "The installation takes a minute."}});
  BOOST_TEST(Dumps(Run(spec, common, MakeEdition("zh.md", "zh", zh), beads)).empty());
  Edition proper =
      MakeEdition("en.md", "en",
                  {{P, "You should read the Installation Guide and the notes by Jacob Austin."},
                   {P, "It takes a minute."}});
  // Common in the run: any edition that writes the word in lower case, here the translation.
  const std::vector<std::pair<UnitKind, std::string>> zh_term = {
      {P, "阅读安装指南和 Jacob Austin 的笔记。"}, {P, "installation 只需一分钟。"}};
  BOOST_TEST(Dumps(Run(spec, proper, MakeEdition("zh.md", "zh", zh_term), beads)).empty());
  BOOST_TEST(Dumps(Run(spec, proper, MakeEdition("zh.md", "zh", zh), beads)) ==
                 std::vector<std::string>{
                     "names error name 'Installation Guide' missing=b bead=0 a=0 b=0: "
                     "name 'Installation Guide' appears in en but not in zh"},
             boost::test_tools::per_element());
}

// A one-word name that is also a common English word (here "Gadgets", from a Title Case
// phrase) is expected in the other edition only where that edition keeps this very name in
// more than half of the run's other beads that have it: one that writes it in Latin once (a
// heading) but translates it in the beads that have it renders it. A proper name no dictionary
// lists needs only the edition's writing it in Latin prose.
BOOST_AUTO_TEST_CASE(entity_parity_common_word_names_need_the_run_to_keep_them) {
  // Bead scope: each edition writes the name in another of its units, which document scope
  // would take as present.
  RuleSpec spec = Spec("names", "entity-parity", {{"kind", {"name"}}, {"scope", {"bead"}}},
                       Severity::kError, kNameMessage);
  // The translation writes Gadgets capitalized in its heading, where the English heading
  // (Title Case) has no such name, and translates the panel in the paragraph.
  Edition rendered =
      MakeEdition("en.md", "en",
                  {{H, "Zorblat Gadgets Panel"},
                   {P, "Zorblat opens the Gadgets panel to add one. Jeff Dean wrote it."}});
  const std::vector<std::pair<UnitKind, std::string>> zh_rendered = {
      {H, "Zorblat 的 Gadgets 面板"}, {P, "打开小部件面板来添加一个。Jeff Dean 写的。"}};
  BOOST_TEST(Dumps(Run(spec, rendered, MakeEdition("zh.md", "zh", zh_rendered),
                       {B({0}, {0}), B({1}, {1})})) ==
                 std::vector<std::string>{"names error name 'Zorblat' missing=b bead=1 a=1 b=1: "
                                          "name 'Zorblat' appears in en but not in zh"},
             boost::test_tools::per_element());
  // Kept in two of the three beads that have it: the one drop is reported.
  Edition kept = MakeEdition("en.md", "en",
                             {{P, "Open the Gadgets panel first."},
                              {P, "We list devices in the Gadgets panel."},
                              {P, "Then close the Gadgets panel again. Jeff Dean wrote it."}});
  const std::vector<std::pair<UnitKind, std::string>> zh_kept = {
      {P, "先打开 Gadgets 面板。"},
      {P, "我们在 Gadgets 面板中列出设备。"},
      {P, "然后再关闭面板。Jeff Dean 写的。"}};
  BOOST_TEST(Dumps(Run(spec, kept, MakeEdition("zh.md", "zh", zh_kept),
                       {B({0}, {0}), B({1}, {1}), B({2}, {2})})) ==
                 std::vector<std::string>{"names error name 'Gadgets' missing=b bead=2 a=2 b=2: "
                                          "name 'Gadgets' appears in en but not in zh"},
             boost::test_tools::per_element());
}

// `evidence: absent` reports the translation choices that `required` leaves out (an info rule,
// off by default); `ignore` reports every name either way.
BOOST_AUTO_TEST_CASE(entity_parity_evidence_modes) {
  Edition ko = MakeEdition("ko.txt", "ko",
                           {{P, "Noam Shazeer, Jeff Dean, Sholto Douglas가 썼다."},
                            {P, "Kustomize로 설치한다. Jacob Austin도 그렇다."}});
  Edition zh = MakeEdition(
      "zh.txt", "zh", {{P, "沙泽尔、Jeff Dean 和 Sholto Douglas 写的。"}, {P, "用定制工具安装。"}});
  const std::vector<Bead> beads = {B({0}, {0}), B({1}, {1})};
  auto values = [&](const std::string& evidence) {
    std::map<std::string, std::vector<std::string>> params = {{"kind", {"name"}}};
    if (!evidence.empty()) params["evidence"] = {evidence};
    std::vector<std::string> out;
    for (const Finding& f :
         Run(Spec("n", "entity-parity", params, Severity::kInfo, "{value}"), ko, zh, beads))
      out.push_back(f.value);
    return out;
  };
  using V = std::vector<std::string>;
  BOOST_TEST(values("") == (V{"Noam Shazeer"}), boost::test_tools::per_element());
  BOOST_TEST(values("required") == (V{"Noam Shazeer"}), boost::test_tools::per_element());
  BOOST_TEST(values("absent") == (V{"Kustomize", "Jacob Austin"}),
             boost::test_tools::per_element());
  BOOST_TEST(values("ignore") == (V{"Noam Shazeer", "Kustomize", "Jacob Austin"}),
             boost::test_tools::per_element());
}

// Prose is a unit's text outside code, URLs, emails, paths and dotted identifiers; words are
// lower case, in any plural form, and noted when written with no capital letter.
BOOST_AUTO_TEST_CASE(words_written_in_prose) {
  Edition e = MakeEdition(
      "zh.md", "zh",
      {{P,
        "用 Kustomize 和 `helm` 以及 https://argo.example/x 还有 docs/flux/a.md、jax.profiler 与 "
        "tekton@example.com。"},
       {P,
        "Café 和 ＧＰＵ 与 naïve TPUs，Node.js 也在，A/B 测试，TPU/GPU. 见 /opt/vex 和 ~/wren。"}});
  WordsWritten w;
  for (const Unit& u : e.units) w.AddUnit(u);
  for (const char* word :
       {"kustomize", "café", "gpu", "naïve", "tpu", "tpus", "node", "js", "a", "b", "tpu", "gpu"})
    BOOST_TEST(w.Writes(word), word);
  for (const char* word : {"helm", "argo", "flux", "docs", "jax", "profiler", "tekton", "example",
                           "opt", "vex", "wren"})
    BOOST_TEST(!w.Writes(word), word);
  BOOST_TEST(w.WritesLowerCase("naïve"));
  BOOST_TEST(!w.WritesLowerCase("café"));
  BOOST_TEST(!w.WritesLowerCase("kustomize"));
}

// A tree's knowledge joins every edition of a language, each read once, on any number of
// threads with the same result.
BOOST_AUTO_TEST_CASE(run_knowledge_joins_the_editions_of_a_language) {
  std::vector<Edition> editions;
  for (int i = 0; i < 9; ++i) {
    const std::string tool = "Tool" + std::string(1, static_cast<char>('a' + i));
    editions.push_back(
        MakeEdition("zh/" + std::to_string(i) + ".md", "zh", {{P, "这一篇提到 " + tool + "。"}}));
    editions.push_back(MakeEdition("ko/" + std::to_string(i) + ".md", "ko", {{P, "글."}}));
  }
  std::vector<Bead> none;
  std::vector<AlignedPair> pairs;
  for (size_t i = 0; i < editions.size(); i += 2)
    pairs.push_back({&editions[i], &editions[i + 1], &none});
  pairs.push_back(pairs.front());  // an edition in two pairs is read once
  for (unsigned jobs : {1u, 2u, 5u}) {
    const RunKnowledge k = BuildRunKnowledge(pairs, jobs);
    BOOST_TEST_REQUIRE(k.ProseOf("zh") != nullptr);
    BOOST_TEST(k.ProseOf("zh")->size() == 9u);
    for (int i = 0; i < 9; ++i)
      BOOST_TEST(k.ProseOf("zh")->Writes("tool" + std::string(1, static_cast<char>('a' + i))));
    BOOST_TEST(k.ProseOf("ko")->size() == 0u);
    BOOST_TEST(k.ProseOf("en") == nullptr);
  }
}

BOOST_AUTO_TEST_CASE(entity_parity_numbers) {
  RunParityCases({
      {"a mistyped id: one finding per side",
       "number",
       {{P, "논문 2211.05102를 보라."}},
       {{P, "见论文 2211.05112。"}},
       {B({0}, {0})},
       {"numbers error number '2211.05102' missing=b bead=0 a=0 b=0: "
        "number '2211.05102' appears in ko but not in zh",
        "numbers error number '2211.05112' missing=a bead=0 a=0 b=0: "
        "number '2211.05112' appears in zh but not in ko"}},
      {"a number each side has in the next bead: both have it",
       "number",
       {{P, "버전 1.13 이상이 필요합니다."}, {P, "설치 방법은 아래와 같다."}},
       {{P, "需要新的版本。"}, {P, "至少 1.13，安装方法如下。"}},
       {B({0}, {0}), B({1}, {1})},
       {}},
      {"a number each side has two beads on: each lacks it where it stands",
       "number",
       {{P, "버전 1.13 이상이 필요합니다."}, {P, "중간 문단."}, {P, "설치 방법은 아래와 같다."}},
       {{P, "需要新的版本。"}, {P, "中间的段落。"}, {P, "至少 1.13，安装方法如下。"}},
       {B({0}, {0}), B({1}, {1}), B({2}, {2})},
       {"numbers error number '1.13' missing=b bead=0 a=0 b=0: "
        "number '1.13' appears in ko but not in zh",
        "numbers error number '1.13' missing=a bead=2 a=2 b=2: "
        "number '1.13' appears in zh but not in ko"}},
      {"a number in the next bead of a bead the aligner moved: not a neighbour",
       "number",
       {{P, "버전 1.13 이상이 필요합니다."}, {P, "설치 방법은 아래와 같다."}},
       {{P, "需要新的版本。"}, {P, "至少 1.13，安装方法如下。"}},
       {Moved(B({0}, {0})), B({1}, {1})},
       {"numbers error number '1.13' missing=b bead=0 a=0 b=0: "
        "number '1.13' appears in ko but not in zh",
        "numbers error number '1.13' missing=a bead=1 a=1 b=1: "
        "number '1.13' appears in zh but not in ko"}},
      {"a number between two beads that have it on the other side: paired with the first",
       "number",
       {{P, "버전 1.13 이상."}, {P, "설치 방법."}, {P, "버전 1.13 으로 설치한다."}},
       {{P, "需要新版本。"}, {P, "至少 1.13，安装方法如下。"}, {P, "用它安装。"}},
       {B({0}, {0}), B({1}, {1}), B({2}, {2})},
       {"numbers error number '1.13' missing=b bead=2 a=2 b=2: "
        "number '1.13' appears in ko but not in zh"}},
      {"a number one side has twice and the other once in the next bead: one is missing",
       "number",
       {{P, "버전 1.13 이상이 필요합니다."}, {P, "버전 1.13 으로 설치한다."}},
       {{P, "需要新的版本。"}, {P, "至少 1.13，安装方法如下。"}},
       {B({0}, {0}), B({1}, {1})},
       {"numbers error number '1.13' missing=b bead=0 a=0 b=0: "
        "number '1.13' appears in ko but not in zh"}},
      {"a number the lacking side has in a unit without counterpart next to the bead: there",
       "number",
       {{P, "버전 1.13 이상이 필요합니다."}},
       {{P, "需要新的版本。"}, {P, "中间的段落。"}, {P, "至少 1.13。"}},
       {B({0}, {0}), B({}, {1}), B({}, {2})},
       {}},
      {"a number the lacking side has in a unit without counterpart a bead further: missing",
       "number",
       {{P, "버전 1.13 이상이 필요합니다."}, {P, "중간 문단."}},
       {{P, "需要新的版本。"}, {P, "中间的段落。"}, {P, "至少 1.13。"}},
       {B({0}, {0}), B({1}, {1}), B({}, {2})},
       {"numbers error number '1.13' missing=b bead=0 a=0 b=0: "
        "number '1.13' appears in ko but not in zh"}},
      {"thousands separators",
       "number",
       {{P, "8,192개의 토큰."}},
       {{P, "8192 个 token。"}},
       {B({0}, {0})},
       {}},
      {"full-width digits and chapter forms",
       "number",
       {{P, "12장 참고."}},
       {{P, "见第１２章。"}},
       {B({0}, {0})},
       {}},
      {"a number inside a longer number is not found",
       "number",
       {{P, "12개."}},
       {{P, "123 个。"}},
       {B({0}, {0})},
       {"numbers error number '12' missing=b bead=0 a=0 b=0: "
        "number '12' appears in ko but not in zh",
        "numbers error number '123' missing=a bead=0 a=0 b=0: "
        "number '123' appears in zh but not in ko"}},
  });
}

// Numbers that one edition writes in digits and the other in its own way, and numbers glued to
// their units. Each case: a bead of one unit a side; the findings as "missing side:value".
struct OwnWayCase {
  std::string_view what;
  std::string kind;
  std::string lang_a, a;
  std::string lang_b, b;
  std::vector<std::string> want;
};

void RunOwnWayCases(const std::vector<OwnWayCase>& cases) {
  for (const OwnWayCase& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      RuleSpec spec =
          Spec(c.kind + "s", "entity-parity", {{"kind", {c.kind}}}, Severity::kError, "{value}");
      const Edition a = MakeEdition("a.md", c.lang_a, {{P, c.a}});
      const Edition b = MakeEdition("b.md", c.lang_b, {{P, c.b}});
      std::vector<std::string> got;
      for (const Finding& f : Run(spec, a, b, {B({0}, {0})}))
        got.push_back(std::string(SideName(f.missing_in)) + ":" + f.value);
      BOOST_TEST(got == c.want, boost::test_tools::per_element());
    }
  }
}

BOOST_AUTO_TEST_CASE(entity_parity_numbers_in_numerals_and_words) {
  RunOwnWayCases({
      {"a Han numeral of the same value",
       "number",
       "zh",
       "请阅读第三方集成的说明。",
       "ko",
       "제3자 통합에 대한 설명을 읽으세요.",
       {}},
      {"a Chinese number word (两)",
       "number",
       "zh",
       "你订购了两个汉堡。",
       "ko",
       "햄버거 2개를 주문합니다.",
       {}},
      {"a Han numeral of two characters",
       "number",
       "zh",
       "芯片共有十六个核心。",
       "ko",
       "칩에는 코어가 16개 있습니다.",
       {}},
      {"an English number word",
       "number",
       "en",
       "Print fields two and six of each line.",
       "ko",
       "각 줄의 2번째와 6번째 필드를 출력합니다.",
       {}},
      {"an English ordinal",
       "number",
       "en",
       "Print the sixth field.",
       "ko",
       "6번째 필드를 출력합니다.",
       {}},
      {"a number apart from its word, which the other side writes glued to it",
       "number",
       "en",
       "Use the HTML 5 video element.",
       "ko",
       "HTML5 비디오 요소를 사용하세요.",
       {}},
      {"a numbered name whose word the translation renders, keeping its number",
       "number",
       "en",
       "When node1 is away, Language2 is sent.",
       "ko",
       "노드 1이 떠나면 언어 2가 전송됩니다.",
       {}},
      // Still differences:
      {"a number glued to another word",
       "number",
       "en",
       "Use the HTML 5 video element.",
       "ko",
       "HTML4 비디오 요소를 사용하세요.",
       {"b:5", "a:HTML4"}},
      {"a numbered name with another number",
       "number",
       "en",
       "When node1 is away, nothing is sent.",
       "ko",
       "노드 2가 떠나면 아무것도 전송되지 않습니다.",
       {"a:2"}},
      {"a size with its numbers apart",
       "number",
       "en",
       "It fills a 32 by 32 pixel square.",
       "zh",
       "它填充 32×32 像素的方块。",
       {}},
      {"a size written apart against one written whole",
       "number",
       "en",
       "Icons are 512 × 512 and 32 by 32.",
       "zh",
       "图标为 512x512 和 32x32。",
       {}},
      {"a size's numbers in another place are no size",
       "number",
       "en",
       "Use 32x32 icons with 32 colors.",
       "zh",
       "使用 32 色的图标。",
       {"b:32x32"}},
      {"a size with another number apart",
       "number",
       "en",
       "It fills a 32 by 32 pixel square.",
       "zh",
       "它填充 32×16 像素的方块。",
       {"a:32×16"}},
      {"an acronym with its number is kept as written, not rendered",
       "number",
       "en",
       "My AMD64 box runs.",
       "ko",
       "제 64비트 컴퓨터가 실행된다.",
       {"b:AMD64", "a:64"}},
      {"a number beside a numbered name that both sides keep",
       "number",
       "en",
       "Restart node3 now.",
       "ko",
       "node3을 재시작하고 단계 3을 따르세요.",
       {"a:3"}},
      {"a number with a counter or unit after it is a quantity, not a numbered name",
       "number",
       "en",
       "Step 2: configure node1.",
       "zh",
       "第1步：配置节点2。",
       {"a:1"}},
      {"a number with a unit after it is a quantity, not a numbered name",
       "number",
       "en",
       "Set node2 to 3 GB.",
       "zh",
       "将节点 3 设置为 2 GB。",
       {"a:2"}},
      {"a Han numeral inside a longer one is not the number",
       "number",
       "zh",
       "共有十二个。",
       "ko",
       "모두 2개가 있습니다.",
       {"a:2"}},
      {"两 before 千 is part of 两千",
       "number",
       "zh",
       "共有两千个。",
       "ko",
       "모두 2개가 있습니다.",
       {"a:2"}},
      {"a Han numeral of another value",
       "number",
       "zh",
       "我们用了三个节点。",
       "ko",
       "노드 7개를 사용했습니다.",
       {"a:7"}},
      {"digits of another value",
       "number",
       "zh",
       "我们用了 3 个节点。",
       "ko",
       "노드 7개를 사용했습니다.",
       {"b:3", "a:7"}},
      {"an English word of another value (sixteen is not six)",
       "number",
       "en",
       "It has sixteen cores.",
       "ko",
       "코어가 6개 있습니다.",
       {"a:6"}},
      // Hangul syllables are no numerals: 이 reads 2 in Sino-Korean, and is also "this".
      {"a number the other side does not write",
       "number",
       "zh",
       "大约是 bfloat16 的 2 倍。",
       "ko",
       "대략 bfloat16의 이 정도입니다.",
       {"b:2"}},
  });
}

BOOST_AUTO_TEST_CASE(entity_parity_numbers_glued_to_units) {
  RunOwnWayCases({
      {"a unit glued to the number and to Hangul",
       "number",
       "en",
       "If the server only has 3 GB of RAM, stop.",
       "ko",
       "서버의 RAM이 3GB뿐이라면 멈추세요.",
       {}},
      {"thousands and a glued unit",
       "number",
       "en",
       "The page weighs 2,000 KB.",
       "ko",
       "페이지는 2,000KB입니다.",
       {}},
      {"a glued unit of another number",
       "number",
       "en",
       "The server has 3 GB of RAM.",
       "ko",
       "서버의 RAM은 5GB입니다.",
       {"b:3"}},
      {"a version written with its v",
       "number",
       "en",
       "Migrate to version 2 of the parser.",
       "zh",
       "迁移到解析器 v2。",
       {}},
      {"a v glued to another version",
       "number",
       "en",
       "Migrate to version 2 of the parser.",
       "zh",
       "迁移到解析器 v3。",
       {"b:2"}},
  });
}

// A number written with a magnitude word is the number it makes: English counts in thousands,
// Chinese and Korean in myriads (万, 만), so "30 million" is 3,000만 and 3000万. Digits followed
// by a word that merely begins like a magnitude (1만큼, "by one") are the digits alone, and
// another number with its magnitude is another number. The abbreviations of the short compact
// format (500K, 7B) are magnitudes too.
BOOST_AUTO_TEST_CASE(entity_parity_numbers_with_their_magnitudes) {
  RunOwnWayCases({
      {"millions in myriads",
       "number",
       "en",
       "The network has 30 million users.",
       "ko",
       "네트워크의 사용자는 3,000만 명입니다.",
       {}},
      {"billions and decimals",
       "number",
       "en",
       "It raised 1.5 billion dollars.",
       "zh",
       "它筹集了15亿美元。",
       {}},
      {"a number written in parts",
       "number",
       "en",
       "AdCo has 375 million users and lost $150 million.",
       "ko",
       "AdCo의 사용자는 3억 7,500만 명이며 1억 5천만 달러를 잃었습니다.",
       {}},
      {"a number written in parts that differs",
       "number",
       "en",
       "AdCo has 370 million users.",
       "ko",
       "AdCo의 사용자는 3억 7,500만 명입니다.",
       {"b:370", "a:3", "a:7,500"}},
      {"an approximate number of myriads",
       "number",
       "en",
       "We have sorted over 15 million sites.",
       "zh",
       "我们已经分类了 1,500 多万个网站。",
       {}},
      {"digits against a magnitude",
       "number",
       "en",
       "There are 10,000 nodes.",
       "ko",
       "노드는 1만 개입니다.",
       {}},
      {"myriads on both sides, counted otherwise",
       "number",
       "zh",
       "该网络有3亿用户。",
       "ko",
       "네트워크의 사용자는 30,000만 명입니다.",
       {}},
      {"a decimal comma is no new number",
       "number",
       "en",
       "The service has 5,000,000 users.",
       "ko",
       "이 서비스의 사용자는 1,5 million 명입니다.",
       {"b:5,000,000", "a:1", "a:5"}},
      {"a word that begins as a magnitude",
       "number",
       "en",
       "Increase the counter by 1.",
       "ko",
       "카운터를 1만큼 증가시킵니다.",
       {}},
      {"an abbreviated magnitude",
       "number",
       "en",
       "It was trained on 500K documents and has 7B parameters.",
       "zh",
       "它在50万篇文档上训练，有70亿个参数。",
       {}},
      {"an abbreviated magnitude in both",
       "number",
       "zh",
       "这个 7B 模型读过 1T 个词元。",
       "ko",
       "이 70억 모델은 1조 개의 토큰을 읽었습니다.",
       {}},
      {"another abbreviated magnitude",
       "number",
       "en",
       "It has 8B parameters.",
       "zh",
       "它有800亿个参数。",
       {"a:800"}},
      {"a number set alone as inline math",
       "number",
       "en",
       "It would take about $585$ billion years.",
       "zh",
       "这大约需要 $5850$ 亿年。",
       {}},
      {"a number set alone as inline math at the end",
       "number",
       "en",
       "The count is $585$",
       "zh",
       "计数为 $586$",
       {"b:585", "a:586"}},
      {"another number set alone as inline math",
       "number",
       "en",
       "It would take about $585$ billion years.",
       "zh",
       "这大约需要 $5850$ 万年。",
       {"b:585", "a:5850"}},
      {"another number of myriads",
       "number",
       "en",
       "The network has 30 million users.",
       "ko",
       "네트워크의 사용자는 300만 명입니다.",
       {"b:30", "a:300"}},
  });
}

BOOST_AUTO_TEST_CASE(entity_parity_name_glued_to_a_number) {
  // The edition that lacks the name is asked for evidence that it keeps such names in Latin
  // script: the ko one writes MB alone elsewhere. Its 4MB is the number 4 and the unit MB.
  // Bead scope: each edition writes the name in another of its units, which document scope
  // would take as present.
  RuleSpec spec = Spec("names", "entity-parity", {{"kind", {"name"}}, {"scope", {"bead"}}},
                       Severity::kError, kNameMessage);
  const Edition en = MakeEdition(
      "en.md", "en",
      {{P, "Jeff Dean clones the drive with a 4 MB block."}, {P, "The limit is 10 MB."}});
  const Edition ko = MakeEdition(
      "ko.md", "ko",
      {{P, "Jeff Dean은 드라이브를 4MB 블록 단위로 복제합니다."}, {P, "한도는 10 MB입니다."}});
  const std::vector<Bead> beads = {B({0}, {0}), B({1}, {1})};
  BOOST_TEST(Dumps(Run(spec, en, ko, beads)).empty());
  const Edition ko_without = MakeEdition(
      "ko.md", "ko",
      {{P, "Jeff Dean은 드라이브를 4 블록 단위로 복제합니다."}, {P, "한도는 10 MB입니다."}});
  BOOST_TEST(Dumps(Run(spec, en, ko_without, beads)) ==
                 std::vector<std::string>{"names error name 'MB' missing=b bead=0 a=0 b=0: "
                                          "name 'MB' appears in en but not in ko"},
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(entity_parity_emails) {
  RunParityCases({
      {"obfuscated and plain, same address",
       "email",
       {{P, "jacobaustin123 [at] gmail [dot] com으로 연락하세요."}},
       {{P, "请联系 jacobaustin123@gmail.com。"}},
       {B({0}, {0})},
       {}},
      {"different addresses",
       "email",
       {{P, "jacobaustin123 [at] gmail [dot] com으로 연락하세요."}},
       {{P, "请联系 jacobaustin@gmail.com。"}},
       {B({0}, {0})},
       {"emails error email 'jacobaustin123@gmail.com' missing=b bead=0 a=0 b=0: "
        "email 'jacobaustin123@gmail.com' appears in ko but not in zh",
        "emails error email 'jacobaustin@gmail.com' missing=a bead=0 a=0 b=0: "
        "email 'jacobaustin@gmail.com' appears in zh but not in ko"}},
  });
}

BOOST_AUTO_TEST_CASE(entity_parity_other_kinds) {
  RunParityCases({
      {"urls compare without a trailing slash",
       "url",
       {{P, "https://example.com/book/ 참고."}},
       {{P, "见 https://example.com/book。"}},
       {B({0}, {0})},
       {}},
      {"a url each side has at another place of the document: moved, not missing",
       "url",
       {{P, "https://example.com/a 참고."}, {P, "다음 문단."}, {P, "끝."}},
       {{P, "见上文。"}, {P, "下一段。"}, {P, "见 https://example.com/a/。"}},
       {B({0}, {0}), B({1}, {1}), B({2}, {2})},
       {}},
      {"each finding is paired once: a second copy on one side is still missing",
       "url",
       {{P, "https://example.com/a 참고."}, {P, "https://example.com/a 다시."}, {P, "끝."}},
       {{P, "见上文。"}, {P, "下一段。"}, {P, "见 https://example.com/a。"}},
       {B({0}, {0}), B({1}, {1}), B({2}, {2})},
       {"urls error url 'https://example.com/a' missing=b bead=1 a=1 b=1: "
        "url 'https://example.com/a' appears in ko but not in zh"}},
      {"a url the other side has in a unit without counterpart: that unit is its place",
       "url",
       {{P, "https://example.com/a 참고."}, {P, "끝."}},
       {{P, "见上文。"}, {P, "另一段，见 https://example.com/a。"}, {P, "结束。"}},
       {B({0}, {0}), B({}, {1}), B({1}, {2})},
       {}},
      {"a url the other side has in a paired unit elsewhere, not alone, is still missing here",
       "url",
       {{P, "https://example.com/a 참고."}, {P, "https://example.com/a 다시."}},
       {{P, "见上文。"}, {P, "再见 https://example.com/a。"}},
       {B({0}, {0}), B({1}, {1})},
       {"urls error url 'https://example.com/a' missing=b bead=0 a=0 b=0: "
        "url 'https://example.com/a' appears in ko but not in zh"}},
      {"different urls at different places are both findings",
       "url",
       {{P, "https://example.com/a 참고."}, {P, "끝."}},
       {{P, "见上文。"}, {P, "见 https://example.com/b。"}},
       {B({0}, {0}), B({1}, {1})},
       {"urls error url 'https://example.com/a' missing=b bead=0 a=0 b=0: "
        "url 'https://example.com/a' appears in ko but not in zh",
        "urls error url 'https://example.com/b' missing=a bead=1 a=1 b=1: "
        "url 'https://example.com/b' appears in zh but not in ko"}},
      {"a title dropped (that zh writes in Latin elsewhere)",
       "title",
       {{L, "[2211.05102] Efficiently Scaling Transformer Inference: 추론 확장에 관한 논문."},
        {P, "Efficiently Scaling Transformer Inference를 보라."}},
       {{L, "[2211.05102] 关于推理扩展的论文。"},
        {P, "见 Efficiently Scaling Transformer Inference。"}},
       {B({0}, {0}), B({1}, {1})},
       {"titles error title 'Efficiently Scaling Transformer Inference' missing=b bead=0 a=0 b=0: "
        "title 'Efficiently Scaling Transformer Inference' appears in ko but not in zh"},
       "bead"},
      {"code compares exactly",
       "code",
       {{P, "`jax.jit`를 쓴다."}},
       {{P, "使用 `jax.pmap`。"}},
       {B({0}, {0})},
       {"codes error code 'jax.jit' missing=b bead=0 a=0 b=0: "
        "code 'jax.jit' appears in ko but not in zh",
        "codes error code 'jax.pmap' missing=a bead=0 a=0 b=0: "
        "code 'jax.pmap' appears in zh but not in ko"}},
  });
}

// A name, title, term or code is the document's vocabulary: where the edition that lacks it
// in one bead writes it in another unit of the same document (as that entity, as masked code,
// or as words of its text), the lack is phrasing ("it") or alignment, not drift (scope
// document, their default). Numbers and urls are facts at a place: compared within the bead,
// but a url that each side lacks at one place and has at another was moved, not dropped.
BOOST_AUTO_TEST_CASE(entity_parity_document_scope) {
  const std::vector<Bead> beads = {B({0}, {0}), B({1}, {1})};
  const std::string kResponse =
      "codes error code 'Response' missing=b bead=0 a=0 b=0: "
      "code 'Response' appears in ko but not in zh";
  const std::string kShazeer =
      "names error name 'Noam Shazeer' missing=b bead=0 a=0 b=0: "
      "name 'Noam Shazeer' appears in ko but not in zh";
  RunParityCases({
      {"code the other edition writes in another unit",
       "code",
       {{P, "`Response`를 반환한다."}, {P, "이것으로 끝이다."}},
       {{P, "返回它。"}, {P, "这就是 `Response` 类。"}},
       beads,
       {}},
      {"code the other edition writes as prose in another unit",
       "code",
       {{P, "`Zephyrate`를 쓴다."}, {P, "이것으로 끝이다."}},
       {{P, "使用它。"}, {P, "Zephyrate 规范。"}},
       beads,
       {}},
      {"masked code the other edition writes in another unit",
       "code",
       {{P, "`tail -n {{개수}} {{경로/대상}}`를 실행한다."}, {P, "이것으로 끝이다."}},
       {{P, "运行它。"}, {P, "即 `tail -n {{count}} {{path/to}}`。"}},
       beads,
       {}},
      {"code absent from the whole other document",
       "code",
       {{P, "`Response`를 반환한다."}, {P, "이것으로 끝이다."}},
       {{P, "返回它。"}, {P, "这就是 `Request` 类。"}},
       beads,
       {kResponse,
        "codes error code 'Request' missing=a bead=1 a=1 b=1: "
        "code 'Request' appears in zh but not in ko"}},
      {"code in other words, lower case, in the other document's prose",
       "code",
       {{P, "`Response`를 반환한다."}, {P, "이것으로 끝이다."}},
       {{P, "返回它。"}, {P, "一个 response 对象。"}},
       beads,
       {kResponse}},
      {"code of two or more words: its words in other code are another command",
       "code",
       {{P, "`zorp -q`를 실행한다."}, {P, "이것으로 끝이다."}},
       {{P, "运行它。"}, {P, "即 `zorp -q -v`。"}},
       beads,
       {"codes error code 'zorp -q' missing=b bead=0 a=0 b=0: "
        "code 'zorp -q' appears in ko but not in zh",
        "codes error code 'zorp -q -v' missing=a bead=1 a=1 b=1: "
        "code 'zorp -q -v' appears in zh but not in ko"}},
      {"code the other edition writes in another unit quoted and punctuated otherwise",
       "code",
       {{P, "`locale: en-GB`로 둔다."}, {P, "이것으로 끝이다."}},
       {{P, "这样设置。"}, {P, "即 `\"locale\": \"en-GB\";`。"}},
       beads,
       {}},
      {"the same punctuation with other words is other code",
       "code",
       {{P, "`locale: en-GB`로 둔다."}, {P, "이것으로 끝이다."}},
       {{P, "这样设置。"}, {P, "即 `locale: en-US`。"}},
       beads,
       {"codes error code 'locale: en-GB' missing=b bead=0 a=0 b=0: "
        "code 'locale: en-GB' appears in ko but not in zh",
        "codes error code 'locale: en-US' missing=a bead=1 a=1 b=1: "
        "code 'locale: en-US' appears in zh but not in ko"}},
      {"a name the other edition writes elsewhere only in other case: another term",
       "name",
       {{P, "Quillon Profiler를 연다."}, {P, "Quillon Profiler는 빠르다."}},
       {{P, "打开分析器。"}, {P, "QUILLON PROFILER 很快。"}},
       beads,
       {"names error name 'Quillon Profiler' missing=b bead=0 a=0 b=0: "
        "name 'Quillon Profiler' appears in ko but not in zh"}},
      {"a name the other edition writes in another unit",
       "name",
       {{P, "Noam Shazeer가 썼다."}, {P, "이것으로 끝이다."}},
       {{P, "他写的。"}, {P, "Noam Shazeer 很有名。"}},
       beads,
       {}},
      {"a name absent from the whole other document",
       "name",
       {{P, "Noam Shazeer와 Jeff Dean이 썼다."}, {P, "Jeff Dean은 유명하다."}},
       {{P, "Jeff Dean 写的。"}, {P, "Jeff Dean 很有名。"}},
       beads,
       {kShazeer}},
      {"scope bead: only the bead counts",
       "code",
       {{P, "`Response`를 반환한다."}, {P, "이것으로 끝이다."}},
       {{P, "返回它。"}, {P, "这就是 `Response` 类。"}},
       beads,
       {kResponse,
        "codes error code 'Response' missing=a bead=1 a=1 b=1: "
        "code 'Response' appears in zh but not in ko"},
       "bead"},
      {"scope bead: a name",
       "name",
       {{P, "Noam Shazeer가 썼다."}, {P, "Noam Shazeer는 유명하다."}},
       {{P, "他写的。"}, {P, "Noam Shazeer 很有名。"}},
       beads,
       {kShazeer},
       "bead"},
      {"a number the other edition writes in another unit",
       "number",
       {{P, "버전 3.12를 쓴다."}, {P, "중간 문단."}, {P, "이것으로 끝이다."}},
       {{P, "用新版本。"}, {P, "中间的段落。"}, {P, "即 3.12 版。"}},
       {B({0}, {0}), B({1}, {1}), B({2}, {2})},
       {"numbers error number '3.12' missing=b bead=0 a=0 b=0: "
        "number '3.12' appears in ko but not in zh",
        "numbers error number '3.12' missing=a bead=2 a=2 b=2: "
        "number '3.12' appears in zh but not in ko"}},
      {"a url the other edition writes in another unit that lacks it here",
       "url",
       {{P, "https://example.com/guide 참고."}, {P, "이것으로 끝이다."}},
       {{P, "见指南。"}, {P, "即 https://example.com/guide。"}},
       beads,
       {}},
      {"a url the other edition writes in another unit that has it too",
       "url",
       {{P, "https://example.com/guide 참고."}, {P, "https://example.com/guide 끝."}},
       {{P, "见指南。"}, {P, "即 https://example.com/guide。"}},
       beads,
       {"urls error url 'https://example.com/guide' missing=b bead=0 a=0 b=0: "
        "url 'https://example.com/guide' appears in ko but not in zh"}},
  });
}

// Entity parity over Markdown editions (links and their texts), beads pairing unit i with
// unit i. Each case: kind, zh Markdown, ko Markdown, the findings' values (missing side first).
struct MarkdownParityCase {
  std::string_view what;
  std::string kind;
  std::string a, b;               // the editions' texts
  std::vector<std::string> want;  // "b:value": value missing in b; "a:value": missing in a
  std::string scope = "";         // the rule's `scope`; empty: the kind's default
  std::string lang_a = "zh";      // the editions' languages
  std::string lang_b = "ko";
};

void RunMarkdownParityCases(const std::vector<MarkdownParityCase>& cases) {
  for (const MarkdownParityCase& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      Edition a = testing::MemoryEdition("guide." + c.lang_a + ".md", c.a, c.lang_a);
      Edition b = testing::MemoryEdition("guide." + c.lang_b + ".md", c.b, c.lang_b);
      BOOST_TEST_REQUIRE(a.units.size() == b.units.size());
      std::vector<Bead> beads;
      for (int i = 0; i < static_cast<int>(a.units.size()); ++i) beads.push_back(B({i}, {i}));
      std::map<std::string, std::vector<std::string>> params = {{"kind", {c.kind}}};
      if (!c.scope.empty()) params["scope"] = {c.scope};
      RuleSpec spec = Spec(c.kind + "s", "entity-parity", params, Severity::kError, "{value}");
      std::vector<std::string> got;
      for (const Finding& f : Run(spec, a, b, beads))
        got.push_back(std::string(SideName(f.missing_in)) + ":" + f.value);
      BOOST_TEST(got == c.want, boost::test_tools::per_element());
    }
  }
}

// A table row is a record, each cell a fact at its place: a number that a row holds more times
// than its counterpart row is a cell that differs, though the other row has the number in
// another cell. In prose, a number written again is no new fact.
BOOST_AUTO_TEST_CASE(entity_parity_numbers_repeated_in_a_table_row) {
  RunMarkdownParityCases({
      {"a cell that differs",
       "number",
       "| 操作 | 读 | 写 |\n| --- | --- | --- |\n| 队列 | 1 | 1 |\n",
       "| 연산 | 읽기 | 쓰기 |\n| --- | --- | --- |\n| 큐 | 1 | n |\n",
       {"b:1"}},
      {"the same cells in other places",
       "number",
       "| 操作 | 读 | 写 |\n| --- | --- | --- |\n| 队列 | 2 | 1 |\n",
       "| 연산 | 읽기 | 쓰기 |\n| --- | --- | --- |\n| 큐 | 1 | 2 |\n",
       {}},
      {"a number the other row writes in another form only",
       "number",
       "| 节点 | 副本 |\n| --- | --- |\n| 三 | 三 |\n",
       "| 노드 | 복제본 |\n| --- | --- |\n| 3 | 3 |\n",
       {}},
      {"a row that writes a number once more as a month name",
       "number",
       "| 单元 | 日期 |\n| --- | --- |\n| 第7、8单元 | 2023年7月12日 |\n",
       "| 단원 | 날짜 |\n| --- | --- |\n| 7, 8 단원 | July 12, 2023 |\n",
       {}},
      {"a row that writes it more in digits still lacks a cell",
       "number",
       "| 单元 | 日期 |\n| --- | --- |\n| 第7、8单元 | 2023年7月7日 |\n",
       "| 단원 | 날짜 |\n| --- | --- |\n| 7, 8 단원 | July 12, 2023 |\n",
       {"b:7", "a:12"}},
      {"English's article is no cell: the row lacks the repeated 1",
       "number",
       "| 费率 | 说明 |\n| --- | --- |\n| feeRatio | 1 到 99。1 到 99 之外不允许。 |\n",
       "| Fee | Notes |\n| --- | --- |\n| feeRatio | From 1 to 99: a ratio of 99 or less. |\n",
       {"b:1"},
       "",
       "zh",
       "en"},
      {"nor a month's name outside a date",
       "number",
       "| 字段 | 说明 |\n| --- | --- |\n| 5 | 5 个字符，可以为空 |\n",
       "| Field | Notes |\n| --- | --- |\n| 5 | May be empty |\n",
       {"b:5"},
       "",
       "zh",
       "en"},
      {"a number word is",
       "number",
       "| 费率 | 说明 |\n| --- | --- |\n| feeRatio | 0(0) 不允许。 |\n",
       "| Fee | Notes |\n| --- | --- |\n| feeRatio | Zero(0) is not allowed. |\n",
       {},
       "",
       "zh",
       "en"},
      {"a numeral character is",
       "number",
       "| 节点 | 副本 |\n| --- | --- |\n| 三 | 3 |\n",
       "| 노드 | 복제본 |\n| --- | --- |\n| 3 | 3 |\n",
       {}},
      {"a full-width digit is no other form: the extractor reads it as the number",
       "number",
       "| 节点 | 副本 |\n| --- | --- |\n| 7 | 7 |\n",
       "| 노드 | 복제본 |\n| --- | --- |\n| ７ | n |\n",
       {"b:7"}},
      {"prose that writes a number again",
       "number",
       "版本 3 发布了，版本 3 更快。\n",
       "버전 3이 나왔고 더 빠릅니다.\n",
       {}},
  });
}

// A link text is a title only where both editions keep it in Latin: the other side links to
// the same place (after its language tags are taken out) with a Latin text.
BOOST_AUTO_TEST_CASE(entity_parity_link_texts) {
  RunMarkdownParityCases({
      {"a translated link text is no finding",
       "title",
       "见 [共识决策法](../zh/consensus/)。\n",
       "[Consensus Seeking](../ko/consensus/) 참고.\n",
       {}},
      {"nor the other way round",
       "title",
       "见 [Installation Guide](/zh-cn/docs/install)。\n",
       "[설치 가이드](/ko/docs/install) 참고.\n",
       {}},
      {"both Latin, and different: a finding (ko writes Tutorial in prose: evidence)",
       "title",
       "见 [Getting Started Tutorial](../start/)。\n\n另见 Tutorial 页面。\n",
       "[Getting Started](../start/) 참고.\n\nTutorial 페이지도 참고.\n",
       {"b:Getting Started Tutorial"},
       "bead"},
      {"no link to the same place on the other side: the url speaks for it",
       "title",
       "见 [Other Page](../other/)。\n",
       "[Another Page](../changed/) 참고.\n",
       {}},
      {"a reference title in a link stays a title (ko writes its words in prose: evidence)",
       "title",
       "见《[Attention Is All You Need](https://arxiv.org/abs/1706.03762)》。\n\n"
       "Attention Is All You Need 很有名。\n",
       "《[어텐션](https://arxiv.org/abs/1706.03762)》 참고.\n\n"
       "Attention Is All You Need 는 유명하다.\n",
       {"b:Attention Is All You Need"},
       "bead"},
  });
}

// A name in a Latin link text, in CJK prose, whose counterpart link on the other side of the
// bead has a Latin text too: that edition keeps the link's text in Latin right there, so the
// name is compared within the bead, without looking for evidence elsewhere, and its being
// written elsewhere in the document does not make it present (rules/link_counterparts.h).
BOOST_AUTO_TEST_CASE(entity_parity_names_in_link_texts) {
  RunMarkdownParityCases({
      {"one name linked in place of another: both, though each edition writes the other's "
       "name elsewhere",
       "name",
       "构建器使用 [Lumen](https://example.org/engine) 引擎。\n\n旧的 Prism 引擎已经弃用。\n",
       "빌더는 [Prism](https://example.org/engine) 엔진을 사용합니다.\n\n"
       "이전 Prism 엔진과 새 Lumen 엔진은 다릅니다.\n",
       {"b:Lumen", "a:Prism"}},
      {"the links go to different places: the names still (the urls are the url rule's)",
       "name",
       "构建器使用 [Lumen](https://example.org/a) 引擎。\n\n旧的 Prism 引擎已经弃用。\n",
       "빌더는 [Prism](https://example.org/b) 엔진을 사용합니다.\n\n"
       "이전 Prism 엔진과 새 Lumen 엔진은 다릅니다.\n",
       {"b:Lumen", "a:Prism"}},
      {"links paired by place before position",
       "name",
       "见 [Lumen](../engine/) 和 [说明](../notes/)。\n\n旧的 Prism 引擎。\n",
       "[설명](../notes/)과 [Prism](../engine/) 참고.\n\n새 Lumen 엔진.\n",
       {"b:Lumen", "a:Prism"}},
      {"a translated link text is no evidence",
       "name",
       "见 [共识](../consensus/)。\n\n另见 Consensus 方法。\n",
       "[Consensus](../consensus/) 참고.\n\n합의 방법도 참고.\n",
       {}},
      {"nor is a link text with CJK in it",
       "name",
       "使用 [Lumen 引擎](../engine/)。\n\n旧的 Prism 引擎。\n",
       "[Prism](../engine/) 엔진을 사용합니다.\n\n새 Lumen 엔진.\n",
       {}},
      {"a translated link to the same place besides a Latin one is no evidence (the other "
       "way, the one link to that place keeps Latin)",
       "name",
       "使用 [Lumen](../engine/)。\n\n旧的 Prism 引擎。\n",
       "[Prism](../engine/) 엔진, 곧 [엔진](../engine/)을 사용합니다.\n\n새 Lumen 엔진.\n",
       {"a:Prism"}},
      {"no link to the same place and not as many links: no counterpart",
       "name",
       "使用 [Lumen](../a/) 和 [Quartz](../q/)。\n\n旧的 Prism 引擎。\n",
       "[Prism](../b/) 엔진을 사용합니다.\n\n새 Lumen 및 Quartz 엔진.\n",
       {}},
  });
}

// The same in Latin prose (an English edition) shows nothing: its link texts are Latin anyway.
BOOST_AUTO_TEST_CASE(entity_parity_names_in_link_texts_of_latin_prose) {
  Edition a = testing::MemoryEdition(
      "guide.en.md",
      "The builder uses the [Lumen](../engine/) engine.\n\nThe old Prism engine is gone.\n", "en");
  Edition b = testing::MemoryEdition(
      "guide.zh.md", "构建器使用 [Prism](../engine/) 引擎。\n\n旧的 Lumen 引擎已经弃用。\n", "zh");
  BOOST_TEST_REQUIRE(a.units.size() == 2u);
  BOOST_TEST_REQUIRE(b.units.size() == 2u);
  RuleSpec spec = Spec("names", "entity-parity", {{"kind", {"name"}}}, Severity::kError, "{value}");
  BOOST_TEST(Run(spec, a, b, {B({0}, {0}), B({1}, {1})}).empty());
}

// Relative link targets are compared, without each edition's language tags; absolute ones as
// written, or without language tags where each edition writes its own.
BOOST_AUTO_TEST_CASE(entity_parity_localized_link_targets) {
  RunMarkdownParityCases({
      {"a language segment",
       "url",
       "见 [指南](../zh/guide/)。\n",
       "[가이드](../ko/guide/) 참고.\n",
       {}},
      {"a language segment with a region",
       "url",
       "见 [文档](/zh-cn/docs/x)。\n",
       "[문서](/ko/docs/x) 참고.\n",
       {}},
      {"suffixes",
       "url",
       "见 [说明](README.zh-CN.md) 和 [介绍](intro.zh.md)。\n",
       "[설명](README.ko-KR.md)과 [소개](intro.ko.md) 참고.\n",
       {}},
      {"a region suffix", "url", "见 [笔记](../notes)。\n", "[노트](../notes-kr) 참고.\n", {}},
      {"anchors are made from translated headings",
       "url",
       "见 [安装](../guide/#安装)。\n",
       "[설치](../guide/#설치) 참고.\n",
       {}},
      {"the site's own language segment",
       "url",
       "见 [文档](https://example.org/zh/docs/x)。\n",
       "[문서](https://example.org/ko/docs/x) 참고.\n",
       {}},
      {"the same address in both still compares as written",
       "url",
       "见 [中文版](https://example.org/zh/docs/x)。\n",
       "[중국어판](https://example.org/zh/docs/x) 참고.\n",
       {}},
      {"each edition's link to the other's page",
       "url",
       "[English](README.md) \\| [한국어](README.ko-KR.md)\n",
       "[English](README.md) \\| [简体中文](README.zh-CN.md)\n",
       {}},
      {"a localized page's anchor is a translated heading",
       "url",
       "见 [插槽](https://example.org/zh-cn/basics/#插槽)。\n",
       "[슬롯](https://example.org/ko/basics/#슬롯) 참고.\n",
       {}},
      {"an address on another site keeps its anchor",
       "url",
       "见 [规范](https://example.org/spec#a)。\n",
       "[명세](https://example.org/spec#b) 참고.\n",
       {"b:https://example.org/spec#a", "a:https://example.org/spec#b"}},
      {"another page is a finding",
       "url",
       "见 [指南](../zh/guide/)。\n",
       "[가이드](../ko/tutorial/) 참고.\n",
       {"b:../zh/guide/", "a:../ko/tutorial/"}},
      {"another language's segment is not taken out",
       "url",
       "见 [指南](../ja/guide/)。\n",
       "[가이드](../ko/guide/) 참고.\n",
       {"b:../ja/guide/", "a:../ko/guide/"}},
      {"a word is no language tag",
       "url",
       "见 [指南](../zh-guide/)。\n",
       "[가이드](../ko-guide/) 참고.\n",
       {"b:../zh-guide/", "a:../ko-guide/"}},
      {"editions named after their countries: the site's page in each one's language",
       "url",
       "从浏览器创建 [XMLHttpRequest](https://developer.mozilla.org/zh-CN/docs/Web/API/XHR)\n",
       "브라우저를 위해 [XMLHttpRequest](https://developer.mozilla.org/ko/docs/Web/API/XHR) 생성\n",
       {},
       "",
       "cn",
       "kr"},
  });
}

// Inline code is compared with its CJK runs masked; the finding shows it as written.
BOOST_AUTO_TEST_CASE(entity_parity_code_with_localized_parts) {
  RunMarkdownParityCases({
      {"localized placeholders",
       "code",
       "显示：`tail -n {{数量}} {{路径/到/文件}}`\n",
       "표시: `tail -n {{개수}} {{경로/대상/파일}}`\n",
       {}},
      {"code that is only a localized placeholder",
       "code",
       "参数 `{{路径/到/文件}}` 是文件。\n",
       "`{{경로/대상/파일}}`는 파일입니다.\n",
       {}},
      {"marks the other side sets apart in brackets or quotes instead of code font",
       "code",
       "响应根路由（/）的请求，不支持 \"**\" 语法。\n",
       "루트 경로(`/`)에 대한 요청에 응답하며, `**` 구문은 지원되지 않는다.\n",
       {}},
      {"marks the other side sets apart by spaces or CJK text instead of code font",
       "code",
       "点击 + 按钮，用 == 比较，写作「OR：|」。\n",
       "`+` 버튼을 누르고 `==`로 비교하며 `|`로 쓴다.\n",
       {}},
      {"a dash or slash alone between spaces is prose punctuation",
       "code",
       "传入文件名 - 从标准输入读取，读 / 写。\n",
       "`-`를 주면 표준 입력에서 읽고 `/`로 나눈다.\n",
       {"a:-", "a:/"}},
      {"marks the other side writes only in a longer run of marks, or as its punctuation",
       "code",
       "用 === 比较，例: 地址。\n",
       "`==`로 비교하고 `:`로 나눈다.\n",
       {"a:==", "a::"}},
      {"marks the other side writes only inside other text",
       "code",
       "路径以 a/b 开头，写作 x**y，选 \"a\"/\"b\"。\n",
       "경로는 `/`로 시작하며, `**` 구문을 쓴다.\n",
       {"a:/", "a:**"}},
      {"a comment line that the other side has in a code block, as written",
       "code",
       "取消注释 `#no_create_root 1` 即可。\n",
       "다음과 같이 바꿉니다:\n\n```text\n#no_create_root 1\n```\n",
       {}},
      {"a line of one word as written is no evidence, a name being on lines of its own",
       "code",
       "在 `<Profile />` 里调用。\n",
       "다음과 같이 씁니다:\n\n```jsx\n<Profile />\n```\n",
       {"b:<Profile />"}},
      {"an argument in angle brackets, translated with a word kept in another case",
       "code",
       "访问 `http://<服务器 IP>:8080` 打开控制台。\n",
       "콘솔은 `http://<server ip>:8080`에서 연다.\n",
       {}},
      {"an argument in angle brackets whose code around it changed still differs",
       "code",
       "访问 `http://<服务器 IP>:8080` 打开控制台。\n",
       "콘솔은 `https://<server ip>:8443`에서 연다.\n",
       {"b:http://<服务器 IP>:8080", "a:https://<server ip>:8443"}},
      {"a changed option still differs",
       "code",
       "复制：`cp --force {{源文件}}`\n",
       "복사: `cp --forced {{원본 파일}}`\n",
       {"b:cp --force {{源文件}}", "a:cp --forced {{원본 파일}}"}},
      {"code split into spans: the words of consecutive spans",
       "code",
       "用 `Depends(oauth_scheme)` 声明。\n",
       "`Depends`에 `oauth_scheme`을 넘긴다.\n",
       {}},
      {"code split into two spans written in the reverse order (the argument first)",
       "code",
       "用 `Depends(oauth_scheme)` 声明。\n",
       "`oauth_scheme`와 함께 `Depends`를 쓴다.\n",
       {}},
      {"two spans reversed, each of a word, are not code of one span reversed",
       "code",
       "运行 `cp b a`。\n",
       "`cp a b`를 실행한다.\n",
       {"b:cp b a", "a:cp a b"}},
      {"a span that holds more is other code (the shorter is in its words)",
       "code",
       "运行 `zorp -q`。\n",
       "`zorp -q -v`를 실행한다.\n",
       {"a:zorp -q -v"}},
      {"spans with a word between them are other code",
       "code",
       "用 `Depends(oauth_scheme)` 声明。\n",
       "`Depends`에 `token`과 `oauth_scheme`을 넘긴다.\n",
       {"b:Depends(oauth_scheme)", "a:token"}},
      {"a character that renders as nothing is a difference: the code as copied breaks",
       "code",
       "用 `<Link\u200bButton>` 组件。\n",
       "`<LinkButton>` 컴포넌트.\n",
       {"b:<Link\u200bButton>", "a:<LinkButton>"}},
      {"code without CJK compares exactly",
       "code",
       "用 `--force`。\n",
       "`--forced` 사용.\n",
       {"b:--force", "a:--forced"}},
  });
}

BOOST_AUTO_TEST_CASE(finding_fields) {
  // The fields a dump leaves out: severity from the rule, span of the value.
  Edition a = MakeEdition("ko.txt", "ko", {{P, "Noam Shazeer와 Jeff Dean."}});
  Edition b = MakeEdition("zh.txt", "zh", {{P, "Jeff Dean。"}});
  RuleSpec spec = Spec("people", "entity-parity", {{"kind", {"name"}}}, Severity::kWarning,
                       "{rule}: {kind} {value} {present_path} {missing_path}");
  std::vector<Finding> got = Run(spec, a, b, {B({0}, {0})});
  BOOST_TEST_REQUIRE(got.size() == 1u);
  const Finding& f = got[0];
  BOOST_TEST(f.rule == "people");
  BOOST_TEST(f.kind == "name");
  BOOST_TEST(SeverityName(f.severity) == "warning");
  BOOST_TEST(f.value == "Noam Shazeer");
  BOOST_TEST(SideName(f.missing_in) == "b");
  BOOST_TEST(f.a_unit == 0);
  BOOST_TEST(f.b_unit == 0);
  BOOST_TEST(a.units[0].text.substr(f.begin, f.end - f.begin) == "Noam Shazeer");
  BOOST_TEST(f.message == "people: name Noam Shazeer ko.txt zh.txt");
}

// Chinese, Japanese and Korean editions, whatever their subtags, and editions a tree names after
// the country (docs/kr, README-cn.md), as the untranslated and unit-parity checks ask.
BOOST_AUTO_TEST_CASE(cjk_languages_include_editions_named_after_their_country) {
  for (const char* code : {"kr", "cn", "jp", "KR", "zh-cn", "zh_Hans", "zhHans", "ko", "ja"})
    BOOST_TEST(IsCjkLanguage(code), code);
  for (const char* code : {"en", "de", "in", "docs", ""}) BOOST_TEST(!IsCjkLanguage(code), code);
}

BOOST_AUTO_TEST_CASE(unit_parity) {
  Edition a =
      MakeEdition("ko.txt", "ko", {{H, "개요"}, {L, "Scaling Book: 좋은 책."}, {P, "한 문단."}});
  Edition b = MakeEdition(
      "zh.txt", "zh", {{L, "Scaling Book：好书。"}, {L, "JAX 文档：官方文档。"}, {P, "一段。"}});
  const std::vector<Bead> beads = {B({0}, {}), B({1}, {0}), B({}, {1}), B({2}, {2})};
  const char message[] = "{kind} has no counterpart in {missing}: {value}";
  struct Case {
    std::string_view what;
    std::vector<std::string> kinds;  // empty: parameter left out
    std::vector<std::string> want;
  };
  const std::vector<Case> cases = {
      {"list items only",
       {"list-item"},
       {"items error list-item 'JAX 文档：官方文档。' missing=a bead=2 a=-1 b=1: "
        "list-item has no counterpart in ko: JAX 文档：官方文档。"}},
      {"headings only",
       {"heading"},
       {"items error heading '개요' missing=b bead=0 a=0 b=-1: "
        "heading has no counterpart in zh: 개요"}},
      {"paragraphs only: none unpaired", {"paragraph"}, {}},
      {"all kinds by default",
       {},
       {"items error heading '개요' missing=b bead=0 a=0 b=-1: "
        "heading has no counterpart in zh: 개요",
        "items error list-item 'JAX 文档：官方文档。' missing=a bead=2 a=-1 b=1: "
        "list-item has no counterpart in ko: JAX 文档：官方文档。"}},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      std::map<std::string, std::vector<std::string>> params;
      if (!c.kinds.empty()) params["kinds"] = c.kinds;
      RuleSpec spec = Spec("items", "unit-parity", params, Severity::kError, message);
      BOOST_TEST(Dumps(Run(spec, a, b, beads)) == c.want, boost::test_tools::per_element());
    }
  }
}

BOOST_AUTO_TEST_CASE(unit_parity_cuts_long_values) {
  // The value is the unit's text cut to 120 characters (code points, not bytes).
  std::string text;
  for (int i = 0; i < 150; ++i) text += "가";
  std::string cut;
  for (int i = 0; i < 120; ++i) cut += "가";
  Edition a = MakeEdition("ko.txt", "ko", {{P, text}});
  Edition b = MakeEdition("zh.txt", "zh", {});
  RuleSpec spec =
      Spec("units", "unit-parity", {{"kinds", {"paragraph"}}}, Severity::kError, "{value}");
  std::vector<Finding> got = Run(spec, a, b, {B({0}, {})});
  BOOST_TEST_REQUIRE(got.size() == 1u);
  BOOST_TEST(got[0].value == cut);
  BOOST_TEST(got[0].message == cut);
}

BOOST_AUTO_TEST_CASE(unit_parity_command_shown_as_a_code_block) {
  // A paragraph that is nothing but a command is there when the other edition's document has
  // the command as code: here as the line of a code block (under another unit), which the
  // aligner cannot pair with the paragraph by its words.
  const std::string en = "Install it:\n\n`$ pip install gradio`\n\nThen run it.\n";
  const std::string zh_block = "安装：\n\n```bash\npip install gradio\n```\n\n然后运行。\n";
  const RuleSpec spec = Spec("units", "unit-parity", {}, Severity::kError, "{value}");
  const std::vector<Bead> beads = {B({0}, {0}), B({1}, {}), B({2}, {1})};
  // The lone unit's findings, the same with the context's entities grouped by kind (as when
  // another rule reads them) and without (unit parity alone).
  auto lone = [&](const std::string& en_text, const std::string& zh_text) {
    const Edition a = testing::MemoryEdition("en/a.md", en_text, "en");
    const Edition b = testing::MemoryEdition("zh/a.md", zh_text, "zh");
    BOOST_TEST_REQUIRE(a.units.size() == 3u);
    BOOST_TEST_REQUIRE(b.units.size() == 2u);
    std::vector<std::string> values[2];
    for (const bool grouped : {true, false}) {
      std::vector<Finding> found;
      FindCheck("unit-parity")->make(spec)->Run(CheckContext(a, b, beads, grouped), spec, &found);
      for (const Finding& f : found) values[grouped].push_back(f.value);
    }
    BOOST_TEST(values[0] == values[1], boost::test_tools::per_element());
    return values[1];
  };
  BOOST_TEST(lone(en, zh_block).empty());
  // Inline elsewhere in the other document, in other quoting, counts as well.
  BOOST_TEST(lone(en, "安装 `\"pip\" install gradio`：\n\n然后运行。\n").empty());
  // Another command, or none, leaves the paragraph missing.
  const std::vector<std::string> missing = {"`$ pip install gradio`"};
  BOOST_TEST(lone(en, "安装：\n\n```bash\npip install numpy\n```\n\n然后运行。\n") == missing,
             boost::test_tools::per_element());
  BOOST_TEST(lone(en, "安装：\n\n然后运行。\n") == missing, boost::test_tools::per_element());
  // Prose beside the code is more than the command; code of one word is a name, not a command.
  BOOST_TEST(lone("Install it:\n\nRun `pip install gradio`.\n\nThen run it.\n", zh_block) ==
                 std::vector<std::string>{"Run `pip install gradio`."},
             boost::test_tools::per_element());
  BOOST_TEST(lone("Install it:\n\n`gradio`\n\nThen run it.\n", "安装 `gradio`：\n\n然后运行。\n") ==
                 std::vector<std::string>{"`gradio`"},
             boost::test_tools::per_element());
  // Nor is one word with a prompt or braces, or punctuation alone.
  BOOST_TEST(lone("Install it:\n\n`$ gradio`\n\nThen run it.\n",
                  "安装 `gradio`：\n\n然后运行。\n") == std::vector<std::string>{"`$ gradio`"},
             boost::test_tools::per_element());
  BOOST_TEST(lone("Install it:\n\n`=> {}`\n\nThen run it.\n", "安装 `...`：\n\n然后运行。\n") ==
                 std::vector<std::string>{"`=> {}`"},
             boost::test_tools::per_element());
  // Punctuation beside the code is no prose: a Chinese full stop after it.
  BOOST_TEST(lone("安装：\n\n`pip install gradio`。\n\n然后运行。\n",
                  "Install:\n\n```bash\npip install gradio\n```\n\nThen run it.\n")
                 .empty());
  // A heading of a command is a section: the other edition's mention of the command elsewhere
  // does not stand for it.
  BOOST_TEST(
      lone("Commands:\n\n## `zorp serve`\n\nThen run it.\n",
           "命令 `zorp serve`：\n\n然后运行。\n") == std::vector<std::string>{"`zorp serve`"},
      boost::test_tools::per_element());
  // A comment line of a block, whose words the block's reading leaves out, is there as written
  // (the setting a reader is told to enable): of two words or more, as for other lines.
  const std::string config =
      "安装：\n\n```text\n#no_create_root 1\n<Profile />\n```\n\n然后运行。\n";
  BOOST_TEST(lone("Install it:\n\n`#no_create_root 1`\n\nThen run it.\n", config).empty());
  BOOST_TEST(lone("Install it:\n\n`#no_create_root 2`\n\nThen run it.\n", config) ==
                 std::vector<std::string>{"`#no_create_root 2`"},
             boost::test_tools::per_element());
  BOOST_TEST(lone("Install it:\n\n`<Profile />`\n\nThen run it.\n", config) ==
                 std::vector<std::string>{"`<Profile />`"},
             boost::test_tools::per_element());
  // Code with a translated part is not compared word for word: its masked runs say nothing.
  BOOST_TEST(lone("提交：\n\n`git commit -m 修复错误`\n\n然后推送。\n",
                  "커밋 `git commit -m 새 기능`：\n\n그리고 푸시.\n") ==
                 std::vector<std::string>{"`git commit -m 修复错误`"},
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(unit_parity_command_written_as_a_paragraph) {
  // An edition that loses an example's indentation shows its lines as paragraphs: a paragraph
  // that is, word for word, a line of a code block of the other edition's document is the same
  // line in other markup, not content the other edition lacks.
  const RuleSpec spec = Spec("units", "unit-parity", {}, Severity::kError, "{value}");
  const std::vector<Bead> beads = {B({0}, {0}), B({}, {1}), B({1}, {2})};
  auto lone = [&](const std::string& en_text, const std::string& ko_text) {
    const Edition a = testing::MemoryEdition("en/a.md", en_text, "en");
    const Edition b = testing::MemoryEdition("ko/a.md", ko_text, "ko");
    BOOST_TEST_REQUIRE(a.units.size() == 2u);
    BOOST_TEST_REQUIRE(b.units.size() == 3u);
    std::vector<std::string> values;
    std::vector<Finding> found;
    FindCheck("unit-parity")->make(spec)->Run(CheckContext(a, b, beads, false), spec, &found);
    for (const Finding& f : found) values.push_back(f.value);
    return values;
  };
  const std::string en =
      "List the keys:\n\n    [ana@host ~]$ keyring --list-keys\n    /home/ana/ring\n\n"
      "Then sign.\n";
  BOOST_TEST(
      lone(en, "키 목록:\n\n[ana@host ~]$ keyring --list-keys\n\n그런 다음 서명하세요.\n").empty());
  // A fenced block counts as well; the words are compared, not the spacing.
  BOOST_TEST(lone("List the keys:\n\n```\n[ana@host ~]$  keyring   --list-keys\n```\n\n"
                  "Then sign.\n",
                  "키 목록:\n\n[ana@host ~]$ keyring --list-keys\n\n그런 다음 서명하세요.\n")
                 .empty());
  // Another command, a line the block does not have whole, is missing.
  const std::string other = "[ana@host ~]$ keyring --export";
  BOOST_TEST(lone(en, "키 목록:\n\n" + other + "\n\n그런 다음 서명하세요.\n") ==
                 std::vector<std::string>{other},
             boost::test_tools::per_element());
  // One token (a path, a model's id) is named in code and prose alike: still missing.
  BOOST_TEST(lone(en, "키 목록:\n\n/home/ana/ring\n\n그런 다음 서명하세요.\n") ==
                 std::vector<std::string>{"/home/ana/ring"},
             boost::test_tools::per_element());
  // A sentence that names the command is more than the line.
  const std::string sentence = "Run [ana@host ~]$ keyring --list-keys first.";
  BOOST_TEST(lone(en, "키 목록:\n\n" + sentence + "\n\n그런 다음 서명하세요.\n") ==
                 std::vector<std::string>{sentence},
             boost::test_tools::per_element());
  // Where its own edition has the line as code too, the paragraph did not take the place of its
  // example: it is prose that repeats it, which the other edition lacks.
  const std::string line = "[ana@host ~]$ keyring --list-keys";
  BOOST_TEST(lone(en, "키 목록:\n\n" + line + "\n\n그런 다음 서명하세요.\n\n```\n" + line +
                          "\n```\n") == std::vector<std::string>{line},
             boost::test_tools::per_element());
  // A heading is a section, not a line of an example.
  BOOST_TEST(lone(en, "키 목록:\n\n## " + line + "\n\n그런 다음 서명하세요.\n") ==
                 std::vector<std::string>{line},
             boost::test_tools::per_element());
}

// An untranslated finding covers the name, title and term findings of its unit that the
// translated side lacks, of rules that ask for evidence; nothing else: a number, a name the
// untranslated side lacks, a name of another unit or bead, a rule that reports the renderings.
BOOST_AUTO_TEST_CASE(an_untranslated_unit_covers_the_names_its_translation_lacks) {
  const RuleSpec untranslated = Spec("untranslated", "untranslated", {}, Severity::kWarning, "");
  const RuleSpec names =
      Spec("names", "entity-parity", {{"kind", {"name"}}}, Severity::kWarning, "");
  const RuleSpec terms = Spec("terms", "entity-parity", {{"kind", {"term"}}}, Severity::kInfo, "");
  const RuleSpec numbers =
      Spec("numbers", "entity-parity", {{"kind", {"number"}}}, Severity::kWarning, "");
  const RuleSpec renderings =
      Spec("names-translated", "entity-parity", {{"kind", {"name"}}, {"evidence", {"absent"}}},
           Severity::kInfo, "");
  // A finding of `kind` `value` in bead `bead`, the unit `a` of side a and `b` of side b, that
  // side `missing` lacks.
  auto finding = [](std::string kind, std::string value, int bead, int a, int b, Side missing) {
    Finding f;
    f.kind = std::move(kind);
    f.value = std::move(value);
    f.bead = bead;
    f.a_unit = a;
    f.b_unit = b;
    f.missing_in = missing;
    return f;
  };
  // Bead 3: unit 5 of side b left in English against unit 4 of side a; bead 7 the other way.
  std::vector<std::vector<Finding>> found = {
      {finding("paragraph", "Run the installer.", 3, 4, 5, Side::kB),
       finding("paragraph", "Open the settings.", 7, 9, 8, Side::kA)},
      {finding("name", "Quillmore Brandtsen", 3, 4, 5, Side::kA),   // covered
       finding("name", "Jacob Austin", 3, 4, 5, Side::kB),          // the English lacks it
       finding("name", "Noam Shazeer", 4, 5, 6, Side::kA),          // another bead
       finding("name", "Reiner Pope", 7, 9, 8, Side::kB)},          // covered, side a
      {finding("term", "installer", 3, 4, 5, Side::kA)},            // covered
      {finding("number", "4", 3, 4, 5, Side::kA)},                  // written alike
      {finding("name", "Quillmore Brandtsen", 3, 4, 5, Side::kA)},  // the renderings' rule
  };
  DropFindingsUntranslatedCovers({&untranslated, &names, &terms, &numbers, &renderings}, &found);
  auto values = [&](size_t rule) {
    std::vector<std::string> out;
    for (const Finding& f : found[rule]) out.push_back(f.value);
    return testing::Join(out);
  };
  BOOST_TEST(values(0) == "Run the installer.|Open the settings.");
  BOOST_TEST(values(1) == "Jacob Austin|Noam Shazeer");
  BOOST_TEST(values(2) == "");
  BOOST_TEST(values(3) == "4");
  BOOST_TEST(values(4) == "Quillmore Brandtsen");
}

// untranslated: a unit of a Chinese, Japanese or Korean edition left in English prose.
struct UntranslatedCase {
  std::string_view what;
  std::string lang_a, lang_b;
  std::vector<std::pair<UnitKind, std::string>> a, b;
  std::vector<std::string> want;  // the beads are 1-1, unit by unit
};

void RunUntranslatedCases(const std::vector<UntranslatedCase>& cases) {
  const RuleSpec spec = Spec("untranslated", "untranslated", {}, Severity::kWarning,
                             "{kind} left untranslated in {missing}: {value}");
  for (const UntranslatedCase& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      Edition a = MakeEdition("a.md", c.lang_a, c.a);
      Edition b = MakeEdition("b.md", c.lang_b, c.b);
      std::vector<Bead> beads;
      for (size_t i = 0; i < std::min(c.a.size(), c.b.size()); ++i)
        beads.push_back(B({static_cast<int>(i)}, {static_cast<int>(i)}));
      BOOST_TEST(Dumps(Run(spec, a, b, beads)) == c.want, boost::test_tools::per_element());
    }
  }
}

BOOST_AUTO_TEST_CASE(unit_parity_contents_entry_follows_its_section) {
  // A table of contents' entry that the aligner left alone is missing only where its section
  // is: each edition's entry links a later heading of its own page, and where that heading is
  // paired one to one with a heading of the other edition, the section is there.
  const std::string en =
      "- [Queue](#queue)\n- [Lost](#lost)\n- [Again](#queue-1)\n- [Merged](#merged)\n"
      "- [Aside](#aside)\n\n## Queue\n\nFirst in.\n\n## Lost\n\nGone.\n\n## Queue\n\n"
      "Once more.\n\n## Merged\n\nMerged text.\n\n## Aside\n\nAside text.\n\n"
      "- [Up](#queue)\n";
  const std::string zh =
      "- [队列（Queue）](#%E9%98%9F%E5%88%97queue)\n- 见 [队列（Queue）](#队列queue)\n"
      "- [栈](#栈)\n\n## 队列（Queue）\n\n先进。\n\n## 栈\n\n后进。\n\n## Queue\n\n再一次。\n\n"
      "## 合并\n\n合并。\n\n:::note\n旁注。\n:::\n";
  const Edition a = testing::MemoryEdition("en/a.md", en, "en");
  const Edition b = testing::MemoryEdition("zh/a.md", zh, "zh");
  BOOST_TEST_REQUIRE(a.units.size() == 16u);
  BOOST_TEST_REQUIRE(b.units.size() == 13u);
  BOOST_TEST_REQUIRE(b.units[11].implied);  // the aside's title, which the site gives
  // The entries alone; the Queues paired one to one, Lost and 栈 not, Merged in a bead of two
  // units with two (a heading each), Aside with the aside's title.
  const std::vector<Bead> beads = {B({0}, {}),           B({1}, {}),    B({2}, {}),    B({3}, {}),
                                   B({4}, {}),           B({}, {0}),    B({}, {1}),    B({}, {2}),
                                   B({5}, {3}),          B({6}, {4}),   B({7}, {}),    B({8}, {}),
                                   B({}, {5}),           B({}, {6}),    B({9}, {7}),   B({10}, {8}),
                                   B({11, 12}, {9, 10}), B({13}, {11}), B({14}, {12}), B({15}, {})};
  const RuleSpec spec = Spec("units", "unit-parity", {}, Severity::kError, "{value}");
  std::vector<std::string> values;
  for (const Finding& f : Run(spec, a, b, beads)) values.push_back(f.value);
  // Reported: Lost's entry and section; Merged's and Aside's entries, whose headings pair
  // with no heading alone; an entry with a word beside its link ("见"), more than an entry;
  // 栈's entry and section; Up, a link back to an earlier heading.
  const std::vector<std::string> want = {"Lost", "Merged", "Aside", "见 队列（Queue）", "栈",
                                         "Lost", "Gone.",  "栈",    "后进。",           "Up"};
  BOOST_TEST(values == want, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(untranslated_against_a_translated_counterpart) {
  RunUntranslatedCases({
      {"a Korean paragraph left in English, each unit of a run reported",
       "ko",
       "zh",
       {{H, "설치"},
        {P, "Run the installer and wait for it to finish."},
        {L, "Then open the settings page."}},
       {{H, "安装"}, {P, "运行安装程序并等待它完成。"}, {L, "然后打开设置页面。"}},
       {"untranslated warning paragraph 'Run the installer and wait for it to finish.' "
        "missing=a bead=1 a=1 b=1: paragraph left untranslated in ko: Run the installer and "
        "wait for it to finish.",
        "untranslated warning list-item 'Then open the settings page.' missing=a bead=2 a=2 "
        "b=2: list-item left untranslated in ko: Then open the settings page."}},
      {"editions named after their country: kr is Korean, cn Chinese",
       "kr",
       "cn",
       {{P, "Run the installer and wait for it to finish."}},
       {{P, "运行安装程序并等待它完成。"}},
       {"untranslated warning paragraph 'Run the installer and wait for it to finish.' "
        "missing=a bead=0 a=0 b=0: paragraph left untranslated in kr: Run the installer and "
        "wait for it to finish."}},
      {"either side",
       "ko",
       "zh",
       {{P, "설정 페이지를 엽니다."}},
       {{P, "Open the settings page and wait."}},
       {"untranslated warning paragraph 'Open the settings page and wait.' missing=b bead=0 a=0 "
        "b=0: paragraph left untranslated in zh: Open the settings page and wait."}},
      {"both kept in English: a choice, not a miss",
       "ko",
       "zh",
       {{P, "Licensed under the terms of the license."}},
       {{P, "Licensed under the terms of the license."}},
       {}},
      {"a name left in Latin script is no prose",
       "ko",
       "zh",
       {{H, "Zorblat Cloud Storage"}, {P, "Bank of America"}},
       {{H, "佐布拉特云存储"}, {P, "美国银行"}},
       {}},
      {"code, URLs and emails are not counted",
       "ko",
       "zh",
       {{P, "`kubectl get pods --all-namespaces` 명령을 실행합니다."},
        {P, "자세한 내용은 https://example.com/docs/install/the/long/way 을 보세요."}},
       {{P, "运行 `kubectl get pods --all-namespaces` 命令。"},
        {P, "详情见 https://example.com/docs/install/the/long/way 。"}},
       {}},
      {"labels (a table header) are no prose: prose words stand in phrases",
       "ko",
       "zh",
       {{P, "Item | cost | weight"}},
       {{P, "项目 | 成本 | 重量"}},
       {}},
      {"TeX math is not counted",
       "ko",
       "zh",
       {{P, "합은 $\\sum_i the value of x_i$ 입니다."}},
       {{P, "总和是 $\\sum_i the value of x_i$。"}},
       {}},
      {"prose inside code only is no prose",
       "ko",
       "zh",
       {{P, "`run the installer and wait` 설치"}},
       {{P, "安装"}},
       {}},
      {"a quotation is kept as written: a title, a saying",
       "ko",
       "zh",
       {{L, "“A sustainable web for everyone”, 톰의 강연"},
        {P, "친구가 썼습니다: \"If you spell it right, you have spelled it wrong\"."}},
       {{L, "“一个人人可持续的网络”，汤姆的演讲"}, {P, "朋友写道：“拼对了，就拼错了”。"}},
       {}},
      {"an apostrophe in a quoted word does not end the quotation",
       "ko",
       "zh",
       {{P, "친구가 말했습니다: \"Don't worry, it will be fine when we ship it\"."},
        {P, "친구가 썼습니다: “Don’t worry, it will be fine when we ship it”."}},
       {{P, "朋友说：“别担心，我们发布时一切都会好的”。"},
        {P, "朋友写道：“别担心，发布时一切都会好的”。"}},
       {}},
      {"a stray opening mark quotes nothing: the prose after it is still prose",
       "ko",
       "zh",
       {{P,
         "In the '90s we did not know what the settings would do, so we kept the \"safe\" mode."}},
       {{P, "在九十年代，我们不知道这些设置会做什么，所以保留了“安全”模式。"}},
       {"untranslated warning paragraph 'In the '90s we did not know what the settings would do, "
        "so "
        "we kept the \"safe\" mode.' missing=a bead=0 a=0 b=0: paragraph left untranslated in ko: "
        "In the '90s we did not know what the settings would do, so we kept the \"safe\" mode."}},
      {"prose around a quoted word is still prose",
       "ko",
       "zh",
       {{P, "Click the \"Run\" button and wait for the build to finish."}},
       {{P, "点击“运行”按钮并等待构建完成。"}},
       {"untranslated warning paragraph 'Click the \"Run\" button and wait for the build to "
        "finish.' missing=a bead=0 a=0 b=0: paragraph left untranslated in ko: Click the "
        "\"Run\" button and wait for the build to finish."}},
      {"a Korean sentence with English words in it is Korean",
       "ko",
       "zh",
       {{P, "이 kernel은 memory bandwidth에 묶여 있습니다."}},
       {{P, "这个内核受限于内存带宽。"}},
       {}},
  });
}

BOOST_AUTO_TEST_CASE(untranslated_against_an_english_edition) {
  // The counterpart is English itself: a unit of the Chinese edition in English prose is
  // reported when most of that edition is in its own script, and not when it is not.
  RunUntranslatedCases({
      {"most of zh is translated",
       "en",
       "zh",
       {{H, "Installation"}, {P, "Run the installer first."}, {P, "Then open the page."}},
       {{H, "安装"}, {P, "先运行安装程序。"}, {P, "Then open the page and wait."}},
       {"untranslated warning paragraph 'Then open the page and wait.' missing=b bead=2 a=2 "
        "b=2: paragraph left untranslated in zh: Then open the page and wait."}},
      {"most of zh is English: nothing is said",
       "en",
       "zh",
       {{H, "Installation"}, {P, "Run the installer first."}, {P, "Then open the page."}},
       {{H, "安装"}, {P, "Run the installer first."}, {P, "Then open the page."}},
       {}},
      {"two English editions: nothing to say",
       "en",
       "en-GB",
       {{P, "Run the installer first."}},
       {{P, "Run the installer first."}},
       {}},
  });
}

BOOST_AUTO_TEST_CASE(pattern_check) {
  Edition a = MakeEdition("ko.txt", "ko", {{P, "정확도 50%와 30%."}, {P, "10%"}, {P, "1%"}});
  Edition b = MakeEdition("zh.txt", "zh", {{P, "准确率 50%。"}, {P, "10%"}, {P, "没有。"}});
  RuleSpec spec = Spec("percent", "pattern", {{"pattern", {"\\d+%"}}}, Severity::kWarning,
                       "{kind} '{value}' appears in {present} but not in {missing}");
  // Bead 0: two matches against one (the extra one is reported); bead 1: equal; bead 2: one
  // against none.
  std::vector<Bead> beads = {B({0}, {0}), B({1}, {1}), B({2}, {2})};
  std::vector<std::string> want = {
      "percent warning term '30%' missing=b bead=0 a=0 b=0: term '30%' appears in ko but not in zh",
      "percent warning term '1%' missing=b bead=2 a=2 b=2: term '1%' appears in ko but not in zh",
  };
  BOOST_TEST(Dumps(Run(spec, a, b, beads)) == want, boost::test_tools::per_element());

  // The kind parameter names the finding's kind; unpaired beads are not looked at.
  RuleSpec numbers = Spec("percent", "pattern", {{"pattern", {"\\d+%"}}, {"kind", {"number"}}},
                          Severity::kWarning, "{kind}");
  std::vector<Bead> mixed = {B({0}, {}), B({1}, {0})};
  std::vector<std::string> want_mixed = {
      "percent warning number '10%' missing=a bead=1 a=1 b=0: number"};
  Edition b2 = MakeEdition("zh.txt", "zh", {{P, "50% 和 10%。"}});
  BOOST_TEST(Dumps(Run(numbers, a, b2, mixed)) == want_mixed, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(pattern_time_limit_is_a_rule_failure) {
  Edition a = MakeEdition("ko.txt", "ko", {{P, std::string(5000, 'a') + "b"}});
  Edition b = MakeEdition("zh.txt", "zh", {{P, "a"}});
  RuleSpec spec = Spec("catastrophic", "pattern", {{"pattern", {"(a+)+$"}}, {"time-limit", {"1"}}},
                       Severity::kWarning, "{value}");
  std::unique_ptr<Check> check = FindCheck("pattern")->make(spec);
  std::vector<Finding> out;
  std::vector<Bead> beads = {B({0}, {0})};
  try {
    check->Run(CheckContext{a, b, beads}, spec, &out);
    BOOST_ERROR("Run did not throw RuleFailure");
  } catch (const RuleFailure& e) {
    std::string what = e.what();
    BOOST_TEST(what.find("'catastrophic'") != std::string::npos, what);
    BOOST_TEST(what.find("ko.txt:1") != std::string::npos, what);
  }
}

// `lines` units of 20 x's on each side, paired one to one.
struct CatastrophicPair {
  Edition a, b;
  std::vector<Bead> beads;
  explicit CatastrophicPair(int lines) {
    std::vector<std::pair<UnitKind, std::string>> units(static_cast<size_t>(lines),
                                                        {P, std::string(20, 'x')});
    a = MakeEdition("a.txt", "en", units);
    b = MakeEdition("b.txt", "fr", units);
    for (int i = 0; i < lines; ++i) beads.push_back(B({i}, {i}));
  }
};

double CpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// (x+x+)+y on a line of 20 x's backtracks until the per-search time limit stops it, so a
// limit per search alone would let such lines add up without end. The time budget is per rule
// per run: the rule stops, naming itself, after the same work for 200 lines as for 2,000.
BOOST_AUTO_TEST_CASE(pattern_time_budget_is_per_run) {
  RuleSpec spec = Spec("evil", "pattern", {{"pattern", {"(x+x+)+y"}}}, Severity::kError, "{value}");
  for (int lines : {200, 2000}) {
    BOOST_TEST_CONTEXT(lines << " lines") {
      CatastrophicPair pair(lines);
      std::unique_ptr<Check> check = FindCheck("pattern")->make(spec);
      std::vector<Finding> out;
      const double start = CpuSeconds();
      try {
        check->Run(CheckContext{pair.a, pair.b, pair.beads}, spec, &out);
        BOOST_ERROR("Run did not throw RuleFailure");
      } catch (const RuleFailure& e) {
        const std::string what = e.what();
        BOOST_TEST(what.rfind("rule 'evil' (rules/evil.yml): regex time budget exceeded", 0) == 0,
                   what);
        BOOST_TEST(what.find("the rule stopped") != std::string::npos, what);
      }
      BOOST_TEST(CpuSeconds() - start < 5.0);
      BOOST_TEST(check->BudgetExceeded());
      // Spent for the run: the next pair the rule runs on stops at once.
      const double again = CpuSeconds();
      BOOST_CHECK_THROW(check->Run(CheckContext{pair.a, pair.b, pair.beads}, spec, &out),
                        RuleFailure);
      BOOST_TEST(CpuSeconds() - again < 0.5);
    }
  }
  // A budget of its own: 'time-budget' in the rule.
  RuleSpec small = Spec("evil", "pattern", {{"pattern", {"(x+x+)+y"}}, {"time-budget", {"10"}}},
                        Severity::kError, "{value}");
  CatastrophicPair pair(200);
  std::unique_ptr<Check> check = FindCheck("pattern")->make(small);
  std::vector<Finding> out;
  const double start = CpuSeconds();
  BOOST_CHECK_THROW(check->Run(CheckContext{pair.a, pair.b, pair.beads}, small, &out), RuleFailure);
  BOOST_TEST(CpuSeconds() - start < 0.5);
}

// An ordinary pattern on a large edition never comes near the budget.
BOOST_AUTO_TEST_CASE(pattern_time_budget_leaves_ordinary_rules_alone) {
  std::vector<std::pair<UnitKind, std::string>> units(
      20000, {P, "Costs rose 10% in 2023 and 12% in 2024, said the report (page 7)."});
  Edition a = MakeEdition("a.txt", "en", units), b = MakeEdition("b.txt", "fr", units);
  std::vector<Bead> beads;
  for (int i = 0; i < 20000; ++i) beads.push_back(B({i}, {i}));
  RuleSpec spec = Spec("percent", "pattern", {{"pattern", {"\\b\\w+ \\d+(\\.\\d+)?%"}}},
                       Severity::kError, "{value}");
  std::unique_ptr<Check> check = FindCheck("pattern")->make(spec);
  std::vector<Finding> out;
  check->Run(CheckContext{a, b, beads}, spec, &out);
  BOOST_TEST(out.empty());
  BOOST_TEST(!check->BudgetExceeded());
}

// In a tree the pairs run on several threads, so where a rule ran out of budget depends on
// their order: SettleBudgets takes the rule out of every pair and names it once.
BOOST_AUTO_TEST_CASE(settle_budgets_stops_the_rule_everywhere) {
  RuleSet rules;
  rules.rules.push_back(
      Rule{Spec("evil", "pattern", {{"pattern", {"(x+x+)+y"}}, {"time-budget", {"3"}}},
                Severity::kError, "{value}"),
           nullptr});
  rules.rules.push_back(Rule{
      Spec("years", "pattern", {{"pattern", {"\\d{4}"}}}, Severity::kError, "{value}"), nullptr});
  for (Rule& r : rules.rules) r.check = FindCheck("pattern")->make(r.spec);
  Report first, second, third;
  auto finding = [](const std::string& rule) {
    Finding f;
    f.rule = rule;
    return f;
  };
  first.findings = {finding("evil"), finding("years")};
  first.rule_failures = {"rule 'other' (rules/other.yml): regex time limit exceeded on a.txt:3"};
  second.rule_failures = {"rule 'evil' (rules/evil.yml): regex time limit exceeded on b.txt:9"};
  third.findings = {finding("evil")};
  std::vector<Report*> reports = {&first, &second, &third};

  SettleBudgets(rules, reports);  // nothing ran out: nothing changes
  BOOST_TEST(first.findings.size() == 2u);
  BOOST_TEST(second.rule_failures.size() == 1u);

  CatastrophicPair pair(5);
  std::vector<Finding> out;
  BOOST_CHECK_THROW(rules.rules[0].check->Run(CheckContext{pair.a, pair.b, pair.beads},
                                              rules.rules[0].spec, &out),
                    RuleFailure);
  SettleBudgets(rules, reports);
  BOOST_TEST_REQUIRE(first.findings.size() == 1u);
  BOOST_TEST(first.findings[0].rule == "years");
  BOOST_TEST(third.findings.empty());
  BOOST_TEST(second.rule_failures.empty());
  BOOST_TEST_REQUIRE(first.rule_failures.size() == 2u);
  BOOST_TEST(first.rule_failures[0].rfind("rule 'other'", 0) == 0);
  BOOST_TEST(first.rule_failures[1] == rules.rules[0].check->BudgetFailure(rules.rules[0].spec));
}

// A pair's entities are grouped by unit and kind when its context is built, before any check
// runs, and only for a rule set with an enabled rule that reads them (entity-parity).
BOOST_AUTO_TEST_CASE(context_groups_entities_only_for_rules_that_read_them) {
  auto rules = [](std::vector<std::pair<std::string, bool>> checks) {  // check, enabled
    RuleSet set;
    for (const auto& [check, enabled] : checks) {
      RuleSpec spec = Spec(check, check, {}, Severity::kError, "{value}");
      if (check == "entity-parity") spec.params["kind"] = RuleParam{{"name"}, 2, 1};
      spec.enabled = enabled;
      std::shared_ptr<const Check> built = FindCheck(check)->make(spec);
      set.rules.push_back(Rule{std::move(spec), std::move(built)});
    }
    return set;
  };
  BOOST_TEST(!NeedsEntitiesByKind(rules({{"unit-parity", true}})));
  BOOST_TEST(NeedsEntitiesByKind(rules({{"unit-parity", true}, {"entity-parity", true}})));
  BOOST_TEST(!NeedsEntitiesByKind(rules({{"entity-parity", false}})));

  const Edition a = MakeEdition("ko.txt", "ko",
                                {{P, "Noam Shazeer와 Jeff Dean이 2017년에 썼다."},
                                 {P, "첫 문단."},
                                 {L, "Attention Is All You Need, arXiv 1706.03762"}});
  const Edition b = MakeEdition("zh.txt", "zh", {{P, "Jeff Dean 写的。"}});
  const std::vector<Bead> beads = {B({0}, {0}), B({1, 2}, {})};
  const CheckContext grouped(a, b, beads);
  BOOST_TEST(grouped.entities_grouped);
  for (Side side : {Side::kA, Side::kB}) {
    const Edition& e = side == Side::kA ? a : b;
    const EntitiesByKind& index = grouped.by_kind(side);
    for (EntityKind k : kAllEntityKinds) {
      uint32_t of_kind = 0;
      for (size_t u = 0; u < e.units.size(); ++u) {
        std::vector<const Entity*> want;  // unit u's of kind k, in position order
        for (const Entity& ent : e.units[u].entities)
          if (ent.kind == k) want.push_back(&ent);
        const std::span<const Entity* const> got = EntitiesOf(index, static_cast<int>(u), k);
        BOOST_TEST(std::vector<const Entity*>(got.begin(), got.end()) == want);
        of_kind += static_cast<uint32_t>(want.size());
      }
      BOOST_TEST(index.per_kind[static_cast<size_t>(k)] == of_kind);
    }
  }

  const CheckContext bare(a, b, beads, /*group_entities=*/false);
  BOOST_TEST(!bare.entities_grouped);
  BOOST_TEST(bare.by_kind_a.start.empty());
  const RuleSpec units = Spec("units", "unit-parity", {}, Severity::kError, "{value}");
  std::vector<Finding> on_bare, on_grouped;
  FindCheck("unit-parity")->make(units)->Run(bare, units, &on_bare);
  FindCheck("unit-parity")->make(units)->Run(grouped, units, &on_grouped);
  BOOST_TEST(Dumps(on_bare) == Dumps(on_grouped), boost::test_tools::per_element());
  BOOST_TEST(on_bare.size() == 2u);
}

// Through the binary: the rule stops with a warning; under --strict the run fails with exit 2
// and nothing on stdout; a tree's report is the same for one thread and two.
BOOST_AUTO_TEST_CASE(pattern_time_budget_through_the_binary) {
  testing::TempDir dir;
  std::string lines;
  for (int i = 0; i < 200; ++i) lines += std::string(20, 'x') + " 2023\n\n";
  const std::string a = dir.Write("en/doc.txt", lines), b = dir.Write("fr/doc.txt", lines);
  // Checked first in a tree (groups go by path), and cheap: the rule finds 'xxy' here before
  // doc.txt uses up its budget.
  dir.Write("en/a-cheap.txt", "A line with xxy and 1999.\n");
  dir.Write("fr/a-cheap.txt", "Une ligne avec xx.\n");
  // A small budget keeps the test short; the default's cost is measured above.
  dir.Write("rules/evil.yml", "check: pattern\npattern: '(x+x+)+y'\ntime-budget: 100\n");
  dir.Write("rules/years.yml", "check: pattern\npattern: '[0-9]{4}'\n");
  const std::string rules = (dir.path / "rules").string();
  const std::string warning =
      "concord: warning: rule 'evil' (" + rules + "/evil.yml): regex time budget exceeded";

  auto run =
      testing::RunConcord({"check", a, b, "--rules", rules, "--lang-a", "en", "--lang-b", "fr"});
  BOOST_TEST(run.status == 0, run.err);
  BOOST_TEST(run.out.find("0 errors") != std::string::npos, run.out);
  BOOST_TEST(run.err.find(warning) != std::string::npos, run.err);

  for (const char* format : {"text", "json", "sarif"}) {
    const std::string out = (dir.path / "report").string();
    run = testing::RunConcord({"check", a, b, "--rules", rules, "--strict", "--format", format});
    BOOST_TEST(run.status == 2, run.err);
    BOOST_TEST(run.out.empty(), run.out);
    BOOST_TEST(run.err.find(warning) != std::string::npos, run.err);
    run = testing::RunConcord({"check", a, b, "--rules", rules, "--strict", "-o", out});
    BOOST_TEST(run.status == 2);
    BOOST_TEST(!std::filesystem::exists(out));
  }
  const std::string en = (dir.path / "en").string(), fr = (dir.path / "fr").string();
  run = testing::RunConcord({"check", en, fr, "--rules", rules, "--strict"});
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.out.empty(), run.out);
  run = testing::RunConcord({"audit", en, fr, "--rules", rules, "--strict"});
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.out.empty(), run.out);
  dir.Write("concord.yml", "editions: [en, fr]\nlayout: \"{lang}/{path}\"\n");
  run =
      testing::RunConcord({"hook", "--rules", rules, "--strict", "en/doc.txt"}, dir.path.string());
  BOOST_TEST(run.status == 2, run.err);
  BOOST_TEST(run.out.empty(), run.out);
  BOOST_TEST(run.err.find(warning) != std::string::npos, run.err);
  auto one = testing::RunConcord({"check", en, fr, "--rules", rules, "-j", "1"});
  auto two = testing::RunConcord({"check", en, fr, "--rules", rules, "-j", "2"});
  BOOST_TEST(one.status == 1);
  BOOST_TEST(one.out == two.out);
  BOOST_TEST(one.out.find("[years]") != std::string::npos, one.out);
  BOOST_TEST(one.out.find("[evil]") == std::string::npos, one.out);  // stopped everywhere
  BOOST_TEST(one.err == two.err);
  BOOST_TEST(one.err.find(warning) != std::string::npos, one.err);
  BOOST_TEST(one.err.find(warning, one.err.find(warning) + 1) == std::string::npos, one.err);
}

// A rule file's `scope` reaches the check: `bead` gives back the findings that the document
// scope leaves out, and a value that is neither is an input error at the rule file.
BOOST_AUTO_TEST_CASE(entity_parity_scope_in_a_rule_file) {
  testing::TempDir dir;
  const std::string ko = dir.Write("ko.txt", "1단계: `Response`를 반환한다.\n\n2단계: 끝이다.\n");
  const std::string zh = dir.Write("zh.txt", "第1步：返回它。\n\n第2步：这就是 `Response` 类。\n");
  const std::string rules = (dir.path / "rules").string();
  const std::string rule =
      "check: entity-parity\nkind: code\nseverity: error\n"
      "message: \"code {value} missing in {missing}\"\n";
  auto run_with = [&](const std::string& scope) {
    dir.Write("rules/code.yml", rule + scope);
    return testing::RunConcord({"check", ko, zh, "--rules", rules});
  };
  auto run = run_with("scope: bead\n");
  BOOST_TEST(run.status == 1, run.err);
  BOOST_TEST(run.out.find("code Response missing in zh") != std::string::npos, run.out);
  BOOST_TEST(run.out.find("code Response missing in ko") != std::string::npos, run.out);
  for (const std::string scope : {"", "scope: document\n"}) {
    run = run_with(scope);
    BOOST_TEST(run.status == 0, run.err);
    BOOST_TEST(run.out.find("code Response") == std::string::npos, run.out);
  }
  run = run_with("scope: paragraph\n");
  BOOST_TEST(run.status == 2);
  BOOST_TEST(run.err.find(rules + "/code.yml:5:8: unknown scope 'paragraph'") != std::string::npos,
             run.err);
}

BOOST_AUTO_TEST_CASE(make_validates_params) {
  struct Case {
    std::string_view what;
    std::string check;
    std::map<std::string, std::vector<std::string>> params;
    std::string_view contains;
  };
  const std::vector<Case> cases = {
      {"entity kind", "entity-parity", {{"kind", {"nmae"}}}, "did you mean 'name'"},
      {"unit kind", "unit-parity", {{"kinds", {"heading", "lists"}}}, "unknown unit kind 'lists'"},
      {"regex", "pattern", {{"pattern", {"[a-"}}}, "invalid ICU regex"},
      {"evidence",
       "entity-parity",
       {{"kind", {"name"}}, {"evidence", {"requird"}}},
       "did you mean 'required'"},
      {"evidence for a url",
       "entity-parity",
       {{"kind", {"url"}}, {"evidence", {"required"}}},
       "is for kinds name, title and term"},
      {"scope", "entity-parity", {{"kind", {"code"}}, {"scope", {"documnet"}}}, "did you mean"},
      {"scope document for a number",
       "entity-parity",
       {{"kind", {"number"}}, {"scope", {"document"}}},
       "is for kinds name, title, term and code"},
      {"time limit",
       "pattern",
       {{"pattern", {"a"}}, {"time-limit", {"soon"}}},
       "time-limit must be a positive whole number"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.what) {
      RuleSpec spec = Spec("r", c.check, c.params, Severity::kError, "{value}");
      std::string err;
      try {
        FindCheck(c.check)->make(spec);
      } catch (const InputError& e) {
        err = e.what();
      }
      BOOST_TEST(err.rfind("rules/r.yml:", 0) == 0u, err);
      BOOST_TEST(err.find(c.contains) != std::string::npos, err);
    }
  }
}

BOOST_AUTO_TEST_CASE(code_fences_reports_a_block_not_closed_where_meant) {
  // The ko page's closing fence has text run on, so nothing closes its block. One finding
  // about the file, at the opening fence, whose value is the line meant to close it (content,
  // not a line number: a baseline entry holds as lines move); the units after it are read.
  const Edition en =
      testing::MemoryEdition("en/a.md", "Example:\n\n```\n$ kill -9 1664\n```\n\nDone.\n", "en");
  const Edition ko = testing::MemoryEdition(
      "ko/a.md", "예:\n\n```\n$ kill -9 1664\n````$ kill -9 1664` 중단\n\n완료.\n", "ko");
  BOOST_TEST(ko.units.size() == 2u);
  const RuleSpec spec = Spec("code-fences", "code-fences", {}, Severity::kError, "{value}");
  std::vector<Finding> found;
  FindCheck("code-fences")
      ->make(spec)
      ->Run(CheckContext(en, ko, {B({0}, {0}), B({1}, {1})}, false), spec, &found);
  BOOST_REQUIRE(found.size() == 1u);
  BOOST_TEST(found[0].kind == "code-fence");
  BOOST_TEST((found[0].missing_in == Side::kB));
  BOOST_TEST(found[0].line == 3);
  BOOST_TEST(found[0].bead == -1);
  BOOST_TEST(found[0].value == "````$ kill -9 1664` 중단");
}

BOOST_AUTO_TEST_CASE(registry) {
  std::vector<std::string> names;
  for (const CheckInfo& info : CheckRegistry()) {
    names.emplace_back(info.name);
    BOOST_TEST(!info.description.empty());
    BOOST_TEST(info.make != nullptr);
    BOOST_TEST(FindCheck(info.name) == &info);
  }
  BOOST_TEST(names == (std::vector<std::string>{"code-blocks", "code-fences", "entity-parity",
                                                "front-matter", "glossary", "pattern",
                                                "unit-parity", "untranslated"}),
             boost::test_tools::per_element());
  BOOST_TEST(FindCheck("nope") == nullptr);
  BOOST_TEST(FindCheck("") == nullptr);
}

BOOST_AUTO_TEST_CASE(document_words_are_one_index_per_edition_for_every_check) {
  const Edition a = testing::MemoryEdition("a.txt", "使用 Helm 安装。\n\n再见。\n", "zh");
  const Edition b = testing::MemoryEdition("b.txt", "헬름으로 설치한다.\n\nBye.\n", "ko");
  const std::vector<Bead> beads = {{{0}, {0}, 1.0}, {{1}, {1}, 1.0}};
  const CheckContext ctx(a, b, beads);
  const WordIndex& zh = ctx.DocumentWords(Side::kA);
  BOOST_TEST(&ctx.DocumentWords(Side::kA) == &zh);  // built once, for every check of the pair
  BOOST_TEST(&ctx.DocumentWords(Side::kB) != &zh);
  BOOST_TEST(zh.HasWords("Helm"));  // as written, every unit of the document
  BOOST_TEST(!zh.HasWords("Bye"));
  BOOST_TEST(ctx.DocumentWords(Side::kB).HasWords("Bye"));
}

}  // namespace
}  // namespace concord
