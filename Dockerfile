# concord in a container: the image that the pre-commit hook `concord-docker` (language: docker,
# .pre-commit-hooks.yaml) builds and runs, so that pre-commit needs only Docker. Also usable by
# hand:
#   docker build -t concord .
#   docker run --rm -u "$(id -u):$(id -g)" -v "$PWD:/src" concord check
# The build stage runs the README's first command (install the build packages, configure,
# build, check the corpus pair); tests/ci_files_test.py fails when the two drift apart. The
# runtime stage holds the installed tree and the libraries the executable links, which the same
# test compares with what the executable built here links.
FROM debian:12 AS build
WORKDIR /concord
COPY . .
# Tests are not built (BUILD_TESTING=OFF): the image is for running concord. `concord check`
# on the embedded corpus pair reports its five findings, exit 1, as the README says.
RUN bash tools/install-deps.sh --build
RUN cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=OFF \
 && cmake --build build -j"$(nproc)" \
 && { build/bin/concord check >/dev/null; test $? -eq 1; } \
 && cmake --install build --prefix /opt/concord --strip

FROM debian:12-slim
# git: audit reads each file's last commit date. The mounted repository belongs to the host's
# user, not to the container's, so git is told to trust any directory.
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      libicu72 libyaml-cpp0.7 libboost-program-options1.74.0 \
      libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libpsl5 git \
 && rm -rf /var/lib/apt/lists/* \
 && git config --system --add safe.directory '*'
COPY --from=build /opt/concord /usr/local
# The installed executable finds its rules and corpus under /usr/local/share/concord.
RUN concord --version && { concord check >/dev/null; test $? -eq 1; }
WORKDIR /src
ENTRYPOINT ["concord"]
