// layouts.cc — see layouts.h.
#include "project/layouts.h"

#include <algorithm>
#include <filesystem>
#include <functional>

#include "base/error.h"
#include "project/project.h"
#include "project/vcs.h"
#include "text/lang_code.h"

namespace concord {
namespace fs = std::filesystem;
namespace {

constexpr char kPath[] = "{path}";
constexpr char kLang[] = "{lang}";

bool IsPlaceholderChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}

// A template as pieces: literal text, or one of the placeholders {lang} and {path}.
struct Piece {
  enum Kind { kText, kLangPiece, kPathPiece } kind;
  std::string text;
};

std::vector<Piece> PiecesOf(const std::string& tmpl) {
  std::vector<Piece> pieces;
  std::string text;
  for (size_t i = 0; i < tmpl.size();) {
    const bool lang = tmpl.compare(i, 6, kLang) == 0, path = tmpl.compare(i, 6, kPath) == 0;
    if (!lang && !path) {
      text += tmpl[i++];
      continue;
    }
    if (!text.empty()) pieces.push_back({Piece::kText, std::move(text)});
    text.clear();
    pieces.push_back({lang ? Piece::kLangPiece : Piece::kPathPiece, ""});
    i += 6;
  }
  if (!text.empty()) pieces.push_back({Piece::kText, std::move(text)});
  return pieces;
}

// Calls `found` with the text {lang} stands for in each way `pieces` match all of `rel`, until
// it returns true. {path} takes one or more characters, {lang} one or more characters a
// language code may have.
bool MatchPieces(const std::vector<Piece>& pieces, size_t k, const std::string& rel, size_t at,
                 const std::string& lang, const std::function<bool(const std::string&)>& found) {
  if (k == pieces.size()) return at == rel.size() && found(lang);
  const Piece& p = pieces[k];
  if (p.kind == Piece::kText)
    return rel.compare(at, p.text.size(), p.text) == 0 &&
           MatchPieces(pieces, k + 1, rel, at + p.text.size(), lang, found);
  for (size_t end = at + 1; end <= rel.size(); ++end) {
    if (p.kind == Piece::kLangPiece && !IsPlaceholderChar(rel[end - 1])) return false;
    const std::string& next_lang = p.kind == Piece::kLangPiece ? rel.substr(at, end - at) : lang;
    if (MatchPieces(pieces, k + 1, rel, end, next_lang, found)) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> LayoutPattern::Match(const std::string& rel) const {
  if (rel.size() <= head.size() + tail.size() || rel.compare(0, head.size(), head) != 0 ||
      rel.compare(rel.size() - tail.size(), tail.size(), tail) != 0)
    return std::nullopt;
  return rel.substr(head.size(), rel.size() - head.size() - tail.size());
}

// The last {path}: a config's layout has one (project.cc), and a directory given on the command
// line ends in its own, after a name that may hold any text ("v{path}/zh/{path}").
LayoutPattern PatternOf(const std::string& layout) {
  const size_t at = layout.rfind(kPath);
  return {layout.substr(0, at), layout.substr(at + 6)};
}

std::string LayoutPrefixDir(const std::string& layout) {
  const std::string head = PatternOf(layout).head;
  const size_t slash = head.rfind('/');
  return slash == std::string::npos ? "" : head.substr(0, slash);
}

size_t Specificity(const std::string& layout) {
  size_t fixed = 0;
  for (const Piece& p : PiecesOf(layout)) fixed += p.text.size();
  return fixed;
}

std::string UnknownPlaceholder(const std::string& layout) {
  for (size_t open = layout.find('{'); open != std::string::npos;
       open = layout.find('{', open + 1)) {
    size_t close = open + 1;
    while (close < layout.size() && IsPlaceholderChar(layout[close])) ++close;
    if (close == open + 1 || close == layout.size() || layout[close] != '}') continue;
    const std::string name = layout.substr(open, close + 1 - open);
    if (name != kLang && name != kPath) return name;
  }
  return "";
}

bool OfUnlistedEdition(const std::string& tmpl, const std::string& rel,
                       const std::vector<std::string>& listed) {
  if (tmpl.find(kLang) == std::string::npos) return false;
  return MatchPieces(PiecesOf(tmpl), 0, rel, 0, "", [&](const std::string& lang) {
    if (!IsKnownLanguageTag(lang)) return false;
    return std::none_of(listed.begin(), listed.end(), [&](const std::string& l) {
      return FoldLanguageCode(l) == FoldLanguageCode(lang);
    });
  });
}

// Whether another edition's layout, more specific than `self`'s, also matches `rel`: VitePress
// keeps the source in docs/{path} and translations in docs/{lang}/{path}, and docs/zh/a.md is
// zh's, not the source's zh/a.md. So does a more specific layout template for a language the
// project does not list: docs/fr/a.md is French, and README.fr.md ({path}.{lang}.md) is not
// the English ({path}.md) document "README.fr" (layouts.h).
// But where a listed edition has the folder `rel` would be in for `self` (docs/zh/ml/ beside
// docs/ml/intro.md), the folder is the source's (`ml`, machine learning), not a language's
// (Malayalam): all of it, a page only the source has yet included.
bool ClaimedByMoreSpecific(const Project& project, const std::vector<LayoutPattern>& patterns,
                           size_t self, const std::string& rel) {
  const ProjectEdition& own = project.editions[self];
  std::vector<std::string> listed;
  for (const ProjectEdition& e : project.editions) listed.push_back(e.lang);
  // The folder a language would be (the first segment of `self`'s {path}, docs/ml/ of
  // docs/ml/intro.md) is one another listed edition has too (docs/zh/ml/), or, for a file of
  // no folder, that edition has the document.
  auto another_edition_has_it = [&] {
    const std::optional<std::string> path = patterns[self].Match(rel);
    if (!path) return false;
    const fs::path root = project.root.empty() ? fs::path(".") : fs::path(project.root);
    const size_t slash = path->find('/');
    for (size_t j = 0; j < project.editions.size(); ++j) {
      if (j == self) continue;
      if (slash != std::string::npos && patterns[j].tail.empty()) {
        if (DirectoryPresent(root / (patterns[j].head + path->substr(0, slash)))) return true;
      } else if (ProbePath(root / (patterns[j].head + *path + patterns[j].tail)).kind ==
                 PathProbe::Kind::kRegularFile) {
        return true;
      }
    }
    return false;
  };
  bool unlisted = false;
  for (size_t i = 0; i < project.editions.size(); ++i) {
    if (i == self) continue;
    const ProjectEdition& other = project.editions[i];
    if (Specificity(other.layout) > Specificity(own.layout) && patterns[i].Match(rel)) return true;
    unlisted = unlisted || (Specificity(other.layout_template) > Specificity(own.layout_template) &&
                            OfUnlistedEdition(other.layout_template, rel, listed));
  }
  return unlisted && !another_edition_has_it();
}

std::string SimilarEditionDirectory(const std::string& root, const std::string& tmpl,
                                    const std::string& lang) {
  const size_t at = tmpl.find(kLang);
  if (at == std::string::npos) return "";
  const size_t begin = tmpl.rfind('/', at) == std::string::npos ? 0 : tmpl.rfind('/', at) + 1;
  const size_t end = std::min(tmpl.find('/', at), tmpl.size());
  const std::string parent = tmpl.substr(0, begin);
  if (parent.find('{') != std::string::npos || end == tmpl.size()) return "";
  const std::string segment = tmpl.substr(begin, end - begin);
  if (segment.find(kPath) != std::string::npos) return "";
  const std::string pre = segment.substr(0, at - begin), suf = segment.substr(at - begin + 6);
  std::vector<std::string> codes;
  std::error_code ec;
  const fs::path dir = fs::path(root.empty() ? "." : root) / parent;
  for (fs::directory_iterator it(dir, ec), last; !ec && it != last; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.size() <= pre.size() + suf.size() || name.compare(0, pre.size(), pre) != 0 ||
        name.compare(name.size() - suf.size(), suf.size(), suf) != 0)
      continue;
    const std::string code = name.substr(pre.size(), name.size() - pre.size() - suf.size());
    if (IsLanguageCode(code) && code != lang) codes.push_back(code);
  }
  std::sort(codes.begin(), codes.end());
  // The same code in other letter case before another code of the language (zh-cn, not zh-TW,
  // for zh-CN).
  const auto same = std::find_if(codes.begin(), codes.end(), [&](const std::string& code) {
    return FoldLanguageCode(code) == FoldLanguageCode(lang);
  });
  const std::string best = same != codes.end() ? *same : SimilarLanguageCode(lang, codes);
  return best.empty() ? "" : parent + pre + best + suf;
}

bool GlobMatch(const std::string& glob, const std::string& path) {
  // Tokens: a literal character, '?', '*' (within a segment), "**/" (zero or more whole
  // directories), "**" (anything, '/' included).
  enum Kind { kChar, kAnyChar, kStar, kDirs, kAll };
  std::vector<std::pair<Kind, char>> tokens;
  for (size_t i = 0; i < glob.size(); ++i) {
    if (glob[i] == '*' && i + 1 < glob.size() && glob[i + 1] == '*') {
      bool dirs = i + 2 < glob.size() && glob[i + 2] == '/';
      tokens.emplace_back(dirs ? kDirs : kAll, 0);
      i += dirs ? 2 : 1;
    } else if (glob[i] == '*') {
      tokens.emplace_back(kStar, 0);
    } else if (glob[i] == '?') {
      tokens.emplace_back(kAnyChar, 0);
    } else {
      tokens.emplace_back(kChar, glob[i]);
    }
  }
  // next[j]: tokens[t+1..] match path[j..]; built from the last token back, O(|glob|·|path|).
  const size_t p = path.size();
  std::vector<char> next(p + 1, 0), cur(p + 1, 0);
  next[p] = 1;
  for (size_t t = tokens.size(); t-- > 0;) {
    const auto [kind, c] = tokens[t];
    bool dir_then_rest = false;  // for kDirs: ".*/" then the rest matches path[j..]
    for (size_t j = p + 1; j-- > 0;) {
      switch (kind) {
        case kChar:
          cur[j] = j < p && path[j] == c && next[j + 1];
          break;
        case kAnyChar:
          cur[j] = j < p && path[j] != '/' && next[j + 1];
          break;
        case kStar:
          cur[j] = next[j] || (j < p && path[j] != '/' && cur[j + 1]);
          break;
        case kAll:
          cur[j] = next[j] || (j < p && cur[j + 1]);
          break;
        case kDirs:
          dir_then_rest = j < p && ((path[j] == '/' && next[j + 1]) || dir_then_rest);
          cur[j] = next[j] || dir_then_rest;
          break;
      }
    }
    std::swap(next, cur);
  }
  return next[0];
}

}  // namespace concord
