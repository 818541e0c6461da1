#include "model.h"

#include <array>

namespace concord {
namespace {

constexpr std::array<std::string_view, 7> kEntityKindNames = {"name",   "title", "email", "url",
                                                              "number", "code",  "term"};
constexpr std::array<std::string_view, 3> kSeverityNames = {"info", "warning", "error"};

}  // namespace

std::string_view UnitKindName(UnitKind kind) {
  switch (kind) {
    case UnitKind::kHeading:
      return "heading";
    case UnitKind::kParagraph:
      return "paragraph";
    case UnitKind::kListItem:
      return "list-item";
    case UnitKind::kFrontMatter:
      return "front-matter";
  }
  return "paragraph";
}

std::string_view EntityKindName(EntityKind kind) {
  return kEntityKindNames[static_cast<size_t>(kind)];
}

std::optional<EntityKind> ParseEntityKind(std::string_view name) {
  for (size_t i = 0; i < kEntityKindNames.size(); ++i)
    if (kEntityKindNames[i] == name) return static_cast<EntityKind>(i);
  return std::nullopt;
}

std::string_view SeverityName(Severity severity) {
  return kSeverityNames[static_cast<size_t>(severity)];
}

std::optional<Severity> ParseSeverity(std::string_view name) {
  for (size_t i = 0; i < kSeverityNames.size(); ++i)
    if (kSeverityNames[i] == name) return static_cast<Severity>(i);
  return std::nullopt;
}

int NumberBlocks(Report* report, int first) {
  int next = first;
  const Finding* previous = nullptr;  // the finding before, when it is in a block
  for (Finding& f : report->findings) {
    f.block = 0;
    // A bead with an empty side: what unit-parity reports, a finding per unit of the other.
    const Bead* bead = f.bead >= 0 && static_cast<size_t>(f.bead) < report->alignment.size()
                           ? &report->alignment[static_cast<size_t>(f.bead)]
                           : nullptr;
    if (!bead || (!bead->a.empty() && !bead->b.empty())) {
      previous = nullptr;
      continue;
    }
    // The present side's units follow each other too: a unit paired out of order (align/moves.h)
    // leaves beads next to each other that are not (its place on that side ends the run).
    auto present_unit = [](const Finding& x) {
      return x.missing_in == Side::kA ? x.b_unit : x.a_unit;
    };
    // Forward only: the beads of a section one edition placed elsewhere (align/sections.h) may
    // stand before units of that edition that come earlier.
    const int step = previous ? present_unit(f) - present_unit(*previous) : -1;
    const bool goes_on = previous && previous->missing_in == f.missing_in &&
                         f.bead - previous->bead <= 1 && step >= 0 && step <= 1;
    f.block = goes_on ? previous->block : next++;
    previous = &f;
  }
  return next;
}

}  // namespace concord
