"""A Qt window with a line edit (two with --second, the second above the first) that writes its
text to a file on every change: the Qt application the desktop tests type into. Qt 5 (PyQt5), or
Qt 6 with --qt 6.
Usage: python3 -m Tests.Desktop.apps.qt_entry_app [--qt 5|6] [--second FILE] [--layout FILE]
       [--focus FILE] [--preedit FILE] TITLE OUTPUT_FILE (see app_support)."""

import importlib
import sys

from .app_support import parse_arguments, write_focus, write_layout, write_text

args = parse_arguments("A Qt line edit for the desktop tests", "--qt", ["5", "6"], "5")
QtCore = importlib.import_module(f"PyQt{args.qt}.QtCore")
QtWidgets = importlib.import_module(f"PyQt{args.qt}.QtWidgets")

application = QtWidgets.QApplication([sys.argv[0]])
window = QtWidgets.QWidget()
window.setWindowTitle(args.title)
window.resize(420, 60)
layout = QtWidgets.QVBoxLayout(window)
fields = []


class LineEdit(QtWidgets.QLineEdit):
    """A line edit that reports the preedit an input method shows in it (--preedit)."""

    def __init__(self, preedit_file=None):
        super().__init__()
        self.preedit_file = preedit_file

    def inputMethodEvent(self, event):
        super().inputMethodEvent(event)
        if self.preedit_file:
            write_text(self.preedit_file, event.preeditString())


# The second field goes above the first: the candidate panel opens below the caret, where a
# click would land on the panel.
for output in [args.second, args.output]:
    if output is None:
        continue
    field = LineEdit(args.preedit if output is args.output else None)
    if output is args.second and args.second_password:
        field.setEchoMode(QtWidgets.QLineEdit.EchoMode.Password)
    field.textChanged.connect(lambda text, output=output: write_text(output, text))
    layout.addWidget(field)
    fields.append(field)
fields[-1].setText(args.text)
if args.password:
    fields[-1].setEchoMode(QtWidgets.QLineEdit.EchoMode.Password)


def report_layout():
    centres = [field.mapTo(window, field.rect().center()) for field in fields]
    write_layout(args.layout, [(point.x(), point.y()) for point in centres])


def report_focus(_old, new):
    write_focus(args.focus, fields.index(new) if new in fields else None)


application.focusChanged.connect(report_focus)
window.show()
if args.layout:
    QtCore.QTimer.singleShot(200, report_layout)
sys.exit(application.exec())
