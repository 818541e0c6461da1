// media_types.cc — file extensions (see media_types.h).
#include "rules/media_types.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "rules/media_types_data.h"  // generated: kMediaTypeExtensions

namespace concord {
namespace {

using ExtensionPair = std::pair<std::string_view, std::string_view>;  // extension, first

// kMediaTypeExtensions ("\next\tfirst\n…") as pairs, sorted by extension.
std::vector<ExtensionPair> ReadTable() {
  std::vector<ExtensionPair> table;
  const std::string_view data(kMediaTypeExtensions);
  for (size_t begin = 1; begin < data.size();) {
    const size_t end = data.find('\n', begin);
    const std::string_view line = data.substr(begin, end - begin);
    const size_t tab = line.find('\t');
    table.emplace_back(line.substr(0, tab), line.substr(tab + 1));
    begin = end + 1;
  }
  std::ranges::sort(table);
  return table;
}

}  // namespace

ExtensionSpan LastExtension(std::string_view path) {
  path = path.substr(0, path.find_first_of("?#"));
  const size_t dot = path.rfind('.');
  const size_t slash = path.rfind('/');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return {};
  return {dot + 1, path.size() - dot - 1};
}

std::string_view FirstExtensionOfType(std::string_view extension) {
  static const std::vector<ExtensionPair> table = ReadTable();  // immutable once read
  const auto it =
      std::lower_bound(table.begin(), table.end(), extension,
                       [](const ExtensionPair& p, std::string_view e) { return p.first < e; });
  return it != table.end() && it->first == extension ? it->second : extension;
}

void WithFirstExtensionOfType(std::string* path) {
  const ExtensionSpan ext = LastExtension(*path);
  if (ext.at == std::string_view::npos) return;
  const std::string_view extension = std::string_view(*path).substr(ext.at, ext.size);
  const std::string_view first = FirstExtensionOfType(extension);
  if (first != extension) path->replace(ext.at, ext.size, first);
}

}  // namespace concord
