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
// Nor is a line whose words the other side's lines write in a row, each cut at its '.'s, from
// a word's start to a word's end (a block's lines one after the other, WordParts): the same
// code laid out otherwise (`mock.expects("x").once()` on one line, or with each call on a line
// of its own). One finding per line, of kind code, its value the line as written.
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
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
      std::optional<WordParts> parts[2];  // each side's, made the first time either asks
      for (int s = 0; s < 2; ++s) {
        const BeadBlocks& here = sides[s];
        const BeadBlocks& there = sides[1 - s];
        std::unordered_set<std::string_view> there_words;
        for (const Located& l : there.lines)
          there_words.insert(l.line.words.begin(), l.line.words.end());
        std::optional<std::vector<std::string>> tagged;  // there's lines with a known tag
        std::unordered_set<std::string_view> reported;
        for (size_t li = 0; li < here.lines.size(); ++li) {
          const Located& l = here.lines[li];
          bool lacks = false;
          for (std::string_view w : l.line.words)
            lacks |= there_words.count(w) == 0 && !language_tag(w);
          if (!lacks || !reported.insert(l.line.text).second) continue;
          for (int side : {0, 1})
            if (!parts[side]) parts[side].emplace(sides[side]);
          if (parts[1 - s]->Holds(*parts[s], li)) continue;
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
    int unit;   // the lead-in whose block holds the line
    int block;  // the block's number among the side's
  };
  struct BeadBlocks {
    std::vector<Located> lines;
    bool prose = false;  // a block of the side is prose in the edition's language
  };

  static BeadBlocks Read(const Edition& e, const BeadUnits& units) {
    BeadBlocks out;
    std::vector<CodeBlockLine> lines;
    int number = 0;
    for (int u : units) {
      for (const std::string& block : e.units[static_cast<size_t>(u)].markup->code_blocks) {
        lines.clear();
        out.prose |= !ReadCodeBlock(block, &lines);
        for (CodeBlockLine& l : lines) out.lines.push_back({std::move(l), u, number});
        ++number;
      }
    }
    return out;
  }

  // A side's code as one run of word parts, each word cut at its '.'s (`mock.expects` is
  // `mock`, `expects`), line after line, with what joins each part to the one before: a '.'
  // in its word, other code on its line, a line end, or a block's end. Words are what
  // ReadCodeBlock reads, outside comments and sample strings.
  class WordParts {
   public:
    explicit WordParts(const BeadBlocks& side) {
      line_begin_.reserve(side.lines.size() + 1);
      for (size_t i = 0; i < side.lines.size(); ++i) {
        line_begin_.push_back(parts_.size());
        const bool new_block = i > 0 && side.lines[i].block != side.lines[i - 1].block;
        Joint joint = new_block ? Joint::kBlock : Joint::kLine;
        for (std::string_view word : side.lines[i].line.words) {
          AddWord(word, joint);
          joint = Joint::kCode;
        }
      }
      line_begin_.push_back(parts_.size());
      for (size_t i = 0; i < parts_.size(); ++i) at_[parts_[i].text].push_back(i);
    }

    // Whether line `line` of `here` is the same code as parts of this side laid out otherwise:
    // its parts found here in a row, the run widened over the parts both sides have in common
    // until it starts where a word starts and ends where a word ends on both sides, each two
    // parts joined alike on both sides, or by a line end on one of them. So
    // `mock.expects("x").once()` on one line matches `mock`, `.expects("x")`, `.once()` on
    // three, each of those lines matching a part of it; a word cut by a line end (`mo` /
    // `del_path`), made longer (`v4` in `v4.2`, `foo` in `foo-bar`) or joined otherwise
    // (`session.destroy()` and `session?.destroy()`) is another word. The run is looked for
    // where this side has the line's rarest part.
    bool Holds(const WordParts& here, size_t line) const {
      const size_t begin = here.line_begin_[line], end = here.line_begin_[line + 1];
      const std::vector<size_t>* rarest = nullptr;
      size_t offset = 0;
      for (size_t k = begin; k < end; ++k) {
        const auto it = at_.find(here.parts_[k].text);
        if (it == at_.end()) return false;
        if (!rarest || it->second.size() < rarest->size()) {
          rarest = &it->second;
          offset = k - begin;
        }
      }
      if (!rarest) return false;
      for (size_t at : *rarest)
        if (at >= offset && SameRun(here, begin, end, at - offset)) return true;
      return false;
    }

   private:
    // What joins a part to the one before it.
    enum class Joint { kDot, kCode, kLine, kBlock };
    struct Part {
      std::string_view text;
      Joint joint;              // to the part before
      bool word_start = false;  // the first part of its word
    };

    void AddWord(std::string_view word, Joint joint) {
      const size_t first = parts_.size();
      for (size_t begin = 0; begin < word.size();) {
        const size_t end = std::min(word.find('.', begin), word.size());
        if (end > begin) parts_.push_back({word.substr(begin, end - begin), Joint::kDot});
        begin = end + 1;
      }
      if (parts_.size() == first) return;
      parts_[first].joint = joint;
      parts_[first].word_start = true;
    }

    // Whether part `k` of `x` ends a word: the next part starts one, or none follows.
    static bool EndsWord(const std::vector<Part>& x, size_t k) {
      return k + 1 == x.size() || x[k + 1].word_start;
    }

    // Whether two joints may stand for one another: alike, or one a line end (a chain of calls
    // broken over lines, two words put on two lines); never a block's end.
    static bool Alike(Joint x, Joint y) {
      if (x == Joint::kBlock || y == Joint::kBlock) return false;
      return x == y || x == Joint::kLine || y == Joint::kLine;
    }

    // Whether `here`'s parts [begin, end) are this side's from `at`, widened as Holds says.
    bool SameRun(const WordParts& here, size_t begin, size_t end, size_t at) const {
      const std::vector<Part>& h = here.parts_;
      const std::vector<Part>& t = parts_;
      const size_t n = end - begin;
      // The same text, joined to the part before alike (but the run's first part).
      auto same = [&](size_t hk, size_t tk, bool first) {
        return h[hk].text == t[tk].text && (first || Alike(h[hk].joint, t[tk].joint));
      };
      if (at + n > t.size()) return false;
      for (size_t k = 0; k < n; ++k)
        if (!same(begin + k, at + k, k == 0)) return false;
      size_t hb = begin, tb = at;
      while (!(h[hb].word_start && t[tb].word_start)) {
        if (hb == 0 || tb == 0 || !Alike(h[hb].joint, t[tb].joint) || !same(hb - 1, tb - 1, true))
          return false;
        --hb;
        --tb;
      }
      size_t he = end - 1, te = at + n - 1;
      while (!(EndsWord(h, he) && EndsWord(t, te))) {
        if (he + 1 == h.size() || te + 1 == t.size() || !same(he + 1, te + 1, false)) return false;
        ++he;
        ++te;
      }
      return true;
    }

    std::vector<Part> parts_;
    std::vector<size_t> line_begin_;                                // per line, and the end
    std::unordered_map<std::string_view, std::vector<size_t>> at_;  // by text, where
  };

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
