"""Attacks, plunders, King attacks and prey (BAISCH.md §4, §6-§9)."""

from __future__ import annotations

import pytest

from regicide.games.baisch.engine import Attack as AttackMove
from regicide.games.baisch.engine import (
    IllegalMove,
    Options,
    Phase,
    TargetKind,
    full_deck,
    legal_moves,
    parse_card,
    view,
)
from tests.games.baisch.baisch_builders import game_at, kinds, plain, play, slot_text

BASIC = Options(basic=True)
STACKS = {"A": "5C^ 9Dv", "B": "3S^ 7Sv"}


def test_b_atk_1_three_kinds_of_attack() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["QH"]), plain("KCv", ["8Cv"]), plain("QDv")],
        options=BASIC,
        stacks=STACKS,
    )
    kinds_found = {m.target.kind for m in legal_moves(game.state) if isinstance(m, AttackMove)}
    assert kinds_found == {TargetKind.STACK, TargetKind.SLOT, TargetKind.KING}


def test_b_atk_2_a_card_attack_is_one_suit_summed() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["6H", "4H", "4S"]), plain("KCv", ["9Cv"])], options=BASIC
    )
    with pytest.raises(IllegalMove, match="one suit"):
        play(game, "attack P2.1 6H 4S")
    events = play(game, "attack P2.1 6H 4H")
    resolved = next(e for e in events if type(e).__name__ == "AttackResolved")
    assert resolved.attack_value == 10 and resolved.result == "won"


def test_b_atk_5_mercenaries_at_declaration_reservists_after_the_reveal() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv"], ["5H"]), "heroes": ["mercenaries", "reservists"]},
            plain("KCv", ["9Cv"]),
        ]
    )
    play(game, "attack P2.1 5H +merc 3")
    assert game.state.phase is Phase.RESERVE  # 8 against 9: not winning
    play(game, "reserve 2")
    assert parse_card("9C") in game.state.seat(1).hand


def test_b_atk_6_success_needs_strictly_more() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["9H"]), plain("KCv", ["9Cv"])], options=BASIC)
    events = play(game, "attack P2.1 9H")
    assert "SlotConquered" not in kinds(events)


def test_b_atk_7_the_pipeline_runs_in_order() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["10H"]), plain("KCv", ["9Cv"])], options=BASIC)
    names = kinds(play(game, "attack P2.1 10H"))
    expected = ["AttackDeclared", "SymbolSet", "AttackRevealed", "SlotRevealed"]
    assert names[:4] == expected
    assert names[4:] == ["AttackResolved", "SlotConquered", "AttackCardsDiscarded"]


def test_b_atk_8_figures_alone_are_no_attack() -> None:
    game = game_at([{**plain("KSv", ["2Dv"]), "heroes": ["mercenaries"]}, plain("KCv", ["9Cv"])])
    with pytest.raises(IllegalMove, match="needs a card"):
        play(game, "attack P2.1 +merc 4")


def test_b_plunder_2_the_top_card_defends_unseen_until_revealed() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["AH"]), plain("KCv", ["9Cv"])], options=BASIC, stacks=STACKS
    )
    assert view(game.state, 1).stacks[0] == (parse_card("5C"), None)
    events = play(game, "plunder A AH")
    assert kinds(events)[2] == "AttackRevealed" and kinds(events)[3] == "StackTopRevealed"


def test_b_plunder_6_a_plunder_is_no_attack_on_an_opponent() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["AH"]), {**plain("KCv", ["9Cv"]), "heroes": ["battery"]}],
        stacks=STACKS,
    )
    play(game, "plunder A AH")
    assert game.state.phase is Phase.PLAY and not game.state.usage.attacked
    assert game.state.usage.symbol is not None


def test_b_plunder_7_the_king_plunders_only_without_defence() -> None:
    game = game_at([plain("KSv", ["2Dv"]), plain("KCv", ["9Cv"])], options=BASIC, stacks=STACKS)
    with pytest.raises(IllegalMove, match="Plunder with your King only without defence cards"):
        play(game, "plunder A king")


def test_b_attack_1_a_fortified_pair_is_attacked_as_a_whole() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["QD"]), plain("KCv", ["7Hv 6Hv"])], options=BASIC)
    play(game, "attack P2.1 QD")  # 12 against 13
    assert slot_text(game, 2, 1) == "7H^ 6H^"


