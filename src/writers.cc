#include "writers.h"

namespace concord {

const std::vector<Writer>& Writers() {
  static const std::vector<Writer> table = {
      {"text", "findings grouped by aligned location, with both sides' file:line (default)",
       WriteTextCheck, WriteTextAlign, WriteTextExtract},
      {"json", "one JSON object: editions, alignment and findings (docs/json-contract.md)",
       WriteJsonCheck, WriteJsonAlign, WriteJsonExtract},
  };
  return table;
}

const Writer* FindWriter(std::string_view name) {
  for (const Writer& w : Writers())
    if (w.name == name) return &w;
  return nullptr;
}

}  // namespace concord
