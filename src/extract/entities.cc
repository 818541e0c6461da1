#include "extract/entities.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <mutex>
#include <numeric>
#include <string>
#include <tuple>

#include "extract/email_pattern.h"
#include "text/byte_scan.h"
#include "text/icu_util.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Capitalized function words that open a sentence without being part of a name
// ("In practice…", "The Anatomy of…" → "Anatomy of…").
constexpr std::array<std::string_view, 58> kLeadingStopwords = {
    "A",    "About", "Also",  "An",    "And",   "Are",   "As",   "At",   "Be",    "But",
    "By",   "Each",  "Every", "For",   "From",  "He",    "Here", "How",  "I",     "If",
    "In",   "Is",    "It",    "Its",   "Let",   "Many",  "More", "Most", "No",    "Not",
    "Note", "Of",    "On",    "Once",  "One",   "Or",    "Our",  "See",  "She",   "So",
    "Some", "That",  "The",   "Then",  "There", "These", "They", "This", "Those", "To",
    "We",   "What",  "When",  "Where", "Which", "While", "Why",  "You"};

// Lowercase words that may stand inside a name or title ("Bank of America", "Ludwig van
// Beethoven"). "and"/"or" are left out on purpose: they join two names in a list.
constexpr std::array<std::string_view, 16> kNameConnectors = {
    "a",   "an", "da", "de", "del", "der", "di",  "du",
    "for", "la", "le", "of", "the", "to",  "van", "von"};

// Lowercase English function words that are never a "term kept in English".
constexpr std::array<std::string_view, 40> kTermStopwords = {
    "all",   "and",   "any",   "are",   "but", "can", "for",  "from", "has",   "have",
    "how",   "its",   "not",   "one",   "our", "per", "that", "the",  "their", "then",
    "there", "these", "this",  "those", "two", "use", "via",  "was",  "were",  "what",
    "when",  "where", "which", "while", "who", "why", "will", "with", "you",   "your",
};

// Which ASCII bytes start a word of the set, and its longest word: most words looked up are
// ruled out by these two before any comparison.
template <size_t N>
constexpr std::array<uint64_t, 2> FirstBytes(const std::array<std::string_view, N>& set) {
  std::array<uint64_t, 2> bits{};
  for (std::string_view w : set) {
    const auto b = static_cast<unsigned char>(w.front());
    bits[b / 64] |= uint64_t{1} << (b % 64);
  }
  return bits;
}
template <size_t N>
constexpr size_t LongestWord(const std::array<std::string_view, N>& set) {
  size_t n = 0;
  for (std::string_view w : set) n = std::max(n, w.size());
  return n;
}

template <const auto& kSet>
bool Contains(std::string_view word) {
  static constexpr std::array<uint64_t, 2> kFirst = FirstBytes(kSet);
  static constexpr size_t kLongest = LongestWord(kSet);
  if (word.empty() || word.size() > kLongest) return false;
  const auto b = static_cast<unsigned char>(word.front());
  if (b >= 128 || !(kFirst[b / 64] >> (b % 64) & 1)) return false;
  return std::binary_search(kSet.begin(), kSet.end(), word);
}
// Contains() searches by halves: the word lists are kept sorted.
static_assert(std::is_sorted(kLeadingStopwords.begin(), kLeadingStopwords.end()));
static_assert(std::is_sorted(kNameConnectors.begin(), kNameConnectors.end()));
static_assert(std::is_sorted(kTermStopwords.begin(), kTermStopwords.end()));

inline bool IsAsciiDigit(char32_t c) { return c >= '0' && c <= '9'; }
inline bool IsLatinLetter(char32_t c) {
  if (c < 0x80) return unicode_internal::IsAsciiLetter(c);
  return IsLetter(c) && ScriptOf(c) == Script::kLatin;
}
bool IsCjkLetter(char32_t c) {
  Script s = ScriptOf(c);
  return s == Script::kHan || s == Script::kHangul || s == Script::kKana;
}
// Chinese and Japanese texts often write ids and numbers in full-width forms (Ａ１００):
// their digits are word characters as ASCII digits are. Keys are NFKC, so they compare equal.
inline bool IsFullwidthDigit(char32_t c) { return c >= 0xFF10 && c <= 0xFF19; }
inline bool IsWordDigit(char32_t c) { return IsAsciiDigit(c) || IsFullwidthDigit(c); }
inline bool IsWordChar(char32_t c) { return IsLatinLetter(c) || IsWordDigit(c); }
bool IsApostrophe(char32_t c) { return c == '\'' || c == 0x2019; }

std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// A Latin word: letters and ASCII digits, with - ' ’ . inside it ("cuBLAS-like", "O'Neil").
struct Word {
  size_t begin, end;  // end excludes a possessive 's
  bool possessive;    // "Witten’s": a name ends here
  bool upper_start;
  bool has_upper;
  bool has_letter;
  bool has_digit;
  bool all_lower;
  // Where the scan that found the word stopped (a possessive 's included), and the script of
  // the last non-Common code point before the word: what it takes to scan its bytes again.
  size_t scan_end = 0;
  Script before = Script::kCommon;
};

// What the extractors share while they run over one unit.
// Memory a Scan works in, kept from one unit to the next by EntityExtractor::ExtractAll.
struct ScanBuffers {
  std::vector<uint8_t> claimed;
  std::vector<Word> latin_words, latin_words_again;
  std::vector<Entity> entities;
  std::vector<uint32_t> order;  // of the entities, by position
};

