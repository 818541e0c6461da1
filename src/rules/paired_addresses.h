// paired_addresses.h — the links that one side of a bead lacks and the other has in another
// form, for entity parity's url findings: the same page in two languages of a localized site,
// an address whose text was translated, a page written with its site's host and without, a
// page under two routes of its site, a page with its HTML file's extension and without, a file
// named for its language.
//
//   std::vector<bool> paired = PairedAddresses(lacking_a, lacking_b, {zh, ko, {}, run},
//                                              hosts_zh, hosts_ko);   // a's keys, then b's
//   PairHostedSitePaths(keys_a, keys_b, hosts_a, hosts_b, &paired_a, &paired_b);
#ifndef CONCORD_RULES_PAIRED_ADDRESSES_H_
#define CONCORD_RULES_PAIRED_ADDRESSES_H_

#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "rules/link_targets.h"

namespace concord {

// The host of an absolute url key (`docs.example.org` of `https://docs.example.org/x`), whatever
// its scheme (`http://` links the same site); empty for any other key.
std::string_view HostOfUrlKey(std::string_view key);

// Which of the url keys that one side of a bead lacks are one page written once with its site's
// host and once without: a site-absolute key (`/docs/x#usage`) and an absolute one whose path,
// query and fragment are the same (`https://docs.example.org/docs/x#usage`), paired one to one
// in order, where the host is one that the edition writing the site-absolute key links too
// (`hosts_a` for side a's keys, `hosts_b` for side b's: HostOfUrlKey of every absolute link of
// the editions of its language in the run). A page links its own site either way, and a
// translation may write the other form; the edition's own links to the host are the evidence
// that it is its site, not another that a translator pasted (a copy of the page on a mirror).
// Keys are compared as written, so `/docs/x` and `https://example.org/docs/y` stay two, as do
// `/docs/x` and `https://example.org/docs/x#usage`. `paired_a` and `paired_b` come in marking
// keys already paired (by another test), which are skipped, and go out with these pairs
// marked too. Linear in the number of keys.
void PairHostedSitePaths(std::span<const std::string_view> keys_a,
                         std::span<const std::string_view> keys_b,
                         const std::unordered_set<std::string>& hosts_a,
                         const std::unordered_set<std::string>& hosts_b,
                         std::vector<bool>* paired_a, std::vector<bool>* paired_b);

// Which of the url keys that one side of a bead lacks are one page that its site serves under
// two routes, whose words are the same in another order: on one host, the words of the two
// paths and queries (runs of ASCII letters and digits, as written) are the same set but for
// one word that one of them adds (the route's own: `learn`), three words at least are shared,
// and the shared words that hold a letter stand in another order
// (`/learn/algs/lecture/2pi1Z/key-counting` ≡ `/lecture/algs/key-counting-2pi1Z`). Words in
// the same order with one more are another place (`/docs/v2/guide` is not `/docs/guide`), and
// so are words of digits in another order (`2023/05/04`, `2023/04/05`). Paired one to one in
// order, each key of a looking at a few of b's at most; `paired_a` and `paired_b` as in
// PairHostedSitePaths. Linear in the keys (a key's words are at most kMaxRouteWords).
void PairRearrangedRoutes(std::span<const std::string_view> keys_a,
                          std::span<const std::string_view> keys_b, std::vector<bool>* paired_a,
                          std::vector<bool>* paired_b);

// Which of the url keys that one side of a bead lacks are one page written with its HTML file's
// extension and without (`/docs/intro.html` ≡ `/docs/intro`, `/docs/index.html` ≡ `/docs/`): a
// key with a `.html` or `.htm` at the end of its path (or an `index.html` after a '/') and one
// without, the same once it is taken away and a '/' the path then ends with too (not the '/' of
// a site's root: `/#top` is not `#top`), query and fragment as written. A static site serves a
// page under both, and a translator copies the one their browser showed; two keys that both
// have an extension name two files (`a.htm`, `a.html`). Paired one to one in order; `paired_a`
// and `paired_b` as in PairHostedSitePaths. Linear in the keys.
void PairHtmlExtensions(std::span<const std::string_view> keys_a,
                        std::span<const std::string_view> keys_b, std::vector<bool>* paired_a,
                        std::vector<bool>* paired_b);

// Which of the url keys that one side of a bead lacks are one picture or file in two languages,
// named for its language (`picture_cn_1.png` ≡ `picture_en_1.png`, `AS-ko.png` ≡ `AS-en.png`):
// the keys are the same but for one word of their file name (the last path segment, where it
// has an extension: the name before it, split at '-', '_' and '.'; `../zh-guide/` is a page,
// no file), where one of them writes a tag of its own edition's language
// (`tags_a.own` for a's keys, `tags_a.other` for b's; `cn` is one of zh-CN's) and the other a
// tag of a language ICU knows (IsKnownLanguageTag) or of either edition. A translation shows its
// own language's screenshot; a file named otherwise (`setup-id-zh_cn.png` for `SetupID.png`) or
// a word that is no language (`picture_v2.png`) is another file. Paired one to one in order;
// `paired_a` and `paired_b` as in PairHostedSitePaths. Linear in the keys' file names' words.
void PairLanguageNamedFiles(std::span<const std::string_view> keys_a,
                            std::span<const std::string_view> keys_b, const PairTags& tags_a,
                            std::vector<bool>* paired_a, std::vector<bool>* paired_b);

// Which of the url keys that one side of a bead lacks (`keys_a`, of side a, whose edition has
// the tags `tags_a.own`; `keys_b` the other way) are one address with a key of the other side:
// PairLocalizedPages, then PairTranslatedTextUrls, then PairHostedSitePaths (`hosts_a` and
// `hosts_b` as there), then PairRearrangedRoutes, then PairHtmlExtensions, then
// PairLanguageNamedFiles. Marks for a's keys, then b's.
std::vector<bool> PairedAddresses(std::span<const std::string_view> keys_a,
                                  std::span<const std::string_view> keys_b, const PairTags& tags_a,
                                  const std::unordered_set<std::string>& hosts_a,
                                  const std::unordered_set<std::string>& hosts_b);

}  // namespace concord

#endif  // CONCORD_RULES_PAIRED_ADDRESSES_H_
