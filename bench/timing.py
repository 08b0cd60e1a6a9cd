"""Timing a command's runs, shared by bench/measure.py and bench/near.py.

hyperfine (`--shell=none`, output to /dev/null) when it is installed, otherwise a perf_counter
loop around fork/exec/wait4. Both give (wall times in seconds, mean CPU seconds of a run), or
None when a run failed.
"""

import json
import os
import shlex
import shutil
import statistics
import subprocess
import tempfile
import time

HYPERFINE = shutil.which("hyperfine")


def process_times(argv, runs, warmup, style="basic"):
    """Times `runs` runs of `argv` after `warmup` untimed ones, by hyperfine when installed
    (its progress shown in `style`: basic, or none) or by ``loop_times``."""
    if HYPERFINE:
        return hyperfine_times(argv, runs, warmup, style)
    return loop_times(argv, runs, warmup)


def hyperfine_times(argv, runs, warmup, style="basic"):
    """(wall times, mean CPU seconds) of `runs` runs by hyperfine, or None when a run failed."""
    with tempfile.NamedTemporaryFile(suffix=".json") as export:
        completed = subprocess.run(
            [HYPERFINE, "--shell=none", "--output=null", f"--style={style}", "--runs", str(runs),
             "--warmup", str(warmup), "--export-json", export.name, shlex.join(argv)])
        if completed.returncode != 0:
            return None
        with open(export.name, encoding="utf-8") as handle:
            result = json.load(handle)["results"][0]
        return result["times"], result["user"] + result["system"]


def loop_times(argv, runs, warmup):
    """(wall times, mean CPU seconds) of `runs` runs by a perf_counter loop (fork/exec included)."""
    times, cpu = [], []
    for index in range(warmup + runs):
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            return None
        if index >= warmup:
            times.append(elapsed)
            cpu.append(usage.ru_utime + usage.ru_stime)
    return times, statistics.mean(cpu)
