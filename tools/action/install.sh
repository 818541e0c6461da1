#!/usr/bin/env bash
# The install step of action.yml: puts a working concord at $PREFIX/bin/concord (or, from a
# .deb, on PATH) and prints bin=<path> for $GITHUB_OUTPUT.
#   INPUT_DEB   path or https URL of a released concord .deb: installed with apt-get (the
#               package is built for Debian 12: use it in a job with `container: debian:12`)
#   CACHE_HIT   'true' when actions/cache restored $PREFIX (a build of the same sources)
#   PREFIX      the install prefix that actions/cache saves and restores
# Otherwise builds the action's own sources (tests off) and installs them under $PREFIX.
set -euo pipefail
# The reports' links point at the docs of the action's repository at its ref, when the action
# was downloaded (both known); for `uses: ./` they keep the build's default.
docs_url=''
[ -z "${ACTION_REPOSITORY:-}" ] || [ -z "${ACTION_REF:-}" ] ||
  docs_url=${ACTION_SERVER:-https://github.com}/$ACTION_REPOSITORY/blob/$ACTION_REF/docs/
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
if [ -n "${INPUT_DEB:-}" ]; then
  deb=$INPUT_DEB
  case $deb in
    https://*) curl -fsSL -o "${RUNNER_TEMP:-/tmp}/concord.deb" "$deb"; deb=${RUNNER_TEMP:-/tmp}/concord.deb ;;
    /*) ;;
    *) deb=$PWD/$deb ;;  # apt-get takes a path, not a bare name, for a local package
  esac
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "$deb" >&2
  bin=$(command -v concord)
else
  bin=$PREFIX/bin/concord
  if [ "${CACHE_HIT:-}" = true ] && [ -x "$bin" ]; then
    # A cached build links the runner's libraries; a newer runner image may lack one.
    if ldd "$bin" | grep -q 'not found'; then "${sudo[@]}" bash "$source_dir/tools/install-deps.sh" --build >&2; fi
  else
    "${sudo[@]}" bash "$source_dir/tools/install-deps.sh" --build >&2
    build=${RUNNER_TEMP:-/tmp}/concord-build
    docs=()
    [ -z "$docs_url" ] || docs=(-DCONCORD_DOCS_URL="$docs_url")
    cmake -S "$source_dir" -B "$build" -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
      -DCMAKE_INSTALL_PREFIX="$PREFIX" "${docs[@]}" >&2
    cmake --build "$build" -j"$(nproc)" >&2
    cmake --install "$build" --strip >&2
  fi
fi
"$bin" --version >&2
echo "bin=$bin"
