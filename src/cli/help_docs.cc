// help_docs.cc — see help_docs.h.
#include "cli/help_docs.h"

#include <unicode/utf8.h>

#include <cstdio>
#include <sstream>

namespace concord {
namespace {

// Text for a roff line: backslashes written as \e, hyphens as \- when `minus` (option names
// and command lines, which readers copy), and a leading '.' or '\'' kept from being a request.
std::string Roff(const std::string& text, bool minus = false) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (static_cast<unsigned char>(c) >= 0x80) {
      // groff reads Latin-1 unless run through preconv: a character beyond ASCII as \[uXXXX]
      UChar32 code = 0;
      U8_NEXT(text.data(), i, static_cast<int32_t>(text.size()), code);
      --i;  // U8_NEXT moved past the character; the loop moves once more
      char hex[16];
      std::snprintf(hex, sizeof hex, "\\[u%04X]", static_cast<unsigned>(code < 0 ? 0xFFFD : code));
      out += hex;
    } else if (c == '\\') {
      out += "\\e";
    } else if (c == '-' && minus) {
      out += "\\-";
    } else if (c == '\n') {
      out += ' ';  // --help breaks lines for an 80-column terminal; roff fills its own
    } else {
      out += c;
    }
  }
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out.insert(0, "\\&");
  return out;
}

// "\fB\-o\fR, \fB\-\-output\fR \fIFILE\fR" for the tagged paragraph of an option.
std::string RoffOptionTag(const OptionDoc& o) {
  std::string tag;
  if (o.short_name) tag += "\\fB\\-" + std::string(1, o.short_name) + "\\fR, ";
  tag += "\\fB" + Roff("--" + o.name, true) + "\\fR";
  if (!o.value.empty()) tag += " \\fI" + Roff(o.value, true) + "\\fR";
  return tag;
}

void WriteManCommand(const CommandDoc& c, std::ostream& out) {
  out << ".SS " << c.name << "\n\\fB" << Roff(c.synopsis, true) << "\\fR\n.PP\n"
      << Roff(c.description) << "\n";
  for (const OptionDoc& o : c.options)
    out << ".TP\n" << RoffOptionTag(o) << "\n" << Roff(o.help) << "\n";
  out << ".PP\nExamples:\n";
  for (const ExampleDoc& e : c.examples)
    out << ".TP\n\\fB" << Roff(e.command, true) << "\\fR\n" << Roff(e.what) << "\n";
}

// A word for a single-quoted shell string: ' closed, escaped and reopened.
std::string ShellQuoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string Joined(const std::vector<std::string>& words, const char* separator = " ") {
  std::string out;
  for (const std::string& w : words) out += (out.empty() ? "" : separator) + w;
  return out;
}

// The words that spell an option on the command line: "-o", "--output".
std::vector<std::string> Spellings(const OptionDoc& o) {
  std::vector<std::string> words;
  if (o.short_name) words.push_back("-" + std::string(1, o.short_name));
  words.push_back("--" + o.name);
  return words;
}

void WriteBashCommand(const CommandDoc& c, std::ostream& out) {
  std::vector<std::string> names, free_values;
  for (const OptionDoc& o : c.options)
    for (const std::string& w : Spellings(o)) names.push_back(w);
  out << "    " << c.name << ")\n      options=" << ShellQuoted(Joined(names)) << "\n"
      << "      case $prev in\n";
  for (const OptionDoc& o : c.options) {
    if (o.value.empty()) continue;
    std::string pattern;
    for (const std::string& w : Spellings(o)) pattern += (pattern.empty() ? "" : "|") + w;
    if (o.choices.empty()) {
      free_values.push_back(pattern);
      continue;
    }
    out << "        " << pattern << ") COMPREPLY=($(compgen -W " << ShellQuoted(Joined(o.choices))
        << " -- \"$cur\")); return ;;\n";
  }
  // A value that is no fixed set (a file, a number): bash's own completion, files (-o default).
  if (!free_values.empty()) out << "        " << Joined(free_values, "|") << ") return ;;\n";
  out << "      esac ;;\n";
}

// The zsh _arguments description of an option: its short help, with the characters that
// _arguments reads inside [...] escaped.
std::string ZshDescription(const std::string& help) {
  std::string text = ShortHelp(help);
  if (!LeadingChoices(text).empty()) text = text.substr(text.find(": ") + 2);  // (a b) shows them
  std::string out;
  for (char c : text) {
    if (c == '[' || c == ']' || c == ':' || c == '\\') out += '\\';
    out += c == '\n' ? ' ' : c;
  }
  return out;
}

// One _arguments spec, every part quoted (a '*' would be a glob):
// '(-o --output)'{'-o+','--output='}'[desc]:FILE:_files'.
std::string ZshSpec(const OptionDoc& o) {
  const std::string repeat = o.repeatable ? "*" : "";
  const std::string long_name = repeat + "--" + o.name + (o.value.empty() ? "" : "=");
  std::string rest = "[" + ZshDescription(o.help) + "]";
  if (!o.value.empty()) {
    std::string action = " ";  // nothing to offer: zsh shows the placeholder
    if (!o.choices.empty()) action = "(" + Joined(o.choices) + ")";
    if (o.value == "FILE") action = "_files";
    if (o.value == "DIR") action = "_files -/";
    rest += ":" + o.value + ":" + action;
  }
  if (!o.short_name) return ShellQuoted(long_name + rest);
  const std::string s = "-" + std::string(1, o.short_name);
  const std::string exclusion = o.repeatable ? "" : ShellQuoted("(" + s + " --" + o.name + ")");
  return exclusion + "{" + ShellQuoted(repeat + s + (o.value.empty() ? "" : "+")) + "," +
         ShellQuoted(long_name) + "}" + ShellQuoted(rest);
}

