// missing_summary.cc — see missing_summary.h.
#include "report/missing_summary.h"

#include <map>
#include <optional>
#include <utility>

namespace concord {
namespace {

// The directories above `path`, shallowest first, each with its '/' ("a/", "a/b/"); for a
// path with none, the top level "".
std::vector<std::string> DirectoriesOf(const std::string& path) {
  std::vector<std::string> dirs;
  for (size_t slash = path.find('/'); slash != std::string::npos; slash = path.find('/', slash + 1))
    dirs.push_back(path.substr(0, slash + 1));
  if (dirs.empty()) dirs.push_back("");
  return dirs;
}

}  // namespace

std::vector<MissingFold> FoldMissing(const TreeReport& tree) {
  std::map<std::string, size_t> total;                         // by directory
  std::map<std::pair<std::string, std::string>, size_t> lack;  // by (lang, directory)
  for (const GroupReport& g : tree.groups)
    for (const std::string& d : DirectoriesOf(g.group.path)) ++total[d];
  for (const MissingDocument& m : tree.missing)
    for (const std::string& d : DirectoriesOf(m.path)) ++lack[{m.lang, d}];
  std::vector<MissingFold> out;
  std::map<std::pair<std::string, std::string>, size_t> fold_at;  // (lang, dir) → index in out
  for (const MissingDocument& m : tree.missing) {
    std::optional<std::string> dir;
    for (const std::string& d : DirectoriesOf(m.path)) {
      const size_t n = lack[{m.lang, d}];
      if (n >= 2 && 2 * n > total[d]) {
        dir = d;
        break;
      }
    }
    if (!dir) {
      out.push_back({m.lang, "", false, 0, {&m}});
      continue;
    }
    auto [it, added] = fold_at.try_emplace({m.lang, *dir}, out.size());
    if (added) out.push_back({m.lang, *dir, true, total[*dir], {}});
    out[it->second].docs.push_back(&m);
  }
  return out;
}

}  // namespace concord
