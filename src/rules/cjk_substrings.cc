#include "rules/cjk_substrings.h"

#include <algorithm>
#include <tuple>

#include "text/unicode.h"

namespace concord {

bool IsRenderingLetter(char32_t c) {
  if (c == 0x30FC) return true;
  const Script s = ScriptOf(c);
  return (s == Script::kHan || s == Script::kHangul || s == Script::kKana) && IsLetter(c);
}

uint64_t SubstringHash(std::string_view text) {
  return cjk_substrings_internal::FnvAdd(cjk_substrings_internal::kFnvBasis, text);
}

void AppendCjkSubstrings(std::string_view text, size_t max_chars,
                         std::vector<HashedSubstring>* out) {
  VisitCjkSubstrings(text, max_chars, [out](const HashedSubstring& s) {
    out->push_back(s);
    return true;
  });
}

void SortUniqueSubstrings(std::vector<HashedSubstring>* substrings) {
  auto key = [](const HashedSubstring& s) { return std::tie(s.hash, s.text); };
  std::sort(substrings->begin(), substrings->end(),
            [&](const HashedSubstring& l, const HashedSubstring& r) { return key(l) < key(r); });
  substrings->erase(std::unique(substrings->begin(), substrings->end(),
                                [](const HashedSubstring& l, const HashedSubstring& r) {
                                  return l.hash == r.hash && l.text == r.text;
                                }),
                    substrings->end());
}

std::set<std::string> CjkSubstringsReference(std::string_view text, size_t max_chars) {
  std::set<std::string> out;
  std::vector<size_t> starts;
  cjk_substrings_internal::ForEachCjkRun(text, &starts, [&](const std::vector<size_t>& run) {
    for (size_t i = 0; i + 1 < run.size(); ++i)
      for (size_t n = 1; n <= max_chars && i + n < run.size(); ++n)
        out.insert(std::string(text.substr(run[i], run[i + n] - run[i])));
  });
  return out;
}

std::set<std::string> KnownCjkSubstringsReference(std::string_view text, size_t max_chars,
                                                  const std::set<std::string>& known) {
  std::set<std::string> out;
  for (const std::string& s : CjkSubstringsReference(text, max_chars))
    if (known.count(s)) out.insert(s);
  return out;
}

}  // namespace concord
