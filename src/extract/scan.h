// scan.h — one unit being read by the extractors: its text, the bytes they have claimed so
// far, and the entities found.
//
//   Scan scan(unit, &buffers);                      // buffers kept from unit to unit
//   if (scan.IsFree(b, e)) scan.Add(EntityKind::kUrl, b, e, key);   // claims [b, e)
//
// The extractors run in a fixed order (entity_extractor.cc); each claims the bytes of what it
// adds, so later ones do not read them again. Claims are one flag byte per text byte, not bits:
// the scans read them once per code point, and 16 at a time (UnclaimedMask).
// Internal to extract/.
#ifndef CONCORD_EXTRACT_SCAN_H_
#define CONCORD_EXTRACT_SCAN_H_

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model.h"
#include "text/byte_scan.h"
#include "text/unicode.h"

namespace concord::extract {

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

// Memory a Scan works in, kept from one unit to the next by EntityExtractor::ExtractAll.
struct ScanBuffers {
  std::vector<uint8_t> claimed;
  std::vector<Word> latin_words, latin_words_again;
  std::vector<Entity> entities;
  std::vector<uint32_t> order;  // of the entities, by position
};

// What the extractors share while they run over one unit.
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
  void Add(EntityKind kind, size_t begin, size_t end, std::string_view key) {
    if (key.empty()) return;
    Claim(begin, end);
    // Units are at most 4 GiB (BuildEdition).
    out_->push_back(
        {CompactString(key), static_cast<uint32_t>(begin), static_cast<uint32_t>(end), kind});
  }
  // The entities added so far, in the order added.
  const std::vector<Entity>& entities() const { return *out_; }
  // Says what Markdown the entity added last was read from. REQUIRES: one was added.
  void SetLastSource(EntitySource source, uint32_t link) {
    out_->back().source = source;
    out_->back().link = link;
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

}  // namespace concord::extract

#endif  // CONCORD_EXTRACT_SCAN_H_