class Scan {
 public:
  Scan(const Unit& unit, ScanBuffers* buffers)
      : unit_(unit),
        text_(unit.text),
        claimed_(buffers->claimed),
        out_(&buffers->entities),
        latin_words_(buffers->latin_words),
        latin_words_again_(buffers->latin_words_again) {
    claimed_.assign(unit.text.size(), 0);
    out_->clear();
    latin_words_.clear();
    latin_words_again_.clear();
  }

  std::string_view text() const { return text_; }
  const Unit& unit() const { return unit_; }
  // The Latin words the names were found in, kept for the terms, and those words after later
  // claims (see LatinWords() and LatinWordsAgain()).
  std::vector<Word>& latin_words() { return latin_words_; }
  std::vector<Word>& latin_words_again() { return latin_words_again_; }
  bool IsFree(size_t begin, size_t end) const {
    return std::none_of(claimed_.begin() + static_cast<long>(begin),
                        claimed_.begin() + static_cast<long>(end), [](uint8_t b) { return b; });
  }
  bool IsClaimed(size_t pos) const { return pos < claimed_.size() && claimed_[pos]; }
  // A flag per byte of the text, for scans that test every byte of a word.
  const uint8_t* claimed() const { return claimed_.data(); }
  void Claim(size_t begin, size_t end) {
    std::fill(claimed_.begin() + static_cast<long>(begin),
              claimed_.begin() + static_cast<long>(end), uint8_t{1});
  }
  // Adds an entity over [begin, end) and claims those bytes; its key is that of its text.
  void Add(EntityKind kind, size_t begin, size_t end) {
    Add(kind, begin, end, NormalizeKey(text_.substr(begin, end - begin)));
  }
  // The same, with the key given (nothing is added for an empty key).
  void Add(EntityKind kind, size_t begin, size_t end, std::string key) {
    if (key.empty()) return;
    Claim(begin, end);
    // Units are at most 4 GiB (BuildEdition).
    out_->push_back(
        {std::move(key), static_cast<uint32_t>(begin), static_cast<uint32_t>(end), kind});
  }

 private:
  const Unit& unit_;
  std::string_view text_;
  std::vector<uint8_t>& claimed_;  // bytes, not bits: read once per code point
  std::vector<Entity>* out_;
  std::vector<Word>& latin_words_;
  std::vector<Word>& latin_words_again_;
};

// Of the 16 flags at `claimed` (a Scan's, one per byte), those that no entity claimed, as a
// bit mask.
inline uint32_t UnclaimedMask(const uint8_t* claimed) { return ZeroByteMask(claimed); }

// Calls f(matcher) for each match of `pattern` in the scan's text; offsets are bytes.
template <typename F>
void ForEachMatch(const icu::RegexPattern& pattern, std::string_view text, F f) {
  IcuStatus status;
  Utf8Text ut(text);
  std::unique_ptr<icu::RegexMatcher> m(pattern.matcher(status));
  status.assertSuccess();
  m->reset(ut.get());
  while (m->find(status)) {
    status.assertSuccess();
    f(*m);
  }
}

size_t MatchStart(icu::RegexMatcher& m, int group = 0) {
  IcuStatus status;
  auto v = m.start64(group, status);
  status.assertSuccess();
  return static_cast<size_t>(v);
}
size_t MatchEnd(icu::RegexMatcher& m, int group = 0) {
  IcuStatus status;
  auto v = m.end64(group, status);
  status.assertSuccess();
  return static_cast<size_t>(v);
}

// The first non-Common script of a text (kCommon when it has none).
Script FirstScript(std::string_view t) {
  Script first = Script::kCommon;
  for (size_t p = 0; p < t.size() && first == Script::kCommon;)
    first = ScriptOf(NextCodePoint(t, &p));
  return first;
}

