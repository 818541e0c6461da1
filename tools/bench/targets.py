#!/usr/bin/env python3
"""The whole-process targets of issue 19, each with its figure and whether it is met.

    targets.py --concord build/bin/concord --pairs /tmp/c [--runs 3] [--pair2po PATH]

--pairs is a directory that ../shared/bench/make_corpus.py wrote (N/zh.txt and N/ko.txt for
N = 1000 and 10000). concord_bench prints the targets one process measures (the whole check
against the ICU bound, every format against JSON); this script measures those that are whole
processes:

  - pofilter (translate-toolkit) with its emails, urls and numbers tests over the 1000× pair
    as a PO file (pair2po.py: the k-th unit of zh as msgid, the k-th of ko as msgstr; the
    conversion is not timed), against `concord check -j 1 --format json` on the same pair:
    concord ≥ 20× pofilter's speed (pofilter's time over concord's);
  - `check -j 1` of the 10000× pair in ≤ 11× the time of the 1000× pair;
  - the peak memory of that check of the 10000× pair (GNU time's maximum resident set size)
    < 5× its input bytes.

The commands of each comparison run alternately, --runs times each, and the medians are
compared, so that both sides of a ratio see the same load on a shared machine. Progress goes
to stderr; stdout holds the table.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
POFILTER_TESTS = ["-t", "emails", "-t", "urls", "-t", "numbers"]
GNU_TIME = "/usr/bin/time"


def run(argv):
    """Runs ARGV under GNU time (stdout discarded): (wall seconds, peak RSS bytes)."""
    with tempfile.NamedTemporaryFile("r") as rss:
        start = time.perf_counter()
        done = subprocess.run([GNU_TIME, "-f", "%M", "-o", rss.name] + argv,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        seconds = time.perf_counter() - start
        # concord exits 1 when it reports findings; pofilter 0.
        if done.returncode not in (0, 1):
            sys.exit("targets.py: %s exited %d:\n%s" % (argv[0], done.returncode, done.stderr))
        return seconds, int(rss.read().split()[-1]) * 1024


def alternate(commands, runs):
    """Runs each command of COMMANDS (name → argv) RUNS times, in turns: name → [(s, rss)]."""
    results = {name: [] for name in commands}
    for i in range(runs):
        for name, argv in commands.items():
            print("run %d/%d: %s" % (i + 1, runs, name), file=sys.stderr)
            results[name].append(run(argv))
    return results


def median_seconds(results):
    return statistics.median(s for s, _ in results)


def check(concord, pair):
    return [concord, "check", "-j", "1", "--format", "json",
            os.path.join(pair, "zh.txt"), os.path.join(pair, "ko.txt")]


def input_bytes(pair):
    return sum(os.path.getsize(os.path.join(pair, f)) for f in ("zh.txt", "ko.txt"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--concord", required=True, help="the concord executable")
    parser.add_argument("--pairs", required=True, help="make_corpus.py's output directory")
    parser.add_argument("--runs", type=int, default=3, help="runs of each command (default 3)")
    parser.add_argument("--pair2po", default=os.path.join(SOURCE, "..", "shared", "bench",
                                                          "pair2po.py"),
                        help="make_corpus.py's PO writer (default: ../shared/bench/pair2po.py)")
    args = parser.parse_args()
    for tool in (GNU_TIME,):
        if not os.path.exists(tool):
            sys.exit("targets.py: %s not found (Debian package time)" % tool)
    pair_1000 = os.path.join(args.pairs, "1000")
    pair_10000 = os.path.join(args.pairs, "10000")
    rows = []  # (what, figure text, target text, met)

    pofilter = shutil.which("pofilter")
    if not pofilter:
        rows.append(("concord ≥ 20× pofilter's speed", "pofilter not installed", "≥ 20×", None))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            po = os.path.join(tmp, "pair.po")
            subprocess.run([sys.executable, args.pair2po, os.path.join(pair_1000, "zh.txt"),
                            os.path.join(pair_1000, "ko.txt"), po], check=True)
            results = alternate({
                "pofilter": [pofilter] + POFILTER_TESTS + ["-i", po, "-o",
                                                           os.path.join(tmp, "failed.po")],
                "concord": check(args.concord, pair_1000),
            }, args.runs)
        t_po, t_concord = median_seconds(results["pofilter"]), median_seconds(results["concord"])
        ratio = t_po / t_concord
        rows.append(("concord check -j 1 ÷ pofilter, speed (1000× pair)",
                     "%.1f× (%.3f s vs %.3f s)" % (ratio, t_concord, t_po), "≥ 20×", ratio >= 20))

    results = alternate({"1000": check(args.concord, pair_1000),
                         "10000": check(args.concord, pair_10000)}, args.runs)
    t_1000, t_10000 = median_seconds(results["1000"]), median_seconds(results["10000"])
    ratio = t_10000 / t_1000
    rows.append(("check -j 1: 10000× pair's time ÷ 1000× pair's",
                 "%.2f× (%.3f s vs %.3f s)" % (ratio, t_10000, t_1000), "≤ 11×", ratio <= 11))
    peak = max(rss for _, rss in results["10000"])
    size = input_bytes(pair_10000)
    rows.append(("check -j 1: 10000× pair's peak memory ÷ its input",
                 "%.2f× (%.0f MB of %.0f MB)" % (peak / size, peak / 1e6, size / 1e6), "< 5×",
                 peak < 5 * size))

    print("| target (issue 19) | figure (medians of %d runs) | target | met |" % args.runs)
    print("| --- | --- | --- | --- |")
    for what, figure, target, met in rows:
        print("| %s | %s | %s | %s |" % (what, figure, target,
                                         "—" if met is None else "yes" if met else "no"))


if __name__ == "__main__":
    main()
