"""The twelve heroes (BAISCH.md §13)."""

from __future__ import annotations

import pytest

from regicide.games.baisch.engine import (
    Hero,
    IllegalMove,
    NotationError,
    Phase,
    parse_card,
    view,
)
from tests.games.baisch.baisch_builders import game_at, kinds, plain, play, slot_text


def test_b_hero_1_ownership_figures_and_usage_are_public() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"]), "heroes": ["mercenaries", "spy"]},
            {**plain("KCv", ["3Dv"]), "heroes": ["battery"]},
        ]
    )
    seen = view(game.state, 2).player(1)
    assert seen.heroes == (Hero.MERCENARIES, Hero.SPY) and seen.mercs_ready == 4
    assert view(game.state, 1).player(2).battery_active
    assert Hero.MAGE in view(game.state, 2).pool


def test_b_hero_2_a_received_hero_waits_for_the_next_turn() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["JK", "5C"]), {**plain("KCv", ["3Dv"])}])
    play(game, "joker draw battery")
    assert Hero.BATTERY in game.state.seat(1).waiting
    game2 = game_at(
        [
            plain("KSv", ["2Dv"], ["9C"]),
            {**plain("KCv", ["3Dv"]), "waiting": ["battery"]},
        ]
    )
    play(game2, "attack P2.1 9C")
    assert game2.state.phase is Phase.PLAY  # a waiting tower cannot block


def test_b_hero_3_abilities_in_any_order_within_their_limits() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["3C", "4C"]), "heroes": ["merchant", "spy"]},
            plain("KCv", ["8Cv", "9Cv"]),
        ]
    )
    play(game, "spy P2.1", "merchant 3C", "spy-extend 4C", "spy P2.2")
    with pytest.raises(IllegalMove):
        play(game, "merchant 2D")


def test_b_hero_4_a_taken_hero_loses_its_figures() -> None:
    game = game_at(
        [
            plain("KSv", ["2Dv"], ["JK"]),
            {
                "king": "KCv",
                "slots": [{"cards": "8Cv", "mercs": 2}],
                "heroes": ["mercenaries"],
                "mercs": [3, 3],
            },
        ]
    )
    play(game, "joker take P2 mercenaries")
    rival = game.state.seat(2)
    assert (rival.mercs_ready, rival.mercs_supply, rival.slots[0].mercs) == (0, 0, 0)
    assert Hero.MERCENARIES in game.state.pool


def test_b_hero_merc_1_four_ready_four_in_the_supply() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["mercenaries"]}, plain("KCv", ["3Dv"])])
    assert (game.state.seat(1).mercs_ready, game.state.seat(1).mercs_supply) == (4, 4)


def test_b_hero_merc_2_ready_figures_stay_ready() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"]), "heroes": ["mercenaries"], "mercs": [2, 6]},
            plain("KCv", ["3Dv"]),
        ]
    )
    play(game, "end reveal 1", "end reveal 1")
    assert game.state.seat(1).mercs_ready == 6  # 2 kept + 4 recruited


def test_b_hero_merc_4_committed_figures_go_back_to_the_supply_even_when_blocked() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["9C"]), "heroes": ["mercenaries"]},
            {**plain("KCv", ["3Dv"]), "heroes": ["battery"]},
        ]
    )
    play(game, "attack P2.1 9C +merc 3", "block")
    assert (game.state.seat(1).mercs_ready, game.state.seat(1).mercs_supply) == (1, 7)


def test_b_hero_merc_5_mercenaries_are_placed_on_occupied_slots_at_the_end() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["mercenaries"]}, plain("KCv", ["3Dv"])])
    with pytest.raises(IllegalMove, match="occupied"):
        play(game, "end merc 2:1 reveal 1")
    play(game, "end merc 1:4 reveal 1")
    assert game.state.seat(1).slots[0].mercs == 4


def test_b_hero_merc_6_mercenaries_of_a_taken_back_slot_are_ready_again() -> None:
    game = game_at(
        [
            {
                **plain("KSv", [{"cards": "2Dv", "mercs": 2}]),
                "heroes": ["mercenaries"],
                "mercs": [2, 4],
            },
            plain("KCv", ["3Dv"]),
        ]
    )
    play(game, "take 1")
    assert game.state.seat(1).mercs_ready == 4