// Appends the Latin words that start in t[from, to) to *words, `last` being the script of the
// last non-Common code point before `from` and `first` FirstScript(t). See LatinWords().
void ScanLatinWords(const Scan& scan, size_t from, size_t to, Script first, Script last,
                    std::vector<Word>* words) {
  std::string_view t = scan.text();
  size_t pos = from;
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  const uint8_t* claimed = scan.claimed();  // read directly: every offset below is in t
  while (pos < to) {
    if (const unsigned char b = p[pos]; b < 0x80) {
      if (!unicode_internal::IsAsciiAlnum(b)) {
        ++pos;  // ASCII space or punctuation: Common, and no word starts here
        continue;
      }
    }
    // Han, Hangul, punctuation and ASCII other than letters and digits start no word: stepped
    // over 16 bytes at a time, `last` taken from the last Han or Hangul code point among them.
    else if (pos + 18 <= t.size()) {
      const ByteMasks m = ClassifyBytes</*kFollowScripts=*/true>(p + pos);
      const uint32_t starts = m.digit | m.upper | m.lower | m.other_lead;
      const unsigned skip = starts ? static_cast<unsigned>(__builtin_ctz(starts)) : 16;
      if (const uint32_t letters = (m.han | m.hangul) & ((1u << skip) - 1)) {
        const unsigned lastbit = 31 - static_cast<unsigned>(__builtin_clz(letters));
        last = (m.hangul >> lastbit & 1) ? Script::kHangul : Script::kHan;
      }
      pos += skip;
      if (skip == 16 || pos >= to) continue;
    } else if ((p[pos] & 0xC0) == 0x80) {
      ++pos;  // the last bytes of a code point that the 16 bytes before cut
      continue;
    }
    if (const size_t skipped = SkipHanHangul(t, pos); skipped > pos) {
      const auto lead = static_cast<unsigned char>(t[skipped - 3]);
      last = (lead == 0xEB || lead == 0xEC) ? Script::kHangul : Script::kHan;
      pos = skipped;
      continue;
    }
    const size_t start = pos;
    if (claimed[start] && p[start] < 0x80) {
      // ASCII that an entity took (a title, an email): no word starts in it, and its letters
      // are Latin. Stepped over whole rather than a code point at a time.
      bool letter = false;
      while (pos + 16 <= t.size() && pos < to) {
        const AsciiMasks m = ClassifyAscii(p + pos);
        const unsigned taken = m.ascii & ~UnclaimedMask(claimed + pos) & 0xFFFF;
        const unsigned n = static_cast<unsigned>(
            std::min<size_t>(taken == 0xFFFF ? 16 : __builtin_ctz(~taken), to - pos));
        letter |= ((m.upper | m.lower) & ((1u << n) - 1)) != 0;
        pos += n;
        if (n < 16) break;
      }
      while (pos < to && claimed[pos] && p[pos] < 0x80)
        letter |= unicode_internal::IsAsciiLetter(p[pos++]);
      if (letter) last = Script::kLatin;
      continue;
    }
    const char32_t c = NextCodePoint(t, &pos);
    const Script s = ScriptOf(c);
    const Script before = last;
    if (s != Script::kCommon) last = s;
    const bool in_latin =
        s == Script::kLatin ||
        (s == Script::kCommon &&
         (before == Script::kLatin || (before == Script::kCommon && first == Script::kLatin)));
    if (!in_latin || !IsWordChar(c) || claimed[start]) continue;
    Word w{start, pos, false, IsUpper(c), IsUpper(c), IsLatinLetter(c), IsWordDigit(c), IsLower(c)};
    w.before = before;
    // ASCII digits right before the run belong to its first word ("采用 3D Parallism": the
    // space and the 3 are Common and joined the Han run before it).
    if (s == Script::kLatin && before != Script::kLatin && before != Script::kCommon) {
      while (w.begin > 0 && IsAsciiDigit(static_cast<unsigned char>(t[w.begin - 1])) &&
             !claimed[w.begin - 1]) {
        --w.begin;
        w.has_digit = true;
        w.upper_start = w.all_lower = false;
      }
    }
    size_t end = pos;
    // The ASCII letters and digits of the word that no entity claimed, 16 bytes at a time.
    while (end + 16 <= t.size()) {
      const AsciiMasks m = ClassifyAscii(p + end);
      const unsigned upper = m.upper, lower = m.lower, digit = m.digit;
      const unsigned word = (upper | lower | digit) & UnclaimedMask(claimed + end);
      const unsigned n = word == 0xFFFF ? 16 : static_cast<unsigned>(__builtin_ctz(~word));
      const unsigned taken = (1u << n) - 1;
      w.has_upper |= (upper & taken) != 0;
      w.has_letter |= ((upper | lower) & taken) != 0;
      w.has_digit |= (digit & taken) != 0;
      w.all_lower &= ((upper | digit) & taken) == 0;
      end += n;
      if (n < 16) break;
    }
    while (end < t.size() && !claimed[end]) {
      const char b = t[end];
      const bool upper = b >= 'A' && b <= 'Z', digit = b >= '0' && b <= '9';
      if (upper || digit || (b >= 'a' && b <= 'z')) {  // most of a Latin word
        w.has_upper |= upper;
        w.has_letter |= !digit;
        w.has_digit |= digit;
        w.all_lower &= !upper && !digit;
        ++end;
        continue;
      }
      size_t p = end;
      char32_t d = NextCodePoint(t, &p);
      if (IsWordChar(d)) {
        w.has_upper |= IsUpper(d);
        w.has_letter |= IsLatinLetter(d);
        w.has_digit |= IsWordDigit(d);
        w.all_lower &= IsLower(d);
        end = p;
        continue;
      }
      if (d == '-' || d == '.' || IsApostrophe(d)) {
        size_t q = p;
        if (q < t.size() && IsWordChar(NextCodePoint(t, &q)) && !claimed[p]) {
          end = p;
          continue;
        }
      }
      break;
    }
    if (w.has_letter) last = Script::kLatin;
    w.end = w.scan_end = end;
    // Possessive: Witten’s → Witten.
    std::string_view word = t.substr(w.begin, w.end - w.begin);
    if (word.size() > 2 && word.back() == 's') {  // compared byte by byte: no memcmp call
      const size_t n = word.size();
      if (n > 3 && word[n - 2] == '\'') {
        w.end -= 2;
        w.possessive = true;
      } else if (n > 5 && word[n - 4] == '\xE2' && word[n - 3] == '\x80' && word[n - 2] == '\x99') {
        w.end -= 4;
        w.possessive = true;
      }
    }
    words->push_back(w);
    pos = end;
  }
}

// Appends the Latin words of the unit to *words (a buffer kept from unit to unit), found
// inside the Latin script runs only: "Jacob Austin은" has the run "Jacob Austin" and then a
// Hangul run, so the particle never sticks to the name.
//
// The runs are those of ScriptRuns(), followed as the text is read rather than listed first:
// a Latin letter is always in a Latin run; a Common code point (digit, space, punctuation) is
// in the run of the last non-Common code point before it, or, before any, of the first one
// after it. Han and Hangul are stepped over by lead byte.
void LatinWords(const Scan& scan, std::vector<Word>* words) {
  ScanLatinWords(scan, 0, scan.text().size(), FirstScript(scan.text()), Script::kCommon, words);
}

