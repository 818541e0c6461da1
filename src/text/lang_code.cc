#include "text/lang_code.h"

#include <cctype>

#include "base/error.h"
#include "text/escape.h"

namespace concord {

bool IsLanguageCode(const std::string& code) {
  if (code.empty()) return false;
  size_t begin = 0;
  for (bool first = true;; first = false) {
    size_t end = code.find_first_of("-_", begin);
    if (end == std::string::npos) end = code.size();
    if (end == begin || end - begin > 8) return false;
    for (size_t i = begin; i < end; ++i) {
      const auto c = static_cast<unsigned char>(code[i]);
      if (c >= 0x80 || !(first ? std::isalpha(c) : std::isalnum(c))) return false;
    }
    if (end == code.size()) return true;
    begin = end + 1;
  }
}

std::string InvalidLanguageCode(const std::string& code) {
  return "'" + EscapeControls(code) + "' is not a valid language code (" + kLanguageCodeShape + ")";
}

void CheckLanguageFlag(std::string_view flag, const std::string& code) {
  if (!code.empty() && !IsLanguageCode(code))
    throw InputError(std::string(flag) + ": " + InvalidLanguageCode(code));
}

}  // namespace concord
