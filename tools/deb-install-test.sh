#!/usr/bin/env bash
# The Debian package in a clean Debian 12 system: builds concord for /usr without the tests
# (so without Boost.Test), makes the package with `cpack -G DEB`, installs it with apt-get into
# a fresh debootstrap chroot (apt fetches the Depends dpkg-shlibdeps computed, nothing else
# is there), and runs it there: --version, `concord rules`, the corpus pair from another
# directory, two made-up editions, and the installed executable copied ALONE to another
# directory checking the corpus pair. Then lintian on the package when it is installed (it is
# not a dependency of the project: apt-get install lintian). Too slow for ctest (a full build
# and a debootstrap); tests/install_test.sh is the quick check of the package in ctest.
#
#   sudo tools/deb-install-test.sh [WORK_DIR]     (default /tmp/concord-deb; needs root and
#                                                  network access to deb.debian.org)
#
# Leaves WORK_DIR/build/concord_<version>_<arch>.deb and WORK_DIR/lintian.txt; removes the
# chroot unless KEEP_CHROOT=1. Exit 0 when everything passed.
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-/tmp/concord-deb}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
jobs=$(nproc)
[ "$(id -u)" = 0 ] || { echo "$0: needs root (debootstrap, chroot)" >&2; exit 2; }
command -v debootstrap >/dev/null || { echo "$0: needs debootstrap (apt-get install debootstrap)" >&2; exit 2; }
mkdir -p "$work"
work=$(realpath "$work")
build=$work/build
root=$work/root
log() { echo "== $*"; }

# 1. The build a package is made from: installed under /usr, the prefix the executable has
#    compiled in; no tests, so nothing may ask for Boost.Test.
log "configure and build (prefix /usr, BUILD_TESTING=OFF)"
cmake -S "$source_dir" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
  -DBUILD_TESTING=OFF ${CMAKE_CXX_COMPILER_LAUNCHER:+-DCMAKE_CXX_COMPILER_LAUNCHER=$CMAKE_CXX_COMPILER_LAUNCHER} \
  >"$work/configure.log"
if grep -qi "unit_test_framework" "$build/CMakeCache.txt"; then
  echo "FAIL: the build without tests looked for Boost.Test" >&2
  exit 1
fi
cmake --build "$build" -j"$jobs" --target concord >"$work/build.log"
log "cpack -G DEB"
(cd "$build" && cpack -G DEB >"$work/cpack.log")
deb=$(ls "$build"/concord_*.deb | head -1)
version=$(dpkg-deb -f "$deb" Version)
echo "$(basename "$deb"): Depends: $(dpkg-deb -f "$deb" Depends)"

# 2. A clean Debian 12: the minimal base system, nothing of concord's build.
log "debootstrap bookworm (minbase) into $root"
cleanup() {
  mountpoint -q "$root/proc" && umount "$root/proc"
  [ "${KEEP_CHROOT:-0}" = 1 ] || rm -rf "$root"
}
trap cleanup EXIT
rm -rf "$root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log"
# concord finds its data through /proc/self/exe.
mount -t proc proc "$root/proc"
cp "$deb" "$root/tmp/"
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root "$@"; }
log "apt-get install ./$(basename "$deb")"
in_root apt-get update -q >"$work/apt.log"
in_root apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" >>"$work/apt.log"

# 3. Run it there.
failures=0
# expect NAME WANT_STATUS COMMAND...: runs COMMAND in the chroot (a shell line), prints its
# output, and counts a failure when the status differs.
expect() {
  local name=$1 want=$2 status=0
  shift 2
  local out
  out=$(in_root sh -c "$*" 2>&1) || status=$?
  echo "$out" | sed 's/^/    /' | head -8
  if [ "$status" = "$want" ]; then echo "ok: $name"; else
    echo "FAIL: $name: exit $status, expected $want"; failures=$((failures + 1))
  fi
}
expect "concord --version" 0 "concord --version | grep -q '^concord $version\\( (git .*)\\)\\?\$' &&
  concord --version"
expect "the built-in rules" 0 "concord rules | head -3"
# (sh has no pipefail: the status is kept before the output is cut to its last line.)
expect "the corpus pair from /tmp" 1 "cd /tmp && { concord check --color never >out; s=\$?; tail -1 out; exit \$s; }"
expect "two made-up editions" 1 "cd /tmp && printf '# Notes\n\nAda wrote 3 pages.\n' >en.md &&
  printf '# 笔记\n\n她写了几页。\n' >zh.md && concord check --color never --fail-on warning en.md zh.md"
expect "the installed executable copied alone" 1 "mkdir -p /opt/alone && cp /usr/bin/concord /opt/alone/ &&
  cd /opt/alone && { ./concord check --color never >/tmp/out; s=\$?; tail -1 /tmp/out; exit \$s; }"
expect "the copied executable's rules" 0 "/opt/alone/concord rules | head -1 | grep -qx 'Rules (built-in):'"
expect "the package's files" 0 "dpkg -L concord | grep -E 'bin/concord|rules/names.yml|corpus/zh|doc/concord/(copyright|changelog)|man1|completion' "
expect "no Boost.Test or -dev package pulled in" 0 "! dpkg -l | grep -E 'libboost-test|-dev '"

# 4. lintian, when installed here.
if command -v lintian >/dev/null; then
  log "lintian $(basename "$deb")"
  lintian --info "$deb" >"$work/lintian.txt" 2>&1 || true
  cat "$work/lintian.txt"
  if grep -q '^E: ' "$work/lintian.txt"; then
    echo "FAIL: lintian reports errors"; failures=$((failures + 1))
  else
    echo "ok: lintian reports no error"
  fi
else
  echo "lintian not installed: not run"
fi
[ "$failures" = 0 ] && echo "all passed" || { echo "$failures failure(s)"; exit 1; }
