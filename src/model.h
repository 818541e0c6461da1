// model.h — the plain data that flows through the pipeline, named once.
//
//   read → Document → segment → Edition of Units → extract → Units carry Entities
//        → align → Beads → rules → Findings → Report → writers
//
// A *unit* is a heading, paragraph, list item or front-matter field: the smallest piece of text
// that two editions are expected to have in common. An *entity* is something inside a unit that
// survives translation (a name, a title, an email, a URL, a number, inline code, a term kept in
// Latin script); its `key` is the value after NormalizeKey(), the only form ever compared. A *bead*
// pairs 0–2 consecutive units of edition A with 0–2 consecutive units of edition B; a monotone
// sequence of beads that covers every unit once is an alignment.
#ifndef CONCORD_MODEL_H_
#define CONCORD_MODEL_H_

#include <algorithm>
#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/compact_string.h"

namespace concord {

// kFrontMatter: a prose field of a Markdown page's front matter (description, summary …),
// kept apart so that rules can treat it on its own.
enum class UnitKind { kHeading, kParagraph, kListItem, kFrontMatter };
// "heading", "paragraph", "list-item", "front-matter": the names used in JSON and rule files.
std::string_view UnitKindName(UnitKind kind);

enum class EntityKind : uint8_t { kName, kTitle, kEmail, kUrl, kNumber, kCode, kTerm };
inline constexpr EntityKind kAllEntityKinds[] = {
    EntityKind::kName,   EntityKind::kTitle, EntityKind::kEmail, EntityKind::kUrl,
    EntityKind::kNumber, EntityKind::kCode,  EntityKind::kTerm};
std::string_view EntityKindName(EntityKind kind);
std::optional<EntityKind> ParseEntityKind(std::string_view name);

// Whether a translator may render entities of `kind` in the translation's own script (names,
// titles, terms), as against those written alike in every script: the kinds the evidence rule
// judges.
inline bool IsRenderedKind(EntityKind kind) {
  return kind == EntityKind::kName || kind == EntityKind::kTitle || kind == EntityKind::kTerm;
}

// What Markdown an entity was read from, when not from the unit's text alone: a link's target
// (a URL, not in the text) or a link's text (a title that translators translate, compared only
// where both editions keep it in Latin script).
enum class EntitySource : uint8_t { kText, kLinkTarget, kLinkText };

// An edition of a long document holds hundreds of thousands of entities: an entity keeps its
// key (in a CompactString, half a std::string's size) and its place, and its value as written
// is read from its unit (EntityValue() below).
struct Entity {
  CompactString key;   // comparison form: NormalizeKey(value), plus kind-specific folding
  uint32_t begin = 0;  // byte offsets of the entity's span in Unit::text (possessive 's and
  uint32_t end = 0;    // brackets left out); a Markdown link target has none: both 0
  EntityKind kind = EntityKind::kName;
  EntitySource source = EntitySource::kText;
  // kLinkTarget: the target's place in UnitMarkup::links, plus 1; kLinkText: the text's place
  // in UnitMarkup::link_texts, plus 1; else 0.
  uint32_t link = 0;
};

// What only Markdown gives a unit.
// In UnitMarkup::disabled_rules, the mark of an exception to "*": "!numbers" is on though "*"
// is off (a <!-- concord-enable numbers --> after a bare <!-- concord-disable -->).
inline constexpr std::string_view kRuleExceptionMark = "!";

struct UnitMarkup {
  // Link targets (→ url entities) and link texts (→ title candidates) of the unit, which its
  // plain text no longer shows as syntax; link_text_targets[i] is the target of the link whose
  // text is link_texts[i] (images have a target and no text: `links` holds theirs too).
  std::vector<std::string> links;
  std::vector<std::string> link_texts;
  std::vector<std::string> link_text_targets;
  // The texts the author set in emphasis (*…*, **…**; one inside another is a part of it),
  // white space collapsed, in order. An emphasis sets its words apart from those beside it:
  // "**Note** Windows …" is a label and a name, not the name "Note Windows".
  std::vector<std::string> emphasized;
  // The unit opens with emphasized[0]: nothing visible stands before that emphasis ("**Note**
  // The …"). The texts alone cannot say so: a plain word may also stand earlier ("Docker
  // Compose starts **Docker**").
  bool opens_with_emphasis = false;
  // Rule ids that inline comments (<!-- concord-disable … -->) turn off for this unit;
  // "*" turns off every rule but those it lists as exceptions ("!id", turned on again by a
  // <!-- concord-enable id --> after it).
  std::vector<std::string> disabled_rules;
  // A heading's anchor id: the one it sets ("## 上下文 {#context}") or else the one site
  // generators derive from its text (HeadingSlug). Links point at it, so it survives
  // translation where the heading's words do not; the aligner reads it as an anchor.
  std::string heading_id;
  // A front-matter field's key as configured ("description", "banner.content"): the key is not
  // translated, so the aligner reads it as an anchor (IsPageTitleKey groups the page's titles).
  std::string front_matter_key;
  // The fenced code blocks that come after the unit and before the next unit with text, as
  // written (segment/markdown_walk.cc): the examples a lead-in introduces ("Run:" over a
  // block), which the code-blocks check compares where the lead-ins are paired.
  std::vector<std::string> code_blocks;
  // The indented code blocks there, as written: not an example a lead-in introduces (in
  // Markdown such a block is as often text indented by mistake), so neither compared nor an
  // anchor; only where the document writes a command (DocumentPresence, the code-blocks
  // check's lines written elsewhere): an edition that indents the example the other fences.
  std::vector<std::string> indented_code_blocks;
  // The distinct words of the code in those blocks, sorted, as the extraction stage reads them
  // (extract/code_block_words.h): anchors by which the aligner pairs a lead-in.
  std::vector<std::string> code_block_words;

