"""Speech with real components, for the tests of what a screen-reader user hears (issue 25):

- SpeechDispatcher: a private speech-dispatcher whose only output module writes what it would say
  (time, rate, language, voice, text) to a log instead of speaking; clients, Orca and the engine
  too, find it through SPEECHD_ADDRESS (its `env`), which must be in a session's environment
  before the processes that speak start.
- start_orca: real Orca in a session, its speech rate set so that its speech is known by its rate.
- AnnouncementListener: a libatspi client that listens for AT-SPI announcements, as a screen
  reader that takes them does.
- HungSocket: a socket that takes connections and never answers (a hung bus or speech-dispatcher).

Each piece runs in a PrivateSession (or a desktop's session) and is stopped with it. Nothing here
chroots: in a Debian root the whole test runs inside it (Tests/Current).
"""

import glob
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from collections import namedtuple

from .repository import ROOT, module_command
from .waiting import wait_for

SPEECHD_CONF = """LogLevel 3
LogDir "{dir}/log"
AddModule "logger" "sd_generic" "logger.conf"
DefaultModule logger
AudioOutputMethod "libao"
SymbolsPreproc "char"
SymbolsPreprocFile "symbols.dic"
SymbolsPreprocFile "emojis.dic"
"""

# The module's command line: speech-dispatcher fills in $RATE, $LANGUAGE, $VOICE and $DATA.
LOGGER_CONF = """GenericExecuteSynth "echo \\"$(date +%s.%N)|$RATE|$LANGUAGE|$VOICE|$DATA\\" >> {log}"
GenericCmdDependency "echo"
GenericDefaultCharset "utf-8"
GenericLanguage "en" "en" "utf-8"
GenericLanguage "de" "de" "utf-8"
AddVoice "en" "MALE1" "logger"
AddVoice "de" "MALE1" "logger"
DefaultVoice "logger"
"""

#: How long a starting speech-dispatcher may take to listen (it loads its output module first; in
#: one CI run on a loaded machine it did not listen within 15 s).
STARTUP_TIMEOUT = 30

#: The observation window that shows nothing was said (waiting.quiet_for): speech shows in the
#: log 20-40 ms after it is sent through Orca, a key's through ibus-daemon a little later.
SILENCE_WINDOW = 2.0

#: One thing speech-dispatcher would have said: wall-clock time (seconds), rate, language, text.
Utterance = namedtuple("Utterance", "time rate language text")
#: One announcement a listener heard: wall-clock time, the announcing application's name, text.
Heard = namedtuple("Heard", "time source text")


