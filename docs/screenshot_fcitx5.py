#!/usr/bin/python3
"""Takes docs/screenshot-fcitx5.png: fcitx5's classic UI showing the Swift Emoji grid while typing
in a GTK text field, on a headless X server (Tests/Desktop/fcitx5_x_session.py: a real fcitx5 with
the addon of this build). Run by `make screenshots` after `make`.

usage: screenshot_fcitx5.py --bin DIR --addon DIR [--query heart] [--output docs/screenshot-fcitx5.png]
"""

import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Desktop"))
from fcitx5_x_session import Fcitx5XSession  # noqa: E402

#: A larger font than the classic UI's default, so the emoji are easy to see (a user setting).
CLASSIC_UI = 'Font="Sans 15"\nMenuFont="Sans 15"\n'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--addon", required=True)
    parser.add_argument("--query", default="heart")
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "screenshot-fcitx5.png"))
    args = parser.parse_args()
    x = Fcitx5XSession(args.addon, args.bin, size="1000x360", addon_configs={"classicui.conf": CLASSIC_UI})
    try:
        text = os.path.join(x.dir, "field.txt")
        x.spawn(["/usr/bin/python3", os.path.join(ROOT, "Tests", "Desktop", "entry_app.py"), "Swift Emoji demo", text])
        window = x.window("^Swift Emoji demo$")
        x.focus(window)
        x.click(window, 100, 20)
        time.sleep(0.3)
        x.select_input_method()
        x.type(args.query)
        x.keys("Down", "Right")
        time.sleep(0.8)
        raw = os.path.join(x.dir, "screen.png")
        x.screenshot(raw)
        # The screen is black around the window and the panel: cut to them, with a margin.
        subprocess.run(["convert", raw, "-trim", "-bordercolor", "black", "-border", "8", "+repage", args.output],
                       check=True)
        print(f"wrote {args.output}")
    finally:
        x.stop()


if __name__ == "__main__":
    main()
