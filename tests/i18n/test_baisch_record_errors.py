"""A Baisch record edited by hand is refused in the player's language (issue 35): its engine
raises every record error as facts (a move's arguments, a stated position, the options, a
stored event, a move the rules refuse), `check`'s English is derived from them unchanged
(FORMAT.md, docs/baisch-records.md), and Records and Load word them in German, French and
Spanish. A scan of the engine's source holds every sentence it can raise worded."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from regicide.games.baisch.engine import RecordError, read_record
from regicide.games.baisch.narrate.reasons import REASONS, SENTENCES
from regicide.games.baisch.narrate.record_errors import RECORD_WORDS, record_error_words
from regicide.games.registry import BAISCH
from regicide.i18n import ENGLISH, use_language
from tests.i18n.test_record_errors import _reason

ENGINE = Path(__file__).resolve().parents[2] / "regicide/games/baisch/engine"
#: The files whose `said(...)` sentences follow a move's or card's quoted text.
NOTATION = ("notation.py", "cards.py", "heroes.py")
#: What an engine raises as a record's error (a `_Bad` is the notation's inside word).
RAISED = {"RecordError", "NotationError", "_Bad", "RefusedMove", "IllegalMove"}


def _record(**changes: object) -> str:
    data = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    return json.dumps({**{key: value for key, value in data.items() if key != "events"}, **changes})


def _position(**changes: object) -> dict[str, object]:
    seats = [{"hand": [], "king": "KSv", "slots": ["2Cv"]}, {"hand": [], "king": "KHv"}]
    return {"phase": "play", "seats": seats, **changes}


CASES = [
    pytest.param(
        {"moves": ["take 9"]},
        "moves[0]: move 1: 'take 9' has '9' where a slot (1 to 3) belongs",
        "moves[0]: Zug 1: „take 9“ hat „9“, wo ein Feld (1 bis 3) stehen muss",
        "moves[0]\u00a0: coup 1\u00a0: «\u00a0take 9\u00a0» contient «\u00a09\u00a0» "
        "là où doit figurer une case (1 à 3)",
        "moves[0]: jugada 1: «take 9» tiene «9» donde va una casilla (1 a 3)",
        id="move-argument",
    ),
    pytest.param(
        {"moves": ["end"]},
        "moves[0]: move 1: The turn can end only when no decision is pending.",
        "moves[0]: Zug 1: ",
        "moves[0]\u00a0: coup 1\u00a0: ",
        "moves[0]: jugada 1: ",
        id="refused-move",
    ),
    pytest.param(
        {"start": _position(symbol="X")},
        "start.symbol: write C, D, H or S",
        "start.symbol: schreibe C, D, H oder S",
        "start.symbol\u00a0: écrivez C, D, H ou S",
        "start.symbol: escribe C, D, H o S",
        id="position",
    ),
    pytest.param(
        {"start": _position(eliminated=[2])},
        "start.eliminated: list each seat that is out, once",
        "start.eliminated: nenne jeden ausgeschiedenen Platz genau einmal",
        "start.eliminated\u00a0: indiquez une fois chaque joueur éliminé",
        "start.eliminated: indica una vez cada puesto eliminado",
        id="position-seats",
    ),
]


@pytest.mark.parametrize(("changes", "english", "german", "french", "spanish"), CASES)
def test_a_hostile_baisch_record_is_refused_in_each_language(  # noqa: PLR0917 - one case each
    home: Path, changes: dict[str, object], english: str, german: str, french: str, spanish: str
) -> None:
    """English as `check` prints it, byte for byte; each language whole (a refused move in the
    table's own words: no English left after its key)."""
    record = _record(**changes)
    use_language(ENGLISH)
    assert _reason(record) == english
    for language, words in (("de", german), ("fr", french), ("es", spanish)):
        use_language(language)
        told = _reason(record)
        assert told.startswith(words), told
        assert told != english
    use_language(ENGLISH)


def test_a_refused_move_in_a_record_is_said_in_the_table_s_own_words(home: Path) -> None:
    use_language("de")
    assert _reason(_record(moves=["end"])) == (
        "moves[0]: Zug 1: Der Zug kann erst enden, wenn keine Entscheidung aussteht."
    )
    use_language(ENGLISH)


def test_edited_events_are_refused_in_german(  # a stored event not as the moves make it
    home: Path,
) -> None:
    data = BAISCH.record_data(BAISCH.new_match(2, 5), {})
    record = json.dumps({**data, "events": [[]]})
    assert _reason(record) == (
        "events[0]: the stored events do not match the setup (the file was edited or is from "
        "another version)"
    )
    use_language("de")
    assert _reason(record) == (
        "events[0]: die gespeicherten Ereignisse passen nicht zum Spielaufbau (die Datei wurde "
        "bearbeitet oder stammt aus einer anderen Version)"
    )
    missing = json.dumps({**data, "moves": ["give spy"]})  # no entry for the move
    assert _reason(missing) == (
        "events: erwartet 2 Einträge (der Spielaufbau, dann einer je Zug), gefunden 1"
    )
    data["events"][0][2] = {"type": "SymbolSet", "suit": "X"}
    assert _reason(json.dumps(data)) == "events[0][2].suit: 'X' ist kein gültiger Wert vom Typ Suit"
    use_language(ENGLISH)
    assert _reason(json.dumps(data)) == "events[0][2].suit: 'X' is not a Suit"


def test_a_seed_too_long_is_counted_as_the_language_writes_numbers() -> None:
    """The reader refuses a seed of more than 1,000 digits (a file's reader refuses it sooner:
    this is `check`'s and the engine's own guard), its count grouped in each language."""
    data = {**json.loads(_record()), "seed": 10**1200}
    with pytest.raises(RecordError) as refused:
        read_record(data)
    assert str(refused.value) == "seed: a number of about 1,201 digits is too long"
    use_language("de")
    assert record_error_words(refused.value) == (
        "seed: eine Zahl mit etwa 1.201 Ziffern ist zu lang"
    )
    use_language(ENGLISH)


def _calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)]


def _name(call: ast.Call) -> str:
    return getattr(call.func, "id", "")


def _literal(call: ast.Call) -> str:
    return str(ast.literal_eval(call.args[0]))


def test_every_error_the_record_reader_and_rules_raise_is_worded() -> None:
    """Each sentence Baisch's engine can raise about a record (a `said` of its reader, a
    `refuse` of its rules) is one its narrate words; no error is raised as plain English
    (a string or f-string where facts belong): the count of what stays English is 0."""
    english, said_codes, refusals = [], set(), set()
    for path in sorted(ENGINE.glob("*.py")):
        calls = _calls(path)
        prefix = "'{text}' " if path.name in NOTATION else ""
        said_codes |= {prefix + _literal(call) for call in calls if _name(call) == "said"}
        refusals |= {_literal(call) for call in calls if _name(call) == "refuse"}
        english += [
            f"{path.name}:{arg.lineno}"
            for call in calls
            if _name(call) in RAISED
            for arg in call.args[-1:]  # what is wrong (after the key a RecordError names)
            if isinstance(arg, ast.JoinedStr)
            or (isinstance(arg, ast.Constant) and isinstance(arg.value, str))
        ]
    assert english == []
    assert len(said_codes) >= 45
    assert said_codes - RECORD_WORDS == set()
    assert len(refusals) >= 80
    assert refusals - set(REASONS) - set(SENTENCES) == set()
