#!/usr/bin/python3
"""A private desktop session: a temporary home with its own XDG directories, a D-Bus session bus
(and, on request, a second bus standing in for the system bus), and on request a real ibus-daemon.
At the end every process of the session is stopped by PID: the daemons, and whatever runs with the
session's home in its environment (the engines the daemon starts, the helpers that detach from it,
what the caller started in the session's environment).

The one private-bus helper of the repository. The Python harness uses `PrivateSession`; the Swift
tests (IBusTestSession) and the shell (Tests/Package/package-test) run this file:

    Tests/harness/session.py DIR [NAME=VALUE ...] [--system-bus] [--ibus-log FILE]
                             [--ibus-daemon [ARGUMENT ...]]

DIR exists (the caller removes it afterwards). NAME=VALUE adds to the session's environment or
replaces a default. Everything after --ibus-daemon is ibus-daemon's command line. It prints the
session's whole environment, one `env NAME=VALUE` line each, then `pid NAME PID` for each daemon,
then `ready`; it then waits until its standard input ends (the caller closed it, or died) or it
gets SIGTERM, SIGINT or SIGHUP, and stops the session. Standard library only.
"""

import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

#: What a session's environment holds before the caller's additions: no locale, no accessibility
#: bus, nothing of the user's desktop.
DEFAULTS = {"LANG": "C.UTF-8", "LANGUAGE": "en", "NO_AT_BRIDGE": "1"}
#: The session's directories under DIR, by variable.
DIRECTORIES = {"HOME": "home", "XDG_CONFIG_HOME": "config", "XDG_CACHE_HOME": "cache", "XDG_STATE_HOME": "state",
               "XDG_DATA_HOME": "data", "XDG_RUNTIME_DIR": "runtime"}


class PrivateSession:
    """A private session in `directory` (a new temporary one, removed at the end, by default)."""

    def __init__(self, directory=None, env=None, system_bus=False, ibus_daemon=None, ibus_log=None,
                 remove_directory=None):
        """`env`: more environment (it wins over the defaults; None removes a variable, as
        NO_AT_BRIDGE for a session with a screen reader). `ibus_daemon`: ibus-daemon's
        arguments, to start one now (None: none, or later with `start_ibus_daemon`). `ibus_log`:
        where the daemon's output goes (and that of the engines it starts); by default
        `ibus-daemon.log` in the directory. `remove_directory`: remove the directory at the end
        (by default only a directory the session made)."""
        self.remove_directory = directory is None if remove_directory is None else remove_directory
        self.directory = directory or tempfile.mkdtemp(prefix="swift-emoji-session-")
        self.env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), **DEFAULTS}
        for variable, sub in DIRECTORIES.items():
            self.env[variable] = os.path.join(self.directory, sub)
        self.env.update(env or {})
        self.env = {name: value for name, value in self.env.items() if value is not None}
        for variable in DIRECTORIES:
            os.makedirs(self.env[variable], exist_ok=True)
        os.chmod(self.env["XDG_RUNTIME_DIR"], 0o700)
        self.daemons = {}
        self.processes = []
        try:
            # The session bus first: ibus-daemon, the GNOME Shell and fcitx5 want it.
            self.env["DBUS_SESSION_BUS_ADDRESS"] = self._bus("dbus-daemon")
            if system_bus:
                self.env["DBUS_SYSTEM_BUS_ADDRESS"] = self._bus("system-bus")
            if ibus_daemon is not None:
                self.start_ibus_daemon(ibus_daemon, ibus_log)
        except BaseException:
            self.stop()
            raise

    def spawn(self, command, env=None, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
              stderr=subprocess.DEVNULL, **options):
        """Starts `command` in the session's environment (plus `env`); it is stopped with the session."""
        process = subprocess.Popen(command, env={**self.env, **(env or {})}, stdin=stdin, stdout=stdout,
                                   stderr=stderr, **options)
        self.processes.append(process)
        return process

    def run(self, *command, check=True):
        """Runs `command` to completion in the session's environment; what it printed."""
        return subprocess.run(list(command), env=self.env, check=check, capture_output=True, text=True)

    def gsettings(self, schema, key, value):
        """Sets a GSettings key (`value` in GVariant text), as `gsettings set` in the session does."""
        self.run("gsettings", "set", schema, key, value)

    def stop(self, grace=2.0):
        """Stops every process of the session (SIGTERM, then SIGKILL after `grace` seconds)."""
        own = {process.pid for process in self.processes} | set(self.daemons.values())
        stop_pids(own | session_pids(self.env["HOME"]), grace)
        for process in self.processes:
            process.poll()
        for pid in self.daemons.values():
            reap(pid)
        self.processes, self.daemons = [], {}
        if self.remove_directory:
            shutil.rmtree(self.directory, ignore_errors=True)

    # Starting

    def _bus(self, name):
        """A new bus daemon; its address once it listens (it prints it then)."""
        process = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"], env=self.env,
                                   stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.daemons[name] = process.pid
        address = process.stdout.readline().decode().strip()
        process.stdout.close()
        if not address:
            raise RuntimeError("dbus-daemon did not start")
        return address

    def start_ibus_daemon(self, arguments, log=None):
        """Starts ibus-daemon with `arguments`; returns once it takes connections, with
        IBUS_ADDRESS in the session's environment."""
        log = log or os.path.join(self.directory, "ibus-daemon.log")
        with open(log, "ab") as output:
            process = subprocess.Popen(["ibus-daemon", *arguments], env=self.env, stdin=subprocess.DEVNULL,
                                       stdout=output, stderr=output)
        self.daemons["ibus-daemon"] = process.pid
        bus = os.path.join(self.env["XDG_CONFIG_HOME"], "ibus", "bus")
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and process.poll() is None:
            address = _written_address(bus)
            if address and _listens(address):
                self.env["IBUS_ADDRESS"] = address
                return
            time.sleep(0.02)
        raise RuntimeError(f"ibus-daemon did not start (its log: {log})")


