// rendered_rows.cc — table rows that a component of the other edition renders (see
// rendered_rows.h).
#include "rules/rendered_rows.h"

#include <algorithm>
#include <string_view>
#include <unordered_set>

#include "rules/document_presence.h"
#include "rules/unit_blocks.h"

namespace concord {
namespace {

std::unordered_set<std::string_view> ComponentNames(const Edition& e) {
  std::unordered_set<std::string_view> names;
  for (const RenderedPlace& p : e.rendered_places) names.insert(p.name);
  return names;
}

// The rows of `here` that a component of `there` renders (rendered_rows.h), per unit; empty
// where `there` places no component that `here` never places.
std::vector<char> RowsRendered(const CheckContext& ctx, Side here_side) {
  const Edition& here = here_side == Side::kA ? ctx.a : ctx.b;
  const Edition& there = here_side == Side::kA ? ctx.b : ctx.a;
  const std::unordered_set<std::string_view> own = ComponentNames(here);
  if (std::ranges::all_of(there.rendered_places,
                          [&](const RenderedPlace& p) { return own.count(p.name) > 0; }))
    return {};
  DocumentPresence there_code(ctx, Other(here_side), EntityKind::kCode);
  // Per row: 0 no code, 1 code that `there` never writes (and perhaps some that it writes: a
  // path variable its prose names too), 2 only code that it writes.
  auto row_code = [&](const Unit& unit) {
    int code = 0;
    for (const Entity& e : unit.entities) {
      if (e.kind != EntityKind::kCode) continue;
      if (!there_code.Has(e.key, EntityValue(unit, e))) return 1;
      code = 2;
    }
    return code;
  };
  std::vector<char> rows(here.units.size(), 0);
  for (const UnitBlock& table : UnitBlocks(here)) {
    if (table.kind != UnitBlock::kTable) continue;
    // Its rows with code, each by its code; the others (a header) with them, where some are.
    std::vector<int> codes(table.end - table.first);
    bool rendered = false;
    for (size_t u = table.first; u < table.end; ++u)
      rendered |= (codes[u - table.first] = row_code(here.units[u])) == 1;
    for (size_t u = table.first; u < table.end && rendered; ++u)
      rows[u] = codes[u - table.first] != 2;
  }
  return rows;
}

}  // namespace

RenderedRows::RenderedRows(const CheckContext& ctx)
    : rows_a_(RowsRendered(ctx, Side::kA)), rows_b_(RowsRendered(ctx, Side::kB)) {}

}  // namespace concord
