// observed_bead_side.h — one side of a bead as the equivalents learner observes it
// (equivalents.h), each part read on first use and once for both directions of the bead: the
// side is x in one (its entities' words, MayBeRendered) and y in the other (its prose, ProseOf,
// and the Latin words written there, LatinWordKeys). Internal to rules/.
//
//   ObservedBeadSide a;                    // one per learner, its room kept from bead to bead
//   a.Reset(edition, bead.a);
//   if (other.MayRender()) a.Words().Has("helm");
#ifndef CONCORD_RULES_OBSERVED_BEAD_SIDE_H_
#define CONCORD_RULES_OBSERVED_BEAD_SIDE_H_

#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "rules/latin_words.h"

namespace concord {

// Whether the Latin words of an entity may be rendered in a translation's own script: those of
// names, titles and terms, and code of one word, an identifier that a translator may write as
// a word of their language (`stdin` as 标准输入).
bool MayBeRendered(const Entity& e);

// The prose of units `ys` of `y` into *prose: views of the units' texts, or, of units with
// code, URLs or emails, of their text with those blanked out, kept in `blanked`.
void ProseOf(const Edition& y, const BeadUnits& ys, std::vector<std::string>* blanked,
             std::vector<std::string_view>* prose);

// One side of a bead, each part read on first use and once for both directions of the bead:
// the side is x in one (its entities' words) and y in the other (its prose, and the Latin words
// and code written there).
class ObservedBeadSide {
 public:
  // Makes it the side `units` of `edition`, keeping the room its parts took for the last.
  void Reset(const Edition& edition, const BeadUnits& units) {
    edition_ = &edition;
    units_ = &units;
    may_render_ = -1;
    prose_read_ = words_read_ = false;
  }
  const Edition& edition() const { return *edition_; }
  const BeadUnits& units() const { return *units_; }

  // Whether an entity of the side may be rendered: without one, the side has no words as x.
  bool MayRender();
  // The prose of the side's units, by unit (ProseOf).
  const std::vector<std::string_view>& Prose();
  // The Latin words of Prose(), by unit.
  const LatinWordKeys& Words();

 private:
  const Edition* edition_ = nullptr;
  const BeadUnits* units_ = nullptr;
  int may_render_ = -1;  // -1: not yet known
  std::vector<std::string> blanked_;
  std::vector<std::string_view> prose_;
  bool prose_read_ = false;
  LatinWordKeys words_;
  bool words_read_ = false;
};

}  // namespace concord

#endif  // CONCORD_RULES_OBSERVED_BEAD_SIDE_H_
