"""Waiting for what can be observed, instead of sleeping for a fixed time."""

import time


def wait_for(condition, timeout=10.0, interval=0.05):
    """Calls `condition()` until it returns a true value or `timeout` seconds pass; its last value.
    `interval`: the pause between calls (the poll, not a wait in itself)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(interval)


def typing_pace(seconds):
    """The pause a person leaves between two keys. Not a wait for anything: keys sent faster than
    people type are a different test (real desktops pass keys on asynchronously)."""
    time.sleep(seconds)


def until_keys_type_as_text(text, press, timeout=20.0):
    """Waits until a letter typed reaches the application as text (Swift Emoji's inline mode, once
    the engine follows the setting), by typing `x` and reading `text()`: taken back with BackSpace
    if it arrived, cancelled with Escape if it became a query. `press(name)` presses a key.
    Whether it did within `timeout`."""
    def letter_reaches_the_field():
        before = text()
        press("x")
        if wait_for(lambda: text() == before + "x", timeout=1):
            press("BackSpace")
            return wait_for(lambda: text() == before, timeout=5)
        press("Escape")
        return False
    return wait_for(letter_reaches_the_field, timeout, interval=0)


def quiet_for(seconds, happened, interval=0.05):
    """An observation window, not a wait: watches `happened()` for `seconds` and returns its first
    true value (what was seen), or its last, false, value when the whole window stayed quiet.

    Only for showing that something did *not* happen (nothing was spoken in a password field):
    absence sends no event to wait for, so the window is as long as the thing would take to show
    if it were to (a few times its usual delay) and named as such where it is used."""
    return wait_for(happened, seconds, interval)
