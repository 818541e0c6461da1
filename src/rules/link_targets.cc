#include "rules/link_targets.h"

#include <libpsl.h>

#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "extract/char_classes.h"
#include "extract/entities.h"
#include "rules/media_types.h"
#include "rules/path_tails.h"
#include "text/doc_paths.h"
#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {
namespace {

// What separates the components of a url key.
constexpr std::string_view kDelimiters = "/.?&=#:";

bool IsRelativeKey(std::string_view key) {
  // Absolute url entities are the http(s)://, ftp:// and www. addresses (extract/entities.h),
  // and a scheme written with one '/' (`https:/x`) is still one: a relative path has no ':'
  // before its first '/', '?' or '#' (`http.md` has none).
  const size_t colon = key.find(':');
  return !key.starts_with("www.") &&
         (colon == std::string_view::npos || colon > key.find_first_of("/?#"));
}

// What stands for a tag of the other edition's language.
constexpr std::string_view kOtherLanguage = "\x01";

// Whether `token` is a tag of one of the run's edition languages (PairTags::editions), its
// region alone aside.
bool IsEditionTag(std::string_view token, const PairTags& tags) {
  return std::any_of(tags.editions.begin(), tags.editions.end(),
                     [&](const LanguageTags& t) { return t.MatchesLanguage(token); });
}

// `key` without the components and component suffixes that are tags of the own language (a
// component goes with the delimiter before it, or after it at the start), and without the path
// segments (components between '/', or the start, and '/', or the end) that are tags of the
// other language or of one of the run's editions; the other language's tags elsewhere are
// replaced by kOtherLanguage. Of the file name's parts after a '.', the language's English
// name counts as a tag too (`guard.korean.md`).
std::string WithoutLanguageTags(std::string_view key, const PairTags& tags) {
  std::string out;
  size_t begin = 0;
  while (begin <= key.size()) {
    size_t end = key.find_first_of(kDelimiters, begin);
    if (end == std::string_view::npos) end = key.size();
    std::string_view component = key.substr(begin, end - begin);
    const bool last = end == key.size();
    const bool segment = (begin == 0 || key[begin - 1] == '/') && (last || key[end] == '/');
    // A part of the file name after a '.' (`guard.korean.md`) may be the language's English
    // name, as some trees name their translations; elsewhere the name is a word.
    const bool name_suffix =
        begin > 0 && key[begin - 1] == '.' && key.find('/', end) == std::string_view::npos;
    if (!component.empty() &&
        (tags.own.Matches(component) || (name_suffix && tags.own.MatchesEnglishName(component)) ||
         (segment && (tags.other.Matches(component) || IsEditionTag(component, tags))))) {
      if (!out.empty()) {
        out.pop_back();  // the delimiter before it
        if (!last) out += key[end];
      }
    } else {
      // The component, or the longest '-' or '_' suffix of it, that is a tag: "guide-zh-cn" →
      // "guide" (own), "guide-ko" → "guide-\x01" (other).
      std::string_view marker;
      if (!component.empty() && (tags.other.Matches(component) ||
                                 (name_suffix && tags.other.MatchesEnglishName(component)))) {
        component = {};
        marker = kOtherLanguage;
      }
      for (size_t cut = component.find_first_of("-_"); cut != std::string_view::npos;
           cut = component.find_first_of("-_", cut + 1)) {
        if (cut == 0) continue;
        if (tags.own.Matches(component.substr(cut + 1))) {
          component = component.substr(0, cut);
          break;
        }
        if (tags.other.Matches(component.substr(cut + 1))) {
          component = component.substr(0, cut + 1);
          marker = kOtherLanguage;
          break;
        }
      }
      out += component;
      out += marker;
      if (!last) out += key[end];
    }
    begin = end + 1;
  }
  return out;
}

// A url key's language markers: the places where sites put the language of a page. Only three
// places are looked at, for a common word that is also a language ("is", "it", "to") is more
// likely a word anywhere else: the first label of a host of three or more labels (a
// subdomain: `zh.example.org`, `cn.example.dev`; not the name of `it.org`), the first path
// segment (`/zh-CN/docs/x`), and the value of a query parameter (`?hl=ko`). A marker there is
// a tag of either edition's language (LanguageTags, so a region alone: `cn` for zh) or of any
// language ICU knows (IsKnownLanguageTag: a page in a third language, `/en-US/` in a Chinese
// edition).
struct LanguageMarkers {
  std::string place;  // the key without its markers and its fragment; empty for a relative key
  std::string site;   // where a marker of the host or path is; empty where neither has one
  // For a host with a marker, where a page may stand directly under the site's route for a
  // language variant (`zh.wikipedia.org/zh-cn/Title`, a path marker and one segment) or under
  // the site's route for pages (`en.wikipedia.org/wiki/Title`, two segments): the site, with
  // the route left out; else empty. `path_marked`: the path starts with a marker.
  std::string route_site;
  bool path_marked = false;
  std::string name;                 // the last path segment: the page's name
  bool translated = false;          // the path holds non-ASCII text, or percent-encodes it
  bool own = false;                 // a marker is a tag of the edition's own language
  std::string_view ascii_fragment;  // AsciiFragment of the key (none for a key without one)
  // The place with the host's subdomains left out (`https://microsoft.com/windows/wsl`), for a
  // site that moved its docs to another subdomain (`docs.microsoft.com/en-us/…` is now
  // `learn.microsoft.com/ko-kr/…`) or serves a language's copy of an older site under its own
  // (`ko.legacy.reactjs.org/docs/x` for `reactjs.org/docs/x`); empty for a host without a
  // registrable domain (an address, localhost).
  std::string domain_place;
  // The place with the host's public suffix (and a leading `www.`) left out, where that suffix
  // ends in the country of the edition's own language (`leetcode.cn` in a Chinese edition):
  // the country's copy of a site, whose page the other edition links at the site's other
  // domain (`leetcode.com`); else empty. `tld_place` is that place for any key with a
  // registrable domain and no port, to be compared with another edition's `own_tld_place`.
  std::string own_tld_place;
  std::string tld_place;
};

// The fragment of `key` (without its '#') where it is ASCII and not percent-encoded: a heading
// id that survives translation. Empty where there is none or it is not.
std::string_view AsciiFragment(std::string_view key) {
  const size_t hash = key.find('#');
  if (hash == std::string_view::npos) return {};
  const std::string_view fragment = key.substr(hash + 1);
  return std::any_of(fragment.begin(), fragment.end(),
                     [](char c) { return (c & 0x80) != 0 || c == '%'; })
             ? std::string_view()
             : fragment;
}

}  // namespace

