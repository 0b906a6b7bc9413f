"""Themes and card sets from YAML: the shipped ones, defaults, and hostile themes, each
refused with the message themes/README.md documents (file, key, problem)."""

from __future__ import annotations

import os
import shutil
import struct
import zlib
from pathlib import Path

import pytest

from regicide.support.resources import asset_path, themes_dir
from regicide.themes.cardsets import EVERY_CARD, card_code, load_card_set
from regicide.themes.theme import (
    ThemeError,
    available_themes,
    find_themes,
    load_theme,
    read_theme,
    schema,
)

PARLOUR = asset_path("cards", "parlour")


def png(width: int, height: int, image: bytes | None = None) -> bytes:
    """A real (tiny, solid) PNG of the given size (or with `image` as its image data, right
    or wrong)."""
    raw = b"".join(b"\x00" + b"\x80\x20\x20" * width for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw) if image is None else image)
        + chunk(b"IEND", b"")
    )


def folder_theme(tmp_path: Path, text: str, name: str = "neon") -> Path:
    folder = tmp_path / name
    folder.mkdir()
    (folder / "theme.yaml").write_text(text, encoding="utf-8")
    return folder


def problems_of(path: Path) -> list[str]:
    with pytest.raises(ThemeError) as caught:
        read_theme(path)
    return caught.value.problems


# -- the shipped themes --------------------------------------------------------------------------


def test_the_shipped_themes_all_load_and_differ() -> None:
    assert {"classic", "midnight", "contrast", "parlour"} <= set(available_themes())
    themes = [load_theme(name) for name in ("classic", "midnight", "contrast", "parlour")]
    assert len({theme.colors.felt for theme in themes}) == 4
    assert all(theme.author and theme.licence and theme.description for theme in themes)


def test_contrast_has_four_suit_colours_and_large_indices() -> None:
    theme = load_theme("contrast")
    suits = theme.suits
    assert len({suits.hearts, suits.diamonds, suits.clubs, suits.spades}) == 4
    assert theme.cards.index_size >= 1.3


def test_parlour_uses_the_shipped_image_card_set() -> None:
    theme = load_theme("parlour")
    card_set = theme.cards.image_set
    assert card_set is not None and card_set.name == "Parlour" and card_set.has_jesters
    assert all(card_set.image(code) is not None for code in (*EVERY_CARD, "JKR", "back"))
    assert theme.table.texture is not None and theme.table.texture.name == "felt.png"
    assert (PARLOUR / "LICENSE").is_file()


def test_a_theme_of_one_line_takes_every_other_value_from_the_defaults(tmp_path: Path) -> None:
    (tmp_path / "tiny.yaml").write_text("name: Tiny\n", encoding="utf-8")
    tiny, classic = load_theme("tiny", tmp_path), load_theme("classic")
    assert tiny.name == "Tiny" and tiny.key == "tiny"
    assert tiny.colors == classic.colors and tiny.fonts == classic.fonts
    assert tiny.cards.image_set is None and tiny.table.style == "vignette"


def test_the_readme_documents_every_key() -> None:
    readme = (themes_dir() / "README.md").read_text(encoding="utf-8")
    for section, keys in schema().items():
        for key in keys:
            assert f"`{section + '.' if section else ''}{key}`" in readme, (section, key)


