"""fcitx5 in a private session: a real fcitx5 process serving Swift Emoji, driven through fcitx5's
D-Bus input context interface (org.fcitx.Fcitx.InputContext1) as an application's input module
does; and fcitx5 in an X desktop, where real applications type through it. Needs python3-gi (run
with /usr/bin/python3).

fcitx5 runs with the addons asked for and the Swift Emoji addon of the build; its profile lists a
keyboard layout first and Swift Emoji second (the setup users have). Swift Emoji's engine server
comes from the build, the emoji data from the repository, and the home directory (user state,
fcitx5's configuration) is private.
"""

import os
import subprocess
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

from .processes import children  # noqa: E402
from .repository import DATA, ROOT, SCHEMA, compile_schema  # noqa: E402
from .session import PrivateSession  # noqa: E402
from .waiting import wait_for  # noqa: E402
from .x import XDesktop  # noqa: E402

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
#: X keysyms the tests send, and the modifier masks.
XK = {"Return": 0xFF0D, "Escape": 0xFF1B, "Down": 0xFF54, "Right": 0xFF53, "Page_Down": 0xFF56,
      "Page_Up": 0xFF55, "Shift_L": 0xFFE1, "F5": 0xFFC2, "Control_L": 0xFFE3, "space": 0x20}
SHIFT_MASK, CONTROL_MASK = 1, 4

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


#: fcitx5's addons for the D-Bus tests: no display needed.
HEADLESS_ADDONS = ["keyboard", "dbus", "dbusfrontend"]
#: fcitx5's addons in an X desktop: the X connection, the XIM server, the classic UI that draws the candidates.
X11_ADDONS = ["keyboard", "dbus", "dbusfrontend", "xcb", "xim", "classicui"]
#: fcitx5's global configuration for the desktop tests: one input state for every application (a
#: choice users make so that the input method chosen in one window holds in the next).
SHARED_STATE_CONFIG = "[Behavior]\nShareInputState=All\n"


