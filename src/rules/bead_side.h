// bead_side.h — one side of a bead as entity parity reads it (internal to rules/): its units'
// text, and what is indexed of it on first use.
//
//   BeadSide other(ctx.b, bead.b, &number_words);
//   if (other.index().HasNumber("3")) ...   // the text is joined and indexed here, once
#ifndef CONCORD_RULES_BEAD_SIDE_H_
#define CONCORD_RULES_BEAD_SIDE_H_

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "extract/entities.h"
#include "model.h"
#include "rules/code_match.h"
#include "rules/entity_match.h"
#include "rules/link_counterparts.h"
#include "rules/name_forms.h"
#include "text/mustache.h"
#include "text/number_words.h"
#include "text/unicode.h"

namespace concord {

// `units` of `e`, with the unit after them where the last one introduces it (EndsWithColon).
inline BeadUnits WithIntroduced(const Edition& e, const BeadUnits& units) {
  BeadUnits out = units;
  const auto next = static_cast<size_t>(units.back()) + 1;
  if (next < e.units.size() && EndsWithColon(e.units[next - 1].text))
    out.push_back(static_cast<int>(next));
  return out;
}

// The units of one side of a bead, and the words and numbers of their normalized text, indexed
// only when an entity of the other side is not found among this side's entities of its kind:
// most beads never need it, and a clean pair of editions never builds one.
class BeadSide {
 public:
  // `words`: the number words of the edition's language (TextIndex::HasNumber). The units from
  // `introduced` on are the example the side's last unit introduces (WithIntroduced): their
  // `{{…}}` placeholders are not text, for a placeholder's value is a sample, not a fact the
  // description may name (`tail -n {{8}}` under "the last 'count' lines" names no 8).
  BeadSide(const Edition& e, const BeadUnits& units, NumberWords* words,
           size_t introduced = SIZE_MAX)
      : edition_(e), units_(units), number_words_(words), introduced_(introduced) {}
  NumberWords* number_words() const { return number_words_; }
  const BeadUnits& units() const { return units_; }
  // The units' texts, joined by a space.
  const std::string& text() const {
    if (!text_) {
      text_.emplace();
      for (size_t i = 0; i < units_.size(); ++i) {
        const std::string& unit = edition_.units[static_cast<size_t>(units_[i])].text;
        if (i < introduced_) {
          *text_ += unit;
        } else {
          size_t copied = 0;
          ForEachPlaceholder(unit, [&](size_t begin, size_t close) {
            text_->append(unit, copied, begin - copied);
            copied = close;
          });
          text_->append(unit, copied);
        }
        *text_ += ' ';
      }
    }
    return *text_;
  }
  const TextIndex& index() const {
    if (!index_) index_.emplace(NormalizeKeyOutsideCjk(text()), text(), number_words_);
    return *index_;
  }
  // The words (CodeWords) of each code span of these units, in the order they are written.
  const std::vector<std::vector<std::string_view>>& code_words() const {
    if (!code_words_) {
      code_words_.emplace();
      for (int u : units_)
        for (const Entity& ent : edition_.units[static_cast<size_t>(u)].entities)
          if (ent.kind == EntityKind::kCode) code_words_->push_back(CodeWords(ent.key));
    }
    return *code_words_;
  }
  // The keys of these units' code with a masked part (kCodePlaceholder), in order.
  const std::vector<std::string_view>& masked_code() const {
    if (!masked_code_) {
      masked_code_.emplace();
      for (int u : units_)
        for (const Entity& ent : edition_.units[static_cast<size_t>(u)].entities)
          if (ent.kind == EntityKind::kCode &&
              ent.key.view().find(kCodePlaceholder) != std::string::npos)
            masked_code_->push_back(ent.key);
    }
    return *masked_code_;
  }
  // Whether one of masked_code() is a phrase of the edition's script in code font
  // (IsTranslatedPhraseInCode), read once.
  bool has_translated_phrase() const {
    if (!translated_phrase_)
      translated_phrase_ = std::ranges::any_of(
          masked_code(), [](std::string_view key) { return IsTranslatedPhraseInCode(key); });
    return *translated_phrase_;
  }
  // The words of the units' prose: their text as written (an introduced example's
  // placeholders too, which text() leaves out) with inline code, URLs and emails (the spans of
  // those entities) left out. A word written only in code or an address
  // (`default_turn_options`, `github.com/helm`) says nothing of how the edition writes it in a
  // sentence.
  const TextIndex& prose_index() const {
    if (!prose_index_) {
      std::string prose;
      for (int u : units_) {
        const Unit& unit = edition_.units[static_cast<size_t>(u)];
        const size_t start = prose.size();
        prose += unit.text;
        for (const Entity& ent : unit.entities)
          if ((ent.kind == EntityKind::kCode || ent.kind == EntityKind::kUrl ||
               ent.kind == EntityKind::kEmail) &&
              ent.begin < ent.end && ent.end <= unit.text.size())
            prose.replace(start + ent.begin, ent.end - ent.begin, ent.end - ent.begin, ' ');
        prose += ' ';
      }
      prose_index_.emplace(NormalizeKeyOutsideCjk(prose));
    }
    return *prose_index_;
  }
  // The ASCII words of the units' text, for a name's expansion (read on its first query).
  const AcronymIndex& acronyms() const {
    if (!acronyms_) acronyms_.emplace(text());
    return *acronyms_;
  }
  // HasMarksSetApart(text(), marks) (code_match.h), each distinct `marks` read once: a side
  // whose units hold the same marks-only code many times reads its text once for it.
  bool HasMarksSetApart(std::string_view marks) const {
    for (const auto& [read, found] : marks_set_apart_)
      if (read == marks) return found;
    const bool found = concord::HasMarksSetApart(text(), marks);
    marks_set_apart_.emplace_back(std::string(marks), found);
    return found;
  }
  // The links with text of these units.
  const BeadLinks& links() const {
    if (!links_) links_.emplace(edition_, units_);
    return *links_;
  }

 private:
  const Edition& edition_;
  const BeadUnits& units_;
  NumberWords* number_words_;
  size_t introduced_;  // units_[introduced_ …) are an introduced example
  mutable std::optional<std::string> text_;
  mutable std::optional<TextIndex> index_, prose_index_;
  mutable std::optional<BeadLinks> links_;
  mutable std::optional<AcronymIndex> acronyms_;
  mutable std::optional<std::vector<std::vector<std::string_view>>> code_words_;
  mutable std::optional<std::vector<std::string_view>> masked_code_;
  mutable std::optional<bool> translated_phrase_;
  mutable std::vector<std::pair<std::string, bool>> marks_set_apart_;  // HasMarksSetApart's
};

}  // namespace concord

#endif  // CONCORD_RULES_BEAD_SIDE_H_