// LatinWords() again, appended to *words, after more bytes were claimed since `earlier` was
// found: claims only ever cut words, so the words are those of `earlier`, each scanned again
// only where a byte of it has been claimed since.
void LatinWordsAgain(const Scan& scan, const std::vector<Word>& earlier, std::vector<Word>* words) {
  const Script first = FirstScript(scan.text());
  for (const Word& w : earlier) {
    if (scan.IsFree(w.begin, w.scan_end))
      words->push_back(w);
    else
      ScanLatinWords(scan, w.begin, w.scan_end, first, w.before, words);
  }
}

// Only spaces, none claimed, between two words.
bool SpaceBetween(const Scan& scan, const Word& a, const Word& b) {
  std::string_view t = scan.text();
  if (b.begin <= a.end || b.begin - a.end > 3) return false;
  for (size_t i = a.end; i < b.begin; ++i)
    if (t[i] != ' ' || scan.IsClaimed(i)) return false;
  return true;
}

bool IsNameWord(const Word& w) { return w.has_letter && (w.upper_start || w.has_upper); }

// An id such as CS336 or H100 (or Ｈ１００): uppercase Latin letters then a digit.
bool IsUpperId(std::string_view s) {
  size_t pos = 0, letters = 0;
  while (pos < s.size()) {
    size_t next = pos;
    const char32_t c = NextCodePoint(s, &next);
    if (!IsUpper(c) || !IsLatinLetter(c)) break;
    pos = next;
    ++letters;
  }
  return letters > 0 && pos < s.size() && IsWordDigit(NextCodePoint(s, &pos));
}

// A built-in pattern compiled on first use: the URL pattern's script classes alone take
// longer to compile than a pre-commit run on a chapter without links takes altogether.
// Thread-safe, like the extractor that holds it.
class LazyRegex {
 public:
  LazyRegex(std::string_view pattern, uint32_t flags) : pattern_(pattern), flags_(flags) {}
  const icu::RegexPattern& get() const {
    std::call_once(once_, [this] { compiled_ = CompileBuiltinRegex(pattern_, flags_); });
    return *compiled_;
  }

 private:
  std::string_view pattern_;
  uint32_t flags_;
  mutable std::once_flag once_;
  mutable std::unique_ptr<icu::RegexPattern> compiled_;
};

// ---- The extractors, in the order they run. ----

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

// A URL's key: a trailing slash is written or not.
std::string UrlKey(std::string_view url) {
  std::string key = NormalizeKey(url);
  while (!key.empty() && key.back() == '/') key.pop_back();
  return key;
}

// Whether `text` contains "www." in any case.
bool ContainsWww(std::string_view text) {
  for (size_t dot = text.find('.', 3); dot != std::string_view::npos; dot = text.find('.', dot + 1))
    if ((text[dot - 3] | 0x20) == 'w' && (text[dot - 2] | 0x20) == 'w' &&
        (text[dot - 1] | 0x20) == 'w')
      return true;
  return false;
}

void ExtractUrls(Scan& scan, const LazyRegex& url) {
  // Every URL the pattern accepts contains "://" or "www.": skip the regex engine otherwise.
  if (scan.text().find("://") == std::string_view::npos && !ContainsWww(scan.text())) return;
  ForEachMatch(url.get(), scan.text(), [&](icu::RegexMatcher& m) {
    size_t b = MatchStart(m), e = MatchEnd(m);
    std::string_view t = scan.text();
    while (e > b && std::string_view(".,;:!?'\"").find(t[e - 1]) != std::string_view::npos) --e;
    if (e <= b || !scan.IsFree(b, e)) return;
    scan.Add(EntityKind::kUrl, b, e, UrlKey(t.substr(b, e - b)));
  });
}

// Markdown link targets are not in the unit's text; they are entities without a span.
void AddLinkTargets(Scan& scan, std::vector<Entity>* out) {
  const std::vector<std::string>& links = scan.unit().markup->links;
  for (size_t i = 0; i < links.size(); ++i) {
    const std::string& link = links[i];
    if (link.rfind("http", 0) != 0 && link.rfind("ftp", 0) != 0 && link.rfind("www.", 0) != 0)
      continue;  // a relative link or an anchor names a place in this edition, not shared text
    std::string key = UrlKey(link);
    bool seen = std::any_of(out->begin(), out->end(), [&](const Entity& e) {
      return e.kind == EntityKind::kUrl && e.key == key;
    });
    if (!seen)
      out->push_back({std::move(key), 0, 0, EntityKind::kUrl, static_cast<uint32_t>(i + 1)});
  }
}

