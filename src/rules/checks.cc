#include "rules/checks.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bitset>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <unordered_set>

#include "base/error.h"
#include "extract/entities.h"
#include "text/icu_util.h"
#include "text/unicode.h"

namespace concord {
namespace {

constexpr size_t kUnitValueChars = 120;

// The units of one side of a bead, and the words and numbers of their normalized text, indexed
// only when an entity of the other side is not found among this side's entities of its kind:
// most beads never need it, and a clean pair of editions never builds one.
class BeadSide {
 public:
  BeadSide(const Edition& e, const BeadUnits& units) : edition_(e), units_(units) {}
  const BeadUnits& units() const { return units_; }
  const TextIndex& index() const {
    if (!index_) {
      std::string joined;
      for (int u : units_) joined += edition_.units[static_cast<size_t>(u)].text + " ";
      index_.emplace(NormalizeKeyOutsideCjk(joined));
    }
    return *index_;
  }

 private:
  const Edition& edition_;
  const BeadUnits& units_;
  mutable std::optional<TextIndex> index_;
};

std::string Param(const RuleSpec& spec, const std::string& key, const std::string& fallback) {
  auto it = spec.params.find(key);
  return it == spec.params.end() || it->second.values.empty() ? fallback : it->second.values[0];
}

[[noreturn]] void BadParam(const RuleSpec& spec, const std::string& key, const std::string& why) {
  const RuleParam& p = spec.params.at(key);
  throw InputError(spec.path, p.line, p.col, why);
}

// Fills rule, severity and message of a finding whose other fields are set.
void Finish(const CheckContext& ctx, const RuleSpec& rule, Finding* f) {
  f->rule = rule.id;
  f->severity = rule.severity;
  const Edition& present = f->missing_in == Side::kA ? ctx.b : ctx.a;
  const Edition& missing = f->missing_in == Side::kA ? ctx.a : ctx.b;
  const MessageVar vars[] = {
      {"value", f->value},           {"kind", f->kind},         {"rule", rule.id},
      {"present", present.lang},     {"missing", missing.lang}, {"present_path", present.path},
      {"missing_path", missing.path}};
  f->message = FormatMessage(rule.message, vars);
}

std::string CutToChars(std::string_view text, size_t max_chars) {
  size_t pos = 0, n = 0;
  while (pos < text.size() && n < max_chars) {
    NextCodePoint(text, &pos);
    ++n;
  }
  return std::string(text.substr(0, pos));
}

// Calls f(word) for each Latin word of NormalizeKeyOutsideCjk(text): maximal runs of Latin
// letters and ASCII digits.
template <typename F>
void ForEachLatinWord(std::string_view text, F f) {
  const std::string key = NormalizeKeyOutsideCjk(text);
  size_t word = 0, pos = 0;  // the current word is key[word, pos)
  while (pos <= key.size()) {
    const size_t here = pos;
    char32_t c = pos < key.size() ? NextCodePoint(key, &pos) : (++pos, U' ');
    if ((ScriptOf(c) == Script::kLatin && IsLetter(c)) || (c >= '0' && c <= '9')) continue;
    if (here > word) f(std::string_view(key).substr(word, here - word));
    word = pos;
  }
}

// ForEachLatinWord for a text whose words are ASCII, among full-width punctuation and the
// characters that NormalizeKeyOutsideCjk drops: each word as written (not yet lower-cased),
// without normalizing the text first. Stops and returns false at any other character (an
// accented letter, a full-width letter), having called f for the words ended before it.
// Reads 16 bytes at a time where SSE2 is there: the words are the runs of ASCII letters and
// digits up to the next byte that needs a look of its own.
template <typename F>
bool ForEachAsciiWord(std::string_view text, F f) {
  bool in_word = false;
  size_t word = 0;  // where the current word starts
  // Bytes [pos, pos + length) hold no code point that needs a look of its own; bit i of
  // `alnum` says whether byte pos + i is an ASCII letter or digit.
  auto runs = [&](size_t pos, unsigned alnum, unsigned length) {
    const unsigned all = (1u << length) - 1;  // length <= 16
    for (unsigned i = 0;;) {
      const unsigned flips = (in_word ? ~alnum : alnum) & all & ~((1u << i) - 1);
      if (flips == 0) return;
      i = static_cast<unsigned>(__builtin_ctz(flips));
      if (in_word)
        f(text.substr(word, pos + i - word));
      else
        word = pos + i;
      in_word = !in_word;
    }
  };
  const auto alnum = unicode_internal::IsAsciiAlnum;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  size_t pos = 0;
  while (pos < text.size()) {
#ifdef __SSE2__
    if (pos + 18 <= text.size()) {
      const ByteMasks c = ClassifyBytes(p + pos);
      const unsigned length =
          c.other_lead ? static_cast<unsigned>(__builtin_ctz(c.other_lead)) : 16;
      runs(pos, c.digit | c.upper | c.lower, length);
      pos += length;
      if (length == 16) continue;
    }
    // 16 bytes may end inside a code point whose lead byte made a separator: its last bytes.
    if ((p[pos] & 0xC0) == 0x80) {
      ++pos;
      continue;
    }
#endif
    const size_t here = pos;
    char32_t c = NextCodePoint(text, &pos);
    if (alnum(c)) {
      if (!in_word) word = here;
      in_word = true;
      continue;
    }
    if (c >= 0xFF01 && c <= 0xFF5E && alnum(c - 0xFEE0)) return false;
    // Separators: none of these is a Latin letter or digit, nor becomes one under NFKC.
    if (c < 0x80 || (c >= 0xFF01 && c <= 0xFF5E) || (c >= 0x3000 && c <= 0x303F) ||
        (c >= 0x2000 && c <= 0x206F) || c == 0x00A0 || c == 0x00B7 || c == 0x30FB ||
        [s = ScriptOf(c)] { return s == Script::kHan || s == Script::kHangul; }()) {
      if (in_word) f(text.substr(word, here - word));
      in_word = false;
      continue;
    }
    return false;
  }
  if (in_word) f(text.substr(word));
  return true;
}

// Of the words `wanted`, those that edition `e` writes anywhere in Latin script: one pass over
// the edition for all the words a rule asks about, each word of the text checked against the
// (few) wanted ones.
std::unordered_set<std::string> WordsWritten(const Edition& e,
                                             const std::unordered_set<std::string>& wanted) {
  std::unordered_set<std::string> found;
  if (wanted.empty()) return found;
  // A bit per (length, first, last byte) of the wanted words, 4 bits of each (the same for an
  // ASCII letter in either case): most words of the text are rejected by it. The others are
  // compared, in place and ignoring ASCII case, with the wanted words of their first letter.
  auto sketch = [](std::string_view w) {
    return ((w.size() & 15) << 8) | ((static_cast<unsigned char>(w.front()) & 15u) << 4) |
           (static_cast<unsigned char>(w.back()) & 15u);
  };
  std::bitset<4096> sketches;
  std::array<std::vector<const std::string*>, 256> by_first;  // the wanted words are lower case
  for (const std::string& w : wanted) {
    if (w.empty()) continue;
    sketches.set(sketch(w));
    by_first[static_cast<unsigned char>(w.front())].push_back(&w);
  }
  auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  auto check = [&](std::string_view word) {
    if (!sketches.test(sketch(word))) return;
    for (const std::string* w : by_first[static_cast<unsigned char>(lower(word.front()))]) {
      if (w->size() != word.size()) continue;
      if (std::equal(word.begin(), word.end(), w->begin(),
                     [&](char x, char y) { return lower(x) == y; }))
        found.insert(*w);
    }
  };
  for (const Unit& u : e.units)
    if (!ForEachAsciiWord(u.text, check)) ForEachLatinWord(u.text, check);
  return found;
}

// ---- entity-parity ----

constexpr size_t kKinds = std::size(kAllEntityKinds);

// CheckContext::by_kind_a or by_kind_b, filled on first use.
const EntitiesByKind& ByKind(const CheckContext& ctx, Side side) {
  const Edition& e = side == Side::kA ? ctx.a : ctx.b;
  EntitiesByKind& index = side == Side::kA ? ctx.by_kind_a : ctx.by_kind_b;
  if (index.start.size() != e.units.size() * kKinds + 1) {
    index.entities.clear();
    index.start.assign(1, 0);
    index.start.reserve(e.units.size() * kKinds + 1);
    index.per_kind.fill(0);
    size_t total = 0;
    for (const Unit& u : e.units) total += u.entities.size();
    index.entities.resize(total);
    // A unit's entities are counted by kind, then each is put in its kind's place: two passes
    // over them, not one per kind.
    for (size_t i = 0; i < e.units.size(); ++i) {
      const std::vector<Entity>& entities = e.units[i].entities;
      std::array<uint32_t, kKinds> at{};
      for (const Entity& ent : entities) ++at[static_cast<size_t>(ent.kind)];
      uint32_t next = index.start.back();
      for (size_t k = 0; k < kKinds; ++k) {
        index.per_kind[k] += at[k];
        const uint32_t count = at[k];
        at[k] = next;
        next += count;
        index.start.push_back(next);
      }
      for (const Entity& ent : entities) index.entities[at[static_cast<size_t>(ent.kind)]++] = &ent;
    }
  }
  return index;
}

// Unit u's entities of kind k.
std::span<const Entity* const> EntitiesOf(const EntitiesByKind& index, int u, EntityKind k) {
  const size_t slot = static_cast<size_t>(u) * kKinds + static_cast<size_t>(k);
  return {index.entities.data() + index.start[slot], index.start[slot + 1] - index.start[slot]};
}

class EntityParityCheck : public Check {
 public:
  explicit EntityParityCheck(EntityKind kind) : kind_(kind) {}

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    const EntitiesByKind& by_kind_a = ByKind(ctx, Side::kA);
    const EntitiesByKind& by_kind_b = ByKind(ctx, Side::kB);
    const auto k = static_cast<size_t>(kind_);
    if (by_kind_a.per_kind[k] == 0 && by_kind_b.per_kind[k] == 0) return;  // nothing to compare
    std::vector<std::string_view> keys_a, keys_b;  // reused: most beads have a few keys
    std::vector<Pending> pending;  // one-word names, decided once every bead has been seen
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (bead.a.empty() || bead.b.empty()) continue;  // unit-parity speaks for those
      Keys(by_kind_a, bead.a, &keys_a);
      Keys(by_kind_b, bead.b, &keys_b);
      if (keys_a.empty() && keys_b.empty()) continue;
      BeadSide a(ctx.a, bead.a), b(ctx.b, bead.b);
      Report(ctx, rule, static_cast<int>(bi), Side::kA, a, b, keys_b, out, &pending);
      Report(ctx, rule, static_cast<int>(bi), Side::kB, b, a, keys_a, out, &pending);
    }
    ReportWrittenElsewhere(ctx, std::move(pending), out);
  }

