"""What the test applications share: their command line and the files they write.

Each application shows one window with one text field, or two with --second (the second above
the first), and writes a field's text to its file on every change (the committed text: a preedit
is not part of it), so a test reads what the application really got. With --layout it writes,
once shown, the centre of each field in window coordinates as JSON (`{"fields": [[x, y], ...]}`,
top to bottom), where a test clicks to move the focus (`xdotool mousemove --window`). With
--focus it writes which field has the keyboard focus whenever that changes (its index, top to
bottom), so a test knows a click has moved it. Run them as modules from the repository's root
(`/usr/bin/python3 -m Tests.Desktop.apps.entry_app …`).
"""

import argparse
import json
import os


def parse_arguments(description, toolkit_option, toolkits, default):
    """The command line: `[--TOOLKIT_OPTION VERSION] [--second FILE [--second-password]] [--layout FILE] [--focus FILE]
    [--text TEXT] [--at X,Y] [--fill] [--password] [--preedit FILE] TITLE OUTPUT`."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument(toolkit_option, choices=toolkits, default=default, help="toolkit version")
    parser.add_argument("--second", help="add a second field above the first, writing its text here")
    parser.add_argument("--second-password", action="store_true",
                        help="the second field is a password field (it hides its text, and says so to input methods)")
    parser.add_argument("--layout", help="write the fields' centres (window coordinates) here once shown")
    parser.add_argument("--focus", help="write the index of the focused field here whenever it changes")
    parser.add_argument("--preedit", help="write the first field's preedit (the text an input method shows in it "
                        "while composing) here whenever it changes")
    parser.add_argument("--text", default="", help="the first field's text to start with")
    parser.add_argument("--at", help="where the window goes on the screen, X,Y (there is no window manager)")
    parser.add_argument("--fill", action="store_true", help="a lone field fills the window (as in the screenshots)")
    parser.add_argument("--password", action="store_true", help="the first field is a password field (hidden text)")
    parser.add_argument("title")
    parser.add_argument("output", help="the first field's text is written here")
    return parser.parse_args()


def write_text(path, text):
    """Writes a field's text (whole, so a reader never sees a partial file)."""
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def read_text(path):
    """What a field's file holds: its text as `write_text` left it ("" until the field first changed)."""
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def write_layout(path, centres):
    """Writes the fields' centres, `[(x, y), ...]` in window coordinates."""
    write_text(path, json.dumps({"fields": [[round(x), round(y)] for x, y in centres]}))


def write_focus(path, index):
    """Writes the index of the field that has the focus (None: none)."""
    if path:
        write_text(path, json.dumps({"focused": index}))
