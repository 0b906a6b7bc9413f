"""The test scenarios T01-T39 of BAISCH.md §19, each named after its first rule and its T id.

Unless stated: two or three players, the start of P1's turn, no symbol, no heroes, P1 with a
defence card. Stacks bottom first, ^ face up, v face down.
"""

from __future__ import annotations

import pytest

from regicide.games.baisch.engine import (
    JOKER,
    Card,
    Game,
    Hero,
    IllegalMove,
    Options,
    Phase,
    Suit,
    full_deck,
    parse_card,
    parse_move,
    view,
)
from tests.games.baisch.baisch_builders import game_at, kinds, plain, play, slot_text, stack_text

BASIC = Options(basic=True)


def _card(text: str) -> Card:
    return parse_card(text)


def _stack_game(hand: list[str], *, king: str = "KSv", slots: list[str] | None = None) -> Game:
    return game_at(
        [plain(king, ["2Dv"] if slots is None else slots, hand), plain("KCv", ["8Cv"])],
        options=BASIC,
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )


def test_b_plunder_4_t01_a_won_plunder_takes_the_stack() -> None:
    game = _stack_game(["6H", "4H"])
    play(game, "plunder A 6H 4H")
    me = game.state.seat(1)
    assert {"5C", "9D"} <= {card.text for card in me.hand}
    assert not me.locked  # B-PREY-2: plunder winnings are usable at once
    assert [card.text for card in game.state.graveyard[-2:]] == ["6H", "4H"]
    assert stack_text(game, 1).startswith("3S^ 7Sv") and stack_text(game, 1).endswith("v")
    assert len(game.state.stacks[1].cards) == 3
    assert game.state.stacks[0].up == (True, False)
    assert game.state.usage.symbol is Suit.HEARTS


def test_b_plunder_5_t02_a_tie_fails_and_grows_the_stack() -> None:
    game = _stack_game(["5S", "4S"])
    play(game, "plunder A 5S 4S")
    assert stack_text(game, 0).startswith("5C^ 9D^") and len(game.state.stacks[0].cards) == 3
    assert game.state.stacks[0].up[-1] is False
    assert stack_text(game, 1) == "3S^ 7Sv"
    assert [card.text for card in game.state.graveyard[-2:]] == ["5S", "4S"]


def test_b_plunder_1_t03_one_plunder_a_turn() -> None:
    game = _stack_game(["5S", "4S", "QS"])
    play(game, "plunder A 5S 4S")
    with pytest.raises(IllegalMove, match="already plundered"):
        play(game, "plunder B QS")


def _joker_stack(hand: list[str], **seat: object) -> Game:
    me = plain("10Sv", [] if seat.get("no_defense") else ["2Dv"], hand)
    if seat.get("heroes"):
        me["heroes"] = seat["heroes"]
    return game_at(
        [me, plain("KCv", ["8Cv"]), plain("KDv", ["8Dv"])],
        options=Options() if seat.get("heroes") else BASIC,
        stacks={"A": "3C^ JKv", "B": "3S^ 7Sv"},
    )


@pytest.mark.parametrize(
    ("hand", "move", "extra"),
    [
        (["JK"], "plunder A JK", {}),
        (["KS", "QS", "JS"], "plunder A KS QS JS +merc 2", {"heroes": ["mercenaries"]}),
        ([], "plunder A king", {"no_defense": True}),
    ],
)
def test_b_plunder_3_t04_a_harvest_joker_is_never_beaten(
    hand: list[str], move: str, extra: dict[str, object]
) -> None:
    game = _joker_stack(hand, **extra)
    play(game, move)
    stack = game.state.stacks[0]
    assert stack.cards[1] is JOKER and stack.up[1] and not stack.up[2]
    assert game.state.seat(1).out is ("king" in move)  # B-KING-8: the King plunder is "lower"


