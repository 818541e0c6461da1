#include "rules/suppression.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <tuple>
#include <utility>

#include "base/error.h"
#include "base/file_read.h"
#include "base/output_file.h"
#include "text/document.h"
#include "text/text_hash.h"
#include "text/unicode.h"

namespace concord {
namespace {

bool Disabled(const Edition& e, int unit, const std::string& rule) {
  if (unit < 0) return false;
  const auto& off = e.units[static_cast<size_t>(unit)].markup->disabled_rules;
  // "*" but for the exceptions a concord-enable made after it (kRuleExceptionMark).
  return std::find(off.begin(), off.end(), rule) != off.end() ||
         (std::find(off.begin(), off.end(), "*") != off.end() &&
          std::find(off.begin(), off.end(), std::string(kRuleExceptionMark) + rule) == off.end());
}

// UnitHash of each unit of a report, computed on first use: a unit with many findings is
// normalized and hashed once.
class UnitHashCache {
 public:
  explicit UnitHashCache(const Report& r) : report_(r) {}
  const std::string& Get(Side side, int unit) {
    const Edition& e = side == Side::kA ? report_.a : report_.b;
    std::vector<std::string>& cache = side == Side::kA ? a_ : b_;
    if (cache.empty()) cache.resize(e.units.size());
    std::string& h = cache[static_cast<size_t>(unit)];
    if (h.empty()) h = UnitHash(e.units[static_cast<size_t>(unit)]);
    return h;
  }

 private:
  const Report& report_;
  std::vector<std::string> a_, b_;
};

BaselineEntry Entry(const Finding& f, UnitHashCache* hashes) {
  const Side present = Other(f.missing_in);
  int unit = present == Side::kA ? f.a_unit : f.b_unit;
  return {f.rule, f.kind, NormalizeKey(f.value),
          unit < 0 ? std::string() : hashes->Get(present, unit)};
}

// An iterator over the baseline's bytes that records how far the JSON parser has read, so
// its callback knows where each entry begins.
struct CountingIterator {
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;
  const char* p;
  const char** furthest;  // one past the last byte read
  reference operator*() const { return *p; }
  CountingIterator& operator++() {
    *furthest = ++p;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const CountingIterator& o) const { return p == o.p; }
};

// 1-based line and column (in code points, as every position concord reports) of `offset`.
std::pair<int, int> LineColumn(const std::string& text, size_t offset) {
  offset = std::min(offset, text.size());
  int line = 1, col = 1;
  for (size_t i = 0; i < offset; ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line;
      col = 1;
    } else if ((c & 0xC0) != 0x80) {  // not a UTF-8 continuation byte
      ++col;
    }
  }
  return {line, col};
}

// nlohmann's message without its own "[json.exception…] parse error at line L, column C: "
// prefix: the place is given as path:line:col.
std::string ParseErrorReason(const nlohmann::json::parse_error& e) {
  std::string what = e.what();
  const size_t column = what.find(", column ");
  const size_t colon = column == std::string::npos ? column : what.find(": ", column);
  return colon == std::string::npos ? what : what.substr(colon + 2);
}

}  // namespace

bool BaselineEntry::operator<(const BaselineEntry& o) const {
  return std::tie(rule, kind, value, unit) < std::tie(o.rule, o.kind, o.value, o.unit);
}

std::string UnitHash(const Unit& unit) { return NormalizedTextHash(unit.text); }

std::vector<BaselineEntry> LoadBaseline(const std::string& path) {
  const std::string text = ReadRegularFile(path, {"baseline", kMaxBaselineBytes});
  const char* last = text.data();
  const char* const begin = text.data();
  auto at = [&](size_t offset, const std::string& reason) {
    auto [line, col] = LineColumn(text, offset);
    return InputError(path, line, col, reason);
  };
  // Where each entry of "findings" opens: an entry's error names its place.
  std::vector<size_t> entry_at;
  std::string member;  // the key of the top-level member being read
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(
        CountingIterator{begin, &last}, CountingIterator{begin + text.size(), &last},
        [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
          using Event = nlohmann::json::parse_event_t;
          if (depth == 1 && event == Event::key) member = parsed.get<std::string>();
          // The callback comes when the lexer has read the '{' and nothing after it.
          // An element of "findings" begins (an object or array: the lexer has read its
          // opening bracket and nothing after it) or is read whole (a scalar: its last byte,
          // or one byte beyond for a number).
          const bool element =
              event == Event::object_start || event == Event::array_start || event == Event::value;
          if (depth == 2 && element && member == "findings")
            entry_at.push_back(static_cast<size_t>(last - begin) - 1);
          return true;
        });
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is the 1-based position of the last byte read: the one that broke the syntax.
    throw at(e.byte > 0 ? e.byte - 1 : 0, "invalid JSON: " + ParseErrorReason(e));
  }
  if (!j.is_object()) throw at(0, "not a concord baseline: expected a JSON object");
  if (!j.contains("version") || !j["version"].is_number_integer() || j["version"] != 1)
    throw at(0, "not a concord baseline: expected \"version\": 1");
  if (!j.contains("findings") || !j["findings"].is_array())
    throw at(0, "not a concord baseline: expected a \"findings\" array");
  std::vector<BaselineEntry> out;
  size_t i = 0;
  for (const auto& f : j["findings"]) {
    const size_t where = i < entry_at.size() ? entry_at[i] : 0;
    if (!f.is_object()) throw at(where, "findings[" + std::to_string(i) + "]: expected an object");
    std::string fields[4];
    const char* names[4] = {"rule", "kind", "value", "unit"};
    for (int k = 0; k < 4; ++k) {
      auto it = f.find(names[k]);
      if (it == f.end() || !it->is_string())
        throw at(where,
                 "findings[" + std::to_string(i) + "]: expected a string \"" + names[k] + "\"");
      fields[k] = it->get<std::string>();
    }
    out.push_back({fields[0], fields[1], NormalizeKey(fields[2]), fields[3]});
    ++i;
  }
  std::sort(out.begin(), out.end());
  return out;
}