// Where an address may start, and how far it may reach. Every address the email pattern
// accepts has "@", "＠", or the word "at" standing alone or in brackets ("[at]", " at "); its
// match starts at the run of local-part characters before that, and ends within a few hundred
// bytes. Those ranges are all the regex engine reads: most units have none.
std::vector<std::pair<size_t, size_t>> EmailCandidates(std::string_view t) {
  constexpr size_t kAfter = 512;  // longer than any domain the pattern would take
  // Bytes of non-ASCII characters count as possible white space (an ideographic space).
  auto spacing = [](char c) { return (c & 0x80) != 0 || IsSpace(static_cast<unsigned char>(c)); };
  auto opens = [&](char c) { return c == '[' || c == '(' || c == '{' || spacing(c); };
  auto closes = [&](char c) { return c == ']' || c == ')' || c == '}' || spacing(c); };
  auto local_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || std::strchr("._%+-", c) != nullptr;
  };
  // Where the separator is: each "@" and "＠", and the "a" of each "at" that stands alone,
  // found with memchr-speed searches rather than a look at every byte.
  std::vector<size_t> at;
  for (size_t i = t.find('@'); i != std::string_view::npos; i = t.find('@', i + 1)) at.push_back(i);
  for (size_t i = t.find("\xEF\xBC\xA0"); i != std::string_view::npos;
       i = t.find("\xEF\xBC\xA0", i + 3))
    at.push_back(i);
  // "at" in any case: an "a" at i - 1 and a "t" at i, 2 <= i < t.size() - 1, looked for 16
  // byte pairs at a time.
  auto word_at = [&](size_t i) {
    if ((t[i - 1] | 0x20) == 'a' && (t[i] | 0x20) == 't' && opens(t[i - 2]) && closes(t[i + 1]))
      at.push_back(i - 1);
  };
  size_t i = 2;
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  for (; i + 17 <= t.size(); i += 16) {
    for (uint32_t pairs = CaselessPairMask(p + i - 1, 'a', 't'); pairs; pairs &= pairs - 1)
      word_at(i + static_cast<size_t>(__builtin_ctz(pairs)));
  }
  for (; i + 1 < t.size(); ++i) word_at(i);
  std::sort(at.begin(), at.end());
  std::vector<std::pair<size_t, size_t>> candidates;
  for (size_t i : at) {
    size_t begin = i;
    while (begin > 0 && opens(t[begin - 1]) && (t[begin - 1] & 0x80) == 0) --begin;
    while (begin > 0 && local_char(t[begin - 1])) --begin;
    size_t end = std::min(t.size(), i + kAfter);
    while (end < t.size() && (static_cast<unsigned char>(t[end]) & 0xC0) == 0x80) ++end;
    candidates.emplace_back(begin, end);
  }
  return candidates;
}

// The email pattern (email_pattern.h) at each candidate, skipping candidates that start inside
// the previous match.
void ExtractEmails(Scan& scan) {
  const std::string_view t = scan.text();
  size_t matched_to = 0;
  for (const auto& [begin, end] : EmailCandidates(t)) {
    if (begin < matched_to) continue;
    const std::optional<EmailMatch> m = MatchEmailAt(t, begin, end);
    if (!m) continue;
    matched_to = m->end;
    const size_t b = m->begin, e = m->end;
    if (!scan.IsFree(b, e)) continue;
    std::string local(t.substr(m->local_begin, m->local_end - m->local_begin));
    std::string_view domain = t.substr(m->domain_begin, m->domain_end - m->domain_begin);
    // Labels are the runs of [A-Za-z0-9-]; between them stands one separator that the pattern
    // accepted: ".", a bracketed "dot" or a spaced " dot ". A label spelled "dot" stays.
    std::vector<std::string> labels;
    size_t p = 0;
    auto is_label_char = [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '-';
    };
    auto skip_spaces = [&] {
      while (p < domain.size() && std::isspace(static_cast<unsigned char>(domain[p]))) ++p;
    };
    while (p < domain.size()) {
      size_t start = p;
      while (p < domain.size() && is_label_char(domain[p])) ++p;
      labels.emplace_back(domain.substr(start, p - start));
      skip_spaces();
      if (p >= domain.size()) break;
      if (domain[p] == '.') {
        ++p;
      } else if (domain[p] == '[' || domain[p] == '(' || domain[p] == '{') {
        size_t close = domain.find_first_of("])}", p);
        p = close == std::string_view::npos ? domain.size() : close + 1;
      } else {
        p += 3;  // the word "dot", in any case
      }
      skip_spaces();
    }
    if (labels.size() < 2) continue;
    const std::string& tld = labels.back();
    if (tld.size() < 2 || !std::all_of(tld.begin(), tld.end(), [](char c) {
          return std::isalpha(static_cast<unsigned char>(c));
        }))
      continue;
    std::string address = local + "@";
    for (size_t i = 0; i < labels.size(); ++i) address += (i ? "." : "") + labels[i];
    scan.Add(EntityKind::kEmail, b, e, NormalizeKey(address));
  }
}

void AddTitle(Scan& scan, size_t b, size_t e) {
  std::string_view t = scan.text();
  std::string_view raw = t.substr(b, e - b);
  std::string_view title = Trim(raw);
  b += static_cast<size_t>(title.data() - raw.data());
  e = b + title.size();
  if (title.empty() || !scan.IsFree(b, e)) return;
  bool latin = false;
  for (size_t p = 0; p < title.size();) {
    char32_t c = NextCodePoint(title, &p);
    if (IsCjkLetter(c)) return;
    latin |= IsLatinLetter(c);
  }
  if (!latin) return;
  scan.Add(EntityKind::kTitle, b, e);
}

