// directives.cc — parsing suppression directives (see directives.h).
#include "segment/directives.h"

#include <algorithm>
#include <optional>

#include "segment/ascii.h"

namespace concord::markdown_internal {
namespace {

bool IsException(const std::string& id) { return id.starts_with(kRuleExceptionMark); }

// Whether a directive's ids stand for all rules: none named, or "*" among them.
bool NamesAll(const std::vector<std::string>& ids) {
  return ids.empty() || std::find(ids.begin(), ids.end(), "*") != ids.end();
}

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
    // A rule turned off again loses its exception; all turned off ("*" named or none), every
    // exception.
    if (NamesAll(*ids)) std::erase_if(current_, IsException);
    for (const std::string& id : *ids) current_.erase(std::string(kRuleExceptionMark) + id);
    Insert(*ids, &current_);
  } else if (auto ids = Directive(body, "concord-enable")) {
    if (NamesAll(*ids)) {
      current_.clear();
      return;
    }
    // A rule named after all were turned off is an exception to "*": "!id".
    for (const std::string& id : *ids) {
      current_.erase(id);
      if (current_.count("*") > 0) current_.insert(std::string(kRuleExceptionMark) + id);
    }
  }
}

std::vector<std::string> WithNextLine(const std::vector<std::string>& off,
                                      const std::vector<std::string>& next_line) {
  std::set<std::string> all(off.begin(), off.end());
  const bool every = std::find(next_line.begin(), next_line.end(), "*") != next_line.end();
  std::erase_if(all, [&](const std::string& id) {
    return IsException(id) &&
           (every || std::find(next_line.begin(), next_line.end(),
                               id.substr(kRuleExceptionMark.size())) != next_line.end());
  });
  all.insert(next_line.begin(), next_line.end());
  return {all.begin(), all.end()};
}

}  // namespace concord::markdown_internal
