"""A broken or hostile theme of the player's own is told in the player's language (issue 35):
the theme reader's English (`regicide theme check`'s) is matched whole and said in German or
Spanish, the file, key and value as the theme writes them; a problem not known whole (the
inside of a damaged image) stays English whole."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

from regicide.i18n import ENGLISH, use_language
from regicide.themes.problem_words import PROBLEMS, theme_words
from regicide.themes.theme import find_themes
from regicide.ui.app import create_context
from regicide.ui.scenes import settings as settings_scene
from regicide.ui.scenes.settings import SettingsScene
from tests.ui.driver import Ui

NEON = "suits:\n  hearts: reddish\ncards:\n  back_image: ../../etc/passwd\ncolour: red\n"


def _neon(home: Path) -> None:
    (home / "themes").mkdir(parents=True, exist_ok=True)
    (home / "themes" / "neon.yaml").write_text(NEON, encoding="utf-8")


@pytest.mark.parametrize(
    ("language", "notice"),
    [
        (
            "de",
            "neon.yaml: unbekannter Schlüssel „colour“ (bekannt: ",
        ),
        ("es", "neon.yaml: clave desconocida «colour» (conocidas: "),
    ],
)
def test_a_broken_theme_s_notice_is_in_the_player_s_language(
    home: Path, language: str, notice: str
) -> None:
    """The title's notice for a theme in the settings that cannot be used: every problem in
    the player's language, whole."""
    _neon(home)
    (home / "settings.yaml").write_text(f"theme: neon\nlanguage: {language}\n", encoding="utf-8")
    (told,) = create_context().notices
    assert told.startswith(notice), told
    assert "is not a colour" not in told and "unknown key" not in told
    assert "'reddish'" in told  # the value as the theme writes it


def test_settings_lists_a_broken_theme_s_problems_in_german(
    ui: Ui, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Settings' list of themes that could not be loaded says each problem in German (read
    where the scene wraps it into lines), the first problem whole."""
    _neon(home)
    use_language("de")
    (entry,) = [entry for entry in find_themes() if entry.problem]
    told = [theme_words(problem) for problem in entry.problem.splitlines()]
    assert told == [
        "neon.yaml: unbekannter Schlüssel „colour“ (bekannt: animation_speed, author, cards, "
        "description, fonts, licence, name, panel, sounds, suits, table)",
        "neon.yaml: cards.back_image: '../../etc/passwd': Nur ein Design-Ordner (mit "
        "theme.yaml) kann eigene Dateien enthalten",
        "neon.yaml: suits.hearts: 'reddish' ist keine Farbe; schreibe #rrggbb",
    ]
    wrapped: list[str] = []
    original = settings_scene.wrap

    def spy(text: str, *rest: object) -> list[str]:
        wrapped.append(text)
        return original(text, *rest)  # type: ignore[arg-type]

    monkeypatch.setattr(settings_scene, "wrap", spy)
    ui.ctx.stack.push(SettingsScene(ui.ctx))
    ui.frames(2)
    assert f"{told[0]} (und 2 weitere)" in wrapped, wrapped


def test_what_is_not_known_whole_stays_english_whole() -> None:
    """The inside of a damaged PNG is the image reader's: English, never half translated."""
    use_language("de")
    damaged = "neon/theme.yaml: cards.back_image: 'b.png' is a PNG cut short (in its IDAT chunk)"
    assert theme_words(damaged) == damaged
    assert theme_words("neon.yaml: no such theme") == "neon.yaml: kein solches Design"


def test_every_sentence_listed_is_one_the_theme_reader_writes() -> None:
    """Each listed sentence is the theme reader's (a sentence reworded there and not here
    would silently stay English): each of its words outside the placeholders is in the
    reader's files."""
    code = "".join(
        (Path(__file__).resolve().parents[2] / "regicide/themes" / name).read_text()
        for name in ("theme.py", "files.py", "cardsets.py", "formats.py", "svg.py")
    )
    for english in PROBLEMS:
        words = re.findall(r"[A-Za-z_]{3,}", re.sub(r"\{\w+\}", " ", english))
        assert all(word in code for word in words), english


def test_english_is_as_the_reader_writes_it(home: Path) -> None:
    _neon(home)
    use_language(ENGLISH)
    (entry,) = [entry for entry in find_themes() if entry.problem]
    for problem in entry.problem.splitlines():
        assert theme_words(problem) == problem


def test_settings_at_its_least_size_shows_a_broken_theme_s_problem(
    ui: Ui, home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read in German at 960x540 200% (issue 35): the heading "1 Design konnte nicht geladen
    werden:" took two lines and left no room for the problem, which was not drawn at all; the
    preview now leaves room for the heading as it wraps and two lines of the problem."""
    _neon(home)
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    use_language("de")
    blits: list[object] = []
    counted: list[int] = []
    original_blit, original_draw = settings_scene.blit_text, SettingsScene._draw_broken

    def blit(*args: object) -> object:
        blits.append(args)
        return original_blit(*args)  # type: ignore[arg-type]

    def draw_broken(self: SettingsScene, *args: object) -> float:
        before = len(blits)
        bottom = original_draw(self, *args)  # type: ignore[arg-type]
        counted.append(len(blits) - before)
        return bottom

    monkeypatch.setattr(settings_scene, "blit_text", blit)
    monkeypatch.setattr(SettingsScene, "_draw_broken", draw_broken)
    ui.ctx.stack.push(SettingsScene(ui.ctx))
    ui.frames(2)
    assert counted and counted[-1] >= 4, counted  # the heading's two lines, two of the problem


def test_a_hostile_font_file_is_told_in_spanish(home: Path) -> None:
    """A theme folder whose font is no font (a text file renamed): said whole in Spanish."""
    folder = home / "themes" / "dusk"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text("fonts:\n  card: evil.ttf\n", encoding="utf-8")
    (folder / "evil.ttf").write_bytes(b"<script>not a font</script>" * 10)
    use_language("es")
    (entry,) = [entry for entry in find_themes() if entry.problem]
    assert [theme_words(problem) for problem in entry.problem.splitlines()] == [
        "dusk/theme.yaml: fonts.card: «evil.ttf» no es una fuente TrueType ni OpenType"
    ]


def test_english_numbers_stay_as_the_reader_wrote_them() -> None:
    """A size the reader writes plain (15000x10) is not grouped ("15,000x10") in English."""
    problem = (
        "x/theme.yaml: table.texture: 'felt.svg' is 15000x10 pixels; the limit is 4096 each way"
    )
    assert theme_words(problem) == problem
    use_language("de")
    assert theme_words(problem).endswith(
        "„felt.svg“ hat 15000×10 Pixel; die Grenze ist 4096 in jede Richtung"
    )
