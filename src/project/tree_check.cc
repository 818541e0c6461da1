#include "project/tree_check.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <mutex>
#include <set>
#include <string_view>
#include <tuple>

#include "base/error.h"
#include "base/parallel.h"
#include "project/moved_content.h"
#include "rules/knowledge.h"
#include "rules/rule_set.h"

namespace concord {
namespace {

// The pairs of languages compared in a group (see tree_check.h).
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

// The language an edition's documents are read in. Directories from the command line are named
// after themselves; the language then comes from --lang-a/--lang-b (first and second
// directory) or from the text, as for two files.
std::string LanguageOf(const Project& project, const CheckOptions& options,
                       const std::string& code) {
  if (!project.config_path.empty()) return code;
  if (code == project.editions.front().lang) return options.lang_a;
  if (project.editions.size() > 1 && code == project.editions[1].lang) return options.lang_b;
  return "";
}

// What one group adds to the tree report, found on the group's own thread.
struct GroupResult {
  GroupReport report;
  std::vector<MissingDocument> missing;
  std::vector<std::string> skipped;
};

// The editions that lack the group's document, and the group's files left unread. A file left
// unread (a link out of the project) is not missing; with nothing readable in the group there
// is nothing to call missing either.
void FindMissing(const Project& project, const DocumentGroup& group, GroupResult* out) {
  for (const auto& [lang, why] : group.refused) out->skipped.push_back(why);
  for (const ProjectEdition& e : project.editions) {
    if (group.files.empty() || group.files.count(e.lang) || group.refused.count(e.lang)) continue;
    MissingDocument m{group.path, e.lang, {}};
    for (const auto& [lang, file] : group.files) m.files.push_back(file);
    out->missing.push_back(std::move(m));
  }
}

// Reads and aligns the group's pairs, reading each edition once; an edition that is a binary
// file is skipped with the reason, and so are its pairs. The rules run later (RunRules), once
// every pair of the tree is aligned.
void AlignPairs(const Project& project, const DocumentGroup& group, const EntityExtractor& extract,
                const CheckOptions& options, GroupResult* out) {
  GroupReport& gr = out->report;
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
        loaded.emplace(lang, LoadEdition(group.files.at(lang), LanguageOf(project, options, lang),
                                         options.input_format, extract, options.max_file_size,
                                         options.prose_keys));
      } catch (const BinaryFileError& e) {  // an image or archive among the documents
        binary.insert(lang);
        out->skipped.push_back(e.what());
      }
    }
    if (binary.count(a) || binary.count(b)) continue;
    Edition ea = take(a), eb = take(b);
    gr.pairs.push_back(AlignLoaded(std::move(ea), std::move(eb), options));
    gr.pair_langs.emplace_back(a, b);
  }
}

// Where the tree's editions write each item of content: the checked groups' editions, and those
// of `rest_of_tree`'s groups that are not among them, read for their entities only (a file
// that cannot be read is left out: it is not checked).
ContentPlaces ContentPlacesOf(const Project& project, const std::vector<GroupReport*>& checked,
                              const std::vector<DocumentGroup>& rest_of_tree,
                              const EntityExtractor& extract, const CheckOptions& options) {
  ContentPlaces places;
  std::set<std::string> done;
  for (const GroupReport* g : checked) {
    std::set<std::string> langs;
    for (size_t p = 0; p < g->pairs.size() && p < g->pair_langs.size(); ++p) {
      if (langs.insert(g->pair_langs[p].first).second)
        places.Add(g->pair_langs[p].first, g->group.path, g->pairs[p].a);
      if (langs.insert(g->pair_langs[p].second).second)
        places.Add(g->pair_langs[p].second, g->group.path, g->pairs[p].b);
    }
    done.insert(g->group.path);
  }
  std::vector<const DocumentGroup*> rest;
  for (const DocumentGroup& g : rest_of_tree)
    if (!done.count(g.path)) rest.push_back(&g);
  std::vector<std::vector<std::pair<std::string, Edition>>> read(rest.size());
  ParallelFor(rest.size(), options.jobs, [&](size_t i) {
    for (const auto& [lang, file] : rest[i]->files) {
      try {
        read[i].emplace_back(
            lang, LoadEdition(file, LanguageOf(project, options, lang), options.input_format,
                              extract, options.max_file_size, options.prose_keys));
      } catch (const std::exception&) {  // a binary or unreadable file: not checked either
      }
    }
  });
  for (size_t i = 0; i < rest.size(); ++i)
    for (const auto& [lang, edition] : read[i]) places.Add(lang, rest[i]->path, edition);
  return places;
}

// Whether a finding of the built-in check `check` says that the edition it is missing in lacks
// something the other edition has (a unit, an entity, a pattern's match, a glossary term's
// rendering). The untranslated and front-matter checks name instead the edition at fault in
// what both have, which may be the source.
bool ReportsWhatOneSideLacks(std::string_view check) {
  return check == "unit-parity" || check == "entity-parity" || check == "pattern" ||
         check == "glossary";
}