std::string_view AnchorBase(std::string_view f) {
  const size_t dash = f.rfind('-');
  if (dash == std::string_view::npos || dash == 0 || dash + 1 == f.size()) return f;
  const std::string_view n = f.substr(dash + 1);
  return std::all_of(n.begin(), n.end(), [](char c) { return c >= '0' && c <= '9'; })
             ? f.substr(0, dash)
             : f;
}

namespace {

// Whether two ASCII fragments name one heading: equal, or one is the other with a slug's
// number suffix (`footer-1`, `footer`); not two numbered ones (`step-1`, `step-2`).
bool SameAnchor(std::string_view a, std::string_view b) {
  return a == b || AnchorBase(a) == b || a == AnchorBase(b);
}

// The registrable domain of `host` (the Public Suffix List's, libpsl: `microsoft.com` of
// `learn.microsoft.com`, `a.readthedocs.io` of itself), or "" for a host that has none (an
// address, `localhost`, a public suffix alone).
std::string RegistrableDomain(std::string_view host) {
  if (host.empty() || host.find_first_not_of("0123456789.:[]") == std::string_view::npos) return {};
  // The list, read once, then only read: libpsl's contexts are safe to share between threads.
  static const psl_ctx_t* const kList = psl_latest(nullptr);
  if (kList == nullptr) return {};
  const std::string h(host);
  const char* domain = psl_registrable_domain(kList, h.c_str());
  return domain == nullptr ? std::string() : std::string(domain);
}

// Whether an http address at `host` names the resource its https address does: a site of a
// registrable domain on the default port serves both or redirects, and an edition written
// later links the https address an older one wrote with http. Not localhost, an IP address or
// a port (a development server), where the scheme is part of what the page tells the reader.
bool SchemeIsIncidental(std::string_view host) {
  return host.find(':') == std::string_view::npos && !RegistrableDomain(host).empty();
}

// An address's scheme part as compared (`https://`, or "" for none): `http://` read as
// `https://` where the scheme is incidental at `host` (SchemeIsIncidental).
std::string ComparedScheme(std::string_view scheme_part, std::string_view host) {
  return scheme_part == "http://" && SchemeIsIncidental(host) ? "https://"
                                                              : std::string(scheme_part);
}

// `url_key` with its scheme as compared (ComparedScheme).
std::string WithSecureScheme(std::string_view url_key) {
  if (!url_key.starts_with("http://")) return std::string(url_key);
  const std::string_view rest = url_key.substr(7);
  return ComparedScheme(url_key.substr(0, 7), rest.substr(0, rest.find_first_of("/?#"))) +
         std::string(rest);
}

// Whether a query parameter is a campaign parameter (`utm_source=…`): an analytics tag a site's
// links carry, which names no other page.
bool IsCampaignParameter(std::string_view param) { return param.starts_with("utm_"); }

// `page` (a url key without its fragment) without the campaign parameters of its query
// (`utm_source`, `utm_medium`, … : analytics tags a site's links carry, which name no other
// page) and without the '/' that ends its path before a query (`/docs/?x` is `/docs?x`).
std::string WithoutTracking(std::string_view page) {
  const size_t query = page.find('?');
  if (query == std::string_view::npos) return std::string(page);
  std::string_view path = page.substr(0, query);
  while (path.size() > 1 && path.back() == '/') path.remove_suffix(1);
  std::string out(path);
  char separator = '?';
  const std::string_view params = page.substr(query + 1);
  for (size_t begin = 0; begin < params.size();) {
    const size_t end = std::min(params.find('&', begin), params.size());
    const std::string_view param = params.substr(begin, end - begin);
    if (!param.empty() && !IsCampaignParameter(param)) {
      out += separator;
      out += param;
      separator = '&';
    }
    begin = end + 1;
  }
  return out;
}

// Whether `path` holds a byte beyond ASCII, as written or percent-encoded (%80–%FF).
bool HoldsNonAscii(std::string_view path) {
  for (size_t i = 0; i < path.size(); ++i) {
    if ((path[i] & 0x80) != 0) return true;
    if (path[i] == '%' && i + 1 < path.size() &&
        std::string_view("89abcdefABCDEF").find(path[i + 1]) != std::string_view::npos)
      return true;
  }
  return false;
}

LanguageMarkers FindLanguageMarkers(std::string_view key, const PairTags& tags) {
  LanguageMarkers out;
  if (IsRelativeKey(key)) return out;
  out.ascii_fragment = AsciiFragment(key);
  auto marker = [&](std::string_view token) {
    if (token.empty()) return false;
    const bool own = tags.own.Matches(token);
    out.own |= own;
    return own || tags.other.Matches(token) || IsKnownLanguageTag(token);
  };
  const size_t scheme = key.find("://");
  const size_t host_begin = scheme == std::string_view::npos ? 0 : scheme + 3;
  const size_t host_end = std::min(key.find_first_of("/?#", host_begin), key.size());
  const size_t page_end = std::min(key.find('#', host_end), key.size());
  const size_t query = std::min(key.find('?', host_end), page_end);
  std::string_view host = key.substr(host_begin, host_end - host_begin);
  std::string_view path = key.substr(host_end, query - host_end);
  const std::string scheme_part = ComparedScheme(key.substr(0, host_begin), host);
  const std::string_view params =
      query < page_end ? key.substr(query + 1, page_end - query - 1) : std::string_view();
  const size_t dot = host.find('.');
  const bool host_marker =
      std::count(host.begin(), host.end(), '.') >= 2 && marker(host.substr(0, dot));
  // A host marker of another language than the edition's own names that language's copy of
  // the site, as the other edition's link to it may with a subdomain of its own
  // (`en.m.example.org`): not the translator's copy, so the domain is not compared.
  const bool other_host_marker = host_marker && !tags.own.Matches(host.substr(0, dot));
  if (host_marker) host.remove_prefix(dot + 1);
  const size_t slash = path.find('/', 1);
  const bool path_marker = path.starts_with('/') && marker(path.substr(1, slash - 1));
  if (path_marker) path = slash == std::string_view::npos ? "" : path.substr(slash);
  // What follows the host: the path without its trailing '/', then the query without its
  // markers and campaign parameters.
  std::string rest(path);
  while (rest.ends_with('/')) rest.pop_back();
  char separator = '?';
  for (size_t begin = 0; begin < params.size();) {
    const size_t end = std::min(params.find('&', begin), params.size());
    const std::string_view param = params.substr(begin, end - begin);
    const size_t equals = param.find('=');
    if (!IsCampaignParameter(param) &&
        (equals == std::string_view::npos || !marker(param.substr(equals + 1)))) {
      rest += separator;
      rest += param;
      separator = '&';
    }
    begin = end + 1;
  }
  out.place = scheme_part + std::string(host) + rest;
  if (const std::string domain = RegistrableDomain(host); !domain.empty()) {
    if (!other_host_marker || path_marker) out.domain_place = scheme_part + domain + rest;
    // What follows the registrable domain's first label is its public suffix (`cn`, `co.kr`),
    // which ends in the top-level domain; the host without it names the site and its
    // subdomain (`docs.zorb` of `docs.zorb.cn`).
    const size_t name_end = domain.find('.');
    const std::string_view tld = std::string_view(domain).substr(domain.rfind('.') + 1);
    if (name_end != std::string::npos && host.find(':') == std::string_view::npos) {
      std::string_view site = host.substr(0, host.size() - (domain.size() - name_end));
      if (site.starts_with("www.")) site.remove_prefix(4);
      out.tld_place = scheme_part + std::string(site) + ".\x01" + rest;
      if (tags.own.IsRegion(tld)) out.own_tld_place = out.tld_place;
    }
  }
  if (!host_marker && !path_marker) return out;
  out.name = path.substr(path.rfind('/') + 1);
  out.translated = HoldsNonAscii(path);
  // The site and its section (the first path segment left): a localized site's pages in two
  // languages, whose paths may be translated too (a wiki's article titles) or moved.
  out.site = scheme_part + (host_marker ? "\x01." : "") + std::string(host) +
             (path_marker ? "/\x01" : "") + "/" +
             std::string(path.substr(path.empty() ? 0 : 1, path.find('/', 1) - 1));
  const size_t segments = path.size() > 1 ? std::count(path.begin() + 1, path.end(), '/') + 1 : 0;
  out.path_marked = path_marker;
  if (host_marker && segments == (path_marker ? 1u : 2u) && !path.ends_with('/'))
    out.route_site = scheme_part + "\x01." + std::string(host) + "/\x02";
  return out;
}

}  // namespace

