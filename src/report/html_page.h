// html_page.h — what every HTML page of concord shares: escaping of the text it shows, and the
// frame around its content (head with the style, header, footer with the script).
//
//   html::BeginPage("concord: zh ↔ ko — a.md", out);   // <!DOCTYPE …><body>
//   html::PageHeader("Translation consistency report", "concord check · …", out);   // <main>
//   out << "<p>" << html::Esc(unit.text) << "</p>\n";     // …content…, then </main>
//   html::EndPage(out);                                  // footer, script, </html>
//
// The page is self-contained: its style (html_page.css) and script (html_page.js) are real
// files in the source tree, embedded in the executable at build time (embed_text.cmake), and
// written inline; the page loads nothing. The script rewrites one <style id="concord-filter">
// element when a filter checkbox changes: hidden severities hide their findings and unmark
// their values; "only rows with findings" hides rows whose findings are all hidden (rows carry
// data-sevs, "error warning", so a row is hidden by naming its combination). It does no
// per-row work, at load or on change, and sets <body data-ready="1"> when it has run.
#ifndef CONCORD_HTML_PAGE_H_
#define CONCORD_HTML_PAGE_H_

#include <ostream>
#include <string>
#include <string_view>

namespace concord::html {

// `text` as HTML text or attribute value: & < > " ' escaped; invalid UTF-8 (possible in file
// names) and control characters other than tab and newline shown as U+FFFD.
std::string Esc(std::string_view text);
// Appends Esc(text) to `out`: valid UTF-8 (every text concord reads) a run of bytes at a time.
void AppendEsc(std::string_view text, std::string* out);
// Esc's reference twin, which it uses for text that is not valid UTF-8: the same result worked
// out code point by code point. writers_test compares the two.
std::string EscByCodePoint(std::string_view text);

// ` name="value"`, the value escaped.
std::string Attr(std::string_view name, std::string_view value);

// From <!DOCTYPE html> to the opening <body>, with `title` and the style.
void BeginPage(std::string_view title, std::ostream& out);

// The page's header (a heading and a line below it), then the opening <main>.
void PageHeader(std::string_view heading, std::string_view sub, std::ostream& out);

// After the closing </main>: the footer, the script, and the end of the page.
void EndPage(std::ostream& out);

}  // namespace concord::html

#endif  // CONCORD_HTML_PAGE_H_
