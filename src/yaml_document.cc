#include "yaml_document.h"

#include <yaml-cpp/eventhandler.h>

#include <sstream>

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

}  // namespace

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

}  // namespace concord
