#!/usr/bin/env python3
"""The example output in README.md and docs/user-guide.md is what the current build prints.

Usage: doc_examples_test.py BIN_DIR SOURCE_DIR [--update]

Every ```console block of those files is run: each line "$ COMMAND" is run by bash in
SOURCE_DIR (`build/bin/concord` and a bare `concord` are the executable in BIN_DIR, so the
docs can show either), and the lines after it, up to the next "$ " line or the end of the
block, must be exactly its standard output. A difference is printed as a unified diff and
fails the test; --update writes the current output into the files instead (then review the
diff with git). Blocks that are not `console` (fragments of trees outside the repository,
syntax) are not run.
"""
import difflib
import os
import re
import subprocess
import sys

BIN, SOURCE = os.path.abspath(sys.argv[1]), sys.argv[2]
UPDATE = "--update" in sys.argv[3:]
FILES = ["README.md", "docs/user-guide.md"]
BLOCK = re.compile(r"^```console\n(.*?)^```$", re.M | re.S)


def run(command):
    command = re.sub(r"(?<![\w/.-])build/bin/concord\b", os.path.join(BIN, "concord"), command)
    env = dict(os.environ, PATH=BIN + os.pathsep + os.environ.get("PATH", ""), NO_COLOR="1")
    env.pop("GITHUB_STEP_SUMMARY", None)  # the run would append to a CI job's summary
    out = subprocess.run(["bash", "-c", command], cwd=SOURCE, env=env, capture_output=True,
                         text=True)
    return out.stdout


def check_block(body, where):
    """Returns the block with each command's current output, and the number of differences."""
    lines = body.splitlines(keepends=True)
    result, differences, i = [], 0, 0
    while i < len(lines):
        if not lines[i].startswith("$ "):
            print(f"FAIL: {where}: text before the first '$ ' line: {lines[i]!r}")
            return body, 1
        command = lines[i][2:].rstrip("\n")
        j = i + 1
        while j < len(lines) and not lines[j].startswith("$ "):
            j += 1
        expected, actual = "".join(lines[i + 1:j]), run(command)
        if actual != expected:
            differences += 1
            print(f"FAIL: {where}: the output of `{command}` differs from the docs:")
            sys.stdout.writelines(difflib.unified_diff(
                expected.splitlines(keepends=True), actual.splitlines(keepends=True),
                "docs", "concord"))
        result += [lines[i], actual]
        i = j
    return "".join(result), differences


total = blocks = 0
for name in FILES:
    path = os.path.join(SOURCE, name)
    text = open(path, encoding="utf-8").read()
    pieces, last = [], 0
    for m in BLOCK.finditer(text):
        blocks += 1
        line = text.count("\n", 0, m.start()) + 1
        new_body, differences = check_block(m.group(1), f"{name}:{line}")
        total += differences
        pieces += [text[last:m.start(1)], new_body]
        last = m.end(1)
    pieces.append(text[last:])
    if UPDATE and "".join(pieces) != text:
        open(path, "w", encoding="utf-8").write("".join(pieces))
        print(f"updated {name}")
if blocks < 3:
    print(f"FAIL: only {blocks} console blocks found in {FILES}")
    total += 1
print(f"{blocks} console blocks, {total} differences")
sys.exit(1 if total and not UPDATE else 0)
