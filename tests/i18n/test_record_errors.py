"""A Regicide record edited by hand is refused in the player's language (issue 35): the
engine raises its record errors as facts (a code and its values), `check`'s English is
derived from them unchanged (FORMAT.md), and Records words them in German; a move or card is
quoted as the file writes it. A scan of the engine's notation and card reader holds every
sentence it can raise worded."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from regicide.games.claim.narrate.record_errors import RECORD_WORDS as CLAIM_WORDS
from regicide.games.regicide.narrate.record_errors import RECORD_WORDS
from regicide.games.registry import BAISCH, CLAIM
from regicide.i18n import ENGLISH, use_language
from regicide.store.archive import games_dir
from regicide.store.records import read_archive

PACKAGE = Path(__file__).resolve().parents[2] / "regicide/games"
RECORD = "format: regicide-record\nversion: 1\nplayers: 1\nseed: 5\nmoves: [{move}]\n"

CASES = [
    pytest.param(
        "'play 7X'",
        "moves[0]: Zug 1: „7X“ ist keine Karte",
        "moves[0]: move 1: '7X' is not a card (ranks A 2-10 J Q K, suits C D H S, or JKR)",
        id="bad-card",
    ),
    pytest.param(
        "'dance'",
        "moves[0]: Zug 1: „dance“ beginnt mit einem unbekannten Wort",
        "moves[0]: move 1: 'dance' starts with an unknown word (moves: ",
        id="bad-verb",
    ),
    pytest.param(
        "'next x'",
        "moves[0]: Zug 1: „next x“ braucht eine Platznummer ab 1",
        "moves[0]: move 1: 'next x' needs one seat number from 1 ('next 2')",
        id="bad-seat",
    ),
]


def _reason(content: str) -> str:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "2026-11-23_120000.yaml").write_text(content, encoding="utf-8")
    (unreadable,) = read_archive(games_dir()).unreadable
    return unreadable.reason


@pytest.mark.parametrize(("move", "german", "english"), CASES)
def test_a_bad_move_in_a_record_is_refused_in_german(
    home: Path, move: str, german: str, english: str
) -> None:
    use_language("de")
    told = _reason(RECORD.format(move=move))
    assert told.startswith(german), told
    use_language(ENGLISH)
    assert _reason(RECORD.format(move=move)).startswith(english)


def test_a_move_the_rules_refuse_is_refused_in_the_table_s_own_words(home: Path) -> None:
    use_language("de")
    told = _reason(RECORD.format(move="'yield'"))
    assert told.startswith("moves[0]: Zug 1: "), told
    assert "yield" not in told.split(": ", 2)[2], told
    use_language(ENGLISH)
    assert _reason(RECORD.format(move="'yield'")) == (
        "moves[0]: move 1: A solo player may not yield."
    )


def _said_codes(path: Path) -> tuple[list[str], int]:
    """Every `said("…")` code the file raises as a NotationError, as the narrate lists it (a
    notation error's sentence quotes the text first), each `said` nested inside one too, and
    how many NotationErrors it raises in plain English (no facts)."""
    calls = [node for node in ast.walk(ast.parse(path.read_text())) if isinstance(node, ast.Call)]
    raised = [call for call in calls if getattr(call.func, "id", "") == "NotationError"]
    direct = {id(arg) for call in raised for arg in call.args if _is_said(arg)}
    codes = [
        ("'{text}' " if id(call) in direct else "") + ast.literal_eval(call.args[0])
        for call in calls
        if _is_said(call)
    ]
    plain = sum(1 for call in raised if not any(_is_said(arg) for arg in call.args))
    return codes, plain


def _is_said(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and getattr(node.func, "id", "") == "said"


@pytest.mark.parametrize(
    ("game", "worded", "english"),
    [("regicide", RECORD_WORDS, 0), ("claim", CLAIM_WORDS, 0)],
)
def test_every_notation_and_card_error_of_the_engine_is_worded(
    game: str, worded: frozenset[str], english: int
) -> None:
    """Each NotationError the engine's move and card readers raise is facts its narrate words
    (a sentence given as an f-string stays English: counted here, so that converting one
    shows)."""
    engine = PACKAGE / game / "engine"
    codes, plain = [], 0
    for name in ("notation.py", "cards.py"):
        found, left = _said_codes(engine / name)
        codes += found
        plain += left
    assert set(codes) <= worded, set(codes) - worded
    assert plain == english


def test_a_claim_record_s_bad_card_is_refused_in_german(home: Path) -> None:
    claim = CLAIM.record_data(CLAIM.new_match(2, 5), {})
    record = json.dumps({**claim, "moves": ["XYZ3"]})
    use_language("de")
    assert _reason(record) == (
        "moves[0]: Zug 1: „XYZ3“ nennt keine Fraktion („XYZ“ ist kein Fraktionskürzel)"
    )
    use_language(ENGLISH)
    assert _reason(record) == (
        "moves[0]: move 1: 'XYZ3' names no faction ('XYZ' is not a faction code)"
    )


def test_a_baisch_record_s_bad_move_word_is_refused_in_german(home: Path) -> None:
    baisch = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    record = json.dumps({**baisch, "moves": ["dance"]})
    use_language("de")
    assert _reason(record).startswith(
        "moves[0]: Zug 1: „dance“ beginnt nicht mit einem Zugwort ("
    ), _reason(record)
    use_language(ENGLISH)
    assert _reason(record).startswith("moves[0]: move 1: 'dance' does not start with a move word (")
