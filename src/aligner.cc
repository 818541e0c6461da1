#include "aligner.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <unordered_map>

#include "error.h"
#include "unicode.h"

namespace concord {
namespace {

// A unit reduced to what the cost function reads.
struct UnitFeatures {
  double length;                // visible characters
  UnitKind kind;
  std::vector<int> anchors;     // sorted anchor ids
};

// Anchor vocabulary of both editions, with document frequencies.
class Anchors {
 public:
  int Id(const std::string& token) {
    auto [it, inserted] = ids_.try_emplace(token, static_cast<int>(df_a_.size()));
    if (inserted) {
      df_a_.push_back(0);
      df_b_.push_back(0);
    }
    return it->second;
  }
  void Count(Side side, const std::vector<int>& anchors) {
    for (int id : anchors) ++(side == Side::kA ? df_a_ : df_b_)[static_cast<size_t>(id)];
  }
  void Finish() {
    weight_.resize(df_a_.size());
    for (size_t i = 0; i < df_a_.size(); ++i)
      weight_[i] = std::min(1.0, 2.0 / std::max(1, df_a_[i] + df_b_[i]));
  }
  double Weight(int id) const { return weight_[static_cast<size_t>(id)]; }
  bool Occurs(Side side, int id) const {
    return (side == Side::kA ? df_a_ : df_b_)[static_cast<size_t>(id)] > 0;
  }

