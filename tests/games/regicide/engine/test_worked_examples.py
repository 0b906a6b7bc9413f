"""The ten worked examples at the end of RULES.md, one test each."""

from __future__ import annotations

from regicide.games.regicide.engine import Medal, Phase, Status, Yield, yield_problem
from regicide.games.regicide.engine.events import CardDrawn, DamageDealt, ShieldRaised, TavernHealed
from tests.builders import cards, game_at, play

TEN_DISCARDS = "2C 3C 4C 5C 6C 7C 8C 9C 10C 2S"


def test_example_1_clubs_double_and_hearts_heal() -> None:
    game = game_at(enemy="JS", hands=["AC 7H 9D"], discard=TEN_DISCARDS)
    events = play(game, "play AC 7H").history[-1].events
    healed = next(event for event in events if isinstance(event, TavernHealed))
    assert len(healed.cards) == 8 and len(game.state.discard) == 2
    assert DamageDealt(16, doubled=True) in events


def test_example_2_three_suits_at_once() -> None:
    game = game_at(2, enemy="JH", hands=["3D 3S 3C 10S", "2H"])
    events = play(game, "play 3D 3S 3C").history[-1].events
    assert [event.seat for event in events if isinstance(event, CardDrawn)] == [1, 2] * 4 + [1]
    assert ShieldRaised(9) in events and DamageDealt(18, doubled=True) in events
    assert game.state.damage == 18 and game.state.damage_due == 1


def test_example_3_nothing_to_heal() -> None:
    game = game_at(enemy="JS", hands=["8H 2C"], table=["4D", "3C"], damage=10)
    events = play(game, "play 8H").history[-1].events
    assert TavernHealed(()) in events
    assert game.state.damage == 18


def test_example_4_draw_order_with_a_full_hand() -> None:
    game = game_at(
        4,
        enemy="KC",
        current=3,
        shield=20,
        hands=["2C 3C 4C 5C 6C", "7C 8C 9C 10C", "4D 9S", "2S 3S"],
    )
    events = play(game, "play 4D").history[-1].events
    assert [event.seat for event in events if isinstance(event, CardDrawn)] == [3, 4, 2, 3]
    assert [len(hand) for hand in game.state.hands] == [5, 5, 3, 3]


def test_example_5_a_jester_against_a_spade_raises_the_shield() -> None:
    game = game_at(3, enemy="JS", hands=["2C", "3C", "JKR 4C"], table=["5S", "AS 8H"], current=3)
    play(game, "play JKR")
    assert game.state.shield == 14


def test_example_6_jester_then_clubs_for_an_exact_kill() -> None:
    game = game_at(3, enemy="JC", hands=["JKR 6C", "2D", "3D"], table=["8C"], damage=8)
    tavern_before = game.state.tavern
    play(game, "play JKR", "next 1", "play 6C")
    assert game.state.tavern == (cards("JC")[0], *tavern_before)
    assert game.state.discard == cards("8C JKR 6C") and game.state.discard[-1] == cards("6C")[0]


def test_example_7_yields_around_a_jester() -> None:
    game = game_at(3, enemy="JC", hands=["9S", "8S", "JKR 7S"], shield=10)
    play(game, "yield", "yield")
    assert yield_problem(game.state) is not None  # seat 3 must play
    play(game, "play JKR", "next 2", "yield")
    assert game.state.current == 3 and yield_problem(game.state) is None
    game.submit(Yield())


def test_example_8_bonus_turn_yield_with_an_empty_hand_loses() -> None:
    game = game_at(2, enemy="JS", hands=["10C", "5H"], damage=15)
    play(game, "play 10C")
    assert game.state.current == 1 and game.state.enemies_defeated == 1
    assert yield_problem(game.state) is None
    play(game, "yield")
    assert game.state.status is Status.LOST


def test_example_9_solo_flip_saves_the_game() -> None:
    game = game_at(enemy="QS", hands=["7H 2H 3C"])
    play(game, "play 7H")
    assert game.state.damage == 7 and game.state.damage_due == 15
    assert game.state.status is Status.PLAYING and game.state.phase is Phase.SUFFER
    play(game, "flip")
    assert len(game.state.hand(1)) == 8 and game.state.status is Status.PLAYING
    no_tokens = game_at(enemy="QS", hands=["7H 2H 3C"], tokens_used=2)
    play(no_tokens, "play 7H")
    assert no_tokens.state.status is Status.LOST


def test_example_10_two_flips_in_a_row_then_a_bronze_win() -> None:
    first_eight, second_eight = "2C 3C 4C 5C 6C 7C 8C 9C", "10C 2H 3H 4H 5H 6H 7H 8H"
    game = game_at(
        enemy="KS", castle="", hands=["2D"], damage=20, tavern=f"{first_eight} {second_eight}"
    )
    play(game, "flip", "flip")
    assert game.state.tokens_used == 2 and game.state.phase is Phase.PLAY
    assert game.state.hand(1) == cards("2H 3H 4H 5H 6H 7H 8H 10C")
    play(game, "play 10C")  # doubled: 20 + 20 = 40 defeats the last King
    assert game.state.status is Status.WON and game.state.medal is Medal.BRONZE
