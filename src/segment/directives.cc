// directives.cc — parsing suppression directives (see directives.h).
#include "segment/directives.h"

#include <optional>

#include "segment/ascii.h"

namespace concord::markdown_internal {
namespace {

// The rule ids after `keyword` when `body` is that directive (empty: none named); nullopt when
// it is not.
std::optional<std::vector<std::string>> Directive(std::string_view body, std::string_view keyword) {
  if (!body.starts_with(keyword)) return std::nullopt;
  std::string_view rest = body.substr(keyword.size());
  if (!rest.empty() && !IsAsciiSpace(rest[0]) && rest[0] != ',') return std::nullopt;
  std::vector<std::string> ids;
  size_t i = 0;
  while (i < rest.size()) {
    while (i < rest.size() && (IsAsciiSpace(rest[i]) || rest[i] == ',')) ++i;
    size_t start = i;
    while (i < rest.size() && !IsAsciiSpace(rest[i]) && rest[i] != ',') ++i;
    if (i > start) ids.emplace_back(rest.substr(start, i - start));
  }
  return ids;
}

void Insert(const std::vector<std::string>& ids, std::set<std::string>* to) {
  if (ids.empty()) to->insert("*");
  to->insert(ids.begin(), ids.end());
}

}  // namespace

void Suppressions::Apply(std::string_view body) {
  body = TrimAscii(body);
  if (auto ids = Directive(body, "concord-disable-next-line")) {
    Insert(*ids, &pending_);
  } else if (auto ids = Directive(body, "concord-disable")) {
    Insert(*ids, &current_);
  } else if (auto ids = Directive(body, "concord-enable")) {
    if (ids->empty()) current_.clear();
    // Naming a rule cannot carve an exception out of "*": the set has no way to say
    // "all but x", so `enable x` after a bare `disable` leaves everything off.
    for (const std::string& id : *ids) current_.erase(id);
  }
}

}  // namespace concord::markdown_internal
