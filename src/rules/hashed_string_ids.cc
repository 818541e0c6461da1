#include "rules/hashed_string_ids.h"

#include <algorithm>
#include <utility>

namespace concord {

uint32_t HashedStringIds::Id(uint64_t hash, std::string_view s) {
  if (2 * (strings_.size() + 1) > slots_.size()) Grow();
  for (size_t i = Home(hash);; i = (i + 1) & (slots_.size() - 1)) {
    Slot& slot = slots_[i];
    if (slot.id == kAbsent) {
      slot = {hash, static_cast<uint32_t>(strings_.size())};
      strings_.emplace_back(s);
      return slot.id;
    }
    if (slot.hash == hash && strings_[slot.id] == s) return slot.id;
  }
}

uint32_t HashedStringIds::Find(uint64_t hash, std::string_view s) const {
  if (slots_.empty()) return kAbsent;
  for (size_t i = Home(hash);; i = (i + 1) & (slots_.size() - 1)) {
    const Slot& slot = slots_[i];
    if (slot.id == kAbsent) return kAbsent;
    if (slot.hash == hash && strings_[slot.id] == s) return slot.id;
  }
}

void HashedStringIds::Grow() {
  std::vector<Slot> old = std::move(slots_);
  bits_ = std::max(bits_ + 1, 6);
  slots_.assign(size_t{1} << bits_, Slot{});
  for (const Slot& s : old) {
    if (s.id == kAbsent) continue;
    size_t i = Home(s.hash);
    while (slots_[i].id != kAbsent) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = s;
  }
}

}  // namespace concord
