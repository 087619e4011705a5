#!/usr/bin/python3
"""Swift Emoji in real applications: GTK 3, GTK 4, Qt 5 and Qt 6 text fields and a Chromium page,
under a headless X server with ibus-daemon and IBus's GTK panel (see x_session.py), keys typed
with xdotool and each field's text read back from the application. Each toolkit gets a fresh
desktop (so no skin tone is remembered from the one before). Checks, per toolkit:

- `cat` Return commits 🐱, exactly (its code points as the application got them);
- `thumbs up`, a Shift tap, Return commits 👍🏻;
- with nothing typed, keys reach the field as usual (`1`, `.`, BackSpace);
- focus moved mid-query (`cat`, then a click in the other field of the window): neither field
  holds `cat` as text (Qt and Chromium keep a preedit as text when they lose focus, so they get
  the query in the panel), and a new query in the field clicked starts afresh;
- then in inline mode (set with gsettings): text full of colons types exactly as typed, `:cat`
  Return puts 🐱 in its place, and a `:query` being typed stays in its field as text when a click
  moves the focus.

With `--framework fcitx5` the same checks run with fcitx5 instead of IBus (fcitx5_x_session.py):
fcitx5's classic UI draws the candidates, the toolkits' fcitx5 modules type, and Control+Space
chooses Swift Emoji first (the layout comes first in the profile).

Usage: apps_test.py --bin DIR (the release build with ibus-engine-swift-emoji)
       [--framework ibus|fcitx5 --addon DIR (the fcitx5 addon's build directory)]
       [--toolkits gtk3,gtk4,qt5,qt6,chromium] [--screenshots DIR] [--query-placement auto|application|panel]
"""

import argparse
import json
import os
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from fcitx5_x_session import Fcitx5XSession  # noqa: E402
from x_session import XSession  # noqa: E402

TOP, BOTTOM = 0, 1
failures = []


def check(condition, what):
    print(f"apps-test: {'ok  ' if condition else 'FAIL'} {what}", flush=True)
    if not condition:
        failures.append(what)


def shown(text):
    """A text with its code points, as a check reports it: 🐱 (U+1F431)."""
    points = " ".join(f"U+{ord(c):04X}" for c in text)
    if len(text) > 12:  # a long text: its code points say nothing more
        return repr(text)
    return f"{text!r} ({points})" if text else "''"


class FieldsApp:
    """A GTK or Qt test application (entry_app.py, qt_entry_app.py) with two fields, the second
    above the first: each writes its text to a file, and the app writes where the fields are."""

    def __init__(self, x, name, command):
        self.files = [os.path.join(x.dir, f"{name}-{field}.txt") for field in ("top", "bottom")]
        layout = os.path.join(x.dir, f"{name}-layout.json")
        title = f"Swift Emoji {name}"
        x.spawn(command + ["--second", self.files[TOP], "--layout", layout, title, self.files[BOTTOM]], f"{name}.log")
        self.window = x.window(f"^{title}$")
        places = x.wait_for(lambda: x.read_json(layout))
        if not places:
            raise RuntimeError(f"{name} did not report its layout")
        self.places = places["fields"]

    def texts(self):
        result = []
        for path in self.files:
            try:
                with open(path) as f:
                    result.append(f.read())
            except OSError:
                result.append("")  # not changed yet
        return result


class BrowserApp:
    """Chromium showing browser_fields.html as an application window; the fields' text is in
    the window's title."""

    PREFIX = "Swift Emoji fields "
    places = [(160, 25), (160, 75)]

    def __init__(self, x, name):
        self.x = x
        x.spawn(["chromium", "--no-sandbox", "--test-type", "--no-first-run", "--disable-gpu",
                 "--password-store=basic", f"--user-data-dir={x.dir}/chromium", "--window-position=0,0",
                 "--window-size=420,120", "--app=file://" + os.path.join(HERE, "browser_fields.html")], f"{name}.log")
        self.window = x.window("^" + self.PREFIX)

    def texts(self):
        title = self.x.title(self.window)
        try:
            return json.loads(title[len(self.PREFIX):])["fields"]
        except ValueError:
            return ["", ""]


TOOLKITS = {
    "gtk3": lambda x: FieldsApp(x, "gtk3", ["/usr/bin/python3", os.path.join(HERE, "entry_app.py"), "--gtk", "3"]),
    "gtk4": lambda x: FieldsApp(x, "gtk4", ["/usr/bin/python3", os.path.join(HERE, "entry_app.py"), "--gtk", "4"]),
    "qt5": lambda x: FieldsApp(x, "qt5", ["/usr/bin/python3", os.path.join(HERE, "qt_entry_app.py"), "--qt", "5"]),
    "qt6": lambda x: FieldsApp(x, "qt6", ["/usr/bin/python3", os.path.join(HERE, "qt_entry_app.py"), "--qt", "6"]),
    "chromium": lambda x: BrowserApp(x, "chromium"),
}


def expect_field(x, app, index, start, added, what):
    """Waits for field `index` to hold `start` + `added`; checks, reporting what it got."""
    expected = start + added
    got = x.wait_for(lambda: (lambda texts: texts if texts[index] == expected else None)(app.texts()), timeout=5)
    text = (got or app.texts())[index]
    change = text[len(start):] if text.startswith(start) else text
    check(text == expected, f"{what} ({'got' if text.startswith(start) else 'the field holds'} {shown(change)})")


