"""Paths in the repository, and the files the sessions make from its packaging/."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "data")
PACKAGING = os.path.join(ROOT, "packaging")
SCHEMA = "org.freedesktop.ibus.engine.swift-emoji"


def swift_emoji_component(bin_dir):
    """The IBus component XML of the engine in `bin_dir`."""
    with open(os.path.join(PACKAGING, "swift-emoji.xml.in")) as f:
        return f.read().replace("@LIBEXECDIR@", os.path.abspath(bin_dir)).replace("@VERSION@", "test")


def compile_schema(directory):
    """Compiles the repository's GSettings schema into `directory`."""
    os.makedirs(directory, exist_ok=True)
    subprocess.run(["glib-compile-schemas", f"--targetdir={directory}", PACKAGING], check=True)


def module_command(module, *arguments, python="/usr/bin/python3"):
    """The command that runs one of the repository's Python modules (`Tests.Desktop.apps.entry_app`);
    start it with cwd=ROOT."""
    return [python, "-m", module, *arguments]
