"""A Claim record edited by hand is refused in the player's language (issue 35): its engine
raises every record error and refused move as facts (a code and its values), `regicide check`
prints the same English as before (FORMAT.md, a public contract), and Records and Load word
the facts in German and Spanish through Claim's narrate, the game that owns the file (its
`format`), never another game's. A scan of Claim's and Regicide's engines holds every error
their record readers and rules can raise worded."""

from __future__ import annotations

import ast
import io
import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from regicide.commands.check import run_check
from regicide.games.claim.narrate.record_errors import RECORD_WORDS as CLAIM_WORDS
from regicide.games.regicide.narrate.record_errors import RECORD_WORDS as REGICIDE_WORDS
from regicide.games.regicide.ui.scenes.records import RecordsScene
from regicide.games.registry import CLAIM, REGICIDE
from regicide.i18n import ENGLISH, use_language
from regicide.store.archive import games_dir
from regicide.store.library import list_saves, saves_dir
from regicide.store.records import read_archive
from regicide.ui.scenes.saves import HEAD, wrap_parts
from regicide.ui.scenes.standings import DETAIL_WIDTH, StandingsScene
from tests.ui.driver import Ui

GAMES = Path(__file__).resolve().parents[2] / "regicide/games"
#: Seat 1 leads DOP5 in deal 5; seat 2 holds Doppelgangers and may not play DWA3 on it.
NOT_FOLLOWED = ["DOP5", "DWA3"]


def _claim(**keys: Any) -> str:
    """Deal 5 as a record with `keys` changed (no stored events: the moves say it all)."""
    record = CLAIM.record_data(CLAIM.new_match(2, 5), {})
    record.pop("events", None)
    return json.dumps({**record, **keys})


def _reason(content: str) -> str:
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "2026-11-23_120000.json").write_text(content, encoding="utf-8")
    (unreadable,) = read_archive(folder).unreadable
    return unreadable.reason


