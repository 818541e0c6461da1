// Tests for rules/glossary.h and the glossary check (check_glossary.cc): a glossary read from
// YAML (and its errors, with their places), the renderings an edition's language reads, and
// the check on small made-up editions.
#include "rules/glossary.h"

#include <yaml-cpp/yaml.h>

#include <boost/test/unit_test.hpp>
#include <memory>
#include <string>
#include <vector>

#include "base/error.h"
#include "rules/check.h"
#include "rules/checks.h"
#include "test_util.h"

namespace concord {
namespace {

Glossary Parse(const std::string& yaml) { return ParseGlossary("g.yml", YAML::Load(yaml)); }

// The message of the InputError that parsing `yaml` throws, or "" when it parses.
std::string ParseError(const std::string& yaml) {
  try {
    Parse(yaml);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

const char kGlossary[] =
    "terms:\n"
    "  Helm: {zh: Helm, ko: 헬름}\n"
    "  Service Mesh: {zh-cn: 服务网格, zh-tw: 服務網格, ko: [서비스 메시, 서비스메시]}\n"
    "keep-latin: [OAuth, GitHub]\n";

// An edition of one-line units (made-up text), entities extracted as in a run.
Edition Ed(const std::string& lang, const std::vector<std::string>& units) {
  std::string text;
  for (const std::string& u : units) text += u + "\n\n";
  return testing::MemoryEdition(lang + ".md", text, lang);
}

// "value>missing: message" for each finding of the glossary rule on 1-1 beads.
std::vector<std::string> Check(const Glossary& g, const Edition& a, const Edition& b) {
  RuleSpec spec;
  spec.id = "glossary";
  spec.check = "glossary";
  spec.message = "'{value}' in {present}: {missing} lacks {expected}";
  std::vector<Bead> beads;
  for (size_t i = 0; i < a.units.size() && i < b.units.size(); ++i)
    beads.push_back({{static_cast<int>(i)}, {static_cast<int>(i)}, 1.0});
  CheckContext ctx(a, b, beads);
  ctx.glossary = &g;
  std::vector<Finding> out;
  FindCheck("glossary")->make(spec)->Run(ctx, spec, &out);
  std::vector<std::string> dumps;
  for (const Finding& f : out) {
    const Edition& present = f.missing_in == Side::kA ? b : a;
    const int unit = f.missing_in == Side::kA ? f.b_unit : f.a_unit;
    // The span is the value as written in the present side's unit.
    BOOST_TEST(present.units.at(static_cast<size_t>(unit)).text.substr(f.begin, f.end - f.begin) ==
               f.value);
    dumps.push_back(f.message);
  }
  return dumps;
}

BOOST_AUTO_TEST_CASE(terms_and_their_renderings_per_language) {
  const Glossary g = Parse(kGlossary);
  BOOST_TEST(g.terms.size() == 4u);
  const GlossaryTerm* helm = g.Find("HELM");
  BOOST_TEST_REQUIRE(helm != nullptr);
  BOOST_TEST(helm->latin == "Helm");
  BOOST_TEST(g.Find("Kubernetes") == nullptr);
  using V = std::vector<std::string>;
  BOOST_TEST(Glossary::RenderingsIn(*helm, "ko") == V{"헬름"});
  BOOST_TEST(Glossary::RenderingsIn(*helm, "ko_KR") == V{"헬름"});  // the primary language's
  BOOST_TEST(Glossary::RenderingsIn(*helm, "en") == V{"Helm"});     // not listed: Latin
  const GlossaryTerm* mesh = g.Find("service mesh");
  BOOST_TEST_REQUIRE(mesh != nullptr);
  BOOST_TEST(Glossary::RenderingsIn(*mesh, "zh-TW") == V{"服務網格"});
  // An edition only known to be Chinese reads every Chinese variant's.
  BOOST_TEST(Glossary::RenderingsIn(*mesh, "zh") == (V{"服务网格", "服務網格"}));
  BOOST_TEST(Glossary::RenderingsIn(*g.Find("oauth"), "ko") == V{"OAuth"});
  BOOST_TEST(g.languages.size() == 4u);
  BOOST_TEST(g.languages[2].code == "zh-cn");
  BOOST_TEST(g.languages[2].line == 3);
}

BOOST_AUTO_TEST_CASE(bad_glossaries_are_input_errors_with_their_place) {
  BOOST_TEST(ParseError("terms: {}\nkeep_latin: [GitHub]\n").rfind("g.yml:2:1: ", 0) == 0u);
  BOOST_TEST(ParseError("terms: {}\nkeep_latin: [GitHub]\n").find("did you mean 'keep-latin'") !=
             std::string::npos);
  BOOST_TEST(ParseError("terms:\n  Helm: {k o: x}\n").rfind("g.yml:2:10: ", 0) == 0u,
             ParseError("terms:\n  Helm: {k o: x}\n"));
  BOOST_TEST(ParseError("terms:\n  Helm: {ko: 헬름}\nkeep-latin: [helm]\n").find("given twice") !=
             std::string::npos);
  BOOST_TEST(ParseError("terms:\n  Helm: 헬름\n").rfind("g.yml:2:9: ", 0) == 0u);
  BOOST_TEST(ParseError("terms:\n  Helm: {ko: ''}\n").find("empty rendering") != std::string::npos);
  BOOST_TEST(ParseError("- a\n- b\n").find("must be a mapping") != std::string::npos);
  BOOST_TEST(ParseError(kGlossary).empty());
}

BOOST_AUTO_TEST_CASE(a_term_rendered_as_the_glossary_says_is_clean) {
  const Glossary g = Parse(kGlossary);
  BOOST_TEST(Check(g, Ed("zh", {"使用 Helm 安装应用。", "通过 OAuth 登录。"}),
                   Ed("ko", {"헬름으로 애플리케이션을 설치합니다.", "OAuth로 로그인합니다."}))
                 .empty());
  // Latin words match whole, in any case, the last one in a plural form; renderings in
  // Hangul are found with their particles.
  BOOST_TEST(Check(g, Ed("en", {"Two service meshes and the helm CLI."}),
                   Ed("ko", {"두 개의 서비스메시와 헬름 CLI."}))
                 .empty());
}

BOOST_AUTO_TEST_CASE(a_missing_rendering_is_a_finding) {
  const Glossary g = Parse(kGlossary);
  // ko writes the Latin form where the glossary renders the term 헬름; zh drops the term.
  std::vector<std::string> want = {"'Helm' in zh: ko lacks '헬름'"};
  BOOST_TEST(
      Check(g, Ed("zh", {"使用 Helm 安装应用。"}), Ed("ko", {"Helm으로 설치합니다."})) == want,
      boost::test_tools::per_element());
  want = {"'서비스 메시' in ko: zh lacks '服务网格' or '服務網格'"};
  BOOST_TEST(
      Check(g, Ed("zh", {"网络层很简单。"}), Ed("ko", {"서비스 메시는 간단합니다."})) == want,
      boost::test_tools::per_element());
  // "helmet" is not the word Helm.
  BOOST_TEST(Check(g, Ed("en", {"Wear a helmet."}), Ed("ko", {"안전모를 쓰세요."})).empty());
}

BOOST_AUTO_TEST_CASE(a_keep_latin_term_translated_is_a_finding) {
  const Glossary g = Parse(kGlossary);
  std::vector<std::string> want = {"'OAuth' in zh: ko lacks 'OAuth'"};
  BOOST_TEST(
      Check(g, Ed("zh", {"通过 OAuth 登录。"}), Ed("ko", {"오어스로 로그인합니다."})) == want,
      boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(code_and_urls_are_not_prose) {
  const Glossary g = Parse(kGlossary);
  // `helm install` is a command and github.com a host: neither is the term.
  BOOST_TEST(Check(g, Ed("zh", {"运行 `helm install` 或访问 https://github.com/x 。"}),
                   Ed("ko", {"`helm install`을 실행하거나 https://github.com/x 를 방문하세요."}))
                 .empty());
}

BOOST_AUTO_TEST_CASE(no_glossary_no_findings) {
  const Edition a = Ed("zh", {"使用 Helm 安装应用。"}), b = Ed("ko", {"Helm으로 설치합니다."});
  RuleSpec spec;
  spec.id = spec.check = "glossary";
  std::vector<Bead> beads = {{{0}, {0}, 1.0}};
  std::vector<Finding> out;
  FindCheck("glossary")->make(spec)->Run(CheckContext(a, b, beads), spec, &out);
  BOOST_TEST(out.empty());
}

}  // namespace
}  // namespace concord
