#!/usr/bin/env python3
"""Swift Emoji's speech with real components (issue 25): the driver (Tests/SpeechDriver) uses
EmojiSpeech as the engine runtime will, typing into a real engine over the index, and a private
speech-dispatcher writes down what it would say.

Scenarios (each in a fresh private session, see speech_session.py):
- orca: real Orca. Orca 43 (Debian 12) ignores announcements: its listeners are found on the
  accessibility bus by process name and speech goes to speech-dispatcher. Orca 45.2+ (--root with
  Debian 13's Orca 48 or sid's Orca 51) takes announcements: they are spoken in Orca's voice, at
  the rate set in Orca, which proves they went through Orca. Checked: the names and positions for `heart`, the last
  position after a burst of arrows, a Shift tap's tone, the inserted emoji, and the latency.
- listener: a libatspi client listening for announcements gets them (the announcement route).
- german: names and words in German.
- nobody: no screen reader: nothing is sent.
- password: Orca runs, a password field: nothing is sent.
- hung-bus: the session and accessibility buses accept and never answer: every call returns at
  once and nothing is sent; with the desktop's screen reader setting on, speech goes to
  speech-dispatcher.
- hung-speechd: speech-dispatcher accepts and never answers (mode on): every call returns at once.

Usage: speech_test.py [--driver PATH] [--data DIR] [--root DIR] [SCENARIO…]
Prints one line per check and a summary of figures; exits 1 if a check failed.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from speech_session import HungSocket, Session  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# `heart`, a burst of five arrows 30 ms apart, Return; `thumbs up`, a Shift tap, Return.
HEART = "h e a r t wait:800 Right Right Right Right Right wait:800 Return wait:800"
THUMBS = "t h u m b s space u p wait:800 Shift_L wait:800 Return wait:800"
# Calls that must never wait on a bus: the slowest key's call (update, focus out).
CALL_LIMIT_MS = 5.0

failures = []
figures = {}


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


class Driver:
    """The driver program, run in a session (copied into the root when there is one)."""

    def __init__(self, binary, data):
        self.binary = binary
        self.data = data

    def run(self, session, keys, *options, env=None):
        binary, data = self.binary, self.data
        if session.root:
            shutil.copy(self.binary, session.host("driver"))
            shutil.copytree(self.data, session.host("data"), ignore=shutil.ignore_patterns("sources"),
                            dirs_exist_ok=True)
            binary, data = session.path("driver"), session.path("data")
        environment = dict(env or session.env, SWIFT_EMOJI_DATA_DIR=data)
        result = session.run([binary, "--keys", keys, "--interval", "30", *options], env=environment, timeout=120)
        events = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
        if result.returncode != 0:
            raise RuntimeError(f"the driver failed: {result.stderr.strip()}")
        return events


def sent(events):
    return [event for event in events if event["event"] == "sent"]


def done(events):
    return next((event for event in events if event["event"] == "done"), {})


def latencies(events, arrivals):
    """Seconds from each message sent to its arrival (spoken or heard), matched by text in order."""
    result, pending = [], list(arrivals)
    for message in sent(events):
        match = next((arrival for arrival in pending if arrival["text"].strip() == message["text"]), None)
        if match:
            pending.remove(match)
            result.append(float(match["time"]) - message["time"])
    return result


def check_heart_and_thumbs(events, arrivals, label):
    """The messages of HEART then THUMBS arrived (spoken or heard) as the engine's grid says."""
    texts = [arrival["text"].strip() for arrival in arrivals]
    check(any(text.startswith("red heart, 1 of 28, page 1 of") for text in texts),
          f"{label}: `heart` says red heart, 1 of 28")
    check("broken heart, 6 of 28" in texts, f"{label}: the last of five arrows is said (broken heart, 6 of 28)")
    check("broken heart inserted" in texts, f"{label}: Return says what was inserted")
    check("thumbs up: light skin tone" in texts, f"{label}: a Shift tap says the tone")
    check("thumbs up: light skin tone inserted" in texts, f"{label}: the toned emoji inserted")
    check(not any(any(ord(c) > 0x2500 for c in text) for text in texts if text), f"{label}: no glyph in the speech")
    # A message may be cut by the next one (CANCEL self) before it is spoken: only the last counts.
    check(sent(events) and sent(events)[-1]["text"] in texts, f"{label}: the last message sent arrived")
    figures[f"{label}: messages sent / arrived"] = f"{len(sent(events))} / {len(texts)}"
    result = done(events)
    check(result.get("slowestCallMs", 99) < CALL_LIMIT_MS,
          f"{label}: slowest call {result.get('slowestCallMs', 0):.2f} ms < {CALL_LIMIT_MS} ms "
          f"(median {result.get('medianCallMs', 0):.3f}; slowest {result.get('slowestCalls')})")


