#include "rules/glossary.h"

#include <algorithm>
#include <set>

#include "base/error.h"
#include "base/file_read.h"
#include "extract/char_classes.h"
#include "rules/entity_match.h"
#include "text/escape.h"
#include "text/lang_code.h"
#include "text/unicode.h"
#include "text/yaml_input.h"

namespace concord {
namespace {

const std::vector<std::string> kGlossaryKeys = {"terms", "keep-latin"};

std::string AsciiLower(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// The Latin words of `text` (runs of word characters), each NormalizeKey'd, with their places.
struct Word {
  size_t begin, end;
  std::string key;
};
std::vector<Word> WordsOf(std::string_view text) {
  std::vector<Word> words;
  size_t run = std::string_view::npos;
  auto close = [&](size_t at) {
    if (run == std::string_view::npos) return;
    const std::string_view w = text.substr(run, at - run);
    const bool ascii = std::all_of(w.begin(), w.end(), [](char c) { return (c & 0x80) == 0; });
    words.push_back({run, at, ascii ? AsciiLower(w) : NormalizeKey(w)});
    run = std::string_view::npos;
  };
  for (size_t pos = 0; pos < text.size();) {
    const size_t start = pos;
    if (extract::IsWordChar(NextCodePoint(text, &pos))) {
      if (run == std::string_view::npos) run = start;
    } else {
      close(start);
    }
  }
  close(text.size());
  return words;
}

// Reads one glossary: the places of values for errors, and the terms in order.
class Reader {
 public:
  explicit Reader(const std::string& path) : path_(path) { glossary_.path = path; }

  Glossary Read(const YAML::Node& node) {
    if (!node.IsMap())
      FailAt(path_, node,
             "a glossary must be a mapping with 'terms' and 'keep-latin'; got " + ShapeName(node));
    std::set<std::string> seen;
    for (const auto& kv : node) {
      const std::string key = Scalar(kv.first, "a key ('terms' or 'keep-latin')");
      if (std::find(kGlossaryKeys.begin(), kGlossaryKeys.end(), key) == kGlossaryKeys.end())
        FailAt(path_, kv.first, UnknownValue("glossary key", EscapeControls(key), kGlossaryKeys));
      if (!seen.insert(key).second) FailAt(path_, kv.first, "'" + key + "' is given twice");
      if (key == "terms")
        ReadTerms(kv.first, kv.second);
      else
        ReadKeepLatin(kv.first, kv.second);
    }
    return std::move(glossary_);
  }

 private:
  std::string Scalar(const YAML::Node& n, const std::string& what) {
    if (!n.IsScalar()) FailAt(path_, n, "expected " + what + "; got " + ShapeName(n));
    return n.Scalar();
  }

  // A term's Latin form; an error when empty or given before.
  GlossaryTerm& AddTerm(const YAML::Node& key_node) {
    const std::string latin = Scalar(key_node, "a term");
    const std::string key = NormalizeKey(latin);
    if (key.empty()) FailAt(path_, key_node, "a glossary term cannot be empty");
    if (auto [at, added] = lines_.emplace(key, key_node.Mark().line + 1); !added)
      FailAt(
          path_, key_node,
          "term '" + latin + "' is given twice (first on line " + std::to_string(at->second) + ")");
    GlossaryTerm& t = glossary_.terms.emplace_back();
    t.latin = latin;
    return t;
  }

  void ReadTerms(const YAML::Node& key, const YAML::Node& node) {
    if (!node.IsMap())
      FailAt(path_, node.IsNull() ? key : node,
             "'terms' must map a term to its rendering per language, such as "
             "{Helm: {ko: 헬름}}; got " +
                 ShapeName(node));
    for (const auto& kv : node) {
      GlossaryTerm& t = AddTerm(kv.first);
      if (!kv.second.IsMap())
        FailAt(path_, kv.second.IsNull() ? kv.first : kv.second,
               "term '" + t.latin +
                   "' must map language codes to renderings, such as {ko: 헬름}; got " +
                   ShapeName(kv.second));
      for (const auto& r : kv.second) ReadRendering(r.first, r.second, &t);
    }
  }

  void ReadRendering(const YAML::Node& lang_node, const YAML::Node& value, GlossaryTerm* t) {
    const std::string code = Scalar(lang_node, "a language code");
    if (!IsLanguageCode(code)) FailAt(path_, lang_node, InvalidLanguageCode(code));
    std::vector<std::string>& forms = t->renderings[FoldLanguageCode(code)];
    if (!forms.empty())
      FailAt(path_, lang_node, "term '" + t->latin + "' names '" + code + "' twice");
    const std::string what = "a rendering or a list of renderings";
    std::vector<YAML::Node> items;
    if (value.IsSequence())
      for (const auto& v : value) items.push_back(v);
    else
      items.push_back(value);
    if (items.empty()) FailAt(path_, value, "term '" + t->latin + "': no rendering for " + code);
    for (const YAML::Node& v : items) {
      if (v.IsNull()) FailAt(path_, lang_node, "term '" + t->latin + "': no rendering for " + code);
      const std::string form = Scalar(v, what);
      if (NormalizeKey(form).empty())
        FailAt(path_, v, "term '" + t->latin + "': empty rendering for " + code);
      forms.push_back(form);
    }
    const auto known = std::find_if(glossary_.languages.begin(), glossary_.languages.end(),
                                    [&](const GlossaryLanguage& l) { return l.code == code; });
    if (known == glossary_.languages.end())
      glossary_.languages.push_back({code, lang_node.Mark().line + 1, lang_node.Mark().column + 1});
  }

  void ReadKeepLatin(const YAML::Node& key, const YAML::Node& node) {
    const std::string what = "a term or a list of terms, such as [GitHub, OAuth]";
    if (node.IsScalar()) {
      AddTerm(node).keep_latin = true;
      return;
    }
    if (!node.IsSequence())
      FailAt(path_, node.IsNull() ? key : node,
             "'keep-latin' must be " + what + "; got " + ShapeName(node));
    for (const auto& n : node) {
      Scalar(n, what);
      AddTerm(n).keep_latin = true;
    }
  }

  const std::string& path_;
  Glossary glossary_;
  std::map<std::string, int> lines_;  // normalized term → its line
};

}  // namespace

const GlossaryTerm* Glossary::Find(std::string_view latin) const {
  const std::string key = NormalizeKey(latin);
  for (const GlossaryTerm& t : terms)
    if (NormalizeKey(t.latin) == key) return &t;
  return nullptr;
}

std::vector<std::string> Glossary::RenderingsIn(const GlossaryTerm& term, std::string_view lang) {
  const std::string code = FoldLanguageCode(lang), primary = PrimaryLanguageSubtag(code);
  if (!term.keep_latin) {
    if (auto it = term.renderings.find(code); it != term.renderings.end()) return it->second;
    if (auto it = term.renderings.find(primary); it != term.renderings.end()) return it->second;
    // A bare primary language (an edition detected as zh): every regional variant's forms.
    std::vector<std::string> variants;
    if (code == primary)
      for (const auto& [c, forms] : term.renderings)
        if (PrimaryLanguageSubtag(c) == primary)
          variants.insert(variants.end(), forms.begin(), forms.end());
    if (!variants.empty()) return variants;
  }
  return {term.latin};
}

bool Glossary::Serves(std::string_view code, std::string_view lang) {
  const std::string c = FoldLanguageCode(code), l = FoldLanguageCode(lang),
                    primary = PrimaryLanguageSubtag(l);
  return c == l || c == primary || (l == primary && PrimaryLanguageSubtag(c) == primary);
}

Glossary ParseGlossary(const std::string& path, const YAML::Node& node) {
  return Reader(path).Read(node);
}

Glossary LoadGlossaryFile(const std::string& path) {
  const YAML::Node root =
      LoadOneDocument(path, ReadRegularFile(path, {"glossary", kMaxSettingsFileBytes}), "glossary");
  if (root.IsNull()) throw InputError(path, 1, 1, "the glossary is empty");
  return ParseGlossary(path, root);
}

GlossaryScanner::GlossaryScanner(const Glossary& glossary, std::string_view lang) {
  for (size_t t = 0; t < glossary.terms.size(); ++t) {
    const GlossaryTerm& term = glossary.terms[t];
    std::vector<std::pair<std::string, bool>> written;  // form, whether a rendering
    for (std::string& r : Glossary::RenderingsIn(term, lang)) written.emplace_back(r, true);
    written.emplace_back(term.latin, false);
    std::set<std::string> added;
    for (const auto& [text, rendering] : written) {
      Form form{t, rendering, {}, {}};
      if (extract::HasCjkLetter(text)) {
        form.text = AsciiLower(text);
        while (!form.text.empty() && form.text.back() == ' ') form.text.pop_back();
        while (!form.text.empty() && form.text.front() == ' ') form.text.erase(0, 1);
      } else {
        for (Word& w : WordsOf(text)) form.words.push_back(std::move(w.key));
        if (form.words.empty()) continue;  // punctuation only: nothing to find as words
        for (const std::string& w : form.words) form.text += w + " ";
      }
      if (!added.insert(form.text).second) continue;  // the Latin form is also a rendering
      const size_t index = forms_.size();
      if (form.words.empty()) {
        substring_forms_.push_back(index);
      } else if (form.words.size() == 1) {
        for (std::string& p : PluralForms(form.words[0])) by_first_word_.emplace(p, index);
      } else {
        by_first_word_.emplace(form.words[0], index);
      }
      forms_.push_back(std::move(form));
    }
  }
}

void GlossaryScanner::Found(const Form& form, int u, size_t begin, size_t end,
                            std::vector<GlossaryPresence>* found) const {
  auto it = std::find_if(found->begin(), found->end(),
                         [&](const GlossaryPresence& p) { return p.term == form.term; });
  if (it == found->end()) {
    found->push_back({form.term, u, begin, end, form.rendering});
    return;
  }
  it->rendered = it->rendered || form.rendering;
}

void GlossaryScanner::Scan(const Unit& unit, int u, std::vector<GlossaryPresence>* found) const {
  if (forms_.empty()) return;
  // The unit's text with its code, URLs and emails blanked (same length, so places hold).
  std::string prose = AsciiLower(unit.text);
  for (const Entity& e : unit.entities) {
    if (e.kind != EntityKind::kCode && e.kind != EntityKind::kUrl && e.kind != EntityKind::kEmail)
      continue;
    if (e.begin < e.end && e.end <= prose.size())
      std::fill(prose.begin() + e.begin, prose.begin() + e.end, ' ');
  }
  for (size_t f : substring_forms_) {
    const Form& form = forms_[f];
    if (size_t at = prose.find(form.text); at != std::string::npos)
      Found(form, u, at, at + form.text.size(), found);
  }
  if (by_first_word_.empty()) return;
  const std::vector<Word> words = WordsOf(prose);
  for (size_t i = 0; i < words.size(); ++i) {
    auto [first, last] = by_first_word_.equal_range(words[i].key);
    for (auto it = first; it != last; ++it) {
      const Form& form = forms_[it->second];
      const size_t n = form.words.size();
      if (i + n > words.size()) continue;
      bool match = true;
      for (size_t k = 1; k + 1 < n && match; ++k) match = words[i + k].key == form.words[k];
      if (match && n > 1) {
        const std::vector<std::string> plurals = PluralForms(form.words[n - 1]);
        match = std::find(plurals.begin(), plurals.end(), words[i + n - 1].key) != plurals.end();
      }
      if (match) Found(form, u, words[i].begin, words[i + n - 1].end, found);
    }
  }
}

}  // namespace concord