// "a checker" as "A checker.": a summary line as the man page's first sentence.
std::string Sentence(std::string text) {
  if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
    text[0] = static_cast<char>(text[0] - 'a' + 'A');
  return text + ".";
}

}  // namespace

std::string ShortHelp(const std::string& help) {
  const size_t end = help.find(". ");
  return help.substr(0, end);
}

std::vector<std::string> LeadingChoices(const std::string& help) {
  const size_t colon = help.find(": ");
  if (colon == std::string::npos) return {};
  const std::string head = help.substr(0, colon);
  if (head.find('|') == std::string::npos) return {};
  std::vector<std::string> choices;
  std::string word;
  for (char c : head + "|") {
    if (c == '|') {
      if (word.empty()) return {};
      choices.push_back(word);
      word.clear();
    } else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-') {
      word += c;
    } else {
      return {};  // prose, not a list of values
    }
  }
  return choices;
}

std::string ManPage(const ProgramDoc& doc) {
  std::ostringstream out;
  out << ".\\\" Generated by `concord --generate man` from the option tables that `concord\n"
      << ".\\\" <command> --help` prints (tools/concord/main.cc); do not edit.\n"
      << ".TH CONCORD 1 \"\" \"concord " << doc.version << "\" \"User Commands\"\n"
      << ".SH NAME\nconcord \\- " << Roff(doc.summary) << "\n.SH SYNOPSIS\n.nf\n"
      << "\\fBconcord\\fR \\fIcommand\\fR [\\fIoptions\\fR]\n";
  for (const CommandDoc& c : doc.commands) out << Roff(c.synopsis, true) << "\n";
  out << "\\fBconcord \\-\\-help\\fR | \\fB\\-\\-version\\fR\n.fi\n.SH DESCRIPTION\n"
      << Roff(Sentence(doc.summary)) << "\n.PP\nCommands:\n";
  for (const CommandDoc& c : doc.commands)
    out << ".TP\n\\fB" << c.name << "\\fR\n" << Roff(c.summary) << "\n";
  out << ".SH COMMANDS\n";
  for (const CommandDoc& c : doc.commands) WriteManCommand(c, out);
  out << ".SH EXIT STATUS\n"
      << Roff(doc.exit_status) << "\n.SH SEE ALSO\n"
      << "The user guide, docs/user-guide.md, installed in the package's documentation "
         "directory, and \\fBconcord \\fIcommand\\fB \\-\\-help\\fR.\n";
  return out.str();
}

std::string BashCompletion(const ProgramDoc& doc) {
  std::ostringstream out;
  std::vector<std::string> commands;
  for (const CommandDoc& c : doc.commands) commands.push_back(c.name);
  commands.insert(commands.end(), {"--help", "--version"});
  out << "# bash completion for concord. Generated by `concord --generate bash` from the option\n"
      << "# tables that `concord <command> --help` prints; do not edit.\n"
      << "_concord() {\n"
      << "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} options\n"
      << "  # --format=json: bash splits the word at '='\n"
      << "  if [[ $cur == = ]]; then cur=\n"
      << "  elif [[ $prev == = ]]; then prev=${COMP_WORDS[COMP_CWORD-2]}; fi\n"
      << "  if [[ $COMP_CWORD -eq 1 ]]; then\n"
      << "    COMPREPLY=($(compgen -W " << ShellQuoted(Joined(commands)) << " -- \"$cur\"))\n"
      << "    return\n  fi\n  case ${COMP_WORDS[1]} in\n";
  for (const CommandDoc& c : doc.commands) WriteBashCommand(c, out);
  out << "    *) return ;;\n  esac\n"
      << "  if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \"$options\" -- \"$cur\")); fi\n"
      << "}\ncomplete -o default -F _concord concord\n";
  return out.str();
}

std::string ZshCompletion(const ProgramDoc& doc) {
  std::ostringstream out;
  out << "#compdef concord\n"
      << "# zsh completion for concord. Generated by `concord --generate zsh` from the option\n"
      << "# tables that `concord <command> --help` prints; do not edit.\n"
      << "_concord() {\n  local -a commands\n  commands=(\n";
  for (const CommandDoc& c : doc.commands)
    out << "    " << ShellQuoted(c.name + ":" + ShortHelp(c.summary)) << "\n";
  out << "  )\n  if (( CURRENT == 2 )); then\n"
      << "    _describe -t commands 'concord command' commands\n    return\n  fi\n"
      << "  local command=$words[2]\n  shift words\n  (( CURRENT-- ))\n  case $command in\n";
  for (const CommandDoc& c : doc.commands) {
    out << "    " << c.name << ")\n      _arguments -s -S";
    for (const OptionDoc& o : c.options) out << " \\\n        " << ZshSpec(o);
    out << (c.operands ? " \\\n        '*:file:_files' ;;\n" : " ;;\n");
  }
  out << "  esac\n}\n_concord \"$@\"\n";
  return out.str();
}

}  // namespace concord
