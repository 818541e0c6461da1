// OptionAliases (text/option_aliases.h): the option groups learned from code, and code with
// each grouped option spelled one way. Table rows: the code learned, the code read, what it
// reads as. Every command is made up.
#include "text/option_aliases.h"

#include <boost/test/unit_test.hpp>
#include <string>
#include <vector>

using namespace concord;

namespace {

struct Row {
  const char* name;
  std::vector<std::string> learned;  // the document's code
  std::string code;
  std::string canonical;
};

const std::vector<Row> kRows = {
    // Each spelling of a grouped option reads as the whole group, as the page writes it.
    {"group_as_written",
     {"peek {{[-c|--count]}} {{n}}"},
     "peek {{[-c|--count]}} {{n}}",
     "peek {{[-c|--count]}} {{n}}"},
    {"short_spelling",
     {"peek {{[-c|--count]}} {{n}}"},
     "peek -c {{8}}",
     "peek {{[-c|--count]}} {{8}}"},
    {"long_spelling",
     {"peek {{[-c|--count]}} {{n}}"},
     "peek --count {{8}}",
     "peek {{[-c|--count]}} {{8}}"},
    {"group_in_another_order",
     {"peek {{[-c|--count]}}"},
     "peek {{[--count|-c]}}",
     "peek {{[-c|--count]}}"},
    {"option_alone", {"{{[-c|--count]}}"}, "-c", "{{[-c|--count]}}"},
    {"inside_a_placeholder", {"{{[-c|--count] 5}}"}, "peek {{-c 5}}", "peek {{[-c|--count] 5}}"},
    {"single_dash_words", {"mk {{[-pkg|-package]}}"}, "mk -package", "mk {{[-pkg|-package]}}"},
    {"three_alternatives",
     {"x {{[-q|--quiet|--silent]}}"},
     "x --silent",
     "x {{[-q|--quiet|--silent]}}"},
    // Groups that share an option are one group, whatever order they were learned in.
    {"joined_groups",
     {"x {{[-v|--verbose]}}", "x {{[-V|--verbose]}}"},
     "x -V -v",
     "x {{[-V|-v|--verbose]}} {{[-V|-v|--verbose]}}"},
    {"joined_groups_other_order",
     {"x {{[-V|--verbose]}}", "x {{[-v|--verbose]}}"},
     "x -v",
     "x {{[-V|-v|--verbose]}}"},
    // A word that only begins like a grouped option, or holds it, is another word.
    {"longer_option", {"rm {{[-f|--force]}}"}, "rm --forced -ff", "rm --forced -ff"},
    {"inside_a_word", {"rm {{[-f|--force]}}"}, "a-f x/-f -f.txt 文件-f", "a-f x/-f -f.txt 文件-f"},
    {"option_then_equals", {"rm {{[-f|--force]}}"}, "rm --force=1", "rm {{[-f|--force]}}=1"},
    {"never_grouped",
     {"rm {{[-f|--force]}}"},
     "rm -v --verbose {{[-a|--all]}}",
     "rm -v --verbose {{[-a|--all]}}"},
    // No group: an alternative with a value, one alternative, brackets outside braces.
    {"alternative_with_a_value", {"head {{[-5|--lines 5]}}"}, "head -5", "head -5"},
    {"one_alternative", {"x {{[-q]}}"}, "x -q", "x -q"},
    {"brackets_outside_braces", {"[ -f|--force ]", "test [-f|--force]"}, "rm -f", "rm -f"},
    {"nothing_learned", {}, "peek -c", "peek -c"},
};

BOOST_AUTO_TEST_CASE(canonical_code) {
  for (const Row& row : kRows) {
    OptionAliases aliases;
    for (const std::string& code : row.learned) aliases.Learn(code);
    BOOST_TEST(aliases.Canonical(row.code) == row.canonical, row.name);
  }
}

BOOST_AUTO_TEST_CASE(learns_only_groups_of_options) {
  OptionAliases aliases;
  aliases.Learn("head {{[-5|--lines 5]}} {{[a|b]}} [-f|--force] --lines");
  BOOST_TEST(aliases.empty());
  aliases.Learn("head {{[-n|--lines]}}");
  BOOST_TEST(!aliases.empty());
}

}  // namespace
