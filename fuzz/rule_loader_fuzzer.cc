// rule_loader_fuzzer.cc — ParseRule on arbitrary bytes as the text of a rule file.
//
// Bad YAML, unknown keys and checks, bad severities, regexes and placeholders are all
// InputError (rules.h) — the expected outcome, caught here and nothing else: a YAML::Exception
// or std::exception that escapes ParseRule is a bug. A rule that loads has a message whose
// placeholders FormatMessage fills completely ("so none remain").
#include <cstddef>
#include <cstdint>
#include <string>

#include "base/error.h"
#include "fuzz_util.h"
#include "pipeline.h"
#include "rules/rule_spec.h"
#include "rules/rules.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace concord;
  Rule rule;
  try {
    rule = ParseRule("rules/fuzz.yml", std::string(fuzz::Bytes(data, size)));
  } catch (const InputError&) {
    return 0;
  }
  FUZZ_CHECK(rule.check != nullptr, "a parsed rule has a check");
  FUZZ_CHECK(rule.spec.id == "fuzz", "a rule's id is its file stem");
  const MessageVar vars[] = {{"value", "v"},         {"kind", "k"},    {"rule", "r"},
                             {"present", "p"},       {"missing", "m"}, {"present_path", "pp"},
                             {"missing_path", "mp"}, {"expected", "e"}};
  const std::string message = FormatMessage(rule.spec.message, vars);
  FUZZ_CHECK(message.find('{') == std::string::npos, "no placeholder is left in a message");
  RuleSet set;
  set.rules.push_back(std::move(rule));
  DescribeRules(set);
  return 0;
}
