// The JSON format: the public contract of docs/json-contract.md (version 1). Keys keep the
// contract's order (ordered_json) so the output is byte-stable.
#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

#include "report/writers.h"
#include "text/unicode.h"

namespace concord {
namespace {

using Json = nlohmann::ordered_json;

Json Editions(const Report& r) {
  Json out = Json::array();
  for (auto [side, e] : {std::pair<const char*, const Edition*>{"a", &r.a}, {"b", &r.b}})
    out.push_back(
        {{"side", side}, {"path", e->path}, {"lang", e->lang}, {"units", e->units.size()}});
  return out;
}

// Invalid UTF-8 can only come from file names (texts are validated); it is replaced, not fatal.
void Emit(const Json& j, std::ostream& out) {
  out << j.dump(2, ' ', false, Json::error_handler_t::replace) << "\n";
}

// `s` as a JSON string, as nlohmann::json's dump() writes it (UTF-8 kept, control characters
// escaped); text that is not valid UTF-8 (a file name) is left to nlohmann, which replaces it.
void AppendJsonString(std::string_view s, std::string* out) {
  if (!IsValidUtf8(s)) {
    *out += Json(std::string(s)).dump(-1, ' ', false, Json::error_handler_t::replace);
    return;
  }
  *out += '"';
  for (size_t i = 0; i < s.size(); ++i) {
    // Most bytes need no escape: appended a run at a time.
    size_t plain = i;
    while (plain < s.size() && s[plain] != '"' && s[plain] != '\\' &&
           static_cast<unsigned char>(s[plain]) >= 0x20)
      ++plain;
    out->append(s.data() + i, plain - i);
    if (plain == s.size()) break;
    i = plain;
    const char ch = s[i];
    switch (ch) {
      case '"':
        *out += "\\\"";
        break;
      case '\\':
        *out += "\\\\";
        break;
      case '\b':
        *out += "\\b";
        break;
      case '\f':
        *out += "\\f";
        break;
      case '\n':
        *out += "\\n";
        break;
      case '\r':
        *out += "\\r";
        break;
      case '\t':
        *out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(ch) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(ch));
          *out += buf;
        } else {
          *out += ch;
        }
    }
  }
  *out += '"';
}

// A score in [0, 1] as nlohmann::json writes a double: the shortest form that reads back
// the same, with ".0" after a whole number.
void AppendScore(double score, std::string* out) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, score);
  std::string_view s(buf, static_cast<size_t>(end - buf));
  *out += s;
  if (s.find_first_of(".e") == std::string_view::npos) *out += ".0";
}

// ---- Text that nlohmann's dump(2) writes, written directly: for the parts of a report as long
// as the report, whose elements nlohmann would build too slowly.

void AppendPad(int depth, std::string* out) { out->append(static_cast<size_t>(depth) * 2, ' '); }

// `"name": ` starting a member line `depth` levels down (one deeper than its object). Names
// are ASCII words: nothing to escape.
void AppendKey(int depth, std::string_view name, std::string* out) {
  AppendPad(depth, out);
  *out += '"';
  *out += name;
  *out += "\": ";
}

// An array `depth` levels down: its n elements one level deeper, each written by element(i),
// after(i) called after each (to hand a long text on).
template <typename Element, typename After>
void AppendArray(int depth, size_t n, std::string* out, Element element, After after) {
  if (n == 0) {
    *out += "[]";
    return;
  }
  *out += '[';
  for (size_t i = 0; i < n; ++i) {
    *out += i ? ",\n" : "\n";
    AppendPad(depth + 1, out);
    element(i);
    after();
  }
  *out += '\n';
  AppendPad(depth, out);
  *out += ']';
}
template <typename Element>
void AppendArray(int depth, size_t n, std::string* out, Element element) {
  AppendArray(depth, n, out, element, [] {});
}

// Writes a JSON object whose members are given one at a time, with the bytes Emit() would
// write for the whole document, but holding one array element in memory at a time instead of
// a document as large as the report (a 100 MB pair has 300,000 beads). `depth` is how many
// levels down the object stands in its document (0: the document itself).
class StreamingObject {
 public:
  explicit StreamingObject(std::ostream& out, int depth = 0) : out_(out), depth_(depth) {
    out_ << "{";
  }

  void Member(std::string_view key, const Json& value) {
    Key(key);
    std::string text;
    AppendIndented(value, depth_ + 1, &text);
    out_ << text;
  }
  // An array member whose elements make(i) builds, for i in [0, n).
  template <typename Make>
  void ArrayMember(std::string_view key, size_t n, Make make) {
    DirectArrayMember(
        key, n, [&](size_t i, std::string* buf) { AppendIndented(make(i), depth_ + 2, buf); });
  }
  // An array member whose elements write(i, depth) writes to the stream itself, as objects
  // `depth` levels down (a StreamingObject of their own).
  template <typename Write>
  void StreamedArrayMember(std::string_view key, size_t n, Write write) {
    DirectArrayMember(key, n, [&](size_t i, std::string* before) {
      out_ << *before;  // the separator, and what came before it
      before->clear();
      write(i, depth_ + 2);
    });
  }
  void End() { out_ << (first_ ? "}" : "\n" + Pad(depth_) + "}"); }