def test_b_attack_2_a_slot_defends_with_cards_jokers_and_mercenaries() -> None:
    game = game_at(
        [
            plain("KSv", ["2Dv"], ["5D"]),
            {
                "king": "KCv",
                "slots": [{"cards": "JKv", "mercs": 3}],
                "heroes": ["mercenaries"],
            },
        ]
    )
    events = play(game, "attack P2.1 5D")
    resolved = next(e for e in events if type(e).__name__ == "AttackResolved")
    assert resolved.defense_value == 4 and resolved.result == "won"


def test_b_attack_3_any_number_of_attacks_in_the_symbol() -> None:
    game = game_at(
        [plain("KSv", ["2Dv"], ["AH", "KH", "QH"]), plain("KCv", ["2Cv", "3Cv", "4Cv"])],
        options=BASIC,
    )
    play(game, "attack P2.1 AH", "attack P2.2 KH", "attack P2.3 QH")
    assert not game.state.seat(2).defense_cards


def test_b_king_3_the_king_turns_up_at_declaration_and_stays_up() -> None:
    game = game_at(
        [
            {**plain("KSv", []), "heroes": ["general"]},
            {**plain("QCv", ["3Sv"]), "heroes": ["battery"]},
        ]
    )
    play(game, "attack P2.1 king")
    assert game.state.phase is Phase.BATTERY and game.state.seat(1).king_up
    play(game, "block")
    assert game.state.seat(1).king_up and game.state.usage.king_attacked


def test_b_king_5_the_king_attacks_alone() -> None:
    game = game_at([plain("KSv", [], ["2S"]), plain("QCv", ["3Sv"])], options=BASIC)
    with pytest.raises(IllegalMove, match="alone"):
        play(game, "attack P2.1 king 2S")


def test_b_king_6_king_targets() -> None:
    game = game_at(
        [plain("KSv", []), plain("QCv", ["4Sv"]), plain("JDv")], options=BASIC, stacks=STACKS
    )
    king_moves = {m.target.kind for m in legal_moves(game.state) if getattr(m, "king", False)}
    assert king_moves == {TargetKind.STACK, TargetKind.SLOT, TargetKind.KING}


def test_b_king_8_a_harvest_joker_beats_a_joker_king() -> None:
    game = game_at(
        [plain("JKv", []), plain("QCv", ["3Sv"]), plain("JDv", ["4Sv"])],
        options=BASIC,
        stacks={"A": "5C^ JKv", "B": "3D^ 7Sv"},
    )
    play(game, "plunder A king")
    assert game.state.seat(1).out


def test_b_prey_1_prey_cannot_attack_be_placed_or_fuel() -> None:
    game = game_at(
        [
            {**plain("KSv", ["2Dv", None], ["5D"]), "heroes": ["spy"]},
            plain("KCv", ["JKv", "4Cv"]),
        ]
    )
    play(game, "attack P2.1 5D")
    for move in ("attack P2.2 JK", "place JK 2", "spy-extend JK", "joker draw mage"):
        with pytest.raises(IllegalMove):
            play(game, move)


def test_b_prey_2_taken_back_defence_is_usable_at_once() -> None:
    game = game_at([plain("KSv", ["9Hv"]), plain("KCv", ["8Cv"])], options=BASIC)
    play(game, "take 1", "attack P2.1 9H")
    assert parse_card("8C") in game.state.seat(1).hand


def test_b_prey_3_locks_end_with_the_turn() -> None:
    game = game_at([plain("KSv", ["2Dv"], ["9D"]), plain("KCv", ["8Cv", "3Cv"])], options=BASIC)
    play(game, "attack P2.1 9D")
    assert game.state.seat(1).locked
    play(game, "end")
    assert not game.state.seat(1).locked


def test_b_plunder_2_an_empty_stack_cannot_be_plundered() -> None:
    """D49: with the draw pile and the graveyard empty a plundered stack stays empty; a stack
    with no card has no top to beat, so it is no target."""
    placed = {"KS", "QD", "2C", "3C"}
    rest = [card.text for card in full_deck() if card.text not in placed]
    game = game_at(
        [plain("KS^", [], rest), plain("QD^")], options=BASIC, stacks={"A": "", "B": "2C^ 3Cv"}
    )
    assert not game.state.draw and not game.state.graveyard
    stacks = {
        m.target.index
        for m in legal_moves(game.state)
        if isinstance(m, AttackMove) and m.target.kind is TargetKind.STACK
    }
    assert stacks == {1}
    with pytest.raises(IllegalMove, match="empty"):
        play(game, "plunder A 5H")
