"""Every glyph of German, French, Spanish and the pseudo-language is drawn by every theme's
text fonts (issue 35): each catalog's characters, each language's alphabet and typography,
and what Babel writes for it (its months, its number and percent signs): a font without one
would draw a box where a player reads a letter. A new language's catalog is covered as soon
as it is in regicide/locale."""

from __future__ import annotations

import io
from datetime import datetime

import pygame
import pytest
from babel.dates import format_skeleton, format_time
from babel.lists import format_list
from babel.messages.pofile import read_po
from babel.numbers import format_decimal, format_percent

from regicide.i18n.catalogs import (
    catalog_languages,
    forms,
    language_parts,
    po_path,
    template_parts,
    template_path,
)
from regicide.i18n.pseudo import pseudo
from regicide.themes.theme import find_themes
from regicide.ui.assets import LINING_FIGURES, TITLE_FALLBACK, TITLE_SPACES, TextCache, lacking
from regicide.ui.context import AppContext

#: What each language writes beyond ASCII, whether its catalog uses it yet or not.
ALPHABETS = {
    "de": "ÄÖÜäöüẞß„“‚‘»«–…",
    "fr": "ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ«»’–…\u00a0\u202f",
    "es": "ÁÉÍÓÚÜÑáéíóúüñ¿¡«»–…",
}
#: Every face a theme names: the cards' and symbols' faces draw words too (a rank's letter, the
#: ♥ beside a suit's name), so a theme's font for them must have every language's letters.
TEXT_FONTS = ("title", "body", "body_bold", "card", "symbols")
#: The suits are in the English too and only in running text (How to play, the tutorial, the
#: pictures' banners), never in a title: the body fonts must draw them, a title font need not;
#: so is the star of Regicide's Records (its chart's legend: "★ won").
NOT_IN_TITLES = str.maketrans("", "", "♠♣♥♦★")


def _catalog_text(path: object) -> str:
    with open(path, "rb") as file:  # type: ignore[call-overload]
        catalog = read_po(io.BytesIO(file.read()))
    return "".join(text for message in catalog if message.id for text in forms(message.string))


def babel_written(code: str) -> str:
    """What Babel's data writes for a language beyond its catalog (regicide/i18n/formats.py):
    every month's day and time, a percentage, grouped and decimal numbers, a list."""
    days = [datetime(2026, month, 25, 9, 5) for month in range(1, 13)]
    return "".join(
        [
            *(format_skeleton(skeleton, day, locale=code) for day in days
              for skeleton in ("dMMM", "yMMMd")),
            *(format_time(day, "short", locale=code) for day in days),
            format_percent(0.42, locale=code),
            format_decimal(1234567.5, locale=code),
            format_list(["a", "b", "c"], locale=code),
        ]
    )  # fmt: skip


def characters() -> dict[str, set[str]]:
    """Each language's characters: its alphabet, its catalog's translations and what Babel
    writes for it (days, numbers); the pseudo-language's: the template's messages written in
    it."""
    found = {code: set(ALPHABETS.get(code, "")) for code in ("de", "fr", "es")}
    for code in catalog_languages():
        found.setdefault(code, set()).update(babel_written(code))
        for part in language_parts(code):
            found.setdefault(code, set()).update(_catalog_text(po_path(code, part=part)))
    template = "".join(_catalog_text(template_path(part=part)) for part in template_parts())
    ids = []
    for part in template_parts():
        with open(template_path(part=part), "rb") as file:
            ids += [text for message in read_po(file) if message.id for text in forms(message.id)]
    found["pseudo"] = set("".join(pseudo(text) for text in ids)) | set(template or "Back")
    return {
        code: {char for char in chars if char.isprintable() or char in "\u00a0\u202f"}
        for code, chars in found.items()
    }


def theme_fonts() -> list[tuple[str, str]]:
    """(theme and role, font file) of every shipped theme's text fonts."""
    fonts = []
    for entry in find_themes():
        if entry.theme is not None and entry.shipped:
            for role in TEXT_FONTS:
                fonts.append((f"{entry.key} {role}", getattr(entry.theme.fonts, role)))
    return fonts


