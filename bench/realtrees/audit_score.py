#!/usr/bin/env python3
"""Scores a run's audit verdicts against every labelled verdict of the development set.

  audit_score.py OUTDIR [--labels 'labels/audit-*.tsv'] [--show]

OUTDIR holds <tree>.audit.json as run.sh writes them. Each labelled row (labels/audit-*.tsv,
written by `sample.py --audit` and labelled by reading both files) names a translated edition
of a document and its `truth`, behind, up-to-date or no-source (no English page to compare
with). A verdict is right when the run's verdict for the same tree, edition and file equals the
truth. A (tree, edition, file) labelled in more than one file is counted once, with its last
label in file-name order. --show lists the wrong verdicts with the label's note.
"""

import argparse
import csv
import glob
import json
import os
import sys


def verdicts(outdir):
    """(tree, lang, file) -> (verdict, behind_by) of every audit.json in outdir."""
    found = {}
    for path in sorted(glob.glob(os.path.join(outdir, "*.audit.json"))):
        tree = os.path.basename(path)[: -len(".audit.json")]
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
        for doc in run.get("documents", []):
            for ed in doc["editions"]:
                if ed["file"] is not None:
                    found[(tree, ed["lang"], ed["file"])] = (ed["verdict"], ed["behind_by"])
    return found


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("outdir")
    ap.add_argument("--labels", default=os.path.join(here, "labels", "audit-*.tsv"))
    ap.add_argument("--show", action="store_true", help="list the wrong verdicts")
    args = ap.parse_args()

    labelled = {}
    for path in sorted(glob.glob(args.labels)):
        with open(path, encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
                truth = (row.get("truth") or "").strip()
                if truth in ("behind", "up-to-date", "no-source"):
                    labelled[(row["tree"], row["lang"], row["file"])] = (truth, row.get("note", ""))
    found = verdicts(args.outdir)
    right = absent = 0
    wrong = []
    for key, (truth, note) in sorted(labelled.items()):
        if key[0] not in {k[0] for k in found}:
            absent += 1
            continue
        verdict = found.get(key, ("no-file", 0))
        if verdict[0] == truth:
            right += 1
        else:
            wrong.append((key, truth, verdict, note))
    scored = len(labelled) - absent
    print(f"audit verdicts right: {right} of {scored}" +
          (f" ({100.0 * right / scored:.1f}%)" if scored else "") +
          (f"; {absent} labelled verdicts of trees not in {args.outdir}" if absent else ""))
    if args.show:
        for (tree, lang, file), truth, (verdict, by), note in wrong:
            print(f"  {tree} {lang} {file}: run says {verdict} ({by}), label {truth}: {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