// Whether t holds one of the quotation marks 《》「」『』 (E3 80 8A–8F) or “” (E2 80 9C–9D):
// one pass, where a search for each mark would stop at every E3 or E2 byte of the text (CJK
// punctuation, kana, general punctuation).
bool ContainsQuotationMark(std::string_view t) {
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  size_t i = 0;
  for (; i + 18 <= t.size(); i += 16) {
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

// Latin text between CJK quotation marks: 《…》「…」『…』“…”.
void AddQuotedTitles(Scan& scan) {
  const std::string_view t = scan.text();
  if (!ContainsQuotationMark(t)) return;  // most units have none
  static constexpr std::pair<std::string_view, std::string_view> kQuotes[] = {
      {"\xE3\x80\x8A", "\xE3\x80\x8B"},
      {"\xE3\x80\x8C", "\xE3\x80\x8D"},
      {"\xE3\x80\x8E", "\xE3\x80\x8F"},
      {"\xE2\x80\x9C", "\xE2\x80\x9D"}};
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

void ExtractTitles(Scan& scan) {
  std::string_view t = scan.text();
  // Markdown link texts in Latin script ("[Efficiently Scaling Transformer Inference](…)").
  for (const std::string& text : scan.unit().markup->link_texts) {
    size_t at = t.find(text);
    if (at != std::string_view::npos && std::count(text.begin(), text.end(), ' ') >= 1)
      AddTitle(scan, at, at + text.size());
  }
  AddQuotedTitles(scan);
  // The Latin lead of a list item: everything before the last ':' or '：' that comes before
  // the first CJK letter ("A Worklog: GPU·CUDA에 …" keeps the colon inside the title).
  if (scan.unit().kind != UnitKind::kListItem) return;
  size_t start = 0;
  if (!t.empty() && t[0] == '[') {  // "[2211.05102] Efficiently …": the id is a number
    size_t close = t.find(']');
    if (close != std::string_view::npos && close < 40) {
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
  if (colon == std::string_view::npos) return;
  if (stop == t.size()) {  // an all-Latin item (an English edition): the first ": " ends it
    size_t first = t.find(": ", start);
    if (first == std::string_view::npos) return;
    colon = first;
  }
  std::string_view title = Trim(t.substr(start, colon - start));
  if (std::count(title.begin(), title.end(), ' ') < 1) return;  // one word is a label
  AddTitle(scan, start, colon);
}

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
    if (first == last && (CodePointCount(value) < 2 || IsUpperId(value))) continue;
    scan.Add(EntityKind::kName, b, e);
  }
}

// "8,192" → "8192": thousands separators are written or not as a translator pleases.
std::string NumberKey(std::string_view core) {
  std::string key = NormalizeKey(core);
  std::string out;
  for (size_t i = 0; i < key.size(); ++i) {
    if (key[i] == ',' && i > 0 && std::isdigit(static_cast<unsigned char>(key[i - 1])) &&
        i + 3 < key.size() + 1) {
      size_t j = i + 1;
      while (j < key.size() && std::isdigit(static_cast<unsigned char>(key[j]))) ++j;
      if (j - i - 1 == 3) continue;
    }
    out += key[i];
  }
  return out;
}

void ExtractNumbers(Scan& scan) {
  std::string_view t = scan.text();
  size_t pos = 0;
  auto digits_at = [&](size_t p) {  // end of a digit run starting at p (p if none)
    while (p < t.size()) {
      size_t q = p;
      if (!IsDigit(NextCodePoint(t, &q))) break;
      p = q;
    }
    return p;
  };
  auto char_at = [&](size_t p) -> char32_t {
    if (p >= t.size()) return 0;
    return NextCodePoint(t, &p);
  };
  const auto* p = reinterpret_cast<const unsigned char*>(t.data());
  const uint8_t* claimed = scan.claimed();  // a flag per byte of t, updated as numbers are added
  while (pos < t.size()) {
    // Han, Hangul, punctuation, ASCII other than digits and capitals, and bytes an entity
    // already claimed (the capitals of names and titles) start no number: stepped over 16 bytes
    // at a time.
    if (pos + 18 <= t.size()) {
      const ByteMasks m = ClassifyBytes(p + pos);
      const uint32_t start = (m.digit | m.upper | m.other_lead) & UnclaimedMask(claimed + pos);
      if (start == 0) {
        pos += 16;
        continue;
      } else {
        pos += static_cast<size_t>(__builtin_ctz(start));
      }
    } else if ((p[pos] & 0xC0) == 0x80) {
      ++pos;  // the last bytes of a code point that the 16 bytes before cut
      continue;
    }
    pos = SkipHanHangul(t, pos);  // neither digits nor capitals
    if (pos >= t.size()) break;
    if (const char b = t[pos]; (b >= 0 && b < '0') || (b > '9' && b < 'A') || b > 'Z') {
      ++pos;  // ASCII that starts no number
      continue;
    }
    size_t start = pos;
    char32_t c = NextCodePoint(t, &pos);
    const bool upper = IsUpper(c) && IsLatinLetter(c);
    if (!upper && !IsDigit(c)) continue;  // most code points: no number starts here
    if (scan.IsClaimed(start)) continue;
    char32_t prev = PrevCodePoint(t, start);
    if (upper && !IsWordChar(prev)) {
      // An uppercase id (CS336, H100) that no name claimed.
      size_t e = pos;
      while (e < t.size() && IsWordChar(char_at(e)) && !scan.IsClaimed(e)) NextCodePoint(t, &e);
      std::string_view word = t.substr(start, e - start);
      if (IsUpperId(word)) scan.Add(EntityKind::kNumber, start, e);
      pos = e;
      continue;
    }
    if (!IsDigit(c) || IsWordChar(prev) || prev == '_') continue;
    // Inside an identifier or version (v1.2.3, fusion.32, LLaMA-3) a digit is not a number.
    if ((prev == '.' || prev == '-') && start >= 2) {
      char32_t before = PrevCodePoint(t, start - 1);
      if (IsLatinLetter(before) || (prev == '.' && IsAsciiDigit(before))) continue;
    }
    size_t end = digits_at(start);
    // Decimals (9.89, 2211.05102) and thousands groups: exactly three digits after a comma
    // (8,192; ８，１９２ in full-width digits), so "2,4,8" and "8，16" — the Chinese comma
    // between clauses — are lists of numbers.
    const bool full_width = c >= 0xFF10;
    for (;;) {
      char32_t sep = char_at(end);
      if (sep != '.' && sep != ',' && sep != 0xFF0E && !(sep == 0xFF0C && full_width)) break;
      size_t after = end;
      NextCodePoint(t, &after);
      size_t more = digits_at(after);
      if (more == after) break;
      if ((sep == ',' || sep == 0xFF0C) && VisibleLength(t.substr(after, more - after)) != 3) break;
      end = more;
    }
    // Exponent: 9.89e14, 1e-3.
    if (char_at(end) == 'e' || char_at(end) == 'E') {
      size_t p = end + 1;
      if (p < t.size() && (t[p] == '+' || t[p] == '-')) ++p;
      size_t more = digits_at(p);
      if (more > p) end = more;
    }
    // Sizes: 4x2, 16×16.
    if (char_at(end) == 'x' || char_at(end) == 0xD7) {
      size_t p = end;
      NextCodePoint(t, &p);
      size_t more = digits_at(p);
      if (more > p && !IsLatinLetter(char_at(more))) end = more;
    }
    if (!scan.IsFree(start, end)) {
      pos = end;
      continue;
    }
    scan.Add(EntityKind::kNumber, start, end, NumberKey(t.substr(start, end - start)));
    // A unit written right after the number (50ms, 16GB) is not part of it; skip the word.
    pos = end;
    while (pos < t.size() && IsLatinLetter(char_at(pos))) NextCodePoint(t, &pos);
  }
}

void ExtractTerms(Scan& scan) {
  std::string_view t = scan.text();
  LatinWordsAgain(scan, scan.latin_words(), &scan.latin_words_again());
  for (const Word& w : scan.latin_words_again()) {
    if (!w.all_lower || w.has_digit || w.end - w.begin < 3) continue;
    std::string_view word = t.substr(w.begin, w.end - w.begin);
    if (Contains<kTermStopwords>(word)) continue;
    if (word.find('.') != std::string_view::npos) continue;  // jax.jit is code, not a term
    scan.Add(EntityKind::kTerm, w.begin, w.end);
  }
}

}  // namespace

struct ExtractorPatterns {
  LazyRegex url;
};

namespace {

struct ExtractorRow {
  EntityKind kind;
  std::string_view description;
  void (*run)(Scan& scan, const ExtractorPatterns& patterns, std::vector<Entity>* out);
};

// The extractors in the order they run: each claims what it takes before the next one reads.
constexpr ExtractorRow kExtractors[] = {
    {EntityKind::kCode, "inline code between backticks",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { ExtractCode(s); }},
    {EntityKind::kUrl, "http(s)://, ftp:// and www. addresses, Markdown link targets",
     [](Scan& s, const ExtractorPatterns& p, std::vector<Entity>* out) {
       ExtractUrls(s, p.url);
       AddLinkTargets(s, out);
     }},
    {EntityKind::kEmail, "email addresses, also obfuscated (name [at] host [dot] com)",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { ExtractEmails(s); }},
    {EntityKind::kTitle,
     "Latin lead of a list item before ':', Latin text in 《》「」『』“”, Latin link texts",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { ExtractTitles(s); }},
    {EntityKind::kName, "capitalized Latin word sequences (Noam Shazeer, JAX Profiler)",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { ExtractNames(s); }},
    {EntityKind::kNumber, "numbers (ASCII and full-width), ids such as 2211.05102 or CS336",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { ExtractNumbers(s); }},
    {EntityKind::kTerm, "lowercase Latin words kept untranslated (kernel, inference)",
     [](Scan& s, const ExtractorPatterns&, std::vector<Entity>*) { ExtractTerms(s); }},
};

}  // namespace

const std::vector<ExtractorInfo>& ExtractorTable() {
  static const std::vector<ExtractorInfo> table = [] {
    std::vector<ExtractorInfo> t;
    for (const ExtractorRow& row : kExtractors) t.push_back({row.kind, row.description});
    return t;
  }();
  return table;
}

namespace {

constexpr std::string_view kUrl =
    R"((?:https?|ftp)://[^\s<>"'“”‘’「」『』《》（）()\[\]{}，。、；！？\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]+)"
    R"(|(?<![\w.])www\.[A-Za-z0-9-]+\.[^\s<>"'“”‘’「」『』《》（）()\[\]{}，。、；！？\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]+)";
}  // namespace

EntityExtractor::EntityExtractor() : patterns_(new ExtractorPatterns{{kUrl, 0}}) {}

EntityExtractor::~EntityExtractor() = default;

namespace {

std::vector<Entity> Extract(const Unit& unit, const ExtractorPatterns& patterns,
                            ScanBuffers* buffers) {
  Scan scan(unit, buffers);
  std::vector<Entity>& found = buffers->entities;
  for (const ExtractorRow& row : kExtractors) row.run(scan, patterns, &found);
  // By position, then kind, then the order found (Markdown link targets all stand at 0): their
  // indices are sorted, and each entity is moved once, into a vector sized to what was found
  // (an edition keeps a vector per unit).
  std::vector<uint32_t>& order = buffers->order;
  order.resize(found.size());
  std::iota(order.begin(), order.end(), 0u);
  std::sort(order.begin(), order.end(), [&found](uint32_t i, uint32_t j) {
    const Entity& x = found[i];
    const Entity& y = found[j];
    return std::tie(x.begin, x.kind, i) < std::tie(y.begin, y.kind, j);
  });
  std::vector<Entity> sorted;
  sorted.reserve(found.size());
  for (uint32_t i : order) sorted.push_back(std::move(found[i]));
  return sorted;
}

}  // namespace

std::vector<Entity> EntityExtractor::operator()(const Unit& unit) const {
  ScanBuffers buffers;
  return Extract(unit, *patterns_, &buffers);
}

void EntityExtractor::ExtractAll(std::vector<Unit>* units) const {
  ScanBuffers buffers;
  for (Unit& u : *units) u.entities = Extract(u, *patterns_, &buffers);
}

std::string_view EntityValue(const Unit& unit, const Entity& entity) {
  if (entity.kind == EntityKind::kEmail || entity.kind == EntityKind::kCode) return entity.key;
  if (entity.link > 0) {  // a link target (AddLinkTargets)
    const std::vector<std::string>& links = unit.markup->links;
    return entity.link <= links.size() ? std::string_view(links[entity.link - 1]) : entity.key;
  }
  return std::string_view(unit.text).substr(entity.begin, entity.end - entity.begin);
}

std::vector<std::string> PluralForms(std::string_view word) {
  std::vector<std::string> forms = {std::string(word), std::string(word) + "s",
                                    std::string(word) + "es"};
  if (word.size() > 3 && word.back() == 's' &&
      IsLatinLetter(PrevCodePoint(word, word.size() - 1))) {
    forms.emplace_back(word.substr(0, word.size() - 1));
    if (word.size() > 4 && word.substr(word.size() - 2) == "es")
      forms.emplace_back(word.substr(0, word.size() - 2));
  }
  return forms;
}

namespace {

// Maximal runs of chars for which `in` holds.
template <typename Pred>
std::vector<std::string> Runs(std::string_view text, Pred in) {
  std::vector<std::string> runs;
  size_t run = 0;  // where the current run starts; equal to pos while there is none
  for (size_t pos = 0; pos < text.size();) {
    const size_t start = pos;
    if (!in(NextCodePoint(text, &pos))) {
      if (start > run) runs.emplace_back(text.substr(run, start - run));
      run = pos;
    }
  }
  if (text.size() > run) runs.emplace_back(text.substr(run));
  return runs;
}

// TextIndex's hashes of word runs: an odd base, so that its powers mod 2^64 never vanish.
constexpr uint64_t kHashBase = 0x9E3779B97F4A7C15ull;

}  // namespace

TextIndex::TextIndex(std::string_view text_key) {
  const std::vector<std::string> words = Runs(text_key, IsWordChar);
  words_.reserve(words.size());
  prefix_hash_.reserve(words.size() + 1);
  powers_.reserve(words.size() + 1);
  prefix_hash_.push_back(0);
  powers_.push_back(1);
  for (size_t i = 0; i < words.size(); ++i) {
    auto [it, added] = ids_.try_emplace(words[i], static_cast<uint32_t>(positions_.size()));
    if (added) positions_.emplace_back();
    positions_[it->second].push_back(i);
    words_.push_back(it->second);
    prefix_hash_.push_back(prefix_hash_.back() * kHashBase + it->second + 1);
    powers_.push_back(powers_.back() * kHashBase);
  }
  for (std::string& n : Runs(text_key, [](char32_t c) {
         return c < 0x80 && (std::isalnum(static_cast<int>(c)) || c == '.' || c == ',');
       })) {
    while (!n.empty() && (n.back() == '.' || n.back() == ',')) n.pop_back();
    if (!n.empty()) numbers_.insert(NumberKey(n));
  }
}

uint64_t TextIndex::RunHash(size_t begin, size_t end) const {
  return prefix_hash_[end] - prefix_hash_[begin] * powers_[end - begin];
}

bool TextIndex::HasWords(std::string_view key) const {
  const std::vector<std::string> k = Runs(key, IsWordChar);
  if (k.empty()) return false;
  // The ids of the last word's forms that the text has.
  std::vector<uint32_t> last;
  size_t last_count = 0;  // the places where they occur
  for (const std::string& form : PluralForms(k.back())) {
    auto it = ids_.find(form);
    if (it == ids_.end() || std::find(last.begin(), last.end(), it->second) != last.end()) continue;
    last.push_back(it->second);
    last_count += positions_[it->second].size();
  }
  if (last.empty()) return false;
  if (k.size() == 1) return true;
  // The words before the last, each of which the text must have; and which word's places to
  // start from: the rarest, or the last word's forms if they are rarer still.
  const size_t n = k.size() - 1;  // words before the last
  std::vector<uint32_t> head(n);
  uint64_t head_hash = 0;
  size_t rarest = n, rarest_count = last_count;  // n: the last word
  for (size_t i = 0; i < n; ++i) {
    auto it = ids_.find(k[i]);
    if (it == ids_.end()) return false;
    head[i] = it->second;
    head_hash = head_hash * kHashBase + it->second + 1;
    if (positions_[it->second].size() < rarest_count) {
      rarest = i;
      rarest_count = positions_[it->second].size();
    }
  }
  auto matches_at = [&](size_t start) {  // the key's words from text word `start` on
    if (start + k.size() > words_.size()) return false;
    if (std::find(last.begin(), last.end(), words_[start + n]) == last.end()) return false;
    if (RunHash(start, start + n) != head_hash) return false;
    return std::equal(head.begin(), head.end(), words_.begin() + static_cast<long>(start));
  };
  if (rarest < n) {
    for (size_t p : positions_[head[rarest]])
      if (p >= rarest && matches_at(p - rarest)) return true;
    return false;
  }
  for (uint32_t form : last)
    for (size_t p : positions_[form])
      if (p >= n && matches_at(p - n)) return true;
  return false;
}

bool TextIndex::HasNumber(std::string_view key) const {
  return numbers_.count(std::string(key)) > 0;
}

bool ContainsWords(std::string_view text_key, std::string_view key) {
  return TextIndex(text_key).HasWords(key);
}

}  // namespace concord
