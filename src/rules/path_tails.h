// path_tails.h — hashes of a path's tails (its last segments), for comparing link targets whose
// site root is unknown: `/docs/signals/baggage` names the place of `content/docs/signals/baggage`
// when its hash is one of the other's tails' (link_targets.cc). 64-bit hashes: two paths that
// collide compare equal.
#ifndef CONCORD_RULES_PATH_TAILS_H_
#define CONCORD_RULES_PATH_TAILS_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

namespace concord {

// The hash of each path of `path`'s last segments (`a/b/c`: `c`, `b/c`, `a/b/c`), to `out`, in
// one pass from its end: a path of n segments has n tails, which as strings would cost the
// square of its length. TailHash(path) is the hash of the whole path, as of its longest tail.
template <typename Out>
void ForEachTailHash(std::string_view path, Out out) {
  constexpr uint64_t kBase = 0x100000001B3ull;  // odd: its powers mod 2^64 never vanish
  uint64_t hash = 0, power = 1;
  for (size_t i = path.size(); i-- > 0;) {
    hash += (static_cast<unsigned char>(path[i]) + 1) * power;
    power *= kBase;
    if (i == 0 || path[i - 1] == '/') out(hash);
  }
}

inline uint64_t TailHash(std::string_view path) {
  uint64_t whole = 0;
  ForEachTailHash(path, [&](uint64_t hash) { whole = hash; });
  return whole;
}

// A path's hash (of a tail, or TailHash) mixed with the hash of `fragment`, a section of the
// page (TargetKeys::ascii_fragment): equal for one section of one place.
inline uint64_t WithSection(uint64_t path_hash, std::string_view fragment) {
  return path_hash ^ (std::hash<std::string_view>()(fragment) * 0x9E3779B97F4A7C15ull);
}

// The hashes of the proper tails of `path` of at least two segments (`topics/x` of
// `docs/topics/x`; a page name alone is too little to say that two site paths are one page),
// each WithSection `fragment`. ForEachTailHash gives the one-segment tail first and the whole
// path last: both are left out.
template <typename Out>
void ForEachSectionTailHash(std::string_view path, std::string_view fragment, Out out) {
  size_t seen = 0;
  uint64_t held = 0;  // the last tail, given out once a longer one shows it is no whole path
  ForEachTailHash(path, [&](uint64_t hash) {
    if (++seen > 2) out(WithSection(held, fragment));
    held = hash;
  });
}

}  // namespace concord

#endif  // CONCORD_RULES_PATH_TAILS_H_
