// missing_summary.h — missing documents by directory, for reports a person reads: an edition
// that lacks a whole section (an untranslated blog) is one line, not one per document.
//
//   for (const MissingFold& f : FoldMissing(tree))
//     f.docs.size() == 1 ? ShowOne(*f.docs[0]) : ShowDirectory(f);   // in tree.missing order
//
// A document missing in edition L is folded into the shallowest directory D above it (the
// tree's root excluded) in which L lacks more than half of the documents under D, and at least
// two: then the gap is the directory's, not the document's. A document directly at the root is
// folded the same way with the other top-level documents (D = "", counting only those). Every
// other missing document stays on its own. Machine-read formats (JSON, SARIF) list every
// document and do not use this.
#ifndef CONCORD_MISSING_SUMMARY_H_
#define CONCORD_MISSING_SUMMARY_H_

#include <cstddef>
#include <string>
#include <vector>

#include "report.h"

namespace concord {

struct MissingFold {
  std::string lang;
  // The directory ("blog/", with its '/'; "" for the top level); empty for a single document.
  std::string dir;
  bool folded = false;  // a directory's gap (dir, total) rather than one document
  size_t total = 0;     // documents under dir (top level: directly in the root), any edition
  std::vector<const MissingDocument*> docs;  // in tree.missing order
};

// The missing documents of `tree`, folded as above, in the order of their first document in
// tree.missing.
std::vector<MissingFold> FoldMissing(const TreeReport& tree);

}  // namespace concord

#endif  // CONCORD_MISSING_SUMMARY_H_
