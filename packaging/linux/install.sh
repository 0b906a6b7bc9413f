#!/usr/bin/env sh
# Install a built Regicide (dist/Regicide) for the current user on Linux: the app folder,
# its icons and a menu entry. Run from the repository after `python3 run.py build`.
#   sh packaging/linux/install.sh            # install
#   sh packaging/linux/install.sh --remove   # uninstall
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
app_dir="${XDG_DATA_HOME:-$HOME/.local/share}/regicide-app"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor"
entry="${XDG_DATA_HOME:-$HOME/.local/share}/applications/regicide.desktop"

if [ "${1:-}" = "--remove" ]; then
    rm -rf "$app_dir" "$entry"
    for size in 16 24 32 48 64 128 256 512; do rm -f "$icons/${size}x${size}/apps/regicide.png"; done
    echo "Regicide removed (your saves are kept; see README, 'Where your files are')."
    exit 0
fi
[ -x "$root/dist/Regicide/Regicide" ] || { echo "Build it first: python3 run.py build"; exit 1; }
rm -rf "$app_dir" && mkdir -p "$app_dir" && cp -R "$root/dist/Regicide/." "$app_dir/"
for size in 16 24 32 48 64 128 256 512; do
    mkdir -p "$icons/${size}x${size}/apps"
    cp "$root/assets/icons/regicide-$size.png" "$icons/${size}x${size}/apps/regicide.png"
done
mkdir -p "$(dirname "$entry")"
sed "s|@EXEC@|$app_dir/Regicide|" "$here/regicide.desktop" > "$entry"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$(dirname "$entry")" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$icons" || true
echo "Regicide installed: find it in your applications menu, or run $app_dir/Regicide"
