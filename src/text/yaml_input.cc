#include "text/yaml_input.h"

#include <yaml-cpp/eventhandler.h>

#include <optional>
#include <sstream>

#include "base/error.h"
#include "text/escape.h"

namespace concord {
namespace {

// Where a document's root node starts, and whether it is empty (a null root, as LoadAll's end
// of the stream).
class RootMark : public YAML::EventHandler {
 public:
  std::optional<YAML::Mark> mark;
  bool null_root = false;

  void OnDocumentStart(const YAML::Mark&) override {}
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark& m, YAML::anchor_t) override { Node(m, true); }
  void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { Node(m, false); }
  void OnScalar(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                const std::string&) override {
    Node(m, false);
  }
  void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {
    Node(m, false);
  }
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t,
                  YAML::EmitterStyle::value) override {
    Node(m, false);
  }
  void OnMapEnd() override {}

 private:
  void Node(const YAML::Mark& m, bool is_null) {
    if (mark) return;
    mark = m;
    null_root = is_null;
  }
};

// The first document of a text, and where a second, non-empty one starts.
struct YamlDocument {
  YAML::Node root;  // the first document (null for an empty text)
  std::optional<YAML::Mark> second;
};

// yaml-cpp's own LoadAll cannot be used to find a second document: on some malformed streams
// (as small as ",") the parser reports document after document without reading on, and
// LoadAll never returns. This takes the first document and asks the parser for at most one
// more. Throws YAML::ParserException for a syntax error in either.
YamlDocument LoadYamlDocument(const std::string& text) {
  YamlDocument doc;
  doc.root = YAML::Load(text);
  std::istringstream in(text);
  YAML::Parser parser(in);
  RootMark first, second;
  if (parser.HandleNextDocument(first) && parser.HandleNextDocument(second) && second.mark &&
      !second.null_root)
    doc.second = second.mark;
  return doc;
}

}  // namespace

void FailAt(const std::string& path, const YAML::Mark& mark, const std::string& why) {
  if (mark.is_null() || mark.line < 0 || mark.column < 0) throw InputError(path, 1, 1, why);
  throw InputError(path, mark.line + 1, mark.column + 1, why);
}

void FailAt(const std::string& path, const YAML::Node& node, const std::string& why) {
  FailAt(path, node.Mark(), why);
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
