#!/usr/bin/env bash
# library_packages.sh EXECUTABLE — the Debian packages of the shared libraries EXECUTABLE links,
# one a line, sorted, each once. Exit 1 (naming it on stderr) when a library belongs to no
# package. Used by the package test (tests/install_test.sh: Depends has them all) and the CI
# files test (tests/ci_files_test.py: the Dockerfile's runtime stage installs them).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 EXECUTABLE" >&2; exit 2; }
# The libraries EXECUTABLE itself names (its NEEDED entries), not those they pull in: a package
# depends on its own libraries' packages, and apt installs theirs (libpsl5 brings libidn2-0).
# ldd prints "name => /path (address)" for each, or "/path (address)" for the loader.
mapfile -t needed < <(objdump -p "$1" | awk '$1 == "NEEDED" { print $2 }')
mapfile -t libs < <(ldd "$1" | awk -v needed="${needed[*]}" '
  BEGIN { n = split(needed, list, " "); for (i = 1; i <= n; i++) want[list[i]] = 1 }
  $2 == "=>" && $3 ~ /^\// && ($1 in want) { print $3 }')
# The dpkg database has a library under /lib or /usr/lib, whichever its package ships, and
# under its real name, whereas ldd's path depends on the search order (/lib is /usr/lib here):
# each path is asked in all four forms, in one dpkg call.
forms() { echo "$1"; realpath "$1"; echo "${1#/usr}"; echo "/usr$1"; }
declare -A owner=()
mapfile -t asked < <(for lib in "${libs[@]}"; do forms "$lib"; done | sort -u)
while IFS= read -r line; do
  package=${line%%: *}
  owner[${line#*: }]=${package%%:*}  # "libicu72:amd64: /usr/lib/…" → libicu72
done < <(dpkg -S "${asked[@]}" 2>/dev/null || true)
status=0
packages=()
for lib in "${libs[@]}"; do
  found=""
  while IFS= read -r form; do
    if [ -n "${owner[$form]:-}" ]; then found=${owner[$form]}; break; fi
  done < <(forms "$lib")
  if [ -z "$found" ]; then
    echo "$0: $lib belongs to no Debian package" >&2
    status=1
  else
    packages+=("$found")
  fi
done
[ ${#packages[@]} -eq 0 ] || printf '%s\n' "${packages[@]}" | sort -u
exit $status
