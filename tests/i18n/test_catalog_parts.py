"""The catalogs come in parts (issue 35): the shell's words (`app`) and each game package's,
one catalog each per language, read as one language and checked part by part."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from regicide.i18n import catalogs
from regicide.i18n.catalogs import language_parts, load, po_path, template_parts, template_path
from regicide.i18n.check import problems
from regicide.i18n.extracting import extract_all, source_parts


def _source(tmp_path: Path) -> Path:
    """A package like regicide/: one shell module and one game package, each with a word."""
    source = tmp_path / "regicide"
    (source / "ui").mkdir(parents=True)
    (source / "ui" / "title.py").write_text('from regicide.i18n import _\nA = _("New game")\n')
    game = source / "games" / "duel"
    game.mkdir(parents=True)
    (source / "games" / "__init__.py").write_text("")
    (game / "__init__.py").write_text("")
    (game / "narrate.py").write_text(
        'from regicide.i18n import _, ngettext\nB = _("Your turn")\n'
        'C = ngettext("{count} trick", "{count} tricks", 2)\n'
    )
    (source / "games" / "__pycache__").mkdir()
    return source


def _messages(path: Path) -> list[str]:
    with path.open("rb") as file:
        return [str(message.id) for message in read_po(file) if message.id]


def _translate(path: Path, language: str, words: dict[str, str | tuple[str, ...]]) -> None:
    with path.open("rb") as file:
        catalog = read_po(file, locale=language)
    for message in catalog:
        if message.id:
            message.string = words[message.id if isinstance(message.id, str) else message.id[0]]
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())


def test_each_game_package_is_a_part_of_its_own(tmp_path: Path) -> None:
    source = _source(tmp_path)
    root = tmp_path / "locale"
    (root / "de" / "LC_MESSAGES").mkdir(parents=True)  # a language begun: its folder only
    assert source_parts(source) == ("app", "duel")
    extract_all(source, root)
    assert template_parts(root) == ("app", "duel")
    assert _messages(template_path(root, "app")) == ["New game"]
    plural = "('{count} trick', '{count} tricks')"
    assert _messages(template_path(root, "duel")) == ["Your turn", plural]
    assert language_parts("de", root) == ("app", "duel")
    untranslated = problems(root, source)
    assert len(untranslated) == 3 and all("not translated" in line for line in untranslated)


def test_a_language_reads_every_part_as_one(tmp_path: Path) -> None:
    source = _source(tmp_path)
    root = tmp_path / "locale"
    (root / "de" / "LC_MESSAGES").mkdir(parents=True)
    extract_all(source, root)
    _translate(po_path("de", root, "app"), "de", {"New game": "Neues Spiel"})
    _translate(
        po_path("de", root, "duel"),
        "de",
        {"Your turn": "Du bist dran", "{count} trick": ("{count} Stich", "{count} Stiche")},
    )
    assert problems(root, source) == []
    lookups, problem = load("de", root)
    translations = lookups.of("app")
    assert problem is None
    assert translations.gettext("New game") == "Neues Spiel"
    assert translations.gettext("Your turn") == "Du bist dran"
    assert translations.ngettext("{count} trick", "{count} tricks", 3) == "{count} Stiche"
    assert translations.gettext("Not a message") == "Not a message"


def test_a_broken_part_leaves_its_words_english_and_the_others_translated(tmp_path: Path) -> None:
    root = tmp_path / "locale"
    app = Catalog(locale="de")
    app.add("New game", "Neues Spiel")
    path = po_path("de", root, "app")
    path.parent.mkdir(parents=True)
    buffer = io.BytesIO()
    write_po(buffer, app)
    path.write_bytes(buffer.getvalue())
    po_path("de", root, "duel").write_bytes(b"\x00 not a catalog")
    lookups, problem = load("de", root)
    translations = lookups.of("app")
    assert translations.gettext("New game") == "Neues Spiel"
    assert problem is not None and "English" in problem and problem.count("\n") == 0


def test_a_part_with_words_needs_its_catalog_in_every_language(tmp_path: Path) -> None:
    source = _source(tmp_path)
    root = tmp_path / "locale"
    (root / "de" / "LC_MESSAGES").mkdir(parents=True)
    extract_all(source, root)
    po_path("de", root, "duel").unlink()
    assert any("no duel catalog yet" in line for line in problems(root, source))
    template_path(root, "duel").unlink()
    assert any("duel.pot is missing" in line for line in problems(root, source))


def test_extracting_twice_writes_the_same_files(tmp_path: Path) -> None:
    source = _source(tmp_path)
    root = tmp_path / "locale"
    (root / "fr" / "LC_MESSAGES").mkdir(parents=True)
    extract_all(source, root)
    before = {path: path.read_bytes() for path in root.rglob("*.po*")}
    extract_all(source, root)
    assert {path: path.read_bytes() for path in root.rglob("*.po*")} == before


def test_each_part_reads_its_own_words_first_then_the_shell_s(tmp_path: Path) -> None:
    """The same English in two parts: each part's code gets its own; a word only another part
    has is still found (the shell showing a game's word)."""
    root = tmp_path / "locale"
    for part, words in {
        "app": {"Start": "Anfang", "Back": "Zurück"},
        "duel": {"Start": "Los", "Your turn": "Du bist dran"},
        "race": {"Start": "Start!"},
    }.items():
        catalog = Catalog(locale="de")
        for english, translated in words.items():
            catalog.add(english, translated)
        path = po_path("de", root, part)
        path.parent.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        write_po(buffer, catalog)
        path.write_bytes(buffer.getvalue())
    lookups, problem = load("de", root)
    assert problem is None
    starts = [lookups.of(part).gettext("Start") for part in ("app", "duel", "race", "other")]
    assert starts == ["Anfang", "Los", "Start!", "Anfang"]
    assert lookups.of("race").gettext("Back") == "Zurück"
    assert lookups.of("app").gettext("Your turn") == "Du bist dran"


def _german(root: Path, words: dict[str, str]) -> None:
    catalog = Catalog(locale="de")
    for english, german in words.items():
        catalog.add(english, german)
    path = po_path("de", root, "app")
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())


def test_a_language_is_read_once_until_its_files_change(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Switching languages back and forth reads no file again and parses nothing again (the
    same lookups come back); a translator's edit to a catalog is read at the next switch (the
    cache is keyed by the files' state)."""
    root = tmp_path / "locale"
    _german(root, {"New game": "Neues Spiel"})
    reads: list[str] = []
    real_read = catalogs.read_catalog

    def counted(language: str, root: Path | None = None, part: str = "app") -> Catalog:
        reads.append(part)
        return real_read(language, root, part)

    monkeypatch.setattr(catalogs, "read_catalog", counted)
    first, _ = load("de", root)
    again, _ = load("de", root)
    assert reads == ["app"]
    assert again is first
    _german(root, {"New game": "Ein neues Spiel"})
    edited, _ = load("de", root)
    assert reads == ["app", "app"]
    assert edited.of("app").gettext("New game") == "Ein neues Spiel"
    assert first.of("app").gettext("New game") == "Neues Spiel"  # what was built stays as built
