"""Section 6 of RULES.md: suit powers and immunity."""

from __future__ import annotations

from regicide.games.regicide.engine import Suit
from regicide.games.regicide.engine.events import (
    CardDrawn,
    DamageDealt,
    DiscardShuffled,
    PowerBlocked,
    ShieldRaised,
    TavernHealed,
)
from tests.builders import cards, game_at, play


def kinds(game_events: tuple[object, ...]) -> list[str]:
    return [type(event).__name__ for event in game_events]


def test_r_pow_1_each_suit_fires_once_at_the_whole_x() -> None:
    # 3S + 3H + 3D: X = 9; Spades add 9 once, Hearts heal 9, Diamonds draw 9.
    game = game_at(4, enemy="KC", hands=["3S 3H 3D", "", "", ""], discard="2C 4C")
    events = play(game, "play 3S 3H 3D").history[-1].events
    assert ShieldRaised(9) in events
    assert sum(isinstance(event, ShieldRaised) for event in events) == 1
    assert sum(isinstance(event, CardDrawn) for event in events) == 9
    assert DamageDealt(9, doubled=False) in events


def test_r_pow_2_the_enemy_suit_is_blocked_but_its_value_counts() -> None:
    game = game_at(2, enemy="JS", hands=["4S 4H", "2C"], discard="9C")
    events = play(game, "play 4S 4H").history[-1].events
    assert PowerBlocked(Suit.SPADES) in events
    assert game.state.shield == 0
    assert DamageDealt(8, doubled=False) in events
    assert any(
        isinstance(event, TavernHealed) and event.cards for event in events
    )  # Hearts still fire


def test_r_pow_2_a_jester_lifts_the_block() -> None:
    game = game_at(3, enemy="JS", hands=["JKR 4S", "2C", "3C"])
    play(game, "play JKR", "next 1", "play 4S")
    assert game.state.shield == 4


def test_r_pow_3_hearts_resolve_before_diamonds() -> None:
    # Empty tavern: only the heal gives Diamonds something to draw.
    game = game_at(2, enemy="KC", hands=["5H 5D", ""], tavern="", discard="2S 3S 4S 6S 7S 8S")
    events = play(game, "play 5H 5D").history[-1].events
    order = kinds(events)
    assert order.index("TavernHealed") < order.index("CardDrawn")
    drawn = [event.card for event in events if isinstance(event, CardDrawn)]
    healed = next(event for event in events if isinstance(event, TavernHealed)).cards
    assert drawn == list(healed)  # everything healed was then drawn (10 >= 6 healed)


def test_r_pow_3_powers_are_mandatory_and_shortfalls_are_fine() -> None:
    # AH 4D: heal 5 from a pile of 2, then draw 5 from a tavern of 1 + 2: no error, partial effects.
    game = game_at(2, enemy="KC", hands=["AH 4D", ""], tavern="2D", discard="3C 4C", spill="table")
    events = play(game, "play AH 4D").history[-1].events
    healed = next(event for event in events if isinstance(event, TavernHealed))
    assert set(healed.cards) == set(cards("3C 4C")) and game.state.discard == ()
    assert sum(isinstance(event, CardDrawn) for event in events) == 3
    assert game.state.tavern == ()


def test_r_heart_1_heal_from_the_shuffled_discard_to_the_tavern_bottom() -> None:
    pile = "2C 3C 4C 5C 6C 7C 8C 9C 10C 2S"
    game = game_at(enemy="QS", hands=["6H 2D"], discard=pile)
    tavern_before = game.state.tavern
    events = play(game, "play 6H").history[-1].events
    assert isinstance(events[1], DiscardShuffled) and sorted(events[1].cards, key=str) == sorted(
        cards(pile), key=str
    )
    healed = next(event for event in events if isinstance(event, TavernHealed)).cards
    assert len(healed) == 6 and len(game.state.discard) == 4
    assert game.state.tavern == tavern_before + healed  # on the bottom, top first


def test_r_heart_1_table_cards_cannot_be_healed() -> None:
    game = game_at(enemy="QS", hands=["6H 2D"], table=["5C"], discard="")
    events = play(game, "play 6H").history[-1].events
    assert TavernHealed(()) in events
    assert cards("5C") in game.state.table and cards("6H") in game.state.table


def test_r_diam_1_draw_round_the_table_skipping_full_hands() -> None:
    # Worked example 4: N = 4, seat 3 plays 4D keeping 1 card.
    game = game_at(
        4,
        enemy="KC",
        hands=["2C 3C 4C 5C 6C", "7C 8C 9C 10C", "4D 10S", "2S 3S"],
        current=3,
        shield=20,
    )
    events = play(game, "play 4D").history[-1].events
    seats = [event.seat for event in events if isinstance(event, CardDrawn)]
    assert seats == [3, 4, 2, 3]
    assert [len(game.state.hand(seat)) for seat in (1, 2, 3, 4)] == [5, 5, 3, 3]


def test_r_diam_1_drawing_stops_when_every_hand_is_full() -> None:
    game = game_at(2, enemy="KC", hands=["10D 2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], shield=20)
    events = play(game, "play 10D").history[-1].events
    assert sum(isinstance(event, CardDrawn) for event in events) == 2  # 6 -> 7 and 6 -> 7


def test_r_diam_1_drawing_stops_when_the_tavern_is_empty() -> None:
    game = game_at(2, enemy="KC", hands=["9D", ""], tavern="2H 3H", shield=20)
    play(game, "play 9D")
    assert game.state.tavern == () and sum(map(len, game.state.hands)) == 2


def test_r_club_1_the_whole_play_deals_double() -> None:
    game = game_at(enemy="KH", hands=["8D AC"])
    events = play(game, "play AC 8D").history[-1].events
    assert DamageDealt(18, doubled=True) in events


def test_r_club_1_never_retroactive() -> None:
    game = game_at(3, enemy="JC", hands=["JKR 2D", "3C", "4C"], table=["8C"], damage=8)
    play(game, "play JKR", "next 2", "play 3C")
    assert game.state.damage == 8 + 6  # the earlier 8C stays at 8


def test_r_spade_1_shield_is_shared_accumulates_and_resets() -> None:
    game = game_at(2, enemy="KH", hands=["5S 10C 6C", "3S 9D"], damage=25)
    play(game, "play 5S")  # shield 5, due 15: seat 1 discards 10C 6C
    play(game, "discard 10C 6C", "play 3S")
    assert game.state.shield == 8
    assert game.state.damage == 25 + 5 + 3
    game2 = game_at(2, enemy="JH", hands=["10S 2C", "3D"], damage=15)
    play(game2, "play 10S")
    assert game2.state.enemies_defeated == 1 and game2.state.shield == 0
