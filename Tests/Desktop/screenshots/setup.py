"""Takes docs/screenshot-setup.png: the preferences window (swift-emoji-setup of this build) on a
headless X server, with a few search languages chosen. Run by `make screenshots` after `make`.

usage: /usr/bin/python3 -m Tests.Desktop.screenshots.setup --bin DIR [--output docs/screenshot-setup.png]
"""

import os
import subprocess

from Tests.Desktop.screenshots import arguments
from Tests.harness.repository import DATA, ROOT, SCHEMA, compile_schema
from Tests.harness.x import XDesktop


def main():
    args = arguments(__doc__, "screenshot-setup.png")
    x = XDesktop(size="1000x760")
    try:
        compile_schema(x.dir)
        x.env.update({"GSETTINGS_SCHEMA_DIR": x.dir, "GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": f"{x.dir}/config",
                      "HOME": x.dir, "SWIFT_EMOJI_DATA_DIR": DATA, "GTK_A11Y": "none", "LANG": "C.UTF-8",
                      "LANGUAGE": "en"})
        subprocess.run(["gsettings", "set", SCHEMA, "languages", "['de', 'ja', 'en']"], env=x.env, check=True)
        setup = x.spawn([f"{args.bin}/swift-emoji-setup"])
        x.window("^Swift Emoji Preferences$")
        # The first page shows first, the others once they are built: the window is done when the
        # program is idle and the screen still.
        x.settled(timeout=30, apart=0.5, busy=[setup.pid])
        raw = os.path.join(x.dir, "screen.png")
        x.screenshot(raw)
        subprocess.run(["convert", raw, "-trim", "+repage", args.output], check=True)
        print(f"wrote {os.path.relpath(args.output, ROOT)}")
    finally:
        x.stop()


if __name__ == "__main__":
    main()
