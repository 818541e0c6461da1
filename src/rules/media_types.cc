// media_types.cc — file extensions that name one format (see media_types.h).
#include "rules/media_types.h"

#include <algorithm>
#include <cctype>
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
  std::ranges::sort(table);  // as string_view compares, whatever order the generator kept
  return table;
}

}  // namespace

std::string_view FirstExtensionOfType(std::string_view extension) {
  static const std::vector<ExtensionPair> table = ReadTable();  // immutable once read
  const auto it =
      std::lower_bound(table.begin(), table.end(), extension,
                       [](const ExtensionPair& p, std::string_view e) { return p.first < e; });
  return it != table.end() && it->first == extension ? it->second : extension;
}

void WithFirstExtensionOfType(std::string* path) {
  const size_t query = std::min(path->find('?'), path->size());
  const size_t slash = path->rfind('/', query);
  const size_t dot = path->rfind('.', query);
  if (dot == std::string::npos || (slash != std::string::npos && dot < slash)) return;
  std::string extension = path->substr(dot + 1, query - dot - 1);
  std::ranges::transform(extension, extension.begin(),
                         [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const std::string_view first = FirstExtensionOfType(extension);
  if (first != extension) path->replace(dot + 1, query - dot - 1, first);
}

}  // namespace concord
