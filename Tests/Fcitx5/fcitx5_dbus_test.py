"""Swift Emoji in a real fcitx5 process (make test-fcitx5): a private D-Bus session, fcitx5 with
its keyboard, dbus and dbusfrontend addons and the Swift Emoji addon, driven through fcitx5's
D-Bus input context interface as an application's input module does (create a context, set its
capabilities, focus it, ProcessKeyEvent), with the commits and the client-side panel
(UpdateClientSideUI: preedit, auxiliary text, candidates, cursor, pages) read from its signals.

The profile has a keyboard layout first and Swift Emoji second, with fcitx5's default hotkeys
(a lone Left Shift switches between them). Each case has input contexts of its own; a case that
changes a setting puts it back.

Usage: /usr/bin/python3 -m Tests.Fcitx5.fcitx5_dbus_test --addon DIR [--fcitx5-data DIR] --bin DIR [--case NAME]
(run by ctest: Tests/Fcitx5/CMakeLists.txt)
"""

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys

from Tests.harness.cases import Cases, expect
from Tests.harness.fcitx5 import CONTROL_MASK, PASSWORD, PREEDIT, SHIFT_MASK, XK, Fcitx5Session
from Tests.harness.session import running
from Tests.harness.waiting import wait_for

cases = Cases("fcitx5-dbus-test")


class Fixture:
    def __init__(self, session, bin_dir):
        self.session, self.bin = session, bin_dir

    def swift_emoji(self, program="swift-emoji-test", typed=""):
        """A new input context with Swift Emoji chosen (Control+space), and `typed` typed."""
        ic = self.session.input_context(program)
        expect(ic.switch_to_swift_emoji(), "Control+space chooses Swift Emoji")
        ic.type(typed)
        return ic


def first_row(ic):
    return ((ic.ui or {}).get("candidates") or [""])[0]


def relisted(ic):
    """Types `cat` afresh; whether its first candidate is a list line (the emoji and its name)."""
    ic.key(XK["Escape"])
    ic.type("cat")
    return first_row(ic).startswith("🐱  cat")


def retyped(ic, query, first):
    """Types `query` afresh; whether the focused emoji is `first`."""
    ic.key(XK["Escape"])
    ic.type(query)
    return f"[{first}]" in first_row(ic)


#: Text full of colons that inline mode must leave as typed (Tests/TestSupport/ColonText.swift).
COLON_TEXT = """Meeting at 10:30, room B: bring notes.
See http://example.com:8080/path?q=a:b and C:\\Users\\me or D:/data
std::vector<int> v; a::b::c = x ? y : z; fe80::1ff:fe23::1 and [::]
key:value, note: later; ratio 3:2 (16:9) emoticons :) ;) :-( :'( :3 <3 :: ::: done.
say :hello there, :P ok.
"""


def typed_text(ic, text):
    """Types `text` (newlines as Return); what the application got: commits, then each key the
    engine let through."""
    got = ""
    for character in text:
        keysym = XK["Return"] if character == "\n" else ord(character)
        before = len(ic.commits)
        taken = ic.key(keysym)
        ic.key(keysym, release=True)
        got += "".join(ic.commits[before:])
        if not taken:
            got += character
    return got


def commits_on(f, typed, method):
    """Types `typed` in inline mode, then the application calls `method` (Reset, FocusOut); what
    that commits (fcitx5 may send it after the method's reply)."""
    with inline_context(f, f"inline-{method}") as ic:
        typed_text(ic, typed)
        before = len(ic.commits)
        ic.call(method)
        ic.wait_for(lambda: len(ic.commits) > before)
        ic.call("FocusIn")
        return ic.commits[before:]


@contextlib.contextmanager
def setting(f, key, value, default):
    """Sets one of Swift Emoji's settings for the time of a block, then back to `default`."""
    f.session.set_setting(key, value)
    try:
        yield
    finally:
        f.session.set_setting(key, default)


@contextlib.contextmanager
def inline_context(f, program):
    """Sets mode 'inline' and waits until the engine follows it; a new input context with Swift
    Emoji chosen, nothing composed. Mode 'emoji' again at the end."""
    with setting(f, "mode", "'inline'", "'emoji'"):
        ic = f.swift_emoji(program)

        def retyped_inline():
            # `a :c` shows `:c` as the preedit with `a ` passed through.
            ic.key(XK["Escape"])
            return typed_text(ic, "a :c") == "a " and ic.preedit == ":c"
        expect(ic.wait_for(retyped_inline), "mode 'inline' set with gsettings applies")
        ic.key(XK["Escape"])  # ':c' stays as text
        ic.key(XK["Return"])
        yield ic


@cases
def keys_type_as_usual_with_the_layout(f):
    "with the keyboard layout current, c goes to the application"
    ic = f.session.input_context()
    expect(not ic.key(ord("c")), "c was taken")


@cases
def control_space_chooses_swift_emoji(f):
    "Control+space chooses Swift Emoji, and F5 with nothing typed passes through"
    ic = f.swift_emoji()
    expect(not ic.key(XK["F5"]), "F5 was taken")


