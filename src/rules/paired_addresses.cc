#include "rules/paired_addresses.h"

#include <algorithm>
#include <unordered_map>

#include "rules/translated_urls.h"
#include "text/lang_code.h"
#include "text/text_hash.h"
#include "text/unicode.h"

namespace concord {

std::string_view HostOfUrlKey(std::string_view key) {
  const size_t scheme = key.find("://");
  if (scheme == std::string_view::npos || scheme == 0) return {};
  for (size_t i = 0; i < scheme; ++i)
    if (!IsAsciiAlnum(key[i]) && key[i] != '+' && key[i] != '-' && key[i] != '.') return {};
  const size_t end = std::min(key.find_first_of("/?#", scheme + 3), key.size());
  return key.substr(scheme + 3, end - scheme - 3);
}

namespace {

bool IsSiteAbsolute(std::string_view key) {
  return key.size() > 1 && key[0] == '/' && key[1] != '/';
}

// Marks the pairs of a site-absolute key of `paths` (of an edition that links `hosts`) with an
// absolute key of `hosted` of one of those hosts whose path is the same, one to one.
void PairWithHosts(std::span<const std::string_view> paths,
                   const std::unordered_set<std::string>& hosts,
                   std::span<const std::string_view> hosted, std::vector<bool>* paired_paths,
                   std::vector<bool>* paired_hosted) {
  if (hosts.empty()) return;
  std::unordered_map<std::string_view, std::vector<size_t>> by_path;
  for (size_t i = 0; i < paths.size(); ++i)
    if (!(*paired_paths)[i] && IsSiteAbsolute(paths[i])) by_path[paths[i]].push_back(i);
  if (by_path.empty()) return;
  for (size_t j = 0; j < hosted.size(); ++j) {
    const std::string_view host = HostOfUrlKey(hosted[j]);
    const size_t path = static_cast<size_t>(host.data() - hosted[j].data()) + host.size();
    if ((*paired_hosted)[j] || host.empty() || path == hosted[j].size() ||
        !hosts.count(std::string(host)))
      continue;
    const auto it = by_path.find(hosted[j].substr(path));
    if (it == by_path.end()) continue;
    for (size_t i : it->second) {
      if ((*paired_paths)[i]) continue;
      (*paired_paths)[i] = (*paired_hosted)[j] = true;
      break;
    }
  }
}

}  // namespace

void PairHostedSitePaths(std::span<const std::string_view> keys_a,
                         std::span<const std::string_view> keys_b,
                         const std::unordered_set<std::string>& hosts_a,
                         const std::unordered_set<std::string>& hosts_b,
                         std::vector<bool>* paired_a, std::vector<bool>* paired_b) {
  paired_a->resize(keys_a.size(), false);
  paired_b->resize(keys_b.size(), false);
  PairWithHosts(keys_a, hosts_a, keys_b, paired_a, paired_b);
  PairWithHosts(keys_b, hosts_b, keys_a, paired_b, paired_a);
}

namespace {

// A key's host and the words of its path and query (runs of ASCII letters and digits).
struct RouteWords {
  std::string_view host;
  std::vector<std::string> words;  // in order
  std::vector<std::string> set;    // sorted, each once
};

RouteWords ReadRouteWords(std::string_view key) {
  RouteWords out;
  out.host = HostOfUrlKey(key);
  if (out.host.empty()) return out;
  std::string_view rest =
      key.substr(static_cast<size_t>(out.host.data() - key.data()) + out.host.size());
  rest = rest.substr(0, rest.find('#'));
  std::string word;
  for (size_t i = 0; i <= rest.size(); ++i) {
    if (i < rest.size() && IsAsciiAlnum(rest[i])) {
      word += rest[i];
      continue;
    }
    if (!word.empty()) out.words.push_back(std::move(word));
    word.clear();
  }
  out.set = out.words;
  std::sort(out.set.begin(), out.set.end());
  out.set.erase(std::unique(out.set.begin(), out.set.end()), out.set.end());
  return out;
}

// A hash of `host` and the words of `set` but the one at `skip` (none: set.size()).
uint64_t SetHash(std::string_view host, const std::vector<std::string>& set, size_t skip) {
  Fnv1a h;
  h.Mix(host);
  for (size_t i = 0; i < set.size(); ++i)
    if (i != skip) h.Mix(set[i]);
  return h.Value();
}

// Whether the words with a letter that `x` and `y` share stand in another order in each, each
// word where it first stands (a word said twice, `…/mavlink/tree/master/mavlink/tests`, is no
// other order). Words of digits alone are left out: their order is what they say (a date's
// `2023/05/04` and `2023/04/05`, a page and its size).
bool SharedInAnotherOrder(const RouteWords& x, const RouteWords& y) {
  auto shared_in_order = [](const RouteWords& of, const RouteWords& with) {
    std::vector<std::string_view> out;
    for (const std::string& w : of.words)
      if (std::any_of(w.begin(), w.end(), [](char c) { return IsAsciiLetter(c); }) &&
          std::binary_search(with.set.begin(), with.set.end(), w) &&
          std::find(out.begin(), out.end(), w) == out.end())
        out.push_back(w);
    return out;
  };
  return shared_in_order(x, y) != shared_in_order(y, x);
}

// The most words a key's path is read for: an address is a few dozen words at most, and each
// word of a key makes one more hash.
constexpr size_t kMaxRouteWords = 64;
// The most keys of b that one key of a looks at, paired ones too: keys of one host whose words
// are one set in one order are compared in vain, and a bead of thousands of them would cost
// their square.
constexpr size_t kMaxRouteComparisons = 8;

}  // namespace

void PairRearrangedRoutes(std::span<const std::string_view> keys_a,
                          std::span<const std::string_view> keys_b, std::vector<bool>* paired_a,
                          std::vector<bool>* paired_b) {
  paired_a->resize(keys_a.size(), false);
  paired_b->resize(keys_b.size(), false);
  std::vector<RouteWords> words_b(keys_b.size());
  // b's keys by the hash of their host and words, all (`whole`) and without each one word.
  std::unordered_map<uint64_t, std::vector<size_t>> whole, less_one;
  for (size_t j = 0; j < keys_b.size(); ++j) {
    if ((*paired_b)[j]) continue;
    words_b[j] = ReadRouteWords(keys_b[j]);
    const RouteWords& w = words_b[j];
    if (w.host.empty() || w.set.size() < 3 || w.set.size() > kMaxRouteWords) continue;
    whole[SetHash(w.host, w.set, w.set.size())].push_back(j);
    for (size_t k = 0; k < w.set.size(); ++k) less_one[SetHash(w.host, w.set, k)].push_back(j);
  }
  if (whole.empty()) return;
  for (size_t i = 0; i < keys_a.size(); ++i) {
    if ((*paired_a)[i]) continue;
    const RouteWords a = ReadRouteWords(keys_a[i]);
    if (a.host.empty() || a.set.size() < 3 || a.set.size() > kMaxRouteWords) continue;
    // b with one word more than a, and b with one fewer; kMaxRouteComparisons keys looked at
    // in all, the first in another order paired.
    std::vector<const std::vector<size_t>*> candidates;
    auto add = [&](const std::unordered_map<uint64_t, std::vector<size_t>>& map, uint64_t h) {
      if (auto it = map.find(h); it != map.end()) candidates.push_back(&it->second);
    };
    add(less_one, SetHash(a.host, a.set, a.set.size()));
    for (size_t k = 0; k < a.set.size(); ++k) add(whole, SetHash(a.host, a.set, k));
    auto pair_first = [&] {
      size_t looked = 0;
      for (const std::vector<size_t>* js : candidates)
        for (size_t j : *js) {
          if (looked++ == kMaxRouteComparisons) return;
          if ((*paired_b)[j] || words_b[j].host != a.host || !SharedInAnotherOrder(a, words_b[j]))
            continue;
          (*paired_a)[i] = (*paired_b)[j] = true;
          return;
        }
    };
    pair_first();
  }
}

namespace {

// A key read for PairHtmlExtensions: `page`, the key without the extension of an HTML file at
// the end of its path (`.html`, `.htm`, and an `index.html` after a '/' with it) and without a
// '/' its path then ends with (but a path of '/' alone, a site's root), query and fragment
// kept; `cut`, whether it had such an extension.
struct HtmlPage {
  std::string page;
  bool cut = false;
};

HtmlPage ReadHtmlPage(std::string_view key) {
  const size_t rest = std::min(key.find_first_of("?#"), key.size());
  std::string_view path = key.substr(0, rest);
  HtmlPage out;
  for (std::string_view ending : {"/index.html", "/index.htm", ".html", ".htm"}) {
    if (!path.ends_with(ending)) continue;
    path.remove_suffix(ending.size() - (ending.front() == '/' ? 1 : 0));
    out.cut = true;
    break;
  }
  while (path.size() > 1 && path.ends_with('/') && !path.ends_with("//")) path.remove_suffix(1);
  out.page = path;
  out.page += key.substr(rest);
  return out;
}

}  // namespace

void PairHtmlExtensions(std::span<const std::string_view> keys_a,
                        std::span<const std::string_view> keys_b, std::vector<bool>* paired_a,
                        std::vector<bool>* paired_b) {
  paired_a->resize(keys_a.size(), false);
  paired_b->resize(keys_b.size(), false);
  // The unpaired keys of b by page and by whether they had an extension, each list in reverse
  // order (its first key last, taken first).
  std::unordered_map<std::string, std::vector<size_t>> of_b[2];
  for (size_t j = keys_b.size(); j-- > 0;) {
    if ((*paired_b)[j]) continue;
    HtmlPage page = ReadHtmlPage(keys_b[j]);
    of_b[page.cut ? 1 : 0][std::move(page.page)].push_back(j);
  }
  for (size_t i = 0; i < keys_a.size(); ++i) {
    if ((*paired_a)[i]) continue;
    // A key with its extension pairs with one without, and the other way round: two files
    // (`/a.htm`, `/a.html`; `/docs.html`, `/docs/index.html`) are two pages.
    const HtmlPage page = ReadHtmlPage(keys_a[i]);
    auto it = of_b[page.cut ? 0 : 1].find(page.page);
    if (it == of_b[page.cut ? 0 : 1].end() || it->second.empty()) continue;
    (*paired_a)[i] = (*paired_b)[it->second.back()] = true;
    it->second.pop_back();
  }
}

namespace {

// Calls emit(variant, own) for each word of `key`'s file name (its last path segment, before a
// query or fragment, where it has an extension; the name before the extension split at '-',
// '_' and '.') that is a language tag: of `own` (own = true), of `other`, or one ICU knows;
// `variant` is the key with that word replaced by '\x01'.
template <typename Emit>
void ForEachLanguageWord(std::string_view key, const LanguageTags& own, const LanguageTags& other,
                         Emit emit) {
  const size_t end = std::min(key.find_first_of("?#"), key.size());
  const size_t slash = key.substr(0, end).rfind('/');
  const size_t begin = slash == std::string_view::npos ? 0 : slash + 1;
  // A file's name: it has an extension, which is no word of it (`../zh-guide/` is a page).
  const size_t dot = key.substr(0, end).rfind('.');
  if (dot == std::string_view::npos || dot <= begin) return;
  for (size_t w = begin; w < dot;) {
    const size_t w_end = std::min(key.find_first_of("-_.", w), dot);
    if (w_end > w) {
      std::string word(key.substr(w, w_end - w));
      for (char& c : word)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      const bool is_own = own.Matches(word);
      if (is_own || other.Matches(word) || IsKnownLanguageTag(word)) {
        std::string variant(key.substr(0, w));
        variant += '\x01';
        variant.append(key.substr(w_end));
        emit(std::move(variant), is_own);
      }
    }
    w = w_end + 1;
  }
}

}  // namespace

void PairLanguageNamedFiles(std::span<const std::string_view> keys_a,
                            std::span<const std::string_view> keys_b, const PairTags& tags_a,
                            std::vector<bool>* paired_a, std::vector<bool>* paired_b) {
  paired_a->resize(keys_a.size(), false);
  paired_b->resize(keys_b.size(), false);
  struct Named {
    size_t index;
    bool own;
  };
  std::unordered_map<std::string, std::vector<Named>> of_b;
  for (size_t j = 0; j < keys_b.size(); ++j)
    if (!(*paired_b)[j])
      ForEachLanguageWord(keys_b[j], tags_a.other, tags_a.own, [&](std::string variant, bool own) {
        of_b[std::move(variant)].push_back({j, own});
      });
  if (of_b.empty()) return;
  for (size_t i = 0; i < keys_a.size(); ++i) {
    if ((*paired_a)[i]) continue;
    ForEachLanguageWord(keys_a[i], tags_a.own, tags_a.other, [&](std::string variant, bool own) {
      if ((*paired_a)[i]) return;
      const auto it = of_b.find(variant);
      if (it == of_b.end()) return;
      for (const Named& b : it->second) {
        if ((*paired_b)[b.index] || !(own || b.own) || keys_b[b.index] == keys_a[i]) continue;
        (*paired_a)[i] = (*paired_b)[b.index] = true;
        return;
      }
    });
  }
}

std::vector<bool> PairedAddresses(std::span<const std::string_view> keys_a,
                                  std::span<const std::string_view> keys_b, const PairTags& tags_a,
                                  const std::unordered_set<std::string>& hosts_a,
                                  const std::unordered_set<std::string>& hosts_b) {
  std::vector<bool> paired_a, paired_b;
  PairLocalizedPages(keys_a, keys_b, tags_a, &paired_a, &paired_b);
  PairTranslatedTextUrls(keys_a, keys_b, &paired_a, &paired_b);
  PairHostedSitePaths(keys_a, keys_b, hosts_a, hosts_b, &paired_a, &paired_b);
  PairRearrangedRoutes(keys_a, keys_b, &paired_a, &paired_b);
  PairHtmlExtensions(keys_a, keys_b, &paired_a, &paired_b);
  PairLanguageNamedFiles(keys_a, keys_b, tags_a, &paired_a, &paired_b);
  paired_a.insert(paired_a.end(), paired_b.begin(), paired_b.end());
  return paired_a;
}

}  // namespace concord
