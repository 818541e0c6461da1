// build_info.h — what the build knows that the code cannot: the version (CMake's
// project(VERSION), the one place it is written), the git description of the checkout it was
// built from, and where `cmake --install` puts concord's data. CMake writes their values
// (build_info_values.cc) at every build (cmake/build_info.cmake), rewriting it only when one of
// these changed, so a new commit recompiles that one file.
//
//   std::cout << "concord " << VersionLine() << "\n";   // concord 0.9.0 (git v0.9.0-2-g1a2b3c4)
//   fs::path corpus = fs::path(InstallDataDir()) / "corpus";
#ifndef CONCORD_BUILD_INFO_H_
#define CONCORD_BUILD_INFO_H_

#include <string>
#include <string_view>

namespace concord {

// `git describe --tags --always --dirty` of the source tree at build time; "" when it was not
// a git checkout (a release tarball, a Docker context without .git) or git was missing.
std::string_view GitDescription();

// <install prefix>/share/concord: where an installed concord's rules/ and corpus/ are, for a
// binary that no longer sits beside them (copied alone elsewhere).
std::string_view InstallDataDir();

// What `concord --version` prints after "concord ": the version, then " (git <description>)"
// when built from a checkout.
std::string VersionLine();

}  // namespace concord

#endif  // CONCORD_BUILD_INFO_H_
