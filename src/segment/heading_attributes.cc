// heading_attributes.cc — see heading_attributes.h.
#include "segment/heading_attributes.h"

#include <algorithm>

#include "segment/admonitions.h"
#include "segment/ascii.h"
#include "segment/whitespace.h"
#include "text/unicode.h"

namespace concord::markdown_internal {
namespace {

// Where the "[[id]]" that ends a heading's text `title` opens, or npos: doc-builder's id has
// no white space or bracket in it (its slug keeps a title's backticks: "[[`pipeline`-api]]").
// Not where the brackets open inside a code span, whose backticks the text keeps
// ("Use `[[`x]]": an odd number before them).
size_t DocBuilderIdAt(std::string_view title) {
  const size_t at = title.ends_with("]]") ? title.rfind("[[") : std::string_view::npos;
  if (at == std::string_view::npos || at + 4 >= title.size() ||
      std::count(title.begin(), title.begin() + static_cast<std::ptrdiff_t>(at), '`') % 2 != 0 ||
      title.substr(at + 2, title.size() - at - 4).find_first_of(" \t[]") != std::string_view::npos)
    return std::string_view::npos;
  return at;
}

}  // namespace

HeadingAttributes StripHeadingAttributes(std::string* text, size_t from) {
  constexpr size_t npos = std::string_view::npos;
  HeadingAttributes out;
  std::string_view added = TrimAscii(std::string_view(*text).substr(from));
  auto end_title_at = [&](size_t at) {
    text->resize(static_cast<size_t>(added.data() - text->data()) + at);
    added = TrimAscii(std::string_view(*text).substr(from));
  };
  std::string id;
  const size_t open = added.ends_with('}') ? added.rfind('{') : npos;
  const char kind = open != npos && open + 1 < added.size() ? added[open + 1] : '\0';
  if (kind == '#' || kind == ':' || kind == '.') {
    std::string_view attributes = added.substr(open + 1, added.size() - open - 2);
    if (attributes == "." + std::string(kImpliedTitleClass)) out.implied = true;
    // An id is a "#" that opens an attribute (first, or after white space), not one inside
    // a value (data-x="#y").
    for (size_t hash = attributes.find('#'); hash != npos; hash = attributes.find('#', hash + 1)) {
      if (hash > 0 && attributes[hash - 1] != ' ' && attributes[hash - 1] != '\t') continue;
      std::string_view rest = attributes.substr(hash + 1);
      id = rest.substr(0, rest.find_first_of(" \t"));
      break;
    }
    end_title_at(open);
  }
  if (const size_t brackets = id.empty() ? DocBuilderIdAt(added) : npos; brackets != npos) {
    id = added.substr(brackets + 2, added.size() - brackets - 4);
    end_title_at(brackets);
  }
  // A set id is lowercased, as the slugs it is compared with are.
  for (char& c : id) c = AsciiLower(c);
  out.id = id.empty() ? HeadingSlug(added) : std::move(id);
  return out;
}

}  // namespace concord::markdown_internal
