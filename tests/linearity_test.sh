#!/usr/bin/env bash
# Guards linear cost: `concord check --format json` on the 100× benchmark pair may cost at most
# 1.5 times as many instructions per input byte as on the 10× pair (10× the input, < 15× the
# instructions). Instruction counts come from valgrind's callgrind and are the same on every
# run and machine, unlike wall times. The start-up cost (ICU data, rules), measured on a
# two-line pair, is subtracted from both counts first: it is the same for every input, and
# left in it would hide a quadratic term at these sizes.
#   linearity_test.sh CONCORD_BINARY SOURCE_DIR
# Skips (exit 77) without valgrind, and for a sanitizer build (valgrind cannot run ASan code).
set -euo pipefail
binary=$1
source_dir=$2
if ! command -v valgrind >/dev/null; then
  echo "linearity_test: valgrind not found; skipped"
  exit 77
fi
# (grep reads all of nm's output: with -q it would stop early, and pipefail would count nm's
# broken pipe as a failure.)
if nm -D "$binary" 2>/dev/null | grep __asan_init >/dev/null; then
  echo "linearity_test: $binary is an AddressSanitizer build; skipped"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$source_dir/tools/bench/gen_corpus.py" "$work" --scales 10,100 --no-tree
mkdir "$work/pair-0"
printf '你好\n' >"$work/pair-0/zh.txt"
printf '안녕\n' >"$work/pair-0/ko.txt"

instructions() {  # instructions PAIR_DIR: callgrind's instruction count of the check
  local status=0 log=$work/callgrind.log count
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    "$binary" check --format json "$1/zh.txt" "$1/ko.txt" >/dev/null 2>"$log" || status=$?
  # One "Collected" line per process (a forked child has its own); 1 is the "findings" status.
  count=$(awk '/== Collected : [0-9]+$/ { n += $NF; found = 1 } END { if (found) print n }' "$log")
  if [ "$status" -gt 1 ] || [ -z "$count" ]; then
    echo "linearity_test: check on $1 exited $status" >&2
    cat "$log" >&2
    exit 1
  fi
  echo "$count"
}
bytes() { cat "$1/zh.txt" "$1/ko.txt" | wc -c; }

start=$(instructions "$work/pair-0")
small=$(instructions "$work/pair-10")
large=$(instructions "$work/pair-100")
python3 - "$start" "$small" "$large" "$(bytes "$work/pair-10")" "$(bytes "$work/pair-100")" <<'PY'
import sys
start, small, large, small_bytes, large_bytes = map(int, sys.argv[1:])
print("start-up (two-line pair): %d instructions" % start)
print("pair-10:  %9d bytes, %11d instructions, %d without start-up" % (small_bytes, small, small - start))
print("pair-100: %9d bytes, %11d instructions, %d without start-up" % (large_bytes, large, large - start))
input_ratio = large_bytes / small_bytes
cost_ratio = (large - start) / (small - start)
bound = 1.5 * input_ratio
print("input %.2f× larger, instructions %.2f× (bound %.2f×)" % (input_ratio, cost_ratio, bound))
if cost_ratio >= bound:
    sys.exit("linearity_test: FAIL: the cost grows faster than the input")
print("ok")
PY
