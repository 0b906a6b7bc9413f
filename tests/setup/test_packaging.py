"""The release's downloads (issue 18), made from a stand-in for the built app (a tiny script):
their names carry the version, the tarball installs and uninstalls for one user with its
install.sh, and the .deb holds the app, the menu entry and the icons, as Debian expects.
The real build's packages are made and installed by .ci/run (stage package)."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tarfile
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from regicide import __version__

ROOT = Path(__file__).resolve().parents[2]
POSIX = pytest.mark.skipif(os.name != "posix", reason="the Linux packages are made on POSIX")


def load_artifacts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("artifacts", ROOT / "packaging" / "artifacts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


artifacts = load_artifacts()


@pytest.fixture
def app(tmp_path: Path) -> Path:
    """A stand-in for dist/Regicide: an executable that says how it was started."""
    folder = tmp_path / "dist" / "Regicide"
    (folder / "_internal" / "assets").mkdir(parents=True)
    (folder / "_internal" / "assets" / "note.txt").write_text("bundled\n", encoding="utf-8")
    program = folder / "Regicide"
    program.write_text('#!/bin/sh\necho "started $*" > "$HOME/started.txt"\n', encoding="utf-8")
    program.chmod(0o755)
    return folder


def test_every_download_is_named_with_the_version() -> None:
    assert artifacts.version() == __version__
    names = {
        kind: artifacts.artifact_name(kind, system, cpu, __version__)
        for kind, system, cpu in [
            ("zip", "windows", "x86_64"),
            ("setup", "windows", "x86_64"),
            ("dmg", "macos", "arm64"),
            ("tarball", "linux", "x86_64"),
            ("deb", "linux", "x86_64"),
        ]
    }
    assert names == {
        "zip": f"Regicide-{__version__}-windows-x86_64.zip",
        "setup": f"Regicide-{__version__}-windows-x86_64-setup.exe",
        "dmg": f"Regicide-{__version__}-macos-arm64.dmg",
        "tarball": f"Regicide-{__version__}-linux-x86_64.tar.gz",
        "deb": f"regicide_{__version__}_amd64.deb",
    }


@pytest.mark.parametrize(
    ("machine", "cpu"), [("AMD64", "x86_64"), ("x86_64", "x86_64"), ("aarch64", "arm64")]
)
def test_processors_have_one_name_each(machine: str, cpu: str) -> None:
    assert artifacts.processor(machine) == cpu


def test_the_zip_holds_one_folder(app: Path, tmp_path: Path) -> None:
    output = artifacts.make_zip(app, tmp_path / "app.zip")
    with zipfile.ZipFile(output) as archive:
        assert sorted(archive.namelist()) == [
            "Regicide/Regicide",
            "Regicide/_internal/",
            "Regicide/_internal/assets/",
            "Regicide/_internal/assets/note.txt",
        ]


@POSIX
def test_the_tarball_installs_for_one_user_and_uninstalls(app: Path, tmp_path: Path) -> None:
    output = artifacts.make_tarball(app, tmp_path / f"Regicide-{__version__}-linux-x86_64.tar.gz")
    with tarfile.open(output) as archive:
        members = {member.name: member for member in archive.getmembers()}
    subprocess.run(["tar", "-xzf", str(output), "-C", str(tmp_path)], check=True)
    top = f"Regicide-{__version__}-linux-x86_64"
    assert {f"{top}/install.sh", f"{top}/README.txt", f"{top}/icons/regicide-48.png"} <= set(
        members
    )
    assert members[f"{top}/Regicide/Regicide"].mode & 0o111
    assert {(member.uid, member.uname) for member in members.values()} == {(0, "root")}

    home = tmp_path / "home"
    env = {"HOME": str(home), "PATH": os.environ["PATH"]}
    install = tmp_path / top / "install.sh"
    subprocess.run(["sh", str(install)], env=env, check=True, capture_output=True)
    entry = home / ".local/share/applications/regicide.desktop"
    exec_line = next(line for line in entry.read_text("utf-8").splitlines() if "Exec=" in line)
    subprocess.run(
        ["sh", "-c", exec_line.removeprefix("Exec=") + " --smoke-test"], env=env, check=True
    )
    assert (home / "started.txt").read_text(encoding="utf-8") == "started --smoke-test\n"
    assert (home / ".local/share/icons/hicolor/256x256/apps/regicide.png").is_file()

    subprocess.run(["sh", str(install), "--remove"], env=env, check=True, capture_output=True)
    assert sorted(path.name for path in home.rglob("*regicide*")) == []


@POSIX
def test_the_deb_holds_the_app_the_menu_entry_and_the_icons(app: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    artifacts.stage_deb(app, root, __version__, "Regicide test <root@localhost>")
    control = (root / "DEBIAN/control").read_text(encoding="utf-8")
    assert f"Version: {__version__}\n" in control and "Depends: libc6 (>= " in control
    assert (root / "usr/lib/regicide/Regicide").stat().st_mode & 0o111
    assert os.readlink(root / "usr/bin/regicide") == "/usr/lib/regicide/Regicide"
    entry = (root / "usr/share/applications/regicide.desktop").read_text(encoding="utf-8")
    assert "Exec=/usr/lib/regicide/Regicide\n" in entry and "Categories=Game;" in entry
    icons = sorted(root.glob("usr/share/icons/hicolor/*/apps/regicide.png"))
    assert len(icons) == len(artifacts.ICON_SIZES)
    assert (root / "usr/share/doc/regicide/copyright").is_file()


@POSIX
@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="dpkg-deb makes .deb files")
def test_dpkg_deb_builds_it(app: Path, tmp_path: Path) -> None:
    output = artifacts.make_deb(app, tmp_path / "regicide.deb", "Regicide test <root@localhost>")
    fields = subprocess.run(
        ["dpkg-deb", "--field", str(output), "Package", "Version", "Section"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert fields == f"Package: regicide\nVersion: {__version__}\nSection: games\n"


def test_the_windows_installer_has_a_start_menu_entry_and_an_uninstaller() -> None:
    script = (ROOT / "packaging/windows/regicide.iss").read_text(encoding="utf-8")
    assert 'Name: "{group}\\Regicide"; Filename: "{app}\\Regicide.exe"' in script
    assert 'Name: "{group}\\Uninstall Regicide"; Filename: "{uninstallexe}"' in script
    assert "AppVersion={#AppVersion}" in script and "PrivilegesRequired=lowest" in script
