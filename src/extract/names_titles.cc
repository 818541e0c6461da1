// The title and name extractors: Latin titles (link texts, quoted titles, the Latin lead of a
// list item) and then capitalized Latin word sequences, read after the titles have claimed
// their words.
#include <algorithm>
#include <iterator>
#include <limits>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "extract/char_classes.h"
#include "extract/english_words.h"
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

// Where each of `texts` (the unit's Markdown link texts, or its emphasized texts) stands in its
// text, in order: each is looked for after the one before it (they are read in document
// order), else from the start, never inside inline code (`Docker` before [Docker](…) is the
// code's); one not found (its text rewritten) is {npos, npos}. Found by their text, a text that
// also stands earlier in the unit is taken there ("Visual Studio Code … **Code**"): an edge
// where the author set none, which may cut a name in two.
std::vector<std::pair<size_t, size_t>> SpansOf(const Scan& scan,
                                               const std::vector<std::string>& texts) {
  const std::string_view t = scan.text();
  std::vector<std::pair<size_t, size_t>> code;  // the inline code's spans, by start
  for (const Entity& e : scan.entities())
    if (e.kind == EntityKind::kCode) code.emplace_back(e.begin, e.end);
  std::sort(code.begin(), code.end());
  auto in_code = [&](size_t pos) {
    auto it = std::upper_bound(code.begin(), code.end(),
                               std::pair(pos, std::numeric_limits<size_t>::max()));
    return it != code.begin() && pos < std::prev(it)->second;
  };
  auto find = [&](const std::string& text, size_t from) {
    size_t at = t.find(text, from);
    while (at != std::string_view::npos && in_code(at)) at = t.find(text, at + 1);
    return at;
  };
  std::vector<std::pair<size_t, size_t>> spans;
  size_t from = 0;
  for (const std::string& text : texts) {
    size_t at = text.empty() ? std::string_view::npos : find(text, from);
    if (at == std::string_view::npos && !text.empty()) at = find(text, 0);
    if (at == std::string_view::npos) {
      spans.emplace_back(std::string_view::npos, std::string_view::npos);
      continue;
    }
    spans.emplace_back(at, at + text.size());
    from = at + text.size();
  }
  return spans;
}

}  // namespace

