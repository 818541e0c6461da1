// check_unit_parity.cc — the unit-parity check: a unit of the kinds a rule names (heading,
// paragraph, list item, front-matter field) that the alignment pairs with nothing in the other
// edition. A unit the site supplies (Unit::implied) is not the author's and is never reported,
// nor is a language menu that lists only the other edition (text/doc_paths.h): that edition
// does not list itself. Nor is a unit that repeats word for word a unit of its own edition
// that the alignment paired with the same text ("Made with okso.app" under each of three
// images, against one credit kept as written): the other edition has that text, once. A
// repeated translated unit (an item listed in two sections) is not of this kind: whether the
// other edition has its second copy is not told by the first. Nor is a page title of the front
// matter (title, linkTitle, sidebar_label: IsPageTitleKey) while another of the same page is
// paired with one of the other edition's: a site falls back on the title where a page has no
// link title, so the other edition names the page, with one name where this one gives two.
#include <algorithm>
#include <iterator>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "base/error.h"
#include "rules/builtin_checks.h"
#include "text/doc_paths.h"
#include "text/unicode.h"

namespace concord {
namespace {

class UnitParityCheck : public Check {
 public:
  explicit UnitParityCheck(std::set<UnitKind> kinds) : kinds_(std::move(kinds)) {}

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    const std::set<std::pair<Side, std::string_view>> repeats = RepeatsOfPairedUnits(ctx);
    const bool titles_paired = PageTitlesPaired(ctx);
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (!bead.a.empty() && !bead.b.empty()) continue;
      Side present = bead.a.empty() ? Side::kB : Side::kA;
      const Edition& e = present == Side::kA ? ctx.a : ctx.b;
      for (int u : present == Side::kA ? bead.a : bead.b) {
        const Unit& unit = e.units[static_cast<size_t>(u)];
        if (!kinds_.count(unit.kind) || unit.implied) continue;
        if (ListsOnly(unit, e, present == Side::kA ? ctx.b : ctx.a)) continue;
        if (repeats.count({present, unit.text})) continue;
        if (titles_paired && IsPageTitleKey(unit.markup->front_matter_key)) continue;
        Finding f;
        f.kind = std::string(UnitKindName(unit.kind));
        f.value = UnitValue(unit);
        f.missing_in = Other(present);
        f.bead = static_cast<int>(bi);
        (present == Side::kA ? f.a_unit : f.b_unit) = u;
        f.end = unit.text.size();
        FinishFinding(ctx, rule, &f);
        out->push_back(std::move(f));
      }
    }
  }

 private:
  // The texts of the units without counterpart that a 1-1 bead has word for word on both
  // sides, by side. Only beads as long as some unit without counterpart are compared.
  static std::set<std::pair<Side, std::string_view>> RepeatsOfPairedUnits(const CheckContext& ctx) {
    std::set<std::pair<Side, std::string_view>> lone, repeats;
    std::vector<size_t> lengths;
    for (const Bead& bead : ctx.beads) {
      if (!bead.a.empty() && !bead.b.empty()) continue;
      const Side side = bead.a.empty() ? Side::kB : Side::kA;
      const Edition& e = side == Side::kA ? ctx.a : ctx.b;
      for (int u : side == Side::kA ? bead.a : bead.b) {
        const std::string& text = e.units[static_cast<size_t>(u)].text;
        lone.insert({side, text});
        lengths.push_back(text.size());
      }
    }
    if (lone.empty()) return repeats;
    std::sort(lengths.begin(), lengths.end());
    for (const Bead& bead : ctx.beads) {
      if (bead.a.size() != 1 || bead.b.size() != 1) continue;
      const std::string& text = ctx.a.units[static_cast<size_t>(bead.a.front())].text;
      if (!std::binary_search(lengths.begin(), lengths.end(), text.size()) ||
          text != ctx.b.units[static_cast<size_t>(bead.b.front())].text)
        continue;
      for (const Side side : {Side::kA, Side::kB})
        if (lone.count({side, text})) repeats.insert({side, text});
    }
    return repeats;
  }

  // Whether a bead pairs a page title of each edition's front matter.
  static bool PageTitlesPaired(const CheckContext& ctx) {
    auto any_title = [](const Edition& e, const BeadUnits& units) {
      return std::any_of(units.begin(), units.end(), [&](int u) {
        return IsPageTitleKey(e.units[static_cast<size_t>(u)].markup->front_matter_key);
      });
    };
    return std::any_of(ctx.beads.begin(), ctx.beads.end(), [&](const Bead& bead) {
      return any_title(ctx.a, bead.a) && any_title(ctx.b, bead.b);
    });
  }

  // Whether `unit` of edition `e` is a language menu whose links all name `other`.
  static bool ListsOnly(const Unit& unit, const Edition& e, const Edition& other) {
    const UnitMarkup& m = *unit.markup;
    return IsLanguageMenu(m.links, e.path, m.SoleLinkText()) &&
           LinksOnlyTo(m.links, e.path, other.path);
  }

  std::set<UnitKind> kinds_;
};

}  // namespace

std::unique_ptr<Check> MakeUnitParity(const RuleSpec& spec) {
  constexpr UnitKind kAll[] = {UnitKind::kHeading, UnitKind::kParagraph, UnitKind::kListItem,
                               UnitKind::kFrontMatter};
  std::set<UnitKind> kinds(std::begin(kAll), std::end(kAll));
  auto it = spec.params.find("kinds");
  if (it != spec.params.end()) {
    kinds.clear();
    for (const std::string& v : it->second.values) {
      bool ok = false;
      for (UnitKind k : kAll) {
        if (UnitKindName(k) == v) {
          kinds.insert(k);
          ok = true;
        }
      }
      if (!ok)
        BadParam(
            spec, "kinds",
            UnknownValue("unit kind", v, {"heading", "paragraph", "list-item", "front-matter"}));
    }
  }
  return std::make_unique<UnitParityCheck>(std::move(kinds));
}

}  // namespace concord
