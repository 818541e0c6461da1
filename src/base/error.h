// error.h — the one exception type for problems with the user's input.
//
// Bad files, bad flags and bad rule files are reported by throwing InputError; main() catches
// it once, prints what() on stderr and exits 2. Differences between two editions are never
// errors: they are Findings (see model.h). Bugs are asserts.
//
//   throw InputError(path, line, col, "invalid UTF-8");
//   // what(): "zh.txt:3:14: invalid UTF-8"
#ifndef CONCORD_ERROR_H_
#define CONCORD_ERROR_H_

#include <stdexcept>
#include <string>
#include <vector>

namespace concord {

class InputError : public std::runtime_error {
 public:
  // line and col are 1-based; 0 leaves them out of the message.
  InputError(const std::string& path, int line, int col, const std::string& reason);
  explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

// A file that is not text (it has a NUL byte). Directory and tree runs skip such files with a
// message; a file named on the command line is an error.
class BinaryFileError : public InputError {
 public:
  using InputError::InputError;
};

// "unknown <what> '<word>'<context> (did you mean '<closest>'?); valid: a, b, c" — the one
// message for a value that is not among `valid` (flags, rule keys, checks, formats, …).
std::string UnknownValue(const std::string& what, const std::string& word,
                         const std::vector<std::string>& valid, const std::string& context = "");

// Returns the candidate closest to `word` by edit distance, or "" when none is close enough
// to be a plausible typo. Used for "did you mean" in flag, rule and format errors.
std::string ClosestMatch(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace concord

#endif  // CONCORD_ERROR_H_
