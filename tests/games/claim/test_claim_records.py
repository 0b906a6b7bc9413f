"""Claim records and `regicide check` (FORMAT.md, Claim section; docs/claim-records.md)."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from regicide.commands.check import run_check
from regicide.games.claim.engine import (
    FORMAT_NAME,
    Game,
    Options,
    RecordError,
    check_report,
    encode_event,
    read_record,
    record_data,
    record_of,
    replay,
)
from regicide.games.claim.records import result_text, statistics, summary_lines
from regicide.games.protocol import ArchivedGame
from regicide.i18n import use_language
from tests.games.claim.claim_builders import random_game


def codes(text: str) -> list[str]:
    return text.split()


SEAT_1 = codes("GOB0 GOB0 GOB1 GOB2 GOB3 GOB4 GOB5 GOB6 GOB7 GOB8 GOB9 KNI2 KNI3")
SEAT_2 = codes("GOB0 GOB0 GOB0 KNI4 KNI5 KNI6 KNI7 KNI8 KNI9 UND0 UND1 UND2 UND3")
DECK = (
    ["UND4", "UND5", "UND6", "UND7", "UND8", "UND9"]
    + [f"DWA{v}" for v in range(10)]
    + [f"DOP{v}" for v in range(10)]
)
KEYS = {
    "game", "players", "status", "phase", "trick", "leader", "current", "prize",
    "trick_cards", "deck", "hands", "followers", "score", "discard", "faction_winners",
    "winner", "error", "legal_moves",
}  # fmt: skip


def stated(moves: list[str], **extra: Any) -> dict[str, Any]:
    """A record of the stated deal above (seat 1 leads)."""
    return {
        "format": FORMAT_NAME,
        "version": 1,
        "players": 2,
        "start": {"hands": [SEAT_1, SEAT_2], "deck": DECK, "leader": 1},
        "moves": moves,
        **extra,
    }


def check(tmp_path: Path, document: object, *, raw: str | None = None) -> tuple[int, Any, str]:
    """Run `regicide check` on a file holding `document` (or `raw` text)."""
    path = tmp_path / "game.yaml"
    path.write_text(raw if raw is not None else yaml.safe_dump(document), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = run_check(path, out, err)
    return code, json.loads(out.getvalue()) if out.getvalue() else None, err.getvalue()


def test_a_stated_deal_is_reported_key_by_key(tmp_path: Path) -> None:
    code, report, err = check(tmp_path, stated(["GOB9", "gob0a", "KNI2"]))
    assert (code, err) == (0, "")
    assert report == {
        "game": "claim",
        "players": 2,
        "status": "playing",
        "phase": 1,
        "trick": 2,
        "leader": 1,
        "current": 2,
        "prize": "UND6",
        "trick_cards": ["KNI2"],
        "deck": DECK[3:],
        "hands": [
            [
                "GOB0",
                "GOB0",
                "GOB1",
                "GOB2",
                "GOB3",
                "GOB4",
                "GOB5",
                "GOB6",
                "GOB7",
                "GOB8",
                "KNI3",
            ],
            SEAT_2[1:],
        ],
        "followers": [["UND4"], ["UND5"]],
        "score": [[], []],
        "discard": ["GOB9", "GOB0"],
        "faction_winners": None,
        "winner": None,
        "error": None,
        "legal_moves": ["KNI4", "KNI5", "KNI6", "KNI7", "KNI8", "KNI9"],
    }


def test_an_illegal_move_exits_1_with_the_state_before_it(tmp_path: Path) -> None:
    code, report, err = check(tmp_path, stated(["GOB9", "GOB0", "KNI2", "UND0"]))
    assert code == 1
    assert err.startswith("move 4: ") and err.count("\n") == 1
    assert report["error"]["move"] == 4
    assert "Knights were led" in report["error"]["reason"]
    assert report["trick_cards"] == ["KNI2"]


def test_a_card_not_held_is_an_illegal_move(tmp_path: Path) -> None:
    code, report, err = check(tmp_path, stated(["KNI9"]))
    assert code == 1 and err == "move 1: you do not hold KNI9\n"
    assert report["current"] == 1 and report["trick_cards"] == []


@pytest.mark.parametrize("move", ["KNI1", "GOB10", "SHA3", "TRO2", "smash GNO5"])
def test_a_card_of_no_deck_of_this_game_makes_the_file_unusable(tmp_path: Path, move: str) -> None:
    code, report, err = check(tmp_path, stated(["GOB9", move]))
    assert (code, report) == (2, None)
    assert "moves[1]" in err and err.count("\n") == 1


def test_a_finished_game_reports_its_factions_and_winner(tmp_path: Path) -> None:
    game = random_game(77)
    data = record_data(record_of(game))
    code, report, _ = check(tmp_path, data)
    assert code == 0
    assert set(report) == KEYS
    assert (report["trick"], report["phase"], report["current"]) == (26, 2, None)
    assert report["legal_moves"] == [] and report["prize"] is None
    assert set(report["faction_winners"]) == {"DOP", "DWA", "GOB", "KNI", "UND"}
    assert report["status"] in ("won", "draw")
    assert report == check_report(game)


def test_a_move_after_the_end_is_illegal(tmp_path: Path) -> None:
    data = record_data(record_of(random_game(78)))
    data["moves"].append("GOB1")
    del data["events"]
    code, report, err = check(tmp_path, data)
    assert code == 1 and "game is over" in err
    assert report["error"] == {"move": 53, "reason": "the game is over"}


def test_phase_two_reports_hands_and_no_followers(tmp_path: Path) -> None:
    game = random_game(79, moves=26)
    report = check_report(game)
    assert (report["phase"], report["followers"], report["prize"]) == (2, [[], []], None)
    assert [len(hand) for hand in report["hands"]] == [13, 13]
    assert all(hand == sorted(hand, key=lambda c: (c[:3], int(c[3:]))) for hand in report["hands"])


def test_expansion_games_add_their_zones_only() -> None:
    game = random_game(3, factions=("GNO", "GIA", "TRO", "SHA", "SEE"), moves=30)
    report = check_report(game)
    assert set(report) == KEYS | {"gnome_rows", "troll_pool", "removed", "awaiting"}
    assert len(report["removed"]) == 10
    assert set(check_report(Game.new(seed=1))) == KEYS


def test_the_record_round_trips_through_plain_data() -> None:
    for seed, factions in (
        (1, ("GOB", "KNI", "UND", "DWA", "DOP")),
        (2, ("GNO", "GIA", "GHO", "SEE", "TRI")),
    ):
        game = random_game(seed, factions=factions)
        data = record_data(record_of(game, {"note": "kept"}))
        assert list(data)[:8] == [
            "format",
            "version",
            "players",
            "factions",
            "options",
            "seed",
            "moves",
            "assisted",
        ]
        record = read_record(yaml.safe_load(yaml.safe_dump(data)))
        again = replay(record)
        assert again.state == game.state
        assert [turn.events for turn in again.history] == [turn.events for turn in game.history]
        assert record.extra == {"note": "kept"}
        assert record_data(record) == data


def test_a_stated_deal_round_trips() -> None:
    record = read_record(stated(["GOB9"]))
    data = record_data(record_of(replay(record)))
    assert data["start"] == {"hands": [SEAT_1, SEAT_2], "deck": DECK, "leader": 1}


def test_stored_events_must_match_the_moves() -> None:
    game = random_game(5, moves=6)
    data = record_data(record_of(game))
    data["events"][3][0] = encode_event(game.history[0].events[0])
    with pytest.raises(RecordError, match="events\\[3\\]"):
        replay(read_record(data))


def test_options_are_read_and_kept() -> None:
    data = stated([], options={"first_leader": 2, "trolls_leftover_discarded": True})
    del data["start"]
    record = read_record(data)
    assert record.options == Options(first_leader=2, trolls_leftover_discarded=True)
    assert record.new_game().state.leader == 2


BAD_RECORDS: list[tuple[dict[str, Any], str]] = [
    ({"format": "regicide-record"}, "format"),
    ({"version": 2}, "version"),
    ({"version": 0}, "version"),
    ({"version": "1"}, "version"),
    ({"players": 3}, "players"),
    ({"players": True}, "players"),
    ({"factions": ["GOB", "KNI", "UND", "DWA", "WER"]}, "factions"),
    ({"factions": ["GOB", "KNI", "UND", "DWA"]}, "factions"),
    ({"factions": ["GOB", "KNI", "UND", "DWA", "XXX"]}, "factions"),
    ({"factions": "GOB"}, "factions"),
    ({"factions": ["GOB"] * 500}, "factions"),
    ({"factions": [1, 2, 3, 4, 5]}, "factions[0]"),
    ({"options": {"first_leader": 3}}, "options.first_leader"),
    ({"options": {"mystery": 1}}, "options.mystery"),
    ({"options": []}, "options"),
    ({"seed": "abc"}, "seed"),
    ({"seed": 1.5}, "seed"),
    ({"moves": None}, "moves"),
    ({"moves": "GOB9"}, "moves"),
    ({"moves": ["GOB9"] * 5000}, "moves"),
    ({"moves": [7]}, "moves[0]"),
    ({"moves": ["play GOB9"]}, "moves[0]"),
    ({"moves": ["GOB0z"]}, "moves[0]"),
    ({"start": []}, "start"),
    ({"start": {"hands": [SEAT_1], "deck": DECK}}, "start.hands"),
    ({"start": {"hands": [SEAT_1[:12], SEAT_2], "deck": DECK}}, "start.hands[0]"),
    ({"start": {"hands": [SEAT_1, SEAT_2], "deck": DECK[:25]}}, "start.deck"),
    ({"start": {"hands": [SEAT_1, SEAT_2], "deck": [*DECK[:25], "GOB9"]}}, "start"),
    ({"start": {"hands": [SEAT_1, SEAT_2], "deck": [*DECK[:25], "TRO1"]}}, "start"),
    ({"start": {"hands": [SEAT_1, SEAT_2], "deck": DECK, "leader": 3}}, "start.leader"),
    ({"start": {"hands": [SEAT_1, SEAT_2], "deck": DECK, "dealer": 1}}, "start.dealer"),
    ({"start": {"hands": [SEAT_1, SEAT_2], "deck": [[]] * 26}}, "start.deck[0]"),
    ({"events": "x"}, "events"),
    ({"events": [[{"type": "Nothing"}]]}, "events[0][0].type"),
    ({"assisted": "yes"}, "assisted"),
]


@pytest.mark.parametrize(("change", "key"), BAD_RECORDS)
def test_a_bad_record_names_the_key_at_fault(change: dict[str, Any], key: str) -> None:
    data = {**stated([]), **change}
    with pytest.raises(RecordError) as caught:
        read_record(data)
    assert caught.value.where == key


@pytest.mark.parametrize(
    "raw",
    [
        "[1, 2, 3]",
        "just text",
        "format: claim-record\nversion: 1\nplayers: 2\nseed: " + "9" * 5000 + "\nmoves: []\n",
        '{"format": "claim-record", "version": 1, "players": 2, "seed": '
        + "9" * 5000
        + ', "moves": []}',
        "format: claim-record\nformat: claim-record\n",
        "format: [unclosed",
        "\x00\x01binary",
    ],
)
def test_hostile_files_exit_2_with_one_line(tmp_path: Path, raw: str) -> None:
    code, report, err = check(tmp_path, None, raw=raw)
    assert (code, report) == (2, None)
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_missing_file_exits_2(tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    assert run_check(tmp_path / "none.yaml", out, err) == 2
    assert out.getvalue() == "" and err.getvalue().count("\n") == 1


def test_a_game_between_people_is_written_from_the_winners_side() -> None:
    """Records: "Seat 2 won 3–2", never "Seat 2 won 2–3" (the score was seat 1's first)."""

    def kept(winner: int, won: list[int]) -> ArchivedGame:
        return ArchivedGame(file="x", game="claim", players=2, status="won",
                            winners=(winner,), people=(1, 2), assisted=False, moves=52,
                            details={"won": won})  # fmt: skip

    assert result_text(kept(2, [2, 3])) == "Seat 2 won 3–2"
    assert result_text(kept(1, [3, 2])) == "Seat 1 won 3–2"


def test_a_game_against_the_computer_names_it_by_its_level() -> None:
    """Records: "Lost 1–3 to Casual AI" (an old record's "instant" is the Casual level)."""

    def kept(status: str, winners: tuple[int, ...], won: list[int], other: str) -> ArchivedGame:
        return ArchivedGame(file="x", game="claim", players=2, status=status, winners=winners,
                            people=(1,), assisted=False, moves=52, details={"won": won},
                            seats=("human", other))  # fmt: skip

    assert result_text(kept("won", (1,), [3, 2], "strong")) == "Won 3–2 against Strong AI"
    assert result_text(kept("won", (2,), [1, 3], "instant")) == "Lost 1–3 to Casual AI"
    assert result_text(kept("draw", (), [2, 2], "expert")) == "Draw 2–2 with Expert AI"
    old = ArchivedGame(file="x", game="claim", players=2, status="won", winners=(1,),
                       people=(1,), assisted=False, moves=52, details={"won": [3, 1]})  # fmt: skip
    assert result_text(old) == "Won 3–1"  # an old record that says no seats: no name


@pytest.mark.parametrize("code", ["fr", "es"])
def test_records_agree_with_any_count_and_set_the_computer_apart(code: str) -> None:
    """Read in French Records (issue 35): "1 jouées, 1 perdues" (a count before a plural
    participle) and "contre IA débutante" (no article goes with every seat's name): each
    count follows its label ("parties : 1, perdues : 1") and the computer stands in
    apposition ("· adversaire : IA débutante"), as the glossary says."""
    use_language(code)
    lost = ArchivedGame(file="x", game="claim", players=2, status="won", winners=(2,),
                        people=(1,), assisted=False, moves=52, details={"won": [1, 3]},
                        seats=("human", "beginner"))  # fmt: skip
    said = "\n".join([*summary_lines(statistics([lost])), result_text(lost)])
    participles = "jouées|gagnées|perdues|nulles|jugadas|ganadas|perdidas|empatadas"
    assert not re.search(rf"\b[01] ({participles})\b", said), said
    assert not re.search(r"\b(contre|contra) IA\b", said), said
