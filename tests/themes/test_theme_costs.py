"""What a theme may cost, and `theme check` refusing exactly what the app refuses (issue 24,
item 3): SVG sizes in every unit, the drawing work of an SVG, SVG beyond a simple subset, a
truncated PNG or JPEG, a garbage font or sound, and names the app takes for no theme."""

from __future__ import annotations

import io
import shutil
import zlib
from pathlib import Path

import pytest

from regicide.commands.theme import run_theme_check
from regicide.support.resources import asset_path, themes_dir
from regicide.themes.theme import ThemeError, find_themes, read_theme
from regicide.themes.verdicts import VERDICTS
from tests.startup_check import start_app
from tests.themes.test_theme_files import png


def circles(count: int, size: int) -> str:
    body = f'<circle cx="{size // 2}" cy="{size // 2}" r="{size // 2}" fill-opacity="0.1"/>'
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}">' + (
        body * count + "</svg>"
    )


def theme_with(folder: Path, name: str, content: bytes, key: str = "table:\n  texture") -> Path:
    """A theme folder `folder` whose `key` names its file `name` holding `content`."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(content)
    (folder / "theme.yaml").write_text(f"{key}: {name}\n", encoding="utf-8")
    return folder


def problems(folder: Path) -> list[str]:
    with pytest.raises(ThemeError) as caught:
        read_theme(folder)
    return caught.value.problems


def checked(path: Path, capfd: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = run_theme_check(path)
    return status, capfd.readouterr().err


CARD = b'<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350"><rect width="250" '
CARD += b'height="350" fill="#fff"/><path d="M10 10 l 20 30 h 5 v 5 c 1 2 3 4 5 6 z"/></svg>'
FONT = asset_path("fonts", "DejaVuSans.ttf").read_bytes()
SOUND = asset_path("sounds", "card.wav").read_bytes()
FELT = png(64, 64)

HOSTILE = {
    "an SVG 1.5e4 wide": ("felt.svg", b'<svg width="1.5e4" height="10"/>', "15000x10 pixels"),
    "an SVG 4000mm wide": ("felt.svg", b'<svg width="4000mm" height="10"/>', "15118x10 pixels"),
    "an SVG 100% wide": ("felt.svg", b'<svg width="100%" height="10"/>', "never %"),
    "an SVG in em": ("felt.svg", b'<svg width="30em" height="30em"/>', "never %, em"),
    "an SVG of no size": ("felt.svg", b"<svg></svg>", "states no size"),
    "an SVG of one side": ("felt.svg", b'<svg width="10"/>', "only one of width and height"),
    "1,000 circles in 4096x4096": ("felt.svg", circles(1000, 4096).encode(), "too much drawing"),
    "20,000 circles": ("felt.svg", circles(20_000, 256).encode(), "more than 5,000 elements"),
    "a scaled-up shape": (
        "felt.svg",
        b'<svg width="1024" height="1024">'
        + b'<g transform="scale(1000)"><circle r="5" cx="1" cy="1"/></g>' * 40
        + b"</svg>",
        "too much drawing",
    ),
    "an SVG filter": ("felt.svg", b'<svg width="9" height="9"><filter/></svg>', "<filter>"),
    "an SVG use": ("felt.svg", b'<svg width="9" height="9"><use href="#a"/></svg>', "<use>"),
    "an SVG image": ("felt.svg", b'<svg width="9" height="9"><image/></svg>', "<image>"),
    "an SVG script": ("felt.svg", b'<svg width="9" height="9"><script/></svg>', "<script>"),
    "entities": (
        "felt.svg",
        b'<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg width="9" height="9">&a;</svg>',
        "DTD or entities",
    ),
    "a broken SVG": ("felt.svg", b'<svg width="9" height="9"><g></svg>', "not well-formed"),
    "a truncated PNG": ("felt.png", FELT[: len(FELT) // 2], "cut short"),
    "a PNG whose data is bad": ("felt.png", png(64, 64, b"junk"), "image data cannot be read"),
    "a PNG with too little data": (
        "felt.png",
        png(64, 64, zlib.compress(b"\x00" * 9)),
        "ends early",
    ),
    "a truncated JPEG": ("felt.jpg", b"\xff\xd8\xff\xe0\x00\x10JFIF" + b"\x00" * 7, "JPEG"),
    "a garbage font": ("own.ttf", b"\x00\x01\x00\x00" + b"\x17" * 200, "font"),
    "a font cut short": ("own.ttf", FONT[: len(FONT) // 3], "font"),
    "a garbage WAV": ("tap.wav", b"RIFF\x00\x00\x00\x00WAVEjunkjunk", "WAV"),
}
KEYS = {"own.ttf": "fonts:\n  body", "tap.wav": "sounds:\n  card"}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_theme_check_refuses_what_the_app_refuses(
    case: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    name, content, words = HOSTILE[case]
    folder = theme_with(
        tmp_path / "themes" / "hostile", name, content, KEYS.get(name, "table:\n  texture")
    )
    (problem,) = problems(folder)
    assert words in problem and problem.isprintable()
    status, err = checked(folder, capfd)
    assert status == 2 and problem in err
    (entry,) = [entry for entry in find_themes(tmp_path / "themes") if not entry.shipped]
    assert entry.theme is None and entry.problem == problem  # the app's list says the same


@pytest.mark.parametrize(
    ("name", "content"),
    [("felt.svg", CARD), ("felt.png", FELT), ("own.ttf", FONT), ("tap.wav", SOUND)],
)
def test_whole_files_pass_and_are_known_at_the_next_look(
    name: str, content: bytes, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    folder = theme_with(tmp_path / "ok", name, content, KEYS.get(name, "table:\n  texture"))
    assert checked(folder, capfd)[0] == 0
    read_theme(folder)


def test_an_image_changed_since_it_passed_is_read_again(tmp_path: Path) -> None:
    folder = theme_with(tmp_path / "changing", "felt.png", FELT)
    read_theme(folder)
    assert VERDICTS.size_of((folder / "felt.png").resolve()) == (64, 64)
    (folder / "felt.png").write_bytes(FELT[:40])
    assert VERDICTS.size_of((folder / "felt.png").resolve()) is None
    assert "cut short" in problems(folder)[0]


@pytest.mark.parametrize(
    ("where", "words"),
    [
        ("My Theme.yaml", "a theme's name is small letters"),
        ("classic.yaml", "a shipped theme has this name"),
        ("mine.yml", "a theme file's name ends in .yaml"),
    ],
)
def test_theme_check_refuses_a_name_the_app_takes_for_no_theme(
    where: str, words: str, tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / where
    shutil.copy(themes_dir() / "midnight.yaml", path)
    status, err = checked(path, capfd)
    assert status == 2 and words in err


def test_the_shipped_theme_itself_keeps_its_name(capfd: pytest.CaptureFixture[str]) -> None:
    assert checked(themes_dir() / "classic.yaml", capfd)[0] == 0


@pytest.mark.parametrize("case", ["a truncated PNG", "an SVG 1.5e4 wide", "a garbage font"])
def test_the_app_starts_on_a_hostile_theme_with_the_default_and_no_word_from_libpng(
    case: str, tmp_path: Path
) -> None:
    name, content, words = HOSTILE[case]
    home = tmp_path / "home"
    theme_with(home / "themes" / "hostile", name, content, KEYS.get(name, "table:\n  texture"))
    (home / "settings.yaml").write_text("theme: hostile\n", encoding="utf-8")
    for _ in range(2):
        started = start_app(home)
        assert started.returncode == 0, started.stderr[-2000:]
        assert any(words in notice for notice in started.notices)
        assert "libpng" not in started.stderr.lower()
        assert all(line.startswith("notice: ") for line in io.StringIO(started.stderr))
