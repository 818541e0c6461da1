# Turns a text file into a C++ header that holds it as one std::string_view constant, so that
# a writer's page style and script are real .css/.js files in the source tree and still part of
# the executable (nothing is read at run time). Run at build time by add_custom_command:
#
#   cmake -DINPUT=html_page.css -DOUTPUT=.../report/html_page_css.h -DNAME=kHtmlPageStyle
#         -P embed_text.cmake
#
# The constant holds the file's bytes exactly, its last newline included, in a raw string
# literal; a file that contains the literal's closing delimiter is refused.
foreach(var INPUT OUTPUT NAME)
  if(NOT DEFINED ${var})
    message(FATAL_ERROR "embed_text.cmake: -D${var}=... is required")
  endif()
endforeach()
file(READ "${INPUT}" content)
set(delimiter "concord_embed")
string(FIND "${content}" ")${delimiter}\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains ')${delimiter}\"', which would end the raw string")
endif()
get_filename_component(input_name "${INPUT}" NAME)
get_filename_component(output_name "${OUTPUT}" NAME)
string(MAKE_C_IDENTIFIER "CONCORD_${output_name}_" guard)
string(TOUPPER "${guard}" guard)
file(WRITE "${OUTPUT}.tmp"
  "// Generated at build time from ${input_name} by embed_text.cmake: edit that file.\n"
  "#ifndef ${guard}\n#define ${guard}\n\n#include <string_view>\n\nnamespace concord {\n\n"
  "inline constexpr std::string_view ${NAME} = R\"${delimiter}(${content})${delimiter}\";\n\n"
  "}  // namespace concord\n\n#endif  // ${guard}\n")
# Replaced only when it changed, so an unchanged page does not rebuild the writer.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
