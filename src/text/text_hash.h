// text_hash.h — stable names for pieces of text: a 64-bit FNV-1a hash, printed as 16 hex
// digits, that is the same on every machine and in every run.
//
//   Fnv1a h;
//   h.Mix(rule_id);            // a field, ended so that fields cannot run into each other
//   h.Add(text);               // raw bytes
//   std::string name = h.Hex();
//   std::string unit = NormalizedTextHash(unit_text);   // baselines and SARIF fingerprints
//
// Baseline files and SARIF fingerprints store these names, so the function may never change.
#ifndef CONCORD_TEXT_TEXT_HASH_H_
#define CONCORD_TEXT_TEXT_HASH_H_

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "text/unicode.h"

namespace concord {

// FNV-1a, 64 bit, fed byte strings; each Mix()ed field ends with a 0xFF byte (never in UTF-8).
class Fnv1a {
 public:
  void Add(std::string_view bytes) {
    for (unsigned char c : bytes) AddByte(c);
  }
  void Mix(std::string_view field) {
    Add(field);
    AddByte(0xFF);
  }
  // The hash itself.
  uint64_t Value() const { return h_; }
  // 16 lower-case hex digits.
  std::string Hex() const {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h_));
    return buf;
  }

 private:
  void AddByte(unsigned char c) {
    h_ ^= c;
    h_ *= 1099511628211ULL;
  }
  uint64_t h_ = 1469598103934665603ULL;
};

// The name of a text by its content as concord compares it: the hash of NormalizeKey(text),
// so that a unit keeps its name through changes of case, width or white space.
inline std::string NormalizedTextHash(std::string_view text) {
  Fnv1a h;
  h.Add(NormalizeKey(text));
  return h.Hex();
}

}  // namespace concord

#endif  // CONCORD_TEXT_TEXT_HASH_H_
