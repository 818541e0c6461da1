#include "writers.h"

namespace concord {

const std::vector<Writer>& Writers() {
  static const std::vector<Writer> table = {
      {"text", "findings grouped by aligned location, with both sides' file:line (default)",
       WriteTextCheck, WriteTextAlign, WriteTextExtract, WriteTextTree, WriteTextAudit},
      {"json", "one JSON object: editions, alignment and findings (docs/json-contract.md)",
       WriteJsonCheck, WriteJsonAlign, WriteJsonExtract, WriteJsonTree, WriteJsonAudit},
  };
  return table;
}

const Writer* FindWriter(std::string_view name) {
  for (const Writer& w : Writers())
    if (w.name == name) return &w;
  return nullptr;
}

}  // namespace concord