def test_b_hero_spy_1_one_reveal_a_turn_for_everybody() -> None:
    game = game_at(
        [{**plain("KSv", ["2Dv"]), "heroes": ["spy"]}, plain("KCv", ["8Cv", "9Cv"]), plain("KDv")]
    )
    play(game, "spy P2.1")
    assert view(game.state, 3).player(2).slots[0].cards == (parse_card("8C"),)
    with pytest.raises(IllegalMove, match="no reveal left"):
        play(game, "spy P2.2")


def test_b_hero_spy_4_the_king_only_without_face_down_defence() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["spy"]}, plain("KCv", ["8C^", "9Cv"])])
    with pytest.raises(IllegalMove, match="no defence card is face down"):
        play(game, "spy P2.king")


def test_b_hero_gen_1_three_defence_actions_in_any_mix() -> None:
    game = game_at(
        [
            {**plain("KSv", [None, None, None], ["2C", "3C", "4C"]), "heroes": ["general"]},
            plain("KCv", ["8Cv"]),
        ]
    )
    play(game, "place 2C 1", "place 3C 2", "place 4C 3")
    with pytest.raises(IllegalMove):
        play(game, "take 1")


def test_b_hero_bat_1_the_defender_sees_the_attack_but_not_its_cards() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C", "5C"]), {**plain("KCv", ["3Dv"]), "heroes": ["battery"]}]
    )
    play(game, "attack P2.1 9C 5C")
    seen = view(game.state, 2).attack
    assert seen is not None and seen.cards == (None, None) and game.state.usage.symbol


def test_b_hero_bat_2_allow_lets_the_attack_go_on() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C"]), {**plain("KCv", ["3Dv"]), "heroes": ["battery"]}]
    )
    events = play(game, "attack P2.1 9C", "allow")
    assert "SlotConquered" in kinds(events) and game.state.seat(2).battery_active


def test_b_hero_bat_4_blocked_lieutenant_cards_go_back_to_their_slots_locked() -> None:
    game = game_at(
        [
            {**plain("KSv", ["9Cv", "2Dv"]), "heroes": ["lieutenant"]},
            {**plain("KCv", ["3Dv"]), "heroes": ["battery"]},
        ]
    )
    play(game, "attack P2.1 9C@1", "block")
    assert slot_text(game, 1, 1) == "9Cv" and game.state.seat(1).slots[0].locked
    with pytest.raises(IllegalMove, match="locked"):
        play(game, "attack P2.1 9C@1")


def test_b_hero_bat_5_one_block_between_two_own_turns() -> None:
    game = game_at(
        [
            plain("KSv", ["2Dv"], ["9C", "8C"]),
            {**plain("KCv", ["3Dv", "4Dv"]), "heroes": ["battery"]},
        ]
    )
    play(game, "attack P2.1 9C", "block", "attack P2.2 8C")
    assert game.state.phase is Phase.PLAY


def test_b_hero_bat_6_plunders_and_hero_actions_are_not_blockable() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["AH"]), "heroes": ["spy", "mage"]},
            {**plain("KCv", ["3Dv", "4Dv"]), "heroes": ["battery"]},
        ],
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    play(game, "plunder A AH", "spy P2.1", "mage P2.2")
    assert game.state.phase is Phase.PLAY and game.state.seat(2).battery_active


def test_b_hero_priest_2_two_draws_a_turn_from_chosen_opponents() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"]), "heroes": ["priest"]},
            plain("KCv", ["3Dv"], ["4S"]),
            plain("KDv", ["4Dv"], ["5S"]),
        ],
        symbol="H",
    )
    play(game, "priest P2", "priest P3")
    with pytest.raises(IllegalMove, match="done"):
        play(game, "priest P2")
    assert game.state.seat(2).peeks == ((1, parse_card("4S")),)
    assert parse_card("4S") in view(game.state, 1).player(2).known
    assert parse_card("4S") not in view(game.state, 3).player(2).known


def test_b_hero_priest_3_a_match_is_kept_and_ends_the_priest() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"]), "heroes": ["priest"]},
            plain("KCv", ["3Dv"], ["4H"]),
        ],
        symbol="H",
    )
    play(game, "priest P2")
    assert parse_card("4H") in game.state.seat(1).usable
    with pytest.raises(IllegalMove, match="done"):
        play(game, "priest P2")


def test_b_hero_res_1_two_ready_two_in_the_supply() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["reservists"]}, plain("KCv", ["3Dv"])])
    assert game.state.seat(1).reserves_ready == 2


