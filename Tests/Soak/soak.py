#!/usr/bin/env python3
"""Soak test: a long stretch of realistic typing through a real ibus-daemon.

The release engine is started by a private ibus-daemon from its component XML (with
SWIFT_EMOJI_TRACK_OBJECTS=1); swift-emoji-ibus-probe plays the application. After a warm-up, the
engine's resident memory and the IBus objects it made that are still alive (IBusText,
IBusLookupTable, …, counted through weak references and reported on SIGUSR1) are read; again
after KEYS more keystrokes. Halfway through those, a key is held down for HELD repeats (auto-repeat,
a stuck key: one query far longer than any emoji's name), then cancelled. Passes if memory grew by
less than 2 MiB and no object count grew. Prints one line of figures, the held key's time per key
beside the realistic typing's among them (and JSON with --json).

usage: python3 -m Tests.Soak.soak --bin DIR --data DIR [--keys 100000] [--warmup 3000] [--held 5000] [--seed 7]
"""

import argparse
import json
import os
import random
import re
import signal
import sys
import time

from Tests.harness.ibus import IBusSession
from Tests.harness.processes import find_pid, rss_kib
from Tests.harness.repository import swift_emoji_component
from Tests.harness.waiting import wait_for

WORDS = ["cat", "heart", "smile", "thumbs up", "party", "fire", "coffee", "pizza", "dog", "sun", "tree", "book",
         "music", "car", "moon", "star", "flower", "baby", "hand", "rocket", "ok", "face", "laugh", "cry", "love",
         "katze", "herz", "sonne", "hapy", "haert", "flag", "clock", "rain", "snow", "wave", "kiss", "family"]


def realistic_keys(count, seed):
    """Typing as people do: words, some typos fixed with BackSpace, moves and pages, tone taps,
    category browsing, commits with Return or a digit, and cancels."""
    rng = random.Random(seed)
    keys = []
    while len(keys) < count:
        word = rng.choice(WORDS)
        keys += ["space" if c == " " else c for c in word]
        if rng.random() < 0.15:
            keys += [rng.choice("qxz"), "BackSpace"]
        for _ in range(rng.choice([0, 0, 1, 2, 3])):
            keys.append(rng.choice(["Down", "Right", "Left", "Up", "Page_Down", "Page_Up", "End", "Home", "Tab"]))
        if rng.random() < 0.2:
            keys += [rng.choice(["Shift_L", "Shift_R", "Control_L"])] * rng.choice([1, 2, 3])
        ending = rng.random()
        if ending < 0.6:
            keys.append("Return")
        elif ending < 0.8:
            keys.append(rng.choice("1234567"))
        else:
            keys.append("Escape")
        if rng.random() < 0.05:
            keys += ["Tab", "Tab", "Right", "Escape"]
    return keys[:count]


def type_keys(probe, keys):
    probe.send(*(f"key {k}" for k in keys))
    done = 0
    while done < len(keys):
        event = probe.next_event()
        if event.get("event") == "error":
            raise RuntimeError(event.get("message"))
        if event.get("event") == "key":
            done += 1


