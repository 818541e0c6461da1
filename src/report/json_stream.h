// json_stream.h — JSON text written a piece at a time, byte for byte as nlohmann's
// ordered_json dump writes the whole value (dump(2), two-space indent, for the JSON report;
// JsonText also any indent and dump(-1)'s compact form; UTF-8 kept, control characters
// escaped), for the parts of a report as long as the report, whose elements nlohmann would
// build too slowly and hold all at once.
//
//   StreamingObject j(out);                          // {
//   j.Member("version", 1);                          //   "version": 1,
//   j.DirectArrayMember("beads", n, [&](size_t i, std::string* buf) {
//     AppendJsonString(names[i], buf);               //   "beads": [ "…", … ]
//   });
//   j.End();                                         // }
//
// The text of a document written with these is the text Emit() writes for the same value
// (without Emit()'s final newline): the JSON writer mixes the two freely and its output stays
// the contract's (docs/json-contract.md).
#ifndef CONCORD_JSON_STREAM_H_
#define CONCORD_JSON_STREAM_H_

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

using Json = nlohmann::ordered_json;

// `j` as dump(2) writes it, then a newline. Invalid UTF-8 can only come from file names (texts
// are validated); it is replaced, not fatal.
void Emit(const Json& j, std::ostream& out);

// `s` as a JSON string, as nlohmann::json's dump() writes it (UTF-8 kept, control characters
// escaped); text that is not valid UTF-8 (a file name) is left to nlohmann, which replaces it.
void AppendJsonString(std::string_view s, std::string* out);

// A score in [0, 1] as nlohmann::json writes a double: the shortest form that reads back
// the same, with ".0" after a whole number.
void AppendScore(double score, std::string* out);

// How many bytes of written text a writer holds before it hands them to its stream.
inline constexpr size_t kStreamFlushBytes = 64 * 1024;

// `depth` levels of indentation: two spaces each.
inline std::string Indent(int depth) { return std::string(static_cast<size_t>(depth) * 2, ' '); }

// The indentation of a line `depth` levels down.
inline void AppendPad(int depth, std::string* out) {
  out->append(static_cast<size_t>(depth) * 2, ' ');
}

// `"name": ` starting a member line `depth` levels down (one deeper than its object). Names
// are ASCII words: nothing to escape.
inline void AppendKey(int depth, std::string_view name, std::string* out) {
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

// Appends one JSON value, given a piece at a time, with the bytes nlohmann's ordered_json
// dump(indent) writes for the same value built whole: `indent` spaces a level (-1: dump(-1)'s
// compact form), the value standing `depth` levels down (its first line not indented, its
// others as they stand there). For a writer's elements as many as its findings, which
// nlohmann would build as trees of allocated nodes to dump and throw away. Keys and strings
// are escaped as AppendJsonString does; writers_test compares the two on random values.
//
//   JsonText j(&buf, 2, 4);
//   j.BeginObject().Member("ruleId", f.rule).IntMember("ruleIndex", 3);
//   j.Key("message").BeginObject().Member("text", f.message).End();
//   j.End();
class JsonText {
 public:
  JsonText(std::string* out, int indent, int depth = 0)
      : out_(out), indent_(indent), depth_(depth) {}

  JsonText& BeginObject() { return Open('{'); }
  JsonText& BeginArray() { return Open('['); }
  // Closes the innermost object or array. REQUIRES: one is open (asserted).
  JsonText& End();
  // An object's member name; its value comes next. REQUIRES: in an object (asserted).
  JsonText& Key(std::string_view name);
  JsonText& String(std::string_view s);
  JsonText& Int(int64_t n);
  JsonText& Member(std::string_view name, std::string_view s) { return Key(name).String(s); }
  JsonText& IntMember(std::string_view name, int64_t n) { return Key(name).Int(n); }

 private:
  struct Level {
    char close;        // '}' or ']'
    uint32_t members;  // written so far
  };
  JsonText& Open(char open);
  // Before a value: in an array, the separator and the line it stands on (a member's value
  // follows its key on the key's line).
  void BeforeValue();
  // A new line `levels` down from the value's own depth.
  void NewLine(size_t levels);

  std::string* out_;
  int indent_;
  int depth_;
  std::vector<Level> open_;
};

// Writes a JSON object whose members are given one at a time, with the bytes Emit() would
// write for the whole document, but holding one array element in memory at a time instead of
// a document as large as the report (a long pair has a bead per unit). `depth` is how many
// levels down the object stands in its document (0: the document itself).
class StreamingObject {
 public:
  explicit StreamingObject(std::ostream& out, int depth = 0) : out_(out), depth_(depth) {
    out_ << "{";
  }

  // A member `"key": value`, the value as dump(2) writes it.
  void Member(std::string_view key, const Json& value);
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
  // The closing brace. REQUIRES: called once, after the last member.
  void End();

  // How many levels down the object stands in its document.
  int depth() const { return depth_; }

  // An array member whose elements append(i, &buf) writes as text, each as it stands
  // depth + 2 levels down in Emit()'s output, handed to the stream some 64 KiB at a time.
  template <typename Append>
  void DirectArrayMember(std::string_view key, size_t n, Append append) {
    Key(key);
    std::string buf;
    AppendArray(
        depth_ + 1, n, &buf, [&](size_t i) { append(i, &buf); },
        [&] {
          if (buf.size() < kStreamFlushBytes) return;
          out_ << buf;
          buf.clear();
        });
    out_ << buf;
  }

 private:
  void Key(std::string_view key);
  // `value` as dump(2) writes it `depth` levels down: its lines after the first indented.
  static void AppendIndented(const Json& value, int depth, std::string* out);

  std::ostream& out_;
  int depth_;
  bool first_ = true;
};

}  // namespace concord

#endif  // CONCORD_JSON_STREAM_H_