  // The text of the unit's one link with text, or "" when it has none or several: a language
  // menu of one link is told by it (text/doc_paths.h, IsLanguageMenu).
  std::string_view SoleLinkText() const {
    return link_texts.size() == 1 ? std::string_view(link_texts.front()) : std::string_view();
  }
};

// Whether front-matter key `key` names the page (title, linkTitle, sidebar_label): a site
// falls back on the title where a page has no link title, so an edition may give one name
// where another gives two.
inline bool IsPageTitleKey(std::string_view key) {
  return key == "title" || key == "linkTitle" || key == "sidebar_label";
}

// A UnitMarkup kept out of line and made on first change: most units have none (a plain-text
// edition's never do), and an edition holds a Unit per paragraph, whose every pass over the
// units reads past what the unit carries. Copied with its unit, like a member.
class UnitMarkupBox {
 public:
  UnitMarkupBox() = default;
  UnitMarkupBox(const UnitMarkupBox& other) : box_(Copy(other)) {}
  UnitMarkupBox(UnitMarkupBox&&) noexcept = default;
  UnitMarkupBox& operator=(const UnitMarkupBox& other) {
    if (this != &other) box_ = Copy(other);
    return *this;
  }
  UnitMarkupBox& operator=(UnitMarkupBox&&) noexcept = default;

  const UnitMarkup& operator*() const { return box_ ? *box_ : Empty(); }
  const UnitMarkup* operator->() const { return &**this; }
  UnitMarkup& Mutable() {
    if (!box_) box_ = std::make_unique<UnitMarkup>();
    return *box_;
  }

