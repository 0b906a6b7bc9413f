#!/bin/sh
# Install a built .deb, check that its menu entry and icon are where desktops look, start the
# app from the entry's Exec line on a virtual X display (its smoke test: the window, a game,
# a few moves), then uninstall it and check that nothing of it is left.
#   sh packaging/linux/check_deb.sh dist/regicide_VERSION_amd64.deb
# Needs root or sudo, and xvfb-run (apt-get install xvfb) and desktop-file-validate
# (apt-get install desktop-file-utils).
set -eu
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
as_root=""
[ "$(id -u)" -eq 0 ] || as_root="sudo"
entry=/usr/share/applications/regicide.desktop
fail() { echo "check_deb: $*" >&2; exit 1; }

$as_root apt-get install -y -q "$deb" >/dev/null
files=$(dpkg-query -L regicide)
desktop-file-validate "$entry" || fail "the menu entry does not validate"
grep -q '^Categories=Game;' "$entry" || fail "the menu entry is not in the Games category"
icon=$(sed -n 's/^Icon=//p' "$entry")
for size in 16 48 256; do
    [ -f "/usr/share/icons/hicolor/${size}x${size}/apps/$icon.png" ] || fail "no ${size}px icon"
done
exec_line=$(sed -n 's/^Exec=//p' "$entry")
home=$(mktemp -d)
# The Exec line as a menu would run it, on a real (virtual) X server rather than SDL's dummy.
HOME=$home SDL_AUDIODRIVER=dummy xvfb-run -a -s "-screen 0 1280x720x24" \
    sh -c "$exec_line --smoke-test" || fail "the app did not start from '$exec_line'"
rm -rf "$home"
[ "$(regicide --version)" = "Regicide $(dpkg-query -W -f '${Version}' regicide)" ] \
    || fail "regicide --version does not say the package's version"
$as_root apt-get purge -y -q regicide >/dev/null
for path in $files; do
    case $path in /usr/lib/regicide* | /usr/share/*regicide* | /usr/bin/regicide)
        [ ! -e "$path" ] && [ ! -L "$path" ] || fail "$path is left after uninstalling" ;;
    esac
done
echo "check_deb: installed, in the menu data, started from '$exec_line', uninstalled cleanly"
