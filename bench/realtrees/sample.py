#!/usr/bin/env python3
"""Flattens the findings of a development-set run and draws a seeded random sample to label.

  sample.py OUTDIR --seed 15 --n 110 -o labels/NAME.tsv      findings of `check`
  sample.py OUTDIR --audit --seed 15 --n 20 -o labels/audit-NAME.tsv   verdicts of `audit`
  sample.py OUTDIR --show labels/NAME.tsv [--trees DIR]      print both sides of each row

OUTDIR holds <tree>.check.json / <tree>.audit.json as run.sh writes them. Every finding of
every pair of every tree is one row (tree, document, the pair's two files, rule, kind,
severity, value, the edition that lacks it, the line on each side). The sample is plain
random over all rows (random.Random(seed).sample), nothing stratified, so the share of TRUE
labels in it estimates the precision of the whole run without bias. Missing documents
(kind `document`) are counted but left out of the sample unless --include-documents: whether
a file exists needs no judgement and the rules being measured do not produce them.

The sample is written sorted by row id (the row's position in the flattened run), with empty
`label` and `cause` columns to fill in: label TRUE or FALSE, cause the noise class for FALSE
(README.md lists them). Counts per tree and kind of the whole run go to stderr.

--labels-from TSV (repeatable) fills in label and cause of a sampled finding from an earlier
labelled sample of the same trees: the same tree, files, lines, kind, value and edition that
lacks it is the same finding, so its label carries over; the rest are left to label.

--audit samples (document, translated edition) verdicts instead: one row per document and
edition other than the source that has the file, with its verdict, how many items it is
behind by and their kinds; to fill in: `truth` (behind, up-to-date, or no-source where the
English page is absent, decided by reading both files) and `note`.
"""

import argparse
import collections
import csv
import glob
import json
import os
import random
import sys

FINDING_COLUMNS = [
    "id", "tree", "doc", "rule", "kind", "severity", "value", "missing_in",
    "lang_a", "file_a", "line_a", "lang_b", "file_b", "line_b", "label", "cause",
]
AUDIT_COLUMNS = [
    "id", "tree", "doc", "lang", "file", "verdict", "behind_by", "item_kinds",
    "truth", "note",
]


def clean(text):
    """A value on one TSV line: tabs and line ends become spaces."""
    return " ".join(str(text).replace("\t", " ").splitlines())


def tree_names(outdir, suffix):
    paths = sorted(glob.glob(os.path.join(outdir, "*" + suffix)))
    return [(os.path.basename(p)[: -len(suffix)], p) for p in paths]


def flatten_check(outdir):
    """All findings of all trees, in a fixed order: tree, document, pair, finding."""
    rows = []
    for tree, path in tree_names(outdir, ".check.json"):
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
        for doc in run.get("documents", []):
            for pair in doc.get("pairs", []):
                eds = {e["side"]: e for e in pair["editions"]}
                a, b = eds["a"], eds["b"]
                for fd in pair.get("findings", []):
                    rows.append({
                        "tree": tree, "doc": doc["path"], "rule": fd["rule"],
                        "kind": fd["kind"], "severity": fd["severity"],
                        "value": clean(fd["value"]),
                        "missing_in": a["lang"] if fd["missing_in"] == "a" else b["lang"],
                        "lang_a": a["lang"], "file_a": a["path"],
                        "line_a": "" if fd.get("a_line") is None else fd["a_line"],
                        "lang_b": b["lang"], "file_b": b["path"],
                        "line_b": "" if fd.get("b_line") is None else fd["b_line"],
                    })
        for md in run.get("missing_documents", []):
            rows.append({
                "tree": tree, "doc": md["path"], "rule": "missing-document",
                "kind": "document", "severity": "error", "value": md["path"],
                "missing_in": md["missing_in"], "lang_a": "", "file_a": ";".join(md["present"]),
                "line_a": "", "lang_b": md["missing_in"], "file_b": "", "line_b": "",
            })
    for i, row in enumerate(rows):
        row["id"] = i
    return rows


def flatten_audit(outdir, source):
    rows = []
    for tree, path in tree_names(outdir, ".audit.json"):
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
        for doc in run.get("documents", []):
            for ed in doc["editions"]:
                if ed["lang"] == source or ed["file"] is None:
                    continue
                kinds = collections.Counter(item["kind"] for item in ed["items"])
                rows.append({
                    "tree": tree, "doc": doc["path"], "lang": ed["lang"], "file": ed["file"],
                    "verdict": ed["verdict"], "behind_by": ed["behind_by"],
                    "item_kinds": " ".join(f"{k}:{n}" for k, n in sorted(kinds.items())),
                })
    for i, row in enumerate(rows):
        row["id"] = i
    return rows


