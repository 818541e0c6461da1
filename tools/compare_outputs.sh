#!/usr/bin/env bash
# Proves a change made no difference to what users see: runs every subcommand (check, align,
# extract, audit, hook) in every output format with two concord builds over the same inputs and
# compares stdout, stderr and the exit status byte for byte.
#
#   tools/compare_outputs.sh OLD_BIN NEW_BIN [WORK_DIR]
#
# OLD_BIN and NEW_BIN are `concord` executables, each beside its share/concord data (a build's
# bin/concord, or a copy of bin/ and share/ together). The inputs are the development cases
# (../shared/eval when present), the benchmark pairs (tools/bench/gen_corpus.py at scales 1 and
# 10, and its docs tree), the embedded corpus and the test fixtures (tests/fixtures). Both runs
# see identical paths. Prints one line per difference and a summary; exit 0 when identical.
set -euo pipefail
if [[ $# -lt 2 ]]; then
  echo "usage: $0 OLD_BIN NEW_BIN [WORK_DIR]" >&2
  exit 2
fi
old_bin=$(realpath "$1")
new_bin=$(realpath "$2")
root=$(cd "$(dirname "$0")/.." && pwd)
work=${3:-$(mktemp -d)}
mkdir -p "$work"
work=$(realpath "$work")
inputs=$work/inputs
formats=(text json sarif github html)

# Inputs, built once and shared by both runs.
rm -rf "$inputs"
mkdir -p "$inputs"
shared_eval=$root/../shared/eval
if [[ -d $shared_eval ]]; then
  cp -r "$shared_eval/cases" "$inputs/cases"
  [[ -d $shared_eval/md-cases ]] && cp -r "$shared_eval/md-cases" "$inputs/md-cases"
fi
python3 "$root/tools/bench/gen_corpus.py" "$inputs/bench" --scales 1,10 --chapters 4 >/dev/null 2>&1
cp -r "$root/corpus" "$inputs/corpus"
cp -r "$root/tests/fixtures" "$inputs/fixtures"
# audit reads each file's last commit date and hook the staged files: give the trees a history
# with fixed dates, so both runs see the same one.
for tree in "$inputs"/fixtures/* "$inputs/bench/tree"; do
  (cd "$tree" && git init -q && git add -A &&
    GIT_AUTHOR_DATE=2026-01-01T00:00:00Z GIT_COMMITTER_DATE=2026-01-01T00:00:00Z \
      git -c user.name=t -c user.email=t@example.com commit -qm base)
done

# One run: NAME, directory to run in, then concord's arguments. Output lands in
# $work/{old,new}/NAME.{out,err,rc}.
runs=()
add_run() { runs+=("$(printf '%q ' "$@")"); }

pairs=()
for dir in "$inputs"/cases/* "$inputs"/md-cases/*; do
  [[ -d $dir ]] || continue
  ext=txt
  [[ -f $dir/a.md ]] && ext=md
  pairs+=("$dir/a.$ext $dir/b.$ext")
done
for dir in "$inputs"/bench/pair-*; do pairs+=("$dir/zh.txt $dir/ko.txt"); done
pairs+=("$inputs/corpus/zh/conclusion.txt $inputs/corpus/ko/conclusion.txt")
pairs+=("$inputs/fixtures/suffix/docs/guide.zh.md $inputs/fixtures/suffix/docs/guide.ko.md")
pairs+=("$inputs/fixtures/hugo/content/zh/docs/intro.md $inputs/fixtures/hugo/content/ko/docs/intro.md")

n=0
for pair in "${pairs[@]}"; do
  read -r a b <<<"$pair"
  n=$((n + 1))
  for format in "${formats[@]}"; do
    add_run "check-$n-$format" "$inputs" check "$a" "$b" --format "$format" --no-progress -j 1
    add_run "align-$n-$format" "$inputs" align "$a" "$b" --format "$format" --no-progress
    add_run "extract-$n-a-$format" "$inputs" extract "$a" --format "$format" --no-progress
    add_run "extract-$n-b-$format" "$inputs" extract "$b" --format "$format" --no-progress
  done
  add_run "check-$n-color" "$inputs" check "$a" "$b" --color always --no-progress -j 1
  add_run "check-$n-failon" "$inputs" check "$a" "$b" --fail-on info --format json --no-progress
done
for format in "${formats[@]}"; do
  add_run "check-corpus-$format" "$inputs" check --format "$format" --no-progress
  for tree in "$inputs"/fixtures/* "$inputs/bench/tree"; do
    name=$(basename "$tree")
    add_run "check-tree-$name-$format" "$tree" check --format "$format" --no-progress -j 1
    add_run "audit-$name-$format" "$tree" audit --format "$format" --no-progress -j 1
    staged=$(cd "$tree" && git ls-files | grep -v concord.yml | head -2 | tr '\n' ' ')
    # shellcheck disable=SC2086
    add_run "hook-$name-$format" "$tree" hook --format "$format" --no-progress -- $staged
  done
done
add_run rules "$inputs" rules
# Errors are output too: their messages and exit status must not change either.
add_run error-missing "$inputs" check "$inputs/no-such.txt" "$inputs/corpus/ko/conclusion.txt"
add_run error-format "$inputs" check --format nope
add_run error-size "$inputs" extract "$inputs/corpus/ko/conclusion.txt" --max-file-size 1x
add_run error-option "$inputs" align --no-such-option
add_run help "$inputs" --help
for command in check audit hook align extract rules; do
  add_run "help-$command" "$inputs" "$command" --help
done

# Each build runs from the same place, $work/install/{bin,share}: its data paths (the rules
# and the embedded corpus, which reports name) are then the same for both.
run_all() {
  local from=$1 out=$2 bin=$work/install/bin/concord
  rm -rf "$out" "$work/install"
  mkdir -p "$out" "$work/install/bin"
  cp "$from" "$bin"
  cp -r "$(dirname "$from")/../share" "$work/install/share"
  local spec name dir
  for spec in "${runs[@]}"; do
    eval "set -- $spec"
    name=$1 dir=$2
    shift 2
    (cd "$dir" && "$bin" "$@" >"$out/$name.out" 2>"$out/$name.err"; echo $? >"$out/$name.rc") || true
  done
}
run_all "$old_bin" "$work/old"
run_all "$new_bin" "$work/new"

differ=0
for spec in "${runs[@]}"; do
  eval "set -- $spec"
  for part in out err rc; do
    if ! cmp -s "$work/old/$1.$part" "$work/new/$1.$part"; then
      echo "differs: $1.$part ($work/old/$1.$part vs $work/new/$1.$part)"
      differ=$((differ + 1))
    fi
  done
done
echo "compared ${#runs[@]} runs (stdout, stderr, exit status each): $differ differences"
[[ $differ -eq 0 ]]
