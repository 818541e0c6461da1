#!/usr/bin/env python3
"""Runs the Dockerfile's stages on this machine, without a Docker engine (Debian 12 with the
build packages installed, as tools/install-deps.sh leaves it).

The build stage's RUN instructions run verbatim, with `sh -c` as Docker runs them, in a copy of
the build context (the repository less .dockerignore's entries) standing for its WORKDIR, with
DESTDIR set so that `cmake --install` writes under the scratch directory, not to this machine.
Then `COPY --from=build` is done into a fresh directory standing for the runtime stage's
prefix, and
the runtime stage's RUN instructions that do not call apt-get run with that prefix first on
PATH. The apt-get line is not run (it would change this machine); tests/ci_files_test.py
compares its packages with what the executable links. It takes a whole build, so it is run by
hand (see docs/ci.md), not by ctest:

  python3 tools/dockerfile_local.py [SCRATCH_DIR]

Also imported by tests/ci_files_test.py for parse().
"""
import fnmatch
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile


def parse(text):
    """The Dockerfile's stages: [{'from': ..., 'name': ..., 'steps': [(INSTRUCTION, args)]}],
    continuation lines joined, comments dropped."""
    stages, logical, pending = [], [], ''
    for line in text.splitlines():
        stripped = line.strip()
        if not pending and (not stripped or stripped.startswith('#')):
            continue
        if stripped.startswith('#'):
            continue
        if stripped.endswith('\\'):
            pending += stripped[:-1].rstrip() + ' '
            continue
        logical.append(pending + stripped)
        pending = ''
    for entry in logical:
        instruction, _, args = entry.partition(' ')
        instruction = instruction.upper()
        if instruction == 'FROM':
            words = args.split()
            name = words[2] if len(words) == 3 and words[1].upper() == 'AS' else None
            stages.append({'from': words[0], 'name': name, 'steps': []})
        else:
            stages[-1]['steps'].append((instruction, args.strip()))
    return stages


def copy_context(source, dest):
    """The repository less the .dockerignore patterns (top-level names and globs)."""
    patterns = [p.strip().rstrip('/') for p in
                (source / '.dockerignore').read_text().splitlines()
                if p.strip() and not p.startswith('#')]

    def ignored(directory, names):
        rel = pathlib.Path(directory).relative_to(source)
        out = set()
        for name in names:
            path = str(rel / name) if str(rel) != '.' else name
            for pattern in patterns:
                if fnmatch.fnmatch(path, pattern) or fnmatch.fnmatch(name, pattern.split('/')[-1]) \
                        and pattern.startswith('**/'):
                    out.add(name)
        return out

    shutil.copytree(source, dest, ignore=ignored, symlinks=True)


def main():
    source = pathlib.Path(__file__).resolve().parent.parent
    scratch = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else tempfile.mkdtemp())
    stages = parse((source / 'Dockerfile').read_text())
    build, runtime = stages[0], stages[-1]
    context = scratch / 'context'
    for old in (context, scratch / 'destdir'):
        if old.exists():
            shutil.rmtree(old)
    copy_context(source, context)
    workdir = context
    for instruction, args in build['steps']:
        if instruction == 'WORKDIR' or instruction == 'COPY':
            continue  # the context copy is the WORKDIR, COPY . . is done
        if instruction == 'RUN':
            print(f'+ RUN {args}', flush=True)
            env = dict(os.environ, DESTDIR=str(scratch / 'destdir'))
            subprocess.run(['sh', '-c', args], cwd=workdir, env=env, check=True)
    prefix = scratch / 'runtime'
    if prefix.exists():
        shutil.rmtree(prefix)
    for instruction, args in runtime['steps']:
        if instruction == 'COPY' and args.startswith(f'--from={build["name"]} '):
            src = args.split()[1]
            shutil.copytree(scratch / 'destdir' / src.lstrip('/'), prefix)
        elif instruction == 'RUN' and 'apt-get' not in args:
            print(f'+ RUN {args}  (PATH={prefix}/bin:…)', flush=True)
            env = dict(os.environ, PATH=f'{prefix}/bin:{os.environ["PATH"]}')
            subprocess.run(['sh', '-c', args], cwd=scratch, env=env, check=True)
    print('dockerfile_local: build stage and runtime checks passed')


if __name__ == '__main__':
    main()
