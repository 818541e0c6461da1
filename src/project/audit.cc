#include "project/audit.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

#include "base/parallel.h"
#include "project/vcs.h"
#include "rules/entity_match.h"
#include "rules/word_index.h"
#include "text/unicode.h"

namespace concord {
namespace {

// Union-find over (language, unit index): units that some pairwise alignment put in one bead.
class UnitClusters {
 public:
  int Find(const std::string& lang, int unit) { return Root(Id(lang, unit)); }
  void Union(const std::string& la, int ua, const std::string& lb, int ub) {
    int x = Root(Id(la, ua)), y = Root(Id(lb, ub));
    if (x != y) parent_[static_cast<size_t>(std::max(x, y))] = std::min(x, y);
  }

 private:
  int Id(const std::string& lang, int unit) {
    auto [it, inserted] = ids_.try_emplace({lang, unit}, static_cast<int>(parent_.size()));
    if (inserted) parent_.push_back(it->second);
    return it->second;
  }
  int Root(int x) {
    while (parent_[static_cast<size_t>(x)] != x)
      x = parent_[static_cast<size_t>(x)] =
          parent_[static_cast<size_t>(parent_[static_cast<size_t>(x)])];
    return x;
  }
  std::map<std::pair<std::string, int>, int> ids_;
  std::vector<int> parent_;
};

bool IsUnitKind(const std::string& kind) {
  return kind == "paragraph" || kind == "list-item" || kind == "heading" || kind == "front-matter";
}

// Whether lacking an item makes an edition behind (audit.h): a document, a unit, or an entity
// that survives translation in any script. The untranslated rule reports a unit that is there
// (in the wrong language), so it is never a unit the edition lacks.
bool MakesBehind(const AuditItem& item) {
  if (item.rule == "untranslated") return false;
  return item.kind == "document" || IsUnitKind(item.kind) || item.kind == "url" ||
         item.kind == "email" || item.kind == "number" || item.kind == "code";
}

// Whether an item that the editions `has` have marks an edition that lacks it as behind, in a
// document that `n` editions have (see audit.h).
bool MarksBehind(const Project& project, const std::set<std::string>& has, size_t n) {
  if (!project.source.empty()) return has.count(project.source) > 0;
  return n == 2 || has.size() * 2 > n;
}

// Every file of the tree, for the git dates.
std::vector<std::string> FilesOf(const TreeReport& tree) {
  std::vector<std::string> files;
  for (const GroupReport& gr : tree.groups)
    for (const auto& [lang, file] : gr.group.files) files.push_back(file);
  return files;
}

// The date of each file's last commit ("YYYY-MM-DD", "" when unknown), by the file.
using CommitDates = std::map<std::string, std::string>;

// The units of a group that some pairwise alignment put in one bead, clustered across pairs.
UnitClusters ClusterUnits(const GroupReport& gr) {
  UnitClusters clusters;
  for (size_t p = 0; p < gr.pairs.size(); ++p) {
    const auto& [la, lb] = gr.pair_langs[p];
    for (const Bead& bead : gr.pairs[p].alignment) {
      if (bead.a.empty() || bead.b.empty()) continue;
      for (int ua : bead.a)
        for (int ub : bead.b) clusters.Union(la, ua, lb, ub);
    }
  }
  return clusters;
}

// A unit or an entity that some editions of a document have and others lack.
struct Item {
  AuditItem item;
  std::set<std::string> has, lacks;
};

// A document's items by (unit cluster, kind, normalized value; "" for a unit kind).
using ItemMap = std::map<std::tuple<int, std::string, std::string>, Item>;

// The items of the group's findings: one finding per pair that lacks it, joined across pairs
// by the cluster of the unit that has it.
ItemMap CollectItems(const GroupReport& gr, UnitClusters* clusters) {
  ItemMap items;
  for (size_t p = 0; p < gr.pairs.size(); ++p) {
    const Report& r = gr.pairs[p];
    const auto& [la, lb] = gr.pair_langs[p];
    for (const Finding& f : r.findings) {
      if (f.bead < 0) continue;  // about a file (front-matter), not an item an edition lacks
      const bool present_a = f.missing_in == Side::kB;
      const std::string& has_lang = present_a ? la : lb;
      const std::string& lacks_lang = present_a ? lb : la;
      const Edition& e = present_a ? r.a : r.b;
      int unit = present_a ? f.a_unit : f.b_unit;
      auto key = std::make_tuple(clusters->Find(has_lang, unit), f.kind,
                                 IsUnitKind(f.kind) ? std::string() : NormalizeKey(f.value));
      Item& it = items[key];
      if (it.has.empty()) {
        it.item = {f.rule,  f.kind,
                   f.value, f.severity,
                   {},      e.path + ":" + std::to_string(UnitLine(e, unit).value_or(0))};
      }
      it.has.insert(has_lang);
      it.lacks.insert(lacks_lang);
    }
  }
  return items;
}

// The items of one cluster and kind that ContainsWords(key, ·) may hold. HasWords needs every
// word of a key before its last as written and the last in any of its PluralForms, so an item
// is filed under one of those words, whichever the group's keys have least often (a word before
// the last, or the last's forms together): a key's candidates are the items filed under its
// words, and a unit that lacks thousands of numbers sharing a whole part (100000.1, 100000.2)
// costs their count, not its square.
class SpellingCandidates {
 public:
  using Iterator = ItemMap::iterator;
  SpellingCandidates(Iterator begin, Iterator end) {
    std::unordered_map<std::string, size_t> keys_with;  // word → how many keys have it
    std::vector<std::pair<Iterator, std::vector<std::string>>> items;
    for (Iterator it = begin; it != end; ++it) {
      std::vector<std::string> words = WordRuns(std::get<2>(it->first));
      std::vector<std::string> distinct = words;
      std::sort(distinct.begin(), distinct.end());
      distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
      for (const std::string& w : distinct) ++keys_with[w];
      if (!words.empty()) items.emplace_back(it, std::move(words));  // no word: held nowhere
    }
    auto count = [&](const std::string& w) {
      const auto at = keys_with.find(w);
      return at == keys_with.end() ? size_t{0} : at->second;
    };
    for (auto& [it, words] : items) {
      const std::vector<std::string> forms = PluralForms(words.back());
      size_t last = 0;
      for (const std::string& f : forms) last += count(f);
      const std::string* rarest = nullptr;
      for (size_t i = 0; i + 1 < words.size(); ++i)
        if (count(words[i]) < (rarest ? count(*rarest) : last)) rarest = &words[i];
      if (rarest != nullptr) {
        by_word_[*rarest].push_back(it);
      } else {
        for (const std::string& f : forms) by_word_[f].push_back(it);
      }
    }
  }
  // Calls f(candidate) for each item filed under a word of `key` (an item may come twice).
  template <typename F>
  void ForEach(const std::string& key, F&& f) const {
    for (const std::string& word : WordRuns(key))
      if (auto at = by_word_.find(word); at != by_word_.end())
        for (const Iterator& candidate : at->second) f(candidate);
  }

