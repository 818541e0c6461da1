#!/usr/bin/env python3
"""action.yml run locally: a small stand-in for the GitHub runner executes the composite
action's steps as the runner does (each `run` with bash -eo pipefail, its `env` and `if` and
`${{ }}` expressions evaluated, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, the outputs
collected), in a made-up git workspace. actions/cache is stood in for by a directory per key,
seeded with `cmake --install` of this build, so the install step takes its cache-hit path; the
cache-miss path (a whole build) runs by hand with ACTION_TEST_BUILD=1; the .deb path is not run. Checked: exit status 0 / 1 / 2 and the exit-code output, annotations, the step
summary, the SARIF file, fail-on never that still fails on exit 2, hook on given files and on
the files a pull request changes, arguments that are never expanded, audit's HTML report.

  action_test.py BUILD_DIR SOURCE_DIR
"""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

try:
    import yaml  # python3-yaml, which pre-commit depends on
except ImportError:
    print('skip: python3-yaml not installed')
    sys.exit(77)

build_dir, source = pathlib.Path(sys.argv[1]).resolve(), pathlib.Path(sys.argv[2]).resolve()
work = pathlib.Path(tempfile.mkdtemp(prefix='action_test.'))
# By hand: ACTION_TEST_BUILD=1 lets the first run miss the cache, so the install step builds
# concord from the sources (a whole build) and the later runs restore what it installed.
BUILD_ON_MISS = os.environ.get('ACTION_TEST_BUILD') == '1'
failures = []


def lookup(name, ctx):
    value = ctx
    for part in name.split('.'):
        value = value.get(part, '') if isinstance(value, dict) else ''
    return value


def evaluate(expr, ctx):
    """The expressions action.yml uses: context paths, '' literals, ==, !=, && and ||."""
    expr = expr.strip()
    for op in ('||', '&&'):
        if op in expr:
            parts = [evaluate(p, ctx) for p in expr.split(op)]
            return any(parts) if op == '||' else all(parts)
    for op in ('==', '!='):
        if op in expr:
            left, right = (evaluate(p, ctx) for p in expr.split(op, 1))
            return (left == right) == (op == '==')
    if re.fullmatch(r"'[^']*'", expr):
        return expr[1:-1]
    assert re.fullmatch(r'[\w.-]+', expr), f'unsupported expression {expr!r}'
    return lookup(expr, ctx)


def substitute(text, ctx):
    return re.sub(r'\$\{\{\s*(.*?)\s*\}\}', lambda m: str(evaluate(m.group(1), ctx)), str(text))


