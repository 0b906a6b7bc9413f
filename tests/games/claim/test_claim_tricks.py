"""Tricks (CLAIM.md §4, §7): who may play what, who wins and why, who leads next.
Scenarios T-01..T-12 and T-42 of §14."""

from __future__ import annotations

import pytest

from regicide.games.claim.engine import (
    CardPlayed,
    IllegalMove,
    TrickBegan,
    TrickWon,
    Verdict,
    judge,
    parse_card,
)
from tests.games.claim.claim_builders import legal, play, table


def winner_of(lead_hand: str, follow_hand: str, lead: str, follow: str, phase: int = 1) -> int:
    """Seat 1 leads `lead`, seat 2 follows `follow`: the seat that wins the trick."""
    _, state = play(table(lead_hand, follow_hand, phase=phase), lead, follow)
    return state.winner if state.winner else state.leader


def won_by(events: list[object]) -> int:
    return next(event.seat for event in events if isinstance(event, TrickWon))


# --- the scenarios of §14 ------------------------------------------------------------------------


def test_t_01_holding_goblins_the_follower_must_play_a_goblin() -> None:
    _, state = play(table("GOB4", "GOB7 KNI9 UND2"), "GOB4")
    assert legal(state) == ["GOB7"]


def test_t_02_a_doppelganger_may_always_follow() -> None:
    _, state = play(table("GOB4", "GOB7 DOP1 KNI9"), "GOB4")
    assert legal(state) == ["DOP1", "GOB7"]


def test_t_03_a_doppelganger_counts_as_the_led_goblin_and_wins_higher() -> None:
    events, _ = play(table("GOB4", "DOP6"), "GOB4", "DOP6")
    assert won_by(events) == 2


def test_t_04_a_doppelganger_tie_goes_to_the_leader() -> None:
    events, _ = play(table("GOB5", "DOP5"), "GOB5", "DOP5")
    assert won_by(events) == 1


def test_t_05_two_goblin_zeros_the_leader_wins() -> None:
    events, _ = play(table("GOB0", "GOB0"), "GOB0a", "GOB0b")
    assert won_by(events) == 1


def test_t_06_a_doppelganger_lead_must_be_followed_by_a_doppelganger() -> None:
    state = table("DOP3", "DOP1 GOB9 KNI9")
    _, after_lead = play(state, "DOP3")
    assert legal(after_lead) == ["DOP1"]
    events, _ = play(state, "DOP3", "DOP1")
    assert won_by(events) == 1


@pytest.mark.parametrize("follow", ["GOB9", "KNI9"])
def test_t_07_without_a_doppelganger_any_card_follows_and_loses(follow: str) -> None:
    state = table("DOP3", "GOB9 KNI9")
    _, after_lead = play(state, "DOP3")
    assert legal(after_lead) == ["GOB9", "KNI9"]
    events, _ = play(state, "DOP3", follow)
    assert won_by(events) == 1


def test_t_08_a_knight_beats_a_led_goblin_whatever_the_values() -> None:
    events, _ = play(table("GOB9", "KNI2 UND5"), "GOB9", "KNI2")
    assert won_by(events) == 2


def test_t_09_a_goblin_holder_may_not_play_a_knight() -> None:
    _, state = play(table("GOB9", "GOB0 KNI9"), "GOB9")
    with pytest.raises(IllegalMove, match="Goblins were led"):
        play(state, "KNI9")


def test_t_10_a_goblin_on_a_knight_lead_is_off_faction_and_loses() -> None:
    events, _ = play(table("KNI2", "GOB9 UND1"), "KNI2", "GOB9")
    assert won_by(events) == 1


def test_t_11_a_doppelganger_has_no_knight_power() -> None:
    events, _ = play(table("GOB3", "DOP2 KNI9"), "GOB3", "DOP2")
    assert won_by(events) == 1


def test_t_12_an_off_faction_nine_loses_to_a_led_three() -> None:
    events, _ = play(table("UND3", "DWA9 GOB1"), "UND3", "DWA9")
    assert won_by(events) == 1


def test_t_42_the_knight_power_holds_in_phase_two() -> None:
    events, state = play(table("GOB9", "KNI3 UND1", phase=2), "GOB9", "KNI3")
    assert won_by(events) == 2
    assert sorted(map(str, state.score(2))) == ["GOB9", "KNI3"]


# --- the rules ---------------------------------------------------------------------------------


def test_c_conv_1_a_card_is_a_faction_code_and_a_value() -> None:
    card = parse_card("kni7")
    assert (card.faction, card.value, str(card)) == ("KNI", 7, "KNI7")
    assert parse_card("GOB0c") == parse_card("GOB0")


def test_c_conv_2_the_seats_are_one_and_two_and_play_alternates() -> None:
    events, _ = play(table("UND1 UND2", "UND3 UND4", leader=2), "UND3", "UND1")
    assert [event.seat for event in events if isinstance(event, CardPlayed)] == [2, 1]


def test_c_conv_3_the_leader_plays_first_and_sets_the_led_faction() -> None:
    _, state = play(table("KNI5", "GOB1 KNI2"), "KNI5")
    assert state.led == "KNI"
    assert state.to_act == 2
    with pytest.raises(IllegalMove):
        play(state, "GOB1")


def test_c_conv_4_a_doppelganger_counts_as_led_but_keeps_its_faction() -> None:
    _, state = play(table("UND5", "DOP7", phase=2), "UND5", "DOP7")
    assert [str(card) for card in state.score(2)] == ["UND5", "DOP7"]


