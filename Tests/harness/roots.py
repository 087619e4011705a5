"""Debian roots for the desktops people run today: Debian 13 (trixie) and Debian unstable (sid),
made here with debootstrap and kept under .build/roots between runs on the same machine.

A root holds what the checks in it need (PACKAGES, by purpose) and nothing of this machine; the
repository is bound into it at the same path, with /proc, /sys, /dev and /dev/pts, so the
repository's release build (static Swift runtime) and its Python modules run there with the root's
own python3, GNOME Shell, KWin, fcitx5 and Orca.

    python3 -m Tests.harness.roots build SUITE            # make (or reuse) the root, print its path
    python3 -m Tests.harness.roots run SUITE -- ARGV...   # run ARGV in it, in the repository
    python3 -m Tests.harness.roots remove SUITE           # unmount and delete it

A root's stamp records its suite and packages: asking for more packages installs them into the
cached root, another suite or mirror makes it again. Each command runs in a mount namespace of its
own (unshare), so the binds vanish with it: nothing stays mounted under .build, and two runs in one
root do not disturb each other; making a root holds a lock. Every step that fails raises RootError
naming the step, and for apt the packages and the reason apt gave. Needs root privileges
(debootstrap, chroot, mount) and the debootstrap package. SWIFT_EMOJI_ROOTS moves the roots.
"""

import argparse
import fcntl
import os
import shutil
import subprocess
import sys
import time

from .repository import ROOT as REPOSITORY

MIRROR = os.environ.get("SWIFT_EMOJI_DEBIAN_MIRROR", "http://deb.debian.org/debian")
#: Where roots are kept (the repository's .build, so `make clean` or a fresh clone starts over).
ROOTS = os.environ.get("SWIFT_EMOJI_ROOTS") or os.path.join(REPOSITORY, ".build", "roots")
#: The suites, by what they bring (docs/desktop-testing notes: versions seen on 2026-11-26).
SUITES = {"trixie": "Debian 13: GNOME Shell 48, IBus 1.5.32, fcitx5 5.1.12, KWin 6.3 (Plasma 6), Orca 48",
          "sid": "Debian unstable: GNOME Shell 51, IBus 1.5.35, fcitx5 5.1.23, KWin 6.7, Orca 51"}
#: What each kind of check needs in a root, without recommends (by suite where the suites differ).
#: The engine's own needs first.
PACKAGES = {
    # The engine offers only the emoji the installed fonts draw (and tones only those): the emoji font
    # every desktop has.
    "engine": ["libstemmer0d", "libglib2.0-0t64", "python3", "python3-gi", "procps", "dbus-daemon", "dbus-bin",
               "fonts-noto-color-emoji"],
    "x": ["xvfb", "xdotool", "x11-utils", "imagemagick", "fonts-noto-color-emoji", "fonts-dejavu-core"],
    # GNOME Shell with its Xwayland and accessibility bus; GTK 3, GTK 4 and Qt 6 (Wayland) fields, which
    # reach IBus through the compositor (GTK) or IBus's Qt module (in libqt6gui6).
    "gnome": ["gnome-shell", "xwayland", "gsettings-desktop-schemas", "ibus", "gir1.2-gtk-3.0", "gir1.2-gtk-4.0",
              "python3-pyqt6", "qt6-wayland", "at-spi2-core"],
    # The interface font each GNOME has (it decides whether brackets and spaces are as wide), by suite:
    # Debian 13 sets Cantarell (gnome-session brings it), GNOME 48 and later Adwaita Sans (after 13).
    "gnome-font": {"trixie": ["fonts-cantarell"], "sid": ["fonts-adwaita-sans"]},
    "fcitx5": ["fcitx5", "fcitx5-modules", "fcitx5-modules-dev", "libfcitx5core-dev", "libfcitx5utils-dev",
               "libfcitx5config-dev", "fcitx5-frontend-gtk4", "fcitx5-frontend-qt6", "g++", "cmake", "make",
               "pkgconf", "gettext"],
    # KWin Wayland (fcitx5 is its input method: "fcitx5"), Qt 6 and GTK 4 fields as Wayland clients;
    # glib-compile-schemas for the engine's settings schema in the fcitx5 session.
    "plasma": ["kwin-wayland", "qt6-wayland", "python3-pyqt6", "gir1.2-gtk-4.0", "libglib2.0-bin"],
    # Orca with the speech driver (Tests.Speech.speech_test), and typing through IBus into a GTK 3
    # field (Tests.Speech.ibus_test: gsettings, gdbus and glib-compile-schemas are libglib2.0-bin's).
    "speech": ["orca", "speech-dispatcher", "at-spi2-core", "gir1.2-atspi-2.0", "gettext", "ibus", "ibus-gtk3",
               "gir1.2-gtk-3.0", "libglib2.0-bin"],
}
#: Binds made inside a root while it runs something (recursive: /dev/pts, /dev/shm come along); the
#: repository is bound too, at its own path.
SYSTEM_BINDS = ["/proc", "/sys", "/dev"]
#: Run as `sh -c NAMESPACE_SCRIPT sh ROOT CWD BIND... -- ARGV...` inside `unshare --mount`.
NAMESPACE_SCRIPT = """set -e
root=$1; cwd=$2; shift 2
while [ "$1" != -- ]; do
    mkdir -p "$root$1"; mount --rbind "$1" "$root$1"; mount --make-rslave "$root$1"; shift
done
shift
exec chroot "$root" /usr/bin/env -C "$cwd" "$@"
"""


