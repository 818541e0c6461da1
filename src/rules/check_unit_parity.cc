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
// Nor is a unit that lies where the other edition has nothing but a self-closing MDX component
// that this edition never places (Edition::rendered_places): the component renders
// what this edition writes out by hand (a permission table, a list of platforms), and which
// rows it renders is not in the source to compare. Nor is a unit (not a heading) that is
// nothing but code of two or more words (a command, `$ pip install foo`) which the other
// edition's document has as code, word for word, inline or as a line of a code block
// (DocumentPresence::HasAsCode): the same command shown in another form, which the aligner
// cannot pair by words. Code of one word is not excused, an identifier being named in many
// places; nor is a heading, which is a section and not its mention. Nor is a unit (not a
// heading) that is, word for word, a line of a code block of the other edition's document and
// of none of its own (LineShownByOther): the line of an example whose indentation this edition
// lost, the same command in another form again.
// Nor is an entry of a table of contents whose heading the alignment pairs with a heading of the
// other edition (ContentsEntries): the section is there, whatever the other's list says.
// A unit paired with other Latin prose that a CJK edition keeps on a page it does not translate
// (OtherTextKept: a placeholder page, an old English page) has no counterpart either.
#include <algorithm>
#include <iterator>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "base/error.h"
#include "rules/builtin_checks.h"
#include "rules/code_match.h"
#include "rules/document_presence.h"
#include "rules/rendered_rows.h"
#include "rules/translated_urls.h"
#include "rules/unit_blocks.h"
#include "rules/unit_script.h"
#include "text/doc_paths.h"
#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Which beads without counterpart lie where the other edition renders content by a component:
// a run of beads between two in-order paired beads is a gap, and each edition places in it the
// components between its units of those two beads. A unit is excused where the other edition
// has nothing in the gap but components, one of them a component this edition never places:
// it writes out by hand what that component renders. Where the other edition writes units of
// its own in the gap, or this edition uses the component elsewhere (a <Since v="6.4" /> badge,
// a list of recipe links placed in another section), the gap is content one edition lacks,
// not a rendering. Each gap is read once: linear in the beads and the components.
class RenderedGaps {
 public:
  explicit RenderedGaps(const CheckContext& ctx) {
    if (ctx.a.rendered_places.empty() && ctx.b.rendered_places.empty()) return;
    const size_t n = ctx.beads.size();
    excused_a_.assign(ctx.a.units.size(), 0);
    excused_b_.assign(ctx.b.units.size(), 0);
    const std::unordered_set<std::string_view> all_a = AllNames(ctx.a), all_b = AllNames(ctx.b);
    int previous = -1;
    for (size_t i = 0; i < n;) {
      if (InOrderPair(ctx.beads[i])) {
        previous = static_cast<int>(i++);
        continue;
      }
      size_t end = i;
      while (end < n && !InOrderPair(ctx.beads[end])) ++end;
      const int next = end < n ? static_cast<int>(end) : -1;
      const std::vector<std::string_view> a = Names(ctx, Side::kA, previous, next);
      const std::vector<std::string_view> b = Names(ctx, Side::kB, previous, next);
      bool a_writes = false, b_writes = false;  // units of its own in the gap
      for (size_t k = i; k < end; ++k) {
        a_writes |= !ctx.beads[k].a.empty();
        b_writes |= !ctx.beads[k].b.empty();
      }
      const bool excuse_a = !b_writes && Lacks(all_a, b), excuse_b = !a_writes && Lacks(all_b, a);
      for (size_t k = i; k < end; ++k) {
        const Bead& bead = ctx.beads[k];
        if (bead.b.empty() && excuse_a)
          for (int u : bead.a) excused_a_[static_cast<size_t>(u)] = 1;
        if (bead.a.empty() && excuse_b)
          for (int u : bead.b) excused_b_[static_cast<size_t>(u)] = 1;
      }
      i = end;
    }
    SpreadOverBlocks(ctx.a, &excused_a_);
    SpreadOverBlocks(ctx.b, &excused_b_);
  }

