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
import json
import os
import signal
import subprocess
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


#: Text full of colons that inline mode must leave as typed (Tests/TestSupport/ColonText.swift).
COLON_TEXT = """Meeting at 10:30, room B: bring notes.
See http://example.com:8080/path?q=a:b and C:\\Users\\me or D:/data
std::vector<int> v; a::b::c = x ? y : z; fe80::1ff:fe23::1 and [::]
key:value, note: later; ratio 3:2 (16:9) emoticons :) ;) :-( :'( :3 <3 :: ::: done.
say :hello there, :P ok.
"""


def typed_text(ic, text):
    """Types `text` (newlines as Return); what the application got: commits, then each key the
    engine let through."""
    got = ""
    for character in text:
        keysym = XK["Return"] if character == "\n" else ord(character)
        before = len(ic.commits)
        taken = ic.key(keysym)
        ic.key(keysym, release=True)
        got += "".join(ic.commits[before:])
        if not taken:
            got += character
    return got


def check_shared_state(session, bin_dir):
    """The tone chosen through fcitx5 is in the user's state files, where the IBus engine (and
    the CLI, which reads them the same way) finds it."""
    state = os.path.join(session.env["XDG_STATE_HOME"], "swift-emoji")
    cli = os.path.join(bin_dir, "swift-emoji")
    if not os.path.exists(cli):
        return  # the package's tree has the server only
    deadline = time.time() + 5
    found = ""
    while time.time() < deadline and "👍🏻" not in found:
        result = subprocess.run([cli, "simulate", "--state-dir", state, "t", "h", "u", "m", "b", "s", "space", "u", "p"],
                                capture_output=True, text=True, env={**os.environ, "SWIFT_EMOJI_DATA_DIR": session.env["SWIFT_EMOJI_DATA_DIR"]})
        rows = json.loads(result.stdout or "{}").get("final", {}).get("rows", [[]])
        found = rows[0][0] if rows and rows[0] else ""
        time.sleep(0.1)
    check(found == "👍🏻", f"the remembered tone is in the shared state files ({state}): {found!r}")


def retyped_inline(ic):
    """Whether `a :c` now shows `:c` as the preedit with `a ` passed through (inline mode)."""
    ic.key(XK["Escape"])
    return typed_text(ic, "a :c") == "a " and ic.preedit == ":c"


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
        check_shared_state(session, args.bin)
        typed_text(ic, ":sob:")
        check(ic.commits[-1] == "😭", f"':sob:' commits 😭: {ic.commits[-1]!r}")
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

        # Inline mode: text types as usual, `:word` opens the grid, nothing typed is lost.
        session.gsettings("mode", "'inline'")
        inline = session.input_context("inline-app")
        switch_to_swift_emoji(inline)
        check(inline.wait_for(lambda: retyped_inline(inline)), "mode 'inline' set with gsettings applies")
        inline.key(XK["Escape"])  # ':c' stays as text
        inline.key(XK["Return"])
        text = typed_text(inline, COLON_TEXT)
        check(text == COLON_TEXT, f"inline: text with colons types exactly as typed: {text[-60:]!r}")
        text = typed_text(inline, "I love :cat\n")
        check(text == "I love 🐱", f"inline: ':cat' Return puts 🐱 in its place: {text!r}")
        typed_text(inline, "see :ca")
        before = len(inline.commits)
        inline.call("Reset")
        check(inline.commits[before:] == [":ca"], f"inline: the application's reset keeps ':ca' as text: {inline.commits[before:]}")
        typed_text(inline, "x :do")
        before = len(inline.commits)
        inline.call("FocusOut")
        check(inline.wait_for(lambda: inline.commits[before:] == [":do"]),
              f"inline: focus moving away keeps ':do' as text: {inline.commits[before:]}")
        inline.call("FocusIn")
        session.gsettings("mode", "'emoji'")

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
