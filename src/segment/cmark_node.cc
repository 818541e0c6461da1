// cmark_node.cc — the one place concord asks cmark-gfm to parse.
#include "segment/cmark_node.h"

#include <cmark-gfm-core-extensions.h>

#include <mutex>

namespace concord::markdown_internal {

NodePtr ParseGfm(std::string_view text) {
  // The extension registry is process-wide; a function-local static registers it exactly
  // once, even when several threads segment at the same time.
  static const bool registered = [] {
    cmark_gfm_core_extensions_ensure_registered();
    return true;
  }();
  (void)registered;
  // cmark-gfm keeps the inline parser's special characters in one process-wide table, and
  // each parse adds its extensions' characters to it while it processes inlines and takes them
  // out again when done (blocks.c, process_inlines): two parses at once lose each other's
  // characters, and with them an autolink or a strikethrough now and then. So they take turns;
  // the rest of a Markdown edition's segmentation still runs in parallel.
  static std::mutex cmark_table;
  const std::lock_guard<std::mutex> lock(cmark_table);
  // VALIDATE_UTF8 makes every string cmark hands back valid UTF-8 whatever the input.
  // STRIKETHROUGH_DOUBLE_TILDE: a strikethrough is ~~text~~, as Hugo's goldmark, MkDocs'
  // pymdownx.tilde and VitePress' markdown-it read it; one tilde is text. Chinese, Japanese and
  // Korean write ranges with it (60~80개, 4~12시간), and two ranges in a paragraph would
  // otherwise strike out the text between them and run their numbers together (6080).
  ParserPtr parser(
      cmark_parser_new(CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE));
  for (const char* name : {"table", "strikethrough", "autolink", "tasklist"}) {
    if (cmark_syntax_extension* ext = cmark_find_syntax_extension(name))
      cmark_parser_attach_syntax_extension(parser.get(), ext);
  }
  cmark_parser_feed(parser.get(), text.data(), text.size());
  return NodePtr(cmark_parser_finish(parser.get()));
}

}  // namespace concord::markdown_internal
