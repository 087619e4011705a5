"""A GTK 3 window with one text field that writes its text to a file on every change: the
application the desktop tests type into. Usage: entry_app.py TITLE OUTPUT_FILE"""

import sys

import gi

gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402

title, output = sys.argv[1], sys.argv[2]


def changed(entry):
    with open(output, "w") as f:
        f.write(entry.get_text())


window = Gtk.Window(title=title)
window.set_default_size(420, 60)
entry = Gtk.Entry()
entry.connect("changed", changed)
window.add(entry)
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
