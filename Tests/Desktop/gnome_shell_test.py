"""Swift Emoji in a real GNOME Shell (headless, Wayland): GNOME Shell 43 here, 48 and 51 in the
Debian roots of Tests.Current. GNOME starts ibus-daemon, GNOME's candidate popup is the panel, a
Wayland text field is the application (GTK 3, GTK 4 and Qt 6, each in a fresh session), and keys
arrive the way GNOME delivers them. The cases check what a user sees and gets:

- the popup shows the 7 × 4 grid with the focused emoji in brackets, and the engine chose that
  style from the panel itself (the session is started without XDG_CURRENT_DESKTOP);
- columns line up: every full row is as wide as the one holding the brackets;
- the popup holds still while the focus moves within a page: same width, same position;
- Return, a Shift tap (skin tone) and a digit commit the right emoji into the text field;
- in inline mode, colon text types as typed, `:cat` Return gives 🐱, and a `:query` being typed
  stays in the field when the focus moves to another window.

The GTK fields take input through the Wayland text-input protocol (GNOME's own route to IBus); the
Qt 6 field through IBus's Qt module (QT_IM_MODULE=ibus, as im-config sets it on Debian and Ubuntu).

Usage: /usr/bin/python3 -m Tests.Desktop.gnome_shell_test --bin DIR (the release build with
       ibus-engine-swift-emoji) [--toolkits gtk3,gtk4,qt6] [--screenshot PATH] [--case NAME]
"""

import argparse
import os
import sys

from Tests.Desktop.apps.app_support import read_text
from Tests.harness.cases import Cases, expect
from Tests.harness.gnome import GnomeShellSession
from Tests.harness.repository import ROOT, SCHEMA, module_command
from Tests.harness.waiting import until_keys_type_as_text, wait_for

WAYLAND = {"GDK_BACKEND": "wayland", "QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": "wayland-0"}
#: Each toolkit's text field: its application, as run from the repository.
TOOLKITS = {"gtk3": (["Tests.Desktop.apps.entry_app", "--gtk", "3"], {}),
            "gtk4": (["Tests.Desktop.apps.entry_app", "--gtk", "4"], {}),
            "qt6": (["Tests.Desktop.apps.qt_entry_app", "--qt", "6"], {"QT_IM_MODULE": "ibus"})}
cases = Cases("gnome-shell-test")


class Desktop:
    """GNOME Shell with a toolkit's text field focused: what a case gets."""

    def __init__(self, args, toolkit="gtk3"):
        self.args, self.toolkit = args, toolkit
        self.shell = self.start_shell(args)
        try:
            self.file = os.path.join(self.shell.dir, "entry.txt")
            self.open_window("Swift Emoji test", self.file)
            # A new virtual keyboard may drop its first event: a lone Shift tap is harmless.
            self.shell.key("Shift_L")
            self.wait_until_typing_reaches_the_engine()
        except BaseException:
            self.shell.stop()
            raise

    @staticmethod
    def start_shell(args, attempts=2):
        """A GNOME Shell session, a fresh one if the first never starts its IBus engine: GNOME Shell 43
        on a loaded machine has been seen to keep the input source without its engine for a whole
        minute, the source chosen again three times (a clean-clone run, 2026-11-27; the other two
        toolkits' sessions in the same run were ready)."""
        for attempt in range(1, attempts + 1):
            try:
                return GnomeShellSession(args.bin)
            except RuntimeError as error:
                if attempt == attempts or "did not get ready" not in str(error):
                    raise
                print(f"gnome-shell-test: {str(error).splitlines()[0]}; starting a fresh session", file=sys.stderr,
                      flush=True)

    def open_window(self, title, text_file):
        """Opens a text field's window (apps/entry_app.py, apps/qt_entry_app.py) and gives it the focus."""
        module, environment = TOOLKITS[self.toolkit]
        self.shell.spawn(module_command(*module, title, text_file), env={**WAYLAND, **environment}, cwd=ROOT)
        if not self.shell.focus_window(title):
            raise RuntimeError(f"the window {title!r} did not get the focus")

    def wait_until_typing_reaches_the_engine(self):
        """Waits until a letter typed opens the popup, then cancels it: a window has the focus a
        moment before its field's input method does (seen with GTK 4 on GNOME Shell 51)."""
        def letter_opens_the_popup():
            before = self.text()
            self.shell.key("x")
            shown = self.shell.wait_for(lambda: self.shell.popup()["visible"], timeout=1)
            self.shell.key("Escape")
            if self.text() == before + "x":  # the field took it before its input method was there
                self.shell.key("BackSpace")
            return shown
        if not wait_for(letter_opens_the_popup, timeout=20, interval=0):
            raise RuntimeError("letters typed in the field do not reach Swift Emoji")

    def text(self):
        return read_text(self.file)

    def grid(self, query, rows=4):
        """Types `query` afresh; the popup once it shows `rows` rows (None: any) and holds still (None
        if it does not)."""
        self.shell.key("Escape")
        self.shell.keys(list(query))
        shown = self.shell.wait_for(lambda: (lambda p: p["visible"] and p["rows"] and len(p["rows"]) == (rows or len(
            p["rows"])))(self.shell.popup()))
        return self.shell.stable_popup() if shown else None

    def commits(self, keys, expected, pause=0.3):
        """Presses `keys` (the last one committing); whether the field's text then ends with `expected`."""
        self.shell.keys(keys[:-1])
        self.shell.key(keys[-1], pause)
        return self.shell.wait_for(lambda: self.text().endswith(expected))

    def inline_mode(self):
        """Sets the inline mode and waits until the engine follows it; the field's text then."""
        self.shell.gsettings(SCHEMA, "mode", "'inline'")
        expect(until_keys_type_as_text(self.text, self.shell.key), "the engine follows mode 'inline'")
        return self.text()

    def expect_added(self, before, added):
        """Fails the case unless the field comes to hold `before` and `added`."""
        expect(self.shell.wait_for(lambda: self.text() == before + added), f"got {self.text()[len(before):]!r}")

    def inline_query(self, letters):
        """In inline mode, types a space, a colon (with Shift held) and `letters`: an inline query;
        the field's text before it."""
        before = self.inline_mode()
        self.shell.key("space")
        self.shell.shifted("colon")
        self.shell.keys(list(letters))
        return before

    def stop(self):
        self.shell.stop()


