#!/usr/bin/env python3
"""Through-the-daemon benchmark: the same scripted typing session sent to several IBus engines.

For each engine and run, a private D-Bus session and a real ibus-daemon are started; the daemon
launches the engine from its component XML when the application asks for it. The probe
(swift-emoji-ibus-probe) plays a GTK application (preedit, focus and surrounding-text
capabilities) and the panel, so auxiliary text and candidates travel to the panel as on a
desktop. After each key press the probe waits until no update has arrived for a while (the
engine's "settle" time), so engines that update from an idle callback are measured to their
last update. Measured per engine, as medians over the runs with their range:

- per-key latency: key event sent -> the last update it caused, in the application (reply,
  preedit, commit) or in the panel (auxiliary text, candidates); over key presses, and for
  modifier taps over their release, which is when a tap acts (median, p90, p99, max),
- start: engine requested (SetEngine) -> first key handled,
- resident memory of the engine process after start and after the session,
- what a key costs: UI updates per key press, the time to the key's reply alone (the
  application goes on from there), and CPU time per key event in the engine, the daemon and the
  probe (application and panel), from /proc/PID/task/*/schedstat.

Prints Markdown. Everything started is stopped by PID. Standard library only.

With `--session plain` the keys are plain text (sentences with punctuation, digits, times and a
Return after each, no emoji query) and `swift-emoji-inline` is Swift Emoji in its inline mode:
what a key the engine passes to the application costs, beside ibus-engine-simple.

usage: python3 -m Benchmarks.daemon_bench --bin DIR --data DIR [--runs N]
       [--engines swift-emoji,simple,typing-booster] [--session emoji|plain]
"""

import argparse
import os
import statistics
import sys

from Tests.harness.ibus import IBusSession
from Tests.harness.processes import cpu_ns, find_pid, rss_kib
from Tests.harness.repository import SCHEMA, swift_emoji_component

# Twenty-two English words of different lengths and four German ones, with paging, a tone tap
# and commits. Every engine gets exactly these keys.
ENGLISH = ["cat", "heart", "thumbs up", "rocket", "smile", "party", "fire", "coffee", "pizza", "dog",
           "sun", "tree", "book", "music", "car", "moon", "star", "flower", "baby", "hand",
           "celebration", "ok"]
GERMAN = ["katze", "herz", "sonne", "kuchen"]


def session_keys():
    keys = []
    for index, word in enumerate(ENGLISH + GERMAN):
        keys += ["space" if c == " " else c for c in word]
        if word == "thumbs up":
            keys += ["Shift_L"]          # a skin-tone tap
        if index % 5 == 1:
            keys += ["Page_Down", "Page_Up"]  # paging
        if index % 4 == 2:
            keys += ["Down", "Right"]
        keys += ["Return"]               # commit
    return keys


# Plain text, as typed all day with the inline mode on: letters, digits, punctuation, a time.
PLAIN = ["See you at 10:30 in the lobby, then lunch.", "The build passed; ship it on Friday!",
         "Call me back at 555-0100 (after 6pm).", "Thanks for the notes, they were great."]


def plain_keys():
    names = {" ": "space", ",": "comma", ".": "period", ";": "semicolon", "!": "exclam", ":": "colon",
             "(": "parenleft", ")": "parenright", "-": "minus"}
    keys = []
    for sentence in PLAIN:
        keys += [names.get(c, c) for c in sentence] + ["Return"]
    return keys


ENGINES = {
    # name: (IBus engine name, component file or None for ours, description, process name, settle ms)
    # The settle time only has to exceed the engine's longest gap between a key and its last
    # update; typing-booster computes candidates in an idle callback after answering the key.
    "swift-emoji": ("swift-emoji", None, "Swift Emoji (`ibus-engine-swift-emoji`, release build)",
                    "ibus-engine-swift-emoji", 40),
    "swift-emoji-inline": ("swift-emoji", None, "Swift Emoji in inline mode (`mode 'inline'`)",
                           "ibus-engine-swift-emoji", 40),
    "typing-booster": ("typing-booster", "/usr/share/ibus/component/typing-booster.xml",
                       "Debian `ibus-typing-booster` with `emojipredictions true`", "ibus-typing-booster", 600),
    "simple": ("xkb:us::eng", "/usr/share/ibus/component/simple.xml", "Debian `ibus-engine-simple` (floor)",
               "ibus-engine-simple", 40),
}


