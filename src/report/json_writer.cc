// The JSON format: the public contract of docs/json-contract.md (version 1). Keys keep the
// contract's order (ordered_json) so the output is byte-stable. The parts as long as the input
// (beads, findings, audit documents) are streamed (json_stream.h), the rest built as values.
#include <array>
#include <charconv>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

#include "report/json_stream.h"
#include "report/writers.h"

namespace concord {
namespace {

Json Editions(const Report& r) {
  Json out = Json::array();
  for (auto [side, e] : {std::pair<const char*, const Edition*>{"a", &r.a}, {"b", &r.b}})
    out.push_back(
        {{"side", side}, {"path", e->path}, {"lang", e->lang}, {"units", e->units.size()}});
  return out;
}

// "findings": the bytes ArrayMember would write for the findings as nlohmann objects.
void FindingsMember(const Report& r, StreamingObject* j) {
  const int depth = j->depth();
  const std::string close = "\n" + Indent(depth + 2) + "}";
  j->DirectArrayMember("findings", r.findings.size(), [&](size_t i, std::string* buf) {
    const Finding& f = r.findings[i];
    auto name = [&](const char* key) { AppendKey(depth + 3, key, buf); };
    auto field = [&](const char* key, std::string_view value) {
      name(key);
      AppendJsonString(value, buf);
    };
    auto line = [&](const char* key, const Edition& e, Side side) {
      name(key);
      auto l = FindingLine(e, f, side);
      *buf += l ? std::to_string(*l) : "null";
    };
    *buf += "{\n";
    field("rule", f.rule);
    *buf += ",\n";
    field("kind", f.kind);
    *buf += ",\n";
    field("severity", SeverityName(f.severity));
    *buf += ",\n";
    field("value", f.value);
    *buf += ",\n";
    field("missing_in", SideName(f.missing_in));
    *buf += ",\n";
    if (f.extra) {  // only the translation has it: reported on that side
      field("extra_in", SideName(Other(f.missing_in)));
      *buf += ",\n";
    }
    line("a_line", r.a, Side::kA);
    *buf += ",\n";
    line("b_line", r.b, Side::kB);
    *buf += ",\n";
    field("message", f.message);
    if (f.block) {  // a unit without counterpart: the block it is reported in
      *buf += ",\n";
      name("block");
      *buf += std::to_string(f.block);
    }
    *buf += close;
  });
}

// "alignment": the bytes ArrayMember would write for the beads as nlohmann objects
// ({"a": [lines], "b": [lines], "score": rounded to hundredths}, and "moved": true for a bead
// the aligner paired out of order).
//
// A long pair has hundreds of thousands of beads: the text around their numbers is made once,
// and the scores, hundredths, are looked up.
void BeadsMember(const Report& r, StreamingObject* j) {
  const int depth = j->depth();
  const std::string pad3 = Indent(depth + 3), pad4 = Indent(depth + 4);
  const std::string open_a = "{\n" + pad3 + "\"a\": ", open_b = ",\n" + pad3 + "\"b\": ",
                    open_score = ",\n" + pad3 + "\"score\": ",
                    moved = ",\n" + pad3 + "\"moved\": true",
                    close = "\n" + Indent(depth + 2) + "}";
  const std::string first_line = "[\n" + pad4, next_line = ",\n" + pad4,
                    end_lines = "\n" + pad3 + "]";
  std::array<std::string, 101> hundredths;  // AppendScore's text for k / 100
  for (size_t k = 0; k < hundredths.size(); ++k)
    AppendScore(static_cast<double>(k) / 100, &hundredths[k]);
  j->DirectArrayMember("alignment", r.alignment.size(), [&](size_t i, std::string* buf) {
    const Bead& bead = r.alignment[i];
    auto lines = [&](const BeadUnits& units, const Edition& e) {
      if (units.empty()) {
        *buf += "[]";
        return;
      }
      for (size_t k = 0; k < units.size(); ++k) {
        *buf += k ? next_line : first_line;
        char digits[16];
        auto [end, ec] = std::to_chars(digits, digits + sizeof digits,
                                       e.units[static_cast<size_t>(units[k])].line);
        buf->append(digits, end);
      }
      *buf += end_lines;
    };
    *buf += open_a;
    lines(bead.a, r.a);
    *buf += open_b;
    lines(bead.b, r.b);
    *buf += open_score;
    const double hundreds = std::round(bead.score * 100);
    if (!std::signbit(hundreds) && hundreds <= 100)  // not -0, which prints as such
      *buf += hundredths[static_cast<size_t>(hundreds)];
    else
      AppendScore(hundreds / 100, buf);
    if (bead.moved) *buf += moved;  // B's unit lies elsewhere in B's order (align/moves.h)
    *buf += close;
  });
}

// A check report as a JSON object `depth` levels down in its document; without findings it is
// what `concord align` prints.
void StreamCheck(const Report& r, bool with_findings, std::ostream& out, int depth = 0) {
  StreamingObject j(out, depth);
  j.Member("version", 1);
  j.Member("editions", Editions(r));
  BeadsMember(r, &j);
  if (with_findings) {
    FindingsMember(r, &j);
    if (r.suppressed) j.Member("suppressed", r.suppressed);
  }
  j.End();
}

// An audit's items as a JSON array, as they stand in an edition `depth` levels down.
void AppendAuditItems(const std::vector<AuditItem>& items, int depth, std::string* buf) {
  auto key = [&](int level, const char* name) { AppendKey(depth + level, name, buf); };
  AppendArray(depth + 3, items.size(), buf, [&](size_t k) {
    const AuditItem& it = items[k];
    *buf += "{\n";
    for (auto [name, value] : {std::pair<const char*, std::string_view>{"rule", it.rule},
                               {"kind", it.kind},
                               {"severity", SeverityName(it.severity)},
                               {"value", it.value}}) {
      key(5, name);
      AppendJsonString(value, buf);
      *buf += ",\n";
    }
    key(5, "has");
    AppendArray(depth + 5, it.has.size(), buf, [&](size_t h) { AppendJsonString(it.has[h], buf); });
    *buf += ",\n";
    key(5, "where");
    AppendJsonString(it.where, buf);
    *buf += '\n';
    AppendPad(depth + 4, buf);
    *buf += '}';
  });
}

// One document of the audit, as it stands in "documents" `depth` levels down.
void AppendAuditDocument(const DocumentAudit& d, int depth, std::string* buf) {
  auto key = [&](int level, const char* name) { AppendKey(depth + level, name, buf); };
  auto string_or_null = [&](const std::string& s) {
    if (s.empty())
      *buf += "null";
    else
      AppendJsonString(s, buf);
  };
  *buf += "{\n";
  key(1, "path");
  AppendJsonString(d.path, buf);
  *buf += ",\n";
  key(1, "editions");
  AppendArray(depth + 1, d.editions.size(), buf, [&](size_t e) {
    const EditionVerdict& v = d.editions[e];
    *buf += "{\n";
    key(3, "lang");
    AppendJsonString(v.lang, buf);
    *buf += ",\n";
    key(3, "file");
    string_or_null(v.file);
    *buf += ",\n";
    key(3, "last_commit");
    string_or_null(v.last_commit);
    *buf += ",\n";
    key(3, "verdict");
    *buf += '"';
    *buf += VerdictName(v.verdict());
    *buf += '"';
    *buf += ",\n";
    key(3, "behind_by");
    *buf += std::to_string(v.behind.size());
    *buf += ",\n";
    key(3, "items");
    AppendAuditItems(v.behind, depth, buf);
    *buf += ",\n";
    key(3, "to_review");
    AppendAuditItems(v.to_review, depth, buf);
    *buf += '\n';
    AppendPad(depth + 2, buf);
    *buf += '}';
  });
  *buf += '\n';
  AppendPad(depth, buf);
  *buf += '}';
}

}  // namespace

void WriteJsonCheck(const Report& r, const WriterOptions&, std::ostream& out) {
  StreamCheck(r, /*with_findings=*/true, out);
  out << "\n";
}

void WriteJsonTree(const TreeReport& tree, const WriterOptions&, std::ostream& out) {
  StreamingObject j(out);
  j.Member("version", 1);
  j.Member("editions", tree.langs);
  j.Member("source", tree.source.empty() ? Json(nullptr) : Json(tree.source));
  j.StreamedArrayMember("documents", tree.groups.size(), [&](size_t i, int depth) {
    const GroupReport& g = tree.groups[i];
    Json files = Json::object();
    for (const std::string& lang : tree.langs)
      if (g.group.files.count(lang)) files[lang] = g.group.files.at(lang);
    StreamingObject document(out, depth);
    document.Member("path", g.group.path);
    document.Member("files", files);
    document.StreamedArrayMember("pairs", g.pairs.size(), [&](size_t p, int pair_depth) {
      StreamCheck(g.pairs[p], /*with_findings=*/true, out, pair_depth);
    });
    document.End();
  });
  Json missing = Json::array();
  for (const MissingDocument& m : tree.missing)
    missing.push_back({{"path", m.path}, {"missing_in", m.lang}, {"present", m.files}});
  j.Member("missing_documents", missing);
  j.Member("suppressed", tree.suppressed);
  j.End();
  out << "\n";
}

void WriteJsonAudit(const AuditReport& audit, const WriterOptions&, std::ostream& out) {
  // lang → (documents behind, items behind, items to review, documents without source)
  std::map<std::string, std::array<size_t, 4>> summary;
  for (const DocumentAudit& d : audit.documents) {
    for (const EditionVerdict& v : d.editions) {
      auto& s = summary[v.lang];
      s[0] += v.verdict() == Verdict::kBehind;
      s[1] += v.behind.size();
      s[2] += v.to_review.size();
      s[3] += v.verdict() == Verdict::kNoSource;
    }
  }
  Json sum = Json::object();
  for (const std::string& lang : audit.langs)
    sum[lang] = {{"documents", audit.documents.size()},
                 {"behind", summary[lang][0]},
                 {"items", summary[lang][1]},
                 {"to_review", summary[lang][2]},
                 {"no_source", summary[lang][3]}};
  StreamingObject j(out);
  j.Member("version", 1);
  j.Member("editions", audit.langs);
  j.Member("source", audit.source.empty() ? Json(nullptr) : Json(audit.source));
  j.DirectArrayMember("documents", audit.documents.size(), [&](size_t i, std::string* buf) {
    AppendAuditDocument(audit.documents[i], 2, buf);
  });
  j.Member("summary", sum);
  j.Member("suppressed", audit.suppressed);
  j.End();
  out << "\n";
}

void WriteJsonAlign(const Report& r, const WriterOptions&, std::ostream& out) {
  StreamCheck(r, /*with_findings=*/false, out);
  out << "\n";
}

void WriteJsonExtract(const std::vector<Edition>& editions, const WriterOptions&,
                      std::ostream& out) {
  Json all = Json::array();
  for (const Edition& e : editions) {
    Json units = Json::array();
    for (const Unit& u : e.units) {
      Json entities = Json::array();
      for (const Entity& ent : u.entities)
        entities.push_back(
            {{"kind", EntityKindName(ent.kind)}, {"value", EntityValue(u, ent)}, {"key", ent.key}});
      units.push_back({{"line", u.line},
                       {"kind", UnitKindName(u.kind)},
                       {"marker", u.marker},
                       {"text", u.text},
                       {"entities", entities}});
    }
    all.push_back({{"path", e.path}, {"lang", e.lang}, {"units", units}});
  }
  Emit({{"version", 1}, {"editions", all}}, out);
}

void WriteJsonRules(const RulesListing& listing, const WriterOptions&, std::ostream& out) {
  Json rules = Json::array();
  for (const ListedRule& listed : listing.rules) {
    const RuleInfo& r = listed.rule;
    rules.push_back({{"id", r.id},
                     {"severity", SeverityName(r.severity)},
                     {"check", r.check},
                     {"parameters", r.parameters},
                     {"enabled", listed.enabled},
                     {"description", r.description}});
  }
  Json checks = Json::array();
  for (const ListedCheck& c : listing.checks) {
    Json params = Json::array();
    for (const ListedCheckParam& p : c.params)
      params.push_back(
          {{"name", p.name}, {"description", p.description}, {"required", p.required}});
    checks.push_back({{"name", c.name}, {"description", c.description}, {"params", params}});
  }
  Json extractors = Json::array();
  for (const ListedExtractor& e : listing.extractors)
    extractors.push_back({{"kind", EntityKindName(e.kind)}, {"description", e.description}});
  Emit({{"version", 1},
        {"rules_dir", listing.rules_dir},
        {"rules", rules},
        {"checks", checks},
        {"extractors", extractors}},
       out);
}

}  // namespace concord