def test_b_atk_3_t05_the_plunder_suit_binds_later_attacks() -> None:
    game = _stack_game(["5H", "9S", "9H"])
    play(game, "plunder A 5H")
    with pytest.raises(IllegalMove, match="symbol is H"):
        play(game, "attack P2.1 9S")
    play(game, "attack P2.1 9H")


def test_b_attack_5_t06_a_failed_attack_reveals_the_slot() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["8D"]), plain("KCv", ["8Cv"])], options=BASIC)
    play(game, "attack P2.1 8D")
    assert slot_text(game, 2, 1) == "8C^"
    assert game.state.graveyard[-1] == _card("8D")


def test_b_attack_4_t07_conquered_cards_are_locked_prey_until_next_turn() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["5D", "4D"]), "heroes": ["merchant"]},
            plain("KCv", ["8Cv", "3Hv"]),
        ]
    )
    play(game, "attack P2.1 5D 4D")
    assert _card("8C") in game.state.seat(1).locked
    for move in ("attack P2.2 8C", "place 8C 3", "merchant 8C"):
        with pytest.raises(IllegalMove):
            play(game, move)
    play(game, "end", "end reveal 2")
    play(game, "place 8C 3")  # B-PREY-3: an ordinary card from the next turn


def test_b_atk_4_t08_a_joker_wins_without_setting_the_symbol() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["JK", "3D"]), plain("KCv", [None, "ASv"])], options=BASIC
    )
    play(game, "attack P2.2 JK")
    assert _card("AS") in game.state.seat(1).locked
    assert game.state.usage.symbol is None
    play(game, "attack P2.king 3D")
    assert game.state.usage.symbol is Suit.DIAMONDS


def test_b_joker_2_t09_a_defending_joker_counts_one() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["2C"]), plain("KCv", [None, None, "JKv"])], options=BASIC
    )
    events = play(game, "attack P2.3 2C")
    assert "SlotConquered" in kinds(events)


def _king_game(king: str, target: str, *, players: int = 2, **me: object) -> Game:
    seat = {**plain(king, [], ["4H"]), **me}
    others = [plain("KCv", [target]), plain("KDv", ["8Dv"])][: players - 1]
    return game_at([seat, *others], options=Options() if "heroes" in me else BASIC)


def test_b_king_7_t10_a_lower_king_attack_eliminates_the_attacker() -> None:
    game = _king_game("7Sv", "9C^")
    play(game, "attack P2.1 king")
    assert game.state.seat(1).out
    assert {"7S", "4H"} <= {card.text for card in game.state.graveyard}
    assert game.outcome is not None and game.outcome.winners == (2,)


def test_b_king_7_t11_a_king_tie_leaves_the_attacker_in() -> None:
    game = _king_game("9Sv", "9C^")
    play(game, "attack P2.1 king")
    me = game.state.seat(1)
    assert not me.out and me.king_up and me.king == _card("9S")
    assert slot_text(game, 2, 1) == "9C^"
    assert game.state.usage.king_attacked and game.state.usage.attacked


def test_b_hero_res_4_t12_reservists_turn_a_king_attack_after_the_reveal() -> None:
    game = _king_game("8Sv", "9Dv", heroes=["reservists"])
    play(game, "attack P2.1 king")
    assert game.state.phase is Phase.RESERVE
    play(game, "reserve 2")
    me = game.state.seat(1)
    assert _card("9D") in me.locked and me.reserves_ready == 0 and me.king == _card("8S")


@pytest.mark.parametrize("warlord", [False, True])
def test_b_king_1_t13_a_king_attacks_only_without_defence(warlord: bool) -> None:
    heroes = ["warlord"] if warlord else []
    game = game_at(
        [
            {**plain("10Sv", ["2Dv"]), "heroes": heroes},
            plain("KCv", ["8Cv"]),
        ],
        options=Options() if warlord else BASIC,
    )
    with pytest.raises(IllegalMove):
        play(game, "plunder A king")
    if warlord:
        play(game, "attack P2.1 king")
    else:
        with pytest.raises(IllegalMove, match="without defence"):
            play(game, "attack P2.1 king")