class SpeechDispatcher:
    """A private speech-dispatcher that writes what it would say to `log_path`, in a directory of
    its own (removed by `remove`)."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="swift-emoji-speechd-")
        self.socket = os.path.join(self.dir, "speechd.sock")
        self.log_path = os.path.join(self.dir, "spoken.log")
        os.makedirs(os.path.join(self.dir, "conf", "modules"))
        os.makedirs(os.path.join(self.dir, "log"))
        with open(os.path.join(self.dir, "conf", "speechd.conf"), "w") as f:
            f.write(SPEECHD_CONF.format(dir=self.dir))
        with open(os.path.join(self.dir, "conf", "modules", "logger.conf"), "w") as f:
            f.write(LOGGER_CONF.format(log=self.log_path))
        #: What a session's processes need to find it.
        self.env = {"SPEECHD_ADDRESS": "unix_socket:" + self.socket}

    def start(self, session):
        """Starts it in `session` (audio to libao's null driver, from the session's home); returns
        once it takes connections. One that ends, or does not listen within STARTUP_TIMEOUT, is
        stopped and started once more (what it printed goes to stderr); if that one fails too, the
        error carries what it printed."""
        with open(os.path.join(session.env["HOME"], ".libao"), "w") as f:
            f.write("default_driver=null\n")
        for attempt in (1, 2):
            process = self._spawn(session, attempt)
            wait_for(lambda: os.path.exists(self.socket) or process.poll() is not None, STARTUP_TIMEOUT)
            if os.path.exists(self.socket):
                return
            state = (f"did not listen within {STARTUP_TIMEOUT} s" if process.poll() is None
                     else f"ended with exit status {process.returncode} before it listened")
            if attempt == 1:
                process.kill()
                process.wait()
                print(f"speech-dispatcher {state}; starting it again. It printed:\n{self._printed(attempt)}",
                      file=sys.stderr, flush=True)
        raise RuntimeError(f"speech-dispatcher {state} (its second start); it printed:\n{self._printed(2)}")

    def _spawn(self, session, attempt):
        """Starts speech-dispatcher, its output in speechd-ATTEMPT.out and its own log under log/."""
        with open(os.path.join(self.dir, f"speechd-{attempt}.out"), "w") as out:
            return session.spawn(["speech-dispatcher", "-s", "-t", "0", "-C", os.path.join(self.dir, "conf"), "-c",
                                  "unix_socket", "-S", self.socket], stdout=out, stderr=subprocess.STDOUT)

    def _printed(self, attempt, lines=20):
        """The last `lines` lines of what start `attempt` printed and of each of speech-dispatcher's own
        logs (the starts share them)."""
        texts = []
        for path in [os.path.join(self.dir, f"speechd-{attempt}.out"),
                     *sorted(glob.glob(os.path.join(self.dir, "log", "*")))]:
            try:
                with open(path, errors="replace") as f:
                    tail = f.read().splitlines()[-lines:]
            except OSError:
                continue
            texts.append(f"{os.path.basename(path)}:\n" + "\n".join("  " + line for line in tail))
        return "\n".join(texts) or "(nothing)"

    def spoken(self):
        """Everything it would have said so far, in order."""
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as f:
                lines = f.read().splitlines()
        except FileNotFoundError:
            return []
        result = []
        for line in lines:
            parts = line.split("|", 4)
            if len(parts) == 5:
                result.append(Utterance(float(parts[0]), parts[1], parts[2], parts[4].strip()))
        return result

    def wait_until_said(self, condition, since=0, timeout=10):
        """Waits until an utterance after the first `since` satisfies `condition(utterance)`; it, or None."""
        return wait_for(lambda: next((u for u in self.spoken()[since:] if condition(u)), None), timeout)

    def remove(self):
        shutil.rmtree(self.dir, ignore_errors=True)


#: The speech rate the tests set in Orca (0-100), so that what went through Orca shows its rate.
ORCA_RATE = 80


def start_orca(session, speech, rate=ORCA_RATE):
    """Starts Orca in `session` (which has `speech`'s env), its voice's rate set to `rate` in
    user-settings.conf (Orca 48 and older) and in GSettings (a keyfile backend; Orca 49 and newer).
    Returns once Orca speaks ("Screen reader on"): (its version, "Orca 43.1", and the rate of its
    speech in the log)."""
    keyfile = os.path.join(session.env["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")
    os.makedirs(os.path.dirname(keyfile), exist_ok=True)
    with open(keyfile, "a") as f:
        f.write(f"\n[org/gnome/orca/default/voice-sets/primary/default]\nestablished=true\nrate={rate}\n")
    voice = {"established": True, "rate": rate}
    profile = ["Default", "default"]
    settings = {
        "general": {"voices": {"default": voice}, "profile": profile, "activeProfile": profile,
                    "startingProfile": profile},
        "profiles": {"default": {"profile": profile, "voices": {"default": voice}, "pronunciations": {},
                                 "keybindings": {}}},
        "pronunciations": {}, "keybindings": {},
    }
    orca_dir = os.path.join(session.env["XDG_DATA_HOME"], "orca")
    os.makedirs(orca_dir, exist_ok=True)
    with open(os.path.join(orca_dir, "user-settings.conf"), "w") as f:
        json.dump(settings, f)
    with open(os.path.join(session.directory, "orca.out"), "w") as out:
        session.spawn(["orca", "--replace", "--debug-file=" + os.path.join(session.directory, "orca.debug")],
                      stdout=out, stderr=subprocess.STDOUT)
    greeting = speech.wait_until_said(lambda u: "Screen reader on" in u.text, timeout=60)
    if not greeting:
        raise RuntimeError(f"Orca did not speak within 60 s (see {session.directory}/orca.out)")
    # "Orca version 48.1, AT-SPI2 version: 2.56.2"; 43.1 prints only "43.1".
    version = session.run("orca", "--version").stdout.strip().split(",")[0].split()[-1]
    return f"Orca {version}", greeting.rate


def orca_takes_announcements(version):
    """Whether Orca `version` ("Orca 48.1") speaks AT-SPI announcements (45.2 and newer)."""
    numbers = tuple(int(part) for part in version.split()[-1].split(".")[:2])
    return numbers >= (45, 2)


class AnnouncementListener:
    """A libatspi client in `session` that listens for announcements and writes each one it hears
    (Tests/harness/announcement_listener.py); returns once it listens."""

    def __init__(self, session):
        self.log_path = os.path.join(session.directory, "heard.log")
        with open(self.log_path, "w") as out:
            session.spawn(module_command("Tests.harness.announcement_listener"), stdout=out,
                          stderr=subprocess.STDOUT, cwd=ROOT)
        if not wait_for(lambda: "ready" in self._lines()[:1], 30):
            raise RuntimeError(f"the announcement listener did not start (see {self.log_path})")

    def _lines(self):
        with open(self.log_path, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()

    def heard(self):
        """What it heard: [(time, source application's name, text)]."""
        return [Heard(float(t), source, text.strip()) for t, source, text in
                (line.split("|", 2) for line in self._lines() if line.count("|") >= 2)]


class HungSocket:
    """A Unix socket at `path` that accepts connections and never reads or answers: a hung bus or
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
