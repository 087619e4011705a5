"""IBus in a private session: ibus-daemon serving one engine's component, the probe
(swift-emoji-ibus-probe) that plays the application and the panel, and IBus in an X desktop with
IBus's GTK panel and real applications. Standard library only.
"""

import json
import os
import select
import subprocess
import tempfile
import threading
import time

from .repository import DATA, SCHEMA, compile_schema, swift_emoji_component
from .session import PrivateSession
from .waiting import wait_for
from .x import XDesktop

#: The daemon's options by default: no panel, no configuration service, no cache.
HEADLESS_DAEMON = ["--panel=disable", "--emoji-extension=disable", "--config=disable", "--cache=none"]
#: ibus-daemon as a desktop starts it: IBus's GTK panel, the XIM server, no emoji extension.
DESKTOP_DAEMON = ["--panel=/usr/libexec/ibus-ui-gtk3", "--xim", "--emoji-extension=disable", "--cache=none"]
#: The engines of a user who chose Swift Emoji (IBus's own setting): the panel switches to the
#: first as it starts.
DESKTOP_ENGINES = ("org.freedesktop.ibus.general", "preload-engines", "['swift-emoji', 'xkb:us::eng']")


class IBusSession(PrivateSession):
    """A private session whose ibus-daemon serves one engine component."""

    def __init__(self, component_xml, extra_env=None, daemon_log=None, daemon_options=None,
                 system_components=False, settings=()):
        """`component_xml`: the component file's text. `daemon_log`: where the daemon's (and the
        engines it starts) output goes. `daemon_options`: ibus-daemon's options (default
        HEADLESS_DAEMON; `--verbose` is added). `system_components`: keep the installed components
        (/usr/share/ibus/component) on the daemon's path too (IBus's GTK panel needs an XKB engine).
        `settings`: (schema, key, value) set before the daemon starts."""
        directory = tempfile.mkdtemp(prefix="swift-emoji-ibus-")
        compile_schema(f"{directory}/schemas")  # installed schemas (typing-booster's) stay on GLib's path
        os.makedirs(f"{directory}/component")
        with open(f"{directory}/component/engine.xml", "w") as f:
            f.write(component_xml)
        components = f"{directory}/component" + (":/usr/share/ibus/component" if system_components else "")
        super().__init__(directory, {"GSETTINGS_BACKEND": "keyfile", "GSETTINGS_SCHEMA_DIR": f"{directory}/schemas",
                                     "IBUS_COMPONENT_PATH": components, **(extra_env or {})},
                         remove_directory=True)
        try:
            for schema, key, value in settings:
                self.gsettings(schema, key, value)
            self.start_ibus_daemon([*(daemon_options or HEADLESS_DAEMON), "--verbose"], daemon_log)
        except BaseException:
            self.stop()
            raise

    swift_emoji_component = staticmethod(swift_emoji_component)

    def probe(self, bin_dir, *options):
        """A swift-emoji-ibus-probe reading commands from a pipe."""
        return Probe(self.spawn([f"{bin_dir}/swift-emoji-ibus-probe", *options], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE))


class ProbeTimeout(RuntimeError):
    """The probe printed nothing for longer than allowed."""


