#!/usr/bin/env python3
"""The man page and the bash and zsh completions against `concord <command> --help`.

Usage: cli_docs_test.py BUILD_DIR SOURCE_DIR

Every flag that a command's --help lists (long and short spelling) must be in that command's
section of share/man/man1/concord.1 and in its branch of both completion scripts, so a flag
added to main.cc without regenerating them, or a generator that drops one, fails here. Also:
the bash completion really completes (sourced in bash with COMP_WORDS set), the man page
renders without a groff warning, each command's --help shows two examples, and the formats a
command's --format help lists are exactly those it accepts (for align, extract and rules,
cheap to run on the corpus pair). zsh is not in tools/install-deps.sh: the zsh script is
checked for each flag and, where zsh exists, with `zsh -n` and for the specs _arguments gets.
"""
import os
import re
import shutil
import subprocess
import sys

BUILD, SOURCE = sys.argv[1], sys.argv[2]
CONCORD = os.path.join(BUILD, "bin", "concord")
MAN = os.path.join(BUILD, "share", "man", "man1", "concord.1")
BASH = os.path.join(BUILD, "share", "bash-completion", "completions", "concord")
ZSH = os.path.join(BUILD, "share", "zsh", "vendor-completions", "_concord")
failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def run(*args):
    return subprocess.run([CONCORD, *args], cwd=SOURCE, capture_output=True, text=True)


def commands():
    usage = run("--help").stdout
    block = usage.split("Commands:\n", 1)[1].split("\n\n", 1)[0]
    return [line.split()[0] for line in block.splitlines()]


def flags(help_text):
    """The spellings of every option --help lists: ["--format", "-o", "--output", …]."""
    found = []
    for line in help_text.splitlines():
        m = re.match(r"^  (?:-(\w) \[ )?--([\w-]+)", line)
        if m:
            if m.group(1):
                found.append("-" + m.group(1))
            found.append("--" + m.group(2))
    return found


def section(text, start, end):
    """The part of `text` from the line matching `start` to the next line matching `end`."""
    m = re.search(start, text, re.M)
    if not m:
        return ""
    rest = text[m.end():]
    n = re.search(end, rest, re.M)
    return rest[: n.start()] if n else rest


def bash_complete(words):
    script = (
        f"source {BASH}\n"
        f"COMP_WORDS=({' '.join(words)}); COMP_CWORD={len(words) - 1}\n"
        "_concord; printf '%s\\n' \"${COMPREPLY[@]}\"\n"
    )
    out = subprocess.run(["bash", "-c", script], capture_output=True, text=True)
    return out.stdout.split()


for path in (MAN, BASH, ZSH):
    if not os.path.isfile(path):
        fail(f"{path} was not generated (written after each build of the concord target)")
if failures:
    sys.exit(1)
man, bash, zsh = (open(p, encoding="utf-8").read() for p in (MAN, BASH, ZSH))

names = commands()
if names != ["check", "audit", "hook", "align", "extract", "rules"]:
    fail(f"concord --help lists the commands {names}")
for command in names:
    help_text = run(command, "--help").stdout
    listed = flags(help_text)
    if "--help" not in listed or len(listed) < 3:
        fail(f"{command} --help: too few options parsed: {listed}")
    man_part = section(man, rf"^\.SS {command}$", r"^\.S[SH] ")
    bash_part = section(bash, rf"^    {command}\)$", r"^      esac ;;$")
    zsh_part = section(zsh, rf"^    {command}\)$", r";;$")
    for flag in listed:
        if flag.replace("-", "\\-") not in man_part:
            fail(f"man page, {command}: {flag} missing")
        if not re.search(rf"options='[^']*(?<![\w-]){re.escape(flag)}(?![\w-])", bash_part):
            fail(f"bash completion, {command}: {flag} missing")
        if not re.search(rf"['{{,*]{re.escape(flag)}[=+\[']", zsh_part):
            fail(f"zsh completion, {command}: {flag} missing")
    examples = section(help_text, r"^Examples:$", r"^\S")
    if len(re.findall(r"^  concord " + command, examples, re.M)) != 2:
        fail(f"{command} --help: expected two examples, got:\n{examples}")
    if command in ("hook", "align", "extract", "rules") and "--no-progress" in listed:
        fail(f"{command} --help lists --no-progress, which it never shows")

# The formats a command lists are the formats it accepts, and no other.
all_formats = re.search(r"--format FORMAT \(=text\)\s+([\w|]+):", run("check", "--help").stdout)
all_formats = all_formats.group(1).split("|") if all_formats else []
if "sarif" not in all_formats:
    fail(f"check --help: formats {all_formats}")
pair = ["corpus/zh/conclusion.txt", "corpus/ko/conclusion.txt"]
for command, args in (("align", pair), ("extract", pair[1:]), ("rules", [])):
    m = re.search(r"--format FORMAT \(=text\)\s+([\w|]+):", run(command, "--help").stdout)
    listed = m.group(1).split("|") if m else []
    for f in all_formats:
        status = run(command, "--format", f, *args).returncode
        if (status == 0) != (f in listed):
            fail(f"{command} --format {f}: exit {status}, but --help lists {listed}")

# The bash completion completes commands, options and fixed values.
for words, expected in (
    (["concord", "ch"], "check"),
    (["concord", "check", "--form"], "--format"),
    (["concord", "check", "--format", "sa"], "sarif"),
    (["concord", "align", "--format", ""], "json"),
    (["concord", "audit", "--fail-on", "w"], "warning"),
    (["concord", "check", "--format", "=", "co"], "codeclimate"),
):
    got = bash_complete(words)
    if expected not in got:
        fail(f"bash completion of {words}: {got}, expected {expected}")
if "sarif" in bash_complete(["concord", "align", "--format", "s"]):
    fail("bash completion offers --format sarif for align, which cannot write it")

if shutil.which("groff"):
    out = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", MAN], capture_output=True,
                         text=True)
    if out.returncode != 0 or out.stderr:
        fail(f"groff warns about the man page: {out.stderr}")
if shutil.which("zsh"):
    if subprocess.run(["zsh", "-n", ZSH]).returncode != 0:
        fail("zsh -n rejects the zsh completion")
    # The words _arguments receives once zsh has parsed the quotes and braces: one spec per
    # spelling, "(-o --output)-o+[…]:FILE:_files", "--format=[…]:FORMAT:(text json …)".
    for command in names:
        stub = ("_arguments() { print -rl -- \"$@\" }; _describe() { print -rl -- \"$@\" }; "
                f"words=(concord {command} -); CURRENT=3; source {ZSH}")
        specs = subprocess.run(["zsh", "-f", "-c", stub], capture_output=True, text=True)
        spelled = {re.sub(r"^(\([^)]*\))?\*?", "", w).split("[")[0].rstrip("=+")
                   for w in specs.stdout.splitlines()}
        for flag in flags(run(command, "--help").stdout):
            if flag not in spelled:
                fail(f"zsh: _arguments of {command} gets no spec for {flag}: {specs.stderr}")
else:
    print("skipped: zsh -n (zsh is not installed); the zsh script was checked for each flag")

print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
