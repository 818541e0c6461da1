// directives.h — concord's suppression directives in HTML comments, and the rules they turn off.
//
//   Suppressions suppressions;
//   suppressions.Apply(" concord-disable-next-line mixed-numbers ");   // a comment's body
//   unit_disabled = suppressions.current() ∪ suppressions.TakePending();
//
// The grammar of a comment body (after trimming ASCII white space):
//   concord-disable [id …]             the rules (all when none named) are off from here on
//   concord-enable [id …]              turns them (all when none named) back on
//   concord-disable-next-line [id …]   off for the next unit only
// Ids are separated by white space or commas; the keyword must end at one of them or at the
// end. "*" stands for all rules. Any other comment is not a directive and changes nothing.
// A rule named by concord-enable while all are off stays on as an exception: "!id" beside "*"
// in the set (UnitMarkup::disabled_rules), until a concord-disable names it or all.
#ifndef CONCORD_SEGMENT_DIRECTIVES_H_
#define CONCORD_SEGMENT_DIRECTIVES_H_

#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model.h"

namespace concord::markdown_internal {

// The rules off for a unit that took next-line directives: `off` and `next_line` together, an
// exception to "*" (kRuleExceptionMark) given up where the next line turns its rule off, or all.
std::vector<std::string> WithNextLine(const std::vector<std::string>& off,
                                      const std::vector<std::string>& next_line);

// The directives met so far in document order, as the rule sets they leave in force.
class Suppressions {
 public:
  // Acts on the body of an HTML comment when it is a concord directive; ignores others.
  void Apply(std::string_view body);

  // The rules off from here on ("*": all).
  const std::set<std::string>& current() const { return current_; }
  // The rules of the disable-next-line directives since the last call; clears them.
  std::set<std::string> TakePending() { return std::exchange(pending_, {}); }
  // Makes `rules` pending again (the unit that took them turned out to hold no prose).
  void GiveBack(const std::vector<std::string>& rules) {
    pending_.insert(rules.begin(), rules.end());
  }

 private:
  std::set<std::string> current_;  // rules off from here on
  std::set<std::string> pending_;  // rules off for the next unit only
};

}  // namespace concord::markdown_internal

#endif  // CONCORD_SEGMENT_DIRECTIVES_H_
