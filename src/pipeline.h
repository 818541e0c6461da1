// pipeline.h — the whole check as one call: read → decode → segment → extract → align →
// rules → report.
//
//   CheckOptions options;                 // languages detected, default rules
//   Report report = CheckEditions("zh.txt", "ko.txt", options);
//   Writers()... ->check(report, {}, std::cout);
//
// A tree (project/tree_check.h) runs the stages in two steps: AlignLoaded for every pair, then
// the run's knowledge from all of them (rules/knowledge.h), then RunRules for every pair.
//
// Each stage is a free function of the module named in the comment beside it; this file only
// strings them together and holds the defaults that need to know where concord is installed.
#ifndef CONCORD_PIPELINE_H_
#define CONCORD_PIPELINE_H_

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "align/aligner.h"
#include "extract/entities.h"
#include "model.h"
#include "report.h"
#include "rules/glossary.h"
#include "rules/knowledge.h"
#include "rules/rules.h"
#include "rules/suppression.h"
#include "segment/markdown.h"
#include "text/document.h"

namespace concord {

// How an edition's text is cut into units.
enum class InputFormat {
  kAuto,      // by extension: .md .markdown → Markdown, .mdx → MDX, anything else plain text
  kText,      // segmenter.h
  kMarkdown,  // markdown.h
  kMdx,       // markdown.h, MarkdownDialect::kMdx
};
std::optional<InputFormat> ParseInputFormat(std::string_view name);

// One setting of a rule by id, from a project's concord.yml (settings.h) or from --severity:
// turn it on or off, or change the severity of its findings. An id no rule has is an
// InputError at `path`:`line`:`col` (a config's place), or "`path`: …" when line is 0 (a flag).
struct RuleSetting {
  std::string id;
  std::optional<bool> enabled;
  std::optional<Severity> severity;
  std::string path;
  int line = 0, col = 0;
};

struct CheckOptions {
  std::string lang_a;  // Default: detected from the scripts in edition A.
  std::string lang_b;  // Default: detected from the scripts in edition B.
  // A directory whose rules replace the default ones. Default: "", the rules built into the
  // executable (rules/default_rules.h).
  std::string rules_dir;
  std::vector<std::string> enable;   // rule ids to turn on although their file says enabled: false
  std::vector<std::string> disable;  // rule ids to turn off
  // Directories whose rules are added to those of rules_dir (--extra-rules, concord.yml
  // extra-rules); a rule id given twice is an error. Default: none.
  std::vector<std::string> extra_rules;
  // Applied in order before enable and disable (which win over them). Default: none.
  std::vector<RuleSetting> rule_settings;
  InputFormat input_format = InputFormat::kAuto;  // Default: by file extension
  size_t max_file_size = kDefaultMaxFileBytes;    // Default: 64 MiB
  std::vector<BaselineEntry> baseline;  // accepted findings (suppression.h); Default: none
  AlignOptions align;
  // Called after each document group of a tree (done, total, the group's path), from one
  // thread at a time. Default: none.
  std::function<void(size_t done, size_t total, const std::string& path)> progress;
  // The glossary the `glossary` rule checks (glossary.h); null: none (a project's, from its
  // concord.yml, is used by CheckTree when this is null). Default: none.
  std::shared_ptr<const Glossary> glossary;
  // The front-matter keys whose values are units (markdown.h); a project's concord.yml may
  // name others (front-matter: prose-keys). Default: DefaultProseKeys().
  std::vector<std::string> prose_keys = DefaultProseKeys();
  // Threads (parallel.h) for the document groups of a tree, and for reading the two editions
  // of a pair; 0: one per core. Default: 0.
  unsigned jobs = 0;
};

// Throws InputError ("--lang-a: 'x y' is not a valid language code …") when lang_a or lang_b
// is set and is not a language code (lang_code.h IsLanguageCode). CheckEditions, AlignEditions
// and CheckTree call it first.
void CheckLanguageFlags(const CheckOptions& options);

// segment (segmenter.h) → extract (entities.h) for a document already in memory.
// `lang` empty: detected from the document's scripts. `prose_keys`: the front-matter fields
// of a Markdown document that become units.
Edition BuildEdition(const Document& doc, const std::string& lang, InputFormat format,
                     const EntityExtractor& extract,
                     const std::vector<std::string>& prose_keys = DefaultProseKeys());

// read → decode (document.h), then BuildEdition. Throws InputError for unreadable or invalid
// files.
Edition LoadEdition(const std::string& path, const std::string& lang, InputFormat format,
                    const EntityExtractor& extract, size_t max_file_size = kDefaultMaxFileBytes,
                    const std::vector<std::string>& prose_keys = DefaultProseKeys());

// The rules that will run: loaded from options.rules_dir (or the built-in defaults) and the
// extra_rules directories, with rule_settings, then --enable/--disable applied. Throws InputError
// for bad rule files or unknown ids.
RuleSet ActiveRules(const CheckOptions& options);

// What a report says about the enabled rules of a set.
std::vector<RuleInfo> DescribeRules(const RuleSet& rules);

// What `concord rules` shows: every rule of the set (enabled or not) as read from `rules_dir`
// (RulesOrigin), the checks a rule file can name, and the entity extractors.
RulesListing DescribeRuleSet(const RuleSet& rules, const std::string& rules_dir);

// align (aligner.h): a Report with the two editions and their alignment (and warnings about
// the input), no rules run yet.
Report AlignLoaded(Edition a, Edition b, const CheckOptions& options);

// rules (rule_set.h, check.h) → suppressions (suppression.h) on an aligned report: fills its
// rules, findings (sorted, blocks numbered from 1: NumberBlocks in model.h) and rule failures.
// `knowledge`: the run's (rules/knowledge.h), built from every aligned pair of the run;
// nullptr when no rule reads it (NeedsKnowledge).
void RunRules(const RuleSet& rules, const RunKnowledge* knowledge, const CheckOptions& options,
              Report* report);

// AlignLoaded → the knowledge of this one pair → RunRules: a pair of editions as its own run.
Report CheckLoaded(Edition a, Edition b, const RuleSet& rules, const CheckOptions& options);

// read → … → align, without rules: what `concord align` shows.
Report AlignEditions(const std::string& path_a, const std::string& path_b,
                     const CheckOptions& options);

// The whole pipeline for two files.
Report CheckEditions(const std::string& path_a, const std::string& path_b,
                     const CheckOptions& options);

// Where an installed concord's data (rules/, corpus/) is beside the executable:
// <dir of the executable>/../share/concord, the same in the build tree (corpus/ only) and
// after `cmake --install`.
std::string DataDir();

// What the listing and the messages about rule ids call the rules a run starts from:
// options.rules_dir, or "built-in" (kDefaultRulesName) when it is empty.
std::string RulesOrigin(const CheckOptions& options);

// The embedded corpus pair (zh, ko) that `concord check` runs on without arguments, as paths
// relative to the current directory when they lie under it: from DataDir(), else from the
// install prefix the build was configured with (a binary copied alone elsewhere). Throws
// InputError naming both places when neither has it.
std::pair<std::string, std::string> DefaultCorpus();

}  // namespace concord

#endif  // CONCORD_PIPELINE_H_
