// The URL and email extractors, and the Markdown link targets that join the URLs: the
// extractors that read addresses, each behind a quick test that most units fail (no "://" or
// "www.", no "@" or "at") before any pattern runs.
#include <algorithm>
#include <cctype>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "extract/email_pattern.h"
#include "extract/extractors.h"
#include "text/byte_scan.h"
#include "text/icu_util.h"
#include "text/unicode.h"

namespace concord::extract {
namespace {

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

// Whether `text` contains "www." in any case.
bool ContainsWww(std::string_view text) {
  for (size_t dot = text.find('.', 3); dot != std::string_view::npos; dot = text.find('.', dot + 1))
    if ((text[dot - 3] | 0x20) == 'w' && (text[dot - 2] | 0x20) == 'w' &&
        (text[dot - 1] | 0x20) == 'w')
      return true;
  return false;
}

// Whether a link target names a place in another document of the tree (or in the same one,
// by a path): it has no scheme ("https:", "mailto:") and is not only an anchor ("#top"), which
// names a heading of this edition and is made from its translated text.
bool IsRelativeTarget(std::string_view link) {
  if (link.empty() || link[0] == '#') return false;
  for (size_t i = 0; i < link.size(); ++i) {
    const char c = link[i];
    if (c == ':') return i == 0;  // "scheme:": letters, digits, '+', '-' or '.' before it
    if (!(IsAsciiLetter(static_cast<unsigned char>(c)) ||
          (i > 0 &&
           (IsAsciiDigit(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.'))))
      return true;
  }
  return true;
}

}  // namespace

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

void AddLinkTargets(Scan& scan, std::vector<Entity>* out) {
  const std::vector<std::string>& links = scan.unit().markup->links;
  if (links.empty()) return;
  // The url keys the unit has: a set, for a unit can hold thousands of links.
  std::unordered_set<std::string> seen;
  for (const Entity& e : *out)
    if (e.kind == EntityKind::kUrl) seen.emplace(e.key.view());
  for (size_t i = 0; i < links.size(); ++i) {
    const std::string& link = links[i];
    // Absolute addresses, and relative targets: the rules compare those after taking out each
    // edition's language tags (rules/link_targets.h), as localized trees write them.
    if (link.rfind("http", 0) != 0 && link.rfind("ftp", 0) != 0 && link.rfind("www.", 0) != 0 &&
        !IsRelativeTarget(link))
      continue;
    std::string key = UrlKey(link);
    if (seen.insert(key).second)
      out->push_back({CompactString(key), 0, 0, EntityKind::kUrl, EntitySource::kLinkTarget,
                      static_cast<uint32_t>(i + 1)});
  }
}

namespace {

// Where an address may start, and how far it may reach. Every address the email pattern
// accepts has "@", "＠", or the word "at" standing alone or in brackets ("[at]", " at "); its
// match starts at the run of local-part characters before that, and ends within a few hundred
// bytes. Those ranges are all the regex engine reads: most units have none.
std::vector<std::pair<size_t, size_t>> EmailCandidates(std::string_view t) {
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
    size_t end = std::min(t.size(), i + kMaxEmailReach);
    while (end < t.size() && (static_cast<unsigned char>(t[end]) & 0xC0) == 0x80) ++end;
    candidates.emplace_back(begin, end);
  }
  return candidates;
}

}  // namespace

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

}  // namespace concord::extract
