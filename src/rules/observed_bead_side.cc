#include "rules/observed_bead_side.h"

#include <algorithm>

#include "text/unicode.h"

namespace concord {
namespace {

// Whether `key` is one word of Latin letters and ASCII digits and nothing else.
bool IsOneLatinWord(std::string_view key) {
  size_t pos = 0;
  while (pos < key.size())
    if (!IsLatinWordChar(NextCodePoint(key, &pos))) return false;
  return !key.empty();
}

// Whether the unit has code spans, URLs or emails, which are not prose.
bool HasNonProse(const Unit& unit) {
  return std::any_of(unit.entities.begin(), unit.entities.end(), [](const Entity& e) {
    return e.kind == EntityKind::kCode || e.kind == EntityKind::kUrl ||
           e.kind == EntityKind::kEmail;
  });
}

// A unit's text with code spans, URLs and emails blanked out: what it writes as prose.
std::string Prose(const Unit& unit) {
  std::string text = unit.text;
  for (const Entity& e : unit.entities) {
    if (e.kind != EntityKind::kCode && e.kind != EntityKind::kUrl && e.kind != EntityKind::kEmail)
      continue;
    if (e.begin < e.end && e.end <= text.size()) std::fill(&text[e.begin], &text[e.end], ' ');
  }
  return text;
}

}  // namespace

bool MayBeRendered(const Entity& e) {
  if (e.kind == EntityKind::kCode) return IsOneLatinWord(e.key);
  return IsRenderedKind(e.kind);
}

void ProseOf(const Edition& y, const BeadUnits& ys, std::vector<std::string>* blanked,
             std::vector<std::string_view>* prose) {
  blanked->clear();
  blanked->reserve(ys.size());  // the views point into it: it may not move
  prose->clear();
  for (int u : ys) {
    const Unit& unit = y.units[u];
    prose->push_back(HasNonProse(unit) ? std::string_view(blanked->emplace_back(Prose(unit)))
                                       : std::string_view(unit.text));
  }
}

bool ObservedBeadSide::MayRender() {
  if (may_render_ < 0)
    may_render_ = std::any_of(units_->begin(), units_->end(), [&](int u) {
      const std::vector<Entity>& entities = edition_->units[u].entities;
      return std::any_of(entities.begin(), entities.end(),
                         [](const Entity& e) { return MayBeRendered(e); });
    });
  return may_render_ > 0;
}

const std::vector<std::string_view>& ObservedBeadSide::Prose() {
  if (!prose_read_) ProseOf(*edition_, *units_, &blanked_, &prose_);
  prose_read_ = true;
  return prose_;
}

const LatinWordKeys& ObservedBeadSide::Words() {
  if (!words_read_) words_.Read(Prose());
  words_read_ = true;
  return words_;
}

}  // namespace concord
