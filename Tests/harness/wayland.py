"""Keys typed into a Wayland compositor as a keyboard does, through KWin's fake input protocol
(org_kde_kwin_fake_input, plasma-wayland-protocols' fake-input.xml): the compositor takes each key
as coming from an input device of its own and routes it as it routes a real keyboard's, through
the input method it runs to the focused window. KWin offers the protocol to any client when it runs
with KWIN_WAYLAND_NO_PERMISSION_CHECKS=1 (otherwise only to programs whose desktop file asks).

The client speaks the Wayland wire protocol itself (a Unix socket, little messages of 32-bit
words), so the tests need no Wayland bindings: it binds the global, authenticates, and sends
`keyboard_key` with Linux key codes; a `wl_display.sync` round trip confirms that the compositor
read them.
"""

import os
import socket
import struct

#: Linux input key codes (linux/input-event-codes.h) of the keys the tests press, by X key name.
KEY_CODES = {
    **{letter: code for letter, code in zip("qwertyuiop", range(16, 26))},
    **{letter: code for letter, code in zip("asdfghjkl", range(30, 39))},
    **{letter: code for letter, code in zip("zxcvbnm", range(44, 51))},
    **{digit: code for digit, code in zip("1234567890", range(2, 12))},
    "Escape": 1, "BackSpace": 14, "Tab": 15, "Return": 28, "Control_L": 29, "Shift_L": 42, "period": 52,
    "space": 57, "Up": 103, "Left": 105, "Right": 106, "Down": 108, "Page_Up": 104, "Page_Down": 109,
}
#: The X key names of the characters `type` takes (a US layout).
CHARACTER_KEYS = {" ": "space", ".": "period"}

DISPLAY_ID, REGISTRY_ID = 1, 2
FAKE_INPUT = "org_kde_kwin_fake_input"
#: Request opcodes: wl_display.sync, wl_display.get_registry, wl_registry.bind, and of the fake
#: input interface authenticate, button, pointer_motion_absolute (version 3) and keyboard_key (4).
SYNC, GET_REGISTRY, BIND, AUTHENTICATE, BUTTON, POINTER_MOTION_ABSOLUTE, KEYBOARD_KEY = 0, 1, 0, 0, 2, 9, 10
#: The left mouse button (linux/input-event-codes.h: BTN_LEFT).
BUTTON_LEFT = 0x110
#: Events: wl_display.error, wl_registry.global, wl_callback.done.
ERROR, GLOBAL, DONE = 0, 0, 0


class WaylandError(RuntimeError):
    pass


def _string(text):
    data = text.encode() + b"\0"
    return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)


class FakeKeyboard:
    """A keyboard (and a mouse button) of KWin's: a connection to the compositor at
    `$XDG_RUNTIME_DIR/$WAYLAND_DISPLAY` of `env`, with the fake input interface bound and
    authenticated."""

    def __init__(self, env):
        path = os.path.join(env["XDG_RUNTIME_DIR"], env.get("WAYLAND_DISPLAY", "wayland-0"))
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.connect(path)
        self.buffer = b""
        self.next_id = 3
        self.globals = {}
        self._send(DISPLAY_ID, GET_REGISTRY, struct.pack("<I", REGISTRY_ID))
        self.round_trip()
        if FAKE_INPUT not in self.globals:
            raise WaylandError(f"the compositor offers no {FAKE_INPUT} (KWIN_WAYLAND_NO_PERMISSION_CHECKS=1?)")
        name, version = self.globals[FAKE_INPUT]
        if version < 4:
            raise WaylandError(f"{FAKE_INPUT} version {version} has no keyboard_key")
        self.fake_input = self._new_id()
        self._send(REGISTRY_ID, BIND, struct.pack("<I", name) + _string(FAKE_INPUT)
                   + struct.pack("<II", 4, self.fake_input))
        self._send(self.fake_input, AUTHENTICATE, _string("Swift Emoji tests") + _string("typing as a person does"))
        self.round_trip()

    def close(self):
        self.socket.close()

    def key(self, name, pressed):
        """Presses (or releases) the key of X name `name` (`c`, `Return`, `Shift_L`)."""
        self._send(self.fake_input, KEYBOARD_KEY, struct.pack("<II", KEY_CODES[name], 1 if pressed else 0))

    def tap(self, *names):
        """Presses the keys of `names` in order and releases them in reverse (`tap("Control_L",
        "space")` is Control+Space); returns once the compositor has read them."""
        for name in names:
            self.key(name, True)
        for name in reversed(names):
            self.key(name, False)
        self.round_trip()

    def click(self, x, y):
        """A left click at (x, y) on the screen; returns once the compositor has read it."""
        self._send(self.fake_input, POINTER_MOTION_ABSOLUTE, struct.pack("<ii", round(x * 256), round(y * 256)))
        self._send(self.fake_input, BUTTON, struct.pack("<II", BUTTON_LEFT, 1))
        self._send(self.fake_input, BUTTON, struct.pack("<II", BUTTON_LEFT, 0))
        self.round_trip()

    @staticmethod
    def key_name(character):
        return CHARACTER_KEYS.get(character, character)

    def round_trip(self):
        """Waits until the compositor has handled every request sent so far (wl_display.sync)."""
        callback = self._new_id()
        self._send(DISPLAY_ID, SYNC, struct.pack("<I", callback))
        while True:
            sender, opcode, body = self._event()
            if sender == callback and opcode == DONE:
                return
            if sender == DISPLAY_ID and opcode == ERROR:
                object_id, code, length = struct.unpack_from("<III", body)
                raise WaylandError(f"error {code} on object {object_id}: {body[12:12 + length - 1].decode()}")
            if sender == REGISTRY_ID and opcode == GLOBAL:
                name, length = struct.unpack_from("<II", body)
                interface = body[8:8 + length - 1].decode()
                version = struct.unpack_from("<I", body, 8 + length + (-length % 4))[0]
                self.globals[interface] = (name, version)

    def _new_id(self):
        self.next_id += 1
        return self.next_id - 1

    def _send(self, object_id, opcode, arguments):
        self.socket.sendall(struct.pack("<II", object_id, (8 + len(arguments)) << 16 | opcode) + arguments)

    def _event(self):
        while True:
            if len(self.buffer) >= 8:
                sender, word = struct.unpack_from("<II", self.buffer)
                size = word >> 16
                if len(self.buffer) >= size:
                    body, self.buffer = self.buffer[8:size], self.buffer[size:]
                    return sender, word & 0xFFFF, body
            chunk = self.socket.recv(65536)
            if not chunk:
                raise WaylandError("the compositor closed the connection")
            self.buffer += chunk
