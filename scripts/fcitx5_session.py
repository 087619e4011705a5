"""A private D-Bus session with a real fcitx5 process serving Swift Emoji, driven through fcitx5's
D-Bus input context interface (org.fcitx.Fcitx.InputContext1) as an application's input module
does. Used by Tests/Fcitx5/fcitx5_dbus_test.py and the benchmarks.

fcitx5 runs with its keyboard, dbus and dbusfrontend addons and the Swift Emoji addon from the
build directory; its profile lists a keyboard layout first and Swift Emoji second (the setup users
have). Swift Emoji's engine server comes from the build, the emoji data from the repository, and
the home directory (user state, fcitx5's configuration) is private.
"""

import os
import shutil
import subprocess
import tempfile
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SERVICE = "org.fcitx.Fcitx5"
INPUT_METHOD = ("/org/freedesktop/portal/inputmethod", "org.fcitx.Fcitx.InputMethod1")
CONTEXT_INTERFACE = "org.fcitx.Fcitx.InputContext1"
#: Capability bits (fcitx-utils/capabilityflags.h).
PREEDIT = 1 << 1
FORMATTED_PREEDIT = 1 << 4
PASSWORD = 1 << 3
CLIENT_SIDE_INPUT_PANEL = 1 << 39
#: Text format bits (fcitx/text.h).
HIGHLIGHT = 1 << 4
#: fcitx5's system addon directory, where its own addons are.
SYSTEM_ADDONS = "/usr/lib/x86_64-linux-gnu/fcitx5"

PROFILE = """[Groups/0]
Name=Default
Default Layout=us
DefaultIM=keyboard-us

[Groups/0/Items/0]
Name=keyboard-us
Layout=

[Groups/0/Items/1]
Name=swift-emoji
Layout=

[GroupOrder]
0=Default
"""


def version():
    with open(f"{ROOT}/Sources/EmojiKit/SwiftEmojiVersion.swift") as f:
        for line in f:
            if "static let current" in line:
                return line.split('"')[1]
    raise RuntimeError("no version in SwiftEmojiVersion.swift")


#: fcitx5's addons for the D-Bus tests: no display needed.
HEADLESS_ADDONS = ["keyboard", "dbus", "dbusfrontend"]
#: fcitx5's global configuration for the desktop tests: one input state for every application (a
#: choice users make so that the input method chosen in one window holds in the next).
SHARED_STATE_CONFIG = "[Behavior]\nShareInputState=All\n"


class Fcitx5Session:
    """fcitx5 in a private D-Bus session; `addon_dir` holds libswiftemoji.so, `bin_dir` the
    engine server. `addons`: fcitx5's own addons to enable besides Swift Emoji; `extra_env`: more
    environment (a display); `config`: fcitx5's global configuration file; `addon_configs`: the
    addons' configuration files by name (`{"classicui.conf": ...}`)."""

    def __init__(self, addon_dir, bin_dir, log=None, addons=HEADLESS_ADDONS, extra_env=None, config=None,
                 addon_configs=None):
        self.directory = tempfile.mkdtemp(prefix="swift-emoji-fcitx5-")
        d = self.directory
        for sub in ["home", "config/fcitx5", "state", "runtime", "data/addon", "data/inputmethod", "schemas"]:
            os.makedirs(os.path.join(d, sub))
        os.chmod(f"{d}/runtime", 0o700)
        with open(f"{ROOT}/packaging/fcitx5/swift-emoji-addon.conf.in") as f:
            addon_conf = f.read().replace("@VERSION@", version())
        with open(f"{d}/data/addon/swift-emoji.conf", "w") as f:
            f.write(addon_conf)
        shutil.copy(f"{ROOT}/packaging/fcitx5/swift-emoji-inputmethod.conf", f"{d}/data/inputmethod/swift-emoji.conf")
        with open(f"{d}/config/fcitx5/profile", "w") as f:
            f.write(PROFILE)
        if config:
            with open(f"{d}/config/fcitx5/config", "w") as f:
                f.write(config)
        for name, text in (addon_configs or {}).items():
            os.makedirs(f"{d}/config/fcitx5/conf", exist_ok=True)
            with open(f"{d}/config/fcitx5/conf/{name}", "w") as f:
                f.write(text)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": f"{d}/home", "XDG_CONFIG_HOME": f"{d}/config", "XDG_STATE_HOME": f"{d}/state",
            "XDG_RUNTIME_DIR": f"{d}/runtime", "LANG": "C.UTF-8", "LANGUAGE": "en",
            # Swift Emoji's settings in a key file of the session, which gsettings() changes.
            "GSETTINGS_BACKEND": "keyfile", "GSETTINGS_SCHEMA_DIR": f"{d}/schemas",
            "FCITX_ADDON_DIRS": f"{os.path.abspath(addon_dir)}:{SYSTEM_ADDONS}",
            "FCITX_DATA_DIRS": f"{d}/data:/usr/share/fcitx5",
            "SWIFT_EMOJI_ENGINE_SERVER": f"{os.path.abspath(bin_dir)}/swift-emoji-engine-server",
            "SWIFT_EMOJI_DATA_DIR": f"{ROOT}/data",
        }
        self.env.update(extra_env or {})
        subprocess.run(["glib-compile-schemas", f"--targetdir={d}/schemas", f"{ROOT}/packaging"], check=True)
        self.processes = []
        bus = self._spawn(["dbus-daemon", "--session", "--nofork", "--print-address=1"], capture=True)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
        stderr = open(log, "ab") if log else subprocess.DEVNULL
        self.fcitx5 = self._spawn(
            ["fcitx5", "--disable=all", "--enable=" + ",".join(addons + ["swift-emoji"])], stderr=stderr)
        self.bus = Gio.DBusConnection.new_for_address_sync(
            self.env["DBUS_SESSION_BUS_ADDRESS"],
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        deadline = time.time() + 15
        while not self._has_owner():
            if time.time() > deadline or self.fcitx5.poll() is not None:
                raise RuntimeError("fcitx5 did not start (see its log)")
            time.sleep(0.05)

    def gsettings(self, key, value):
        """Sets one of Swift Emoji's settings, as `gsettings set` in the user's session does."""
        subprocess.run(["gsettings", "set", "org.freedesktop.ibus.engine.swift-emoji", key, value],
                       env=self.env, check=True)

    def _spawn(self, command, capture=False, stderr=subprocess.DEVNULL):
        process = subprocess.Popen(command, env=self.env, stdin=subprocess.DEVNULL,
                                   stdout=subprocess.PIPE if capture else subprocess.DEVNULL, stderr=stderr)
        self.processes.append(process)
        return process

    def _has_owner(self):
        reply = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "NameHasOwner", GLib.Variant("(s)", (SERVICE,)), None, 0, 2000, None)
        return reply.unpack()[0]

    def input_context(self, program="swift-emoji-test", capability=PREEDIT | FORMATTED_PREEDIT | CLIENT_SIDE_INPUT_PANEL):
        """A new input context with `capability`, focused."""
        return InputContext(self, program, capability)

    def engine_server_pids(self):
        """The engine servers fcitx5 started."""
        result = []
        for entry in os.listdir("/proc"):
            if entry.isdigit():
                try:
                    with open(f"/proc/{entry}/cmdline", "rb") as f:
                        arguments = f.read().split(b"\0")
                    with open(f"/proc/{entry}/status") as f:
                        parent = next(int(line.split()[1]) for line in f if line.startswith("PPid:"))
                except (OSError, StopIteration):
                    continue
                if arguments[0].endswith(b"swift-emoji-engine-server") and parent == self.fcitx5.pid:
                    result.append(int(entry))
        return result

    def stop(self):
        self.bus.close_sync(None)
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
        for process in reversed(self.processes):
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
        shutil.rmtree(self.directory, ignore_errors=True)


