#!/usr/bin/python3
"""Swift Emoji in a real GNOME Shell 43 (headless, Wayland): GNOME starts ibus-daemon, GNOME's
candidate popup is the panel, a Wayland GTK text field is the application, and keys arrive the way
GNOME delivers them. Checks what a user sees and gets:

- the popup shows the 7 × 4 grid with the focused emoji in brackets, and the engine chose that
  style from the panel itself (the session is started without XDG_CURRENT_DESKTOP);
- columns line up: every full row is as wide as the one holding the brackets;
- the popup holds still while the focus moves within a page: same width, same position;
- Return, a Shift tap (skin tone) and a digit commit the right emoji into the text field;
- in inline mode, colon text types as typed, `:cat` Return gives 🐱, and a `:query` being typed
  stays in the field when the focus moves to another window.

Usage: gnome_shell_test.py --bin DIR (the release build with ibus-engine-swift-emoji) [--screenshot PATH]
"""

import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gnome_session import GnomeShellSession  # noqa: E402

failures = []


def check(condition, what):
    print(f"gnome-shell-test: {'ok  ' if condition else 'FAIL'} {what}", flush=True)
    if not condition:
        failures.append(what)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--screenshot", help="also write a screenshot of the grid here")
    args = parser.parse_args()
    started = time.time()
    session = GnomeShellSession(args.bin)
    try:
        text_file = os.path.join(session.dir, "entry.txt")
        session.spawn(["/usr/bin/python3", os.path.join(os.path.dirname(__file__), "entry_app.py"),
                       "Swift Emoji test", text_file], {"GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": "wayland-0"})
        check(session.focus_window("Swift Emoji test"), "the text field has the focus")

        def text():
            try:
                with open(text_file) as f:
                    return f.read()
            except OSError:
                return ""

        # A new virtual keyboard may drop its first event: a lone Shift tap is harmless.
        session.keys(["Shift_L", "f", "a", "c", "e"])
        popup = session.wait_for(lambda: (lambda p: p if p["visible"] and len(p["rows"]) == 4 else None)(
            session.popup()))
        popup = session.stable_popup()
        check(popup is not None, "typing 'face' shows the grid in GNOME's candidate popup")
        if popup is None:
            return
        check(all(len([c for c in row.split() if c]) == 7 for row in popup["rows"]), "4 rows of 7 emoji")
        check(popup["rows"][0].startswith("[") and "]" in popup["rows"][0],
              "the focused emoji is in brackets (panel style chosen from the panel, not the desktop's name)")
        check(not any(popup["selected"]), "no row band over the emoji (the brackets mark the focus)")
        check(len(set(popup["rowWidths"])) == 1,
              f"columns line up: every row is as wide as the bracketed one ({popup['rowWidths']})")

        # The position is read from the navigation keys on: right after the last letter the text
        # field may still be reporting its caret, which places the popup.
        widths, positions = {popup["width"]}, set()
        auxiliaries = [popup["aux"]]
        for key in ["Right", "Right", "Right", "Down", "Right", "Down", "Right", "Right", "Down", "Left", "End"]:
            session.key(key, pause=0.1)
            state = session.stable_popup()
            if os.environ.get("GNOME_TEST_VERBOSE"):
                print(key, state["width"], state["x"], state["y"], state["aux"])
            widths.add(state["width"])
            positions.add((state["x"], state["y"]))
            auxiliaries.append(state["aux"])
        check(len(set(auxiliaries)) > 5, "the auxiliary line follows the focus")
        check(len(widths) == 1, f"the popup keeps its width while the focus moves within a page ({sorted(widths)})")
        check(len(positions) == 1, f"the popup does not move ({sorted(positions)})")
        if args.screenshot:
            session.screenshot(args.screenshot)

        focused = session.popup()["rows"]
        chosen = next(cell[1:cell.index("]")] for row in focused for cell in [row[row.find("["):]] if "[" in row)
        session.key("Return", pause=0.3)
        check(session.wait_for(lambda: text().endswith(chosen)), f"Return commits the focused emoji {chosen}")

        session.keys(["t", "h", "u", "m", "b", "s", "space", "u", "p", "Shift_L"], pause=0.15)
        session.key("Return", pause=0.3)
        check(session.wait_for(lambda: text().endswith("👍🏻")), "a Shift tap tones the thumbs up: 👍🏻")

        session.keys(["c", "a", "t"], pause=0.15)
        first_row = session.popup()["rows"][0].replace("[", " ").replace("]", " ").split()
        session.key("2", pause=0.3)
        check(session.wait_for(lambda: text().endswith(first_row[1])), f"2 commits the second column: {first_row[1]}")

        # Inline mode: the keys are the text's, ':' at the start of a word opens the grid.
        session.gsettings("org.freedesktop.ibus.engine.swift-emoji", "mode", "'inline'")
        time.sleep(1.0)
        before = text()
        for key in ["space", "1", "0", ":", "3", "0", "space", "a", ":", "space", "b"]:
            session.shifted("colon", 0.1) if key == ":" else session.key(key, 0.1)
        check(session.wait_for(lambda: text() == before + " 10:30 a: b"), f"inline: ' 10:30 a: b' types as typed "
              f"(got {text()[len(before):]!r})")
        session.key("space")
        session.shifted("colon")
        session.keys(["c", "a", "t"], pause=0.12)
        check(session.wait_for(lambda: session.popup()["visible"]), "inline: ' :cat' opens the grid")
        session.key("Return", pause=0.3)
        check(session.wait_for(lambda: text() == before + " 10:30 a: b 🐱"), f"inline: ':cat' Return puts 🐱 in its "
              f"place (got {text()[len(before):]!r})")
        session.key("space")
        session.shifted("colon")
        session.keys(["d", "o"], pause=0.12)
        other = os.path.join(session.dir, "other.txt")
        session.spawn(["/usr/bin/python3", os.path.join(os.path.dirname(__file__), "entry_app.py"),
                       "Another window", other], {"GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": "wayland-0"})
        session.focus_window("Another window")
        check(session.wait_for(lambda: text() == before + " 10:30 a: b 🐱 :do"),
              f"inline: ':do' stays in the field when another window takes the focus (got {text()[len(before):]!r})")
    finally:
        session.stop()
    print(f"gnome-shell-test: {len(failures)} failures in {time.time() - started:.0f} s", flush=True)


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a session that cannot start is a failure, with its reason
        failures.append(str(error))
        print(f"gnome-shell-test: FAIL {error}", flush=True)
    sys.exit(1 if failures else 0)
