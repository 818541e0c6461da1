# Writes the output of `CONCORD --generate KIND` (man, bash or zsh) to OUT, and with GZIP given
# also OUT.gz (gzip -9n: no name or time stamp, so the build is reproducible); run by the custom
# command of CMakeLists.txt here, as `cmake -DCONCORD=… -DKIND=… -DOUT=… -P generate_doc.cmake`,
# since a shell redirection in a custom command is not portable across generators.
execute_process(COMMAND ${CONCORD} --generate ${KIND} OUTPUT_FILE ${OUT} RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(REMOVE ${OUT})
  message(FATAL_ERROR "${CONCORD} --generate ${KIND} failed: ${status}")
endif()
if(GZIP)
  execute_process(COMMAND ${GZIP} -9nc ${OUT} OUTPUT_FILE ${OUT}.gz COMMAND_ERROR_IS_FATAL ANY)
endif()
