"""A GTK window with a text field (two with --second, the second above the first) that writes its
text to a file on every change: the GTK application the desktop tests type into. GTK 3, or GTK 4
with --gtk 4 (undecorated: window coordinates then start at the field's window, without
client-side decorations).
Usage: entry_app.py [--gtk 3|4] [--second FILE] [--layout FILE] TITLE OUTPUT_FILE (see app_support)."""

import os
import sys

import gi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from app_support import parse_arguments, write_layout, write_text  # noqa: E402

args = parse_arguments("A GTK text field for the desktop tests", "--gtk", ["3", "4"], "3")
gi.require_version("Gtk", f"{args.gtk}.0")
from gi.repository import GLib, Gtk  # noqa: E402

GTK4 = args.gtk == "4"
window = Gtk.Window(title=args.title)
window.set_default_size(420, 60)
box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
fields = []
# The second field goes above the first: the candidate panel opens below the caret, where a
# click would land on the panel.
for output in [args.second, args.output]:
    if output is None:
        continue
    entry = Gtk.Entry()
    entry.connect("changed", lambda entry, output=output: write_text(output, entry.get_text()))
    box.append(entry) if GTK4 else box.pack_start(entry, False, False, 0)
    fields.append(entry)


def report_layout():
    """Writes the fields' centres once they are placed; until then, asks again."""
    centres = []
    for entry in fields:
        width, height = entry.get_allocated_width(), entry.get_allocated_height()
        placed = entry.translate_coordinates(window, width / 2, height / 2)
        if not window.get_mapped() or width < 20 or not placed or (len(placed) == 3 and not placed[0]):
            return True
        centres.append(placed[-2:])
    write_layout(args.layout, centres)
    return False


if args.layout:
    GLib.timeout_add(100, report_layout)
if GTK4:
    window.set_decorated(False)
    window.set_child(box)
    loop = GLib.MainLoop()
    window.connect("close-request", lambda _: loop.quit())
    window.present()
    loop.run()
else:
    window.add(box)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    Gtk.main()
