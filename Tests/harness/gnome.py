"""A private, headless GNOME Shell session for the desktop tests and screenshots.

GNOME Shell (43 on Debian 12, 48 and 51 in the Debian roots of Tests.Current) runs as a Wayland
compositor with a virtual monitor (`--headless --wayland --virtual-monitor`), in a private session
(session.PrivateSession) with a second bus standing in for the system bus (GNOME Shell gives up
when logind's seat directory exists but no system bus answers). Its input sources are set before it
starts: US keyboard, then Swift Emoji, current. It then starts ibus-daemon itself (`--panel
disable`) and is the IBus panel. A three-line extension turns on GNOME Shell's "unsafe mode", so the
tests can run JavaScript in the shell (`org.gnome.Shell.Eval`): send keys the way GNOME delivers
them (a Clutter virtual keyboard), read the candidate popup, take screenshots. Needs python3-gi (run
with /usr/bin/python3); the Debian packages are DESKTOP_PACKAGES in the Makefile (`make
test-desktop` installs them), and the "gnome" packages of Tests.harness.roots in a root.

What differs between the versions is kept here (ShellVersion): GNOME Shell 45 made its JavaScript
ES modules (the extension is one, and the shell's modules are reached with `import()`, which Eval
awaits), GNOME Shell 51 has no `--sm-disable` (48 has) and moved the IBus popup into the
compositor's input-panel layer (the popup object is the same, found through the IBus manager; its
transformed position is still the screen's).
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

from .repository import DATA, PACKAGING, swift_emoji_component  # noqa: E402
from .processes import children, find_pid  # noqa: E402
from .session import PrivateSession  # noqa: E402
from .waiting import typing_pace, wait_for  # noqa: E402

#: The shell's modules a script uses, by the name it uses: as GNOME Shell 43 (legacy imports) and
#: GNOME Shell 45 and later (ES modules) reach them.
MODULES = {"Main": ("imports.ui.main", "import('resource:///org/gnome/shell/ui/main.js')"),
           "IBusManager": ("imports.misc.ibusManager", "import('resource:///org/gnome/shell/misc/ibusManager.js')"),
           "Keyboard": ("imports.ui.status.keyboard", "import('resource:///org/gnome/shell/ui/status/keyboard.js')"),
           "Clutter": ("imports.gi.Clutter", "import('gi://Clutter').then(m => m.default)"),
           "GLib": ("imports.gi.GLib", "import('gi://GLib').then(m => m.default)")}

POPUP_STATE = """let popup = IBusManager.getIBusManager()._candidatePopup;
    let boxes = popup._candidateArea._candidateBoxes.filter(box => box.visible);
    let [x, y] = popup.get_transformed_position();
    return {visible: popup.visible, aux: popup._auxText.text, preedit: popup._preeditText.text,
        width: popup.get_width(), height: popup.get_height(), x: x, y: y,
        rows: boxes.map(box => box._candidateLabel.text),
        rowWidths: boxes.map(box => box._candidateLabel.get_width()),
        selected: boxes.map(box => box.has_style_pseudo_class('selected'))};"""

#: Whether GNOME's IBus manager is ready, and its current engine.
IBUS_STATE = "let m = IBusManager.getIBusManager(); return [m._ready === true, m._currentEngineName || null];"
#: The virtual keyboard, made once; `_swiftEmojiKeyboardAdded` tells when the seat has it. The seat
#: is the stage's context's backend's (GNOME Shell 51 dropped Clutter.get_default_backend; 43 has no
#: stage context).
KEYBOARD = ("if (!global._swiftEmojiKeyboard) { "
            "let backend = global.stage.context ? global.stage.context.get_backend() : Clutter.get_default_backend(); "
            "let seat = backend.get_default_seat(); "
            "seat.connect('device-added', () => { global._swiftEmojiKeyboardAdded = true; }); "
            "global._swiftEmojiKeyboard = seat.create_virtual_device(Clutter.InputDeviceType.KEYBOARD_DEVICE); } ")
#: The extension that turns on unsafe mode: a legacy script (GNOME Shell 43), or an ES module whose
#: default export is the extension's class (GNOME Shell 45 and later).
UNSAFE_MODE = {False: "function init() {}\nfunction enable() { global.context.unsafe_mode = true; }\n"
                      "function disable() {}\n",
               True: "export default class UnsafeMode {\n    enable() { global.context.unsafe_mode = true; }\n\n"
                     "    disable() {}\n}\n"}
#: A person's pace between keys, in seconds.
KEY_PACE = 0.12


class ShellVersion:
    """What differs between the GNOME Shell versions, read from the installed gnome-shell."""

    def __init__(self):
        printed = subprocess.run(["gnome-shell", "--version"], capture_output=True, text=True, check=True).stdout
        self.name = printed.strip()
        self.major = int(re.search(r"(\d+)\.", printed).group(1))
        #: ES modules since GNOME Shell 45.
        self.modules = self.major >= 45
        options = subprocess.run(["gnome-shell", "--help-all"], capture_output=True, text=True).stdout
        #: `--sm-disable`, which GNOME Shell 48 has and 51 no longer has (read from its help).
        self.session_manager_options = "--sm-disable" in options

    def command(self, size):
        """The command line of a headless GNOME Shell with a virtual monitor of `size` (WxH)."""
        command = ["gnome-shell", "--headless", "--wayland", "--virtual-monitor", size]
        return command + (["--sm-disable"] if self.session_manager_options else [])

    def script(self, body):
        """JavaScript for Eval that runs `body` (statements ending in `return VALUE;`) with the
        names of MODULES bound: directly in GNOME Shell 43, once `import()` has loaded them in
        GNOME Shell 45 and later (Eval awaits the promise)."""
        names = ", ".join(MODULES)
        function = f"(({names}) => {{ {body} }})"
        if not self.modules:
            return f"{function}({', '.join(legacy for legacy, _ in MODULES.values())})"
        loads = ", ".join(module for _, module in MODULES.values())
        return f"Promise.all([{loads}]).then(modules => {function}(...modules))"

    def extension(self, directory, uuid):
        """Writes the unsafe-mode extension (`uuid`) into `directory`."""
        os.makedirs(directory)
        with open(f"{directory}/metadata.json", "w") as f:
            json.dump({"uuid": uuid, "name": "Unsafe mode for tests", "description": "Lets the tests run JavaScript "
                       "in the shell", "shell-version": [str(self.major)]}, f)
        with open(f"{directory}/extension.js", "w") as f:
            f.write(UNSAFE_MODE[self.modules])


class GnomeShellSession(PrivateSession):
    def __init__(self, engine_dir, environment=None, desktop_name=None, size="1280x800"):
        directory = tempfile.mkdtemp(prefix="swift-emoji-gnome-")
        self.schemas = f"{directory}/data/glib-2.0/schemas"
        env = {"PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "SWIFT_EMOJI_DATA_DIR": DATA, "SWIFT_EMOJI_LOG_LEVEL": "info",
               "XDG_SESSION_TYPE": "wayland", "GSETTINGS_SCHEMA_DIR": self.schemas,
               "IBUS_COMPONENT_PATH": f"{directory}/component:/usr/share/ibus/component"}
        if desktop_name:
            env["XDG_CURRENT_DESKTOP"] = desktop_name
        env.update(environment or {})
        self.connection = None
        self.version = ShellVersion()
        super().__init__(directory, env, system_bus=True, remove_directory=True)
        try:
            self._prepare(engine_dir)
            self._settings()
            self._start_shell(size)
        except BaseException:
            self.stop()
            raise

    @property
    def dir(self):
        return self.directory

    # Setting up

    def _prepare(self, engine_dir):
        d = self.directory
        os.makedirs(f"{d}/component")
        with open(f"{d}/component/swift-emoji.xml", "w") as f:
            f.write(swift_emoji_component(engine_dir))
        os.makedirs(self.schemas)
        for source in ["/usr/share/glib-2.0/schemas", PACKAGING]:
            for name in os.listdir(source):
                if name.endswith((".gschema.xml", ".enums.xml", ".override")):
                    shutil.copy(os.path.join(source, name), self.schemas)
        subprocess.run(["glib-compile-schemas", self.schemas], check=True)
        self.version.extension(f"{d}/data/gnome-shell/extensions/unsafe-mode@swift-emoji.test",
                               "unsafe-mode@swift-emoji.test")
        if not os.path.isdir("/tmp/.X11-unix"):
            os.makedirs("/tmp/.X11-unix")
        os.chmod("/tmp/.X11-unix", 0o1777)  # Xwayland refuses other modes

    def _settings(self):
        self.gsettings("org.gnome.shell", "enabled-extensions", "['unsafe-mode@swift-emoji.test']")
        self.gsettings("org.gnome.desktop.input-sources", "sources", "[('xkb', 'us'), ('ibus', 'swift-emoji')]")
        self.gsettings("org.gnome.desktop.input-sources", "mru-sources", "[('ibus', 'swift-emoji'), ('xkb', 'us')]")
        # No banners over the windows (GNOME warns about a session run as root).
        self.gsettings("org.gnome.desktop.notifications", "show-banners", "false")

    def _start_shell(self, size):
        log = open(f"{self.directory}/shell.log", "w")
        shell = self.spawn(self.version.command(size), stdout=log, stderr=log)
        started = time.monotonic()
        state = {"reselected": 0, "last": started}

        def ready():
            if shell.poll() is not None:
                raise RuntimeError("gnome-shell exited:\n" + self.log()[-3000:])
            try:
                if self.connection is None:
                    self.connection = Gio.DBusConnection.new_for_address_sync(
                        self.env["DBUS_SESSION_BUS_ADDRESS"],
                        Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
                        | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
                # Eval answers false until the extension has turned unsafe mode on.
                state["ibus"] = self.shell_js(IBUS_STATE) if self._eval("global.context.unsafe_mode")[0] else None
            except GLib.Error:
                return False
            ibus_ready, engine = state["ibus"] or (False, None)
            # On a loaded machine GNOME Shell 43 has been seen to leave the input source chosen
            # before it started without its IBus engine (IBus gives an engine that is slow to
            # start 4 s): choose it again, as from the menu, each 15 s without it.
            if ibus_ready and engine != "swift-emoji" and time.monotonic() - state["last"] > 15:
                state["reselected"] += 1
                state["last"] = time.monotonic()
                print(f"gnome: {self.version.name} has no engine after {state['last'] - started:.0f} s; "
                      "choosing the input source again", file=sys.stderr, flush=True)
                self.shell_js("Keyboard.getInputSourceManager().currentSource.activate(true); return 1;")
            return ibus_ready and engine == "swift-emoji" and self._ibus_daemon_settled()

        if not wait_for(ready, timeout=60, interval=0.25):
            raise RuntimeError(f"{self.version.name} did not get ready (unsafe mode and IBus ready, engine: "
                               f"{state.get('ibus')}, ibus-daemon settled: {self._ibus_daemon_settled()}"
                               f", chosen again {state['reselected']} times):\n" + self.log()[-3000:])
        self.shell_js("Main.overview.hide(); return 1;")
        # The keyboard is made now, and used once the seat has it.
        self.shell_js(KEYBOARD + "return 1;")
        if not wait_for(lambda: self.js("global._swiftEmojiKeyboardAdded === true"), timeout=10):
            raise RuntimeError("the virtual keyboard did not appear on the seat")

    def _ibus_daemon_settled(self):
        """Whether the ibus-daemon that serves the session now is the one it keeps. GNOME Shell
        starts a daemon, then starts it again (`-r --xim`) once Xwayland is up; an application
        that starts in between may join the daemon that is going away (Qt's IBus module then never
        reaches Swift Emoji) or see its field's focus taken and given back while GNOME Shell makes
        its input contexts again (keys typed meanwhile are lost). Settled: no Xwayland runs, or the
        engine runs under the daemon started with --xim."""
        home = self.env["HOME"]
        if find_pid("Xwayland", home) is None:
            return True
        daemon = find_pid("--xim", home)
        return daemon is not None and bool(children(daemon, "ibus-engine-swift-emoji"))

    # Driving

    def _eval(self, code):
        """org.gnome.Shell.Eval: whether `code` ran (false too while unsafe mode is off), and its
        value as JSON or the error."""
        reply = self.connection.call_sync("org.gnome.Shell", "/org/gnome/Shell", "org.gnome.Shell", "Eval",
                                          GLib.Variant("(s)", (code,)), None, Gio.DBusCallFlags.NONE, 10000, None)
        return reply.unpack()

    def js(self, code):
        """Runs JavaScript in the shell; its value, decoded from JSON."""
        ok, output = self._eval(code)
        if not ok:
            raise RuntimeError(f"JavaScript failed: {output}")
        return json.loads(output) if output else None

    def shell_js(self, body):
        """Runs JavaScript statements ending in `return VALUE;`, with the shell's modules at hand
        (Main, IBusManager, Keyboard, Clutter, GLib: MODULES); the value."""
        return self.js(self.version.script(body))

    def key(self, name, pause=KEY_PACE):
        """Presses and releases a key (a Clutter key name: a, Return, Down, Shift_L) as GNOME
        delivers it, then leaves `pause` seconds before the next key, as a person does."""
        self.shell_js(KEYBOARD + "let t = GLib.get_monotonic_time(); "
                      f"global._swiftEmojiKeyboard.notify_keyval(t, Clutter.KEY_{name}, Clutter.KeyState.PRESSED); "
                      f"global._swiftEmojiKeyboard.notify_keyval(t + 1000, Clutter.KEY_{name}, "
                      "Clutter.KeyState.RELEASED); return 1;")
        typing_pace(pause)

    def shifted(self, name, pause=KEY_PACE):
        """A key typed with Shift held (`colon`), Shift held as long as a person holds it: GNOME
        asks IBus about each key before the application gets it, and the application reads the
        character from the key and the modifiers held when it arrives."""
        for key, state, hold in (("Shift_L", "PRESSED", 0.1), (name, "PRESSED", 0.0), (name, "RELEASED", 0.1),
                                 ("Shift_L", "RELEASED", pause)):
            self.shell_js(KEYBOARD + f"global._swiftEmojiKeyboard.notify_keyval(GLib.get_monotonic_time(), "
                          f"Clutter.KEY_{key}, Clutter.KeyState.{state}); return 1;")
            typing_pace(hold)

    def keys(self, names, pause=KEY_PACE):
        for name in names:
            self.key(name, pause)

    def popup(self):
        """The candidate popup as the shell shows it: visibility, auxiliary text, rows, size, position."""
        return self.shell_js(POPUP_STATE)

    def stable_popup(self, timeout=5):
        """The popup once two readings 150 ms apart agree (the shell has taken the last update)."""
        previous = [self.popup()]

        def agrees():
            current = self.popup()
            same, previous[0] = current == previous[0], current
            return same
        wait_for(agrees, timeout, interval=0.15)
        return previous[0]

    def wait_for(self, condition, timeout=10):
        """Polls `condition()` until it is true; its last value."""
        return wait_for(condition, timeout, interval=0.1)

    def focus_window(self, title, timeout=30):
        """Gives the window with this title the focus once it is there; whether it has it (an
        application can take seconds to start on a loaded machine)."""
        return wait_for(lambda: self.js(
            "let w = global.get_window_actors().map(a => a.meta_window).find(w => w.get_title() == %s); "
            "if (w) w.activate(global.get_current_time()); "
            "global.display.focus_window ? global.display.focus_window.get_title() : ''" % json.dumps(title))
            == title, timeout)

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

    def log(self):
        try:
            with open(f"{self.directory}/shell.log", errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def stop(self, grace=2.0):
        if self.connection:
            self.connection.close_sync(None)
            self.connection = None
        super().stop(grace)
