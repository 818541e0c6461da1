// check_code_fences.cc — the code-fences check: a fenced code block of a Markdown page that is
// not closed where the page means to close it, on a line that starts as its fence does but
// has text after it (Edition::unclosed_fences, found by the segmenter, which reads that line
// as the closing fence). A finding about the file, not about a unit: no bead, no unit,
// Finding::line at the opening fence, the value the line meant to close it.
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
      // The value is the line meant to close the block, as written and cut as a unit's text is:
      // content, so that a baseline entry still matches once lines are added above it.
      for (const UnclosedFence& fence : e.unclosed_fences)
        out->push_back(
            FileFinding(ctx, rule, side, "code-fence", CutValue(fence.closing), fence.line));
    }
  }
};

}  // namespace

std::unique_ptr<Check> MakeCodeFencesCheck(const RuleSpec& /*spec*/) {
  return std::make_unique<CodeFencesCheck>();
}

}  // namespace concord
