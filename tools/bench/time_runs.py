#!/usr/bin/env python3
"""Times whole concord processes on the benchmark inputs and prints one Markdown table.

    time_runs.py --concord build/bin/concord --data /tmp/bench [--runs 5] [--scales 1,100,1000,10000]

concord_bench measures the stages inside one process; this script measures what a user waits
for: process start, reading, the whole pipeline, writing the report and exit. For each row it
runs the command several times and reports the median wall time and the largest peak resident
set size. The peak comes from GNU time (/usr/bin/time -f %M, Debian package `time`), which
forks the command from its own small process: os.wait4 on a child of Python reports at least
Python's own RSS (the child starts as a vfork of Python, and exec keeps the old high-water
mark), about 14 MB even for /bin/true. Without GNU time the script falls back to os.wait4 and
says so under the table. The rows (docs/performance.md):

  - `concord check --format json pair-N/zh.txt pair-N/ko.txt -j 1` for each scale N, and
    on the pofilter-scale pair with -j set to the machine's cores (the default);
  - `concord audit` over the docs tree with -j 1 and with -j 2, and the speed-up;
  - `concord check` without arguments (the embedded corpus) and /bin/true, to show what
    process start costs;
  - pofilter (translate-toolkit) with the emails, urls and numbers tests over the
    pofilter-scale pair written as pre-aligned PO units (to_po.py; the conversion is not timed).

Missing inputs are generated into --data with gen_corpus.py. A binary without -j (the flag is
new) is run without it, and the row says so. If build/bin/concord_bench exists (next to
--concord), it runs on the pofilter-scale pair with a short --benchmark_min_time, and its
ratio table is printed verbatim under the table. Progress goes to stderr; stdout holds only
what can be pasted into docs/performance.md.
"""
import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

sys.dont_write_bytecode = True  # importing to_po leaves no __pycache__ in the source tree
import to_po  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
POFILTER_TESTS = ["-t", "emails", "-t", "urls", "-t", "numbers"]
MB = 1e6
GNU_TIME = shutil.which("time", path="/usr/bin:/bin")


class Run:
    """One finished process: wall seconds, peak RSS in bytes, exit status, stderr text."""

    def __init__(self, seconds, peak_rss, status, stderr):
        self.seconds = seconds
        self.peak_rss = peak_rss
        self.status = status
        self.stderr = stderr


