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
source "$(dirname "$0")/callgrind_counts.sh"
callgrind_setup linearity_test "$binary"
python3 "$source_dir/tools/bench/gen_corpus.py" "$work" --scales 10,100 --no-tree
mkdir "$work/pair-0"
printf '你好\n' >"$work/pair-0/zh.txt"
printf '안녕\n' >"$work/pair-0/ko.txt"

start=$(callgrind_instructions "$work/pair-0")
small=$(callgrind_instructions "$work/pair-10")
large=$(callgrind_instructions "$work/pair-100")
python3 - "$start" "$small" "$large" "$(pair_bytes "$work/pair-10")" "$(pair_bytes "$work/pair-100")" <<'PY'
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
