"""The turn, the defence, the reveal, Jokers, eliminations and the end (BAISCH.md §5,
§10-§12, §14)."""

from __future__ import annotations

import pytest

from regicide.games.baisch.engine import (
    JOKER,
    TURN_LIMIT,
    DrawReason,
    EndTurn,
    GameDrawn,
    Hero,
    IllegalMove,
    Options,
    Phase,
    Resign,
    legal_moves,
    parse_card,
    view,
)
from tests.games.baisch.baisch_builders import game_at, idle_table, kinds, plain, play, slot_text

BASIC = Options(basic=True)


def test_b_turn_1_the_turn_start_resets_limits_and_recruits() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"]), "heroes": ["general"]},
            {
                **plain("KCv", ["3Dv"]),
                "heroes": ["battery", "reservists"],
                "waiting": ["mercenaries"],
                "battery": False,
                "reserves": 1,
            },
        ],
        symbol="H",
        used={"plundered": True, "takes": 1},
    )
    events = play(game, "end reveal 1")
    assert kinds(events)[-4:] == [
        "TurnBegan",
        "HeroesAwakened",
        "BatteryRecharged",
        "FiguresRecruited",
    ]
    rival = game.state.seat(2)
    assert game.state.usage.symbol is None and not game.state.usage.plundered
    assert rival.battery_active and rival.reserves_ready == 3 and Hero.MERCENARIES in rival.heroes
    assert rival.mercs_ready == 4  # B-HERO-MERC-3: no recruitment in its first usable turn


def test_b_turn_2_actions_interleave_in_any_order() -> None:
    game = game_at(
        [plain("KSv", ["2Dv", None], ["6H", "4H", "9H"]), plain("KCv", ["8Cv"])],
        options=BASIC,
        stacks={"A": "5C^ 9Dv", "B": "3S^ 7Sv"},
    )
    play(game, "place 4H 2", "plunder A 6H", "take 2", "attack P2.1 9H")
    assert game.state.usage.plundered and game.state.usage.attacked


def test_b_turn_3_the_turn_ends_only_by_end_turn() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["3H"]), plain("KCv", ["8Cv"])], options=BASIC)
    play(game, "attack P2.1 3H")
    assert game.state.current == 1
    play(game, "end")
    assert game.state.current == 2


def test_b_turn_4_end_turn_places_mercenaries_then_reveals() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv", "3Dv"]), "heroes": ["mercenaries"]},
            plain("KCv", ["8Cv"]),
        ]
    )
    events = play(game, "end merc 1:2 2:1 reveal 2")
    assert kinds(events)[:2] == ["TurnEnded", "DefenseRevealed"]
    slots = game.state.seat(1).slots
    assert (slots[0].mercs, slots[1].mercs, slots[1].up) == (2, 1, (True,))
    assert game.state.current == 2 and kinds(events)[2] == "TurnBegan"


def test_b_turn_5_doing_nothing_is_legal() -> None:
    game = game_at([plain("KSv", ["2Dv"]), plain("KCv", ["8Cv"])], options=BASIC)
    assert EndTurn((), 1) in legal_moves(game.state)
    play(game, "end reveal 1")


def test_b_turn_6_the_battery_decision_is_the_only_out_of_turn_one() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["9C"]), {**plain("KCv", ["3Cv"]), "heroes": ["battery"]}]
    )
    play(game, "attack P2.1 9C")
    assert game.state.to_act == 2 and game.state.current == 1
    assert view(game.state, 2).legal_moves and not view(game.state, 1).legal_moves
    with pytest.raises(IllegalMove):
        play(game, "end")


def test_b_turn_7_the_next_player_is_the_next_seat_in_the_game() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"]), plain("KCv", ["3Dv"]), plain("KDv", ["4Dv"])], options=BASIC
    )
    play(game, "end reveal 1")
    assert game.state.current == 2


def test_b_def_1_three_slots_each_empty_single_or_pair() -> None:
    game = game_at([plain("KSv", ["2Dv", "7Hv 6Hv"]), plain("KCv", ["3Dv"])], options=BASIC)
    sizes = [len(slot.cards) for slot in game.state.seat(1).slots]
    assert sizes == [1, 2, 0]


def test_b_def_2_taking_back_a_slot_and_not_a_besieged_one() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv", {"cards": "3Dv", "saboteur": 2}]), "heroes": ["general"]},
            {**plain("KCv", ["4Dv"]), "heroes": ["saboteurs"], "saboteurs": 1},
        ]
    )
    with pytest.raises(IllegalMove, match="Saboteur"):
        play(game, "take 2")
    play(game, "take 1")
    assert parse_card("2D") in game.state.seat(1).hand


def test_b_def_3_placing_is_always_face_down() -> None:
    game = game_at([plain("KSv", ["9H^"]), plain("KCv", ["8Cv"])], options=BASIC)
    play(game, "take 1")
    assert parse_card("9H") in game.state.seat(1).public
    game2 = game_at([{**plain("KSv", ["9H^"]), "heroes": ["general"]}, plain("KCv", ["8Cv"])])
    play(game2, "take 1", "place 9H 2")
    assert slot_text(game2, 1, 2) == "9Hv" and not game2.state.seat(1).public