class RootError(RuntimeError):
    """A step of making or using a root failed: `step` says which, the message why."""

    def __init__(self, suite, step, reason):
        super().__init__(f"{suite} root: {step} failed: {reason}")
        self.suite, self.step, self.reason = suite, step, reason


def packages(purposes=None, suite=None):
    """The packages for `purposes` (all of PACKAGES by default) in `suite`, sorted, each once."""
    chosen = PACKAGES if purposes is None else {name: PACKAGES[name] for name in purposes}
    groups = [group.get(suite, []) if isinstance(group, dict) else group for group in chosen.values()]
    return sorted({package for group in groups for package in group})


class Root:
    """A Debian root of `suite` under ROOTS, holding `wanted` packages (all of PACKAGES by default)."""

    def __init__(self, suite, wanted=None, directory=None):
        if suite not in SUITES:
            raise ValueError(f"unknown suite {suite}; known: {', '.join(SUITES)}")
        self.suite = suite
        self.wanted = sorted(wanted) if wanted is not None else packages(suite=suite)
        self.path = directory or os.path.join(ROOTS, suite)
        self.stamp = os.path.join(self.path, "etc", "swift-emoji-root")

    # Making it

    def stamp_text(self, installed):
        return f"suite {self.suite}\nmirror {MIRROR}\npackages {' '.join(sorted(installed))}\n"

    def _stamped(self):
        """The packages the root was made with, or None when it is missing or of another suite."""
        try:
            with open(self.stamp) as f:
                lines = dict(line.rstrip("\n").split(" ", 1) for line in f if " " in line)
        except (OSError, ValueError):
            return None
        if lines.get("suite") != self.suite or lines.get("mirror") != MIRROR:
            return None
        return set(lines.get("packages", "").split())

    def is_ready(self):
        """Whether the root exists with all it should hold."""
        stamped = self._stamped()
        return stamped is not None and set(self.wanted) <= stamped

    def ensure(self, log=sys.stderr):
        """Makes the root, or adds the packages it lacks; its path. Raises RootError naming the
        failed step."""
        os.makedirs(ROOTS, exist_ok=True)
        with open(os.path.join(ROOTS, f"{self.suite}.lock"), "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            stamped = self._stamped()
            if stamped is None:
                self._make(log)
            elif not set(self.wanted) <= stamped:
                missing = sorted(set(self.wanted) - stamped)
                print(f"roots: adding {' '.join(missing)} to the {self.suite} root", file=log, flush=True)
                self._install(self.path, missing, log)
                self._write_stamp(self.path, stamped | set(missing))
        return self.path

    def _make(self, log):
        building = self.path + ".new"
        self._clear(building)
        started = time.monotonic()
        if not shutil.which("debootstrap"):
            subprocess.run([os.path.join(REPOSITORY, "scripts", "ensure-packages"), "debootstrap"], check=False)
        if not shutil.which("debootstrap"):
            raise RootError(self.suite, "debootstrap", "the debootstrap command is missing (apt-get install debootstrap)")
        print(f"roots: making the {self.suite} root ({SUITES[self.suite]}) in {self.path}", file=log, flush=True)
        self._debootstrap(building, log)
        self._configure(building)
        self._install(building, self.wanted, log, update=True)
        self._write_stamp(building, set(self.wanted))
        self.remove()
        os.rename(building, self.path)
        print(f"roots: {self.suite} root ready in {time.monotonic() - started:.0f} s", file=log, flush=True)

    def _debootstrap(self, building, log):
        """debootstrap into `building`, once more from scratch if it fails (it fetches with wget,
        without apt's retries; a mirror's hiccup should not fail a test run)."""
        argv = ["debootstrap", "--variant=minbase", self.suite, building, MIRROR]
        try:
            self._step("debootstrap", argv, log)
        except RootError as error:
            print(f"roots: {error}; running debootstrap once more", file=log, flush=True)
            self._clear(building)
            time.sleep(10)
            self._step("debootstrap", argv, log)

    @staticmethod
    def _clear(building):
        """Removes what a root being made holds (unmounting first), so it starts from nothing."""
        unmount_all(building)
        shutil.rmtree(building, ignore_errors=True)

    def _write_stamp(self, directory, installed):
        with open(os.path.join(directory, "etc", "swift-emoji-root"), "w") as f:
            f.write(self.stamp_text(installed))

    def _install(self, directory, names, log, update=False):
        apt = self._namespaced(directory, "/", ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "-q", "-y",
                                                "-o", "Acquire::Check-Valid-Until=false", "-o", "Acquire::Retries=3"],
                               binds=SYSTEM_BINDS)
        if update:
            self._step("apt-get update", apt + ["update"], log)
        result = subprocess.run(apt + ["install"] + list(names), stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                text=True)
        if result.returncode:
            log.write(result.stdout[-4000:])
            reasons = [line.strip() for line in result.stdout.splitlines()
                       if line.startswith("E:") or "Depends:" in line or "Breaks:" in line or "Conflicts:" in line]
            raise RootError(self.suite, f"apt-get install ({len(names)} packages)",
                            "; ".join(reasons[-12:]) or f"exit status {result.returncode}")
        self._step("apt-get clean", apt + ["clean"], log)

    def _configure(self, directory):
        """dpkg without fsync and without documentation (nothing reads them; it saves minutes);
        no recommends; the host's name resolution."""
        with open(os.path.join(directory, "etc/dpkg/dpkg.cfg.d/swift-emoji"), "w") as f:
            f.write("force-unsafe-io\npath-exclude=/usr/share/doc/*\npath-exclude=/usr/share/man/*\n"
                    "path-exclude=/usr/share/info/*\n")
        with open(os.path.join(directory, "etc/apt/apt.conf.d/90swift-emoji"), "w") as f:
            f.write('APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n')
        shutil.copy("/etc/resolv.conf", os.path.join(directory, "etc/resolv.conf"))

    def _step(self, step, argv, log):
        result = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if result.returncode:
            log.write(result.stdout[-4000:])
            last = [line for line in result.stdout.splitlines() if line.strip()][-3:]
            raise RootError(self.suite, step, " / ".join(last) or f"exit status {result.returncode}")

    def remove(self):
        """Unmounts what is bound in the root and deletes it."""
        unmount_all(self.path)
        if os.path.isdir(self.path):
            shutil.rmtree(self.path)

    # Using it

    @staticmethod
    def _namespaced(directory, cwd, argv, binds):
        return ["unshare", "--mount", "--propagation", "private", "sh", "-c", NAMESPACE_SCRIPT, "sh", directory, cwd,
                *binds, "--", *argv]

    def command(self, argv, cwd=REPOSITORY, env=None, binds=()):
        """`argv` as run in the root: in a mount namespace of its own with /proc, /sys, /dev and the
        repository bound (and `binds`, directories of this machine outside the repository, each at
        its own path), chrooted, in `cwd` (a path inside it), with `env` added."""
        if not self.is_ready():
            raise RootError(self.suite, "use", "the root is not made (Root.ensure)")
        extra = [f"{name}={value}" for name, value in (env or {}).items()]
        outside = [path for path in binds if not _inside(path, REPOSITORY)]
        return self._namespaced(self.path, cwd, extra + list(argv), binds=SYSTEM_BINDS + [REPOSITORY] + outside)

    def run(self, argv, cwd=REPOSITORY, env=None, binds=(), **options):
        """Runs `argv` in the root; subprocess.run's result."""
        return subprocess.run(self.command(argv, cwd, env, binds), **options)

    def version(self, package):
        """The installed version of `package` in the root, or None."""
        result = subprocess.run(["chroot", self.path, "dpkg-query", "-W", "-f=${Version}", package],
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        return result.stdout.strip() if result.returncode == 0 and result.stdout.strip() else None


def _inside(path, directory):
    path, directory = os.path.realpath(path), os.path.realpath(directory)
    return path == directory or path.startswith(directory + "/")


def unmount_all(directory):
    """Unmounts every mount point under `directory` (deepest first), so it can be deleted (a
    safety net: the roots' own binds live in namespaces that end with their command)."""
    prefix = os.path.realpath(directory) + "/"
    try:
        with open("/proc/self/mounts") as f:
            points = [line.split()[1].replace("\\040", " ") for line in f]
    except OSError:
        return
    for point in sorted((p for p in points if p.startswith(prefix)), key=len, reverse=True):
        subprocess.run(["umount", "--lazy", point], check=False)


def main():
    parser = argparse.ArgumentParser(prog="python3 -m Tests.harness.roots", description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["build", "run", "remove"])
    parser.add_argument("suite", choices=sorted(SUITES))
    parser.add_argument("argv", nargs=argparse.REMAINDER, help="for run: -- the command")
    args = parser.parse_args()
    root = Root(args.suite)
    try:
        if args.action == "build":
            print(root.ensure())
        elif args.action == "remove":
            root.remove()
        else:
            argv = args.argv[1:] if args.argv[:1] == ["--"] else args.argv
            root.ensure()
            return root.run(argv or ["/bin/bash"]).returncode
    except RootError as error:
        print(f"roots: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
