// entities_fuzzer.cc — the entity extractors over the units of a decoded document.
//
// The bytes are decoded (InputError ends the run: nothing to extract), then cut both as
// plain text and as Markdown (Markdown units also carry links and link texts), and the one
// EntityExtractor runs over every unit. Checked (entities.h, model.h): entities are sorted
// by position, each span lies within the unit's text on code point boundaries, value and key
// are valid UTF-8. TextIndex / ContainsWords then look up every key in the unit's own text.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "extract/entities.h"
#include "fuzz_util.h"
#include "rules/entity_match.h"
#include "segment/markdown.h"
#include "segment/segmenter.h"
#include "text/document.h"
#include "text/unicode.h"

namespace {

void ExtractAll(const concord::EntityExtractor& extract, const std::vector<concord::Unit>& units) {
  using namespace concord;
  for (const Unit& unit : units) {
    const std::vector<Entity> entities = extract(unit);
    const TextIndex index(NormalizeKey(unit.text));
    size_t last_begin = 0;
    for (const Entity& e : entities) {
      FUZZ_CHECK(e.begin >= last_begin, "entities are sorted by position");
      last_begin = e.begin;
      FUZZ_CHECK(e.begin <= e.end && e.end <= unit.text.size(),
                 "an entity's span lies within Unit::text");
      FUZZ_CHECK(fuzz::IsCodePointBoundary(unit.text, e.begin) &&
                     fuzz::IsCodePointBoundary(unit.text, e.end),
                 "an entity's span starts and ends on code points");
      FUZZ_CHECK(fuzz::IsValidUtf8(EntityValue(unit, e)), "an entity's value is valid UTF-8");
      FUZZ_CHECK(fuzz::IsValidUtf8(e.key.view()), "Entity::key is valid UTF-8");
      index.HasWords(e.key);
      index.HasNumber(e.key);
      PluralForms(e.key);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace concord;
  static const EntityExtractor* const extract = new EntityExtractor();  // compiled once
  const std::optional<Document> decoded = fuzz::Decode("fuzz.md", data, size);
  if (!decoded) return 0;
  const Document& doc = *decoded;
  ExtractAll(*extract, SegmentPlainText(doc));
  ExtractAll(*extract, SegmentMarkdown(doc));
  return 0;
}
