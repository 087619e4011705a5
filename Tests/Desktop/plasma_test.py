"""Swift Emoji on KDE Plasma 6 (issue 24): KWin Wayland, headless, with fcitx5 5.1 as its input
method as Plasma users have it (harness.kwin.KWinFcitx5Desktop), and a Qt 6 and a GTK 4 window,
Wayland clients of KWin, each with a text field and a password field. Keys go through KWin as a
keyboard's do; Control+Space chooses Swift Emoji (the layout comes first in fcitx5's profile).

Each toolkit talks to fcitx5 both ways a Plasma desktop has: through its own Wayland input module
(text-input, what a Plasma session uses with no variable set: KWin hands the keys to fcitx5 over
zwp_input_method_v1; `qt6-text-input`, `gtk4`), and through fcitx5's input module (QT_IM_MODULE or
GTK_IM_MODULE=fcitx: keys from KWin to the window, then over D-Bus to fcitx5; `qt6`, `gtk4-fcitx`).
Each gets a fresh desktop (no skin tone remembered). The cases, for each:

- `cat` shows the grid in fcitx5's panel: 4 rows of 7 emoji, 🐱 first and focused;
- Return then commits 🐱 into the field;
- `thumbs up`, a Shift tap, Return commits a toned thumbs up (the default profile: 👍🏻);
- in the password field, keys pass through: the letters arrive as text.

Usage: /usr/bin/python3 -m Tests.Desktop.plasma_test --bin DIR (the release build) --addon DIR (the
       fcitx5 addon built against this fcitx5, with the panel probe in DIR/panel-probe) [--build-addon]
       [--toolkits qt6,qt6-text-input,gtk4,gtk4-fcitx] [--screenshots DIR: writes
       DIR/screenshot-plasma.png] [--logs DIR]
       [--case NAME]
"""

import argparse
import os
import subprocess
import sys
import time

from Tests.Desktop.apps.app_support import read_text
from Tests.Desktop import apps_test
from Tests.Desktop.apps_test import BOTTOM, TOP, FieldsApp
from Tests.Desktop.screenshots.fcitx5 import CLASSIC_UI
from Tests.harness.cases import Cases, expect
from Tests.harness.fcitx5 import PASSWORD as PASSWORD_CAPABILITY
from Tests.harness.fcitx5 import build_addon, row_cells
from Tests.harness.kwin import KWinFcitx5Desktop
from Tests.harness.repository import ROOT
from Tests.harness.waiting import wait_for

cases = Cases("plasma-test")

#: Each toolkit's application and the environment it gets on Plasma: its own Wayland input module
#: (text-input, a Plasma session's default, with no variable set), or fcitx5's (over D-Bus).
TOOLKITS = {
    "qt6": ("Tests.Desktop.apps.qt_entry_app", ["--qt", "6"], {"QT_IM_MODULE": "fcitx"}),
    "qt6-text-input": ("Tests.Desktop.apps.qt_entry_app", ["--qt", "6"], {}),
    "gtk4": ("Tests.Desktop.apps.entry_app", ["--gtk", "4"], {}),
    "gtk4-fcitx": ("Tests.Desktop.apps.entry_app", ["--gtk", "4"], {"GTK_IM_MODULE": "fcitx"}),
}
PASSWORD = TOP


class Toolkit(apps_test.Toolkit):
    """One toolkit's window (a field at the bottom, a password field at the top) in a fresh Plasma
    desktop, Swift Emoji chosen in the field: what a case gets (the X desktop's toolkit, with a
    Plasma desktop instead)."""

    def __init__(self, name, args, **desktop):
        """`desktop`: more of KWinFcitx5Desktop's options (the backend, a size)."""
        self.name, self.args = name, args
        module, options, env = TOOLKITS[name]
        self.x = KWinFcitx5Desktop(args.addon, args.bin, log=os.path.join(args.logs, f"plasma-{name}.log")
                                   if args.logs else None, probe_dir=os.path.join(args.addon, "panel-probe"),
                                   **desktop)
        try:
            self.x.app_env = env
            self.preedit_file = os.path.join(self.x.dir, f"{name}-preedit.txt")
            self.app = FieldsApp(self.x, name, module, *options, "--second-password", "--preedit", self.preedit_file)
            # A click gives a field the focus (focus_field), as a person does: Tab is Swift
            # Emoji's (it opens the categories).
            self.focus_field(BOTTOM)
            self.x.select_input_method()
        except BaseException:
            self.x.stop()
            raise

    def panel_when(self, condition):
        """fcitx5's panel once `condition(panel)` holds, or as it is after 5 s (keys reach fcitx5
        asynchronously: the panel of `ca` may still show when `cat` has been typed)."""
        return wait_for(lambda: (lambda panel: panel if condition(panel) else None)(self.x.panel()),
                        timeout=5) or self.x.panel()

    def field_preedit(self):
        """The preedit the bottom field shows (as the application reports it)."""
        return read_text(self.preedit_file)


