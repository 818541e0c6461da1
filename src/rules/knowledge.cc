#include "rules/knowledge.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <vector>

#include "base/parallel.h"
#include "extract/char_classes.h"
#include "rules/entity_match.h"
#include "rules/paired_addresses.h"  // HostOfUrlKey
#include "rules/word_index.h"
#include "text/number_words.h"
#include "text/unicode.h"

namespace concord {
namespace {

// One learner per contiguous slice of the pairs, merged: the learner's result does not depend
// on the order of Add and Merge, so neither does it on the thread count.
Equivalents LearnEquivalents(std::span<const AlignedPair> pairs, unsigned jobs) {
  const size_t n = std::max<size_t>(1, std::min<size_t>(ThreadCount(jobs), pairs.size()));
  std::vector<EquivalentsLearner> learners(n);
  ParallelFor(n, jobs, [&](size_t i) {
    for (size_t p = pairs.size() * i / n; p < pairs.size() * (i + 1) / n; ++p)
      learners[i].Add(pairs[p]);
  });
  for (size_t i = 1; i < n; ++i) learners[0].Merge(std::move(learners[i]));
  return std::move(learners[0]).Finish();
}

// Calls visit(side, here, there, here_units, there_units) for both sides of each bead of
// `pair` that pairs units of both editions: side 0 is edition a's, here its edition and units,
// there the other's.
template <typename Visit>
void ForEachPairedBeadSide(const AlignedPair& pair, Visit visit) {
  for (const Bead& bead : *pair.beads) {
    if (bead.a.empty() || bead.b.empty()) continue;
    visit(0, *pair.a, *pair.b, bead.a, bead.b);
    visit(1, *pair.b, *pair.a, bead.b, bead.a);
  }
}

// The texts of `units` of `e`, each followed by a space, in `out` (cleared first).
void JoinUnitTexts(const Edition& e, const BeadUnits& units, std::string* out) {
  out->clear();
  for (int u : units) {
    *out += e.units[static_cast<size_t>(u)].text;
    *out += ' ';
  }
}

// Counts, for each name of each bead of `pair` (both sides non-empty), whether the other side
// writes its words (word_index.h WordList: as the checks' TextIndex looks for them).
// Up to this many names of a bead side are searched for in the other side's words one by one.
constexpr size_t kKeysSearchedUnindexed = 16;

void CountKeeping(const AlignedPair& pair,
                  std::unordered_map<std::string, RunKnowledge::Keeping>* keeping) {
  // The pair's counts by name key, one table per side that has the names (the languages of a
  // side are the pair's), added to `keeping` under KeepingKey once the pair is read.
  std::unordered_map<std::string_view, RunKnowledge::Keeping> counts[2];
  std::vector<std::string_view> keys;
  std::string joined;
  ForEachPairedBeadSide(pair, [&](int side, const Edition& here, const Edition& there,
                                  const BeadUnits& here_units, const BeadUnits& there_units) {
    keys.clear();
    for (int u : here_units)
      for (const Entity& ent : here.units[static_cast<size_t>(u)].entities)
        if (ent.kind == EntityKind::kName) keys.push_back(ent.key);
    if (keys.empty()) return;
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    JoinUnitTexts(there, there_units, &joined);
    // A few keys are searched in the words as they are (WordList: each search reads the
    // text); more are looked up in an index, so that a side with many names costs its
    // names plus its text, not their product. The words of most sides are ASCII among
    // CJK text, read without normalizing the text (AsciiKeyWords).
    std::optional<WordList> list;
    std::optional<WordIndex> index;
    std::string text;
    std::vector<std::string_view> words;
    if (keys.size() > kKeysSearchedUnindexed)
      index.emplace(text = NormalizeKeyOutsideCjk(joined));
    else if (AsciiKeyWords(joined, &text, &words))
      list.emplace(std::move(words));
    else
      list.emplace(text = NormalizeKeyOutsideCjk(joined));
    for (std::string_view key : keys) {
      RunKnowledge::Keeping& k = counts[side][key];
      ++k.beads;
      k.kept += (list ? list->HasWords(key) : index->HasWords(key)) ? 1 : 0;
    }
  });
  for (int side = 0; side < 2; ++side)
    for (const auto& [key, k] : counts[side]) {
      const Edition& here = side == 0 ? *pair.a : *pair.b;
      const Edition& there = side == 0 ? *pair.b : *pair.a;
      RunKnowledge::Keeping& sum = (*keeping)[RunKnowledge::KeepingKey(here.lang, there.lang, key)];
      sum.beads += k.beads;
      sum.kept += k.kept;
    }
}

// The counts `count` makes of every pair (CountKeeping, CountJoinedNumbers): one map per
// contiguous slice of the pairs, each slice counted by a counter of its own
// (`counter_of_slice()`: what a counter keeps between pairs is its thread's), summed (sums do
// not depend on the order).
using CountsByKey = std::unordered_map<std::string, RunKnowledge::Keeping>;
using PairCounter = std::function<void(const AlignedPair&, CountsByKey*)>;
CountsByKey CountOverPairs(std::span<const AlignedPair> pairs, unsigned jobs,
                           const std::function<PairCounter()>& counter_of_slice) {
  const size_t n = std::max<size_t>(1, std::min<size_t>(ThreadCount(jobs), pairs.size()));
  std::vector<CountsByKey> parts(n);
  ParallelFor(n, jobs, [&](size_t i) {
    const PairCounter count = counter_of_slice();
    for (size_t p = pairs.size() * i / n; p < pairs.size() * (i + 1) / n; ++p)
      count(pairs[p], &parts[i]);
  });
  for (size_t i = 1; i < n; ++i)
    for (const auto& [key, k] : parts[i]) {
      RunKnowledge::Keeping& sum = parts[0][key];
      sum.beads += k.beads;
      sum.kept += k.kept;
    }
  return std::move(parts[0]);
}

// The number words of each language a thread has read (NumberWords is one per thread).
class NumberWordsByLang {
 public:
  NumberWords* Of(const std::string& lang) {
    std::unique_ptr<NumberWords>& words = words_[lang];
    if (!words) words = std::make_unique<NumberWords>(lang);
    return words.get();
  }

