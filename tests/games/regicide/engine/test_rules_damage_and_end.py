"""Sections 8–10 of RULES.md: damage and defeat, suffering damage, and the end of the game."""

from __future__ import annotations

from regicide.games.regicide.engine import Phase, Rules, Status, Stuck
from regicide.games.regicide.engine.events import (
    EnemyAttacked,
    EnemyDefeated,
    EnemyRevealed,
    GameLost,
    GameWon,
    TableCleared,
    TurnBegan,
)
from regicide.games.regicide.narrate import loss_text
from tests.builders import cards, game_at, play, refused


def test_r_dmg_1_damage_adds_up_and_defeats_at_health() -> None:
    game = game_at(2, enemy="QD", hands=["9S 10H", "2C"], damage=20)
    play(game, "play 9S")
    assert game.state.damage == 29 and game.state.enemy == cards("QD")[0]
    game2 = game_at(2, enemy="QD", hands=["10S 2H", "2C"], damage=20)
    events = play(game2, "play 10S").history[-1].events
    assert EnemyDefeated(cards("QD")[0], exact=True) in events


def test_r_dmg_1_exact_is_judged_after_doubling() -> None:
    game = game_at(2, enemy="JH", hands=["5C 2S", "2D"], damage=10)
    events = play(game, "play 5C").history[-1].events
    assert EnemyDefeated(cards("JH")[0], exact=True) in events


def test_r_def_1_overkill_goes_to_the_discard_then_the_table_on_top() -> None:
    game = game_at(2, enemy="JH", hands=["9C 2S", "2D"], table=["3S", "AS 4D"], damage=12)
    play(game, "play 9C")
    assert game.state.discard == cards("JH 3S AS 4D 9C")


def test_r_def_1_exact_kill_goes_face_down_on_top_of_the_tavern() -> None:
    game = game_at(2, enemy="JH", hands=["4C 2S", "2D"], table=["6S"], damage=12)
    tavern_before = game.state.tavern
    events = play(game, "play 4C").history[-1].events
    kinds = [type(event) for event in events]
    assert kinds.index(EnemyDefeated) < kinds.index(TableCleared) < kinds.index(EnemyRevealed)
    assert game.state.tavern == (cards("JH")[0], *tavern_before)
    assert game.state.discard == cards("6S 4C")


def test_r_def_2_shield_damage_and_immunity_reset() -> None:
    game = game_at(
        3, enemy="JH", hands=["10S 2S", "2D", "3D"], shield=7, damage=12, immunity_cancelled=True
    )
    play(game, "play 10S")
    state = game.state
    assert (state.shield, state.damage, state.immunity_cancelled) == (0, 0, False)
    assert state.enemy == cards("JC")[0]  # the castle's next card


def test_r_def_3_the_last_enemy_wins_at_once() -> None:
    game = game_at(2, enemy="KS", castle="", hands=["10C 2D", "3D"], damage=30, enemies_defeated=11)
    events = play(game, "play 10C").history[-1].events
    assert isinstance(events[-1], GameWon)
    assert game.state.status is Status.WON and game.state.phase is Phase.OVER


def test_r_def_4_the_killer_starts_a_new_turn_and_skips_step_4() -> None:
    game = game_at(2, enemy="JH", hands=["10S 2S", "2D"], damage=12)
    events = play(game, "play 10S").history[-1].events
    assert not any(isinstance(event, EnemyAttacked) for event in events)
    assert events[-1] == TurnBegan(1)


def test_r_suf_1_damage_due_is_attack_minus_shield() -> None:
    game = game_at(2, enemy="QC", hands=["5S 10H 9H", "2D"], shield=4)
    play(game, "play 5S")
    assert game.state.damage_due == 15 - 9


def test_r_suf_1_nothing_due_means_nothing_to_discard() -> None:
    game = game_at(2, enemy="JC", hands=["10S 9H", "2D"])
    events = play(game, "play 10S").history[-1].events
    assert events[-2:] == (EnemyAttacked(1, 0), TurnBegan(2))


def test_r_suf_2_discard_at_least_the_damage_due() -> None:
    game = game_at(2, enemy="QC", hands=["2S 10H 9H 4D", "2D"])
    play(game, "play 2S")  # due 15 - 2 = 13
    assert refused(game, "discard 10H") == "Those cards are worth 10; you must discard at least 13."
    play(game, "discard 10H 9H")  # 19: more than needed is fine
    assert game.state.discard == cards("10H 9H")


def test_r_suf_2_teammates_cannot_help() -> None:
    game = game_at(2, enemy="QC", hands=["2S 10D 4D", "10H 9H"])
    play(game, "play 2S")
    assert refused(game, "discard 10H") == "You don't hold 10H."
    assert game.state.hand(2) == cards("9H 10H")


def test_r_suf_2_variant_strict_discard() -> None:
    game = game_at(2, enemy="QC", hands=["2S 10H 9H 4D", "2D"], rules=Rules(strict_discard=True))
    play(game, "play 2S")  # due 13
    assert (
        refused(game, "discard 10H 9H 4D")
        == "Strict discard: without 10H the rest already covers 13; discard only what you need."
    )
    play(game, "discard 10H 4D")  # 14: short by 4 before the 10H
    assert game.state.current == 2


def test_r_suf_3_an_empty_hand_afterwards_is_fine() -> None:
    game = game_at(2, enemy="JC", hands=["2S 10H", "2D"])
    play(game, "play 2S", "discard 10H")
    assert game.state.hand(1) == () and game.state.status is Status.PLAYING
    assert game.state.current == 2


def test_r_end_1_a_win_is_checked_before_any_loss() -> None:
    # The last enemy falls to seat 1's last card: the empty hand does not matter.
    game = game_at(2, enemy="KS", castle="", hands=["10C", ""], damage=20, enemies_defeated=11)
    play(game, "play 10C")
    assert game.state.status is Status.WON


def test_r_end_2_losing_when_the_damage_cannot_be_covered() -> None:
    game = game_at(2, enemy="KC", hands=["2S 3H", "2D"])
    events = play(game, "play 2S").history[-1].events
    assert events[-1] == GameLost(1, Stuck.SHORT.value, due=18, held=3)
    assert game.state.status is Status.LOST and game.state.loss_reason == events[-1]
    assert loss_text(events[-1]) == "Seat 1 had to discard 18 but held only 3."
    assert game.legal_moves() == []


def test_r_end_2_losing_with_no_card_and_no_yield() -> None:
    game = game_at(3, enemy="JC", hands=["9S", "8S", ""], shield=10, yields_in_a_row=0)
    play(game, "yield", "yield")
    assert game.state.status is Status.LOST
    lost = game.state.loss_reason
    assert lost == GameLost(3, Stuck.NO_PLAY.value)  # facts only: no sentence in the engine
    assert loss_text(lost) == "Seat 3 had no cards to play and could not yield."
    assert loss_text(lost, you=3) == "You had no cards to play and could not yield."


def test_r_end_2_a_position_with_no_move_is_lost_at_once() -> None:
    game = game_at(2, enemy="JC", hands=["", "2C"], yields_in_a_row=1)
    assert game.state.status is Status.LOST and game.history == ()


def test_moves_after_the_end_are_refused() -> None:
    game = game_at(2, enemy="KC", hands=["2S 3H", "2D"])
    play(game, "play 2S")
    assert refused(game, "discard 3H") == "The game is over."
