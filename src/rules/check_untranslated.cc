// check_untranslated.cc — the untranslated check: a unit of a Chinese, Japanese or Korean
// edition left in English, in a bead whose other side shows that it should have been
// translated.
//
// What script a unit is in, and what makes a CJK edition, is unit_script.h's. A Latin-prose
// unit of a CJK edition is reported when its counterpart is in its own script (the other
// edition is a CJK edition), or, when the other edition is not a CJK edition (an English
// source, itself in Latin script), when more than half of the unit's own edition (its units
// that have either kind of word) is in CJK script: then that edition translates, and this unit
// is one it has not. A unit whose every link names the document in another language
// (text/doc_paths.h, LinksNameDocument) is a language menu, site navigation whose label many
// trees keep in one language in every edition: it is not reported. Nor is a unit whose text
// every edition of its document writes, where the run has three editions of it or more
// (RunKnowledge::EveryEditionWrites): two translators who each left it as the source writes it
// (an error message quoted as the program prints it, an example's sample data) keep it by the
// project's choice. Nor one at a place where its edition keeps English prose in most
// translated pages of the folder (kept_places.h): one translator's choice for a template's
// part, shown by the pages it translates; but English after the page's last unit in its own
// script is an end the translation has not reached, reported wherever it stands.
#include <string>
#include <vector>

#include "rules/builtin_checks.h"
#include "rules/knowledge.h"
#include "rules/unit_script.h"
#include "text/doc_paths.h"

namespace concord {
namespace {

class UntranslatedCheck : public Check {
 public:
  // For the texts every edition of a document writes (RunKnowledge::EveryEditionWrites), which
  // a pair alone, of two editions, does not have.
  bool ReadsKnowledge() const override { return true; }

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    EditionScripts scripts[2] = {EditionScripts(ctx.a), EditionScripts(ctx.b)};
    if (!scripts[0].cjk_language() && !scripts[1].cjk_language()) return;
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;  // unit-parity speaks for those
      for (Side side : {Side::kA, Side::kB}) {
        EditionScripts& here = scripts[side == Side::kA ? 0 : 1];
        EditionScripts& other = scripts[side == Side::kA ? 1 : 0];
        if (!here.cjk_language()) continue;
        const BeadUnits& units = side == Side::kA ? bead.a : bead.b;
        const BeadUnits& counterpart = side == Side::kA ? bead.b : bead.a;
        for (int u : units) {
          if (!here.IsLatinProse(u) || !ShouldBeTranslated(here, other, counterpart)) continue;
          const Edition& e = side == Side::kA ? ctx.a : ctx.b;
          const Unit& unit = e.units[static_cast<size_t>(u)];
          if (LinksNameDocument(unit.markup->links, e.path)) continue;
          // Every edition of the document (three or more) writes it: kept by choice.
          if (ctx.knowledge && ctx.knowledge->EveryEditionWrites(e, unit.text)) continue;
          // Its edition keeps English prose at this place of the folder's pages: by choice. Not
          // after the page's last unit in its own script: an end the translation has not
          // reached, whatever place it stands at.
          if (ctx.knowledge && static_cast<size_t>(u) < here.EndOfOwnScript() &&
              ctx.knowledge->kept_places.Keeps(e, u))
            continue;
          Finding f;
          f.kind = std::string(UnitKindName(unit.kind));
          f.value = UnitValue(unit);
          f.missing_in = side;
          f.bead = static_cast<int>(bi);
          (side == Side::kA ? f.a_unit : f.b_unit) = u;
          (side == Side::kA ? f.b_unit : f.a_unit) = counterpart.front();
          FinishFinding(ctx, rule, &f);
          out->push_back(std::move(f));
        }
      }
    }
  }

 private:
  // Whether a unit of `here` aligned with `counterpart` of `other` should be in CJK script:
  // the counterpart is, in a CJK edition; or the other edition is not a CJK edition and most
  // of `here` is in CJK script.
  static bool ShouldBeTranslated(EditionScripts& here, EditionScripts& other,
                                 const BeadUnits& counterpart) {
    if (!other.cjk_language()) return here.CjkMajority();
    for (int u : counterpart)
      if (other.Of(u) == UnitScript::kCjk) return true;
    return false;
  }
};

}  // namespace

std::unique_ptr<Check> MakeUntranslated(const RuleSpec&) {
  return std::make_unique<UntranslatedCheck>();
}

}  // namespace concord
