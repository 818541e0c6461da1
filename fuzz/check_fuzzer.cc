// check_fuzzer.cc — the whole `concord check` on two editions cut from one input.
//
// Input layout: EDITION_A [0xFF EDITION_B] CONTROL. The last byte is the control byte: bit 0
// reads A as Markdown, bit 1 reads B as Markdown (else plain text). The rest is split at its
// first 0xFF (a byte valid UTF-8 never contains), or in half when there is none. Both halves
// go through DecodeDocument → BuildEdition (languages detected) → CheckLoaded with the default
// rules of the source tree (rules/, loaded once), and every writer's check and align views
// render the report into a std::ostringstream.
//
// Expected: InputError (invalid UTF-8, an alignment band too large). Checked: the alignment
// covers every unit of both editions once and in order with scores in [0, 1] (aligner.h);
// findings point at existing beads and units; JSON and SARIF output parses as JSON.
// Anything else — another exception, a sanitizer report, a failed FUZZ_CHECK — is a bug.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/error.h"
#include "extract/entities.h"
#include "fuzz_util.h"
#include "pipeline.h"
#include "report/writers.h"
#include "rules/rules.h"
#include "text/document.h"

#ifndef CONCORD_FUZZ_RULES_DIR
#error "CONCORD_FUZZ_RULES_DIR must name the default rules directory (rules/ of the source tree)"
#endif

namespace {

using namespace concord;

// Units of `side` (its indices in the beads) must be 0, 1, ..., n-1, each in one bead, in
// order, but for the B units of beads the aligner marks moved (align/moves.h), which lie
// elsewhere in B's order.
void CheckCoverage(const std::vector<Bead>& beads, bool side_a, size_t n) {
  std::vector<bool> seen(n, false);
  int last = -1;  // the last unit in order
  for (const Bead& bead : beads) {
    const BeadUnits& idx = side_a ? bead.a : bead.b;
    FUZZ_CHECK(idx.size() <= 2 || (!bead.a.empty() && !bead.b.empty()),
               "a side of more than 2 units pairs with units (a joined bead, align/joins.h)");
    FUZZ_CHECK(!bead.moved || (bead.a.size() == 1 && bead.b.size() == 1),
               "a moved bead pairs one unit with one");
    for (int i : idx) {
      FUZZ_CHECK(i >= 0 && static_cast<size_t>(i) < n && !seen[static_cast<size_t>(i)],
                 "beads cover every unit once");
      seen[static_cast<size_t>(i)] = true;
      if (!side_a && bead.moved) continue;
      FUZZ_CHECK(i > last, "beads are in order");
      last = i;
    }
  }
  FUZZ_CHECK(std::find(seen.begin(), seen.end(), false) == seen.end(), "beads cover every unit");
}

void CheckReport(const Report& report) {
  CheckCoverage(report.alignment, true, report.a.units.size());
  CheckCoverage(report.alignment, false, report.b.units.size());
  for (const Bead& bead : report.alignment)
    FUZZ_CHECK(bead.score >= 0.0 && bead.score <= 1.0, "a bead's score is in [0, 1]");
  for (const Finding& f : report.findings) {
    FUZZ_CHECK(f.bead >= -1 && f.bead < static_cast<int>(report.alignment.size()),
               "Finding::bead is -1 or a bead");
    FUZZ_CHECK(f.a_unit >= -1 && f.a_unit < static_cast<int>(report.a.units.size()),
               "Finding::a_unit is -1 or a unit of A");
    FUZZ_CHECK(f.b_unit >= -1 && f.b_unit < static_cast<int>(report.b.units.size()),
               "Finding::b_unit is -1 or a unit of B");
    FUZZ_CHECK(f.begin <= f.end, "a finding's span is ordered");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const RuleSet* const rules = [] {
    CheckOptions options;
    options.rules_dir = CONCORD_FUZZ_RULES_DIR;
    return new RuleSet(ActiveRules(options));  // a bad default rule file is a bug: not caught
  }();
  static const EntityExtractor* const extract = new EntityExtractor();

  if (size == 0) return 0;
  const uint8_t control = data[size - 1];
  std::string_view payload = fuzz::Bytes(data, size - 1);
  std::string_view a_bytes, b_bytes;
  if (size_t cut = payload.find('\xFF'); cut != std::string_view::npos) {
    a_bytes = payload.substr(0, cut);
    b_bytes = payload.substr(cut + 1);
  } else {
    a_bytes = payload.substr(0, payload.size() / 2);
    b_bytes = payload.substr(payload.size() / 2);
  }
  const InputFormat format_a = (control & 1) ? InputFormat::kMarkdown : InputFormat::kText;
  const InputFormat format_b = (control & 2) ? InputFormat::kMarkdown : InputFormat::kText;

  const CheckOptions options;
  Report report;
  try {
    Edition a =
        BuildEdition(DecodeDocument(format_a == InputFormat::kMarkdown ? "a.md" : "a.txt", a_bytes),
                     "", format_a, *extract);
    Edition b =
        BuildEdition(DecodeDocument(format_b == InputFormat::kMarkdown ? "b.md" : "b.txt", b_bytes),
                     "", format_b, *extract);
    report = CheckLoaded(std::move(a), std::move(b), *rules, options);
  } catch (const InputError&) {
    return 0;
  }
  CheckReport(report);

  for (const Writer& w : Writers()) {
    for (auto* view : {w.check, w.align}) {
      if (!view) continue;
      std::ostringstream out;
      view(report, WriterOptions{.color = (control & 4) != 0}, out);
      if (w.name == "json" || w.name == "sarif") {
        FUZZ_CHECK(nlohmann::json::accept(out.str()), "JSON and SARIF output is valid JSON");
      }
    }
  }
  return 0;
}