def run_once(argv, cwd, timeout):
    """Runs ARGV (stdout to /dev/null) and returns its Run; kills it after TIMEOUT seconds."""
    with tempfile.TemporaryFile() as err, tempfile.NamedTemporaryFile("r") as peak_kb:
        launcher = [GNU_TIME, "-f", "%M", "-o", peak_kb.name] if GNU_TIME else []
        start = time.perf_counter()
        # Its own process group, so that a time-out kills GNU time and the command together.
        proc = subprocess.Popen(launcher + argv, cwd=cwd, stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
        timer = threading.Timer(timeout, os.killpg, (proc.pid, signal.SIGKILL))
        timer.start()
        _, wait_status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(wait_status)  # reaped here, not by Popen
        err.seek(0)
        stderr = err.read().decode(errors="replace")
        # GNU time's last word is %M (after "Command exited with non-zero status 1").
        words = peak_kb.read().split()
        peak = int(words[-1]) if GNU_TIME and words else usage.ru_maxrss
    return Run(seconds, peak * 1024, proc.returncode, stderr)


class Row:
    """One line of the table. `runs` is empty when the command failed; `note` says why."""

    def __init__(self, what, input_bytes, runs=(), note=""):
        self.what = what
        self.input_bytes = input_bytes
        self.runs = list(runs)
        self.note = note

    @property
    def seconds(self):
        return statistics.median(r.seconds for r in self.runs)

    @property
    def mb_per_s(self):
        return self.input_bytes / MB / self.seconds

    def cells(self):
        size = "%.2f" % (self.input_bytes / MB) if self.input_bytes else "—"
        if not self.runs:
            return [self.what, size, "—", "—", "—", "—", self.note]
        peak = max(r.peak_rss for r in self.runs)
        return [self.what, size, "%.*f" % (4 if self.seconds < 0.1 else 3, self.seconds),
                "%.1f" % self.mb_per_s if self.input_bytes else "—",
                "%.1f" % (peak / MB),
                "%.1f×" % (peak / self.input_bytes) if self.input_bytes else "—",
                "; ".join(n for n in [self.run_count(), self.note] if n)]

    def run_count(self):
        return "%d run%s" % (len(self.runs), "" if len(self.runs) == 1 else "s")


def measure(what, argv, input_bytes, runs, timeout, cwd=None, note=""):
    """Runs ARGV RUNS times; a status other than 0 or 1 (findings) ends it as a failed Row."""
    done = []
    for i in range(runs):
        run = run_once(argv, cwd, timeout)
        if run.status not in (0, 1):
            if run.status == -9 and run.seconds >= timeout:
                reason = "killed after %d s (--timeout)" % timeout
            else:
                last = [l for l in run.stderr.splitlines() if l.strip()][-1:] or [""]
                reason = "exit %d: %s" % (run.status, last[0])
            print("  %s: %s" % (what, reason), file=sys.stderr)
            return Row(what, input_bytes, note=reason)
        print("  %s: run %d/%d %.3f s, %.1f MB" % (what, i + 1, runs, run.seconds,
                                                    run.peak_rss / MB), file=sys.stderr)
        done.append(run)
    return Row(what, input_bytes, done, note)


def tree_bytes(root):
    return sum(os.path.getsize(os.path.join(d, f))
               for d, _, files in os.walk(root) for f in files)


def pair_files(data, scale):
    pair = os.path.join(data, "pair-%d" % scale)
    return [os.path.join(pair, "zh.txt"), os.path.join(pair, "ko.txt")]


def ensure_data(data, scales):
    """Generates the pairs of SCALES and the tree that DATA lacks, with gen_corpus.py."""
    missing = [s for s in scales if not os.path.exists(os.path.join(data, "pair-%d" % s, "ko.txt"))]
    has_tree = os.path.exists(os.path.join(data, "tree", "concord.yml"))
    if not missing and has_tree:
        return
    argv = [sys.executable, os.path.join(HERE, "gen_corpus.py"), data,
            "--scales", ",".join(map(str, missing))]
    if has_tree:
        argv.append("--no-tree")
    print("generating %s" % " ".join(argv[1:]), file=sys.stderr)
    subprocess.run(argv, check=True)


def has_jobs_flag(concord, command):
    help_text = subprocess.run([concord, command, "--help"], capture_output=True, text=True).stdout
    return "--jobs" in help_text


def speedup_note(one_thread, more):
    """`more` (a row run with more threads) as a multiple of `one_thread`'s speed."""
    return "%.2f× faster than -j 1" % (one_thread.seconds / more.seconds)


def pofilter_row(args, concord_row, timeout, all_cores=None):
    """Times pofilter on the pofilter-scale pair as PO; notes concord's speed as a multiple
    (one thread, and with all cores when all_cores, (jobs, row), was measured)."""
    what = "`pofilter %s` pair-%d as PO" % (" ".join(POFILTER_TESTS), args.pofilter_scale)
    files = pair_files(args.data, args.pofilter_scale)
    input_bytes = sum(map(os.path.getsize, files))
    pofilter = shutil.which("pofilter")
    if not pofilter:
        return Row(what, input_bytes,
                   note="pofilter not installed (apt-get install translate-toolkit)")
    with tempfile.TemporaryDirectory() as tmp:
        po = os.path.join(tmp, "pair.po")
        print("converting pair-%d to PO" % args.pofilter_scale, file=sys.stderr)
        entries = to_po.convert(args.concord, *files, po)
        note = "PO file %.1f MB, %d entries" % (os.path.getsize(po) / MB, entries)
        row = measure(what, [pofilter, *POFILTER_TESTS, "--progress=none", "-i", po,
                             "-o", os.path.join(tmp, "failed.po")],
                      input_bytes, args.runs, timeout, note=note)
    if row.runs and concord_row and concord_row.runs:
        row.note += "; concord check is %.1f× pofilter's MB/s" % (
            concord_row.mb_per_s / row.mb_per_s)
        if all_cores and all_cores[1].runs:
            jobs, all_cores_row = all_cores
            row.note += " (%.1f× with check -j %d)" % (
                all_cores_row.mb_per_s / row.mb_per_s, jobs)
    return row


def bench_ratios(bench, pair):
    """Runs concord_bench briefly on PAIR; returns its ratio table (from the 'Input:' line)."""
    print("running %s --pair=%s" % (bench, pair), file=sys.stderr)
    result = subprocess.run([bench, "--pair=" + pair, "--benchmark_min_time=0.05",
                             "--benchmark_color=false"], capture_output=True, text=True)
    if result.returncode != 0:
        return "concord_bench failed (exit %d): %s" % (result.returncode, result.stderr.strip())
    lines = result.stdout.splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith("Input: ")), len(lines))
    return "\n".join(lines[start:])