def _written_address(bus_directory):
    """The address ibus-daemon wrote into its bus file, once it has."""
    try:
        for name in os.listdir(bus_directory):
            with open(os.path.join(bus_directory, name)) as f:
                for line in f:
                    if line.startswith("IBUS_ADDRESS="):
                        return line.split("=", 1)[1].strip()
    except OSError:
        pass
    return None


def _listens(address):
    """Whether a D-Bus address of a Unix socket (`unix:path=…` or `unix:abstract=…`) takes connections."""
    fields = dict(part.split("=", 1) for part in address.removeprefix("unix:").split(",") if "=" in part)
    target = fields.get("path") or ("\0" + fields["abstract"] if "abstract" in fields else None)
    if target is None:
        return True  # another transport: the written address is all there is to go by
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(target)
            return True
        except OSError:
            return False


# Processes

def session_pids(home):
    """The processes whose environment has HOME=`home`, but this one and its ancestors (a caller
    may itself run with the session's environment)."""
    marker = f"HOME={home}".encode()
    spared = _ancestors()
    found = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) in spared:
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as f:
                if marker in f.read().split(b"\0"):
                    found.add(int(entry))
        except OSError:
            continue
    return found


def stop_pids(pids, grace=2.0):
    """SIGTERM to each of `pids`, then SIGKILL to those still running after `grace` seconds."""
    for pid in pids:
        try:
            os.kill(pid, signal.SIGTERM)
        except OSError:
            pass
    deadline = time.monotonic() + grace
    remaining = {pid for pid in pids if running(pid)}
    while remaining and time.monotonic() < deadline:
        time.sleep(0.02)
        remaining = {pid for pid in remaining if running(pid)}
    for pid in remaining:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass


def running(pid):
    """Whether `pid` exists and has not ended (a zombie has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except (OSError, IndexError):
        return False


def reap(pid):
    """Collects a child of this process that ended (nothing if it is not one)."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass


def _ancestors():
    pids, pid = set(), os.getpid()
    while pid > 1:
        pids.add(pid)
        try:
            with open(f"/proc/{pid}/stat") as f:
                pid = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            break
    return pids


# The command line

def main(arguments):
    if not arguments or arguments[0].startswith("-"):
        sys.exit(__doc__.split("\n\n")[2])
    directory, rest = arguments[0], arguments[1:]
    env, system_bus, ibus_log, ibus_daemon = {}, False, None, None
    while rest:
        argument = rest.pop(0)
        if argument == "--system-bus":
            system_bus = True
        elif argument == "--ibus-log":
            ibus_log = rest.pop(0)
        elif argument == "--ibus-daemon":
            ibus_daemon, rest = rest, []
        elif "=" in argument and not argument.startswith("-"):
            name, value = argument.split("=", 1)
            env[name] = value
        else:
            sys.exit(f"session.py: unknown argument {argument!r}")
    # A signal only wakes the loop below (through the wakeup descriptor): stopping is never cut short.
    wakeup, woken = os.pipe()
    os.set_blocking(woken, False)
    signal.set_wakeup_fd(woken)
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, lambda *_: None)
    session = PrivateSession(directory, env, system_bus, ibus_daemon, ibus_log)
    try:
        lines = [f"env {name}={value}" for name, value in session.env.items()]
        lines += [f"pid {name} {pid}" for name, pid in session.daemons.items()]
        print("\n".join(lines + ["ready"]), flush=True)
        while True:
            readable, _, _ = select.select([0, wakeup], [], [])
            if wakeup in readable or not os.read(0, 4096):
                break
    finally:
        session.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
