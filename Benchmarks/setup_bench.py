#!/usr/bin/python3
"""How fast the preferences window opens: swift-emoji-setup started on a headless X server, the
time until its window is on the screen (xdotool waits for it to be mapped), with the schema and
the index of the repository. Prints Markdown.

usage: /usr/bin/python3 -m Benchmarks.setup_bench --bin DIR [--runs N]
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

from Tests.harness.repository import DATA, ROOT, compile_schema
from Tests.harness.waiting import wait_for
from Tests.harness.x import XDesktop


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    xvfb = XDesktop(size="1280x800")
    work = xvfb.dir
    compile_schema(work)
    env = {**os.environ, "DISPLAY": xvfb.display, "GSETTINGS_SCHEMA_DIR": work, "GSETTINGS_BACKEND": "memory",
           "SWIFT_EMOJI_DATA_DIR": DATA, "HOME": work, "GTK_A11Y": "none", "LANG": "C.UTF-8"}
    floor_dir = os.path.join(work, "floor")
    os.makedirs(floor_dir)
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libadwaita-1"], capture_output=True, text=True,
                           check=True).stdout.split()
    subprocess.run(["cc", "-O2", "-o", f"{floor_dir}/swift-emoji-setup", f"{ROOT}/Benchmarks/setup_floor.c", *flags],
                   check=True)
    try:
        print("| program | GTK renderer | start to the window on screen, median (ms) | min | max |")
        print("|---|---|---|---|---|")
        for renderer in ["as started", "cairo"]:
            for name, directory in [("swift-emoji-setup", args.bin), ("empty libadwaita window in C (floor)", floor_dir)]:
                times = measure(directory, {**env, **({"GSK_RENDERER": "cairo"} if renderer == "cairo" else {})},
                                args.runs)
                print(f"| {name} | {renderer} | {statistics.median(times):.0f} | {min(times):.0f} | {max(times):.0f} |")
    finally:
        xvfb.stop()
    print()
    print(f"{args.runs} runs each. Target: under 300 ms.")


def measure(directory, env, runs):
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        setup = subprocess.Popen([f"{directory}/swift-emoji-setup"], env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        # Polled (xdotool's own --sync waits in steps of half a second).
        shown = wait_for(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--name",
                                                 "Swift Emoji Preferences"], env=env,
                                                stdout=subprocess.DEVNULL).returncode == 0, timeout=30, interval=0.005)
        elapsed = (time.perf_counter() - started) * 1000
        setup.terminate()
        setup.wait()
        # A start that never showed its window is a failure, not a time.
        if not shown:
            raise SystemExit(f"{directory}/swift-emoji-setup showed no window within 30 s")
        times.append(elapsed)
    return times


if __name__ == "__main__":
    sys.exit(main())
