// output_file.h — where a report goes: -o FILE, --write-baseline FILE, or standard output.
//
//   RefuseOverwritingInput("-o", "report.txt", {{"zh.md", "an edition"}});  // InputError if same
//   OutputFile out("report.txt");   // before the run, so a bad path fails before the work
//   writer(report, style, out.stream());
//   out.Commit();                   // report.txt replaced in one step; throws "cannot write"
//   WriteOutputFile("baseline.json", text);  // the same in one call
//
// A report is never written over a file the run reads: RefuseOverwritingInput compares files
// by identity (device and inode, symlinks followed), so another spelling of the path, a
// symlink or a hard link to an edition is refused as well.
//
// What the path names decides how it is written:
// - a regular file, or nothing yet: the report goes to a temporary file ".NAME.XXXXXX" in the
//   same directory, which rename() puts in its place at Commit(): readers see the old file or
//   the whole new one, and a failed or interrupted run leaves the old file as it was. An
//   existing file keeps its permission bits (and, where the process may set them, its owner
//   and group); a new file gets 0666 minus the umask (and the directory's default ACL), as
//   with the shell's `>`. A file with several hard links is replaced by a file with one. A
//   file the process may not write (mode 0444 for its owner) is refused, as by the shell.
// - a symbolic link: written through. The link stays; the file at the end of the chain of
//   links is replaced as above, in its own directory (a dangling link's target is created).
// - anything else that is not a directory (a character device such as /dev/null, a FIFO, a
//   terminal): opened for writing and written to, like the shell's `>`, never replaced or
//   truncated. A FIFO waits for a reader, as with the shell.
// - the file that already is the process's standard output or error (-o /dev/stdout):
//   written through that descriptor, at its offset, so a `>>` redirection is appended to.
// - a directory, a missing directory, a directory concord may not create files in:
//   InputError "cannot write".
//
// Signals: while a temporary file exists, SIGINT, SIGTERM, SIGHUP and SIGQUIT remove it and
// then end the process as they would have without the handler (a signal the process ignores
// stays ignored). SIGKILL cannot be caught: it leaves the temporary file behind.
//
// Not thread-safe: one thread creates, commits and destroys OutputFiles. Worker threads may run
// meanwhile if they block SIGINT, SIGTERM, SIGHUP and SIGQUIT, as ParallelFor's do
// (parallel.h), so that the handler runs on the thread that creates and renames the file.
#ifndef CONCORD_OUTPUT_FILE_H_
#define CONCORD_OUTPUT_FILE_H_

#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

// A file the run reads, and what it is to the run ("an edition", "the project config").
struct RunInput {
  std::string path;
  std::string role;
};

// Throws InputError "FLAG OUTPUT: … refusing to write over it" when `output` names the same
// file as one of `inputs`. Paths that do not exist (yet) are no one's input.
void RefuseOverwritingInput(std::string_view flag, const std::string& output,
                            const std::vector<RunInput>& inputs);

class OutputFile {
 public:
  // Opens the destination (see above); an empty path is standard output (std::cout). Throws
  // InputError "path: cannot write: …".
  explicit OutputFile(const std::string& path);
  // Removes the temporary file when Commit() was not reached (an error, an exception).
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  std::ostream& stream();

  // Writes out what is buffered and puts the file in place (fsync, rename). Throws InputError
  // "path: cannot write: …" (the temporary file removed, the old file untouched). For standard
  // output it only flushes: main() checks std::cout's state.
  void Commit();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// OutputFile(path), `content` written, Commit().
void WriteOutputFile(const std::string& path, std::string_view content);

}  // namespace concord

#endif  // CONCORD_OUTPUT_FILE_H_
