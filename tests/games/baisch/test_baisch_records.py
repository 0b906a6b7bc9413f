"""Records, notation and `check` (docs/baisch-records.md): round trips, hostile files, exit
codes."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from regicide.commands.check import run_check
from regicide.games.baisch import GAME
from regicide.games.baisch.engine import (
    FORMAT_NAME,
    Game,
    NotationError,
    RecordError,
    check_report,
    format_move,
    parse_move,
    read_record,
    record_data,
    record_of,
    replay,
)
from regicide.games.protocol import ArchivedGame
from regicide.store.keys import HUMAN, SEATS_KEY
from regicide.store.records import archived
from tests.games.baisch.baisch_builders import instant_game


def _played(seed: int, moves: int) -> Game:
    game = Game.new(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        options = game.legal_moves()
        if not options:
            break
        game.submit(options[int(rng.random() * len(options))])
    return game


def _document(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"format": FORMAT_NAME, "version": 1, "players": 2, "moves": []}
    return {**base, **changes}


def test_a_record_round_trips_through_json() -> None:
    game = _played(4, 40)
    data = json.loads(json.dumps(record_data(record_of(game, {"note": "kept"}))))
    assert list(data)[:7] == [
        "format",
        "version",
        "players",
        "options",
        "seed",
        "moves",
        "assisted",
    ]
    again = replay(read_record(data))
    assert again.state == game.state and data["note"] == "kept"


def test_a_record_keeps_an_explicit_draft_order() -> None:
    game = Game.new(3, seed=2, draft_order=(3, 2, 1))
    data = record_data(record_of(game))
    assert data["draft_order"] == [3, 2, 1]
    assert replay(read_record(data)).state == game.state


def test_a_start_position_round_trips() -> None:
    data = _document(
        start={
            "seats": [
                {"hand": ["9H"], "king": "KSv", "slots": ["2Dv"], "heroes": ["spy"]},
                {"king": "KCv", "slots": ["8Cv 7Cv"], "heroes": ["mage"]},
            ],
            "stacks": {"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
        },
        moves=["spy P2.1", "attack P2.1 9H", "end"],
    )
    game = replay(read_record(data))
    again = replay(read_record(json.loads(json.dumps(record_data(record_of(game))))))
    assert again.state == game.state


@pytest.mark.parametrize(
    ("document", "where"),
    [
        ([1, 2], ""),
        (_document(format="regicide-record"), "format"),
        (_document(version=2), "version"),
        (_document(players="two"), "players"),
        (_document(players=9), "players"),
        (_document(seed=10**5000), "seed"),
        (_document(moves=["fly away"]), "moves[0]"),
        (_document(moves=["x" * 100_000]), "moves[0]"),
        (_document(moves=["end"] * 30_000), "moves"),
        (_document(moves=None), "moves"),
        (_document(options={"turbo": True}), "options.turbo"),
        (_document(options={"starting_cards": 12}), "options.starting_cards"),
        (_document(draft_order=[1, 1]), "draft_order"),
        (_document(start={"seats": [{"king": "KSv"}, {"king": "KSv"}]}), "start"),
        (_document(start={"seats": [{"king": "KS"}, {"king": "KCv"}]}), "start.seats[0].king[0]"),
        (_document(start={"seats": "none"}), "start.seats"),
        (_document(start={"seats": [{"king": "KSv"}]}), "start.seats"),
        (_document(start={"seats": [{"king": "KSv", "hand": list(range(300))}, {}]}), "hand"),
        (_document(events=[[{"type": "Boom"}]]), "events[0][0].type"),
        (_document(moves=["take 2"]), "moves[0]"),
    ],
)
def test_hostile_records_give_one_line_naming_the_key(document: object, where: str) -> None:
    with pytest.raises(RecordError) as caught:
        replay(read_record(document))
    assert where in caught.value.where
    assert "\n" not in str(caught.value)


def test_stored_events_must_match() -> None:
    data = record_data(record_of(_played(5, 10)))
    data["events"][3] = data["events"][4]
    with pytest.raises(RecordError, match="do not match"):
        replay(read_record(data))


def test_every_move_formats_and_parses_back() -> None:
    game = _played(6, 30)
    for move in (*game.moves, *game.legal_moves()):
        assert parse_move(format_move(move)) == move


@pytest.mark.parametrize(
    "text", ["", "attack", "attack P9.1 7H", "plunder P2.1 7H", "place 7H", "end 1"]
)
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_move(text)


def test_check_report_holds_the_documented_keys() -> None:
    report = check_report(_played(7, 20))
    for key in ("game", "players", "status", "phase", "current", "to_act", "turn", "symbol"):
        assert key in report
    for key in ("draw", "graveyard", "stacks", "seats", "pool", "winner", "elimination_order"):
        assert key in report
    assert report["game"] == "baisch" and report["legal_move_count"] >= len(report["legal_moves"])


def _check(tmp_path: Path, document: object) -> tuple[int, str, str]:
    path = tmp_path / "game.yaml"
    path.write_text(json.dumps(document), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    return run_check(path, out, err), out.getvalue(), err.getvalue()


def test_check_exits_0_for_a_legal_record(tmp_path: Path) -> None:
    code, out, err = _check(tmp_path, record_data(record_of(_played(8, 25))))
    assert code == 0 and json.loads(out)["error"] is None and not err


def test_check_exits_1_at_an_illegal_move(tmp_path: Path) -> None:
    data = record_data(record_of(_played(8, 5)))
    data.pop("events")
    data["moves"].append("start P1")
    code, out, err = _check(tmp_path, data)
    assert code == 1 and err.startswith("move 6: ")
    assert json.loads(out)["error"]["move"] == 6


def test_check_exits_2_for_an_unusable_file(tmp_path: Path) -> None:
    code, out, err = _check(tmp_path, _document(players=True))
    assert code == 2 and not out and "players" in err and "Traceback" not in err


def _archived(game: Game) -> ArchivedGame:
    """As the archive keeps it: seat 1 a person, the others computers."""
    seats = [HUMAN] + ["instant"] * (game.state.players - 1)
    return archived("x.yaml", GAME, game, {SEATS_KEY: seats})


def test_the_records_count_wins_by_players_heroes_and_eliminations() -> None:
    """The Records page's figures (issue 23), folded from the facts of real games: seat 1 is
    the person's."""
    games = [instant_game(players, seed) for players, seed in ((2, 1), (2, 2), (3, 3), (4, 4))]
    archive = [_archived(game) for game in games]
    stats = GAME.statistics(archive, None)
    won = [game.outcome is not None and game.outcome.winners == (1,) for game in games]
    assert (stats.games, stats.wins) == (4, sum(won))
    assert stats.by_players["2"] == {"games": 2, "wins": sum(won[:2])}
    held = [set(GAME.facts(game)["heroes"]["1"]) for game in games]
    for row in stats.heroes:
        mine = [w for hero_set, w in zip(held, won, strict=True) if row["hero"] in hero_set]
        assert (row["games"], row["wins"]) == (len(mine), sum(mine))
    assert [row["games"] for row in stats.heroes] == sorted(
        (row["games"] for row in stats.heroes), reverse=True
    )
    fell = [1 in GAME.facts(game)["fallen"] for game in games]
    assert stats.times_eliminated == sum(fell) == len(games) - sum(won)
    beaten = sum(GAME.facts(game)["eliminations"].get("1", 0) for game in games)
    assert stats.eliminations_made == beaten and stats.mean_turns > 0
