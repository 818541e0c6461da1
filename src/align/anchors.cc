#include "align/anchors.h"

#include <algorithm>
#include <functional>
#include <string>

#include "text/doc_paths.h"
#include "text/lang_code.h"
#include "text/mustache.h"
#include "text/unicode.h"

namespace concord {
namespace align_internal {

int Anchors::Id(const AnchorToken& token) {
  if (2 * (tokens_.size() + 1) > slots_.size()) Grow();
  const uint64_t hash =
      std::hash<std::string_view>{}(token.text) * 31 + static_cast<uint64_t>(token.tag + 2);
  for (size_t i = Home(hash);; i = (i + 1) & (slots_.size() - 1)) {
    Slot& slot = slots_[i];
    if (slot.id < 0) {
      slot = {hash, static_cast<int>(tokens_.size())};
      tokens_.push_back(token);
      df_a_.push_back(0);
      df_b_.push_back(0);
      kept_a_.push_back(0);
      kept_b_.push_back(0);
      return slot.id;
    }
    if (slot.hash == hash && tokens_[static_cast<size_t>(slot.id)] == token) return slot.id;
  }
}

namespace {

// `code` without its placeholders that hold values only (`{{￼}}`, kCodePlaceholder), spaces
// collapsed: an example's arguments, which one edition gives more of than another
// (`{{command}} {{argument1 argument2 ...}}` against `{{命令}}`), leaving its command and
// options.
std::string WithoutValuePlaceholders(std::string_view code) {
  std::string out;
  size_t copied = 0;  // code[copied, …) is still to be copied
  ForEachPlaceholder(code, [&](size_t begin, size_t close) {
    std::string_view inner = code.substr(begin, close - begin);
    bool values_only = inner.find(kCodePlaceholder) != std::string_view::npos;
    for (size_t i = 0; values_only && i < inner.size();) {
      if (inner[i] == ' ') {
        ++i;
      } else if (inner.substr(i).starts_with(kCodePlaceholder)) {
        i += kCodePlaceholder.size();
      } else {
        values_only = false;
      }
    }
    if (!values_only) return;
    out.append(code.substr(copied, begin - 2 - copied));  // up to its "{{"
    copied = close + 2;                                   // past its "}}"
  });
  out.append(code.substr(std::min(copied, code.size())));
  std::string collapsed;
  for (char c : out)
    if (c != ' ' || (!collapsed.empty() && collapsed.back() != ' ')) collapsed += c;
  while (!collapsed.empty() && collapsed.back() == ' ') collapsed.pop_back();
  return collapsed;
}

}  // namespace

std::string_view Anchors::CodeText(std::string_view key) {
  const bool placeholders = key.find("{{") != std::string_view::npos;
  if (aliases_.empty() && !placeholders) return key;
  std::string text = aliases_.empty() ? std::string(key) : aliases_.Canonical(key);
  if (placeholders) text = WithoutValuePlaceholders(text);
  if (text == key) return key;
  return respelled_.emplace_back(std::move(text));
}

std::string_view Anchors::AddressText(std::string_view code) {
  const size_t scheme = code.starts_with("https://") ? 8 : code.starts_with("http://") ? 7 : 0;
  if (scheme == 0 || code.size() == scheme ||
      code.find_first_of(" \t{}") != std::string_view::npos ||
      code.find(kCodePlaceholder) != std::string_view::npos)
    return {};
  std::string key = UrlKey(code);
  return UrlText(key == code ? code : std::string_view(respelled_.emplace_back(std::move(key))));
}

std::string_view Anchors::UrlText(std::string_view key) {
  const std::string_view page = key.substr(0, key.find('#'));
  // Where the path starts: after the host of an absolute address, else at once.
  size_t path = 0;
  if (const size_t scheme = page.find("://"); scheme != std::string_view::npos)
    path = std::min(page.find('/', scheme + 3), page.size());
  std::string text(page.substr(0, path));
  for (size_t begin = path; begin < page.size();) {
    size_t end = page.find('/', begin + 1);
    if (end == std::string_view::npos) end = page.size();
    // The segment with the '/' before it (none at the start of a relative path).
    const std::string_view slashed = page.substr(begin, end - begin);
    const std::string_view segment = slashed.starts_with('/') ? slashed.substr(1) : slashed;
    if (segment.empty() || !IsKnownLanguageTag(segment)) text += slashed;
    begin = end;
  }
  if (text == key) return key;
  return respelled_.emplace_back(std::move(text));
}

void Anchors::Finish() {
  weight_.resize(df_a_.size());
  unkept_a_.resize(df_a_.size());
  unkept_b_.resize(df_a_.size());
  for (size_t i = 0; i < df_a_.size(); ++i) {
    weight_[i] = std::min(1.0, 2.0 / std::max(1, df_a_[i] + df_b_[i]));
    const int id = static_cast<int>(i);
    unkept_a_[i] = Kept(Side::kA, id) ? 0 : weight_[i];
    unkept_b_[i] = Kept(Side::kB, id) ? 0 : weight_[i];
  }
}

void Anchors::Grow() {
  std::vector<Slot> old = std::move(slots_);
  bits_ = std::max(bits_ + 1, 6);
  slots_.assign(size_t{1} << bits_, Slot{});
  for (const Slot& s : old) {
    if (s.id < 0) continue;
    size_t i = Home(s.hash);
    while (slots_[i].id >= 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = s;
  }
}

namespace {

bool IsDigits(std::string_view key) {
  return !key.empty() &&
         std::all_of(key.begin(), key.end(), [](char c) { return IsAsciiDigit(c); });
}

// Whether the unit gives none of the anchors above its text (AddUnitAnchors): no entity, no
// word of the code it introduces, no heading id, no front-matter key. Read from the unit alone,
// so that of two units written alike in two editions, both or neither have their text as an
// anchor.
bool WithoutOwnAnchors(const Unit& unit) {
  return !unit.text.empty() && unit.entities.empty() && unit.markup->code_block_words.empty() &&
         unit.markup->heading_id.empty() && unit.markup->front_matter_key.empty();
}

}  // namespace

OptionAliases PairOptionAliases(const Edition& a, const Edition& b) {
  OptionAliases aliases;
  for (const Edition* e : {&a, &b})
    for (const Unit& u : e->units)
      for (const Entity& ent : u.entities)
        if (ent.kind == EntityKind::kCode) aliases.Learn(ent.key);
  return aliases;
}

UnitTexts TextsOf(const Edition& e) {
  UnitTexts texts;
  for (const Unit& u : e.units)
    if (WithoutOwnAnchors(u)) texts.insert(u.text);
  return texts;
}

void AddUnitAnchors(const Unit& unit, const UnitTexts& other_texts, Anchors* anchors,
                    std::vector<int>* ids) {
  const size_t first = ids->size();
  for (const Entity& e : unit.entities) {
    if (e.kind == EntityKind::kName || e.kind == EntityKind::kTitle) {
      // Words, so that a title on one side still meets the same words as a name on the other.
      const std::string_view key = e.key;
      size_t start = 0;
      while (start < key.size()) {
        size_t end = key.find(' ', start);
        if (end == std::string::npos) end = key.size();
        if (end - start > 1)
          ids->push_back(anchors->Id({AnchorToken::kWord, key.substr(start, end - start)}));
        start = end + 1;
      }
    } else if (e.kind == EntityKind::kCode && IsDigits(e.key)) {
      // `1` in one edition is 1 in the other: code that is a number is that number.
      ids->push_back(anchors->Id({static_cast<int>(EntityKind::kNumber), e.key}));
    } else if (const std::string_view address =
                   e.kind == EntityKind::kCode ? anchors->AddressText(e.key) : std::string_view();
               !address.empty()) {
      // `https://example.org` in one edition is the link to it in the other.
      ids->push_back(anchors->Id({static_cast<int>(EntityKind::kUrl), address}));
    } else if (e.kind == EntityKind::kCode) {
      ids->push_back(anchors->Id({static_cast<int>(e.kind), anchors->CodeText(e.key)}));
    } else if (e.kind == EntityKind::kUrl) {
      ids->push_back(anchors->Id({static_cast<int>(e.kind), anchors->UrlText(e.key)}));
    } else {
      ids->push_back(anchors->Id({static_cast<int>(e.kind), e.key}));
    }
  }
  // An ordered list's numbers are not anchors: they are the list's order, not the item's
  // content, and an edition that lacks an item numbers the rest again (1, 2, 3 against 1, 2)
  // or writes every item as "1." (Markdown renders it 1, 2, 3), so equal numbers pair items
  // by position, which is what the anchors are to overrule.

  // The code of the examples the unit introduces.
  for (const std::string& word : unit.markup->code_block_words)
    ids->push_back(anchors->Id({AnchorToken::kCodeBlockWord, word}));
  if (const std::string& id = unit.markup->heading_id; !id.empty())
    ids->push_back(anchors->Id({AnchorToken::kHeadingId, id}));
  if (const std::string& key = unit.markup->front_matter_key; !key.empty())
    ids->push_back(
        anchors->Id({AnchorToken::kFrontMatterKey, IsPageTitleKey(key) ? "title" : key}));
  // The whole text says what the anchors above say where there are any (a row's link, a
  // name): it is one only for a unit without them ("Index" left in English).
  if (WithoutOwnAnchors(unit) && other_texts.contains(unit.text))
    ids->push_back(anchors->Id({AnchorToken::kUnitText, unit.text}));
  const auto begin = ids->begin() + static_cast<long>(first);
  std::sort(begin, ids->end());
  ids->erase(std::unique(begin, ids->end()), ids->end());
}

void Weigh(const Anchors& anchors, Side other, double missing_cost, AnchorSet* set) {
  for (int id : set->ids) {
    set->signature |= uint64_t{1} << (static_cast<unsigned>(id) % 64);
    if (anchors.CountsAgainst(other, id, true)) set->missing += missing_cost * anchors.Weight(id);
    if (anchors.CountsAgainst(other, id, false))
      set->missing_any += missing_cost * anchors.Weight(id);
  }
}

}  // namespace align_internal
}  // namespace concord
