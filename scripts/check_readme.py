#!/usr/bin/env python3
"""Runs the README's examples and says where the output differs from what the README shows.

    python3 scripts/check_readme.py BINARY [--fix]

Every fenced block of README.md that starts with "$ " is a list of commands (a line starting "$ ", continued by
lines ending in a backslash), each followed by the output it prints. Each command runs under bash
from the repository root, with BINARY as `parkcheck` on the PATH, and its standard output (with
standard error, as a terminal shows both; the repository's own path left out) is compared with
the lines shown, where a line "…" stands for lines left out.
Commands that need files the README only describes (spots.csv, monday.csv, a config file, an
example package) are skipped and counted. --fix writes the outputs into README.md instead.
Exit status: 0 when every example that ran matches, 1 otherwise.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
# Commands whose inputs are the README's own illustrations, not files of the repository.
NEEDS_SETUP = re.compile(r"spots\.csv|monday\.csv|curblr-1\.0\.0\.json|swift run|# with \"formt|car\.ics|^cat ")


def blocks(lines):
    """(start, end) line indices of the body of each fenced block whose first line is a command."""
    start = None
    for index, line in enumerate(lines):
        if not line.startswith("```"):
            continue
        if start is None:
            start = index + 1
            continue
        if lines[start].startswith("$ "):
            yield start, index
        start = None


def examples(body):
    """(command, first output line index, end index) within a block body."""
    index = 0
    while index < len(body):
        if not body[index].startswith("$ "):
            index += 1
            continue
        command = body[index][2:]
        index += 1
        while command.endswith("\\") and index < len(body):
            command += "\n" + body[index]
            index += 1
        first = index
        while index < len(body) and not body[index].startswith("$ "):
            index += 1
        yield command, first, index


def run(command, binary_dir):
    environment = dict(os.environ, PATH=binary_dir + ":/usr/bin:/bin", LC_ALL="C.UTF-8", TZ="Asia/Tokyo")
    environment.pop("NO_COLOR", None)
    result = subprocess.run(
        ["bash", "-c", command], cwd=ROOT, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, timeout=120)
    return result.stdout.splitlines()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    fix = "--fix" in sys.argv[2:]
    binary_dir = tempfile.mkdtemp(prefix="readme-bin-")
    try:
        os.symlink(os.path.abspath(sys.argv[1]), os.path.join(binary_dir, "parkcheck"))
        with open(README, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        replacements = []  # (start, end, new lines), absolute indices
        checked = skipped = differing = 0
        for start, end in blocks(lines):
            body = lines[start:end]
            for command, first, stop in examples(body):
                if NEEDS_SETUP.search(command):
                    skipped += 1
                    continue
                checked += 1
                shown = body[first:stop]
                # A blank line ends what one command shows (the README may leave one before the next).
                while shown and shown[-1] == "":
                    shown.pop()
                    stop -= 1
                actual = [line.replace(ROOT + "/", "") for line in run(command, binary_dir)]
                if not matches(shown, actual):
                    differing += 1
                    print(f"README.md:{start + first}: `{command.splitlines()[0]}` prints otherwise")
                    for line in difference(shown, actual):
                        print("    " + line)
                    if "…" not in shown:  # an elided output is the writer's to shorten again
                        replacements.append((start + first, start + stop, actual))
        if fix and replacements:
            for begin, finish, new in sorted(replacements, reverse=True):
                lines[begin:finish] = new
            with open(README, "w", encoding="utf-8") as handle:
                handle.write("\n".join(lines))
        verb = "fixed" if fix else "differ"
        print(f"check_readme: {checked} examples run, {differing} {verb}, {skipped} skipped (they need files the README describes)")
        sys.exit(0 if differing == 0 or fix else 1)
    finally:
        shutil.rmtree(binary_dir)


def matches(shown, actual):
    """Whether the output is the one shown, where a line "…" stands for any number of lines."""
    if not shown:
        return not actual
    if shown[0] == "…":
        return any(matches(shown[1:], actual[skip:]) for skip in range(len(actual) + 1))
    return bool(actual) and shown[0] == actual[0] and matches(shown[1:], actual[1:])


def difference(shown, actual):
    import difflib

    return list(difflib.unified_diff(shown, actual, "README", "binary", lineterm="", n=0))[2:12]


if __name__ == "__main__":
    main()
