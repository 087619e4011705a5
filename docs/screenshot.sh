#!/usr/bin/env bash
# Takes docs/screenshot.png: the real IBus GTK panel (ibus-ui-gtk3) showing the Swift Emoji grid
# while typing in a GTK text field, on a headless X server (Xvfb). Run from the repository root
# after `make`; installs the Debian packages it needs. Everything started is stopped by PID.
#
#   docs/screenshot.sh [QUERY] [KEYS...]     default: "heart" then Down Right
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ibus-session.sh
./scripts/ensure-packages xvfb xdotool imagemagick ibus ibus-gtk3 gir1.2-gtk-3.0 python3-gi fonts-noto-color-emoji dbus-daemon

query=${1:-heart}
shift || true
keys=("$@")
[ ${#keys[@]} -eq 0 ] && keys=(Down Right)
engine=$PWD/.build/release/ibus-engine-swift-emoji
[ -x "$engine" ] || { echo "build first: make" >&2; exit 1; }

work=$ibus_session_dir
ibus_session_environment
export GSETTINGS_BACKEND=keyfile SWIFT_EMOJI_DATA_DIR=$PWD/data GTK_IM_MODULE=ibus DISPLAY=:97

Xvfb :97 -screen 0 1000x320x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
ibus_session_track $!
ibus_session_start_dbus

# A larger panel font than the default, so the emoji are easy to see (a user setting of IBus).
gsettings set org.freedesktop.ibus.panel use-custom-font true
gsettings set org.freedesktop.ibus.panel custom-font "Sans 15"

# The system components stay on the path: the GTK panel needs an XKB engine to exist.
sed "s|@LIBEXECDIR@|$(dirname "$engine")|" packaging/swift-emoji.xml.in >"$work/component/swift-emoji.xml"
export IBUS_COMPONENT_PATH=$work/component:/usr/share/ibus/component
ibus_session_start_daemon --panel=/usr/libexec/ibus-ui-gtk3 --emoji-extension=disable --cache=none
sleep 1

# A GTK window with one text field, the application we type into.
/usr/bin/python3 - >"$work/app.log" 2>&1 <<'PY' &
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk
window = Gtk.Window(title="Swift Emoji demo")
window.set_default_size(420, 60)
window.move(20, 20)
entry = Gtk.Entry()
entry.set_text("Emoji: ")
window.add(entry)
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
PY
ibus_session_track $!
for _ in $(seq 100); do xdotool search --name "Swift Emoji demo" >/dev/null 2>&1 && break; sleep 0.05; done
window=$(xdotool search --name "Swift Emoji demo" | sed -n 1p)
xdotool windowfocus --sync "$window"
xdotool mousemove 60 35 click 1
ibus engine swift-emoji || true   # may fail in setxkbmap for layout "default"; the switch happens
sleep 1
[ "$(ibus engine)" = swift-emoji ] || { echo "could not switch to swift-emoji" >&2; cat "$work/ibus.log" >&2; exit 1; }
xdotool key End
xdotool type --delay 80 "$query"
for key in "${keys[@]}"; do xdotool key --delay 120 "$key"; done
sleep 1.5
import -window root docs/screenshot.png
echo "wrote docs/screenshot.png" >&2
