#include "base/build_info.h"

namespace concord {

std::string VersionLine() {
  std::string line = CONCORD_VERSION;
  if (!GitDescription().empty()) line += " (git " + std::string(GitDescription()) + ")";
  return line;
}

}  // namespace concord
