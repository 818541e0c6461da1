// chunked_vector.h — an append-only array that grows a chunk at a time: growing never moves
// what it holds, so it is never held twice (a vector's old and new buffer, side by side while it
// grows) and never reserves more than one chunk it does not use (a vector up to as much again).
// Indexing costs one load more than a vector's. For a run's largest arrays, built by appending
// and read by index (the equivalents learner's substring ids, rules/equivalents.h).
//
//   ChunkedVector<uint32_t> ids;
//   ids.push_back(7);
//   ids[0] == 7 && ids.size() == 1;
#ifndef CONCORD_BASE_CHUNKED_VECTOR_H_
#define CONCORD_BASE_CHUNKED_VECTOR_H_

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace concord {

// `kChunkBits`: each chunk holds 2^kChunkBits elements.
template <typename T, unsigned kChunkBits = 16>
class ChunkedVector {
 public:
  void push_back(T value) {
    if ((size_ & kMask) == 0) chunks_.push_back(std::make_unique<T[]>(kChunkSize));
    chunks_.back()[size_ & kMask] = std::move(value);
    ++size_;
  }
  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // REQUIRES: i < size().
  const T& operator[](size_t i) const { return chunks_[i >> kChunkBits][i & kMask]; }
  T& operator[](size_t i) { return chunks_[i >> kChunkBits][i & kMask]; }

 private:
  static constexpr size_t kChunkSize = size_t{1} << kChunkBits;
  static constexpr size_t kMask = kChunkSize - 1;
  std::vector<std::unique_ptr<T[]>> chunks_;
  size_t size_ = 0;
};

}  // namespace concord

#endif  // CONCORD_BASE_CHUNKED_VECTOR_H_