class Fcitx5Session(PrivateSession):
    """fcitx5 in a private D-Bus session; `addon_dir` holds libswiftemoji.so, `data_dir` fcitx5's
    addon/ and inputmethod/ files for it (by default `addon_dir`: the addon's CMake build has both),
    `bin_dir` the engine server. `addons`: fcitx5's own addons to enable besides Swift Emoji;
    `extra_env`: more environment (a display); `config`: fcitx5's global configuration file;
    `addon_configs`: the addons' configuration files by name (`{"classicui.conf": ...}`); `log`:
    fcitx5's output. `launch`: what starts fcitx5, `launch(session, log_file)` returning the process
    whose end means fcitx5 is gone (by default fcitx5 itself, with `addons` and Swift Emoji; a
    compositor that starts fcitx5 as its input method, as KWin does, in the session's environment).
    `probe_dir`: the panel probe's build directory (Tests/Fcitx5/PanelProbe), for `panel()`."""

    def __init__(self, addon_dir, bin_dir, log=None, addons=HEADLESS_ADDONS, extra_env=None, config=None,
                 addon_configs=None, data_dir=None, launch=None, probe_dir=None):
        super().__init__(env={
            # Swift Emoji's settings in a key file of the session, which set_setting() changes.
            "GSETTINGS_BACKEND": "keyfile",
            "FCITX_ADDON_DIRS": ":".join(os.path.abspath(d) for d in [addon_dir, probe_dir] if d) + f":{SYSTEM_ADDONS}",
            "SWIFT_EMOJI_ENGINE_SERVER": f"{os.path.abspath(bin_dir)}/swift-emoji-engine-server",
            "SWIFT_EMOJI_DATA_DIR": DATA, **(extra_env or {})})
        try:
            d = self.directory
            self.env["GSETTINGS_SCHEMA_DIR"] = f"{d}/schemas"
            data_dirs = [data_dir or addon_dir, probe_dir]
            self.env["FCITX_DATA_DIRS"] = ":".join(os.path.abspath(d) for d in data_dirs if d) + ":/usr/share/fcitx5"
            compile_schema(f"{d}/schemas")
            self._configure(config, addon_configs)
            self.bus = None
            output = open(log, "ab") if log else subprocess.DEVNULL
            if launch:
                self.fcitx5 = launch(self, output)
            else:
                self.fcitx5 = self.spawn(["fcitx5", "--disable=all", "--enable=" + ",".join(addons + ["swift-emoji"])],
                                         stderr=output)
            self.bus = Gio.DBusConnection.new_for_address_sync(
                self.env["DBUS_SESSION_BUS_ADDRESS"],
                Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
                None, None)
            wait_for(lambda: self.fcitx5.poll() is not None or self._has_owner(), 15)
            if self.fcitx5.poll() is not None or not self._has_owner():
                raise RuntimeError("fcitx5 did not start (see its log)")
        except BaseException:
            self.stop()
            raise

    def _configure(self, config, addon_configs):
        os.makedirs(f"{self.env['XDG_CONFIG_HOME']}/fcitx5/conf", exist_ok=True)
        files = {"profile": PROFILE, "config": config}
        files.update({f"conf/{name}": text for name, text in (addon_configs or {}).items()})
        for name, text in files.items():
            if text:
                with open(f"{self.env['XDG_CONFIG_HOME']}/fcitx5/{name}", "w") as f:
                    f.write(text)

    def set_setting(self, key, value):
        """Sets one of Swift Emoji's settings, as `gsettings set` in the user's session does."""
        self.gsettings(SCHEMA, key, value)

    def _has_owner(self):
        reply = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "NameHasOwner", GLib.Variant("(s)", (SERVICE,)), None, 0, 2000, None)
        return reply.unpack()[0]

    def controller(self, method, reply_type):
        """Calls a method of fcitx5's controller (org.fcitx.Fcitx.Controller1); its answer."""
        reply = self.bus.call_sync(SERVICE, "/controller", "org.fcitx.Fcitx.Controller1", method, None,
                                   GLib.VariantType(reply_type), 0, 5000, None)
        return reply.unpack()[0]

    def focused_capability(self):
        """The capability flags of the input context that has the focus, as fcitx5 knows them (its
        DebugInfo: `IC [...] program:... frontend:... cap:HEX focus:1`), or None when none has it."""
        for line in self.controller("DebugInfo", "(s)").splitlines():
            fields = dict(part.split(":", 1) for part in line.split() if ":" in part)
            if fields.get("focus") == "1" and "cap" in fields:
                return int(fields["cap"], 16)
        return None

    def panel(self):
        """What fcitx5's user interface is given to show for the focused input context, read from the
        panel probe (Tests/Fcitx5/PanelProbe: start the session with `probe_dir`): `{"candidates":
        [...], "cursor": index or -1, "aux": text, "preedit": the text asked to show in the field}`."""
        reply = self.bus.call_sync(SERVICE, "/swiftemoji/panelprobe", "org.swiftemoji.PanelProbe1", "Panel", None,
                                   GLib.VariantType("(asiss)"), 0, 5000, None)
        candidates, cursor, aux, preedit = reply.unpack()
        return {"candidates": candidates, "cursor": cursor, "aux": aux, "preedit": preedit}

    def input_context(self, program="swift-emoji-test", capability=PREEDIT | FORMATTED_PREEDIT | CLIENT_SIDE_INPUT_PANEL):
        """A new input context with `capability`, focused."""
        return InputContext(self, program, capability)

    def engine_server_pids(self):
        """The engine servers fcitx5 started."""
        return children(self.fcitx5.pid, "swift-emoji-engine-server")

    def stop(self, grace=2.0):
        if getattr(self, "bus", None):
            self.bus.close_sync(None)
            self.bus = None
        super().stop(grace)


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
        method's reply, from its event loop); its last value."""
        return wait_for(lambda: (self.pump(), condition())[1], timeout, interval=0.005)

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

    def switch_to_swift_emoji(self):
        """Chooses Swift Emoji with fcitx5's default trigger key, Control+space (it activates the
        group's second input method); whether fcitx5 took it."""
        self.key(XK["Control_L"])
        taken = self.key(XK["space"], state=CONTROL_MASK)
        self.key(XK["space"], state=CONTROL_MASK, release=True)
        self.key(XK["Control_L"], state=CONTROL_MASK, release=True)
        return taken


