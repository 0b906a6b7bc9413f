"""Sections 11 and 12 of RULES.md: solo play and what each seat may see."""

from __future__ import annotations

import pytest

from regicide.games.regicide.engine import (
    FlipToken,
    Game,
    IllegalMove,
    Medal,
    Phase,
    Rules,
    Status,
    flip_problem,
)
from regicide.games.regicide.engine.events import CardDrawn, CardsDiscarded, TokenFlipped
from tests.builders import cards, game_at, play


def test_r_solo_1_hand_of_eight_no_jesters_two_tokens() -> None:
    state = Game.new(1, seed=4).state
    assert len(state.hands[0]) == 8 and state.hand_limit == 8
    assert not any(card.is_jester for card in state.tavern + state.hands[0])
    assert state.tokens_left == 2


def test_r_solo_2_flip_discards_the_hand_and_refills_to_eight() -> None:
    game = game_at(1, enemy="JC", hands=["2S 3S 4S"])
    events = play(game, "flip").history[-1].events
    assert events[0] == TokenFlipped(1)
    assert events[1] == CardsDiscarded(1, cards("2S 3S 4S"))
    assert sum(isinstance(event, CardDrawn) for event in events) == 8
    assert len(game.state.hand(1)) == 8 and game.state.tokens_left == 1
    assert game.state.discard == cards("2S 3S 4S")


def test_r_solo_2_refill_stops_when_the_tavern_runs_short() -> None:
    game = game_at(1, enemy="JC", hands=["2S"], tavern="5H 6H")
    play(game, "flip")
    assert game.state.hand(1) == cards("5H 6H") and game.state.tavern == ()


def test_r_solo_2_flip_with_an_empty_tavern_draws_none() -> None:
    game = game_at(1, enemy="JC", hands=["2S 3S"], tavern="")
    play(game, "flip")
    assert game.state.hand(1) == () and game.state.status is Status.LOST  # nothing left to do


def test_r_solo_3_flip_at_the_start_of_step_1_or_step_4_only() -> None:
    game = game_at(1, enemy="QC", hands=["2S 3S 4S"])
    play(game, "play 2S")
    assert game.state.phase is Phase.SUFFER and flip_problem(game.state) is None
    play(game, "flip")
    assert game.state.phase is Phase.SUFFER  # still discarding, with the new hand


def test_r_solo_3_both_tokens_in_the_same_window() -> None:
    game = game_at(1, enemy="JC", hands=["2S"])
    play(game, "flip", "flip")
    assert game.state.tokens_left == 0 and game.state.phase is Phase.PLAY
    assert str(flip_problem(game.state)) == "Both Jester tokens have been used."


def test_r_solo_3_zero_damage_passes_step_4_by_itself() -> None:
    game = game_at(1, enemy="JC", hands=["10S 2S"])
    play(game, "play 10S")
    assert game.state.phase is Phase.PLAY and game.state.current == 1  # a refill waits for step 1


def test_r_solo_3_not_while_choosing_or_after_the_end() -> None:
    game = game_at(3, enemy="JC", hands=["JKR", "2C", "3C"])
    assert str(flip_problem(game.state)) == "Jester tokens are only used in a solo game."
    with pytest.raises(IllegalMove):
        game.submit(FlipToken())


def test_r_solo_4_refill_works_against_a_diamond_enemy_and_keeps_immunity() -> None:
    game = game_at(1, enemy="JD", hands=["2S"])
    play(game, "flip")
    assert len(game.state.hand(1)) == 8 and not game.state.immunity_cancelled
    assert game.state.yields_in_a_row == 0 and len(game.history) == 1


def test_r_solo_4_a_flip_is_not_a_turn() -> None:
    game = game_at(1, enemy="JC", hands=["9S 2S"], shield=10, rules=Rules(solo_yield=True))
    play(game, "yield", "flip")
    assert game.state.yields_in_a_row == 1  # the flip did not end the yield streak


