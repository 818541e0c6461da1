// media_types.h — file extensions: where a path's is, and which name one format (internal to
// rules/).
//
//   FirstExtensionOfType("jpg");        // "jpeg": image/jpeg is written jpeg, jpg, jpe or jfif
//   WithFirstExtensionOfType(&page);   // "assets/chart.jpg" -> "assets/chart.jpeg"
//
// The formats are Debian's media-types table's picture, sound and video types (/etc/mime.types,
// read at build time by media_types.cmake), each with the extensions its files are written
// with, the first the type's own. A translator's localized copy of a picture keeps its name and
// may be saved with another of its format's extensions (`assets/zh-CN/chart.jpg` for
// `assets/chart.jpeg`); two extensions of one text or program type (`.js`, `.mjs`) name two
// files, and are not read.
#ifndef CONCORD_RULES_MEDIA_TYPES_H_
#define CONCORD_RULES_MEDIA_TYPES_H_

#include <string>
#include <string_view>

namespace concord {

// Where the extension of `path`'s last component is, without its dot, up to a query or a
// fragment (`?`, `#`): its offset and length; {npos, 0} where that component has no dot.
struct ExtensionSpan {
  size_t at = std::string_view::npos;
  size_t size = 0;
};
ExtensionSpan LastExtension(std::string_view path);

// The first extension of the picture, sound or video type that `extension` (lower case, as url
// keys are, without its dot) is written with; `extension` itself where it is its type's first,
// of no such type, or of two.
std::string_view FirstExtensionOfType(std::string_view extension);

// `path` (a link's) with the extension of its last component as FirstExtensionOfType of it:
// `assets/zh-cn/chart.jpeg?raw=1` for `assets/zh-cn/chart.jpg?raw=1`.
void WithFirstExtensionOfType(std::string* path);

}  // namespace concord

#endif  // CONCORD_RULES_MEDIA_TYPES_H_
