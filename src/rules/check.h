// check.h — what a check is: the interface every built-in check implements, the pair it reads
// (CheckContext) and how it gives up (RuleFailure).
//
//   const CheckContext ctx(a, b, alignment);     // once per pair of editions
//   const CheckContext ctx(a, b, alignment, true, &knowledge);   // with the run's (knowledge.h)
//   for (const Rule& r : rules.rules)            // rule_set.h
//     r.check->Run(ctx, r.spec, &findings);      // may throw RuleFailure: that rule only
//
// A check object is built once per loaded rule (checks.h) and runs on every pair of the run,
// possibly on several threads at once: Run is const, and what a check counts over the whole
// run (a regex time budget) is its own, thread-safe business. Everything a check reads of one
// pair is in the context, built before the first check runs, but for one index that only some
// pairs need: each edition's document words (DocumentWords), built on the first call for all
// the checks of the pair, thread-safe. What a check knows of the whole run (a tree's other
// documents) is the RunKnowledge the context points to, built before any check of the run.
#ifndef CONCORD_CHECK_H_
#define CONCORD_CHECK_H_

#include <array>
#include <cstdint>
#include <iterator>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "rules/rule_spec.h"
#include "text/lang_code.h"

namespace concord {

struct RunKnowledge;  // knowledge.h
class WordIndex;      // word_index.h
class Glossary;       // glossary.h
class RenderedRows;   // rendered_rows.h

// An edition's entities grouped by unit and kind, so that a rule about one kind reads only
// those: entities[start[u·K + k] … start[u·K + k + 1]) are unit u's of kind k (K kinds, in
// position order).
struct EntitiesByKind {
  static constexpr size_t kKinds = std::size(kAllEntityKinds);

  std::vector<const Entity*> entities;
  std::vector<uint32_t> start;
  std::array<uint32_t, kKinds> per_kind{};  // the edition's of each kind
};

// Groups `e`'s entities: two passes over them (count by kind, then place), not one per kind.
// The result points into `e`.
EntitiesByKind GroupEntitiesByKind(const Edition& e);

// Unit u's entities of kind k. REQUIRES: `index` grouped from an edition with unit u.
inline std::span<const Entity* const> EntitiesOf(const EntitiesByKind& index, int u, EntityKind k) {
  const size_t slot = static_cast<size_t>(u) * EntitiesByKind::kKinds + static_cast<size_t>(k);
  return {index.entities.data() + index.start[slot], index.start[slot + 1] - index.start[slot]};
}

// One pair of editions and their alignment, as every check of a run reads it.
struct CheckContext {
  // `group_entities`: whether to group both editions' entities by kind (by_kind_a, by_kind_b)
  // for the checks that read them (Check::ReadsEntitiesByKind); a run whose checks do not
  // (NeedsEntitiesByKind, rule_set.h) is spared the grouping. `knowledge`: the run's
  // (knowledge.h), which must outlive the context; nullptr: a check that reads it
  // (Check::ReadsKnowledge) builds it from this pair alone.
  CheckContext(const Edition& a, const Edition& b, const std::vector<Bead>& beads,
               bool group_entities = true, const RunKnowledge* knowledge = nullptr);
  ~CheckContext();

  // Edition `side`'s entities by kind. REQUIRES: built with group_entities.
  const EntitiesByKind& by_kind(Side side) const {
    return side == Side::kA ? by_kind_a : by_kind_b;
  }

  const Edition& a;
  const Edition& b;
  const std::vector<Bead>& beads;
  const bool entities_grouped;
  const EntitiesByKind by_kind_a, by_kind_b;  // empty unless entities_grouped
  const RunKnowledge* const knowledge;        // may be nullptr
  const Glossary* glossary = nullptr;         // the run's glossary; null when there is none
  // The language tags of each edition (text/lang_code.h), made once for every check of the
  // pair: ICU reads a language's parts and names each time tags are made.
  const LanguageTags tags_a, tags_b;

  // The words of edition `side`'s whole document: its units' texts as written, one after the
  // other (word_index.h), where entity parity with `scope: document` looks for
  // what the other edition's bead has (document_presence.h). Built on the first call for the
  // side, once for every check of the pair; safe to call from several threads.
  const WordIndex& DocumentWords(Side side) const;

  // The table rows of each edition that a component of the other renders (rendered_rows.h),
  // which neither unit parity reports nor entity parity compares. Built on the first call
  // (which may ask DocumentWords), once for every check of the pair; safe to call from
  // several threads.
  const RenderedRows& RowsRenderedByComponents() const;

 private:
  struct DocumentIndexes;  // check.cc
  std::unique_ptr<DocumentIndexes> documents_;
};

// Thrown by Check::Run when a rule cannot complete (a regex hit its time limit, or the rule
// used up its time budget for the run). The run goes on without that rule; the failure is
// listed in Report::rule_failures.
class RuleFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Check {
 public:
  virtual ~Check() = default;
  // Appends findings (rule, kind, severity, value, sides, units, message) to *out.
  virtual void Run(const CheckContext& ctx, const RuleSpec& rule,
                   std::vector<Finding>* out) const = 0;
  // Whether Run reads CheckContext::by_kind_a and by_kind_b.
  virtual bool ReadsEntitiesByKind() const { return false; }
  // Whether Run reads CheckContext::knowledge (or builds it from the pair when it is null).
  virtual bool ReadsKnowledge() const { return false; }
  // Whether the check has used up a budget it has for the whole run (a pattern's regex time,
  // shared by every pair it runs on), and the message that says so. A check object lives as
  // long as its RuleSet: one per run.
  virtual bool BudgetExceeded() const { return false; }
  virtual std::string BudgetFailure(const RuleSpec& /*rule*/) const { return ""; }
};

// The value of a finding about a whole unit: its text cut to kUnitValueChars code points.
inline constexpr size_t kUnitValueChars = 120;
std::string UnitValue(const Unit& unit);
// `text` cut so, for a finding's value that quotes a line.
std::string CutValue(std::string_view text);

// A finding about the file of edition `side` rather than a unit of it (a front matter or a code
// fence at fault): no bead, no unit, `missing_in` the side at fault and Finding::line the 1-based
// line of the defect there, finished (FinishFinding).
Finding FileFinding(const CheckContext& ctx, const RuleSpec& rule, Side side, std::string kind,
                    std::string value, int line);

// Fills rule, severity and message (rule.message with its placeholders filled) of a finding
// whose other fields are set. `expected`: what {expected} stands for (the glossary check's
// renderings); empty for other checks.
void FinishFinding(const CheckContext& ctx, const RuleSpec& rule, Finding* f,
                   std::string_view expected = {});

}  // namespace concord

#endif  // CONCORD_CHECK_H_
