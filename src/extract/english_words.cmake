# Turns a word list of one word per line (Debian's wamerican, /usr/share/dict/american-english)
# into a C++ header that holds it as one sorted character array, so that the
# extractors know English words without reading a file at run time. Run at build time by
# add_custom_command:
#
#   cmake -DINPUT=/usr/share/dict/american-english -DOUTPUT=.../extract/english_words_data.h
#         -P english_words.cmake
#
# The constant is "\nword\nword\n…\n": every word between two newlines, sorted by bytes (as
# std::string_view compares), duplicates removed. Possessive entries ("America's") are left
# out: the extractors read a word without its possessive 's.
foreach(var INPUT OUTPUT)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "english_words.cmake: -D${var}=... is required")
  endif()
endforeach()
file(STRINGS "${INPUT}" words ENCODING UTF-8)
list(FILTER words EXCLUDE REGEX "'s$")
list(FILTER words EXCLUDE REGEX "^$")
list(REMOVE_DUPLICATES words)
list(SORT words COMPARE STRING CASE SENSITIVE)
list(LENGTH words count)
if(count EQUAL 0)
  message(FATAL_ERROR "english_words.cmake: ${INPUT} holds no words")
endif()
# One word per line of the generated header, each an ordinary string literal.
string(REPLACE "\\" "\\\\" words "${words}")
string(REPLACE "\"" "\\\"" words "${words}")
list(JOIN words "\\n\"\n    \"" body)
get_filename_component(input_name "${INPUT}" NAME)
string(CONCAT text
  "// Generated at build time from ${input_name} by english_words.cmake: ${count} words.\n"
  "#ifndef CONCORD_EXTRACT_ENGLISH_WORDS_DATA_H_\n#define CONCORD_EXTRACT_ENGLISH_WORDS_DATA_H_\n\n"
  "namespace concord::extract {\n\n"
  "inline constexpr char kEnglishWordList[] =\n    \"\\n${body}\\n\";\n\n"
  "}  // namespace concord::extract\n\n#endif  // CONCORD_EXTRACT_ENGLISH_WORDS_DATA_H_\n")
# Replaced only when it changed, so a rebuilt header that is the same rebuilds nothing.
include(${CMAKE_CURRENT_LIST_DIR}/../../cmake/write_if_changed.cmake)
concord_write_if_changed("${OUTPUT}" "${text}")