  // Whether unit `u` of edition `present` is what a component of the other edition renders.
  bool RenderedByOther(int u, Side present) const {
    const std::vector<char>& excused = present == Side::kA ? excused_a_ : excused_b_;
    return !excused.empty() && excused[static_cast<size_t>(u)];
  }

 private:
  // A component renders a table or a list whole (UnitBlocks): where one row or item of it is
  // excused, so are the others, which a weak pair with the other edition's prose may have cut
  // from the gap (a stale translation's table beside the source's rewritten paragraphs).
  static void SpreadOverBlocks(const Edition& e, std::vector<char>* excused) {
    for (const UnitBlock& block : UnitBlocks(e)) {
      const auto begin_it = excused->begin() + static_cast<ptrdiff_t>(block.first);
      const auto end_it = excused->begin() + static_cast<ptrdiff_t>(block.end);
      if (block.kind != UnitBlock::kOther && std::find(begin_it, end_it, 1) != end_it)
        std::fill(begin_it, end_it, 1);
    }
  }

  static bool InOrderPair(const Bead& bead) {
    return !bead.a.empty() && !bead.b.empty() && !bead.moved;
  }

  // Whether `other` holds a name that `own` lacks.
  static bool Lacks(const std::unordered_set<std::string_view>& own,
                    const std::vector<std::string_view>& other) {
    return std::any_of(other.begin(), other.end(),
                       [&](std::string_view name) { return own.count(name) == 0; });
  }

  // The names of every component edition `e` places.
  static std::unordered_set<std::string_view> AllNames(const Edition& e) {
    std::unordered_set<std::string_view> names;
    for (const RenderedPlace& p : e.rendered_places) names.insert(p.name);
    return names;
  }

  // The names of the components that edition `side` places after its units of bead
  // `previous` and before those of bead `next` (-1: the document's start or end).
  static std::vector<std::string_view> Names(const CheckContext& ctx, Side side, int previous,
                                             int next) {
    const Edition& e = side == Side::kA ? ctx.a : ctx.b;
    auto units = [&](int b) -> const BeadUnits& {
      const Bead& paired = ctx.beads[static_cast<size_t>(b)];
      return side == Side::kA ? paired.a : paired.b;
    };
    const int after =
        previous < 0 ? 0 : e.units[static_cast<size_t>(units(previous).back())].last_line;
    const int before = next < 0 ? std::numeric_limits<int>::max()
                                : e.units[static_cast<size_t>(units(next).front())].line;
    std::vector<std::string_view> names;
    auto it = std::upper_bound(e.rendered_places.begin(), e.rendered_places.end(), after,
                               [](int line, const RenderedPlace& p) { return line < p.line; });
    for (; it != e.rendered_places.end() && it->line < before; ++it) names.push_back(it->name);
    return names;
  }

  std::vector<char> excused_a_, excused_b_;  // per unit; empty: no components
};

// A unit of one side of the pair.
struct UnitAt {
  Side side;
  int unit;
};

const Unit& UnitOf(const CheckContext& ctx, UnitAt at) {
  return (at.side == Side::kA ? ctx.a : ctx.b).units[static_cast<size_t>(at.unit)];
}

// Where one edition of the pair is a CJK one and the other is not (a source in Latin script):
// a 1-1 bead of a page that the CJK edition does not translate (EditionScripts::CjkMajority is
// false), whose two units are both Latin prose (unit_script.h), the CJK one not the source's
// text: fewer than half of the source unit's prose words (ForEachProseWord, case folded, each
// time it is written) are among its own. A placeholder page left in English ("This page needs a
// translation") or an old English page the source has since rewritten is paired by position
// with the source's units, which the CJK edition then lacks. On a page the CJK edition
// translates, a unit left in English is the untranslated check's, whatever its text.
class OtherTextKept {
 public:
  explicit OtherTextKept(const CheckContext& ctx) : ctx_(ctx) {
    const bool a = IsCjkLanguage(ctx.a.lang), b = IsCjkLanguage(ctx.b.lang);
    if (a == b) return;
    cjk_side_ = a ? Side::kA : Side::kB;
    cjk_.emplace(a ? ctx.a : ctx.b);
  }

