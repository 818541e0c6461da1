#include "rules/check.h"

#include <mutex>
#include <optional>

#include "rules/entity_match.h"
#include "rules/rendered_rows.h"
#include "rules/word_index.h"
#include "text/unicode.h"

namespace concord {

EntitiesByKind GroupEntitiesByKind(const Edition& e) {
  constexpr size_t kKinds = EntitiesByKind::kKinds;
  EntitiesByKind index;
  index.start.assign(1, 0);
  index.start.reserve(e.units.size() * kKinds + 1);
  size_t total = 0;
  for (const Unit& u : e.units) total += u.entities.size();
  index.entities.resize(total);
  // A unit's entities are counted by kind, then each is put in its kind's place: two passes
  // over them, not one per kind.
  for (size_t i = 0; i < e.units.size(); ++i) {
    const std::vector<Entity>& entities = e.units[i].entities;
    std::array<uint32_t, kKinds> at{};
    for (const Entity& ent : entities) ++at[static_cast<size_t>(ent.kind)];
    uint32_t next = index.start.back();
    for (size_t k = 0; k < kKinds; ++k) {
      index.per_kind[k] += at[k];
      const uint32_t count = at[k];
      at[k] = next;
      next += count;
      index.start.push_back(next);
    }
    for (const Entity& ent : entities) index.entities[at[static_cast<size_t>(ent.kind)]++] = &ent;
  }
  return index;
}

struct CheckContext::DocumentIndexes {
  std::once_flag built[2];
  std::optional<WordIndex> words[2];
  std::once_flag rows_built;
  std::optional<RenderedRows> rows_rendered;
};

CheckContext::CheckContext(const Edition& a, const Edition& b, const std::vector<Bead>& beads,
                           bool group_entities, const RunKnowledge* knowledge)
    : a(a),
      b(b),
      beads(beads),
      entities_grouped(group_entities),
      by_kind_a(group_entities ? GroupEntitiesByKind(a) : EntitiesByKind{}),
      by_kind_b(group_entities ? GroupEntitiesByKind(b) : EntitiesByKind{}),
      knowledge(knowledge),
      tags_a(a.lang),
      tags_b(b.lang),
      documents_(std::make_unique<DocumentIndexes>()) {}

CheckContext::~CheckContext() = default;

const WordIndex& CheckContext::DocumentWords(Side side) const {
  const int s = side == Side::kA ? 0 : 1;
  std::call_once(documents_->built[s], [&] {
    const Edition& edition = s == 0 ? a : b;
    // Units apart, as entity parity joins a bead's units with a space.
    std::vector<std::string_view> texts;
    texts.reserve(edition.units.size());
    for (const Unit& unit : edition.units) texts.push_back(unit.text);
    documents_->words[s].emplace(texts);
  });
  return *documents_->words[s];
}

const RenderedRows& CheckContext::RowsRenderedByComponents() const {
  std::call_once(documents_->rows_built, [&] { documents_->rows_rendered.emplace(*this); });
  return *documents_->rows_rendered;
}

std::string CutValue(std::string_view text) {
  size_t pos = 0, n = 0;
  while (pos < text.size() && n < kUnitValueChars) {
    NextCodePoint(text, &pos);
    ++n;
  }
  return std::string(text.substr(0, pos));
}

std::string UnitValue(const Unit& unit) { return CutValue(unit.text); }

Finding FileFinding(const CheckContext& ctx, const RuleSpec& rule, Side side, std::string kind,
                    std::string value, int line) {
  Finding f;
  f.kind = std::move(kind);
  f.value = std::move(value);
  f.missing_in = side;
  f.line = line;
  FinishFinding(ctx, rule, &f);
  return f;
}

void FinishFinding(const CheckContext& ctx, const RuleSpec& rule, Finding* f,
                   std::string_view expected) {
  f->rule = rule.id;
  f->severity = rule.severity;
  const Edition& present = f->missing_in == Side::kA ? ctx.b : ctx.a;
  const Edition& missing = f->missing_in == Side::kA ? ctx.a : ctx.b;
  const MessageVar vars[] = {{"value", f->value},
                             {"kind", f->kind},
                             {"rule", rule.id},
                             {"present", present.lang},
                             {"missing", missing.lang},
                             {"present_path", present.path},
                             {"missing_path", missing.path},
                             {"expected", expected}};
  f->message = FormatMessage(rule.message, vars);
}

}  // namespace concord
