// replay_main.cc — a main() for a fuzz target without libFuzzer: feeds it every file given.
//
//   fuzz_replay_check fuzz/regressions/check corpus tests/fixtures
//
// Each argument is a file or a directory (walked recursively, files in sorted order). Every
// file's bytes go once to LLVMFuzzerTestOneInput. A crash, an abort (FUZZ_CHECK) or an
// uncaught exception fails the run, which is what the fuzz_replay_* ctests rely on; the name
// of the file being run is printed first so the failure names it. Exit 0 after all files,
// 2 when an argument does not exist.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (int i = 1; i < argc; ++i) {
    const fs::path arg = argv[i];
    if (fs::is_directory(arg)) {
      for (const auto& entry : fs::recursive_directory_iterator(arg))
        if (entry.is_regular_file()) files.push_back(entry.path());
    } else if (fs::is_regular_file(arg)) {
      files.push_back(arg);
    } else {
      std::cerr << argv[0] << ": no such file or directory: " << arg.string() << "\n";
      return 2;
    }
  }
  std::sort(files.begin(), files.end());
  for (const fs::path& f : files) {
    std::cerr << "replay " << f.string() << "\n";
    std::ifstream in(f, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::cout << "replayed " << files.size() << " inputs\n";
  return 0;
}
