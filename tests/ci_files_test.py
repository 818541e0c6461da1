#!/usr/bin/env python3
"""The files that build and run concord elsewhere stay in step with the project:
- the Dockerfile's build stage runs the README's first command, step by step in order (each
  `&&` step of the README appears in the stage's RUN instructions; options may be added), on
  Debian 12 like the README;
- the runtime stage installs exactly the Debian packages of the libraries this build's
  executable links (tools/library_packages.sh), less those every Debian image has, plus git;
- the ENTRYPOINT is concord, and the pre-commit hooks: `concord` (system) and
  `concord-docker` (docker) with the same entry and files;
- every `rev:` of the docs' pre-commit examples is the tag of this version (v + --version).
What it cannot do here is build the image (no Docker engine): tools/dockerfile_local.py runs
the Dockerfile's commands on this machine, by hand.

  ci_files_test.py CONCORD SOURCE_DIR
"""
import pathlib
import re
import subprocess
import sys

try:
    import yaml  # python3-yaml, which pre-commit depends on
except ImportError:
    print('skip: python3-yaml not installed')
    sys.exit(77)

concord, source = sys.argv[1], pathlib.Path(sys.argv[2])
sys.path.insert(0, str(source / 'tools'))
import dockerfile_local  # noqa: E402

failures = []


def check(name, ok, detail=''):
    print(('ok: ' if ok else 'FAIL: ') + name)
    if not ok:
        print(detail)
        failures.append(name)


readme = (source / 'README.md').read_text()
first_command = re.search(r'```sh\n(.*?)\n', readme).group(1)
stages = dockerfile_local.parse((source / 'Dockerfile').read_text())
build, runtime = stages[0], stages[-1]
check('Debian 12 in both stages', build['from'] == 'debian:12'
      and runtime['from'].startswith('debian:12'), str([s['from'] for s in stages]))
build_runs = ' && '.join(args for instruction, args in build['steps'] if instruction == 'RUN')
position = 0
for step in first_command.split(' && '):
    found = build_runs.find(step, position)
    check(f'Dockerfile build stage runs the README step `{step}`', found >= 0,
          f'after offset {position} of: {build_runs}')
    position = max(position, found + len(step))

# Every Debian image has these; apt installs the rest.
base = {'libc6', 'libgcc-s1', 'libstdc++6'}
# The packages of the libraries the executable links (tools/library_packages.sh, which names on
# stderr a library that belongs to none).
owners = subprocess.run([str(source / 'tools' / 'library_packages.sh'), concord],
                        capture_output=True, text=True)
check('every library concord links belongs to a Debian package', owners.returncode == 0,
      owners.stderr)
linked = set(owners.stdout.split())
apt_line = next(args for instruction, args in runtime['steps']
                if instruction == 'RUN' and 'apt-get install' in args)
installed = set(re.findall(r'\b(lib[\w.+-]+|git)\b', apt_line.split('apt-get install')[1]))
sanitizers = {p for p in linked if re.match(r'lib(asan|ubsan|lsan)\d', p)}
check('runtime stage installs the packages of the linked libraries, and git',
      installed == (linked - base - sanitizers) | {'git'},
      f'Dockerfile: {sorted(installed)}\nlinked: {sorted(linked - base)}')
check('ENTRYPOINT ["concord"]', ('ENTRYPOINT', '["concord"]') in runtime['steps'])

hooks = {h['id']: h for h in yaml.safe_load((source / '.pre-commit-hooks.yaml').read_text())}
check('hooks concord (system) and concord-docker (docker), same entry and files',
      hooks.get('concord', {}).get('language') == 'system'
      and hooks.get('concord-docker', {}).get('language') == 'docker'
      and all(hooks['concord'][k] == hooks['concord-docker'][k] for k in ('entry', 'files')),
      str(hooks))

version = re.search(r'\d+\.\d+\.\d+', subprocess.run(
    [concord, '--version'], capture_output=True, text=True).stdout).group(0)
revs = []
for doc in sorted((source / 'docs').glob('*.md')) + [source / 'README.md']:
    revs += [(doc.name, rev) for rev in re.findall(r'^\s*rev:\s*(\S+)', doc.read_text(), re.M)]
check(f'docs use rev: v{version}', revs and all(rev == f'v{version}' for _, rev in revs),
      str(revs))

print(f'ci_files_test: {len(failures)} failed')
sys.exit(1 if failures else 0)
