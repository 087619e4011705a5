"""A private X desktop for the tests of real applications: a headless X server (Xvfb) driven
with xdotool (XDesktop), and with IBus (XSession): a session bus and ibus-daemon with IBus's GTK
panel (the private session of scripts/ibus_session.py), the applications' input modules pointed at
IBus (GTK_IM_MODULE=ibus, QT_IM_MODULE=ibus, XMODIFIERS=@im=ibus), and Swift Emoji selected, as on
a desktop where it was chosen before the applications started (fcitx5: fcitx5_x_session.py).
Standard library only (run with /usr/bin/python3); every process is stopped by PID, those that
detach from the daemon found by the session's home in their environment.
"""

import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from ibus_session import Session, stop_pids  # noqa: E402

SCHEMA = "org.freedesktop.ibus.engine.swift-emoji"
#: ibus-daemon as a desktop starts it: IBus's GTK panel, the XIM server, no emoji extension.
DAEMON_OPTIONS = ["--panel=/usr/libexec/ibus-ui-gtk3", "--xim", "--emoji-extension=disable", "--cache=none"]


class XDesktop:
    """A headless X server and how the tests drive it (xdotool, screenshots). A subclass starts an
    input framework and sets `dir` (where its files go) and `env` (the applications' environment)."""

    def __init__(self, size="1024x600"):
        self.xvfb = None
        self.display = self._start_xvfb(size)

    def select_input_method(self):
        """Makes Swift Emoji the input method of the focused field, as its user would (nothing to
        do where it was chosen before the applications started)."""

    def set_setting(self, key, value):
        """Sets one of Swift Emoji's GSettings keys (GVariant text), as `gsettings set` does."""
        raise NotImplementedError

    def _start_xvfb(self, size):
        """Starts Xvfb on a free display number (it picks one); the display's name once it listens."""
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten",
                                      "tcp"], pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        # The number comes once the server listens, the newline in a write of its own: the pipe
        # stays open until both are read (a write to a closed pipe is fatal to Xvfb).
        number = b""
        while not number.endswith(b"\n"):
            chunk = os.read(read, 64)
            if not chunk:
                break
            number += chunk
        os.close(read)
        if not number.strip().isdigit():
            raise RuntimeError("Xvfb did not start")
        return f":{number.decode().strip()}"

    # Driving

    def run(self, *command):
        return subprocess.run(list(command), env=self.env, capture_output=True, text=True)

    def spawn(self, command, log_name=None):
        """Starts an application in the session (stopped with it)."""
        log = open(os.path.join(self.dir, log_name), "w") if log_name else subprocess.DEVNULL
        process = subprocess.Popen(command, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        self.session.processes.append(process)
        return process

    def window(self, title_pattern, timeout=20):
        """The visible window whose title matches `title_pattern` (a regular expression), once it shows."""
        found = self.wait_for(lambda: self.run("xdotool", "search", "--onlyvisible", "--name",
                                               title_pattern).stdout.split(), timeout)
        if not found:
            raise RuntimeError(f"no window {title_pattern!r} appeared")
        return found[0]

    def title(self, window):
        return self.run("xdotool", "getwindowname", window).stdout.rstrip("\n")

    def focus(self, window):
        # Without a window manager `windowactivate` fails; `windowfocus` works.
        self.run("xdotool", "windowfocus", "--sync", window)

    def click(self, window, x, y):
        """A left click at (x, y) in the window's coordinates."""
        self.run("xdotool", "mousemove", "--window", window, str(x), str(y), "click", "1")

    def keys(self, *names, delay=60):
        """Presses and releases X keys by name (`c`, `space`, `Return`, `Shift_L`), one after the other."""
        self.run("xdotool", "key", "--delay", str(delay), *names)

    def type(self, text, delay=60):
        self.run("xdotool", "type", "--delay", str(delay), text)

    def screenshot(self, path):
        self.run("import", "-window", "root", path)

    @staticmethod
    def wait_for(condition, timeout=10, interval=0.05):
        """Polls `condition()` until it is true or `timeout` seconds pass; its last value."""
        deadline = time.time() + timeout
        while True:
            value = condition()
            if value or time.time() > deadline:
                return value
            time.sleep(interval)

    @staticmethod
    def read_json(path):
        try:
            with open(path) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    # Stopping

    def stop(self):
        """Stops the framework (`stop_framework`), then the X server."""
        self.stop_framework()
        if self.xvfb:
            stop_pids({self.xvfb.pid})
            self.xvfb.wait()

    def stop_framework(self):
        pass


class XSession(XDesktop):
    """IBus in the X desktop: ibus-daemon with IBus's GTK panel and the XIM server."""

    def __init__(self, engine_dir, settings=None, log_level="notice", daemon_log=None, size="1024x600"):
        """`settings`: Swift Emoji's GSettings keys and values (GVariant text) set before it starts.
        `daemon_log`: a file for the daemon's and the engine's standard error (with `log_level`)."""
        self.session = None
        super().__init__(size)
        try:
            self.session = Session(
                Session.swift_emoji_component(engine_dir),
                {"DISPLAY": self.display, "SWIFT_EMOJI_DATA_DIR": os.path.join(ROOT, "data"),
                 "SWIFT_EMOJI_LOG_LEVEL": log_level, "GTK_IM_MODULE": "ibus", "QT_IM_MODULE": "ibus",
                 "XMODIFIERS": "@im=ibus", "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"},
                daemon_log=daemon_log, daemon_options=DAEMON_OPTIONS, system_components=True)
            self.dir = self.session.directory
            self.env = self.session.env
            for key, value in (settings or {}).items():
                self.session.gsettings(SCHEMA, key, value)
            self._select_engine()
        except Exception:
            self.stop()
            raise

    def _select_engine(self):
        # `ibus engine NAME` exits 1 when setxkbmap fails for the layout "default"; the switch happens.
        self.run("ibus", "engine", "swift-emoji")
        if not self.wait_for(lambda: self.run("ibus", "engine").stdout.strip() == "swift-emoji"):
            raise RuntimeError("ibus-daemon did not switch to swift-emoji")

    def set_setting(self, key, value):
        self.session.gsettings(SCHEMA, key, value)

    def stop_framework(self):
        if self.session:
            self.session.stop()
