#include "project/audit.h"

#include <algorithm>
#include <filesystem>
#include <iterator>
#include <map>
#include <mutex>
#include <numeric>
#include <set>
#include <tuple>

#include "base/error.h"
#include "base/parallel.h"
#include "extract/entities.h"
#include "project/vcs.h"
#include "rules/checks.h"
#include "text/unicode.h"

namespace concord {
namespace {

// The pairs of languages compared in a group (see audit.h).
std::vector<std::pair<std::string, std::string>> PairsOf(const Project& project,
                                                         const DocumentGroup& group) {
  std::vector<std::string> present;
  for (const ProjectEdition& e : project.editions)
    if (group.files.count(e.lang)) present.push_back(e.lang);
  std::vector<std::pair<std::string, std::string>> pairs;
  if (!project.source.empty()) {
    if (!group.files.count(project.source)) return pairs;
    for (const std::string& lang : present)
      if (lang != project.source) pairs.emplace_back(project.source, lang);
    return pairs;
  }
  for (size_t i = 0; i < present.size(); ++i)
    for (size_t j = i + 1; j < present.size(); ++j) pairs.emplace_back(present[i], present[j]);
  return pairs;
}

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
  return kind == "paragraph" || kind == "list-item" || kind == "heading";
}

}  // namespace

bool HasRuleFailures(const TreeReport& tree) {
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs)
      if (!r.rule_failures.empty()) return true;
  return false;
}

TreeReport CheckTree(const Project& project, const std::vector<DocumentGroup>& groups,
                     const CheckOptions& options) {
  CheckLanguageFlags(options);
  RuleSet rules = ActiveRules(options);
  EntityExtractor extract;
  TreeReport tree;
  tree.rules = DescribeRules(rules);
  tree.rules.push_back({kMissingDocumentRule, "built-in", "",
                        "A document present in one edition is missing in another.",
                        Severity::kError});
  for (const ProjectEdition& e : project.editions) tree.langs.push_back(e.lang);
  size_t done = 0;
  tree.source = project.source;
  // Directories from the command line are named after themselves; the language shown comes
  // from --lang-a/--lang-b (first and second directory) or from the text, as for two files.
  auto lang_of = [&](const std::string& code) -> std::string {
    if (!project.config_path.empty()) return code;
    if (code == project.editions.front().lang) return options.lang_a;
    if (project.editions.size() > 1 && code == project.editions[1].lang) return options.lang_b;
    return "";
  };
  // Each group is checked on its own, into its own slot; the slots are joined in group order,
  // so the report is the same for any number of threads.
  struct GroupResult {
    GroupReport report;
    std::vector<MissingDocument> missing;
    std::vector<std::string> skipped;
  };
  std::vector<GroupResult> results(groups.size());
  std::mutex progress_mutex;
  ParallelFor(groups.size(), options.jobs, [&](size_t g) {
    const DocumentGroup& group = groups[g];
    GroupResult& out = results[g];
    // A file left unread (a link out of the project) is not missing; with nothing readable in
    // the group there is nothing to call missing either.
    for (const auto& [lang, why] : group.refused) out.skipped.push_back(why);
    for (const ProjectEdition& e : project.editions) {
      if (group.files.empty() || group.files.count(e.lang) || group.refused.count(e.lang)) continue;
      MissingDocument m{group.path, e.lang, {}};
      for (const auto& [lang, file] : group.files) m.files.push_back(file);
      out.missing.push_back(std::move(m));
    }
    GroupReport& gr = out.report;
    gr.group = group;
    std::map<std::string, Edition> loaded;
    std::set<std::string> binary;
    const auto pairs = PairsOf(project, group);
    std::map<std::string, int> uses;  // pairs still to come that read each edition
    for (const auto& [a, b] : pairs) ++uses[a], ++uses[b];
    // Each report keeps its own copy of its two editions; the last pair to read one takes it.
    auto take = [&](const std::string& lang) {
      return --uses[lang] == 0 ? std::move(loaded.at(lang)) : Edition(loaded.at(lang));
    };
    for (const auto& [a, b] : pairs) {
      for (const std::string& lang : {a, b}) {
        if (loaded.count(lang) || binary.count(lang)) continue;
        try {
          loaded.emplace(lang, LoadEdition(group.files.at(lang), lang_of(lang),
                                           options.input_format, extract, options.max_file_size));
        } catch (const BinaryFileError& e) {  // an image or archive among the documents
          binary.insert(lang);
          out.skipped.push_back(e.what());
        }
      }
      if (binary.count(a) || binary.count(b)) continue;
      Edition ea = take(a), eb = take(b);
      gr.pairs.push_back(CheckLoaded(std::move(ea), std::move(eb), rules, options));
      gr.pair_langs.emplace_back(a, b);
    }
    if (options.progress) {
      std::lock_guard<std::mutex> lock(progress_mutex);
      options.progress(++done, groups.size(), group.path);
    }
  });
  std::vector<Report*> reports;
  for (GroupResult& r : results)
    for (Report& pair : r.report.pairs) reports.push_back(&pair);
  SettleBudgets(rules, reports);  // a rule out of regex time: stopped on every pair
  for (GroupResult& r : results) {
    std::move(r.skipped.begin(), r.skipped.end(), std::back_inserter(tree.skipped));
    if (r.report.group.files.empty()) continue;  // only refused files: no document to show
    for (const Report& pair : r.report.pairs) tree.suppressed += pair.suppressed;
    tree.groups.push_back(std::move(r.report));
    std::move(r.missing.begin(), r.missing.end(), std::back_inserter(tree.missing));
  }
  std::sort(tree.missing.begin(), tree.missing.end(), [](const auto& x, const auto& y) {
    return std::tie(x.path, x.lang) < std::tie(y.path, y.lang);
  });
  return tree;
}

