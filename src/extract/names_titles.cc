// The title and name extractors: Latin titles (link texts, quoted titles, the Latin lead of a
// list item) and then capitalized Latin word sequences, read after the titles have claimed
// their words.
#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "extract/char_classes.h"
#include "extract/extractors.h"
#include "extract/latin_words.h"
#include "extract/word_lists.h"
#include "text/byte_scan.h"
#include "text/unicode.h"

namespace concord::extract {
namespace {

// Adds a title over the Latin text [b, e) (trimmed); returns whether it did.
bool AddTitle(Scan& scan, size_t b, size_t e) {
  std::string_view t = scan.text();
  std::string_view raw = t.substr(b, e - b);
  std::string_view title = Trim(raw);
  b += static_cast<size_t>(title.data() - raw.data());
  e = b + title.size();
  if (title.empty() || !scan.IsFree(b, e)) return false;
  bool latin = false;
  for (size_t p = 0; p < title.size();) {
    char32_t c = NextCodePoint(title, &p);
    if (IsCjkLetter(c)) return false;
    latin |= IsLatinLetter(c);
  }
  if (!latin) return false;
  scan.Add(EntityKind::kTitle, b, e);
  return true;
}

// Whether t holds one of the quotation marks 《》「」『』 (E3 80 8A–8F) or “” (E2 80 9C–9D):
// one pass, where a search for each mark would stop at every E3 or E2 byte of the text (CJK
// punctuation, kana, general punctuation).
bool ContainsQuotationMark(std::string_view t) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  size_t i = 0;
  for (; i + kScanStepReadBytes <= t.size(); i += 16) {
    if ((ThreeByteMask(p + i, 0xE3, 0x80, 0x8A, 0x8F) |
         ThreeByteMask(p + i, 0xE2, 0x80, 0x9C, 0x9D)) != 0)
      return true;
  }
  for (; i + 3 <= t.size(); ++i) {
    if (p[i + 1] != 0x80) continue;
    if ((p[i] == 0xE3 && p[i + 2] >= 0x8A && p[i + 2] <= 0x8F) ||
        (p[i] == 0xE2 && (p[i + 2] == 0x9C || p[i + 2] == 0x9D)))
      return true;
  }
  return false;
}

constexpr std::pair<std::string_view, std::string_view> kQuotes[] = {
    {"\xE3\x80\x8A", "\xE3\x80\x8B"},
    {"\xE3\x80\x8C", "\xE3\x80\x8D"},
    {"\xE3\x80\x8E", "\xE3\x80\x8F"},
    {"\xE2\x80\x9C", "\xE2\x80\x9D"}};

// Whether [b, e) of t stands right between the marks of one of kQuotes.
bool Quoted(std::string_view t, size_t b, size_t e) {
  for (auto [open, close] : kQuotes)
    if (t.substr(0, b).ends_with(open) && t.substr(e).starts_with(close)) return true;
  return false;
}

// Latin text between CJK quotation marks: 《…》「…」『…』“…”.
void AddQuotedTitles(Scan& scan) {
  const std::string_view t = scan.text();
  if (!ContainsQuotationMark(t)) return;  // most units have none
  for (auto [open, close] : kQuotes) {
    size_t pos = 0;
    while ((pos = t.find(open, pos)) != std::string_view::npos) {
      size_t inner = pos + open.size();
      size_t end = t.find(close, inner);
      if (end == std::string_view::npos) break;
      AddTitle(scan, inner, end);
      pos = end + close.size();
    }
  }
}

// The span of a list item's Latin lead: everything before the last ':' or '：' that comes
// before the first CJK letter ("A Worklog: GPU·CUDA에 …" keeps the colon inside the title); an
// empty span when the unit is no list item or has no lead of two or more words.
std::pair<size_t, size_t> ListLead(const Scan& scan) {
  const std::string_view t = scan.text();
  if (scan.unit().kind != UnitKind::kListItem) return {0, 0};
  size_t start = 0;
  if (!t.empty() && t[0] == '[') {  // "[2211.05102] Efficiently …": the id is a number
    size_t close = t.find(']');
    if (close != std::string_view::npos && close < kMaxListIdPrefix) {
      start = close + 1;
      while (start < t.size() && t[start] == ' ') ++start;
    }
  }
  size_t stop = t.size(), colon = std::string_view::npos;
  for (size_t pos = start; pos < t.size();) {
    // ASCII, which holds no CJK letter, 16 bytes at a time: only its last ':' matters.
    if (pos + 16 <= t.size()) {
      const auto* p = reinterpret_cast<const unsigned char*>(t.data() + pos);
      const unsigned non_ascii = ~ClassifyAscii(p).ascii & 0xFFFF;
      const unsigned n = non_ascii ? static_cast<unsigned>(__builtin_ctz(non_ascii)) : 16;
      const unsigned colons = ByteEqualMask(p, ':') & ((1u << n) - 1);
      if (colons) colon = pos + 31 - static_cast<unsigned>(__builtin_clz(colons));
      pos += n;
      if (n == 16) continue;
    }
    size_t here = pos;
    char32_t c = NextCodePoint(t, &pos);
    if (IsCjkLetter(c)) {
      stop = here;
      break;
    }
    if (c == ':' || c == 0xFF1A) colon = here;
  }
  if (colon == std::string_view::npos) return {0, 0};
  if (stop == t.size()) {  // an all-Latin item (an English edition): the first ": " ends it
    size_t first = t.find(": ", start);
    if (first == std::string_view::npos) return {0, 0};
    colon = first;
  }
  std::string_view title = Trim(t.substr(start, colon - start));
  if (std::count(title.begin(), title.end(), ' ') < 1) return {0, 0};  // one word is a label
  return {start, colon};
}

}  // namespace

