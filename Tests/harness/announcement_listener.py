"""A listener for AT-SPI announcements, registered as a screen reader that takes them registers
(libatspi): prints `ready`, then one `TIME|SOURCE|TEXT` line per announcement heard (the time in
seconds since the epoch, the announcing application's name). Run by harness.speech in a session:
/usr/bin/python3 -m Tests.harness.announcement_listener
"""

import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def heard(event):
    source = event.source.get_name() if event.source else ""
    print(f"{time.time():.6f}|{source}|{event.any_data}", flush=True)


listener = Atspi.EventListener.new(heard)
listener.register("object:announcement")
print("ready", flush=True)
Atspi.event_main()