#: What build_addon builds: the addon, the panel probe, and the addon's .conf files (fcitx5's macros
#: make them in generate-desktop-file): not the tests of `make test-fcitx5`, which take longer.
ADDON_TARGETS = ["swiftemoji", "swiftemoji-panel-probe", "generate-desktop-file"]


def build_addon(directory):
    """Builds the addon (and with it the tests' panel probe, Tests/Fcitx5/PanelProbe) with CMake
    against the fcitx5 development files of this system (a Debian root's own) into `directory`;
    raises RuntimeError with the end of CMake's output when that fails."""
    for argv in (["cmake", "-S", ROOT, "-B", directory, "--log-level=WARNING"],
                 ["cmake", "--build", directory, "--parallel", "2", "--target", *ADDON_TARGETS]):
        result = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if result.returncode:
            raise RuntimeError(f"{' '.join(argv[:2])} failed: " + " / ".join(result.stdout.strip().splitlines()[-5:]))


def row_cells(row):
    """The emoji of one row of Swift Emoji's grid as a candidate's text (`[🐱] 🐈 😸 …`: the focused
    one in brackets, the marks style)."""
    return row.replace("[", " ").replace("]", " ").split()


class Fcitx5Choice:
    """How a desktop with fcitx5 (its `controller` and `keys`) chooses Swift Emoji, as a user does."""

    def wait_for_input_context(self):
        # The first application's context, once made (Qt's module may focus it only with the first key).
        if not wait_for(lambda: "  IC [" in self.controller("DebugInfo", "(s)")):
            raise RuntimeError("fcitx5 got no input context from the application")

    def select_input_method(self):
        """Control+Space, as a person presses it after clicking into a field; pressed once more if
        fcitx5 stayed on the layout. Under KWin a field's focus reaches fcitx5 as an activation of
        the input method protocol (zwp_input_method_v1), and fcitx5 then asks for the keyboard: a key
        KWin gets before that request goes to the window, not to fcitx5 (seen in 2 of 120 runs of
        the Plasma test, GTK 4 re-activating the field right after the click: fcitx5's log had no
        key at all). A person who sees the switch not happen presses again; nothing else is retried."""
        self.wait_for_input_context()
        for attempt in range(2):
            if attempt:
                print("fcitx5: Control+Space left the layout on; pressed again", file=sys.stderr, flush=True)
            self.keys("ctrl+space")
            if wait_for(lambda: self.current_input_method() == "swift-emoji", timeout=3):
                return
        raise RuntimeError("Control+Space (pressed twice) did not choose Swift Emoji: fcitx5's input method is "
                           f"{self.current_input_method()!r}; its input contexts:\n"
                           + self.controller("DebugInfo", "(s)"))

    def current_input_method(self):
        """The input method of fcitx5's most recently focused input context (`keyboard-us`, `swift-emoji`)."""
        return self.controller("CurrentInputMethod", "(s)")


class Fcitx5XDesktop(Fcitx5Choice, XDesktop):
    """fcitx5 in the X desktop: a real fcitx5 with its X11 addons and the Swift Emoji addon; the
    applications' input modules pointed at fcitx5 (GTK_IM_MODULE=fcitx, QT_IM_MODULE=fcitx,
    XMODIFIERS=@im=fcitx). The profile has the keyboard layout first and Swift Emoji second, and one
    input state is shared by every window, so Control+Space chooses Swift Emoji for all of them, as
    a user does."""

    def __init__(self, addon_dir, bin_dir, log=None, size="1024x600", addon_configs=None):
        """`addon_configs`: fcitx5 addons' configuration files (the classic UI's font)."""
        super().__init__(size, framework=True)
        try:
            self.session = Fcitx5Session(
                addon_dir, bin_dir, log=log, addons=X11_ADDONS, config=SHARED_STATE_CONFIG,
                addon_configs=addon_configs,
                extra_env={"DISPLAY": self.display, "GTK_IM_MODULE": "fcitx", "QT_IM_MODULE": "fcitx",
                           "XMODIFIERS": "@im=fcitx", "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"})
            self.dir = self.session.directory
            self.env = self.session.env
        except BaseException:
            self.stop()
            raise

    def controller(self, method, reply_type):
        return self.session.controller(method, reply_type)

    def set_setting(self, key, value):
        self.session.set_setting(key, value)
