// link_targets.h — link targets as localized documentation trees write them, for the checks.
//
// Each edition of a tree links to its own language's pages: `../ko/guide/` in the Korean
// edition is `../zh/guide/` in the Chinese one, `README.ko-KR.md` is `README.zh-CN.md`,
// `https://example.org/ko/docs/x` is `https://example.org/zh/docs/x`. Two url keys name the same
// place when they are equal, or equal once each edition's own language tags are taken out.
//
//   const LanguageTags zh("zh"), ko("ko");
//   TargetKeys("../zh/guide", {zh, ko}).page;    // "../guide", as TargetKeys("../ko/guide", {ko,
//   zh}) (target_set.h asks whether a target names one of another edition's places)
//
// A language tag is a component of the key (between '/', '.', '?', '&', '=', '#' or ':') or
// the last '-' or '_' part of one (`guide-kr`, `readme_zh-cn`) that has a language code's shape
// (text/lang_code.h) and starts with the edition's language, its three-letter code, or is its
// region alone (PartsOfLanguage): `zh`, `zh-cn`, `zh_Hans`, `zho`, `cn` for a Chinese edition;
// and, as a part of the file name after a '.', the language's one-word English name
// (`guard.chinese.md`), which elsewhere is a word (`wiki/Written_Chinese`, `courses/english.md`).
// A relative key's page is also compared without its document extension (`../cli.mdx#build`
// is `../cli#构建`: a site serves the page at both) and with its file's extension as its
// format's (media_types.h: `chart.jpg` is `chart.jpeg`).
// Only the edition's own language is taken out, so the same address written in both
// editions still compares as written; a tag of the *other* edition's language becomes one
// placeholder, so that each edition's link to the other's page matches (the language lists of
// localized pages: `README.ko-KR.md` in the Chinese edition, `README.zh-CN.md` in the Korean).
// The fragment is left out where the target on either side is relative or a localized page, or
// its fragment is not ASCII (or percent-encoded): the anchors of a localized page are made from
// its translated headings. Other fragments are compared, and so are two ASCII fragments of the
// same page or place on both sides (a heading id survives translation: `#astro-build` is not
// `#astro-dev`), but for a slug's number (`#footer-1` is `#footer`). Campaign parameters
// (`utm_…`) and a '/' ending the path before the query are left out too.
//
// Localized places. Sites put the language of a page in a few places of its address: the first
// label of the host (`zh.example.org`, `cn.example.dev`), the first path segment
// (`/zh-CN/docs/x`), a query parameter's value (`?hl=ko`). A language marker is a component
// there that is a tag of either edition's language (LanguageTags) or of any language ICU knows
// (IsKnownLanguageTag), so that a link to a third language's page is one too (`/en-US/` in a
// Korean edition, where the Chinese one links `/zh-CN/`). Two absolute targets are also the
// same place when they are equal once their markers (and fragments, as above) are taken out and at
// least one of them had a marker of its own edition's language: the translator's link to their
// language's version of the page, against the page in another language or with none
// (`https://cn.example.dev/guide` ≡ `https://example.dev/guide`), a ".html" at the end of
// either path left out (`https://ko.example.dev/guide.html`: sites serve a page at both); and
// so are they with their hosts' subdomains left out too, as sites move docs between subdomains
// and keep a language's copy of an older site under its own (`https://ko.legacy.example.dev/x`
// ≡ `https://example.dev/x`; TargetKeys::domain_place). Requiring
// an own marker keeps `https://example.org/it/x` and `https://example.org/x` apart in a Chinese and
// a Korean edition, where `it` is more likely a word; a common word at those places in an address
// that the other side links without it is the rest of the risk. A country's copy of a site is
// a fourth place: its top-level domain, where that is the country of the edition's own language
// (`https://leetcode.cn/x` ≡ `https://leetcode.com/x`; TargetKeys::tld_place).
// PairLocalizedPages goes further, for pages whose path is translated.
#ifndef CONCORD_RULES_LINK_TARGETS_H_
#define CONCORD_RULES_LINK_TARGETS_H_

#include <span>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "model.h"
#include "text/lang_code.h"

