#include "report/json_stream.h"

#include <cassert>
#include <charconv>
#include <cstdio>

#include "text/unicode.h"

namespace concord {

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

void StreamingObject::Member(std::string_view key, const Json& value) {
  Key(key);
  std::string text;
  AppendIndented(value, depth_ + 1, &text);
  out_ << text;
}

void StreamingObject::End() { out_ << (first_ ? "}" : "\n" + Indent(depth_) + "}"); }

void StreamingObject::Key(std::string_view key) {
  out_ << (first_ ? "\n" : ",\n") << Indent(depth_ + 1) << Json(std::string(key)).dump() << ": ";
  first_ = false;
}

void StreamingObject::AppendIndented(const Json& value, int depth, std::string* out) {
  const std::string text = value.dump(2, ' ', false, Json::error_handler_t::replace);
  const std::string pad = "\n" + Indent(depth);
  size_t start = 0;
  for (size_t nl = text.find('\n'); nl != std::string::npos; nl = text.find('\n', start)) {
    out->append(text, start, nl - start);
    *out += pad;
    start = nl + 1;
  }
  out->append(text, start, std::string::npos);
}

JsonText& JsonText::Open(char open) {
  BeforeValue();
  *out_ += open;
  open_.push_back({open == '{' ? '}' : ']', 0});
  return *this;
}

JsonText& JsonText::End() {
  assert(!open_.empty());
  const Level level = open_.back();
  open_.pop_back();
  if (level.members > 0 && indent_ >= 0) NewLine(open_.size());
  *out_ += level.close;
  return *this;
}

JsonText& JsonText::Key(std::string_view name) {
  assert(!open_.empty() && open_.back().close == '}');
  Level& level = open_.back();
  if (level.members++ > 0) *out_ += ',';
  if (indent_ >= 0) NewLine(open_.size());
  AppendJsonString(name, out_);
  *out_ += indent_ >= 0 ? ": " : ":";
  return *this;
}

JsonText& JsonText::String(std::string_view s) {
  BeforeValue();
  AppendJsonString(s, out_);
  return *this;
}

JsonText& JsonText::Int(int64_t n) {
  BeforeValue();
  char digits[24];
  auto [end, ec] = std::to_chars(digits, digits + sizeof digits, n);
  out_->append(digits, end);
  return *this;
}

void JsonText::BeforeValue() {
  if (open_.empty() || open_.back().close != ']') return;
  if (open_.back().members++ > 0) *out_ += ',';
  if (indent_ >= 0) NewLine(open_.size());
}

void JsonText::NewLine(size_t levels) {
  *out_ += '\n';
  out_->append((static_cast<size_t>(depth_) + levels) * static_cast<size_t>(indent_), ' ');
}

}  // namespace concord
