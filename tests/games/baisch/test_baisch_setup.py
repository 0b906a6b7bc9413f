"""Setup and the hero draft (BAISCH.md §3)."""

from __future__ import annotations

from collections import Counter

import pytest

from regicide.games.baisch.engine import (
    ChooseSetup,
    Game,
    Hero,
    IllegalMove,
    Options,
    Phase,
    SetupChoice,
    full_deck,
    parse_move,
    seen_by,
)
from regicide.games.baisch.engine.events import HeroGiven


def _choose_all(game: Game) -> None:
    while game.state.phase is Phase.SETUP:
        game.submit(game.legal_moves()[0])


def _draft(game: Game) -> list[tuple[int, int]]:
    given = []
    while game.state.phase is Phase.DRAFT:
        events = game.submit(game.legal_moves()[0])
        given.extend((e.chooser, e.receiver) for e in events if isinstance(e, HeroGiven))
    return given


def test_b_setup_1_all_cards_are_shuffled_into_the_draw_pile() -> None:
    game = Game.new(2, seed=9)
    dealt = Counter(card for seat in game.state.seats for card in seat.hand)
    assert dealt + Counter(game.state.draw) == Counter(full_deck())
    assert Game.new(2, seed=10).state.draw != game.state.draw


def test_b_setup_2_eight_cards_dealt_one_at_a_time_clockwise() -> None:
    game = Game.new(3, seed=9)
    order = game.setup[0].cards  # type: ignore[union-attr]
    assert all(len(seat.hand) == 8 for seat in game.state.seats)
    assert set(game.state.seat(2).hand) == set(order[1:24:3])


def test_b_setup_3_a_choice_is_two_discards_a_king_and_up_to_three_defenders() -> None:
    game = Game.new(2, seed=9)
    hand = game.state.seat(1).hand
    with pytest.raises(IllegalMove, match="exactly two"):
        game.submit(ChooseSetup(SetupChoice(hand[0], (None, None, None), hand[1:2])))
    with pytest.raises(IllegalMove, match="dealt cards"):
        game.submit(ChooseSetup(SetupChoice(hand[0], (hand[0], None, None), hand[1:3])))
    game.submit(ChooseSetup(SetupChoice(hand[0], (hand[3], None, hand[4]), hand[1:3])))
    assert game.state.to_act == 2


def test_b_setup_4_choices_stay_secret_until_all_have_chosen() -> None:
    game = Game.new(2, seed=9)
    before = game.state
    events = game.submit(game.legal_moves()[0])
    assert type(seen_by(events[0], 2, before)).__name__ == "SetupChosenUnseen"
    assert seen_by(events[0], 1, before) == events[0]
    assert not game.state.graveyard
    _choose_all(game)
    assert len(game.state.graveyard) == 4
    assert all(seat.king is not None and not seat.king_up for seat in game.state.seats)


def test_b_setup_5_each_harvest_stack_is_a_face_up_card_under_a_face_down_one() -> None:
    game = Game.new(2, seed=9)
    _choose_all(game)
    assert [stack.up for stack in game.state.stacks] == [(True, False), (True, False)]


def test_b_setup_6_the_draft_follows_the_setup() -> None:
    game = Game.new(2, seed=9)
    _choose_all(game)
    assert game.state.phase is Phase.DRAFT and len(game.state.pool) == 12


def test_b_setup_7_the_first_drafter_names_the_starting_player() -> None:
    game = Game.new(3, seed=9, draft_order=(2, 3, 1))
    _choose_all(game)
    _draft(game)
    assert game.state.phase is Phase.START and game.state.to_act == 2
    game.submit(parse_move("start P3"))
    assert game.state.phase is Phase.PLAY and game.state.current == 3


def test_b_setup_7_without_a_draft_the_start_is_drawn() -> None:
    starters = set()
    for seed in range(12):
        game = Game.new(3, seed=seed, options=Options(basic=True))
        _choose_all(game)
        starters.add(game.state.current)
    assert starters == {1, 2, 3}


def test_b_draft_1_the_order_is_drawn_or_given() -> None:
    orders = {Game.new(4, seed=seed).state.draft_order for seed in range(10)}
    assert len(orders) > 1 and all(sorted(order) == [1, 2, 3, 4] for order in orders)
    assert Game.new(4, seed=1, draft_order=(4, 3, 2, 1)).state.draft_order == (4, 3, 2, 1)
    with pytest.raises(ValueError, match="draft order"):
        Game.new(3, seed=1, draft_order=(1, 1, 2))


def test_b_draft_3_nobody_chooses_his_own_heroes() -> None:
    game = Game.new(3, seed=2)
    _choose_all(game)
    given = _draft(game)
    assert all(chooser != receiver for chooser, receiver in given)
    assert all(len(seat.heroes) == 2 for seat in game.state.seats)


def test_b_draft_4_two_players_alternate() -> None:
    game = Game.new(2, seed=2, draft_order=(2, 1))
    _choose_all(game)
    assert _draft(game) == [(2, 1), (1, 2), (2, 1), (1, 2)]


def test_b_draft_4_three_players_need_one_pass() -> None:
    game = Game.new(3, seed=2, draft_order=(1, 2, 3))
    _choose_all(game)
    assert _draft(game) == [(1, 2), (1, 3), (2, 3), (2, 1), (3, 1), (3, 2)]


def test_b_draft_5_undrafted_heroes_form_the_pool() -> None:
    game = Game.new(4, seed=2)
    _choose_all(game)
    _draft(game)
    owned = {hero for seat in game.state.seats for hero in seat.heroes}
    assert set(game.state.pool) == set(Hero) - owned and len(game.state.pool) == 4


def test_b_draft_6_drafted_heroes_start_usable_with_their_figures() -> None:
    game = Game.new(6, seed=2)
    _choose_all(game)
    _draft(game)
    owners = {hero: seat for seat in game.state.seats for hero in seat.heroes}
    assert owners[Hero.BATTERY].battery_active
    assert (owners[Hero.MERCENARIES].mercs_ready, owners[Hero.MERCENARIES].mercs_supply) == (4, 4)
    assert owners[Hero.RESERVISTS].reserves_ready == 2
    assert owners[Hero.SABOTEURS].saboteurs_ready == 2