def test_b_hero_res_2_ready_reservists_stay_ready() -> None:
    game = game_at(
        [{**plain("KSv", ["2Dv"]), "heroes": ["reservists"], "reserves": 3}, plain("KCv", ["3Dv"])]
    )
    play(game, "end reveal 1")
    assert game.state.seat(1).reserves_ready == 3


def test_b_hero_res_3_recruiting_never_passes_four_ready() -> None:
    game = game_at(
        [{**plain("KSv", ["2Dv"]), "heroes": ["reservists"], "reserves": 3}, plain("KCv", ["3Dv"])]
    )
    play(game, "end reveal 1", "end reveal 1")
    assert game.state.seat(1).reserves_ready == 4


def test_b_hero_res_5_reservists_do_not_defend() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["QH"]), {"king": "JDv", "heroes": ["reservists"]}])
    play(game, "attack P2.king QH")
    assert game.state.seat(2).out


def test_b_hero_lt_1_defence_cards_join_hand_cards_in_one_suit() -> None:
    game = game_at(
        [
            {
                **plain("KSv", ["8Hv", {"cards": "7Hv", "saboteur": 2}], ["5H"]),
                "heroes": ["lieutenant"],
            },
            {**plain("KCv", ["QCv"]), "heroes": ["saboteurs"], "saboteurs": 1},
        ]
    )
    with pytest.raises(IllegalMove, match="sabotaged"):
        play(game, "attack P2.1 7H@2")
    play(game, "attack P2.1 8H@1 5H")
    assert not game.state.seat(1).slots[0].cards


def test_b_hero_lt_2_using_a_pair_bottom_leaves_the_top_card() -> None:
    game = game_at([{**plain("KSv", ["8Hv 6H^"]), "heroes": ["lieutenant"]}, plain("KCv", ["3Cv"])])
    play(game, "attack P2.1 8H@1")
    assert slot_text(game, 1, 1) == "6H^"


def test_b_hero_sab_1_saboteurs_sit_on_occupied_enemy_slots_one_each() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["saboteurs"]}, plain("KCv", ["3Dv"])])
    with pytest.raises(IllegalMove, match="holds no card"):
        play(game, "sabotage P2.2")
    play(game, "sabotage P2.1")
    with pytest.raises(IllegalMove, match="already sits"):
        play(game, "sabotage P2.1")


def test_b_hero_sab_2_a_recalled_saboteur_is_ready_at_once() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["saboteurs"]}, plain("KCv", ["3Dv"])])
    play(game, "sabotage P2.1", "recall P2.1")
    assert game.state.seat(1).saboteurs_ready == 2


def test_b_hero_sab_4_a_mage_replacement_frees_the_saboteur() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"]), "heroes": ["saboteurs", "mage"]},
            plain("KCv", ["3Dv"]),
        ]
    )
    play(game, "sabotage P2.1", "mage P2.1")
    assert game.state.seat(1).saboteurs_ready == 2 and not game.state.seat(2).slots[0].saboteur


def test_b_hero_fort_3_the_no_attack_reveal_turns_both_cards() -> None:
    game = game_at([plain("KSv", ["7Hv 6Hv"]), plain("KCv", ["3Dv"])])
    play(game, "end reveal 1")
    assert slot_text(game, 1, 1) == "7H^ 6H^"


def test_b_hero_fort_4_a_pair_is_taken_back_in_one_action() -> None:
    game = game_at([plain("KSv", ["7Hv 6Hv"]), plain("KCv", ["3Dv"])])
    play(game, "take 1")
    assert game.state.usage.takes == 1 and len(game.state.seat(1).hand) == 2


def test_b_hero_mage_2_not_on_own_slots_or_kings() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["mage"]}, plain("KCv", ["3Dv"])])
    with pytest.raises(IllegalMove, match="opponent"):
        play(game, "mage P1.1")
    with pytest.raises(NotationError):
        play(game, "mage P2.king")


def test_b_hero_war_1_the_warlord_attacks_with_the_king_behind_defence() -> None:
    game = game_at([{**plain("AHv", ["2Dv"]), "heroes": ["warlord"]}, plain("KCv", ["3Dv"])])
    play(game, "attack P2.1 king")
    assert parse_card("3D") in game.state.seat(1).hand


def test_b_hero_war_2_the_warlord_king_still_obeys_the_symbol() -> None:
    game = game_at(
        [{**plain("AHv", ["2Dv"]), "heroes": ["warlord"]}, plain("KCv", ["3Dv"])], symbol="S"
    )
    with pytest.raises(IllegalMove, match="symbol"):
        play(game, "attack P2.1 king")
