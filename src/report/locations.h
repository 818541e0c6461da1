// locations.h — where a finding points, for writers that need exact regions (SARIF, GitHub
// annotations, HTML).
//
//   Region fix = ChangeRegion(report, finding);      // the edition that has to change
//   Region seen = EvidenceRegion(report, finding);   // the counterpart that has the item
//
// Regions are 1-based; columns count Unicode code points; a region covers whole units (from
// column 1 of their first line to the end of their last line).
#ifndef CONCORD_LOCATIONS_H_
#define CONCORD_LOCATIONS_H_

#include <string>

#include "model.h"
#include "report.h"

namespace concord {

struct Region {
  std::string path;
  int start_line = 1;
  int start_column = 1;
  int end_line = 1;
  int end_column = 1;  // one past the last character, as SARIF counts
};

// Locates the findings of one report. Built once per report: it knows, for every bead, the
// last unit of each edition before it, so locating n findings costs O(n), not O(n·beads).
class FindingLocator {
 public:
  explicit FindingLocator(const Report& report);

  // The edition that lacks the item must change: for an entity, its unit in the bead; for a
  // unit without counterpart, the unit of that edition after which it would go (its first
  // line when nothing comes before). For an extra item (Finding::extra) the translation that
  // has it is the one reported on: its unit.
  Region Change(const Finding& finding) const;

  // The unit of the edition that has the item; for an extra item, the source's place for it
  // (as Change gives the edition that lacks an item).
  Region Evidence(const Finding& finding) const;

  // The unit of `side` after which a unit of bead `bead` would go, or -1 at the start.
  int UnitBefore(int bead, Side side) const;

  // A fingerprint that stays the same when unrelated lines move: rule, kind, normalized value,
  // the normalized texts of the units involved and the language of the edition that lacks the
  // item (so that two editions lacking one paragraph of a third differ), hashed (16 hex
  // digits). Unit hashes are computed once per unit, however many findings it has.
  std::string Fingerprint(const Finding& finding) const;

 private:
  // Where `side`, which lacks the item, has it to change (Change without extra items).
  Region Place(const Finding& finding, Side side) const;
  const std::string& HashOf(Side side, int unit) const;

  const Report& report_;
  std::vector<int> before_a_, before_b_;  // per bead: last unit of a / b in earlier beads
  mutable std::vector<std::string> hashes_a_, hashes_b_;  // unit text hashes, "" until asked
};

// `path` relative to `root` (from RepositoryRoot()), '/'-separated; absolute when it lies
// outside. CI dashboards resolve locations against the repository root.
std::string RepositoryPath(const std::string& path, const std::string& root);

// What every writer says of a missing document, and the fingerprint that identifies it across
// runs (SARIF's partialFingerprints, the base of GitLab's).
inline std::string MissingDocumentMessage(const MissingDocument& m) {
  return "document " + m.path + " is missing in the " + m.lang + " edition";
}
inline std::string MissingDocumentFingerprint(const MissingDocument& m) {
  return "missing:" + m.lang + ":" + m.path;
}

// The root of the git repository around the current directory (the nearest parent with
// .git), or the current directory outside git; absolute, ending in '/'.
std::string RepositoryRoot();

}  // namespace concord

#endif  // CONCORD_LOCATIONS_H_