@pytest.mark.parametrize(("used", "medal"), [(0, Medal.GOLD), (1, Medal.SILVER), (2, Medal.BRONZE)])
def test_r_solo_5_medal_by_tokens_used(used: int, medal: Medal) -> None:
    game = game_at(1, enemy="KS", castle="", hands=["10C"], damage=20, tokens_used=used)
    play(game, "play 10C")
    assert game.state.status is Status.WON and game.state.medal is medal


def test_r_solo_5_the_medal_of_a_fresh_deal_is_the_players_and_a_positions_is_not() -> None:
    """R-SOLO-5: the rules' medal is the state's (what `check` reports); the player earns it
    only from a fresh deal: a stated position (11 royals already down) earns none."""
    position = game_at(1, enemy="KS", castle="", hands=["10C"], damage=20, enemies_defeated=11)
    play(position, "play 10C")
    assert position.state.medal is Medal.GOLD and not position.dealt
    assert position.outcome is not None and position.outcome.medal is None
    assert not position.outcome.dealt and not position.medal_at_stake
    fresh = Game.new(1, seed=1)
    assert fresh.dealt and fresh.medal_at_stake


def test_r_solo_5_no_medal_with_an_easing_variant_or_after_assisted_undo() -> None:
    easy = game_at(1, enemy="KS", castle="", hands=["10C"], damage=20, rules=Rules(solo_yield=True))
    play(easy, "play 10C")
    assert easy.state.status is Status.WON and easy.state.medal is None
    assisted = game_at(1, enemy="KS", castle="", hands=["10C 5D"], damage=20)
    play(assisted, "play 5D")  # draws: undoing it shows hidden cards
    assisted.undo()
    play(assisted, "play 10C")
    assert assisted.assisted and assisted.outcome is not None and assisted.outcome.medal is None


def test_r_info_1_public_facts_in_every_view() -> None:
    game = game_at(
        3,
        enemy="JS",
        hands=["2C 3C", "4C", "5C 6C 7C"],
        table=["5S"],
        discard="9H 8H",
        damage=5,
        shield=0,
        yields_in_a_row=1,
        current=2,
    )
    seen = game.view(3)
    assert (seen.enemy, seen.damage, seen.shield, seen.immunity_cancelled) == (
        cards("JS")[0],
        5,
        0,
        False,
    )
    assert (
        seen.table == (cards("5S"),)
        and seen.discard_top == cards("8H")[0]
        and seen.discard_size == 2
    )
    assert seen.hand_sizes == (2, 1, 3) and seen.tavern_size == len(game.state.tavern)
    assert seen.castle_size == 11 and seen.current == 2 and seen.yields_in_a_row == 1


def test_r_info_1_an_exact_killed_royal_on_the_tavern_is_known_until_drawn() -> None:
    game = game_at(2, enemy="JH", hands=["4C 2S 3D", "5D"], damage=12)
    play(game, "play 4C")  # exact: JH on top of the tavern
    assert game.view(2).tavern_top == cards("JH")[0]
    play(game, "play 3D")  # draws: JH goes to seat 1
    assert game.view(2).tavern_top is None
    assert cards("JH")[0] in game.state.hand(1)


def test_r_info_2_other_hands_and_hidden_orders_stay_hidden() -> None:
    game = game_at(3, enemy="JS", hands=["2C 3C", "4C", "5C 6C 7C"], discard="9H 8H")
    seen = game.view(1)
    assert seen.hand == cards("2C 3C") and seen.open_hands is None
    assert (
        not hasattr(seen, "tavern") and not hasattr(seen, "discard") and not hasattr(seen, "castle")
    )
    assert game.view(2).legal_moves == ()  # only the seat to act gets its moves


def test_r_info_2_open_hands_variant_shows_every_hand() -> None:
    game = game_at(3, enemy="JS", hands=["2C 3C", "4C", "5C"], rules=Rules(open_hands=True))
    assert game.view(1).open_hands == game.state.hands
