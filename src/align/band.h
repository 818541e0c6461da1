// band.h — the banded dynamic programming over one stretch (internal to align/).
//
//   Band band(n, m, width);
//   std::vector<uint8_t> moves = FillBand(band, cost, from, OnGrid(options.skip_cost));
//   BandPath path = TraceBack(band, moves, cost, from, options.skip_cost);
//
// The domain:
//   - a *bead* pairs 0–2 units of A with 0–2 units of B (model.h);
//   - a *move* is a bead's shape, (units of A, units of B): 1-0, 0-1, 1-1, 1-2 or 2-1;
//   - cell (i, j) of a stretch of n units of A and m of B is the best path through the first
//     i and j of them, and is reached by a move from cell (i − da, j − db);
//   - the *band* is the cells searched: those within `width` columns of the stretch's
//     proportional diagonal, so memory and time grow with n · width rather than n · m.
#ifndef CONCORD_ALIGN_BAND_H_
#define CONCORD_ALIGN_BAND_H_

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "align/bead_cost.h"
#include "align/pins.h"
#include "model.h"

namespace concord {
namespace align_internal {

// The moves a bead can make, as (units of A, units of B).
struct Move {
  int da, db;
};
// Of two moves into a cell that cost exactly the same, the first listed is taken. Exact ties
// come from identical units (costs are on a grid, see OnGrid()): a unit repeated on one side
// against one on the other. Skips come first, so the path pairs the first copy and leaves the
// repetition without counterpart.
constexpr Move kMoves[] = {{1, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 1}};
constexpr bool IsMove(int k, int da, int db) { return kMoves[k].da == da && kMoves[k].db == db; }
static_assert(IsMove(0, 1, 0) && IsMove(1, 0, 1) && IsMove(2, 1, 1) && IsMove(3, 1, 2) &&
                  IsMove(4, 2, 1),
              "FillBand tries the moves in this order");
// The move into a cell no move reaches (only (0, 0), and cells outside the band).
constexpr uint8_t kNoMove = 255;

// The band of rows 0..n: row i holds the cells j in [Lo(i), Hi(i)] ⊆ [0, m], stored one row
// after the other, so memory is the number of cells in the band, not n·m.
class Band {
 public:
  // The cells within `width` columns of the diagonal from (0, 0) to (n, m).
  Band(int n, int m, int width);
  int n() const { return n_; }
  int m() const { return m_; }
  // Kept per row: the DP asks for them at every move of every cell.
  int Lo(int i) const { return lo_[static_cast<size_t>(i)]; }
  int Hi(int i) const { return hi_[static_cast<size_t>(i)]; }
  size_t Cells() const { return row_start_.back(); }
  bool Contains(int i, int j) const { return i >= 0 && i <= n_ && j >= Lo(i) && j <= Hi(i); }
  size_t Index(int i, int j) const {
    return row_start_[static_cast<size_t>(i)] + static_cast<size_t>(j - Lo(i));
  }

 private:
  int n_, m_;
  std::vector<int> lo_, hi_;
  std::vector<size_t> row_start_;
};

// Returns the best move into every cell of the band (by Band::Index; kNoMove for (0, 0)) for
// A units [from.i, from.i + n) and B units [from.j, from.j + m): a path's cost is the sum of
// its beads' costs, a 1-0 or 0-1 bead costing `skip_cost` (on the grid). Of equal moves the
// first of kMoves is kept. Costs are kept only for the three rows a move reaches back to.
std::vector<uint8_t> FillBand(const Band& band, const BeadCost& cost, Corner from,
                              double skip_cost);

// The best path of a filled band, as beads in order.
struct BandPath {
  std::vector<Bead> beads;  // with unit numbers of the editions (from added)
  // The path comes within one cell of an edge of the band that is not an edge of the stretch:
  // a better path may lie outside the band.
  bool at_edge = false;
};

// Follows `moves` back from (n, m) to (0, 0). A pair's score is 1 − cost / (2 · skip_cost)
// clamped to [0, 1]: two skips cost as much as a pair that scores 0.
BandPath TraceBack(const Band& band, std::span<const uint8_t> moves, const BeadCost& cost,
                   Corner from, double skip_cost);

}  // namespace align_internal
}  // namespace concord

#endif  // CONCORD_ALIGN_BAND_H_
