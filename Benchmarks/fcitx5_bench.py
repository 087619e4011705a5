#!/usr/bin/env python3
"""Per-key cost through a real fcitx5 process, beside the same session through ibus-daemon.

The typing session of daemon_bench.py (the same keys) is sent to:
- Swift Emoji in fcitx5: a private D-Bus session, a real fcitx5 with the Swift Emoji addon (which
  runs the engine out of process), one input context with client-side panel, preedit and
  formatted-preedit capabilities (as fcitx5's GTK and Qt modules ask), keys through
  org.fcitx.Fcitx.InputContext1.ProcessKeyEvent. fcitx5 answers a key after the engine's reply
  and after sending the panel (UpdateClientSideUI), so the call's round trip is the key's cost;
- fcitx5's own keyboard layout engine (keyboard-us, the floor: fcitx5 and D-Bus alone);
- Swift Emoji and ibus-engine-simple through ibus-daemon (daemon_bench.py's measurement).

Measured per run: key presses (and modifier taps at their release), median, p90, p99, max;
start (input method chosen -> first key answered, engine server start and index load included);
CPU time per key event in fcitx5 and in the engine server; resident memory of both.
Runs alternate between the engines. Prints Markdown. Standard library and PyGObject only.

usage: /usr/bin/python3 -m Benchmarks.fcitx5_bench --bin DIR --addon DIR --data DIR [--runs N]
"""

import argparse
import os
import statistics
import sys
import time

from Benchmarks.daemon_bench import ENGINES, quantile, run_once, session_keys, spread
from Tests.harness.fcitx5 import XK, Fcitx5Session
from Tests.harness.processes import cpu_ns, rss_kib

MODIFIER_MASKS = {"Shift_L": 1, "Control_L": 4}


def keysym(name):
    return XK.get(name) or ord(name)


def timed(ic, name, release):
    state = MODIFIER_MASKS.get(name, 0) if release else 0
    start = time.perf_counter_ns()
    ic.key(keysym(name), state=state, release=release)
    return (time.perf_counter_ns() - start) / 1000


