"""The fcitx5 addon built against the fcitx5 installed where this runs, and its tests under ctest
(Tests/Fcitx5/CMakeLists.txt: each case in fcitx5's test harness, again under the sanitizers, then
a real fcitx5 process driven over D-Bus). Run in a Debian root (Tests.Current), so the addon meets
that Debian's fcitx5 headers and libraries; the build directory is the root's own, beside this
machine's .build/fcitx5, so neither build reuses the other's objects.

Usage: /usr/bin/python3 -m Tests.Fcitx5.build_and_test --bin DIR (the release build with
       swift-emoji-engine-server) --build-dir DIR
"""

import argparse
import os
import subprocess
import sys
import time

from Tests.harness.repository import ROOT


def step(name, argv):
    """Runs one step, timed; whether it succeeded."""
    started = time.monotonic()
    result = subprocess.run(argv, cwd=ROOT)
    print(f"fcitx5-build-and-test: {name}: {'ok' if result.returncode == 0 else 'FAILED'} "
          f"in {time.monotonic() - started:.0f} s", flush=True)
    return result.returncode == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", required=True, help="the release build (swift-emoji-engine-server)")
    parser.add_argument("--build-dir", required=True, help="the CMake build directory")
    args = parser.parse_args()
    build = os.path.abspath(args.build_dir)
    version = subprocess.run(["pkg-config", "--modversion", "Fcitx5Core"], capture_output=True, text=True)
    print(f"fcitx5-build-and-test: fcitx5 {version.stdout.strip() or '(not found)'}", flush=True)
    ok = (step("configure", ["cmake", "-S", ROOT, "-B", build, "--log-level=WARNING", "-DBUILD_TESTING=ON",
                             f"-DSWIFT_EMOJI_BIN_DIR={os.path.abspath(args.bin)}"])
          and step("build", ["cmake", "--build", build, "--parallel", str(os.cpu_count() or 2)])
          and step("ctest", ["ctest", "--test-dir", build, "--output-on-failure"]))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