  // The source's unit of `bead` for which the CJK edition keeps other Latin prose, if any.
  std::optional<UnitAt> SourceUnitWithout(const Bead& bead) {
    if (!cjk_ || bead.a.size() != 1 || bead.b.size() != 1) return std::nullopt;
    const bool cjk_a = cjk_side_ == Side::kA;
    const int there = cjk_a ? bead.a.front() : bead.b.front();
    const int source = cjk_a ? bead.b.front() : bead.a.front();
    const Unit& unit = (cjk_a ? ctx_.b : ctx_.a).units[static_cast<size_t>(source)];
    if (unit.implied || !cjk_->IsLatinProse(there) || cjk_->CjkMajority() ||
        ClassifyUnit(unit) != UnitScript::kLatinProse)
      return std::nullopt;
    if (MostWordsIn(unit, (cjk_a ? ctx_.a : ctx_.b).units[static_cast<size_t>(there)]))
      return std::nullopt;
    return UnitAt{Other(cjk_side_), source};
  }

 private:
  // Whether at least half of `unit`'s prose words are words of `other`'s prose.
  static bool MostWordsIn(const Unit& unit, const Unit& other) {
    std::unordered_set<std::string> there;
    ForEachProseWord(other, [&](std::string_view word) { there.insert(NormalizeKey(word)); });
    size_t words = 0, found = 0;
    ForEachProseWord(unit, [&](std::string_view word) {
      ++words;
      found += there.count(NormalizeKey(word));
    });
    return 2 * found >= words;
  }

  const CheckContext& ctx_;
  Side cjk_side_ = Side::kA;
  std::optional<EditionScripts> cjk_;
};

// Which units are entries of a table of contents whose section the other edition has: a list
// item that is one link to a later heading of its own page and nothing more
// (`- [Queue](#queue)`), where the alignment pairs that heading one to one with a heading of
// the other edition. The section is there; the other edition's contents list words the entry
// otherwise (`[队列（Queue）](#队列queue)`, which the aligner, holding headings by their anchors
// and sections, has no hold on) or leaves it out. An entry whose heading is unpaired is the
// section's absence, reported as before, and so is one whose heading is not found. A heading
// merged into a bead with the other edition's text is no sign that its section is there, nor
// is one paired with the title a site gives an aside ("Caution"), which heads no section. A link
// back to an earlier heading ("⬆ back to top") is not an entry: the other edition may lack it.
// A fragment names the n-th heading of one slug with "-n" after it, as GitHub and most site
// generators number repeated slugs.
class ContentsEntries {
 public:
  explicit ContentsEntries(const CheckContext& ctx) : ctx_(ctx) {}

  // Whether unit `u` of edition `side` is such an entry.
  bool SectionPaired(int u, Side side) {
    const Edition& e = side == Side::kA ? ctx_.a : ctx_.b;
    const UnitMarkup& m = *e.units[static_cast<size_t>(u)].markup;
    if (e.units[static_cast<size_t>(u)].kind != UnitKind::kListItem || m.links.size() != 1 ||
        m.link_texts.size() != 1 || !m.links.front().starts_with('#') ||
        LetterCount(e.units[static_cast<size_t>(u)].text) != LetterCount(m.link_texts.front()))
      return false;
    // Slugged again, lowercased as heading ids are (a slug is its own slug, but for case).
    const std::string id = HeadingSlug(PercentDecoded(std::string_view(m.links.front()).substr(1)));
    Headings& headings = side == Side::kA ? a_ : b_;
    if (!headings.built) Build(side, &headings);
    const auto it = headings.by_id.find(id);
    return it != headings.by_id.end() && it->second > u &&
           headings.paired[static_cast<size_t>(it->second)];
  }

 private:
  struct Headings {
    bool built = false;
    std::unordered_map<std::string, int> by_id;  // a heading's id → its unit
    std::vector<char> paired;  // per unit: paired one to one with a heading of the other
  };

