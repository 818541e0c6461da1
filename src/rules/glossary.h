// glossary.h — a project glossary: the team's own statement of how each edition writes a term
// (Helm is 헬름 in Korean and Helm in Chinese) and which terms stay in Latin script in every
// edition; read from concord.yml's `glossary:` or a glossary file, and found in units' text
// for the `glossary` check (check_glossary.cc).
//
//   # a glossary file, or the value of `glossary:` in concord.yml
//   terms:
//     Helm: {zh: Helm, ko: 헬름}
//     Kubernetes: {ko: [쿠버네티스, Kubernetes]}   # a list: any of these
//   keep-latin: [GitHub, OAuth]
//
//   Glossary g = LoadGlossaryFile("glossary.yml");      // InputError path:line:col
//   const GlossaryTerm* helm = g.Find("helm");          // by the Latin form, any case
//   GlossaryScanner zh(g, "zh-cn");                     // once per edition language
//   zh.Scan(unit, u, &found);                           // terms in one unit's prose
//
// Contract: a term's Latin form is its key. An edition in language L writes a term as its
// renderings for L — the glossary's entry for L itself, else for L's primary language (zh for
// zh-cn), else, when L is a bare primary language (zh), every rendering of its regional
// variants (zh-cn, zh-tw) — and, when the glossary gives none for L, as the Latin form: a
// language left out is one that keeps the term as it is. A keep-latin term is the Latin form
// everywhere. Matching: a form with Han, Hangul or Kana is found as a substring (Korean
// particles attach to it); any other form as whole Latin words, case-insensitive, the last
// word in any English plural form (entity_match.h). Inline code, URLs and emails are not
// prose: nothing is found in them (`helm install` is a command, not the name Helm).
#ifndef CONCORD_RULES_GLOSSARY_H_
#define CONCORD_RULES_GLOSSARY_H_

#include <yaml-cpp/yaml.h>

#include <map>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "model.h"

namespace concord {

struct GlossaryTerm {
  std::string latin;  // the key, as written ("Kubernetes")
  bool keep_latin = false;
  // Language code (lower case, '_' written '-') → the forms an edition in it writes.
  std::map<std::string, std::vector<std::string>> renderings;
};

// A language code a glossary names, and where (for the project to check it is an edition's).
struct GlossaryLanguage {
  std::string code;  // as written
  int line = 0, col = 0;
};

class Glossary {
 public:
  std::string path;  // the file it was read from (concord.yml for an inline glossary)
  std::vector<GlossaryTerm> terms;          // in the file's order: terms, then keep-latin
  std::vector<GlossaryLanguage> languages;  // each code once, at its first place

  // The term whose Latin form is `latin` (compared after NormalizeKey), or nullptr.
  const GlossaryTerm* Find(std::string_view latin) const;
  // The forms an edition in `lang` writes `term` as (see above); never empty.
  static std::vector<std::string> RenderingsIn(const GlossaryTerm& term, std::string_view lang);
  // Whether renderings the glossary gives for `code` are read for an edition in `lang`.
  static bool Serves(std::string_view code, std::string_view lang);
};

// A glossary from a YAML mapping with `terms` and `keep-latin` (both optional), read from
// `path`. Throws InputError path:line:col for a value of the wrong shape, an unknown key (with
// "did you mean"), an invalid language code, an empty rendering, or a term given twice.
Glossary ParseGlossary(const std::string& path, const YAML::Node& node);

// ParseGlossary of a glossary file. Throws InputError when it cannot be read.
Glossary LoadGlossaryFile(const std::string& path);

// Where a term was found in a bead side, and whether the edition wrote it as one of its own
// renderings (RenderingsIn its language) — as opposed to only the Latin form, which marks the
// term as there but is not how this edition is to write it.
struct GlossaryPresence {
  size_t term = 0;  // index into Glossary::terms
  int unit = -1;
  size_t begin = 0, end = 0;  // the first form found, in the unit's text
  bool rendered = false;
};

// The glossary's forms as an edition in one language writes them, ready to be found in units.
class GlossaryScanner {
 public:
  GlossaryScanner(const Glossary& glossary, std::string_view lang);
  // Adds to `found` (one entry per term, kept by the first unit that has it) the terms whose
  // Latin form or renderings in the scanner's language unit `u` has in its prose.
  void Scan(const Unit& unit, int u, std::vector<GlossaryPresence>* found) const;

 private:
  struct Form {
    size_t term;
    bool rendering;                  // one of RenderingsIn the scanner's language
    std::string text;                // NormalizeKey'd; for substring forms, ASCII lowercased
    std::vector<std::string> words;  // for word forms: its Latin words
  };
  void Found(const Form& form, int u, size_t begin, size_t end,
             std::vector<GlossaryPresence>* found) const;

  std::vector<Form> forms_;
  std::vector<size_t> substring_forms_;  // indices into forms_
  // A word form's index by its first word (and, for one-word forms, by each plural form).
  std::unordered_multimap<std::string, size_t> by_first_word_;
};

}  // namespace concord

#endif  // CONCORD_RULES_GLOSSARY_H_
