#include "rules/rule_spec.h"

#include <algorithm>

#include "base/error.h"

namespace concord {

std::string ParamValue(const RuleSpec& spec, const std::string& key, const std::string& fallback) {
  auto it = spec.params.find(key);
  return it == spec.params.end() || it->second.values.empty() ? fallback : it->second.values[0];
}

void BadParam(const RuleSpec& spec, const std::string& key, const std::string& why) {
  const RuleParam& p = spec.params.at(key);
  throw InputError(spec.path, p.line, p.col, why);
}

std::string RuleFailureText(const RuleSpec& rule, const std::string& what) {
  return "rule '" + rule.id + "' (" + rule.path + "): " + what;
}

std::string FormatMessage(std::string_view tmpl, std::span<const MessageVar> vars) {
  std::string out;
  size_t pos = 0;
  while (pos < tmpl.size()) {
    size_t open = tmpl.find('{', pos);
    size_t close = open == std::string_view::npos ? std::string_view::npos : tmpl.find('}', open);
    if (close == std::string_view::npos) {
      out += tmpl.substr(pos);
      break;
    }
    out += tmpl.substr(pos, open - pos);
    const std::string_view name = tmpl.substr(open + 1, close - open - 1);
    auto it =
        std::find_if(vars.begin(), vars.end(), [&](const MessageVar& v) { return v.name == name; });
    out += it != vars.end() ? it->value : tmpl.substr(open, close - open + 1);
    pos = close + 1;
  }
  return out;
}

}  // namespace concord