  void Build(Side side, Headings* out) const {
    const Edition& e = side == Side::kA ? ctx_.a : ctx_.b;
    const Edition& other = side == Side::kA ? ctx_.b : ctx_.a;
    out->built = true;
    out->paired.assign(e.units.size(), 0);
    for (const Bead& bead : ctx_.beads) {
      const BeadUnits& own = side == Side::kA ? bead.a : bead.b;
      const BeadUnits& theirs = side == Side::kA ? bead.b : bead.a;
      if (own.size() != 1 || theirs.size() != 1) continue;
      const Unit& there = other.units[static_cast<size_t>(theirs.front())];
      if (there.kind == UnitKind::kHeading && !there.implied)
        out->paired[static_cast<size_t>(own.front())] = 1;
    }
    std::unordered_map<std::string_view, int> repeats;
    for (size_t u = 0; u < e.units.size(); ++u) {
      const Unit& unit = e.units[u];
      const std::string& id = unit.markup->heading_id;
      // An aside's title the site supplies is no heading of the page's: it gets no anchor, and
      // numbers no repeated slug.
      if (unit.kind != UnitKind::kHeading || unit.implied || id.empty()) continue;
      const int n = repeats[id]++;
      out->by_id.emplace(n == 0 ? id : id + "-" + std::to_string(n), static_cast<int>(u));
    }
  }

  const CheckContext& ctx_;
  Headings a_, b_;
};

