// concord_bench — the throughput of each concord stage, measured in the same run as ICU's bare
// stages over the same bytes, so that the numbers carry over between machines: "0.5× word
// break" means half as fast as ICU's word break iterator on the same text.
//
//   concord_bench --pair=/tmp/bench/pair-1000            # a dir with zh.txt and ko.txt
//   CONCORD_BENCH_PAIR=/tmp/bench/pair-100 concord_bench --benchmark_filter=concord/
//   concord_bench --benchmark_min_time=0.01              # a quick smoke run
//
// Default input: the embedded corpus pair (corpus/{zh,ko}/conclusion.txt). Every benchmark
// counts the bytes of both editions per iteration (the single-file word breaks count their
// own file), so bytes/s compare across stages. Google Benchmark prints its usual table; then
// a ratio table follows, each concord stage against each ICU stage, and the targets of issue
// 19 that these stages measure, each with whether it is met.
#include <benchmark/benchmark.h>
#include <unicode/brkiter.h>
#include <unicode/bytestream.h>
#include <unicode/normalizer2.h>
#include <unicode/unistr.h>
#include <unicode/uscript.h>
#include <unicode/utf8.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "align/aligner.h"
#include "base/error.h"
#include "extract/entities.h"
#include "model.h"
#include "pipeline.h"
#include "report/writers.h"
#include "rules/checks.h"
#include "rules/knowledge.h"
#include "rules/rule_set.h"
#include "rules/rules.h"
#include "segment/segmenter.h"
#include "text/document.h"
#include "text/icu_util.h"
#include "text/unicode.h"

namespace concord {
namespace {

// The two editions as they are on disk, read once; every benchmark starts from these bytes.
struct Pair {
  std::string source;          // what the user named: the directory, or the embedded corpus
  std::string path_a, path_b;  // zh, ko
  std::string bytes_a, bytes_b;
  int64_t size() const { return static_cast<int64_t>(bytes_a.size() + bytes_b.size()); }
};

std::string ReadBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream bytes;
  if (!(in && bytes << in.rdbuf())) throw InputError(path, 0, 0, "cannot read");
  return bytes.str();
}

// `dir` holds zh.txt and ko.txt, as tools/bench/gen_corpus.py writes them; empty: the
// embedded corpus pair. Throws InputError.
Pair LoadPair(const std::string& dir) {
  Pair pair;
  if (dir.empty()) {
    pair.source = "embedded corpus pair";
    pair.path_a = CONCORD_SOURCE_DIR "/corpus/zh/conclusion.txt";
    pair.path_b = CONCORD_SOURCE_DIR "/corpus/ko/conclusion.txt";
  } else {
    pair.source = dir;
    pair.path_a = dir + "/zh.txt";
    pair.path_b = dir + "/ko.txt";
  }
  pair.bytes_a = ReadBytes(pair.path_a);
  pair.bytes_b = ReadBytes(pair.path_b);
  return pair;
}

CheckOptions BenchOptions() {
  CheckOptions options;
  options.rules_dir = CONCORD_SOURCE_DIR "/rules";
  return options;
}

// The input of every concord stage, made once by running the stages before it, so that each
// benchmark times its own stage only. Built on first use: a run filtered to the ICU stages
// never pays for it.
struct Prepared {
  CheckOptions options = BenchOptions();
  EntityExtractor extract;
  RuleSet rules;
  Document doc_a, doc_b;
  Edition a, b;   // segmented, entities extracted
  Report report;  // aligned and checked: what the writers write
};

const Prepared& Prepare(const Pair& pair) {
  static std::unique_ptr<Prepared> prepared;
  if (prepared) return *prepared;
  auto p = std::make_unique<Prepared>();
  p->rules = ActiveRules(p->options);
  p->doc_a = DecodeDocument(pair.path_a, pair.bytes_a);
  p->doc_b = DecodeDocument(pair.path_b, pair.bytes_b);
  p->a = BuildEdition(p->doc_a, "", InputFormat::kText, p->extract);
  p->b = BuildEdition(p->doc_b, "", InputFormat::kText, p->extract);
  p->report = CheckLoaded(p->a, p->b, p->rules, p->options);
  prepared = std::move(p);
  return *prepared;
}

// "9.42 MB", "41.3 kB": sizes of editions and reports.
std::string Size(double bytes) {
  char s[32];
  if (bytes >= 1e6) {
    std::snprintf(s, sizeof s, "%.2f MB", bytes / 1e6);
  } else {
    std::snprintf(s, sizeof s, "%.1f kB", bytes / 1e3);
  }
  return s;
}

// Keeps nothing a writer writes, only counts it: the timing is the writer's own work, not a
// growing string's, and the buffer spares it a virtual call per character as a file would.
class DiscardBuffer : public std::streambuf {
 public:
  DiscardBuffer() { setp(buffer_, buffer_ + sizeof buffer_); }
  size_t written() const { return flushed_ + static_cast<size_t>(pptr() - pbase()); }

