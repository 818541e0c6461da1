// media_types.h — file extensions that name one format (internal to rules/).
//
//   FirstExtensionOfType("jpg");   // "jpeg": image/jpeg is written jpeg, jpg, jpe or jfif
//   WithFirstExtensionOfType(&page);   // "assets/chart.jpg" -> "assets/chart.jpeg"
//
// From Debian's media-types table (/etc/mime.types, read at build time by media_types.cmake):
// each media type with the extensions its files are written with, the first the type's own.
// A translator's localized copy of an image keeps its name and may be saved with another of
// its format's extensions (`assets/zh-CN/chart.jpg` for `assets/chart.jpeg`).
#ifndef CONCORD_RULES_MEDIA_TYPES_H_
#define CONCORD_RULES_MEDIA_TYPES_H_

#include <string>
#include <string_view>

namespace concord {

// The first extension of the media type that `extension` (lower case, without its dot) is
// written with; `extension` itself where it is its type's first, or of no type, or of two.
std::string_view FirstExtensionOfType(std::string_view extension);

// `path` (a link's, up to its query if it has one) with the extension of its last component,
// in any case, as FirstExtensionOfType of it: `assets/zh-CN/chart.jpeg` for
// `assets/zh-CN/chart.JPG`.
void WithFirstExtensionOfType(std::string* path);

}  // namespace concord

#endif  // CONCORD_RULES_MEDIA_TYPES_H_
