"""`regicide theme check PATH`, run as a maker would: exit 0 with a summary for a usable
theme or card set, exit 2 with every problem (one per line, file and key named)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from regicide.support.resources import asset_path, themes_dir


def theme_check(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "regicide", "theme", "check", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("name", ["classic.yaml", "midnight.yaml", "contrast.yaml", "parlour"])
def test_every_shipped_theme_checks_clean(name: str) -> None:
    result = theme_check(themes_dir() / name)
    assert result.returncode == 0, result.stderr
    assert " is valid: " in result.stdout and result.stderr == ""


def test_a_folder_s_theme_yaml_is_checked_as_that_folder_s_theme() -> None:
    """Issue 29 item 8: `theme check themes/parlour/theme.yaml` is the parlour theme, its
    felt and card set beside it, as the app loads it."""
    folder = theme_check(themes_dir() / "parlour")
    result = theme_check(themes_dir() / "parlour" / "theme.yaml")
    assert result.returncode == 0, result.stderr
    assert result.stdout == folder.stdout and result.stderr == ""


def test_a_card_set_folder_checks_on_its_own() -> None:
    result = theme_check(asset_path("cards", "parlour"))
    assert result.returncode == 0
    assert result.stdout == (
        "parlour: the card set 'Parlour' by Regicide contributors is valid: "
        "54 images, with a Jester\n"
    )


def test_a_broken_theme_lists_every_problem_and_exits_2(tmp_path: Path) -> None:
    folder = tmp_path / "neon"
    folder.mkdir()
    (folder / "theme.yaml").write_text(
        "name: Neon\nsuits:\n  hearts: reddish\ncards:\n  back_image: ../x.png\n"
        "table:\n  texture: felt.png\nglow: 1\n",
        encoding="utf-8",
    )
    (folder / "felt.png").write_text("not an image", encoding="utf-8")
    result = theme_check(folder)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [
        "neon/theme.yaml: unknown key 'glow' (known: animation_speed, author, cards, "
        "description, fonts, licence, name, panel, sounds, suits, table)",
        "neon/theme.yaml: table.texture: 'felt.png' is not a PNG, JPEG or SVG image",
        "neon/theme.yaml: cards.back_image: '../x.png' may not leave the theme's folder ('..')",
        "neon/theme.yaml: suits.hearts: 'reddish' is not a colour; use #rrggbb",
        "4 problems: not a usable theme",
    ]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "nothing.yaml: no such file or folder"),
        (b"\xff\xfe", "nothing.yaml: line 1: is not UTF-8 text"),
        (b"- a list\n", "nothing.yaml: expected a mapping of keys"),
    ],
)
def test_unusable_files_exit_2_without_a_traceback(
    tmp_path: Path, content: bytes | None, message: str
) -> None:
    path = tmp_path / "nothing.yaml"
    if content is not None:
        path.write_bytes(content)
    result = theme_check(path)
    assert result.returncode == 2
    assert result.stderr.splitlines()[0].endswith(message) or message in result.stderr
    assert "Traceback" not in result.stderr