# -- values --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "suits:\n  hearts: reddish\n",
            "neon.yaml: suits.hearts: 'reddish' is not a colour; use #rrggbb",
        ),
        (
            "suits:\n  clubs: '#12345'\n",
            "neon.yaml: suits.clubs: '#12345' is not a colour; use #rrggbb",
        ),
        ("sparkle: true\n", "neon.yaml: unknown key 'sparkle'"),
        ("cards:\n  glitter: 1\n", "neon.yaml: cards.glitter: unknown key"),
        (
            "cards:\n  index_size: 9\n",
            "neon.yaml: cards.index_size: 9 is not a number from 0.6 to 1.6",
        ),
        (
            "cards:\n  pattern: paisley\n",
            "neon.yaml: cards.pattern: 'paisley' is not one of lattice",
        ),
        ("table: green\n", "neon.yaml: table: expected a mapping of keys"),
        ("fonts:\n  title: Comic.ttf\n", "neon.yaml: fonts.title: no font file 'Comic.ttf'"),
        ("fonts:\n  body: ../fonts/DejaVuSans.ttf\n", "neon.yaml: fonts.body: no font file"),
        (
            "cards:\n  back_image: back.png\n",
            "neon.yaml: cards.back_image: 'back.png': only a theme folder",
        ),
        ("cards:\n  image_set: nowhere\n", "neon.yaml: cards.image_set: no card set 'nowhere'"),
        ("animation_speed: fast\n", "neon.yaml: animation_speed: 'fast' is not a number"),
        ("name: &a x\ndescription: *a\n", "neon.yaml: line 2: YAML aliases"),
        ("name: !!python/object:os.system x\n", "neon.yaml: line 1, column 7"),
    ],
)
def test_a_bad_value_is_named_by_file_and_key(tmp_path: Path, text: str, message: str) -> None:
    (tmp_path / "neon.yaml").write_text(text, encoding="utf-8")
    problems = problems_of(tmp_path / "neon.yaml")
    assert any(problem.startswith(message) for problem in problems), problems


def test_every_problem_is_listed_not_just_the_first(tmp_path: Path) -> None:
    text = "suits:\n  hearts: red\n  spades: black\ncards:\n  border: -1\nsparkle: 1\n"
    (tmp_path / "neon.yaml").write_text(text, encoding="utf-8")
    assert len(problems_of(tmp_path / "neon.yaml")) == 4


# -- files that may not be used -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("../secret.png", "may not leave the theme's folder ('..')"),
        ("/etc/passwd", "must be a path inside the theme's folder (no absolute paths)"),
        ("C:/Windows/win.ini", "no absolute paths"),
        ("sub\\\\back.png", "no absolute paths"),
        ("missing.png", "no file 'missing.png' in the theme's folder"),
    ],
)
def test_a_path_that_leaves_the_folder_is_refused(tmp_path: Path, name: str, message: str) -> None:
    (tmp_path / "secret.png").write_bytes(png(4, 4))
    folder = folder_theme(tmp_path, f'cards:\n  back_image: "{name}"\n')
    problems = problems_of(folder)
    assert problems[0].startswith("neon/theme.yaml: cards.back_image: ") and message in problems[0]


def test_a_symlink_out_of_the_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "outside.png").write_bytes(png(4, 4))
    folder = folder_theme(tmp_path, "table:\n  texture: felt.png\n")
    os.symlink(tmp_path / "outside.png", folder / "felt.png")
    assert problems_of(folder) == [
        "neon/theme.yaml: table.texture: 'felt.png' leads outside the theme's folder (a symlink)"
    ]


def test_a_symlink_inside_the_folder_is_fine(tmp_path: Path) -> None:
    folder = folder_theme(tmp_path, "table:\n  texture: felt.png\n")
    (folder / "real.png").write_bytes(png(4, 4))
    os.symlink(folder / "real.png", folder / "felt.png")
    assert read_theme(folder).table.texture == (folder / "real.png").resolve()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (png(5000, 10), "'felt.png' is 5000x10 pixels; the limit is 4096 each way"),
        (b"just some text, not an image", "'felt.png' is not a PNG, JPEG or SVG image"),
        (b"\x89PNG\r\n\x1a\n" + b"\x00" * 8, "'felt.png' is not a PNG, JPEG or SVG image"),
        (b"<svg width='90' height='10'></svg>", "'felt.png' is a SVG image named as .png"),
    ],
)
def test_huge_images_and_non_images_are_refused(
    tmp_path: Path, content: bytes, message: str
) -> None:
    folder = folder_theme(tmp_path, "table:\n  texture: felt.png\n")
    (folder / "felt.png").write_bytes(content)
    assert problems_of(folder) == [f"neon/theme.yaml: table.texture: {message}"]


