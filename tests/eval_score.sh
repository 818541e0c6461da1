#!/usr/bin/env bash
# Scores the built concord on the development cases of ../shared/eval (next to the checkout)
# and fails when a floor is not met. Skips (exit 77) where that directory is not present.
# Floors: the issue's bar (alignment F1 >= 0.98, findings F1 >= 0.8), and no crash, non-JSON
# output or wrong exit status.
set -euo pipefail
binary=$1
source_dir=$2
eval_dir=${CONCORD_EVAL_DIR:-$source_dir/../shared/eval}
if [ ! -f "$eval_dir/score.py" ]; then
  echo "eval_score: $eval_dir/score.py not found; skipped"
  exit 77
fi
summary=$(python3 "$eval_dir/score.py" --cmd "$binary check --format json {a} {b}" -v | tee /dev/stderr | tail -n 1)
python3 - "$summary" <<'PY'
import re, sys
s = sys.argv[1]
m = re.search(r"findings P ([\d.]+) R ([\d.]+) F1 ([\d.]+) \| alignment F1 ([\d.]+) \| crashes (\d+) \| non-json (\d+) \| wrong-exit (\d+)", s)
if not m:
    sys.exit("eval_score: cannot read the summary line: " + s)
f1, af1 = float(m.group(3)), float(m.group(4))
bad = [int(m.group(i)) for i in (5, 6, 7)]
ok = f1 >= 0.8 and af1 >= 0.98 and not any(bad)
print(("ok: " if ok else "BELOW FLOOR: ") + s)
sys.exit(0 if ok else 1)
PY