def start_app(x, name):
    """The toolkit's application, started; when it does not start, the error says why (its log)."""
    try:
        return TOOLKITS[name](x)
    except RuntimeError as error:
        try:
            with open(os.path.join(x.dir, f"{name}.log"), errors="replace") as f:
                log = f.read().strip().splitlines()[-3:]
        except OSError:
            log = []
        raise RuntimeError(" / ".join([str(error)] + log)) from None


def desktop(args):
    """The X desktop with the input framework asked for."""
    if args.framework == "fcitx5":
        return Fcitx5XSession(args.addon, args.bin)
    return XSession(args.bin, settings={"query-placement": args.query_placement} if args.query_placement else None)


def test_toolkit(name, args):
    x = desktop(args)
    try:
        app = start_app(x, name)
        x.focus(app.window)
        x.click(app.window, *app.places[BOTTOM])
        time.sleep(0.3)
        x.select_input_method()

        start = app.texts()[BOTTOM]
        x.type("cat")
        x.keys("Return")
        expect_field(x, app, BOTTOM, start, "🐱", f"{name}: cat Return commits 🐱")

        before = app.texts()[BOTTOM]
        x.type("thumbs up")
        x.keys("Shift_L", "Return")
        expect_field(x, app, BOTTOM, before, "👍🏻", f"{name}: thumbs up, a Shift tap, Return commits 👍🏻")

        before = app.texts()[BOTTOM]
        x.keys("1", "period")
        expect_field(x, app, BOTTOM, before, "1.", f"{name}: with nothing typed, 1 and . reach the field")
        x.keys("BackSpace")
        expect_field(x, app, BOTTOM, before, "1", f"{name}: with nothing typed, BackSpace deletes the .")

        before = app.texts()
        x.type("cat")
        time.sleep(0.4)
        if args.screenshots:
            x.screenshot(os.path.join(args.screenshots, f"{args.framework}-{name}-query.png"))
        x.click(app.window, *app.places[TOP])
        time.sleep(1.0)  # what the application does on losing focus, it has done by now
        after = app.texts()
        check(after == before,
              f"{name}: focus moved mid-query (cat, then a click in the other field): neither field holds cat "
              f"(bottom {shown(after[BOTTOM][len(before[BOTTOM]):])} added, top {shown(after[TOP])})")
        x.type("dog")
        x.keys("Return")
        expect_field(x, app, TOP, after[TOP], "🐶",
                     f"{name}: the field clicked starts afresh: dog Return commits 🐶")
        test_inline(x, app, name)
    finally:
        x.stop()


#: A line full of colons that inline mode leaves as typed (see Tests/TestSupport/ColonText.swift).
COLON_LINE = "at 10:30 see http://a.b:80/c, C:\\x, std::vector<int> a: b :) :-( :: fe80::1 ok."


def test_inline(x, app, name):
    """The inline mode's checks, in the bottom field then the top one."""
    x.set_setting("mode", "'inline'")
    x.click(app.window, *app.places[BOTTOM])
    time.sleep(1.0)  # the engine follows the setting
    before = app.texts()
    # A person's pace: IBus's GTK modules hand a key the engine did not take back to the toolkit
    # when the engine's reply arrives; seen once on a heavily loaded machine, GTK 4 then typed
    # keys sent faster than that reply out of order.
    x.type(COLON_LINE, delay=120)
    expect_field(x, app, BOTTOM, before[BOTTOM], COLON_LINE, f"{name}, inline: text with colons types as typed")
    before = app.texts()[BOTTOM]
    x.type(" :cat")
    x.keys("Return")
    expect_field(x, app, BOTTOM, before, " 🐱", f"{name}, inline: ' :cat' Return puts 🐱 in its place")
    before = app.texts()
    x.type(" see :ca")
    time.sleep(0.4)
    x.click(app.window, *app.places[TOP])
    expect_field(x, app, BOTTOM, before[BOTTOM], " see :ca",
                 f"{name}, inline: a click elsewhere mid-query keeps ' see :ca' as text")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--framework", choices=["ibus", "fcitx5"], default="ibus")
    parser.add_argument("--addon", help="with --framework fcitx5: the directory of libswiftemoji.so")
    parser.add_argument("--toolkits", default=",".join(TOOLKITS), help="comma-separated, of " + ", ".join(TOOLKITS))
    parser.add_argument("--screenshots", help="write a screenshot of each toolkit's query here")
    parser.add_argument("--query-placement", choices=["auto", "application", "panel"],
                        help="the engine's query-placement setting (default: the engine's default, auto); with "
                        "application, see what the toolkits do with a preedit when focus moves")
    args = parser.parse_args()
    if args.screenshots:
        os.makedirs(args.screenshots, exist_ok=True)
    started = time.time()
    for name in args.toolkits.split(","):
        try:
            test_toolkit(name, args)
        except Exception as error:  # a toolkit that cannot start is a failure, with its reason
            check(False, f"{name}: {error}")
            if os.environ.get("APPS_TEST_VERBOSE"):
                traceback.print_exc()
    print(f"apps-test: {len(failures)} failures in {time.time() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
    sys.exit(1 if failures else 0)