def machine():
    model = "unknown CPU"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    return "%s, %d cores" % (model, os.cpu_count())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--concord", required=True, help="the concord executable")
    parser.add_argument("--data", required=True,
                        help="gen_corpus.py's output directory (generated where missing)")
    parser.add_argument("--runs", type=int, default=5, help="runs per row. Default: 5")
    parser.add_argument("--large-runs", type=int, default=3,
                        help="runs for scales of 10000 and more. Default: 3")
    parser.add_argument("--corpus-runs", type=int, default=20,
                        help="runs of the embedded-corpus check and /bin/true. Default: 20")
    parser.add_argument("--scales", default="1,100,1000,10000",
                        help="pair scales to check. Default: 1,100,1000,10000")
    parser.add_argument("--pofilter-scale", type=int, default=1000,
                        help="the pair pofilter and concord_bench read. Default: 1000")
    parser.add_argument("--timeout", type=int, default=600,
                        help="seconds after which a run is killed. Default: 600")
    args = parser.parse_args()
    args.concord = os.path.abspath(args.concord)
    scales = [int(s) for s in args.scales.split(",") if s]
    ensure_data(args.data, sorted(set(scales + [args.pofilter_scale])))

    check_jobs = has_jobs_flag(args.concord, "check")
    audit_jobs = has_jobs_flag(args.concord, "audit")
    no_jobs = "no -j in this binary: ran with its default"
    rows = []
    check_rows = {}
    def check_argv(files):
        return [args.concord, "check", "--format", "json", *files]

    for scale in scales:
        files = pair_files(args.data, scale)
        row = measure("`check -j 1` pair-%d" % scale,
                      check_argv(files) + (["-j", "1"] if check_jobs else []),
                      sum(map(os.path.getsize, files)),
                      args.large_runs if scale >= 10000 else args.runs, args.timeout,
                      note="" if check_jobs else no_jobs)
        check_rows[scale] = row
        rows.append(row)

    # The default -j is the machine's cores: the two editions of a pair load side by side.
    cores = os.cpu_count() or 1
    all_cores = None
    if check_jobs and cores > 1:
        files = pair_files(args.data, args.pofilter_scale)
        all_cores_row = measure("`check -j %d` pair-%d" % (cores, args.pofilter_scale),
                                check_argv(files) + ["-j", str(cores)],
                                sum(map(os.path.getsize, files)), args.runs, args.timeout)
        all_cores = (cores, all_cores_row)
        one_thread = check_rows.get(args.pofilter_scale)
        if all_cores_row.runs and one_thread and one_thread.runs:
            all_cores_row.note = speedup_note(one_thread, all_cores_row)
        rows.append(all_cores_row)

    tree = os.path.join(args.data, "tree")
    docs = tree_bytes(os.path.join(tree, "docs"))
    audit = [args.concord, "audit"]
    one = measure("`audit -j 1` tree", audit + (["-j", "1"] if audit_jobs else []), docs,
                  args.runs, args.timeout, cwd=tree, note="" if audit_jobs else no_jobs)
    rows.append(one)
    if audit_jobs:
        two = measure("`audit -j 2` tree", audit + ["-j", "2"], docs, args.runs, args.timeout,
                      cwd=tree)
        if one.runs and two.runs:
            two.note = speedup_note(one, two)
        rows.append(two)
    else:
        rows.append(Row("`audit -j 2` tree", docs, note="not measured: no -j in this binary"))

    # No concord.yml above an empty temporary directory: `check` takes the embedded corpus.
    corpus = os.path.join(os.path.dirname(args.concord), "..", "share", "concord", "corpus")
    corpus_bytes = sum(os.path.getsize(os.path.join(corpus, lang, "conclusion.txt"))
                       for lang in ("zh", "ko"))
    with tempfile.TemporaryDirectory() as empty:
        true_row = measure("`/bin/true` (process start)", ["/bin/true"], 0, args.corpus_runs,
                           args.timeout, cwd=empty)
        corpus_row = measure("`check` embedded corpus", [args.concord, "check"], corpus_bytes,
                             args.corpus_runs, args.timeout, cwd=empty)
    if corpus_row.runs:
        corpus_row.note = "%.1f ms" % (corpus_row.seconds * 1e3)
        if true_row.runs:
            corpus_row.note += "; /bin/true %.1f ms" % (true_row.seconds * 1e3)
    rows += [corpus_row, true_row]

    rows.append(pofilter_row(args, check_rows.get(args.pofilter_scale), args.timeout,
                             all_cores))

    version = subprocess.run([args.concord, "--version"], capture_output=True,
                             text=True).stdout.strip()
    print("%s; %s; Python %s" % (version, machine(), sys.version.split()[0]))
    print()
    header = ["what", "input MB", "median s", "MB/s", "peak RSS MB", "RSS/input", "notes/ratio"]
    print("| " + " | ".join(header) + " |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for row in rows:
        print("| " + " | ".join(row.cells()) + " |")
    print()
    print("median s: median wall time from process start to exit. MB/s: input bytes (both "
          "editions; for audit, every file of the tree's three editions) / median s. "
          "peak RSS MB: the largest peak resident set size of the process over its runs "
          "(ru_maxrss, %s). RSS/input: that peak / the input size. MB = 10^6 bytes." % (
              "measured by GNU time" if GNU_TIME else
              "from os.wait4 without GNU time: it includes this script's own ~14 MB"))

    bench = os.path.join(os.path.dirname(args.concord), "concord_bench")
    if os.path.exists(bench):
        pair = os.path.join(args.data, "pair-%d" % args.pofilter_scale)
        print()
        print("`concord_bench --pair=%s --benchmark_min_time=0.05`:" % pair)
        print()
        print("```")
        print(bench_ratios(bench, pair))
        print("```")


if __name__ == "__main__":
    main()
