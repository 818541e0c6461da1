// translation_keys.h — documents paired by a front-matter field where their file names differ
// (concord.yml key translation-key): Hugo's translationKey, or a permalink that every edition of
// a page gives, for trees whose translations have file names of their own
// (zh/快速入门/导入笔记.md for en/Getting started/Import notes.md).
//
//   std::map<std::string, DocumentGroup> groups = …;    // by {path}, as GroupDocuments finds them
//   GroupByTranslationKey(project, &groups);           // files of one key are one group
//
// Each file of a group is read up to kTranslationKeyHeadBytes (front matter is at the top of a
// page), and the field's value is taken from its YAML or TOML front matter
// (segment/front_matter.h; a dotted path reaches into a mapping). Files that give the same
// value are one document whatever their paths; the group takes the {path} of the file of the
// source edition, or else of the first edition concord.yml lists, and remembers the others
// (DocumentGroup::other_paths, by which the hook finds the group of a file it is given). A file
// without the field stays in the group of its {path}, and so do all the files of a value that
// two files of one edition give, or that would join a group where a file of their edition
// already is (which of them is the counterpart cannot be told).
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
// empty. Throws InputError for a file that cannot be read.
void GroupByTranslationKey(const Project& project, std::map<std::string, DocumentGroup>* groups);

}  // namespace concord

#endif  // CONCORD_PROJECT_TRANSLATION_KEYS_H_
