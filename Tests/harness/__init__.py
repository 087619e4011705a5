"""The Python test harness: private desktop sessions with IBus, fcitx5, an X server or GNOME Shell,
one way of waiting for what can be observed, and one way of running and reporting test cases.

Run its users as modules from the repository's root (`python3 -m Tests.Desktop.apps_test …`), with
Debian's /usr/bin/python3 where they need python3-gi (fcitx5, the X and GNOME sessions). Modules:

- session: the private session (home, XDG directories, session bus, ibus-daemon) and how its
  processes are stopped; also a command the Swift tests and the shell run.
- ibus: a session serving an IBus engine, the probe that plays the application, IBus in an X desktop.
- fcitx5: a real fcitx5 with the Swift Emoji addon, its D-Bus input contexts, fcitx5 in an X desktop,
  the addon built with CMake, its panel read through the tests' panel probe.
- x: a headless X server driven with xdotool.
- kwin: KDE Plasma's KWin Wayland, headless, with fcitx5 as its input method (Plasma 6).
- wayland: keys and clicks typed into KWin through its fake input protocol.
- gnome: a headless GNOME Shell with its candidate popup.
- speech: what a screen-reader user hears: a speech-dispatcher that writes down what it would
  say, real Orca, a listener for AT-SPI announcements (announcement_listener), a hung socket.
- cases: test cases that fail on their own, one line each.
- waiting: waiting for a condition (and the one pause that is not a wait: a person's typing pace).
- processes: finding an engine's process, its memory and CPU time.
- repository: paths in the repository, the engine's IBus component.
"""
