#!/usr/bin/env python3
"""How many of the real differences found before are still found by a new run.

  recall.py labels/before-218f3af.tsv OUTDIR [--verbose]

The TRUE rows of a labelled sample of the before binary's findings are the recall reference:
real differences that concord reports today. OUTDIR holds a new run's outputs (run.sh). A
reference row is still found when the new run has a finding in the same tree with the same
kind, the same value (compared after NFKC, case folding and white-space collapsing), missing in
the same edition, and present in the same file at the same line give or take one (edits to
the extractor may move a unit's first line by one, e.g. a front-matter title).

A reference row not found so is still reported, in another form, when the new run has a finding
missing in the same edition, present in the same file at the same line give or take one, that
is a unit (paragraph, list item, heading, table row, front-matter field: the whole unit the item
is in is reported missing) or whose value contains the reference's value (a table cell now
reported as its row); or when the new run reports the same difference from the other side: a
finding of the same kind between the same two files at the same two lines (each give or take
one), missing in the other edition, whose value and the reference's are the same but for
characters that render as nothing (Unicode format characters, a zero-width space) or one holds
the other (`cmd A B` against `cmd A`: one edition's code is reported, not the other's). Prints
both counts and lists the reference rows no longer reported.
"""

import argparse
import collections
import os
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sample  # noqa: E402  (sibling module: the same flattening as the sampler)


UNIT_KINDS = {"paragraph", "list-item", "heading", "front-matter"}


def norm(value):
    return " ".join(unicodedata.normalize("NFKC", value).casefold().split())


def visible(value):
    """norm(value) without the characters that render as nothing (category Cf)."""
    return "".join(c for c in norm(value) if unicodedata.category(c) != "Cf")


def present_side(row):
    """(file, line) where the item is, the side that is not missing it."""
    side = "b" if row["missing_in"] == row["lang_a"] else "a"
    return row["file_" + side], str(row["line_" + side])


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("labels", help="labelled TSV of the before sample")
    p.add_argument("outdir", help="the new run's outputs (run.sh)")
    p.add_argument("--verbose", action="store_true", help="list the rows still found too")
    args = p.parse_args()

    reference = [r for r in sample.read_tsv(args.labels) if r["label"] == "TRUE"]
    index = collections.defaultdict(list)
    by_place = collections.defaultdict(list)  # (tree, missing_in, file) -> (line, kind, value)
    by_pair = collections.defaultdict(list)  # (tree, file_a, file_b) -> rows
    for row in sample.flatten_check(args.outdir):
        by_pair[(row["tree"], row["file_a"], row["file_b"])].append(row)
        file, line = present_side(row)
        index[(row["tree"], row["kind"], norm(row["value"]), row["missing_in"], file)].append(line)
        by_place[(row["tree"], row["missing_in"], file)].append(
            (line, row["kind"], norm(row["value"])))

    def near(l, line):
        return l and line and abs(int(l) - int(line)) <= 1 or (not l and not line)

    lost, other_form = [], []
    for r in reference:
        file, line = present_side(r)
        lines = index.get((r["tree"], r["kind"], norm(r["value"]), r["missing_in"], file), [])
        if any(near(l, line) for l in lines):
            if args.verbose:
                print(f"found  #{r['id']} {r['tree']} {r['kind']} {r['value'][:60]!r}")
            continue
        value = norm(r["value"])

        def other_side(row):
            a, b = visible(r["value"]), visible(row["value"])
            return (row["kind"] == r["kind"] and row["missing_in"] != r["missing_in"] and
                    near(str(row["line_a"]), str(r["line_a"])) and
                    near(str(row["line_b"]), str(r["line_b"])) and (a in b or b in a))

        if any(near(l, line) and (kind in UNIT_KINDS or value in v)
               for l, kind, v in by_place.get((r["tree"], r["missing_in"], file), [])):
            other_form.append(r)
        elif any(other_side(row) for row in by_pair.get((r["tree"], r["file_a"], r["file_b"]), [])):
            other_form.append(r)
        else:
            lost.append(r)
    n = len(reference)
    kept = n - len(lost) - len(other_form)
    share = kept / n if n else 1.0
    print(f"recall reference: {kept} of {n} real findings still reported as they were ({share:.0%})")
    share = (n - len(lost)) / n if n else 1.0
    print(f"recall reference: {n - len(lost)} of {n} still reported, {len(other_form)} of them in "
          f"another form ({share:.0%})")
    for r in other_form:
        file, line = present_side(r)
        print(f"  other form #{r['id']} {r['tree']} {r['kind']} {r['value'][:60]!r} "
              f"missing in {r['missing_in']} ({file}:{line})")
    for r in lost:
        file, line = present_side(r)
        print(f"  lost #{r['id']} {r['tree']} {r['kind']} {r['value'][:70]!r} "
              f"missing in {r['missing_in']} ({file}:{line})")


if __name__ == "__main__":
    main()
