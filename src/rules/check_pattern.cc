// check_pattern.cc — the pattern check: an ICU regex that matches a different number of
// times on the two sides of a paired bead (the first match the poorer side lacks is the
// finding's value).
//
// Regex time is bounded twice: `time-limit` per search (ICU's own limit) and `time-budget` for
// all searches of the rule in the run, counted by ICU's match callback in the check object.
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "base/error.h"
#include "rules/builtin_checks.h"
#include "text/icu_util.h"

namespace concord {
namespace {

// The regex engine's unit of work: ICU counts time in ticks of 10,000 backtracking steps
// (state saves); `time-limit` bounds one search, `time-budget` all searches of the rule.
constexpr int32_t kDefaultTimeLimit = 1000;
constexpr int64_t kDefaultTimeBudget = 5000;

class PatternCheck : public Check {
 public:
  PatternCheck(std::unique_ptr<icu::RegexPattern> pattern, std::string kind, int32_t time_limit,
               int64_t time_budget)
      : pattern_(std::move(pattern)), kind_(std::move(kind)), time_limit_(time_limit) {
    budget_.limit = time_budget;
  }

  bool BudgetExceeded() const override {
    return budget_.used.load(std::memory_order_relaxed) > budget_.limit;
  }

  std::string BudgetFailure(const RuleSpec& rule) const override {
    return RuleFailureText(rule, "regex time budget exceeded (" + std::to_string(budget_.limit) +
                                     " ticks of 10,000 backtracking steps over the run; "
                                     "'time-budget' in the rule file raises it); the rule stopped");
  }

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;
      std::vector<Match> ma = Matches(ctx.a, bead.a, rule), mb = Matches(ctx.b, bead.b, rule);
      if (ma.size() == mb.size()) continue;
      Side richer = ma.size() > mb.size() ? Side::kA : Side::kB;
      const std::vector<Match>& more = richer == Side::kA ? ma : mb;
      const Match& extra = more[std::min(ma.size(), mb.size())];
      Finding f;
      f.kind = kind_;
      f.value = extra.text;
      f.missing_in = Other(richer);
      f.bead = static_cast<int>(bi);
      f.a_unit = richer == Side::kA ? extra.unit : bead.a.front();
      f.b_unit = richer == Side::kB ? extra.unit : bead.b.front();
      f.begin = extra.begin;
      f.end = extra.end;
      FinishFinding(ctx, rule, &f);
      out->push_back(std::move(f));
    }
  }

 private:
  struct Match {
    int unit;
    size_t begin, end;
    std::string text;
  };

  // The ticks every search of this rule has taken, shared by the threads that run it on the
  // pairs of a tree: a search that would take the total over the limit is stopped. Whether
  // that happens depends only on the ticks all searches need together, not on their order.
  struct Budget {
    std::atomic<int64_t> used{0};
    int64_t limit = 0;
  };

  // ICU calls this once per tick of every search (URegexMatchCallback); false stops the search
  // with U_REGEX_STOPPED_BY_CALLER.
  static UBool OnTick(const void* context, int32_t /*ticks_of_this_search*/) {
    auto* budget = static_cast<Budget*>(const_cast<void*>(context));
    return budget->used.fetch_add(1, std::memory_order_relaxed) < budget->limit;
  }

  std::vector<Match> Matches(const Edition& e, const BeadUnits& units, const RuleSpec& rule) const {
    std::vector<Match> out;
    for (int u : units) {
      const Unit& unit = e.units[static_cast<size_t>(u)];
      IcuStatus status;
      Utf8Text ut(unit.text);
      std::unique_ptr<icu::RegexMatcher> m(pattern_->matcher(status));
      status.assertSuccess();
      m->reset(ut.get());
      m->setTimeLimit(time_limit_, status);
      status.assertSuccess();
      if (BudgetExceeded()) throw RuleFailure(BudgetFailure(rule));
      m->setMatchCallback(&PatternCheck::OnTick, &budget_, status);
      status.assertSuccess();
      UErrorCode find_status = U_ZERO_ERROR;
      while (m->find(find_status)) {
        size_t b = static_cast<size_t>(m->start64(find_status));
        size_t en = static_cast<size_t>(m->end64(find_status));
        out.push_back({u, b, en, unit.text.substr(b, en - b)});  // find() steps past empty ones
      }
      if (find_status == U_REGEX_STOPPED_BY_CALLER) throw RuleFailure(BudgetFailure(rule));
      if (find_status == U_REGEX_TIME_OUT || find_status == U_REGEX_STACK_OVERFLOW)
        throw RuleFailure(RuleFailureText(
            rule, std::string("regex ") +
                      (find_status == U_REGEX_TIME_OUT ? "time limit exceeded" : "stack overflow") +
                      " on " + e.path + ":" + std::to_string(unit.line)));
      if (U_FAILURE(find_status))
        throw RuleFailure(RuleFailureText(rule, "regex failed on " + e.path + ":" +
                                                    std::to_string(unit.line) + ": " +
                                                    u_errorName(find_status)));
    }
    return out;
  }

  std::unique_ptr<icu::RegexPattern> pattern_;
  std::string kind_;
  int32_t time_limit_;
  mutable Budget budget_;  // per loaded rule, so per run
};

// A whole number in [1, max] for `key`, `fallback` when the rule does not set it.
int64_t PositiveParam(const RuleSpec& spec, const std::string& key, int64_t fallback, int64_t max) {
  if (!spec.params.count(key)) return fallback;
  const std::string text = ParamValue(spec, key, "");
  int64_t value = 0;
  bool ok = !text.empty() && text.size() <= 18;
  for (char c : text) ok = ok && c >= '0' && c <= '9';
  if (ok) value = std::stoll(text);
  if (!ok || value < 1 || value > max)
    BadParam(spec, key,
             key + " must be a positive whole number (at most " + std::to_string(max) + ")");
  return value;
}

}  // namespace

std::unique_ptr<Check> MakePattern(const RuleSpec& spec) {
  const std::string source = ParamValue(spec, "pattern", "");
  UParseError parse_error{};
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::RegexPattern> pattern(
      icu::RegexPattern::compile(icu::UnicodeString::fromUTF8(source), 0, parse_error, status));
  if (U_FAILURE(status))
    BadParam(spec, "pattern",
             std::string("invalid ICU regex (") + u_errorName(status) + " at offset " +
                 std::to_string(parse_error.offset) + ")");
  std::string kind = ParamValue(spec, "kind", "term");
  if (!ParseEntityKind(kind)) BadParam(spec, "kind", "unknown entity kind '" + kind + "'");
  const auto limit = static_cast<int32_t>(
      PositiveParam(spec, "time-limit", kDefaultTimeLimit, std::numeric_limits<int32_t>::max()));
  const int64_t budget =
      PositiveParam(spec, "time-budget", kDefaultTimeBudget, std::numeric_limits<int32_t>::max());
  return std::make_unique<PatternCheck>(std::move(pattern), kind, limit, budget);
}

}  // namespace concord