 private:
  static std::unique_ptr<UnitMarkup> Copy(const UnitMarkupBox& other) {
    return other.box_ ? std::make_unique<UnitMarkup>(*other.box_) : nullptr;
  }
  static const UnitMarkup& Empty() {
    static const UnitMarkup empty;
    return empty;
  }
  std::unique_ptr<UnitMarkup> box_;
};

// An edition holds a Unit per paragraph: the small fields are kept together, and the marker,
// empty in most units, in a CompactString.
struct Unit {
  UnitKind kind = UnitKind::kParagraph;
  int line = 0;       // 1-based line of the unit's first line in its file
  int last_line = 0;  // 1-based line of its last line
  // A GFM table row: kind paragraph, the unit kinds of the JSON contract, but the aligner
  // pairs rows with rows (align/bead_cost.h).
  bool table_row = false;
  // Text the site supplies rather than the author (an admonition's default title, "Note"):
  // aligned like the rest, never reported missing (segment/admonitions.h).
  bool implied = false;
  // A list item's nesting: 1 for an item of a top-level list, 2 for one of a list inside it,
  // and so on (at most 255); 0 for other units and plain text.
  uint8_t list_depth = 0;
  // A Markdown heading's level: 1 for `#`, 2 for `##`, and so on; 0 for other units, and for
  // headings whose level the source does not give (plain text, HTML, a front-matter title).
  uint8_t heading_level = 0;
  std::string text;      // the unit's text, list marker removed, lines joined by a space
  CompactString marker;  // the list marker as written ("•", "1.", "(a)"), empty for others
  std::vector<Entity> entities;  // filled by the extraction stage
  UnitMarkupBox markup;          // Markdown only: links, link texts, rules turned off
};

// The entity as written in `unit`, as its extractor (extract/entities.h) found it: the text of
// its span; for an email, the address as read (spelled-out "at" and "dot" undone), which is its
// key; for inline code, the code without the spaces and tabs around it (its key, unless CJK
// runs in it were masked); for a Markdown link target, the link as written (Entity::link).
// Inline: checks call it for every entity they report, writers for every entity they show.
inline std::string_view EntityValue(const Unit& unit, const Entity& entity) {
  if (entity.kind == EntityKind::kEmail) return entity.key;
  if (entity.source == EntitySource::kLinkTarget) {
    const std::vector<std::string>& links = unit.markup->links;
    return entity.link <= links.size() ? std::string_view(links[entity.link - 1]) : entity.key;
  }
  std::string_view span =
      std::string_view(unit.text).substr(entity.begin, entity.end - entity.begin);
  if (entity.kind == EntityKind::kCode) {
    while (!span.empty() && (span.front() == ' ' || span.front() == '\t')) span.remove_prefix(1);
    while (!span.empty() && (span.back() == ' ' || span.back() == '\t')) span.remove_suffix(1);
  }
  return span;
}

// What is wrong with a Markdown page's front matter (not closed, not YAML), as the segmenter
// found it; the front-matter rule reports it.
struct FrontMatterDefect {
  int line = 1;         // 1-based line in the file
  std::string message;  // "front matter is not closed; line 85 starts with '---' …"
};

// A fenced code block that a Markdown page does not close where it means to: a line inside it
// starts as its fence does but has text after it (segment/unclosed_fences.h), and the page
// renders as code past it. The segmenter reads that line as the block's closing fence; the
// code-fences rule reports it.
struct UnclosedFence {
  int line = 1;          // 1-based line of the opening fence
  int closing_line = 1;  // the line meant to close it
  std::string closing;   // that line as written, from its fence on ("````$ kill -9 1664` …")
};

// A place where the site renders content that the source does not hold: a self-closing MDX
// component (<PluginPermissions plugin="store" />) that fills in a table or a list, which
// another edition may write out by hand instead.
struct RenderedPlace {
  int line = 0;      // 1-based line of the component's tag
  std::string name;  // "PluginPermissions"
};

struct Edition {
  std::string path;  // as it is shown to the user
  std::string lang;  // "zh", "ko", "ja", "en", or what --lang-* said
  std::vector<Unit> units;
  // Code points in each line of the file (index 0 is line 1), for exact regions in reports.
  std::vector<int> line_lengths;
  std::optional<FrontMatterDefect> front_matter_defect;  // Markdown only
  std::vector<UnclosedFence> unclosed_fences;            // Markdown only, in line order
  std::vector<RenderedPlace> rendered_places;            // MDX only, in line order
};

// One side of a bead: consecutive indices into Edition::units, none, one or more, kept as
// their first and their count (an alignment of a long pair has hundreds of thousands of
// beads). The search makes sides of at most two units; align/joins.h may add more.
class BeadUnits {
 public:
  // The side's unit indices, counted: what std::ranges::iota_view<int, int> gives, which
  // clang 14 cannot compile with libstdc++ 12's ranges (the fuzz build, tools/fuzz.sh).
  class const_iterator {
   public:
    using iterator_category = std::random_access_iterator_tag;
    using value_type = int;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = int;

    const_iterator() = default;
    explicit const_iterator(int unit) : unit_(unit) {}
    int operator*() const { return unit_; }
    int operator[](difference_type n) const { return unit_ + static_cast<int>(n); }
    const_iterator& operator++() { return *this += 1; }
    const_iterator operator++(int) { return std::exchange(*this, *this + 1); }
    const_iterator& operator--() { return *this -= 1; }
    const_iterator operator--(int) { return std::exchange(*this, *this - 1); }
    const_iterator& operator+=(difference_type n) {
      unit_ += static_cast<int>(n);
      return *this;
    }
    const_iterator& operator-=(difference_type n) { return *this += -n; }
    friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
    friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
    friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
    friend difference_type operator-(const_iterator a, const_iterator b) {
      return a.unit_ - b.unit_;
    }
    friend bool operator==(const_iterator a, const_iterator b) = default;
    friend auto operator<=>(const_iterator a, const_iterator b) = default;

   private:
    int unit_ = 0;
  };

  BeadUnits() = default;
  BeadUnits(std::initializer_list<int> units) {
    for (int u : units) push_back(u);
  }
  // REQUIRES: `unit` follows the side's last unit (or the side is empty).
  void push_back(int unit) {
    if (size_ == 0) {
      first_ = unit;
    } else if (unit != first_ + static_cast<int>(size_)) {
      throw std::invalid_argument("a bead side holds consecutive units");
    }
    ++size_;
  }
  // Adds the unit before the side's first. REQUIRES: the side is not empty.
  void push_front() {
    --first_;
    ++size_;
  }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  int operator[](size_t i) const { return first_ + static_cast<int>(i); }
  int front() const { return first_; }
  int back() const { return first_ + static_cast<int>(size_) - 1; }
  const_iterator begin() const { return const_iterator(first_); }
  const_iterator end() const { return const_iterator(first_ + static_cast<int>(size_)); }
  bool operator==(const BeadUnits& other) const {
    return size_ == other.size_ && (size_ == 0 || first_ == other.first_);
  }

