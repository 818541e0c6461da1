// progress.h — the progress line of a long tree run, on stderr.
//
//   Progress progress(!flags.no_progress);
//   progress.Attach(&options);      // CheckTree calls options.progress per document
//   TreeReport tree = CheckTree(project, groups, options);
//   // ~Progress erases the line
//
// Shown only when enabled and stderr is a terminal, and only once the run has taken a moment,
// so short runs and redirected output never see it. The path is shown with its control
// characters escaped. Not thread-safe: the callback runs on the thread that drives the run.
#ifndef CONCORD_CLI_PROGRESS_H_
#define CONCORD_CLI_PROGRESS_H_

#include <chrono>

#include "pipeline.h"

namespace concord {

class Progress {
 public:
  explicit Progress(bool enabled);
  // Erases the line when it was shown.
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  // Sets options->progress to draw the line. REQUIRES: *this outlives the run.
  void Attach(CheckOptions* options);

 private:
  bool enabled_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace concord

#endif  // CONCORD_CLI_PROGRESS_H_
