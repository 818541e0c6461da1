// SARIF 2.1.0 (OASIS): one run, the rules that ran as reportingDescriptors, one result per
// finding located in the edition that has to change, with the counterpart as a related
// location. Paths are relative to the repository root (%SRCROOT%).
#include <nlohmann/json.hpp>

#include <map>

#include "locations.h"
#include "writers.h"

namespace concord {
namespace {

using Json = nlohmann::ordered_json;

std::string Level(Severity s) {
  switch (s) {
    case Severity::kError: return "error";
    case Severity::kWarning: return "warning";
    case Severity::kInfo: return "note";
  }
  return "warning";
}

// RFC 3986: everything but unreserved characters and '/' percent-encoded.
std::string UriEncode(const std::string& path) {
  static const char* kHex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

class SarifBuilder {
 public:
  explicit SarifBuilder(const std::vector<RuleInfo>& rules) : root_(RepositoryRoot()) {
    for (const RuleInfo& r : rules) {
      index_[r.id] = static_cast<int>(rules_.size());
      std::string full = r.description + " (check " + r.check +
                         (r.parameters.empty() ? "" : ", " + r.parameters) + ")";
      rules_.push_back({{"id", r.id},
                        {"shortDescription", {{"text", r.description.empty() ? r.id : r.description}}},
                        {"fullDescription", {{"text", full}}},
                        {"help", {{"text", "concord rule '" + r.id + "': " + full +
                                               ". Make both editions say the same, or accept "
                                               "the difference with an inline "
                                               "<!-- concord-disable-next-line " + r.id +
                                               " --> or a baseline (docs/rules.md)."}}},
                        {"defaultConfiguration", {{"level", Level(r.severity)}}}});
    }
  }

  void Add(const Report& r, const FindingLocator& locate, const Finding& f) {
    Region fix = locate.Change(f), seen = locate.Evidence(f);
    const Edition& present = f.missing_in == Side::kA ? r.b : r.a;
    Json result = {{"ruleId", f.rule}};
    if (index_.count(f.rule)) result["ruleIndex"] = index_.at(f.rule);
    result["level"] = Level(f.severity);
    result["message"] = {{"text", f.message}};
    result["locations"] = Json::array({Location(fix)});
    Json related = Location(seen);
    related["id"] = 1;
    related["message"] = {{"text", "the " + present.lang + " edition has it here"}};
    result["relatedLocations"] = Json::array({related});
    result["partialFingerprints"] = {{"concordFinding/v1", locate.Fingerprint(f)}};
    results_.push_back(std::move(result));
  }

  void AddMissingDocument(const MissingDocument& m) {
    Region where{m.files.front(), 1, 1, 1, 1};
    Json result = {{"ruleId", kMissingDocumentRule}};
    if (index_.count(kMissingDocumentRule)) result["ruleIndex"] = index_.at(kMissingDocumentRule);
    result["level"] = "error";
    result["message"] = {{"text", "document " + m.path + " is missing in the " + m.lang + " edition"}};
    result["locations"] = Json::array({Location(where)});
    result["partialFingerprints"] = {{"concordFinding/v1", "missing:" + m.lang + ":" + m.path}};
    results_.push_back(std::move(result));
  }

  void Write(std::ostream& out) const {
    Json driver = {{"name", "concord"},
                   {"version", CONCORD_VERSION},
                   {"informationUri", "https://example.org/concord"},
                   {"rules", rules_}};
    Json run = {{"tool", {{"driver", driver}}},
                {"originalUriBaseIds", {{"%SRCROOT%", {{"uri", "file://" + UriEncode(root_)}}}}},
                {"columnKind", "unicodeCodePoints"},
                {"results", results_}};
    Json doc = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                {"version", "2.1.0"},
                {"runs", Json::array({run})}};
    out << doc.dump(2, ' ', false, Json::error_handler_t::replace) << "\n";
  }

 private:
  Json Location(const Region& r) const {
    return {{"physicalLocation",
             {{"artifactLocation",
               {{"uri", UriEncode(RepositoryPath(r.path, root_))}, {"uriBaseId", "%SRCROOT%"}}},
              {"region",
               {{"startLine", r.start_line},
                {"startColumn", r.start_column},
                {"endLine", r.end_line},
                {"endColumn", r.end_column}}}}}};
  }

  std::string root_;
  Json rules_ = Json::array();
  Json results_ = Json::array();
  std::map<std::string, int> index_;
};

}  // namespace

void WriteSarifCheck(const Report& report, const WriterOptions&, std::ostream& out) {
  SarifBuilder sarif(report.rules);
  FindingLocator locate(report);
  for (const Finding& f : report.findings) sarif.Add(report, locate, f);
  sarif.Write(out);
}

void WriteSarifTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  SarifBuilder sarif(tree.rules);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      FindingLocator locate(r);
      for (const Finding& f : r.findings) sarif.Add(r, locate, f);
    }
  for (const MissingDocument& m : tree.missing) sarif.AddMissingDocument(m);
  sarif.Write(out);
}

}  // namespace concord
