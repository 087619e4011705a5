"""Swift Emoji in real applications: GTK 3, GTK 4, Qt 5 and Qt 6 text fields and a Chromium page,
under a headless X server with ibus-daemon and IBus's GTK panel (harness.ibus.IBusXDesktop), keys
typed with xdotool and each field's text read back from the application. Each toolkit gets a
fresh desktop (so no skin tone is remembered from the one before). The cases, per toolkit:

- `cat` Return commits 🐱, exactly (its code points as the application got them);
- `thumbs up`, a Shift tap, Return commits 👍🏻;
- with nothing typed, keys reach the field as usual (`1`, `.`, BackSpace);
- focus moved mid-query (`cat`, then a click in the other field of the window): neither field
  holds `cat` as text (Qt and Chromium keep a preedit as text when they lose focus, so they get
  the query in the panel), and a new query in the field clicked starts afresh;
- then in inline mode (set with gsettings): text full of colons types exactly as typed, `:cat`
  Return puts 🐱 in its place, and a `:query` being typed stays in its field as text when a click
  moves the focus.

With `--framework fcitx5` the same cases run with fcitx5 instead of IBus (harness.fcitx5.Fcitx5XDesktop):
fcitx5's classic UI draws the candidates, the toolkits' fcitx5 modules type, and Control+Space
chooses Swift Emoji first (the layout comes first in the profile).

Usage: /usr/bin/python3 -m Tests.Desktop.apps_test --bin DIR (the release build with
       ibus-engine-swift-emoji) [--framework ibus|fcitx5 --addon DIR (the fcitx5 addon's build)]
       [--toolkits gtk3,gtk4,qt5,qt6,chromium] [--screenshots DIR]
       [--query-placement auto|application|panel] [--case NAME]
"""

import argparse
import json
import os
import sys

from Tests.Desktop.apps.app_support import read_text
from Tests.harness.cases import Cases, expect
from Tests.harness.fcitx5 import Fcitx5XDesktop
from Tests.harness.ibus import IBusXDesktop
from Tests.harness.repository import ROOT, module_command
from Tests.harness.waiting import until_keys_type_as_text, wait_for

TOP, BOTTOM = 0, 1
APPS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "apps")
cases = Cases("apps-test")


def shown(text):
    """A text with its code points, as a check reports it: 🐱 (U+1F431)."""
    points = " ".join(f"U+{ord(c):04X}" for c in text)
    if len(text) > 12:  # a long text: its code points say nothing more
        return repr(text)
    return f"{text!r} ({points})" if text else "''"


class FieldsApp:
    """A GTK or Qt test application (apps/entry_app.py, apps/qt_entry_app.py) with two fields, the
    second above the first: each writes its text to a file, and the app writes where the fields
    are and which has the focus."""

    def __init__(self, x, name, module, *options):
        self.files = [os.path.join(x.dir, f"{name}-{field}.txt") for field in ("top", "bottom")]
        layout = os.path.join(x.dir, f"{name}-layout.json")
        self.focus_file = os.path.join(x.dir, f"{name}-focus.json")
        title = f"Swift Emoji {name}"
        x.spawn(module_command(module, *options, "--second", self.files[TOP], "--layout", layout,
                               "--focus", self.focus_file, title, self.files[BOTTOM]), f"{name}.log", cwd=ROOT)
        self.window = x.window(f"^{title}$")
        places = wait_for(lambda: x.read_json(layout))
        if not places:
            raise RuntimeError(f"{name} did not report its layout")
        self.places = places["fields"]
        self.x = x

    def texts(self):
        return [read_text(path) for path in self.files]

    def focused(self):
        return (self.x.read_json(self.focus_file) or {}).get("focused")


class BrowserApp:
    """Chromium showing apps/browser_fields.html as an application window; the fields' text and
    which has the focus are in the window's title."""

    PREFIX = "Swift Emoji fields "
    places = [(160, 25), (160, 75)]

    def __init__(self, x, name):
        self.x = x
        x.spawn(["chromium", "--no-sandbox", "--test-type", "--no-first-run", "--disable-gpu",
                 "--password-store=basic", f"--user-data-dir={x.dir}/chromium", "--window-position=0,0",
                 "--window-size=420,120", "--app=file://" + os.path.join(APPS, "browser_fields.html")], f"{name}.log")
        self.window = x.window("^" + self.PREFIX)

    def state(self):
        try:
            return json.loads(self.x.title(self.window)[len(self.PREFIX):])
        except ValueError:
            return {"fields": ["", ""], "focused": None}

    def texts(self):
        return self.state()["fields"]

    def focused(self):
        return self.state().get("focused")