@cases
def query_shows_in_the_application_and_the_panel(f):
    "the query is the application's preedit, 🐱 is in the first row, the auxiliary text names it"
    ic = f.swift_emoji(typed="cat")
    expect(ic.preedit == "cat", f"the preedit: {ic.preedit!r}")
    ui = ic.ui or {}
    expect(ui.get("candidates") and "🐱" in ui["candidates"][0], f"the rows: {ui.get('candidates')}")
    expect(ui.get("cursor") == 0 and ui.get("layout") == 1, f"cursor {ui.get('cursor')}, layout {ui.get('layout')}")
    expect("cat face" in ui.get("aux", ""), f"the auxiliary text: {ui.get('aux')!r}")


@cases
def return_commits_the_cat(f):
    "c a t Return commits 🐱, and the preedit and panel are gone"
    ic = f.swift_emoji(typed="cat")
    expect(ic.key(XK["Return"]), "Return was not taken")
    expect(ic.commits == ["🐱"], f"the commits: {ic.commits}")
    expect(ic.preedit == "" and not (ic.ui or {}).get("candidates"), f"preedit {ic.preedit!r}, panel {ic.ui}")


@cases
def a_page_is_four_rows_of_seven(f):
    "a page is 4 rows of 7 emoji, and the first page has a next page"
    ic = f.swift_emoji(typed="face")
    rows = ic.ui["candidates"]
    expect(len(rows) == 4, f"{len(rows)} rows")
    expect(all(len([p for p in row.replace("[", " ").replace("]", " ").split() if p]) == 7 for row in rows),
           f"the first row: {rows[0]!r}")
    expect(ic.ui["has_next"] and not ic.ui["has_prev"], f"next {ic.ui['has_next']}, previous {ic.ui['has_prev']}")


@cases
def down_moves_the_cursor_and_the_mark(f):
    "Down: the cursor and the mark move to the second row"
    ic = f.swift_emoji(typed="face")
    ic.key(XK["Down"])
    expect(ic.ui["cursor"] == 1 and "[" in ic.ui["candidates"][1], f"cursor {ic.ui['cursor']}: {ic.ui['candidates']}")


@cases
def pages_turn_with_keys_and_the_panel(f):
    "Page_Down goes to the second page, the panel's previous-page button goes back"
    ic = f.swift_emoji(typed="face")
    ic.key(XK["Page_Down"])
    expect(ic.ui["has_prev"], "no previous page after Page_Down")
    ic.call("PrevPage")
    expect(ic.wait_for(lambda: not ic.ui["has_prev"]), "still a previous page after PrevPage")


@cases
def escape_cancels(f):
    "Escape is taken and cancels without committing"
    ic = f.swift_emoji(typed="face")
    expect(ic.key(XK["Escape"]), "Escape was not taken")
    expect(not ic.ui["candidates"] and ic.commits == [], f"candidates {ic.ui['candidates']}, commits {ic.commits}")


@cases
def shift_tap_tones_the_focused_emoji(f):
    "a Shift tap tones 👍 (a lone Shift_L is fcitx5's switch hotkey), and Return commits 👍🏻"
    ic = f.swift_emoji(typed="thumbs up")
    ic.tap(XK["Shift_L"], SHIFT_MASK)
    expect("[👍🏻]" in first_row(ic), f"the first row: {first_row(ic)!r}")
    ic.key(XK["Return"])
    expect(ic.commits[-1:] == ["👍🏻"], f"the commits: {ic.commits}")


@cases
def the_tone_chosen_is_in_the_shared_state_files(f):
    "the tone chosen through fcitx5 is in the user's state files, where the IBus engine and the CLI find it"
    cli = os.path.join(f.bin, "swift-emoji")
    if not os.path.exists(cli):
        return  # the package's tree has the server only
    ic = f.swift_emoji(typed="thumbs up")
    ic.tap(XK["Shift_L"], SHIFT_MASK)
    ic.key(XK["Return"])
    chosen = expect(ic.commits[-1:], "nothing committed")[0]
    state = os.path.join(f.session.env["XDG_STATE_HOME"], "swift-emoji")

    def first_for_thumbs_up():
        result = subprocess.run([cli, "simulate", "--state-dir", state, "t", "h", "u", "m", "b", "s", "space", "u",
                                 "p"], capture_output=True, text=True,
                                env={**os.environ, "SWIFT_EMOJI_DATA_DIR": f.session.env["SWIFT_EMOJI_DATA_DIR"]})
        rows = json.loads(result.stdout or "{}").get("final", {}).get("rows", [[]])
        return rows[0][0] if rows and rows[0] else ""
    expect(wait_for(lambda: first_for_thumbs_up() == chosen, timeout=5, interval=0.1),
           f"the CLI's first emoji for 'thumbs up' with {state}: {first_for_thumbs_up()!r}, not {chosen}")


@cases
def shortcode_commits(f):
    "':sob:' commits 😭"
    ic = f.swift_emoji()
    typed_text(ic, ":sob:")
    expect(ic.commits[-1:] == ["😭"], f"the commits: {ic.commits}")


