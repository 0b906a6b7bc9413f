"""A broken or hostile theme of the player's own is told in the player's language (issue 35):
the theme reader's English (`regicide theme check`'s) is matched whole and said in German or
Spanish, the file, key and value as the theme writes them; a problem not known whole (the
inside of a damaged image) stays English whole."""

from __future__ import annotations

import ast
import re
import struct
from pathlib import Path
from typing import Any

import pygame
import pytest

from regicide.i18n import ENGLISH, use_language
from regicide.themes.files import (
    FONT_SUFFIXES,
    IMAGE_SUFFIXES,
    SOUND_SUFFIXES,
    FileProblem,
    check_font,
    check_image,
)
from regicide.themes.formats import PNG_SIGNATURE
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
    """Another program's words (YAML's error in a theme file) stay as it wrote them, never
    half translated; a word of ours that is a value ('unnamed') is said with its sentence."""
    use_language("de")
    yaml = "neon.yaml: mapping values are not allowed here"
    assert theme_words(yaml) == yaml
    assert theme_words("neon.yaml: no such theme") == "neon.yaml: kein solches Design"
    unnamed = "t/theme.yaml: cards.back_image: 'b.png' is a PNG cut short (in its unnamed chunk)"
    assert theme_words(unnamed).endswith(
        "„b.png“ ist ein abgeschnittenes PNG (in einem Abschnitt ohne Namen)"
    )
    glyf = "'f.ttf' is a font without the tables a font needs (glyf and loca, or CFF)"
    assert theme_words(glyf).endswith("(glyf und loca oder CFF)")


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
    werden:" took two lines and left no room for the problem, which was not drawn at all;
    then two lines held only "neon.yaml: unbekannter Schlüssel „colour“". The preview now
    shrinks and its captions leave out the description, so the whole problem is drawn, its
    count of the others ("und 2 weitere") too."""
    _neon(home)
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    use_language("de")
    shown: list[list[str]] = []
    original_cut = settings_scene.cut_short

    def cut_short(lines: list[str], most: int, *fitting: Any) -> list[str]:
        kept = original_cut(lines, most, *fitting)
        shown.append(kept)
        return kept

    monkeypatch.setattr(settings_scene, "cut_short", cut_short)
    ui.ctx.stack.push(SettingsScene(ui.ctx))
    ui.frames(2)
    drawn = " ".join(line.strip() for line in shown[-1])
    assert drawn.startswith("neon.yaml: unbekannter Schlüssel „colour“ (bekannt: "), drawn
    assert drawn.endswith("table) (und 2 weitere)"), drawn


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


def _findings(folder: Path) -> list[str]:
    """What the theme reader finds in a few hostile files of ours (`theme check`'s English)."""
    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    png = PNG_SIGNATURE + struct.pack(">I", 13) + b"IHDR" + header + b"\0\0\0\0"
    files = {
        "broken.png": (check_image, png),
        "script.svg": (check_image, b'<svg width="9" height="9"><script/></svg>'),
        "em.svg": (check_image, b'<svg width="9em" height="9em"></svg>'),
        "bad.svg": (check_image, b'<svg width="9" height="9"><g></svg>'),
        "font.woff": (check_font, b"wOFF" * 9),
        "bare.ttf": (check_font, b"\0\1\0\0" + bytes(8)),
    }
    found = []
    for name, (check, data) in files.items():
        (folder / name).write_bytes(data)
        with pytest.raises(FileProblem) as problem:
            check(folder / name, name)
        found.append(f"t/theme.yaml: cards.back_image: {problem.value}")
    return found


@pytest.mark.parametrize(
    ("language", "told"),
    [
        (
            "de",
            [
                "„broken.png“ ist ein beschädigtes PNG (die Prüfsumme seines IHDR-Abschnitts "
                "stimmt nicht)",
                "„script.svg“ verwendet <script>, was über das einfache SVG hinausgeht, das ein "
                "Design nutzen darf (Formen, Pfade, Gruppen und Verläufe)",
                "„em.svg“ hat die Größe '9em': gib sie in px an (oder pt, mm, cm, in), nie in "
                "%, em oder ex",
                "„bad.svg“ ist kein wohlgeformtes SVG (mismatched tag)",
                "„font.woff“ ist keine ttf- oder otf-Datei",
                "„bare.ttf“ ist eine Schrift mit beschädigtem Tabellenverzeichnis",
            ],
        ),
        (
            "fr",
            [
                "«\xa0broken.png\xa0» est un PNG abîmé (la somme de contrôle de son bloc IHDR est "
                "fausse)",
                "«\xa0script.svg\xa0» utilise <script>, au-delà du SVG simple qu’un thème peut "
                "utiliser (formes, tracés, groupes et dégradés)",
                "«\xa0em.svg\xa0» a une taille de '9em'\xa0: donnez-la en px (ou pt, mm, cm, "
                "in), jamais en %, em ou ex",
                "«\xa0bad.svg\xa0» n’est pas un SVG bien formé (mismatched tag)",
                "«\xa0font.woff\xa0» n’est pas un fichier ttf ou otf",
                "«\xa0bare.ttf\xa0» est une police dont le répertoire des tables est abîmé",
            ],
        ),
    ],
)
def test_every_finding_inside_a_hostile_file_is_told_whole(
    tmp_path: Path, language: str, told: list[str]
) -> None:
    """The findings inside a damaged PNG, an SVG beyond the simple subset, a file of another
    kind and a font without its tables are said whole in the player's language (the XML
    parser's own reason stays as it wrote it); English stays byte for byte as written."""
    findings = _findings(tmp_path)
    assert [theme_words(found) for found in findings] == findings
    use_language(language)
    for found, words in zip(findings, told, strict=True):
        assert theme_words(found).endswith(words), theme_words(found)


READER = ("theme.py", "files.py", "cardsets.py", "formats.py", "svg.py")
#: A finding raised inside a file (formats.py, svg.py) is told after the file's name.
INSIDE_A_FILE = ("FormatProblem", "SvgProblem")
#: The reader's other problems, each told whole under its file and key.
RAISED = ("FileProblem", "ValueError", "ThemeError")
#: Where the reader writes another program's words, as the program wrote them: YAML's error
#: in a theme file and in a card set's metadata, the system's reason a file cannot be read,
#: the XML parser's reason an SVG is not well-formed.
SUFFIXES = (IMAGE_SUFFIXES, FONT_SUFFIXES, SOUND_SUFFIXES)
OTHER_PROGRAMS = [
    "error",
    "error",
    "error.strerror or error",
    "error.strerror or error",
    "expat.errors.messages[error.code]",
]


def _sample(node: ast.JoinedStr | ast.Constant) -> str:
    """A message as the reader writes it, each value in it a plain sample ('v0', 'v1', …)."""
    if isinstance(node, ast.Constant):
        return str(node.value)
    parts = iter(range(99))
    return "".join(
        str(part.value) if isinstance(part, ast.Constant) else f"v{next(parts)}"
        for part in node.values
    )


def _reader_texts() -> list[tuple[str, ast.JoinedStr | ast.Constant]]:
    """Every problem text the theme reader writes (raised, added to its problems or returned
    as one), scanned from its source, with the kind that raised it."""
    found = []
    for name in READER:
        source = (Path(__file__).resolve().parents[2] / "regicide/themes" / name).read_text()
        for node in ast.walk(ast.parse(source)):
            found += _written(node)
    return found


def _written(node: ast.AST) -> list[tuple[str, ast.JoinedStr | ast.Constant]]:
    """The texts `node` writes as a problem: an exception of the reader's raised with it, a
    text added to `problems`, an f-string returned (a theme file's name at fault)."""
    if isinstance(node, ast.Return) and isinstance(node.value, ast.JoinedStr):
        return [("return", node.value)]
    if not isinstance(node, ast.Call) or not node.args:
        return []
    func = node.func
    if isinstance(func, ast.Name) and func.id in (*INSIDE_A_FILE, *RAISED):
        kind = func.id
    elif (
        isinstance(func, ast.Attribute)
        and func.attr == "append"
        and "problems" in ast.unparse(func)
    ):
        kind = "problems"
    else:
        return []
    first = node.args[0]
    texts = first.elts if isinstance(first, ast.List) else [first]
    return [
        (kind, text)
        for text in texts
        if isinstance(text, ast.JoinedStr)
        or (isinstance(text, ast.Constant) and isinstance(text.value, str))
    ]


def _ours(sample: str) -> bool:
    """A text with words of ours in it (not only values joined: 'v0: v1')."""
    return re.search(r"[a-z]{3}", re.sub(r"v\d", "", sample)) is not None


def test_every_problem_the_theme_reader_writes_is_worded() -> None:
    """The scan: each sentence of ours the theme reader writes (theme.py, files.py,
    cardsets.py, formats.py, svg.py) is said in German, a list of suffixes in it whole for
    each list the reader has; what is left English is counted, and is only other programs'
    words where the reader writes them as a value (OTHER_PROGRAMS)."""
    use_language("de")
    texts = _reader_texts()
    samples = [
        f"'v.png' {_sample(text)}" if kind in INSIDE_A_FILE else _sample(text)
        for kind, text in texts
    ]
    ours = [sample for sample in samples if _ours(sample)]
    assert len(ours) > 80  # the scan reads the reader (a moved file would find nothing)
    lists = [f"'v0' is not a {' or '.join(s[1:] for s in kind)} file" for kind in SUFFIXES]
    left = [sample for sample in [*ours, *lists] if theme_words(sample) == sample]
    assert left == ["'v0' is not a v1 file"]  # a list of ours, told whole in `lists`
    others = [
        ast.unparse(part.value)
        for _, text in texts
        if isinstance(text, ast.JoinedStr)
        for part in text.values
        if isinstance(part, ast.FormattedValue) and "error" in ast.unparse(part.value)
    ]
    assert sorted(others) == OTHER_PROGRAMS


@pytest.mark.parametrize(
    ("code", "said"),
    [
        (
            "de",
            "„x.svg“ ist zu viel Zeichnung: seine Formen bedecken seine Fläche 12.051,2-mal, "
            "mehr als ein Bild eines Designs bei seiner Größe darf (1.040,0)",
        ),
        (
            "fr",
            "«\xa0x.svg\xa0» est un dessin trop lourd\xa0: ses formes couvrent sa surface "
            "12\u202f051,2 fois, plus que ne le peut une image de thème à sa taille (1\u202f040,0)",
        ),
        (
            "es",
            "«x.svg» es demasiado dibujo: sus formas cubren su lienzo 12.051,2 veces, más de "
            "lo que puede una imagen de tema a su tamaño (1.040,0)",
        ),
    ],
)
def test_an_svg_s_drawing_work_is_written_as_the_language_writes_numbers(
    code: str, said: str
) -> None:
    """The drawing work's decimals ('12,051.2 times') as each language writes them, its
    thousands grouped as the language groups them (German wrote '12051,2'); English as is."""
    work = (
        "'x.svg' is too much drawing: its shapes cover its canvas 12,051.2 times over, more "
        "than a theme's image may at its size (1,040.0)"
    )
    assert theme_words(work) == work
    use_language(code)
    assert theme_words(work) == said


def test_a_french_notice_keeps_its_quotes_and_semicolons_with_their_words(home: Path) -> None:
    """French writes a no-break space inside « » and before ';' and ':' (the glossary): at
    960x540 200% '« bare.ttf' ended a line and its '»' began the next. The problems are joined
    as French joins them too."""
    folder = home / "themes" / "dusk"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text(
        "cards:\n  back_image: e.svg\nfonts:\n  card: b.ttf\n", encoding="utf-8"
    )
    (folder / "e.svg").write_text('<svg width="9em" height="9em"></svg>', encoding="utf-8")
    (folder / "b.ttf").write_bytes(b"\0\1\0\0" + bytes(8))
    (home / "settings.yaml").write_text("theme: dusk\nlanguage: fr\n", encoding="utf-8")
    (told,) = create_context().notices
    assert told.startswith(
        "dusk/theme.yaml\xa0: cards.back_image\xa0: «\xa0e.svg\xa0» a une taille de '9em'\xa0: "
        "donnez-la en px (ou pt, mm, cm, in), jamais en %, em ou ex\xa0; dusk/theme.yaml\xa0: "
        "fonts.card\xa0: «\xa0b.ttf\xa0» est une police"
    ), told


def test_a_theme_that_is_not_yaml_is_told_in_french_with_its_name_joined_the_french_way(
    home: Path,
) -> None:
    """Read at 960x540 200% (issue 35): the reader's words were French but the file's name
    was joined the English way ("evil.yaml: ligne 1"), beside "neon.yaml : clé inconnue"."""
    (home / "themes").mkdir(parents=True, exist_ok=True)
    (home / "themes" / "evil.yaml").write_text(": : bad yaml [\n", encoding="utf-8")
    use_language("fr")
    (entry,) = [entry for entry in find_themes() if entry.problem]
    said = theme_words(entry.problem.splitlines()[0])
    assert said.startswith("evil.yaml\u00a0: ligne 1, colonne 1\u00a0: "), said  # no-break spaces
