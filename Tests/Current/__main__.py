"""The desktops people run today, each in a Debian root made here (Tests.harness.roots): every
check of Tests/Current/checks.py in the trixie (Debian 13) and sid (unstable) roots.

    python3 -m Tests.Current --bin .build/release [--suite trixie] [--check NAME] [--screenshots DIR]
    python3 -m Tests.Current --roots-only     # only make the roots (make test starts this early)

A root that cannot be made fails the run, naming the step; the one exception is sid, which changes
daily: if its packages cannot be installed together today, that is said loudly (the step, the
packages, apt's reason) and the other suite's checks still count. A check that fails in a root that
was made is a failure, sid included. A check that fails runs once more, on a desktop started afresh:
it fails when it fails twice, and one that passes the second time is named at the end with what its
first run said.
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import threading
import time

from Tests.harness.roots import Root, RootError, packages

from .checks import CHECKS, SUITES


def make_root(suite, checks):
    """The suite's root with what `checks` need, made or brought up to date; RootError if it cannot be."""
    root = Root(suite, packages({purpose for check in checks for purpose in check.purposes}, suite))
    root.ensure()
    return root


def run_suite(suite, checks, args, making, passed_again):
    """Runs `checks` in the suite's root (`making`: the future of make_root); the failed checks (each
    its name and what it said about its failure), or None when sid's root could not be made today.
    A check that passed only on its second run is added to `passed_again`, with what its first run said."""
    try:
        root = making.result()
    except RootError as error:
        if suite == "sid":
            banner = "!" * 100
            print(f"{banner}\ncurrent: sid cannot be installed today, its checks did not run: {error}\n{banner}",
                  file=sys.stderr, flush=True)
            return None
        raise
    failed = []
    for check in checks:
        if not args.screenshots and any("{shots}" in part for part in check.argv):
            continue  # a screenshot, not asked for
        shots = os.path.abspath(args.screenshots) if args.screenshots else ""
        values = {"suite": suite, "bin": os.path.abspath(args.bin), "shots": shots}
        argv = [part.format(**values) for part in check.argv]
        argv = [part for part in argv if part != ""]
        started = time.monotonic()
        print(f"current: {suite}: {check.name} …", flush=True)
        # The release build and the screenshots' directory may lie outside the repository.
        if shots:
            os.makedirs(shots, exist_ok=True)
        binds = [values["bin"]] + ([shots] if shots else [])
        returncode, said = run_check(root, argv, binds, args.timeout)
        if returncode:
            # A desktop started afresh gets one more run: a whole session of a day's sid that once lost every key
            # (KWin 6.7, fcitx5 5.1.23) passed again at once, eight times out of eight. A check that fails twice
            # fails; one that passes the second time is said loudly, with what its first run said.
            print(f"current: {suite}: {check.name}: failed (exit status {returncode}), run once more …", flush=True)
            first = failure_lines(said)
            returncode, said = run_check(root, argv, binds, args.timeout)
            if returncode == 0:
                passed_again.append((f"{suite}: {check.name}", first))
        took = time.monotonic() - started
        status = "ok" if returncode == 0 else f"FAILED (exit status {returncode})"
        print(f"current: {suite}: {check.name}: {status} in {took:.0f} s", flush=True)
        if returncode:
            failed.append((f"{suite}: {check.name}", failure_lines(said)))
    return failed


def run_check(root, argv, binds, timeout):
    """Runs one check in `root`, its output passed on as it comes; its exit status and its output's
    lines. subprocess.TimeoutExpired after `timeout` seconds (the check is killed)."""
    process = subprocess.Popen(root.command(argv, binds=binds), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, errors="replace")
    said = []

    def relay():
        for line in process.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()
            said.append(line.rstrip("\n"))

    reader = threading.Thread(target=relay, daemon=True)
    reader.start()
    try:
        returncode = process.wait(timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise
    reader.join(10)
    return returncode, said


def failure_lines(said, most=12):
    """What a failed check said about its failure, to be said again at the end of the run, where a
    reader of the run's last lines looks: its FAIL lines and its last lines, at most `most`."""
    failing = [line for line in said if " FAIL " in line or "Error" in line]
    last = [line for line in said[-3:] if line not in failing]
    return [line[:300] for line in (failing + last)[-most:]]


def main():
    parser = argparse.ArgumentParser(prog="python3 -m Tests.Current", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", help="the release build (.build/release)")
    parser.add_argument("--roots-only", action="store_true",
                        help="only make the roots the checks need (or bring them up to date), and run nothing")
    parser.add_argument("--suite", action="append", choices=SUITES, help="only this suite (repeatable)")
    parser.add_argument("--check", help="only the checks whose name contains this")
    parser.add_argument("--screenshots", help="take the checks' screenshots into this directory")
    parser.add_argument("--timeout", type=float, default=900, help="seconds for one check (default 900)")
    args = parser.parse_args()
    if not args.bin and not args.roots_only:
        parser.error("--bin is required to run the checks")
    failed, skipped, passed_again = [], [], []
    chosen = {suite: [c for c in CHECKS if suite in c.suites and (not args.check or args.check in c.name)]
              for suite in args.suite or SUITES}
    chosen = {suite: checks for suite, checks in chosen.items() if checks}
    # The roots are made side by side (debootstrap and apt wait on the mirror as much as on the
    # processor), and the checks run once all are made, one at a time, on a quiet machine.
    with concurrent.futures.ThreadPoolExecutor(max(1, len(chosen))) as pool:
        making = {suite: pool.submit(make_root, suite, checks) for suite, checks in chosen.items()}
        concurrent.futures.wait(making.values())
    if args.roots_only:
        errors = {suite: future.exception() for suite, future in making.items() if future.exception()}
        for suite, error in errors.items():
            print(f"current: {error}", file=sys.stderr, flush=True)
        return 1 if set(errors) - {"sid"} else 0
    for suite, checks in chosen.items():
        try:
            result = run_suite(suite, checks, args, making[suite], passed_again)
        except RootError as error:
            print(f"current: {error}", file=sys.stderr, flush=True)
            return 1
        except subprocess.TimeoutExpired as error:
            print(f"current: {suite}: a check took longer than {error.timeout:.0f} s", file=sys.stderr)
            failed.append((f"{suite}: timeout", []))
            continue
        if result is None:
            skipped.append(suite)
        else:
            failed += result
    for name, lines in passed_again:
        print(f"current: passed on its second run, after its first failed: {name}", flush=True)
        for line in lines:
            print(f"current:   {line}", flush=True)
    for name, lines in failed:
        print(f"current: failed: {name}", flush=True)
        for line in lines:
            print(f"current:   {line}", flush=True)
    for suite in skipped:
        print(f"current: NOT RUN: the {suite} root could not be made today (see above)", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
