// The JSON format: the public contract of docs/json-contract.md (version 1). Keys keep the
// contract's order (ordered_json) so the output is byte-stable.
#include <nlohmann/json.hpp>

#include <cmath>

#include "writers.h"

namespace concord {
namespace {

using Json = nlohmann::ordered_json;

Json LineOrNull(const Edition& e, int unit) {
  auto line = UnitLine(e, unit);
  return line ? Json(*line) : Json(nullptr);
}

Json Editions(const Report& r) {
  Json out = Json::array();
  for (auto [side, e] : {std::pair<const char*, const Edition*>{"a", &r.a}, {"b", &r.b}})
    out.push_back({{"side", side}, {"path", e->path}, {"lang", e->lang},
                   {"units", e->units.size()}});
  return out;
}

Json Alignment(const Report& r) {
  Json out = Json::array();
  for (const Bead& bead : r.alignment) {
    Json a = Json::array(), b = Json::array();
    for (int u : bead.a) a.push_back(r.a.units[static_cast<size_t>(u)].line);
    for (int u : bead.b) b.push_back(r.b.units[static_cast<size_t>(u)].line);
    out.push_back({{"a", a}, {"b", b}, {"score", std::round(bead.score * 100) / 100}});
  }
  return out;
}

void Emit(const Json& j, std::ostream& out) { out << j.dump(2, ' ', false) << "\n"; }

}  // namespace

void WriteJsonCheck(const Report& r, const WriterOptions&, std::ostream& out) {
  Json findings = Json::array();
  for (const Finding& f : r.findings)
    findings.push_back({{"rule", f.rule},
                        {"kind", f.kind},
                        {"severity", SeverityName(f.severity)},
                        {"value", f.value},
                        {"missing_in", SideName(f.missing_in)},
                        {"a_line", LineOrNull(r.a, f.a_unit)},
                        {"b_line", LineOrNull(r.b, f.b_unit)},
                        {"message", f.message}});
  Emit({{"version", 1}, {"editions", Editions(r)}, {"alignment", Alignment(r)},
        {"findings", findings}},
       out);
}

void WriteJsonAlign(const Report& r, const WriterOptions&, std::ostream& out) {
  Emit({{"version", 1}, {"editions", Editions(r)}, {"alignment", Alignment(r)}}, out);
}

void WriteJsonExtract(const Edition& e, const WriterOptions&, std::ostream& out) {
  Json units = Json::array();
  for (const Unit& u : e.units) {
    Json entities = Json::array();
    for (const Entity& ent : u.entities)
      entities.push_back({{"kind", EntityKindName(ent.kind)}, {"value", ent.value},
                          {"key", ent.key}});
    units.push_back({{"line", u.line}, {"kind", UnitKindName(u.kind)}, {"marker", u.marker},
                     {"text", u.text}, {"entities", entities}});
  }
  Emit({{"version", 1}, {"path", e.path}, {"lang", e.lang}, {"units", units}}, out);
}

}  // namespace concord
