// knowledge.h — what a run knows about each edition language from all its aligned pairs, for
// the checks of any one pair: which Latin words that language's editions write in prose, and
// which Han, Hangul or Kana renderings stand for a Latin name (equivalents.h), and which
// spellings of a command-line option each document shows as one option's (option_aliases.h).
//
//   std::vector<AlignedPair> pairs = {{&report.a, &report.b, &report.alignment}, ...};
//   const RunKnowledge knowledge = BuildRunKnowledge(pairs, options.jobs);
//   const CheckContext ctx(a, b, beads, true, &knowledge);        // check.h
//   if (const WordsWritten* zh = knowledge.ProseOf("zh")) zh->Writes("helm");
//   if (const OptionAliases* o = knowledge.OptionAliasesOf(a)) a = WithCanonicalOptions(a, *o);
//
// A pair of files builds it from its one pair; a tree (project/tree_check.h) from every pair
// of every document group, once all are aligned and before any rule runs, so that what one
// document of an edition writes is evidence for all of them. It is built once per run and
// only read after: checks on many threads share it.
#ifndef CONCORD_RULES_KNOWLEDGE_H_
#define CONCORD_RULES_KNOWLEDGE_H_

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "extract/english_words.h"
#include "model.h"
#include "rules/equivalents.h"  // AlignedPair, Equivalents
#include "rules/kept_places.h"
#include "rules/words_written.h"
#include "text/lang_code.h"
#include "text/option_aliases.h"
#include "text/unicode.h"

namespace concord {

struct RunKnowledge {
  // The Latin words the run's editions of each language (Edition::lang) write in prose,
  // every document of that language together (words_written.h). Of an edition written in Han,
  // Hangul or Kana, only its translated units count — those with a letter of that script: a
  // unit left all in Latin script shows that it was not translated, not how its translator
  // writes a name.
  std::map<std::string, WordsWritten, std::less<>> prose;
  // The tags of each edition language of the run (each key of `prose`), made once: a link to
  // a page's copy in any of them names that page (rules/link_targets.h, PairTags::editions).
  std::vector<LanguageTags> edition_tags;
  // The cross-script renderings learned from the beads of every pair of the run.
  Equivalents equivalents;
  // How often an edition keeps a name its counterpart writes: for each (language that has the
  // name, language of the other side, name key), the beads of the run where the first side has
  // the name and the second writes its words too, out of all such beads.
  struct Keeping {
    uint32_t beads = 0, kept = 0;
  };
  std::unordered_map<std::string, Keeping> keeping;

  // Whether editions in `to` leave out the name `key` of `from` as a rule: in at least two of
  // the run's beads it was left out, in no fewer than it was kept. A translator who drops or
  // renders a name every time (a product named in each page's header, GNU before its tools)
  // makes no drift of one more drop; a name kept everywhere but once does.
  bool DropsAsARule(std::string_view from, std::string_view to, std::string_view key) const {
    auto it = keeping.find(KeepingKey(from, to, key));
    if (it == keeping.end()) return false;
    const uint32_t dropped = it->second.beads - it->second.kept;
    return dropped >= 2 && dropped >= it->second.kept;
  }
  // Whether editions in `to` keep the name `key` of `from` as a rule, asked about a bead where
  // they left it out: in more than half of the run's other beads where `from` has it, they
  // write it. That bead is one of the counted ones, a drop; the others are the rest. More than
  // half is the majority that makes keeping, not rendering, their way with this name; a name
  // seen in no other bead has none.
  bool KeepsAsARule(std::string_view from, std::string_view to, std::string_view key) const {
    auto it = keeping.find(KeepingKey(from, to, key));
    if (it == keeping.end() || it->second.beads == 0) return false;
    return 2 * it->second.kept > it->second.beads - 1;
  }
  // Whether editions in `to`, lacking the one-word name `key` (its one word `word`, lower case)
  // of `from` in a bead, give evidence that they keep it in Latin script: they write the word
  // with a capital letter in prose (WordsWritten::WritesCapitalized). A word that is also a
  // common English word (english_words.h: Receivers, Dependencies, from a Title Case heading
  // or link text) needs evidence about this very name too, for a translator who writes it
  // once in Latin (a gloss in parentheses) still translates it elsewhere: they keep it as a
  // rule (KeepsAsARule). A proper name no dictionary lists (Kubernetes, Shazeer) needs no more.
  bool KeepsWord(std::string_view from, std::string_view to, std::string_view key,
                 std::string_view word) const {
    const WordsWritten* written = ProseOf(to);
    if (!written || !written->WritesCapitalized(word)) return false;
    return !IsCommonEnglishWord(word) || KeepsAsARule(from, to, key);
  }
  static std::string KeepingKey(std::string_view from, std::string_view to, std::string_view key) {
    std::string k(from);
    k += '\n';
    k += to;
    k += '\n';
    k += key;
    return k;
  }

  // How often an edition writes a number joined to a letter of its script (16진수, 3개, 5分钟):
  // for each (language that writes it, language of the other side, the number as written and
  // the letter), the run's paired beads where it is so written (`beads`), and of those the
  // beads whose other side has the number too (`kept`: as the checks find a number,
  // TextIndex::HasNumber, so "three" keeps 3개).
  std::unordered_map<std::string, Keeping> joined_numbers;

