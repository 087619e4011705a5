#!/usr/bin/python3
"""Takes docs/screenshot-setup.png: the preferences window (swift-emoji-setup of this build) on a
headless X server, with a few search languages chosen. Run by `make screenshots` after `make`.

usage: screenshot_setup.py --bin DIR [--output docs/screenshot-setup.png]
"""

import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Tests", "Desktop"))
from x_session import XDesktop  # noqa: E402
SCHEMA = "org.freedesktop.ibus.engine.swift-emoji"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--output", default=os.path.join(ROOT, "docs", "screenshot-setup.png"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="swift-emoji-setup-shot-")
    subprocess.run(["glib-compile-schemas", f"--targetdir={work}", f"{ROOT}/packaging"], check=True)
    xvfb = XDesktop(size="1000x760")
    display = xvfb.display
    env = {**os.environ, "DISPLAY": display, "GSETTINGS_SCHEMA_DIR": work, "GSETTINGS_BACKEND": "keyfile",
           "XDG_CONFIG_HOME": f"{work}/config", "HOME": work, "SWIFT_EMOJI_DATA_DIR": f"{ROOT}/data",
           "GTK_A11Y": "none", "LANG": "C.UTF-8", "LANGUAGE": "en"}
    try:
        subprocess.run(["gsettings", "set", SCHEMA, "languages", "['de', 'ja', 'en']"], env=env, check=True)
        setup = subprocess.Popen([f"{args.bin}/swift-emoji-setup"], env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        time.sleep(2.0)
        raw = os.path.join(work, "screen.png")
        subprocess.run(["import", "-window", "root", raw], env=env, check=True)
        subprocess.run(["convert", raw, "-trim", "+repage", args.output], check=True)
        setup.terminate()
        print(f"wrote {args.output}")
    finally:
        xvfb.stop()


if __name__ == "__main__":
    main()
