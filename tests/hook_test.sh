#!/usr/bin/env bash
# End-to-end: concord as a pre-commit hook in a temporary git repository holding a clean
# two-edition Hugo tree (en, zh): (a) through the pre-commit framework (`pre-commit try-repo`
# against this repository's .pre-commit-hooks.yaml), when pre-commit is installed: the system
# hook, the docker hook (a real image build only when a Docker engine answers), and the
# .pre-commit-config.yaml examples of docs/ci.md and docs/hook.md with their rev; (b) as a
# plain .git/hooks/pre-commit. A commit that drops a reading-list entry from zh alone is
# rejected with the finding shown (zh is checked against en although only zh is staged); a
# clean commit passes. Hostile staged files: files named like options (--output=README.md,
# --config=evil.md) are file names, not options (README.md is left alone and the check runs);
# a document deleted in one edition is reported missing; a binary document is an error.
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
# Files an attacker could add to a pull request: named like options of `concord hook`, and a
# project config that matches no file (it would switch the check off if taken for --config).
add_option_named_files() {
  printf 'the readme\n' >"$1/README.md"
  git -C "$1" add README.md && git -C "$1" commit -q -m readme --no-verify
  printf 'x\n' >"$1/--output=README.md"
  printf 'x\n' >"$1/--config=evil.md"
  printf 'editions: [xx, yy]\nlayout: nowhere/{lang}/{path}\n' >"$1/evil.md"
}
readme_kept() {  # readme_kept REPO NAME
  if [ "$(cat "$1/README.md")" = "the readme" ]; then echo "ok: $2: README.md unchanged"
  else echo "FAIL: $2: README.md was overwritten"; failures=$((failures + 1)); fi
}
nul_byte() { printf 'text\0more\n' >>"$1/content/zh/docs/reading.md"; }
reword() { sed -i 's/很慢/非常慢/' "$1/content/zh/docs/intro.md"; }

# (b) plain git hook
repo=$(new_repo plain)
cat >"$repo/.git/hooks/pre-commit" <<'HOOK'
#!/bin/sh
# concord: check the document groups of the staged files.
git diff --cached --name-only --diff-filter=ACMRD -z | xargs -0 -r concord hook --color never --
HOOK
chmod +x "$repo/.git/hooks/pre-commit"
reword "$repo"; git -C "$repo" add -A
out=$(git -C "$repo" commit -m clean 2>&1); check "plain hook: clean commit passes" 0 $? "$out"
drop_entry "$repo"; git -C "$repo" add -A
out=$(git -C "$repo" commit -m drop 2>&1); check "plain hook: dropped entry rejected" 1 $? "$out" "TPU Deep Dive"
grep -qF "no counterpart in zh" <<<"$out" && echo "ok: plain hook: shows the missing unit" || { echo "FAIL: no unit finding"; failures=$((failures + 1)); }
out=$(git -C "$repo" log --oneline | wc -l); check "plain hook: rejected commit not recorded" 0 0 "$out"
[ "$out" = 2 ] || { echo "FAIL: expected 2 commits, got $out"; failures=$((failures + 1)); }
git -C "$repo" reset -q --hard

# (b) hostile staged files, through the plain hook
add_option_named_files "$repo"; drop_entry "$repo"; git -C "$repo" add -A
out=$(git -C "$repo" commit -m hostile 2>&1)
check "plain hook: option-named files are paths, the check runs" 1 $? "$out" "TPU Deep Dive"
readme_kept "$repo" "plain hook"
git -C "$repo" reset -q --hard
git -C "$repo" rm -q content/zh/docs/reading.md
out=$(git -C "$repo" commit -m delete 2>&1)
check "plain hook: a document deleted in one edition is missing" 1 $? "$out" "docs/reading.md"
grep -qiF "missing" <<<"$out" && echo "ok: plain hook: says missing" || { echo "FAIL: no missing finding"; echo "$out"; failures=$((failures + 1)); }
git -C "$repo" reset -q --hard
nul_byte "$repo"; git -C "$repo" add -A
out=$(git -C "$repo" commit -m binary 2>&1)
check "plain hook: a binary document is refused" 1 $? "$out" "content/zh/docs/reading.md:4:5: binary file (NUL byte), not a text edition"
git -C "$repo" reset -q --hard