def object_counts(pid, log_path):
    """Asks the engine for its live object counts (SIGUSR1) and reads them from its log."""
    with open(log_path, "rb") as f:
        before = len(f.read())
    os.kill(pid, signal.SIGUSR1)

    def reported():
        with open(log_path, "rb") as f:
            f.seek(before)
            return re.search(r"live objects: (.*)", f.read().decode(errors="replace"))
    match = wait_for(reported, timeout=5)
    if not match:
        raise RuntimeError("the engine did not report its objects")
    return dict(pair.split("=") for pair in match.group(1).split())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--keys", type=int, default=100_000)
    parser.add_argument("--warmup", type=int, default=3_000)
    parser.add_argument("--held", type=int, default=5_000, help="repeats of the key held down (0: none)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--engine-bin", help="directory of the engine to test (default: --bin), e.g. an ASan build")
    parser.add_argument("--leak-check", action="store_true",
                        help="stop the engine with SIGTERM and fail on LeakSanitizer reports of direct leaks")
    parser.add_argument("--race-check", action="store_true",
                        help="for a ThreadSanitizer build: stop the engine with SIGTERM and fail on data race reports")
    args = parser.parse_args()
    sanitized = args.leak_check or args.race_check

    log_path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"swift-emoji-soak-{os.getpid()}.log")
    session = IBusSession(swift_emoji_component(args.engine_bin or args.bin),
                          {"SWIFT_EMOJI_DATA_DIR": os.path.abspath(args.data), "SWIFT_EMOJI_TRACK_OBJECTS": "1",
                           "SWIFT_EMOJI_LOG_LEVEL": "info" if sanitized else "notice"},
                          daemon_log=log_path)
    started = time.time()
    try:
        probe = session.probe(args.bin, "--quiet")
        probe.send("engine swift-emoji")
        while probe.next_event().get("event") not in ("engine", "error"):
            pass
        pid = find_pid("ibus-engine-swift-emoji", session.directory)
        keys = realistic_keys(args.warmup + args.keys, args.seed)
        type_keys(probe, keys[:args.warmup] + ["Escape"])
        rss_before = rss_kib(pid)
        objects_before = object_counts(pid, log_path)
        measured = keys[args.warmup:]
        half = len(measured) // 2
        realistic_started = time.monotonic()
        type_keys(probe, measured[:half] + ["Escape"])
        realistic_seconds = time.monotonic() - realistic_started
        held_started = time.monotonic()
        type_keys(probe, ["a"] * args.held + ["Escape"])
        held_seconds = time.monotonic() - held_started
        type_keys(probe, measured[half:] + ["Escape"])
        rss_after = rss_kib(pid)
        objects_after = object_counts(pid, log_path)
        alive = find_pid("ibus-engine-swift-emoji", session.directory) == pid
        if sanitized:
            # A clean exit runs LeakSanitizer; both sanitizers write to the daemon's log.
            os.kill(pid, signal.SIGTERM)
            wait_for(lambda: not find_pid("ibus-engine-swift-emoji", session.directory), timeout=30, interval=0.1)
    finally:
        session.stop()
    seconds = time.time() - started
    growth = rss_after - rss_before
    leaked = {name: int(objects_after[name]) - int(objects_before.get(name, 0))
              for name in objects_after if int(objects_after[name]) > int(objects_before.get(name, 0))}
    direct_leaks = []
    races = []
    clean_exit = True
    if sanitized:
        with open(log_path, errors="replace") as f:
            report = f.read()
        direct_leaks = re.findall(r"Direct leak of .*", report) if args.leak_check else []
        races = re.findall(r"WARNING: ThreadSanitizer: .*", report) if args.race_check else []
        clean_exit = "leaving:" in report
        if "LeakSanitizer" in report or races:
            print(report[report.index("=================="):][:6000], file=sys.stderr)
    # Under the sanitizers memory grows by design (quarantine, shadow memory): only reports count then.
    memory_ok = sanitized or growth < 2048
    passed = alive and memory_ok and not leaked and not direct_leaks and not races and clean_exit
    result = {"keystrokes": args.keys, "warmup": args.warmup, "seconds": round(seconds, 1),
              "rss_before_kib": rss_before, "rss_after_kib": rss_after, "rss_growth_kib": growth,
              "objects_before": objects_before, "objects_after": objects_after, "engine_alive": alive,
              "direct_leaks": len(direct_leaks), "races": len(races), "held_keys": args.held,
              "held_ms_per_key": round(1000 * held_seconds / max(1, args.held + 1), 3),
              "realistic_ms_per_key": round(1000 * realistic_seconds / max(1, half + 1), 3), "passed": passed}
    if args.json:
        print(json.dumps(result))
    print(f"soak: {args.keys} keystrokes in {seconds:.0f} s, among them a key held for {args.held} repeats "
          f"({result['held_ms_per_key']} ms per key; realistic typing {result['realistic_ms_per_key']} ms per key); "
          f"engine RSS {rss_before} → {rss_after} KiB "
          f"({growth:+d} KiB); live objects {objects_before} → {objects_after}; "
          f"{'LeakSanitizer after a clean exit: ' + str(len(direct_leaks)) + ' direct leaks; ' if args.leak_check and clean_exit else ''}"
          f"{'ThreadSanitizer after a clean exit: ' + str(len(races)) + ' races; ' if args.race_check and clean_exit else ''}"
          f"{'the engine did not exit cleanly; ' if not clean_exit else ''}"
          f"{'PASS' if passed else 'FAIL'}", file=sys.stderr)
    try:
        os.remove(log_path)
    except OSError:
        pass
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