void ExtractTitles(Scan& scan) {
  std::string_view t = scan.text();
  const auto [lead_begin, lead_end] = ListLead(scan);
  // Markdown link texts in Latin script ("[Efficiently Scaling Transformer Inference](…)").
  // One that is also a reference title (quoted, or inside a reading-list item's lead) stays
  // one; any other is marked as read from a link text, which translators translate.
  const UnitMarkup& markup = *scan.unit().markup;
  const std::vector<std::pair<size_t, size_t>> links = SpansOf(scan, markup.link_texts);
  for (size_t i = 0; i < markup.link_texts.size(); ++i) {
    const std::string& text = markup.link_texts[i];
    const auto [at, end] = links[i];
    if (at == std::string_view::npos || std::count(text.begin(), text.end(), ' ') < 1) continue;
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

// What ends a sentence or a clause whose next word English capitalizes: . ! ? : ; and their
// CJK forms.
bool IsSentenceEnd(char32_t c) {
  return c == '.' || c == '!' || c == '?' || c == ':' || c == ';' || c == 0x3002 || c == 0xFF01 ||
         c == 0xFF1F || c == 0xFF1A || c == 0xFF1B;
}

// An ASCII sentence end at t[at] ends a sentence only before a space, the end or anything but
// a letter or digit ("Node.js", "3.5" and "a:b" go on).
bool EndsSentenceAt(std::string_view t, size_t at, char32_t c) {
  if (c >= 0x80) return IsSentenceEnd(c);
  return IsSentenceEnd(c) &&
         (at + 1 >= t.size() || !IsAsciiAlnum(static_cast<unsigned char>(t[at + 1])));
}

// What may stand between a sentence end and the sentence's first word: spaces, opening quotes
// and brackets, emphasis marks.
bool IsOpening(char32_t c) {
  return c == ' ' || c == '\t' || c == '(' || c == '[' || c == '"' || c == '\'' || c == '*' ||
         c == '_' || c == 0x2018 || c == 0x201C || c == 0x300A || c == 0x300C || c == 0x300E ||
         c == 0xFF08;
}

// Whether the dash c at t[at], with a space after it, separates clauses: it has a space or the
// start of the text before it too ("name - Sets the …", "— Returns …"); a dash between
// letters joins words.
bool SeparatesClauses(std::string_view t, size_t at, char32_t c) {
  return IsDash(c) && (at == 0 || IsSpace(PrevCodePoint(t, at)));
}

// What opens the clause whose first word stands at t[begin]: English capitalizes the first word
// of a sentence, of a quotation and of a clause set off by a colon or a dash, whatever that
// word is, so its capital there is no evidence of a name. A quotation is a label or a phrase
// quoted as said or shown (click "Run", returns "Not found").
enum class ClauseStart { kNone, kSentence, kQuotation };

// Where the word at t[begin] opens a clause: only openings stand between it and the start of
// the text, a sentence end, a dash set off by spaces, or (with only emphasis marks between) an
// opening quotation mark.
ClauseStart OpensClause(std::string_view t, size_t begin) {
  bool spaced = false;  // a space stands between the word and c
  for (size_t pos = begin; pos > 0;) {
    const char32_t c = PrevCodePoint(t, pos);
    pos -= Utf8Length(c);
    if (IsSentenceEnd(c)) return ClauseStart::kSentence;
    if (!spaced && OpensQuotation(t, pos, c)) return ClauseStart::kQuotation;
    if (spaced && SeparatesClauses(t, pos, c)) return ClauseStart::kSentence;
    if (!IsOpening(c)) return ClauseStart::kNone;
    spaced |= c == ' ' || c == '\t';
  }
  return ClauseStart::kSentence;
}

// Whether the clause from t[end) to its end holds no Han, Hangul or Kana: an English one. A
// sentence ends at a sentence end; a quotation (`quotation`) at a mark that may close it too.
bool EnglishToItsEnd(std::string_view t, size_t end, bool quotation) {
  for (size_t pos = end; pos < t.size();) {
    const size_t at = pos;
    const char32_t c = NextCodePoint(t, &pos);
    if (IsCjkLetter(c)) return false;
    if (EndsSentenceAt(t, at, c)) return true;
    if (!quotation) continue;
    const QuoteMark mark = QuoteMarkOf(c);
    if (mark == QuoteMark::kClosing || mark == QuoteMark::kEither) return true;
  }
  return true;
}

// Where capitalization is evidence of a name. It is none for the first word of an English
// sentence, quotation or clause (OpensClause; or of English prose that a Chinese or Korean
// sentence opens with), nor anywhere in
// English text written in Title Case ("How to Think About TPUs",
// "Installation Guide"): there a capitalized common English word (english_words.h) is not a
// name word; words the list does not know (TPUs, Kubernetes) or knows only as proper nouns
// (America) are.
class NameWords {
 public:
  // `label_end`: where a label the unit opens with in emphasis ends ("**Note** The …"), else
  // npos; the label ends a clause, as a colon does, and the clause after it begins at the
  // first character past the label that is no opening (a space, a quote, an emphasis mark).
  // `marked`: the spans of the unit's emphasized texts (SpansOf); one word in Latin script set
  // apart so is a UI label ("click **Save**"), capitalized whatever it is, as a word quoted is
  // (OpensClause). Not so a phrase in emphasis ("**Visual Studio Code**" is a name), nor a word
  // the list knows as a proper noun too ("**Windows**", "**Python**").
  NameWords(std::string_view t, const std::vector<Word>& words, size_t label_end,
            const std::vector<std::pair<size_t, size_t>>& marked)
      : t_(t), words_(words), after_label_(ClauseAfter(t, label_end)) {
    for (const auto& [b, e] : marked)
      if (b != std::string_view::npos && !HasCjkLetter(t.substr(b, e - b)))
        marked_.emplace_back(ClauseAfter(t, b), e);
    std::sort(marked_.begin(), marked_.end());
  }

  // Whether words[i] counts as a word of a name where it stands.
  bool Counts(size_t i) {
    const Word& w = words_[i];
    if (!IsNameWord(w)) return false;
    // The context first: most capitalized words stand where their capital is evidence, and
    // need no lookup.
    ClauseStart opens = OpensClause(t_, w.begin);
    if (opens == ClauseStart::kNone && FollowsLabel(w.begin)) opens = ClauseStart::kSentence;
    const bool clause_start =
        (opens != ClauseStart::kNone &&
         (EnglishToItsEnd(t_, w.scan_end, opens == ClauseStart::kQuotation) || LowerCaseNext(i))) ||
        (AloneInEmphasis(i) && !IsListedEnglishWord(t_.substr(w.begin, w.end - w.begin)));
    if (!clause_start && !InTitleCase(w)) return true;
    return !IsCommonEnglishWord(t_.substr(w.begin, w.end - w.begin));
  }

 private:
  // Where the clause after the label ending at `label_end` begins: past the openings after it;
  // npos for no label.
  static size_t ClauseAfter(std::string_view t, size_t label_end) {
    if (label_end == std::string_view::npos) return label_end;
    size_t pos = label_end;
    while (pos < t.size()) {
      size_t next = pos;
      if (!IsOpening(NextCodePoint(t, &next))) break;
      pos = next;
    }
    return pos;
  }

  // Whether the word at t[begin] opens the clause after the unit's opening label.
  bool FollowsLabel(size_t begin) const { return begin == after_label_; }

  // Whether words[i] is all of a Latin text set in emphasis.
  bool AloneInEmphasis(size_t i) const {
    const size_t begin = words_[i].begin;
    const auto it = std::lower_bound(marked_.begin(), marked_.end(), std::pair(begin, size_t{0}));
    return it != marked_.end() && it->first == begin && words_[i].end <= it->second &&
           (i + 1 >= words_.size() || words_[i + 1].begin >= it->second);
  }

  // Whether words[i] is followed, after spaces only, by a lower-case word: a Chinese or Korean
  // sentence that opens with English prose ("In practice 这个…") capitalizes it as English
  // does, while one that opens with a name has it alone ("Helm은") or followed by capitalized
  // words ("Trace Viewer 是…").
  bool LowerCaseNext(size_t i) const {
    if (i + 1 >= words_.size()) return false;
    const Word& w = words_[i];
    const Word& next = words_[i + 1];
    for (size_t p = w.scan_end; p < next.begin; ++p)
      if (t_[p] != ' ') return false;
    return next.all_lower && next.has_letter;
  }

  // Whether the sentence around w is English (no Han, Hangul or Kana in it) written in Title
  // Case. Sentences are cut at sentence ends; the last English one asked about is kept, for a
  // name asks about each of its words.
  bool InTitleCase(const Word& w) {
    if (w.begin >= begin_ && w.begin < end_) return title_case_;
    if (w.begin >= cjk_ahead_from_ && w.end <= cjk_ahead_) return false;
    // Out to the sentence's ends, or to the first CJK letter either way: in Chinese or Korean
    // text that comes after a few characters, and the answer is no. What was read is kept, so
    // that a long Latin stretch of one sentence is read once, not once per word in it.
    size_t b = w.begin, e = w.end;
    while (b > 0) {
      if (b <= cjk_behind_to_) {  // read before: a CJK letter before it, no sentence end
        cjk_behind_to_ = w.begin;
        return false;
      }
      const char32_t c = PrevCodePoint(t_, b);
      const size_t at = b - Utf8Length(c);
      if (EndsSentenceAt(t_, at, c)) break;
      if (IsCjkLetter(c)) {
        cjk_behind_to_ = w.begin;
        return false;
      }
      b = at;
    }
    while (e < t_.size()) {
      size_t next = e;
      const char32_t c = NextCodePoint(t_, &next);
      if (EndsSentenceAt(t_, e, c)) break;
      if (IsCjkLetter(c)) {
        cjk_ahead_from_ = w.end;
        cjk_ahead_ = e;
        return false;
      }
      e = next;
    }
    begin_ = b;  // an English sentence: its words are asked about in turn
    end_ = e;
    title_case_ = TitleCaseVote(b, e);
    return title_case_;
  }

  // Title Case capitalizes every word but short function words (articles, conjunctions, short
  // prepositions), which English prose writes in lower case; the first word of a sentence is
  // capitalized either way. So among the common words of four letters or more after the
  // first (the length below which title styles lower-case function words), the text is in
  // Title Case when more than half are capitalized. A word the list also knows as a proper
  // noun ("Jeff Dean") is capitalized in prose too: it does not vote.
  bool TitleCaseVote(size_t b, size_t e) const {
    constexpr size_t kTitleCaseMinLetters = 4;
    // The capitalized words first: there are few, and the lower-case ones need only be looked
    // up until they are as many.
    size_t capitalized = 0, lower = 0;
    // The sentence's words (words_ are in text order): a unit of many sentences is not read
    // once per sentence.
    const auto from = std::lower_bound(words_.begin(), words_.end(), b,
                                       [](const Word& w, size_t at) { return w.begin < at; });
    for (int pass = 0; pass < 2; ++pass) {
      bool first = true;
      for (auto it = from; it != words_.end() && it->begin < e; ++it) {
        const Word& w = *it;
        const std::string_view text = t_.substr(w.begin, w.end - w.begin);
        if (std::exchange(first, false) || w.has_digit ||
            CodePointCount(text) < kTitleCaseMinLetters)
          continue;
        const bool capital = w.upper_start && CountUpper(text) == 1;
        if (pass == 0 ? !capital : !w.all_lower) continue;  // acronyms, CamelCase: no vote
        if (pass == 1 && lower >= capitalized) return false;
        if (IsCommonEnglishWord(text) && (pass == 1 || !IsListedEnglishWord(text)))
          ++(pass == 0 ? capitalized : lower);
      }
    }
    return capitalized > lower;
  }

  static size_t CountUpper(std::string_view text) {
    size_t n = 0;
    for (size_t pos = 0; pos < text.size();) n += IsUpper(NextCodePoint(text, &pos));
    return n;
  }

  std::string_view t_;
  const std::vector<Word>& words_;
  size_t after_label_;  // ClauseAfter the opening label, npos for none
  // Where texts set in emphasis without CJK letters begin (past their openings) and end.
  std::vector<std::pair<size_t, size_t>> marked_;
  size_t begin_ = 0, end_ = 0;  // the English sentence last asked about
  bool title_case_ = false;
  // What InTitleCase read of sentences with CJK letters: up to cjk_behind_to_, there is one
  // before with no sentence end between; a word in [cjk_ahead_from_, cjk_ahead_) has one
  // after it, at cjk_ahead_, with no sentence end between.
  size_t cjk_behind_to_ = 0;
  size_t cjk_ahead_from_ = 0, cjk_ahead_ = 0;
};

// Whether one of `spans` of `t` (SpansOf) begins or ends between the end `after` of one word
// and the beginning `before` of the next. A span found inside a word (SpansOf looks for it by
// its text: `[API]` after "OpenAPI") has no edge between words.
bool EdgeBetween(std::string_view t, const std::vector<std::pair<size_t, size_t>>& spans,
                 size_t after, size_t before) {
  return std::any_of(spans.begin(), spans.end(), [&](const std::pair<size_t, size_t>& link) {
    if (link.first == std::string_view::npos) return false;
    size_t end = link.second;
    if ((link.first > 0 && IsWordChar(PrevCodePoint(t, link.first))) ||
        (end < t.size() && IsWordChar(NextCodePoint(t, &end))))
      return false;
    return (after <= link.first && link.first <= before) ||
           (after <= link.second && link.second <= before);
  });
}

}  // namespace

// A name is a run of name words (NameWords) with only spaces between them, or one of
// kNameConnectors between two of them ("Bank of America", "Ludwig van Beethoven"); a
// possessive ends it, and so does a link text's edge: "Render [Gin 部署指南](…)" names two
// things, the link's text being another edition's "guide to deploying Gin"; and so does an
// emphasis's edge: "**Note** Windows 음성 API" is a label and a name. A name inside a
// Markdown link text says so (EntitySource::kLinkText and which link text), so that entity
// parity can compare it with the other edition's link there.
void ExtractNames(Scan& scan) {
  std::string_view t = scan.text();
  const UnitMarkup& markup = *scan.unit().markup;
  const std::vector<std::pair<size_t, size_t>> links = SpansOf(scan, markup.link_texts);
  const std::vector<std::pair<size_t, size_t>> emphasized = SpansOf(scan, markup.emphasized);
  LatinWords(scan, &scan.latin_words());
  const std::vector<Word>& words = scan.latin_words();
  auto word_text = [&](const Word& w) { return t.substr(w.begin, w.end - w.begin); };
  NameWords name_words(
      t, words,
      markup.opens_with_emphasis && !emphasized.empty() && emphasized.front().first == 0
          ? emphasized.front().second
          : std::string_view::npos,
      emphasized);
  size_t i = 0;
  while (i < words.size()) {
    if (!name_words.Counts(i)) {
      ++i;
      continue;
    }
    size_t first = i, last = i;
    while (!words[last].possessive) {
      size_t k = last + 1;
      while (k < words.size() && SpaceBetween(scan, words[k - 1], words[k]) &&
             Contains<kNameConnectors>(word_text(words[k])) && !words[k].possessive)
        ++k;
      if (k < words.size() && SpaceBetween(scan, words[k - 1], words[k]) && name_words.Counts(k) &&
          !EdgeBetween(t, links, words[last].end, words[k].begin) &&
          !EdgeBetween(t, emphasized, words[last].end, words[k].begin)) {
        last = k;
        continue;
      }
      break;
    }
    i = last + 1;
    size_t b = words[first].begin, e = words[last].end;
    std::string_view value = t.substr(b, e - b);
    // "X" (or "Ｘ") alone is no name; ids are numbers.
    if (first == last && (CodePointCount(value) < kMinOneWordNameLength || IsUpperId(value)))
      continue;
    scan.Add(EntityKind::kName, b, e);
    for (size_t k = 0; k < links.size(); ++k)
      if (links[k].first <= b && e <= links[k].second) {
        scan.SetLastSource(EntitySource::kLinkText, static_cast<uint32_t>(k + 1));
        break;
      }
  }
}

}  // namespace concord::extract
