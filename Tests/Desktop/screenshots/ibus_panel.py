"""Takes docs/screenshot.png: the real IBus GTK panel (ibus-ui-gtk3) showing the Swift Emoji grid
while typing in a GTK text field, on a headless X server (harness.ibus.IBusXDesktop). Run by
`make screenshots` after `make`.

usage: /usr/bin/python3 -m Tests.Desktop.screenshots.ibus_panel --bin DIR [--query heart]
       [--keys Down Right] [--output docs/screenshot.png]
"""

import os

from Tests.Desktop.screenshots import arguments
from Tests.harness.ibus import IBusXDesktop
from Tests.harness.repository import ROOT, module_command
from Tests.harness.waiting import wait_for

#: A larger panel font than the default, so the emoji are easy to see (a user setting of IBus).
PANEL_FONT = [("org.freedesktop.ibus.panel", "use-custom-font", "true"),
              ("org.freedesktop.ibus.panel", "custom-font", "'Sans 15'")]


def main():
    args = arguments(__doc__, "screenshot.png", query=True)
    x = IBusXDesktop(args.bin, size="1000x320", ibus_settings=PANEL_FONT)
    try:
        focus = os.path.join(x.dir, "focus.json")
        x.spawn(module_command("Tests.Desktop.apps.entry_app", "--text", "Emoji: ", "--at", "20,20", "--fill", "--focus",
                               focus,
                               "Swift Emoji demo", os.path.join(x.dir, "field.txt")), "app.log", cwd=ROOT)
        window = x.window("^Swift Emoji demo$")
        x.focus(window)
        x.click(window, 40, 15)
        if not wait_for(lambda: (x.read_json(focus) or {}).get("focused") == 0):
            raise SystemExit("the demo field did not get the focus")
        x.wait_for_input_context()
        x.keys("End")
        x.type(args.query, delay=80)
        x.keys(*args.keys, delay=120)
        x.settled(apart=0.5)
        x.screenshot(args.output)
        print(f"wrote {os.path.relpath(args.output, ROOT)}")
    finally:
        x.stop()


if __name__ == "__main__":
    main()
