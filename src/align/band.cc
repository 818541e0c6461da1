#include "align/band.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <utility>

namespace concord {
namespace align_internal {

Band::Band(int n, int m, int width)
    : n_(n),
      m_(m),
      lo_(static_cast<size_t>(n) + 1),
      hi_(lo_.size()),
      row_start_(static_cast<size_t>(n) + 2) {
  for (int i = 0; i <= n; ++i) {
    const int center = n == 0 ? 0 : static_cast<int>(static_cast<long long>(i) * m / n);
    lo_[static_cast<size_t>(i)] = std::max(0, center - width);
    hi_[static_cast<size_t>(i)] = std::min(m, center + width);
    row_start_[static_cast<size_t>(i) + 1] =
        row_start_[static_cast<size_t>(i)] + static_cast<size_t>(Hi(i) - Lo(i) + 1);
  }
}

std::vector<uint8_t> FillBand(const Band& band, const BeadCost& cost, Corner from,
                              double skip_cost) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::vector<uint8_t> moves(band.Cells(), kNoMove);
  std::vector<double> rows[3];
  for (int i = 0; i <= band.n(); ++i) {
    rows[i % 3].assign(static_cast<size_t>(band.Hi(i) - band.Lo(i) + 1), kInf);
    // Rows i, i − 1 and i − 2 (the ones a move reaches back to), each indexed by j − lo.
    const double* row[3];
    int lo[3], hi[3];
    for (int d = 0; d < 3; ++d) {
      const bool exists = i - d >= 0;
      row[d] = exists ? rows[(i - d) % 3].data() : nullptr;
      lo[d] = exists ? band.Lo(i - d) : 1;  // an empty range for rows before the first
      hi[d] = exists ? band.Hi(i - d) : 0;
    }
    double* current = rows[i % 3].data();
    if (i == 0) current[0] = 0;
    const size_t first_cell = band.Index(i, lo[0]);
    // Merges of units that cannot merge cost infinity: not worth a call.
    const bool merge_a = i >= 2 && cost.MergeableA(from.i + i - 2);
    const int ai = from.i + i;  // A units before ai are consumed at row i
    for (int j = lo[0]; j <= hi[0]; ++j) {
      if (i == 0 && j == 0) continue;
      double best = kInf;
      uint8_t best_move = kNoMove;
      // Row i − d's cost at column pj (infinity outside the band).
      auto at = [&](int d, int pj) { return pj < lo[d] || pj > hi[d] ? kInf : row[d][pj - lo[d]]; };
      auto consider = [&](uint8_t k, double c) {
        if (c < best) {
          best = c;
          best_move = k;
        }
      };
      // The moves in kMoves' order, so that the first of equal moves is kept.
      const int bj = from.j + j;
      if (const double prev = at(1, j); prev != kInf) consider(0, prev + skip_cost);
      if (const double prev = at(0, j - 1); prev != kInf) consider(1, prev + skip_cost);
      if (const double prev = at(1, j - 1); prev != kInf)
        consider(2, prev + cost.Pair(ai - 1, 1, bj - 1, 1));
      if (const double prev = at(1, j - 2); prev != kInf && cost.MergeableB(bj - 2))
        consider(3, prev + cost.Pair(ai - 1, 1, bj - 2, 2));
      if (const double prev = merge_a ? at(2, j - 1) : kInf; prev != kInf)
        consider(4, prev + cost.Pair(ai - 2, 2, bj - 1, 1));
      current[j - lo[0]] = best;
      moves[first_cell + static_cast<size_t>(j - lo[0])] = best_move;
    }
  }
  return moves;
}

BandPath TraceBack(const Band& band, std::span<const uint8_t> moves, const BeadCost& cost,
                   Corner from, double skip_cost) {
  const int n = band.n(), m = band.m();
  BandPath path;
  int i = n, j = m;
  assert(band.Contains(n, m) && (n + m == 0 || moves[band.Index(n, m)] != kNoMove));
  while (i > 0 || j > 0) {
    path.at_edge |=
        (j - 1 <= band.Lo(i) && band.Lo(i) > 0) || (j + 1 >= band.Hi(i) && band.Hi(i) < m);
    const uint8_t k = moves[band.Index(i, j)];
    assert(k != kNoMove);  // the band always holds a path: 0-1 and 1-0 moves reach every cell
    const Move mv = kMoves[k];
    Bead bead;
    for (int u = i - mv.da; u < i; ++u) bead.a.push_back(from.i + u);
    for (int u = j - mv.db; u < j; ++u) bead.b.push_back(from.j + u);
    if (mv.da > 0 && mv.db > 0) {
      double c = cost.Pair(from.i + i - mv.da, mv.da, from.j + j - mv.db, mv.db);
      // Two skips cost 2·skip_cost; a pair that costs that much is a coin toss.
      bead.score = std::clamp(1.0 - c / (2 * skip_cost), 0.0, 1.0);
    }
    path.beads.push_back(std::move(bead));
    i -= mv.da;
    j -= mv.db;
  }
  std::reverse(path.beads.begin(), path.beads.end());
  return path;
}

}  // namespace align_internal
}  // namespace concord