def fcitx5_run(args, swift_emoji):
    session = Fcitx5Session(args.addon, args.bin)
    try:
        session.set_setting("languages", "['en', 'de', 'fr']")
        ic = session.input_context()
        start_ms = None
        if swift_emoji:
            began = time.perf_counter_ns()
            ic.switch_to_swift_emoji()  # Control+space: the second input method
            ic.key(XK["Escape"])  # the first key the engine answers
            start_ms = (time.perf_counter_ns() - began) / 1e6
            servers = session.engine_server_pids()
            server = servers[0] if servers else None
        else:
            server = None
        processes = {"fcitx5": session.fcitx5.pid, "server": server}
        rss_start = {name: rss_kib(pid) if pid else None for name, pid in processes.items()}
        cpu_before = {name: cpu_ns(pid) if pid else 0 for name, pid in processes.items()}
        latencies = []
        events = 0
        for name in session_keys():
            press = timed(ic, name, False)
            release = timed(ic, name, True)
            events += 2
            latencies.append(release if name in MODIFIER_MASKS else press)
        cpu_us = {name: ((cpu_ns(pid) - cpu_before[name]) / 1000 / events) if pid else None
                  for name, pid in processes.items()}
        rss_end = {name: rss_kib(pid) if pid else None for name, pid in processes.items()}
        committed = len(ic.commits)
        return {"latencies": latencies, "start_ms": start_ms, "cpu_us": cpu_us, "rss_start": rss_start,
                "rss_end": rss_end, "commits": committed}
    finally:
        session.stop()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--addon", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--runs", type=int, default=5)
    # daemon_bench.py's run_once types its emoji session unless told otherwise.
    parser.set_defaults(session="emoji")
    args = parser.parse_args()
    args.bin = os.path.abspath(args.bin)

    rows = {"fcitx5-swift-emoji": [], "fcitx5-keyboard": [], "ibus-swift-emoji": [], "ibus-simple": []}
    for _ in range(args.runs):
        rows["fcitx5-swift-emoji"].append(fcitx5_run(args, True))
        rows["fcitx5-keyboard"].append(fcitx5_run(args, False))
        rows["ibus-swift-emoji"].append(run_once("swift-emoji", args))
        rows["ibus-simple"].append(run_once("simple", args))

    names = {
        "fcitx5-swift-emoji": "Swift Emoji in fcitx5 5.0.21 (addon + `swift-emoji-engine-server`)",
        "fcitx5-keyboard": "fcitx5's keyboard layout engine (floor for fcitx5)",
        "ibus-swift-emoji": "Swift Emoji in ibus-daemon (`ibus-engine-swift-emoji`)",
        "ibus-simple": ENGINES["simple"][2],
    }
    keys = len(session_keys())
    print(f"Session: daemon_bench.py's {keys} keys (press and release each), {args.runs} runs per row, alternating, "
          "fresh processes each run. fcitx5 rows: the `ProcessKeyEvent` round trip (fcitx5 answers after the engine "
          "and after sending the panel); IBus rows: key sent -> the last update it caused (daemon_bench.py).")
    print()
    print("| frontend and engine | per key median (ms) | p90 (ms) | p99 (ms) | max (ms) | start to first key (ms) |")
    print("|---|---|---|---|---|---|")
    medians = {}
    for key, runs in rows.items():
        per_run = [r["latencies"] for r in runs]
        medians[key] = statistics.median(statistics.median(l) for l in per_run) / 1000
        starts = [r["start_ms"] for r in runs if r.get("start_ms") is not None]
        print(f"| {names[key]} | {spread([statistics.median(l) / 1000 for l in per_run])} | "
              f"{spread([quantile(l, 0.9) / 1000 for l in per_run])} | {spread([quantile(l, 0.99) / 1000 for l in per_run])} | "
              f"{spread([max(l) / 1000 for l in per_run])} | {spread(starts, digits=1) if starts else 'n/a'} |")
    print()
    ours = rows["fcitx5-swift-emoji"]
    print("In fcitx5, CPU time per key event and resident memory (median over runs):")
    print()
    print("| process | CPU per key event (µs) | RSS after start (MiB) | RSS after session (MiB) |")
    print("|---|---|---|---|")
    for name, label in (("fcitx5", "fcitx5 (with the addon)"), ("server", "swift-emoji-engine-server")):
        cpu = statistics.median(r["cpu_us"][name] for r in ours)
        start = statistics.median(r["rss_start"][name] for r in ours) / 1024
        end = statistics.median(r["rss_end"][name] for r in ours) / 1024
        print(f"| {label} | {cpu:.0f} | {start:.1f} | {end:.1f} |")
    floor = rows["fcitx5-keyboard"]
    print(f"| fcitx5 with its keyboard engine (floor) | {statistics.median(r['cpu_us']['fcitx5'] for r in floor):.0f} | "
          f"{statistics.median(r['rss_start']['fcitx5'] for r in floor) / 1024:.1f} | "
          f"{statistics.median(r['rss_end']['fcitx5'] for r in floor) / 1024:.1f} |")
    print()
    print(f"Ratios of the medians: Swift Emoji in fcitx5 ÷ in ibus-daemon "
          f"{medians['fcitx5-swift-emoji'] / medians['ibus-swift-emoji']:.2f}×; ÷ fcitx5's keyboard engine "
          f"{medians['fcitx5-swift-emoji'] / medians['fcitx5-keyboard']:.2f}×. Commits per session: "
          f"{statistics.median(r['commits'] for r in ours):.0f} (of {sum(1 for k in session_keys() if k == 'Return')} "
          "Returns).")


if __name__ == "__main__":
    sys.exit(main())
