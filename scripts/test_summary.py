#!/usr/bin/env python3
"""The short summary `make test` ends with: tests per suite, failures in full.

`swift test --quiet` prints only what went wrong (each failed expectation with its file:line and
message) and one closing line; this reads the xUnit file the same run wrote and prints how many
tests each suite ran, how long it took, and every failure again at the end, so a reader of a CI
log sees the whole outcome in one place.

Usage: test_summary.py RESULTS.xml
Exit status: 0 when the file was read (the test run's own status is the one that counts), 1 when
it is missing or unreadable (the run ended before writing it: a crash; its output says why).
"""

import sys
import xml.etree.ElementTree as ElementTree
from collections import defaultdict


def main(path: str) -> int:
    try:
        root = ElementTree.parse(path).getroot()
    except FileNotFoundError:
        print(f"test summary: no results in {path}: the test run ended before writing them "
              "(a crash?); its output above says why", file=sys.stderr)
        return 1
    except ElementTree.ParseError as error:
        print(f"test summary: {path}: not a complete xUnit file ({error})", file=sys.stderr)
        return 1

    suites = defaultdict(lambda: {"tests": 0, "failed": 0, "skipped": 0, "seconds": 0.0})
    failures = []
    for case in root.iter("testcase"):
        suite = suites[case.get("classname", "?")]
        suite["tests"] += 1
        suite["seconds"] = max(suite["seconds"], float(case.get("time", "0") or 0))
        if case.find("skipped") is not None:
            suite["skipped"] += 1
        problems = case.findall("failure") + case.findall("error")
        if problems:
            suite["failed"] += 1
            messages = [problem.get("message", "").strip() for problem in problems]
            failures.append((case.get("classname", "?"), case.get("name", "?"), messages))

    width = max((len(name) for name in suites), default=0)
    print(f"\n{'suite':<{width}}  tests  failed  seconds")
    for name in sorted(suites):
        suite = suites[name]
        failed = str(suite["failed"]) if suite["failed"] else ""
        skipped = f"  ({suite['skipped']} skipped)" if suite["skipped"] else ""
        print(f"{name:<{width}}  {suite['tests']:>5}  {failed:>6}  {suite['seconds']:>7.1f}{skipped}")

    total = sum(suite["tests"] for suite in suites.values())
    failed = sum(suite["failed"] for suite in suites.values())
    skipped = sum(suite["skipped"] for suite in suites.values())
    print(f"\n{total} tests in {len(suites)} suites: {total - failed - skipped} passed, "
          f"{failed} failed, {skipped} skipped")
    for suite, test, messages in failures:
        print(f"\nFAILED {suite}.{test}")
        for message in messages:
            for line in message.splitlines():
                print(f"    {line}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        print("usage: test_summary.py RESULTS.xml", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
