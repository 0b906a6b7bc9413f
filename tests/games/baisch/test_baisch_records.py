"""Records, notation and `check` (docs/baisch-records.md): round trips, hostile files, exit
codes."""

from __future__ import annotations

import dataclasses
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
    full_deck,
    parse_move,
    read_record,
    record_data,
    record_of,
    replay,
)
from regicide.games.protocol import ArchivedGame
from regicide.i18n import ENGLISH, use_language
from regicide.store.keys import HUMAN, SEATS_KEY
from regicide.store.records import archived
from tests.games.baisch.baisch_builders import game_at, idle_table, instant_game, plain, play


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


def _placed(report: dict[str, Any]) -> int:
    """The cards a printed state places: its zones, and a revealed attack's cards."""
    seats = report["seats"]
    count = len(report["draw"]) + len(report["graveyard"])
    count += sum(len(stack) for stack in report["stacks"].values())
    count += sum(len(seat["hand"]) + (seat["king"] is not None) for seat in seats)
    count += sum(len(slot["cards"]) for seat in seats for slot in seat["slots"] if slot)
    attack = report["attack"]
    return count + (len(attack["cards"]) if attack and attack["revealed"] else 0)


def test_check_prints_the_attack_in_the_reservist_window() -> None:
    """B-HERO-RES-4, B-ATK-7: in the A7 window the attack's target, cards and value are
    printed, and every one of the 55 cards is placed."""
    game = game_at(
        [{**plain("KSv", ["2Dv"], ["7S", "5S"]), "heroes": ["reservists"]}, plain("KC^", ["QDv"])]
    )
    play(game, "attack P2.1 7S 5S")
    report = check_report(game)
    assert report["phase"] == "reserve"
    assert report["attack"] == {
        "seat": 1,
        "target": "P2.1",
        "king": False,
        "cards": ["7S", "5S"],
        "mercs": 0,
        "reserves": 0,
        "value": 12,
        "defense": 12,
        "revealed": True,
    }
    assert _placed(report) == 55
    play(game, "reserve 1")
    after = check_report(game)
    assert after["attack"] is None and _placed(after) == 55


def test_check_reports_a_shared_draw() -> None:
    """B-WIN-2: `check` says the game is over, drawn, by whom and why."""
    game = idle_table()
    play(game, *["end"] * 5)
    report = check_report(game)
    assert report["status"] == "over" and report["winner"] is None
    assert report["drawn"] == [1, 2] and report["draw_reason"] == "repetition"


def test_the_records_count_a_shared_draw() -> None:
    """B-WIN-2/3: a drawn game is archived as a draw, counted and said so."""
    game = idle_table()
    play(game, *["end"] * 5)
    result = GAME.result(game)
    assert result is not None and result.kind.value == "draw" and result.winners == ()
    kept = _archived(game)
    stats = GAME.statistics([kept], None)
    assert (stats.games, stats.wins, stats.losses, stats.draws) == (1, 0, 0, 1)
    assert GAME.result_text(kept).startswith("Drawn")
    assert "drawn 1" in GAME.summary_lines(stats)[0]


@pytest.mark.parametrize(
    ("language", "counts"),
    [
        ("es", "perdidas:\u00a00  ·  empatadas:\u00a01  (victorias:"),
        ("fr", "perdues\u00a0: 0  ·  nulles\u00a0: 1  (taux de victoire"),
        ("de", "verloren: 0 · unentschieden: 1 (Gewinnquote"),
    ],
)
def test_the_draws_are_counted_among_the_results_before_the_rate(
    language: str, counts: str
) -> None:
    """Read in a real Spanish window: '… (victorias: 0 %) empatadas 1', a piece glued after
    the rate and without its colon; the draws are one count among the others, in one line."""
    game = idle_table()
    play(game, *["end"] * 5)
    stats = GAME.statistics([_archived(game)], None)
    use_language(language)
    try:
        first = GAME.summary_lines(stats)[0]
    finally:
        use_language(ENGLISH)
    assert counts in first and first.endswith(")"), first


@pytest.mark.parametrize(
    ("move", "code"),
    [
        ("setup king {0} defend {1} {2} {3} {4} discard {5} {6}", 2),  # four defences
        ("mage P2.king", 2),  # the Mage takes a slot
        ("attack P2.4 {0}", 2),  # slots are 1 to 3
        ("setup king {0} discard {1} {2} {3}", 1),  # a rule: exactly two discards
        ("setup king {0} discard {0} {1}", 1),  # a rule: each card once
        ("attack P5.1 {0}", 1),  # no seat 5 at this table
        ("block", 1),  # no Battery decision is pending
    ],
)
def test_check_exit_2_for_what_the_notation_cannot_say_1_for_a_broken_rule(
    tmp_path: Path, move: str, code: int
) -> None:
    """docs/baisch-records.md: a move outside the notation makes the file unusable (exit 2,
    one line); a move of the notation that breaks a rule is illegal (exit 1, the state
    printed with `error`)."""
    game = Game.new(2, seed=5)
    data = record_data(record_of(game))
    data.pop("events")
    data["moves"] = [move.format(*(card.text for card in game.state.seat(1).hand))]
    got, out, err = _check(tmp_path, data)
    assert got == code and "Traceback" not in err and len(err.splitlines()) == 1
    if code == 1:
        assert json.loads(out)["error"]["move"] == 1
    else:
        assert not out


# --- a stated deal (`start: {phase: setup}`, issue 32 item 1) --------------------------------

