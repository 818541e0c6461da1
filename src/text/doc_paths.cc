#include "text/doc_paths.h"

#include <utility>

#include "text/lang_code.h"
#include "text/unicode.h"

namespace concord {

namespace {

// The length of the character reference to '&' at the start of `s` (`&amp;`, `&#38;`,
// `&#x26;`, with any leading zeros: `&#038;`), or 0 where none is. `s` is folded (NormalizeKey).
size_t AmpersandReferenceLength(std::string_view s) {
  if (s.starts_with("&amp;")) return 5;
  if (!s.starts_with("&#")) return 0;
  const bool hex = s.size() > 2 && s[2] == 'x';
  size_t i = hex ? 3 : 2;
  while (i < s.size() && s[i] == '0') ++i;
  const std::string_view value = hex ? "26;" : "38;";
  return s.substr(i).starts_with(value) ? i + value.size() : 0;
}

// `*key` with each character reference to '&' written as '&'. An edition whose text was escaped
// for HTML writes an address's '&' so; the address is the same. One pass: `&amp;amp;` is
// `&amp;`, as a browser reads it.
void UnescapeAmpersands(std::string* key) {
  size_t at = key->find('&');
  if (at == std::string::npos) return;
  std::string out;
  out.reserve(key->size());
  size_t copied = 0;
  for (; at != std::string::npos; at = key->find('&', at + 1)) {
    const size_t length = AmpersandReferenceLength(std::string_view(*key).substr(at));
    if (length == 0) continue;
    out.append(*key, copied, at + 1 - copied);
    copied = at + length;
  }
  if (copied == 0) return;
  out.append(*key, copied);
  *key = std::move(out);
}

}  // namespace

std::string UrlKey(std::string_view url) {
  std::string key = NormalizeKey(url);
  UnescapeAmpersands(&key);
  for (;;) {
    while (key.size() > 1 && key.back() == '/') key.pop_back();  // the site root stays "/"
    // An empty fragment or query ("…/primitive.str.html#") names the page that none does.
    if (key.size() < 2 || (key.back() != '#' && key.back() != '?')) break;
    key.pop_back();
  }
  return key;
}

namespace {

// `path` (normalized) without its language tags: segments that are a tag, and dot-separated
// parts of its last segment that are a tag (never the first part, the file's own name). The
// last tag taken out goes to *tag, if given.
std::string WithoutTags(std::string_view path, std::string_view* tag = nullptr) {
  std::string out;
  size_t begin = 0;
  while (begin <= path.size()) {
    size_t end = path.find('/', begin);
    if (end == std::string_view::npos) end = path.size();
    const std::string_view segment = path.substr(begin, end - begin);
    const bool last = end == path.size();
    begin = end + 1;
    if (IsKnownLanguageTag(segment)) {
      if (tag != nullptr) *tag = segment;
      continue;
    }
    if (!out.empty() || path.starts_with('/')) out += '/';
    if (!last) {
      out += segment;
      continue;
    }
    size_t dot = segment.find('.');
    out += segment.substr(0, dot);
    while (dot != std::string_view::npos) {
      const size_t next = segment.find('.', dot + 1);
      const std::string_view part = segment.substr(dot + 1, next - dot - 1);
      if (!IsKnownLanguageTag(part)) {
        out += '.';
        out += part;
      } else if (tag != nullptr) {
        *tag = part;
      }
      dot = next;
    }
  }
  return out;
}

// Whether `link` is relative: no scheme, not from the site's root, no mail or fragment only.
bool IsRelativeLink(std::string_view link) {
  if (link.empty() || link.starts_with('/') || link.starts_with('#')) return false;
  const size_t colon = link.find(':');
  return colon == std::string_view::npos || link.find('/') < colon;
}

// `path` resolved as ResolvedPath does (a ".." with nothing before it kept: a document given as
// "../en/README.md" from a sibling directory), a leading '/' kept.
std::string ResolvedDocumentPath(std::string_view path) {
  return (path.starts_with('/') ? "/" : "") + ResolvedPath(path);
}

// Whether `links` (one at least) are all relative links that resolve, against the directory of
// the document at `self` (ResolvedDocumentPath), to a path `fn` accepts.
template <typename Fn>
bool EveryLinkResolves(const std::vector<std::string>& links, const std::string& self, Fn fn) {
  if (links.empty()) return false;
  const size_t slash = self.rfind('/');
  const std::string dir = slash == std::string::npos ? "" : self.substr(0, slash + 1);
  for (const std::string& written : links) {
    const std::string_view link = std::string_view(written).substr(0, written.find_first_of("?#"));
    if (!IsRelativeLink(link)) return false;
    if (!fn(ResolvedDocumentPath(dir + std::string(link)))) return false;
  }
  return true;
}

// The segments of `path` without "." and empty ones, each ".." taking out the segment before
// it. A ".." with none before it is kept when `keep_climbs` (ResolvedPath), else the path has
// none (nullopt: NormalizedPath).
std::optional<std::vector<std::string_view>> PathSegments(std::string_view path, bool keep_climbs) {
  std::vector<std::string_view> segments;
  for (size_t begin = 0; begin <= path.size();) {
    const size_t end = std::min(path.find('/', begin), path.size());
    const std::string_view segment = path.substr(begin, end - begin);
    if (segment == ".." && (segments.empty() || segments.back() == "..")) {
      if (!keep_climbs) return std::nullopt;
      segments.push_back(segment);
    } else if (segment == "..") {
      segments.pop_back();
    } else if (!segment.empty() && segment != ".") {
      segments.push_back(segment);
    }
    begin = end + 1;
  }
  return segments;
}

std::string JoinSegments(const std::vector<std::string_view>& segments) {
  std::string out;
  for (std::string_view segment : segments) {
    if (!out.empty()) out += '/';
    out += segment;
  }
  return out;
}

}  // namespace

std::string ResolvedPath(std::string_view path) {
  return JoinSegments(*PathSegments(path, /*keep_climbs=*/true));
}

bool IsIndexStem(std::string_view stem) {
  std::string folded(stem);
  for (char& c : folded) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return folded == "readme" || folded == "index" || folded == "_index";
}

std::optional<std::string> NormalizedPath(std::string_view path) {
  const std::optional<std::vector<std::string_view>> segments =
      PathSegments(path, /*keep_climbs=*/false);
  if (!segments) return std::nullopt;
  return (path.starts_with('/') ? "/" : "") + JoinSegments(*segments);
}

bool LinksNameDocument(const std::vector<std::string>& links, std::string_view doc_path,
                       std::string* last_tag) {
  const std::string self = ResolvedDocumentPath(doc_path);
  const std::string bare_self = WithoutTags(self);
  return EveryLinkResolves(links, self, [&](const std::string& target) {
    std::string_view tag;
    if (WithoutTags(target, &tag) != bare_self) return false;
    if (last_tag != nullptr) *last_tag = tag;
    return true;
  });
}

bool IsLanguageMenu(const std::vector<std::string>& links, std::string_view doc_path,
                    std::string_view sole_link_text) {
  if (links.empty() || (links.size() == 1 && sole_link_text.empty())) return false;
  std::string tag;
  if (!LinksNameDocument(links, doc_path, &tag)) return false;
  return links.size() >= 2 || (!tag.empty() && NamesLanguage(sole_link_text, tag));
}

bool LinksOnlyTo(const std::vector<std::string>& links, std::string_view doc_path,
                 std::string_view other_path) {
  const std::string other = ResolvedDocumentPath(other_path);
  return EveryLinkResolves(links, ResolvedDocumentPath(doc_path),
                           [&](const std::string& target) { return target == other; });
}

}  // namespace concord
