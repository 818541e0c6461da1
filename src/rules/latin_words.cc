#include "rules/latin_words.h"

#include <algorithm>

namespace concord {

void LatinWordKeys::Read(std::span<const std::string_view> texts) {
  words_.clear();
  keys_.clear();
  sorted_.clear();
  for (size_t t = 0; t < texts.size(); ++t) {
    const std::string_view text = texts[t];
    ForEachLatinWord(text, [&](std::string_view w) {
      // A word of ASCII letters and digits is its own key in lower case (NormalizeKey changes
      // nothing else in it); any other goes through NormalizeKey.
      const size_t key_begin = keys_.size();
      keys_.resize(key_begin + w.size());
      bool ascii = true;
      for (size_t i = 0; i < w.size(); ++i) {
        const char c = w[i];
        ascii = ascii && static_cast<unsigned char>(c) < 0x80;
        keys_[key_begin + i] = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
      }
      if (!ascii) {
        keys_.resize(key_begin);
        keys_ += NormalizeKey(w);
      }
      words_.push_back({uint64_t{t} << 32 | static_cast<uint64_t>(w.data() - text.data()),
                        static_cast<uint32_t>(key_begin),
                        static_cast<uint32_t>(keys_.size() - key_begin), w});
    });
  }
  // The views of keys_ are made once it is whole: it no longer moves.
  for (const Word& w : words_) sorted_.push_back(KeyOf(w));
  std::sort(sorted_.begin(), sorted_.end());
}

bool LatinWordKeys::Has(std::string_view key) const {
  return std::binary_search(sorted_.begin(), sorted_.end(), key);
}

std::optional<std::string_view> LatinWordKeys::KeyAt(size_t text, size_t begin,
                                                     std::string_view word) const {
  const uint64_t place = uint64_t{text} << 32 | begin;
  auto it = std::lower_bound(words_.begin(), words_.end(), place,
                             [](const Word& w, uint64_t at) { return w.place < at; });
  if (it == words_.end() || it->place != place || it->written != word) return std::nullopt;
  return KeyOf(*it);
}

}  // namespace concord
