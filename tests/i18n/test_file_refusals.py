"""What the app says of a bad file in its data folder, in the player's language (issue 35): a
record Records cannot read, a save Load cannot use and a settings file with bad values each
name the problem in German here (the command line's words stay English: it never changes its
language). Each hostile file lies in the test's own REGICIDE_HOME."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from babel.numbers import format_decimal

from regicide.games.registry import CLAIM
from regicide.i18n import ENGLISH, use_language
from regicide.store.archive import games_dir
from regicide.store.caches import cache_folder
from regicide.store.documents import MAX_BYTES, MAX_DEPTH, MAX_NODES, MAX_NUMBER_CHARS
from regicide.store.library import list_saves, saves_dir
from regicide.store.paths import data_dir, settings_path
from regicide.store.records import read_archive
from regicide.store.settings import load_settings

#: A hostile record, what the German reason says of it and what the English one said.
RECORDS = [
    pytest.param("format: x\nformat: y\n", "„format“ kommt zweimal vor", "twice", id="key-twice"),
    pytest.param('{"a": 1, "a": 2}', "„a“ kommt zweimal vor", "twice", id="json-key-twice"),
    pytest.param("x: !custom 1\n", "Tag !custom wird abgelehnt", "refused", id="tag"),
    pytest.param("x: !!int abc\n", "ist kein gültiger Wert vom Typ int", "valid", id="bad-value"),
    pytest.param("a: &x 1\nb: *x\n", "Zeile 2: YAML-Aliasse", "aliases", id="alias"),
    pytest.param("a: 1\n---\nb: 2\n", "zweites YAML-Dokument", "second", id="two-documents"),
    pytest.param("a: \x01\n", "Zeile 1, Spalte 4: das Zeichen U+0001", "cannot", id="control"),
    pytest.param(
        "a: " + "[" * (MAX_DEPTH + 5) + "]" * (MAX_DEPTH + 5) + "\n",
        f"tiefer als {MAX_DEPTH} Ebenen",
        "nested",
        id="deep",
    ),
    pytest.param(
        "a: [" + "1," * MAX_NODES + "1]\n",
        f"zu viele Werte (die Grenze liegt bei {format_decimal(MAX_NODES, locale='de')})",
        "many",
        id="too-many",
    ),
    pytest.param(
        '{"a": ' + "1" * (MAX_NUMBER_CHARS + 1) + "}",
        f"eine Zahl mit mehr als {MAX_NUMBER_CHARS} Zeichen",
        "longer",
        id="long-number",
    ),
    pytest.param('{"a": NaN}', "NaN ist keine Zahl", "not a number", id="nan"),
    pytest.param(
        b"a: \xff\n",
        "Zeile 1: ist kein UTF-8-Text (ungültiges Byte 0xFF",
        "UTF-8 text (bad",
        id="not-utf8",
    ),
    pytest.param("  \n", "ist leer", "empty", id="empty"),
]


def _archived(name: str, content: str | bytes) -> Path:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def _reason() -> str:
    (unreadable,) = read_archive(games_dir()).unreadable
    return unreadable.reason


@pytest.mark.parametrize(("content", "german", "english"), RECORDS)
def test_a_hostile_record_is_refused_in_the_player_s_language(
    home: Path, content: str | bytes, german: str, english: str
) -> None:
    _archived("2026-11-23_120000.json", content)
    use_language("de")
    told = _reason()
    assert german in told and english not in told, told
    use_language(ENGLISH)
    assert english in _reason()


def test_a_folder_a_pipe_and_a_huge_file_are_refused_in_the_player_s_language(
    home: Path,
) -> None:
    use_language("de")
    (games_dir() / "2026-11-23_120000.json").mkdir(parents=True)
    assert _reason() == "ist ein Ordner, keine Datei"
    os.rmdir(games_dir() / "2026-11-23_120000.json")
    huge = _archived("2026-11-24_120000.json", "")
    with huge.open("wb") as file:
        file.truncate(MAX_BYTES + 1)
    size, limit = (format_decimal(bytes_, locale="de") for bytes_ in (MAX_BYTES + 1, MAX_BYTES))
    assert _reason() == f"ist zu groß ({size} Bytes; die Grenze liegt bei {limit})"
    huge.unlink()
    if hasattr(os, "mkfifo"):
        os.mkfifo(games_dir() / "2026-11-25_120000.json")
        assert "ist keine normale Datei" in _reason()


def test_a_refusal_kept_in_the_cache_is_told_again_in_the_language_chosen_since(
    home: Path,
) -> None:
    """Records and Load keep what they read in a cache: a reason cached in English is read
    again once the player speaks German, and kept in German after."""
    _archived("2026-11-23_120000.json", "format: x\nformat: y\n")
    saves_dir().mkdir(parents=True)
    (saves_dir() / "Evening.yaml").write_text("a: &x 1\nb: *x\n", encoding="utf-8")
    records_cache = cache_folder(data_dir()) / "records.json"
    saves_cache = cache_folder(data_dir()) / "saves.json"
    for code, archive_words, save_words in (
        (ENGLISH, "appears twice", "YAML aliases"),
        ("de", "kommt zweimal vor", "YAML-Aliasse"),
        ("de", "kommt zweimal vor", "YAML-Aliasse"),  # from the cache
    ):
        use_language(code)
        (unreadable,) = read_archive(games_dir(), records_cache).unreadable
        (save,) = list_saves(saves_dir(), saves_cache)
        assert archive_words in unreadable.reason
        assert save.problem is not None and save_words in save.problem


@pytest.mark.parametrize(
    ("settings", "german"),
    [
        ("ui_scale: 7\n", "ui_scale: 7 ist keine ganze Zahl von 100 bis 200 (der Standardwert"),
        ("volume: loud\n", "volume: 'loud' ist keine ganze Zahl von 0 bis 100"),
        ("sound: maybe\n", "sound: 'maybe' ist weder true noch false"),
        ("animation_speed: warp\n", "ist keine Geschwindigkeit (slow, normal, fast, instant)"),
        ("theme: ../x\n", "ist kein Designname (wie classic oder midnight)"),
        ("game: ../x\n", "ist kein Spielname (wie regicide oder claim)"),
        ("language: xx\n", "language: 'xx' ist keine Sprache (system, "),
        ("- a\n- b\n", "settings.yaml: keine Zuordnung von Einstellungen; die Standardwerte"),
        ("a: 1\na: 2\n", "kommt zweimal vor; die Standardeinstellungen gelten (korrigiere"),
    ],
)
def test_bad_settings_are_told_in_the_player_s_language(
    home: Path, settings: str, german: str
) -> None:
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(settings, encoding="utf-8")
    use_language("de")
    _settings, problem = load_settings(settings_path())
    assert problem is not None and german in problem, problem


GOLD = json.loads((Path(__file__).parents[1] / "golden" / "records" / "won-gold.json").read_text())

#: A record that reads as a document but not as a game, and what the German reason says.
BAD_RECORDS = [
    pytest.param({**GOLD, "version": 7}, "version: diese Aufzeichnung hat Version 7", id="newer"),
    pytest.param({**GOLD, "version": 0}, "0 ist keine Version einer Aufzeichnung", id="older"),
    pytest.param([1, 2], "keine Regicide-Aufzeichnung (erwartet Schlüssel wie", id="no-mapping"),
    pytest.param({"format": "claim-record", "version": 99}, "neuer als dieser Tisch", id="claim"),
    pytest.param(
        {"format": "baisch-record", "version": 99}, "neuer als dieses Programm", id="baisch"
    ),
    pytest.param({**GOLD, "moves": None}, "moves: fehlt (schreibe „moves: []“", id="no-moves"),
    pytest.param({**GOLD, "moves": "x"}, "moves: erwartet eine Liste, gefunden 'x'", id="not-list"),
    pytest.param(
        {**GOLD, "players": 9}, "9 liegt außerhalb des Bereichs (von 1 bis 4)", id="range"
    ),
    pytest.param(
        {**GOLD, "seed": [1]}, "seed: erwartet eine ganze Zahl, gefunden eine Liste", id="seed"
    ),
    pytest.param(
        {**GOLD, "assisted": "yes"}, "erwartet true oder false, gefunden 'yes'", id="flag"
    ),
]


@pytest.mark.parametrize(("record", "german"), BAD_RECORDS)
def test_a_record_no_game_can_read_is_refused_in_the_player_s_language(
    home: Path, record: object, german: str
) -> None:
    """Records' row and Load's list say why in German, whole; `regicide check` (English, the
    machine's contract) says it as the engine does."""
    _archived("2026-11-23_120000.json", json.dumps(record))
    saves_dir().mkdir(parents=True)
    (saves_dir() / "Evening.yaml").write_text(json.dumps(record), encoding="utf-8")
    use_language("de")
    (save,) = list_saves(saves_dir())
    assert german in _reason()
    if isinstance(record, dict):  # Load calls any other document "not a saved game"
        assert save.problem is not None and german in save.problem
    use_language(ENGLISH)
    assert german not in _reason()


def test_a_refusal_in_a_game_s_own_words_is_whole_in_one_language(home: Path) -> None:
    """A move the game cannot read is said in the game's words, whole in German: Regicide's
    and Claim's narrates word their engines' facts (tests/i18n/test_record_errors.py; a Claim
    card naming a faction names it in German too), never half German and half English."""
    regicide = _archived("2026-11-23_120000.json", json.dumps({**GOLD, "moves": ["ZZ9"]}))
    use_language("de")
    assert _reason().startswith("moves[0]: Zug 1: „ZZ9“ beginnt mit einem unbekannten Wort")
    regicide.unlink()
    claim = CLAIM.record_data(CLAIM.new_match(2, 5), {})
    _archived("2026-11-24_120000.json", json.dumps({**claim, "moves": ["GOB11"]}))
    assert _reason() == (
        "moves[0]: Zug 1: „GOB11“ ist keine Karte: Die Fraktion Goblins hat keine 11"
    )
    use_language(ENGLISH)
    assert _reason() == "moves[0]: move 1: 'GOB11' is not a card: Goblins have no 11"