 private:
  int first_ = 0;
  uint32_t size_ = 0;
};

struct Bead {
  BeadUnits a;
  BeadUnits b;
  double score = 0.0;  // 0..1, how sure the aligner is that the two sides correspond
  // Paired out of order: B's unit lies elsewhere in B's order, the unit an edition moved
  // (align/moves.h). The bead stands where its A unit is.
  bool moved = false;
};

enum class Severity { kInfo, kWarning, kError };
std::string_view SeverityName(Severity severity);
std::optional<Severity> ParseSeverity(std::string_view name);

enum class Side { kA, kB };
inline Side Other(Side s) { return s == Side::kA ? Side::kB : Side::kA; }
inline std::string_view SideName(Side s) { return s == Side::kA ? "a" : "b"; }

struct Finding {
  std::string rule;  // id of the rule that reported it (its file stem)
  std::string kind;  // an EntityKindName or a UnitKindName
  Severity severity = Severity::kError;
  std::string value;  // the entity as written, or the unit's text
  Side missing_in = Side::kA;
  int bead = -1;    // index into Report::alignment
  int a_unit = -1;  // the unit on each side the finding is about (-1: none)
  int b_unit = -1;
  size_t begin = 0, end = 0;  // span of `value` in the present side's unit text
  std::string message;
  // A finding about a file rather than a unit (front-matter): bead, a_unit and b_unit are -1,
  // missing_in is the side whose file is at fault, and this is its 1-based line there; else 0.
  int line = 0;
  // A finding about a unit without counterpart belongs to a block: the run of such findings
  // next to each other in Report::findings, missing from the same side, on the same or the
  // next bead (the rows of a table one edition lacks, a dropped section). The block's id, set
  // by NumberBlocks(); a run of one has its own. 0: not about a unit without counterpart.
  int block = 0;
  // With a source edition (a tree's `source`, side a of each of its pairs): the item is one
  // only the translation has and missing_in is the source. A translator's addition, not a
  // defect of the source: writers report it on the translation ("extra in zh", ReportedOn).
  bool extra = false;
};

// The side whose file a finding is reported on: the side that lacks the item, or the
// translation that alone has an extra one.
inline Side ReportedOn(const Finding& f) { return f.extra ? Other(f.missing_in) : f.missing_in; }

// What writers may say about a rule (SARIF's rules[], HTML legends).
struct RuleInfo {
  std::string id;
  std::string check;       // the built-in check it names
  std::string parameters;  // "kind=name", as written in the rule file
  std::string description;
  Severity severity = Severity::kError;
};

// The rule id of missing-document findings, built in (no rule file): rules refuse it as a rule
// file's id, project/ reports it, writers name it.
inline constexpr const char* kMissingDocumentRule = "missing-document";

// A finding a team accepted (rules/suppression.h): kept for the formats that show it as such
// (SARIF's `suppressions`), never counted or shown as a finding.
struct SuppressedFinding {
  Finding finding;
  bool in_source = false;   // an inline <!-- concord-disable… --> comment names its rule
  int baseline_entry = -1;  // the baseline entry it matches (its index), or -1
};

struct Report {
  std::vector<RuleInfo> rules;  // the rules that ran, sorted by id
  Edition a;
  Edition b;
  std::vector<Bead> alignment;
  std::vector<Finding> findings;           // sorted by position, then rule and value
  std::vector<std::string> rule_failures;  // rules that could not run (e.g. regex time-out)
  std::vector<std::string> warnings;       // about the input, for stderr
  size_t suppressed = 0;                   // findings removed by inline comments or the baseline
  std::vector<SuppressedFinding> suppressed_findings;  // those findings, in the order found
};

// Sets Finding::block of the report's findings, which must be in their final order (sorted,
// suppressed ones removed): blocks numbered `first`, `first` + 1, … in that order. Returns the
// next free id, so that the pairs of one document of a tree number on. The grouping is made
// here once: every writer reads it (a text hunk, a JSON or SARIF block id).
int NumberBlocks(Report* report, int first = 1);

// 1-based line of unit `index` of `e`, or nullopt for index -1.
inline std::optional<int> UnitLine(const Edition& e, int index) {
  if (index < 0 || static_cast<size_t>(index) >= e.units.size()) return std::nullopt;
  return e.units[static_cast<size_t>(index)].line;
}

// The line a finding shows for `side` (edition `e`): its unit's, or Finding::line on the side
// at fault for a finding about the file.
inline std::optional<int> FindingLine(const Edition& e, const Finding& f, Side side) {
  if (f.line > 0 && f.missing_in == side) return f.line;
  return UnitLine(e, side == Side::kA ? f.a_unit : f.b_unit);
}

}  // namespace concord

#endif  // CONCORD_MODEL_H_
