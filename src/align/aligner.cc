#include "align/aligner.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>

#include "base/error.h"
#include "text/unicode.h"

namespace concord {
namespace {

// The anchors of one side of a bead (one unit, or two together), sorted and without repeats.
struct AnchorSet {
  std::span<const int> ids;  // in the edition's anchor id storage
  // A bit per anchor id modulo 64, so that most beads, which share no anchor, are told so
  // without reading the ids; and what the anchors cost when the other side has none of them.
  uint64_t signature = 0;
  double missing = 0;
};

// A unit reduced to what the cost function reads.
struct UnitFeatures {
  double length;  // visible characters
  UnitKind kind;
  double log_length = 0;       // LogLength(length), and of this unit and the next together:
  double log_length_next = 0;  // the cost function's logarithms, taken once per unit
  AnchorSet anchors;
  AnchorSet anchors_next;  // this unit's and the next one's, when both are paragraphs
};

// Smoothed logarithm of a length: short units (a name, "Thanks!") vary most in translation.
double LogLength(double length) {
  constexpr double kSmooth = 5.0;
  return std::log(length + kSmooth);
}

// What an anchor is: a word of a name or title, an entity of another kind by its key, or the
// number of an ordered list's marker. The text points into the editions, which outlive the
// alignment, so no anchor is copied.
struct AnchorToken {
  enum Tag : int { kWord = -1, kMarker = -2 };  // otherwise the EntityKind
  int tag;
  std::string_view text;
  bool operator==(const AnchorToken&) const = default;
};
// Anchor vocabulary of both editions, with document frequencies. Ids are given out by an
// open-addressing table (linear probing, a power-of-two size, each slot holding the token's
// hash): the aligner of a long pair asks hundreds of thousands of times for ids from a
// vocabulary of a few thousand, which a node-based map answers several times slower.
class Anchors {
 public:
  int Id(const AnchorToken& token) {
    if (2 * (tokens_.size() + 1) > slots_.size()) Grow();
    const uint64_t hash =
        std::hash<std::string_view>{}(token.text) * 31 + static_cast<uint64_t>(token.tag + 2);
    for (size_t i = Home(hash);; i = (i + 1) & (slots_.size() - 1)) {
      Slot& slot = slots_[i];
      if (slot.id < 0) {
        slot = {hash, static_cast<int>(tokens_.size())};
        tokens_.push_back(token);
        df_a_.push_back(0);
        df_b_.push_back(0);
        return slot.id;
      }
      if (slot.hash == hash && tokens_[static_cast<size_t>(slot.id)] == token) return slot.id;
    }
  }
  void Count(Side side, std::span<const int> anchors) {
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
  // Found in exactly one unit of each edition.
  bool Unique(int id) const {
    return df_a_[static_cast<size_t>(id)] == 1 && df_b_[static_cast<size_t>(id)] == 1;
  }
  size_t size() const { return df_a_.size(); }

 private:
  struct Slot {
    uint64_t hash = 0;
    int id = -1;  // -1: empty
  };
  // The first slot to probe: the top bits of the hash times 2^64/φ (Fibonacci hashing), so
  // that hashes that differ in any bit spread over the table.
  size_t Home(uint64_t hash) const {
    return static_cast<size_t>((hash * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
  }
  void Grow() {
    std::vector<Slot> old = std::move(slots_);
    bits_ = std::max(bits_ + 1, 6);
    slots_.assign(size_t{1} << bits_, Slot{});
    for (const Slot& s : old) {
      if (s.id < 0) continue;
      size_t i = Home(s.hash);
      while (slots_[i].id >= 0) i = (i + 1) & (slots_.size() - 1);
      slots_[i] = s;
    }
  }

  std::vector<Slot> slots_;
  int bits_ = 0;                     // slots_.size() == 2^bits_
  std::vector<AnchorToken> tokens_;  // by id
  std::vector<int> df_a_, df_b_;
  std::vector<double> weight_;
};

// Appends the unit's anchor ids, sorted and without repeats, to *ids.
void AddUnitAnchors(const Unit& unit, Anchors* anchors, std::vector<int>* ids) {
  const size_t first = ids->size();
  for (const Entity& e : unit.entities) {
    if (e.kind == EntityKind::kName || e.kind == EntityKind::kTitle) {
      // Words, so that a title on one side still meets the same words as a name on the other.
      const std::string_view key = e.key;
      size_t start = 0;
      while (start < key.size()) {
        size_t end = key.find(' ', start);
        if (end == std::string::npos) end = key.size();
        if (end - start > 1)
          ids->push_back(anchors->Id({AnchorToken::kWord, key.substr(start, end - start)}));
        start = end + 1;
      }
    } else {
      ids->push_back(anchors->Id({static_cast<int>(e.kind), e.key}));
    }
  }
  // An ordered list's numbers survive translation too ("3." in both editions).
  if (!unit.marker.empty() && std::isdigit(static_cast<unsigned char>(unit.marker[0]))) {
    const std::string_view marker = unit.marker;
    ids->push_back(
        anchors->Id({AnchorToken::kMarker, marker.substr(0, marker.find_first_of(".)"))}));
  }
  const auto begin = ids->begin() + static_cast<long>(first);
  std::sort(begin, ids->end());
  ids->erase(std::unique(begin, ids->end()), ids->end());
}

// A translator splits or joins paragraphs; headings and list items keep their count.
bool Mergeable(const UnitFeatures& x, const UnitFeatures& y) {
  return x.kind == UnitKind::kParagraph && y.kind == UnitKind::kParagraph;
}

// Where the anchor lists of an edition's features are kept: one array for the units' own
// lists and one for the unions of mergeable neighbours, rather than a vector per unit (the
// aligner of a 100 MB pair reads 700,000 of them).
struct AnchorIds {
  std::vector<int> own, next;
};

// The units' features, their anchors counted in *anchors (signatures and costs are filled by
// Weigh() once both editions are counted).
std::vector<UnitFeatures> Features(const Edition& e, Side side, Anchors* anchors, AnchorIds* ids) {
  std::vector<UnitFeatures> out;
  out.reserve(e.units.size());
  // Where each unit's lists end in ids->own and ids->next (which grow meanwhile).
  std::vector<size_t> ends(e.units.size()), next_ends(e.units.size());
  for (size_t i = 0; i < e.units.size(); ++i) {
    const Unit& u = e.units[i];
    const double length = static_cast<double>(VisibleLength(u.text));
    AddUnitAnchors(u, anchors, &ids->own);
    ends[i] = ids->own.size();
    out.push_back({length, u.kind, LogLength(length), 0, {}, {}});
  }
  for (size_t i = 0, begin = 0; i < out.size(); begin = ends[i], ++i) {
    out[i].anchors.ids = std::span<const int>(ids->own.data() + begin, ends[i] - begin);
    anchors->Count(side, out[i].anchors.ids);
  }
  for (size_t i = 0; i + 1 < out.size(); ++i) {
    out[i].log_length_next = LogLength(out[i].length + out[i + 1].length);
    if (Mergeable(out[i], out[i + 1])) {
      const std::span<const int> x = out[i].anchors.ids, y = out[i + 1].anchors.ids;
      std::set_union(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(ids->next));
    }
    next_ends[i] = ids->next.size();
  }
  for (size_t i = 0, begin = 0; i + 1 < out.size(); begin = next_ends[i], ++i)
    out[i].anchors_next.ids = std::span<const int>(ids->next.data() + begin, next_ends[i] - begin);
  return out;
}

// Fills the signature and the missing cost of a set whose other side is `other`.
void Weigh(const Anchors& anchors, Side other, const AlignOptions& o, AnchorSet* set) {
  for (int id : set->ids) {
    set->signature |= uint64_t{1} << (static_cast<unsigned>(id) % 64);
    if (anchors.Occurs(other, id)) set->missing += o.missing_cost * anchors.Weight(id);
  }
}

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
              "AlignStretch tries the moves in this order");
constexpr uint8_t kNoMove = 255;

// x rounded to a multiple of 2^-24 (|x| < 2^27). Bead costs are kept on this grid so that
// paths made of the same beads in another order cost exactly the same: their sums are exact,
// and ties are broken by kMoves' order rather than by rounding.
double OnGrid(double x) {
  constexpr double kShift = 1.5 * (1 << 28);  // its last bit is worth 2^-24
  return (x + kShift) - kShift;
}

class BeadCost {
 public:
  BeadCost(const std::vector<UnitFeatures>& a, const std::vector<UnitFeatures>& b,
           const Anchors& anchors, double ratio, const AlignOptions& o)
      : a_(a),
        b_(b),
        anchors_(anchors),
        log_ratio_(std::log(ratio)),
        length_scale_(1 / (2 * o.length_sigma * o.length_sigma)),
        o_(o) {}

  // Whether A units i and i + 1 (B units j and j + 1) may form one side of a bead.
  bool MergeableA(int i) const {
    return Mergeable(a_[static_cast<size_t>(i)], a_[static_cast<size_t>(i + 1)]);
  }
  bool MergeableB(int j) const {
    return Mergeable(b_[static_cast<size_t>(j)], b_[static_cast<size_t>(j + 1)]);
  }

  // Cost of the bead made of A units [i, i+da) and B units [j, j+db), both non-empty.
  // REQUIRES: the two units of a side of two are mergeable (MergeableA/B): the DP asks before
  // it calls, and the only other beads priced are 1-1 pins and beads the DP chose.
  // Inlined into the DP's cell loop, which calls it for most cells (5% faster alignment).
  [[gnu::always_inline]] double Pair(int i, int da, int j, int db) const {
    assert((da < 2 || MergeableA(i)) && (db < 2 || MergeableB(j)));
    const UnitFeatures& a0 = a_[static_cast<size_t>(i)];
    const UnitFeatures& b0 = b_[static_cast<size_t>(j)];
    const double log_la = da == 2 ? a0.log_length_next : a0.log_length;
    const double log_lb = db == 2 ? b0.log_length_next : b0.log_length;
    double r = log_lb - log_la - log_ratio_;
    double cost = std::min(8.0, r * r * length_scale_);
    const AnchorSet& sa = da == 2 ? a0.anchors_next : a0.anchors;
    const AnchorSet& sb = db == 2 ? b0.anchors_next : b0.anchors;
    // Every anchor of one side costs what it costs when the other side lacks it; one that both
    // sides have gains instead, and is found only where the signatures meet.
    cost += sa.missing + sb.missing;
    if ((sa.signature & sb.signature) != 0) cost -= SharedWeight(sa.ids, sb.ids);
    bool list_a = a0.kind == UnitKind::kListItem, list_b = b0.kind == UnitKind::kListItem;
    if (list_a != list_b)
      cost += o_.kind_cost;
    else if ((a0.kind == UnitKind::kHeading) != (b0.kind == UnitKind::kHeading))
      cost += o_.kind_cost / 2;
    if (da + db == 3) cost += o_.merge_cost;
    return OnGrid(cost);
  }

 private:
  // What the anchors that both sides have take off the cost: what each had added as missing
  // on both sides, and the gain.
  double SharedWeight(std::span<const int> x, std::span<const int> y) const {
    double weight = 0;
    for (size_t i = 0, j = 0; i < x.size() && j < y.size();) {
      if (x[i] < y[j]) {
        ++i;
      } else if (y[j] < x[i]) {
        ++j;
      } else {
        weight += anchors_.Weight(x[i]);
        ++i;
        ++j;
      }
    }
    return weight * (2 * o_.missing_cost + o_.shared_gain);
  }

  const std::vector<UnitFeatures>& a_;
  const std::vector<UnitFeatures>& b_;
  const Anchors& anchors_;
  double log_ratio_;
  double length_scale_;  // 1 / 2σ², multiplied rather than divided by in every cell
  const AlignOptions& o_;
};

// The band of rows 0..n: row i holds the cells j in [Lo(i), Hi(i)] ⊆ [0, m], stored one row
// after the other, so memory is the number of cells in the band, not n·m.
class Band {
 public:
  Band(int n, int m, int width)
      : n_(n),
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
  // Kept per row: the DP asks for them at every move of every cell.
  int Lo(int i) const { return lo_[static_cast<size_t>(i)]; }
  int Hi(int i) const { return hi_[static_cast<size_t>(i)]; }
  size_t Cells() const { return row_start_.back(); }
  bool Contains(int i, int j) const { return i >= 0 && i <= n_ && j >= Lo(i) && j <= Hi(i); }
  size_t Index(int i, int j) const {
    return row_start_[static_cast<size_t>(i)] + static_cast<size_t>(j - Lo(i));
  }

 private:
  int n_;
  std::vector<int> lo_, hi_;
  std::vector<size_t> row_start_;
};

// A point the alignment passes through: units before `i` of A pair only with units before
// `j` of B.
struct Corner {
  int i, j;
};

// Long editions are cut into stretches that are aligned one after the other, at *pins*: a
// pair of units that share an anchor found exactly once in each edition (a URL, an email, a
// rare name or number) and that would make a good 1-1 bead by length and kind too. The pins
// kept are the longest chain that is monotone in both editions, so a pair that crosses the
// others (a name moved to another chapter) is dropped, and they are at least kMinStretch units
// apart, so short documents are aligned in one piece. Returns the pins, then (n, m).
std::vector<Corner> Pins(const std::vector<UnitFeatures>& fa, const std::vector<UnitFeatures>& fb,
                         const Anchors& anchors, const BeadCost& cost, const AlignOptions& o) {
  constexpr int kMinStretch = 64;
  const int n = static_cast<int>(fa.size()), m = static_cast<int>(fb.size());
  std::vector<Corner> pins;
  if (n >= 2 * kMinStretch && m >= 2 * kMinStretch) {
    std::vector<int> unit_b(anchors.size(), -1);  // the B unit of each unique anchor
    for (int j = 0; j < m; ++j)
      for (int id : fb[static_cast<size_t>(j)].anchors.ids)
        if (anchors.Unique(id)) unit_b[static_cast<size_t>(id)] = j;
    std::vector<Corner> candidates;  // by i ascending; for one i, by j descending (see below)
    for (int i = 0; i < n; ++i) {
      const size_t first = candidates.size();
      for (int id : fa[static_cast<size_t>(i)].anchors.ids) {
        const int j = anchors.Unique(id) ? unit_b[static_cast<size_t>(id)] : -1;
        if (j >= 0 && cost.Pair(i, 1, j, 1) < o.skip_cost) candidates.push_back({i, j});
      }
      std::sort(candidates.begin() + static_cast<long>(first), candidates.end(),
                [](Corner x, Corner y) { return x.j > y.j; });
    }
    // Longest chain strictly increasing in j (O(k log k)); with each i's candidates in
    // descending j, at most one per i can be in it, so it increases strictly in i too.
    std::vector<int> tail;  // tail[len]: index of the smallest j ending a chain of len+1
    std::vector<int> parent(candidates.size(), -1);
    for (size_t k = 0; k < candidates.size(); ++k) {
      auto it = std::lower_bound(tail.begin(), tail.end(), candidates[k].j, [&](int idx, int j) {
        return candidates[static_cast<size_t>(idx)].j < j;
      });
      if (it != tail.begin()) parent[k] = *(it - 1);
      if (it == tail.end())
        tail.push_back(static_cast<int>(k));
      else
        *it = static_cast<int>(k);
    }
    std::vector<Corner> chain;
    for (int k = tail.empty() ? -1 : tail.back(); k >= 0; k = parent[static_cast<size_t>(k)])
      chain.push_back(candidates[static_cast<size_t>(k)]);
    std::reverse(chain.begin(), chain.end());
    Corner last{0, 0};
    for (Corner c : chain) {
      if (c.i - last.i < kMinStretch || c.j - last.j < kMinStretch) continue;
      if (n - c.i < kMinStretch || m - c.j < kMinStretch) break;
      pins.push_back(c);
      last = c;
    }
  }
  pins.push_back({n, m});
  return pins;
}

// Aligns A units [from.i, to.i) with B units [from.j, to.j), appending the beads.
//
// Band: only cells within `width` units of the stretch's proportional diagonal are searched,
// starting with AlignOptions::min_band; where the best path comes within one cell of the
// band's edge, a better one may lie outside, and the stretch is searched again with the band
// doubled.
//
// The doubling stops at the widest band of at most `budget` cells: there the best path within
// the band is taken even if it touches the edge, and false is returned. Editions whose best
// alignment lies that far off the diagonal (one's halves in the other's reverse order) would
// otherwise widen the band to every cell, the square of their length.
bool AlignStretch(const Edition& a, const Edition& b, const BeadCost& bead_cost, Corner from,
                  Corner to, size_t budget, const AlignOptions& options, std::vector<Bead>* out) {
  const int n = to.i - from.i, m = to.j - from.j;
  // Consecutive rows must overlap (a row advances the centre by m/n). Units added or dropped
  // in one place move the path off the diagonal; the doubling below finds how far.
  const long long need = n == 0 ? m : (m + n - 1) / n + 2;
  const int full = m + n + 2;  // wide enough to hold every cell
  int width = static_cast<int>(std::min<long long>(need + options.min_band, full));
  // A band of width w has at most (n + 1)(2w + 1) cells.
  const int widest =
      static_cast<int>(std::clamp<size_t>((budget / static_cast<size_t>(n + 1) - 1) / 2,
                                          static_cast<size_t>(width), static_cast<size_t>(full)));
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const double skip_cost = OnGrid(options.skip_cost);
  for (;;) {
    Band band(n, m, width);
    if (band.Cells() > options.max_cells)
      throw InputError(a.path + " (" + std::to_string(a.units.size()) + " units) and " + b.path +
                       " (" + std::to_string(b.units.size()) +
                       " units) differ too much to align (" + std::to_string(band.Cells()) +
                       " cells, at most " + std::to_string(options.max_cells) + ")");
    // Moves are kept for every cell (one byte) for the trace back; costs only for the three
    // rows a move can reach back to.
    std::vector<uint8_t> move(band.Cells(), kNoMove);
    std::vector<double> rows[3];
    for (int i = 0; i <= n; ++i) {
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
      const bool merge_a = i >= 2 && bead_cost.MergeableA(from.i + i - 2);
      const int ai = from.i + i;  // A units before ai are consumed at row i
      for (int j = lo[0]; j <= hi[0]; ++j) {
        if (i == 0 && j == 0) continue;
        double best = kInf;
        uint8_t best_move = kNoMove;
        // Row i − d's cost at column pj (infinity outside the band).
        auto at = [&](int d, int pj) {
          return pj < lo[d] || pj > hi[d] ? kInf : row[d][pj - lo[d]];
        };
        auto consider = [&](uint8_t k, double cost) {
          if (cost < best) {
            best = cost;
            best_move = k;
          }
        };
        // The moves in kMoves' order, so that the first of equal moves is kept.
        const int bj = from.j + j;
        if (const double prev = at(1, j); prev != kInf) consider(0, prev + skip_cost);
        if (const double prev = at(0, j - 1); prev != kInf) consider(1, prev + skip_cost);
        if (const double prev = at(1, j - 1); prev != kInf)
          consider(2, prev + bead_cost.Pair(ai - 1, 1, bj - 1, 1));
        if (const double prev = at(1, j - 2); prev != kInf && bead_cost.MergeableB(bj - 2))
          consider(3, prev + bead_cost.Pair(ai - 1, 1, bj - 2, 2));
        if (const double prev = merge_a ? at(2, j - 1) : kInf; prev != kInf)
          consider(4, prev + bead_cost.Pair(ai - 2, 2, bj - 1, 1));
        current[j - lo[0]] = best;
        move[first_cell + static_cast<size_t>(j - lo[0])] = best_move;
      }
    }

    std::vector<Bead> beads;
    bool at_edge = false;
    int i = n, j = m;
    assert(band.Contains(n, m) && (n + m == 0 || move[band.Index(n, m)] != kNoMove));
    while (i > 0 || j > 0) {
      at_edge |= (j - 1 <= band.Lo(i) && band.Lo(i) > 0) || (j + 1 >= band.Hi(i) && band.Hi(i) < m);
      const uint8_t k = move[band.Index(i, j)];
      assert(k != kNoMove);  // the band always holds a path: 0-1 and 1-0 moves reach every cell
      const Move mv = kMoves[k];
      Bead bead;
      for (int k = i - mv.da; k < i; ++k) bead.a.push_back(from.i + k);
      for (int k = j - mv.db; k < j; ++k) bead.b.push_back(from.j + k);
      if (mv.da > 0 && mv.db > 0) {
        double c = bead_cost.Pair(from.i + i - mv.da, mv.da, from.j + j - mv.db, mv.db);
        // Two skips cost 2·skip_cost; a pair that costs that much is a coin toss.
        bead.score = std::clamp(1.0 - c / (2 * options.skip_cost), 0.0, 1.0);
      }
      beads.push_back(std::move(bead));
      i -= mv.da;
      j -= mv.db;
    }
    if (at_edge && width < widest) {
      width = std::min(widest, width * 2);
      continue;
    }
    out->insert(out->end(), std::make_move_iterator(beads.rbegin()),
                std::make_move_iterator(beads.rend()));
    return !at_edge || width == full;
  }
}

}  // namespace

std::vector<Bead> AlignUnits(const Edition& a, const Edition& b, const AlignOptions& options,
                             std::vector<std::string>* warnings) {
  Anchors anchors;
  AnchorIds ids_a, ids_b;  // the features' anchor lists
  std::vector<UnitFeatures> fa = Features(a, Side::kA, &anchors, &ids_a);
  std::vector<UnitFeatures> fb = Features(b, Side::kB, &anchors, &ids_b);
  anchors.Finish();
  for (auto [features, other] : {std::pair{&fa, Side::kB}, std::pair{&fb, Side::kA}}) {
    for (UnitFeatures& f : *features) {
      Weigh(anchors, other, options, &f.anchors);
      Weigh(anchors, other, options, &f.anchors_next);
    }
  }
  double total_a = 0, total_b = 0;
  for (const auto& f : fa) total_a += f.length;
  for (const auto& f : fb) total_b += f.length;
  // The ko/zh (B/A) character ratio of the two documents, pulled toward 1 for short ones
  // whose totals a single added paragraph would skew.
  constexpr double kPriorChars = 200;
  const double ratio = (total_b + kPriorChars) / (total_a + kPriorChars);
  BeadCost bead_cost(fa, fb, anchors, ratio, options);

  std::vector<Bead> beads;
  Corner from{0, 0};
  bool bounded = false;  // a stretch's band stopped widening at its cells' bound
  for (Corner to : Pins(fa, fb, anchors, bead_cost, options)) {
    // The stretch's cells at most: in proportion to its text (a unit counting one more than
    // its characters), so that time and memory are linear in the input's size.
    double size = 0;
    for (int i = from.i; i < to.i; ++i) size += fa[static_cast<size_t>(i)].length + 1;
    for (int j = from.j; j < to.j; ++j) size += fb[static_cast<size_t>(j)].length + 1;
    const size_t budget =
        std::max(options.min_cells, static_cast<size_t>(options.cells_per_char * size));
    bounded |= !AlignStretch(a, b, bead_cost, from, to, budget, options, &beads);
    from = to;
  }
  if (bounded && warnings != nullptr)
    warnings->push_back(a.path + " and " + b.path +
                        ": the units are in too different an order to align in linear time; "
                        "they are paired only near the same relative position, others are "
                        "reported as missing");
  return beads;
}

}  // namespace concord
