// mustache.h — the Mustache-style placeholders of code, `{{…}}`, as tldr pages write a
// command's arguments (`tail -n {{count}} {{path/to/file}}`, `{{[-c|--bytes]}}`).
//
//   ForEachPlaceholder(code, [&](size_t begin, size_t close) {
//     std::string_view content = code.substr(begin, close - begin);   // "count"
//   });
//
// A placeholder is each "{{" … "}}" that closes, the innermost one where braces nest or are
// tripled (`{{{x}}}` holds "x"); an opening "{{" with no closing "}}" after it is none.
#ifndef CONCORD_TEXT_MUSTACHE_H_
#define CONCORD_TEXT_MUSTACHE_H_

#include <cstddef>
#include <string_view>

namespace concord {

// What a code key holds in place of each masked run (extract/entities.h, CodeKey): U+FFFC, the
// object replacement character, which no code writes.
inline constexpr std::string_view kCodePlaceholder = "\xEF\xBF\xBC";

// Calls fn(begin, close) for each placeholder of `code`, in order, its content being
// code[begin, close): `close` is where its "}}" starts.
template <typename Fn>
void ForEachPlaceholder(std::string_view code, Fn fn) {
  for (size_t open = code.find("{{"); open != std::string_view::npos;
       open = code.find("{{", open)) {
    const size_t close = code.find("}}", open + 2);
    if (close == std::string_view::npos) break;
    fn(code.rfind("{{", close - 1) + 2, close);  // the innermost "{{" before close
    open = close + 2;
  }
}

}  // namespace concord

#endif  // CONCORD_TEXT_MUSTACHE_H_
