"""KDE Plasma's compositor, KWin Wayland, headless (its virtual backend), with fcitx5 as the Wayland
input method as Plasma users have it: the Virtual Keyboard setting (kwinrc's `[Wayland]
InputMethod`, fcitx5's desktop file) makes KWin start fcitx5 and hand it the input method
protocol (zwp_input_method_v1) and the panel surface (zwp_input_panel_v1) its classic UI draws the
candidates in. Applications are Wayland clients of KWin; keys go in through KWin's fake input
protocol (harness.wayland), so KWin routes them as a keyboard's: to fcitx5's keyboard grab while a
field speaks text-input, else to the focused window (whose fcitx5 input module asks fcitx5 over
D-Bus). Screenshots need KWin's x11 backend: its output is then a window on a headless X server.

fcitx5 runs as in harness.fcitx5.Fcitx5Session: the Swift Emoji addon of the build, the profile with
a keyboard layout first and Swift Emoji second, a private home; KWin starts it with every addon
fcitx5 has (nothing is disabled, as on a desktop).
"""

import os
import subprocess

from .fcitx5 import SHARED_STATE_CONFIG, Fcitx5Choice, Fcitx5Session
from .waiting import typing_pace, wait_for
from .wayland import FakeKeyboard
from .x import XDesktop

#: fcitx5's desktop file, which Plasma's Virtual Keyboard setting writes into kwinrc.
FCITX5_DESKTOP_FILE = "/usr/share/applications/org.fcitx.Fcitx5.desktop"
SOCKET = "wayland-swift-emoji"
#: A KWin window rule for every window: at the top left corner of the screen, without a frame, so
#: that a point of a window is the same point on the screen (a click lands where the tests say).
WINDOW_RULES = """[General]
count=1
rules=1

[1]
Description=Swift Emoji tests: windows at the top left, without a frame
position=0,0
positionrule=2
noborder=true
noborderrule=2
"""
#: Modifier names of `keys("ctrl+space")`, as xdotool has them.
MODIFIERS = {"ctrl": "Control_L", "shift": "Shift_L"}


