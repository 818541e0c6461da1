#include "rules/document_presence.h"

#include <algorithm>
#include <string>

#include "extract/code_block_words.h"
#include "extract/entities.h"
#include "rules/code_match.h"

namespace concord {
namespace {

// The words of code (CodeWords) joined by single spaces: code without its quoting and punctuation.
std::string JoinedWords(std::string_view code) { return JoinWords(CodeWords(code)); }

}  // namespace

void DocumentPresence::Build() {
  const Edition& edition = side_ == Side::kA ? ctx_.a : ctx_.b;
  // The units' own entities, not the context's grouping by kind, which a context made for
  // checks that read none (unit parity) leaves out: one pass over the document either way.
  for (const Unit& unit : edition.units) {
    for (const Entity& ent : unit.entities) {
      if (ent.kind != kind_) continue;
      if (kind_ != EntityKind::kCode) {
        written_.push_back(EntityValue(unit, ent));
        continue;
      }
      written_.push_back(ent.key);  // code as written, CJK runs masked
      code_words_.push_back(JoinedWords(ent.key));
      if (ent.key.view().find(kCodePlaceholder) != std::string::npos) masked_.push_back(ent.key);
    }
  }
  if (kind_ == EntityKind::kCode) {
    ForEachDocumentCodeLine(edition.units, [&](const CodeBlockLine& line) {
      block_lines_.push_back(JoinedWords(line.text));
    });
    std::sort(block_lines_.begin(), block_lines_.end());
    block_lines_.erase(std::unique(block_lines_.begin(), block_lines_.end()), block_lines_.end());
    for (const Unit& unit : edition.units)
      for (const auto* blocks : {&unit.markup->code_blocks, &unit.markup->indented_code_blocks})
        for (const std::string& block : *blocks) AppendLinesAsWritten(block, &lines_as_written_);
  }
  built_ = true;
  for (std::vector<std::string_view>* v : {&written_, &masked_, &lines_as_written_}) {
    std::sort(v->begin(), v->end());
    v->erase(std::unique(v->begin(), v->end()), v->end());
  }
  std::sort(code_words_.begin(), code_words_.end());
  code_words_.erase(std::unique(code_words_.begin(), code_words_.end()), code_words_.end());
}

bool DocumentPresence::Has(std::string_view key, std::string_view written) {
  if (!built_) Build();
  const std::string_view term = kind_ == EntityKind::kCode ? key : written;
  if (std::binary_search(written_.begin(), written_.end(), term)) return true;
  if (kind_ == EntityKind::kCode && (MaskedCodeFound(key) || IsBlockLine(key))) return true;
  // Code of two or more words is a command or an expression, and its words elsewhere are
  // another one (`run -i` in `run -i make`); code of one word, an identifier, written as that
  // word is the same term in prose; not one with placeholders, a command (`peek {{n}}`).
  if (kind_ == EntityKind::kCode && (KeyWords(key).size() != 1 || PlaceholderCount(key) > 0))
    return std::binary_search(code_words_.begin(), code_words_.end(), JoinedWords(key));
  if (!words_) words_ = &ctx_.DocumentWords(side_);
  return words_->HasWords(term);
}

bool DocumentPresence::HasAsCode(std::string_view key) {
  if (key.find(kCodePlaceholder) != std::string_view::npos) return false;
  if (!built_) Build();
  return std::binary_search(written_.begin(), written_.end(), key) || IsBlockLine(key) ||
         std::binary_search(code_words_.begin(), code_words_.end(), JoinedWords(key));
}

bool DocumentPresence::HasAsBlockLine(std::string_view key) {
  if (!built_) Build();
  return IsBlockLine(key);
}

namespace {

// The text of masked code before its first placeholder and after its last: what any code it
// matches begins and ends with (MaskedCodeMatches compares the text outside placeholders).
std::string_view Head(std::string_view masked) {
  return masked.substr(0, masked.find(kCodePlaceholder));
}
std::string_view Tail(std::string_view masked) {
  return masked.substr(masked.rfind(kCodePlaceholder) + kCodePlaceholder.size());
}
bool MayMatch(std::string_view masked, std::string_view code) {
  const std::string_view head = Head(masked), tail = Tail(masked);
  return code.size() >= head.size() + tail.size() && code.starts_with(head) && code.ends_with(tail);
}

}  // namespace

bool DocumentPresence::IsBlockLine(std::string_view key) const {
  const std::string_view trimmed = TrimBlanks(key);
  if (trimmed.find_first_of(" \t") != std::string_view::npos &&
      std::binary_search(lines_as_written_.begin(), lines_as_written_.end(), trimmed) &&
      CodeWords(trimmed).size() >= 2)
    return true;
  // Two words or more as a code block's line is read (an option or a dotted name is one), then
  // compared with its strings' words too.
  std::vector<CodeBlockLine> lines;
  return !block_lines_.empty() && ReadCodeBlock(key, &lines) && lines.size() == 1 &&
         lines[0].words.size() >= 2 &&
         std::binary_search(block_lines_.begin(), block_lines_.end(), JoinedWords(key));
}

bool DocumentPresence::MaskedCodeFound(std::string_view key) const {
  if (key.find(kCodePlaceholder) != std::string_view::npos) {
    // Only the document's code that begins as `key` does can match it: a range of the sorted
    // keys, so that a lookup does not compare with every code of the document.
    const std::string_view head = Head(key);
    for (auto it = std::lower_bound(written_.begin(), written_.end(), head);
         it != written_.end() && it->starts_with(head); ++it)
      if (MayMatch(key, *it) && MaskedCodeMatches(key, *it)) return true;
  }
  for (std::string_view m : masked_)
    if (MayMatch(m, key) && MaskedCodeMatches(m, key)) return true;
  return false;
}

}  // namespace concord
