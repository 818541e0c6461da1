#include "pipeline.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <tuple>
#include <utility>

#include "base/build_info.h"
#include "base/error.h"
#include "base/parallel.h"
#include "rules/checks.h"
#include "rules/covered_findings.h"
#include "rules/default_rules.h"
#include "rules/knowledge.h"
#include "segment/markdown.h"
#include "segment/segmenter.h"
#include "text/document.h"
#include "text/lang_code.h"
#include "text/language.h"
#include "text/unicode.h"

namespace concord {

std::optional<InputFormat> ParseInputFormat(std::string_view name) {
  if (name == "auto") return InputFormat::kAuto;
  if (name == "text") return InputFormat::kText;
  if (name == "markdown") return InputFormat::kMarkdown;
  if (name == "mdx") return InputFormat::kMdx;
  return std::nullopt;
}

void CheckLanguageFlags(const CheckOptions& options) {
  CheckLanguageFlag("--lang-a", options.lang_a);
  CheckLanguageFlag("--lang-b", options.lang_b);
}

Edition LoadEdition(const std::string& path, const std::string& lang, InputFormat format,
                    const EntityExtractor& extract, size_t max_file_size,
                    const std::vector<std::string>& prose_keys) {
  return BuildEdition(ReadDocument(path, max_file_size), lang, format, extract, prose_keys);
}

Edition BuildEdition(const Document& doc, const std::string& lang, InputFormat format,
                     const EntityExtractor& extract, const std::vector<std::string>& prose_keys) {
  if (format == InputFormat::kAuto) {
    std::string ext = std::filesystem::path(doc.path).extension().string();
    for (char& c : ext) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    format = ext == ".mdx"                          ? InputFormat::kMdx
             : (ext == ".md" || ext == ".markdown") ? InputFormat::kMarkdown
                                                    : InputFormat::kText;
  }
  Edition edition;
  edition.path = doc.path;
  edition.lang = lang.empty() ? DetectLanguage(doc.text) : lang;
  const MarkdownDialect dialect =
      format == InputFormat::kMdx ? MarkdownDialect::kMdx : MarkdownDialect::kMarkdown;
  if (format == InputFormat::kText) {
    edition.units = SegmentPlainText(doc);
  } else {
    MarkdownEdition md = SegmentMarkdownEdition(doc, prose_keys, dialect);
    edition.units = std::move(md.units);
    edition.front_matter_defect = std::move(md.front_matter_defect);
    edition.unclosed_fences = std::move(md.unclosed_fences);
    edition.rendered_places = std::move(md.rendered_places);
  }
  // Code points per line: the bytes that are not UTF-8 continuation bytes.
  const std::string_view text = doc.text;
  for (size_t start = 0;;) {
    const size_t end = std::min(text.find('\n', start), text.size());
    edition.line_lengths.push_back(
        static_cast<int>(CodePointCount(text.substr(start, end - start))));
    if (end == text.size()) break;
    start = end + 1;
  }
  // An entity keeps its place in its unit's text in 32 bits (Entity::begin, end).
  for (const Unit& u : edition.units)
    if (u.text.size() > std::numeric_limits<uint32_t>::max())
      throw InputError(doc.path, u.line, 1, "a paragraph, heading or list item of over 4 GiB");
  extract.ExtractAll(&edition.units);
  return edition;
}

RuleSet ActiveRules(const CheckOptions& options) {
  RuleSet rules = options.rules_dir.empty() ? LoadDefaultRules() : LoadRules(options.rules_dir);
  std::map<std::string, std::string> dir_of;  // id → the directory that gave it
  const std::string origin = options.rules_dir.empty() ? "the built-in rules" : options.rules_dir;
  for (const Rule& r : rules.rules) dir_of[r.spec.id] = origin;
  for (const std::string& dir : options.extra_rules)
    for (Rule& r : LoadRules(dir).rules) {
      // Two rules of one id would both report, and --disable could not tell them apart.
      if (auto [at, added] = dir_of.emplace(r.spec.id, dir); !added)
        throw InputError(dir + ": rule '" + r.spec.id + "' is also in " + at->second +
                         " (an extra rule directory adds rules; give it another id)");
      rules.rules.push_back(std::move(r));
    }
  std::vector<std::string> ids;
  for (const Rule& r : rules.rules) ids.push_back(r.spec.id);
  auto find = [&](const std::string& id, const char* flag) -> Rule& {
    for (Rule& r : rules.rules)
      if (r.spec.id == id) return r;
    throw InputError(std::string(flag) + ": " + UnknownValue("rule", id, ids));
  };
  for (const RuleSetting& s : options.rule_settings) {
    auto r = std::find_if(rules.rules.begin(), rules.rules.end(),
                          [&](const Rule& rule) { return rule.spec.id == s.id; });
    if (r == rules.rules.end())
      throw InputError(s.path, s.line, s.col, UnknownValue("rule", s.id, ids));
    if (s.enabled) r->spec.enabled = *s.enabled;
    if (s.severity) r->spec.severity = *s.severity;
  }
  for (const std::string& id : options.enable) find(id, "--enable").spec.enabled = true;
  for (const std::string& id : options.disable) find(id, "--disable").spec.enabled = false;
  return rules;
}

namespace {

RuleInfo DescribeRule(const RuleSpec& spec) {
  std::string params;
  for (const auto& [key, p] : spec.params) {
    params += (params.empty() ? "" : " ") + key + "=";
    for (size_t i = 0; i < p.values.size(); ++i) params += (i ? "," : "") + p.values[i];
  }
  return {spec.id, spec.check, params, spec.description, spec.severity};
}

}  // namespace

std::vector<RuleInfo> DescribeRules(const RuleSet& rules) {
  std::vector<RuleInfo> out;
  for (const Rule& r : rules.rules)
    if (r.spec.enabled) out.push_back(DescribeRule(r.spec));
  return out;
}

RulesListing DescribeRuleSet(const RuleSet& rules, const std::string& rules_dir) {
  RulesListing listing;
  listing.rules_dir = rules_dir;
  for (const Rule& r : rules.rules) listing.rules.push_back({DescribeRule(r.spec), r.spec.enabled});
  for (const CheckInfo& c : CheckRegistry()) {
    ListedCheck& check = listing.checks.emplace_back();
    check.name = c.name;
    check.description = c.description;
    for (const CheckParamInfo& p : c.params)
      check.params.push_back({std::string(p.name), std::string(p.description), p.required});
  }
  for (const ExtractorInfo& e : ExtractorTable())
    listing.extractors.push_back({e.kind, std::string(e.description)});
  return listing;
}

Report AlignLoaded(Edition a, Edition b, const CheckOptions& options) {
  Report report;
  if (!a.lang.empty() && a.lang == b.lang && a.lang != "und")
    report.warnings.push_back(a.path + " and " + b.path + " are both in '" + a.lang +
                              "': concord compares translations; set --lang-a/--lang-b if "
                              "the detection is wrong");
  report.alignment = AlignUnits(a, b, options.align, &report.warnings);
  report.a = std::move(a);
  report.b = std::move(b);
  return report;
}

namespace {

// Sorts the findings by position in the alignment, then side, rule and value. The lines are
// looked up once per finding, not once per comparison.
void SortFindings(Report* report) {
  struct SortKey {
    int bead, line_a, line_b;
    size_t begin;
    Finding* finding;
    auto Tie() const {
      return std::tie(bead, line_a, line_b, begin, finding->rule, finding->value);
    }
  };
  auto line = [](const Edition& e, int unit) { return UnitLine(e, unit).value_or(0); };
  std::vector<SortKey> keys;
  keys.reserve(report->findings.size());
  for (Finding& f : report->findings)
    keys.push_back({f.bead, line(report->a, f.a_unit), line(report->b, f.b_unit), f.begin, &f});
  std::stable_sort(keys.begin(), keys.end(),
                   [](const SortKey& x, const SortKey& y) { return x.Tie() < y.Tie(); });
  // Each finding moved to its place cycle by cycle (its place's finding moved to where that one
  // goes, and so on), not into a second vector of them: the findings of a long pair are many.
  std::vector<Finding>& findings = report->findings;
  std::vector<size_t> from(keys.size());  // the finding that goes to place i
  for (size_t i = 0; i < keys.size(); ++i)
    from[i] = static_cast<size_t>(keys[i].finding - findings.data());
  std::vector<SortKey>().swap(keys);
  for (size_t i = 0; i < from.size(); ++i) {
    if (from[i] == i) continue;
    Finding held = std::move(findings[i]);
    size_t j = i;
    while (from[j] != i) {
      findings[j] = std::move(findings[from[j]]);
      j = std::exchange(from[j], j);
    }
    findings[j] = std::move(held);
    from[j] = j;
  }
}

}  // namespace

void RunRules(const RuleSet& rules, const RunKnowledge* knowledge, const CheckOptions& options,
              Report* report) {
  report->rules = DescribeRules(rules);
  // Each rule's findings apart, merged into one vector of their total size once the context's
  // indexes (each edition's entities by kind, its document's words) are freed: a vector grown
  // finding by finding holds twice its size while it moves to a larger buffer.
  std::vector<std::vector<Finding>> found_by_rule;
  std::vector<const RuleSpec*> found_specs;  // the rule of each of found_by_rule
  {
    // Code that writes another spelling of an option its document groups (`-n` where the
    // English page writes `{{[-n|--lines]}}`) is the same code: the checks read the editions
    // with such options spelled one way (WithCanonicalOptions), copies made only for a
    // document whose code shows an option group.
    const OptionAliases* aliases = knowledge ? knowledge->OptionAliasesOf(report->a) : nullptr;
    std::optional<Edition> canonical_a, canonical_b;
    if (aliases) {
      canonical_a = WithCanonicalOptions(report->a, *aliases);
      canonical_b = WithCanonicalOptions(report->b, *aliases);
    }
    CheckContext ctx(aliases ? *canonical_a : report->a, aliases ? *canonical_b : report->b,
                     report->alignment, NeedsEntitiesByKind(rules), knowledge);
    ctx.glossary = options.glossary.get();
    for (const Rule& rule : rules.rules) {
      if (!rule.spec.enabled) continue;
      std::vector<Finding> found;
      try {
        rule.check->Run(ctx, rule.spec, &found);
      } catch (const RuleFailure& e) {
        report->rule_failures.push_back(e.what());
        continue;
      }
      found_by_rule.push_back(std::move(found));
      found_specs.push_back(&rule.spec);
    }
  }
  DropFindingsUntranslatedCovers(found_specs, &found_by_rule);
  size_t total = report->findings.size();
  for (const std::vector<Finding>& found : found_by_rule) total += found.size();
  report->findings.reserve(total);
  for (std::vector<Finding>& found : found_by_rule) {
    report->findings.insert(report->findings.end(), std::make_move_iterator(found.begin()),
                            std::make_move_iterator(found.end()));
    std::vector<Finding>().swap(found);  // freed as soon as merged
  }
  ApplySuppressions(report, options.baseline);
  if (!rules.rules.empty()) {  // `align` runs no rule: nothing to tell a suppression from
    std::vector<std::string> known = {kMissingDocumentRule};
    for (const Rule& rule : rules.rules) known.push_back(rule.spec.id);
    for (const Edition* e : {&report->a, &report->b})
      for (std::string& w : UnknownRuleWarnings(*e, known))
        report->warnings.push_back(std::move(w));
  }
  SortFindings(report);
  NumberBlocks(report);
}

Report CheckLoaded(Edition a, Edition b, const RuleSet& rules, const CheckOptions& options) {
  Report report = AlignLoaded(std::move(a), std::move(b), options);
  // A pair alone is its run: its knowledge comes from its two editions.
  std::optional<RunKnowledge> knowledge;
  if (NeedsKnowledge(rules)) {
    const AlignedPair pair{&report.a, &report.b, &report.alignment};
    knowledge = BuildRunKnowledge(std::span(&pair, 1), options.jobs);
  }
  RunRules(rules, knowledge ? &*knowledge : nullptr, options, &report);
  return report;
}

Report CheckEditions(const std::string& path_a, const std::string& path_b,
                     const CheckOptions& options) {
  CheckLanguageFlags(options);
  RuleSet rules = ActiveRules(options);  // first: a bad rule file fails before any work
  EntityExtractor extract;
  // The two editions are read, segmented and extracted side by side when threads are allowed;
  // an error in either is reported as a one-thread run would (A's first).
  Edition editions[2];
  const std::string* paths[2] = {&path_a, &path_b};
  const std::string* langs[2] = {&options.lang_a, &options.lang_b};
  ParallelFor(2, options.jobs, [&](size_t i) {
    editions[i] = LoadEdition(*paths[i], *langs[i], options.input_format, extract,
                              options.max_file_size, options.prose_keys);
  });
  return CheckLoaded(std::move(editions[0]), std::move(editions[1]), rules, options);
}

Report AlignEditions(const std::string& path_a, const std::string& path_b,
                     const CheckOptions& options) {
  CheckLanguageFlags(options);
  EntityExtractor extract;
  return CheckLoaded(LoadEdition(path_a, options.lang_a, options.input_format, extract,
                                 options.max_file_size, options.prose_keys),
                     LoadEdition(path_b, options.lang_b, options.input_format, extract,
                                 options.max_file_size, options.prose_keys),
                     RuleSet{}, options);
}

std::string DataDir() {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return "share/concord";
  return (exe.parent_path().parent_path() / "share" / "concord").lexically_normal().string();
}

std::string RulesOrigin(const CheckOptions& options) {
  return options.rules_dir.empty() ? std::string(kDefaultRulesName) : options.rules_dir;
}

std::pair<std::string, std::string> DefaultCorpus() {
  namespace fs = std::filesystem;
  auto shown = [](const fs::path& p) {
    std::error_code ec;
    fs::path rel = fs::proximate(p, fs::current_path(ec), ec);
    return (ec || rel.string().rfind("../../", 0) == 0) ? p.string() : rel.string();
  };
  const fs::path beside = fs::path(DataDir()) / "corpus";
  const fs::path installed = fs::path(InstallDataDir()) / "corpus";
  for (const fs::path& corpus : {beside, installed}) {
    std::error_code ec;
    if (fs::exists(corpus / "zh" / "conclusion.txt", ec) &&
        fs::exists(corpus / "ko" / "conclusion.txt", ec))
      return {shown(corpus / "zh" / "conclusion.txt"), shown(corpus / "ko" / "conclusion.txt")};
  }
  throw InputError("no embedded corpus beside the executable (" + beside.string() +
                   ") or under the install prefix (" + installed.string() +
                   "); give two editions: concord check A B");
}

}  // namespace concord
