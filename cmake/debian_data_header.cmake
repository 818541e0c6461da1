# concord_debian_data_header(TARGET HEADER SCRIPT INPUT_VAR PACKAGE): a header generated at build
# time from a file of one of Debian's data packages (a word list, the media-types table), so
# that the executable carries what it needs and reads no such file at run time.
#   TARGET     the custom target concord_lib waits for
#   HEADER     the header's path under the calling directory's generated/ (its #include path)
#   SCRIPT     the generator, run in script mode with -DINPUT=<file> -DOUTPUT=<header>
#   INPUT_VAR  the cache variable that names the file (its default set by the caller)
#   PACKAGE    the Debian package that installs the file, named where it is missing
function(concord_debian_data_header target header script input_var package)
  set(input "${${input_var}}")
  if(NOT EXISTS "${input}")
    message(FATAL_ERROR "${input} not found: install ${package} (tools/install-deps.sh) or set "
                        "${input_var}")
  endif()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/generated)
  add_custom_command(
    OUTPUT ${dir}/${header}
    COMMAND ${CMAKE_COMMAND} -DINPUT=${input} -DOUTPUT=${dir}/${header} -P ${script}
    DEPENDS ${input} ${script} ${CMAKE_SOURCE_DIR}/cmake/write_if_changed.cmake
    COMMENT "Generating ${header} from ${input}"
    VERBATIM)
  add_custom_target(${target} DEPENDS ${dir}/${header})
  add_dependencies(concord_lib ${target})
  target_include_directories(concord_lib PRIVATE ${dir})
endfunction()
