#include "rules/suppression.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <tuple>

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
  return std::find(off.begin(), off.end(), rule) != off.end() ||
         std::find(off.begin(), off.end(), "*") != off.end();
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

}  // namespace

bool BaselineEntry::operator<(const BaselineEntry& o) const {
  return std::tie(rule, kind, value, unit) < std::tie(o.rule, o.kind, o.value, o.unit);
}

std::string UnitHash(const Unit& unit) { return NormalizedTextHash(unit.text); }

std::vector<BaselineEntry> LoadBaseline(const std::string& path) {
  const std::string text = ReadRegularFile(path, {"baseline", kMaxBaselineBytes});
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError(path, 0, 0, std::string("invalid JSON: ") + e.what());
  }
  std::vector<BaselineEntry> out;
  try {
    if (j.at("version").get<int>() != 1)
      throw InputError(path, 0, 0, "unsupported baseline version");
    for (const auto& f : j.at("findings"))
      out.push_back({f.at("rule").get<std::string>(), f.at("kind").get<std::string>(),
                     NormalizeKey(f.at("value").get<std::string>()),
                     f.at("unit").get<std::string>()});
  } catch (const nlohmann::json::exception& e) {
    throw InputError(path, 0, 0, std::string("not a concord baseline: ") + e.what());
  }
  std::sort(out.begin(), out.end());
  return out;
}

void WriteBaseline(const std::string& path, const std::vector<const Report*>& reports) {
  std::vector<BaselineEntry> entries;
  for (const Report* r : reports) {
    UnitHashCache hashes(*r);
    for (const Finding& f : r->findings) entries.push_back(Entry(f, &hashes));
  }
  std::sort(entries.begin(), entries.end());
  entries.erase(std::unique(entries.begin(), entries.end()), entries.end());
  nlohmann::ordered_json j = {{"version", 1}, {"findings", nlohmann::ordered_json::array()}};
  for (const BaselineEntry& e : entries)
    j["findings"].push_back(
        {{"rule", e.rule}, {"kind", e.kind}, {"value", e.value}, {"unit", e.unit}});
  WriteOutputFile(path, j.dump(2) + "\n");
}

size_t ApplySuppressions(Report* report, const std::vector<BaselineEntry>& baseline) {
  size_t before = report->findings.size();
  UnitHashCache hashes(*report);
  std::erase_if(report->findings, [&](const Finding& f) {
    if (Disabled(report->a, f.a_unit, f.rule) || Disabled(report->b, f.b_unit, f.rule)) return true;
    return !baseline.empty() &&
           std::binary_search(baseline.begin(), baseline.end(), Entry(f, &hashes));
  });
  size_t removed = before - report->findings.size();
  report->suppressed += removed;
  return removed;
}

}  // namespace concord
