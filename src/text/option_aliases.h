// option_aliases.h — the spellings of one command-line option that code shows as alternatives
// of a group, and code read with each grouped option spelled one way.
//
//   OptionAliases aliases;
//   aliases.Learn("head {{[-n|--lines]}} {{n}}");        // every code of a document
//   aliases.Canonical("head -n {{n}}");                  // "head {{[-n|--lines]}} {{n}}"
//   aliases.Canonical("head --lines {{n}}");             // "head {{[-n|--lines]}} {{n}}"
//   aliases.Canonical("head {{[--lines|-n]}} {{n}}");    // "head {{[-n|--lines]}} {{n}}"
//   aliases.Canonical("rm --forced");                    // as written: never grouped
//
// tldr pages write an option with its alternatives, `{{[-n|--lines]}}`; a translation of the
// page writes one of them (`-n`, or `--lines`), which is the same command. An *option word* is
// an ASCII '-' at the start of a word (at the start of the code or after a character that is
// not ASCII alphanumeric, '-', '_', '.', '/', '\' or non-ASCII), one or more ASCII letters,
// digits, '-' and '_' after it, at least one of them a letter or digit, and the word ends
// there (the same characters do not go on). An *option group* is a bracketed list inside a
// Mustache-style placeholder (`{{…}}`, the innermost where braces nest), `[a|b|…]` of two or
// more alternatives, each exactly one option word: `{{[-c|--bytes]}}`, `{{[-n|--lines] 5}}`;
// not `{{[-5|--lines 5]}}`, whose second alternative holds a value. Groups that share an option
// are one group. No list of options is kept: what is grouped is what the code learned shows.
//
// The same short option means other things in other commands (`-n` is `--lines` to head and
// `--dry-run` elsewhere), so what one document shows is learned for that document's code
// only; rules/knowledge.h learns the groups of each document of a run from all its editions.
#ifndef CONCORD_TEXT_OPTION_ALIASES_H_
#define CONCORD_TEXT_OPTION_ALIASES_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace concord {

class OptionAliases {
 public:
  // Adds the option groups of `code` (code as written, or a code key: masking keeps options).
  void Learn(std::string_view code);
  // Whether no group was learned.
  bool empty() const { return parent_.empty(); }

  // `code` with each option that a learned group holds written as that whole group, its
  // members shortest first (then in byte order), as tldr writes a group: a lone option word
  // as `{{[-n|--lines]}}` (as `[-n|--lines]` inside a placeholder), an option group as
  // `[-n|--lines]` in its place. Code that differs only in which alternative of a group it
  // writes becomes equal, and code that writes the group as the English page does stays as
  // written. Other option words, and groups no learned group holds, stay as written
  // (`--forced` is not `--force`). Thread-safe once no Learn call follows.
  std::string Canonical(std::string_view code) const;

 private:
  // Appends the group that holds `option` as Canonical writes it ("-n|--lines"), and returns
  // true; false when no group holds it.
  bool AppendGroup(std::string_view option, std::string* out) const;
  // The root of `option`'s group in the union-find (`option` itself when no group holds it).
  std::string_view Root(std::string_view option) const;
  // Joins the groups of x and y.
  void Join(std::string_view x, std::string_view y);

  // Each grouped option's parent in its group, a group's root its own parent (a union-find).
  std::map<std::string, std::string, std::less<>> parent_;
  // The members of each group by its root, shortest first, then in byte order.
  std::map<std::string, std::vector<std::string>, std::less<>> members_;
};

}  // namespace concord

#endif  // CONCORD_TEXT_OPTION_ALIASES_H_
