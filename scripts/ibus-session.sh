# A private desktop bus for shell scripts: a D-Bus session and a real ibus-daemon in a temporary
# directory, every process stopped by PID when the script exits. (The Swift tests have
# IBusTestSession, the Python tools scripts/ibus_session.py.)
#
#   source scripts/ibus-session.sh
#   ibus_session_environment          # HOME, XDG_*, LANG … of the session, exported
#   ibus_session_start_dbus           # a D-Bus session bus; exports DBUS_SESSION_BUS_ADDRESS
#   ibus_session_start_daemon ARGS…   # ibus-daemon ARGS…; exports IBUS_ADDRESS once it listens
#   ibus_session_track PID            # stop this process with the session too
#
# $ibus_session_dir is the session's directory; processes whose command line names it (an engine
# installed under it and launched by the daemon) are stopped as well.

ibus_session_dir=$(mktemp -d)
ibus_session_pids=()

ibus_session_stop() {
    for pid in "${ibus_session_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    pkill -f "$ibus_session_dir/" 2>/dev/null || true
    sleep 0.2
    for pid in "${ibus_session_pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
    rm -rf "$ibus_session_dir"
}
trap ibus_session_stop EXIT

ibus_session_track() { ibus_session_pids+=("$1"); }

ibus_session_environment() {
    local d=$ibus_session_dir
    mkdir -p "$d"/{home,config,cache,state,runtime,component}
    chmod 700 "$d/runtime"
    export HOME=$d/home XDG_CONFIG_HOME=$d/config XDG_CACHE_HOME=$d/cache XDG_STATE_HOME=$d/state
    export XDG_RUNTIME_DIR=$d/runtime LANG=C.UTF-8 LANGUAGE=en NO_AT_BRIDGE=1
}

ibus_session_start_dbus() {
    dbus-daemon --session --nofork --print-address=1 >"$ibus_session_dir/dbus.address" 2>"$ibus_session_dir/dbus.log" &
    ibus_session_track $!
    for _ in $(seq 100); do [ -s "$ibus_session_dir/dbus.address" ] && break; sleep 0.05; done
    [ -s "$ibus_session_dir/dbus.address" ] || { echo "ibus-session: dbus-daemon did not start" >&2; return 1; }
    export DBUS_SESSION_BUS_ADDRESS
    DBUS_SESSION_BUS_ADDRESS=$(head -1 "$ibus_session_dir/dbus.address")
}

ibus_session_start_daemon() {
    ibus-daemon "$@" >"$ibus_session_dir/ibus.log" 2>&1 &
    ibus_session_track $!
    for _ in $(seq 200); do ls "$XDG_CONFIG_HOME"/ibus/bus/* >/dev/null 2>&1 && break; sleep 0.05; done
    ls "$XDG_CONFIG_HOME"/ibus/bus/* >/dev/null 2>&1 || { echo "ibus-session: ibus-daemon did not start" >&2; return 1; }
    export IBUS_ADDRESS
    IBUS_ADDRESS=$(grep -h '^IBUS_ADDRESS=' "$XDG_CONFIG_HOME"/ibus/bus/* | cut -d= -f2-)
}
