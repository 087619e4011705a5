#!/usr/bin/python3
"""Swift Emoji in a real fcitx5 process (make test-fcitx5): a private D-Bus session, fcitx5 with
its keyboard, dbus and dbusfrontend addons and the Swift Emoji addon, driven through fcitx5's
D-Bus input context interface as an application's input module does (create a context, set its
capabilities, focus it, ProcessKeyEvent), with the commits and the client-side panel
(UpdateClientSideUI: preedit, auxiliary text, candidates, cursor, pages) read from its signals.

The profile has a keyboard layout first and Swift Emoji second, with fcitx5's default hotkeys
(a lone Left Shift switches between them).
"""

import argparse
import os
import signal
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
from fcitx5_session import PASSWORD, PREEDIT, Fcitx5Session  # noqa: E402

XK = {"Return": 0xFF0D, "Escape": 0xFF1B, "Down": 0xFF54, "Page_Down": 0xFF56, "Page_Up": 0xFF55,
      "Shift_L": 0xFFE1, "F5": 0xFFC2, "Control_L": 0xFFE3}
SHIFT_MASK, CONTROL_MASK = 1, 4
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


def switch_to_swift_emoji(ic):
    """Chooses Swift Emoji with fcitx5's default trigger key, Control+space (it activates the
    group's second input method)."""
    ic.key(XK["Control_L"])
    taken = ic.key(ord(" "), state=CONTROL_MASK)
    ic.key(ord(" "), state=CONTROL_MASK, release=True)
    ic.key(XK["Control_L"], state=CONTROL_MASK, release=True)
    return taken


def relisted(ic):
    """Types `cat` afresh; whether its first candidate is a list line (the emoji and its name)."""
    ic.key(XK["Escape"])
    ic.type("cat")
    return bool(ic.ui and ic.ui["candidates"]) and ic.ui["candidates"][0].startswith("🐱  cat")


