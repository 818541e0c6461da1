// The first and the last extractor: inline code, read before anything else can claim its
// bytes, and the lowercase Latin words left when every other extractor has claimed its own.
#include <string>
#include <string_view>

#include "extract/extractors.h"
#include "extract/latin_words.h"
#include "extract/word_lists.h"

namespace concord::extract {

void ExtractCode(Scan& scan) {
  std::string_view t = scan.text();
  size_t pos = 0;
  while ((pos = t.find('`', pos)) != std::string_view::npos) {
    size_t close = t.find('`', pos + 1);
    if (close == std::string_view::npos) break;
    std::string_view inner = t.substr(pos + 1, close - pos - 1);
    if (!Trim(inner).empty() && scan.IsFree(pos, close + 1)) {
      scan.Claim(pos, close + 1);
      scan.Add(EntityKind::kCode, pos + 1, close, std::string(Trim(inner)));  // compared exactly
    }
    pos = close + 1;
  }
}

void ExtractTerms(Scan& scan) {
  std::string_view t = scan.text();
  LatinWordsAgain(scan, scan.latin_words(), &scan.latin_words_again());
  for (const Word& w : scan.latin_words_again()) {
    if (!w.all_lower || w.has_digit || w.end - w.begin < kMinTermBytes) continue;
    std::string_view word = t.substr(w.begin, w.end - w.begin);
    if (Contains<kTermStopwords>(word)) continue;
    if (word.find('.') != std::string_view::npos) continue;  // jax.jit is code, not a term
    scan.Add(EntityKind::kTerm, w.begin, w.end);
  }
}

}  // namespace concord::extract
