// The first and the last extractor: inline code, read before anything else can claim its
// bytes, and the lowercase Latin words left when every other extractor has claimed its own.
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "extract/extractors.h"
#include "extract/latin_words.h"
#include "extract/word_lists.h"
#include "text/mustache.h"

namespace concord::extract {
namespace {

// CJK punctuation: the CJK Symbols and Punctuation block, the katakana middle dot and prolonged
// sound mark, the full-width forms that are neither letters nor digits (，：（）), and the marks of
// Chinese running text that Unicode keeps in General Punctuation and Latin-1 (GB/T 15834: the
// quotation marks ‘’“”, the ellipsis ……, the dash —— and the interpunct ·), which a translated
// message in code ends or quotes with (`"连接中……"` for `"Connecting..."`).
bool IsCjkPunctuation(char32_t c) {
  if ((c >= 0x3000 && c <= 0x303F) || c == 0x30FB || c == 0x30FC) return true;
  if (c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D || c == 0x2026 || c == 0x2014 ||
      c == 0x00B7)
    return true;
  return c >= 0xFF01 && c <= 0xFF65 && !IsLetter(c) && !IsDigit(c);
}

// Whether c joins a CJK run to more CJK text after it (MaskCjkRuns): a space, a word joiner
// ('/', '_', '-', '.'), or a letter or digit of a Latin word.
bool JoinsRun(char32_t c) {
  return IsSpace(c) || c == '/' || c == '_' || c == '-' || c == '.' ||
         (c < 0x80 && IsAsciiAlnum(c));
}

// Widens the CJK run code[*start, *end) to all that "<…>" holds, where the brackets hold only
// it and JoinsRun characters beside it, with no space just inside either bracket: an argument
// is written `<服务器 IP>`, while spaced brackets are a shell's redirections
// (`cat < 输入.txt > 输出.txt`). Looks no further back than `from`, where the previous run's
// mask ends.
void ExtendToAngleBrackets(std::string_view code, size_t from, size_t* start, size_t* end) {
  size_t open = *start;
  while (open > from) {
    size_t before = open - 1;  // the first byte of the code point that ends at `open`
    while (before > from && (static_cast<unsigned char>(code[before]) & 0xC0) == 0x80) --before;
    size_t after = before;
    if (!JoinsRun(NextCodePoint(code, &after)) || after != open) break;
    open = before;
  }
  size_t close = *end;
  for (size_t next = close; close < code.size(); close = next)
    if (!JoinsRun(NextCodePoint(code, &next))) break;
  if (open == from || code[open - 1] != '<' || close == code.size() || code[close] != '>') return;
  size_t first = open;
  if (IsSpace(NextCodePoint(code, &first)) || IsSpace(PrevCodePoint(code, close))) return;
  *start = open;
  *end = close;
}

// `code` with each run of CJK text in it replaced by kCodePlaceholder: a run is a maximal
// stretch of CJK letters and CJK punctuation, with the spaces, word joiners ('/', '_', '-', '.')
// and Latin words between them (Korean spaces its words, Chinese does not; a localized
// placeholder "경로/대상/파일" is one phrase, as "文件" is, and "用于 Azure 存储账户" is one though
// it keeps a name), that holds a letter. Translators localize those runs (a command's arguments;
// those in {{…}} are masked before, by MaskPlaceholderValues) and nothing else of the code.
// A run inside angle brackets that hold nothing but it and the spaces, joiners and Latin words
// beside it is an argument written as usage texts write one (`http://<服务器 IP>:8080` for
// `http://<server ip>:8080`): the run takes in all the brackets hold, for what a translator
// kept of the argument's words (IP, written ip in the source) is the argument's prose too.
// Code without CJK letters comes back unchanged.
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
      } else if (!JoinsRun(c)) {
        break;  // spaces, joiners and Latin words are the run's only when CJK text follows
      }
    }
    if (!letter) {
      pos = end;
      continue;
    }
    ExtendToAngleBrackets(code, copied, &start, &end);
    pos = end;
    out.append(code.substr(copied, start - copied));
    out.append(kCodePlaceholder);
    copied = end;
  }
  if (copied == 0) return std::string(code);
  out.append(code.substr(copied));
  return out;
}

// Whether c ends a word of a placeholder's content: ASCII space or tab, or the tldr syntax of
// alternatives and optional parts ('[', ']', '|').
bool EndsPlaceholderWord(char c) {
  return c == ' ' || c == '\t' || c == '[' || c == ']' || c == '|';
}

