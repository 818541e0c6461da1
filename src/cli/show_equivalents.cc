#include "cli/show_equivalents.h"

#include <cstdio>
#include <deque>
#include <iterator>
#include <string>

#include "pipeline.h"
#include "report/json_stream.h"

namespace concord {

Equivalents LearnEquivalents(const Report& aligned) {
  EquivalentsLearner learner;
  learner.Add({&aligned.a, &aligned.b, &aligned.alignment});
  return std::move(learner).Finish();
}

// As tree_check.cc reads a tree: with a config, an edition's language is its code; two
// directories from the command line take --lang-a/--lang-b, or else the language detected.
Equivalents LearnEquivalents(const Project& project, const CheckOptions& options) {
  auto language = [&](const std::string& code) -> std::string {
    if (!project.config_path.empty()) return code;
    if (code == project.editions.front().lang) return options.lang_a;
    if (project.editions.size() > 1 && code == project.editions[1].lang) return options.lang_b;
    return "";
  };
  EquivalentsLearner learner;
  // Every aligned pair lives until Finish(), which reads their texts again.
  std::deque<Report> aligned;
  for (const DocumentGroup& group : GroupDocuments(project)) {
    for (auto a = group.files.begin(); a != group.files.end(); ++a) {
      for (auto b = std::next(a); b != group.files.end(); ++b) {
        CheckOptions pair = options;
        pair.lang_a = language(a->first);
        pair.lang_b = language(b->first);
        const Report& report = aligned.emplace_back(AlignEditions(a->second, b->second, pair));
        learner.Add({&report.a, &report.b, &report.alignment});
      }
    }
  }
  return std::move(learner).Finish();
}

void WriteEquivalents(const Equivalents& eq, bool json, std::ostream& out) {
  if (json) {
    Json list = Json::array();
    for (const LearnedEquivalent& e : eq.Listing())
      list.push_back({{"latin", e.latin},
                      {"key", e.key},
                      {"lang", e.lang},
                      {"from", e.from},
                      {"rendering", e.rendering},
                      {"together", e.together},
                      {"latin_count", e.latin_count},
                      {"rendering_count", e.rendering_count},
                      {"observations", e.observations},
                      {"g2", e.g2}});
    Emit(Json{{"equivalents", std::move(list)}}, out);
    return;
  }
  if (eq.Listing().empty()) {
    out << "no cross-script equivalents learned\n";
    return;
  }
  for (const LearnedEquivalent& e : eq.Listing()) {
    char g2[32];
    std::snprintf(g2, sizeof g2, "%.1f", e.g2);
    out << e.latin << " ↔ " << e.lang << " " << e.rendering << " (together " << e.together
        << ", G² " << g2 << ")\n";
  }
}

}  // namespace concord
