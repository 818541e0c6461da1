#!/usr/bin/env bash
# End-to-end: concord as a pre-commit hook in a temporary git repository holding a clean
# two-edition Hugo tree (en, zh): (a) through the pre-commit framework (`pre-commit try-repo`
# against this repository's .pre-commit-hooks.yaml), when pre-commit is installed; (b) as a
# plain .git/hooks/pre-commit. A commit that drops a reading-list entry from zh alone is
# rejected with the finding shown (zh is checked against en although only zh is staged); a
# clean commit passes.
set -uo pipefail
bin_dir=$1
source_dir=$2
export PATH="$bin_dir:$PATH"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home" GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com \
  GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
failures=0
check() {  # check NAME EXPECTED_STATUS STATUS OUTPUT [GREP]
  local name=$1 want=$2 got=$3 out=$4 grep_for=${5:-}
  if [ "$got" != "$want" ]; then
    echo "FAIL: $name: exit $got, expected $want"; echo "$out"; failures=$((failures + 1)); return
  fi
  if [ -n "$grep_for" ] && ! grep -qF -- "$grep_for" <<<"$out"; then
    echo "FAIL: $name: output lacks '$grep_for'"; echo "$out"; failures=$((failures + 1)); return
  fi
  echo "ok: $name"
}

new_repo() {  # a repository with the clean en/zh tree committed
  local repo=$work/$1
  mkdir -p "$repo/content"
  cp -r "$source_dir/tests/fixtures/hugo/content/en" "$source_dir/tests/fixtures/hugo/content/zh" "$repo/content/"
  printf 'editions: [en, zh]\nsource: en\nlayout: content/{lang}/{path}\nexclude: ["**/_index.md"]\n' >"$repo/concord.yml"
  git -C "$repo" init -q
  git -C "$repo" add -A
  git -C "$repo" commit -q -m init --no-verify
  echo "$repo"
}

drop_entry() { sed -i '/TPU Deep Dive/d' "$1/content/zh/docs/intro.md"; }
reword() { sed -i 's/很慢/非常慢/' "$1/content/zh/docs/intro.md"; }

# (b) plain git hook
repo=$(new_repo plain)
cat >"$repo/.git/hooks/pre-commit" <<'HOOK'
#!/bin/sh
# concord: check the document groups of the staged files.
git diff --cached --name-only --diff-filter=ACMR -z | xargs -0 -r concord hook --color never
HOOK
chmod +x "$repo/.git/hooks/pre-commit"
reword "$repo"; git -C "$repo" add -A
out=$(git -C "$repo" commit -m clean 2>&1); check "plain hook: clean commit passes" 0 $? "$out"
drop_entry "$repo"; git -C "$repo" add -A
out=$(git -C "$repo" commit -m drop 2>&1); check "plain hook: dropped entry rejected" 1 $? "$out" "TPU Deep Dive"
grep -qF "no counterpart in zh" <<<"$out" && echo "ok: plain hook: shows the missing unit" || { echo "FAIL: no unit finding"; failures=$((failures + 1)); }
out=$(git -C "$repo" log --oneline | wc -l); check "plain hook: rejected commit not recorded" 0 0 "$out"
[ "$out" = 2 ] || { echo "FAIL: expected 2 commits, got $out"; failures=$((failures + 1)); }

# (a) the pre-commit framework, trying this repository's .pre-commit-hooks.yaml
if command -v pre-commit >/dev/null && git -C "$source_dir" rev-parse --git-dir >/dev/null 2>&1; then
  repo=$(new_repo framework)
  reword "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && pre-commit try-repo "$source_dir" concord --color never 2>&1)
  check "pre-commit try-repo: clean change passes" 0 $? "$out" "Passed"
  drop_entry "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && pre-commit try-repo "$source_dir" concord --color never 2>&1)
  check "pre-commit try-repo: dropped entry fails" 1 $? "$out" "TPU Deep Dive"
else
  echo "skip: pre-commit framework (pre-commit not installed or not a git checkout)"
fi

echo "hook_test: $failures failed"
[ "$failures" = 0 ]
