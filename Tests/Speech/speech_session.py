"""A private desktop for testing Swift Emoji's speech with real components (issue 25).

Kept small and self-contained; it belongs with the Python test code in Tests/harness when that
package exists (as harness/speech.py).

- A speech-dispatcher that writes what it would say: a private instance whose only output module
  is sd_generic running `echo` into a file (time, rate, language, voice, text), audio to libao's
  null driver; clients find it through SPEECHD_ADDRESS.
- Xvfb, a private session bus (which starts the accessibility bus on demand), and a screen reader:
  real Orca, or a libatspi client that listens for announcements.
- Everything can run inside a Debian root (chroot) for newer Orca versions: paths are made under
  the root's /tmp and given to programs as seen from inside it.
"""

import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time

SPEECHD_CONF = """LogLevel 3
LogDir "{dir}/speechd-log"
AddModule "logger" "sd_generic" "logger.conf"
DefaultModule logger
AudioOutputMethod "libao"
SymbolsPreproc "char"
SymbolsPreprocFile "symbols.dic"
SymbolsPreprocFile "emojis.dic"
"""

# The module's command line: speech-dispatcher fills in $RATE, $LANGUAGE, $VOICE and $DATA.
LOGGER_CONF = """GenericExecuteSynth "echo \\"$(date +%s.%N)|$RATE|$LANGUAGE|$VOICE|$DATA\\" >> {dir}/spoken.log"
GenericCmdDependency "echo"
GenericDefaultCharset "utf-8"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "de" "de" "utf-8"
AddVoice "en" "MALE1" "logger"
AddVoice "de" "MALE1" "logger"
DefaultVoice "logger"
"""

# A listener for announcements, as a screen reader that takes them registers (libatspi).
LISTENER = """import gi, sys, time
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi
def heard(event):
    print(f"{time.time():.6f}|{event.source.get_name() if event.source else ''}|{event.any_data}", flush=True)
listener = Atspi.EventListener.new(heard)
listener.register("object:announcement")
print("ready", flush=True)
Atspi.event_main()
"""


class HungSocket:
    """A Unix socket that accepts connections and never reads or answers: a hung bus or
    speech-dispatcher."""

    def __init__(self, path):
        self.path = path
        self.server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.server.bind(path)
        self.server.listen(16)
        self.clients = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self.server.accept()
            except OSError:
                return
            self.clients.append(client)

    def close(self):
        self.server.close()
        for client in self.clients:
            client.close()