def test_b_def_5_a_player_sees_his_own_face_down_cards() -> None:
    game = game_at([plain("KSv", ["2Dv"]), plain("KCv", ["8Cv"])], options=BASIC)
    mine = view(game.state, 1).me
    assert mine.slots[0].cards == (parse_card("2D"),) and mine.king == parse_card("KS")
    assert view(game.state, 2).player(1).slots[0].cards == (None,)


def test_b_reveal_3_revealed_cards_stay_up_until_they_leave() -> None:
    game = game_at([plain("KSv", ["2Dv", "3Dv"]), plain("KCv", ["8Cv"])], options=BASIC)
    play(game, "end reveal 1", "end reveal 1", "end reveal 2")
    assert game.state.seat(1).slots[0].up == (True,) and game.state.seat(1).slots[1].up == (True,)


def test_b_joker_1_a_joker_attacks_fuels_defends_or_reigns() -> None:
    game = game_at([plain("JKv", ["JKv"], ["JK"]), plain("KCv", ["8Cv"])])
    moves = {type(move).__name__ for move in legal_moves(game.state)}
    assert {"Attack", "JokerDrawHero"} <= moves
    play(game, "attack P2.1 JK")
    assert game.state.seat(1).king is JOKER


def test_b_joker_3_drawing_a_hero_needs_a_hero_in_the_pool() -> None:
    owned = [hero.value for hero in Hero]
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["JK"]), "heroes": owned[:6]},
            {**plain("KCv", ["8Cv"]), "heroes": owned[6:]},
        ]
    )
    assert not game.state.pool
    with pytest.raises(IllegalMove, match="not in the pool"):
        play(game, "joker draw spy")
    play(game, "joker take P2 mage", "end reveal 1")
    assert Hero.MAGE in game.state.pool


def test_b_joker_6_a_joker_always_matches_for_the_priest() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["6H"]), "heroes": ["priest"]},
            plain("KCv", ["8Cv"], ["JK"]),
        ],
        symbol="S",
    )
    events = play(game, "priest P2")
    assert events[-1].kept  # type: ignore[union-attr]


def test_b_elim_1_the_assault_spoils_go_to_the_attacker() -> None:
    game = game_at(
        [
            plain("KSv", ["2Dv"], ["AH"]),
            {"king": "QDv", "hand": ["3C", "4C"], "heroes": ["spy"]},
            plain("KDv", ["8Dv"]),
        ]
    )
    play(game, "attack P2.king AH")
    me = game.state.seat(1)
    assert {"3C", "4C", "QD"} <= {card.text for card in me.locked}
    assert Hero.SPY in me.waiting and game.state.phase is Phase.PLAY  # one hero: no choice


def test_b_elim_3_the_eliminated_cannot_be_targeted() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["AH"]), {"out": True}, plain("KDv", ["8Dv"])],
        options=BASIC,
        eliminated=[2],
    )
    with pytest.raises(IllegalMove, match="still in the game"):
        play(game, "attack P2.king AH")


def test_b_elim_4_resigning_is_falling() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["AH"]), plain("KCv", ["8Cv"]), plain("KDv", ["8Dv"])],
        options=BASIC,
    )
    game.submit(Resign())
    assert game.state.seat(1).out and game.state.current == 2
    assert {"KS", "2D", "AH"} <= {card.text for card in game.state.graveyard}


def test_b_win_1_the_last_player_standing_wins() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["AH"]), plain("QDv")], options=BASIC)
    play(game, "attack P2.king AH")
    assert game.outcome is not None and game.outcome.winners == (1,)
    assert game.outcome.places == (2,) and game.state.phase is Phase.OVER
    assert not legal_moves(game.state)


def test_b_win_2_the_third_repetition_draws_the_game() -> None:
    game = idle_table()
    events = play(game, "end", "end", "end", "end")
    assert "GameDrawn" not in kinds(events) and game.outcome is None
    events = play(game, "end")
    drawn = events[-1]
    assert isinstance(drawn, GameDrawn) and drawn.reason is DrawReason.REPETITION
    assert game.state.phase is Phase.OVER and game.state.drawn == (1, 2)
    assert game.outcome is not None and game.outcome.winners == () and game.outcome.drawn == (1, 2)
    assert not legal_moves(game.state)


def test_b_win_2_a_changed_position_is_no_repetition() -> None:
    game = idle_table()
    play(game, "end", "end", "place 2H 1", "end reveal 1", "end", "take 1", "end", "end")
    assert game.outcome is None


def test_b_win_3_the_400th_turn_ends_the_game_in_a_draw() -> None:
    game = idle_table(turn=TURN_LIMIT - 1)
    play(game, "end")
    assert game.state.turn == TURN_LIMIT and game.outcome is None
    events = play(game, "end")
    drawn = events[-1]
    assert isinstance(drawn, GameDrawn) and drawn.reason is DrawReason.TURNS
    assert game.state.drawn == (1, 2) and game.state.turn == TURN_LIMIT


def test_b_win_3_the_eliminated_keep_their_places_in_a_draw() -> None:
    seats = [plain("KS^", [], ["2H"]), plain("QD^", [], ["3C"]), plain("9C^", [], ["AH"])]
    game = game_at(seats, options=BASIC, turn=TURN_LIMIT - 1, current=3)
    play(game, "attack P1.king AH", "end", "end")
    assert game.state.drawn == (2, 3) and game.outcome is not None
    assert game.outcome.places == (1,)
