#!/bin/sh
# Unpack the Linux download, install it for a throw-away user (HOME in a temporary folder) with
# its install.sh, check the menu entry and icon, start the app from the entry's Exec line (its
# smoke test, with SDL's dummy drivers), then remove it with install.sh --remove.
#   sh packaging/linux/check_tarball.sh dist/Regicide-VERSION-linux-x86_64.tar.gz
set -eu
tarball=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check_tarball: $*" >&2; exit 1; }

tar -xzf "$tarball" -C "$scratch"
folder=$(find "$scratch" -mindepth 1 -maxdepth 1 -type d)
export HOME="$scratch/home" XDG_DATA_HOME="$scratch/home/.local/share"
sh "$folder/install.sh" >/dev/null
entry="$XDG_DATA_HOME/applications/regicide.desktop"
[ -f "$entry" ] || fail "no menu entry"
[ -f "$XDG_DATA_HOME/icons/hicolor/48x48/apps/regicide.png" ] || fail "no icon"
exec_line=$(sed -n 's/^Exec=//p' "$entry")
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy sh -c "$exec_line --smoke-test" \
    || fail "the app did not start from $exec_line"
sh "$folder/install.sh" --remove >/dev/null
left=$(find "$XDG_DATA_HOME" -name '*regicide*')  # the saves live in Regicide/, and stay
[ -z "$left" ] || fail "left after --remove: $left"
echo "check_tarball: installed, started from its menu entry, removed cleanly"