DEALT = [
    ["AC", "10D", "4C", "7S", "5S", "JK", "2D", "3H"],
    ["QD", "6H", "10C", "8D", "5H", "2C", "9C", "3S"],
]
DEAL_MOVES = [
    "setup king AC defend 10D 4C discard 2D 3H",
    "setup king QD defend 6H 10C discard 8D 5H",
    "give merchant",
    "give spy",
    "give priest",
    "give warlord",
    "start P1",
]


def _deal(**changes: Any) -> dict[str, Any]:
    start = {"phase": "setup", "seats": [{"hand": hand} for hand in DEALT]}
    return _document(seed=7, start={**start, **changes}, moves=DEAL_MOVES)


def test_a_stated_deal_plays_its_setup_and_draft_then_round_trips() -> None:
    """B-SETUP-3/5, B-DRAFT-2: the seats choose from the stated hands, the stacks are the
    draw's top cards, the draft follows the given order."""
    data = _deal(draw=None)
    data["start"].pop("draw")
    data["draft_order"] = [1, 2]
    game = replay(read_record(data))
    state = game.state
    assert (state.phase.value, state.turn, state.current) == ("play", 1, 1)
    assert state.seat(1).king is not None and state.seat(1).king.text == "AC"
    assert [h.value for h in state.seat(1).heroes] == ["spy", "warlord"]
    written = json.loads(json.dumps(record_data(record_of(game))))
    assert written["start"]["phase"] == "setup" and written["draft_order"] == [1, 2]
    assert replay(read_record(written)).state == state


def test_a_stated_deals_draft_order_comes_from_the_seed_and_is_written_back() -> None:
    game = replay(read_record({**_deal(), "moves": DEAL_MOVES[:2]}))
    order = list(game.state.draft_order)
    assert sorted(order) == [1, 2]
    written = record_data(record_of(game))
    assert written["draft_order"] == order
    assert replay(read_record(written)).state == game.state


def test_a_stated_deals_stacks_are_the_top_of_its_draw() -> None:
    deck = {card.text for card in full_deck()}
    rest = sorted(deck - {card for hand in DEALT for card in hand})
    top = ["8S", "9D", "4D", "7C"]
    draw = [*top, *(card for card in rest if card not in top), "JK", "JK"]
    game = replay(read_record({**_deal(draw=draw), "moves": DEAL_MOVES[:2]}))
    stacks = [[card.text for card in stack.cards] for stack in game.state.stacks]
    assert stacks == [["8S", "9D"], ["4D", "7C"]]


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"phase": "deal"}, "start.phase"),
        ({"turn": 3}, "start.turn"),
        ({"seats": [{"hand": DEALT[0][:7]}, {"hand": DEALT[1]}]}, "start.seats[0].hand"),
        ({"seats": [{"hand": DEALT[0], "king": "ACv"}, {"hand": DEALT[1]}]}, "start.seats[0]"),
        ({"seats": [{"hand": DEALT[0]}, {"hand": DEALT[0]}]}, "start"),
        ({"seats": [{"hand": DEALT[0]}]}, "start.seats"),
    ],
)
def test_a_bad_stated_deal_gives_one_line_naming_the_key(
    change: dict[str, Any], where: str
) -> None:
    with pytest.raises(RecordError) as caught:
        read_record(_deal(**change))
    assert where in caught.value.where and "\n" not in str(caught.value)


def test_check_plays_a_stated_deal_and_exits_1_at_a_setup_it_breaks(tmp_path: Path) -> None:
    code, out, err = _check(tmp_path, _deal())
    assert code == 0 and not err and json.loads(out)["phase"] == "play"
    bad = _deal()
    bad["moves"] = ["setup king AC defend 10D 4C discard 2D 9C"]  # 9C was dealt to seat 2
    code, out, err = _check(tmp_path, bad)
    assert code == 1 and err.startswith("move 1: ")
    report = json.loads(out)
    assert report["phase"] == "setup" and report["to_act"] == 1
    code, out, err = _check(tmp_path, _deal(phase="deal"))
    assert code == 2 and not out and "start.phase" in err


def test_the_records_count_results_by_the_computers_level() -> None:
    """Issue 34: games and wins with the computers at each level (an old "instant" is Casual;
    a table of mixed levels counts under none), as the Records page says them."""
    games = [instant_game(players, seed) for players, seed in ((2, 1), (2, 2), (3, 3), (2, 4))]
    tables = [["instant"], ["casual"], ["expert", "expert"], ["beginner"]]
    archive = [
        archived("x.yaml", GAME, game, {SEATS_KEY: [HUMAN, *others]})
        for game, others in zip(games, tables, strict=True)
    ]
    archive.append(
        archived("x.yaml", GAME, instant_game(3, 5), {SEATS_KEY: [HUMAN, "strong", "casual"]})
    )
    won = [game.outcome is not None and game.outcome.winners == (1,) for game in games]
    stats = GAME.statistics(archive, None)
    assert stats.by_level == {
        "beginner": {"games": 1, "wins": int(won[3])},
        "casual": {"games": 2, "wins": int(won[0]) + int(won[1])},
        "expert": {"games": 1, "wins": int(won[2])},
    }
    lines = GAME.summary_lines(stats)
    assert f"  with Casual computers: 2 played, {int(won[0]) + int(won[1])} won" in lines


def test_each_hero_on_the_records_page_keeps_its_figures_on_its_line() -> None:
    """Read in a real Spanish window at 200%: 'Mercader' ended one line and its '1/2' began
    the next; a no-break space joins each hero to its won/played figures."""
    stats = dataclasses.replace(
        GAME.statistics([], None), heroes=[{"hero": "merchant", "games": 2, "wins": 1}]
    )
    lines = GAME.summary_lines(stats)
    assert any("Merchant\u00a01/2" in line for line in lines), lines
