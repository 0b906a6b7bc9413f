"""Records count a result from the person's seat: a game between people at one screen is
counted apart ("between friends", each person's place), and a game played with help (a hint,
autoplay, an undo that took back shown cards) is marked and left out of win rates and streaks,
as medals already are — in every game's records."""

from __future__ import annotations

import pytest

from regicide.games.baisch import GAME as BAISCH
from regicide.games.baisch.engine import Game
from regicide.games.claim import GAME as CLAIM
from regicide.games.protocol import ArchivedGame, GameDef
from regicide.games.regicide import GAME as REGICIDE
from regicide.games.standings import results
from regicide.store.keys import HUMAN, SEATS_KEY
from regicide.store.records import archived
from tests.games.baisch.baisch_builders import instant_game


def _kept(game: Game, people: int, *, assisted: bool = False) -> ArchivedGame:
    """As the archive keeps it: the first `people` seats persons, the others computers."""
    players = game.state.players
    game.assisted = assisted
    seats = [HUMAN] * people + ["instant"] * (players - people)
    return archived("x.yaml", BAISCH, game, {SEATS_KEY: seats})


def _lost_by_seat_one(players: int) -> Game:
    return next(
        game
        for game in (instant_game(players, seed) for seed in range(1, 40))
        if game.outcome is not None and 1 not in game.outcome.winners
    )


def test_a_two_person_baisch_game_the_first_person_lost_is_no_win() -> None:
    """Issue 30: Baisch's Records counted it "Won" (the other person won)."""
    game = _kept(_lost_by_seat_one(2), people=2)
    assert game.between_friends and not game.fair
    stats = BAISCH.statistics([game], None)
    assert (stats.games, stats.wins, stats.losses, stats.between_friends) == (0, 0, 0, 1)
    assert stats.current_streak == stats.best_streak == 0
    words = BAISCH.result_text(game)
    assert "Seat 1 2nd" in words and "Seat 2 won" in words
    assert "Between friends: 1 played" in BAISCH.summary_lines(stats)


def test_each_persons_place_in_a_three_person_game() -> None:
    game = _kept(_lost_by_seat_one(3), people=3)
    words = BAISCH.result_text(game)
    assert all(f"Seat {seat}" in words for seat in (1, 2, 3))
    assert words.count("won") == 1 and "2nd" in words and "3rd" in words


def test_an_assisted_game_is_in_no_win_rate_nor_streak() -> None:
    won = next(
        game
        for game in (instant_game(2, seed) for seed in range(1, 40))
        if game.outcome is not None and game.outcome.winners == (1,)
    )
    fair_win = _kept(instant_game(2, 1), people=1)
    helped = _kept(won, people=1, assisted=True)
    tally = results([fair_win, helped])
    assert (tally.games, tally.assisted, tally.assisted_wins) == (1, 1, 1)
    assert tally.wins == (1 if fair_win.won else 0)
    assert tally.best_streak <= 1
    stats = BAISCH.statistics([fair_win, helped], None)
    assert stats.assisted == 1 and stats.games == 1
    assert any("not in the win rate" in line for line in BAISCH.summary_lines(stats))
    assert "assisted" in BAISCH.result_text(helped)


def _game(
    name: str, status: str, winners: tuple[int, ...], people: tuple[int, ...]
) -> ArchivedGame:
    return ArchivedGame("x.yaml", name, 2, status, winners, people, False, 10)


@pytest.mark.parametrize(
    ("game", "status", "winners", "apart"),
    [
        (REGICIDE, "won", (1, 2), False),  # the table wins together: both people won
        (REGICIDE, "lost", (), False),
        (CLAIM, "won", (2,), True),
        (CLAIM, "draw", (), True),
        (BAISCH, "won", (1,), True),
    ],
)
def test_between_friends_is_a_competing_table_of_people(
    game: GameDef, status: str, winners: tuple[int, ...], apart: bool
) -> None:
    kept = _game(game.name, status, winners, (1, 2))
    assert kept.between_friends is apart
    assert not _game(game.name, status, winners, (1,)).between_friends


def test_the_assisted_games_are_said_apart_in_every_games_summary() -> None:
    for game in (REGICIDE, CLAIM, BAISCH):
        winners = (1, 2) if game is REGICIDE else (1,)  # a win with help
        helped = ArchivedGame("x.yaml", game.name, 2, "won", winners, (1,), True, 10)
        stats = game.statistics([helped], None)
        lines = game.summary_lines(stats)
        assert any("With help" in line for line in lines), (game.name, lines)
        assert stats.as_json()["win_rate"] == 0 and stats.as_json()["wins"] == 0
