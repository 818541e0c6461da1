// markdown_fuzzer.cc — the UTF-8 reader and the Markdown segmenter on arbitrary bytes.
//
// DecodeDocument either throws InputError or gives valid UTF-8; SegmentMarkdown "never
// throws for any input" (markdown.h), read as Markdown and as MDX, and returns units whose lines
// lie within the document and whose strings (text with HTML entities decoded, links, link texts)
// are valid UTF-8. Anything else — another exception, a sanitizer report, a failed FUZZ_CHECK — is
// a bug.
#include <cstddef>
#include <cstdint>

#include "fuzz_util.h"
#include "segment/markdown.h"
#include "text/document.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace concord;
  const std::optional<Document> decoded = fuzz::Decode("fuzz.md", data, size);
  if (!decoded) return 0;
  const Document& doc = *decoded;
  fuzz::CheckDocument(doc);
  fuzz::CheckUnits(doc, SegmentMarkdown(doc));
  fuzz::CheckUnits(doc, SegmentMarkdown(doc, MarkdownDialect::kMdx));
  return 0;
}