 private:
  struct Pending {
    Finding finding;
    std::string key;
  };

  // Up to this many keys are searched one by one; more are sorted and searched by halves.
  static constexpr size_t kLinearKeys = 16;

  // The keys of this kind's entities on one side, sorted when there are many.
  void Keys(const EntitiesByKind& by_kind, const BeadUnits& units,
            std::vector<std::string_view>* keys) const {
    keys->clear();
    for (int u : units)
      for (const Entity* ent : EntitiesOf(by_kind, u, kind_)) keys->push_back(ent->key);
    if (keys->size() > kLinearKeys) std::sort(keys->begin(), keys->end());
  }

  // A one-word name that the other edition never writes in Latin script is one its translator
  // always renders in their own script (Google → 谷歌, Question → 问题): a translation choice,
  // not drift. A name of two or more words (a person, a product) is always checked. Whether
  // the other edition writes it is asked once per run, for all such names together.
  bool MaybeTranslatedThroughout(const std::string& key) const {
    return kind_ == EntityKind::kName && key.find(' ') == std::string::npos;
  }

  // Reports the pending findings whose word (in any plural form) the edition that lacks it
  // here does write somewhere else.
  void ReportWrittenElsewhere(const CheckContext& ctx, std::vector<Pending> pending,
                              std::vector<Finding>* out) const {
    std::unordered_set<std::string> wanted[2];  // by the side that lacks the word
    for (const Pending& p : pending)
      for (std::string& form : PluralForms(p.key))
        wanted[p.finding.missing_in == Side::kA ? 0 : 1].insert(std::move(form));
    const std::unordered_set<std::string> written[2] = {WordsWritten(ctx.a, wanted[0]),
                                                        WordsWritten(ctx.b, wanted[1])};
    for (Pending& p : pending) {
      const auto& words = written[p.finding.missing_in == Side::kA ? 0 : 1];
      for (const std::string& form : PluralForms(p.key)) {
        if (words.count(form)) {
          out->push_back(std::move(p.finding));
          break;
        }
      }
    }
  }

