// yaml_input.h — reading concord's own YAML files (concord.yml, rule files) with errors that
// name the file and the place: "path:line:col: reason".
//
//   YAML::Node root = LoadOneDocument(path, text, "rule file");   // Null when text is empty
//   if (!root["check"].IsScalar()) FailAt(path, root["check"].Mark(), "…");
//   "'editions' must be a list; got " + ShapeName(node)             // "… got 'en'"
#ifndef CONCORD_YAML_INPUT_H_
#define CONCORD_YAML_INPUT_H_

#include <yaml-cpp/yaml.h>

#include <string>
#include <string_view>

namespace concord {

// The one YAML document of `text`. Throws InputError at the place of the error for a syntax
// error ("YAML syntax error: …") and for a second document ("a <what> holds one YAML document;
// this is a second"): a second document would be read by nothing, so its keys, however wrong,
// would pass. Found without yaml-cpp's LoadAll, which never returns on some malformed texts.
YAML::Node LoadOneDocument(const std::string& path, const std::string& text, std::string_view what);

// Throws InputError "path:line:col: why" at `mark` (1:1 when yaml-cpp gave the node no place).
[[noreturn]] void FailAt(const std::string& path, const YAML::Mark& mark, const std::string& why);
// The same at a node's place.
[[noreturn]] void FailAt(const std::string& path, const YAML::Node& node, const std::string& why);

// What a node is, for "must be …; got <this>" messages: "a list", "a mapping", "'<scalar>'"
// (control characters escaped), "nothing".
std::string ShapeName(const YAML::Node& node);

}  // namespace concord

#endif  // CONCORD_YAML_INPUT_H_
