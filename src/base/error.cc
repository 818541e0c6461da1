#include "base/error.h"

#include <algorithm>

namespace concord {
namespace {

std::string Locate(const std::string& path, int line, int col, const std::string& reason) {
  std::string out = path;
  if (line > 0) out += ":" + std::to_string(line);
  if (line > 0 && col > 0) out += ":" + std::to_string(col);
  return out + ": " + reason;
}

size_t EditDistance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

// The one candidate that begins with `word` ("warn" for "warning": an abbreviation, as
// getopt_long accepts one), or "" when none or several do.
std::string OnlyExtension(const std::string& word, const std::vector<std::string>& candidates) {
  std::string match;
  if (word.empty()) return match;
  for (const std::string& c : candidates) {
    if (c.rfind(word, 0) != 0) continue;
    if (!match.empty()) return "";
    match = c;
  }
  return match;
}

}  // namespace

InputError::InputError(const std::string& path, int line, int col, const std::string& reason)
    : std::runtime_error(Locate(path, line, col, reason)) {}

std::string ClosestMatch(const std::string& word, const std::vector<std::string>& candidates) {
  // Like ninja's SpellcheckString: allow about one edit per three characters.
  size_t best = word.size() / 3 + 1;
  std::string match;
  for (const std::string& c : candidates) {
    size_t d = EditDistance(word, c);
    if (d <= best && (match.empty() || d < best)) {
      best = d;
      match = c;
    }
  }
  return match;
}

std::string UnknownValue(const std::string& what, const std::string& word,
                         const std::vector<std::string>& valid, const std::string& context) {
  std::string hint = ClosestMatch(word, valid), list;
  if (hint.empty()) hint = OnlyExtension(word, valid);
  for (const std::string& v : valid) list += (list.empty() ? "" : ", ") + v;
  return "unknown " + what + " '" + word + "'" + context +
         (hint.empty() ? "" : " (did you mean '" + hint + "'?)") + "; valid: " + list;
}

}  // namespace concord
