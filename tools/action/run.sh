#!/usr/bin/env bash
# The concord step of action.yml: runs `concord check|hook|audit` in the working directory,
# writes GitHub annotations (--format github) and the step summary, optionally a SARIF file,
# and sets the step's outputs. Exit status: concord's own (0 clean, 1 findings at or above
# fail-on, 2 usage or input error, which no fail-on hides); 2 as well when the SARIF run fails.
#   CONCORD           the executable
#   INPUT_COMMAND     check (default), hook or audit
#   INPUT_ARGS        more arguments, split at white space; nothing in them is expanded
#   INPUT_FILES       one file name per line, passed after `--` (hook: the changed files)
#   INPUT_FORMAT      default github (annotations) for check and hook, text for audit
#   INPUT_FAIL_ON     error (default), warning, info or never
#   INPUT_SARIF_FILE  also write SARIF 2.1.0 here (check and hook)
# For hook without files in a pull request, the files are those the pull request changes:
# HEAD against the tip of $GITHUB_BASE_REF, fetched from origin.
set -uo pipefail
concord=${CONCORD:-concord}
command=${INPUT_COMMAND:-check}
fail_on=${INPUT_FAIL_ON:-error}
sarif=${INPUT_SARIF_FILE:-}
format=${INPUT_FORMAT:-}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
output=${GITHUB_OUTPUT:-/dev/null}
[ -n "$summary" ] || summary=/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Workflow-command data: %, CR and LF escaped (GitHub's rule for ::error::MESSAGE).
escape() { local s=${1//'%'/%25}; s=${s//$'\r'/%0D}; printf '%s' "${s//$'\n'/%0A}"; }
fail() {  # fail STATUS MESSAGE: an error annotation, the summary, the outputs
  echo "::error title=concord $command::$(escape "$2")"
  printf '### concord %s\n\n**exit %s**: %s\n' "$command" "$1" "$2" >>"$summary"
  echo "exit-code=$1" >>"$output"
  exit "$1"
}

case $command in check | hook | audit) ;; *) fail 2 "command must be check, hook or audit, not '$command'" ;; esac
[ -n "$format" ] || { [ "$command" = audit ] && format=text || format=github; }
read -r -d '' -a args <<<"${INPUT_ARGS:-}"
files=()
while IFS= read -r line; do [ -z "$line" ] || files+=("$line"); done <<<"${INPUT_FILES:-}"
if [ "$command" = hook ] && [ ${#files[@]} = 0 ] && [ -n "${GITHUB_BASE_REF:-}" ]; then
  # --no-renames: a renamed document is a deletion and an addition, so both groups are checked.
  git fetch -q --no-tags --depth=1 origin "$GITHUB_BASE_REF" ||
    fail 2 "cannot fetch the pull request's base branch '$GITHUB_BASE_REF' from origin"
  while IFS= read -r -d '' f; do files+=("$f"); done < <(
    git diff --name-only -z --no-renames --diff-filter=ACMRD FETCH_HEAD HEAD)
  echo "concord: ${#files[@]} files changed against $GITHUB_BASE_REF" >&2
fi
if [ "$command" = hook ] && [ ${#files[@]} = 0 ]; then
  echo "::warning title=concord hook::no files to check: give 'files', or run in a pull request"
fi
operands=()
[ ${#files[@]} = 0 ] || operands=(-- "${files[@]}")

"$concord" "$command" --format "$format" --color never --fail-on "$fail_on" "${args[@]}" \
  "${operands[@]}" >"$scratch/out" 2>"$scratch/err"
status=$?
cat "$scratch/out"
cat "$scratch/err" >&2
[ "$status" -le 2 ] || fail "$status" "concord ended with status $status: $(tail -c 2000 "$scratch/err")"
[ "$status" != 2 ] || fail 2 "concord could not run (exit 2, a usage or input error; no fail-on hides it): $(tail -c 2000 "$scratch/err")"

sarif_note=''
if [ -n "$sarif" ]; then
  [ "$command" != audit ] || fail 2 "sarif-file: audit has no SARIF output"
  if [ "$format" != sarif ]; then
    "$concord" "$command" --format sarif -o "$sarif" --color never --fail-on never "${args[@]}" \
      "${operands[@]}" 2>"$scratch/err"
    sarif_status=$?
    [ "$sarif_status" = 0 ] || fail 2 "the SARIF run failed (exit $sarif_status): $(tail -c 2000 "$scratch/err")"
  fi
  sarif_note="SARIF: \`$sarif\`"
  echo "sarif-file=$sarif" >>"$output"
fi

{
  printf '### concord %s\n\n' "$command"
  if [ "$status" = 0 ]; then
    printf 'No finding at or above `%s`.' "$fail_on"
  else
    printf '**Findings at or above `%s`** (exit 1).' "$fail_on"
  fi
  printf ' %s\n\n' "$sarif_note"
  if [ "$format" = github ]; then
    for level in error warning notice; do
      n=$(grep -c "^::$level " "$scratch/out")
      echo "${level}s=$n" >>"$output"
      counts+="| $n "
    done
    printf '| errors | warnings | notices |\n| ---: | ---: | ---: |\n%s|\n\n' "$counts"
  elif [ "$format" = text ] && [ -s "$scratch/out" ]; then
    # The report in a fence longer than any run of backticks in it, cut at 256 KiB (GitHub
    # refuses a step summary over 1 MiB).
    fence=$(grep -o '`*' "$scratch/out" | awk '{ if (length > n) n = length } END { n = n < 3 ? 3 : n + 1; while (n--) printf "`" }')
    printf '<details><summary>report</summary>\n\n%s\n' "$fence"
    head -c 262144 "$scratch/out"
    printf '\n%s\n\n</details>\n\n' "$fence"
  fi
} >>"$summary"
echo "exit-code=$status" >>"$output"
exit "$status"