def scenario_orca(driver, root):
    session = Session(root)
    try:
        session.start_desktop()
        session.start_speech_dispatcher()
        session.start_orca(rate=80)
        # "Orca version 48.1, AT-SPI2 version: 2.56.2" (43.1 prints only "43.1").
        version = "Orca " + session.run(["orca", "--version"]).stdout.strip().split(",")[0].split()[-1]
        orca_rate = next(line["rate"] for line in session.spoken() if "Screen reader on" in line["text"])
        before = len(session.spoken())
        events = driver.run(session, HEART + " " + THUMBS)
        time.sleep(1.5)
        spoken = session.spoken()[before:]
        route = done(events).get("route")
        seen = next((event["observations"] for event in events if event["event"] == "ready"), "")
        print(f"     {version}: route {route}; Orca's rate in the log {orca_rate}; {seen}")
        ours = [line for line in spoken if line["text"].strip() in {m["text"] for m in sent(events)}]
        check_heart_and_thumbs(events, ours, f"{version}")
        if route == "announcement":
            check(all(line["rate"] == orca_rate for line in ours),
                  f"{version}: spoken at Orca's rate {orca_rate} (through Orca)")
        else:
            check(route == "speechDispatcher", f"{version}: no announcement listener: speech-dispatcher directly")
            check(all(line["language"] == "en" for line in ours), f"{version}: in the user's language (en)")
        delays = latencies(events, ours)
        if delays:
            figures[f"{version} ({route}): send to speech, ms"] = (
                f"median {statistics.median(delays) * 1000:.0f}, max {max(delays) * 1000:.0f} over {len(delays)}")
        # A password field: nothing at all.
        before = len(session.spoken())
        events = driver.run(session, HEART, "--password")
        time.sleep(1)
        check(not sent(events) and len(session.spoken()) == before, f"{version}: nothing said in a password field")
    finally:
        session.stop()


def scenario_listener(driver, root):
    session = Session(root)
    try:
        session.start_desktop()
        session.start_listener()
        events = driver.run(session, HEART + " " + THUMBS)
        time.sleep(0.5)
        heard = session.heard()
        check(done(events).get("route") == "announcement", "listener: an announcement listener gets announcements")
        check(all(line["source"] == "Swift Emoji" for line in heard), "listener: from the application Swift Emoji")
        check_heart_and_thumbs(events, heard, "listener")
        delays = latencies(events, heard)
        if delays:
            figures["libatspi listener: emit to event, ms"] = (
                f"median {statistics.median(delays) * 1000:.1f}, max {max(delays) * 1000:.1f} over {len(delays)}")
    finally:
        session.stop()


def scenario_german(driver, root):
    if root:
        # A minimal root has no de_DE locale, and its glibc (2.41) ignores LANGUAGE under C.UTF-8.
        print("     skipped in a root: the words' translation does not depend on Orca")
        return
    session = Session(root)
    try:
        session.start_desktop()
        session.start_speech_dispatcher()
        environment = dict(session.env, LANGUAGE="de", SWIFT_EMOJI_LOCALE_DIR=compiled_translations(session))
        events = driver.run(session, "h e r z wait:800 Right wait:800 Return wait:500", "--mode", "on",
                            "--language", "de", env=environment)
        time.sleep(0.5)
        spoken = session.spoken()
        texts = [line["text"].strip() for line in spoken]
        print(f"     said: {texts}")
        check(any(text.startswith("Herz, 1 von 28, Seite 1 von ") for text in texts),
              "german: Herz, 1 von 28, Seite …")
        check("rotes Herz, 2 von 28" in texts, "german: rotes Herz, 2 von 28")
        check("rotes Herz eingefügt" in texts, "german: rotes Herz eingefügt")
        check(all(line["language"] == "de" for line in spoken), "german: speech-dispatcher's language is de")
    finally:
        session.stop()


def compiled_translations(session):
    """po/*.po compiled into the session (a LOCALEDIR), as the driver sees it."""
    for name in open(os.path.join(ROOT, "po", "LINGUAS")).read().split():
        target = session.host(f"locale/{name}/LC_MESSAGES")
        os.makedirs(target, exist_ok=True)
        subprocess.run(["msgfmt", "-o", f"{target}/swift-emoji.mo", os.path.join(ROOT, "po", f"{name}.po")], check=True)
    return session.path("locale")