@cases
def two_people_take_a_tone_each(f):
    "two people take a tone each (a Shift tap, then a Control tap)"
    ic = f.swift_emoji(typed="holding hands")
    ic.tap(XK["Shift_L"], SHIFT_MASK)
    ic.tap(XK["Control_L"], CONTROL_MASK)
    expect(first_row(ic).count("🏻") >= 1, f"the first row: {first_row(ic)!r}")


@cases
def shift_tap_with_nothing_typed_switches(f):
    "with nothing typed a Shift tap switches to the layout, and a second one back to Swift Emoji"
    ic = f.swift_emoji()
    ic.tap(XK["Shift_L"], SHIFT_MASK)
    expect(not ic.key(ord("c")), "c was taken after the first tap")
    ic.tap(XK["Shift_L"], SHIFT_MASK)
    expect(ic.key(ord("c")) and ic.preedit == "c", f"after the second tap: preedit {ic.preedit!r}")


@cases
def layout_list_from_gsettings(f):
    "layout 'list' set with gsettings: one emoji and its name per row, numbered"
    ic = f.swift_emoji()
    with setting(f, "layout", "'list'", "'grid'"):
        expect(ic.wait_for(lambda: relisted(ic)), f"the rows: {(ic.ui or {}).get('candidates')}")
        expect(ic.ui["labels"][0].strip() == "1.", f"the labels: {ic.ui['labels'][:2]}")


@cases
def default_skin_tone_from_gsettings(f):
    "default-skin-tone 'medium' set with gsettings tones the grid"
    ic = f.swift_emoji()
    with setting(f, "default-skin-tone", "'medium'", "'none'"):
        expect(ic.wait_for(lambda: retyped(ic, "wave", "👋🏽")), f"the first row: {first_row(ic)!r}")


@cases
def password_fields_pass_keys_through(f):
    "in a password field keys reach the application and nothing is composed"
    other = f.session.input_context("second-app", capability=PREEDIT | PASSWORD)
    expect(not other.key(ord("c")), "c was taken")
    expect(other.preedit == "", f"the preedit: {other.preedit!r}")


@cases
def fcitx5_survives_the_engine_server(f):
    "if the engine server dies, the key in flight reaches the application, fcitx5 goes on and starts another"
    ic = f.swift_emoji()
    ic.key(XK["Escape"])
    servers = f.session.engine_server_pids()
    expect(len(servers) == 1, f"engine servers running: {servers}")
    for pid in servers:
        os.kill(pid, signal.SIGKILL)
    expect(wait_for(lambda: not any(running(pid) for pid in servers), timeout=5), "the engine server did not end")
    expect(not ic.key(ord("d")), "the key in flight was taken")
    expect(f.session.fcitx5.poll() is None, "fcitx5 ended")
    ic.type("cat")
    expect(ic.preedit == "cat", f"typing on: the preedit {ic.preedit!r}")
    expect(len(f.session.engine_server_pids()) == 1, f"engine servers: {f.session.engine_server_pids()}")
    ic.key(XK["Return"])
    expect(ic.commits[-1:] == ["🐱"], f"the commits: {ic.commits}")


@cases
def inline_colon_text_types_as_typed(f):
    "inline: text with colons types exactly as typed"
    with inline_context(f, "inline-colons") as ic:
        text = typed_text(ic, COLON_TEXT)
        expect(text == COLON_TEXT, f"the end of what was typed: {text[-60:]!r}")


@cases
def inline_query_return_puts_the_emoji_in_its_place(f):
    "inline: ':cat' Return puts 🐱 in its place"
    with inline_context(f, "inline-cat") as ic:
        text = typed_text(ic, "I love :cat\n")
        expect(text == "I love 🐱", f"typed: {text!r}")


@cases
def inline_query_kept_on_reset(f):
    "inline: the application's reset keeps ':ca' as text"
    commits = commits_on(f, "see :ca", "Reset")
    expect(commits == [":ca"], f"the commits: {commits}")


@cases
def inline_query_kept_when_focus_moves_away(f):
    "inline: focus moving away keeps ':do' as text"
    commits = commits_on(f, "x :do", "FocusOut")
    expect(commits == [":do"], f"the commits: {commits}")


def run(args):
    log = os.path.abspath(os.path.join(args.addon, "fcitx5-dbus-test.log"))
    if os.path.exists(log):
        os.remove(log)
    session = Fcitx5Session(args.addon, args.bin, log=log, data_dir=args.fcitx5_data)
    try:
        cases.run(Fixture(session, args.bin))
    finally:
        session.stop()
    if cases.failed:
        print(f"fcitx5's log: {log}")


def main():
    parser = argparse.ArgumentParser(description="Swift Emoji in a real fcitx5 process, driven over D-Bus")
    parser.add_argument("--addon", required=True, help="directory of libswiftemoji.so")
    parser.add_argument("--fcitx5-data", help="fcitx5's addon/ and inputmethod/ files for it (default: --addon)")
    parser.add_argument("--bin", required=True, help="directory of swift-emoji-engine-server")
    return cases.main(parser, run)


if __name__ == "__main__":
    sys.exit(main())
