# The Debian package: `cpack -G DEB` in a build directory, after the build. It holds what
# `cmake --install` installs (the executable, rules/, corpus/, docs/, and the man page and
# completions where the build makes them) under the install prefix, which the executable also
# has compiled in (build_info.h InstallDataDir): a package for Debian is made from a build
# configured with -DCMAKE_INSTALL_PREFIX=/usr (tools/deb-install-test.sh does). Its Depends
# are computed by dpkg-shlibdeps from the libraries the executable links, not written here.
set(CPACK_PACKAGE_NAME concord)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "translation consistency checker for documents and documentation trees")
# The long description; CPack puts the summary above it as the synopsis line.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "concord compares editions of a document in two or more languages and reports
what one edition has and another lacks: names, numbers, units, links, code,
headings, glossary terms and whole documents. It checks a pair of files, a
localized documentation tree, or the files a commit changes (a pre-commit
hook), and writes text, JSON, SARIF, GitHub annotations, GitLab Code Quality
and HTML reports.")
set(CONCORD_PACKAGE_MAINTAINER
    "concord maintainers <maintainers@users.noreply.a-seed-d7f3e51c.example>"
    CACHE STRING "The Maintainer field of the Debian package")
set(CPACK_PACKAGE_CONTACT "${CONCORD_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${CONCORD_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # concord_<version>_<arch>.deb
set(CPACK_DEBIAN_PACKAGE_SECTION text)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# A package carries no debug information (Debian splits it into -dbgsym packages).
set(CPACK_STRIP_FILES ON)

# Debian wants every package's copyright and changelog in /usr/share/doc/<package>; the
# changelog compressed with gzip -9n (no name or time stamp, so the build is reproducible).
# Its one entry is this version, dated by the last commit when built from a checkout.
set(CONCORD_CHANGELOG_DATE "")
find_package(Git QUIET)
if(GIT_FOUND AND EXISTS "${CMAKE_SOURCE_DIR}/.git")
  execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${CMAKE_SOURCE_DIR}" log -1 --format=%aD
                  OUTPUT_VARIABLE CONCORD_CHANGELOG_DATE OUTPUT_STRIP_TRAILING_WHITESPACE
                  ERROR_QUIET)
endif()
if(NOT CONCORD_CHANGELOG_DATE)
  string(TIMESTAMP CONCORD_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
endif()
configure_file(${CMAKE_SOURCE_DIR}/cmake/debian/changelog.in
               ${CMAKE_BINARY_DIR}/debian/changelog @ONLY)
find_program(CONCORD_GZIP gzip REQUIRED)
execute_process(COMMAND ${CONCORD_GZIP} -9nc ${CMAKE_BINARY_DIR}/debian/changelog
                OUTPUT_FILE ${CMAKE_BINARY_DIR}/debian/changelog.gz COMMAND_ERROR_IS_FATAL ANY)
install(FILES ${CMAKE_SOURCE_DIR}/cmake/debian/copyright ${CMAKE_BINARY_DIR}/debian/changelog.gz
        DESTINATION share/doc/concord)

include(CPack)
