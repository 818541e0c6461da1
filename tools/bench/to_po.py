#!/usr/bin/env python3
"""Writes two editions as one PO file of pre-aligned units, for timing pofilter against concord.

    to_po.py --concord build/bin/concord zh.txt ko.txt -o pair.po

pofilter (translate-toolkit) compares each msgid with its msgstr; it does not segment or align.
To make it check the same text concord reads, the units and their pairing come from concord
itself: `concord extract --format json A B` gives each unit's text by line, and
`concord align --format json A B` gives the beads (lists of unit lines on each side). Each bead
with units on both sides becomes one entry: msgid = A's units, msgstr = B's units, the units of
a 2-unit side joined with a space. Units without counterpart (1-0 and 0-1 beads) are skipped:
pofilter has nothing to compare them with (concord reports them as unit findings, which
pofilter has no equivalent for). Each entry's msgctxt names its lines ("zh:13 ko:5"), so equal
texts from different places stay distinct entries and the file is valid for msgfmt.
"""
import argparse
import collections
import json
import subprocess
import sys


def concord_json(concord, *args):
    """Runs `concord ARGS... --format json` and returns the parsed output; exits on status 2."""
    result = subprocess.run([concord, *args, "--format", "json"], capture_output=True)
    if result.returncode not in (0, 1):
        sys.exit("to_po.py: %s %s failed (exit %d): %s" % (
            concord, args[0], result.returncode, result.stderr.decode(errors="replace").strip()))
    return json.loads(result.stdout)


def po_string(text):
    """Returns TEXT as a quoted PO string; text with line breaks is split after each \\n."""
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"')
               .replace("\t", "\\t").replace("\r", "\\r"))
    lines = escaped.split("\n")
    if len(lines) == 1:
        return '"%s"' % escaped
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join('"%s"' % part for part in parts)


def units_by_line(edition):
    """Maps each line to the texts of the units that start on it, in order (a Markdown table
    row holds several)."""
    by_line = collections.defaultdict(collections.deque)
    for unit in edition["units"]:
        by_line[unit["line"]].append(unit["text"])
    return by_line


def convert(concord, a, b, out):
    """Writes the PO file OUT for editions A and B; returns the number of entries written."""
    editions = concord_json(concord, "extract", a, b)["editions"]
    alignment = concord_json(concord, "align", a, b)["alignment"]
    lang_a, lang_b = editions[0]["lang"], editions[1]["lang"]
    texts_a, texts_b = units_by_line(editions[0]), units_by_line(editions[1])
    entries = 0
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write('# %s and %s as pre-aligned units (tools/bench/to_po.py)\n' % (a, b))
        f.write('msgid ""\nmsgstr ""\n"MIME-Version: 1.0\\n"\n'
                '"Content-Type: text/plain; charset=UTF-8\\n"\n'
                '"Content-Transfer-Encoding: 8bit\\n"\n"Language: %s\\n"\n' % lang_b)
        for bead in alignment:
            # Every unit is in exactly one bead, so each one is taken from its line once.
            source = " ".join(texts_a[line].popleft() for line in bead["a"])
            target = " ".join(texts_b[line].popleft() for line in bead["b"])
            if not bead["a"] or not bead["b"]:
                continue
            context = "%s:%s %s:%s" % (lang_a, "+".join(map(str, bead["a"])),
                                       lang_b, "+".join(map(str, bead["b"])))
            f.write("\nmsgctxt %s\nmsgid %s\nmsgstr %s\n" % (
                po_string(context), po_string(source), po_string(target)))
            entries += 1
    return entries


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--concord", required=True, help="the concord executable")
    parser.add_argument("a", help="edition A (the msgids)")
    parser.add_argument("b", help="edition B (the msgstrs)")
    parser.add_argument("-o", "--output", required=True, help="the PO file to write")
    args = parser.parse_args()
    entries = convert(args.concord, args.a, args.b, args.output)
    print("%s: %d entries" % (args.output, entries), file=sys.stderr)


if __name__ == "__main__":
    main()