void WriteBaselineEntries(const std::string& path, std::vector<BaselineEntry> entries) {
  std::sort(entries.begin(), entries.end());
  entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
  nlohmann::ordered_json j = {{"version", 1}, {"findings", nlohmann::ordered_json::array()}};
  for (const BaselineEntry& e : entries)
    j["findings"].push_back(
        {{"rule", e.rule}, {"kind", e.kind}, {"value", e.value}, {"unit", e.unit}});
  WriteOutputFile(path, j.dump(2) + "\n");
}

void WriteBaseline(const std::string& path, const std::vector<const Report*>& reports) {
  std::vector<BaselineEntry> entries;
  for (const Report* r : reports) {
    UnitHashCache hashes(*r);
    for (const Finding& f : r->findings) entries.push_back(Entry(f, &hashes));
    // A finding the run's --baseline accepted is a finding of the run all the same: the new
    // baseline keeps accepting it. One a comment in the source turns off needs no entry.
    for (const SuppressedFinding& s : r->suppressed_findings)
      if (s.baseline_entry >= 0 && !s.in_source) entries.push_back(Entry(s.finding, &hashes));
  }
  WriteBaselineEntries(path, std::move(entries));
}

size_t ApplySuppressions(Report* report, const std::vector<BaselineEntry>& baseline) {
  size_t before = report->findings.size();
  UnitHashCache hashes(*report);
  // The findings kept are moved forward in place, not into a second vector of them.
  std::vector<Finding>& findings = report->findings;
  size_t kept = 0;
  for (size_t i = 0; i < findings.size(); ++i) {
    Finding& f = findings[i];
    SuppressedFinding s;
    s.in_source = Disabled(report->a, f.a_unit, f.rule) || Disabled(report->b, f.b_unit, f.rule);
    if (!baseline.empty()) {
      // Looked up even for a finding a comment turns off: the entry is in use, not stale.
      auto it = std::lower_bound(baseline.begin(), baseline.end(), Entry(f, &hashes));
      if (it != baseline.end() && *it == Entry(f, &hashes))
        s.baseline_entry = static_cast<int>(it - baseline.begin());
    }
    if (!s.in_source && s.baseline_entry < 0) {
      if (kept != i) findings[kept] = std::move(f);
      ++kept;
      continue;
    }
    s.finding = std::move(f);
    report->suppressed_findings.push_back(std::move(s));
  }
  findings.erase(findings.begin() + static_cast<long>(kept), findings.end());
  size_t removed = before - report->findings.size();
  report->suppressed += removed;
  return removed;
}

std::vector<size_t> StaleBaselineEntries(const std::vector<BaselineEntry>& baseline,
                                         const std::vector<const Report*>& reports) {
  std::vector<bool> used(baseline.size(), false);
  std::set<std::string> ran;
  for (const Report* r : reports) {
    for (const RuleInfo& rule : r->rules) ran.insert(rule.id);
    for (const SuppressedFinding& s : r->suppressed_findings)
      if (s.baseline_entry >= 0) used[static_cast<size_t>(s.baseline_entry)] = true;
  }
  std::vector<size_t> stale;
  for (size_t i = 0; i < baseline.size(); ++i)
    if (!used[i] && ran.count(baseline[i].rule)) stale.push_back(i);
  return stale;
}

std::vector<std::string> UnknownRuleWarnings(const Edition& edition,
                                             const std::vector<std::string>& known) {
  std::vector<std::string> warnings;
  std::set<std::string> named;  // each unknown id once per file, where it first appears
  for (const Unit& u : edition.units) {
    for (const std::string& id : u.markup->disabled_rules) {
      // An exception to "*": a rule concord-enable turned back on while all were off.
      const bool enabled = id.starts_with(kRuleExceptionMark);
      const std::string rule = enabled ? id.substr(kRuleExceptionMark.size()) : id;
      if (rule == "*" || std::find(known.begin(), known.end(), rule) != known.end()) continue;
      if (!named.insert(rule).second) continue;
      const std::string hint = ClosestMatch(rule, known);
      warnings.push_back(edition.path + ":" + std::to_string(u.line) +
                         ": inline suppression names unknown rule '" + rule + "'" +
                         (hint.empty() ? "" : " (did you mean '" + hint + "'?)") +
                         (enabled ? "; it turns nothing on" : "; it turns nothing off"));
    }
  }
  return warnings;
}

}  // namespace concord
