#!/usr/bin/env bash
# Builds concord's libFuzzer targets (fuzz/) with clang and runs them.
#
#   tools/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#   tools/fuzz.sh                       # 60 s for each of the five targets, one after another
#   tools/fuzz.sh 600 markdown check    # ten minutes each for two of them
#
# Targets: utf8_segmenter markdown entities rule_loader check (fuzz/README.md says what each
# covers). Everything goes under build-fuzz/ of the source tree:
#   build-fuzz/bin/<target>_fuzzer    the instrumented executables (CC=clang CXX=clang++)
#   build-fuzz/corpora/<target>/      the working corpus, seeded from corpus/, tests/fixtures/,
#                                     rules/ and fuzz/regressions/<target>/; grows between runs
#   build-fuzz/artifacts/<target>/    crash-*, leak-*, timeout-*, oom-* inputs
#   build-fuzz/logs/<target>.log      libFuzzer's output
# The source tree is never written to: a crash input worth keeping is minimized and copied to
# fuzz/regressions/<target>/ by hand (the commands are printed).
#
# Prints executions and exec/s per target (and slow units, >= 10 s, which do not fail a run);
# exits 1 when any target crashed, leaked, timed out or ran out of memory, 2 on bad arguments
# or a failed build. Two invocations may run at once
# (the build is serialized with flock), e.g. one per core:
#   tools/fuzz.sh 600 utf8_segmenter markdown & tools/fuzz.sh 600 entities check & wait
# Extra libFuzzer flags can be passed in FUZZ_FLAGS, e.g. FUZZ_FLAGS="-jobs=2".
set -uo pipefail

ALL_TARGETS=(utf8_segmenter markdown entities rule_loader check)
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$src/build-fuzz"

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "usage: tools/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]; targets: ${ALL_TARGETS[*]}" >&2
  exit 2
fi
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${ALL_TARGETS[@]}")
for t in "${targets[@]}"; do
  if ! [[ " ${ALL_TARGETS[*]} " == *" $t "* ]]; then
    echo "fuzz.sh: unknown target '$t'; valid: ${ALL_TARGETS[*]}" >&2
    exit 2
  fi
done

# --- build (serialized between concurrent invocations) ---------------------------------
mkdir -p "$build"
{
  flock 9
  if [ ! -f "$build/CMakeCache.txt" ]; then
    CC=clang CXX=clang++ cmake -S "$src" -B "$build" -DCONCORD_FUZZ=ON -DBUILD_TESTING=OFF \
      -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$build/configure.log" 2>&1 ||
      { cat "$build/configure.log" >&2; echo "fuzz.sh: configure failed" >&2; exit 2; }
  fi
  names=()
  for t in "${targets[@]}"; do names+=("${t}_fuzzer"); done
  cmake --build "$build" -j"$(nproc)" --target "${names[@]}" >"$build/build.log" 2>&1 ||
    { tail -50 "$build/build.log" >&2; echo "fuzz.sh: build failed (log: $build/build.log)" >&2; exit 2; }
} 9>"$build/.build.lock" || exit 2