@pytest.mark.parametrize(
    ("where", "file"), theme_fonts(), ids=[where for where, _ in theme_fonts()]
)
def test_every_language_s_glyphs_are_drawn_by_the_theme_s_fonts(where: str, file: str) -> None:
    """A body font must have them all; a title font may lack some, which the text cache then
    draws from TITLE_FALLBACK (EB Garamond 12 Bold lacks every accented letter): that one must
    have them."""
    missing = {}
    for code, chars in characters().items():
        gaps = lacking(file, "".join(sorted(chars)))
        if where.endswith(" title"):
            gaps = lacking(TITLE_FALLBACK, gaps.translate(NOT_IN_TITLES).translate(TITLE_SPACES))
        elif where.endswith((" card", " symbols")):
            gaps = gaps.replace("★", "")  # drawn in running text only, by the body fonts
        if gaps:
            missing[code] = gaps
    assert missing == {}, f"{where} ({file}) draws no glyph for these"


def stem_px(text: TextCache, file: str) -> int:
    """How wide the stem of an "l" is drawn in `file` at 160 px (its weight)."""
    image = text.font(file, 160).render("l", True, (255, 255, 255), (0, 0, 0))
    row = image.get_height() // 2
    return sum(1 for x in range(image.get_width()) if image.get_at((x, row)).r > 128)


@pytest.mark.parametrize("file", [TITLE_FALLBACK, LINING_FIGURES])
def test_the_faces_drawn_into_titles_have_every_language_s_glyphs(file: str) -> None:
    """The faces the text cache draws into a title besides the theme's own (the letters it
    lacks, an old-style face's digits) are drawn with too: the fallback must have every
    language's letters."""
    missing = {}
    for code, chars in characters().items():
        wanted = "".join(sorted(chars)).translate(NOT_IN_TITLES).translate(TITLE_SPACES)
        if file == LINING_FIGURES:
            wanted = "".join(char for char in wanted if char.isdigit())
        if gaps := lacking(file, wanted):
            missing[code] = gaps
    assert missing == {}, f"{file} draws no glyph for these"


def test_a_title_s_lacking_letters_are_as_bold_as_the_title(ctx: AppContext) -> None:
    """ "Plündern" in EB Garamond 12 Bold takes its ü from TITLE_FALLBACK: a regular face
    there drew a thin ü in a bold word (German headings: Plündern, Könige). Its stems are
    as wide as the bold title's, within a pixel in eight."""
    title = "EBGaramond12-Bold.otf"
    assert lacking(title, "ü") == "ü" and lacking(TITLE_FALLBACK, "ü") == ""
    bold, fallback = stem_px(ctx.text, title), stem_px(ctx.text, TITLE_FALLBACK)
    assert abs(fallback - bold) <= bold / 8


def test_a_font_without_a_glyph_is_found() -> None:
    """The check itself: EB Garamond 12 Bold has no Ä, and no Latin font has a CJK glyph."""
    assert lacking("EBGaramond12-Bold.otf", "Ää一") == "Ää一"
    assert lacking(TITLE_FALLBACK, "Ää一") == "一"


def test_a_title_with_letters_its_font_lacks_is_drawn_from_the_fallback(ctx: AppContext) -> None:
    """ "Über" in EB Garamond 12 Bold alone would start with a box: its Ü is the fallback's."""
    text, white = ctx.text, (255, 255, 255)
    drawn = text.title("Über", 40, white)
    box = text.render("Über", "EBGaramond12-Bold.otf", 40, white)
    letter = text.render("Ü", TITLE_FALLBACK, 40, white).get_width()
    rest = text.render("ber", "EBGaramond12-Bold.otf", 40, white).get_width()
    assert drawn.get_width() == letter + rest
    assert pygame.image.tobytes(drawn, "RGBA") != pygame.image.tobytes(box, "RGBA")


def test_a_french_title_s_narrow_space_is_drawn_as_a_space(ctx: AppContext) -> None:
    """ "Partie gagnée !" has a narrow no-break space no EB Garamond draws (a box): a title
    draws it as the thin space its fallback has."""
    white = (255, 255, 255)
    narrow = ctx.text.title("Gagné\u202f!", 40, white)
    thin = ctx.text.title("Gagné\u2009!", 40, white)
    assert pygame.image.tobytes(narrow, "RGBA") == pygame.image.tobytes(thin, "RGBA")


def test_a_title_with_fallback_letters_is_as_tall_as_one_without(ctx: AppContext) -> None:
    """Played in French (960×540 200%): with EB Garamond 600 for its é, Baisch's draft title
    stood taller than its font's line and ran into the buttons beside it. A title is as tall
    as its own font's line, whichever face draws its letters."""
    white = (255, 255, 255)
    assert (
        ctx.text.title("Héros", 40, white).get_height()
        == ctx.text.title("Heros", 40, white).get_height()
    )