def run_action(workspace, inputs, extra_env=None):
    """Runs action.yml's steps; returns (status, stdout, summary, outputs)."""
    action = yaml.safe_load((source / 'action.yml').read_text())
    temp = work / 'runner-temp'
    if temp.exists():
        shutil.rmtree(temp)  # a new job: the runner's temp directory starts empty
    temp.mkdir()
    ctx = {'inputs': {k: str(inputs.get(k, v.get('default', '')))
                      for k, v in action['inputs'].items()},
           'steps': {}, 'runner': {'temp': str(temp)},
           'github': {'server_url': 'https://github.com', 'action_repository': '',
                      'action_ref': '', 'action_path': str(source)}}
    summary_file = temp / 'summary.md'
    summary_file.touch()
    stdout, status = '', 0
    stderr_all, saves = [], []
    for step in action['runs']['steps']:
        if 'if' in step and not evaluate(step['if'], ctx):
            continue
        outputs = {}
        if 'uses' in step:
            assert step['uses'].startswith('actions/cache@'), step['uses']
            key = substitute(step['with']['key'], ctx)
            path = pathlib.Path(substitute(step['with']['path'], ctx))
            assert key.startswith('concord-'), key
            stored = work / 'cache' / key
            if not stored.exists() and not BUILD_ON_MISS:
                subprocess.run(['cmake', '--install', str(build_dir), '--prefix', str(stored)],
                               check=True, stdout=subprocess.DEVNULL)
            if stored.exists():
                shutil.copytree(stored, path)
                outputs['cache-hit'] = 'true'
            else:
                saves.append((path, stored))  # actions/cache saves the path after the job
        else:
            output_file = temp / f'output-{step["id"]}'
            output_file.touch()
            env = {k: v for k, v in os.environ.items() if not k.startswith('GITHUB_')}
            env.update(extra_env or {})
            env.update(GITHUB_OUTPUT=str(output_file), GITHUB_STEP_SUMMARY=str(summary_file),
                       GITHUB_ACTION_PATH=str(source), RUNNER_TEMP=str(temp))
            env.update({k: substitute(v, ctx) for k, v in step.get('env', {}).items()})
            assert step['shell'] == 'bash'
            script = temp / f'step-{step["id"]}.sh'
            script.write_text(step['run'])
            cwd = workspace / substitute(step.get('working-directory', '.'), ctx)
            done = subprocess.run(['bash', '--noprofile', '--norc', '-eo', 'pipefail',
                                   str(script)], cwd=cwd, env=env, capture_output=True,
                                  text=True)
            stdout += done.stdout
            stderr_all.append(done.stderr)
            for line in output_file.read_text().splitlines():
                name, _, value = line.partition('=')
                outputs[name] = value
            status = done.returncode
        ctx['steps'][step['id']] = {'outputs': outputs}
        if status != 0:
            stdout += ''.join(stderr_all[-1:])  # the failed step's messages, for the report
            break  # the runner skips the steps after a failed one
    for path, stored in saves:
        if path.exists():
            shutil.copytree(path, stored)
    outputs = {k: substitute(v['value'], ctx) for k, v in action['outputs'].items()}
    return status, stdout, summary_file.read_text(), outputs


def check(name, ok, detail=''):
    print(('ok: ' if ok else 'FAIL: ') + name)
    if not ok:
        print(detail)
        failures.append(name)


def git(repo, *args):
    subprocess.run(['git', '-C', str(repo), *args], check=True, capture_output=True)


def new_workspace(name):
    """A docs repository: the made-up en/zh Hugo tree of tests/fixtures, committed."""
    repo = work / name
    (repo / 'content').mkdir(parents=True)
    for lang in ('en', 'zh'):
        shutil.copytree(source / 'tests/fixtures/hugo/content' / lang, repo / 'content' / lang)
    (repo / 'concord.yml').write_text('editions: [en, zh]\nsource: en\n'
                                      'layout: content/{lang}/{path}\nexclude: ["**/_index.md"]\n')
    git(repo, 'init', '-q', '-b', 'main')
    git(repo, 'add', '-A')
    git(repo, 'commit', '-q', '-m', 'init')
    return repo


def drop_entry(repo):
    intro = repo / 'content/zh/docs/intro.md'
    intro.write_text(''.join(l for l in intro.read_text().splitlines(True)
                             if 'TPU Deep Dive' not in l))


os.environ.update(GIT_AUTHOR_NAME='t', GIT_AUTHOR_EMAIL='t@example.com',
                  GIT_COMMITTER_NAME='t', GIT_COMMITTER_EMAIL='t@example.com')
