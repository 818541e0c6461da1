# concord_write_if_changed(PATH TEXT): writes TEXT to PATH only when PATH does not already hold
# it, so that a generated source that did not change keeps its time stamp and recompiles nothing.
# Included by the generator scripts (build_info.cmake, embed_rules.cmake), which run in script
# mode (cmake -P).
function(concord_write_if_changed path text)
  set(old "")
  if(EXISTS "${path}")
    file(READ "${path}" old)
  endif()
  if(NOT old STREQUAL text)
    file(WRITE "${path}" "${text}")
  endif()
endfunction()
