// SARIF 2.1.0 (OASIS): one run, the rules that ran as reportingDescriptors, one result per
// finding located in the edition that has to change, with the counterpart as a related
// location. Paths are relative to the repository root (%SRCROOT%).
//
// Results are written as they come, each dumped on its own and indented to its place: the
// bytes are those of the whole document dumped at once (indent 2), without holding a tree of
// every result, which takes far more memory than the JSON text it becomes.
#include <map>
#include <nlohmann/json.hpp>
#include <string_view>

#include "report/docs_url.h"
#include "report/locations.h"
#include "report/writers.h"

namespace concord {
namespace {

using Json = nlohmann::ordered_json;

std::string SarifLevel(Severity s) {
  switch (s) {
    case Severity::kError:
      return "error";
    case Severity::kWarning:
      return "warning";
    case Severity::kInfo:
      return "note";
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

// v2: the fingerprint names the edition that lacks the item (v1 did not: two editions lacking
// one paragraph of a third had one fingerprint).
constexpr const char* kFingerprintKey = "concordFinding/v2";

// An inline comment is a suppression in the source; a baseline entry one kept outside it.
Json Suppressions(const SuppressedFinding& s) {
  Json out = Json::array();
  if (s.in_source)
    out.push_back({{"kind", "inSource"},
                   {"status", "accepted"},
                   {"justification", "a concord-disable comment names the rule"}});
  if (s.baseline_entry >= 0)
    out.push_back({{"kind", "external"},
                   {"status", "accepted"},
                   {"justification", "an entry of the baseline (--baseline) accepts it"}});
  return out;
}

class SarifBuilder {
 public:
  SarifBuilder(const std::vector<RuleInfo>& rules, std::ostream& out)
      : root_(RepositoryRoot()), out_(out) {
    Json rules_json = Json::array();
    for (const RuleInfo& r : rules) {
      index_[r.id] = static_cast<int>(rules_json.size());
      std::string full = r.description + " (check " + r.check +
                         (r.parameters.empty() ? "" : ", " + r.parameters) + ")";
      rules_json.push_back(
          {{"id", r.id},
           {"shortDescription", {{"text", r.description.empty() ? r.id : r.description}}},
           {"fullDescription", {{"text", full}}},
           {"help",
            {{"text", "concord rule '" + r.id + "': " + full +
                          ". Make both editions say the same, or accept "
                          "the difference with an inline "
                          "<!-- concord-disable-next-line " +
                          r.id + " --> or a baseline (docs/rules.md)."}}},
           {"defaultConfiguration", {{"level", SarifLevel(r.severity)}}},
           {"helpUri", RuleDocsUrl(r.id)}});
    }
    // The document without results, cut where they go: "results" is the run's last member.
    Json driver = {{"name", "concord"},
                   {"version", CONCORD_VERSION},
                   {"informationUri", std::string(kDocsUrl) + "user-guide.md"},
                   {"rules", std::move(rules_json)}};
    Json run = {{"tool", {{"driver", std::move(driver)}}},
                {"originalUriBaseIds", {{"%SRCROOT%", {{"uri", "file://" + UriEncode(root_)}}}}},
                {"columnKind", "unicodeCodePoints"},
                {"results", Json::array()}};
    Json doc = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
                {"version", "2.1.0"},
                {"runs", Json::array({std::move(run)})}};
    const std::string text = Dump(doc);
    // A '"' inside a JSON string is escaped, so the key with its quotes is the key itself.
    const std::string_view key = "\"results\": [";
    const size_t cut = text.rfind(key) + key.size();
    head_ = text.substr(0, cut);  // up to and with the '['
    tail_ = text.substr(cut);     // from the ']' on
  }

  // `suppressed`: how a team accepted the finding, for a result that stays in the log with
  // its `suppressions` (SARIF 3.27.23); null for a finding in force.
  void Add(const Report& r, const FindingLocator& locate, const Finding& f,
           const SuppressedFinding* suppressed = nullptr) {
    Region fix = locate.Change(f), seen = locate.Evidence(f);
    // The other edition: the one that has the item, or the source an extra item is not in.
    const Edition& present = ReportedOn(f) == Side::kA ? r.b : r.a;
    Json result = {{"ruleId", f.rule}};
    if (index_.count(f.rule)) result["ruleIndex"] = index_.at(f.rule);
    result["level"] = SarifLevel(f.severity);
    result["message"] = {{"text", f.message}};
    result["locations"] = Json::array({Location(fix)});
    if (f.line == 0) {  // a finding about a file (front-matter) has no counterpart to show
      Json related = Location(seen);
      related["id"] = 1;
      related["message"] = {{"text", f.extra ? "the " + present.lang + " edition would have it here"
                                             : "the " + present.lang + " edition has it here"}};
      result["relatedLocations"] = Json::array({related});
    }
    result["partialFingerprints"] = {{kFingerprintKey, locate.Fingerprint(f)}};
    // A unit without counterpart: its block (model.h), the results a reader takes together.
    if (f.block) result["properties"] = {{"block", f.block}};
    if (suppressed) result["suppressions"] = Suppressions(*suppressed);
    Emit(result);
  }

  void AddMissingDocument(const MissingDocument& m) {
    Region where{m.files.front(), 1, 1, 1, 1};
    Json result = {{"ruleId", kMissingDocumentRule}};
    if (index_.count(kMissingDocumentRule)) result["ruleIndex"] = index_.at(kMissingDocumentRule);
    result["level"] = "error";
    result["message"] = {{"text", MissingDocumentMessage(m)}};
    result["locations"] = Json::array({Location(where)});
    result["partialFingerprints"] = {{kFingerprintKey, MissingDocumentFingerprint(m)}};
    Emit(result);
  }

  // Ends the document: as dumped whole, an empty array is "[]", and a full one closes on a
  // line of its own at the depth of "results".
  void Finish() {
    if (results_ == 0)
      out_ << head_;
    else
      out_ << "\n" << std::string(kResultIndent - 2, ' ');
    out_ << tail_ << "\n";
  }

 private:
  // The depth of a result: in "runs" (2), in its run (4), in "results" (6), its members (8).
  static constexpr size_t kResultIndent = 8;

  static std::string Dump(const Json& j) {
    return j.dump(2, ' ', false, Json::error_handler_t::replace);
  }

  // Writes a result where the whole document's dump would put it: after the "[" or the
  // previous result's ",", on lines of its own indented to its depth (a dumped string holds
  // no raw newline: control characters are escaped).
  void Emit(const Json& result) {
    if (results_++ == 0)
      out_ << head_;
    else
      out_ << ',';
    const std::string text = Dump(result);
    const std::string indent(kResultIndent, ' ');
    for (size_t line = 0; line < text.size();) {
      size_t end = text.find('\n', line);
      end = end == std::string::npos ? text.size() : end;
      out_ << '\n' << indent;
      out_.write(text.data() + line, static_cast<std::streamsize>(end - line));
      line = end + 1;
    }
  }

  // A path's URI, worked out once per file (it asks the system for the working directory).
  const std::string& Uri(const std::string& path) {
    auto [it, added] = uris_.try_emplace(path);
    if (added) it->second = UriEncode(RepositoryPath(path, root_));
    return it->second;
  }

  Json Location(const Region& r) {
    return {{"physicalLocation",
             {{"artifactLocation", {{"uri", Uri(r.path)}, {"uriBaseId", "%SRCROOT%"}}},
              {"region",
               {{"startLine", r.start_line},
                {"startColumn", r.start_column},
                {"endLine", r.end_line},
                {"endColumn", r.end_column}}}}}};
  }

  std::string root_;
  std::ostream& out_;
  std::string head_, tail_;  // the document before and after its results
  size_t results_ = 0;       // written so far
  std::map<std::string, int> index_;
  std::map<std::string, std::string> uris_;  // by path
};

}  // namespace

void WriteSarifCheck(const Report& report, const WriterOptions&, std::ostream& out) {
  SarifBuilder sarif(report.rules, out);
  FindingLocator locate(report);
  for (const Finding& f : report.findings) sarif.Add(report, locate, f);
  for (const SuppressedFinding& s : report.suppressed_findings)
    sarif.Add(report, locate, s.finding, &s);
  sarif.Finish();
}

void WriteSarifTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  SarifBuilder sarif(tree.rules, out);
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs) {
      FindingLocator locate(r);
      for (const Finding& f : r.findings) sarif.Add(r, locate, f);
      for (const SuppressedFinding& s : r.suppressed_findings) sarif.Add(r, locate, s.finding, &s);
    }
  for (const MissingDocument& m : tree.missing) sarif.AddMissingDocument(m);
  sarif.Finish();
}

}  // namespace concord
