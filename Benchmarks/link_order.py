#!/usr/bin/env python3
"""Writes packaging/link-order.txt: the functions the engines run, for the linker to lay out together.

A release binary links the Swift runtime and Foundation statically, and the functions an engine runs
are spread over its 10 MB of code; the kernel maps code into a process 64 KiB at a time around each
page it touches (fault-around), so some 800 KiB of running code kept 5.7 MiB of the IBus engine's
code resident. Laid out together, 4.4 MiB: the standard library's own code (1.6 MB) and parts of
Foundation come as one section each, which the linker cannot take apart.

This records which functions run: the typing session of daemon_bench.py (typing, paging, a skin-tone
tap, moving in the grid, committing; English, German and French) goes through a real ibus-daemon to
ibus-engine-swift-emoji and through a real fcitx5 to swift-emoji-engine-server, each engine run under
valgrind's callgrind. The functions of both binaries are written, sorted, one `.text.NAME` section
per line, for the linker's section ordering (`make build` passes it; Swift code is compiled with one
section per function). Functions the session does not run keep their place after these; a name that
later code no longer has is skipped, so a stale file costs memory, never correctness.

usage: /usr/bin/python3 -m Benchmarks.link_order --bin DIR --addon DIR --output FILE
       /usr/bin/python3 -m Benchmarks.link_order --check PROGRAM --order FILE
"""

import argparse
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile

from Benchmarks.daemon_bench import engine_session, session_keys

ENGINES = ("ibus-engine-swift-emoji", "swift-emoji-engine-server")
# Under callgrind an engine runs some 50 times slower: time for the index to load and a key to settle.
TIMEOUT = 300


def wrapped_bin_dir(bin_dir, work):
    """A directory whose engines are `bin_dir`'s under callgrind (writing `work`/callgrind.out.PID),
    and whose other programs are `bin_dir`'s."""
    wrapped = os.path.join(work, "bin")
    os.makedirs(wrapped)
    for name in os.listdir(bin_dir):
        path = os.path.join(bin_dir, name)
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            continue
        if name in ENGINES:
            with open(os.path.join(wrapped, name), "w") as f:
                f.write("#!/bin/sh\nexec valgrind --tool=callgrind --demangle=no --dump-instr=no "
                        f"--callgrind-out-file={work}/callgrind.out.%p {path} \"$@\" 2>>{work}/valgrind.log\n")
            os.chmod(os.path.join(wrapped, name), stat.S_IRWXU)
        else:
            os.symlink(path, os.path.join(wrapped, name))
    return wrapped


def run_ibus(wrapped):
    """The benchmark's typing session through ibus-daemon to the wrapped IBus engine."""
    session = engine_session("swift-emoji", argparse.Namespace(bin=wrapped, data=os.path.abspath("data")))
    try:
        probe = session.probe(wrapped, "--quiet", "--desktop-capabilities", "--panel", "--settle", "500")
        keys = ["Escape"] + session_keys()
        probe.send("engine swift-emoji", *(f"key {k}" for k in keys))
        answered = 0
        while answered < len(keys):
            event = probe.next_event(timeout=TIMEOUT)
            if event.get("event") == "error":
                raise RuntimeError(f"IBus session: {event.get('message')}")
            if event.get("event") == "key":
                answered += 1
        probe.close()
    finally:
        session.stop()


def run_fcitx5(wrapped, addon_dir):
    """The benchmark's typing session through fcitx5 to the wrapped engine server."""
    from Benchmarks.fcitx5_bench import fcitx5_run  # PyGObject and fcitx5's harness: only when asked for
    fcitx5_run(argparse.Namespace(addon=addon_dir, bin=wrapped), swift_emoji=True)


def functions_run(output_file):
    """The functions of the engines' own binary that a callgrind output file counts (by name: code without a
    symbol, which callgrind names by its address, is left out)."""
    objects, names = {}, {}
    with open(output_file, errors="replace") as f:
        lines = f.read().split("\n")
    for line in lines:
        if match := re.match(r"^c?(ob|fn)=\((\d+)\) (.+)$", line):
            (objects if match[1] == "ob" else names)[match[2]] = match[3]
    result, current = set(), None
    for line in lines:
        if match := re.match(r"^ob=\((\d+)\)", line):
            current = objects[match[1]]
        elif (match := re.match(r"^fn=\((\d+)\)", line)) and current and os.path.basename(current) in ENGINES:
            if not re.fullmatch(r"0x[0-9a-f]+", names[match[1]]):
                result.add(names[match[1]])
    return result


def check(binary, order_file):
    """Whether `binary` lays out the functions of `order_file` together: the narrowest stretch of its code that
    holds three fifths of those it has is at most twice their size (functions in a library's one big code section
    cannot move, hence not all). Prints what it found; fails when fewer than half are there (stale: `make
    link-order`) or when they are spread out."""
    with open(order_file) as f:
        wanted = {line.strip().removeprefix(".text.") for line in f if line.strip()}
    symbols = subprocess.run(["nm", "-S", "--defined-only", binary], capture_output=True, text=True, check=True)
    found = {}
    for line in symbols.stdout.splitlines():
        parts = line.split()
        if len(parts) == 4 and parts[2] in "tTwW" and parts[3] in wanted:
            found[parts[3]] = (int(parts[0], 16), int(parts[1], 16))
    addresses = sorted(address for address, _ in found.values())
    size = sum(length for _, length in found.values())
    share = len(addresses) * 3 // 5
    stretch = min((addresses[i + share - 1] - addresses[i] for i in range(len(addresses) - share + 1)), default=0)
    print(f"{os.path.basename(binary)}: {len(found)} of the {len(wanted)} functions of {os.path.basename(order_file)}"
          f" ({size // 1024} KiB); three fifths of them lie within {stretch // 1024} KiB")
    if len(found) * 2 < len(wanted):
        sys.exit("link_order: fewer than half of the functions are in the program: run make link-order")
    if stretch > 2 * size:
        sys.exit("link_order: the functions are not laid out together: was the program linked with the order file, "
                 "from Swift code compiled with a section per function? (SwiftPM can keep objects compiled before "
                 "the Makefile's flags changed: remove .build/*/release and run make build)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bin", help="the release build's directory")
    parser.add_argument("--addon", help="the fcitx5 addon's build directory (none: IBus only)")
    parser.add_argument("--output", help="the order file to write")
    parser.add_argument("--check", metavar="PROGRAM", help="check PROGRAM's layout against --order instead")
    parser.add_argument("--order", help="the order file to check against")
    args = parser.parse_args()
    if args.check:
        check(args.check, args.order)
        return
    if not (args.bin and args.output):
        parser.error("--bin and --output are needed to write an order file")
    work = tempfile.mkdtemp(prefix="swift-emoji-link-order-")
    wrapped = wrapped_bin_dir(os.path.abspath(args.bin), work)
    run_ibus(wrapped)
    if args.addon:
        run_fcitx5(wrapped, args.addon)
    outputs = [os.path.join(work, name) for name in os.listdir(work) if name.startswith("callgrind.out.")]
    functions = set().union(*(functions_run(path) for path in outputs)) if outputs else set()
    if len(outputs) < (2 if args.addon else 1) or not functions:
        sys.exit(f"link_order: an engine wrote no profile ({len(outputs)} written); see {work}/valgrind.log")
    with open(args.output, "w") as f:
        f.writelines(f".text.{name}\n" for name in sorted(functions))
    print(f"{args.output}: {len(functions)} functions from {len(outputs)} engine runs")
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