def engine_session(engine_key, args):
    """A private session serving one of ENGINES, configured."""
    component = ENGINES[engine_key][1]
    if component is None:
        xml = swift_emoji_component(args.bin)
        # Three languages, as the RSS target (≤ 20 MB with three languages) is stated.
        settings = [(SCHEMA, "languages", "['en', 'de', 'fr']")]
        if engine_key == "swift-emoji-inline":
            settings.append((SCHEMA, "mode", "'inline'"))
    else:
        with open(component) as f:
            xml = f.read()
        booster = "org.freedesktop.ibus.engine.typing-booster"
        settings = [(booster, "emojipredictions", "true"), (booster, "dictionary", "'en_US,de_DE,fr_FR'")] \
            if engine_key == "typing-booster" else []
    return IBusSession(xml, {"SWIFT_EMOJI_DATA_DIR": args.data}, settings=settings)


def run_once(engine_key, args):
    session = engine_session(engine_key, args)
    try:
        executable, settle = ENGINES[engine_key][3:5]
        probe = session.probe(args.bin, "--quiet", "--desktop-capabilities", "--panel", "--settle", str(settle))
        probe.send(f"engine {ENGINES[engine_key][0]}", "key Escape")
        start_us = None
        while start_us is None:
            event = probe.next_event()
            if event.get("event") == "error":
                raise RuntimeError(f"{engine_key}: {event.get('message')}")
            if event.get("event") == "key" and "since_engine_us" in event:
                start_us = event["since_engine_us"]
        pid = find_pid(executable, session.directory)
        rss_start = rss_kib(pid) if pid else None
        keys = plain_keys() if args.session == "plain" else session_keys()
        processes = {"engine": pid, "daemon": find_pid("ibus-daemon", session.directory), "probe": probe.process.pid}
        cpu_before = {name: cpu_ns(p) for name, p in processes.items()}
        probe.send(*(f"key {k}" for k in keys))
        details = []
        steps = 0
        while steps < len(keys):
            event = probe.next_event()
            if event.get("event") == "key-event":
                details.append(event)
            elif event.get("event") == "key":
                steps += 1
        rss_end = rss_kib(pid) if pid else None
        cpu_us = {name: (cpu_ns(p) - cpu_before[name]) / 1000 / len(details) for name, p in processes.items()}
        # Key presses; for modifier taps their release, which is when a tap acts.
        taps = ("Shift_L", "Shift_R", "Control_L", "Control_R")
        measured = [e for e in details if e["release"] == (e["key"] in taps)]
        probe.close()
        return {"start_ms": start_us / 1000, "latencies": [e["latency_us"] for e in measured],
                "replies": [e["reply_us"] for e in measured], "updates": [len(e["updates_us"]) for e in measured],
                "cpu_us": cpu_us, "rss_start": rss_start, "rss_end": rss_end}
    finally:
        session.stop()


def quantile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round((len(ordered) - 1) * q)))]


