// unique_fd.h — owns one file descriptor and closes it on every way out of a scope.
//
//   UniqueFd fd(::open(path, O_RDONLY | O_CLOEXEC));
//   if (fd.get() < 0) ...;              // -1 (or any negative value) owns nothing
//   if (fd.Close() != 0) ...;           // close() now, with its result and errno kept
//
// Move-only. Close() is for the callers that must know whether close() failed (a report
// whose last write only shows up there) or must close before something else happens (a pipe's
// write end before reading to its end); the destructor closes silently.
#ifndef CONCORD_UNIQUE_FD_H_
#define CONCORD_UNIQUE_FD_H_

#include <unistd.h>

#include <utility>

namespace concord {

class UniqueFd {
 public:
  explicit UniqueFd(int fd = -1) : fd_(fd) {}
  UniqueFd(UniqueFd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  UniqueFd& operator=(UniqueFd&& other) noexcept {
    if (this != &other) {
      Close();
      fd_ = std::exchange(other.fd_, -1);
    }
    return *this;
  }
  UniqueFd(const UniqueFd&) = delete;
  UniqueFd& operator=(const UniqueFd&) = delete;
  ~UniqueFd() { Close(); }

  int get() const { return fd_; }

  // Closes the descriptor (if any) and owns nothing after. Returns close()'s result; 0 when
  // nothing was owned.
  int Close() {
    if (fd_ < 0) return 0;
    return ::close(std::exchange(fd_, -1));
  }

 private:
  int fd_;
};

}  // namespace concord

#endif  // CONCORD_UNIQUE_FD_H_
