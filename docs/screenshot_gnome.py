#!/usr/bin/python3
"""Takes docs/screenshot-gnome.png: Swift Emoji in GNOME's own candidate popup, in a real headless
GNOME Shell 43, while typing into a GTK text field. Run from the repository root after `make`
(`make screenshots` does both screenshots and installs the packages).

Usage: docs/screenshot_gnome.py [QUERY [KEYS...]]     default: "heart", then Down Right
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Desktop"))
from gnome_session import GnomeShellSession  # noqa: E402

TITLE = "Swift Emoji demo"


def main():
    query = sys.argv[1] if len(sys.argv) > 1 else "heart"
    keys = sys.argv[2:] or ["Down", "Right"]
    engine_dir = os.path.join(ROOT, ".build", "release")
    if not os.access(os.path.join(engine_dir, "ibus-engine-swift-emoji"), os.X_OK):
        sys.exit("build first: make")
    session = GnomeShellSession(engine_dir)
    try:
        # Larger text than GNOME's default, as a user may set it, so the emoji are easy to see.
        session.gsettings("org.gnome.desktop.interface", "text-scaling-factor", "1.5")
        text_file = os.path.join(session.dir, "entry.txt")
        session.spawn(["/usr/bin/python3", os.path.join(ROOT, "Tests", "Desktop", "entry_app.py"), TITLE, text_file],
                      {"GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": "wayland-0"})
        if not session.focus_window(TITLE):
            sys.exit("the demo window did not get the focus")
        session.keys(["Shift_L"] + list(query) + keys, pause=0.15)
        popup = session.wait_for(lambda: (lambda p: p if p["visible"] and p["rows"] else None)(session.popup()))
        if not popup:
            sys.exit("the candidate popup did not show:\n" + session.log()[-2000:])
        popup = session.stable_popup()
        time.sleep(0.5)
        x, y, width, height = session.window_frame(TITLE)
        right = max(x + width, popup["x"] + popup["width"]) + 16
        bottom = max(y + height, popup["y"] + session.js(
            "imports.misc.ibusManager.getIBusManager()._candidatePopup.get_height()")) + 16
        left, top = max(0, x - 16), max(0, y - 16)
        path = os.path.join(ROOT, "docs", "screenshot-gnome.png")
        session.screenshot(path, (left, top, right - left, bottom - top))
        print(f"wrote {os.path.relpath(path, ROOT)}", file=sys.stderr)
    finally:
        session.stop()


if __name__ == "__main__":
    main()
