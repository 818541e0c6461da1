# Writes the output of `CONCORD --generate KIND` (man, bash or zsh) to OUT; run by the custom
# command of CMakeLists.txt here, as `cmake -DCONCORD=… -DKIND=… -DOUT=… -P generate_doc.cmake`,
# since a shell redirection in a custom command is not portable across generators.
execute_process(COMMAND ${CONCORD} --generate ${KIND} OUTPUT_FILE ${OUT} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(REMOVE ${OUT})
  message(FATAL_ERROR "${CONCORD} --generate ${KIND} failed: ${status}")
endif()