 private:
  std::map<std::string, std::unique_ptr<NumberWords>> words_;
};

// Counts, for each number of `pair` joined to a letter of its edition's script in a paired
// bead, whether the other side of the bead has the number as the checks find it
// (TextIndex::HasNumber: as a number, or written otherwise: "three" for 3개), so that a count
// the other edition spells out is kept (RunKnowledge::joined_numbers).
void CountJoinedNumbers(const AlignedPair& pair, NumberWordsByLang* words, CountsByKey* counts) {
  struct Joined {
    std::string_view written, key;
    char32_t letter;
  };
  std::vector<Joined> joined;
  std::vector<std::string_view> there_keys;
  std::string there_text, there_key;
  ForEachPairedBeadSide(pair, [&](int, const Edition& here, const Edition& there,
                                  const BeadUnits& here_units, const BeadUnits& there_units) {
    joined.clear();
    for (int u : here_units) {
      const Unit& unit = here.units[static_cast<size_t>(u)];
      for (const Entity& ent : unit.entities) {
        if (ent.kind != EntityKind::kNumber || ent.end > unit.text.size()) continue;
        if (const char32_t letter = extract::CjkLetterAt(unit.text, ent.end); letter != 0)
          joined.push_back({std::string_view(unit.text).substr(ent.begin, ent.end - ent.begin),
                            ent.key, letter});
      }
    }
    if (joined.empty()) return;
    there_keys.clear();
    for (int u : there_units)
      for (const Entity& ent : there.units[static_cast<size_t>(u)].entities)
        if (ent.kind == EntityKind::kNumber) there_keys.push_back(ent.key);
    std::sort(there_keys.begin(), there_keys.end());
    // The other side's text, indexed the first time a number is not among its keys.
    std::optional<TextIndex> there_index;
    auto there_has = [&](std::string_view key) {
      if (std::binary_search(there_keys.begin(), there_keys.end(), key)) return true;
      if (!there_index) {
        JoinUnitTexts(there, there_units, &there_text);
        there_key = NormalizeKeyOutsideCjk(there_text);
        there_index.emplace(there_key, there_text, words->Of(there.lang));
      }
      return there_index->HasNumber(key);
    };
    // Each joined number once per bead.
    std::sort(joined.begin(), joined.end(), [](const Joined& x, const Joined& y) {
      return std::tie(x.written, x.letter) < std::tie(y.written, y.letter);
    });
    for (size_t j = 0; j < joined.size(); ++j) {
      if (j > 0 && joined[j].written == joined[j - 1].written &&
          joined[j].letter == joined[j - 1].letter)
        continue;
      RunKnowledge::Keeping& k = (*counts)[RunKnowledge::JoinedNumberKey(
          here.lang, there.lang, joined[j].written, joined[j].letter)];
      ++k.beads;
      k.kept += there_has(joined[j].key) ? 1 : 0;
    }
  });
}

// The editions of the pairs joined into documents, by language and path: an edition is one
// document's with every edition a pair sets beside it. Each document's editions in order of
// first sight.
std::vector<std::vector<const Edition*>> Documents(std::span<const AlignedPair> pairs) {
  std::map<std::pair<std::string_view, std::string_view>, size_t> index;  // (lang, path)
  std::vector<const Edition*> editions;
  std::vector<size_t> parent;  // a union-find over the editions, by index
  auto id = [&](const Edition* e) {
    auto [it, added] = index.try_emplace({e->lang, e->path}, editions.size());
    if (added) {
      editions.push_back(e);
      parent.push_back(parent.size());
    }
    return it->second;
  };
  auto root = [&](size_t i) {
    while (parent[i] != i) i = parent[i] = parent[parent[i]];
    return i;
  };
  for (const AlignedPair& pair : pairs) {
    if (!pair.a || !pair.b) continue;
    const size_t x = root(id(pair.a)), y = root(id(pair.b));
    parent[std::max(x, y)] = std::min(x, y);
  }
  std::map<size_t, std::vector<const Edition*>> by_root;  // in order of first sight
  for (size_t i = 0; i < editions.size(); ++i) by_root[root(i)].push_back(editions[i]);
  std::vector<std::vector<const Edition*>> documents;
  for (auto& [first, members] : by_root) documents.push_back(std::move(members));
  return documents;
}

// The option groups of each document of the run (RunKnowledge::option_aliases): each document
// learns from the code of all its editions, so that a translation's `-n` meets another's
// `--lines` where a third edition of the document (the English page) writes `{{[-n|--lines]}}`.
void LearnOptionAliases(const std::vector<std::vector<const Edition*>>& documents,
                        RunKnowledge* knowledge) {
  for (const std::vector<const Edition*>& members : documents) {
    OptionAliases aliases;
    for (const Edition* e : members)
      for (const Unit& u : e->units)
        for (const Entity& ent : u.entities)
          if (ent.kind == EntityKind::kCode) aliases.Learn(ent.key);
    if (aliases.empty()) continue;
    for (const Edition* e : members)
      knowledge->option_aliases_of.emplace(std::pair(e->lang, e->path),
                                           knowledge->option_aliases.size());
    knowledge->option_aliases.push_back(std::move(aliases));
  }
}

// RunKnowledge::written_by_every_edition of each document of three editions or more. The
// editions with fewest units without a CJK letter are read first: an English edition has
// nothing but such units, a translation a few, and only those the others share are keyed.
void LearnTextsEveryEditionWrites(const std::vector<std::vector<const Edition*>>& documents,
                                  RunKnowledge* knowledge) {
  for (const std::vector<const Edition*>& members : documents) {
    if (members.size() < 3) continue;
    std::vector<std::pair<size_t, const Edition*>> by_latin;  // (units without CJK, edition)
    for (const Edition* e : members)
      by_latin.emplace_back(
          std::count_if(e->units.begin(), e->units.end(),
                        [](const Unit& u) { return !extract::HasCjkLetter(u.text); }),
          e);
    std::stable_sort(by_latin.begin(), by_latin.end(),
                     [](const auto& l, const auto& r) { return l.first < r.first; });
    std::unordered_set<std::string> common;  // the first edition's, then kept while shared
    for (size_t i = 0; i < by_latin.size() && (i == 0 || !common.empty()); ++i) {
      std::unordered_set<std::string> texts;
      for (const Unit& u : by_latin[i].second->units)
        if (!extract::HasCjkLetter(u.text)) {
          std::string key = RunKnowledge::CommonTextKey(u.text);
          if (i == 0 || common.count(key)) texts.insert(std::move(key));
        }
      common = std::move(texts);
    }
    if (common.empty()) continue;
    for (const Edition* e : members)
      knowledge->written_by_every_edition_of.emplace(std::pair(e->lang, e->path),
                                                     knowledge->written_by_every_edition.size());
    knowledge->written_by_every_edition.push_back(std::move(common));
  }
}

}  // namespace

std::string RunKnowledge::CommonTextKey(std::string_view text) {
  std::string key = NormalizeKey(text);
  const size_t end = key.find_last_not_of(".:;!?");
  key.resize(end == std::string::npos ? 0 : end + 1);
  return key;
}

Edition WithCanonicalOptions(const Edition& e, const OptionAliases& aliases) {
  Edition out = e;
  for (Unit& u : out.units)
    for (Entity& ent : u.entities)
      if (ent.kind == EntityKind::kCode) ent.key = CompactString(aliases.Canonical(ent.key));
  return out;
}

RunKnowledge BuildRunKnowledge(std::span<const AlignedPair> pairs, unsigned jobs) {
  // The distinct editions of each language, in the order the pairs give them.
  std::map<std::string, std::vector<const Edition*>> by_lang;
  std::set<std::pair<std::string_view, std::string_view>> seen;  // (lang, path)
  for (const AlignedPair& pair : pairs)
    for (const Edition* e : {pair.a, pair.b})
      if (e && seen.emplace(e->lang, e->path).second) by_lang[e->lang].push_back(e);
  // Each language's editions are cut into as many contiguous slices as there are threads;
  // each slice is read into a set of its own, and the slices are merged. A union does not
  // depend on the order of the slices, so neither does the result on the thread count.
  struct Slice {
    std::string_view lang;
    std::span<const Edition* const> editions;
    WordsWritten words;
    std::unordered_set<std::string> hosts;
  };
  const size_t threads = ThreadCount(jobs);
  std::vector<Slice> slices;
  for (const auto& [lang, editions] : by_lang) {
    const size_t n = std::min(threads, editions.size());
    for (size_t i = 0; i < n; ++i) {
      const size_t begin = editions.size() * i / n, end = editions.size() * (i + 1) / n;
      slices.push_back({lang, std::span(editions).subspan(begin, end - begin), {}, {}});
    }
  }
  ParallelFor(slices.size(), jobs, [&](size_t i) {
    for (const Edition* e : slices[i].editions) {
      const bool cjk = std::any_of(e->units.begin(), e->units.end(),
                                   [](const Unit& u) { return extract::HasCjkLetter(u.text); });
      for (const Unit& u : e->units) {
        if (!cjk || extract::HasCjkLetter(u.text)) slices[i].words.AddUnit(u);
        for (const Entity& ent : u.entities)
          if (ent.kind == EntityKind::kUrl)
            if (const std::string_view host = HostOfUrlKey(ent.key); !host.empty())
              slices[i].hosts.emplace(host);
      }
    }
  });
  RunKnowledge knowledge;
  std::vector<const Edition*> editions;
  for (const auto& [lang, of_lang] : by_lang)
    editions.insert(editions.end(), of_lang.begin(), of_lang.end());
  knowledge.kept_places = KeptPlaces::Learn(editions, jobs);
  knowledge.equivalents = LearnEquivalents(pairs, jobs);
  knowledge.keeping = CountOverPairs(pairs, jobs, [] { return PairCounter(CountKeeping); });
  knowledge.joined_numbers = CountOverPairs(pairs, jobs, [] {
    return PairCounter([words = std::make_shared<NumberWordsByLang>()](const AlignedPair& pair,
                                                                       CountsByKey* counts) {
      CountJoinedNumbers(pair, words.get(), counts);
    });
  });
  const std::vector<std::vector<const Edition*>> documents = Documents(pairs);
  LearnOptionAliases(documents, &knowledge);
  LearnTextsEveryEditionWrites(documents, &knowledge);
  for (Slice& s : slices) {
    knowledge.linked_hosts[std::string(s.lang)].merge(s.hosts);
    auto [it, added] = knowledge.prose.try_emplace(std::string(s.lang));
    if (added)
      it->second = std::move(s.words);
    else
      it->second.Merge(s.words);
  }
  for (const auto& [lang, words] : knowledge.prose) knowledge.edition_tags.emplace_back(lang);
  return knowledge;
}

}  // namespace concord
