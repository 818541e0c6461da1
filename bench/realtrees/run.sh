#!/usr/bin/env bash
# Runs one concord binary over the development set.
#
#   bench/realtrees/run.sh BIN OUTDIR [TREES]     (TREES default /work/devset/trees)
#
# For each tree: OUTDIR/<tree>.check.json  = `BIN check --format json -j 2` in project mode
# (the tree's concord.yml: every pair of editions), and, where the tree has an English
# edition, OUTDIR/<tree>.audit.json = `BIN audit --format json` with concord-source-en.yml
# (source en). stderr goes to OUTDIR/<tree>.{check,audit}.err. Exit status 1 when a run
# ended with status 2 (an input error), else 0.
set -uo pipefail

if (($# < 2)); then
  echo "usage: $0 BIN OUTDIR [TREES]" >&2
  exit 2
fi
bin=$(realpath "$1")
out=$(mkdir -p "$2" && realpath "$2")
trees=${3:-/work/devset/trees}
status=0

for dir in "$trees"/*/; do
  name=$(basename "$dir")
  [[ -f "$dir/concord.yml" ]] || continue
  start=$(date +%s.%N)
  (cd "$dir" && "$bin" check --format json -j 2 --no-progress --config concord.yml \
      >"$out/$name.check.json" 2>"$out/$name.check.err")
  rc=$?
  ((rc == 2)) && { echo "run: $name: check failed, see $out/$name.check.err" >&2; status=1; }
  audit=""
  if [[ -f "$dir/concord-source-en.yml" ]] && grep -Eq '^editions:.*\ben\b' "$dir/concord.yml"; then
    (cd "$dir" && "$bin" audit --format json -j 2 --no-progress --config concord-source-en.yml \
        >"$out/$name.audit.json" 2>"$out/$name.audit.err")
    arc=$?
    ((arc == 2)) && { echo "run: $name: audit failed, see $out/$name.audit.err" >&2; status=1; }
    audit=" audit rc $arc"
  fi
  end=$(date +%s.%N)
  printf 'run: %-22s check rc %d%s  %.1fs\n' "$name" "$rc" "$audit" "$(echo "$end - $start" | bc)"
done
exit $status
