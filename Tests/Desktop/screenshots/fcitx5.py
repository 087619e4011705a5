"""Takes docs/screenshot-fcitx5.png: fcitx5's classic UI showing the Swift Emoji grid while typing
in a GTK text field, on a headless X server (harness.fcitx5.Fcitx5XDesktop: a real fcitx5 with the
addon of this build). Run by `make screenshots` after `make`.

usage: /usr/bin/python3 -m Tests.Desktop.screenshots.fcitx5 --bin DIR --addon DIR [--query heart]
       [--keys Down Right] [--output docs/screenshot-fcitx5.png]
"""

import os
import subprocess

from Tests.Desktop.screenshots import arguments
from Tests.harness.fcitx5 import Fcitx5XDesktop
from Tests.harness.repository import ROOT, module_command
from Tests.harness.waiting import wait_for

#: A larger font than the classic UI's default, so the emoji are easy to see (a user setting).
CLASSIC_UI = 'Font="Sans 15"\nMenuFont="Sans 15"\n'


def main():
    args = arguments(__doc__, "screenshot-fcitx5.png", query=True, addon=True)
    x = Fcitx5XDesktop(args.addon, args.bin, size="1000x360", addon_configs={"classicui.conf": CLASSIC_UI})
    try:
        focus = os.path.join(x.dir, "focus.json")
        x.spawn(module_command("Tests.Desktop.apps.entry_app", "--focus", focus, "Swift Emoji demo",
                               os.path.join(x.dir, "field.txt")), "app.log", cwd=ROOT)
        window = x.window("^Swift Emoji demo$")
        x.focus(window)
        x.click(window, 100, 20)
        if not wait_for(lambda: (x.read_json(focus) or {}).get("focused") == 0):
            raise SystemExit("the demo field did not get the focus")
        x.select_input_method()
        x.type(args.query)
        x.keys(*args.keys)
        x.settled(apart=0.5)
        raw = os.path.join(x.dir, "screen.png")
        x.screenshot(raw)
        # The screen is black around the window and the panel: cut to them, with a margin.
        subprocess.run(["convert", raw, "-trim", "-bordercolor", "black", "-border", "8", "+repage", args.output],
                       check=True)
        print(f"wrote {os.path.relpath(args.output, ROOT)}")
    finally:
        x.stop()


if __name__ == "__main__":
    main()