def test_c_conv_5_printed_values_decide_in_the_base_game() -> None:
    assert judge(parse_card("DWA4"), parse_card("DWA5")) is Verdict.HIGHER
    assert judge(parse_card("DWA5"), parse_card("DWA4")) is Verdict.LOWER


def test_c_trick_1_each_seat_plays_one_card_face_up() -> None:
    events, state = play(table("GOB1 GOB2", "GOB3 GOB4"), "GOB1", "GOB3")
    played = [event for event in events if isinstance(event, CardPlayed)]
    assert [(event.seat, str(event.card)) for event in played] == [(1, "GOB1"), (2, "GOB3")]
    assert [len(hand) for hand in state.hands] == [1, 1]


def test_c_trick_2_the_leader_may_lead_any_card() -> None:
    assert legal(table("DOP1 DWA2 GOB3 KNI4 UND5", "GOB9")) == [
        "DOP1",
        "DWA2",
        "GOB3",
        "KNI4",
        "UND5",
    ]


def test_c_trick_3_a_void_follower_may_play_anything() -> None:
    _, state = play(table("UND4", "DWA1 GOB2 KNI3"), "UND4")
    assert legal(state) == ["DWA1", "GOB2", "KNI3"]


def test_c_trick_4_doppelgangers_led_follow_like_any_faction() -> None:
    _, state = play(table("DOP5", "DOP1 DOP9 UND9"), "DOP5")
    assert legal(state) == ["DOP1", "DOP9"]


def test_c_trick_5_the_order_knight_then_higher_led_then_leader() -> None:
    assert judge(parse_card("GOB9"), parse_card("KNI2")) is Verdict.KNIGHT
    assert judge(parse_card("GOB2"), parse_card("GOB3")) is Verdict.HIGHER
    assert judge(parse_card("GOB3"), parse_card("UND9")) is Verdict.OFF_FACTION
    assert not Verdict.OFF_FACTION.follower_wins


def test_c_trick_6_equal_values_go_to_the_leader() -> None:
    assert winner_of("UND6", "UND1 DOP6", "UND6", "DOP6") == 1
    assert judge(parse_card("GOB0"), parse_card("GOB0")) is Verdict.TIE


def test_c_trick_7_an_off_faction_card_never_wins() -> None:
    assert winner_of("DWA0", "UND9", "DWA0", "UND9") == 1


def test_c_trick_8_the_winner_leads_the_next_trick() -> None:
    events, state = play(table("GOB2 UND1", "GOB6 UND2", deck="DOP0 DOP1 DOP2"), "GOB2", "GOB6")
    assert [event for event in events if isinstance(event, TrickBegan)] == [TrickBegan(2, 2)]
    assert state.to_act == 2


def test_c_trick_9_cards_keep_their_printed_faction_after_the_trick() -> None:
    _, state = play(table("DWA2", "DOP6", phase=2), "DWA2", "DOP6")
    assert [str(card) for card in state.score(2)] == ["DOP6"]
    assert [str(card) for card in state.score(1)] == ["DWA2"]


def test_c_gob_1_goblins_have_no_power_and_are_fourteen() -> None:
    from regicide.games.claim.engine import GOB, faction_cards  # noqa: PLC0415

    assert len(faction_cards(GOB)) == 14
    events, state = play(table("GOB1", "GOB2", phase=2), "GOB1", "GOB2")
    assert won_by(events) == 2
    assert sorted(map(str, state.score(2))) == ["GOB1", "GOB2"]


def test_c_kni_1_a_knight_on_a_goblin_lead_wins() -> None:
    assert winner_of("GOB9", "KNI2", "GOB9", "KNI2") == 2


def test_c_kni_2_the_knight_power_does_not_bypass_the_follow_rule() -> None:
    _, state = play(table("GOB1", "GOB0 DOP0 KNI9"), "GOB1")
    assert legal(state) == ["DOP0", "GOB0"]


def test_c_kni_3_a_knight_lead_is_an_ordinary_lead() -> None:
    assert winner_of("KNI3", "KNI4", "KNI3", "KNI4") == 2
    assert winner_of("KNI3", "GOB9", "KNI3", "GOB9") == 1


def test_c_dop_1_a_following_doppelganger_compares_values() -> None:
    assert winner_of("DWA4", "DWA9 DOP5", "DWA4", "DOP5") == 2
    assert winner_of("DWA4", "DWA9 DOP3", "DWA4", "DOP3") == 1


def test_c_dop_2_a_doppelganger_lead_makes_doppelgangers_led() -> None:
    assert winner_of("DOP3", "DOP4", "DOP3", "DOP4") == 2
    assert winner_of("DOP3", "GOB9", "DOP3", "GOB9") == 1


def test_c_dop_3_a_doppelganger_has_no_power_of_what_it_counts_as() -> None:
    _, state = play(table("UND5", "DOP7"), "UND5", "DOP7")
    assert [str(card) for card in state.score(2)] == ["UND5"]
    assert "DOP7" in map(str, state.discard)


def test_c_order_4_knight_first_then_the_led_faction_ties_to_the_earliest() -> None:
    assert judge(parse_card("GOB9"), parse_card("KNI2")).follower_wins
    assert not judge(parse_card("GOB7"), parse_card("DOP7")).follower_wins


def test_a_card_not_held_is_refused_with_a_reason() -> None:
    with pytest.raises(IllegalMove, match="you do not hold GOB9"):
        play(table("GOB1", "GOB2"), "GOB9")
