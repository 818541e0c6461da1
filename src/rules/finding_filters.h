// finding_filters.h — passes over the findings a check made for one pair of editions, which
// drop those that the findings taken together show to be no drift.
//
//   const size_t first = out->size();
//   ...                                           // the check appends its findings
//   DropNumbersOfTerms(ctx, &words_a, &words_b, first, out);
#ifndef CONCORD_RULES_FINDING_FILTERS_H_
#define CONCORD_RULES_FINDING_FILTERS_H_

#include <cstddef>
#include <vector>

#include "model.h"
#include "rules/check.h"

namespace concord {

class NumberWords;  // text/number_words.h

// `out` without the findings from `first` on whose mark (`marked[i - first]`) is set, the
// others in their order.
void EraseMarked(size_t first, const std::vector<bool>& marked, std::vector<Finding>* out);

// Drops the url and email findings from `first` on that the editions' links explain:
//  - the pairs of a url or email that each side lacks at one place and has at another: the
//    same link written in another paragraph of the same document (moved by its translator,
//    or its units aligned apart), which both editions have. Pairs are made in the order of
//    the findings, each finding in one pair at most;
//  - a url or email that the edition said to lack has in a unit without counterpart: that
//    unit, reported missing itself, is where the link is, paired with nothing (a paragraph of
//    a restructured page that the aligner left alone); a second finding for the link says
//    nothing the unit's does not.
// Linear in the findings and the entities of the units without counterpart.
void DropMovedLinks(const CheckContext& ctx, size_t first, std::vector<Finding>* out);

// Drops the pairs of number findings from `first` on of one number that each side lacks in one
// bead and has in the next: both editions have it, where the aligner drew the line between two
// beads otherwise than the translator did (a sentence one edition moved to the next
// paragraph). Only the next bead: a number is too common a thing to be one number further
// away. The beads are the findings' own: a finding and its pair lack the number on opposite
// sides; a bead the aligner moved out of order (Bead::moved) is nobody's neighbour. Pairs are
// made in the order of the findings, each finding with the first one not yet paired, each
// finding in one pair at most. So too a number that the side said to lack has in a unit without
// counterpart right next to the bead (in the run of such beads before or after it): the unit,
// reported missing itself, is where the number is, as DropMovedLinks reads a link; only there,
// for the same reason. Linear in the findings and the entities of units without counterpart.
// REQUIRES: the findings from `first` on are in the order of their beads.
void DropShiftedNumbers(const CheckContext& ctx, size_t first, std::vector<Finding>* out);

// Drops the pairs of number findings from `first` on, of one bead, of an id made of one Latin
// capital letter and digits (`Q2`) that one side lacks and of those digits (`2`) that the other
// side lacks: one number, whose letter the edition with the digits spells out as a word of its
// language (`问题2`, `질문 2` for `Q2`: question two; `第3部分` for `P3`). An id of more letters
// (`CS336`) is a name that translations keep, and an id whose digits the other side does not
// lack (`A100` beside a count of 100) stays. Pairs are made in the order of the findings, each
// finding in one pair at most. Linear in the findings.
void DropLetteredNumbers(size_t first, std::vector<Finding>* out);

// Drops the number findings from `first` on whose number, where the finding points, labels an
// item of an inline enumeration on the side that has it (IsLabelAt: a whole number right before
// ')' or '）', or before ". " as a Markdown list's marker run into a line, at the unit's start or
// after a blank, an opening parenthesis or a CJK comma, colon or full stop: `1) 网络状态 2) SSU
// 状态`, `（1）…（2）…`, `1. 下载 2. 安装`; not `#2)`, nor inside inline code),
// where the unit labels the number before or after it so too, and the other side writes the
// items as a list that does not enumerate them inline (no run of labels): its unit is a list item,
// or introduces one (ends with a colon) right after it. The other edition's markers are no text,
// and the labels are structure, not facts. Where both sides enumerate inline, or the other side has
// no list (a paragraph rewritten without the enumerated points), the numbers are compared. Linear
// in the findings and their units' text.
void DropEnumerationLabels(const CheckContext& ctx, size_t first, std::vector<Finding>* out);

// Drops the pairs of code findings from `first` on that are one code with a locale each
// edition set to its own language: in one bead, code that side b lacks and code that side a
// lacks, equal but for language tags (LanguageTagSwapped, rules/code_match.h: `zh` in the
// English edition and `ko` in the Korean one, `/zh/foo` and `/ko/foo`). Each finding goes into
// one pair at most, so a translation's one `ko` accounts for one of the source's tags, not for
// every other tag-like code of the bead (`os`, `fr`). A finding left without a pair is paired
// likewise with a code of the other side of its bead that is no finding (found elsewhere in
// the document), each such code once. Pairs are looked for among the findings
// of a bead whose code is the same once every run of a known language tag is masked, and not
// in a group of more than 64 (each is tried against each), so the cost is linear in the
// findings.
void DropSwappedLanguageTags(const CheckContext& ctx, size_t first, std::vector<Finding>* out);

// Drops the number findings from `first` on whose number is written as part of a word of its
// edition's script (a CJK letter right after its digits: 16진수 "hexadecimal", 16进制) where
// that edition writes the number so joined to the same letter in two or more paired beads of
// the document and the other side lacks the number in every one of them: the word translates
// one the other edition writes without a number (hex), a term of the translation and not a
// count. Where the other side has the number in one of those beads, the joined word carries a
// count (3개, 5分钟) and every finding stays. Letters that begin with a magnitude of the
// edition's language (14억, 14억원, 3000万: NumberWords::Magnitude with `words_a` or
// `words_b`) make no term: the two are a number. Linear in the findings and the number
// entities.
void DropNumbersOfTerms(const CheckContext& ctx, NumberWords* words_a, NumberWords* words_b,
                        size_t first, std::vector<Finding>* out);

}  // namespace concord

#endif  // CONCORD_RULES_FINDING_FILTERS_H_
