#!/usr/bin/env bash
# Formatting (clang-format) and the layout (tools/check_layout.py), then the test suite: whole
# in the normal build (build/) and with AddressSanitizer + UndefinedBehaviorSanitizer +
# LeakSanitizer (build-asan/), and the suites that reach the byte scans with the scalar
# byte-scan primitives only (build-scalar/, src/text/byte_scan.h). Run from the repository
# root after tools/install-deps.sh; the README's test command and .ci/run call it.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
# Formatting first: it is the cheapest check. .clang-format holds the style.
find src tools tests bench fuzz \( -name '*.cc' -o -name '*.h' \) -print0 |
  xargs -0 clang-format --dry-run -Werror
# Include arrows point down, files of at most 600 lines, functions of at most 80 (docs/design.md).
python3 tools/check_layout.py
# The suites run in parallel (ctest -j); those that bound a wall-clock time run alone
# (RUN_SERIAL in tests/CMakeLists.txt). Compile time is most of this script, so each build
# asks only for what it is for: the normal build is optimized without debug information, the
# sanitizer build keeps line tables for its reports at -O1 (the level the sanitizers' authors
# recommend), the scalar build is -O1; in each, the suites' own code is unoptimized and shares
# one precompiled header (tests/CMakeLists.txt says what that leaves unoptimized in the library). Each build compiles the library's files eight
# to a translation unit (CMake's unity build), so the headers they share are parsed once per
# eight files instead of once per file.
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
  -DCMAKE_UNITY_BUILD=ON
cmake --build build -j"$jobs"
ctest --test-dir build --output-on-failure -j"$jobs"
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCONCORD_SANITIZE=ON -DCMAKE_UNITY_BUILD=ON \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
cmake --build build-asan -j"$jobs"
# halt_on_error: the first report fails the test; detect_leaks: LeakSanitizer clean.
ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:abort_on_error=1 \
UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  ctest --test-dir build-asan --output-on-failure -j"$jobs"
# The scalar twins of the byte-scan primitives: the production path on ARM machines. The
# twins are proved equal to the SSE2 forms at every offset by byte_scan_test in each build;
# this build runs, on the scalar path, the suites whose inputs go through the scans' callers
# (text/, extract/, the word scans of rules/) and the end-to-end ones; the suites of the other
# stages (project, report, git, the Markdown parser's guards) reach the scans only through the
# same calls.
scalar_suites=(unicode_test byte_scan_test segmenter_test entities_test english_words_test
  email_pattern_test checks_test pipeline_test localized_trees_test robustness_test
  fuzz_replay_utf8_segmenter fuzz_replay_entities fuzz_replay_check)
cmake -S . -B build-scalar -DCMAKE_BUILD_TYPE=Release -DCONCORD_SCALAR_ONLY=ON -DCMAKE_UNITY_BUILD=ON \
  -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG"
cmake --build build-scalar -j"$jobs" --target concord "${scalar_suites[@]}"
ctest --test-dir build-scalar --output-on-failure -j"$jobs" \
  -R "^($(IFS='|'; echo "${scalar_suites[*]}")|eval_score)\$"
