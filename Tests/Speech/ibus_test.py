"""What a screen-reader user hears from the real engine (issue 25), end to end: ibus-daemon with
IBus's GTK panel and the real ibus-engine-swift-emoji (harness.ibus.IBusXDesktop) under Xvfb with
the accessibility bus, real Orca, a private speech-dispatcher that writes down what it would say
(harness.speech), and a GTK 3 text field (Tests/Desktop/apps/entry_app.py) typed into with
xdotool. One desktop for all the cases; each types its keys from an empty query.

- Orca 43 (Debian 12) ignores announcements: the engine finds Orca among the accessibility bus's
  listeners and speaks to speech-dispatcher itself, in the user's language. Orca 45.2 and newer
  (Debian 13's 48, sid's 51: Tests/Current) take announcements: what the engine says is spoken at
  the rate set in Orca, so it went through Orca.
- `heart` says the first emoji and its place, a burst of arrows the last place, Return what was
  inserted; `thumbs up` and a Shift tap the tone; nothing in a password field; nothing with the
  setting `speak` off; nothing typed or said in the engine's log.

Usage: /usr/bin/python3 -m Tests.Speech.ibus_test --bin DIR (the release build with
       ibus-engine-swift-emoji) [--case NAME]
"""

import argparse
import os
import sys

from Tests.Desktop.apps.app_support import read_text
from Tests.harness.cases import Cases, expect
from Tests.harness.ibus import IBusXDesktop
from Tests.harness.repository import ROOT, module_command
from Tests.harness.speech import SILENCE_WINDOW, SpeechDispatcher, orca_takes_announcements, start_orca
from Tests.harness.waiting import quiet_for, wait_for

from . import story

#: The keys of a burst, this many milliseconds apart (Orca drops a second announcement within 0.1 s).
BURST_DELAY = 30

cases = Cases("speech-ibus-test")


class Field:
    """A GTK 3 window with one text field (a password field with `password`), which writes its
    text to a file."""

    def __init__(self, x, name, password=False, at="0,0"):
        self.path = os.path.join(x.dir, f"{name}.txt")
        title = f"Swift Emoji {name}"
        x.spawn(module_command("Tests.Desktop.apps.entry_app", *(["--password"] if password else []),
                               "--at", at, "--fill", title, self.path), f"{name}.log", cwd=ROOT)
        self.window = x.window(f"^{title}$")

    def text(self):
        return read_text(self.path)


class SpeakingDesktop:
    """IBus, Orca and speech-dispatcher in one X desktop, with a text field and a password field."""

    def __init__(self, bin_dir):
        self.speech = SpeechDispatcher()
        self.x = None
        try:
            # The engine (started by ibus-daemon) finds speech-dispatcher as the desktop's programs
            # do; the applications keep their accessibility bridge (the session turns it off).
            self.x = IBusXDesktop(bin_dir, log_level="info", env={**self.speech.env, "NO_AT_BRIDGE": None})
            self.speech.start(self.x.session)
            self.version, self.orca_rate = start_orca(self.x.session, self.speech)
            self.announcements = orca_takes_announcements(self.version)
            self.field = Field(self.x, "speech")
            self.password = Field(self.x, "password", password=True, at="0,200")
            self.focus(self.field)
            route = "announcement" if self.announcements else "speechDispatcher"
            if not wait_for(lambda: f"speech route: {route}" in self.engine_log(), 20):
                raise RuntimeError(f"the engine did not take the route {route} with {self.version}: "
                                   f"{[line for line in self.engine_log().splitlines() if 'speech' in line]}")
        except BaseException:
            self.stop()
            raise

    def engine_log(self):
        """What ibus-daemon and the engine wrote (the engine logs its speech route, never a text)."""
        with open(os.path.join(self.x.dir, "ibus-daemon.log"), errors="replace") as f:
            return f.read()

    def focus(self, field):
        """Gives `field`'s window the focus and waits until ibus-daemon has its input context."""
        self.x.focus(field.window)
        self.x.wait_for_input_context()

    def mark(self):
        """Where the speech log is now: what is said after it is what the next keys caused."""
        return len(self.speech.spoken())

    def ours(self, since):
        """The engine's messages said after `since` (Orca's own speech, the keys' names, is not)."""
        return [u for u in self.speech.spoken()[since:] if story.is_ours(u.text)]

    def heard(self, since):
        """Everything said after `since`, each with its time after the first: the engine's messages
        and Orca's own speech (keys, the field's text), to tell which cancelled which."""
        spoken = self.speech.spoken()[since:]
        return [f"+{u.time - spoken[0].time:.2f}s {u.text!r}" for u in spoken]

    def said(self, text, since, starts=False):
        """Waits until the engine's `text` (or a message starting with it) is said after `since`;
        fails the case with what was said instead."""
        found = self.speech.wait_until_said(lambda u: u.text.startswith(text) if starts else u.text == text, since)
        expect(found, f"{self.version} did not say {text!r}; said since: {self.heard(since)}")
        return found

    def expect_inserted(self, before, added):
        wait_for(lambda: self.field.text() == before + added, 5)
        expect(self.field.text() == before + added, f"the field holds {self.field.text()!r}, not {before + added!r}")

    def stop(self):
        if self.x:
            self.x.stop()
        self.speech.remove()


