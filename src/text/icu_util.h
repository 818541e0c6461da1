// icu_util.h — private helpers for the .cc files that call ICU directly. Not for headers:
// ICU types stay at this edge.
#ifndef CONCORD_ICU_UTIL_H_
#define CONCORD_ICU_UTIL_H_

#include <unicode/errorcode.h>
#include <unicode/regex.h>
#include <unicode/utext.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace concord {

// Status checked right after each ICU call. A failure of a built-in call is a bug or a broken
// ICU install, not bad input, so it is not an InputError.
class IcuStatus : public icu::ErrorCode {
 public:
  ~IcuStatus() override { (void)reset(); }

 protected:
  void handleFailure() const override {
    throw std::runtime_error(std::string("ICU error: ") + errorName());
  }
};

// A UText over UTF-8 bytes; native indexes are byte offsets into `text`.
class Utf8Text {
 public:
  explicit Utf8Text(std::string_view text) {
    IcuStatus status;
    utext_openUTF8(&ut_, text.data(), static_cast<int64_t>(text.size()), status);
    status.assertSuccess();
  }
  ~Utf8Text() { utext_close(&ut_); }
  Utf8Text(const Utf8Text&) = delete;
  Utf8Text& operator=(const Utf8Text&) = delete;
  UText* get() { return &ut_; }

 private:
  UText ut_ = UTEXT_INITIALIZER;
};

// Compiles a built-in pattern (a bug if it fails).
std::unique_ptr<icu::RegexPattern> CompileBuiltinRegex(std::string_view pattern, uint32_t flags);

}  // namespace concord

#endif  // CONCORD_ICU_UTIL_H_
