// help_docs.h — the man page (concord.1) and the bash and zsh completion scripts, written from
// the same option tables that `concord <command> --help` prints. tools/concord/main.cc turns
// its Boost.Program_options tables into a ProgramDoc, and the build runs the hidden
// `concord --generate man|bash|zsh` to write the three files (tools/concord/CMakeLists.txt), so
// a flag added to a command is in its --help, the man page and both completions at once.
//
//   ProgramDoc doc = ...;              // commands, their options and examples
//   std::cout << ManPage(doc);         // roff, for man(1)
//   std::cout << BashCompletion(doc);  // `complete -F _concord concord`
//   std::cout << ZshCompletion(doc);   // #compdef concord
//
// The writers only format what they are given: an option's accepted values come from its
// table (OptionDoc::choices), never from a list kept here.
#ifndef CONCORD_CLI_HELP_DOCS_H_
#define CONCORD_CLI_HELP_DOCS_H_

#include <string>
#include <vector>

namespace concord {

struct OptionDoc {
  std::string name;                  // the long name without "--": "format"
  char short_name = 0;               // 'o' for -o, or 0 when there is none
  std::string value;                 // the value's placeholder ("FILE"); empty for a switch
  std::vector<std::string> choices;  // the values it accepts when they are a fixed set
  bool repeatable = false;           // may be given more than once (--enable a --enable b)
  std::string help;                  // the text --help prints
};

struct ExampleDoc {
  std::string command;  // "concord check zh.md ko.md"
  std::string what;     // what it does, one line
};

struct CommandDoc {
  std::string name;         // "check"
  std::string summary;      // the line of `concord --help`
  std::string synopsis;     // "concord check [A B] [options]"
  std::string description;  // what --help prints under the synopsis
  std::vector<OptionDoc> options;
  std::vector<ExampleDoc> examples;
  bool operands = true;  // takes file or directory arguments besides its options
};

struct ProgramDoc {
  std::string version;      // "0.9.0"
  std::string summary;      // one line: what concord is
  std::string exit_status;  // the exit status paragraph of `concord --help`
  std::vector<CommandDoc> commands;
};

// The first sentence of an option's help (up to ". " or the end), for a completion menu.
std::string ShortHelp(const std::string& help);

// The leading "a|b|c: " of a help text as {"a", "b", "c"}; empty when the help does not start
// with such a list. The option tables of main.cc write every fixed set of values that way.
std::vector<std::string> LeadingChoices(const std::string& help);

std::string ManPage(const ProgramDoc& doc);
std::string BashCompletion(const ProgramDoc& doc);
std::string ZshCompletion(const ProgramDoc& doc);

}  // namespace concord

#endif  // CONCORD_CLI_HELP_DOCS_H_