try:
    repo = new_workspace('docs')
    status, out, summary, outputs = run_action(repo, {})
    check('check, clean tree: exit 0', status == 0 and outputs['exit-code'] == '0', out + summary)
    check('check, clean tree: summary says so',
          'No finding at or above `error`' in summary and '| 0 | 0 | 0 |' in summary, summary)

    drop_entry(repo)
    status, out, summary, outputs = run_action(repo, {})
    check('check, dropped entry: exit 1', status == 1 and outputs['exit-code'] == '1', out)
    check('check, dropped entry: an error annotation on the edition that lacks it',
          re.search(r'^::error file=content/zh/docs/intro\.md,line=\d+', out, re.M), out)
    check('check, dropped entry: counts in the outputs and the summary',
          outputs['errors'] == str(out.count('\n::error ') + out.startswith('::error '))
          and outputs['errors'] != '0' and '**Findings at or above `error`**' in summary,
          f'{outputs}\n{summary}')

    sarif = repo / 'concord.sarif'
    status, out, summary, outputs = run_action(
        repo, {'fail-on': 'never', 'sarif-file': 'concord.sarif'})
    check('fail-on never: exit 0, annotations still written',
          status == 0 and '::error file=' in out, out)
    log = json.loads(sarif.read_text()) if sarif.exists() else {}
    check('sarif-file: SARIF 2.1.0 with the finding',
          log.get('version') == '2.1.0' and log['runs'][0]['results']
          and outputs['sarif-file'] == 'concord.sarif' and '`concord.sarif`' in summary,
          json.dumps(outputs))
    sarif.unlink()

    good_config = (repo / 'concord.yml').read_text()
    (repo / 'concord.yml').write_text('editions: [en, zh\n')
    status, out, summary, outputs = run_action(
        repo, {'fail-on': 'never', 'sarif-file': 'concord.sarif'})
    check('broken concord.yml with fail-on never: exit 2, not hidden',
          status == 2 and outputs['exit-code'] == '2'
          and '::error title=concord check::concord could not run (exit 2' in out
          and 'concord.yml' in out and '**exit 2**' in summary, out + summary)
    (repo / 'concord.yml').write_text(good_config)

    status, out, summary, outputs = run_action(repo, {'command': 'lint'})
    check('unknown command: exit 2', status == 2 and "not 'lint'" in out, out)

    (repo / 'README.md').write_text('the readme\n')
    (repo / '--output=README.md').write_text('x\n')
    status, out, summary, outputs = run_action(repo, {
        'command': 'hook', 'files': '--output=README.md\ncontent/zh/docs/intro.md\n'})
    check('hook on given files: the dropped entry fails, option-named files are files',
          status == 1 and 'TPU Deep Dive' in out
          and (repo / 'README.md').read_text() == 'the readme\n', out)
    (repo / 'README.md').unlink()
    (repo / '--output=README.md').unlink()

    status, out, summary, outputs = run_action(repo, {'command': 'hook'})
    check('hook without files outside a pull request: says so',
          status == 0 and '::warning title=concord hook::no files to check' in out, out)

    # A pull request: origin has the base branch; HEAD is the pull request's commit.
    origin = work / 'origin.git'
    subprocess.run(['git', 'clone', '-q', '--bare', str(repo), str(origin)], check=True)
    git(repo, 'remote', 'add', 'origin', str(origin))
    git(repo, 'checkout', '-q', '-b', 'pr')
    git(repo, 'commit', '-q', '-am', 'drop')
    status, out, summary, outputs = run_action(repo, {'command': 'hook'},
                                               {'GITHUB_BASE_REF': 'main'})
    check('hook in a pull request: the changed files are checked',
          status == 1 and 'TPU Deep Dive' in out, out)

    status, out, summary, outputs = run_action(repo, {'args': '$(touch pwned) `touch pwned` *'})
    check('args are split, never expanded',
          status == 2 and not (repo / 'pwned').exists() and 'got 5 file(s)' in out, out)

    status, out, summary, outputs = run_action(repo, {
        'command': 'audit', 'format': 'html', 'args': '--no-dates -o audit.html'})
    check('audit: the HTML report is written',
          status in (0, 1) and (repo / 'audit.html').read_text().startswith('<!DOCTYPE html>'),
          out)
    status, out, summary, outputs = run_action(repo, {'command': 'audit',
                                                      'args': '--no-dates'})
    check('audit: text report in the step summary, exit as audit says',
          status in (0, 1) and '<details><summary>report</summary>' in summary
          and outputs['exit-code'] == str(status), out + summary)
finally:
    shutil.rmtree(work)

print(f'action_test: {len(failures)} failed')
sys.exit(1 if failures else 0)
