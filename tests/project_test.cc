// project.h: concord.yml configs and their errors, the four edition layouts grouped by {path}
// on real trees in temporary directories, MatchFile, FindProjectConfig, DirectoryEditions and
// the exclude globs.
#include "project/project.h"

#include <dirent.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <boost/test/unit_test.hpp>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "base/error.h"
#include "text/lang_code.h"

namespace fs = std::filesystem;

namespace concord {
namespace {

// A fresh directory under /tmp, removed at the end of the test. Its path is canonical, so that
// paths shown relative to the (canonical) current directory compare equal.
struct TempTree {
  fs::path root;
  TempTree() {
    std::string tmpl = "/tmp/concord-project-XXXXXX";
    const char* made = mkdtemp(tmpl.data());
    BOOST_REQUIRE(made != nullptr);
    root = fs::canonical(made);
  }
  ~TempTree() {
    std::error_code ec;
    fs::permissions(root, fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(root, ec);
  }
  TempTree(const TempTree&) = delete;
  TempTree& operator=(const TempTree&) = delete;

  // Writes `text` to root/rel (creating its directories); returns the absolute path.
  std::string Write(const std::string& rel, const std::string& text = "# Title\n\nText.\n") const {
    fs::path p = root / rel;
    fs::create_directories(p.parent_path());
    std::ofstream out(p, std::ios::binary);
    out << text;
    BOOST_REQUIRE(out.good());
    return p.string();
  }
  void WriteAll(const std::vector<std::string>& rels) const {
    for (const std::string& rel : rels) Write(rel);
  }
  std::string Config(const std::string& yaml) const { return Write("concord.yml", yaml); }
  void MakeDir(const std::string& rel) const { fs::create_directories(root / rel); }
};

// Runs the rest of the scope from `dir`; restores the old working directory.
struct InDir {
  fs::path old = fs::current_path();
  explicit InDir(const fs::path& dir) { fs::current_path(dir); }
  ~InDir() { fs::current_path(old); }
  InDir(const InDir&) = delete;
  InDir& operator=(const InDir&) = delete;
};

// "en=content/en/{path} zh=content/zh/{path}"
std::string EditionsDump(const Project& p) {
  std::string out;
  for (const ProjectEdition& e : p.editions)
    out += (out.empty() ? "" : " ") + e.lang + "=" + e.layout;
  return out;
}

std::string Join(const std::vector<std::string>& v, const std::string& sep = " ") {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

// A shown file (relative to the current directory, or absolute) as a path from `root`.
std::string FromRoot(const fs::path& root, const std::string& shown) {
  return fs::absolute(shown).lexically_normal().lexically_relative(root).generic_string();
}

// "docs/a.md en=content/en/docs/a.md zh=content/zh/docs/a.md | …": each group, its files as
// paths from `root` (languages in the iteration order of DocumentGroup::files).
std::string GroupsDump(const std::vector<DocumentGroup>& groups, const fs::path& root) {
  std::vector<std::string> parts;
  for (const DocumentGroup& g : groups) {
    std::string s = g.path;
    for (const auto& [lang, file] : g.files) s += " " + lang + "=" + FromRoot(root, file);
    parts.push_back(s);
  }
  return Join(parts, " | ");
}

std::vector<std::string> GroupPaths(const std::vector<DocumentGroup>& groups) {
  std::vector<std::string> out;
  for (const DocumentGroup& g : groups) out.push_back(g.path);
  return out;
}

// "zh docs/a.md", or "-" for nullopt.
std::string MatchDump(const std::optional<FileMatch>& m) {
  return m ? m->lang + " " + m->path : "-";
}

// The InputError message of `f`, or "" (with a failed check) when it does not throw one.
template <typename F>
std::string InputErrorOf(F f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  BOOST_ERROR("expected an InputError");
  return "";
}

bool StartsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

// ---------------------------------------------------------------------------------------------
// LoadProject and GroupDocuments: the four layouts, end to end on a small tree each.

struct LayoutCase {
  const char* name;
  const char* yaml;
  const char* editions;  // EditionsDump
  const char* source;
  std::vector<std::string> files;
  const char* groups;  // GroupsDump
};

BOOST_AUTO_TEST_CASE(LoadsAndGroupsEachLayout) {
  const std::vector<LayoutCase> cases = {
      {"hugo",
       "editions: [en, zh-cn, pt-BR]\n"
       "source: en\n"
       "layout: content/{lang}/{path}\n",
       "en=content/en/{path} zh-cn=content/zh-cn/{path} pt-BR=content/pt-BR/{path}",
       "en",
       {"content/en/about.md", "content/zh-cn/about.md", "content/en/docs/setup/install.md",
        "content/zh-cn/docs/setup/install.md", "content/pt-BR/docs/setup/install.md",
        "content/en/blog/2024.md", "README.md", "themes/x/content/en/about.md"},
       "about.md en=content/en/about.md zh-cn=content/zh-cn/about.md"
       " | blog/2024.md en=content/en/blog/2024.md"
       " | docs/setup/install.md en=content/en/docs/setup/install.md"
       " pt-BR=content/pt-BR/docs/setup/install.md zh-cn=content/zh-cn/docs/setup/install.md"},
      {"suffix",
       "editions: [en, pt-BR]\n"
       "layout: \"{path}.{lang}.md\"\n",
       "en={path}.en.md pt-BR={path}.pt-BR.md",
       "",
       {"guide.en.md", "guide.pt-BR.md", "docs/setup/install.en.md", "docs/setup/install.pt-BR.md",
        "faq.pt-BR.md", "README.md", "notes.en.txt"},
       "docs/setup/install en=docs/setup/install.en.md pt-BR=docs/setup/install.pt-BR.md"
       " | faq pt-BR=faq.pt-BR.md"
       " | guide en=guide.en.md pt-BR=guide.pt-BR.md"},
      {"docusaurus",
       "editions: [en, zh-cn]\n"
       "source: en\n"
       "layout: i18n/{lang}/docusaurus-plugin-content-docs/current/{path}\n"
       "layouts:\n"
       "  en: docs/{path}\n",
       "en=docs/{path} zh-cn=i18n/zh-cn/docusaurus-plugin-content-docs/current/{path}",
       "en",
       {"docs/intro.md", "docs/tutorial/basics.mdx",
        "i18n/zh-cn/docusaurus-plugin-content-docs/current/intro.md",
        "i18n/zh-cn/docusaurus-plugin-content-docs/current/tutorial/basics.mdx",
        "i18n/zh-cn/docusaurus-theme-classic/navbar.md", "blog/2024-01-01-hello.md"},
       "intro.md en=docs/intro.md zh-cn=i18n/zh-cn/docusaurus-plugin-content-docs/current/intro.md"
       " | tutorial/basics.mdx en=docs/tutorial/basics.mdx"
       " zh-cn=i18n/zh-cn/docusaurus-plugin-content-docs/current/tutorial/basics.mdx"},
      {"vitepress",
       "editions:\n"
       "  - en\n"
       "  - zh-cn\n"
       "layout: docs/{lang}/{path}\n",
       "en=docs/en/{path} zh-cn=docs/zh-cn/{path}",
       "",
       {"docs/en/index.md", "docs/zh-cn/index.md", "docs/en/guide/getting-started.md",
        "docs/zh-cn/guide/getting-started.md", "docs/public/logo.md"},
       "guide/getting-started.md en=docs/en/guide/getting-started.md"
       " zh-cn=docs/zh-cn/guide/getting-started.md"
       " | index.md en=docs/en/index.md zh-cn=docs/zh-cn/index.md"},
  };
  for (const LayoutCase& c : cases) {
    BOOST_TEST_CONTEXT("layout " << c.name) {
      TempTree t;
      const std::string config = t.Config(c.yaml);
      t.WriteAll(c.files);
      Project p = LoadProject(config);
      BOOST_TEST(p.config_path == config);
      BOOST_TEST(p.root == t.root.string());
      BOOST_TEST(EditionsDump(p) == c.editions);
      BOOST_TEST(p.source == c.source);
      BOOST_TEST(p.exclude.empty());
      std::vector<DocumentGroup> groups = GroupDocuments(p);
      BOOST_TEST(GroupsDump(groups, t.root) == c.groups);
    }
  }
}

BOOST_AUTO_TEST_CASE(ExcludeAsListOrSingleString) {
  struct Case {
    const char* yaml_exclude;
    std::vector<std::string> want;
  };
  const std::vector<Case> cases = {
      {"exclude: [\"**/_index.md\", \"drafts/**\"]\n", {"**/_index.md", "drafts/**"}},
      {"exclude:\n  - \"**/_index.md\"\n  - drafts/**\n", {"**/_index.md", "drafts/**"}},
      {"exclude: \"**/_index.md\"\n", {"**/_index.md"}},
      {"exclude: drafts/**\n", {"drafts/**"}},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.yaml_exclude) {
      TempTree t;
      Project p = LoadProject(t.Config(
          std::string("editions: [en, zh]\nlayout: content/{lang}/{path}\n") + c.yaml_exclude));
      BOOST_TEST(p.exclude == c.want, boost::test_tools::per_element());
    }
  }
}

BOOST_AUTO_TEST_CASE(ConfigPathMayBeRelative) {
  TempTree t;
  t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.WriteAll({"content/en/a.md", "content/zh/a.md"});
  Project p;
  {
    InDir in(t.root);
    p = LoadProject("concord.yml");
  }
  BOOST_TEST(p.root == t.root.string());  // absolute: the tree can be grouped from anywhere
  BOOST_TEST(GroupsDump(GroupDocuments(p), t.root) == "a.md en=content/en/a.md zh=content/zh/a.md");
}

// ---------------------------------------------------------------------------------------------
// LoadProject errors: "<config>:line:col: reason".

struct ConfigErrorCase {
  const char* name;
  const char* yaml;
  const char* reason;    // contained in what()
  const char* location;  // what() starts with config + location ("" = any "<config>:")
};

BOOST_AUTO_TEST_CASE(ConfigErrors) {
  const std::vector<ConfigErrorCase> cases = {
      {"yaml syntax", "editions: [en, zh]\nlayout: content/{lang}/{path}\n source: en\n",
       "YAML syntax error", ":3:"},
      {"unclosed flow sequence", "editions: [en, zh\nlayout: content/{lang}/{path}\n",
       "YAML syntax error", ":2:"},
      {"unquoted braces", "editions: [en, zh]\nlayout: {path}.{lang}.md\n", "YAML syntax error",
       ":2:"},
      {"a sequence", "- en\n- zh\n", "must be a mapping", ""},
      {"a scalar", "content/{lang}/{path}\n", "must be a mapping", ""},
      {"empty", "", "must be a mapping", ""},
      {"unknown key", "editions: [en, zh]\nlayuot: content/{lang}/{path}\n",
       "unknown key 'layuot' (did you mean 'layout'?)", ":2:1: "},
      {"unknown key, no hint", "editions: [en, zh]\nlayout: content/{lang}/{path}\ntheme: dark\n",
       "unknown key 'theme'", ":3:1: "},
      {"one edition", "editions: [en]\nlayout: content/{lang}/{path}\n", "two or more", ""},
      {"editions not a list", "editions: en\nlayout: content/{lang}/{path}\n", "two or more", ""},
      {"missing editions", "layout: content/{lang}/{path}\nsource: en\n",
       "missing required key 'editions'", ""},
      {"source not an edition", "editions: [en, zh]\nsource: fr\nlayout: content/{lang}/{path}\n",
       "source 'fr' is not one of the editions", ""},
      {"layouts names a non-edition",
       "editions: [en, zh]\nlayout: content/{lang}/{path}\nlayouts:\n  fr: docs/{path}\n",
       "'layouts' names 'fr', which is not an edition", ""},
      {"layouts not a mapping", "editions: [en, zh]\nlayouts: docs/{path}\n",
       "'layouts' must map a language code to a layout", ""},
      {"no layout for an edition", "editions: [en, zh]\nlayouts:\n  en: docs/{path}\n",
       "no layout for edition 'zh'", ""},
      {"no layout at all", "editions: [en, zh]\n", "no layout for edition 'en'", ""},
      {"layout without {path}", "editions: [en, zh]\nlayout: content/{lang}\n", "has no {path}",
       ""},
      {"layout with {lang} twice", "editions: [en, zh]\nlayout: \"{lang}/{path}.{lang}.md\"\n",
       "layout '{lang}/{path}.{lang}.md' has {lang} more than once", ":2:9: "},
      {"layout with {path} twice", "editions: [en, zh]\nlayout: \"{path}/{lang}/{path}.md\"\n",
       "layout '{path}/en/{path}.md' has {path} more than once", ":2:9: "},
      {"override without {path}",
       "editions: [en, zh]\nlayout: content/{lang}/{path}\nlayouts:\n  en: docs/index.md\n",
       "layout 'docs/index.md' has no {path}", ""},
      {"parent directory", "editions: [en, zh]\nlayout: ../other/{lang}/{path}\n",
       "outside the repository", ""},
      {"absolute", "editions: [en, zh]\nlayout: /srv/docs/{lang}/{path}\n",
       "outside the repository", ""},
      {"parent after normalisation", "editions: [en, zh]\nlayout: content/../../x/{lang}/{path}\n",
       "outside the repository", ""},
      {"front-matter not a mapping", "editions: [en, zh]\nfront-matter: [title]\n",
       "'front-matter' must be a mapping", ":2:"},
      {"front-matter unknown key", "editions: [en, zh]\nfront-matter:\n  prose_keys: [title]\n",
       "unknown key 'prose_keys' (did you mean 'prose-keys'?)", ":3:3: "},
      {"prose-keys not a list", "editions: [en, zh]\nfront-matter:\n  prose-keys: title\n",
       "'prose-keys' must be a list of keys", ":3:"},
      {"prose-keys empty part", "editions: [en, zh]\nfront-matter:\n  prose-keys: [a..b]\n",
       "'a..b' is not a key path", ":3:"},
      {"override outside",
       "editions: [en, zh]\nlayout: content/{lang}/{path}\nlayouts:\n  en: ../en/{path}\n",
       "outside the repository", ""},
  };
  for (const ConfigErrorCase& c : cases) {
    BOOST_TEST_CONTEXT(c.name) {
      TempTree t;
      const std::string config = t.Config(c.yaml);
      const std::string what = InputErrorOf([&] { LoadProject(config); });
      BOOST_TEST(StartsWith(what, config + ":"), what);
      BOOST_TEST(StartsWith(what, config + c.location), what);
      BOOST_TEST(what.find(c.reason) != std::string::npos, what);
    }
  }
}

BOOST_AUTO_TEST_CASE(YamlSyntaxErrorHasLineAndColumn) {
  TempTree t;
  const std::string config =
      t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n source: en\n");
  const std::string what = InputErrorOf([&] { LoadProject(config); });
  // "<config>:3:<col>: YAML syntax error: …"
  const std::string rest = what.substr(std::min(what.size(), config.size()));
  BOOST_TEST(StartsWith(rest, ":3:"), what);
  const size_t colon = rest.find(':', 3);
  BOOST_REQUIRE_MESSAGE(colon != std::string::npos, what);
  const std::string col = rest.substr(3, colon - 3);
  BOOST_TEST(!col.empty());
  BOOST_TEST(std::all_of(col.begin(), col.end(), [](char ch) { return ch >= '0' && ch <= '9'; }),
             what);
  BOOST_TEST(StartsWith(rest.substr(colon), ": YAML syntax error"), what);
}

BOOST_AUTO_TEST_CASE(MissingConfigFile) {
  TempTree t;
  const std::string config = (t.root / "concord.yml").string();
  const std::string what = InputErrorOf([&] { LoadProject(config); });
  BOOST_TEST(StartsWith(what, config + ":"), what);
}

// ---------------------------------------------------------------------------------------------
// GroupDocuments.

BOOST_AUTO_TEST_CASE(OnlyDocumentExtensionsCount) {
  TempTree t;
  const std::string config = t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  for (const char* lang : {"en", "zh"})
    for (const char* name : {"a.md", "b.markdown", "c.mdx", "d.txt", "e.html", "f.png", "g.md.bak",
                             "h", "i.rst", "j.yml"})
      t.Write(std::string("content/") + lang + "/" + name);
  std::vector<DocumentGroup> groups = GroupDocuments(LoadProject(config));
  BOOST_TEST(Join(GroupPaths(groups)) == "a.md b.markdown c.mdx d.txt");
  for (const DocumentGroup& g : groups) BOOST_TEST(g.files.size() == 2u, g.path);
}

BOOST_AUTO_TEST_CASE(HiddenDirectoriesAreIgnored) {
  {  // The suffix layout walks the whole root, .git included.
    TempTree t;
    const std::string config = t.Config("editions: [en, zh]\nlayout: \"{path}.{lang}.md\"\n");
    t.WriteAll({"guide.en.md", "guide.zh.md", ".git/guide.en.md", ".git/objects/x.zh.md",
                "docs/.cache/guide.zh.md", ".github/readme.en.md"});
    BOOST_TEST(GroupsDump(GroupDocuments(LoadProject(config)), t.root) ==
               "guide en=guide.en.md zh=guide.zh.md");
  }
  {  // Hidden directories inside an edition's directory.
    TempTree t;
    const std::string config = t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
    t.WriteAll({"content/en/a.md", "content/zh/a.md", "content/zh/.obsidian/notes.md",
                "content/en/docs/.git/b.md", "content/zh/docs/.git/b.md"});
    BOOST_TEST(GroupsDump(GroupDocuments(LoadProject(config)), t.root) ==
               "a.md en=content/en/a.md zh=content/zh/a.md");
  }
}

BOOST_AUTO_TEST_CASE(ExcludeMatchesRootPathAndPlaceholderPath) {
  TempTree t;
  const std::string config = t.Config(
      "editions: [en, zh]\n"
      "layout: content/{lang}/{path}\n"
      "exclude: [\"**/_index.md\", \"drafts/**\", \"content/zh/legacy/*.md\", \"*.txt\"]\n");
  t.WriteAll({
      "content/en/_index.md", "content/zh/_index.md",               // **/_index.md, rel and {path}
      "content/en/docs/_index.md", "content/zh/docs/_index.md",     // at any depth
      "content/en/docs/a.md", "content/zh/docs/a.md",               // kept
      "content/en/docs/x_index.md",                                 // kept: not _index.md
      "content/en/drafts/new.md", "content/en/drafts/sub/deep.md",  // drafts/** on {path}
      "content/en/docs/drafts/kept.md",                             // kept: {path} docs/drafts/…
      "content/en/legacy/old.md", "content/zh/legacy/old.md",       // zh excluded on the rel path
      "content/zh/legacy/deeper/old.md",                            // kept: * stays in a segment
      "content/en/notes.txt",                                       // *.txt on {path}
  });
  Project p = LoadProject(config);
  BOOST_TEST(GroupsDump(GroupDocuments(p), t.root) ==
             "docs/a.md en=content/en/docs/a.md zh=content/zh/docs/a.md"
             " | docs/drafts/kept.md en=content/en/docs/drafts/kept.md"
             " | docs/x_index.md en=content/en/docs/x_index.md"
             " | legacy/deeper/old.md zh=content/zh/legacy/deeper/old.md"
             " | legacy/old.md en=content/en/legacy/old.md");
}

BOOST_AUTO_TEST_CASE(ExcludeAsSingleStringApplies) {
  TempTree t;
  const std::string config =
      t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\nexclude: \"**/_index.md\"\n");
  t.WriteAll({"content/en/_index.md", "content/zh/_index.md", "content/en/a/_index.md",
              "content/en/a/b.md", "content/zh/a/b.md"});
  BOOST_TEST(GroupsDump(GroupDocuments(LoadProject(config)), t.root) ==
             "a/b.md en=content/en/a/b.md zh=content/zh/a/b.md");
}

BOOST_AUTO_TEST_CASE(MissingEditionDirectoryGivesNoFiles) {
  TempTree t;
  const std::string config =
      t.Config("editions: [en, zh, ko]\nsource: en\nlayout: content/{lang}/{path}\n");
  t.WriteAll({"content/en/a.md", "content/zh/a.md", "content/en/b.md"});
  std::vector<DocumentGroup> groups;
  BOOST_REQUIRE_NO_THROW(groups = GroupDocuments(LoadProject(config)));
  BOOST_TEST(GroupsDump(groups, t.root) ==
             "a.md en=content/en/a.md zh=content/zh/a.md | b.md en=content/en/b.md");

  // No edition directory at all: no groups, no error.
  TempTree empty;
  const std::string config2 = empty.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  BOOST_REQUIRE_NO_THROW(groups = GroupDocuments(LoadProject(config2)));
  BOOST_TEST(groups.empty());
}

BOOST_AUTO_TEST_CASE(GroupsAreSortedByPath) {
  TempTree t;
  const std::string config = t.Config("editions: [en, zh]\nlayout: docs/{lang}/{path}\n");
  const std::vector<std::string> paths = {"z.md",   "a.md", "m/n.md", "b/c/d.md", "B.md", "a-b.md",
                                          "a/b.md", "y.md", "c.md",   "k/a.md",   "k.md"};
  for (const std::string& p : paths) {
    t.Write("docs/zh/" + p);
    t.Write("docs/en/" + p);
  }
  std::vector<DocumentGroup> groups = GroupDocuments(LoadProject(config));
  std::vector<std::string> want = paths;
  std::sort(want.begin(), want.end());
  BOOST_TEST(GroupPaths(groups) == want, boost::test_tools::per_element());
  for (const DocumentGroup& g : groups) {
    BOOST_TEST(g.files.size() == 2u, g.path);
    if (g.files.count("en")) BOOST_TEST(FromRoot(t.root, g.files.at("en")) == "docs/en/" + g.path);
    if (g.files.count("zh")) BOOST_TEST(FromRoot(t.root, g.files.at("zh")) == "docs/zh/" + g.path);
  }
}

// project.h: "languages in the order of Project::editions".
// Group files are keyed by language; the editions' order is Project::editions.
BOOST_AUTO_TEST_CASE(GroupFilesKeyedByLanguageInEditionOrder) {
  TempTree t;
  const std::string config = t.Config("editions: [en, zh-cn, ko]\nlayout: content/{lang}/{path}\n");
  t.WriteAll({"content/en/a.md", "content/zh-cn/a.md", "content/ko/a.md"});
  Project p = LoadProject(config);
  std::vector<DocumentGroup> groups = GroupDocuments(p);
  BOOST_REQUIRE_EQUAL(groups.size(), 1u);
  std::vector<std::string> langs;
  for (const ProjectEdition& e : p.editions)
    if (groups[0].files.count(e.lang)) langs.push_back(e.lang);
  BOOST_TEST(Join(langs) == "en zh-cn ko");
  BOOST_TEST(groups[0].files.size() == 3u);
}

// VitePress: the source in docs/{path}, translations in docs/{lang}/{path}. The more specific
// layout takes docs/zh/a.md.
BOOST_AUTO_TEST_CASE(MoreSpecificLayoutWins) {
  TempTree t;
  const std::string config = t.Config(
      "editions: [en, zh]\nsource: en\nlayout: docs/{lang}/{path}\nlayouts:\n  en: docs/{path}\n");
  t.WriteAll({"docs/a.md", "docs/guide/b.md", "docs/zh/a.md", "docs/zh/guide/b.md"});
  Project p = LoadProject(config);
  BOOST_TEST(
      GroupsDump(GroupDocuments(p), t.root) ==
      "a.md en=docs/a.md zh=docs/zh/a.md | guide/b.md en=docs/guide/b.md zh=docs/zh/guide/b.md");
  auto m = MatchFile(p, (fs::path(t.root) / "docs/zh/a.md").string());
  BOOST_REQUIRE(m.has_value());
  BOOST_TEST(m->lang == "zh");
  BOOST_TEST(m->path == "a.md");
}

BOOST_AUTO_TEST_CASE(SuffixLayoutDoesNotMixLanguages) {
  TempTree t;
  const std::string config = t.Config("editions: [zh, zh-cn]\nlayout: \"{path}.{lang}.md\"\n");
  t.WriteAll({"guide.zh.md", "guide.ko.md", "guide.zh-cn.md", "intro.zh-cn.md", "other.ko.md",
              "docs/a.zh.md", "docs/a.zh-cn.md", "docs/b.cn.md"});
  std::vector<DocumentGroup> groups = GroupDocuments(LoadProject(config));
  BOOST_TEST(GroupsDump(groups, t.root) ==
             "docs/a zh=docs/a.zh.md zh-cn=docs/a.zh-cn.md"
             " | guide zh=guide.zh.md zh-cn=guide.zh-cn.md"
             " | intro zh-cn=intro.zh-cn.md");
}

BOOST_AUTO_TEST_CASE(GroupsDirectoryEditions) {
  TempTree t;
  t.WriteAll({"en/a.md", "en/sub/b.md", "zh/a.md", "zh/sub/b.md", "zh/only.txt", "zh/pic.png"});
  const std::string want =
      "a.md en=en/a.md zh=zh/a.md | only.txt zh=zh/only.txt | sub/b.md en=en/sub/b.md "
      "zh=zh/sub/b.md";
  // Absolute directories.
  Project abs = DirectoryEditions({(t.root / "en").string(), (t.root / "zh").string()});
  BOOST_TEST(GroupsDump(GroupDocuments(abs), t.root) == want);
  // Directories relative to the current directory; files shown relative to it too.
  InDir in(t.root);
  Project rel = DirectoryEditions({"en", "./zh/"});
  std::vector<DocumentGroup> groups = GroupDocuments(rel);
  BOOST_TEST(GroupsDump(groups, t.root) == want);
  BOOST_REQUIRE_EQUAL(groups.size(), 3u);
  BOOST_TEST(groups[0].files.at("en") == "en/a.md");
  BOOST_TEST(groups[0].files.at("zh") == "zh/a.md");
  // One directory given twice, however spelled or linked, would compare each file with itself.
  fs::create_directory_symlink(t.root / "zh", t.root / "zh-link");
  for (const std::vector<std::string>& dirs : std::vector<std::vector<std::string>>{
           {"zh", "zh"}, {"zh", "./zh/"}, {"en", "zh", "zh-link"}}) {
    const std::string what = InputErrorOf([&] { DirectoryEditions(dirs); });
    BOOST_TEST(what.find(": the same directory as ") != std::string::npos, what);
    BOOST_TEST(what.find(", given twice") != std::string::npos, what);
  }
}

// Without read permission on an edition directory (skipped when running as root, which can read
// it anyway): project.h says GroupDocuments throws InputError.
BOOST_AUTO_TEST_CASE(UnreadableLayoutDirectoryThrows) {
  TempTree t;
  const std::string config = t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.WriteAll({"content/en/a.md", "content/zh/a.md"});
  fs::permissions(t.root / "content/zh", fs::perms::none);
  DIR* d = opendir((t.root / "content/zh").c_str());
  if (d != nullptr) {
    closedir(d);
    fs::permissions(t.root / "content/zh", fs::perms::owner_all);
    BOOST_TEST_MESSAGE("skipped: the directory is readable without permission (root)");
    return;
  }
  const std::string what = InputErrorOf([&] { GroupDocuments(LoadProject(config)); });
  fs::permissions(t.root / "content/zh", fs::perms::owner_all);
  if (!what.empty()) BOOST_TEST(what.find("content/zh") != std::string::npos, what);
}

// ---------------------------------------------------------------------------------------------
// MatchFile.

BOOST_AUTO_TEST_CASE(MatchFileRelativeAndAbsolute) {
  TempTree t;
  const std::string config = t.Config(
      "editions: [en, zh-cn]\nlayout: content/{lang}/{path}\nexclude: [\"**/_index.md\", "
      "\"drafts/**\"]\n");
  t.WriteAll({"content/en/docs/a.md", "content/zh-cn/docs/a.md", "content/en/_index.md",
              "content/en/drafts/x.md", "README.md", "static/en/docs/a.md"});
  const Project p = LoadProject(config);
  struct Case {
    std::string cwd;  // relative to the root
    std::string file;
    const char* want;
  };
  const std::string r = t.root.string();
  const std::vector<Case> cases = {
      {".", "content/zh-cn/docs/a.md", "zh-cn docs/a.md"},
      {".", "./content/en/docs/a.md", "en docs/a.md"},
      {".", "content/en/../zh-cn/docs/a.md", "zh-cn docs/a.md"},
      {"content", "zh-cn/docs/a.md", "zh-cn docs/a.md"},
      {"content/en/docs", "a.md", "en docs/a.md"},
      {"content/en/docs", "../../zh-cn/docs/a.md", "zh-cn docs/a.md"},
      {"static", r + "/content/en/docs/a.md", "en docs/a.md"},
      {".", r + "/content/zh-cn/docs/a.md", "zh-cn docs/a.md"},
      // Outside every edition.
      {".", "README.md", "-"},
      {".", "static/en/docs/a.md", "-"},
      {".", "content/fr/docs/a.md", "-"},
      {".", "content/en", "-"},
      // Excluded, by {path} and at any depth.
      {".", "content/en/_index.md", "-"},
      {".", "content/en/drafts/x.md", "-"},
      {"content/en", "drafts/x.md", "-"},
      {".", r + "/content/en/_index.md", "-"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("cwd " << c.cwd << ", file " << c.file) {
      InDir in(t.root / c.cwd);
      BOOST_TEST(MatchDump(MatchFile(p, c.file)) == c.want);
    }
  }
}

BOOST_AUTO_TEST_CASE(MatchFileOutsideTheRoot) {
  TempTree t;
  TempTree other;  // the same layout, in a sibling directory
  const std::string config = t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.WriteAll({"content/en/a.md"});
  other.WriteAll({"content/en/a.md"});
  const Project p = LoadProject(config);
  BOOST_TEST(MatchDump(MatchFile(p, (t.root / "content/en/a.md").string())) == "en a.md");
  BOOST_TEST(MatchDump(MatchFile(p, (other.root / "content/en/a.md").string())) == "-");
  BOOST_TEST(MatchDump(MatchFile(p, (t.root / "../content/en/a.md").string())) == "-");
  BOOST_TEST(MatchDump(MatchFile(p, "/content/en/a.md")) == "-");
  {
    InDir in(other.root);
    BOOST_TEST(MatchDump(MatchFile(p, "content/en/a.md")) == "-");
  }
  // A sibling whose name extends the root's ("/tmp/x" vs "/tmp/x-y").
  BOOST_TEST(MatchDump(MatchFile(p, t.root.string() + "-y/content/en/a.md")) == "-");
}

BOOST_AUTO_TEST_CASE(MatchFileSuffixLayout) {
  TempTree t;
  const std::string config = t.Config("editions: [zh, zh-cn]\nlayout: \"{path}.{lang}.md\"\n");
  const Project p = LoadProject(config);
  InDir in(t.root);
  BOOST_TEST(MatchDump(MatchFile(p, "guide.zh.md")) == "zh guide");
  BOOST_TEST(MatchDump(MatchFile(p, "docs/guide.zh-cn.md")) == "zh-cn docs/guide");
  BOOST_TEST(MatchDump(MatchFile(p, "guide.ko.md")) == "-");
  BOOST_TEST(MatchDump(MatchFile(p, "guide.md")) == "-");
}

// ---------------------------------------------------------------------------------------------
// FindProjectConfig.

BOOST_AUTO_TEST_CASE(FindProjectConfigWalksUp) {
  TempTree t;
  t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.MakeDir("content/en/docs/deep");
  t.MakeDir("sub/inner");
  const fs::path want = t.root / "concord.yml";
  auto found_from = [&](const std::string& start) -> std::string {
    std::optional<std::string> f = FindProjectConfig(start);
    return f ? fs::path(*f).lexically_normal().string() : "-";
  };
  BOOST_TEST(found_from(t.root.string()) == want.string());
  BOOST_TEST(found_from((t.root / "content/en/docs/deep").string()) == want.string());
  BOOST_TEST(found_from((t.root / "content/en/docs/deep/").string()) == want.string());
  {
    InDir in(t.root / "content/en/docs/deep");
    BOOST_TEST(found_from(".") == want.string());
    BOOST_TEST(found_from("..") == want.string());
  }
  // The nearest one wins.
  t.Write("sub/concord.yml", "editions: [a, b]\nlayout: x/{lang}/{path}\n");
  BOOST_TEST(found_from((t.root / "sub/inner").string()) == (t.root / "sub/concord.yml").string());
  BOOST_TEST(found_from((t.root / "content").string()) == want.string());
}

BOOST_AUTO_TEST_CASE(FindProjectConfigNoneUpToRoot) {
  TempTree t;
  t.MakeDir("a/b");
  t.Write("a/b/concord.yml.bak", "editions: [en, zh]\n");
  // The ancestors of the temporary directory (/tmp, /) must not hold a concord.yml themselves.
  for (fs::path dir = t.root.parent_path();; dir = dir.parent_path()) {
    std::error_code ec;
    if (fs::exists(dir / "concord.yml", ec)) {
      BOOST_TEST_MESSAGE("skipped: " << (dir / "concord.yml") << " exists");
      return;
    }
    if (dir == dir.root_path()) break;
  }
  BOOST_TEST(!FindProjectConfig((t.root / "a/b").string()).has_value());
  BOOST_TEST(!FindProjectConfig(t.root.string()).has_value());
}

// ---------------------------------------------------------------------------------------------
// DirectoryEditions.

BOOST_AUTO_TEST_CASE(DirectoryEditionsNames) {
  TempTree t;
  for (const char* d :
       {"x/zh", "y/en", "a/docs", "b/docs", "c/docs", "corpus/pt-BR", "a/docs/sub/docs"})
    t.MakeDir(d);
  struct Case {
    std::vector<std::string> dirs;  // relative to the root (run from it)
    const char* want;               // EditionsDump
  };
  const std::vector<Case> cases = {
      {{"x/zh", "y/en"}, "zh=x/zh/{path} en=y/en/{path}"},
      {{"x/zh/", "y/en/"}, "zh=x/zh/{path} en=y/en/{path}"},
      {{"./x/zh", "y/../y/en"}, "zh=x/zh/{path} en=y/en/{path}"},
      // One name for all: each is named by the first segment where the paths differ.
      {{"a/docs", "b/docs"}, "a=a/docs/{path} b=b/docs/{path}"},
      {{"a/docs", "b/docs", "c/docs"}, "a=a/docs/{path} b=b/docs/{path} c=c/docs/{path}"},
      {{"a/docs", "a/docs/sub/docs"}, "docs=a/docs/{path} sub=a/docs/sub/docs/{path}"},
      {{"corpus/pt-BR", "x/zh"}, "pt-BR=corpus/pt-BR/{path} zh=x/zh/{path}"},
  };
  InDir in(t.root);
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(Join(c.dirs)) {
      Project p = DirectoryEditions(c.dirs);
      BOOST_TEST(EditionsDump(p) == c.want);
      BOOST_TEST(p.source == "");
      BOOST_TEST(p.config_path == "");
      BOOST_TEST(p.exclude.empty());
    }
  }
  // Absolute directories: named after their last component too.
  Project abs = DirectoryEditions({(t.root / "x/zh").string(), (t.root / "y/en").string()});
  BOOST_REQUIRE_EQUAL(abs.editions.size(), 2u);
  BOOST_TEST(abs.editions[0].lang == "zh");
  BOOST_TEST(abs.editions[1].lang == "en");
  BOOST_TEST(abs.editions[0].layout == (t.root / "x/zh").string() + "/{path}");

  BOOST_TEST(DirectoryEditions({"x/zh", "y/en"}, "en").source == "en");
  BOOST_TEST(DirectoryEditions({"a/docs", "b/docs"}, "b").source == "b");
}

// "Each edition is named after its directory" and {path} is "the path below each directory":
// also when a directory is given as "." or "..".
BOOST_AUTO_TEST_CASE(DirectoryEditionsDotDirectories) {
  TempTree t;
  t.WriteAll({"en/a.md", "en/sub/b.md", "zh/a.md", "zh/sub/b.md"});
  const std::string want = "a.md en=en/a.md zh=zh/a.md | sub/b.md en=en/sub/b.md zh=zh/sub/b.md";
  {
    InDir in(t.root / "zh");
    Project p = DirectoryEditions({"../en", "."});
    BOOST_REQUIRE_EQUAL(p.editions.size(), 2u);
    BOOST_TEST(p.editions[0].lang == "en");
    BOOST_TEST(p.editions[1].lang == "zh");
    BOOST_TEST(GroupsDump(GroupDocuments(p), t.root) == want);
  }
  {
    InDir in(t.root / "zh/sub");
    Project p = DirectoryEditions({"../../en", ".."});
    BOOST_REQUIRE_EQUAL(p.editions.size(), 2u);
    BOOST_TEST(p.editions[0].lang == "en");
    BOOST_TEST(p.editions[1].lang == "zh");
    BOOST_TEST(GroupsDump(GroupDocuments(p), t.root) == want);
  }
}

BOOST_AUTO_TEST_CASE(DirectoryEditionsErrors) {
  TempTree t;
  t.MakeDir("en");
  t.MakeDir("zh");
  const std::string missing = (t.root / "ko").string();
  std::string what = InputErrorOf([&] { DirectoryEditions({(t.root / "en").string(), missing}); });
  BOOST_TEST(what.find(missing) != std::string::npos, what);

  what = InputErrorOf([&] {
    DirectoryEditions({(t.root / "en").string(), (t.root / "zh").string()}, "fr");
  });
  BOOST_TEST(what.find("'fr'") != std::string::npos, what);

  // A source named after the directory path rather than the edition name is not an edition.
  what = InputErrorOf([&] {
    DirectoryEditions({(t.root / "en").string(), (t.root / "zh").string()}, "x/en");
  });
  BOOST_TEST(what.find("x/en") != std::string::npos, what);
}

// ---------------------------------------------------------------------------------------------
// GlobMatch.

BOOST_AUTO_TEST_CASE(GlobMatchTable) {
  struct Case {
    const char* glob;
    const char* path;
    bool match;
  };
  const std::vector<Case> cases = {
      // * stays within one segment.
      {"*.md", "a.md", true},
      {"*.md", "docs/a.md", false},
      {"docs/*", "docs/a.md", true},
      {"docs/*", "docs/a/b.md", false},
      {"docs/*.md", "docs/.md", true},
      {"a*c", "abbbc", true},
      {"a*c", "ab/bc", false},
      // ** crosses segments.
      {"**", "a/b/c.md", true},
      {"**.md", "a/b/c.md", true},
      {"drafts/**", "drafts/x.md", true},
      {"drafts/**", "drafts/a/b/x.md", true},
      {"drafts/**", "other/drafts/x.md", false},
      {"drafts/**", "drafts-old/x.md", false},
      // **/ is zero or more whole segments.
      {"**/_index.md", "_index.md", true},
      {"**/_index.md", "a/_index.md", true},
      {"**/_index.md", "a/b/c/_index.md", true},
      {"**/_index.md", "a/x_index.md", false},
      {"**/_index.md", "a/_index.mdx", false},
      {"a/**/b.md", "a/b.md", true},
      {"a/**/b.md", "a/x/y/b.md", true},
      {"a/**/b.md", "ab.md", false},
      {"a/**/b.md", "x/a/b.md", false},
      // ? is one character within a segment.
      {"?.md", "a.md", true},
      {"?.md", "ab.md", false},
      {"?.md", ".md", false},
      {"a?b", "a/b", false},
      {"v?/x", "v1/x", true},
      // Dots and other regex characters are literal; the whole path must match.
      {"a.md", "a.md", true},
      {"a.md", "axmd", false},
      {"v1.2/*", "v1x2/a", false},
      {"*.md", "a.mdx", false},
      {"*.md", "amd", false},
      {"notes (old)/*.md", "notes (old)/a.md", true},
      {"c++/*", "c++/x", true},
      {"c++/*", "cc/x", false},
      {"$x^", "$x^", true},
      {"a.md", "x/a.md", false},
      {"docs", "docs/a.md", false},
      {"", "", true},
      {"", "a", false},
  };
  for (const Case& c : cases)
    BOOST_TEST(GlobMatch(c.glob, c.path) == c.match,
               "GlobMatch(\"" << c.glob << "\", \"" << c.path << "\")");
}

// ---------------------------------------------------------------------------------------------
// Malformed values: each one is named with its place and what it must be, never with
// yaml-cpp's own words ("invalid node", "bad conversion"), which have no place in the file.

BOOST_AUTO_TEST_CASE(MalformedValuesHavePlaceAndReadableMessage) {
  struct Case {
    std::string name, yaml, reason, location;  // as in ConfigErrorCase
  };
  const std::string ok = "layout: content/{lang}/{path}\n";
  const std::vector<Case> cases = {
      {"editions a mapping", "editions: {a: 1}\n",
       "'editions' must be a list of two or more language codes", ":1:11: "},
      {"a lone comma after the keys (yaml-cpp's LoadAll never returns on it)",
       "editions: [en, zh]\n,\n", "", ":"},
      {"a second document", "editions: [en, zh]\n---\nfoo: 1\n",
       "a project config holds one YAML document; this is a second", ":3:1: "},
      {"editions a block mapping", "editions:\n  en: 1\n  zh: 2\n", "'editions' must be a list",
       ":2:3: "},
      {"editions empty", "editions:\nlayout: x/{lang}/{path}\n", "'editions' must be a list",
       ":1:1: "},
      {"editions a nested list", "editions: [[a], zh]\n",
       "'editions' must be a list of language codes", ":1:12: "},
      {"editions with a mapping entry", "editions:\n  - en\n  - {zh: 1}\n", "got a mapping",
       ":3:5: "},
      {"editions with an empty entry", "editions: [en, ~]\n", "got nothing", ":1:"},
      {"editions with a number", "editions: [en, 42]\n", "'42' is not a valid language code",
       ":1:16: "},
      {"edition with a space", "editions: [en, zh cn]\n", "'zh cn' is not a valid language code",
       ":1:16: "},
      {"edition with a newline escape", "editions: [en, \"zh\\ncn\"]\n",
       "'zh\\ncn' is not a valid language code", ":1:16: "},
      {"edition with ESC", "editions: [en, \"\\e[31mzh\"]\n",
       "'\\x1b[31mzh' is not a valid language code", ":1:16: "},
      {"edition with a long subtag", "editions: [en, chinesesimplified]\n",
       "not a valid language code", ":1:16: "},
      {"edition with an empty subtag", "editions: [en, zh--cn]\n", "not a valid language code",
       ":1:16: "},
      {"edition starting with a digit", "editions: [en, 1zh]\n", "not a valid language code",
       ":1:16: "},
      {"edition with a slash", "editions: [en, ../zh]\n", "not a valid language code", ":1:16: "},
      {"duplicate edition", "editions: [zh, en, zh]\n" + ok,
       "'editions' lists 'zh' twice (first on line 1)", ":1:20: "},
      {"duplicate edition, block", "editions:\n  - zh\n  - zh\n" + ok,
       "'editions' lists 'zh' twice (first on line 2)", ":3:5: "},
      {"source a list", "editions: [en, zh]\nsource: [en]\n" + ok,
       "'source' must be a language code, one of the editions; got a list", ":2:9: "},
      {"source empty", "editions: [en, zh]\nsource:\n" + ok, "'source' must be a language code",
       ":2:1: "},
      {"source invalid", "editions: [en, zh]\nsource: \"e\\tn\"\n" + ok,
       "'source': 'e\\tn' is not a valid language code", ":2:9: "},
      {"source not an edition", "editions: [en, zh]\n" + ok + "source: fr\n",
       "source 'fr' is not one of the editions", ":3:9: "},
      {"layout a list", "editions: [en, zh]\nlayout: [x]\n", "'layout' must be a path with {path}",
       ":2:9: "},
      {"layout a mapping", "editions: [en, zh]\nlayout:\n  a: b\n",
       "'layout' must be a path with {path}", ":3:3: "},
      {"layout empty", "editions: [en, zh]\nlayout:\n", "'layout' must be a path", ":2:1: "},
      {"layouts a list", "editions: [en, zh]\n" + ok + "layouts: [x]\n",
       "'layouts' must map a language code to a layout", ":3:10: "},
      {"layouts a scalar", "editions: [en, zh]\n" + ok + "layouts: x\n",
       "'layouts' must map a language code to a layout", ":3:10: "},
      {"layouts value a list", "editions: [en, zh]\n" + ok + "layouts:\n  en: [\"docs/{path}\"]\n",
       "'layouts: en' must be a path with {path}; got a list", ":4:7: "},
      {"layouts value empty", "editions: [en, zh]\n" + ok + "layouts:\n  en:\n",
       "'layouts: en' must be a path", ":4:3: "},
      {"layouts key a list", "editions: [en, zh]\n" + ok + "layouts:\n  ? [en]\n  : docs/{path}\n",
       "'layouts' must be a mapping whose keys are language codes; got a list", ":4:5: "},
      {"layouts key invalid", "editions: [en, zh]\n" + ok + "layouts:\n  e n: docs/{path}\n",
       "'layouts': 'e n' is not a valid language code", ":4:3: "},
      {"layouts names an edition twice",
       "editions: [en, zh]\n" + ok + "layouts:\n  en: a/{path}\n  en: b/{path}\n",
       "'layouts' names 'en' twice", ":5:3: "},
      {"layouts names a non-edition", "editions: [en, zh]\n" + ok + "layouts:\n  fr: docs/{path}\n",
       "'layouts' names 'fr', which is not an edition", ":4:3: "},
      {"exclude a mapping of a non-edition", "editions: [en, zh]\n" + ok + "exclude: {a: b}\n",
       "'exclude' names 'a', which is not an edition", ":3:11: "},
      {"include of an edition a mapping", "editions: [en, zh]\n" + ok + "include: {en: {b: c}}\n",
       "'include' must be a glob or a list of globs", ":3:15: "},
      {"exclude entry a mapping", "editions: [en, zh]\n" + ok + "exclude:\n  - a\n  - {b: c}\n",
       "'exclude' must be a glob or a list of globs", ":5:5: "},
      {"exclude entry a list", "editions: [en, zh]\n" + ok + "exclude: [[a]]\n",
       "'exclude' must be a glob", ":3:11: "},
      {"follow-symlinks-outside not a boolean",
       "editions: [en, zh]\n" + ok + "follow-symlinks-outside: sometimes\n",
       "'follow-symlinks-outside' must be true or false; got 'sometimes'", ":3:26: "},
      {"follow-symlinks-outside a list",
       "editions: [en, zh]\n" + ok + "follow-symlinks-outside: [true]\n",
       "'follow-symlinks-outside' must be true or false; got a list", ":3:26: "},
      {"key a list", "editions: [en, zh]\n" + ok + "? [a]\n: b\n",
       "a key must be a name such as 'editions'; got a list", ":3:3: "},
      {"key repeated", "editions: [en, zh]\n" + ok + "editions: [ko, ja]\n",
       "'editions' is given twice (first on line 1)", ":3:1: "},
      {"unknown key with ESC", "editions: [en, zh]\n" + ok + "\"\\e]0;x\\a\": 1\n",
       "unknown key '\\x1b]0;x\\x07'", ":3:1: "},
      {"same layout, no {lang}", "editions: [en, zh]\nlayout: docs/{path}\n",
       "editions 'en' and 'zh' have the same layout 'docs/{path}'", ":2:9: "},
      {"same layout by override",
       "editions: [en, zh]\n" + ok + "layouts:\n  en: content/zh/{path}\n",
       "editions 'en' and 'zh' have the same layout 'content/zh/{path}'", ":2:9: "},
      {"same layout after normalisation",
       "editions: [en, zh]\n" + ok + "layouts:\n  en: content/./zh/{path}\n",
       "have the same layout", ":2:9: "},
      {"no layout for an edition", "editions: [en, zh]\nlayouts:\n  en: docs/{path}\n",
       "no layout for edition 'zh'", ":1:16: "},
      {"override without {path}", "editions: [en, zh]\n" + ok + "layouts:\n  en: docs/index.md\n",
       "layout 'docs/index.md' has no {path}", ":4:7: "},
      {"layout outside", "editions: [en, zh]\nlayout: ../x/{lang}/{path}\n",
       "points outside the repository", ":2:9: "},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT(c.name) {
      TempTree t;
      const std::string config = t.Config(c.yaml);
      const std::string what = InputErrorOf([&] { LoadProject(config); });
      BOOST_TEST(StartsWith(what, config + c.location), what);
      BOOST_TEST(what.find(c.reason) != std::string::npos, what);
      for (const char* internal : {"invalid node", "bad conversion", "bad file", "yaml-cpp"})
        BOOST_TEST(what.find(internal) == std::string::npos, what);
      for (char ch : what) BOOST_TEST((ch == '\t' || static_cast<unsigned char>(ch) >= 0x20), what);
    }
  }
}

BOOST_AUTO_TEST_CASE(WellFormedValuesStillLoad) {
  TempTree t;
  Project p = LoadProject(t.Config(
      "editions: [en, zh-cn, zh-Hans, pt_BR, x-klingon, ko]\nsource: en\nlayout: c/{lang}/{path}\n"
      "layouts:\n  en: docs/{path}\nexclude:\nfollow-symlinks-outside: yes\n"));
  BOOST_TEST(EditionsDump(p) ==
             "en=docs/{path} zh-cn=c/zh-cn/{path} zh-Hans=c/zh-Hans/{path} pt_BR=c/pt_BR/{path} "
             "x-klingon=c/x-klingon/{path} ko=c/ko/{path}");
  BOOST_TEST(p.follow_symlinks_outside);
  BOOST_TEST(p.exclude.empty());
  BOOST_TEST(!LoadProject(t.Config("editions: [en, zh]\nlayout: c/{lang}/{path}\n"))
                  .follow_symlinks_outside);
}

BOOST_AUTO_TEST_CASE(LanguageCodes) {
  for (const char* good : {"zh", "ko", "en", "zh-cn", "zh-Hans", "pt_BR", "zh_CN", "docs", "docs-2",
                           "edition", "x-klingon", "sr-Latn-RS", "und", "EN", "de-1996"})
    BOOST_TEST(IsLanguageCode(good), good);
  for (const char* bad :
       {"", "-", "zh-", "-zh", "zh--cn", "1zh", "zh cn", "zh\ncn", "\x1b[31m", "zh/cn", "../zh",
        "chinesesimplified", "zh-abcdefghi", "中文", "zh.cn", "zh-cn\n", "--lang"})
    BOOST_TEST(!IsLanguageCode(bad), bad);
  BOOST_TEST(InvalidLanguageCode("a\nb\x1b[0m\x7f") ==
             "'a\\nb\\x1b[0m\\x7f' is not a valid language code (letters, digits and '-' or '_', "
             "such as zh, zh-Hans, pt_BR)");
  // UTF-8 passes; a C1 control (U+009B, CSI) and a stray byte do not.
  BOOST_TEST(InvalidLanguageCode("中\xc2\x9b\xff").find("'中\\u009b\\xff'") == 0u);
  // Codes from trees (zh_CN), configurations (zh-CN) and flags (ZH) compare folded.
  BOOST_TEST(FoldLanguageCode("zh_CN") == "zh-cn");
  BOOST_TEST(FoldLanguageCode("zh-Hans") == "zh-hans");
  BOOST_TEST(PrimaryLanguageSubtag("ZH_cn") == "zh");
  BOOST_TEST(PrimaryLanguageSubtag("ko") == "ko");
  BOOST_TEST(PrimaryLanguageSubtag("") == "");
}

// ---------------------------------------------------------------------------------------------
// What may be a project config.

BOOST_AUTO_TEST_CASE(ConcordYmlDirectoryIsAnError) {
  TempTree t;
  t.Config("editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.MakeDir("sub/concord.yml");
  t.MakeDir("sub/deeper");
  InDir in(t.root / "sub/deeper");
  const std::string what =
      InputErrorOf([&] { FindProjectConfig((t.root / "sub/deeper").string()); });
  BOOST_TEST(what == "../concord.yml: is a directory, not a project config");
  BOOST_TEST(FindProjectConfig(t.root.string()).value() == (t.root / "concord.yml").string());
  // A broken link of that name is not skipped either.
  t.MakeDir("other/deeper");
  fs::create_symlink("missing.yml", t.root / "other/concord.yml");
  BOOST_TEST(InputErrorOf([&] { FindProjectConfig((t.root / "other/deeper").string()); }) ==
             (t.root / "other/concord.yml").string() +
                 ": is a broken symbolic link, not a project config");
  // Nor is a FIFO, which is named for what it is.
  t.MakeDir("fifo/deeper");
  BOOST_REQUIRE(::mkfifo((t.root / "fifo/concord.yml").c_str(), 0600) == 0);
  InDir in_fifo(t.root / "fifo");
  BOOST_TEST(InputErrorOf([&] { FindProjectConfig((t.root / "fifo/deeper").string()); }) ==
             "concord.yml: is a FIFO, not a project config");
}

BOOST_AUTO_TEST_CASE(FoundConfigLinkedFromOutsideIsAnError) {
  TempTree t;
  t.Write("outside/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.MakeDir("repo/docs");
  fs::create_symlink(t.root / "outside/concord.yml", t.root / "repo/concord.yml");
  InDir in(t.root / "repo");
  const std::string what =
      InputErrorOf([&] { FindProjectConfig((t.root / "repo/docs").string()); });
  BOOST_TEST(StartsWith(what, std::string("concord.yml") +
                                  ": symbolic link to a file outside the project (" +
                                  (t.root / "outside/concord.yml").string() + ")"),
             what);
  // A link within the directory is the project's own file.
  t.Write("repo2/config/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  fs::create_symlink("config/concord.yml", t.root / "repo2/concord.yml");
  BOOST_TEST(FindProjectConfig((t.root / "repo2").string()).value() == "../repo2/concord.yml");
}

// The config found is named as messages name files, from the working directory: its errors
// read concord.yml:L:C, not /…/./concord.yml:L:C.
BOOST_AUTO_TEST_CASE(FoundConfigIsNamedFromTheWorkingDirectory) {
  TempTree t;
  t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.MakeDir("repo/docs/sub");
  InDir in(t.root / "repo");
  BOOST_TEST(FindProjectConfig(".").value() == "concord.yml");
  InDir below(t.root / "repo/docs");
  BOOST_TEST(FindProjectConfig(".").value() == "../concord.yml");
  InDir deeper(t.root / "repo/docs/sub");  // further up: the whole path (ShownPath)
  BOOST_TEST(FindProjectConfig(".").value() == (t.root / "repo/concord.yml").string());
}

// ---------------------------------------------------------------------------------------------
// Symbolic links out of the project: not read, named in DocumentGroup::refused.

BOOST_AUTO_TEST_CASE(DocumentLinkedFromOutsideIsRefused) {
  TempTree t;
  t.Write("outside/secret.md", "# Secret\n\nPASSWORD\n");
  const std::string yaml = "editions: [en, zh]\nlayout: repo/content/{lang}/{path}\n";
  const std::string config =
      t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  t.WriteAll({"repo/content/en/a.md", "repo/content/zh/a.md", "repo/content/en/b.md",
              "repo/content/en/c.md", "repo/content/zh/c.md", "repo/content/shared/c.md"});
  fs::create_symlink(t.root / "outside/secret.md", t.root / "repo/content/zh/b.md");
  fs::remove(t.root / "repo/content/zh/c.md");
  fs::create_symlink("../shared/c.md", t.root / "repo/content/zh/c.md");  // inside: read
  InDir in(t.root / "repo");
  std::vector<DocumentGroup> groups = GroupDocuments(LoadProject(config));
  BOOST_TEST(GroupsDump(groups, t.root / "repo") ==
             "a.md en=content/en/a.md zh=content/zh/a.md | b.md en=content/en/b.md | "
             "c.md en=content/en/c.md zh=content/zh/c.md");
  BOOST_REQUIRE_EQUAL(groups.size(), 3u);
  BOOST_TEST(groups[1].refused.size() == 1u);
  BOOST_TEST(groups[1].refused.at("zh") ==
             "content/zh/b.md: symbolic link to a file outside the project (" +
                 (t.root / "outside/secret.md").string() +
                 "); set follow-symlinks-outside: true to read it");
  BOOST_TEST(groups[0].refused.empty());
  BOOST_TEST(groups[2].refused.empty());

  // Allowed by the config: read like any file.
  t.Write("repo/concord.yml",
          "editions: [en, zh]\nlayout: content/{lang}/{path}\nfollow-symlinks-outside: true\n");
  groups = GroupDocuments(LoadProject(config));
  BOOST_REQUIRE_EQUAL(groups.size(), 3u);
  BOOST_TEST(groups[1].files.count("zh") == 1u);
  BOOST_TEST(groups[1].refused.empty());
}

// A link into a hidden directory of the project (a repository's .git/config, where CI
// checkouts keep their token) is refused whatever the config says: the walk never goes there,
// and what the link names would be printed in the report.
BOOST_AUTO_TEST_CASE(DocumentLinkedIntoAHiddenDirectoryIsRefused) {
  TempTree t;
  t.Write("repo/.git/config", "[http]\n\textraheader = AUTHORIZATION: basic TOKEN\n");
  for (const char* follow : {"", "follow-symlinks-outside: true\n"}) {
    const std::string config =
        t.Write("repo/concord.yml",
                std::string("editions: [en, zh]\nlayout: content/{lang}/{path}\n") + follow);
    t.WriteAll({"repo/content/en/a.md", "repo/content/en/cfg.md"});
    fs::remove(t.root / "repo/content/zh/cfg.md");
    fs::create_directories(t.root / "repo/content/zh");
    fs::create_symlink("../../.git/config", t.root / "repo/content/zh/cfg.md");
    InDir in(t.root / "repo");
    std::vector<DocumentGroup> groups = GroupDocuments(LoadProject(config));
    BOOST_REQUIRE_EQUAL(groups.size(), 2u);
    BOOST_TEST(groups[1].files.count("zh") == 0u);
    BOOST_TEST(groups[1].refused.at("zh") ==
               "content/zh/cfg.md: symbolic link into a hidden directory or file (" +
                   fs::canonical(t.root / "repo/.git/config").string() + "), not read");
  }
}

BOOST_AUTO_TEST_CASE(EditionDirectoryLinkedFromOutsideIsAnError) {
  TempTree t;
  t.Write("outside/a.md");
  t.Write("repo/content/en/a.md");
  t.MakeDir("repo/content");
  fs::create_directory_symlink("../../outside", t.root / "repo/content/zh");
  const std::string config =
      t.Write("repo/concord.yml", "editions: [en, zh]\nlayout: content/{lang}/{path}\n");
  InDir in(t.root / "repo");
  const std::string what = InputErrorOf([&] { GroupDocuments(LoadProject(config)); });
  BOOST_TEST(what == "content/zh: symbolic link to a directory outside the project (" +
                         (t.root / "outside").string() +
                         "); set follow-symlinks-outside: true to read it");
  // A parent of the edition directory linked out of the tree is the same.
  fs::remove(t.root / "repo/content/zh");
  fs::rename(t.root / "repo/content", t.root / "content-elsewhere");
  fs::create_directory_symlink("../content-elsewhere", t.root / "repo/content");
  BOOST_TEST(InputErrorOf([&] {
               GroupDocuments(LoadProject(config));
             }).find("content/en: symbolic link to a directory outside") == 0u);
  t.Write("repo/concord.yml",
          "editions: [en, zh]\nlayout: content/{lang}/{path}\nfollow-symlinks-outside: true\n");
  BOOST_TEST(GroupsDump(GroupDocuments(LoadProject(config)), t.root / "repo") ==
             "a.md en=content/en/a.md");
}

BOOST_AUTO_TEST_CASE(DirectoryModeRefusesLinksOutOfEachDirectory) {
  TempTree t;
  t.WriteAll({"en/a.md", "zh/a.md", "en/b.md", "zh/sub/c.md", "en/sub/c.md", "outside.md"});
  fs::create_symlink("../en/b.md", t.root / "zh/b.md");     // into the other edition: outside zh
  fs::create_symlink("sub/c.md", t.root / "zh/d.md");       // within zh: read
  fs::create_symlink("../outside.md", t.root / "en/d.md");  // outside
  InDir in(t.root);
  std::vector<DocumentGroup> groups = GroupDocuments(DirectoryEditions({"en", "zh"}));
  BOOST_TEST(GroupsDump(groups, t.root) ==
             "a.md en=en/a.md zh=zh/a.md | b.md en=en/b.md | d.md zh=zh/d.md | "
             "sub/c.md en=en/sub/c.md zh=zh/sub/c.md");
  BOOST_REQUIRE_EQUAL(groups.size(), 4u);
  BOOST_TEST(groups[1].refused.at("zh").find(
                 "zh/b.md: symbolic link to a file outside the project (" +
                 (t.root / "en/b.md").string() + "); not read in directory mode") == 0u,
             groups[1].refused.at("zh"));
  BOOST_TEST(groups[2].refused.count("en") == 1u);
  // The directory given is the edition's root even when it is itself a link.
  fs::create_directory_symlink(t.root / "zh", t.root / "zh-link");
  groups = GroupDocuments(DirectoryEditions({"en", "zh-link"}));
  BOOST_TEST(groups.at(0).files.at("zh-link") == "zh-link/a.md");
}

BOOST_AUTO_TEST_CASE(DirectoryEditionNamesWithControlCharacters) {
  TempTree t;
  t.MakeDir("en");
  t.MakeDir("a\nb");
  t.MakeDir("\x1b[31mred");
  t.MakeDir("ed zh");
  t.MakeDir("中文");
  InDir in(t.root);
  BOOST_TEST(InputErrorOf([&] {
               DirectoryEditions({"en", "a\nb"});
             }) ==
             "edition name 'a\\nb' (from directory a\\nb) is not a valid language code: it has "
             "control characters or bytes that are not UTF-8; rename the directory or use a "
             "concord.yml");
  BOOST_TEST(InputErrorOf([&] {
               DirectoryEditions({"en", "\x1b[31mred"});
             }).find("'\\x1b[31mred'") != std::string::npos);
  BOOST_TEST(EditionsDump(DirectoryEditions({"ed zh", "中文"})) ==
             "ed zh=ed zh/{path} 中文=中文/{path}");
}

// ---------------------------------------------------------------------------------------------
// The glossary key: inline, or a file inside the project; its errors name their file and place.

BOOST_AUTO_TEST_CASE(GlossaryInlineOrFromAFile) {
  TempTree t;
  std::string config = t.Config(
      "editions: [en, zh-cn, ko]\nlayout: content/{lang}/{path}\n"
      "glossary:\n  terms:\n    Helm: {zh: Helm, ko: 헬름}\n  keep-latin: [OAuth]\n");
  Project p = LoadProject(config);
  BOOST_TEST_REQUIRE(p.glossary != nullptr);
  BOOST_TEST(p.glossary->terms.size() == 2u);
  BOOST_TEST(p.glossary->Find("helm") != nullptr);
  BOOST_TEST(p.glossary->path == config);

  t.Write("docs/glossary.yml", "terms:\n  Helm: {ko: 헬름}\n");
  config =
      t.Config("editions: [en, ko]\nlayout: content/{lang}/{path}\nglossary: docs/glossary.yml\n");
  p = LoadProject(config);
  BOOST_TEST_REQUIRE(p.glossary != nullptr);
  BOOST_TEST(p.glossary->Find("Helm") != nullptr);

  // Without the key there is none.
  config = t.Config("editions: [en, ko]\nlayout: content/{lang}/{path}\n");
  BOOST_TEST(LoadProject(config).glossary == nullptr);
}

BOOST_AUTO_TEST_CASE(GlossaryErrors) {
  TempTree t;
  const std::string head = "editions: [en, ko]\nlayout: content/{lang}/{path}\n";
  // In concord.yml itself: the config's place.
  std::string config = t.Config(head + "glossary:\n  terms:\n    Helm: {kr: 헬름}\n");
  std::string what = InputErrorOf([&] { LoadProject(config); });
  BOOST_TEST(StartsWith(what, config + ":5:12: "), what);
  BOOST_TEST(what.find("unknown language 'kr'") != std::string::npos, what);
  config = t.Config(head + "glossary:\n  term: {}\n");
  what = InputErrorOf([&] { LoadProject(config); });
  BOOST_TEST(StartsWith(what, config + ":4:3: "), what);
  BOOST_TEST(what.find("did you mean 'terms'") != std::string::npos, what);
  // In a glossary file: that file's place.
  const std::string file = t.Write("glossary.yml", "terms:\n  Helm: [헬름]\n");
  config = t.Config(head + "glossary: glossary.yml\n");
  what = InputErrorOf([&] { LoadProject(config); });
  BOOST_TEST(what.find("glossary.yml:2:9: ") != std::string::npos, what);
  BOOST_TEST(what.find("concord.yml") == std::string::npos, what);
  // A file outside the project, or missing.
  for (const char* outside : {"../glossary.yml", "/etc/passwd"}) {
    config = t.Config(head + "glossary: " + outside + "\n");
    what = InputErrorOf([&] { LoadProject(config); });
    BOOST_TEST(StartsWith(what, config + ":3:11: "), what);
    BOOST_TEST(what.find("outside the project") != std::string::npos, what);
  }
  t.Write("elsewhere/g.yml", "terms: {}\n");
  t.MakeDir("repo");
  fs::create_symlink(t.root / "elsewhere/g.yml", t.root / "repo/g.yml");
  config = t.Write("repo/concord.yml", head + "glossary: g.yml\n");
  what = InputErrorOf([&] { LoadProject(config); });
  BOOST_TEST(StartsWith(what, config + ":3:11: 'glossary': 'g.yml' leads outside the project "
                                       "through a symbolic link ("),
             what);
  config = t.Config(head + "glossary: nowhere.yml\n");
  what = InputErrorOf([&] { LoadProject(config); });
  BOOST_TEST(what.find("nowhere.yml") != std::string::npos, what);
}

// The baseline and the extra rules directories a config names are inside the project by their
// real paths, as the glossary is: a link out is an error at its place in the config, unless
// the config follows links outside.
BOOST_AUTO_TEST_CASE(SettingsFilesLinkedFromOutsideAreRefused) {
  TempTree t;
  t.Write("elsewhere/base.json", "{\"version\": 1, \"findings\": []}\n");
  t.Write("elsewhere/rules/x.yml", "id: x\ncheck: pattern\n");
  t.WriteAll({"repo/en/a.md", "repo/zh/a.md"});
  t.MakeDir("repo/mine");
  fs::create_symlink(t.root / "elsewhere/base.json", t.root / "repo/base.json");
  fs::create_symlink(t.root / "elsewhere/rules", t.root / "repo/rules");
  fs::create_symlink(t.root / "elsewhere/rules/x.yml", t.root / "repo/mine/x.yml");
  const std::string head = "editions: [en, zh]\nlayout: \"{lang}/{path}\"\n";
  struct {
    std::string setting, place, given;
  } cases[] = {
      {"baseline: base.json\n", ":3:11: ", "'baseline': 'base.json'"},
      {"extra-rules: rules\n", ":3:14: ", "'extra-rules': 'rules'"},
      {"extra-rules: [mine]\n", ":3:15: ", "'extra-rules': 'mine'"},
  };
  for (const auto& c : cases) {
    const std::string config = t.Write("repo/concord.yml", head + c.setting);
    const std::string what = InputErrorOf([&] { LoadProject(config); });
    BOOST_TEST(StartsWith(what, config + c.place + c.given +
                                    " leads outside the project through a symbolic link ("),
               what);
    t.Write("repo/concord.yml", head + c.setting + "follow-symlinks-outside: true\n");
    BOOST_CHECK_NO_THROW(LoadProject(config));
  }
}

}  // namespace concord