  // Whether an entity of `present` with `key` can be found on the other side: as the same
  // entity, or in its text (a name the other side writes inside a title, a number inside a
  // name). Numbers stand alone; words must be whole.
  bool Found(const std::string& key, const BeadSide& other,
             const std::vector<std::string_view>& other_keys) const {
    const bool listed =
        other_keys.size() > kLinearKeys
            ? std::binary_search(other_keys.begin(), other_keys.end(), std::string_view(key))
            : std::find(other_keys.begin(), other_keys.end(), std::string_view(key)) !=
                  other_keys.end();
    if (listed) return true;
    if (kind_ == EntityKind::kNumber) return other.index().HasNumber(key);
    return other.index().HasWords(key);
  }

  void Report(const CheckContext& ctx, const RuleSpec& rule, int bead, Side side,
              const BeadSide& here, const BeadSide& other,
              const std::vector<std::string_view>& other_keys, std::vector<Finding>* out,
              std::vector<Pending>* pending) const {
    const EntitiesByKind& by_kind = ByKind(ctx, side);
    // Keys reported here already: a set, for a unit can hold many thousands of them.
    std::unordered_set<std::string_view> reported;
    for (int u : here.units()) {
      for (const Entity* entity : EntitiesOf(by_kind, u, kind_)) {
        const Entity& ent = *entity;
        if (reported.count(ent.key) || Found(ent.key, other, other_keys)) continue;
        reported.insert(ent.key);
        Finding f;
        f.kind = std::string(EntityKindName(kind_));
        const Edition& edition = side == Side::kA ? ctx.a : ctx.b;
        f.value = EntityValue(edition.units[static_cast<size_t>(u)], ent);
        f.missing_in = Other(side);
        f.bead = bead;
        (side == Side::kA ? f.a_unit : f.b_unit) = u;
        (side == Side::kA ? f.b_unit : f.a_unit) = other.units().front();
        f.begin = ent.begin;
        f.end = ent.end;
        Finish(ctx, rule, &f);
        if (MaybeTranslatedThroughout(ent.key))
          pending->push_back({std::move(f), ent.key});
        else
          out->push_back(std::move(f));
      }
    }
  }

