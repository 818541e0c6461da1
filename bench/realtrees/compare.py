#!/usr/bin/env python3
"""What a change did to the findings of the development set, scored with the labels so far.

  compare.py BEFORE_OUTDIR AFTER_OUTDIR [--labels labels/*.tsv] [--show N]

Both directories hold run.sh outputs over the same trees. A finding is the same in both runs
when sample.py's finding_key matches (tree, files, lines, kind, value, edition that lacks it).
Prints how many findings each run has, and the findings removed and added, each counted as
labelled TRUE, labelled FALSE or not labelled, by the label files given (every
labels/after-*.tsv and before-*.tsv by default; the first label found for a key is kept).
--show N lists up to N removed and N added findings with their labels, to read.
--added-tsv FILE writes the added findings that no label file knows, in sample.py's columns,
to label (sample.py --show FILE prints both sides of each).

A change that removes FALSE findings and no TRUE ones raises precision; what it adds is to be
read (and labelled) before it is kept.
"""

import argparse
import collections
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import sample  # noqa: E402  (the flattening and the key are sample.py's)


def keyed(outdir):
    rows = [r for r in sample.flatten_check(outdir) if r["kind"] != "document"]
    return {sample.finding_key(r): r for r in rows}


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("before")
    p.add_argument("after")
    p.add_argument("--labels", nargs="*", default=None)
    p.add_argument("--show", type=int, default=0)
    p.add_argument("--added-tsv", metavar="FILE")
    a = p.parse_args()
    paths = a.labels
    if paths is None:
        paths = sorted(glob.glob(os.path.join(here, "labels", "after-*.tsv")), reverse=True)
        paths += glob.glob(os.path.join(here, "labels", "before-*.tsv"))
        paths += sorted(glob.glob(os.path.join(here, "labels", "changes-*.tsv")))
    known = sample.known_labels(paths)
    before, after = keyed(a.before), keyed(a.after)
    print(f"findings: before {len(before)}, after {len(after)}")
    for title, keys, rows in (("removed", before.keys() - after.keys(), before),
                              ("added", after.keys() - before.keys(), after)):
        counts = collections.Counter(known.get(k, ("unlabelled", ""))[0] for k in keys)
        by_kind = collections.Counter(rows[k]["kind"] for k in keys)
        print(f"{title}: {len(keys)} (TRUE {counts['TRUE']}, FALSE {counts['FALSE']}, "
              f"unlabelled {counts['unlabelled']}); by kind: "
              + ", ".join(f"{k} {n}" for k, n in sorted(by_kind.items())))
        for k in sorted(keys)[: a.show]:
            r = rows[k]
            label, cause = known.get(k, ("-", ""))
            print(f"  {label:5} {r['tree']} {r['file_a']}:{r['line_a']} {r['file_b']}:{r['line_b']}"
                  f" {r['kind']} [{r['value'][:70]}] missing in {r['missing_in']}  {cause[:60]}")
    if a.added_tsv:
        rows = [after[k] for k in sorted(after.keys() - before.keys()) if k not in known]
        sample.write_tsv(rows, sample.FINDING_COLUMNS, a.added_tsv)


if __name__ == "__main__":
    main()
