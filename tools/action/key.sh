#!/usr/bin/env bash
# The cache key of action.yml's build: the runner's image and architecture (the executable
# links the image's libraries) and a hash of the action's source tree, which names the commit
# it was downloaded at (a downloaded action has no .git to ask), plus the docs address the
# build is given. Prints key=... for $GITHUB_OUTPUT.
set -euo pipefail
# The reports' links point at the docs of the action's repository at its ref, when the action
# was downloaded (both known); for `uses: ./` they keep the build's default.
docs_url=''
[ -z "${ACTION_REPOSITORY:-}" ] || [ -z "${ACTION_REF:-}" ] ||
  docs_url=${ACTION_SERVER:-https://github.com}/$ACTION_REPOSITORY/blob/$ACTION_REF/docs/
cd "$(dirname "$0")/../.."
os=${ImageOS:-$(. /etc/os-release && echo "$ID$VERSION_ID")}
tree=$( { find . -path ./.git -prune -o -path './build*' -prune -o -type f -print0 |
          LC_ALL=C sort -z | xargs -0 sha256sum; echo "$docs_url"; } |
        sha256sum | cut -c1-40)
echo "key=concord-$os-$(uname -m)-$tree"
