# Turns a media-types table (Debian's media-types, /etc/mime.types: a media type and its file
# extensions per line) into a C++ header that maps each extension to the first extension of
# its type, so that the checks know `photo.jpg` and `photo.jpeg` are one format without
# reading a file at run time. Run at build time by add_custom_command:
#
#   cmake -DINPUT=/etc/mime.types -DOUTPUT=.../rules/media_types_data.h -P media_types.cmake
#
# The constant is "\next\tfirst\next\tfirst\n…\n", sorted by extension (as std::string_view
# compares), for the extensions that are not their type's first; extensions in lower case. An
# extension listed under two types names no one format and is left out.
cmake_minimum_required(VERSION 3.25)
foreach(var INPUT OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "media_types.cmake: -D${var}=... is required")
  endif()
endforeach()
file(STRINGS "${INPUT}" lines ENCODING UTF-8)
set(entries "")
foreach(line IN LISTS lines)
  if(line MATCHES "^[ \t]*#" OR NOT line MATCHES "^[^ \t]+[ \t]+[^ \t]")
    continue()
  endif()
  string(REGEX REPLACE "^[^ \t]+[ \t]+(.*)$" "\\1" extensions "${line}")
  string(TOLOWER "${extensions}" extensions)
  string(REGEX REPLACE "[ \t]+" ";" extensions "${extensions}")
  list(GET extensions 0 first)
  foreach(ext IN LISTS extensions)
    if(NOT ext MATCHES "^[a-z0-9+_-]+$")
      continue()
    endif()
    # A variable per extension: a set without a search of a list per extension.
    if(DEFINED seen_${ext})
      set(twice_${ext} TRUE)
    endif()
    set(seen_${ext} TRUE)
    if(NOT ext STREQUAL first)
      list(APPEND entries "${ext} ${first}")  # a space sorts before any extension's character
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
list(SORT kept COMPARE STRING CASE SENSITIVE)
list(LENGTH kept count)
if(count EQUAL 0)
  message(FATAL_ERROR "media_types.cmake: ${INPUT} holds no type with two extensions")
endif()
string(REPLACE " " "\\t" kept "${kept}")
list(JOIN kept "\\n\"\n    \"" body)
get_filename_component(input_name "${INPUT}" NAME)
file(WRITE "${OUTPUT}.tmp"
  "// Generated at build time from ${input_name} by media_types.cmake: ${count} extensions.\n"
  "#ifndef CONCORD_RULES_MEDIA_TYPES_DATA_H_\n#define CONCORD_RULES_MEDIA_TYPES_DATA_H_\n\n"
  "namespace concord {\n\n"
  "inline constexpr char kMediaTypeExtensions[] =\n    \"\\n${body}\\n\";\n\n"
  "}  // namespace concord\n\n#endif  // CONCORD_RULES_MEDIA_TYPES_DATA_H_\n")
# Replaced only when it changed, so a rebuilt table that is the same rebuilds nothing.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
