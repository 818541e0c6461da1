#!/usr/bin/env bash
# The installed concord, end to end, in two modes:
#
#   install_test.sh install BUILD_DIR INSTALL_PREFIX VERSION
#     `cmake --install` into a temporary prefix: the files are there; that relocated install
#     runs on its corpus pair; its executable copied ALONE to another directory still has its
#     rules (built in: `concord rules` lists them, and a check of two made-up editions prints
#     what the build's executable prints), and looks for the corpus under INSTALL_PREFIX (the
#     prefix it was configured with): it checks the pair when concord is installed there, else
#     it says it looked there.
#   install_test.sh deb BUILD_DIR INSTALL_PREFIX VERSION
#     `cpack -G DEB`: the package holds the executable, rules, corpus and docs under the prefix;
#     its Version is VERSION and its Depends name the package of every shared library the
#     executable links (dpkg-shlibdeps); the executable extracted from it runs. Exit 77 (ctest:
#     skipped) without dpkg-deb or dpkg-shlibdeps.
#
# Installing the package into a clean Debian system is tools/deb-install-test.sh (too slow here).
set -uo pipefail
source=$(cd "$(dirname "$0")/.." && pwd)
mode=$1
build=$(realpath "$2")
prefix=$3
version=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
ok() { echo "ok: $*"; }
# expect NAME WANT_STATUS STATUS OUTPUT [TEXT]: the status, and TEXT in OUTPUT when given.
expect() {
  local name=$1 want=$2 got=$3 out=$4 text=${5:-}
  if [ "$got" != "$want" ]; then fail "$name: exit $got, expected $want"; echo "$out"; return; fi
  if [ -n "$text" ] && ! grep -qF -- "$text" <<<"$out"; then
    fail "$name: output lacks '$text'"; echo "$out"; return
  fi
  ok "$name"
}
# has_files ROOT FILE...: each FILE (relative) exists under ROOT.
has_files() {
  local root=$1 f
  shift
  for f in "$@"; do [ -e "$root/$f" ] || fail "$root lacks $f"; done
}
data_files=(bin/concord share/concord/rules/names.yml share/concord/corpus/zh/conclusion.txt
  share/concord/corpus/ko/conclusion.txt share/doc/concord/user-guide.md
  share/doc/concord/copyright share/doc/concord/changelog.gz share/man/man1/concord.1.gz
  share/bash-completion/completions/concord share/zsh/vendor-completions/_concord)

install_mode() {
  local root=$work/prefix out status
  cmake --install "$build" --prefix "$root" >"$work/install.log" 2>&1 ||
    { fail "cmake --install"; cat "$work/install.log"; return; }
  has_files "$root" "${data_files[@]}"
  out=$(cd "$work" && "$root/bin/concord" check --color never 2>&1)
  expect "the relocated install checks its corpus pair" 1 $? "$out" "3 errors, 2 warnings"

  mkdir "$work/alone"
  cp "$root/bin/concord" "$work/alone/concord"
  local alone=$work/alone/concord
  out=$("$alone" rules 2>&1)
  expect "the copied executable lists its built-in rules" 0 $? "$out" "Rules (built-in):"
  local file id
  for file in "$(dirname "$0")"/../rules/*.yml; do
    id=$(basename "$file" .yml)
    grep -qE "^  $id " <<<"$out" || fail "the copied executable's rules lack '$id'"
  done
  # Two made-up editions: a number and a link on one side only.
  printf '# Notes\n\nAda Quill wrote 3 pages on [the guide](https://example.org/guide).\n' \
    >"$work/en.md"
  printf '# 笔记\n\n她写了几页关于指南的内容。\n' >"$work/zh.md"
  local want got args=(check --format json --fail-on warning en.md zh.md)
  want=$(cd "$work" && "$build/bin/concord" "${args[@]}" 2>&1)
  status=$?
  got=$(cd "$work" && "$alone" "${args[@]}" 2>&1)
  expect "the copied executable checks two editions" "$status" $? "$got"
  [ "$got" = "$want" ] || fail "the copied executable's report differs from the build's"
  [ "$status" = 1 ] || fail "the made-up editions gave exit $status, expected findings (1)"

  out=$(cd "$work/alone" && ./concord check --color never 2>&1)
  status=$?
  if [ -f "$prefix/share/concord/corpus/zh/conclusion.txt" ]; then
    expect "the copied executable checks the installed corpus pair" 1 $status "$out" \
      "$prefix/share/concord/corpus/zh/conclusion.txt"
  else
    expect "the copied executable looks for the corpus under $prefix" 2 $status "$out" \
      "under the install prefix ($prefix/share/concord/corpus)"
  fi
}

deb_mode() {
  if ! command -v dpkg-deb >/dev/null || ! command -v dpkg-shlibdeps >/dev/null; then
    echo "skipped: no dpkg-deb or dpkg-shlibdeps"
    exit 77
  fi
  (cd "$build" && cpack -G DEB -B "$work/package" >"$work/cpack.log" 2>&1) ||
    { fail "cpack -G DEB"; cat "$work/cpack.log"; return; }
  local deb
  deb=$(ls "$work"/package/concord_*.deb 2>/dev/null | head -1)
  [ -n "$deb" ] || { fail "cpack made no concord_*.deb"; ls -R "$work/package"; return; }
  ok "cpack -G DEB made $(basename "$deb")"
  [ "$(dpkg-deb -f "$deb" Package)" = concord ] || fail "Package: $(dpkg-deb -f "$deb" Package)"
  [ "$(dpkg-deb -f "$deb" Version)" = "$version" ] ||
    fail "Version: $(dpkg-deb -f "$deb" Version), expected $version"
  local depends pkg
  depends=$(dpkg-deb -f "$deb" Depends)
  echo "Depends: $depends"
  dpkg-deb -x "$deb" "$work/root"
  local root=$work/root$prefix
  has_files "$root" "${data_files[@]}"
  # The package names of Depends, one a line (without versions or alternatives).
  local names
  names=$(sed 's/ *([^)]*)//g; s/ *|[^,]*//g; s/, */\n/g' <<<"$depends")
  local linked
  linked=$("$source/tools/library_packages.sh" "$root/bin/concord") ||
    fail "a library the packaged executable links belongs to no Debian package"
  [ -n "$linked" ] || fail "no library resolved to a package"
  for pkg in $linked; do
    grep -qxF "$pkg" <<<"$names" || fail "Depends lacks $pkg"
  done
  local out
  out=$("$root/bin/concord" --version 2>&1)
  expect "the packaged executable's version" 0 $? "$out" "concord $version"
  out=$(cd "$work" && "$root/bin/concord" check --color never 2>&1)
  expect "the packaged executable checks its corpus pair" 1 $? "$out" "3 errors, 2 warnings"
}

case $mode in
  install) install_mode ;;
  deb) deb_mode ;;
  *) echo "usage: $0 install|deb BUILD_DIR INSTALL_PREFIX VERSION" >&2; exit 2 ;;
esac
if [ "$failures" -ne 0 ]; then
  echo "$failures failure(s)"
  exit 1
fi
echo "all passed"