class UnitParityCheck : public Check {
 public:
  explicit UnitParityCheck(std::set<UnitKind> kinds) : kinds_(std::move(kinds)) {}

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    const std::set<std::pair<Side, std::string_view>> repeats = RepeatsOfPairedUnits(ctx);
    const bool titles_paired = PageTitlesPaired(ctx);
    const RenderedGaps rendered(ctx);
    const RenderedRows& rendered_rows = ctx.RowsRenderedByComponents();
    DocumentPresence code_a(ctx, Side::kA, EntityKind::kCode);
    DocumentPresence code_b(ctx, Side::kB, EntityKind::kCode);
    OtherTextKept other_text(ctx);
    ContentsEntries contents(ctx);
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (!bead.a.empty() && !bead.b.empty()) {
        const auto source = other_text.SourceUnitWithout(bead);
        if (source && kinds_.count(UnitOf(ctx, *source).kind))
          out->push_back(Missing(ctx, rule, *source, bi));
        continue;
      }
      Side present = bead.a.empty() ? Side::kB : Side::kA;
      const Edition& e = present == Side::kA ? ctx.a : ctx.b;
      for (int u : present == Side::kA ? bead.a : bead.b) {
        const Unit& unit = e.units[static_cast<size_t>(u)];
        if (!kinds_.count(unit.kind) || unit.implied) continue;
        if (ListsOnly(unit, e, present == Side::kA ? ctx.b : ctx.a)) continue;
        if (rendered.RenderedByOther(u, present) || rendered_rows.ByOther(u, present)) continue;
        if (repeats.count({present, unit.text})) continue;
        if (contents.SectionPaired(u, present)) continue;
        if (titles_paired && IsPageTitleKey(unit.markup->front_matter_key)) continue;
        DocumentPresence& own_code = present == Side::kA ? code_a : code_b;
        DocumentPresence& other_code = present == Side::kA ? code_b : code_a;
        if (unit.kind != UnitKind::kHeading &&
            (CommandShownByOther(unit, other_code) || LineShownByOther(unit, other_code, own_code)))
          continue;
        out->push_back(Missing(ctx, rule, {present, u}, bi));
      }
    }
  }

 private:
  // The finding for unit `at` of bead `bi`, which the other edition lacks.
  static Finding Missing(const CheckContext& ctx, const RuleSpec& rule, UnitAt at, size_t bi) {
    const Unit& unit = UnitOf(ctx, at);
    Finding f;
    f.kind = std::string(UnitKindName(unit.kind));
    f.value = UnitValue(unit);
    f.missing_in = Other(at.side);
    f.bead = static_cast<int>(bi);
    (at.side == Side::kA ? f.a_unit : f.b_unit) = at.unit;
    f.end = unit.text.size();
    FinishFinding(ctx, rule, &f);
    return f;
  }

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

  // Whether code `key` has two words or more (CodeWords): a command or an expression, not a
  // name (`$ gradio`, `{ gradio }`) or punctuation.
  static bool IsCommand(std::string_view key) { return CodeWords(key).size() >= 2; }

  // Whether `unit` is code only, every code of it two words or more, and the other edition's
  // document (`other`) has each as code.
  static bool CommandShownByOther(const Unit& unit, DocumentPresence& other) {
    bool any_code = false;
    // Letters or digits outside the code spans are prose; punctuation (`。`) is not.
    size_t from = 0;
    auto prose_in = [&](size_t to) {
      const std::string_view text = std::string_view(unit.text).substr(0, to);
      for (size_t i = from; i < text.size();) {
        const char32_t c = NextCodePoint(text, &i);
        if (IsLetter(c) || IsDigit(c)) return true;
      }
      return false;
    };
    for (const Entity& ent : unit.entities) {  // in the order of their places
      if (ent.kind != EntityKind::kCode) continue;
      if (ent.end <= ent.begin || ent.begin < from || prose_in(ent.begin)) return false;
      from = ent.end;
      if (!IsCommand(ent.key) || !other.HasAsCode(ent.key)) return false;
      any_code = true;
    }
    return any_code && !prose_in(unit.text.size());
  }

  // Whether `unit` is, word for word, a whole line of a code block of the other edition's
  // document (`other`; DocumentPresence::HasAsBlockLine) and of no code block of its own
  // edition's (`own`): the same command written as a paragraph where the other edition indents
  // or fences it (`$ gpg --list-sigs` in text, a prompt's line in an example). Where its own
  // edition has the line as code too, the paragraph is prose that happens to repeat it (a
  // label whose words a diagram shows), which the other edition may lack. Two tokens separated
  // by a space at least: one token (a path, a model's id in a caption) is named in code and
  // prose alike, as an argument on a line of its own.
  static bool LineShownByOther(const Unit& unit, DocumentPresence& other, DocumentPresence& own) {
    return unit.text.find(' ') != std::string::npos && other.HasAsBlockLine(unit.text) &&
           !own.HasAsBlockLine(unit.text);
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

  // Whether `unit` of edition `e` is a language menu whose links all name `other`. A menu of
  // one link is that link and at most a label before it (IsLabelledLink). A link to the other
  // edition's document of the pair whose text names that edition's language ("🇬🇧 English" to
  // `../README.md`) is a menu's entry however the tree names its files
  // (`ko-KR/README-ko_KR.md`, which IsLanguageMenu's tags do not read).
  static bool ListsOnly(const Unit& unit, const Edition& e, const Edition& other) {
    const UnitMarkup& m = *unit.markup;
    if (!LinksOnlyTo(m.links, e.path, other.path)) return false;
    const std::string_view text = m.SoleLinkText();
    if (text.empty()) return IsLanguageMenu(m.links, e.path, text);
    return IsLabelledLink(unit.text, text) &&
           (IsLanguageMenu(m.links, e.path, text) || NamesLanguage(text, other.lang, e.lang));
  }

  // Whether `text` (a unit's) is its link's text `link_text` with no letter after it and, before
  // it, none or a label that ends with a colon ("Read this in other languages:"). A sentence
  // that links the other edition ("The [Korean](…) edition covers only the first chapters") says
  // something of its own, which the other edition may lack.
  static bool IsLabelledLink(std::string_view text, std::string_view link_text) {
    const size_t at = text.find(link_text);
    if (at == std::string_view::npos || LetterCount(text.substr(at + link_text.size())) > 0)
      return false;
    std::string_view label = text.substr(0, at);
    if (LetterCount(label) == 0) return true;
    while (!label.empty() && (label.back() == ' ' || label.back() == '*' || label.back() == '_'))
      label.remove_suffix(1);
    return label.ends_with(":") || label.ends_with("\xEF\xBC\x9A");  // ':' or '：'
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
