"""Section 5 of RULES.md: yielding (R-YIELD-1..3 and the two yield variants)."""

from __future__ import annotations

import pytest

from regicide.games.regicide.engine import IllegalMove, Phase, Rules, Yield, evolve, yield_problem
from regicide.games.regicide.engine.events import (
    EnemyAttacked,
    EnemyRevealed,
    PowerBlocked,
    Yielded,
)
from tests.builders import game_at, play, position, refused


def test_r_yield_1_skip_powers_and_damage_and_suffer_the_full_attack() -> None:
    game = game_at(2, enemy="QC", hands=["10H 5D", "2C"], shield=3, damage=4)
    events = play(game, "yield").history[-1].events
    assert events == (Yielded(1), EnemyAttacked(1, 12))
    assert game.state.damage == 4 and game.state.phase is Phase.SUFFER
    assert game.state.damage_due == 12


def test_r_yield_1_an_empty_hand_may_yield() -> None:
    game = game_at(2, enemy="JC", hands=["", "2C"], shield=10)
    play(game, "yield")
    assert game.state.current == 2  # nothing due: the turn passed


@pytest.mark.parametrize(
    ("players", "streak", "allowed"),
    [(2, 0, True), (2, 1, False), (3, 1, True), (3, 2, False), (4, 2, True), (4, 3, False)],
)
def test_r_yield_2_at_most_n_minus_1_yields_in_a_row(
    players: int, streak: int, allowed: bool
) -> None:
    hands = ["9S", "8S", "7S", "6S"][:players]
    game = game_at(players, enemy="JC", hands=hands, shield=10, yields_in_a_row=streak)
    assert (yield_problem(game.state) is None) is allowed


def test_r_yield_2_three_players_after_two_yields_the_third_must_play() -> None:
    game = game_at(3, enemy="JC", hands=["9S", "8S", "7S"], shield=10)
    play(game, "yield", "yield")
    assert game.state.current == 3 and game.state.yields_in_a_row == 2
    assert refused(game, "yield") == "The other 2 players yielded in a row; you must play."


def test_r_yield_2_an_enemy_change_does_not_reset_the_count() -> None:
    state = position(3, enemy="JC", hands=["9S", "8S", "7S"], yields_in_a_row=2)
    revealed = evolve(state, EnemyRevealed(state.castle[0]))
    assert revealed.enemy == state.castle[0] and revealed.yields_in_a_row == 2


def test_r_yield_2_any_play_resets_the_count_even_a_kill() -> None:
    game = game_at(3, enemy="JC", hands=["9S", "10S 4C", "7S"], shield=10, damage=16)
    play(game, "yield")
    assert game.state.yields_in_a_row == 1
    play(game, "play 4C")  # clubs are blocked by JC: 16 + 4 = 20, an exact kill
    assert game.state.enemies_defeated == 1 and game.state.yields_in_a_row == 0


def test_r_yield_3_solo_never_yields() -> None:
    game = game_at(1, enemy="JC", hands=["9S"])
    assert str(yield_problem(game.state)) == "A solo player may not yield."
    with pytest.raises(IllegalMove):
        game.submit(Yield())


def test_r_yield_3_variant_solo_yield_but_not_twice_in_a_row() -> None:
    game = game_at(1, enemy="JC", hands=["9S 8S"], shield=10, rules=Rules(solo_yield=True))
    play(game, "yield")
    assert game.state.current == 1 and game.state.phase is Phase.PLAY
    assert (
        str(yield_problem(game.state))
        == "You yielded last turn; a solo player may not yield twice in a row."
    )
    play(game, "play 8S", "yield")
    assert game.state.yields_in_a_row == 1


def test_r_yield_3_variant_yield_per_seat_differs_after_a_kill() -> None:
    # N = 3: seats 1 and 2 yield, seat 3 kills and takes the bonus turn.
    def after_kill(rules: Rules) -> str | None:
        game = game_at(
            3, enemy="JC", hands=["9S", "8S", "10C 2H"], shield=10, damage=15, rules=rules
        )
        play(game, "yield", "yield", "play 10C")
        assert game.state.current == 3 and game.state.yields_in_a_row == 0
        problem = yield_problem(game.state)
        return None if problem is None else str(problem)

    assert after_kill(Rules()) is None  # Y = 0 after the kill: seat 3 may yield
    assert after_kill(Rules(yield_per_seat=True)) == (
        "Every other player yielded on their last turn; you must play."
    )


def test_r_yield_3_variant_yield_per_seat_differs_after_a_jester() -> None:
    # Seats 1 and 2 yield; seat 3 plays the Jester and names itself.
    def after_jester(rules: Rules) -> str | None:
        game = game_at(3, enemy="JS", hands=["9C", "8C", "JKR 7C"], shield=10, rules=rules)
        play(game, "yield", "yield", "play JKR", "next 3")
        return yield_problem(game.state)

    assert after_jester(Rules()) is None
    assert after_jester(Rules(yield_per_seat=True)) is not None


def test_a_yield_fires_no_power() -> None:
    game = game_at(2, enemy="JC", hands=["9S", "2C"], shield=10)
    events = play(game, "yield").history[-1].events
    assert not any(isinstance(event, PowerBlocked) for event in events)
