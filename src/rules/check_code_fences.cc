// check_code_fences.cc — the code-fences check: a fenced code block of a Markdown page that
// runs over the fence of a block after it (Edition::unclosed_fences, found by the segmenter,
// which reads the page past it as Markdown). A finding about the file, not about a unit: no
// bead, no unit, Finding::line at the opening fence.
#include <string>
#include <vector>

#include "rules/builtin_checks.h"

namespace concord {
namespace {

class CodeFencesCheck : public Check {
 public:
  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    for (Side side : {Side::kA, Side::kB}) {
      const Edition& e = side == Side::kA ? ctx.a : ctx.b;
      for (const UnclosedFence& fence : e.unclosed_fences) {
        Finding f;
        f.kind = "code-fence";
        f.value = "the code block opened here runs over the fence at line " +
                  std::to_string(fence.swallowed_line) +
                  ", so the page renders as code from here on";
        f.missing_in = side;  // the side whose file is at fault
        f.line = fence.line;
        FinishFinding(ctx, rule, &f);
        out->push_back(std::move(f));
      }
    }
  }
};

}  // namespace

std::unique_ptr<Check> MakeCodeFencesCheck(const RuleSpec& /*spec*/) {
  return std::make_unique<CodeFencesCheck>();
}

}  // namespace concord
