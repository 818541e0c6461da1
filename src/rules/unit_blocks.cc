// unit_blocks.cc — an edition's tables and lists (see unit_blocks.h).
#include "rules/unit_blocks.h"

#include <string_view>

namespace concord {
namespace {

UnitBlock::Kind KindOf(const Unit& unit) {
  if (unit.table_row) return UnitBlock::kTable;
  return unit.kind == UnitKind::kListItem ? UnitBlock::kList : UnitBlock::kOther;
}

// The kind of a list item's marker: its last character (`-`, `*`, `.` of `1.`, `)` of `1)`).
char MarkerKind(const Unit& unit) {
  const std::string_view marker = unit.marker;
  return marker.empty() ? '\0' : marker.back();
}

// Whether `unit` goes on the block of `before`, the unit before it.
bool Continues(const Unit& before, const Unit& unit) {
  const UnitBlock::Kind kind = KindOf(unit);
  return kind != UnitBlock::kOther && kind == KindOf(before) && unit.line <= before.last_line + 2 &&
         (kind != UnitBlock::kList || MarkerKind(unit) == MarkerKind(before));
}

}  // namespace

std::vector<UnitBlock> UnitBlocks(const Edition& e) {
  std::vector<UnitBlock> blocks;
  for (size_t first = 0; first < e.units.size();) {
    size_t end = first + 1;
    while (end < e.units.size() && Continues(e.units[end - 1], e.units[end])) ++end;
    blocks.push_back({first, end, KindOf(e.units[first])});
    first = end;
  }
  return blocks;
}

}  // namespace concord
