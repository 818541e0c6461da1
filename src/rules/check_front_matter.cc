// check_front_matter.cc — the front-matter check: a Markdown page whose front matter is not
// closed or is not YAML (Edition::front_matter_defect, found by the segmenter). A finding about
// the file, not about a unit: no bead, no unit, Finding::line at the defect.
#include <string>
#include <vector>

#include "rules/builtin_checks.h"

namespace concord {
namespace {

class FrontMatterCheck : public Check {
 public:
  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    for (Side side : {Side::kA, Side::kB}) {
      const Edition& e = side == Side::kA ? ctx.a : ctx.b;
      if (!e.front_matter_defect) continue;
      out->push_back(FileFinding(ctx, rule, side, "front-matter", e.front_matter_defect->message,
                                 e.front_matter_defect->line));
    }
  }
};

}  // namespace

std::unique_ptr<Check> MakeFrontMatterCheck(const RuleSpec& /*spec*/) {
  return std::make_unique<FrontMatterCheck>();
}

}  // namespace concord