namespace concord {

// The tags of the edition a target is written in, and of the edition it is compared with;
// and the path of the document it is written in (Edition::path), where known: a relative
// target is then resolved against it, to be compared with site-absolute ones (see TargetKeys).
struct PairTags {
  const LanguageTags& own;
  const LanguageTags& other;
  std::string_view doc_path = {};
  // The tags of every edition language of the run (a tree's: en, zh-cn, ko), beside the two
  // the pair compares; empty for a pair of files. A path segment that is one of them is a
  // language marker as the other's are: a Chinese edition's link to the English copy of a page
  // (`https://example.com/docs/en/x`) names the page the Korean edition links in Korean
  // (`/docs/ko/x`), where the site has no Chinese copy or the translator did not link it.
  std::span<const LanguageTags> editions = {};
};

// A url key (UrlKey, extract/entities.h) of an edition as written (but `http://` as
// `https://`), and without that edition's language tags (the other's made a placeholder), with
// and without its fragment.
struct TargetKeys {
  TargetKeys(std::string_view url_key, const PairTags& tags);
  std::string key;
  std::string localized;  // page + fragment
  std::string page;
  bool loose = false;  // relative, or its fragment is a translated heading's: pages compared
  // An absolute key without its language markers (see "Localized places" above) and its
  // fragment; empty for a relative key. `own_marked`: a marker taken out is a tag of the
  // edition's own language.
  std::string place;
  bool own_marked = false;
  // Its fragment where that is ASCII and not percent-encoded (a heading id that survives
  // translation: `markdown-processor-plugins`), else empty. Two such fragments that differ name
  // two sections of one place.
  std::string ascii_fragment;
  // The place with the host's subdomains left out (its registrable domain's). Two such places
  // are the same page of a site that moved its docs to another subdomain or keeps a language's
  // copy of an older site under its own, where one of them is marked with its own edition's
  // language (`docs.example.com/en-us/x` ≡ `learn.example.com/ko-kr/x`, `example.com/x` ≡
  // `ko.legacy.example.com/x`); empty for a relative key or a host without a registrable domain.
  std::string domain_place;
  // The place with the host's public suffix and a leading `www.` left out
  // (`https://leetcode.cn/problems/x` and `https://www.leetcode.com/problems/x` have the same
  // one; `docs.zorb.cn` and `zorb.com` do not); empty for a relative key, a host without a
  // registrable domain or one with a port. And that place again where the suffix ends in the
  // country of the edition's own language (LanguageTags::IsRegion: `cn` for a Chinese edition,
  // `kr` for a Korean one), else empty: the country's copy of a site, which the translator
  // links where the other edition links the site's other domain. Two keys name one page when
  // one's `own_tld_place` is the other's `tld_place`.
  std::string tld_place;
  std::string own_tld_place;
  // Where a site's own link goes, as paths without a leading or trailing '/', language tags,
  // index document or document extension (`guide.md`, `guide/index.md` and `guide/` are one
  // page). A site-absolute key (`/docs/x/`) has one: its path. A relative one whose document's
  // path is known has two: resolved against the document's directory (`baggage` in
  // `docs/signals/_index.md`), and against the document as a directory, as sites with pretty
  // addresses serve `docs/glossary.md` at `docs/glossary/` (`../signals/x/` in it). Neither
  // knows where the site's root is in the tree, so a site-absolute path names the place of a
  // resolved one when it is a tail of it, segment by segment (`/docs/signals/baggage` and
  // `content/docs/signals/baggage`); and two site-absolute paths name one place when one is a
  // tail of the other of two segments or more and their ASCII fragments are equal (or both
  // absent) (`/docs/topics/registries` written with the site's route base,
  // `/topics/registries.md` linking the document). An absolute key marked with its own
  // edition's language (own_marked) has its path as a site-absolute one: the translator's link
  // to their copy of a page of the site (`https://helm.sh/zh/docs/howto/x`); its host is not
  // compared, for a site-absolute link names none. Paths are compared by their 64-bit hashes:
  // two that collide drop a finding, never add one.
  std::vector<std::string> site_paths;
  // A relative key's path resolved against its document's directory (the `..` that climb above
  // where the document's path starts kept), without language tags, document extension, a last
  // component that is an index document as a whole (`guide/README.md` is `guide`;
  // `README.ja-JP.md` stays), and the '/' at either end; empty where the document's path is
  // unknown. Two equal files name one file linked from documents at different depths
  // (`guide.md` in `README.md`, `../guide.md` in `translations/README-ko.md`).
  std::string file;
  bool translated_fragment = false;  // a translated heading's: not ASCII, or percent-encoded
  bool site_absolute = false;
  bool site_path_of_host = false;  // the site paths are an absolute key's (own_marked's)
  // Of such a key whose path (up to its query) has a whole segment that is a language marker
  // and a file's path after it: that path as `file` holds a relative target's (`copy_file`),
  // and how many segments the part after the marker has (0 where there is none, or only an
  // index document). A repository's copy of a file for a language
  // (`https://github.com/o/r/blob/main/site/zh-cn/lite/x.png`) names the file of a relative
  // target whose `file` is a tail of `copy_file` longer than that: the file's place in the copy,
  // and a segment before the marker (`site/lite/x.png`, of `site/ko/lite/x.png`), where a
  // translation platform's page of the file goes on with another edition's path after the
  // marker (`…/zh-cn/site/en/x.md`). As for `file`, a README or index document is its
  // directory, and `site/en/x` is `site/x`. The host, the repository and its branch are not
  // compared, as for the site paths of any absolute key; and documents whose paths start at
  // their language's directory (`ko/lite/a.md`) have no segment before it, so the rule needs
  // the tree's root above the language directories.
  std::string copy_file;
  int segments_after_marker = 0;
};

// Whether `url_key` names a page of the edition whose tags are `tags` (a language tag of that
// edition is in it): the link of a language menu, which that edition itself does not have.
bool NamesEditionOf(std::string_view url_key, const LanguageTags& tags);

// Whether `url_key`, a link in the document at `doc_path` (Edition::path, in the edition whose
// tags are `tags.own`), names that document itself in either edition's language: a relative
// link whose path, resolved against the document's directory, is the document's path once the
// language tags of both editions are taken out (as TargetKeys takes out the own ones). In one
// edition's language menu (`README.md`, `README.ko-KR.md` in `README.zh-CN.md`) the link to
// the edition itself is missing, so each edition lacks a different one: navigation, not
// content. A link to a third language's page is still compared, and so is a fragment-only link
// (`#usage`), which goes to a part of the document.
bool NamesDocumentItself(std::string_view url_key, std::string_view doc_path, const PairTags& tags);

// The targets of `unit`'s links whose text names the language `lang` (of the other edition;
// named in it, in English or in `in_lang`, text/lang_code.h NamesLanguage): a language menu's
// entries for that edition, which does not link itself, whatever their address (a repository's
// home page for its English README). Views into the unit; one pass over its links.
std::unordered_set<std::string_view> LinksNamingLanguage(const Unit& unit, std::string_view lang,
                                                         std::string_view in_lang);

// LinksNamingLanguage of one unit at a time, made for a unit the first time one of its url
// entities asks: a unit of thousands of links reads them once, not once per link.
class LanguageMenuLinks {
 public:
  // Whether url entity `ent` of `unit` (unit `u` of its edition) is a link whose text names
  // `lang`: that edition's entry of a language menu, which the edition itself does not link.
  bool LinksByName(const Unit& unit, int u, const Entity& ent, std::string_view lang,
                   std::string_view in_lang);