def scenario_nobody(driver, root):
    session = Session(root)
    try:
        session.start_desktop()
        session.start_speech_dispatcher()
        events = driver.run(session, HEART)
        time.sleep(0.5)
        ready = next((event for event in events if event["event"] == "ready"), {})
        check("registryAnswered: true" in ready.get("observations", ""), "nobody: the registry answered")
        check(done(events).get("route") == "none" and not sent(events), "nobody: no screen reader, nothing sent")
        check(not session.spoken(), "nobody: speech-dispatcher got nothing")
        slowest = done(events).get("slowestCallMs", 99)
        check(slowest < 1.0, f"nobody: slowest call {slowest:.3f} ms")
    finally:
        session.stop()


def scenario_hung_bus(driver, root):
    session = Session(root)
    hung = HungSocket(session.host("hung-bus.sock"))
    try:
        environment = dict(session.env, DBUS_SESSION_BUS_ADDRESS="unix:path=" + session.path("hung-bus.sock"),
                           AT_SPI_BUS_ADDRESS="unix:path=" + session.path("hung-bus.sock"))
        started = time.monotonic()
        events = driver.run(session, HEART, "--settle", "3", env=environment)
        elapsed = time.monotonic() - started
        result = done(events)
        check(result.get("route") == "none" and not sent(events), "hung-bus: nothing sent")
        check(result.get("slowestCallMs", 99) < CALL_LIMIT_MS and result.get("focusInMs", 99) < 50,
              f"hung-bus: slowest key call {result.get('slowestCallMs', 0):.2f} ms, "
              f"focus in {result.get('focusInMs', 0):.2f} ms")
        figures["hung buses: slowest key call, ms"] = (
            f"{result.get('slowestCallMs', 0):.2f} (driver ran {elapsed:.1f} s)")
        # The desktop's screen reader switch on: with the buses hung, speech-dispatcher is the route left.
        session.start_speech_dispatcher()
        keyfile = session.host("home/.config/glib-2.0/settings/keyfile")
        os.makedirs(os.path.dirname(keyfile), exist_ok=True)
        with open(keyfile, "w") as f:
            f.write("[org/gnome/desktop/a11y/applications]\nscreen-reader-enabled=true\n")
        events = driver.run(session, HEART, "--settle", "3", env=environment)
        time.sleep(0.5)
        texts = [line["text"].strip() for line in session.spoken()]
        result = done(events)
        check(result.get("route") == "speechDispatcher" and "broken heart inserted" in texts,
              "hung-bus: the desktop's screen reader setting on: spoken through speech-dispatcher")
        check(result.get("slowestCallMs", 99) < CALL_LIMIT_MS,
              f"hung-bus: slowest key call {result.get('slowestCallMs', 0):.2f} ms")
    finally:
        hung.close()
        session.stop()


def scenario_hung_speechd(driver, root):
    session = Session(root)
    hung = HungSocket(session.host("hung-speechd.sock"))
    try:
        environment = dict(session.env, SPEECHD_ADDRESS="unix_socket:" + session.path("hung-speechd.sock"))
        environment.pop("DBUS_SESSION_BUS_ADDRESS", None)
        events = driver.run(session, HEART, "--mode", "on", "--settle", "0.5", env=environment)
        result = done(events)
        check(result.get("route") == "speechDispatcher" and result.get("delivered") == 0,
              "hung-speechd: messages sent, none delivered")
        check(result.get("slowestCallMs", 99) < CALL_LIMIT_MS,
              f"hung-speechd: slowest call {result.get('slowestCallMs', 0):.2f} ms")
        figures["hung speech-dispatcher: slowest key call, ms"] = f"{result.get('slowestCallMs', 0):.2f}"
    finally:
        hung.close()
        session.stop()


SCENARIOS = {
    "orca": scenario_orca, "listener": scenario_listener, "german": scenario_german, "nobody": scenario_nobody,
    "hung-bus": scenario_hung_bus, "hung-speechd": scenario_hung_speechd,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--driver", default=os.path.join(ROOT, ".build/debug/swift-emoji-speech-driver"))
    parser.add_argument("--data", default=os.path.join(ROOT, "data"))
    parser.add_argument("--root", default="", help="a Debian root to run in (chroot; /proc, /sys, /dev bound)")
    parser.add_argument("scenarios", nargs="*", default=list(SCENARIOS))
    options = parser.parse_args()
    driver = Driver(options.driver, options.data)
    for name in options.scenarios:
        print(f"--- {name}", flush=True)
        try:
            SCENARIOS[name](driver, options.root)
        except Exception as error:  # noqa: BLE001 - a scenario that cannot run is a failure
            check(False, f"{name}: {error}")
    for name, value in figures.items():
        print(f"figure: {name}: {value}")
    print(f"{len(failures)} failed" if failures else "all passed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