class InputContext:
    """One input context: keys in, what fcitx5 sends back collected from its signals."""

    def __init__(self, session, program, capability):
        self.session = session
        bus = session.bus
        reply = bus.call_sync(SERVICE, *INPUT_METHOD, "CreateInputContext",
                              GLib.Variant("(a(ss))", ([("program", program), ("display", "x11:")],)),
                              GLib.VariantType("(oay)"), 0, 5000, None)
        self.path = reply.unpack()[0]
        self.commits = []
        self.preedit = ""
        self.ui = None
        self.forwarded = []
        bus.signal_subscribe(SERVICE, CONTEXT_INTERFACE, None, self.path, None, 0, self._signal)
        self.call("SetCapability", GLib.Variant("(t)", (capability,)))
        self.call("FocusIn")

    def call(self, method, parameters=None, reply_type=None):
        result = self.session.bus.call_sync(SERVICE, self.path, CONTEXT_INTERFACE, method, parameters,
                                            GLib.VariantType(reply_type) if reply_type else None, 0, 10000, None)
        self.pump()
        return result.unpack() if reply_type else None

    def pump(self):
        """Delivers the signals that arrived."""
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass

    def wait_for(self, condition, timeout=5.0):
        """Delivers signals until `condition()` holds (fcitx5 sends some panel updates after the
        method's reply, from its event loop); whether it held."""
        context = GLib.MainContext.default()
        deadline = time.time() + timeout
        while not condition() and time.time() < deadline:
            context.iteration(False) or time.sleep(0.005)
        return condition()

    def _signal(self, connection, sender, path, interface, name, parameters):
        values = parameters.unpack()
        if name == "CommitString":
            self.commits.append(values[0])
        elif name == "UpdateFormattedPreedit":
            self.preedit = "".join(text for text, _ in values[0])
        elif name == "UpdateClientSideUI":
            preedit, cursor, aux_up, aux_down, candidates, index, layout, has_prev, has_next = values
            self.ui = {"preedit": "".join(t for t, _ in preedit), "aux": "".join(t for t, _ in aux_up),
                       "aux_formats": aux_up, "candidates": [text for _, text in candidates],
                       "labels": [label for label, _ in candidates], "cursor": index, "layout": layout,
                       "has_prev": has_prev, "has_next": has_next}
        elif name == "ForwardKey":
            self.forwarded.append(values)

    def key(self, keysym, state=0, release=False):
        """Sends one key event; whether fcitx5 took it."""
        return self.call("ProcessKeyEvent", GLib.Variant("(uuubu)", (keysym, 0, state, release, 0)), "(b)")[0]

    def tap(self, keysym, mask):
        """Press and release of a modifier (the release carries its own mask, as X reports it)."""
        taken = self.key(keysym)
        self.key(keysym, state=mask, release=True)
        return taken

    def type(self, text):
        for character in text:
            self.key(ord(character))
            self.key(ord(character), release=True)