  // An array member whose elements append(i, &buf) writes as text, each as it stands
  // depth + 2 levels down in Emit()'s output, handed to the stream some 64 KiB at a time.
  template <typename Append>
  void DirectArrayMember(std::string_view key, size_t n, Append append) {
    Key(key);
    constexpr size_t kFlushBytes = 64 * 1024;
    std::string buf;
    AppendArray(
        depth_ + 1, n, &buf, [&](size_t i) { append(i, &buf); },
        [&] {
          if (buf.size() < kFlushBytes) return;
          out_ << buf;
          buf.clear();
        });
    out_ << buf;
  }

  // "findings": the bytes ArrayMember would write for the findings as nlohmann objects.
  void FindingsMember(const Report& r) {
    const std::string close = "\n" + Pad(depth_ + 2) + "}";
    DirectArrayMember("findings", r.findings.size(), [&](size_t i, std::string* buf) {
      const Finding& f = r.findings[i];
      auto name = [&](const char* key) { AppendKey(depth_ + 3, key, buf); };
      auto field = [&](const char* key, std::string_view value) {
        name(key);
        AppendJsonString(value, buf);
      };
      auto line = [&](const char* key, const Edition& e, int unit) {
        name(key);
        auto l = UnitLine(e, unit);
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
      line("a_line", r.a, f.a_unit);
      *buf += ",\n";
      line("b_line", r.b, f.b_unit);
      *buf += ",\n";
      field("message", f.message);
      *buf += close;
    });
  }

  // "alignment": the bytes ArrayMember would write for the beads as nlohmann objects
  // ({"a": [lines], "b": [lines], "score": rounded to hundredths}).
  //
  // A long pair has hundreds of thousands of beads: the text around their numbers is made
  // once, and the scores, hundredths, are looked up.
  void BeadsMember(const Report& r) {
    const std::string pad3 = Pad(depth_ + 3), pad4 = Pad(depth_ + 4);
    const std::string open_a = "{\n" + pad3 + "\"a\": ", open_b = ",\n" + pad3 + "\"b\": ",
                      open_score = ",\n" + pad3 + "\"score\": ",
                      close = "\n" + Pad(depth_ + 2) + "}";
    const std::string first_line = "[\n" + pad4, next_line = ",\n" + pad4,
                      end_lines = "\n" + pad3 + "]";
    std::array<std::string, 101> hundredths;  // AppendScore's text for k / 100
    for (size_t k = 0; k < hundredths.size(); ++k)
      AppendScore(static_cast<double>(k) / 100, &hundredths[k]);
    DirectArrayMember("alignment", r.alignment.size(), [&](size_t i, std::string* buf) {
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
      *buf += close;
    });
  }

 private:
  static std::string Pad(int depth) { return std::string(static_cast<size_t>(depth) * 2, ' '); }

  void Key(std::string_view key) {
    out_ << (first_ ? "\n" : ",\n") << Pad(depth_ + 1) << Json(std::string(key)).dump() << ": ";
    first_ = false;
  }
  // `value` as dump(2) writes it `depth` levels down: its lines after the first indented.
  static void AppendIndented(const Json& value, int depth, std::string* out) {
    const std::string text = value.dump(2, ' ', false, Json::error_handler_t::replace);
    const std::string pad = "\n" + Pad(depth);
    size_t start = 0;
    for (size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', start)) {
      out->append(text, start, nl - start);
      *out += pad;
      start = nl + 1;
    }
    out->append(text, start, std::string::npos);
  }

  std::ostream& out_;
  int depth_;
  bool first_ = true;
};

// A check report as a JSON object `depth` levels down in its document; without findings it is
// what `concord align` prints.
void StreamCheck(const Report& r, bool with_findings, std::ostream& out, int depth = 0) {
  StreamingObject j(out, depth);
  j.Member("version", 1);
  j.Member("editions", Editions(r));
  j.BeadsMember(r);
  if (with_findings) {
    j.FindingsMember(r);
    if (r.suppressed) j.Member("suppressed", r.suppressed);
  }
  j.End();
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
    *buf += v.behind.empty() ? "\"up-to-date\"" : "\"behind\"";
    *buf += ",\n";
    key(3, "behind_by");
    *buf += std::to_string(v.behind.size());
    *buf += ",\n";
    key(3, "items");
    AppendArray(depth + 3, v.behind.size(), buf, [&](size_t k) {
      const AuditItem& it = v.behind[k];
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
      AppendArray(depth + 5, it.has.size(), buf,
                  [&](size_t h) { AppendJsonString(it.has[h], buf); });
      *buf += ",\n";
      key(5, "where");
      AppendJsonString(it.where, buf);
      *buf += '\n';
      AppendPad(depth + 4, buf);
      *buf += '}';
    });
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
  std::map<std::string, std::pair<size_t, size_t>> summary;  // lang → (documents behind, items)
  for (const DocumentAudit& d : audit.documents) {
    for (const EditionVerdict& v : d.editions) {
      auto& s = summary[v.lang];
      s.first += !v.behind.empty();
      s.second += v.behind.size();
    }
  }
  Json sum = Json::object();
  for (const std::string& lang : audit.langs)
    sum[lang] = {{"documents", audit.documents.size()},
                 {"behind", summary[lang].first},
                 {"items", summary[lang].second}};
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
