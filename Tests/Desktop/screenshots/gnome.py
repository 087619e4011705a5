"""Takes docs/screenshot-gnome.png: Swift Emoji in GNOME's own candidate popup, in a real headless
GNOME Shell (harness.gnome: 43 here; 48 and 51 in the Debian roots of Tests.Current, which write
docs/screenshot-gnome-48.png and -51.png), while typing into a GTK text field. Run by `make
screenshots` after `make`.

usage: /usr/bin/python3 -m Tests.Desktop.screenshots.gnome --bin DIR [--query heart]
       [--keys Down Right] [--output docs/screenshot-gnome.png]
"""

import os
import sys

from Tests.Desktop.screenshots import arguments
from Tests.harness.gnome import GnomeShellSession
from Tests.harness.repository import ROOT, module_command

TITLE = "Swift Emoji demo"


def main():
    args = arguments(__doc__, "screenshot-gnome.png", query=True)
    session = GnomeShellSession(args.bin)
    try:
        # Larger text than GNOME's default, as a user may set it, so the emoji are easy to see.
        session.gsettings("org.gnome.desktop.interface", "text-scaling-factor", "1.5")
        session.spawn(module_command("Tests.Desktop.apps.entry_app", "--fill", TITLE,
                                     os.path.join(session.dir, "entry.txt")),
                      env={"GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, cwd=ROOT)
        if not session.focus_window(TITLE):
            sys.exit("the demo window did not get the focus")
        session.keys(["Shift_L"] + list(args.query) + args.keys, pause=0.15)
        shown = session.wait_for(lambda: (lambda p: p["visible"] and p["rows"])(session.popup()))
        if not shown:
            sys.exit("the candidate popup did not show:\n" + session.log()[-2000:])
        popup = session.stable_popup()
        x, y, width, height = session.window_frame(TITLE)
        right = max(x + width, popup["x"] + popup["width"]) + 16
        bottom = max(y + height, popup["y"] + popup["height"]) + 16
        left, top = max(0, x - 16), max(0, y - 16)
        session.screenshot(args.output, (left, top, right - left, bottom - top))
        print(f"wrote {os.path.relpath(args.output, ROOT)}", file=sys.stderr)
    finally:
        session.stop()


if __name__ == "__main__":
    main()
