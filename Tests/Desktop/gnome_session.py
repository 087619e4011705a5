"""A private, headless GNOME Shell session for the desktop tests and screenshots.

GNOME Shell 43 runs as a Wayland compositor with a virtual monitor (`--headless --wayland
--virtual-monitor`), in a temporary home, on its own session bus, with a second private bus
standing in for the system bus (GNOME Shell gives up when logind's seat directory exists but no
system bus answers). Its input sources are set before it starts: US keyboard, then Swift Emoji,
current. It then starts ibus-daemon itself (`--panel disable`) and is the IBus panel. A three-line
extension turns on GNOME Shell's "unsafe mode", so the tests can run JavaScript in the shell
(`org.gnome.Shell.Eval`): send keys the way GNOME delivers them (a Clutter virtual keyboard), read
the candidate popup, take screenshots. Standard library and python3-gi only (run with
/usr/bin/python3); the Debian packages are DESKTOP_PACKAGES in the Makefile (`make test-desktop`
installs them). Every process started is stopped by PID; those that detach are found by the
session's home in their environment.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from ibus_session import session_pids  # noqa: E402

POPUP_STATE = """(function () {
    let popup = imports.misc.ibusManager.getIBusManager()._candidatePopup;
    let boxes = popup._candidateArea._candidateBoxes.filter(box => box.visible);
    let [x, y] = popup.get_transformed_position();
    return JSON.stringify({visible: popup.visible, aux: popup._auxText.text, preedit: popup._preeditText.text,
        width: popup.get_width(), x: x, y: y, rows: boxes.map(box => box._candidateLabel.text),
        rowWidths: boxes.map(box => box._candidateLabel.get_width()),
        selected: boxes.map(box => box.has_style_pseudo_class('selected'))});
})()"""


KEYBOARD = ("const Clutter = imports.gi.Clutter; if (!global._swiftEmojiKeyboard) global._swiftEmojiKeyboard = "
            "Clutter.get_default_backend().get_default_seat().create_virtual_device("
            "Clutter.InputDeviceType.KEYBOARD_DEVICE); ")


class GnomeShellSession:
    def __init__(self, engine_dir, environment=None, desktop_name=None, size="1280x800"):
        self.dir = tempfile.mkdtemp(prefix="swift-emoji-gnome-")
        self.pids = []
        d = self.dir
        for sub in ["home", "config", "cache", "state", "runtime", "data", "component"]:
            os.makedirs(f"{d}/{sub}")
        os.chmod(f"{d}/runtime", 0o700)
        self.env = {
            "PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": f"{d}/home", "XDG_CONFIG_HOME": f"{d}/config",
            "XDG_CACHE_HOME": f"{d}/cache", "XDG_STATE_HOME": f"{d}/state", "XDG_DATA_HOME": f"{d}/data",
            "XDG_RUNTIME_DIR": f"{d}/runtime", "LANG": "C.UTF-8", "LANGUAGE": "en", "NO_AT_BRIDGE": "1",
            "SWIFT_EMOJI_DATA_DIR": os.path.join(ROOT, "data"), "SWIFT_EMOJI_LOG_LEVEL": "info",
            "XDG_SESSION_TYPE": "wayland",
        }
        if desktop_name:
            self.env["XDG_CURRENT_DESKTOP"] = desktop_name
        self.env.update(environment or {})
        try:
            self._prepare(engine_dir)
            self.env["DBUS_SESSION_BUS_ADDRESS"] = self._bus()
            self.env["DBUS_SYSTEM_BUS_ADDRESS"] = self._bus()
            self._settings()
            self._start_shell(size)
        except Exception:
            self.stop()
            raise

    # Setting up

    def _prepare(self, engine_dir):
        d = self.dir
        with open(os.path.join(ROOT, "packaging/swift-emoji.xml.in")) as f:
            component = f.read().replace("@LIBEXECDIR@", os.path.abspath(engine_dir)).replace("@VERSION@", "test")
        with open(f"{d}/component/swift-emoji.xml", "w") as f:
            f.write(component)
        self.env["IBUS_COMPONENT_PATH"] = f"{d}/component:/usr/share/ibus/component"
        schemas = f"{d}/data/glib-2.0/schemas"
        os.makedirs(schemas)
        for source in ["/usr/share/glib-2.0/schemas", os.path.join(ROOT, "packaging")]:
            for name in os.listdir(source):
                if name.endswith((".gschema.xml", ".enums.xml", ".override")):
                    shutil.copy(os.path.join(source, name), schemas)
        subprocess.run(["glib-compile-schemas", schemas], check=True)
        self.env["GSETTINGS_SCHEMA_DIR"] = schemas
        extension = f"{d}/data/gnome-shell/extensions/unsafe-mode@swift-emoji.test"
        os.makedirs(extension)
        with open(f"{extension}/metadata.json", "w") as f:
            json.dump({"uuid": "unsafe-mode@swift-emoji.test", "name": "Unsafe mode for tests",
                       "description": "Lets the tests run JavaScript in the shell", "shell-version": ["43"]}, f)
        with open(f"{extension}/extension.js", "w") as f:
            f.write("function init() {}\nfunction enable() { global.context.unsafe_mode = true; }\n"
                    "function disable() {}\n")
        if not os.path.isdir("/tmp/.X11-unix"):
            os.makedirs("/tmp/.X11-unix")
        os.chmod("/tmp/.X11-unix", 0o1777)  # Xwayland refuses other modes

    def _bus(self):
        process = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env=self.env,
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.pids.append(process.pid)
        return process.stdout.readline().decode().strip()

    def gsettings(self, schema, key, value):
        subprocess.run(["gsettings", "set", schema, key, value], env=self.env, check=True)

    def _settings(self):
        self.gsettings("org.gnome.shell", "enabled-extensions", "['unsafe-mode@swift-emoji.test']")
        self.gsettings("org.gnome.desktop.input-sources", "sources", "[('xkb', 'us'), ('ibus', 'swift-emoji')]")
        self.gsettings("org.gnome.desktop.input-sources", "mru-sources", "[('ibus', 'swift-emoji'), ('xkb', 'us')]")
        # No banners over the windows (GNOME warns about a session run as root).
        self.gsettings("org.gnome.desktop.notifications", "show-banners", "false")

    def _start_shell(self, size):
        log = open(f"{self.dir}/shell.log", "w")
        process = subprocess.Popen(["gnome-shell", "--headless", "--wayland", "--virtual-monitor", size,
                                    "--sm-disable"], env=self.env, stdout=log, stderr=log)
        self.pids.append(process.pid)
        self.connection = None
        deadline = time.time() + 60
        while time.time() < deadline:
            if process.poll() is not None:
                raise RuntimeError("gnome-shell exited:\n" + self.log()[-3000:])
            try:
                if self.connection is None:
                    self.connection = Gio.DBusConnection.new_for_address_sync(
                        self.env["DBUS_SESSION_BUS_ADDRESS"],
                        Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                        | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
                if self.js("global.context.unsafe_mode") is True and self._engine_current():
                    self.js("imports.ui.main.overview.hide(); 1")
                    # The keyboard is made now: a new virtual device drops its first event.
                    self.js(KEYBOARD)
                    time.sleep(0.5)
                    return
            except GLib.Error:
                pass
            time.sleep(0.25)
        raise RuntimeError("gnome-shell did not get ready:\n" + self.log()[-3000:])

    def _engine_current(self):
        return self.js("let m = imports.misc.ibusManager.getIBusManager(); "
                       "m._ready && m._currentEngineName == 'swift-emoji'") is True

    # Driving

    def js(self, code):
        """Runs JavaScript in the shell; its value, decoded from JSON."""
        reply = self.connection.call_sync("org.gnome.Shell", "/org/gnome/Shell", "org.gnome.Shell", "Eval",
                                          GLib.Variant("(s)", (code,)), None, Gio.DBusCallFlags.NONE, 10000, None)
        ok, output = reply.unpack()
        if not ok:
            raise RuntimeError(f"JavaScript failed: {output}")
        return json.loads(output) if output else None

    def key(self, name, pause=0.12):
        """Presses and releases a key (a Clutter key name: a, Return, Down, Shift_L) as GNOME delivers it."""
        self.js(KEYBOARD + "let t = GLib.get_monotonic_time(); "
                f"global._swiftEmojiKeyboard.notify_keyval(t, Clutter.KEY_{name}, Clutter.KeyState.PRESSED); "
                f"global._swiftEmojiKeyboard.notify_keyval(t + 1000, Clutter.KEY_{name}, Clutter.KeyState.RELEASED); 1")
        time.sleep(pause)

    def shifted(self, name, pause=0.12):
        """A key typed with Shift held (`colon`), Shift held as long as a person holds it: GNOME
        asks IBus about each key before the application gets it, and the application reads the
        character from the key and the modifiers held when it arrives."""
        for key, state, wait in (("Shift_L", "PRESSED", 0.1), (name, "PRESSED", 0.0), (name, "RELEASED", 0.1),
                                 ("Shift_L", "RELEASED", pause)):
            self.js(KEYBOARD + f"global._swiftEmojiKeyboard.notify_keyval(GLib.get_monotonic_time(), "
                    f"Clutter.KEY_{key}, Clutter.KeyState.{state}); 1")
            time.sleep(wait)

    def keys(self, names, pause=0.12):
        for name in names:
            self.key(name, pause)

    def popup(self):
        """The candidate popup as the shell shows it: visibility, auxiliary text, rows, width, position."""
        return json.loads(self.js(POPUP_STATE))

    def stable_popup(self, timeout=5):
        """The popup once two readings 150 ms apart agree (the shell has taken the last update)."""
        previous = self.popup()
        deadline = time.time() + timeout
        while time.time() < deadline:
            time.sleep(0.15)
            current = self.popup()
            if current == previous:
                return current
            previous = current
        return previous

    def wait_for(self, condition, timeout=10):
        """Polls `condition()` until it is true; its last value."""
        deadline = time.time() + timeout
        while True:
            value = condition()
            if value or time.time() > deadline:
                return value
            time.sleep(0.1)

    def focus_window(self, title):
        return self.wait_for(lambda: self.js(
            "let w = global.get_window_actors().map(a => a.meta_window).find(w => w.get_title() == %s); "
            "if (w) w.activate(global.get_current_time()); "
            "global.display.focus_window ? global.display.focus_window.get_title() : ''" % json.dumps(title))
            == title)

    def screenshot(self, path, area=None):
        """A PNG of the screen, or of `area` (x, y, width, height), as GNOME's screenshot tool takes it."""
        if area is None:
            method, arguments = "Screenshot", GLib.Variant("(bbs)", (False, False, os.path.abspath(path)))
        else:
            method = "ScreenshotArea"
            arguments = GLib.Variant("(iiiibs)", (*[int(v) for v in area], False, os.path.abspath(path)))
        self.connection.call_sync("org.gnome.Shell.Screenshot", "/org/gnome/Shell/Screenshot",
                                  "org.gnome.Shell.Screenshot", method, arguments, None,
                                  Gio.DBusCallFlags.NONE, 10000, None)

    def window_frame(self, title):
        """The (x, y, width, height) of the window with this title."""
        return self.js("let w = global.get_window_actors().map(a => a.meta_window).find(w => w.get_title() == %s); "
                       "let r = w.get_frame_rect(); [r.x, r.y, r.width, r.height]" % json.dumps(title))

    def spawn(self, command, environment=None):
        env = dict(self.env)
        env.update(environment or {})
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.pids.append(process.pid)
        return process

    def log(self):
        try:
            with open(f"{self.dir}/shell.log", errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    # Stopping

    def stop(self):
        own = set(self.pids)
        for pid in self._session_pids() | own:
            try:
                os.kill(pid, signal.SIGTERM)
            except OSError:
                pass
        time.sleep(0.5)
        for pid in self._session_pids() | own:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        for pid in own:
            try:
                os.waitpid(pid, os.WNOHANG)
            except OSError:
                pass
        shutil.rmtree(self.dir, ignore_errors=True)

    def _session_pids(self):
        """Processes whose environment names the session's home (detached helpers, ibus-daemon, the engine)."""
        return session_pids(f"{self.dir}/home")