# `concord hook` itself: every argument after -- is a file; an option after -- that names no
# file is refused (pre-commit args land there).
out=$(cd "$repo" && printf 'x\n' >--output=README.md && concord hook --color never -- --output=README.md content/zh/docs/intro.md 2>&1)
check "hook: --output=FILE after -- is a file" 0 $? "$out" "0 errors"
readme_kept "$repo" "hook"
out=$(cd "$repo" && concord hook -- --fail-on never content/zh/docs/intro.md 2>&1)
check "hook: an option after -- that names no file is refused" 2 $? "$out" "'--fail-on' comes after '--'"
rm -f "$repo/--output=README.md"
# `concord check` ends its options at -- too.
mkdir -p "$work/dash" && printf 'Alice Smith wrote it.\n' >"$work/dash/-a.md" && printf 'Alice Smith wrote it.\n' >"$work/dash/--output=b.md"
out=$(cd "$work/dash" && concord check --color never -- -a.md --output=b.md 2>&1)
check "check: file names after --" 0 $? "$out" "-a.md (en, 1 unit) ↔ --output=b.md"
# --color auto on a terminal (script(1) gives the run one): NO_COLOR set to a value turns colour
# off, an empty one does not (no-color.org).
if command -v script >/dev/null; then
  esc=$(printf '\033[')
  out=$(cd "$work/dash" && NO_COLOR= script -qec "concord check -- -a.md --output=b.md" /dev/null 2>&1)
  check "check: an empty NO_COLOR leaves colour on" 0 $? "$out" "$esc"
  out=$(cd "$work/dash" && NO_COLOR=1 script -qec "concord check -- -a.md --output=b.md" /dev/null 2>&1)
  if grep -qF -- "$esc" <<<"$out"; then
    echo "FAIL: check: NO_COLOR=1 turns colour off"; echo "$out"; failures=$((failures + 1))
  else
    echo "ok: check: NO_COLOR=1 turns colour off"
  fi
fi

# (a) the pre-commit framework, trying this repository's .pre-commit-hooks.yaml
if command -v pre-commit >/dev/null && git -C "$source_dir" rev-parse --git-dir >/dev/null 2>&1; then
  repo=$(new_repo framework)
  reword "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && pre-commit try-repo "$source_dir" concord --color never 2>&1)
  check "pre-commit try-repo: clean change passes" 0 $? "$out" "Passed"
  drop_entry "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && pre-commit try-repo "$source_dir" concord --color never 2>&1)
  check "pre-commit try-repo: dropped entry fails" 1 $? "$out" "TPU Deep Dive"
  git -C "$repo" reset -q --hard
  add_option_named_files "$repo"; drop_entry "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && pre-commit try-repo "$source_dir" concord --color never 2>&1)
  check "pre-commit try-repo: option-named files are paths, the check runs" 1 $? "$out" "TPU Deep Dive"
  readme_kept "$repo" "pre-commit try-repo"
  git -C "$repo" reset -q --hard
  nul_byte "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && pre-commit try-repo "$source_dir" concord --color never 2>&1)
  check "pre-commit try-repo: a binary document is refused" 1 $? "$out" "binary file (NUL byte), not a text edition"
  git -C "$repo" reset -q --hard

  # Options in the hook's entry (as docs/hook.md says) are honoured; options in args come
  # after the entry's -- and are refused.
  # The hook repository: this checkout's .pre-commit-hooks.yaml as it is now, committed.
  hooks=$work/hooks-repo
  mkdir -p "$hooks" && cp "$source_dir/.pre-commit-hooks.yaml" "$hooks/"
  git -C "$hooks" init -q && git -C "$hooks" add -A && git -C "$hooks" commit -q -m hooks
  rev=$(git -C "$hooks" rev-parse HEAD)
  config() {  # config EXTRA-HOOK-LINE
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: concord\n        %s\n' \
      "$hooks" "$rev" "$1" >"$repo/.pre-commit-config.yaml"
    git -C "$repo" add .pre-commit-config.yaml
  }
  drop_entry "$repo"; git -C "$repo" add -A
  config "entry: concord hook --fail-on never --"
  out=$(cd "$repo" && pre-commit run --color never 2>&1)
  check "pre-commit run: options in entry are honoured" 0 $? "$out" "Passed"
  config "args: [--fail-on, never]"
  out=$(cd "$repo" && pre-commit run --color never 2>&1)
  check "pre-commit run: options in args are refused" 1 $? "$out" "'--fail-on' comes after '--'"

  # The concord-docker hook (language: docker). pre-commit builds the image from the hook
  # repository's Dockerfile and runs `docker run ... -v $PWD:/src --workdir /src --entrypoint
  # concord IMAGE hook -- FILES`. With a Docker engine the image is really built (a whole build
  # of concord); without one, `docker` is a shim that checks the build context has the
  # Dockerfile and runs the entry point from PATH in the mounted directory, so the hook's
  # definition is exercised through pre-commit all the same.
  shim_log=$work/docker-calls
  if docker info >/dev/null 2>&1; then
    echo "docker: engine available, the image is built"
    docker_path=$PATH
  else
    echo "skip: real Docker image build (no Docker engine); the concord-docker hook runs with docker replaced by a shim"
    mkdir -p "$work/shim"
    cat >"$work/shim/docker" <<'SHIM'