bool NamesEditionOf(std::string_view url_key, const LanguageTags& tags) {
  const LanguageTags none("");
  return !tags.empty() && WithoutLanguageTags(url_key, {tags, none}) != url_key;
}

bool NamesDocumentItself(std::string_view url_key, std::string_view doc_path,
                         const PairTags& tags) {
  if (!IsRelativeKey(url_key)) return false;
  const std::string_view link = url_key.substr(0, url_key.find_first_of("?#"));
  if (link.empty() || link.starts_with('/')) return false;  // a part of it; the site's root
  const size_t slash = doc_path.rfind('/');
  const std::string_view dir =
      slash == std::string_view::npos ? std::string_view() : doc_path.substr(0, slash + 1);
  const std::optional<std::string> target = NormalizedPath(std::string(dir) + std::string(link));
  const std::optional<std::string> self = NormalizedPath(doc_path);
  if (!target || !self) return false;
  // Both editions' tags out; index documents stay, for README.ja-JP.md is another page.
  const LanguageTags none("");
  auto bare = [&](const std::string& path) {
    return WithoutLanguageTags(WithoutLanguageTags(UrlKey(path), {tags.own, none}),
                               {tags.other, none});
  };
  return bare(*target) == bare(*self);
}

namespace {

// `page` without a last component that is a directory's index document (README.*, index.*,
// _index.*, any case): a link to a directory and one to its index document name one page.
void DropIndexDocument(std::string* page) {
  const size_t slash = page->rfind('/');
  if (slash == std::string::npos) return;
  const std::string_view name = std::string_view(*page).substr(slash + 1);
  if (IsIndexStem(name.substr(0, name.find('.')))) page->resize(slash);
}

// `path` without a document extension (`.md`, `.mdx`, `.markdown`, `.html`, `.htm`: a site serves
// `guide.mdx` at `guide`), or with a file's as its format's (WithFirstExtensionOfType).
void AsPageOrFile(std::string* path) {
  const ExtensionSpan ext = LastExtension(*path);
  if (ext.at == std::string_view::npos) return;
  const std::string_view e = std::string_view(*path).substr(ext.at, ext.size);
  if (e == "md" || e == "mdx" || e == "markdown" || e == "html" || e == "htm")
    path->erase(ext.at - 1, ext.size + 1);
  else
    WithFirstExtensionOfType(path);
}

// `path` as AsPageOrFile reads it, without the '/' at either end.
std::string BarePath(std::string out) {
  AsPageOrFile(&out);
  while (out.ends_with('/')) out.pop_back();
  const size_t first = out.find_first_not_of('/');
  return first == std::string::npos ? std::string() : out.substr(first);
}

// A target's page as TargetKeys::site_paths holds it: without language tags (as `page`), its
// index document or document extension, and the '/' at either end.
std::string SitePath(std::string_view path, const PairTags& tags) {
  std::string out = WithoutLanguageTags(path, tags);
  DropIndexDocument(&out);
  return BarePath(std::move(out));
}

// A resolved relative target's file as TargetKeys::file holds it: without language tags (as
// `page`), its document extension, a last component that is an index document as a whole
// (`guide/README.md` is `guide/`; `README.ja-JP.md` is another page), and the '/' at either end.
std::string FilePath(std::string_view path, const PairTags& tags) {
  std::string out = BarePath(WithoutLanguageTags(path, tags));
  const size_t slash = out.rfind('/');
  const size_t start = slash == std::string::npos ? 0 : slash + 1;
  if (IsIndexStem(std::string_view(out).substr(start)))
    out.resize(slash == std::string::npos ? 0 : slash);
  return out;
}

// Where the first segment of `path` (a url key's, lower case; up to its query) that is, as a
// whole, a tag of the own language or of one of the run's edition languages ends; npos where
// none is.
size_t EditionSegmentEnd(std::string_view path, const PairTags& tags) {
  path = path.substr(0, path.find('?'));
  for (size_t begin = 0; begin < path.size();) {
    const size_t end = std::min(path.find('/', begin), path.size());
    const std::string_view segment = path.substr(begin, end - begin);
    if (end > begin && (tags.own.Matches(segment) || IsEditionTag(segment, tags))) return end;
    begin = end + 1;
  }
  return std::string_view::npos;
}

// TargetKeys::site_paths of a key, its page as written (without fragment) being `written`.
void AddSitePaths(std::string_view written, const PairTags& tags, TargetKeys* keys) {
  written = written.substr(0, written.find('?'));
  if (written.starts_with('/')) {
    if (written.starts_with("//")) return;  // another host
    keys->site_absolute = true;
    if (std::string path = SitePath(written, tags); !path.empty())
      keys->site_paths.push_back(std::move(path));
    return;
  }
  if (tags.doc_path.empty()) return;
  if (written.empty()) {  // `#part`: a part of the document itself
    if (std::string path = SitePath(tags.doc_path, tags); !path.empty())
      keys->site_paths.push_back(std::move(path));
    return;
  }
  const size_t slash = tags.doc_path.rfind('/');
  const std::string dir(tags.doc_path.substr(0, slash == std::string_view::npos ? 0 : slash + 1));
  std::string as_dir(tags.doc_path.substr(0, tags.doc_path.rfind('.')));
  as_dir += '/';
  // The directory as the key is written, folded (UrlKey): `Docs/` and `docs/setup.md` meet.
  keys->file = FilePath(ResolvedPath(NormalizeKey(dir) + std::string(written)), tags);
  for (const std::string& base : {dir, as_dir}) {
    const std::optional<std::string> resolved = NormalizedPath(base + std::string(written));
    if (!resolved) continue;
    if (std::string path = SitePath(*resolved, tags); !path.empty())
      keys->site_paths.push_back(std::move(path));
  }
}

}  // namespace

