// unit_blocks.h — an edition's units grouped into the tables and lists they make (internal to
// rules/).
//
//   for (const UnitBlock& block : UnitBlocks(edition))
//     if (block.kind == UnitBlock::kTable) ...   // units [block.first, block.end)
//
// A site's component renders a table or a list whole, so the checks that excuse what a
// component renders excuse whole blocks. A table is a run of table rows on lines at most one
// blank line apart; a list a run of list items likewise, with one kind of marker (`-`, `*`,
// `1.`, `1)`): another marker, or a code block between them, begins another. Every other
// unit is a block of its own.
#ifndef CONCORD_RULES_UNIT_BLOCKS_H_
#define CONCORD_RULES_UNIT_BLOCKS_H_

#include <cstddef>
#include <vector>

#include "model.h"

namespace concord {

struct UnitBlock {
  enum Kind { kOther, kTable, kList };
  size_t first;  // the block's units: [first, end) of the edition's
  size_t end;
  Kind kind;
};

// The blocks of `e`, in order, covering all of its units.
std::vector<UnitBlock> UnitBlocks(const Edition& e);

}  // namespace concord

#endif  // CONCORD_RULES_UNIT_BLOCKS_H_
