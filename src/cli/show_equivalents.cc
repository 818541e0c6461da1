#include "cli/show_equivalents.h"

#include <cstdio>

#include "report/json_stream.h"

namespace concord {

Equivalents LearnEquivalents(const Report& aligned) {
  EquivalentsLearner learner;
  learner.Add({&aligned.a, &aligned.b, &aligned.alignment});
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