def retyped(ic, query, first):
    """Types `query` afresh; whether the focused emoji is `first`."""
    ic.key(XK["Escape"])
    ic.type(query)
    return bool(ic.ui and ic.ui["candidates"]) and f"[{first}]" in ic.ui["candidates"][0]


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--addon", required=True, help="directory of libswiftemoji.so")
    parser.add_argument("--bin", required=True, help="directory of swift-emoji-engine-server")
    args = parser.parse_args()
    log = os.path.abspath(os.path.join(args.addon, "fcitx5-dbus-test.log"))
    if os.path.exists(log):
        os.remove(log)
    started = time.time()
    session = Fcitx5Session(args.addon, args.bin, log=log)
    try:
        ic = session.input_context()
        # The keyboard layout is first: keys type as usual until Swift Emoji is chosen.
        check(not ic.key(ord("c")), "with the keyboard layout current, c goes to the application")
        check(switch_to_swift_emoji(ic), "Control+space chooses Swift Emoji")
        check(not ic.key(XK["F5"]), "F5 with nothing typed passes through")

        ic.type("cat")
        check(ic.preedit == "cat", f"the query is the application's preedit: {ic.preedit!r}")
        ui = ic.ui or {}
        check(ui.get("candidates") and "🐱" in ui["candidates"][0], f"🐱 in the first row: {ui.get('candidates')}")
        check(ui.get("cursor") == 0 and ui.get("layout") == 1, "cursor on the first row, rows vertical")
        check("cat face" in ui.get("aux", ""), f"the auxiliary text names the focused emoji: {ui.get('aux')!r}")
        check(ic.key(XK["Return"]), "Return is taken")
        check(ic.commits == ["🐱"], f"c a t Return commits 🐱: {ic.commits}")
        check(ic.preedit == "" and not (ic.ui or {}).get("candidates"), "the preedit and panel are gone")

        ic.type("face")
        ui = ic.ui
        check(len(ui["candidates"]) == 4, f"a page is 4 rows: {len(ui['candidates'])}")
        check(all(len([p for p in row.replace("[", " ").replace("]", " ").split() if p]) == 7
                  for row in ui["candidates"]), f"each row holds 7 emoji: {ui['candidates'][0]!r}")
        check(ui["has_next"] and not ui["has_prev"], "the first page has a next page")
        ic.key(XK["Down"])
        check(ic.ui["cursor"] == 1 and "[" in ic.ui["candidates"][1], "Down: cursor and mark on the second row")
        ic.key(XK["Page_Down"])
        check(ic.ui["has_prev"], "Page_Down goes to the second page")
        ic.call("PrevPage")
        check(ic.wait_for(lambda: not ic.ui["has_prev"]), "the panel's previous-page button goes back")
        check(ic.key(XK["Escape"]), "Escape is taken")
        check(not ic.ui["candidates"] and ic.commits == ["🐱"], "Escape cancels without committing")

        # Skin tones with Shift taps, although a lone Shift_L is fcitx5's switch hotkey.
        ic.type("thumbs up")
        ic.tap(XK["Shift_L"], SHIFT_MASK)
        check("[👍🏻]" in ic.ui["candidates"][0], f"a Shift tap tones 👍: {ic.ui['candidates'][0]!r}")
        ic.key(XK["Return"])
        check(ic.commits[-1] == "👍🏻", f"and Return commits it: {ic.commits[-1]!r}")
        ic.type("holding hands")
        ic.tap(XK["Shift_L"], SHIFT_MASK)
        ic.tap(XK["Control_L"], CONTROL_MASK)
        first = ic.ui["candidates"][0]
        check(first.count("🏻") >= 1, f"two people take a tone each: {first!r}")
        ic.key(XK["Escape"])
        # With nothing typed, the Shift tap switches to the layout and back, as fcitx5 does.
        ic.tap(XK["Shift_L"], SHIFT_MASK)
        check(not ic.key(ord("c")), "with nothing typed a Shift tap switches to the layout")
        ic.tap(XK["Shift_L"], SHIFT_MASK)
        check(ic.key(ord("c")) and ic.preedit == "c", "and a second one back to Swift Emoji")
        ic.key(XK["Escape"])

        # The same settings as the IBus engine, from GSettings, followed at once.
        session.gsettings("layout", "'list'")
        listed = ic.wait_for(lambda: relisted(ic))
        check(listed, f"layout 'list' set with gsettings: one emoji and its name per row: {(ic.ui or {}).get('candidates')}")
        check(listed and ic.ui["labels"][0].strip() == "1.", f"list lines are numbered: {ic.ui['labels'][:2]}")
        ic.key(XK["Escape"])
        session.gsettings("layout", "'grid'")
        session.gsettings("default-skin-tone", "'medium'")
        check(ic.wait_for(lambda: retyped(ic, "wave", "👋🏽")), "default-skin-tone 'medium' tones the grid")
        ic.key(XK["Escape"])
        session.gsettings("default-skin-tone", "'none'")

        # A second context: its own query; a password field passes keys through.
        other = session.input_context("second-app", capability=PREEDIT | PASSWORD)
        check(not other.key(ord("c")), "in a password field keys reach the application")
        check(other.preedit == "", "and nothing is composed there")

        # The engine server is one process; if it dies, fcitx5 goes on and starts it again.
        servers = session.engine_server_pids()
        check(len(servers) == 1, f"one engine server runs: {servers}")
        ic.call("FocusIn")
        for pid in servers:
            os.kill(pid, signal.SIGKILL)
        time.sleep(0.2)
        check(not ic.key(ord("d")), "the key in flight when the engine server died goes to the application")
        check(session.fcitx5.poll() is None, "fcitx5 survives the engine server's death")
        ic.type("cat")
        check(ic.preedit == "cat", f"typing goes on: {ic.preedit!r}")
        check(len(session.engine_server_pids()) == 1, "a new engine server was started")
        ic.key(XK["Return"])
        check(ic.commits[-1] == "🐱", f"and it commits: {ic.commits[-1]!r}")
    finally:
        session.stop()
    print(f"{len(failures)} failures, {time.time() - started:.1f} s")
    if failures:
        print(f"fcitx5's log: {log}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