def _check(content: str, tmp_path: Path) -> tuple[int, str, str]:
    path = tmp_path / "hostile.json"
    path.write_text(content, encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_check(path, out, err)
    return code, out.getvalue(), err.getvalue().removeprefix(f"{path}: ")


def test_check_prints_claim_s_refusals_as_it_always_did(tmp_path: Path, home: Path) -> None:
    """FORMAT.md: exit 1 and the move's reason for a move the rules refuse; exit 2 and the key
    at fault for a file that cannot be used: the English derived from the facts, unchanged,
    whatever language the player chose."""
    use_language("de")
    code, out, err = _check(_claim(moves=NOT_FOLLOWED), tmp_path)
    reason = "Doppelgangers were led and you hold one, so you must play a Doppelganger"
    assert (code, err) == (1, f"move 2: {reason}\n")
    assert json.loads(out)["error"] == {"move": 2, "reason": reason}
    code, out, err = _check(_claim(moves=["DWA3"]), tmp_path)
    assert (code, err) == (1, "move 1: you do not hold DWA3\n")
    unusable = {
        "factions": (
            ["GOB", "GOB", "KNI", "UND", "DWA"],
            "factions: Goblins (GOB) are chosen twice",
        ),
        "players": (
            3,
            "players: Claim is played here by 2 players, not 3: the 3–4 player "
            "variant is provisional and not available",
        ),
        "moves": (["GOB77"], "moves[0]: move 1: 'GOB77' is not a card: Goblins have no 77"),
    }
    for key, (value, said) in unusable.items():
        assert _check(_claim(**{key: value}), tmp_path) == (2, "", said + "\n")


@pytest.mark.parametrize(
    ("keys", "german", "spanish"),
    [
        pytest.param(
            {"moves": NOT_FOLLOWED},
            "moves[1]: Zug 2: Ausgespielt wurden Doppelgänger, und du hast einen, also musst du",
            "moves[1]: jugada 2: La facción de salida es Doppelgängers y tienes uno",
            id="a-refused-move",
        ),
        pytest.param(
            {"moves": ["DWA3"]},
            "moves[0]: Zug 1: Du hast DWA3 nicht auf der Hand",
            "moves[0]: jugada 1: no tienes DWA3 en la mano",
            id="a-card-not-held",
        ),
        pytest.param(
            {"factions": ["GOB", "UND", "DWA", "DOP", "DRA"]},
            "factions: Die Fraktion Goblins spielt nur zusammen mit Ritter (ein Duo)",
            "factions: la facción Goblins solo se juega junto con Caballeros (un dúo)",
            id="a-duo-apart",
        ),
        pytest.param(
            {"start": {"hands": [["GOB1"]], "deck": []}},
            "start.hands: enthält 1 Eintrag; erwartet: 2",
            "start.hands: contiene 1 elemento; se esperaban 2",
            id="a-position",
        ),
    ],
)
def test_a_claim_record_s_error_is_told_in_german_and_spanish(
    home: Path, keys: dict[str, Any], german: str, spanish: str
) -> None:
    """Records words Claim's facts whole, a card as the file writes it, a faction in the
    language."""
    record = _claim(**keys)
    use_language("de")
    assert _reason(record).startswith(german), _reason(record)
    use_language("es")
    assert _reason(record).startswith(spanish), _reason(record)


def test_load_words_a_claim_record_s_refused_move(home: Path) -> None:
    """Load (and the title's autosave notice, through the same reader) says it too."""
    saves_dir().mkdir(parents=True)
    (saves_dir() / "Evening.yaml").write_text(_claim(moves=["DWA3"]), encoding="utf-8")
    use_language("es")
    (save,) = list_saves(saves_dir())
    assert save.problem is not None and "no tienes DWA3 en la mano" in save.problem


def test_records_asks_the_game_that_owns_the_file(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Claim record's error is worded by Claim, the game its `format` names: Regicide (the
    first game) is not asked even though it would answer for any error."""
    monkeypatch.setattr(type(REGICIDE), "record_error_words", lambda self, error: "Regicide's")
    use_language("de")
    assert _reason(_claim(moves=["DWA3"])) == "moves[0]: Zug 1: Du hast DWA3 nicht auf der Hand"


# -- the scan: every error the record reader and rules can raise is facts, and worded ----------

#: Each error class whose sentence reaches a record's refusal, and which argument says it.
SAYING = {"RecordError": 1, "NotationError": 1, "SetupError": 0}


def _constants(engine: Path) -> dict[str, str]:
    """The module-level sentences (NAME = "…") of an engine, to follow `said(NAME, …)`."""
    found = {}
    for path in engine.glob("*.py"):
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign) and len(node.targets) == 1:
                target = node.targets[0]
                if isinstance(target, ast.Name) and _is_text(node.value):
                    found[target.id] = ast.literal_eval(node.value)
    return found


def _is_text(node: ast.AST) -> bool:
    try:
        return isinstance(ast.literal_eval(node), str)
    except ValueError:
        return False


def _named(call: ast.Call) -> str:
    return getattr(call.func, "id", "") or getattr(call.func, "attr", "")


def _scan(engine: Path) -> tuple[set[str], list[str]]:
    """Every sentence the engine says as facts (a notation error's with its quoted text
    first), and each site that raises a record error, a refused move or a setup refusal in
    plain English (no facts)."""
    constants, codes, plain = _constants(engine), set(), []
    for path in sorted(engine.glob("*.py")):
        calls = [
            node for node in ast.walk(ast.parse(path.read_text())) if isinstance(node, ast.Call)
        ]
        quoted = {
            id(call.args[1])
            for call in calls
            if _named(call) == "NotationError" and len(call.args) > 1
        }
        for call in calls:
            if _named(call) == "said":
                first = call.args[0]
                code = (
                    constants[first.id] if isinstance(first, ast.Name) else ast.literal_eval(first)
                )
                codes.add(("'{text}' " if id(call) in quoted else "") + code)
            elif _named(call) in SAYING and len(call.args) > SAYING[_named(call)]:
                if _is_english(call.args[SAYING[_named(call)]]):
                    plain.append(f"{path.name}:{call.lineno}")
            elif _named(call) == "IllegalMove" and len(call.args) < 2:  # no facts
                plain.append(f"{path.name}:{call.lineno}")
    return codes, plain


def _is_english(node: ast.AST) -> bool:
    """A sentence written out in English: a text, an f-string, or texts joined."""
    if isinstance(node, ast.BinOp):
        return _is_english(node.left) or _is_english(node.right)
    return isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str)
    )


@pytest.mark.parametrize(("game", "worded"), [("claim", CLAIM_WORDS), ("regicide", REGICIDE_WORDS)])
def test_every_error_the_engine_can_raise_is_worded(game: str, worded: frozenset[str]) -> None:
    """Nothing a Claim or Regicide record can be refused for stays English: each error is
    facts (no sentence written out in English at a raise) and each fact's sentence is one its
    narrate words (so the catalogs' check holds it translated)."""
    codes, plain = _scan(GAMES / game / "engine")
    assert plain == []
    assert codes <= worded, sorted(codes - worded)
    assert codes, "the scan found no sentence: it no longer reads the engine"


def test_the_scan_finds_a_sentence_written_out_in_english(tmp_path: Path) -> None:
    """The scan is not blind: an engine raising English, or facts its narrate does not word,
    is found."""
    (tmp_path / "rules.py").write_text(
        'def f(x):\n    raise RecordError("seed", f"{x} is odd")\n'
        'def g():\n    raise IllegalMove("no")\n'
        'def h(t):\n    raise NotationError(t, said("is new"))\n'
    )
    codes, plain = _scan(tmp_path)
    assert plain == ["rules.py:2", "rules.py:4"]
    assert codes == {"'{text}' is new"}


def test_a_seed_too_long_is_told_with_the_language_s_numbers() -> None:
    """A seed the file reader would let through only from a document given in memory (a file
    refuses numbers that long first): the limit's English grouped as `check` prints it, the
    language's own grouping in German."""
    record = json.loads(_claim(seed=10**1000))
    with pytest.raises(CLAIM.record_error) as refused:
        CLAIM.read_match(record)
    assert str(refused.value) == "seed: is too long (at most 1,000 digits)"
    use_language("de")
    assert CLAIM.record_error_words(refused.value) == "seed: hat zu viele Ziffern (höchstens 1.000)"


def test_english_is_left_where_it_was(home: Path) -> None:
    """The same records in English: the machine's words, as `check` prints them."""
    use_language(ENGLISH)
    assert _reason(_claim(moves=["DWA3"])) == "moves[0]: move 1: you do not hold DWA3"


@pytest.mark.parametrize(
    ("start", "german"),
    [
        pytest.param(
            {"castle": ["7C"], "tavern": [], "hands": [[]]},
            "start.castle[0]: 7C ist keine Hofkarte; die Burg enthält J, Q und K",
            id="not-a-royal",
        ),
        pytest.param(
            {"castle": ["JC"], "tavern": [], "hands": [[f"{rank}C" for rank in "A23456789"]]},
            "start.hands[0]: Platz 1 hält 9 Karten; das Handlimit für 1 Spieler ist 8",
            id="over-the-hand-limit",
        ),
        pytest.param(
            {"tavern": [], "hands": [[]]},
            "start.castle: fehlt (castle, tavern und hands sind Pflicht)",
            id="a-key-missing",
        ),
    ],
)
def test_a_regicide_position_s_problem_is_told_in_german(
    home: Path, start: dict[str, Any], german: str
) -> None:
    """Regicide's position reader (FORMAT.md `start`) gives facts too: told whole in German,
    a card and a key as the file writes them."""
    record = {"format": "regicide-record", "version": 1, "players": 1, "seed": 5, "moves": []}
    use_language("de")
    assert _reason(json.dumps({**record, "start": start})) == german


def test_records_tells_a_refused_move_whole_under_its_list(ui: Ui, home: Path) -> None:
    """Read in German at 960x540 200% (issue 35): under the list, the chosen file's name and
    its refused move took three lines and the room held two ("…, also m…"); the room now
    holds the reason whole. The file says it is a Claim record: it is listed on Claim's page
    (where a player looks for it), not on Regicide's."""
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "2026-11-23_120000.json").write_text(_claim(moves=NOT_FOLLOWED), encoding="utf-8")
    ui.ctx.update_settings(ui_scale=200)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    use_language("de")
    ui.to_title()
    ui.click_button("Statistik")
    regicide = ui.top
    assert isinstance(regicide, RecordsScene)
    ui.press(pygame.K_2)
    ui.frames(2)
    assert not regicide.rows()
    ui.click_button_of(regicide.tabs, CLAIM.title)
    ui.frames(2)
    scene = ui.top
    assert isinstance(scene, StandingsScene) and scene.game.name == CLAIM.name
    words = scene.detail_words()
    assert "also musst du einen Doppelgänger spielen" in words, words
    frame, text = ui.ctx.frame, ui.ctx.text
    font = text.body_font(frame.px(HEAD))
    assert len(wrap_parts(words, font, frame.px(DETAIL_WIDTH))) <= scene._laid_out()[1]