 protected:
  int_type overflow(int_type c) override {
    flushed_ += static_cast<size_t>(pptr() - pbase());
    setp(buffer_, buffer_ + sizeof buffer_);
    if (!traits_type::eq_int_type(c, traits_type::eof())) ++flushed_;
    return traits_type::not_eof(c);
  }

 private:
  char buffer_[1 << 14];
  size_t flushed_ = 0;
};

// ---- ICU's bare stages, over UTF-8 in place as concord reads it ----

// Boundaries `it` finds in `text`.
int64_t CountBoundaries(icu::BreakIterator& it, std::string_view text) {
  Utf8Text utext(text);
  IcuStatus status;
  it.setText(utext.get(), status);
  status.assertSuccess();
  int64_t boundaries = 0;
  while (it.next() != icu::BreakIterator::DONE) ++boundaries;
  return boundaries;
}

// Runs of one script, Common and Inherited code points joining the run they stand in: the
// grouping concord's ScriptRuns makes, with nothing else. ICU 72 has no public script-run
// API (usc_impl.h is internal), so this is a loop over uscript_getScript.
int64_t CountScriptRuns(std::string_view text) {
  const auto* s = reinterpret_cast<const uint8_t*>(text.data());
  const auto n = static_cast<int32_t>(text.size());
  int64_t runs = 0;
  UScriptCode run = USCRIPT_INVALID_CODE;
  for (int32_t i = 0; i < n;) {
    UChar32 c;
    U8_NEXT(s, i, n, c);
    UErrorCode status = U_ZERO_ERROR;  // a bare UErrorCode: this loop is the reference
    UScriptCode script = uscript_getScript(c, &status);
    if (U_FAILURE(status)) throw std::runtime_error("uscript_getScript failed");
    if (script == USCRIPT_COMMON || script == USCRIPT_INHERITED || script == run) continue;
    run = script;
    ++runs;
  }
  return runs;
}

using BreakerFactory = icu::BreakIterator* (*)(const icu::Locale&, UErrorCode&);

template <BreakerFactory create>
std::unique_ptr<icu::BreakIterator> Breaker(const char* lang) {
  IcuStatus status;
  std::unique_ptr<icu::BreakIterator> it(create(icu::Locale(lang), status));
  status.assertSuccess();
  return it;
}
constexpr auto WordBreaker = Breaker<icu::BreakIterator::createWordInstance>;
constexpr auto SentenceBreaker = Breaker<icu::BreakIterator::createSentenceInstance>;

// ---- concord's stages: each times one library call over the output of the stages before ----

void Decode(benchmark::State& state, const Pair& pair) {
  for (auto _ : state) {
    Document a = DecodeDocument(pair.path_a, pair.bytes_a);
    Document b = DecodeDocument(pair.path_b, pair.bytes_b);
    benchmark::DoNotOptimize(a.text.data());
    benchmark::DoNotOptimize(b.text.data());
  }
}

// Times stage(p) over the prepared pair, and labels the run with the count stage returned.
template <typename Stage>
void CountingStage(benchmark::State& state, const Pair& pair, const char* what, Stage stage) {
  const Prepared& p = Prepare(pair);
  size_t count = 0;
  for (auto _ : state) {
    count = stage(p);
    benchmark::DoNotOptimize(count);
  }
  state.SetLabel(std::to_string(count) + " " + what);
}

void Segment(benchmark::State& state, const Pair& pair) {
  CountingStage(state, pair, "units", [](const Prepared& p) {
    return SegmentPlainText(p.doc_a).size() + SegmentPlainText(p.doc_b).size();
  });
}

// ExtractAll, as BuildEdition runs it: it fills the units' entities in place, so it runs over
// copies of the units, each run replacing what the run before found.
void Extract(benchmark::State& state, const Pair& pair) {
  const Prepared& prepared = Prepare(pair);
  std::vector<Unit> units[] = {prepared.a.units, prepared.b.units};
  CountingStage(state, pair, "entities", [&units](const Prepared& p) {
    size_t entities = 0;
    for (std::vector<Unit>& edition : units) {
      p.extract.ExtractAll(&edition);
      for (const Unit& u : edition) entities += u.entities.size();
    }
    return entities;
  });
}

void Align(benchmark::State& state, const Pair& pair) {
  CountingStage(state, pair, "beads",
                [](const Prepared& p) { return AlignUnits(p.a, p.b, p.options.align).size(); });
}

// The run's knowledge of the pair alone (rules/knowledge.h), which "rules" builds first when a
// rule needs it (the default rules do): the part of the rules stage that learns from every
// bead before any check runs.
void Knowledge(benchmark::State& state, const Pair& pair) {
  CountingStage(state, pair, "languages", [](const Prepared& p) {
    const AlignedPair aligned{&p.report.a, &p.report.b, &p.report.alignment};
    return BuildRunKnowledge(std::span(&aligned, 1), 1).prose.size();
  });
}

// The checks alone over the prepared alignment, as CheckLoaded runs them (its by-kind entity
// index and the pair's knowledge built each time, as in every run); suppressions and sorting
// are left to "whole".
void Rules(benchmark::State& state, const Pair& pair) {
  CountingStage(state, pair, "findings", [](const Prepared& p) {
    std::optional<RunKnowledge> knowledge;
    if (NeedsKnowledge(p.rules)) {
      const AlignedPair aligned{&p.report.a, &p.report.b, &p.report.alignment};
      knowledge = BuildRunKnowledge(std::span(&aligned, 1), 1);  // one thread, as every stage here
    }
    const CheckContext ctx{p.report.a, p.report.b, p.report.alignment, true,
                           knowledge ? &*knowledge : nullptr};
    std::vector<Finding> found;
    for (const Rule& rule : p.rules.rules)
      if (rule.spec.enabled) rule.check->Run(ctx, rule.spec, &found);
    return found.size();
  });
}

void Write(benchmark::State& state, const Pair& pair, const Writer& writer) {
  const Prepared& p = Prepare(pair);
  size_t written = 0;
  for (auto _ : state) {
    DiscardBuffer buffer;
    std::ostream out(&buffer);
    writer.check(p.report, {}, out);
    written = buffer.written();
  }
  state.SetLabel(Size(static_cast<double>(written)) + " out");
}

// CheckEditions after its two file reads: loading the rules and building the extractor
// included, as every run of concord pays for them; no writer.
void Whole(benchmark::State& state, const Pair& pair) {
  const CheckOptions options = BenchOptions();
  for (auto _ : state) {
    RuleSet rules = ActiveRules(options);
    EntityExtractor extract;
    Edition a = BuildEdition(DecodeDocument(pair.path_a, pair.bytes_a), options.lang_a,
                             InputFormat::kText, extract);
    Edition b = BuildEdition(DecodeDocument(pair.path_b, pair.bytes_b), options.lang_b,
                             InputFormat::kText, extract);
    Report report = CheckLoaded(std::move(a), std::move(b), rules, options);
    benchmark::DoNotOptimize(report.findings.data());
  }
}

// ---- ICU's stages, the ICU objects made before the loop ----

icu::StringPiece Piece(const std::string& text) {
  return icu::StringPiece(text.data(), static_cast<int32_t>(text.size()));
}

void IcuToUtf16(benchmark::State& state, const Pair& pair) {
  for (auto _ : state) {
    for (const std::string* text : {&pair.bytes_a, &pair.bytes_b}) {
      icu::UnicodeString utf16 = icu::UnicodeString::fromUTF8(Piece(*text));
      benchmark::DoNotOptimize(utf16.getBuffer());
    }
  }
}

void IcuScriptRuns(benchmark::State& state, const Pair& pair) {
  for (auto _ : state) {
    benchmark::DoNotOptimize(CountScriptRuns(pair.bytes_a) + CountScriptRuns(pair.bytes_b));
  }
}

// The boundaries of both editions, each with its language's iterator from `make`.
void IcuBreakBoth(benchmark::State& state, const Pair& pair,
                  std::unique_ptr<icu::BreakIterator> (*make)(const char* lang)) {
  auto zh = make("zh");
  auto ko = make("ko");
  for (auto _ : state) {
    benchmark::DoNotOptimize(CountBoundaries(*zh, pair.bytes_a) +
                             CountBoundaries(*ko, pair.bytes_b));
  }
}

void IcuSentenceBreak(benchmark::State& state, const Pair& pair) {
  IcuBreakBoth(state, pair, SentenceBreaker);
}

void IcuWordBreakZh(benchmark::State& state, const Pair& pair) {
  auto zh = WordBreaker("zh");
  for (auto _ : state) benchmark::DoNotOptimize(CountBoundaries(*zh, pair.bytes_a));
}

void IcuWordBreakKo(benchmark::State& state, const Pair& pair) {
  auto ko = WordBreaker("ko");
  for (auto _ : state) benchmark::DoNotOptimize(CountBoundaries(*ko, pair.bytes_b));
}

void IcuWordBreak(benchmark::State& state, const Pair& pair) {
  IcuBreakBoth(state, pair, WordBreaker);
}

void IcuNfkc(benchmark::State& state, const Pair& pair) {
  IcuStatus status;
  const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
  status.assertSuccess();
  std::string out;
  for (auto _ : state) {
    for (const std::string* text : {&pair.bytes_a, &pair.bytes_b}) {
      out.clear();
      icu::StringByteSink<std::string> sink(&out);
      nfkc->normalizeUTF8(0, Piece(*text), sink, nullptr, status);
      status.assertSuccess();
      benchmark::DoNotOptimize(out.data());
    }
  }
}

// The ICU bound: one pass over each edition doing what a pipeline built on ICU does to every
// byte before it can look at any entity (UTF-8 → UTF-16, script runs, sentence break, NFKC),
// with nothing done with the results. Its time per byte is the sum of those four stages'; the
// whole check is held against it (issue 19: at least 0.6× its MB/s).
void IcuBound(benchmark::State& state, const Pair& pair) {
  IcuStatus status;
  const icu::Normalizer2* nfkc = icu::Normalizer2::getNFKCInstance(status);
  status.assertSuccess();
  auto zh = SentenceBreaker("zh");
  auto ko = SentenceBreaker("ko");
  std::string normalized;
  for (auto _ : state) {
    for (const auto& [text, sentences] :
         {std::pair{&pair.bytes_a, zh.get()}, std::pair{&pair.bytes_b, ko.get()}}) {
      icu::UnicodeString utf16 = icu::UnicodeString::fromUTF8(Piece(*text));
      benchmark::DoNotOptimize(utf16.getBuffer());
      benchmark::DoNotOptimize(CountScriptRuns(*text));
      benchmark::DoNotOptimize(CountBoundaries(*sentences, *text));
      normalized.clear();
      icu::StringByteSink<std::string> sink(&normalized);
      nfkc->normalizeUTF8(0, Piece(*text), sink, nullptr, status);
      status.assertSuccess();
      benchmark::DoNotOptimize(normalized.data());
    }
  }
}

// ---- The table of benchmarks ----

enum class Origin { kConcord, kIcu };

struct Stage {
  std::string name;   // the benchmark's name (--benchmark_filter matches it)
  std::string shown;  // its name in the ratio table
  Origin origin;
  int64_t bytes;                                            // input bytes one iteration reads
  std::function<void(benchmark::State&, const Pair&)> run;  // the timed loop; may set a label
};

// concord's stages in pipeline order, then ICU's. Bytes are those of both editions, except
// for the word breaks of one language.
std::vector<Stage> Stages(const Pair& pair) {
  const int64_t both = pair.size();
  const auto zh = static_cast<int64_t>(pair.bytes_a.size());
  const auto ko = static_cast<int64_t>(pair.bytes_b.size());
  std::vector<Stage> stages = {
      {"concord/decode", "decode", Origin::kConcord, both, Decode},
      {"concord/segment", "segment", Origin::kConcord, both, Segment},
      {"concord/extract", "extract", Origin::kConcord, both, Extract},
      {"concord/align", "align", Origin::kConcord, both, Align},
      {"concord/knowledge", "knowledge", Origin::kConcord, both, Knowledge},
      {"concord/rules", "rules", Origin::kConcord, both, Rules},
  };
  for (const Writer& writer : Writers()) {
    if (!writer.check) continue;  // a format without a check report
    const std::string name(writer.name);
    stages.push_back(
        {"concord/write_" + name, "write " + name, Origin::kConcord, both,
         [&writer](benchmark::State& state, const Pair& pair) { Write(state, pair, writer); }});
  }
  const std::vector<Stage> rest = {
      {"concord/whole", "whole", Origin::kConcord, both, Whole},
      {"icu/bound", "ICU bound", Origin::kIcu, both, IcuBound},
      {"icu/utf8_to_utf16", "utf8→utf16", Origin::kIcu, both, IcuToUtf16},
      {"icu/script_runs", "script runs", Origin::kIcu, both, IcuScriptRuns},
      {"icu/sentence_break", "sentence break", Origin::kIcu, both, IcuSentenceBreak},
      {"icu/word_break_zh", "word break zh", Origin::kIcu, zh, IcuWordBreakZh},
      {"icu/word_break_ko", "word break ko", Origin::kIcu, ko, IcuWordBreakKo},
      {"icu/word_break_zh_ko", "word break zh+ko", Origin::kIcu, both, IcuWordBreak},
      {"icu/nfkc", "NFKC", Origin::kIcu, both, IcuNfkc},
  };
  stages.insert(stages.end(), rest.begin(), rest.end());
  return stages;
}

// The ICU stages every concord stage is shown against, as columns of the ratio table, the
// main reference first.
const std::vector<std::string>& ReferenceColumns() {
  static const std::vector<std::string> columns = {"icu/bound",          "icu/word_break_zh_ko",
                                                   "icu/sentence_break", "icu/script_runs",
                                                   "icu/nfkc",           "icu/utf8_to_utf16"};
  return columns;
}

// One thread's wall time, in milliseconds as the stages on large pairs take; an error (bad
// input, a rule that fails) skips the benchmark with its message instead of ending the run.
// The minimum time is left to --benchmark_min_time (default 0.5 s), so a test can shorten it.
void Register(const Stage& stage, const Pair& pair) {
  auto run = [&stage, &pair](benchmark::State& state) {
    try {
      stage.run(state, pair);
    } catch (const std::exception& e) {
      state.SkipWithError(e.what());
      return;
    }
    state.SetBytesProcessed(state.iterations() * stage.bytes);
  };
  benchmark::RegisterBenchmark(stage.name.c_str(), run)
      ->UseRealTime()
      ->Unit(benchmark::kMillisecond);
}

// Shows the runs as --benchmark_format asks, and keeps each benchmark's bytes per second for
// the ratio table.
class RecordingReporter : public benchmark::BenchmarkReporter {
 public:
  // `display` belongs to the benchmark library (CreateDefaultDisplayReporter).
  explicit RecordingReporter(benchmark::BenchmarkReporter* display) : display_(display) {}

