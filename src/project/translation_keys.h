// translation_keys.h — documents paired by a front-matter field where their file names differ
// (concord.yml key translation-key): Hugo's translationKey, or a permalink that every edition of
// a page gives, for trees whose translations have file names of their own
// (zh/快速入门/导入笔记.md for en/Getting started/Import notes.md).
//
//   std::map<std::string, DocumentGroup> groups = …;    // by {path}, as GroupDocuments finds them
//   GroupByTranslationKey(project, &groups);           // files of one key are one group
//
// Every file of the tree is read up to kTranslationKeyHeadBytes (front matter is at the top of
// a page), decoded as a document is (a byte order mark, UTF-16), and the field's value is taken
// from its YAML or TOML front matter (segment/front_matter.h: a dotted path reaches into a
// mapping; a YAML scalar or a TOML string, white space collapsed; a list or mapping is no value).
// The files of one value are one document whatever their paths, named by the {path} of the
// source edition's file, or else of the first edition concord.yml lists; each file whose {path}
// differs from that name keeps it in DocumentGroup::file_paths, by which the hook finds the
// group of a file it is given. The files without the field, or of a value that two files of one
// edition give, or that cannot be read, pair by {path}, joining the group of a value named by
// their {path} where their edition is not in it yet. Nothing depends on how the values sort.
#ifndef CONCORD_PROJECT_TRANSLATION_KEYS_H_
#define CONCORD_PROJECT_TRANSLATION_KEYS_H_

#include <cstddef>
#include <map>
#include <string>

#include "project/project.h"
#include "report.h"

namespace concord {

inline constexpr size_t kTranslationKeyHeadBytes = size_t{64} << 10;

// Regroups `groups` (keyed by their path) by project.translation_key; nothing when it is
// empty. The result is keyed by each group's path and a number (two groups may have one name).
void GroupByTranslationKey(const Project& project, std::map<std::string, DocumentGroup>* groups);

}  // namespace concord

#endif  // CONCORD_PROJECT_TRANSLATION_KEYS_H_
