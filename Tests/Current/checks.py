"""The checks run in each Debian root, in order: a name, the suites it runs on, what it needs from
the root (purposes of Tests.harness.roots.PACKAGES) and its command, run inside the root from the
repository (bound at its own path) with the root's own python3.

A check's command gets the suite (`{suite}`), the release build (`{bin}`, built on this machine: its
static Swift runtime runs in any root) and the directory for its screenshots (`{shots}`; a check
whose command names it runs only when screenshots are asked for). Add a desktop here, with its
module under Tests/.
"""

from collections import namedtuple

Check = namedtuple("Check", "name suites purposes argv")

SUITES = ("trixie", "sid")

CHECKS = [
    # Each entry: Check("name", SUITES, ["engine", ...], ["/usr/bin/python3", "-m", "Tests.…", "--bin", "{bin}"]),
    Check("gnome-shell", SUITES, ["engine", "gnome", "gnome-font"],
          ["/usr/bin/python3", "-m", "Tests.Desktop.gnome_shell_test", "--bin", "{bin}"]),
    Check("fcitx5-5.1", SUITES, ["engine", "fcitx5"],
          ["/usr/bin/python3", "-m", "Tests.Fcitx5.build_and_test", "--bin", "{bin}",
           "--build-dir", ".build/fcitx5-{suite}"]),
    # KDE Plasma 6: KWin Wayland with fcitx5 as its input method, Qt 6 and GTK 4 fields (issue 24, item 2).
    Check("plasma6-fcitx5", SUITES, ["engine", "x", "fcitx5", "plasma"],
          ["/usr/bin/python3", "-m", "Tests.Desktop.plasma_test", "--bin", "{bin}", "--addon", ".build/fcitx5-{suite}",
           "--build-addon", "--logs", ".build/logs/plasma-{suite}"]),
    # Orca 48 (trixie) and 51 (sid) take announcements: what the engine says is spoken at Orca's rate.
    Check("speech", SUITES, ["engine", "x", "speech"],
          ["/usr/bin/python3", "-m", "Tests.Speech.speech_test", "--bin", "{bin}"]),
    Check("speech-ibus", SUITES, ["engine", "x", "speech"],
          ["/usr/bin/python3", "-m", "Tests.Speech.ibus_test", "--bin", "{bin}"]),
    # The screenshots (make screenshots: only with --screenshots).
    Check("gnome-shell-48-screenshot", ("trixie",), ["engine", "gnome", "gnome-font"],
          ["/usr/bin/python3", "-m", "Tests.Desktop.screenshots.gnome", "--bin", "{bin}",
           "--output", "{shots}/screenshot-gnome-48.png"]),
    Check("gnome-shell-51-screenshot", ("sid",), ["engine", "gnome", "gnome-font"],
          ["/usr/bin/python3", "-m", "Tests.Desktop.screenshots.gnome", "--bin", "{bin}",
           "--output", "{shots}/screenshot-gnome-51.png"]),
    Check("plasma6-fcitx5-screenshot", ("trixie",), ["engine", "x", "fcitx5", "plasma"],
          ["/usr/bin/python3", "-m", "Tests.Desktop.plasma_test", "--bin", "{bin}", "--addon", ".build/fcitx5-{suite}",
           "--build-addon", "--toolkits", "gtk4", "--screenshots={shots}", "--logs", ".build/logs/plasma-{suite}"]),
]