def spread(values, unit="", digits=2):
    values = [v for v in values if v is not None]
    if not values:
        return "n/a"
    median = statistics.median(values)
    if len(values) == 1:
        return f"{median:.{digits}f}{unit}"
    return f"{median:.{digits}f}{unit} ({min(values):.{digits}f}–{max(values):.{digits}f})"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--slow-runs", type=int, default=3, help="runs for typing-booster (minutes each)")
    parser.add_argument("--engines", default="swift-emoji,typing-booster,simple")
    parser.add_argument("--session", choices=["emoji", "plain"], default="emoji")
    args = parser.parse_args()
    args.bin = os.path.abspath(args.bin)
    engines = args.engines.split(",")

    # Runs alternate between the engines, so drift in the machine's speed affects all alike.
    results = {engine: [] for engine in engines}
    for run in range(args.runs):
        for engine in engines:
            if engine == "typing-booster" and run >= args.slow_runs:
                continue
            results[engine].append(run_once(engine, args))

    if args.session == "plain":
        print(f"Session: {len(PLAIN)} sentences of plain text typed key by key with a Return after each "
              f"({len(plain_keys())} keys, each a press and a release, no emoji query); {args.runs} runs per engine, "
              "alternating, a fresh daemon each run.")
    else:
        keys = len(session_keys())
        print(f"Session: {len(ENGLISH)} English and {len(GERMAN)} German words typed letter by letter, with paging, "
              f"a skin-tone tap and a Return after each word, with English, German and French configured: {keys} keys, "
              f"each a press and a release; {args.runs} runs per engine ({args.slow_runs} for typing-booster), alternating, a fresh daemon each run.")
    print()
    print("| engine | per key median (ms) | p90 (ms) | p99 (ms) | max (ms) | start to first key (ms) | RSS after start (MiB) | RSS after session (MiB) |")
    print("|---|---|---|---|---|---|---|---|")
    summary = {}
    for engine in engines:
        runs = results[engine]
        per_run = {
            "median": [statistics.median(r["latencies"]) / 1000 for r in runs],
            "p90": [quantile(r["latencies"], 0.9) / 1000 for r in runs],
            "p99": [quantile(r["latencies"], 0.99) / 1000 for r in runs],
            "max": [max(r["latencies"]) / 1000 for r in runs],
            "start": [r["start_ms"] for r in runs],
            "rss_start": [r["rss_start"] / 1024 if r["rss_start"] else None for r in runs],
            "rss_end": [r["rss_end"] / 1024 if r["rss_end"] else None for r in runs],
        }
        summary[engine] = {k: statistics.median([v for v in vs if v is not None]) if any(v is not None for v in vs) else None
                           for k, vs in per_run.items()}
        print(f"| {ENGINES[engine][2]} | {spread(per_run['median'])} | {spread(per_run['p90'])} | "
              f"{spread(per_run['p99'])} | {spread(per_run['max'])} | {spread(per_run['start'], digits=1)} | "
              f"{spread(per_run['rss_start'], digits=1)} | {spread(per_run['rss_end'], digits=1)} |")
    print()
    print("What a key costs: UI updates a key press sends (mean), the time to the key's reply alone (median), "
          "and CPU time per key event (press or release) in each process (median over runs):")
    print()
    print("| engine | UI updates per key press | key reply median (ms) | CPU per key event: engine (µs) | daemon (µs) | application and panel (µs) |")
    print("|---|---|---|---|---|---|")
    for engine in engines:
        runs = results[engine]
        cpu = {name: statistics.median(r["cpu_us"][name] for r in runs) for name in ("engine", "daemon", "probe")}
        updates = statistics.median(statistics.mean(r["updates"]) for r in runs)
        replies = spread([statistics.median(r["replies"]) / 1000 for r in runs])
        print(f"| {ENGINES[engine][2]} | {updates:.1f} | {replies} | {cpu['engine']:.0f} | {cpu['daemon']:.0f} | {cpu['probe']:.0f} |")
    print()
    if "swift-emoji-inline" in summary and "simple" in summary:
        ours, simple = summary["swift-emoji-inline"], summary["simple"]
        print("Ratios of the medians:")
        print()
        print(f"- Swift Emoji in inline mode ÷ ibus-engine-simple, a key passed to the application: per key "
              f"(median) {ours['median'] / simple['median']:.2f}×, p99 {ours['p99'] / simple['p99']:.2f}×.")
    if "swift-emoji" in summary:
        ours = summary["swift-emoji"]
        lines = []
        if "typing-booster" in summary:
            tb = summary["typing-booster"]
            lines.append(f"- typing-booster ÷ Swift Emoji: per key (median) {tb['median'] / ours['median']:.1f}×, "
                         f"p99 {tb['p99'] / ours['p99']:.1f}×, start {tb['start'] / ours['start']:.1f}×, "
                         f"memory after the session {tb['rss_end'] / ours['rss_end']:.1f}×.")
        if "simple" in summary:
            simple = summary["simple"]
            lines.append(f"- Swift Emoji ÷ ibus-engine-simple: per key (median) {ours['median'] / simple['median']:.2f}×, "
                         f"p99 {ours['p99'] / simple['p99']:.2f}×, start {ours['start'] / simple['start']:.2f}×, "
                         f"memory after the session {ours['rss_end'] / simple['rss_end']:.2f}×.")
        print("Ratios of the medians:")
        print()
        print("\n".join(lines))


if __name__ == "__main__":
    sys.exit(main())
