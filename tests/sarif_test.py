#!/usr/bin/env python3
"""SARIF output of the corpus pair and of the Markdown test tree validates against the OASIS
SARIF 2.1.0 schema (../shared/schemas, next to the checkout); results carry full regions,
related locations and fingerprints that stay stable when unrelated lines move.
Usage: sarif_test.py CONCORD SOURCE_DIR. Exit 77 (skipped) without the schema or jsonschema."""
import json, os, shutil, subprocess, sys, tempfile

concord, source = sys.argv[1], sys.argv[2]
schema_path = os.environ.get("CONCORD_SARIF_SCHEMA",
                             os.path.join(source, "..", "shared", "schemas", "sarif-schema-2.1.0.json"))
try:
    import jsonschema
except ImportError:
    print("skip: python3-jsonschema is not installed"); sys.exit(77)
if not os.path.isfile(schema_path):
    print(f"skip: {schema_path} not found"); sys.exit(77)
validator = jsonschema.Draft7Validator(json.load(open(schema_path)))
failures = []

def sarif(args, cwd):
    p = subprocess.run([concord, "check", "--format", "sarif", *args], cwd=cwd, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        failures.append(f"{args}: exit {p.returncode}: {p.stderr}")
        return None
    return json.loads(p.stdout)

def validate(name, doc):
    errors = list(validator.iter_errors(doc))
    for e in errors[:5]:
        failures.append(f"{name}: {'/'.join(map(str, e.path))}: {e.message[:200]}")
    run = doc["runs"][0]
    ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
    for r in run["tool"]["driver"]["rules"]:
        for key in ("shortDescription", "fullDescription", "help", "defaultConfiguration", "helpUri"):
            if key not in r: failures.append(f"{name}: rule {r['id']} lacks {key}")
    for res in run["results"]:
        region = res["locations"][0]["physicalLocation"]["region"]
        if not all(k in region for k in ("startLine", "startColumn", "endLine", "endColumn")):
            failures.append(f"{name}: partial region {region}")
        if res["ruleId"] not in ids: failures.append(f"{name}: unknown rule {res['ruleId']}")
        uri = res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        if uri.startswith("/") or "://" in uri: failures.append(f"{name}: uri not relative: {uri}")
    print(f"ok: {name}: {len(run['results'])} results, {len(errors)} schema errors")
    return run["results"]

corpus = sarif(["corpus/zh/conclusion.txt", "corpus/ko/conclusion.txt"], source)
if corpus:
    results = validate("corpus pair", corpus)
    if len(results) != 5: failures.append(f"corpus pair: {len(results)} results, expected 5")
    name = [r for r in results if r["ruleId"] == "names"]
    if not name or name[0]["locations"][0]["physicalLocation"]["region"]["startLine"] != 13 \
            or name[0]["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] != 5:
        failures.append("corpus pair: Noam Shazeer should point at zh:13 with ko:5 related")
tree = sarif([], os.path.join(source, "tests", "fixtures", "hugo"))
if tree:
    results = validate("Markdown tree", tree)
    if not any(r["ruleId"] == "missing-document" for r in results):
        failures.append("Markdown tree: no missing-document result")

# Fingerprints survive lines moving elsewhere in both files.
with tempfile.TemporaryDirectory() as tmp:
    for lang in ("zh", "ko"):
        os.makedirs(os.path.join(tmp, lang))
        text = open(os.path.join(source, "corpus", lang, "conclusion.txt"), encoding="utf-8").read()
        open(os.path.join(tmp, lang, "conclusion.txt"), "w", encoding="utf-8").write(
            ("前言。\n\n" if lang == "zh" else "머리말.\n") + text)
    moved = sarif([f"{tmp}/zh/conclusion.txt", f"{tmp}/ko/conclusion.txt"], tmp)
    if corpus and moved:
        fp = lambda d: sorted(r["partialFingerprints"]["concordFinding/v2"] for r in d["runs"][0]["results"])
        if fp(corpus) != fp(moved): failures.append("fingerprints changed when lines moved")
        else: print("ok: fingerprints stable when unrelated lines move")

# A suppressed finding stays, with a schema-valid `suppressions` entry (made-up editions).
with tempfile.TemporaryDirectory() as tmp:
    os.makedirs(os.path.join(tmp, "en")); os.makedirs(os.path.join(tmp, "zh"))
    open(os.path.join(tmp, "en", "a.md"), "w", encoding="utf-8").write(
        "Intro 1.\n\n<!-- concord-disable-next-line urls -->\nSee https://example.com/x for the 2024 plan.\n")
    open(os.path.join(tmp, "zh", "a.md"), "w", encoding="utf-8").write("介绍 1。\n\n2024 年的计划见说明。\n")
    doc = sarif(["en", "zh"], tmp)
    if doc:
        results = validate("suppressed tree", doc)
        kinds = [s["kind"] for r in results for s in r.get("suppressions", [])]
        if kinds != ["inSource"]: failures.append(f"suppressed tree: suppressions {kinds}, expected ['inSource']")

for f in failures: print("FAIL:", f)
print(f"sarif_test: {len(failures)} failed")
sys.exit(1 if failures else 0)
