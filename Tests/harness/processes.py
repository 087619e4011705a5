"""The processes a session runs: finding one, its memory and its CPU time (from /proc)."""

import os


def find_pid(command_part, directory):
    """PID of a process whose command line contains `command_part` and whose environment mentions
    `directory` (so only a given session's processes match)."""
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


def children(parent, executable_suffix):
    """PIDs of the children of `parent` whose executable's path ends with `executable_suffix`."""
    result = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                arguments = f.read().split(b"\0")
            with open(f"/proc/{entry}/status") as f:
                ppid = next(int(line.split()[1]) for line in f if line.startswith("PPid:"))
        except (OSError, StopIteration):
            continue
        if arguments[0].endswith(executable_suffix.encode()) and ppid == parent:
            result.append(int(entry))
    return result


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