class Session:
    """A private session, in `root` (a Debian root, run with chroot) or on this system ("")."""

    def __init__(self, root="", display=None):
        self.root = root.rstrip("/")
        scratch = os.path.join(self.root, "tmp") if self.root else None
        self.host_dir = tempfile.mkdtemp(prefix="swift-emoji-speech-", dir=scratch)
        self.dir = self.host_dir[len(self.root):]
        self.processes = []
        for name in ["home", "runtime", "speechd-conf/modules", "speechd-log"]:
            os.makedirs(self.host(name), exist_ok=True)
        os.chmod(self.host("runtime"), 0o700)
        self.display = display or self._free_display(self.root)
        self.env = {
            "PATH": "/usr/bin:/bin:/usr/sbin:/sbin",
            "HOME": self.path("home"),
            "XDG_RUNTIME_DIR": self.path("runtime"),
            "XDG_CONFIG_HOME": self.path("home/.config"),
            "XDG_DATA_HOME": self.path("home/.local/share"),
            "XDG_CACHE_HOME": self.path("home/.cache"),
            "GSETTINGS_BACKEND": "keyfile",
            "LANG": "C.UTF-8",
            "DISPLAY": f":{self.display}",
            "SPEECHD_ADDRESS": "unix_socket:" + self.path("speechd.sock"),
        }

    # Paths: `path` as programs see it (inside the root), `host` as this script opens it.
    def path(self, name):
        return os.path.join(self.dir, name)

    def host(self, name):
        return self.root + self.path(name)

    def command(self, argv):
        return (["chroot", self.root] if self.root else []) + argv

    def spawn(self, argv, env=None, output=None):
        with open(self.host(output) if output else os.devnull, "w") as out:
            process = subprocess.Popen(self.command(argv), env=env or self.env, stdout=out, stderr=subprocess.STDOUT)
        self.processes.append(process)
        return process

    def run(self, argv, env=None, timeout=120):
        return subprocess.run(self.command(argv), env=env or self.env, capture_output=True, text=True, timeout=timeout)

    @staticmethod
    def _free_display(root):
        for number in range(90, 200):
            taken = [f"{top}/tmp/{name}" for top in {"", root} for name in (f".X11-unix/X{number}", f".X{number}-lock")]
            if not any(os.path.exists(path) for path in taken):
                return number
        raise RuntimeError("no free X display")

    def wait_for(self, condition, timeout, what):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if condition():
                return
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {what}")

    # The pieces.
    def start_desktop(self):
        """Xvfb and a private session bus (the accessibility bus starts on demand)."""
        self.spawn(["Xvfb", f":{self.display}", "-screen", "0", "1024x768x24", "-nolisten", "tcp"])
        self.wait_for(lambda: os.path.exists(f"{self.root}/tmp/.X11-unix/X{self.display}"), 15, "Xvfb")
        bus = self.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"])
        address, pid = bus.stdout.split()[:2]
        self.bus_pid = int(pid)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address

    def start_speech_dispatcher(self):
        """speech-dispatcher writing what it would say to spoken.log."""
        with open(self.host("speechd-conf/speechd.conf"), "w") as f:
            f.write(SPEECHD_CONF.format(dir=self.dir))
        with open(self.host("speechd-conf/modules/logger.conf"), "w") as f:
            f.write(LOGGER_CONF.format(dir=self.dir))
        with open(self.host("home/.libao"), "w") as f:
            f.write("default_driver=null\n")
        self.spawn(["speech-dispatcher", "-s", "-t", "0", "-C", self.path("speechd-conf"), "-c", "unix_socket",
                    "-S", self.path("speechd.sock")], output="speechd.out")
        self.wait_for(lambda: os.path.exists(self.host("speechd.sock")), 15, "speech-dispatcher")

    def start_orca(self, rate=80):
        """Orca with its speech rate set to `rate` (so its speech shows in the log by its rate):
        in user-settings.conf for Orca 48 and older, in GSettings (here a keyfile) from Orca 49."""
        keyfile = self.host("home/.config/glib-2.0/settings/keyfile")
        os.makedirs(os.path.dirname(keyfile), exist_ok=True)
        with open(keyfile, "a") as f:
            f.write(f"[org/gnome/orca/default/voice-sets/primary/default]\nestablished=true\nrate={rate}\n")
        voice = {"established": True, "rate": rate}
        settings = {
            "general": {"voices": {"default": voice}, "profile": ["Default", "default"],
                        "activeProfile": ["Default", "default"], "startingProfile": ["Default", "default"]},
            "profiles": {"default": {"profile": ["Default", "default"], "voices": {"default": voice},
                                     "pronunciations": {}, "keybindings": {}}},
            "pronunciations": {}, "keybindings": {},
        }
        orca_dir = self.host("home/.local/share/orca")
        os.makedirs(orca_dir, exist_ok=True)
        with open(os.path.join(orca_dir, "user-settings.conf"), "w") as f:
            json.dump(settings, f)
        self.spawn(["orca", "--replace", "--debug-file=" + self.path("orca.debug")], output="orca.out")
        # Orca says "Screen reader on." once it speaks.
        self.wait_for(lambda: any("Screen reader on" in line["text"] for line in self.spoken()), 60, "Orca's speech")

    def start_listener(self):
        """A libatspi client that listens for announcements and writes them to heard.log."""
        with open(self.host("listener.py"), "w") as f:
            f.write(LISTENER)
        self.spawn(["/usr/bin/python3", self.path("listener.py")], output="heard.log")
        self.wait_for(lambda: "ready" in open(self.host("heard.log")).read(), 30, "the announcement listener")

    # What happened.
    def spoken(self):
        """What speech-dispatcher would have said: [{time, rate, language, text}]."""
        try:
            lines = open(self.host("spoken.log"), encoding="utf-8").read().splitlines()
        except FileNotFoundError:
            return []
        result = []
        for line in lines:
            parts = line.split("|", 4)
            if len(parts) == 5:
                result.append({"time": float(parts[0]), "rate": parts[1], "language": parts[2], "text": parts[4]})
        return result

    def heard(self):
        """What the announcement listener got: [{time, source, text}]."""
        lines = open(self.host("heard.log"), encoding="utf-8").read().splitlines()
        return [dict(zip(["time", "source", "text"], line.split("|", 2))) for line in lines if line.count("|") >= 2]

    def stop(self):
        """Stops what was started, by PID: the started processes, then the bus's children and the
        accessibility bus, found by the private HOME in their environment."""
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
        marker = ("HOME=" + self.path("home")).encode()
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                environment = open(f"/proc/{entry}/environ", "rb").read().split(b"\0")
            except OSError:
                continue
            if marker in environment:
                try:
                    os.kill(int(entry), signal.SIGTERM)
                except ProcessLookupError:
                    pass
        shutil.rmtree(self.host_dir, ignore_errors=True)
