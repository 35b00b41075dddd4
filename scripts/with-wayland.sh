#!/usr/bin/env bash
# Runs a command on a Wayland compositor of its own: headless sway (no screen, no input device, a
# 1024x768 output), whose virtual pointer protocol the tests' input goes through. Sway will not
# run as root: as root, it runs as nobody, in a runtime folder of its own that root can reach.
#
# Usage: scripts/with-wayland.sh COMMAND [ARGUMENT...]
set -euo pipefail

runtime=$(mktemp -d /tmp/koloda-wayland-XXXXXX)
chmod 700 "$runtime"
as_user=()
if [ "$(id -u)" = 0 ]; then
    chown nobody: "$runtime"
    as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
printf 'output HEADLESS-1 resolution 1024x768\n' > "$runtime/config"
env -i PATH="$PATH" HOME="$runtime" XDG_RUNTIME_DIR="$runtime" WLR_BACKENDS=headless WLR_LIBINPUT_NO_DEVICES=1 \
    WLR_RENDERER=pixman "${as_user[@]}" sway --config "$runtime/config" > "$runtime/sway.log" 2>&1 &
sway=$!
trap 'kill "$sway" 2> /dev/null; wait "$sway" 2> /dev/null; rm -rf "$runtime"' EXIT
# The socket sway names its display by, once it listens.
socket=
for _ in $(seq 100); do
    socket=$(find "$runtime" -maxdepth 1 -type s -name 'wayland-*' -printf '%f' -quit)
    [ -n "$socket" ] && break
    kill -0 "$sway" 2> /dev/null || { echo "with-wayland: sway did not start:" >&2; cat "$runtime/sway.log" >&2; exit 1; }
    sleep 0.1
done
[ -n "$socket" ] || { echo "with-wayland: sway made no socket in 10 s:" >&2; cat "$runtime/sway.log" >&2; exit 1; }
XDG_RUNTIME_DIR="$runtime" WAYLAND_DISPLAY="$socket" GDK_BACKEND=wayland "$@"