@cases
def cat_shows_the_grid(t):
    "cat shows the grid in fcitx5's panel: 4 rows of 7, 🐱 first and focused"
    t.focus_field(BOTTOM)
    t.x.type("cat")
    panel = t.panel_when(lambda panel: panel["candidates"][:1] and panel["candidates"][0].startswith("[🐱]"))
    t.x.keys("Escape")
    rows = [row_cells(row) for row in panel["candidates"]]
    expect(len(rows) == 4 and all(len(cells) == 7 for cells in rows),
           f"{len(rows)} rows of {[len(cells) for cells in rows]} emoji: {panel['candidates']}")
    expect(panel["cursor"] == 0 and panel["candidates"][0].startswith("[🐱]"),
           f"cursor on row {panel['cursor']}, the first row {panel['candidates'][0]!r}")


# The X desktop's cases, as they are.
cases(apps_test.cat_return_commits_the_cat)
cases(apps_test.shift_tap_tones_the_thumbs_up)


@cases
def password_field_passes_keys_through(t):
    "in the password field the letters arrive as text"
    t.focus_field(PASSWORD)
    # The application tells fcitx5 that the field is a password one after it has the focus; keys
    # typed before (faster than a person after a click) find the field before's state.
    expect(wait_for(lambda: (t.x.focused_capability() or 0) & PASSWORD_CAPABILITY),
           f"fcitx5 knows the field as a password field (capabilities {t.x.focused_capability() or 0:#x})")
    before = t.texts()[PASSWORD]
    t.x.type("cat")
    wait_for(lambda: t.texts()[PASSWORD] == before + "cat", timeout=5)
    # What a password field holds is not shown, only how much of it arrived.
    got = t.texts()[PASSWORD]
    expect(got == before + "cat", f"the password field holds {len(got) - len(before)} characters more, not the 3 typed")


def screenshot(args):
    """A screenshot of the Plasma session: a GTK 4 field with `heart` typed and the focus moved
    (Down, Right) in fcitx5's panel. KWin's output is a window on a headless X server (KWin's x11
    backend), whose picture is taken once the screen holds still, and cut to the window and panel."""
    os.makedirs(args.screenshots, exist_ok=True)
    t = Toolkit("gtk4", args, backend="x11", size="800x300", addon_configs={"classicui.conf": CLASSIC_UI})
    try:
        t.x.type("heart")
        t.x.keys("Down", "Right")
        panel = t.panel_when(lambda panel: panel["cursor"] == 1 and "[" in panel["candidates"][1])
        expect(panel["cursor"] == 1, f"Down and Right move the focus to the second row: {panel}")
        # The field must show the query as fcitx5 has it: a picture without it is not taken. (Seen
        # a few times on a busy machine: GTK 4's field kept an earlier preedit, or none, while
        # fcitx5's was the whole query; a preedit update lost between fcitx5, KWin and GTK.)
        expect(wait_for(lambda: t.field_preedit() == panel["preedit"], timeout=5),
               f"the field shows {len(t.field_preedit())} characters of the {len(panel['preedit'])} "
               "of fcitx5's preedit")
        t.x.x.settled(apart=0.5)
        raw = os.path.join(t.x.dir, "screen.png")
        t.x.screenshot(raw)
        output = os.path.join(args.screenshots, "screenshot-plasma.png")
        subprocess.run(["convert", raw, "-trim", "-bordercolor", "black", "-border", "8", "+repage", output],
                       check=True)
        print(f"plasma-test: wrote {os.path.relpath(output, ROOT)}", flush=True)
    finally:
        t.stop()


def run(args):
    if args.logs:
        os.makedirs(args.logs, exist_ok=True)
    if args.build_addon:
        started = time.monotonic()
        build_addon(args.addon)
        print(f"plasma-test: the addon built in {args.addon} in {time.monotonic() - started:.0f} s", flush=True)
    cases.run_in_each(args.toolkits.split(","), lambda name: Toolkit(name, args))
    if args.screenshots:
        screenshot(args)


def main():
    parser = argparse.ArgumentParser(description="Swift Emoji on KDE Plasma 6: KWin Wayland with fcitx5")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--addon", required=True, help="the directory of libswiftemoji.so (built against this fcitx5)")
    parser.add_argument("--build-addon", action="store_true",
                        help="first build the addon into --addon (CMake, against this system's fcitx5)")
    parser.add_argument("--toolkits", default=",".join(TOOLKITS), help="comma-separated, of " + ", ".join(TOOLKITS))
    parser.add_argument("--screenshots", help="write the screenshot of the Plasma session with the grid here")
    parser.add_argument("--logs", help="write KWin's and fcitx5's output here (a file for each toolkit)")
    return cases.main(parser, run)


if __name__ == "__main__":
    sys.exit(main())