class KWinFcitx5Desktop(Fcitx5Choice):
    """KWin Wayland (virtual backend, `size` WIDTHxHEIGHT) with fcitx5 as its input method, in a
    private session; `env` is the applications' environment (Wayland clients of KWin), `dir` where
    their files go. `addon_configs`: fcitx5 addons' configuration files (the classic UI's font);
    `log`: KWin's and fcitx5's output; `backend`: KWin's virtual backend (`virtual`), or its x11
    backend (`x11`: KWin's output is a window on a headless X server, where screenshots are taken);
    `probe_dir`: the panel probe's directory (fcitx5's panel read with `panel()`)."""

    def __init__(self, addon_dir, bin_dir, log=None, size="1024x600", addon_configs=None, backend="virtual",
                 probe_dir=None):
        self.width, self.height = (int(value) for value in size.split("x"))
        self.backend = backend
        self.x = None
        self.processes = []
        #: More environment for the applications (a toolkit's input module), not for KWin or fcitx5.
        self.app_env = {}
        self.keyboard = None
        self.kwin = None
        try:
            self.session = self._start_session(addon_dir, bin_dir, log, addon_configs, probe_dir)
        except BaseException:
            if self.x:  # the X server KWin's x11 backend was to show its output on
                self.x.stop()
            raise
        try:
            self.dir = self.session.directory
            self.env = self.session.env
            self.keyboard = FakeKeyboard(self.env)
        except BaseException:
            self.stop()
            raise

    def _start_session(self, addon_dir, bin_dir, log, addon_configs, probe_dir):
        """fcitx5's session, with KWin starting fcitx5."""
        return Fcitx5Session(
            addon_dir, bin_dir, log=log, config=SHARED_STATE_CONFIG, addon_configs=addon_configs,
            extra_env={"WAYLAND_DISPLAY": SOCKET, "XDG_SESSION_TYPE": "wayland", "XDG_CURRENT_DESKTOP": "KDE",
                       "KDE_FULL_SESSION": "true", "QT_QPA_PLATFORM": "wayland", "GDK_BACKEND": "wayland",
                       # No title bar drawn by Qt itself: a window's point is the screen's (WINDOW_RULES).
                       "QT_WAYLAND_DISABLE_WINDOWDECORATION": "1",
                       # Test clients may use the fake input interface, which KWin otherwise grants
                       # only to programs whose desktop file asks for it.
                       "KWIN_WAYLAND_NO_PERMISSION_CHECKS": "1",
                       "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"},
            launch=self._start_kwin, probe_dir=probe_dir)

    def _start_kwin(self, session, output):
        """Starts KWin, configured to start fcitx5 as Plasma's Virtual Keyboard setting does; the
        KWin process (fcitx5 is its child)."""
        config = session.env["XDG_CONFIG_HOME"]
        with open(os.path.join(config, "kwinrc"), "w") as f:
            f.write(f"[Wayland]\nInputMethod[$e]={FCITX5_DESKTOP_FILE}\nVirtualKeyboardEnabled=true\n")
        with open(os.path.join(config, "kwinrulesrc"), "w") as f:
            f.write(WINDOW_RULES)
        if self.backend == "x11":
            self.x = XDesktop(f"{self.width}x{self.height}", framework=True)
            backend = ["--x11-display", self.x.display]
        else:
            backend = ["--virtual"]
        self.kwin = session.spawn(["kwin_wayland", *backend, "--socket", SOCKET, "--width", str(self.width),
                                   "--height", str(self.height), "--no-lockscreen", "--no-global-shortcuts",
                                   "--no-kactivities"], stdout=output, stderr=output)
        return self.kwin

    # The fcitx5 side

    def controller(self, method, reply_type):
        return self.session.controller(method, reply_type)

    def set_setting(self, key, value):
        self.session.set_setting(key, value)

    def panel(self):
        return self.session.panel()

    def focused_capability(self):
        return self.session.focused_capability()

    def wait_for_input_context(self):
        # The field's own input context, focused: fcitx5 always has KWin's (the input method
        # protocol's) too, and a toolkit's fcitx5 module makes and focuses its own asynchronously.
        if not wait_for(lambda: self.focused_capability() is not None):
            raise RuntimeError("fcitx5 has no focused input context from the application")

    # Applications

    def spawn(self, command, log_name=None, cwd=None, env=None):
        """Starts an application in the session (stopped with it); its output goes to `log_name` in `dir`."""
        log = open(os.path.join(self.dir, log_name), "w") if log_name else None
        output = log or subprocess.DEVNULL
        process = self.session.spawn(command, env={**self.app_env, **(env or {})}, stdout=output, stderr=output,
                                     cwd=cwd)
        self.processes.append(process)
        return process

    def window(self, title_pattern, timeout=20):
        """The window is the application's own business under Wayland: the tests learn that it
        shows from the files the application writes (its layout once shown)."""
        return title_pattern

    read_json = staticmethod(XDesktop.read_json)

    def click(self, window, x, y):
        """A left click at (x, y) in a window's coordinates (every window is at the top left corner)."""
        self.keyboard.click(x, y)

    # Keys

    def keys(self, *names, delay=60):
        """Presses and releases keys by X name (`c`, `Return`, `Shift_L`, `ctrl+space`), one after the
        other, `delay` ms apart (a person's pace)."""
        for index, name in enumerate(names):
            if index:
                typing_pace(delay / 1000)
            self.keyboard.tap(*(MODIFIERS.get(part, part) for part in name.split("+")))

    def type(self, text, delay=60):
        """Types `text` (letters, digits, space and period), `delay` ms between keys."""
        self.keys(*(FakeKeyboard.key_name(character) for character in text), delay=delay)

    # Screenshots

    def screenshot(self, path):
        """Writes what KWin shows as a PNG file: with the X11 backend, its output window on the X
        server (KWin's own screenshot interface, org.kde.KWin.ScreenShot2, needs OpenGL compositing,
        which neither backend has without a GPU here)."""
        if not self.x:
            raise RuntimeError("screenshots need KWin's x11 backend (KWinFcitx5Desktop(backend='x11'))")
        self.x.screenshot(path)

    # Stopping

    def stop(self):
        if self.keyboard:
            self.keyboard.close()
        self.session.stop()
        if self.x:
            self.x.stop()

