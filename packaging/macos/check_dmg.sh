#!/bin/bash
# Open the disk image as a player would, check that it shows Regicide.app beside a link to
# Applications, run the app from it (its smoke test), and eject it.
#   bash packaging/macos/check_dmg.sh dist/Regicide-VERSION-macos-arm64.dmg
set -euo pipefail
mount=$(mktemp -d)
hdiutil attach -nobrowse -readonly -mountpoint "$mount" "$1" >/dev/null
trap 'hdiutil detach "$mount" >/dev/null' EXIT
[ "$(readlink "$mount/Applications")" = /Applications ] || {
    echo "check_dmg: no link to Applications" >&2
    exit 1
}
codesign --verify --deep "$mount/Regicide.app"  # signed: for real, or ad hoc by PyInstaller
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$mount/Regicide.app/Contents/MacOS/Regicide" --smoke-test
echo "check_dmg: Regicide.app and the Applications link are there, and the app starts"