def print_counts(rows, key):
    by_tree = collections.defaultdict(collections.Counter)
    for row in rows:
        by_tree[row["tree"]][row[key]] += 1
    values = sorted({row[key] for row in rows})
    print("\t".join(["tree"] + values + ["all"]), file=sys.stderr)
    for tree in sorted(by_tree):
        c = by_tree[tree]
        print("\t".join([tree] + [str(c[v]) for v in values] + [str(sum(c.values()))]),
              file=sys.stderr)
    total = collections.Counter(row[key] for row in rows)
    print("\t".join(["all"] + [str(total[v]) for v in values] + [str(len(rows))]),
          file=sys.stderr)


def write_tsv(rows, columns, out):
    with open(out, "w", encoding="utf-8", newline="") as f:
        w = csv.DictWriter(f, columns, delimiter="\t", lineterminator="\n",
                           quoting=csv.QUOTE_NONE, escapechar="\\", extrasaction="ignore")
        w.writeheader()
        for row in rows:
            w.writerow({c: row.get(c, "") for c in columns})


def read_tsv(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\"))


def finding_key(row):
    """What makes two rows of runs over the same trees the same finding."""
    return tuple(str(row[c]) for c in ("tree", "file_a", "line_a", "file_b", "line_b", "kind",
                                       "value", "missing_in"))


def known_labels(label_files):
    """finding_key → (label, cause) of every labelled row; the first file to label a key wins."""
    known = {}
    for path in label_files:
        for row in read_tsv(path):
            if row.get("label"):
                known.setdefault(finding_key(row), (row["label"], row.get("cause", "")))
    return known


def carry_labels(sample, label_files):
    """Fills label and cause of the rows of `sample` labelled in `label_files`; returns how many."""
    known = known_labels(label_files)
    carried = 0
    for row in sample:
        if finding_key(row) in known:
            row["label"], row["cause"] = known[finding_key(row)]
            carried += 1
    return carried


def show_line(root, file, line, width=300):
    if not file or not line:
        return "(none)"
    try:
        with open(os.path.join(root, file), encoding="utf-8") as f:
            lines = f.read().splitlines()
        return lines[int(line) - 1][:width]
    except (OSError, IndexError, ValueError) as e:
        return f"(cannot read: {e})"


def show(tsv, trees):
    for row in read_tsv(tsv):
        root = os.path.join(trees, row["tree"])
        print(f"#{row['id']} {row['tree']} {row['kind']} {row['value']!r} "
              f"missing in {row['missing_in']}  [{row.get('label', '')}] {row.get('cause', '')}")
        for side in ("a", "b"):
            print(f"  {row['lang_' + side]}  {row['file_' + side]}:{row['line_' + side]}  "
                  f"{show_line(root, row['file_' + side], row['line_' + side])}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("outdir", help="directory of run.sh outputs")
    p.add_argument("--seed", type=int, default=15)
    p.add_argument("--n", type=int, default=110)
    p.add_argument("-o", "--output", help="TSV to write (default stdout)")
    p.add_argument("--include-documents", action="store_true",
                   help="sample missing documents too")
    p.add_argument("--audit", action="store_true", help="sample audit verdicts")
    p.add_argument("--source", default="en", help="the audit's source edition")
    p.add_argument("--labels-from", metavar="TSV", action="append", default=[],
                   help="carry labels of the same findings over from an earlier sample")
    p.add_argument("--show", metavar="TSV", help="print both sides of each row of TSV")
    p.add_argument("--trees", default="/work/devset/trees", help="the trees (for --show)")
    args = p.parse_args()

    if args.show:
        show(args.show, args.trees)
        return
    if args.audit:
        rows = flatten_audit(args.outdir, args.source)
        print_counts(rows, "verdict")
        columns = AUDIT_COLUMNS
        pool = rows
    else:
        rows = flatten_check(args.outdir)
        print_counts(rows, "kind")
        columns = FINDING_COLUMNS
        pool = [r for r in rows if args.include_documents or r["kind"] != "document"]
    n = min(args.n, len(pool))
    sample = sorted(random.Random(args.seed).sample(pool, n), key=lambda r: r["id"])
    print(f"sampled {n} of {len(pool)} (seed {args.seed})", file=sys.stderr)
    if args.labels_from and not args.audit:
        carried = carry_labels(sample, args.labels_from)
        print(f"labels carried over for {carried} of {n}", file=sys.stderr)
    write_tsv(sample, columns, args.output or "/dev/stdout")


if __name__ == "__main__":
    main()
