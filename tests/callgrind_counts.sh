# Sourced by the linearity tests: what they share to count a check's instructions with
# valgrind's callgrind, which gives the same count on every run and machine, unlike wall times.
#   source callgrind_counts.sh; callgrind_setup NAME BINARY   (skips with exit 77, sets $work)
#   callgrind_instructions PAIR_DIR [FUNCTION_GLOB] [CHECK_ARGS...]   prints the count
#   pair_bytes PAIR_DIR                                       prints the pair's size

# Exits 77 (skipped) without valgrind, and for a sanitizer build (valgrind cannot run ASan
# code); else makes the temporary directory $work, removed on exit.
callgrind_setup() {
  test_name=$1
  test_binary=$2
  if ! command -v valgrind >/dev/null; then
    echo "$test_name: valgrind not found; skipped"
    exit 77
  fi
  # (grep reads all of nm's output: with -q it would stop early, and pipefail would count nm's
  # broken pipe as a failure.)
  if nm -D "$test_binary" 2>/dev/null | grep __asan_init >/dev/null; then
    echo "$test_name: $test_binary is an AddressSanitizer build; skipped"
    exit 77
  fi
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
}

# The instructions of `check --format json` on PAIR_DIR's zh.txt and ko.txt: all of them, or,
# with FUNCTION_GLOB, only those inside the functions it names (--toggle-collect). Further
# arguments go to check.
callgrind_instructions() {
  local pair=$1 toggle=${2:-} status=0 log=$work/callgrind.log count
  local options=(--tool=callgrind --callgrind-out-file=/dev/null)
  [ -n "$toggle" ] && options+=(--toggle-collect="$toggle")
  valgrind "${options[@]}" "$test_binary" check "${@:3}" --format json \
    "$pair/zh.txt" "$pair/ko.txt" >/dev/null 2>"$log" || status=$?
  # One "Collected" line per process (a forked child has its own); 1 is the "findings" status.
  count=$(awk '/== Collected : [0-9]+$/ { n += $NF; found = 1 } END { if (found) print n }' "$log")
  if [ "$status" -gt 1 ] || [ -z "$count" ] || [ "$count" -eq 0 ]; then
    echo "$test_name: check on $pair exited $status, or counted nothing${toggle:+ in $toggle}" >&2
    cat "$log" >&2
    exit 1
  fi
  echo "$count"
}

pair_bytes() { cat "$1/zh.txt" "$1/ko.txt" | wc -c; }