class Probe:
    """A running swift-emoji-ibus-probe: commands go in on its stdin, JSON events come out.

    Both pipes are bounded: a long script written in one go while nobody reads the probe's output
    blocks both sides for ever. So commands are written by a thread, and every read has a
    deadline."""

    def __init__(self, process):
        self.process = process
        self.buffer = b""
        self.writers = []

    def send(self, *commands):
        """Queues `commands` (one per line) without waiting for the probe to read them."""
        data = "".join(f"{command}\n" for command in commands).encode()

        def write():
            try:
                self.process.stdin.write(data)
                self.process.stdin.flush()
            except (BrokenPipeError, ValueError):
                pass  # the probe ended; the reader reports it

        writer = threading.Thread(target=write, daemon=True)
        writer.start()
        self.writers.append(writer)

    def next_event(self, timeout=30):
        """The probe's next event; raises ProbeTimeout after `timeout` seconds of silence and
        RuntimeError when the probe has ended."""
        deadline = time.monotonic() + timeout
        descriptor = self.process.stdout.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ProbeTimeout(f"the probe printed nothing for {timeout} s")
            readable, _, _ = select.select([descriptor], [], [], remaining)
            if not readable:
                continue
            chunk = os.read(descriptor, 65536)
            if not chunk:
                raise RuntimeError("the probe stopped")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\n", 1)
        return json.loads(line)

    def close(self, timeout=10):
        """Ends the probe's input and waits for it to exit."""
        for writer in self.writers:
            writer.join(timeout)
        try:
            self.process.stdin.close()
        except BrokenPipeError:
            pass
        self.process.wait(timeout=timeout)


class IBusXDesktop(XDesktop):
    """IBus in the X desktop: ibus-daemon with IBus's GTK panel and the XIM server, the
    applications' input modules pointed at it (GTK_IM_MODULE=ibus, QT_IM_MODULE=ibus,
    XMODIFIERS=@im=ibus), and Swift Emoji selected, as on a desktop where it was chosen before the
    applications started."""

    def __init__(self, engine_dir, settings=None, log_level="notice", daemon_log=None, size="1024x600",
                 ibus_settings=(), env=None):
        """`settings`: Swift Emoji's GSettings keys and values (GVariant text) set before it starts.
        `ibus_settings`: (schema, key, value) of IBus's own (the panel's font). `daemon_log`: a file
        for the daemon's and the engine's standard error (with `log_level`). `env`: more of the
        session's environment, which the daemon, the engine and the applications get (None removes
        a variable, see PrivateSession)."""
        super().__init__(size, framework=True)
        try:
            self.session = IBusSession(
                swift_emoji_component(engine_dir),
                {"DISPLAY": self.display, "SWIFT_EMOJI_DATA_DIR": DATA, "SWIFT_EMOJI_LOG_LEVEL": log_level,
                 "GTK_IM_MODULE": "ibus", "QT_IM_MODULE": "ibus", "XMODIFIERS": "@im=ibus",
                 "PATH": "/usr/bin:/bin:/usr/sbin:/sbin", **(env or {})},
                daemon_log=daemon_log, daemon_options=DESKTOP_DAEMON, system_components=True,
                settings=[DESKTOP_ENGINES, *ibus_settings,
                          *((SCHEMA, key, value) for key, value in (settings or {}).items())])
            self.dir = self.session.directory
            self.env = self.session.env
            self._select_engine()
            # With no application focused, ibus-daemon's own ("fake") input context is the current one.
            self.fake_context = self.current_input_context()
        except BaseException:
            self.stop()
            raise

    def current_input_context(self):
        """The object path of the input context ibus-daemon has focused."""
        reply = self.run("gdbus", "call", "--address", self.env["IBUS_ADDRESS"], "--dest", "org.freedesktop.IBus",
                         "--object-path", "/org/freedesktop/IBus", "--method",
                         "org.freedesktop.IBus.CurrentInputContext")
        return reply.stdout.strip()

    def wait_for_input_context(self):
        if not wait_for(lambda: self.current_input_context() not in ("", self.fake_context)):
            raise RuntimeError("ibus-daemon got no input context from the application")

    def _select_engine(self):
        # `ibus engine NAME` exits 1 when setxkbmap fails for the layout "default"; the switch happens.
        self.run("ibus", "engine", "swift-emoji")
        if not wait_for(lambda: self.run("ibus", "engine").stdout.strip() == "swift-emoji"):
            raise RuntimeError("ibus-daemon did not switch to swift-emoji")

    def set_setting(self, key, value):
        self.session.gsettings(SCHEMA, key, value)
