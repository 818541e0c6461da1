// check_glossary.cc — the glossary check: a glossary term found on one side of a paired bead
// (its Latin form, or its rendering in that side's language) whose rendering in the other
// side's language is absent from the other side (glossary.h says what a rendering is and how
// terms are found).
//
// Unlike entity-parity, nothing here is inferred: the glossary is the team's own statement of
// how each edition writes the term, so a Korean side that writes Helm where the glossary says
// 헬름 is a finding, and so is a keep-latin term that one side translated.
#include <string>
#include <vector>

#include "rules/builtin_checks.h"
#include "rules/glossary.h"

namespace concord {
namespace {

class GlossaryCheck : public Check {
 public:
  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    if (!ctx.glossary || ctx.glossary->terms.empty()) return;
    const GlossaryScanner scan_a(*ctx.glossary, ctx.a.lang), scan_b(*ctx.glossary, ctx.b.lang);
    std::vector<GlossaryPresence> found_a, found_b;
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;  // unit-parity speaks for those
      found_a.clear();
      found_b.clear();
      for (int u : bead.a) scan_a.Scan(ctx.a.units[static_cast<size_t>(u)], u, &found_a);
      for (int u : bead.b) scan_b.Scan(ctx.b.units[static_cast<size_t>(u)], u, &found_b);
      ReportUnrendered(ctx, rule, static_cast<int>(bi), Side::kA, found_a, found_b, out);
      ReportUnrendered(ctx, rule, static_cast<int>(bi), Side::kB, found_b, found_a, out);
    }
  }

 private:
  // A finding for each term of `here` (side `side`) that `other` does not write as one of its
  // own renderings.
  void ReportUnrendered(const CheckContext& ctx, const RuleSpec& rule, int bead, Side side,
                        const std::vector<GlossaryPresence>& here,
                        const std::vector<GlossaryPresence>& other,
                        std::vector<Finding>* out) const {
    const Edition& present = side == Side::kA ? ctx.a : ctx.b;
    const Edition& missing = side == Side::kA ? ctx.b : ctx.a;
    const Bead& b = ctx.beads[static_cast<size_t>(bead)];
    for (const GlossaryPresence& p : here) {
      bool rendered = false;
      for (const GlossaryPresence& o : other)
        rendered = rendered || (o.term == p.term && o.rendered);
      if (rendered) continue;
      const GlossaryTerm& term = ctx.glossary->terms[p.term];
      std::string expected;
      for (const std::string& r : Glossary::RenderingsIn(term, missing.lang))
        expected += (expected.empty() ? "'" : " or '") + r + "'";
      Finding f;
      f.kind = std::string(EntityKindName(EntityKind::kTerm));
      f.value = present.units[static_cast<size_t>(p.unit)].text.substr(p.begin, p.end - p.begin);
      f.missing_in = Other(side);
      f.bead = bead;
      (side == Side::kA ? f.a_unit : f.b_unit) = p.unit;
      (side == Side::kA ? f.b_unit : f.a_unit) = (side == Side::kA ? b.b : b.a).front();
      f.begin = p.begin;
      f.end = p.end;
      FinishFinding(ctx, rule, &f, expected);
      out->push_back(std::move(f));
    }
  }
};

}  // namespace

std::unique_ptr<Check> MakeGlossaryCheck(const RuleSpec& /*spec*/) {
  return std::make_unique<GlossaryCheck>();
}

}  // namespace concord
