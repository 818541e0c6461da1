// EntityExtractor: the table of extractors in the order they run, and the loop that runs them
// over each unit and sorts what they found.
#include <algorithm>
#include <numeric>
#include <string_view>
#include <tuple>
#include <vector>

#include "extract/code_block_words.h"
#include "extract/entities.h"
#include "extract/extractors.h"
#include "extract/scan.h"

namespace concord {
namespace {

using extract::Scan;
using extract::ScanBuffers;

struct ExtractorRow {
  EntityKind kind;
  std::string_view description;
  void (*run)(Scan& scan, const ExtractorPatterns& patterns, std::vector<Entity>* out);
};

// The extractors in the order they run: each claims what it takes before the next one reads.
constexpr ExtractorRow kExtractors[] = {
    {EntityKind::kCode, "inline code between backticks, compared with its CJK text masked",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { extract::ExtractCode(s); }},
    {EntityKind::kUrl,
     "http(s)://, ftp:// and www. addresses, Markdown link targets (relative too)",
     [](Scan& s, const ExtractorPatterns& p, std::vector<Entity>* out) {
       extract::ExtractUrls(s, p.url);
       extract::AddLinkTargets(s, out);
     }},
    {EntityKind::kEmail, "email addresses, also obfuscated (name [at] host [dot] com)",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { extract::ExtractEmails(s); }},
    {EntityKind::kTitle,
     "Latin lead of a list item before ':', Latin text in 《》「」『』“”, Latin link texts",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { extract::ExtractTitles(s); }},
    {EntityKind::kName, "capitalized Latin word sequences (Noam Shazeer, JAX Profiler)",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { extract::ExtractNames(s); }},
    {EntityKind::kNumber, "numbers (ASCII and full-width), ids such as 2211.05102 or CS336",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { extract::ExtractNumbers(s); }},
    {EntityKind::kTerm, "lowercase Latin words kept untranslated (kernel, inference)",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { extract::ExtractTerms(s); }},
};

}  // namespace

const std::vector<ExtractorInfo>& ExtractorTable() {
  static const std::vector<ExtractorInfo> table = [] {
    std::vector<ExtractorInfo> t;
    for (const ExtractorRow& row : kExtractors) t.push_back({row.kind, row.description});
    return t;
  }();
  return table;
}

EntityExtractor::EntityExtractor() : patterns_(new ExtractorPatterns{{extract::kUrlPattern, 0}}) {}

EntityExtractor::~EntityExtractor() = default;

namespace {

std::vector<Entity> Extract(const Unit& unit, const ExtractorPatterns& patterns,
                            ScanBuffers* buffers) {
  Scan scan(unit, buffers);
  std::vector<Entity>& found = buffers->entities;
  for (const ExtractorRow& row : kExtractors) row.run(scan, patterns, &found);
  // By position, then kind, then the order found (Markdown link targets all stand at 0): their
  // indices are sorted, and each entity is moved once, into a vector sized to what was found
  // (an edition keeps a vector per unit).
  std::vector<uint32_t>& order = buffers->order;
  order.resize(found.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&found](uint32_t i, uint32_t j) {
    const Entity& x = found[i];
    const Entity& y = found[j];
    return std::tie(x.begin, x.kind, i) < std::tie(y.begin, y.kind, j);
  });
  std::vector<Entity> sorted;
  sorted.reserve(found.size());
  for (uint32_t i : order) sorted.push_back(std::move(found[i]));
  return sorted;
}

}  // namespace

std::vector<Entity> EntityExtractor::operator()(const Unit& unit) const {
  ScanBuffers buffers;
  return Extract(unit, *patterns_, &buffers);
}

void EntityExtractor::ExtractAll(std::vector<Unit>* units) const {
  ScanBuffers buffers;
  for (Unit& u : *units) {
    u.entities = Extract(u, *patterns_, &buffers);
    if (!u.markup->code_blocks.empty())
      u.markup.Mutable().code_block_words = CodeBlockWords(u.markup->code_blocks);
  }
  extract::DropSampleValues(units);
}

}  // namespace concord