# --- seed ------------------------------------------------------------------------------
# Each file is copied under a name made from its path, so runs add to it and never clash.
seed() {  # seed DIR FILE...
  local dir="$1" f rel
  shift
  for f in "$@"; do
    rel="${f#"$src"/}"
    cp -f "$f" "$dir/seed-${rel//\//_}"
  done
}
seed_corpus() {  # seed_corpus TARGET
  local t="$1" dir="$build/corpora/$1"
  mkdir -p "$dir"
  mapfile -t files < <(find "$src/corpus" "$src/tests/fixtures" "$src/rules" -type f | sort)
  seed "$dir" "${files[@]}"
  if [ -d "$src/fuzz/regressions/$t" ]; then
    mapfile -t files < <(find "$src/fuzz/regressions/$t" -type f ! -name README.md | sort)
    [ ${#files[@]} -gt 0 ] && seed "$dir" "${files[@]}"
  fi
  if [ "$t" = check ]; then
    # Real pairs in the target's layout: A 0xFF B control (0x00 text/text, 0x03 md/md).
    pair() {  # pair NAME CONTROL A B
      { cat "$3"; printf '\xff'; cat "$4"; printf "$2"; } >"$dir/seed-pair-$1"
    }
    pair corpus '\x00' "$src/corpus/zh/conclusion.txt" "$src/corpus/ko/conclusion.txt"
    local h="$src/tests/fixtures/hugo/content" s="$src/tests/fixtures/suffix/docs"
    [ -f "$h/zh/docs/intro.md" ] && pair hugo-intro '\x03' "$h/zh/docs/intro.md" "$h/ko/docs/intro.md"
    [ -f "$h/zh/docs/reading.md" ] && pair hugo-reading '\x03' "$h/zh/docs/reading.md" "$h/en/docs/reading.md"
    [ -f "$s/guide.zh.md" ] && pair suffix-guide '\x03' "$s/guide.zh.md" "$s/guide.ko.md"
  fi
  return 0
}

# --- run -------------------------------------------------------------------------------
failed=()
results=()
mkdir -p "$build/logs"
for t in "${targets[@]}"; do
  seed_corpus "$t"
  artifacts="$build/artifacts/$t"
  mkdir -p "$artifacts"
  # check: 16 KB keeps its slowest shapes (8,000 lines against one) near 3 s in this build,
  # well inside -timeout; 32 KB of them take 15-20 s, linearly. Scaling is probed separately.
  max_len=65536
  [ "$t" = check ] && max_len=16384
  [ "$t" = rule_loader ] && max_len=4096
  dict=()
  [ -f "$src/fuzz/$t.dict" ] && dict=("-dict=$src/fuzz/$t.dict")
  log="$build/logs/$t.log"
  echo "fuzz.sh: $t for ${seconds}s (log: $log)" >&2
  start=$(date +%s)
  # shellcheck disable=SC2086  # FUZZ_FLAGS is a list of flags
  "$build/bin/${t}_fuzzer" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" "${dict[@]}" \
    ${FUZZ_FLAGS:-} "$build/corpora/$t" >"$log" 2>&1
  rc=$?
  elapsed=$(( $(date +%s) - start ))
  execs=$(grep -a '^stat::number_of_executed_units:' "$log" | tail -1 | awk '{print $2}')
  rate=$(grep -a '^stat::average_exec_per_sec:' "$log" | tail -1 | awk '{print $2}')
  units=$(find "$build/corpora/$t" -type f | wc -l)
  status=ok
  # Slow units (>= 10 s, libFuzzer's -report_slow_units) do not stop a run; name them.
  slow=$(grep -a -c 'Test unit written to .*slow-unit-' "$log")
  [ "$slow" -gt 0 ] && status="ok, $slow slow unit(s) in $artifacts"
  if [ "$rc" -ne 0 ]; then
    status="FAILED (exit $rc)"
    failed+=("$t")
  fi
  results+=("$(printf '%-15s %6ss %12s execs %8s exec/s %6s corpus  %s' "$t" "$elapsed" \
    "${execs:-?}" "${rate:-?}" "$units" "$status")")
  if [ "$rc" -ne 0 ]; then
    grep -a -m3 -E '^==[0-9]+==ERROR|SUMMARY|FUZZ_CHECK|deadly signal|ALARM|out-of-memory' "$log" >&2
    for a in $(grep -a -o "Test unit written to [^ ]*" "$log" | awk '{print $5}'); do
      echo "  artifact: $a" >&2
      echo "  minimize: $build/bin/${t}_fuzzer -minimize_crash=1 -runs=100000 -timeout=10" \
           "-exact_artifact_path=$a.min $a" >&2
      echo "  keep:     cp $a.min $src/fuzz/regressions/$t/<short-name>" >&2
    done
  fi
done

echo
printf '%s\n' "${results[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: crashed: ${failed[*]}" >&2
  exit 1
fi
exit 0
