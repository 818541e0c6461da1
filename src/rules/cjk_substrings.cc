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

namespace {

constexpr uint64_t kFnvBasis = 1469598103934665603ULL;
constexpr uint64_t kFnvPrime = 1099511628211ULL;

uint64_t FnvAdd(uint64_t h, std::string_view bytes) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= kFnvPrime;
  }
  return h;
}

// Calls flush(starts) for each maximal run of CJK letters of `text`, `starts` holding the byte
// offset of each of its code points and then the run's end.
template <typename F>
void ForEachCjkRun(std::string_view text, std::vector<size_t>* starts, F flush) {
  starts->clear();
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t here = pos;
    if (IsRenderingLetter(NextCodePoint(text, &pos))) {
      if (starts->empty()) starts->push_back(here);
      starts->push_back(pos);
    } else if (!starts->empty()) {
      flush(*starts);
      starts->clear();
    }
  }
  if (!starts->empty()) flush(*starts);
}

}  // namespace

uint64_t SubstringHash(std::string_view text) { return FnvAdd(kFnvBasis, text); }

void AppendCjkSubstrings(std::string_view text, size_t max_chars,
                         std::vector<HashedSubstring>* out) {
  std::vector<size_t> starts;
  ForEachCjkRun(text, &starts, [&](const std::vector<size_t>& run) {
    for (size_t i = 0; i + 1 < run.size(); ++i) {
      uint64_t h = kFnvBasis;  // of the substring from code point i to i + n, as it grows
      for (size_t n = 1; n <= max_chars && i + n < run.size(); ++n) {
        h = FnvAdd(h, text.substr(run[i + n - 1], run[i + n] - run[i + n - 1]));
        out->push_back({h, text.substr(run[i], run[i + n] - run[i])});
      }
    }
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
  ForEachCjkRun(text, &starts, [&](const std::vector<size_t>& run) {
    for (size_t i = 0; i + 1 < run.size(); ++i)
      for (size_t n = 1; n <= max_chars && i + n < run.size(); ++n)
        out.insert(std::string(text.substr(run[i], run[i + n] - run[i])));
  });
  return out;
}

}  // namespace concord
