// The first and the last extractor: inline code, read before anything else can claim its
// bytes, and the lowercase Latin words left when every other extractor has claimed its own.
#include <string>
#include <string_view>

#include "extract/extractors.h"
#include "extract/latin_words.h"
#include "extract/word_lists.h"

namespace concord::extract {
namespace {

// CJK punctuation: the CJK Symbols and Punctuation block, the katakana middle dot and prolonged
// sound mark, and the full-width forms that are neither letters nor digits (，：（）).
bool IsCjkPunctuation(char32_t c) {
  if ((c >= 0x3000 && c <= 0x303F) || c == 0x30FB || c == 0x30FC) return true;
  return c >= 0xFF01 && c <= 0xFF65 && !IsLetter(c) && !IsDigit(c);
}

// `code` with each run of CJK text in it replaced by kCodePlaceholder: a run is a maximal
// stretch of CJK letters and CJK punctuation, with the spaces, word joiners ('/', '_', '-', '.')
// and Latin words between them (Korean spaces its words, Chinese does not; a localized
// placeholder "경로/대상/파일" is one phrase, as "文件" is, and "用于 Azure 存储账户" is one though
// it keeps a name), that holds a letter. Translators localize those runs (the placeholders of a
// command's arguments) and nothing else of the code. Code without CJK letters comes back
// unchanged.
std::string MaskCjkRuns(std::string_view code) {
  std::string out;
  size_t copied = 0;  // code[copied, run start) is still to be copied
  for (size_t pos = 0; pos < code.size();) {
    size_t start = pos;
    char32_t c = NextCodePoint(code, &pos);
    if (!IsCjkLetter(c) && !IsCjkPunctuation(c)) continue;
    bool letter = IsCjkLetter(c);
    size_t end = pos;  // the run is [start, end)
    for (size_t next = pos; next < code.size();) {
      c = NextCodePoint(code, &next);
      if (IsCjkLetter(c) || IsCjkPunctuation(c)) {
        letter |= IsCjkLetter(c);
        end = next;
      } else if (!IsSpace(c) && c != '/' && c != '_' && c != '-' && c != '.' &&
                 !(c < 0x80 && IsAsciiAlnum(c))) {
        break;  // spaces, joiners and Latin words are the run's only when CJK text follows
      }
    }
    pos = end;
    if (!letter) continue;
    out.append(code.substr(copied, start - copied));
    out.append(kCodePlaceholder);
    copied = end;
  }
  if (copied == 0) return std::string(code);
  out.append(code.substr(copied));
  return out;
}

}  // namespace

void ExtractCode(Scan& scan) {
  std::string_view t = scan.text();
  size_t pos = 0;
  while ((pos = t.find('`', pos)) != std::string_view::npos) {
    size_t close = t.find('`', pos + 1);
    if (close == std::string_view::npos) break;
    std::string_view inner = t.substr(pos + 1, close - pos - 1);
    if (!Trim(inner).empty() && scan.IsFree(pos, close + 1)) {
      scan.Claim(pos, close + 1);
      // Compared exactly, but for its CJK text (MaskCjkRuns).
      scan.Add(EntityKind::kCode, pos + 1, close, MaskCjkRuns(Trim(inner)));
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
