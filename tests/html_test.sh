#!/usr/bin/env bash
# End-to-end: the HTML report of the corpus pair (corpus/zh ↔ corpus/ko), loaded in headless
# Chromium. Checks that (1) the page's script runs without console errors — the detector is
# first proven on a deliberately broken page, so a change in Chromium's log format fails the
# test instead of passing it; (2) the rendered DOM holds exactly the five findings of the pair,
# each with its data attributes, and the name is marked in the ko unit; (3) the script ran
# (body data-ready="1") and the severity filters hide what they should (a copy of the report
# with a test script appended unticks "errors" and ticks "only rows with findings"); (4) the
# page loads nothing from the network; (5) edition text that looks like markup stays text.
# Skipped (exit 77) without /usr/bin/chromium. Writes only to a temporary directory.
set -uo pipefail
bin_dir=$1
source_dir=$2
chromium=/usr/bin/chromium
if [ ! -x "$chromium" ]; then
  echo "SKIP: $chromium not found; the HTML report is not rendered"
  exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
pass() { echo "ok: $1"; }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

# render PAGE DOM LOG: the DOM after the page's scripts ran, and Chromium's log.
render() {
  local profile
  profile=$(mktemp -d "$work/profile.XXXXXX")
  timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --enable-logging=stderr --v=0 --dump-dom "file://$1" >"$2" 2>"$3"
}

# Console messages of PAGE in LOG: uncaught exceptions, errors, and anything the page logs
# (Chromium logs console.error at INFO level, so the source is what identifies it).
console_errors() {
  grep -a 'CONSOLE' "$2" | grep -a -E "Uncaught|Error|source: file://$1" || true
}

# (1a) The detector catches what Chromium prints for a script error.
broken=$work/broken.html
printf '<!DOCTYPE html><html><body><script>null.x();</script>\n<script>console.error("bad")</script></body></html>\n' >"$broken"
render "$broken" "$work/broken.dom" "$work/broken.log"
caught=$(console_errors "$broken" "$work/broken.log" | wc -l)
if [ "$caught" -ge 2 ]; then
  pass "the console check catches an uncaught exception and console.error"
else
  fail "the console check missed a broken page's errors (caught $caught of 2); Chromium log:"
  cat "$work/broken.log"
fi

# The report of the corpus pair: exit status 1, there are findings.
report=$work/report.html
(cd "$source_dir" && "$bin_dir/concord" check --format html corpus/zh/conclusion.txt \
  corpus/ko/conclusion.txt >"$report")
status=$?
[ "$status" = 1 ] && pass "concord check --format html exits 1" ||
  fail "concord check --format html exited $status, expected 1"

if ! render "$report" "$work/report.dom" "$work/report.log"; then
  fail "chromium did not render the report (exit status $?)"
  cat "$work/report.log"
fi
errors=$(console_errors "$report" "$work/report.log")
[ -z "$errors" ] && pass "no console errors" || fail "console errors: $errors"

# (3, filters) A copy of the report with a script that works the filters and writes down what
# stays visible.
probe=$work/probe.html
python3 - "$report" "$probe" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
script = """<script>
(function () {
  function box(name) { return document.querySelector('input[data-filter="' + name + '"]'); }
  function set(name, on) { var b = box(name); b.checked = on; b.dispatchEvent(new Event('change')); }
  function visible(selector) {
    return Array.prototype.filter.call(document.querySelectorAll(selector), function (e) {
      return getComputedStyle(e).display !== 'none';
    }).length;
  }
  function highlighted(selector) {
    return Array.prototype.filter.call(document.querySelectorAll(selector), function (e) {
      return getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)';
    }).length;
  }
  var result = [visible('.finding'), visible('tr.bead'), highlighted('mark.sev-error')];
  set('error', false);
  result.push(visible('.finding'), highlighted('mark.sev-error'));
  set('flagged-only', true);
  result.push(visible('tr.bead'));
  set('error', true);
  result.push(visible('tr.bead'));
  document.body.setAttribute('data-probe', result.join(' '));
})();
</script>
"""
i = page.rindex("</body>")
open(sys.argv[2], "w", encoding="utf-8").write(page[:i] + script + page[i:])
PY
render "$probe" "$work/probe.dom" "$work/probe.log"
errors=$(console_errors "$probe" "$work/probe.log")
[ -z "$errors" ] || fail "console errors while using the filters: $errors"

python3 - "$work/report.dom" "$work/probe.dom" "$report" <<'PY'
import sys
from collections import Counter
from html.parser import HTMLParser