def test_a_huge_svg_is_refused_by_its_stated_size(tmp_path: Path) -> None:
    folder = folder_theme(tmp_path, "table:\n  texture: felt.svg\n")
    (folder / "felt.svg").write_text("<?xml version='1.0'?>\n<svg viewBox='0 0 9000 10'></svg>")
    assert problems_of(folder) == [
        "neon/theme.yaml: table.texture: 'felt.svg' is 9000x10 pixels; the limit is 4096 each way"
    ]


def test_a_file_over_8_mb_is_refused_unread(tmp_path: Path) -> None:
    folder = folder_theme(tmp_path, "table:\n  texture: felt.png\n")
    with (folder / "felt.png").open("wb") as stream:
        stream.write(png(4, 4))
        stream.truncate(8 * 1024 * 1024 + 1)
    assert "is too large (8,388,609 bytes; the limit is 8,388,608)" in problems_of(folder)[0]


def test_a_folder_or_device_is_not_a_file(tmp_path: Path) -> None:
    folder = folder_theme(tmp_path, "table:\n  texture: sub.png\nsounds:\n  card: null.wav\n")
    (folder / "sub.png").mkdir()
    os.symlink("/dev/null", folder / "null.wav")
    problems = problems_of(folder)
    assert "'sub.png' is not a regular file" in problems[0]
    assert problems[1].startswith("neon/theme.yaml: sounds.card: 'null.wav' leads outside")


def test_a_theme_folder_uses_its_own_font_texture_and_sound(tmp_path: Path) -> None:
    folder = folder_theme(
        tmp_path,
        "fonts:\n  title: own.ttf\ntable:\n  texture: felt.png\nsounds:\n  card: tap.wav\n",
    )
    shutil.copy(asset_path("fonts", "DejaVuSans.ttf"), folder / "own.ttf")
    (folder / "felt.png").write_bytes(png(8, 8))
    shutil.copy(asset_path("sounds", "card.wav"), folder / "tap.wav")
    theme = read_theme(folder)
    assert theme.fonts.title == str((folder / "own.ttf").resolve())
    assert dict(theme.sounds) == {"card": (folder / "tap.wav").resolve()}


def test_a_font_that_is_not_a_font_is_refused(tmp_path: Path) -> None:
    folder = folder_theme(tmp_path, "fonts:\n  title: own.ttf\n")
    (folder / "own.ttf").write_bytes(b"MZ not a font")
    assert problems_of(folder) == [
        "neon/theme.yaml: fonts.title: 'own.ttf' is not a TrueType or OpenType font"
    ]


# -- card sets -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("stem", "code"),
    [
        ("7H", "7H"),
        ("10s", "10S"),
        ("KD", "KD"),
        ("AC", "AC"),
        ("JKR", "JKR"),
        ("back", "back"),
        ("7_heart", "7H"),
        ("1_club", "AC"),
        ("ace_spade", "AS"),
        ("10_diamond", "10D"),
        ("11_heart", "JH"),
        ("king_spade", "KS"),
        ("queen_clubs", "QC"),
        ("jack_diamond", "JD"),
        ("red_joker", "JKR"),
        ("black_joker", "JKR"),
        ("1H", None),
        ("14_heart", None),
        ("cardset", None),
        ("felt", None),
    ],
)
def test_card_file_names_ours_and_kde_and_aisleriot(stem: str, code: str | None) -> None:
    assert card_code(stem) == code


def kde_copy(tmp_path: Path, *, jester: bool = True) -> Path:
    """The Parlour set renamed the KDE/Aisleriot way, as a maker converting a deck would."""
    names = {"A": "1", "J": "jack", "Q": "queen", "K": "king"}
    suits = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
    folder = tmp_path / "kde"
    folder.mkdir()
    for code in EVERY_CARD:
        rank, suit = code[:-1], code[-1]
        shutil.copy(PARLOUR / f"{code}.png", folder / f"{names.get(rank, rank)}_{suits[suit]}.png")
    shutil.copy(PARLOUR / "back.png", folder / "back.png")
    if jester:
        shutil.copy(PARLOUR / "JKR.png", folder / "red_joker.png")
    (folder / "cardset.yaml").write_text(
        f"name: Converted\nlicence: CC0-1.0\nhas_jesters: {'true' if jester else 'false'}\n",
        encoding="utf-8",
    )
    return folder