TOOLKITS = {
    "gtk3": lambda x: FieldsApp(x, "gtk3", "Tests.Desktop.apps.entry_app", "--gtk", "3"),
    "gtk4": lambda x: FieldsApp(x, "gtk4", "Tests.Desktop.apps.entry_app", "--gtk", "4"),
    "qt5": lambda x: FieldsApp(x, "qt5", "Tests.Desktop.apps.qt_entry_app", "--qt", "5"),
    "qt6": lambda x: FieldsApp(x, "qt6", "Tests.Desktop.apps.qt_entry_app", "--qt", "6"),
    "chromium": lambda x: BrowserApp(x, "chromium"),
}


class Toolkit:
    """One toolkit's application in a fresh desktop with the input framework asked for: what a
    case gets."""

    def __init__(self, name, args):
        self.name, self.args = name, args
        if args.framework == "fcitx5":
            self.x = Fcitx5XDesktop(args.addon, args.bin)
        else:
            self.x = IBusXDesktop(args.bin, settings={"query-placement": args.query_placement}
                                  if args.query_placement else None)
        try:
            self.app = self._start_app()
            self.x.focus(self.app.window)
            self.focus_field(BOTTOM)
            self.x.wait_for_input_context()
            self.x.select_input_method()
        except BaseException:
            self.x.stop()
            raise

    def _start_app(self):
        """The toolkit's application, started; when it does not start, the error says why (its log)."""
        try:
            return TOOLKITS[self.name](self.x)
        except RuntimeError as error:
            try:
                with open(os.path.join(self.x.dir, f"{self.name}.log"), errors="replace") as f:
                    log = f.read().strip().splitlines()[-3:]
            except OSError:
                log = []
            raise RuntimeError(" / ".join([str(error)] + log)) from None

    def texts(self):
        return self.app.texts()

    def focus_field(self, index):
        """Gives field `index` the keyboard focus with a click (unless it has it: a click also
        moves the caret) and waits until the application says it has it."""
        if self.app.focused() == index:
            return
        name = ("top", "bottom")[index]
        self.x.click(self.app.window, *self.app.places[index])
        if not wait_for(lambda: self.app.focused() == index, timeout=5):
            # Seen once with Chromium just started (all of its cases failed here): a person who
            # sees no caret clicks again. Said, so a second click that is often needed shows.
            print(f"apps: {self.name}: the click on the {name} field did not focus it in 5 s "
                  f"(the application says field {self.app.focused()} has it); clicking again",
                  file=sys.stderr, flush=True)
            self.x.click(self.app.window, *self.app.places[index])
        expect(wait_for(lambda: self.app.focused() == index),
               f"a click on the {name} field gives it the focus (twice; the application says field "
               f"{self.app.focused()} has it)")

    def expect_field(self, index, start, added, what=""):
        """Waits for field `index` to hold `start` + `added`; fails the case with what it holds."""
        expected = start + added
        wait_for(lambda: self.texts()[index] == expected, timeout=5)
        text = self.texts()[index]
        change = text[len(start):] if text.startswith(start) else text
        expect(text == expected, f"{what}{'got' if text.startswith(start) else 'the field holds'} {shown(change)}")

    def expect_typing(self, text, keys, added, delay=60):
        """Types `text`, then presses `keys`, in the bottom field; fails the case unless the field
        then holds what it held and `added`."""
        self.focus_field(BOTTOM)
        before = self.texts()[BOTTOM]
        self.x.type(text, delay=delay)
        if keys:
            self.x.keys(*keys)
        self.expect_field(BOTTOM, before, added)

    def inline_mode(self):
        """Sets the inline mode and waits until the engine follows it."""
        self.x.set_setting("mode", "'inline'")
        self.focus_field(BOTTOM)
        expect(until_keys_type_as_text(lambda: self.texts()[BOTTOM], self.x.keys), "the engine follows mode 'inline'")

    def stop(self):
        self.x.stop()


