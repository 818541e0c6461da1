// progress.cc — see progress.h.
#include "cli/progress.h"

#include <unistd.h>

#include <iostream>
#include <string>

#include "text/escape.h"

namespace concord {

Progress::Progress(bool enabled) : enabled_(enabled && isatty(STDERR_FILENO) != 0) {}

Progress::~Progress() {
  if (shown_) std::cerr << "\r\x1b[K" << std::flush;
}

void Progress::Attach(CheckOptions* options) {
  if (!enabled_) return;
  options->progress = [this](size_t done, size_t total, const std::string& path) {
    using namespace std::chrono;
    if (steady_clock::now() - start_ < milliseconds(200)) return;
    shown_ = true;
    std::cerr << "\r\x1b[K[" << done << "/" << total << "] " << EscapeControls(path) << std::flush;
  };
}

}  // namespace concord
