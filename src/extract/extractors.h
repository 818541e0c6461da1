// extractors.h — the extractors EntityExtractor runs over each unit, in this order (the table in
// entity_extractor.cc), and what they share. Internal to extract/; entities.h is the API.
//
//   Scan scan(unit, &buffers);
//   ExtractCode(scan);                  // each claims what it adds: later ones skip those bytes
//   ExtractUrls(scan, patterns.url);
//   ...
//
// Each extractor appends its entities to the Scan (scan.h) and claims their bytes. Their files:
// code_terms.cc (code, terms), urls_emails.cc (URLs, link targets, emails), names_titles.cc
// (titles, names), numbers.cc (numbers and ids), latin_words.cc (the words names and terms are
// found in).
#ifndef CONCORD_EXTRACT_EXTRACTORS_H_
#define CONCORD_EXTRACT_EXTRACTORS_H_

#include <cstddef>
#include <memory>
#include <mutex>
#include <string_view>
#include <vector>

#include "extract/char_classes.h"
#include "extract/entities.h"  // kCodePlaceholder
#include "extract/scan.h"
#include "model.h"
#include "text/icu_util.h"

namespace concord::extract {

// ---- Extraction limits: how far the extractors look.

// How far past its "@" (or "at") an email address may reach: longer than any domain the email
// pattern would take.
inline constexpr size_t kMaxEmailReach = 512;
// The longest "[id] " prefix of a list item ("[2211.05102] Efficiently …") that is read as a
// number before the item's title.
inline constexpr size_t kMaxListIdPrefix = 40;
// The most spaces between two words of one name ("Noam  Shazeer").
inline constexpr size_t kMaxSpacesInName = 3;
// The fewest code points of a one-word name: "X" (or "Ｘ") alone is no name.
inline constexpr size_t kMinOneWordNameLength = 2;
// The fewest bytes of a term: shorter lowercase words are function words or abbreviations.
inline constexpr size_t kMinTermBytes = 3;
// The digits of a thousands group: "8,192" is one number, "2,4,8" and "8，16" are lists.
inline constexpr size_t kThousandsGroupDigits = 3;

// A built-in pattern compiled on first use: compiling the URL pattern's script classes is a
// large part of a short run, and most units have no URL to look for.
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

// What ExtractUrls finds: http(s)://, ftp:// and www. addresses up to the first space, CJK
// letter or CJK punctuation, or a parenthesis that the address does not open and close itself,
// one level deep with nothing of those inside: `https://en.wikipedia.org/wiki/
// Heap_(data_structure)` is one address, as GFM's autolinks read it, while "(see
// https://example.org)" leaves the ")" to the prose (GFM also keeps nested and unclosed ones).
// The four bracketed classes are one set of characters that ends an address, written alike.
inline constexpr std::string_view kUrlPattern =
    R"((?:https?|ftp)://(?:[^\s<>"'“”‘’「」『』《》（）()\[\]{}，。、；！？\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]++)"
    R"(|\([^\s<>"'“”‘’「」『』《》（）()\[\]{}，。、；！？\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]*+\))++)"
    R"(|(?<![\w.])www\.[A-Za-z0-9-]+\.(?:[^\s<>"'“”‘’「」『』《》（）()\[\]{}，。、；！？\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]++)"
    R"(|\([^\s<>"'“”‘’「」『』《》（）()\[\]{}，。、；！？\p{Han}\p{Hangul}\p{Hiragana}\p{Katakana}]*+\))++)";

// ---- The extractors, in the order they run.

void ExtractCode(Scan& scan);
void ExtractUrls(Scan& scan, const LazyRegex& url);
// Markdown link targets (absolute, and relative paths; not bare anchors or other schemes) are
// not in the unit's text; they are entities without a span (EntitySource::kLinkTarget),
// appended to *out unless a URL entity with the same key is there.
void AddLinkTargets(Scan& scan, std::vector<Entity>* out);
void ExtractEmails(Scan& scan);
void ExtractTitles(Scan& scan);
void ExtractNames(Scan& scan);
void ExtractNumbers(Scan& scan);
void ExtractTerms(Scan& scan);

// ---- Over a whole edition, once every unit has its entities.

// Drops the code entities that are a placeholder's sample value. A page of examples (tldr)
// names the value of an example's placeholder in the example's description ("Convert
// `file.rtf`" above `textutil -convert html {{path/to/file.rtf}}`); a translation that picks
// another sample (`foo.rtf`, `/dev/sda`) picks it in both places. The placeholders are masked
// (kCodePlaceholder), so the description's copy is not compared either: a code entity whose
// text is a value word of some placeholder of the edition's code, or that word's last path
// segment (`file.rtf` of `path/to/file.rtf`), or a file named after such a file (`file.html`
// of `file.rtf`: what the example makes of it), is not code to compare. Options (`-n`) are not
// values and stay.
void DropSampleValues(std::vector<Unit>* units);

// ---- Shared by the extractors.

// `s` without the spaces and tabs at either end.
inline std::string_view Trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// An id such as CS336 or H100 (or Ｈ１００): uppercase Latin letters then a digit. Inline: the
// name and number extractors ask it of every one-word candidate.
inline bool IsUpperId(std::string_view s) {
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

}  // namespace concord::extract

namespace concord {

// The compiled patterns an EntityExtractor holds (entities.h).
struct ExtractorPatterns {
  extract::LazyRegex url;
};

}  // namespace concord

#endif  // CONCORD_EXTRACT_EXTRACTORS_H_
