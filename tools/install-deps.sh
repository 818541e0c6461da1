#!/usr/bin/env bash
# Installs what concord needs to build and test on Debian 12, as root. Skips apt entirely
# when everything is already there, so a warm machine (or CI re-run) does not touch the network.
set -euo pipefail
# --build: only what building the executable needs (the Dockerfile, action.yml); the rest is for
# the tests and the tools.
build_packages=(
  g++ cmake make pkg-config
  libicu-dev libboost-program-options-dev libboost-test-dev libyaml-cpp-dev nlohmann-json3-dev
  libcmark-gfm-dev libcmark-gfm-extensions-dev libpsl-dev
  wamerican media-types
)
packages=("${build_packages[@]}" python3
  git pre-commit python3-jsonschema chromium clang-format universal-ctags
  libbenchmark-dev valgrind time
)
if [ "${1:-}" = --build ]; then packages=("${build_packages[@]}"); fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