@cases
def cat_return_commits_the_cat(t):
    "cat Return commits 🐱"
    t.expect_typing("cat", ["Return"], "🐱")


@cases
def shift_tap_tones_the_thumbs_up(t):
    "thumbs up, a Shift tap, Return commits 👍🏻"
    t.expect_typing("thumbs up", ["Shift_L", "Return"], "👍🏻")


@cases
def keys_reach_the_field_with_nothing_typed(t):
    "with nothing typed, 1 and . reach the field, and BackSpace deletes the ."
    t.focus_field(BOTTOM)
    before = t.texts()[BOTTOM]
    t.x.keys("1", "period")
    t.expect_field(BOTTOM, before, "1.", "1 and . pressed: ")
    t.x.keys("BackSpace")
    t.expect_field(BOTTOM, before, "1", "BackSpace pressed: ")


@cases
def focus_moved_mid_query(t):
    "focus moved mid-query (cat, then a click in the other field): neither field holds cat, the field clicked starts afresh"
    t.focus_field(BOTTOM)
    before = t.texts()
    t.x.type("cat")
    t.x.settled()  # the query shows, in the field or in the panel
    if t.args.screenshots:
        t.x.screenshot(os.path.join(t.args.screenshots, f"{t.args.framework}-{t.name}-query.png"))
    t.focus_field(TOP)
    # Whatever the application does with the query as it loses the focus comes before these keys.
    t.x.type("dog")
    t.x.keys("Return")
    wait_for(lambda: t.texts()[TOP].endswith("🐶"), timeout=5)
    after = t.texts()
    expect(after[BOTTOM] == before[BOTTOM] and "cat" not in after[TOP],
           f"neither field holds cat (bottom {shown(after[BOTTOM][len(before[BOTTOM]):])} added, top {shown(after[TOP])})")
    t.expect_field(TOP, before[TOP], "🐶", "dog Return in the field clicked: ")


#: A line full of colons that inline mode leaves as typed (see Tests/TestSupport/ColonText.swift).
COLON_LINE = "at 10:30 see http://a.b:80/c, C:\\x, std::vector<int> a: b :) :-( :: fe80::1 ok."


@cases
def inline_text_with_colons_types_as_typed(t):
    "inline: text with colons types as typed"
    t.inline_mode()
    # A person's pace: IBus's GTK modules hand a key the engine did not take back to the toolkit
    # when the engine's reply arrives; seen once on a heavily loaded machine, GTK 4 then typed
    # keys sent faster than that reply out of order.
    t.expect_typing(COLON_LINE, [], COLON_LINE, delay=120)


@cases
def inline_query_return_puts_the_emoji_in_its_place(t):
    "inline: ' :cat' Return puts 🐱 in its place"
    t.inline_mode()
    t.expect_typing(" :cat", ["Return"], " 🐱")


@cases
def inline_query_stays_as_text_when_focus_moves(t):
    "inline: a click elsewhere mid-query keeps ' see :ca' as text"
    t.inline_mode()
    before = t.texts()
    t.x.type(" see :ca")
    t.x.settled()  # ':ca' shows, in the field or in the panel
    t.focus_field(TOP)
    t.expect_field(BOTTOM, before[BOTTOM], " see :ca")


def run(args):
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
    cases.run_in_each(args.toolkits.split(","), lambda name: Toolkit(name, args))


def main():
    parser = argparse.ArgumentParser(description="Swift Emoji in real GTK, Qt and Chromium text fields")
    parser.add_argument("--bin", required=True)
    parser.add_argument("--framework", choices=["ibus", "fcitx5"], default="ibus")
    parser.add_argument("--addon", help="with --framework fcitx5: the directory of libswiftemoji.so")
    parser.add_argument("--toolkits", default=",".join(TOOLKITS), help="comma-separated, of " + ", ".join(TOOLKITS))
    parser.add_argument("--screenshots", help="write a screenshot of each toolkit's query here")
    parser.add_argument("--query-placement", choices=["auto", "application", "panel"],
                        help="the engine's query-placement setting (default: the engine's default, auto); with "
                        "application, see what the toolkits do with a preedit when focus moves")
    return cases.main(parser, run)


if __name__ == "__main__":
    sys.exit(main())