TargetKeys::TargetKeys(std::string_view written_key, const PairTags& tags)
    : key(WithSecureScheme(written_key)) {
  const std::string_view url_key = key;
  const size_t hash = url_key.find('#');
  std::string_view written = url_key.substr(0, hash);
  while (written.starts_with("./")) written.remove_prefix(2);  // `./x` is `x`
  page = WithoutLanguageTags(written, tags);
  // A page of one of the two languages: its anchors are made from its translated headings.
  const bool localized_page = page != written;
  page = WithoutTracking(page);
  if (IsRelativeKey(url_key)) {
    DropIndexDocument(&page);
    AsPageOrFile(&page);
  }
  while (!page.empty() && page.back() == '/') page.pop_back();
  localized = page;
  loose = IsRelativeKey(url_key) || localized_page;
  LanguageMarkers markers = FindLanguageMarkers(written, tags);
  place = std::move(markers.place);
  domain_place = std::move(markers.domain_place);
  tld_place = std::move(markers.tld_place);
  own_tld_place = std::move(markers.own_tld_place);
  own_marked = markers.own;
  // A localized site's copy of a page is often served without its ".html" (clean addresses,
  // `https://cn.example.dev/guide/x` for `https://example.dev/guide/x.html`).
  if (place.ends_with(".html")) place.resize(place.size() - 5);
  for (std::string* p : {&domain_place, &tld_place, &own_tld_place})
    if (p->ends_with(".html")) p->resize(p->size() - 5);
  if (IsRelativeKey(url_key)) {
    AddSitePaths(written, tags, this);
  } else {
    // The translator's link to their language's copy of a page, or to a copy in another
    // language of the run, written with the site's host (`https://helm.sh/zh/docs/howto/x`,
    // `https://example.com/docs/en/x`: a marker first in the path, or a whole later segment
    // of it): the page a site-absolute link names.
    const size_t scheme = written.find("://");
    const size_t host_end =
        scheme == std::string_view::npos ? scheme : written.find_first_of("/?#", scheme + 3);
    const std::string_view path =
        host_end == std::string_view::npos ? std::string_view() : written.substr(host_end);
    const size_t marker_end = EditionSegmentEnd(path, tags);
    if (path.starts_with('/') && (own_marked || marker_end != std::string_view::npos)) {
      AddSitePaths(path, tags, this);
      site_path_of_host = true;
      const std::string_view file_path = path.substr(0, path.find('?'));
      if (marker_end < file_path.size()) {
        const std::string after = FilePath(file_path.substr(marker_end), tags);
        if (!after.empty()) {
          copy_file = FilePath(file_path, tags);
          segments_after_marker = 1 + std::ranges::count(after, '/');
        }
      }
    }
  }
  if (hash == std::string_view::npos) return;
  const std::string_view fragment = url_key.substr(hash);
  ascii_fragment = AsciiFragment(url_key);
  localized += fragment;
  // A heading's anchor in a translated page: non-ASCII, or percent-encoded non-ASCII. A
  // percent-encoded ASCII one (`#step%201`) is not ASCII as written, which pages compare
  // loosely, but its section is no translated heading's.
  loose |= fragment.size() > 1 && ascii_fragment.empty();
  translated_fragment = HoldsNonAscii(fragment.substr(1));
}

