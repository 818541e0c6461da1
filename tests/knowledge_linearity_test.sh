#!/usr/bin/env bash
# Guards linear cost of the run's knowledge (rules/knowledge.h: the learned equivalents, how often
# each edition keeps a name, the prose words): the instructions spent in BuildRunKnowledge by
# `concord check -j 1` on the 20× and 40× benchmark pairs may be at most 1.25 times as many per
# input byte as on the 10× pair. Instruction counts come from valgrind's callgrind, collected
# only inside BuildRunKnowledge (--toggle-collect), and are the same on every run and machine.
# What BuildRunKnowledge costs on a two-line pair is subtracted first, as linearity_test.sh does
# with the start-up. The pairs are gen_corpus.py's, whose copies of the chapter differ (names,
# emails, numbers, drifts): the input repeated word for word would be observed once by the
# learner (equivalents.h) and hide a cost that grows with distinct text.
#   knowledge_linearity_test.sh CONCORD_BINARY SOURCE_DIR
# Skips (exit 77) without valgrind, and for a sanitizer build (valgrind cannot run ASan code).
set -euo pipefail
binary=$1
source_dir=$2
source "$(dirname "$0")/callgrind_counts.sh"
callgrind_setup knowledge_linearity_test "$binary"
python3 "$source_dir/tools/bench/gen_corpus.py" "$work" --scales 10,20,40 --no-tree >/dev/null 2>&1
mkdir "$work/pair-0"
printf 'Helm 你好\n' >"$work/pair-0/zh.txt"
printf '헬름 안녕\n' >"$work/pair-0/ko.txt"

args=("$(callgrind_instructions "$work/pair-0" 'concord::BuildRunKnowledge*' -j 1)")
for n in 10 20 40; do
  args+=("$(pair_bytes "$work/pair-$n")"
    "$(callgrind_instructions "$work/pair-$n" 'concord::BuildRunKnowledge*' -j 1)")
done
python3 - "${args[@]}" <<'PY'
import sys
start = int(sys.argv[1])
pairs = [(10, int(sys.argv[2]), int(sys.argv[3])), (20, int(sys.argv[4]), int(sys.argv[5])),
         (40, int(sys.argv[6]), int(sys.argv[7]))]
print("BuildRunKnowledge on a two-line pair: %d instructions" % start)
_, base_bytes, base_count = pairs[0]
base = (base_count - start) / base_bytes
failed = False
for n, size, count in pairs:
    per_byte = (count - start) / size
    print("pair-%d: %8d bytes, %11d instructions, %.1f per byte, %.3f× pair-10's"
          % (n, size, count, per_byte, per_byte / base))
    if per_byte > 1.25 * base:
        failed = True
if failed:
    sys.exit("knowledge_linearity_test: FAIL: the knowledge costs more per byte of a larger input")
print("ok")
PY