AuditReport AuditTree(const Project& project, const TreeReport& tree, unsigned jobs) {
  AuditReport audit;
  audit.langs = tree.langs;
  audit.source = tree.source;
  audit.suppressed = tree.suppressed;
  const size_t n_editions = project.editions.size();

  // Whether git could know each file: a directory outside any work tree is asked nothing (a
  // git process costs about 2 ms, and per-file processes outside git took more than half of the
  // audit of a 120-file tree); in one, each file is asked `git log -1` on its own, since one log
  // over many files would not simplify merges as git does for one file.
  std::map<std::string, bool> dir_in_git;    // by the directory's canonical path
  std::map<std::string, bool> maybe_in_git;  // by the file, as given
  for (const GroupReport& gr : tree.groups) {
    for (const auto& [lang, file] : gr.group.files) {
      std::error_code ec;
      const std::string dir =
          std::filesystem::weakly_canonical(std::filesystem::absolute(file, ec).parent_path(), ec)
              .string();
      auto [known, added] = dir_in_git.try_emplace(dir, false);
      if (added) known->second = MayBeInWorkTree(dir);
      maybe_in_git[file] = known->second;
    }
  }

  GitHistory git;
  // Documents are independent: each one's verdicts (and their git dates) are found on their own
  // thread, into their own slot.
  audit.documents.resize(tree.groups.size());
  ParallelFor(tree.groups.size(), jobs, [&](size_t g) {
    const GroupReport& gr = tree.groups[g];
    const size_t n_present = gr.group.files.size();
    // Whether an item that `has` editions have marks an edition that lacks it as behind.
    auto behind = [&](const std::set<std::string>& has, size_t n) {
      if (!project.source.empty()) return has.count(project.source) > 0;
      return n == 2 || has.size() * 2 > n;
    };
    UnitClusters clusters;
    for (size_t p = 0; p < gr.pairs.size(); ++p) {
      const auto& [la, lb] = gr.pair_langs[p];
      for (const Bead& bead : gr.pairs[p].alignment) {
        if (bead.a.empty() || bead.b.empty()) continue;
        for (int ua : bead.a)
          for (int ub : bead.b) clusters.Union(la, ua, lb, ub);
      }
    }
    struct Item {
      AuditItem item;
      std::set<std::string> has, lacks;
    };
    std::map<std::tuple<int, std::string, std::string>, Item> items;
    for (size_t p = 0; p < gr.pairs.size(); ++p) {
      const Report& r = gr.pairs[p];
      const auto& [la, lb] = gr.pair_langs[p];
      for (const Finding& f : r.findings) {
        const bool present_a = f.missing_in == Side::kB;
        const std::string& has_lang = present_a ? la : lb;
        const std::string& lacks_lang = present_a ? lb : la;
        const Edition& e = present_a ? r.a : r.b;
        int unit = present_a ? f.a_unit : f.b_unit;
        auto key = std::make_tuple(clusters.Find(has_lang, unit), f.kind,
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
    // One item seen under two spellings in one place ("Reiner Pope" from ko, "Ask Reiner Pope"
    // from an English sentence): the longer key contains the shorter's words, so they merge
    // into the shorter, with the editions of both.
    for (auto it = items.begin(); it != items.end(); ++it) {
      const auto& [cluster, kind, key] = it->first;
      if (key.empty()) continue;
      // Items of one cluster and kind are neighbours in the map.
      for (auto other = items.lower_bound({cluster, kind, std::string()});
           other != items.end() && std::get<0>(other->first) == cluster &&
           std::get<1>(other->first) == kind;
           ++other) {
        const auto& key2 = std::get<2>(other->first);
        if (other == it || key2.size() >= key.size() || key2.empty() || !ContainsWords(key, key2))
          continue;
        other->second.has.insert(it->second.has.begin(), it->second.has.end());
        other->second.lacks.insert(it->second.lacks.begin(), it->second.lacks.end());
        it->second.has.clear();  // merged away
        it->second.lacks.clear();
        break;
      }
    }
    DocumentAudit doc{gr.group.path, {}};
    for (const ProjectEdition& e : project.editions) {
      EditionVerdict v;
      v.lang = e.lang;
      auto file = gr.group.files.find(e.lang);
      if (file != gr.group.files.end()) {
        v.file = file->second;
        if (maybe_in_git.at(v.file)) v.last_commit = git.LastCommitDate(v.file);
      } else if (!gr.group.refused.count(e.lang)) {
        std::set<std::string> has;
        for (const auto& [lang, f] : gr.group.files) has.insert(lang);
        if (behind(has, n_editions)) {
          AuditItem missing{kMissingDocumentRule,
                            "document",
                            gr.group.path,
                            Severity::kError,
                            {has.begin(), has.end()},
                            gr.group.files.begin()->second};
          v.behind.push_back(std::move(missing));
        }
      }
      for (const auto& [key, it] : items) {
        if (!it.lacks.count(e.lang) || it.has.count(e.lang) || !behind(it.has, n_present)) continue;
        AuditItem item = it.item;
        item.has.assign(it.has.begin(), it.has.end());
        v.behind.push_back(std::move(item));
      }
      doc.editions.push_back(std::move(v));
    }
    audit.documents[g] = std::move(doc);
  });
  if (const std::string file = git.TimedOut(); !file.empty())
    audit.warnings.push_back("git log took too long for " + file + " (killed after " +
                             std::to_string(kDefaultGitTimeout.count() / 1000) +
                             " s); no commit dates from then on");
  return audit;
}

}  // namespace concord
