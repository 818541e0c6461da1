// check_code_blocks.cc — the code-blocks check: a line of a fenced code block whose words the
// other side of the bead does not have in its blocks. A block goes with the unit before it
// (UnitMarkup::code_blocks, its lead-in), so the blocks of a paired bead are the same example
// in two editions; a translation rewrites its comments and sample strings and keeps the code,
// so a word of the code that the other side's blocks lack (`checkout@v4` against `@v7`,
// `params: { slug }` against `{ id }`) is an example one edition has not updated. Compared only
// where both sides of the bead have blocks (a block without a lead-in to pair is where the
// units' checks speak) and none is prose in an edition's language (ReadCodeBlock); a line whose
// words the other edition writes as one line anywhere in the document is an example moved,
// not changed. A word that is a language tag of either edition (`en`, `ko`, `zh-CN`) is not
// compared: a translation writes its own language into an i18n example (`defaultLocale: 'ko'`,
// `ko: { label: … }`); and a line is no finding where the other side's blocks have the same
// line but for language tags, one of each differing pair its own edition's
// (LanguageTagSwapped: the `zh: {` of the English example that the Korean one writes `ko: {`).
// Nor is a line that the other side's lines hold whole, read as tokens (blanks and line ends
// only separate words): the same code laid out otherwise (`mock.expects("x").once()` on one
// line, or with each call on a line of its own). One finding per line, of kind code, its value
// the line as written.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "extract/code_block_words.h"
#include "rules/builtin_checks.h"
#include "rules/code_match.h"
#include "rules/link_targets.h"
#include "text/lang_code.h"

namespace concord {
namespace {

// The words of a line joined by single spaces: the line without its punctuation and spacing.
std::string JoinedWords(const CodeBlockLine& line) { return JoinWords(line.words); }

class CodeBlocksCheck : public Check {
 public:
  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    std::optional<std::unordered_set<std::string>> document_lines[2];  // built on first need
    auto language_tag = [&ctx](std::string_view word) {
      const std::string folded = FoldLanguageCode(word);
      return ctx.tags_a.Matches(folded) || ctx.tags_b.Matches(folded);
    };
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;
      BeadBlocks sides[2] = {Read(ctx.a, bead.a), Read(ctx.b, bead.b)};
      if (sides[0].lines.empty() || sides[1].lines.empty() || sides[0].prose || sides[1].prose)
        continue;
      for (int s = 0; s < 2; ++s) {
        const BeadBlocks& here = sides[s];
        const BeadBlocks& there = sides[1 - s];
        std::unordered_set<std::string_view> there_words;
        for (const Located& l : there.lines)
          there_words.insert(l.line.words.begin(), l.line.words.end());
        std::optional<std::vector<std::string>> tagged;  // there's lines with a known tag
        std::optional<std::string> there_compact;        // there's lines, Compact
        std::unordered_set<std::string_view> reported;
        for (const Located& l : here.lines) {
          bool lacks = false;
          for (std::string_view w : l.line.words)
            lacks |= there_words.count(w) == 0 && !language_tag(w);
          if (!lacks || !reported.insert(l.line.text).second) continue;
          if (!there_compact) there_compact = Compact(there);
          if (HoldsTokens(*there_compact, Compact(l.line.text))) continue;
          if (!tagged) tagged = LinesWithLanguageTags(there);
          const std::string joined = JoinedWords(l.line);
          const std::string_view here_lang = s == 0 ? ctx.a.lang : ctx.b.lang;
          const std::string_view there_lang = s == 0 ? ctx.b.lang : ctx.a.lang;
          if (std::any_of(tagged->begin(), tagged->end(), [&](const std::string& t) {
                return LanguageTagSwapped(joined, here_lang, t, there_lang);
              }))
            continue;
          const Side other = s == 0 ? Side::kB : Side::kA;
          if (!document_lines[1 - s])
            document_lines[1 - s] = DocumentLines(other == Side::kA ? ctx.a : ctx.b);
          if (document_lines[1 - s]->count(JoinedWords(l.line)) > 0) continue;
          Finding f;
          f.kind = "code";
          f.value = std::string(l.line.text);
          f.missing_in = other;
          f.bead = static_cast<int>(bi);
          (s == 0 ? f.a_unit : f.b_unit) = l.unit;
          (s == 0 ? f.b_unit : f.a_unit) = there.lines.front().unit;
          FinishFinding(ctx, rule, &f);
          out->push_back(std::move(f));
        }
      }
    }
  }

