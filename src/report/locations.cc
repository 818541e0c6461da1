#include "report/locations.h"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <string_view>

#include "text/text_hash.h"
#include "text/unicode.h"

namespace concord {
namespace {

int LineLength(const Edition& e, int line) {
  if (line < 1 || static_cast<size_t>(line) > e.line_lengths.size()) return 0;
  return e.line_lengths[static_cast<size_t>(line) - 1];
}

Region UnitRegion(const Edition& e, int unit) {
  if (unit < 0 || static_cast<size_t>(unit) >= e.units.size()) return {e.path, 1, 1, 1, 1};
  const Unit& u = e.units[static_cast<size_t>(unit)];
  return {e.path, u.line, 1, u.last_line, LineLength(e, u.last_line) + 1};
}

const Edition& EditionOf(const Report& r, Side side) { return side == Side::kA ? r.a : r.b; }
int UnitOf(const Finding& f, Side side) { return side == Side::kA ? f.a_unit : f.b_unit; }

}  // namespace

FindingLocator::FindingLocator(const Report& report) : report_(report) {
  const std::vector<Bead>& beads = report.alignment;
  // By bead, whether the nearest bead after it with a B unit is moved.
  std::vector<bool> moved_after(beads.size() + 1, false);
  for (size_t k = beads.size(); k-- > 0;)
    moved_after[k] = beads[k].b.empty() ? moved_after[k + 1] : beads[k].moved;
  int last_a = -1, last_b = -1;
  int last_moved_b = -1;  // the B unit of the last bead with one, where that bead is moved
  for (size_t k = 0; k < beads.size(); ++k) {
    const Bead& b = beads[k];
    before_a_.push_back(last_a);
    // A moved bead is out of B's order: a unit without counterpart goes after B's last unit in
    // order, unless it stands between two moved beads (inside a section one edition placed
    // elsewhere, align/sections.h), where it goes after the moved bead before it.
    before_b_.push_back(last_moved_b >= 0 && moved_after[k + 1] ? last_moved_b : last_b);
    if (!b.a.empty()) last_a = b.a.back();
    if (!b.b.empty()) {
      last_moved_b = b.moved ? b.b.back() : -1;
      if (!b.moved) last_b = b.b.back();
    }
  }
}

int FindingLocator::UnitBefore(int bead, Side side) const {
  const std::vector<int>& before = side == Side::kA ? before_a_ : before_b_;
  if (bead < 0 || static_cast<size_t>(bead) >= before.size()) return -1;
  return before[static_cast<size_t>(bead)];
}

Region FindingLocator::Place(const Finding& f, Side side) const {
  const Edition& e = EditionOf(report_, side);
  if (f.line > 0) return {e.path, f.line, 1, f.line, LineLength(e, f.line) + 1};  // a file's
  int unit = UnitOf(f, side);
  if (unit < 0) unit = UnitBefore(f.bead, side);  // a unit without counterpart
  if (unit >= 0) return UnitRegion(e, unit);
  return {e.path, 1, 1, 1, LineLength(e, 1) + 1};
}

Region FindingLocator::Change(const Finding& f) const {
  return f.extra ? UnitRegion(EditionOf(report_, ReportedOn(f)), UnitOf(f, ReportedOn(f)))
                 : Place(f, f.missing_in);
}

Region FindingLocator::Evidence(const Finding& f) const {
  if (f.extra) return Place(f, f.missing_in);
  const Side side = Other(f.missing_in);
  return UnitRegion(EditionOf(report_, side), UnitOf(f, side));
}

const std::string& FindingLocator::HashOf(Side side, int unit) const {
  std::vector<std::string>& cache = side == Side::kA ? hashes_a_ : hashes_b_;
  const Edition& e = EditionOf(report_, side);
  if (cache.empty()) cache.resize(e.units.size());
  std::string& h = cache[static_cast<size_t>(unit)];
  if (h.empty()) h = NormalizedTextHash(e.units[static_cast<size_t>(unit)].text);
  return h;
}

std::string FindingLocator::Fingerprint(const Finding& f) const {
  Fnv1a h;
  h.Mix(f.rule);
  h.Mix(f.kind);
  h.Mix(NormalizeKey(f.value));
  for (Side side : {Side::kA, Side::kB}) {
    int unit = UnitOf(f, side);
    h.Mix(unit < 0 ? std::string_view("-") : std::string_view(HashOf(side, unit)));
  }
  h.Mix(EditionOf(report_, f.missing_in).lang);
  return h.Hex();
}

std::string RepositoryRoot() {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path cwd = fs::current_path(ec);
  for (fs::path dir = cwd; !dir.empty(); dir = dir.parent_path()) {
    if (fs::exists(dir / ".git", ec)) return (dir / "").generic_string();
    if (dir == dir.root_path()) break;
  }
  return (cwd / "").generic_string();
}

std::string RepositoryPath(const std::string& path, const std::string& root) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path abs = fs::absolute(path, ec).lexically_normal();
  fs::path rel = abs.lexically_relative(root);
  if (rel.empty() || *rel.begin() == "..") return abs.generic_string();
  return rel.generic_string();
}

}  // namespace concord