  bool ReportContext(const Context& context) override { return display_->ReportContext(context); }
  void ReportRuns(const std::vector<Run>& runs) override {
    display_->ReportRuns(runs);
    for (const Run& run : runs) {
      if (run.error_occurred) continue;
      // With --benchmark_repetitions the median stands for the benchmark.
      if (run.run_type == Run::RT_Aggregate && run.aggregate_name != "median") continue;
      auto speed = run.counters.find("bytes_per_second");
      if (speed != run.counters.end()) speeds_[run.run_name.function_name] = speed->second;
    }
  }
  void Finalize() override { display_->Finalize(); }

  // Bytes per second by benchmark name; only those that ran.
  const std::map<std::string, double>& speeds() const { return speeds_; }
  // Whether the runs went to the console, where a table can follow them.
  bool console() const { return dynamic_cast<benchmark::ConsoleReporter*>(display_) != nullptr; }

 private:
  benchmark::BenchmarkReporter* display_;
  std::map<std::string, double> speeds_;
};

// `text` padded with spaces to `columns` terminal columns (labels hold → and ×).
std::string Pad(const std::string& text, int columns, bool right) {
  std::string pad(std::max(0, columns - DisplayWidth(text)), ' ');
  return right ? pad + text : text + pad;
}

std::string Format(const char* format, double value) {
  char s[32];
  std::snprintf(s, sizeof s, format, value);
  return s;
}

std::string Ratio(double r) {
  const char* format = r >= 100 ? "%.0f×" : r >= 10 ? "%.1f×" : r >= 0.1 ? "%.2f×" : "%.3f×";
  return Format(format, r);
}

void PrintRatios(const Pair& pair, const std::vector<Stage>& stages,
                 const std::map<std::string, double>& speeds, std::ostream& out) {
  auto mb_per_s = [&](const Stage& s) -> std::optional<double> {
    auto it = speeds.find(s.name);
    if (it == speeds.end()) return std::nullopt;
    return it->second / 1e6;
  };
  std::vector<const Stage*> icu, ours, columns;
  for (const Stage& s : stages) {
    if (mb_per_s(s)) (s.origin == Origin::kIcu ? icu : ours).push_back(&s);
  }
  for (const std::string& name : ReferenceColumns()) {
    for (const Stage* s : icu)
      if (s->name == name) columns.push_back(s);
  }

  out << "\nInput: " << pair.source << " (zh " << Size(pair.bytes_a.size()) << " + ko "
      << Size(pair.bytes_b.size()) << "); MB/s = 10^6 input bytes per second of wall time\n";
  if (!icu.empty()) {
    out << "\n" << Pad("ICU bare stage", 18, false) << Pad("MB/s", 10, true) << "\n";
    for (const Stage* s : icu)
      out << Pad(s->shown, 18, false) << Pad(Format("%.1f", *mb_per_s(*s)), 10, true) << "\n";
  }
  if (ours.empty()) return;
  out << "\n" << Pad("concord stage", 17, false) << Pad("MB/s", 10, true);
  for (const Stage* c : columns) out << "  × " << c->shown;
  out << "\n";
  for (const Stage* s : ours) {
    const double speed = *mb_per_s(*s);
    out << Pad(s->shown, 17, false) << Pad(Format("%.1f", speed), 10, true);
    for (const Stage* c : columns)
      out << Pad(Ratio(speed / *mb_per_s(*c)), DisplayWidth("  × " + c->shown), true);
    out << "\n";
  }
  if (!columns.empty())
    out << "(× ICU stage: concord's MB/s over that stage's; above 1 is faster than ICU)\n";
}

// The targets of issue 19 that one run of this benchmark measures, each with its figure and
// whether it is met: the whole check against the ICU bound (MB/s over MB/s), and the check
// written in each format against the check written as JSON (time over time, a check's time
// being the whole check's plus its writer's). Rows whose benchmarks did not run are left out.
// The other targets are whole processes' (pofilter, the 10000× pair, peak memory):
// tools/bench/targets.py.
void PrintTargets(const std::vector<Stage>& stages, const std::map<std::string, double>& speeds,
                  std::ostream& out) {
  auto seconds_per_byte = [&](const std::string& name) -> std::optional<double> {
    auto it = speeds.find(name);
    if (it == speeds.end() || it->second <= 0) return std::nullopt;
    return 1 / it->second;
  };
  struct Target {
    std::string what;
    double figure;
    bool at_least;  // the figure must be ≥ bound; else ≤ bound
    double bound;
  };
  std::vector<Target> targets;
  const auto whole = seconds_per_byte("concord/whole");
  const auto bound = seconds_per_byte("icu/bound");
  if (whole && bound)
    targets.push_back({"whole check ÷ ICU bound, MB/s", *bound / *whole, true, 0.6});
  constexpr std::string_view kWrite = "concord/write_";
  const std::string json_stage = std::string(kWrite) + "json";
  const auto json = seconds_per_byte(json_stage);
  for (const Stage& s : stages) {
    const auto write = seconds_per_byte(s.name);
    if (!whole || !json || !write || !s.name.starts_with(kWrite) || s.name == json_stage) continue;
    targets.push_back({"check --format " + s.name.substr(kWrite.size()) + " ÷ json, time",
                       (*whole + *write) / (*whole + *json), false, 1.3});
  }
  if (targets.empty()) return;
  out << "\n"
      << Pad("target (issue 19)", 40, false) << Pad("figure", 9, true) << Pad("target", 9, true)
      << "  met\n";
  for (const Target& t : targets) {
    const bool met = t.at_least ? t.figure >= t.bound : t.figure <= t.bound;
    out << Pad(t.what, 40, false) << Pad(Ratio(t.figure), 9, true)
        << Pad((t.at_least ? "≥ " : "≤ ") + Ratio(t.bound), 9, true) << "  " << (met ? "yes" : "no")
        << "\n";
  }
}

constexpr std::string_view kPairFlag = "--pair=";

// Takes --pair=DIR out of argv before the benchmark library sees the flags; else the
// environment's CONCORD_BENCH_PAIR; else "" (the embedded corpus pair).
std::string TakePairFlag(int* argc, char** argv) {
  const char* env = std::getenv("CONCORD_BENCH_PAIR");
  std::string dir = env ? env : "";
  int kept = 1;
  for (int i = 1; i < *argc; ++i) {
    std::string_view arg = argv[i];
    if (arg.substr(0, kPairFlag.size()) == kPairFlag) {
      dir = std::string(arg.substr(kPairFlag.size()));
    } else {
      argv[kept++] = argv[i];
    }
  }
  *argc = kept;
  return dir;
}

void PrintHelp() {
  std::cout << "concord_bench [--pair=DIR] [Google Benchmark flags]\n"
               "  --pair=DIR  a directory with zh.txt and ko.txt (tools/bench/gen_corpus.py).\n"
               "              Default: $CONCORD_BENCH_PAIR, else the embedded corpus pair.\n\n";
  benchmark::PrintDefaultHelp();
}

}  // namespace
}  // namespace concord

int main(int argc, char** argv) {
  using namespace concord;
  const std::string dir = TakePairFlag(&argc, argv);
  benchmark::Initialize(&argc, argv, PrintHelp);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;

  Pair pair;
  try {
    pair = LoadPair(dir);
  } catch (const InputError& e) {
    std::cerr << "concord_bench: " << e.what() << "\n";
    return 2;
  }
  const std::vector<Stage> stages = Stages(pair);  // outlives the runs, which refer to it
  for (const Stage& s : stages) Register(s, pair);

  RecordingReporter reporter(benchmark::CreateDefaultDisplayReporter());
  benchmark::RunSpecifiedBenchmarks(&reporter);
  // After JSON or CSV on stdout the table would spoil the format: it goes to stderr then.
  std::ostream& table = reporter.console() ? std::cout : std::cerr;
  PrintRatios(pair, stages, reporter.speeds(), table);
  PrintTargets(stages, reporter.speeds(), table);
  benchmark::Shutdown();
  return 0;
}