 private:
  struct Located {
    CodeBlockLine line;
    int unit;  // the lead-in whose block holds the line
  };
  struct BeadBlocks {
    std::vector<Located> lines;
    bool prose = false;  // a block of the side is prose in the edition's language
  };

  static BeadBlocks Read(const Edition& e, const BeadUnits& units) {
    BeadBlocks out;
    std::vector<CodeBlockLine> lines;
    for (int u : units) {
      for (const std::string& block : e.units[static_cast<size_t>(u)].markup->code_blocks) {
        lines.clear();
        out.prose |= !ReadCodeBlock(block, &lines);
        for (CodeBlockLine& l : lines) out.lines.push_back({std::move(l), u});
      }
    }
    return out;
  }

  // Whether `c` is part of a word of code: blanks between two such characters separate words.
  static bool InWord(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$' || static_cast<unsigned char>(c) >= 0x80;
  }

  // Appends `text` to *out as its tokens read: each run of blanks (and the line end before
  // `text`) as one space between two word characters, else as nothing. `mock.expects("x")`
  // and `mock` + `.expects("x")` on two lines read alike; `model_path` and `mo` + `del_path`
  // do not.
  static void AppendCompact(std::string_view text, std::string* out) {
    bool blank = !out->empty();  // the line end before `text`
    for (char c : text) {
      if (c == ' ' || c == '\t') {
        blank = true;
        continue;
      }
      if (blank && !out->empty() && InWord(out->back()) && InWord(c)) *out += ' ';
      blank = false;
      *out += c;
    }
  }

  static std::string Compact(std::string_view text) {
    std::string out;
    AppendCompact(text, &out);
    return out;
  }

  // Whether `code` holds `part` on the edges of its words: `model_path` holds `_path` but not
  // `del_path` nor `mo`.
  static bool HoldsTokens(std::string_view code, std::string_view part) {
    if (part.empty()) return false;
    for (size_t at = code.find(part); at != std::string_view::npos; at = code.find(part, at + 1)) {
      const size_t end = at + part.size();
      if ((at == 0 || !InWord(part.front()) || !InWord(code[at - 1])) &&
          (end == code.size() || !InWord(part.back()) || !InWord(code[end])))
        return true;
    }
    return false;
  }

  // The lines of `side`, one after the other, as Compact reads them: where a line of the other
  // side is found whole, it is the same code laid out otherwise (a chain of calls written on
  // one line in one edition and over several in the other).
  static std::string Compact(const BeadBlocks& side) {
    std::string out;
    for (const Located& l : side.lines) AppendCompact(l.line.text, &out);
    return out;
  }

  // The first kMaxTaggedLines lines of `side` (as JoinedWords) that hold a word ICU knows as a
  // language tag: the lines an i18n example's locale can be on.
  static constexpr size_t kMaxTaggedLines = 64;
  static std::vector<std::string> LinesWithLanguageTags(const BeadBlocks& side) {
    std::vector<std::string> out;
    for (const Located& l : side.lines) {
      if (out.size() == kMaxTaggedLines) break;
      if (std::any_of(l.line.words.begin(), l.line.words.end(),
                      [](std::string_view w) { return IsKnownLanguageTag(w); }))
        out.push_back(JoinedWords(l.line));
    }
    return out;
  }

  // Every code line of the edition's blocks, indented ones too, as JoinedWords.
  static std::unordered_set<std::string> DocumentLines(const Edition& e) {
    std::unordered_set<std::string> out;
    ForEachDocumentCodeLine(e.units, [&](const CodeBlockLine& l) { out.insert(JoinedWords(l)); });
    return out;
  }
};

}  // namespace

std::unique_ptr<Check> MakeCodeBlocks(const RuleSpec& /*spec*/) {
  return std::make_unique<CodeBlocksCheck>();
}

}  // namespace concord