def test_a_kde_named_deck_converts_by_copying_files(tmp_path: Path) -> None:
    card_set, problems = load_card_set(kde_copy(tmp_path), "kde")
    assert problems == [] and card_set is not None
    assert card_set.image("KS") == (tmp_path / "kde" / "king_spade.png").resolve()
    assert card_set.image("JKR") is not None and card_set.has_jesters


def test_a_card_set_missing_cards_says_which(tmp_path: Path) -> None:
    folder = kde_copy(tmp_path)
    (folder / "7_heart.png").unlink()
    (folder / "king_spade.png").unlink()
    _, problems = load_card_set(folder, "kde")
    assert problems == ["kde: no image for 7H, KS (e.g. 7H.png)"]


def test_a_card_set_claiming_jesters_needs_one(tmp_path: Path) -> None:
    folder = kde_copy(tmp_path, jester=False)
    (folder / "cardset.yaml").write_text(
        "name: X\nhas_jesters: true\nsize: [1, 2, 3]\nglitter: 1\n"
    )
    _, problems = load_card_set(folder, "kde")
    assert problems == [
        "kde/cardset.yaml: unknown key 'glitter' (known: author, has_jesters, licence, name, size)",
        "kde/cardset.yaml: size: expected [width, height] in pixels",
        "kde/cardset.yaml: has_jesters: true, but there is no JKR image",
    ]


def test_a_theme_with_its_own_card_set_reports_the_set_s_problems(tmp_path: Path) -> None:
    folder = folder_theme(tmp_path, "cards:\n  image_set: deck\n")
    deck = kde_copy(tmp_path)
    deck.rename(folder / "deck")
    (folder / "deck" / "2_club.png").write_bytes(png(5000, 5000))
    problems = problems_of(folder)
    assert problems[0] == (
        "neon/deck/2_club.png: '2_club.png' is 5000x5000 pixels; the limit is 4096 each way"
    )
    assert (
        problems[-1] == "neon/theme.yaml: cards.image_set: the card set cannot be used (see above)"
    )


# -- finding themes ------------------------------------------------------------------------------


def test_user_themes_are_found_and_broken_ones_kept_with_their_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path))
    themes = tmp_path / "themes"
    themes.mkdir()
    (themes / "sunset.yaml").write_text("name: Sunset\ntable:\n  felt: '#aa5500'\n")
    (themes / "neon.yaml").write_text("suits:\n  hearts: reddish\n")
    (themes / "classic.yaml").write_text("name: Mine\n")
    (themes / "Loud.yaml").write_text("name: Loud\n")
    entries = {(entry.key, entry.shipped): entry for entry in find_themes()}
    assert entries[("sunset", False)].theme is not None
    assert entries[("neon", False)].problem == (
        "neon.yaml: suits.hearts: 'reddish' is not a colour; use #rrggbb"
    )
    assert "a shipped theme has this name" in entries[("classic", False)].problem
    assert "small letters, digits" in entries[("Loud", False)].problem
    assert load_theme("sunset").colors.felt == (0xAA, 0x55, 0x00)
    assert "sunset" in available_themes() and "neon" not in available_themes()


@pytest.mark.parametrize("name", ["../classic", "/etc/passwd", "", "a b", "x" * 41, "Neon"])
def test_a_theme_name_is_a_plain_name(name: str) -> None:
    with pytest.raises(ThemeError, match="not a theme name"):
        load_theme(name)


def test_names_the_file_system_cannot_look_up_are_messages_not_crashes(tmp_path: Path) -> None:
    """A font or card set named longer than any file name (or with a NUL) in a user theme
    folder: listed with its problem, never an OSError from the settings scene or the CLI."""
    folder = tmp_path / "odd"
    folder.mkdir()
    (folder / "theme.yaml").write_text(
        f"name: odd\nfonts:\n  body: {'f' * 5000}.ttf\ncards:\n  image_set: {'c' * 5000}\n",
        encoding="utf-8",
    )
    (odd,) = [entry for entry in find_themes(tmp_path) if entry.key == "odd"]
    assert odd.theme is None and "fonts.body" in odd.problem  # listed with why, no exception