class Page(HTMLParser):
    """Findings, marks, scripts and external resources of one page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.findings, self.marks, self.external = [], [], []
        self.tags = Counter()
        self.beads = 0
        self.body = {}
        self.in_mark = None
        self.styles, self.in_style = [], False

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        self.tags[tag] += 1
        if tag == "body":
            self.body = a
        if "finding" in a.get("class", "").split():
            self.findings.append(a)
        if tag == "mark":
            self.in_mark = dict(a, text="")
        if tag == "style":
            self.in_style = True
        if tag == "tr" and "bead" in a.get("class", "").split():
            self.beads += 1
        if tag in ("script", "link", "img", "iframe", "source", "video", "audio", "embed",
                   "object"):
            for key in [k for k in ("src", "href", "srcset", "data", "poster") if k in a]:
                value = a[key].strip().lower()
                if value.startswith(("http:", "https:", "//")) or (tag == "script" and key == "src"):
                    self.external.append(f"<{tag} {key}={value}>")

    def handle_endtag(self, tag):
        if tag == "mark" and self.in_mark is not None:
            self.marks.append(self.in_mark)
            self.in_mark = None
        if tag == "style":
            self.in_style = False

    def handle_data(self, data):
        if self.in_mark is not None:
            self.in_mark["text"] += data
        if self.in_style:
            self.styles.append(data)


def parse(path):
    p = Page()
    p.feed(open(path, encoding="utf-8").read())
    p.close()
    return p


failures = 0


def check(ok, what, detail=""):
    global failures
    print(("ok: " if ok else "FAIL: ") + what + ("" if ok else f": {detail}"))
    failures += not ok


dom, probe, raw = parse(sys.argv[1]), parse(sys.argv[2]), parse(sys.argv[3])

# (2) the five findings, by kind, side and lines.
got = sorted((f.get("data-kind"), f.get("data-missing-in"), f.get("data-a-line"),
              f.get("data-b-line")) for f in dom.findings)
want = sorted([("name", "a", "13", "5"), ("list-item", "a", "", "29"),
               ("list-item", "a", "", "30"), ("heading", "b", "1", ""),
               ("paragraph", "b", "3", "")])
check(got == want, "exactly the five findings of the corpus pair", f"got {got}")
for f in dom.findings:
    missing = [k for k in ("data-severity", "data-rule", "data-kind", "data-value",
                           "data-missing-in", "data-a-line", "data-b-line") if k not in f]
    check(not missing, f"finding {f.get('data-kind')} carries its data attributes", missing)
names = [f for f in dom.findings if f.get("data-kind") == "name"]
check(len(names) == 1 and names[0].get("data-value") == "Noam Shazeer"
      and names[0].get("data-rule") == "names" and names[0].get("data-severity") == "warning",
      "the name finding is 'Noam Shazeer', rule names, warning", names)
marked = [m for m in dom.marks if m["text"] == "Noam Shazeer"]
check(len(marked) == 1 and marked[0].get("data-rule") == "names"
      and "sev-warning" in marked[0].get("class", ""),
      "'Noam Shazeer' is marked in the ko unit", [m for m in dom.marks])

# (3) the page's script ran; the filters hide and show.
check(dom.body.get("data-ready") == "1", "the page's script ran (data-ready=1)", dom.body)
want_probe = f"5 {raw.beads} 3 2 0 2 5"
check(probe.body.get("data-probe") == want_probe,
      "filters: unticking errors hides 3 findings and their marks; only rows with findings "
      "leaves 2 rows, then 5 with errors ticked again",
      f"got {probe.body.get('data-probe')!r}, expected {want_probe!r}")

# (4) self-contained: no external resources, one inline script.
check(not raw.external, "no external scripts, styles, images or fonts", raw.external)
css = "".join(raw.styles).lower()
check("@import" not in css and "url(" not in css and "@font-face" not in css,
      "the CSS loads nothing", "@import/url(/@font-face in the style")
check(raw.tags["script"] == 1, "one inline script", raw.tags["script"])
sys.exit(1 if failures else 0)
PY
[ $? = 0 ] || failures=$((failures + 1))

# (5) Edition text that looks like markup is escaped: it stays text in the page.
mkdir -p "$work/esc"
printf '标题\n\n这是 <script>alert("x")</script> 的段落 & "quotes" '"'"'single'"'"'。\n\n感谢 Noam Shazeer 的帮助。\n' >"$work/esc/a.txt"
printf '제목\n\nNoam Shazeer <img src=x onerror=alert(1)>에게 감사드린다 </td></tr></table>.\n' >"$work/esc/b.txt"
"$bin_dir/concord" check --format html "$work/esc/a.txt" "$work/esc/b.txt" >"$work/esc.html"
python3 - "$work/esc.html" <<'PY'
import sys
from html.parser import HTMLParser

class Tags(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.text = [], []
    def handle_starttag(self, tag, attrs): self.tags.append(tag)
    def handle_data(self, data): self.text.append(data)

p = Tags()
p.feed(open(sys.argv[1], encoding="utf-8").read())
text = "".join(p.text)
ok = (p.tags.count("script") == 1 and "img" not in p.tags
      and "</td></tr></table>" in text and '<script>alert("x")</script>' in text and "<img src=x onerror=alert(1)>" in text)
print(("ok: " if ok else "FAIL: ") + "markup in edition text stays text")
sys.exit(0 if ok else 1)
PY
[ $? = 0 ] || failures=$((failures + 1))

if [ "$failures" != 0 ]; then
  echo "$failures check(s) failed"
  exit 1
fi
echo "all checks passed"
