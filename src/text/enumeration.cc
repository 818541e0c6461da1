#include "text/enumeration.h"

#include <string>

#include "text/unicode.h"

namespace concord {

std::set<int> InlineEnumerationLabels(std::string_view text) {
  std::set<int> labels;
  for (size_t i = 0; i < text.size(); ++i) {
    if (!IsAsciiDigit(text[i]) || (i > 0 && IsAsciiDigit(text[i - 1]))) continue;
    size_t end = i;
    while (end < text.size() && end - i < 3 && IsAsciiDigit(text[end])) ++end;
    if (end - i > 2 || !(text.substr(end).starts_with(")") || text.substr(end).starts_with("）")))
      continue;
    if (i > 0) {
      const char32_t before = PrevCodePoint(text, i);
      if (!IsSpace(before) && before != '(' && before != 0xFF08 && before != 0x3001 &&
          before != 0x3002 && before != 0xFF0C && before != 0xFF1A && before != 0xFF1B)
        continue;
    }
    labels.insert(std::stoi(std::string(text.substr(i, end - i))));
  }
  return labels;
}

bool IsEnumerationRun(const std::set<int>& labels) {
  return labels.size() >= 2 &&
         *labels.rbegin() - *labels.begin() + 1 == static_cast<int>(labels.size());
}

}  // namespace concord