def hear(d, query, opens, steps=()):
    """Types `query` into the field and waits until the first message, starting with `opens`, is
    said; then presses each step's keys (a burst, BURST_DELAY apart) and waits until its message
    is said. The first message, and where the log stood before the query."""
    d.focus(d.field)
    since = d.mark()
    d.x.type(query)
    opened = d.said(opens, since, starts=True)
    for keys, message in steps:
        d.x.keys(*keys, delay=BURST_DELAY)
        d.said(message, since)
    return opened, since


@cases
def heart_says_the_first_emoji_and_its_place(d):
    "`heart` says red heart, 1 of 28, page 1 of …"
    hear(d, "heart", story.HEART_OPENS)
    d.x.keys("Escape")


@cases
def burst_of_arrows_says_the_last_place(d):
    "a burst of five arrows says the last place (broken heart, 6 of 28), and nothing after it"
    _, since = hear(d, "heart", story.HEART_OPENS, [(["Right"] * 5, story.BURST_ENDS)])
    # The trailing message is sent 120 ms after the one before at most: a later place would be in.
    quiet_for(0.5, lambda: d.ours(since)[-1].text != story.BURST_ENDS)
    places = [u.text for u in d.ours(since)]
    expect(places[-1] == story.BURST_ENDS, f"the places said: {places}")
    d.x.keys("Escape")


@cases
def return_says_what_was_inserted(d):
    "heart, five arrows, Return inserts 💔 and says broken heart inserted"
    before = d.field.text()
    hear(d, "heart", story.HEART_OPENS, [(["Right"] * 5, story.BURST_ENDS), (["Return"], story.BURST_INSERTED)])
    d.expect_inserted(before, story.INSERTED_TEXT[story.BURST_INSERTED])


@cases
def shift_tap_says_the_tone(d):
    "thumbs up, a Shift tap says thumbs up: light skin tone; Return inserts 👍🏻 and says so"
    before = d.field.text()
    hear(d, "thumbs up", "thumbs up, 1 of", [(["Shift_L"], story.TONED), (["Return"], story.TONED_INSERTED)])
    d.expect_inserted(before, story.INSERTED_TEXT[story.TONED_INSERTED])


@cases
def the_route_fits_the_screen_reader(d):
    "Orca 45.2+: spoken through Orca, at its rate; Orca 43: speech-dispatcher directly, in the user's language"
    said, _ = hear(d, "heart", story.HEART_OPENS)
    d.x.keys("Escape")
    if d.announcements:
        expect(said.rate == d.orca_rate, f"{d.version}: spoken at rate {said.rate}, Orca's is {d.orca_rate}")
    else:
        expect(said.language == "en", f"{d.version}: spoken in {said.language!r}")
        expect(said.rate != d.orca_rate, f"{d.version}: spoken at Orca's rate {said.rate}: not by the engine")


@cases
def nothing_is_said_in_a_password_field(d):
    "nothing is said in a password field (heart, Right, Return type as text)"
    # IBus's GTK module gives a password field no input context: ibus-daemon (and the engine) never
    # hear of it, and the keys go to the field as they are.
    d.x.focus(d.password.window)
    since = d.mark()
    d.x.type("heart")
    d.x.keys("Right", "Return")
    # The keys reached the field as text: the engine took none of them.
    expect(wait_for(lambda: d.password.text() == "heart", 5), f"the password field holds {len(d.password.text())} characters")
    said = quiet_for(SILENCE_WINDOW, lambda: d.ours(since))
    expect(not said, f"said in a password field: {[u.text for u in said]}")
    d.focus(d.field)


@cases
def nothing_is_said_with_speak_off(d):
    "with speak off nothing is said (heart, Right, Return still inserts)"
    d.x.set_setting("speak", "'off'")
    try:
        expect(wait_for(lambda: "speech route: none (mode off" in d.engine_log(), 10),
               "the engine did not follow speak 'off'")
        before = d.field.text()
        d.focus(d.field)
        since = d.mark()
        d.x.type("heart")
        d.x.keys("Right", "Return")
        expect(wait_for(lambda: len(d.field.text()) > len(before), 5), "heart, Right, Return inserted nothing")
        said = quiet_for(SILENCE_WINDOW, lambda: d.ours(since))
        expect(not said, f"said with speak off: {[u.text for u in said]}")
    finally:
        d.x.set_setting("speak", "'auto'")


@cases
def nothing_typed_is_logged(d):
    "nothing typed or said is in the engine's log (at level info)"
    hear(d, "heart", story.HEART_OPENS)
    d.x.keys("Escape")
    log = d.engine_log().lower()
    expect("speech route" in log, "the engine's log does not say its speech route: not at level info?")
    leaked = [word for word in ("heart", "thumbs", " of 28", "inserted", "skin tone") if word in log]
    expect(not leaked, f"the engine's log holds {leaked}")


def main():
    parser = argparse.ArgumentParser(description="What a screen-reader user hears from the real engine")
    parser.add_argument("--bin", required=True, help="the release build with ibus-engine-swift-emoji")

    def run(args):
        desktop = SpeakingDesktop(args.bin)
        try:
            print(f"speech-ibus-test: {desktop.version}, the engine's route: "
                  f"{'announcement' if desktop.announcements else 'speechDispatcher'}", flush=True)
            cases.run(desktop)
        finally:
            desktop.stop()

    return cases.main(parser, run)


if __name__ == "__main__":
    sys.exit(main())
