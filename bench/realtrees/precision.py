#!/usr/bin/env python3
"""Precision of a labelled sample of findings, as Markdown tables.

  precision.py labels/before-218f3af.tsv
  precision.py --audit labels/audit-before-218f3af.tsv

A findings TSV (sample.py) has `label` TRUE or FALSE on every row: precision is the share of
TRUE, printed overall, by kind, by repository (tree) and by pair (a pair with an English
edition or zh↔ko), with a 95% Wilson interval for the overall figure, and the FALSE rows
counted by cause (the part of `cause` before the first space or colon-detail is kept whole).
Rows without a label are reported and left out.

With --audit, the TSV is a sample of audit verdicts (sample.py --audit) whose `truth` column
is `behind`, `up-to-date` or `no-source`: prints how many verdicts agree with the truth, and the
confusion counts. --truth-from LABELLED takes the truth of rows with the same tree, document and edition
from an already labelled audit TSV (the same seed draws the same rows for any binary while the
trees do not change), so a new run's verdicts are scored without relabelling.
"""

import argparse
import collections
import csv
import math
import sys


def read_tsv(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\"))


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def table(title, groups):
    print(f"| {title} | TRUE | labelled | precision |")
    print("| --- | ---: | ---: | ---: |")
    for key in sorted(groups, key=lambda k: (-groups[k][1], k)):
        k, n = groups[key]
        print(f"| {key} | {k} | {n} | {k / n:.0%} |")
    print()


def pair_of(row):
    langs = {row["lang_a"], row["lang_b"]}
    return "with en" if "en" in langs else "zh↔ko"


def findings(rows):
    labelled = [r for r in rows if r["label"] in ("TRUE", "FALSE")]
    if len(labelled) < len(rows):
        print(f"warning: {len(rows) - len(labelled)} rows without a TRUE/FALSE label",
              file=sys.stderr)
    k = sum(r["label"] == "TRUE" for r in labelled)
    n = len(labelled)
    lo, hi = wilson(k, n)
    print(f"**Overall: {k} of {n} findings real, precision {k / n:.1%} "
          f"(95% Wilson interval {lo:.0%}–{hi:.0%}).**\n")
    for title, key in (("kind", lambda r: r["kind"]), ("repository", lambda r: r["tree"]),
                       ("pair", pair_of)):
        groups = collections.defaultdict(lambda: [0, 0])
        for r in labelled:
            g = groups[key(r)]
            g[0] += r["label"] == "TRUE"
            g[1] += 1
        table(title, groups)
    causes = collections.Counter(
        r["cause"].split(" ")[0] or "(none)" for r in labelled if r["label"] == "FALSE")
    print("| cause of FALSE | findings |")
    print("| --- | ---: |")
    for cause, count in causes.most_common():
        print(f"| {cause} | {count} |")
    print()


def audit(rows, truth_from=None):
    if truth_from:
        known = {(r["tree"], r["doc"], r["lang"]): (r["truth"], r["note"])
                 for r in read_tsv(truth_from)}
        for r in rows:
            if not r["truth"] and (r["tree"], r["doc"], r["lang"]) in known:
                r["truth"], r["note"] = known[(r["tree"], r["doc"], r["lang"])]
    truths = ("behind", "up-to-date", "no-source")
    labelled = [r for r in rows if r["truth"] in truths]
    if len(labelled) < len(rows):
        print(f"warning: {len(rows) - len(labelled)} rows without a truth", file=sys.stderr)
    right = sum(r["verdict"] == r["truth"] for r in labelled)
    print(f"**Audit verdicts right: {right} of {len(labelled)}.**\n")
    confusion = collections.Counter((r["verdict"], r["truth"]) for r in labelled)
    print("| verdict \\ truth | " + " | ".join(truths) + " |")
    print("| --- |" + " ---: |" * len(truths))
    for v in truths:
        print(f"| {v} | " + " | ".join(str(confusion[(v, t)]) for t in truths) + " |")
    print()
    by_tree = collections.defaultdict(lambda: [0, 0])
    for r in labelled:
        by_tree[r["tree"]][0] += r["verdict"] == r["truth"]
        by_tree[r["tree"]][1] += 1
    print("| repository | right | labelled |")
    print("| --- | ---: | ---: |")
    for tree in sorted(by_tree):
        print(f"| {tree} | {by_tree[tree][0]} | {by_tree[tree][1]} |")
    print()


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("tsv")
    p.add_argument("--audit", action="store_true", help="score a sample of audit verdicts")
    p.add_argument("--truth-from", metavar="TSV", help="with --audit: truth of matching rows")
    args = p.parse_args()
    rows = read_tsv(args.tsv)
    if args.audit:
        audit(rows, args.truth_from)
    else:
        findings(rows)


if __name__ == "__main__":
    main()
