"""A headless X server (Xvfb) for the tests of real applications, driven as a person would: xdotool
for windows, keys and clicks, ImageMagick's `import` for what the screen shows. An input
framework's desktop (ibus.IBusXDesktop, fcitx5.Fcitx5XDesktop) adds its session: `env` is then
the applications' environment and `dir` where their files go. Every process is stopped by PID.
"""

import json
import os
import shutil
import subprocess
import tempfile
import time

from .processes import cpu_ns
from .session import stop_pids
from .waiting import wait_for


class XDesktop:
    def __init__(self, size="1024x600", framework=False):
        """`framework`: a subclass sets `session`, `dir` and `env` from its framework's session."""
        self.xvfb = None
        self.session = None
        self.processes = []
        self.display = self._start_xvfb(size)
        self.dir = None if framework else tempfile.mkdtemp(prefix="swift-emoji-x-")
        self.env = {"DISPLAY": self.display, "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"}

    def wait_for_input_context(self):
        """Waits until the input framework has the focused field's input context (a toolkit's
        input module makes it, asynchronously, when a field of the application first gets the
        focus; keys sent before go to the application as they are)."""

    def select_input_method(self):
        """Makes Swift Emoji the input method of the focused field, as its user would (nothing to
        do where it was chosen before the applications started)."""

    def set_setting(self, key, value):
        """Sets one of Swift Emoji's GSettings keys (GVariant text), as `gsettings set` does."""
        raise NotImplementedError

    def _start_xvfb(self, size):
        """Starts Xvfb on a free display number (it picks one); the display's name once it listens."""
        read, write = os.pipe()
        # -noreset: by default the server resets when its last client leaves, and a client that connects meanwhile
        # fails (`cannot open display`): an application started right after the previous one closed.
        self.xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24", "-nolisten",
                                      "tcp", "-noreset"], pass_fds=[write], stdout=subprocess.DEVNULL,
                                     stderr=subprocess.DEVNULL)
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

    def spawn(self, command, log_name=None, cwd=None):
        """Starts an application in the desktop (stopped with it); its output goes to `log_name` in `dir`."""
        log = open(os.path.join(self.dir, log_name), "w") if log_name else subprocess.DEVNULL
        process = subprocess.Popen(command, env=self.env, stdout=log, stderr=subprocess.STDOUT, cwd=cwd)
        self.processes.append(process)
        return process

    def window(self, title_pattern, timeout=20):
        """The visible window whose title matches `title_pattern` (a regular expression), once it shows."""
        found = wait_for(lambda: self.run("xdotool", "search", "--onlyvisible", "--name",
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
        """Presses and releases X keys by name (`c`, `space`, `Return`, `Shift_L`), one after the
        other, `delay` ms apart (a person's pace)."""
        self.run("xdotool", "key", "--delay", str(delay), *names)

    def type(self, text, delay=60):
        """Types `text`, `delay` ms between keys (a person's pace)."""
        self.run("xdotool", "type", "--delay", str(delay), text)

    def pixels(self):
        """What the screen shows, as raw RGB bytes."""
        return subprocess.run(["import", "-window", "root", "-depth", "8", "rgb:-"], env=self.env,
                              capture_output=True).stdout

    def settled(self, timeout=5.0, apart=0.15, busy=()):
        """Waits until the screen holds still (two pictures `apart` seconds apart agree) and the
        processes `busy` (PIDs: an application building its window) use no CPU time meanwhile:
        the applications and the input framework have drawn what the last keys or clicks did. A
        blinking caret may cost a picture more. Whether it held still within `timeout`."""
        previous = [self.pixels(), [cpu_ns(pid) for pid in busy]]

        def still():
            current = [self.pixels(), [cpu_ns(pid) for pid in busy]]
            idle = all(after - before < 5_000_000 for before, after in zip(previous[1], current[1]))
            same, previous[:] = current[0] == previous[0] and idle, current
            return same
        return wait_for(still, timeout, interval=apart)

    def screenshot(self, path):
        self.run("import", "-window", "root", path)

    @staticmethod
    def read_json(path):
        try:
            with open(path) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    # Stopping

    def stop(self):
        """Stops the applications, the framework (`stop_framework`), then the X server."""
        stop_pids({process.pid for process in self.processes})
        for process in self.processes:
            process.poll()
        self.stop_framework()
        if self.xvfb:
            stop_pids({self.xvfb.pid})
            self.xvfb.wait()
        if self.session is None and self.dir:
            shutil.rmtree(self.dir, ignore_errors=True)

    def stop_framework(self):
        if self.session:
            self.session.stop()
