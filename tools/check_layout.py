#!/usr/bin/env python3
"""Checks the shape of src/ that docs/design.md promises, and fails with file:line when it breaks.

    tools/check_layout.py [--root DIR]

- Arrows point down: a file of a stage includes only its own folder and the stages below it
  (ALLOWED below). model.h, report.h and pipeline.h are the top-level files.
- No file in src/ is longer than MAX_FILE_LINES lines.
- No function in src/ or tools/concord/ is longer than MAX_FUNCTION_LINES lines (function
  extents from universal-ctags).
- Every SSE2 intrinsic lives in text/byte_scan.*: nothing else includes <emmintrin.h> or calls
  an _mm_ function.
"""
import argparse
import json
import os
import re
import subprocess
import sys

MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 80

# What each part of src/ may include, besides itself. Read bottom-up: base knows nothing of
# concord's model, text knows Unicode, the stages know the model, the pipeline strings the
# stages, the project runs the pipeline over trees, the front end (cli) reaches everything.
STAGES = ["base", "text", "segment", "extract", "align", "rules", "report"]
ALLOWED = {
    "base": set(),
    "text": {"base"},
    "model": {"base"},
    "segment": {"base", "text", "model"},
    "extract": {"base", "text", "model"},
    "align": {"base", "text", "model"},
    "rules": {"base", "text", "model", "extract"},
    "report_data": {"model"},
    "report": {"base", "text", "model", "report_data"},
    "pipeline": {"base", "text", "model", "report_data", "segment", "extract", "align", "rules"},
    "project": {"base", "text", "model", "report_data", "segment", "extract", "align", "rules",
                "pipeline"},
    "cli": {"base", "text", "model", "report_data", "segment", "extract", "align", "rules",
            "report", "pipeline", "project"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def part_of(path):
    """The part of src/ a path (relative to src/) belongs to."""
    head = path.split("/")[0]
    if head in ALLOWED:
        return head
    stem = os.path.splitext(head)[0]
    return {"model": "model", "report": "report_data", "pipeline": "pipeline"}.get(stem)


def source_files(root, top):
    for folder, _, names in os.walk(os.path.join(root, top)):
        for name in sorted(names):
            if name.endswith((".cc", ".h")):
                yield os.path.join(folder, name)


def check_includes(root, problems):
    src = os.path.join(root, "src")
    for path in source_files(root, "src"):
        rel = os.path.relpath(path, src)
        here = part_of(rel)
        if here is None:
            problems.append(f"src/{rel}:1: not in a known stage folder")
            continue
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if not m or not os.path.exists(os.path.join(src, m.group(1))):
                    continue
                there = part_of(m.group(1))
                if there != here and there not in ALLOWED[here]:
                    problems.append(f"src/{rel}:{number}: {here} includes {m.group(1)} "
                                    f"({there} is not below {here})")


def check_sizes(root, problems):
    for path in source_files(root, "src"):
        with open(path, encoding="utf-8") as f:
            lines = sum(1 for _ in f)
        if lines > MAX_FILE_LINES:
            problems.append(f"{os.path.relpath(path, root)}:{lines}: {lines} lines "
                            f"(at most {MAX_FILE_LINES})")


def check_functions(root, problems):
    files = [p for top in ("src", "tools/concord") for p in source_files(root, top)]
    out = subprocess.run(["ctags", "--output-format=json", "--fields=+ne", "--c++-kinds=f",
                          "-o", "-"] + files, check=True, capture_output=True, text=True).stdout
    for line in out.splitlines():
        tag = json.loads(line)
        if tag.get("kind") != "function" or "end" not in tag:
            continue
        length = tag["end"] - tag["line"] + 1
        if length > MAX_FUNCTION_LINES:
            problems.append(f"{os.path.relpath(tag['path'], root)}:{tag['line']}: "
                            f"{tag['name']} is {length} lines (at most {MAX_FUNCTION_LINES})")


def check_intrinsics(root, problems):
    simd = re.compile(r"<emmintrin\.h>|\b_mm_\w+\s*\(")
    for top in ("src", "tools/concord"):
        for path in source_files(root, top):
            rel = os.path.relpath(path, root)
            if rel.startswith("src/text/byte_scan"):
                continue
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    if simd.search(line.split("//")[0]):
                        problems.append(f"{rel}:{number}: SSE2 outside text/byte_scan")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."))
    root = os.path.abspath(parser.parse_args().root)
    problems = []
    check_includes(root, problems)
    check_sizes(root, problems)
    check_functions(root, problems)
    check_intrinsics(root, problems)
    for p in problems:
        print(p)
    print(f"check_layout: {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