def test_b_king_2_t14_one_king_attack_a_turn() -> None:
    game = game_at([{**plain("9Hv", ["2Dv"]), "heroes": ["warlord"]}, plain("KCv", ["9C^", "3Hv"])])
    play(game, "attack P2.1 king")
    with pytest.raises(IllegalMove, match="already attacked with your King"):
        play(game, "attack P2.2 king")


def test_b_king_4_t15_the_king_obeys_the_symbol() -> None:
    game = game_at([plain("10Sv", []), plain("KCv", ["8Cv"])], options=BASIC, symbol="H")
    with pytest.raises(IllegalMove, match="symbol is H"):
        play(game, "attack P2.1 king")


def test_b_attack_6_t16_a_won_king_assault_eliminates_and_spoils() -> None:
    game = game_at(
        [
            {**plain("2Sv", ["2Dv"], ["QH"]), "heroes": ["general"]},
            {"king": "JDv", "hand": ["3C", "4C", "5C"], "heroes": ["spy", "priest"]},
            plain("KDv", ["8Dv"]),
        ]
    )
    play(game, "attack P2.king QH")
    assert game.state.seat(2).out and game.state.phase is Phase.SPOILS
    assert {"3C", "4C", "5C", "JD"} <= {card.text for card in game.state.seat(1).locked}
    play(game, "spoil spy")
    me = game.state.seat(1)
    assert Hero.SPY in me.waiting and Hero.PRIEST in game.state.pool
    with pytest.raises(IllegalMove, match="next turn"):
        play(game, "spy P3.1")


def test_b_attack_6_t17_no_king_assault_while_a_defence_card_stands() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["QH"]), plain("KCv", ["8Cv"])], options=BASIC)
    with pytest.raises(IllegalMove, match="no defence card"):
        play(game, "attack P2.king QH")


def test_b_attack_7_t18_a_failed_assault_turns_the_king_up() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["10H"]), plain("QDv")], options=BASIC)
    play(game, "attack P2.king 10H")
    assert game.state.seat(2).king_up and not game.state.seat(2).out
    assert not game.state.seat(1).out


