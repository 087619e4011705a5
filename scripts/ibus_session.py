"""A private desktop bus for the Python tools (the soak test, the daemon benchmark): a D-Bus
session and a real ibus-daemon whose component path holds one engine's component XML. Standard
library only. (The Swift tests have IBusTestSession, the shell scripts scripts/ibus-session.sh.)

Everything started is stopped by PID in stop(); the engine the daemon starts is found by its
command line and environment."""

import json
import os
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def find_pid(command_part, directory):
    """PID of a process whose command line contains `command_part` and whose environment
    mentions `directory` (so only this session's processes match)."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                if command_part not in f.read().decode(errors="replace"):
                    continue
            with open(f"/proc/{entry}/environ", "rb") as f:
                if directory.encode() not in f.read():
                    continue
            return int(entry)
        except OSError:
            continue
    return None


def session_pids(home):
    """PIDs of the processes (but this one) whose environment has HOME=`home`: everything a
    private session started, including the helpers that detach from their parent."""
    marker = f"HOME={home}".encode()
    found = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if marker in f.read().split(b"\0"):
                    found.add(int(entry))
        except OSError:
            continue
    return found


def stop_pids(pids, grace=0.5):
    """SIGTERM to each of `pids`, then SIGKILL to those still there after `grace` seconds."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass
    deadline = time.time() + grace
    remaining = set(pids)
    while remaining and time.time() < deadline:
        remaining = {pid for pid in remaining if os.path.exists(f"/proc/{pid}") and not _zombie(pid)}
        time.sleep(0.05)
    for pid in remaining:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def _zombie(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] == "Z"
    except OSError:
        return True


def rss_kib(pid):
    """Resident memory of `pid` in KiB (None if it is gone)."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def cpu_ns(pid):
    """CPU time of all threads of `pid` so far, in nanoseconds (0 if it is gone)."""
    total = 0
    try:
        for thread in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{thread}/schedstat") as f:
                total += int(f.read().split()[0])
    except (OSError, ValueError):
        pass
    return total


class Session:
    """One private D-Bus session and ibus-daemon serving one engine component."""

    #: The daemon's options by default: no panel, no configuration service, no cache.
    HEADLESS_DAEMON = ["--panel=disable", "--emoji-extension=disable", "--config=disable", "--cache=none"]

    def __init__(self, component_xml, extra_env=None, daemon_log=None, daemon_options=None,
                 system_components=False):
        """`component_xml`: the component file's text. `daemon_log`: where the daemon's (and the
        engines it starts) stderr goes. `daemon_options`: ibus-daemon's options (default
        HEADLESS_DAEMON; `--verbose` is added). `system_components`: keep the installed components
        (/usr/share/ibus/component) on the daemon's path too (IBus's GTK panel needs an XKB engine)."""
        self.directory = tempfile.mkdtemp(prefix="swift-emoji-session-")
        self.processes = []
        d = self.directory
        for sub in ["home", "config", "cache", "state", "runtime", "component", "schemas"]:
            os.makedirs(os.path.join(d, sub))
        os.chmod(os.path.join(d, "runtime"), 0o700)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": f"{d}/home", "XDG_CONFIG_HOME": f"{d}/config", "XDG_CACHE_HOME": f"{d}/cache",
            "XDG_STATE_HOME": f"{d}/state", "XDG_RUNTIME_DIR": f"{d}/runtime",
            "GSETTINGS_BACKEND": "keyfile", "GSETTINGS_SCHEMA_DIR": f"{d}/schemas",
            "IBUS_COMPONENT_PATH": f"{d}/component" + (":/usr/share/ibus/component" if system_components else ""),
            "LANG": "C.UTF-8", "LANGUAGE": "en", "NO_AT_BRIDGE": "1",
        }
        self.env.update(extra_env or {})
        # Our schema; installed ones (typing-booster's) stay on GLib's search path.
        subprocess.run(["glib-compile-schemas", f"--targetdir={d}/schemas", f"{ROOT}/packaging"], check=True)
        with open(f"{d}/component/engine.xml", "w") as f:
            f.write(component_xml)
        dbus = self.spawn(["dbus-daemon", "--session", "--nofork", "--print-address=1"], capture=True)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = dbus.stdout.readline().decode().strip()
        log = open(daemon_log, "ab") if daemon_log else subprocess.DEVNULL
        self.spawn(["ibus-daemon", *(daemon_options or self.HEADLESS_DAEMON), "--verbose"], stderr=log)
        bus_dir = f"{d}/config/ibus/bus"
        deadline = time.time() + 15
        while time.time() < deadline:
            if os.path.isdir(bus_dir) and os.listdir(bus_dir):
                with open(os.path.join(bus_dir, os.listdir(bus_dir)[0])) as f:
                    for line in f:
                        if line.startswith("IBUS_ADDRESS="):
                            self.env["IBUS_ADDRESS"] = line.split("=", 1)[1].strip()
                if "IBUS_ADDRESS" in self.env:
                    break
            time.sleep(0.02)
        else:
            raise RuntimeError("ibus-daemon did not start")
        time.sleep(0.3)

    @staticmethod
    def swift_emoji_component(bin_dir):
        with open(f"{ROOT}/packaging/swift-emoji.xml.in") as f:
            return f.read().replace("@LIBEXECDIR@", os.path.abspath(bin_dir))

    def gsettings(self, schema, key, value):
        subprocess.run(["gsettings", "set", schema, key, value], env=self.env, check=True)

    def spawn(self, command, capture=False, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL):
        process = subprocess.Popen(command, env=self.env, stdin=stdin,
                                   stdout=subprocess.PIPE if capture else subprocess.DEVNULL, stderr=stderr)
        self.processes.append(process)
        return process

    def probe(self, bin_dir, *options):
        """A swift-emoji-ibus-probe reading commands from a pipe."""
        process = subprocess.Popen([f"{bin_dir}/swift-emoji-ibus-probe", *options], env=self.env,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.processes.append(process)
        return Probe(process)

    def stop(self, engine_commands=()):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in reversed(self.processes):
            try:
                process.wait(timeout=3)
            except subprocess.TimeoutExpired:
                process.kill()
        for part in engine_commands:
            pid = find_pid(part, self.directory)
            if pid:
                os.kill(pid, signal.SIGKILL)
        # What the daemon started and what detached from it (the panel, ibus-x11, ibus-portal).
        stop_pids(session_pids(self.env["HOME"]))
        shutil.rmtree(self.directory, ignore_errors=True)


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
        deadline = time.time() + timeout
        descriptor = self.process.stdout.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.time()
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