@cases
def grid_of_four_rows_of_seven(d):
    "typing 'face' shows the grid in GNOME's candidate popup: 4 rows of 7 emoji"
    popup = expect(d.grid("face"), "no popup with 4 rows")
    expect(all(len([c for c in row.split() if c]) == 7 for row in popup["rows"]), f"the rows: {popup['rows']}")


@cases
def brackets_mark_the_focus(d):
    "the focused emoji is in brackets (panel style chosen from the panel, not the desktop's name), no row band"
    popup = expect(d.grid("face"), "no popup with 4 rows")
    expect(popup["rows"][0].startswith("[") and "]" in popup["rows"][0], f"the first row: {popup['rows'][0]!r}")
    expect(not any(popup["selected"]), "a row band over the emoji (the brackets mark the focus)")


@cases
def columns_line_up(d):
    "columns line up: every row is as wide as the bracketed one"
    popup = expect(d.grid("face"), "no popup with 4 rows")
    expect(len(set(popup["rowWidths"])) == 1, f"the rows' widths: {popup['rowWidths']}")


@cases
def popup_holds_still_while_the_focus_moves(d):
    "the popup keeps its width and place while the focus moves within a page, and the auxiliary line follows the focus"
    popup = expect(d.grid("face"), "no popup with 4 rows")
    # The position is read from the navigation keys on: right after the last letter the text
    # field may still be reporting its caret, which places the popup.
    widths, positions, auxiliaries = {popup["width"]}, set(), [popup["aux"]]
    for key in ["Right", "Right", "Right", "Down", "Right", "Down", "Right", "Right", "Down", "Left", "End"]:
        d.shell.key(key, pause=0.1)
        state = d.shell.stable_popup()
        widths.add(state["width"])
        positions.add((state["x"], state["y"]))
        auxiliaries.append(state["aux"])
    if d.args.screenshot and d.toolkit == d.args.toolkits.split(",")[0]:
        d.shell.screenshot(d.args.screenshot)
    expect(len(set(auxiliaries)) > 5, f"the auxiliary line: {auxiliaries}")
    expect(len(widths) == 1, f"the popup's widths: {sorted(widths)}")
    expect(len(positions) == 1, f"the popup's places: {sorted(positions)}")


@cases
def return_commits_the_focused_emoji(d):
    "Return commits the focused emoji"
    expect(d.grid("face"), "no popup with 4 rows")
    d.shell.keys(["Right", "Down"])
    rows = d.shell.stable_popup()["rows"]
    chosen = next(cell[1:cell.index("]")] for row in rows for cell in [row[row.find("["):]] if "[" in row)
    expect(d.commits(["Return"], chosen), f"the field ends with {d.text()[-4:]!r}, not {chosen}")


@cases
def shift_tap_tones_the_thumbs_up(d):
    "a Shift tap tones the thumbs up: 👍🏻"
    d.shell.key("Escape")
    expect(d.commits(["t", "h", "u", "m", "b", "s", "space", "u", "p", "Shift_L", "Return"], "👍🏻"),
           f"the field ends with {d.text()[-4:]!r}")


@cases
def digit_commits_its_column(d):
    "2 commits the second column of the focused row"
    popup = expect(d.grid("cat", rows=None), "no popup")
    second = popup["rows"][0].replace("[", " ").replace("]", " ").split()[1]
    expect(d.commits(["2"], second), f"the field ends with {d.text()[-4:]!r}, not {second}")


@cases
def inline_colon_text_types_as_typed(d):
    "inline: ' 10:30 a: b' types as typed"
    before = d.inline_mode()
    for key in ["space", "1", "0", ":", "3", "0", "space", "a", ":", "space", "b"]:
        d.shell.shifted("colon", 0.1) if key == ":" else d.shell.key(key, 0.1)
    d.expect_added(before, " 10:30 a: b")


@cases
def inline_query_return_puts_the_emoji_in_its_place(d):
    "inline: ' :cat' opens the grid, Return puts 🐱 in its place"
    before = d.inline_query("cat")
    expect(d.shell.wait_for(lambda: d.shell.popup()["visible"]), "no grid for ' :cat'")
    d.shell.key("Return", pause=0.3)
    d.expect_added(before, " 🐱")


@cases
def inline_query_stays_when_another_window_takes_the_focus(d):
    "inline: ':do' stays in the field when another window takes the focus"
    before = d.inline_query("do")
    d.open_window("Another window", os.path.join(d.shell.dir, "other.txt"))
    d.expect_added(before, " :do")


def run(args):
    cases.run_in_each(args.toolkits.split(","), lambda toolkit: Desktop(args, toolkit))


def main():
    parser = argparse.ArgumentParser(description="Swift Emoji in a real headless GNOME Shell")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--toolkits", default=",".join(TOOLKITS), help="comma-separated, of " + ", ".join(TOOLKITS))
    parser.add_argument("--screenshot", help="also write a screenshot of the grid here (the first toolkit's)")
    return cases.main(parser, run)


if __name__ == "__main__":
    sys.exit(main())
