// rendered_rows.h — the table rows of one edition that a component of the other renders
// (internal to rules/).
//
//   const RenderedRows& rendered = ctx.RowsRenderedByComponents();   // built once per pair
//   if (rendered.ByOther(u, Side::kB)) ...   // unit u of B: a row the A side's component renders
//
// A site renders some tables from data: an MDX page places a self-closing component
// (<PluginPermissions plugin="fs" />, Edition::rendered_places) where its translation, made
// before the component existed, writes the table out by hand. The rows of that table are what
// the component renders, and which rows it renders is not in the source to compare; wherever
// the aligner put them (a stale translation's sections come in another order, and its rows
// may be paired with the source's new prose), they are not missing, and their items are not
// compared. Where the other edition places a component that this edition never places, a
// table row of this edition is such a row when it holds code that the other edition's
// document never writes (as code or as words, DocumentPresence): an identifier that only the
// rendered table shows (`fs:allow-app-read`, beside a `$APP` that the prose names too); and so
// are the rows of its table without code (its header). A row whose code the other edition all
// writes in its prose (a permission its text names) is compared as any other, and so is a
// table without such a row. RenderedGaps (check_unit_parity.cc) excuses the units in the place
// of such a component, code or not.
#ifndef CONCORD_RULES_RENDERED_ROWS_H_
#define CONCORD_RULES_RENDERED_ROWS_H_

#include <vector>

#include "model.h"
#include "rules/check.h"

namespace concord {

class RenderedRows {
 public:
  // Reads the editions of `ctx`, which must outlive this object: nothing where neither places
  // a component the other never places.
  explicit RenderedRows(const CheckContext& ctx);

  // Whether unit `u` of the edition of side `present` is a row that a component of the other
  // edition renders.
  bool ByOther(int u, Side present) const {
    const std::vector<char>& rows = present == Side::kA ? rows_a_ : rows_b_;
    return !rows.empty() && rows[static_cast<size_t>(u)] != 0;
  }

 private:
  std::vector<char> rows_a_, rows_b_;  // per unit; empty: none
};

}  // namespace concord

#endif  // CONCORD_RULES_RENDERED_ROWS_H_
