#include "yaml_input.h"

#include "error.h"
#include "escape.h"
#include "yaml_document.h"

namespace concord {

void FailAt(const std::string& path, const YAML::Mark& mark, const std::string& why) {
  if (mark.is_null() || mark.line < 0 || mark.column < 0) throw InputError(path, 1, 1, why);
  throw InputError(path, mark.line + 1, mark.column + 1, why);
}

YAML::Node LoadOneDocument(const std::string& path, const std::string& text,
                           std::string_view what) {
  YamlDocument document;
  try {
    document = LoadYamlDocument(text);
  } catch (const YAML::Exception& e) {
    FailAt(path, e.mark, "YAML syntax error: " + e.msg);
  }
  if (document.second)
    FailAt(path, *document.second,
           "a " + std::string(what) + " holds one YAML document; this is a second");
  return document.root;
}

std::string ShapeName(const YAML::Node& node) {
  if (node.IsSequence()) return "a list";
  if (node.IsMap()) return "a mapping";
  if (node.IsScalar()) return "'" + EscapeControls(node.Scalar()) + "'";
  return "nothing";
}

}  // namespace concord