  EntityKind kind_;
};

std::unique_ptr<Check> MakeEntityParity(const RuleSpec& spec) {
  std::string kind = Param(spec, "kind", "");
  auto k = ParseEntityKind(kind);
  if (!k) {
    std::vector<std::string> kinds;
    for (EntityKind e : kAllEntityKinds) kinds.emplace_back(EntityKindName(e));
    BadParam(spec, "kind", UnknownValue("entity kind", kind, kinds));
  }
  return std::make_unique<EntityParityCheck>(*k);
}

// ---- unit-parity ----

class UnitParityCheck : public Check {
 public:
  explicit UnitParityCheck(std::set<UnitKind> kinds) : kinds_(std::move(kinds)) {}

  void Run(const CheckContext& ctx, const RuleSpec& rule,
           std::vector<Finding>* out) const override {
    for (size_t bi = 0; bi < ctx.beads.size(); ++bi) {
      const Bead& bead = ctx.beads[bi];
      if (!bead.a.empty() && !bead.b.empty()) continue;
      Side present = bead.a.empty() ? Side::kB : Side::kA;
      const Edition& e = present == Side::kA ? ctx.a : ctx.b;
      for (int u : present == Side::kA ? bead.a : bead.b) {
        const Unit& unit = e.units[static_cast<size_t>(u)];
        if (!kinds_.count(unit.kind)) continue;
        Finding f;
        f.kind = std::string(UnitKindName(unit.kind));
        f.value = CutToChars(unit.text, kUnitValueChars);
        f.missing_in = Other(present);
        f.bead = static_cast<int>(bi);
        (present == Side::kA ? f.a_unit : f.b_unit) = u;
        f.end = unit.text.size();
        Finish(ctx, rule, &f);
        out->push_back(std::move(f));
      }
    }
  }

 private:
  std::set<UnitKind> kinds_;
};

std::unique_ptr<Check> MakeUnitParity(const RuleSpec& spec) {
  std::set<UnitKind> kinds = {UnitKind::kHeading, UnitKind::kParagraph, UnitKind::kListItem};
  auto it = spec.params.find("kinds");
  if (it != spec.params.end()) {
    kinds.clear();
    for (const std::string& v : it->second.values) {
      bool ok = false;
      for (UnitKind k : {UnitKind::kHeading, UnitKind::kParagraph, UnitKind::kListItem}) {
        if (UnitKindName(k) == v) {
          kinds.insert(k);
          ok = true;
        }
      }
      if (!ok)
        BadParam(spec, "kinds",
                 UnknownValue("unit kind", v, {"heading", "paragraph", "list-item"}));
    }
  }
  return std::make_unique<UnitParityCheck>(std::move(kinds));
}