// The content of one placeholder with its values masked (entities.h, kCodePlaceholder): each
// maximal run of words that do not start with '-', with the spaces between them, becomes one
// kCodePlaceholder; words starting with '-' (options), '[', ']', '|' and the spaces around them
// are kept.
std::string MaskPlaceholderContent(std::string_view content) {
  std::string out;
  bool in_value = false;    // the last word written was masked
  std::string_view spaces;  // spaces seen since the last word or syntax character
  for (size_t pos = 0; pos < content.size();) {
    const char c = content[pos];
    if (c == ' ' || c == '\t') {
      const size_t end = content.find_first_not_of(" \t", pos);
      spaces = content.substr(pos, (end == std::string_view::npos ? content.size() : end) - pos);
      pos += spaces.size();
      continue;
    }
    size_t end = pos + 1;
    if (!EndsPlaceholderWord(c))
      while (end < content.size() && !EndsPlaceholderWord(content[end])) ++end;
    const bool value = !EndsPlaceholderWord(c) && c != '-';
    if (!(value && in_value)) {  // a value right after a value is part of it, spaces too
      out.append(spaces);
      out.append(value ? kCodePlaceholder : content.substr(pos, end - pos));
    }
    in_value = value;
    spaces = {};
    pos = end;
  }
  out.append(spaces);
  return out;
}

// `code` with the values of its placeholders masked (entities.h): the content of each
// (ForEachPlaceholder, text/mustache.h) rewritten by MaskPlaceholderContent, the rest as written.
std::string MaskPlaceholderValues(std::string_view code) {
  std::string out;
  size_t copied = 0;  // code[copied, …) is still to be copied
  ForEachPlaceholder(code, [&](size_t begin, size_t close) {
    out.append(code.substr(copied, begin - copied));
    out.append(MaskPlaceholderContent(code.substr(begin, close - begin)));
    copied = close;
  });
  if (copied == 0) return std::string(code);
  out.append(code.substr(copied));
  return out;
}

// The text of code entity `e` of `u`: what is between its backticks.
std::string_view CodeText(const Unit& u, const Entity& e) {
  return std::string_view(u.text).substr(e.begin, e.end - e.begin);
}

// The key of inline code (entities.h): placeholder values masked, then CJK runs.
std::string CodeKey(std::string_view code) { return MaskCjkRuns(MaskPlaceholderValues(code)); }

// The name of file name `name` without its extension ("file" of "file.rtf"); "" for a name
// without one, or a dot file (".bashrc").
std::string_view FileStem(std::string_view name) {
  const size_t dot = name.rfind('.');
  return dot == std::string_view::npos || dot == 0 ? std::string_view() : name.substr(0, dot);
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
      // Compared exactly, but for its placeholders' values and its CJK text (CodeKey).
      scan.Add(EntityKind::kCode, pos + 1, close, CodeKey(Trim(inner)));
    }
    pos = close + 1;
  }
}

void DropSampleValues(std::vector<Unit>* units) {
  std::unordered_set<std::string_view> samples;  // views into the units' text
  std::unordered_set<std::string_view> stems;    // of the samples that are file names
  auto add_values = [&](std::string_view content) {
    for (size_t pos = 0; pos < content.size();) {
      size_t end = pos;
      while (end < content.size() && !EndsPlaceholderWord(content[end])) ++end;
      const std::string_view word = content.substr(pos, end - pos);
      if (!word.empty() && word.front() != '-') {
        samples.insert(word);
        const std::string_view name = word.substr(word.rfind('/') + 1);
        samples.insert(name);
        stems.insert(FileStem(name));
      }
      pos = end + 1;
    }
  };
  for (const Unit& u : *units) {
    for (const Entity& e : u.entities) {
      if (e.kind != EntityKind::kCode) continue;
      const std::string_view code = CodeText(u, e);
      ForEachPlaceholder(
          code, [&](size_t begin, size_t close) { add_values(code.substr(begin, close - begin)); });
    }
  }
  samples.erase(std::string_view());
  stems.erase(std::string_view());
  if (samples.empty()) return;
  // A file the example makes from the sample ("into `file.html`") is named after it too.
  auto derived = [&stems](std::string_view code) {
    return code.find_first_of(" /") == std::string_view::npos && stems.count(FileStem(code)) > 0;
  };
  for (Unit& u : *units) {
    std::erase_if(u.entities, [&](const Entity& e) {
      if (e.kind != EntityKind::kCode) return false;
      const std::string_view code = Trim(CodeText(u, e));
      return samples.count(code) > 0 || derived(code);
    });
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
