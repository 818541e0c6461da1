#include "rules/link_counterparts.h"

#include <algorithm>

#include "extract/char_classes.h"
#include "extract/entities.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Whether `text` has a CJK letter outside the link texts `links` (looked for in order, each
// after the one before, as the name extractor places them).
bool CjkOutsideLinks(std::string_view text, const std::vector<std::string>& links) {
  size_t from = 0;
  for (const std::string& link : links) {
    const size_t at = link.empty() ? std::string_view::npos : text.find(link, from);
    if (at == std::string_view::npos) continue;
    if (extract::HasCjkLetter(text.substr(from, at - from))) return true;
    from = at + link.size();
  }
  return extract::HasCjkLetter(text.substr(from));
}

}  // namespace

BeadLinks::BeadLinks(const Edition& edition, const BeadUnits& units) {
  for (int u : units) {
    const Unit& unit = edition.units[static_cast<size_t>(u)];
    const UnitMarkup& markup = *unit.markup;
    const size_t count = std::min(markup.link_texts.size(), markup.link_text_targets.size());
    units_.push_back({u, links_.size(), count});
    for (size_t i = 0; i < count; ++i)
      links_.push_back({markup.link_texts[i], markup.link_text_targets[i]});
    cjk_prose_ = cjk_prose_ || CjkOutsideLinks(unit.text, markup.link_texts);
  }
}

uint32_t LinkWithCodeText(const UnitMarkup& markup, std::string_view code, uint32_t after) {
  auto trim = [](std::string_view t) {
    while (!t.empty() && (t.front() == ' ' || t.front() == '`')) t.remove_prefix(1);
    while (!t.empty() && (t.back() == ' ' || t.back() == '`')) t.remove_suffix(1);
    return t;
  };
  for (size_t i = after; i < markup.link_texts.size(); ++i)
    if (markup.link_texts[i].find('`') != std::string::npos && trim(markup.link_texts[i]) == code)
      return static_cast<uint32_t>(i + 1);
  return 0;
}

std::optional<size_t> BeadLinks::Position(int u, uint32_t link) const {
  for (const UnitLinks& unit : units_)
    if (unit.unit == u)
      return link >= 1 && link <= unit.count ? std::optional(unit.first + link - 1) : std::nullopt;
  return std::nullopt;
}

const std::vector<TargetSet>& LinkCounterparts::ThereTargets() {
  const std::vector<BeadLinks::Link>& there = there_.links();
  if (there_targets_.empty() && !there.empty()) {
    const PairTags there_tags{tags_.other, tags_.own, {}, tags_.editions};
    there_targets_.resize(there.size());
    for (size_t i = 0; i < there.size(); ++i)
      there_targets_[i].Add(UrlKey(there[i].target), there_tags);
  }
  return there_targets_;
}

bool LinkCounterparts::KeepsLatinText(int u, uint32_t link) {
  if (!here_.cjk_prose() || !there_.cjk_prose()) return false;
  const std::optional<size_t> at = here_.Position(u, link);
  if (!at || !IsLatinLinkText(here_.links()[*at].text)) return false;
  const std::vector<BeadLinks::Link>& there = there_.links();
  const std::vector<TargetSet>& there_targets = ThereTargets();
  // Links to the same place: each must keep a Latin text, for one that does not may be the
  // translation of this one.
  const TargetKeys target(UrlKey(here_.links()[*at].target), tags_);
  bool same_place = false;
  for (size_t i = 0; i < there.size(); ++i) {
    if (!there_targets[i].Contains(target)) continue;
    if (!IsLatinLinkText(there[i].text)) return false;
    same_place = true;
  }
  return same_place || (there.size() == here_.links().size() && IsLatinLinkText(there[*at].text));
}

bool LinkCounterparts::TranslatesText(int u, uint32_t link) {
  const std::optional<size_t> at = here_.Position(u, link);
  if (!at) return false;
  const std::vector<TargetSet>& targets = ThereTargets();
  const TargetKeys target(UrlKey(here_.links()[*at].target), tags_);
  for (size_t i = 0; i < targets.size(); ++i)
    if (targets[i].Contains(target) && IsCjkLinkText(there_.links()[i].text)) return true;
  return false;
}

}  // namespace concord