// ---- pattern ----

// The regex engine's unit of work: ICU counts time in ticks of 10,000 backtracking steps
// (state saves); `time-limit` bounds one search, `time-budget` all searches of the rule.
constexpr int32_t kDefaultTimeLimit = 1000;
constexpr int64_t kDefaultTimeBudget = 5000;

// "rule 'ID' (FILE): what": every failure of a rule starts so, which is how SettleBudgets
// finds a rule's failures in a report.
std::string RuleFailureText(const RuleSpec& rule, const std::string& what) {
  return "rule '" + rule.id + "' (" + rule.path + "): " + what;
}

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
      Finish(ctx, rule, &f);
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
  const std::string text = Param(spec, key, "");
  int64_t value = 0;
  bool ok = !text.empty() && text.size() <= 18;
  for (char c : text) ok = ok && c >= '0' && c <= '9';
  if (ok) value = std::stoll(text);
  if (!ok || value < 1 || value > max)
    BadParam(spec, key,
             key + " must be a positive whole number (at most " + std::to_string(max) + ")");
  return value;
}

std::unique_ptr<Check> MakePattern(const RuleSpec& spec) {
  const std::string source = Param(spec, "pattern", "");
  UParseError parse_error{};
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::RegexPattern> pattern(
      icu::RegexPattern::compile(icu::UnicodeString::fromUTF8(source), 0, parse_error, status));
  if (U_FAILURE(status))
    BadParam(spec, "pattern",
             std::string("invalid ICU regex (") + u_errorName(status) + " at offset " +
                 std::to_string(parse_error.offset) + ")");
  std::string kind = Param(spec, "kind", "term");
  if (!ParseEntityKind(kind)) BadParam(spec, "kind", "unknown entity kind '" + kind + "'");
  const auto limit = static_cast<int32_t>(
      PositiveParam(spec, "time-limit", kDefaultTimeLimit, std::numeric_limits<int32_t>::max()));
  const int64_t budget =
      PositiveParam(spec, "time-budget", kDefaultTimeBudget, std::numeric_limits<int32_t>::max());
  return std::make_unique<PatternCheck>(std::move(pattern), kind, limit, budget);
}

}  // namespace

const std::vector<CheckInfo>& CheckRegistry() {
  static const std::vector<CheckInfo> registry = {
      {"entity-parity",
       "an entity of one kind present on one side of an aligned bead is absent on the other",
       {{"kind", "entity kind: name, title, email, url, number, code or term", true}},
       MakeEntityParity},
      {"pattern",
       "an ICU regex matches a different number of times on the two sides of an aligned bead",
       {{"pattern", "ICU regular expression", true},
        {"kind", "finding kind to report (an entity kind; default term)", false},
        {"time-limit",
         "ICU time limit of one search, in ticks of 10,000 backtracking steps "
         "(default 1000)",
         false},
        {"time-budget",
         "ticks all searches of the rule may take in one run; past it the rule "
         "stops with a warning (default 5000)",
         false}},
       MakePattern},
      {"unit-parity",
       "a unit (heading, paragraph, list item) has no counterpart in the other edition",
       {{"kinds", "unit kinds to report: heading, paragraph, list-item (default all)", false,
         true}},
       MakeUnitParity},
  };
  return registry;
}

void SettleBudgets(const RuleSet& rules, std::span<Report* const> reports) {
  if (reports.empty()) return;
  for (const Rule& rule : rules.rules) {
    if (!rule.check || !rule.check->BudgetExceeded()) continue;
    const std::string& id = rule.spec.id;
    const std::string prefix = RuleFailureText(rule.spec, "");
    for (Report* r : reports) {
      std::erase_if(r->findings, [&](const Finding& f) { return f.rule == id; });
      std::erase_if(r->rule_failures,
                    [&](const std::string& m) { return m.rfind(prefix, 0) == 0; });
    }
    reports.front()->rule_failures.push_back(rule.check->BudgetFailure(rule.spec));
  }
}

const CheckInfo* FindCheck(std::string_view name) {
  for (const CheckInfo& c : CheckRegistry())
    if (c.name == name) return &c;
  return nullptr;
}

}  // namespace concord
