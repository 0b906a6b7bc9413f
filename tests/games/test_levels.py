"""Computer players by level (issue 34): every game offers Beginner, Casual, Strong and
Expert under those names (the old names still load), and `iterations` is a search's whole
budget: no clock is read, so a loaded machine gives the same decision."""

from __future__ import annotations

import random
import types
from typing import Any

import pytest

import regicide.games.baisch.ai.search as baisch_search
import regicide.games.claim.ai.rollouts as claim_rollouts
import regicide.games.regicide.ai.search as regicide_search
from regicide.games import computers
from regicide.games.computers import LEVELS, level_name
from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES
from regicide.play.seating import seat_choices, seats_from_record

SEARCHERS = ("strong", "expert")
#: a few casual moves in, each game has a decision its search weighs (Baisch's turn plan)
OPENING_MOVES = {"regicide": 2, "claim": 3, "baisch": 14}
CLOCKS = (computers, regicide_search, claim_rollouts, baisch_search)


def a_decision(game: GameDef) -> Any:
    """A view of a seat with a choice to make, a few casual moves into a seeded deal."""
    match = game.new_match(game.default_players, seed=7)
    casual = game.make_player("casual")
    rng = random.Random(1)
    for _ in range(OPENING_MOVES[game.name]):
        seat = game.to_act(match.state)
        assert seat is not None
        match.submit(casual.choose(match.view(seat), rng))
    while len(match.legal_moves()) < 2:
        seat = game.to_act(match.state)
        assert seat is not None
        match.submit(casual.choose(match.view(seat), rng))
    seat = game.to_act(match.state)
    assert seat is not None
    return match.view(seat)


class Clock:
    """A stand-in for the `time` module: each reading is `step` seconds after the last (a
    machine that loaded is slow), or a failure when `step` is None (no clock may be read)."""

    def __init__(self, step: float | None) -> None:
        self.step, self.now, self.readings = step, 0.0, 0

    def perf_counter(self) -> float:
        self.readings += 1
        if self.step is None:
            raise AssertionError("the search read the clock")
        self.now += self.step
        return self.now


def with_clock(monkeypatch: pytest.MonkeyPatch, clock: Clock) -> None:
    for module in CLOCKS:
        monkeypatch.setattr(module, "time", types.SimpleNamespace(perf_counter=clock.perf_counter))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_game_offers_the_four_levels_by_name(game: GameDef) -> None:
    assert game.computer_players[:5] == ("random", *LEVELS)
    assert seat_choices(game) == ("human", *LEVELS)
    for name in LEVELS:
        assert game.make_player(name, iterations=1).name == name
    assert game.make_player("instant").name == "casual"  # the old name is the Casual level
    with pytest.raises(ValueError, match="no computer player"):
        game.make_player("grandmaster")


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_an_old_record_s_instant_seat_plays_as_casual(game: GameDef) -> None:
    players = game.default_players
    names = ["human", "instant", *["strong"] * (players - 2)][:players]
    seats = seats_from_record(game, {"seats": names}, players)
    kept = [None if seat.player is None else seat.player.name for seat in seats]
    assert kept[1:] == [level_name(name) for name in names[1:]]


@pytest.mark.parametrize("level", SEARCHERS)
@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_iterations_are_the_whole_budget_no_clock_is_read(
    game: GameDef, level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = a_decision(game)
    quiet = game.make_player(level, iterations=2).choose(seen, random.Random(5))
    with_clock(monkeypatch, Clock(None))
    player = game.make_player(level, think=1000.0, iterations=2)
    assert player.choose(seen, random.Random(5)) == quiet


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_a_loaded_machine_gives_the_same_decision_for_the_same_iterations(
    game: GameDef, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each clock reading an hour after the last: a time budget would stop at once, a
    budget of iterations plays them all."""
    seen = a_decision(game)
    quiet = [
        game.make_player("strong", iterations=6).choose(seen, random.Random(s)) for s in (1, 2)
    ]
    loaded = Clock(3600.0)
    with_clock(monkeypatch, loaded)
    again = [
        game.make_player("strong", iterations=6).choose(seen, random.Random(s)) for s in (1, 2)
    ]
    assert again == quiet and loaded.readings == 0
    game.make_player("strong", think=0.5).choose(seen, random.Random(1))
    assert loaded.readings > 0  # the clock stood in for the searches' own (a time budget reads it)