def test_b_reveal_1_t19_no_attack_means_a_reveal_of_choice() -> None:
    game = game_at(
        [plain("KSv", ["2Dv", None, "3Dv"], ["6H"]), plain("KCv", ["8Cv"])],
        options=BASIC,
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    play(game, "plunder A 6H")
    with pytest.raises(IllegalMove, match="name a face-down slot"):
        play(game, "end")
    with pytest.raises(IllegalMove):
        play(game, "end reveal 2")
    play(game, "end reveal 3")
    assert slot_text(game, 1, 3) == "3D^" and slot_text(game, 1, 1) == "2Dv"


def test_b_reveal_2_t20_with_every_defence_card_up_the_king_turns() -> None:
    game = game_at([plain("KSv", ["2D^"]), plain("KCv", ["8Cv"])], options=BASIC)
    play(game, "end")
    assert game.state.seat(1).king_up


@pytest.mark.parametrize("general", [False, True])
def test_b_def_4_t21_defence_actions_a_turn(general: bool) -> None:
    heroes = ["general"] if general else []
    game = game_at(
        [{**plain("KSv", ["2Dv", "3Dv", "4Dv"], ["5D"]), "heroes": heroes}, plain("KCv", ["8Cv"])]
    )
    play(game, "take 1", "place 5D 1")
    if not general:
        with pytest.raises(IllegalMove, match="already taken"):
            play(game, "take 2")
        return
    play(game, "take 2")
    with pytest.raises(IllegalMove, match="three defence actions"):
        play(game, "take 3")


def _battery_game() -> Game:
    return game_at(
        [
            {**plain("KSv", ["2Dv"], ["9C", "5C", "6C"]), "heroes": ["general"]},
            {**plain("KHv", ["3Cv", "10Dv"]), "heroes": ["battery"]},
        ]
    )


def test_b_hero_bat_3_t22_a_block_locks_the_cards_and_spends_the_tower() -> None:
    game = _battery_game()
    play(game, "attack P2.2 9C 5C")
    assert game.state.phase is Phase.BATTERY and game.state.to_act == 2
    play(game, "block")
    me = game.state.seat(1)
    assert slot_text(game, 2, 2) == "10Dv"
    assert sorted(card.text for card in me.locked) == ["5C", "9C"]
    assert game.state.usage.symbol is Suit.CLUBS
    play(game, "attack P2.1 6C")
    assert game.state.phase is Phase.PLAY  # not blockable: the tower is spent
    assert not game.state.seat(2).battery_active
    play(game, "end")
    assert game.state.seat(2).battery_active  # B-HERO-BAT-5


def test_b_atk_9_t23_a_blocked_attack_still_counts_for_the_reveal() -> None:
    game = _battery_game()
    play(game, "attack P2.2 9C 5C", "block", "end")
    assert not game.state.seat(1).slots[0].up[0]


@pytest.mark.parametrize(
    ("move", "won"),
    [("attack P2.1 KD", False), ("attack P2.1 AD", False), ("attack P2.1 AD 2D", True)],
)
def test_b_hero_fort_2_t24_a_fortified_pair_defends_as_a_whole(move: str, won: bool) -> None:
    game = game_at(
        [
            plain("KSv", ["3Sv"], ["KD", "AD", "2D"]),
            {
                "king": "KCv",
                "slots": [{"cards": "7Hv 6Hv", "mercs": 1}],
                "heroes": ["mercenaries", "fortified"],
            },
        ]
    )
    play(game, move)
    rival = game.state.seat(2)
    if won:
        assert {_card("7H"), _card("6H")} <= set(game.state.seat(1).locked)
        assert rival.mercs_supply == 4 and not rival.slots[0].cards
    else:
        assert slot_text(game, 2, 1) == "7H^ 6H^"


def test_b_hero_fort_1_t25_fortifying_wants_the_suit_once_a_turn() -> None:
    game = game_at(
        [
            {**plain("KSv", ["7Hv"], ["5S", "5H", "4H"]), "heroes": ["fortified"]},
            plain("KCv", ["8Cv"]),
        ]
    )
    with pytest.raises(IllegalMove, match="suit"):
        play(game, "fortify 5S 1")
    play(game, "fortify 5H 1")
    with pytest.raises(IllegalMove, match="this turn"):
        play(game, "fortify 4H 1")
    play(game, "take 1")
    assert {"7H", "5H"} <= {card.text for card in game.state.seat(1).hand}
    assert game.state.usage.takes == 1


def test_b_hero_spy_3_t26_three_reveals_with_the_extension() -> None:
    game = game_at(
        [
            {**plain("KSv", ["3Sv"], ["4C"]), "heroes": ["spy"]},
            plain("KCv", ["8Cv", "9Cv"]),
        ]
    )
    play(game, "spy P2.1", "spy-extend 4C", "spy P2.2", "spy P2.king")
    assert game.state.seat(2).king_up
    with pytest.raises(IllegalMove, match="no reveal left"):
        play(game, "spy P2.king")


def test_b_hero_spy_2_t27_on_a_pair_only_the_top_card_turns() -> None:
    game = game_at(
        [{**plain("KSv", ["3Sv"]), "heroes": ["spy"]}, plain("KCv", [None, None, "8Dv 2Dv"])]
    )
    play(game, "spy P2.3")
    assert slot_text(game, 2, 3) == "8Dv 2D^"


def test_b_hero_priest_1_t28_the_priest_draws_after_the_symbol() -> None:
    game = game_at(
        [
            {**plain("KSv", ["3Dv"], ["6H"]), "heroes": ["priest"]},
            plain("KCv", ["8Cv"], ["9S"]),
            plain("KDv", ["8Dv"], ["JK"]),
        ],
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    with pytest.raises(IllegalMove, match="symbol is set"):
        play(game, "priest P2")
    play(game, "plunder A 6H")
    events = play(game, "priest P2")
    assert events[-1].kept is False and game.state.seat(2).hand == (_card("9S"),)
    play(game, "priest P3")
    assert JOKER in game.state.seat(1).usable
    with pytest.raises(IllegalMove, match="done"):
        play(game, "priest P2")


def test_b_hero_sab_3_t29_a_besieged_slot_cannot_be_taken_back() -> None:
    game = game_at(
        [
            {**plain("KSv", ["3Sv"]), "heroes": ["saboteurs"]},
            plain("KCv", ["2Cv", None, "10Dv"]),
            plain("KDv", ["8Dv"], ["JD"]),
        ]
    )
    play(game, "sabotage P2.3", "end reveal 1")
    with pytest.raises(IllegalMove, match="Saboteur"):
        play(game, "take 3")
    play(game, "end reveal 1", "attack P2.3 JD")
    assert game.state.seat(1).saboteurs_ready == 2


def test_b_hero_mage_1_t30_the_mage_inverts_face_states() -> None:
    game = game_at(
        [
            {**plain("QSv", ["3Sv"]), "heroes": ["mage"]},
            plain("KCv", ["4Cv", "KS^"]),
        ]
    )
    play(game, "mage P2.2")
    assert game.state.graveyard[-1] == _card("KS")
    assert game.state.seat(2).slots[1].up == (False,)
    assert view(game.state, 1).player(2).slots[1].cards == (None,)
    with pytest.raises(IllegalMove, match="this turn"):
        play(game, "mage P2.1")
    play(game, "end reveal 1", "end reveal 2", "mage P2.1")
    assert game.state.graveyard[-1] == _card("4C")
    assert game.state.seat(2).slots[0].up == (True,)


def test_b_hero_lt_3_t31_lieutenant_cards_empty_the_defence_for_the_king() -> None:
    game = game_at(
        [
            {**plain("AHv", ["8Hv"], ["5H"]), "heroes": ["lieutenant"]},
            plain("KCv", ["QCv", "3S^"]),
        ]
    )
    play(game, "attack P2.1 8H@1 5H")
    assert _card("QC") in game.state.seat(1).locked
    play(game, "attack P2.2 king")
    assert game.state.seat(1).king_up


def test_b_hero_merc_3_t32_mercenaries_commit_place_and_recruit() -> None:
    game = game_at(
        [
            {**plain("KSv", ["3Sv"], ["7C"]), "heroes": ["mercenaries"]},
            {**plain("KCv", ["9Dv"], ["AS"])},
        ],
        options=Options(),
    )
    play(game, "attack P2.1 7C +merc 3")
    me = game.state.seat(1)
    assert _card("9D") in me.hand and me.mercs_ready == 1 and me.mercs_supply == 7
    play(game, "end merc 1:1")
    assert game.state.seat(1).slots[0].mercs == 1 and game.state.seat(1).mercs_ready == 0
    play(game, "end")  # P2 has no defence card left: no slot to reveal, his King turns up
    me = game.state.seat(1)
    assert (me.mercs_ready, me.slots[0].mercs, me.mercs_supply) == (4, 1, 3)
    play(game, "end reveal 1", "attack P1.1 AS")
    assert game.state.seat(1).mercs_supply == 4


def _hero_owners(p1: list[str]) -> list[dict[str, object]]:
    rest = [hero.value for hero in Hero if hero.value not in (*p1, "mage", "spy")]
    return [
        {**plain("KSv", ["3Sv"], ["JK", "JK"]), "heroes": p1},
        {**plain("KCv", ["8Cv"]), "heroes": rest},
        {**plain("KDv", ["8Dv"]), "heroes": ["spy"]},
    ]


def test_b_joker_4_t33_a_taken_hero_can_be_drawn_the_same_turn() -> None:
    game = game_at(_hero_owners(["general"]), pool=["mage"])
    play(game, "joker take P3 spy")
    assert Hero.SPY in game.state.pool
    play(game, "joker draw spy")
    assert Hero.SPY in game.state.seat(1).waiting
    with pytest.raises(IllegalMove, match="next turn"):
        play(game, "spy P2.1")
    play(game, "end reveal 1", "end reveal 1", "end reveal 1", "spy P2.king")


def test_b_joker_5_t34_a_conquered_joker_fuels_nothing_this_turn() -> None:
    game = game_at([plain("KSv", ["3Sv"], ["5D"]), plain("KCv", ["JKv", "4Cv"])], options=Options())
    play(game, "attack P2.1 5D")
    with pytest.raises(IllegalMove, match="usable"):
        play(game, "joker draw mage")
    play(game, "end", "end reveal 2", "joker draw mage")


def test_b_hero_merch_1_t35_the_merchant_draw_is_private() -> None:
    game = game_at(
        [{**plain("KSv", ["3Sv"], ["2C", "4C"]), "heroes": ["merchant"]}, plain("KCv", ["8Cv"])]
    )
    top = game.state.draw[0]
    play(game, "merchant 2C")
    assert game.state.graveyard[-1] == _card("2C")
    assert top in view(game.state, 1).hand
    assert top not in view(game.state, 2).player(1).known
    with pytest.raises(IllegalMove, match="traded"):
        play(game, "merchant 4C")


def test_b_deck_2_t36_an_empty_draw_pile_takes_the_shuffled_graveyard() -> None:
    graveyard = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH"]
    placed = {*graveyard, "5C", "9D", "3S", "7S", "KS", "2D", "QS", "KC", "8C"}
    rest = [card.text for card in full_deck() if card.text not in placed]
    game = game_at(
        [plain("KSv", ["2Dv"], ["QS"]), plain("KCv", ["8Cv"], rest)],
        options=BASIC,
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
        graveyard=graveyard,
        draw=[],
    )
    events = play(game, "plunder A QS")
    assert kinds(events).index("GraveyardReshuffled") < kinds(events).index("StackCovered")
    assert len(game.state.stacks[0].cards) == 2 and len(game.state.stacks[1].cards) == 3


def test_b_elim_2_t37_a_lost_king_attack_ends_the_turn_at_once() -> None:
    game = game_at([plain("7Sv", []), plain("KCv", ["9C^"]), plain("KDv", ["8Dv"])], options=BASIC)
    events = play(game, "attack P2.1 king")
    assert "TurnEnded" not in kinds(events)
    assert game.state.seat(1).out and game.state.current == 2 and game.outcome is None


def test_b_draft_2_t38_four_players_draft_in_the_given_order() -> None:
    game = Game.new(4, seed=3, draft_order=(3, 1, 4, 2))
    for seat in range(1, 5):
        choice = next(m for m in game.legal_moves())
        assert game.state.to_act == seat
        game.submit(choice)
    given = []
    while game.state.phase is Phase.DRAFT:
        events = game.submit(game.legal_moves()[0])
        given.append((events[0].chooser, events[0].receiver))
    assert given == [(3, 4), (3, 1), (3, 2), (1, 2), (1, 3), (1, 4), (4, 1), (4, 3)]
    assert all(len(seat.heroes) == 2 for seat in game.state.seats)


def test_b_king_7_t39_a_king_tie_on_a_stack_keeps_the_player_in() -> None:
    game = game_at(
        [plain("9Sv", []), plain("KCv", ["8Cv"])],
        options=BASIC,
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    play(game, "plunder A king")
    assert not game.state.seat(1).out
    assert stack_text(game, 0).startswith("5C^ 9D^") and not game.state.stacks[0].up[-1]
    assert stack_text(game, 1) == "3S^ 7Sv"
    with pytest.raises(IllegalMove):
        game.submit(parse_move("plunder B king"))
