# Turns a media-types table (Debian's media-types, /etc/mime.types: a media type and its file
# extensions per line) into a C++ header that maps each extension of a picture, a sound or a
# video to the first extension of its type, so that the checks know `photo.jpg` and
# `photo.jpeg` are one format without reading a file at run time. Run at build time by
# add_custom_command:
#
#   cmake -DINPUT=/etc/mime.types -DOUTPUT=.../rules/media_types_data.h -P media_types.cmake
#
# Only the image/, audio/ and video/ types are read: a translator saves a localized copy of a
# picture or a recording in another of its format's extensions, while two extensions of one
# text or program type (`.js` and `.mjs`, `.cls` and `.sty`) name two files. The constant is
# "\next\tfirst\next\tfirst\n…\n", for the extensions that are not their type's first (the
# first one made of letters, digits, '+', '_' and '-'), in lower case. An extension of two
# types names no one format and is left out.
cmake_minimum_required(VERSION 3.25)
foreach(var INPUT OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "media_types.cmake: -D${var}=... is required")
  endif()
endforeach()
file(STRINGS "${INPUT}" lines ENCODING UTF-8)
set(entries "")
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^(image|audio|video)/[^ \t]+[ \t]+[^ \t]")
    continue()
  endif()
  string(REGEX REPLACE "^([^ \t]+)[ \t]+.*$" "\\1" type "${line}")
  string(TOLOWER "${type}" type)
  string(REGEX REPLACE "^[^ \t]+[ \t]+(.*)$" "\\1" extensions "${line}")
  string(TOLOWER "${extensions}" extensions)
  string(REGEX REPLACE "[ \t]+" ";" extensions "${extensions}")
  list(FILTER extensions INCLUDE REGEX "^[a-z0-9+_-]+$")
  list(REMOVE_DUPLICATES extensions)
  if(NOT extensions)
    continue()
  endif()
  list(GET extensions 0 first)
  foreach(ext IN LISTS extensions)
    # A variable per extension: the type that lists it (a set, without a search of a list).
    if(DEFINED type_of_${ext} AND NOT type_of_${ext} STREQUAL type)
      set(twice_${ext} TRUE)
    endif()
    set(type_of_${ext} "${type}")
    if(NOT ext STREQUAL first)
      list(APPEND entries "${ext} ${first}")
    endif()
  endforeach()
endforeach()
set(kept "")
foreach(entry IN LISTS entries)
  string(REGEX REPLACE " .*" "" ext "${entry}")
  string(REGEX REPLACE ".* " "" first "${entry}")
  if(NOT DEFINED twice_${ext} AND NOT DEFINED twice_${first})
    list(APPEND kept "${entry}")
  endif()
endforeach()
list(REMOVE_DUPLICATES kept)
list(LENGTH kept count)
if(count EQUAL 0)
  message(FATAL_ERROR "media_types.cmake: ${INPUT} holds no picture, sound or video type with "
                      "two extensions")
endif()
string(REPLACE " " "\\t" kept "${kept}")
list(JOIN kept "\\n\"\n    \"" body)
get_filename_component(input_name "${INPUT}" NAME)
string(CONCAT text
  "// Generated at build time from ${input_name} by media_types.cmake: ${count} extensions.\n"
  "#ifndef CONCORD_RULES_MEDIA_TYPES_DATA_H_\n#define CONCORD_RULES_MEDIA_TYPES_DATA_H_\n\n"
  "namespace concord {\n\n"
  "inline constexpr char kMediaTypeExtensions[] =\n    \"\\n${body}\\n\";\n\n"
  "}  // namespace concord\n\n#endif  // CONCORD_RULES_MEDIA_TYPES_DATA_H_\n")
# Replaced only when it changed, so a rebuilt header that is the same rebuilds nothing.
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/write_if_changed.cmake)
concord_write_if_changed("${OUTPUT}" "${text}")
