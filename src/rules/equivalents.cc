#include "rules/equivalents.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <tuple>
#include <unordered_set>
#include <utility>

#include "rules/cjk_substrings.h"
#include "rules/gram_trie.h"
#include "rules/latin_words.h"
#include "rules/observed_bead_side.h"
#include "text/text_hash.h"
#include "text/unicode.h"

namespace concord {
namespace {

// The longest CJK substring tried as a rendering, in code points. A transliteration spells the
// sounds of one word: a Han character or a Hangul syllable per spoken syllable, and in Hangul
// one more for each consonant that English clusters or ends a word with (마이크로소프트 is seven
// for three spoken syllables). Eight covers words of up to four spoken syllables; longer runs
// are several words, each learned on its own. The bound keeps the substrings of a unit within
// eight per CJK character.
constexpr size_t kMaxRenderingChars = 8;

// A bead whose (candidate word, substring) pairs exceed this is not observed at all (neither
// its words nor its substrings are counted, so the 2×2 tables stay those of the beads kept).
// This bounds the work per bead, which keeps learning linear in the size of the tree; and a
// bead that long is weak evidence for any one pair in it, which is why statistical aligners
// leave overlong sentence pairs out of their dictionary training as well.
constexpr size_t kMaxPairsPerBead = size_t{1} << 16;

// Dunning's G² (log-likelihood ratio) is χ²-distributed with one degree of freedom for a 2×2
// table; 10.83 is its critical value at p = 0.001, the level sentence aligners and collocation
// finders use for automatic dictionaries. On its own G² overrates pairs seen once in a large
// table (Moore 2004), hence also at least two observations together.
constexpr double kMinG2 = 10.83;
constexpr uint32_t kMinTogether = 2;

bool IsCodeWordKey(std::string_view key) { return key.starts_with('`'); }

// The Latin words (key, as written) of the name, title and term entities of x that y does not
// write in Latin in its prose, and its code of one word that y does not write as code or prose
// (CodeWordKey): sorted, each key once. With `x_words_read`, the keys of x's words are taken
// from x.Words() where it has them (y reads them in the other direction of the bead).
std::vector<std::pair<std::string, std::string>> CandidateWords(ObservedBeadSide& x,
                                                                ObservedBeadSide& y,
                                                                bool x_words_read) {
  const LatinWordKeys& y_latin = y.Words();
  std::vector<std::string> y_code;  // y's code, NormalizeKey'd
  for (int u : y.units())
    for (const Entity& e : y.edition().units[u].entities)
      if (e.kind == EntityKind::kCode) y_code.push_back(NormalizeKey(e.key));
  std::sort(y_code.begin(), y_code.end());
  const LatinWordKeys* x_words = x_words_read ? &x.Words() : nullptr;
  std::vector<std::pair<std::string, std::string>> words;  // (key, as written)
  for (size_t i = 0; i < x.units().size(); ++i) {
    const Unit& unit = x.edition().units[x.units()[i]];
    for (const Entity& e : unit.entities) {
      if (!MayBeRendered(e)) continue;
      if (e.kind == EntityKind::kCode) {
        const std::string key = NormalizeKey(e.key);
        if (!y_latin.Has(key) && !std::binary_search(y_code.begin(), y_code.end(), key))
          words.emplace_back(CodeWordKey(e.key), "`" + std::string(e.key) + "`");
        continue;
      }
      const std::string_view value = EntityValue(unit, e);
      // Where the value is the unit's text (not a link's target), its words are x's words.
      const bool in_text = x_words != nullptr && e.source != EntitySource::kLinkTarget;
      size_t count = 0;
      bool all_kept = true;
      ForEachLatinWord(value, [&](std::string_view w) {
        const std::optional<std::string_view> read =
            in_text ? x_words->KeyAt(i, static_cast<size_t>(w.data() - unit.text.data()), w)
                    : std::nullopt;
        std::string key = read ? std::string(*read) : NormalizeKey(w);
        ++count;
        if (y_latin.Has(key)) return;
        all_kept = false;
        words.emplace_back(std::move(key), std::string(w));
      });
      // A name of several words may be rendered as a whole; a title is translated, its words
      // rendered one by one at most.
      if (e.kind == EntityKind::kName && count > 1 && !all_kept)
        words.emplace_back(e.key, std::string(value));
    }
  }
  std::sort(words.begin(), words.end());
  words.erase(std::unique(words.begin(), words.end(),
                          [](const auto& l, const auto& r) { return l.first == r.first; }),
              words.end());
  return words;
}

// 2 Σ O ln(O / E) over the four cells of the table [[a, b], [c, d]].
double LogLikelihoodRatio(double a, double b, double c, double d) {
  const double n = a + b + c + d;
  auto term = [n](double o, double row, double col) {
    return o > 0 ? o * std::log(o * n / (row * col)) : 0.0;
  };
  return 2.0 * (term(a, a + b, a + c) + term(b, a + b, b + d) + term(c, c + d, a + c) +
                term(d, c + d, b + d));
}

std::string RenderingsKey(std::string_view lang, std::string_view key) {
  std::string k(lang);
  k += '\n';
  k += key;
  return k;
}

}  // namespace

std::string CodeWordKey(std::string_view code) { return "`" + NormalizeKey(code); }

uint32_t EquivalentsLearner::Interner::Id(std::string_view s) {
  if (auto it = ids.find(s); it != ids.end()) return it->second;
  const auto id = static_cast<uint32_t>(strings.size());
  ids.emplace(std::string(s), id);
  strings.emplace_back(s);
  return id;
}

void EquivalentsLearner::Add(const AlignedPair& pair) {
  ObservedBeadSide a, b;
  for (const Bead& bead : *pair.beads) {
    if (bead.a.empty() || bead.b.empty()) continue;
    a.Reset(*pair.a, bead.a);
    b.Reset(*pair.b, bead.b);
    const uint64_t a_to_b = ContentHash(*pair.a, bead.a, *pair.b, bead.b);
    const uint64_t b_to_a = ContentHash(*pair.b, bead.b, *pair.a, bead.a);
    // A side's Latin words are read where it is y of a direction observed with words; then the
    // direction where it is x takes its words' keys from them.
    const bool a_read = !contents_.count(b_to_a) && b.MayRender();
    const bool b_read = !contents_.count(a_to_b) && a.MayRender();
    auto observe = [&](ObservedBeadSide& x, ObservedBeadSide& y, uint64_t content, bool x_read) {
      if (contents_.count(content)) return;
      // Without an entity that may be rendered, x has no words, and y's Latin words are not read.
      if (!x.MayRender()) return AddDirection(x.edition(), y.edition(), y.units(), content, {}, {});
      AddDirection(x.edition(), y.edition(), y.units(), content, CandidateWords(x, y, x_read),
                   y.Prose());
    };
    observe(a, b, a_to_b, a_read);
    observe(b, a, b_to_a, b_read);
  }
}

// The direction and both sides' texts, each text by its hash: the two directions of a bead read
// each unit once between them, not a byte at a time each.
uint64_t EquivalentsLearner::ContentHash(const Edition& x, const BeadUnits& xs, const Edition& y,
                                         const BeadUnits& ys) {
  const std::vector<uint64_t>& x_texts = UnitHashes(x);
  const std::vector<uint64_t>& y_texts = UnitHashes(y);
  Fnv1a content;
  content.Mix(x.lang);
  content.Mix(y.lang);
  content.Mix(std::to_string(xs.size()));  // where one side ends
  auto add = [&](uint64_t text) {
    content.Add(std::string_view(reinterpret_cast<const char*>(&text), sizeof text));
  };
  for (int u : xs) add(x_texts[u]);
  for (int u : ys) add(y_texts[u]);
  return content.Value();
}

// One observation of the direction x → y: the Latin words of x's name, title and term entities
// that y does not write in Latin, against the CJK substrings of y's prose. Without such words,
// only where y's text is (Unpaired): Finish counts its substrings.
void EquivalentsLearner::AddDirection(const Edition& x, const Edition& y, const BeadUnits& ys,
                                      uint64_t hash, const CandidateList& words,
                                      const std::vector<std::string_view>& prose) {
  if (words.empty()) {
    contents_.insert(hash);
    unpaired_.push_back({hash, directions_.Id(x.lang + '\n' + y.lang), &y, ys});
    return;
  }
  // Each distinct substring once, in order of first sight: an id is taken when the bead it was
  // last taken for is not this one.
  const uint32_t stamp = ++gram_stamp_;
  std::vector<uint32_t> grams;
  for (std::string_view text : prose)
    WalkCjkSubstrings(text, kMaxRenderingChars,
                      [&](uint32_t node, char32_t c, std::string_view gram) {
                        const uint32_t id = grams_.Id(node, c, gram);
                        if (id >= gram_last_taken_.size()) gram_last_taken_.resize(id + 1, 0);
                        if (gram_last_taken_[id] != stamp) {
                          gram_last_taken_[id] = stamp;
                          grams.push_back(id);
                        }
                        return id;
                      });
  if (words.size() * grams.size() > kMaxPairsPerBead) return;
  contents_.insert(hash);
  Observation obs{hash,
                  directions_.Id(x.lang + '\n' + y.lang),
                  documents_.Id(x.path + '\n' + y.path),
                  static_cast<uint32_t>(word_ids_.size()),
                  0,
                  0,
                  0};
  for (const auto& [key, written] : words) {
    const uint32_t id = words_.Id(key);
    word_ids_.push_back(id);
    spelling_ids_.push_back(spellings_.Id(written));
  }
  obs.words_end = static_cast<uint32_t>(word_ids_.size());
  obs.grams_begin = static_cast<uint32_t>(gram_ids_.size());
  for (uint32_t id : grams) gram_ids_.push_back(id);
  obs.grams_end = static_cast<uint32_t>(gram_ids_.size());
  observations_.push_back(obs);
}

const std::vector<uint64_t>& EquivalentsLearner::UnitHashes(const Edition& e) {
  auto [it, added] = unit_hashes_.try_emplace(&e);
  if (added) {
    it->second.reserve(e.units.size());
    for (const Unit& unit : e.units)
      it->second.push_back(std::hash<std::string_view>()(std::string_view(unit.text)));
  }
  return it->second;
}

void EquivalentsLearner::Merge(EquivalentsLearner&& other) {
  for (const Observation& o : other.observations_) {
    if (!contents_.insert(o.content).second) continue;
    Observation obs{o.content,
                    directions_.Id(other.directions_.strings[o.direction]),
                    documents_.Id(other.documents_.strings[o.document]),
                    static_cast<uint32_t>(word_ids_.size()),
                    0,
                    0,
                    0};
    for (uint32_t i = o.words_begin; i < o.words_end; ++i) {
      word_ids_.push_back(words_.Id(other.words_.strings[other.word_ids_[i]]));
      spelling_ids_.push_back(spellings_.Id(other.spellings_.strings[other.spelling_ids_[i]]));
    }
    obs.words_end = static_cast<uint32_t>(word_ids_.size());
    obs.grams_begin = static_cast<uint32_t>(gram_ids_.size());
    for (uint32_t i = o.grams_begin; i < o.grams_end; ++i) {
      gram_ids_.push_back(grams_.Id(other.grams_.strings()[other.gram_ids_[i]]));
    }
    obs.grams_end = static_cast<uint32_t>(gram_ids_.size());
    observations_.push_back(obs);
  }
  for (const Unpaired& o : other.unpaired_) {
    if (!contents_.insert(o.content).second) continue;
    unpaired_.push_back(
        {o.content, directions_.Id(other.directions_.strings[o.direction]), o.y, o.ys});
  }
  other = EquivalentsLearner();
}

namespace {

struct Candidate {
  uint32_t word;
  uint32_t gram;
  uint32_t together;
  double g2;
};

// Calls f(sub) for each substring of `s` that starts and ends at a code point's boundary.
template <typename F>
void ForEachSubstring(std::string_view s, F f) {
  for (size_t begin = 0; begin < s.size(); NextCodePoint(s, &begin))
    for (size_t end = begin; end < s.size();) {
      NextCodePoint(s, &end);
      f(s.substr(begin, end - begin));
    }
}

// Keeps, of the significant pairs, those whose rendering is tied to no other word more
// strongly (a rendering stands for one word: "chart" keeps 차트 from "helm" in "Helm chart"),
// and of those one per word: the strongest, then, of equally strong ones, the longest (a
// substring always seen with it, 헬 of 헬름, is as strong and shorter). Only one: in a large
// tree whatever often stands beside a name's rendering (a particle, the verb of the usual
// sentence) becomes significant too, but less so than the rendering, which is there each time.
std::vector<Candidate> ChooseRenderings(const std::vector<Candidate>& pairs,
                                        const std::vector<std::string>& words,
                                        const std::vector<std::string>& grams) {
  std::unordered_map<uint32_t, double> best;  // gram → strongest G² of any word with it
  for (const Candidate& c : pairs) best[c.gram] = std::max(best[c.gram], c.g2);
  // Of each word's pairs, the first by (strongest, longest, rendering): a pass that keeps each
  // word's first so far, not a sort of every pair, and each length counted once.
  struct Chosen {
    Candidate c;
    int64_t length;  // of the rendering, in code points
  };
  auto before = [&](const Chosen& l, const Chosen& r) {
    return std::make_tuple(-l.c.g2, -l.length, std::string_view(grams[l.c.gram])) <
           std::make_tuple(-r.c.g2, -r.length, std::string_view(grams[r.c.gram]));
  };
  auto choose = [&](auto allowed) {
    std::unordered_map<uint32_t, Chosen> by_word;
    for (const Candidate& c : pairs) {
      if (c.g2 < best[c.gram] || !allowed(c)) continue;
      const Chosen here{c, static_cast<int64_t>(CodePointCount(grams[c.gram]))};
      auto [it, added] = by_word.try_emplace(c.word, here);
      if (!added && before(here, it->second)) it->second = here;
    }
    return by_word;
  };
  std::unordered_map<uint32_t, Chosen> by_word = choose([](const Candidate&) { return true; });
  // A rendering inside another word's rendering stands for that word where the longer one is
  // written (标准输 of stdout inside 标准输入, stdin's): such a word takes the best of its
  // renderings that is inside no other word's first choice, where it has one.
  constexpr uint32_t kShared = UINT32_MAX;               // a substring of two words' renderings
  std::unordered_map<std::string_view, uint32_t> owner;  // substring of a first choice → word
  for (const auto& [word, c] : by_word)
    ForEachSubstring(grams[c.c.gram], [&, w = word](std::string_view sub) {
      auto [it, added] = owner.try_emplace(sub, w);
      if (!added && it->second != w) it->second = kShared;
    });
  auto inside_another = [&](const Candidate& c) {
    const auto it = owner.find(grams[c.gram]);
    return it != owner.end() && it->second != c.word;
  };
  if (std::any_of(by_word.begin(), by_word.end(),
                  [&](const auto& wc) { return inside_another(wc.second.c); })) {
    const std::unordered_map<uint32_t, Chosen> outside =
        choose([&](const Candidate& c) { return !inside_another(c); });
    for (auto& [word, c] : by_word)
      if (inside_another(c.c))
        if (auto it = outside.find(word); it != outside.end()) c = it->second;
  }
  std::vector<Candidate> chosen;
  chosen.reserve(by_word.size());
  for (const auto& [word, c] : by_word) chosen.push_back(c.c);
  std::sort(chosen.begin(), chosen.end(),
            [&](const Candidate& l, const Candidate& r) { return words[l.word] < words[r.word]; });
  return chosen;
}

}  // namespace

void EquivalentsLearner::CountUnpaired(uint32_t direction, const std::vector<bool>& wanted,
                                       std::vector<uint32_t>* count) const {
  std::vector<uint32_t> last_counted(grams_.size(), 0);  // 1 + index into unpaired_
  std::vector<std::string> blanked;
  std::vector<std::string_view> prose;
  for (size_t i = 0; i < unpaired_.size(); ++i) {
    const Unpaired& o = unpaired_[i];
    if (o.direction != direction) continue;
    const auto stamp = static_cast<uint32_t>(i + 1);
    ProseOf(*o.y, o.ys, &blanked, &prose);
    for (std::string_view text : prose) {
      WalkCjkSubstrings(text, kMaxRenderingChars, [&](uint32_t node, char32_t c, std::string_view) {
        const uint32_t id = grams_.Child(node, c);
        // `wanted` holds every prefix of each of its grams: past one it lacks, none is wanted.
        if (id == GramTrie::kAbsent || !wanted[id]) return GramTrie::kAbsent;
        if (last_counted[id] != stamp) {
          last_counted[id] = stamp;
          ++(*count)[id];
        }
        return id;
      });
    }
  }
}

std::vector<PairCount> EquivalentsLearner::CountTogether(
    uint32_t direction, const std::vector<uint32_t>& word_count,
    const std::vector<uint32_t>& gram_count) const {
  std::vector<bool> code(words_.strings.size());
  for (uint32_t w = 0; w < code.size(); ++w) code[w] = IsCodeWordKey(words_.strings[w]);
  // Each observation's words seen kMinTogether times and substrings seen as often (in the
  // observations with words, as `gram_count` has them so far): only those can be seen that
  // often together. Passes each to word(id) and gram(id), the substrings only where it has
  // such a word; false where it has none.
  auto kept_ids = [&](const Observation& o, auto word, auto gram) {
    bool any = false;
    for (uint32_t i = o.words_begin; i < o.words_end; ++i)
      if (word_count[word_ids_[i]] >= kMinTogether) {
        word(word_ids_[i]);
        any = true;
      }
    if (!any) return false;
    for (uint32_t i = o.grams_begin; i < o.grams_end; ++i)
      if (gram_count[gram_ids_[i]] >= kMinTogether) gram(gram_ids_[i]);
    return true;
  };
  // Flat, one observation after another, each vector sized first to what it will hold: the
  // substrings are the learner's most numerous ids, and a vector grown by doubling holds twice
  // as many while it moves them.
  size_t word_total = 0, gram_total = 0;
  for (const Observation& o : observations_)
    if (o.direction == direction)
      kept_ids(
          o, [&](uint32_t) { ++word_total; }, [&](uint32_t) { ++gram_total; });
  std::vector<uint32_t> words, grams;
  words.reserve(word_total);
  grams.reserve(gram_total);
  std::vector<std::pair<uint32_t, uint32_t>> ends;  // of each observation's, in words and grams
  std::vector<uint32_t> documents;
  for (const Observation& o : observations_) {
    if (o.direction != direction ||
        !kept_ids(
            o, [&](uint32_t w) { words.push_back(w); }, [&](uint32_t g) { grams.push_back(g); }))
      continue;
    ends.emplace_back(words.size(), grams.size());
    documents.push_back(o.document);
  }
  std::vector<ObservedIds> rows(ends.size());
  for (size_t i = 0, w = 0, g = 0; i < ends.size(); w = ends[i].first, g = ends[i].second, ++i)
    rows[i] = {documents[i], std::span(words).subspan(w, ends[i].first - w),
               std::span(grams).subspan(g, ends[i].second - g)};
  // The majority tests of LearnDirection: together (at most the smaller count) in more than
  // half of the observations of each, so only counts within a factor of two of each other
  // pass; for code of one word, whose test is one-sided, only a substring seen less than twice
  // as often. A substring's count here is at most its count in all observations, so what
  // fails here fails there too.
  auto may_pair = [&](uint32_t w) {
    return [cw = word_count[w], code = code[w], cg = gram_count.data()](uint32_t g) {
      return 2 * cw > cg[g] && (code || 2 * cg[g] > cw);
    };
  };
  std::vector<PairCount> together =
      CountPairs(rows, words_.strings.size(), grams_.size(), may_pair);
  std::erase_if(together, [&](const PairCount& p) {
    return p.rows < kMinTogether || 2 * p.rows <= gram_count[p.gram] ||
           (code[p.word] ? p.documents < kMinTogether : 2 * p.rows <= word_count[p.word]);
  });
  return together;
}

void EquivalentsLearner::LearnDirection(uint32_t direction,
                                        const std::vector<std::string>& spelling,
                                        std::vector<LearnedEquivalent>* out) const {
  std::vector<uint32_t> word_count(words_.strings.size()), gram_count(grams_.size());
  uint32_t n = 0;
  for (const Observation& o : observations_) {
    if (o.direction != direction) continue;
    ++n;
    for (uint32_t i = o.words_begin; i < o.words_end; ++i) ++word_count[word_ids_[i]];
    for (uint32_t i = o.grams_begin; i < o.grams_end; ++i) ++gram_count[gram_ids_[i]];
  }
  // The pairs that may pass, and then the count of each of their substrings in the
  // observations without words: only those, and every prefix of each, which CountUnpaired
  // walks through.
  const std::vector<PairCount> together = CountTogether(direction, word_count, gram_count);
  std::vector<bool> wanted(grams_.size());
  for (const PairCount& t : together) {
    const std::string& gram = grams_.strings()[t.gram];
    uint32_t prefix = GramTrie::kRoot;  // the gram's first code points, one more each step
    for (size_t pos = 0; !wanted[t.gram] && pos < gram.size();) {
      prefix = grams_.Child(prefix, NextCodePoint(gram, &pos));
      wanted[prefix] = true;
    }
  }
  for (const Unpaired& o : unpaired_) n += o.direction == direction ? 1 : 0;
  CountUnpaired(direction, wanted, &gram_count);
  std::vector<Candidate> significant;
  for (const PairCount& t : together) {
    const uint32_t a = t.rows, w = t.word, g = t.gram;
    // Code is an example's value as often as an identifier a translator renders (`apple` in a
    // page whose every example replaces it): learned only from two documents at least, for
    // one document's examples are not independent evidence of how its translator writes it.
    if (IsCodeWordKey(words_.strings[w]) && t.documents < kMinTogether) continue;
    const double cw = word_count[w], cg = gram_count[g];
    // Only a positive association: together more often than independence would have it.
    if (a < kMinTogether || a * static_cast<double>(n) <= cw * cg) continue;
    // And each stands for the other: the word is rendered so in more than half of the
    // observations that have it, and the rendering stands there for it in more than half of
    // those that have the rendering. Significance alone pairs a word with what often stands
    // beside its rendering, and in a large table with pairs seen twice (Moore 2004). Code of
    // one word needs only the second: an edition that writes `stdout` as 标准输出 often leaves
    // the identifier out in its stale pages, or keeps it in Latin in others, and those do not
    // make 标准输出 stand for anything else.
    if ((!IsCodeWordKey(words_.strings[w]) && 2 * a <= cw) || 2 * a <= cg) continue;
    const double g2 = LogLikelihoodRatio(a, cw - a, cg - a, n - cw - cg + a);
    if (g2 >= kMinG2) significant.push_back({w, g, a, g2});
  }
  const std::string& both = directions_.strings[direction];  // "from\nlang"
  const size_t cut = both.find('\n');
  for (const Candidate& c : ChooseRenderings(significant, words_.strings, grams_.strings())) {
    out->push_back({spelling[c.word], words_.strings[c.word], both.substr(cut + 1),
                    both.substr(0, cut), grams_.strings()[c.gram], static_cast<int>(c.together),
                    static_cast<int>(word_count[c.word]), static_cast<int>(gram_count[c.gram]),
                    static_cast<int>(n), c.g2});
  }
}

Equivalents EquivalentsLearner::Finish() && {
  // Each word's most frequent spelling, the first in byte order when tied.
  std::unordered_map<uint64_t, uint32_t> spelled_so;  // word id << 32 | spelling id → count
  for (size_t i = 0; i < word_ids_.size(); ++i)
    ++spelled_so[uint64_t{word_ids_[i]} << 32 | spelling_ids_[i]];
  std::vector<std::string> spelling(words_.strings.size());
  std::vector<uint32_t> spelled(words_.strings.size());
  for (const auto& [both, count] : spelled_so) {
    const uint32_t w = static_cast<uint32_t>(both >> 32);
    const std::string& s = spellings_.strings[static_cast<uint32_t>(both)];
    if (count > spelled[w] || (count == spelled[w] && s < spelling[w])) {
      spelled[w] = count;
      spelling[w] = s;
    }
  }
  Equivalents eq;
  std::vector<LearnedEquivalent>& learned = eq.learned_;
  for (uint32_t d = 0; d < directions_.strings.size(); ++d) LearnDirection(d, spelling, &learned);
  // The same pair learned from two editions (en → ko and zh → ko) is listed once, as learned
  // from the one where it is stronger.
  std::sort(learned.begin(), learned.end(),
            [](const LearnedEquivalent& l, const LearnedEquivalent& r) {
              return std::tie(l.lang, l.key, r.g2, l.rendering, l.from) <
                     std::tie(r.lang, r.key, l.g2, r.rendering, r.from);
            });
  std::unordered_set<std::string> seen;
  learned.erase(
      std::remove_if(learned.begin(), learned.end(),
                     [&](const LearnedEquivalent& e) {
                       return !seen.insert(e.lang + '\n' + e.key + '\n' + e.rendering).second;
                     }),
      learned.end());
  for (const LearnedEquivalent& e : learned)
    eq.renderings_[RenderingsKey(e.lang, e.key)].push_back(e.rendering);
  return eq;
}

const std::vector<std::string>& Equivalents::Renderings(std::string_view key,
                                                        std::string_view lang) const {
  static const std::vector<std::string> kNone;
  auto it = renderings_.find(RenderingsKey(lang, key));
  return it == renderings_.end() ? kNone : it->second;
}

bool Equivalents::OneRenderedIn(std::string_view key, std::string_view lang,
                                std::string_view text) const {
  for (const std::string& r : Renderings(key, lang))
    if (text.find(r) != std::string_view::npos) return true;
  return false;
}

bool Equivalents::RenderedIn(std::string_view latin_word, std::string_view lang,
                             std::string_view text) const {
  if (renderings_.empty()) return false;
  if (OneRenderedIn(latin_word, lang, text)) return true;
  std::vector<std::string> words;
  ForEachLatinWord(latin_word, [&](std::string_view w) { words.push_back(NormalizeKey(w)); });
  if (words.size() < 2) return false;
  std::unordered_set<std::string> written;
  ForEachLatinWord(text, [&](std::string_view w) { written.insert(NormalizeKey(w)); });
  bool rendered = false;
  for (const std::string& w : words) {
    if (OneRenderedIn(w, lang, text))
      rendered = true;
    else if (!written.count(w))
      return false;
  }
  return rendered;
}

bool Equivalents::ClippedWordRenderedIn(std::string_view clipped, std::string_view lang,
                                        std::string_view text) const {
  if (clipped.size() < kMinClippedLetters ||
      !std::all_of(clipped.begin(), clipped.end(), [](char c) { return IsAsciiLetter(c); }))
    return false;
  // learned_ is sorted by language, then key: the keys that begin with `clipped` are a range.
  auto it = std::lower_bound(
      learned_.begin(), learned_.end(), std::pair(lang, clipped),
      [](const LearnedEquivalent& e, std::pair<std::string_view, std::string_view> v) {
        return std::pair<std::string_view, std::string_view>(e.lang, e.key) < v;
      });
  for (; it != learned_.end() && it->lang == lang && it->key.starts_with(clipped); ++it) {
    const bool one_longer_word =
        it->key.size() > clipped.size() &&
        std::all_of(it->key.begin(), it->key.end(), [](char c) { return IsAsciiLetter(c); });
    if (one_longer_word && text.find(it->rendering) != std::string_view::npos) return true;
  }
  return false;
}

}  // namespace concord