 private:
  int unit_ = -1;
  std::unordered_set<std::string_view> targets_;
};

// A fragment without a slug's number suffix (`footer` of `footer-1`); the fragment itself
// where it has none. Site generators number a second heading of the same words `footer-1`, and
// a translation whose first heading is worded otherwise gets `footer`.
std::string_view AnchorBase(std::string_view f);

// Which of the url keys that one side of a bead lacks (`keys_a`: of side a, whose edition has
// the tags `tags_a.own`, lacking on side b; `keys_b` the other way) are one page of a localized
// site in two languages whose path differs, paired one to one in order. A key of a and one of
// b pair when
//  - their hosts, once a language marker is taken out of the host or the first path segment,
//    are the same, with a marker at the same place on both sides, one of them of its own
//    edition's language: each edition links a language's version of the site;
//  - their sections (the first path segment after the marker) are the same; or, both hosts
//    marked, one path is a page right under its language variant's route and the other a page
//    under the site's route for pages (`https://zh.example.org/zh-cn/日晷` against
//    `https://en.example.org/wiki/Sundial`: a marker and one segment, against two segments);
//    and
//  - either path holds non-ASCII text (as written or percent-encoded): a title in the
//    translation's script (`https://en.example.org/wiki/Sundial` in the English edition,
//    `https://ko.example.org/wiki/해시계` in the Korean); or their last path segments, the
//    pages' names, are the same: the page moved on one language's site and the other's copy
//    keeps its old place (`/en-US/docs/a/layers` ≡ `/ko/docs/b/layers`).
// So `https://example.org/en/learn/x` vs `https://example.org/zh/learn/y` stay two pages, and a
// link that has no counterpart on the other side stays reported.
void PairLocalizedPages(std::span<const std::string_view> keys_a,
                        std::span<const std::string_view> keys_b, const PairTags& tags_a,
                        std::vector<bool>* paired_a, std::vector<bool>* paired_b);

// Whether a link text is in Latin script as an edition that keeps it in Latin writes it: a
// Latin letter and no CJK letter.
bool IsLatinLinkText(std::string_view text);

// Whether a link text is all in CJK script: a CJK letter and no Latin letter (a link text a
// translation translated).
bool IsCjkLinkText(std::string_view text);

}  // namespace concord

#endif  // CONCORD_RULES_LINK_TARGETS_H_
