"""fcitx5 in the X desktop of x_session.py, for the tests of real applications: a real fcitx5 with
its X11 addons (xcb, the XIM server, the classic UI that draws the candidates) and the Swift Emoji
addon, in the private D-Bus session of scripts/fcitx5_session.py; the applications' input modules
pointed at fcitx5 (GTK_IM_MODULE=fcitx, QT_IM_MODULE=fcitx, XMODIFIERS=@im=fcitx). The profile has
the keyboard layout first and Swift Emoji second, and one input state is shared by every window,
so Control+Space chooses Swift Emoji for all of them, as a user does.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "scripts"))
sys.path.insert(0, HERE)
from fcitx5_session import SHARED_STATE_CONFIG, Fcitx5Session  # noqa: E402
from x_session import XDesktop  # noqa: E402

X11_ADDONS = ["keyboard", "dbus", "dbusfrontend", "xcb", "xim", "classicui"]


class Fcitx5XSession(XDesktop):
    def __init__(self, addon_dir, bin_dir, log=None, size="1024x600", addon_configs=None):
        """`addon_configs`: fcitx5 addons' configuration files (the classic UI's font)."""
        self.session = None
        super().__init__(size)
        try:
            self.session = Fcitx5Session(
                addon_dir, bin_dir, log=log, addons=X11_ADDONS, config=SHARED_STATE_CONFIG,
                addon_configs=addon_configs,
                extra_env={"DISPLAY": self.display, "GTK_IM_MODULE": "fcitx", "QT_IM_MODULE": "fcitx",
                           "XMODIFIERS": "@im=fcitx", "PATH": "/usr/bin:/bin:/usr/sbin:/sbin"})
            self.dir = self.session.directory
            self.env = self.session.env
        except Exception:
            self.stop()
            raise

    def select_input_method(self):
        self.keys("ctrl+space")

    def set_setting(self, key, value):
        self.session.gsettings(key, value)

    def stop_framework(self):
        if self.session:
            self.session.stop()