void ExtractTitles(Scan& scan) {
  std::string_view t = scan.text();
  const auto [lead_begin, lead_end] = ListLead(scan);
  // Markdown link texts in Latin script ("[Efficiently Scaling Transformer Inference](…)").
  // One that is also a reference title (quoted, or inside a reading-list item's lead) stays
  // one; any other is marked as read from a link text, which translators translate.
  const UnitMarkup& markup = *scan.unit().markup;
  for (size_t i = 0; i < markup.link_texts.size(); ++i) {
    const std::string& text = markup.link_texts[i];
    size_t at = t.find(text);
    if (at == std::string_view::npos || std::count(text.begin(), text.end(), ' ') < 1) continue;
    const size_t end = at + text.size();
    if (!AddTitle(scan, at, end)) continue;
    if (!Quoted(t, at, end) && !(at >= lead_begin && end <= lead_end))
      scan.SetLastSource(EntitySource::kLinkText, static_cast<uint32_t>(i + 1));
  }
  AddQuotedTitles(scan);
  if (lead_end > lead_begin) AddTitle(scan, lead_begin, lead_end);
}

namespace {

// Only spaces, none claimed, between two words.
bool SpaceBetween(const Scan& scan, const Word& a, const Word& b) {
  std::string_view t = scan.text();
  if (b.begin <= a.end || b.begin - a.end > kMaxSpacesInName) return false;
  for (size_t i = a.end; i < b.begin; ++i)
    if (t[i] != ' ' || scan.IsClaimed(i)) return false;
  return true;
}

bool IsNameWord(const Word& w) { return w.has_letter && (w.upper_start || w.has_upper); }

}  // namespace

void ExtractNames(Scan& scan) {
  std::string_view t = scan.text();
  LatinWords(scan, &scan.latin_words());
  const std::vector<Word>& words = scan.latin_words();
  auto word_text = [&](const Word& w) { return t.substr(w.begin, w.end - w.begin); };
  size_t i = 0;
  while (i < words.size()) {
    if (!IsNameWord(words[i])) {
      ++i;
      continue;
    }
    size_t first = i, last = i;
    while (!words[last].possessive) {
      size_t k = last + 1;
      while (k < words.size() && SpaceBetween(scan, words[k - 1], words[k]) &&
             Contains<kNameConnectors>(word_text(words[k])) && !words[k].possessive)
        ++k;
      if (k < words.size() && k > last && SpaceBetween(scan, words[k - 1], words[k]) &&
          IsNameWord(words[k])) {
        last = k;
        continue;
      }
      break;
    }
    i = last + 1;
    while (first <= last &&
           (Contains<kLeadingStopwords>(word_text(words[first])) || !IsNameWord(words[first])))
      ++first;
    if (first > last) continue;
    size_t b = words[first].begin, e = words[last].end;
    std::string_view value = t.substr(b, e - b);
    // "X" (or "Ｘ") alone is no name; ids are numbers.
    if (first == last && (CodePointCount(value) < kMinOneWordNameLength || IsUpperId(value)))
      continue;
    scan.Add(EntityKind::kName, b, e);
  }
}

}  // namespace concord::extract