  // Whether editions in `from` write `number` joined to `letter` as a word of their own, not a
  // count: so written in two of the run's beads at least, and the other side (`to`) has the
  // number in none of them (16진수 where the English says "hex", in every document of the
  // tree). A joined word that carries a count (3개, 5分钟) meets its number on the other side
  // somewhere.
  bool WritesNumberAsTerm(std::string_view from, std::string_view to, std::string_view number,
                          char32_t letter) const {
    auto it = joined_numbers.find(JoinedNumberKey(from, to, number, letter));
    return it != joined_numbers.end() && it->second.beads >= 2 && it->second.kept == 0;
  }
  static std::string JoinedNumberKey(std::string_view from, std::string_view to,
                                     std::string_view number, char32_t letter) {
    std::string k = KeepingKey(from, to, number);
    k += '\n';
    AppendUtf8(letter, &k);
    return k;
  }

  // The option groups of each document of the run whose code shows one (option_aliases.h),
  // learned from the code of all the document's editions: the editions that the run's pairs
  // join are one document's (a tree pairs the editions of one document group). A short option
  // means other things in other commands (`-n`: `--lines` to head, `--dry-run` elsewhere), so
  // one document's groups say nothing of another's code.
  std::vector<OptionAliases> option_aliases;
  // The document of each edition (its language and path) whose document has option groups:
  // an index into option_aliases.
  std::map<std::pair<std::string, std::string>, size_t> option_aliases_of;

  // The option groups of the document of edition `e`, or nullptr when its code shows none.
  const OptionAliases* OptionAliasesOf(const Edition& e) const {
    auto it = option_aliases_of.find({e.lang, e.path});
    return it == option_aliases_of.end() ? nullptr : &option_aliases[it->second];
  }

  // The texts every edition of a document writes, where a document has three editions or more
  // (the pairs join editions into documents, as for option_aliases): the keys (CommonTextKey)
  // of the units without a CJK letter whose text every edition of the document has as a unit.
  // Two translators who each leave a text as the source writes it (an error message quoted as
  // the program prints it, an example's sample data) keep it by the project's choice, not by
  // an oversight. One set per such document that has any.
  std::vector<std::unordered_set<std::string>> written_by_every_edition;
  // The document of each edition (its language and path) that has such texts: an index into
  // written_by_every_edition.
  std::map<std::pair<std::string, std::string>, size_t> written_by_every_edition_of;
  // Whether every edition of the document of `e` (three or more) writes `text`.
  bool EveryEditionWrites(const Edition& e, std::string_view text) const {
    auto it = written_by_every_edition_of.find({e.lang, e.path});
    return it != written_by_every_edition_of.end() &&
           written_by_every_edition[it->second].count(CommonTextKey(text)) > 0;
  }
  // `text` compared as NormalizeKey does, without the sentence punctuation it ends with (a
  // title that one edition writes without its full stop).
  static std::string CommonTextKey(std::string_view text);

  // The hosts that the run's editions of each language (Edition::lang) link: HostOfUrlKey of
  // each absolute url entity of every document of that language (paired_addresses.h,
  // PairHostedSitePaths: a site's own host, which its editions link in full somewhere).
  std::map<std::string, std::unordered_set<std::string>, std::less<>> linked_hosts;
  // The hosts `lang`'s editions link; an empty set when none.
  const std::unordered_set<std::string>& LinkedHosts(std::string_view lang) const {
    static const std::unordered_set<std::string> kNone;
    auto it = linked_hosts.find(lang);
    return it == linked_hosts.end() ? kNone : it->second;
  }

  // The places of a folder's pages where an edition keeps English prose as its rule (a
  // template's part that its translator leaves in the source language on every page).
  KeptPlaces kept_places;

  // The prose words of `lang`, or nullptr when no edition of the run is in it.
  const WordsWritten* ProseOf(std::string_view lang) const {
    auto it = prose.find(lang);
    return it == prose.end() ? nullptr : &it->second;
  }
  // Whether some edition of the run writes `word` (lower case) in prose with no capital
  // letter: a common word (guide, details), which translators translate, not a proper one
  // (Shazeer, SXM) that they keep or transliterate.
  bool IsCommonWord(std::string_view word) const {
    for (const auto& [lang, words] : prose)
      if (words.WritesLowerCase(word)) return true;
    return false;
  }
};

// The knowledge of a run from all its aligned pairs. An edition that several pairs share (the
// same language and path) is read once. Reads the editions on ThreadCount(jobs) threads
// (parallel.h); the result is the same for any number.
RunKnowledge BuildRunKnowledge(std::span<const AlignedPair> pairs, unsigned jobs);

// `e` with the key of each code entity read with its document's option groups `aliases`
// (OptionAliases::Canonical): the edition as the checks compare it, where code that writes
// another spelling of a grouped option (`-n` for `--lines`, `{{[-n|--lines]}}` for either) is
// the same code. Keys only: the texts, and the values that findings show, are as written.
Edition WithCanonicalOptions(const Edition& e, const OptionAliases& aliases);

}  // namespace concord

#endif  // CONCORD_RULES_KNOWLEDGE_H_
