#include "rules/translated_urls.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <unordered_map>

#include "extract/char_classes.h"
#include "text/text_hash.h"
#include "text/unicode.h"

namespace concord {
namespace {

bool IsContinuationByte(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

// What the span by which two addresses differ is: text whose letters are all CJK, other text,
// or not text. Text is letters, digits, spaces (and `_`, `+`, which addresses write for them)
// and punctuation, but for the ASCII marks that structure an address (`/`, `?`, `#`, `&`,
// `=`, `-`, `.`, `%`, `:` …): only `(`, `)`, `'`, `,` and `!` of ASCII's, which titles write.
enum class SpanText { kNotText, kCjkText, kOtherText };

bool IsTitlePunctuation(char32_t c) {
  return c >= 0x80 || c == '(' || c == ')' || c == '\'' || c == ',' || c == '!';
}

// Whether `c` may be part of a text in an address, and whether it is a letter of it.
bool IsTextChar(char32_t c) {
  return IsSpace(c) || c == '_' || c == '+' || IsDigit(c) || IsLetter(c) || IsTitlePunctuation(c);
}

SpanText TextOf(std::string_view span) {
  bool letter = false, cjk_only = true;
  for (size_t pos = 0; pos < span.size();) {
    const char32_t c = NextCodePoint(span, &pos);
    if (!IsTextChar(c)) return SpanText::kNotText;
    if (!IsLetter(c)) continue;
    letter = true;
    cjk_only &= extract::IsCjkLetter(c);
  }
  if (!letter) return span.empty() ? SpanText::kOtherText : SpanText::kNotText;
  return cjk_only ? SpanText::kCjkText : SpanText::kOtherText;
}

bool DifferInTranslatedDecoded(std::string_view a, std::string_view b) {
  const size_t scheme = a.find("://");
  if (a == b || scheme == std::string::npos) return false;
  const size_t host_end = a.find('/', scheme + 3);
  const size_t shorter = std::min(a.size(), b.size());
  size_t prefix = 0;
  while (prefix < shorter && a[prefix] == b[prefix]) ++prefix;
  // The span begins at a code point of both (they agree up to it) and after `scheme://host/`.
  while (prefix > 0 && prefix < a.size() && IsContinuationByte(a[prefix])) --prefix;
  if (host_end == std::string::npos || prefix <= host_end) return false;
  size_t suffix = 0;
  while (suffix < shorter - prefix && a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
    ++suffix;
  while (suffix > 0 && IsContinuationByte(a[a.size() - suffix])) --suffix;
  const SpanText text_a = TextOf(a.substr(prefix, a.size() - prefix - suffix));
  const SpanText text_b = TextOf(b.substr(prefix, b.size() - prefix - suffix));
  return text_a != SpanText::kNotText && text_b != SpanText::kNotText &&
         (text_a == SpanText::kCjkText || text_b == SpanText::kCjkText);
}

// A decoded key with its texts (maximal runs of IsTextChar), each named by a hash of the key
// without it: two keys that differ within one text only name that text by the same hash. The
// hashes come from FNV-1a (text/text_hash.h) over the bytes before the text and, backwards,
// after it.
struct MaskedKey {
  std::string decoded;
  std::vector<uint64_t> texts;
  explicit MaskedKey(std::string_view key);
};

MaskedKey::MaskedKey(std::string_view key) : decoded(PercentDecoded(key)) {
  const size_t n = decoded.size();
  std::vector<uint64_t> before(n + 1), after(n + 1);
  Fnv1a forward, backward;
  before[0] = forward.Value();
  after[n] = backward.Value();
  for (size_t i = 0; i < n; ++i) {
    forward.Add(std::string_view(decoded).substr(i, 1));
    before[i + 1] = forward.Value();
    backward.Add(std::string_view(decoded).substr(n - 1 - i, 1));
    after[n - 1 - i] = backward.Value();
  }
  for (size_t pos = 0; pos < n;) {
    size_t next = pos;
    if (!IsTextChar(NextCodePoint(decoded, &next))) {
      pos = next;
      continue;
    }
    const size_t begin = pos;
    while (pos < n) {
      next = pos;
      if (!IsTextChar(NextCodePoint(decoded, &next))) break;
      pos = next;
    }
    texts.push_back(before[begin] * 31 ^ after[pos] * 0x9E3779B97F4A7C15ull);
  }
}

}  // namespace

std::string PercentDecoded(std::string_view key) {
  if (key.find('%') == std::string_view::npos) return std::string(key);
  std::string out;
  out.reserve(key.size());
  for (size_t i = 0; i < key.size(); ++i) {
    const int high = key[i] == '%' && i + 2 < key.size() ? HexDigitValue(key[i + 1]) : -1;
    const int low = high >= 0 ? HexDigitValue(key[i + 2]) : -1;
    if (low < 0) {
      out += key[i];
      continue;
    }
    out += static_cast<char>(high * 16 + low);
    i += 2;
  }
  return IsValidUtf8(out) ? out : std::string(key);
}

bool DifferInTranslatedText(std::string_view key_a, std::string_view key_b) {
  return DifferInTranslatedDecoded(PercentDecoded(key_a), PercentDecoded(key_b));
}

void PairTranslatedTextUrls(std::span<const std::string_view> keys_a,
                            std::span<const std::string_view> keys_b, std::vector<bool>* paired_a,
                            std::vector<bool>* paired_b) {
  // Two keys that differ within one text share that text's hash: b's keys by each text's
  // hash, in order, looked up from each text of a's. Of each, a few keys are compared at most
  // (a key whose text differs but is no translation, such as a number, is compared in vain).
  constexpr size_t kComparedPerText = 8;
  std::vector<MaskedKey> masked_b;
  masked_b.reserve(keys_b.size());
  // b's unpaired keys of each text's hash, in order, from the first that may be unpaired.
  struct Keys {
    std::vector<size_t> keys;
    size_t first = 0;
  };
  std::unordered_map<uint64_t, Keys> by_text;
  for (size_t j = 0; j < keys_b.size(); ++j) {
    masked_b.emplace_back(keys_b[j]);
    if (!(*paired_b)[j])
      for (const uint64_t text : masked_b.back().texts) by_text[text].keys.push_back(j);
  }
  for (size_t i = 0; i < keys_a.size() && !by_text.empty(); ++i) {
    if ((*paired_a)[i]) continue;
    const MaskedKey a(keys_a[i]);
    for (const uint64_t text : a.texts) {
      const auto it = by_text.find(text);
      if (it == by_text.end()) continue;
      Keys& b = it->second;
      while (b.first < b.keys.size() && (*paired_b)[b.keys[b.first]]) ++b.first;
      for (size_t k = b.first; k < b.keys.size() && k < b.first + kComparedPerText; ++k) {
        const size_t j = b.keys[k];
        if ((*paired_b)[j] || !DifferInTranslatedDecoded(a.decoded, masked_b[j].decoded)) continue;
        (*paired_a)[i] = (*paired_b)[j] = true;
        break;
      }
      if ((*paired_a)[i]) break;
    }
  }
}

}  // namespace concord