#!/usr/bin/env bash
# Stands for the Docker CLI in hook_test.sh: records each call in $SHIM_LOG.
echo "$*" >>"$SHIM_LOG"
case $1 in
  build)  # the context (the hook repository) must hold the Dockerfile the hook needs
    grep -qx 'ENTRYPOINT \["concord"\]' Dockerfile ;;
  run)
    shift; mount='' workdir='' entry=''
    while [ $# -gt 0 ]; do
      case $1 in
        --rm) shift ;;
        -u) shift 2 ;;
        -v) mount=$2; shift 2 ;;
        --workdir) workdir=$2; shift 2 ;;
        --entrypoint) entry=$2; shift 2 ;;
        -*) echo "docker shim: unexpected option $1" >&2; exit 125 ;;
        *) shift; break ;;  # the image
      esac
    done
    [ "$workdir" = /src ] && [ "${mount#*:}" = "/src:rw,Z" ] || { echo "docker shim: bad mount" >&2; exit 125; }
    cd "${mount%%:*}" && exec "$entry" "$@" ;;
  *) exit 1 ;;  # inspect and the rest: not a container
esac
SHIM
    chmod +x "$work/shim/docker"
    docker_path=$work/shim:$PATH
  fi
  repo=$(new_repo docker)
  reword "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && SHIM_LOG=$shim_log PATH=$docker_path pre-commit try-repo "$source_dir" concord-docker --color never 2>&1)
  check "docker hook: clean change passes" 0 $? "$out" "Passed"
  add_option_named_files "$repo"; drop_entry "$repo"; git -C "$repo" add -A
  out=$(cd "$repo" && SHIM_LOG=$shim_log PATH=$docker_path pre-commit try-repo "$source_dir" concord-docker --color never 2>&1)
  check "docker hook: dropped entry fails, option-named files are paths" 1 $? "$out" "TPU Deep Dive"
  readme_kept "$repo" "docker hook"
  if [ -f "$shim_log" ]; then
    out=$(cat "$shim_log")
    check "docker hook: image built from the hook repository" 0 0 "$out" "build --tag pre-commit-"
    check "docker hook: entry run as the image's concord" 0 0 "$out" "--workdir /src --entrypoint concord pre-commit-"
    check "docker hook: the entry's -- comes before the files" 0 0 "$out" " hook -- "
  fi
  git -C "$repo" reset -q --hard

  # The .pre-commit-config.yaml examples of the docs, as written (rev: the release tag), with
  # the repository URL pointed at a copy of this checkout's hooks tagged with that rev.
  cp "$source_dir/Dockerfile" "$hooks/"
  git -C "$hooks" add -A && git -C "$hooks" commit -q -m dockerfile
  for doc in docs/ci.md docs/hook.md; do
    n=0
    while IFS= read -r -d '' block; do
      n=$((n + 1))
      rev=$(sed -n 's/^ *rev: *\([^ #]*\).*/\1/p' <<<"$block")
      git -C "$hooks" tag -f "$rev" >/dev/null
      sed "s|^\( *- repo:\).*|\1 $hooks|" <<<"$block" >"$repo/.pre-commit-config.yaml"
      git -C "$repo" add .pre-commit-config.yaml
      drop_entry "$repo"; git -C "$repo" add -A
      out=$(cd "$repo" && SHIM_LOG=$shim_log PATH=$docker_path pre-commit run --color never 2>&1)
      check "$doc example $n (rev $rev): dropped entry fails" 1 $? "$out" "TPU Deep Dive"
      git -C "$repo" reset -q --hard
    done < <(python3 - "$source_dir/$doc" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
for block in re.findall(r'```yaml\n(.*?)```', text, re.S):
    if block.lstrip().startswith('repos:'):
        sys.stdout.write(block + '\0')
PY
)
    [ "$n" -gt 0 ] || { echo "FAIL: $doc has no .pre-commit-config.yaml example"; failures=$((failures + 1)); }
  done
else
  echo "skip: pre-commit framework (pre-commit not installed or not a git checkout)"
fi

echo "hook_test: $failures failed"
[ "$failures" = 0 ]