// With a source edition (side a of every pair, PairsOf): what only the translation (side b)
// has is its translator's addition, reported on it (Finding::extra) and never as a defect of
// the source.
void MarkExtras(Report* pair) {
  std::set<std::string> lacking_rules;
  for (const RuleInfo& rule : pair->rules)
    if (ReportsWhatOneSideLacks(rule.check)) lacking_rules.insert(rule.id);
  for (Finding& f : pair->findings) {
    if (f.missing_in != Side::kA || f.bead < 0 || !lacking_rules.count(f.rule)) continue;
    f.extra = true;
    f.message = "extra in " + pair->b.lang + ": " + f.message;
  }
}

// The run's knowledge from every aligned pair of the tree; empty when no rule reads it.
RunKnowledge TreeKnowledge(const RuleSet& rules, const std::vector<GroupResult>& results,
                           const CheckOptions& options) {
  if (!NeedsKnowledge(rules)) return {};
  std::vector<AlignedPair> pairs;
  for (const GroupResult& r : results)
    for (const Report& pair : r.report.pairs) pairs.push_back({&pair.a, &pair.b, &pair.alignment});
  return BuildRunKnowledge(pairs, options.jobs);
}

// The groups' results joined in group order, so the report is the same for any number of
// threads.
void JoinResults(std::vector<GroupResult>* results, TreeReport* tree) {
  for (GroupResult& r : *results) {
    std::move(r.skipped.begin(), r.skipped.end(), std::back_inserter(tree->skipped));
    if (r.report.group.files.empty()) continue;  // only refused files: no document to show
    for (const Report& pair : r.report.pairs) tree->suppressed += pair.suppressed;
    tree->groups.push_back(std::move(r.report));
    std::move(r.missing.begin(), r.missing.end(), std::back_inserter(tree->missing));
  }
  std::sort(tree->missing.begin(), tree->missing.end(), [](const auto& x, const auto& y) {
    return std::tie(x.path, x.lang) < std::tie(y.path, y.lang);
  });
}

}  // namespace

bool HasRuleFailures(const TreeReport& tree) {
  for (const GroupReport& g : tree.groups)
    for (const Report& r : g.pairs)
      if (!r.rule_failures.empty()) return true;
  return false;
}

TreeReport CheckTree(const Project& project, const std::vector<DocumentGroup>& groups,
                     const CheckOptions& given, const std::vector<DocumentGroup>& rest_of_tree) {
  CheckLanguageFlags(given);
  // The project's glossary, unless the options name one (--glossary); its front-matter keys.
  CheckOptions options = given;
  if (!options.glossary) options.glossary = project.glossary;
  if (project.prose_keys) options.prose_keys = *project.prose_keys;
  RuleSet rules = ActiveRules(options);
  EntityExtractor extract;
  TreeReport tree;
  tree.rules = DescribeRules(rules);
  tree.rules.push_back({kMissingDocumentRule, "built-in", "",
                        "A document present in one edition is missing in another.",
                        Severity::kError});
  for (const ProjectEdition& e : project.editions) tree.langs.push_back(e.lang);
  tree.source = project.source;
  // Two passes over the groups, each group on its own into its own slot: read and align
  // every pair; then, with what the whole tree knows (the Latin words each language writes
  // in prose anywhere in the tree), run the rules on every pair. Every edition of the tree is
  // in memory from the first pass on (the tree report keeps them all anyway).
  std::vector<GroupResult> results(groups.size());
  size_t done = 0;
  std::mutex progress_mutex;
  ParallelFor(groups.size(), options.jobs, [&](size_t g) {
    FindMissing(project, groups[g], &results[g]);
    AlignPairs(project, groups[g], extract, options, &results[g]);
    if (options.progress) {
      std::lock_guard<std::mutex> lock(progress_mutex);
      options.progress(++done, groups.size(), groups[g].path);
    }
  });
  const RunKnowledge knowledge = TreeKnowledge(rules, results, options);
  ParallelFor(groups.size(), options.jobs, [&](size_t g) {
    for (Report& pair : results[g].report.pairs) RunRules(rules, &knowledge, options, &pair);
  });
  std::vector<Report*> reports;
  for (GroupResult& r : results)
    for (Report& pair : r.report.pairs) reports.push_back(&pair);
  SettleBudgets(rules, reports);  // a rule out of regex time: stopped on every pair
  std::vector<GroupReport*> group_reports;
  for (GroupResult& r : results) group_reports.push_back(&r.report);
  if (MayHaveMoved(group_reports))  // else no edition of the tree need be read for it
    DropMovedContent(ContentPlacesOf(project, group_reports, rest_of_tree, extract, options),
                     group_reports, options.align);
  // The findings are final: block ids number on through the pairs of a document.
  for (GroupResult& r : results) {
    int next = 1;
    for (Report& pair : r.report.pairs) {
      next = NumberBlocks(&pair, next);
      if (!project.source.empty()) MarkExtras(&pair);
    }
  }
  JoinResults(&results, &tree);
  return tree;
}

}  // namespace concord
