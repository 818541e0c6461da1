// compact_string.h — an owned, immutable string in 16 bytes, for the strings a run holds by the
// million beside small fields (an entity's key, a list item's marker). A std::string takes 32
// bytes wherever it sits; this one keeps the text of up to 15 bytes in place, as std::string
// does, and a longer one in a heap block of its exact size. Read it as a std::string_view.
//
//   CompactString key("2211.05102");
//   std::string_view view = key;              // also key.view(), key.size(), key.empty()
//   key == "2211.05102" && key < CompactString("3");
//
// Sizes are below 4 GiB (REQUIRES; a longer string throws std::length_error).
#ifndef CONCORD_BASE_COMPACT_STRING_H_
#define CONCORD_BASE_COMPACT_STRING_H_

#include <compare>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <iosfwd>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace concord {

class CompactString {
 public:
  static constexpr size_t kInlineCapacity = 15;

  CompactString() noexcept = default;
  explicit CompactString(std::string_view s) { Assign(s); }
  CompactString(const CompactString& other) { Assign(other.view()); }
  CompactString(CompactString&& other) noexcept {
    std::memcpy(bytes_, other.bytes_, sizeof bytes_);
    other.bytes_[kTag] = 0;
  }
  CompactString& operator=(const CompactString& other) {
    if (this != &other) {
      CompactString copy(other);
      *this = std::move(copy);
    }
    return *this;
  }
  CompactString& operator=(CompactString&& other) noexcept {
    if (this != &other) {
      Free();
      std::memcpy(bytes_, other.bytes_, sizeof bytes_);
      other.bytes_[kTag] = 0;
    }
    return *this;
  }
  ~CompactString() { Free(); }

  const char* data() const { return OnHeap() ? HeapData() : bytes_; }
  size_t size() const {
    if (!OnHeap()) return static_cast<unsigned char>(bytes_[kTag]);
    uint32_t size;
    std::memcpy(&size, bytes_ + sizeof(char*), sizeof size);
    return size;
  }
  bool empty() const { return bytes_[kTag] == 0; }
  std::string_view view() const { return std::string_view(data(), size()); }
  operator std::string_view() const { return view(); }  // NOLINT: read as a view everywhere

  friend bool operator==(const CompactString& x, const CompactString& y) {
    return x.view() == y.view();
  }
  friend bool operator==(const CompactString& x, std::string_view y) { return x.view() == y; }
  friend std::strong_ordering operator<=>(const CompactString& x, const CompactString& y) {
    return x.view() <=> y.view();
  }
  friend std::strong_ordering operator<=>(const CompactString& x, std::string_view y) {
    return x.view() <=> y;
  }
  friend std::ostream& operator<<(std::ostream& out, const CompactString& s);

 private:
  // bytes_[kTag]: the size of an inline string (0–15), or kOnHeap. On the heap, bytes_ holds
  // the block's address, then its size as a uint32_t.
  static constexpr size_t kTag = 15;
  static constexpr char kOnHeap = static_cast<char>(0xff);

  bool OnHeap() const { return bytes_[kTag] == kOnHeap; }
  char* HeapData() const {
    char* block;
    std::memcpy(&block, bytes_, sizeof block);
    return block;
  }
  void Assign(std::string_view s) {
    if (s.size() <= kInlineCapacity) {
      std::memcpy(bytes_, s.data(), s.size());
      bytes_[kTag] = static_cast<char>(s.size());
      return;
    }
    if (s.size() > std::numeric_limits<uint32_t>::max())
      throw std::length_error("CompactString of 4 GiB or more");
    char* block = new char[s.size()];
    std::memcpy(block, s.data(), s.size());
    const auto size = static_cast<uint32_t>(s.size());
    std::memcpy(bytes_, &block, sizeof block);
    std::memcpy(bytes_ + sizeof block, &size, sizeof size);
    bytes_[kTag] = kOnHeap;
  }
  void Free() {
    if (OnHeap()) delete[] HeapData();
  }

  alignas(char*) char bytes_[16] = {};
};

static_assert(sizeof(CompactString) == 16);

}  // namespace concord

#endif  // CONCORD_BASE_COMPACT_STRING_H_
