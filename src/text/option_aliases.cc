#include "text/option_aliases.h"

#include <algorithm>
#include <vector>

#include "text/mustache.h"
#include "text/unicode.h"

namespace concord {
namespace {

bool IsAlnum(char c) { return IsAsciiAlnum(static_cast<unsigned char>(c)); }

// What an option word is made of after its first '-'.
bool IsOptionChar(char c) { return IsAlnum(c) || c == '-' || c == '_'; }

// Whether c joins the characters around it into one word of a path, a file name or a longer
// option: an option word neither starts nor ends next to one (`a-b`, `-n.txt`, `文件-n`).
bool JoinsWord(char c) {
  return IsOptionChar(c) || c == '.' || c == '/' || c == '\\' ||
         static_cast<unsigned char>(c) >= 0x80;
}

// Where the option word starting at `pos` of `code` ends, or npos when none starts there.
size_t OptionWordEnd(std::string_view code, size_t pos) {
  if (code[pos] != '-' || (pos > 0 && JoinsWord(code[pos - 1]))) return std::string_view::npos;
  size_t end = pos + 1;
  bool alnum = false;
  for (; end < code.size() && IsOptionChar(code[end]); ++end) alnum |= IsAlnum(code[end]);
  if (!alnum || (end < code.size() && JoinsWord(code[end]))) return std::string_view::npos;
  return end;
}

bool IsOptionWord(std::string_view word) {
  return !word.empty() && OptionWordEnd(word, 0) == word.size();
}

// The alternatives of the option group `[…]` whose content is `list` (between the brackets);
// empty when it is no option group (fewer than two alternatives, or one that is not exactly
// one option word).
std::vector<std::string_view> Alternatives(std::string_view list) {
  std::vector<std::string_view> out;
  for (size_t pos = 0;;) {
    const size_t bar = std::min(list.find('|', pos), list.size());
    if (!IsOptionWord(list.substr(pos, bar - pos))) return {};
    out.push_back(list.substr(pos, bar - pos));
    if (bar == list.size()) break;
    pos = bar + 1;
  }
  if (out.size() < 2) return {};
  return out;
}

// Calls fn(open, close, alternatives) for each option group of `code`, in order: the group is
// code[open, close], from its '[' to its ']'.
template <typename Fn>
void ForEachOptionGroup(std::string_view code, Fn fn) {
  ForEachPlaceholder(code, [&](size_t begin, size_t close) {
    // Searched up to the placeholder's end, not the code's, and each ']' found once for the
    // '[' before it (`end` only moves on): each placeholder costs its length.
    const std::string_view upto_close = code.substr(0, close);
    size_t end = begin;
    for (size_t open = upto_close.find('[', begin), next; open != std::string_view::npos;
         open = next) {
      next = upto_close.find('[', open + 1);
      if (end <= open) end = upto_close.find(']', open + 1);
      if (end == std::string_view::npos) break;
      if (next < end) continue;  // no option word holds a '[': only the innermost can be one
      const std::vector<std::string_view> alternatives =
          Alternatives(code.substr(open + 1, end - open - 1));
      if (!alternatives.empty()) fn(open, end, alternatives);
    }
  });
}

}  // namespace

void OptionAliases::Learn(std::string_view code) {
  if (code.find("{{") == std::string_view::npos) return;  // most code: no placeholder
  ForEachOptionGroup(code, [&](size_t, size_t, const std::vector<std::string_view>& options) {
    for (size_t i = 1; i < options.size(); ++i) Join(options[0], options[i]);
  });
}

std::string_view OptionAliases::Root(std::string_view option) const {
  for (auto it = parent_.find(option); it != parent_.end() && it->second != option;
       it = parent_.find(option))
    option = it->second;
  return option;
}

void OptionAliases::Join(std::string_view x, std::string_view y) {
  for (std::string_view o : {x, y}) {
    if (parent_.count(o)) continue;
    parent_.emplace(o, o);
    members_.emplace(o, std::vector<std::string>{std::string(o)});
  }
  const std::string rx(Root(x)), ry(Root(y));
  if (rx == ry) return;
  parent_.find(ry)->second = rx;
  auto from = members_.find(ry);
  std::vector<std::string>& to = members_.find(rx)->second;
  to.insert(to.end(), std::make_move_iterator(from->second.begin()),
            std::make_move_iterator(from->second.end()));
  members_.erase(from);
  std::sort(to.begin(), to.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
}

bool OptionAliases::AppendGroup(std::string_view option, std::string* out) const {
  auto it = members_.find(Root(option));
  if (it == members_.end()) return false;
  for (size_t i = 0; i < it->second.size(); ++i) {
    if (i > 0) *out += '|';
    *out += it->second[i];
  }
  return true;
}

std::string OptionAliases::Canonical(std::string_view code) const {
  if (parent_.empty() || code.find('-') == std::string_view::npos) return std::string(code);
  // Where the placeholders are, and the option groups in them: [open, close] of each.
  std::vector<std::pair<size_t, size_t>> placeholders, groups;
  ForEachPlaceholder(code,
                     [&](size_t begin, size_t close) { placeholders.emplace_back(begin, close); });
  ForEachOptionGroup(code, [&](size_t open, size_t close, const std::vector<std::string_view>&) {
    groups.emplace_back(open, close);
  });
  std::string out;
  out.reserve(code.size());
  size_t p = 0, g = 0;  // the next placeholder and group that may hold or follow pos
  for (size_t pos = 0; pos < code.size();) {
    while (p < placeholders.size() && placeholders[p].second <= pos) ++p;
    while (g < groups.size() && groups[g].second < pos) ++g;
    if (g < groups.size() && groups[g].first == pos) {  // an option group: [a|b]
      out += '[';
      const size_t first_end = code.find_first_of("|]", pos + 1);
      if (!AppendGroup(code.substr(pos + 1, first_end - pos - 1), &out))
        out.append(code.substr(pos + 1, groups[g].second - pos - 1));
      out += ']';
      pos = groups[g].second + 1;
      continue;
    }
    const size_t end = OptionWordEnd(code, pos);
    if (end == std::string_view::npos) {
      out.push_back(code[pos++]);
      continue;
    }
    const std::string_view option = code.substr(pos, end - pos);
    const bool inside = p < placeholders.size() && placeholders[p].first <= pos;
    const size_t mark = out.size();
    out += inside ? "[" : "{{[";
    if (AppendGroup(option, &out)) {
      out += inside ? "]" : "]}}";
    } else {
      out.resize(mark);
      out.append(option);
    }
    pos = end;
  }
  return out;
}

}  // namespace concord
