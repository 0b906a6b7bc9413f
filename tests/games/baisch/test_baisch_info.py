"""Hidden information (BAISCH.md §16): views, redacted events and sampled worlds."""

from __future__ import annotations

import random

from regicide.games.baisch.engine import (
    ALL_SEATS,
    UNSEEN_TYPES,
    Game,
    Phase,
    determinize,
    parse_card,
    seen_events,
    view,
)
from tests.games.baisch.baisch_builders import game_at, plain, play


def test_b_info_1_a_view_holds_only_the_seat_s_knowledge() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9H"]), plain("KCv", ["8Cv"], ["4S", "5S"])],
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    mine, theirs = view(game.state, 1), view(game.state, 2)
    assert mine.hand == (parse_card("9H"),) and mine.player(2).known == ()
    assert mine.player(2).hand_size == 2 and mine.player(2).king is None
    assert theirs.player(1).slots[0].cards == (None,)
    assert mine.stacks[0] == (parse_card("5C"), None) and mine.draw_size == len(game.state.draw)


def test_b_info_1_a_blocked_attack_s_cards_are_never_shown() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C", "5C"]), {**plain("KCv", ["3Dv"]), "heroes": ["battery"]}]
    )
    before = game.state
    events = play(game, "attack P2.1 9C 5C", "block")
    told = seen_events(events, 2, before)
    assert all(parse_card("9C") not in _cards_in(event) for event in told)
    assert view(game.state, 2).player(1).known == ()


def test_b_info_1_a_plunder_shows_others_only_the_face_up_cards() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["AH"]), plain("KCv", ["3Dv"])],
        stacks={"A": "5C^ 9Dv 4Sv", "B": "3S^ 7Sv"},
    )
    before = game.state
    events = play(game, "plunder A AH")
    seen = view(game.state, 2).player(1).known
    assert parse_card("5C") in seen and parse_card("4S") in seen
    assert parse_card("9D") not in seen  # below the top, never turned up
    told = seen_events(events, 2, before)
    assert any(isinstance(event, UNSEEN_TYPES) for event in told)


def test_b_info_2_out_of_turn_decisions_go_to_the_deciding_seat_only() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C"]), {**plain("KCv", ["3Dv"]), "heroes": ["battery"]}]
    )
    play(game, "attack P2.1 9C")
    assert view(game.state, 2).legal_moves and not view(game.state, 1).legal_moves


def test_b_info_3_the_engine_redacts_what_the_original_server_broadcast() -> None:
    game = Game.new(3, seed=5)
    told = seen_events(game.setup, 2, game.origin)
    hands = [event for event in told if type(event).__name__ == "HandsDealtUnseen"]
    assert hands and sorted(hands[0].hand, key=str) == sorted(game.state.seat(2).hand, key=str)
    assert all(type(event).__name__ != "DeckShuffled" for event in told)
    everyone = seen_events(game.setup, ALL_SEATS, game.origin)
    assert type(everyone[1]).__name__ == "HandsDealt"


def test_b_info_1_a_sampled_world_shows_the_same_view() -> None:
    game = Game.new(3, seed=8)
    rng = random.Random(3)
    for _ in range(60):
        if game.outcome is not None:
            break
        seat = game.state.to_act or 1
        seen = view(game.state, seat, with_moves=False)
        world = determinize(seen, random.Random(seat))
        assert view(world, seat, with_moves=False) == seen
        moves = game.legal_moves()
        game.submit(moves[int(rng.random() * len(moves))])


def test_b_info_1_worlds_do_not_depend_on_hidden_cards() -> None:
    """Equal views and equal generators give equal worlds (honesty of search)."""
    first = game_at([plain("KSv", ["2Dv"], ["9H"]), plain("KCv", ["8Cv"], ["4S"])])
    second = game_at([plain("KSv", ["2Dv"], ["9H"]), plain("KCv", ["8Cv"], ["5S"])])
    one, two = view(first.state, 1), view(second.state, 1)
    assert one == two
    assert determinize(one, random.Random(1)) == determinize(two, random.Random(1))


def test_b_info_1_setup_choices_are_sampled_for_others() -> None:
    game = Game.new(2, seed=4)
    game.submit(game.legal_moves()[0])
    seen = view(game.state, 2, with_moves=False)
    world = determinize(seen, random.Random(2))
    assert world.phase is Phase.SETUP and world.pending_setup[0] is not None


def _cards_in(event: object) -> list[object]:
    found: list[object] = []
    for name in getattr(event, "__slots__", ()):
        value = getattr(event, name)
        found.extend(value if isinstance(value, tuple) else [value])
    return found
