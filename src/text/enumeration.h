// enumeration.h — the labels of an enumeration written inline in a unit's text, as a sentence
// counts its points or a translation runs a list into one line.
//
//   InlineEnumerationLabels("步骤：（1）批准，（2）发送。")   // {1, 2}
//   InlineEnumerationLabels("网络状态 2) SSU 状态 3) Q 状态")  // {2, 3}
//   InlineEnumerationLabels("步骤：1. 下载 2. 安装")          // {1, 2}
//   IsEnumerationRun(labels)                                  // consecutive, two at least
#ifndef CONCORD_TEXT_ENUMERATION_H_
#define CONCORD_TEXT_ENUMERATION_H_

#include <set>
#include <string_view>

namespace concord {

// Each whole number of one or two ASCII digits right before ')' or '）', at the text's start or
// after a blank, an opening parenthesis or a CJK comma, colon or full stop (not `#2)`, a
// reference; not `v1.2)` nor `a2)`); or before '.' and a space (a Markdown list's marker run
// into a line), at the text's start or after the end of a sentence, clause or quotation (not
// after a word, "to 2. Then", nor after a number's point, "2024. 3. 4."); outside inline code
// (`f(1)`), by its value. Linear in the text.
std::set<int> InlineEnumerationLabels(std::string_view text);

// Whether the number of one or two digits at [begin, end) of `text` is written as a label: right
// before ')' or '）' or before ". ", at the text's start or after what may stand before a label (as
// InlineEnumerationLabels reads them). A number that is a label in one place may be a fact in
// another of the same text ("1) 保留 2 天，2) 删除").
bool IsLabelAt(std::string_view text, size_t begin, size_t end);

// Whether `labels` are two or more consecutive numbers (2, 3, 4): the labels of one
// enumeration, not two numbers that happen to stand before a parenthesis.
bool IsEnumerationRun(const std::set<int>& labels);

}  // namespace concord

#endif  // CONCORD_TEXT_ENUMERATION_H_