 private:
  std::unordered_map<std::string, int> ids_;
  std::vector<int> df_a_, df_b_;
  std::vector<double> weight_;
};

std::vector<int> UnitAnchors(const Unit& unit, Anchors* anchors) {
  std::vector<int> ids;
  for (const Entity& e : unit.entities) {
    if (e.kind == EntityKind::kName || e.kind == EntityKind::kTitle) {
      // Words, so that a title on one side still meets the same words as a name on the other.
      size_t start = 0;
      while (start < e.key.size()) {
        size_t end = e.key.find(' ', start);
        if (end == std::string::npos) end = e.key.size();
        if (end - start > 1) ids.push_back(anchors->Id(e.key.substr(start, end - start)));
        start = end + 1;
      }
    } else {
      ids.push_back(anchors->Id(std::string(EntityKindName(e.kind)) + ":" + e.key));
    }
  }
  // An ordered list's numbers survive translation too ("3." in both editions).
  if (!unit.marker.empty() && std::isdigit(static_cast<unsigned char>(unit.marker[0])))
    ids.push_back(anchors->Id("marker:" + unit.marker.substr(0, unit.marker.find_first_of(".)"))));
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

std::vector<UnitFeatures> Features(const Edition& e, Side side, Anchors* anchors) {
  std::vector<UnitFeatures> out;
  out.reserve(e.units.size());
  for (const Unit& u : e.units) {
    out.push_back({static_cast<double>(VisibleLength(u.text)), u.kind, UnitAnchors(u, anchors)});
    anchors->Count(side, out.back().anchors);
  }
  return out;
}

std::vector<int> Union(const std::vector<int>& x, const std::vector<int>& y) {
  std::vector<int> out;
  std::set_union(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(out));
  return out;
}

// The moves a bead can make, as (units of A, units of B).
struct Move {
  int da, db;
};
constexpr Move kMoves[] = {{1, 1}, {1, 0}, {0, 1}, {1, 2}, {2, 1}};
constexpr uint8_t kNoMove = 255;

class BeadCost {
 public:
  BeadCost(const std::vector<UnitFeatures>& a, const std::vector<UnitFeatures>& b,
           const Anchors& anchors, double ratio, const AlignOptions& o)
      : a_(a), b_(b), anchors_(anchors), ratio_(ratio), o_(o) {}

  // Cost of the bead made of A units [i, i+da) and B units [j, j+db), both non-empty;
  // infinite when two units that cannot be one in the other edition would be merged.
  double Pair(int i, int da, int j, int db) const {
    const UnitFeatures& a0 = a_[static_cast<size_t>(i)];
    const UnitFeatures& b0 = b_[static_cast<size_t>(j)];
    if ((da == 2 && !Mergeable(a0, a_[static_cast<size_t>(i + 1)])) ||
        (db == 2 && !Mergeable(b0, b_[static_cast<size_t>(j + 1)])))
      return std::numeric_limits<double>::infinity();
    double la = a0.length, lb = b0.length;
    const std::vector<int>* sa = &a0.anchors;
    const std::vector<int>* sb = &b0.anchors;
    std::vector<int> ua, ub;
    if (da == 2) {
      la += a_[static_cast<size_t>(i + 1)].length;
      ua = Union(*sa, a_[static_cast<size_t>(i + 1)].anchors);
      sa = &ua;
    }
    if (db == 2) {
      lb += b_[static_cast<size_t>(j + 1)].length;
      ub = Union(*sb, b_[static_cast<size_t>(j + 1)].anchors);
      sb = &ub;
    }
    constexpr double kSmooth = 5.0;
    double r = std::log((lb + kSmooth) / (ratio_ * (la + kSmooth)));
    double cost = std::min(8.0, r * r / (2 * o_.length_sigma * o_.length_sigma));
    cost += AnchorCost(*sa, *sb);
    bool list_a = a0.kind == UnitKind::kListItem, list_b = b0.kind == UnitKind::kListItem;
    if (list_a != list_b) cost += o_.kind_cost;
    else if ((a0.kind == UnitKind::kHeading) != (b0.kind == UnitKind::kHeading))
      cost += o_.kind_cost / 2;
    if (da + db == 3) cost += o_.merge_cost;
    return cost;
  }

 private:
  // A translator splits or joins paragraphs; headings and list items keep their count.
  static bool Mergeable(const UnitFeatures& x, const UnitFeatures& y) {
    return x.kind == UnitKind::kParagraph && y.kind == UnitKind::kParagraph;
  }

  double AnchorCost(const std::vector<int>& sa, const std::vector<int>& sb) const {
    double cost = 0;
    size_t x = 0, y = 0;
    while (x < sa.size() || y < sb.size()) {
      if (y == sb.size() || (x < sa.size() && sa[x] < sb[y])) {
        if (anchors_.Occurs(Side::kB, sa[x])) cost += o_.missing_cost * anchors_.Weight(sa[x]);
        ++x;
      } else if (x == sa.size() || sb[y] < sa[x]) {
        if (anchors_.Occurs(Side::kA, sb[y])) cost += o_.missing_cost * anchors_.Weight(sb[y]);
        ++y;
      } else {
        cost -= o_.shared_gain * anchors_.Weight(sa[x]);
        ++x, ++y;
      }
    }
    return cost;
  }

  const std::vector<UnitFeatures>& a_;
  const std::vector<UnitFeatures>& b_;
  const Anchors& anchors_;
  double ratio_;
  const AlignOptions& o_;
};

// The band of rows 0..n: row i holds the cells j in [Lo(i), Hi(i)] ⊆ [0, m], stored one row
// after the other, so memory is the number of cells in the band, not n·m.
class Band {
 public:
  Band(int n, int m, int width) : n_(n), m_(m), width_(width), row_start_(static_cast<size_t>(n) + 2) {
    for (int i = 0; i <= n; ++i)
      row_start_[static_cast<size_t>(i) + 1] =
          row_start_[static_cast<size_t>(i)] + static_cast<size_t>(Hi(i) - Lo(i) + 1);
  }
  int Lo(int i) const { return std::max(0, Center(i) - width_); }
  int Hi(int i) const { return std::min(m_, Center(i) + width_); }
  size_t Cells() const { return row_start_.back(); }
  bool Contains(int i, int j) const { return i >= 0 && i <= n_ && j >= Lo(i) && j <= Hi(i); }
  size_t Index(int i, int j) const {
    return row_start_[static_cast<size_t>(i)] + static_cast<size_t>(j - Lo(i));
  }

 private:
  int Center(int i) const {
    return n_ == 0 ? 0 : static_cast<int>(static_cast<long long>(i) * m_ / n_);
  }
  int n_, m_, width_;
  std::vector<size_t> row_start_;
};

}  // namespace

std::vector<Bead> AlignUnits(const Edition& a, const Edition& b, const AlignOptions& options) {
  const int n = static_cast<int>(a.units.size()), m = static_cast<int>(b.units.size());
  Anchors anchors;
  std::vector<UnitFeatures> fa = Features(a, Side::kA, &anchors);
  std::vector<UnitFeatures> fb = Features(b, Side::kB, &anchors);
  anchors.Finish();
  double total_a = 0, total_b = 0;
  for (const auto& f : fa) total_a += f.length;
  for (const auto& f : fb) total_b += f.length;
  // The ko/zh (B/A) character ratio of the two documents, pulled toward 1 for short ones
  // whose totals a single added paragraph would skew.
  constexpr double kPriorChars = 200;
  const double ratio = (total_b + kPriorChars) / (total_a + kPriorChars);
  BeadCost bead_cost(fa, fb, anchors, ratio, options);

  // The path may leave the proportional diagonal by |n − m| units, and consecutive rows must
  // overlap (a row advances the centre by m/n); min_band leaves room around both.
  const long long need = std::max<long long>(std::abs(n - m), n == 0 ? m : (m + n - 1) / n + 2);
  const int width = static_cast<int>(std::min<long long>(need + options.min_band, m + n + 2));
  Band band(n, m, width);
  if (band.Cells() > options.max_cells)
    throw InputError(a.path + " (" + std::to_string(n) + " units) and " + b.path + " (" +
                     std::to_string(m) + " units) differ too much in length to align (" +
                     std::to_string(band.Cells()) + " cells, at most " +
                     std::to_string(options.max_cells) + ")");
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::vector<double> cost(band.Cells(), kInf);
  std::vector<uint8_t> move(band.Cells(), kNoMove);
  cost[band.Index(0, 0)] = 0;
  for (int i = 0; i <= n; ++i) {
    for (int j = band.Lo(i); j <= band.Hi(i); ++j) {
      if (i == 0 && j == 0) continue;
      double best = kInf;
      uint8_t best_move = kNoMove;
      for (uint8_t k = 0; k < std::size(kMoves); ++k) {
        const Move mv = kMoves[k];
        int pi = i - mv.da, pj = j - mv.db;
        if (!band.Contains(pi, pj)) continue;
        double prev = cost[band.Index(pi, pj)];
        if (prev == kInf) continue;
        double c = (mv.da == 0 || mv.db == 0) ? options.skip_cost
                                              : bead_cost.Pair(pi, mv.da, pj, mv.db);
        if (prev + c < best) {
          best = prev + c;
          best_move = k;
        }
      }
      cost[band.Index(i, j)] = best;
      move[band.Index(i, j)] = best_move;
    }
  }

  std::vector<Bead> beads;
  int i = n, j = m;
  assert(band.Contains(n, m) && (n + m == 0 || move[band.Index(n, m)] != kNoMove));
  while (i > 0 || j > 0) {
    const uint8_t k = move[band.Index(i, j)];
    assert(k != kNoMove);  // the band always holds a path: 0-1 and 1-0 moves reach every cell
    const Move mv = kMoves[k];
    Bead bead;
    for (int k = i - mv.da; k < i; ++k) bead.a.push_back(k);
    for (int k = j - mv.db; k < j; ++k) bead.b.push_back(k);
    if (mv.da > 0 && mv.db > 0) {
      double c = bead_cost.Pair(i - mv.da, mv.da, j - mv.db, mv.db);
      // Two skips cost 2·skip_cost; a pair that costs that much is a coin toss.
      bead.score = std::clamp(1.0 - c / (2 * options.skip_cost), 0.0, 1.0);
    }
    beads.push_back(std::move(bead));
    i -= mv.da;
    j -= mv.db;
  }
  std::reverse(beads.begin(), beads.end());
  return beads;
}

}  // namespace concord
