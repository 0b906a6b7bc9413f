"""The downloads of a release, made from a built app (python3 run.py build): their names, and
the Windows zip, the Linux tarball and .deb, and the macOS disk image.

    python packaging/artifacts.py version          the version (regicide/__init__.py)
    python packaging/artifacts.py name KIND        the file name of KIND on this system
    python packaging/artifacts.py KIND [--maintainer "Name <address>"]
                                                   make KIND in dist/ and print its path

KIND is zip, setup (the Windows installer, made by Inno Setup: only its name here), tarball,
deb or dmg. Every name holds the version, the system and the processor, e.g.
Regicide-0.1.0-linux-x86_64.tar.gz (a .deb is named as Debian names them: regicide_0.1.0_amd64).
Standard library only, so any Python runs it.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "assets" / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SYSTEMS = {"win32": "windows", "darwin": "macos", "linux": "linux"}
#: The .deb's app folder and desktop entry (the tarball's install.sh uses the user's own).
DEB_APP = "usr/lib/regicide"
SUFFIXES = {"zip": ".zip", "setup": "-setup.exe", "tarball": ".tar.gz", "dmg": ".dmg"}


def version() -> str:
    """regicide/__init__.py's __version__, read without importing the package."""
    text = (ROOT / "regicide" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"$', text, re.MULTILINE)
    if found is None:
        raise SystemExit("regicide/__init__.py has no __version__")
    return found.group(1)


def processor(machine: str | None = None) -> str:
    """x86_64 or arm64, whatever the system calls them (AMD64, aarch64...)."""
    name = (machine or platform.machine()).lower()
    return {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(name, name)


def artifact_name(kind: str, system: str, cpu: str, release: str) -> str:
    """The download's file name: Regicide-VERSION-SYSTEM-CPU plus the kind's ending."""
    if kind == "deb":
        return f"regicide_{release}_{debian_architecture(cpu)}.deb"
    return f"Regicide-{release}-{system}-{cpu}{SUFFIXES[kind]}"


def debian_architecture(cpu: str) -> str:
    return {"x86_64": "amd64"}.get(cpu, cpu)


def this_system() -> str:
    return SYSTEMS.get(sys.platform, sys.platform)


# --- Windows -------------------------------------------------------------------------------


def make_zip(app: Path, output: Path) -> Path:
    """The one-folder app as a zip holding one folder, Regicide."""
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for path in sorted(app.rglob("*")):
            archive.write(path, Path("Regicide") / path.relative_to(app))
    return output


# --- Linux ---------------------------------------------------------------------------------


def desktop_entry(executable: str) -> str:
    """packaging/linux/regicide.desktop, starting `executable`."""
    template = (LINUX / "regicide.desktop").read_text(encoding="utf-8")
    return template.replace("@EXEC@", executable)


def _root_owned(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info


def make_tarball(app: Path, output: Path) -> Path:
    """Regicide-V-linux-CPU/: the app folder, install.sh, the menu entry and the icons."""
    top = output.name.removesuffix(".tar.gz")
    with tarfile.open(output, "w:gz", compresslevel=6) as archive:
        archive.add(app, f"{top}/Regicide", filter=_root_owned)
        archive.add(LINUX / "install.sh", f"{top}/install.sh", filter=_root_owned)
        archive.add(LINUX / "regicide.desktop", f"{top}/regicide.desktop", filter=_root_owned)
        for size in ICON_SIZES:
            icon = ICONS / f"regicide-{size}.png"
            archive.add(icon, f"{top}/icons/{icon.name}", filter=_root_owned)
        archive.add(LINUX / "README.txt", f"{top}/README.txt", filter=_root_owned)
    return output


def stage_deb(app: Path, root: Path, release: str, maintainer: str) -> None:
    """The .deb's file tree in `root`: the app in /usr/lib/regicide, `regicide` on the PATH, the
    menu entry and the icons (the desktop and icon databases are updated by dpkg's triggers)."""
    shutil.copytree(app, root / DEB_APP, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    (root / "usr/bin/regicide").symlink_to(f"/{DEB_APP}/Regicide")
    entries = root / "usr/share/applications"
    entries.mkdir(parents=True)
    (entries / "regicide.desktop").write_text(desktop_entry(f"/{DEB_APP}/Regicide"), "utf-8")
    for size in ICON_SIZES:
        folder = root / f"usr/share/icons/hicolor/{size}x{size}/apps"
        folder.mkdir(parents=True)
        shutil.copyfile(ICONS / f"regicide-{size}.png", folder / "regicide.png")
    docs = root / "usr/share/doc/regicide"
    docs.mkdir(parents=True)
    shutil.copyfile(LINUX / "copyright", docs / "copyright")
    (root / "DEBIAN").mkdir()
    control = debian_control(root, release, processor(), maintainer)
    (root / "DEBIAN/control").write_text(control, "utf-8")
    _normalize_modes(root)


def debian_control(root: Path, release: str, cpu: str, maintainer: str) -> str:
    """DEBIAN/control: the size installed, and the C library at least as new as the one the
    app was built against (the rest it brings along)."""
    size_kib = sum(path.lstat().st_size for path in root.rglob("*")) // 1024 + 1
    libc = os.confstr("CS_GNU_LIBC_VERSION") or "glibc 2.17"
    return (
        "Package: regicide\n"
        f"Version: {release}\n"
        f"Architecture: {debian_architecture(cpu)}\n"
        f"Maintainer: {maintainer}\n"
        f"Installed-Size: {size_kib}\n"
        f"Depends: libc6 (>= {libc.split()[-1]})\n"
        "Section: games\n"
        "Priority: optional\n"
        "Description: cooperative card game Regicide on your desktop (unofficial)\n"
        " Play Regicide solo for a medal, or with two to four players at one screen,\n"
        " with computer teammates, hints, replays, records and themes.\n"
    )


def _normalize_modes(root: Path) -> None:
    """Folders 755, programs and libraries 755, every other file 644 (umask aside)."""
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        executable = path.is_dir() or path.stat().st_mode & 0o111
        path.chmod(0o755 if executable else 0o644)


def make_deb(app: Path, output: Path, maintainer: str) -> Path:
    release = version()
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "root"
        root.mkdir(mode=0o755)
        stage_deb(app, root, release, maintainer)
        build = ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(output)]
        subprocess.run(build, check=True, stdout=subprocess.DEVNULL)
    return output


# --- macOS ---------------------------------------------------------------------------------


def make_dmg(bundle: Path, output: Path) -> Path:
    """Regicide.app beside a link to /Applications, the window a player drags it across."""
    with tempfile.TemporaryDirectory() as scratch:
        stage = Path(scratch) / "Regicide"
        stage.mkdir()
        shutil.copytree(bundle, stage / bundle.name, symlinks=True)
        (stage / "Applications").symlink_to("/Applications")
        create = ["hdiutil", "create", "-volname", "Regicide", "-srcfolder", str(stage)]
        subprocess.run([*create, "-ov", "-format", "UDZO", str(output)], check=True)
    return output


# --- the command ---------------------------------------------------------------------------

KINDS = ("zip", "setup", "tarball", "deb", "dmg")


def make(kind: str, maintainer: str) -> Path:
    output = DIST / artifact_name(kind, this_system(), processor(), version())
    output.unlink(missing_ok=True)
    if kind == "dmg":
        return make_dmg(DIST / "Regicide.app", output)
    app = DIST / "Regicide"
    if not app.is_dir():
        raise SystemExit(f"{app} is missing: python3 run.py build")
    if kind == "zip":
        return make_zip(app, output)
    if kind == "tarball":
        return make_tarball(app, output)
    if kind == "deb":
        return make_deb(app, output, maintainer)
    raise SystemExit(f"{kind}: Inno Setup makes the installer (packaging/windows/regicide.iss)")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=("version", "name", *KINDS))
    parser.add_argument("kind", nargs="?", choices=KINDS, help="with name: which download")
    parser.add_argument("--maintainer", help='deb: its Maintainer field, "Name <address>"')
    args = parser.parse_args(argv)
    if args.what == "deb" and not args.maintainer:
        parser.error('deb needs --maintainer "Name <address>"')
    if args.what == "version":
        print(version())
    elif args.what == "name":
        if args.kind is None:
            parser.error("name needs a KIND")
        print(artifact_name(args.kind, this_system(), processor(), version()))
    else:
        print(make(args.what, args.maintainer).relative_to(ROOT).as_posix())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