 private:
  std::unordered_map<std::string, std::vector<Iterator>> by_word_;
};

// One item seen under two spellings in one place ("Reiner Pope" from ko, "Ask Reiner Pope"
// from an English sentence): the longer key contains the shorter's words, so they merge
// into the shorter (the first such in the map's order that is not merged away itself), with
// the editions of both.
void MergeSpellings(ItemMap* items) {
  for (auto group = items->begin(); group != items->end();) {
    auto group_end = group;  // the items of the group's cluster and kind are neighbours
    while (group_end != items->end() &&
           std::get<0>(group_end->first) == std::get<0>(group->first) &&
           std::get<1>(group_end->first) == std::get<1>(group->first))
      ++group_end;
    const SpellingCandidates candidates(group, group_end);
    for (auto it = group; it != group_end; ++it) {
      const std::string& key = std::get<2>(it->first);
      if (key.empty()) continue;
      std::optional<ItemMap::iterator> into;
      candidates.ForEach(key, [&](ItemMap::iterator other) {
        const std::string& key2 = std::get<2>(other->first);
        // An item merged away is no item any more: merging into it would count one twice.
        if (other == it || key2.size() >= key.size() || key2.empty() || other->second.has.empty())
          return;
        if (into && std::get<2>((*into)->first) <= key2) return;
        if (ContainsWords(key, key2)) into = other;
      });
      if (!into) continue;
      (*into)->second.has.insert(it->second.has.begin(), it->second.has.end());
      (*into)->second.lacks.insert(it->second.lacks.begin(), it->second.lacks.end());
      it->second.has.clear();  // merged away
      it->second.lacks.clear();
    }
    group = group_end;
  }
}

// The missing-document item of an edition that lacks the group's document, when the editions
// that have it make that edition behind.
std::optional<AuditItem> MissingDocumentItem(const Project& project, const GroupReport& gr) {
  std::set<std::string> has;
  for (const auto& [lang, f] : gr.group.files) has.insert(lang);
  if (!MarksBehind(project, has, project.editions.size())) return std::nullopt;
  return AuditItem{kMissingDocumentRule,
                   "document",
                   gr.group.path,
                   Severity::kError,
                   {has.begin(), has.end()},
                   gr.group.files.begin()->second};
}

// What edition `e` has of the document and the items it is behind on.
EditionVerdict VerdictOf(const Project& project, const GroupReport& gr, const ProjectEdition& e,
                         const ItemMap& items, const CommitDates& dates) {
  EditionVerdict v;
  v.lang = e.lang;
  auto file = gr.group.files.find(e.lang);
  if (file != gr.group.files.end()) {
    v.file = file->second;
    if (auto date = dates.find(v.file); date != dates.end()) v.last_commit = date->second;
  } else if (!gr.group.refused.count(e.lang)) {
    if (std::optional<AuditItem> missing = MissingDocumentItem(project, gr))
      v.behind.push_back(std::move(*missing));
  }
  const size_t n_present = gr.group.files.size();
  for (const auto& [key, it] : items) {
    if (!it.lacks.count(e.lang) || it.has.count(e.lang) || !MarksBehind(project, it.has, n_present))
      continue;
    AuditItem item = it.item;
    item.has.assign(it.has.begin(), it.has.end());
    (MakesBehind(item) ? v.behind : v.to_review).push_back(std::move(item));
  }
  // Where the source has no document read (none, or one refused: a broken link, a link out of
  // the project), MarksBehind holds nothing against a translation.
  v.source_lacks_document =
      !v.file.empty() && !project.source.empty() && !gr.group.files.count(project.source);
  return v;
}

DocumentAudit AuditDocument(const Project& project, const GroupReport& gr,
                            const CommitDates& dates) {
  UnitClusters clusters = ClusterUnits(gr);
  ItemMap items = CollectItems(gr, &clusters);
  MergeSpellings(&items);
  DocumentAudit doc{gr.group.path, {}};
  for (const ProjectEdition& e : project.editions)
    doc.editions.push_back(VerdictOf(project, gr, e, items, dates));
  return doc;
}

}  // namespace

AuditReport AuditTree(const Project& project, const TreeReport& tree, unsigned jobs,
                      bool with_dates) {
  AuditReport audit;
  audit.langs = tree.langs;
  audit.source = tree.source;
  audit.suppressed = tree.suppressed;
  CommitDates dates;
  if (with_dates) {
    GitHistory git;
    dates = git.LastCommitDates(FilesOf(tree));
    if (const std::string& dir = git.TimedOut(); !dir.empty())
      audit.warnings.push_back("git took too long in " + ShownPath(dir) + " (killed after " +
                               std::to_string(kDefaultGitTimeout.count() / 1000) +
                               " s without output); no commit dates from then on");
  }
  // Documents are independent: each one's verdicts are found on their own thread, into their
  // own slot.
  audit.documents.resize(tree.groups.size());
  ParallelFor(tree.groups.size(), jobs, [&](size_t g) {
    audit.documents[g] = AuditDocument(project, tree.groups[g], dates);
  });
  return audit;
}

}  // namespace concord
