"""A GTK window with a text field (two with --second, the second above the first) that writes its
text to a file on every change: the GTK application the desktop tests type into. GTK 3, or GTK 4
with --gtk 4 (undecorated: window coordinates then start at the field's window, without
client-side decorations).
Usage: python3 -m Tests.Desktop.apps.entry_app [--gtk 3|4] [--second FILE] [--layout FILE]
       [--focus FILE] [--text TEXT] [--at X,Y] [--fill] [--password] TITLE OUTPUT_FILE (see app_support)."""

import gi

from .app_support import parse_arguments, write_focus, write_layout, write_text

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
    if output is args.second and args.second_password:
        entry.set_visibility(False)
        entry.set_input_purpose(Gtk.InputPurpose.PASSWORD)
    entry.connect("changed", lambda entry, output=output: write_text(output, entry.get_text()))
    box.append(entry) if GTK4 else box.pack_start(entry, args.fill, args.fill, 0)
    fields.append(entry)
fields[-1].set_text(args.text)
if args.password:
    # What a toolkit tells the input method of a password field: its purpose (IBus: the content type).
    fields[-1].set_visibility(False)
    fields[-1].set_input_purpose(Gtk.InputPurpose.PASSWORD)
if args.preedit:
    # GTK 4's entry composes in its text delegate; GTK 3's entry itself.
    (fields[-1].get_delegate() if GTK4 else fields[-1]).connect(
        "preedit-changed", lambda _, preedit: write_text(args.preedit, preedit))


def reporter(index):
    """Writes `index` as the focused field on focus in, None on focus out (GTK sends the old
    field's focus out before the new one's focus in)."""
    return lambda *_: write_focus(args.focus, index)


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
    for index, entry in enumerate(fields):
        controller = Gtk.EventControllerFocus()
        controller.connect("enter", reporter(index))
        controller.connect("leave", reporter(None))
        entry.add_controller(controller)
    window.set_decorated(False)
    window.set_child(box)
    loop = GLib.MainLoop()
    window.connect("close-request", lambda _: loop.quit())
    window.present()
    loop.run()
else:
    for index, entry in enumerate(fields):
        entry.connect_after("focus-in-event", reporter(index))
        entry.connect_after("focus-out-event", reporter(None))
    window.add(box)
    window.connect("destroy", Gtk.main_quit)
    if args.at:
        window.move(*(int(value) for value in args.at.split(",")))
    window.show_all()
    Gtk.main()
