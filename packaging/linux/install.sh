#!/bin/sh
# Install Regicide for the current user on Linux: the app folder, its icons and a menu entry.
# Run it from the unpacked download (Regicide-VERSION-linux-x86_64.tar.gz), or from a clone
# after `python3 run.py build`. Nothing outside your home folder is touched; no root needed.
#   sh install.sh            install (again: an older copy is replaced)
#   sh install.sh --remove   uninstall (your saves and settings stay)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="${XDG_DATA_HOME:-$HOME/.local/share}"
app_dir="$data/regicide-app"
icons="$data/icons/hicolor"
entry="$data/applications/regicide.desktop"
sizes="16 24 32 48 64 128 256 512"

refresh_menus() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$icons" || true
    fi
}

if [ "${1:-}" = "--remove" ]; then
    rm -rf "$app_dir" "$entry"
    for size in $sizes; do rm -f "$icons/${size}x${size}/apps/regicide.png"; done
    refresh_menus
    echo "Regicide removed (your saves and settings stay: see README.txt, 'Your files')."
    exit 0
fi

# The download holds Regicide/ and icons/ beside this script; a clone holds them elsewhere.
if [ -x "$here/Regicide/Regicide" ]; then
    app="$here/Regicide" icon_dir="$here/icons"
elif [ -x "$here/../../dist/Regicide/Regicide" ]; then
    app="$here/../../dist/Regicide" icon_dir="$here/../../assets/icons"
else
    echo "No Regicide app beside this script: unpack the whole download, or build it first" \
        "(python3 run.py build)." >&2
    exit 1
fi
rm -rf "$app_dir" && mkdir -p "$app_dir" && cp -R "$app/." "$app_dir/"
for size in $sizes; do
    mkdir -p "$icons/${size}x${size}/apps"
    cp "$icon_dir/regicide-$size.png" "$icons/${size}x${size}/apps/regicide.png"
done
mkdir -p "$(dirname "$entry")"
sed "s|@EXEC@|\"$app_dir/Regicide\"|" "$here/regicide.desktop" > "$entry"
refresh_menus
echo "Regicide installed: find it in your applications menu (Games), or run $app_dir/Regicide"