void PairLocalizedPages(std::span<const std::string_view> keys_a,
                        std::span<const std::string_view> keys_b, const PairTags& tags_a,
                        std::vector<bool>* paired_a, std::vector<bool>* paired_b) {
  paired_a->assign(keys_a.size(), false);
  paired_b->assign(keys_b.size(), false);
  const PairTags tags_b{tags_a.other, tags_a.own, {}, tags_a.editions};
  // The links of b to each site, in order: a site rarely has more than a few per bead.
  // Each by its site and, where it has one, by its route_site (one of a language variant's
  // route and one of the pages' route pair there; two of the same kind pair by their site).
  std::unordered_map<std::string, std::vector<std::pair<size_t, LanguageMarkers>>> sites_b;
  for (size_t j = 0; j < keys_b.size(); ++j) {
    LanguageMarkers b = FindLanguageMarkers(keys_b[j], tags_b);
    if (!b.route_site.empty()) sites_b[b.route_site].emplace_back(j, b);
    if (!b.site.empty()) sites_b[b.site].emplace_back(j, std::move(b));
  }
  for (size_t i = 0; i < keys_a.size() && !sites_b.empty(); ++i) {
    const LanguageMarkers a = FindLanguageMarkers(keys_a[i], tags_a);
    for (const std::string* where : {&a.site, &a.route_site}) {
      const auto site = where->empty() ? sites_b.end() : sites_b.find(*where);
      if (site == sites_b.end()) continue;
      const bool by_route = where == &a.route_site;
      for (const auto& [j, b] : site->second) {
        if ((*paired_b)[j] || !(a.own || b.own) || (by_route && a.path_marked == b.path_marked) ||
            !(a.name == b.name || a.translated || b.translated) ||
            (!a.ascii_fragment.empty() && !b.ascii_fragment.empty() &&
             !SameAnchor(a.ascii_fragment, b.ascii_fragment)))
          continue;
        (*paired_a)[i] = (*paired_b)[j] = true;
        break;
      }
      if ((*paired_a)[i]) break;
    }
  }
}

}  // namespace concord
