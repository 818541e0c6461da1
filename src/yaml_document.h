// yaml_document.h — the one YAML document of a settings file (concord.yml, a rule file).
//
//   YamlDocument doc = LoadYamlDocument(text);   // throws YAML::ParserException
//   if (doc.second) Fail(path, *doc.second, "… holds one YAML document; this is a second");
//
// A settings file holds one document; a second one would be read by nothing, so its keys,
// however wrong, would pass: callers refuse it. yaml-cpp's own LoadAll cannot be used to find
// it: on some malformed streams the parser reports document after document without reading
// on, and LoadAll never returns. This takes the first document and asks the parser for at most
// one more.
#ifndef CONCORD_YAML_DOCUMENT_H_
#define CONCORD_YAML_DOCUMENT_H_

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>

namespace concord {

struct YamlDocument {
  YAML::Node root;                   // the first document (null for an empty text)
  std::optional<YAML::Mark> second;  // where a second, non-empty document starts
};

// Throws YAML::ParserException for a syntax error in the first two documents.
YamlDocument LoadYamlDocument(const std::string& text);

}  // namespace concord

#endif  // CONCORD_YAML_DOCUMENT_H_
