"""Phase one and phase two (CLAIM.md §3, §5, §6, Undead and Dwarves of §7).
Scenarios T-13..T-24 of §14."""

from __future__ import annotations

from collections import Counter

from regicide.games.claim.engine import (
    HAND_SIZE,
    UND,
    BlindCardTaken,
    Card,
    CardPlayed,
    CardsDiscarded,
    Event,
    Game,
    PhaseTwoBegan,
    PrizeRecruited,
    PrizeRevealed,
    TrickBegan,
    TrickWon,
)
from tests.games.claim.claim_builders import cards, legal, play, random_game, table


def names(pile: tuple[object, ...]) -> list[str]:
    return sorted(map(str, pile))


def test_t_13_a_phase_one_trick_from_prize_to_next_leader() -> None:
    state = table("GOB2 UND1", "GOB6 UND2", prize="DWA7", deck="KNI5 DOP3 DOP4")
    events, after = play(state, "GOB2", "GOB6")
    assert PrizeRecruited(2, cards("DWA7")[0]) in events
    assert BlindCardTaken(1, cards("KNI5")[0]) in events
    assert CardsDiscarded(cards("GOB2 GOB6")) in events
    assert after.followers == (cards("KNI5"), cards("DWA7"))
    assert len(after.deck) == len(state.deck) - 2  # the blind card, and the next prize
    assert (after.leader, after.to_act, str(after.prize)) == (2, 2, "DOP3")


def test_t_14_played_undead_go_to_the_winners_score_pile() -> None:
    _, after = play(table("UND2", "UND8"), "UND2", "UND8")
    assert names(after.score(2)) == ["UND2", "UND8"]
    assert after.discard == ()


def test_t_15_an_off_faction_undead_goes_to_the_winner_too() -> None:
    _, after = play(table("GOB5", "UND9"), "GOB5", "UND9")
    assert names(after.score(1)) == ["UND9"]
    assert names(after.discard) == ["GOB5"]


def test_t_16_an_undead_prize_is_an_ordinary_prize() -> None:
    _, after = play(table("GOB9", "GOB1", prize="UND4"), "GOB9", "GOB1")
    assert names(after.followers[0]) == ["UND4"]
    assert after.scores == ((), ())


def test_t_17_a_doppelganger_beating_an_undead_is_discarded() -> None:
    _, after = play(table("UND5", "DOP7"), "UND5", "DOP7")
    assert names(after.score(2)) == ["UND5"]
    assert names(after.discard) == ["DOP7"]


def test_t_18_undead_have_no_power_in_phase_two() -> None:
    _, after = play(table("UND5", "UND7", phase=2), "UND5", "UND7")
    assert names(after.score(2)) == ["UND5", "UND7"]


def test_t_19_both_dwarves_go_to_the_loser() -> None:
    _, after = play(table("DWA9", "DWA3", phase=2), "DWA9", "DWA3")
    assert names(after.score(2)) == ["DWA3", "DWA9"]
    assert after.score(1) == ()


def test_t_20_the_loser_gets_the_dwarf_the_winner_the_rest() -> None:
    _, after = play(table("DWA5", "GOB8", phase=2), "DWA5", "GOB8")
    assert (names(after.score(1)), names(after.score(2))) == (["GOB8"], ["DWA5"])


def test_t_21_a_doppelganger_counting_as_a_dwarf_goes_to_the_winner() -> None:
    _, after = play(table("DWA2", "DOP6", phase=2), "DWA2", "DOP6")
    assert (names(after.score(1)), names(after.score(2))) == (["DWA2"], ["DOP6"])


def test_t_22_dwarves_are_discarded_in_phase_one() -> None:
    _, after = play(table("DWA9", "DWA3"), "DWA9", "DWA3")
    assert names(after.discard) == ["DWA3", "DWA9"]


def test_t_23_trick_thirteen_empties_the_deck_and_phase_two_begins() -> None:
    game = random_game(7, moves=24)
    assert (game.state.trick, len(game.state.deck)) == (13, 1)  # 2 before the prize's reveal
    game.submit(game.legal_moves()[0])
    events = game.submit(game.legal_moves()[0])
    state = game.state
    assert PhaseTwoBegan() in events
    assert state.deck == () and state.followers == ((), ())
    assert [len(hand) for hand in state.hands] == [HAND_SIZE, HAND_SIZE]
    trick_13_winner = next(event.seat for event in events if isinstance(event, TrickWon))
    assert events[-1] == TrickBegan(14, trick_13_winner)
    assert (state.phase, state.to_act) == (2, trick_13_winner)


def test_t_24_a_whole_random_game() -> None:
    game = random_game(2024)
    state = game.state
    began = [e for turn in game.history for e in turn.events if isinstance(e, TrickBegan)]
    assert len(began) == 25  # tricks 2..26; trick 1 began in the setup
    assert Counter(state.all_cards()) == Counter(state.deck_list.cards)
    assert state.hands == ((), ()) and state.deck == () and state.table == ()
    undead_in_phase_one = sum(
        card.faction == UND for turn in game.history[:26] for card in _played(turn.events)
    )
    assert sum(map(len, state.scores)) == 26 + undead_in_phase_one
    assert sum(card.faction == UND for pile in state.scores for card in pile) == 10


def _played(events: tuple[Event, ...]) -> list[Card]:
    return [event.card for event in events if isinstance(event, CardPlayed)]


def test_c_zone_1_every_card_is_in_exactly_one_zone() -> None:
    game = random_game(11, moves=9)
    state = game.state
    assert Counter(state.all_cards()) == Counter(state.deck_list.cards)


def test_c_p1_1_each_phase_one_trick_reveals_a_prize() -> None:
    game = Game.new(seed=3)
    assert isinstance(game.setup[-1], PrizeRevealed)
    assert game.state.prize == game.setup[-1].card


def test_c_p1_2_the_lead_need_not_relate_to_the_prize() -> None:
    state = table("GOB1 UND1", "GOB2", prize="DWA9")
    assert legal(state) == ["GOB1", "UND1"]


def test_c_p1_3_the_winner_recruits_the_prize() -> None:
    _, after = play(table("UND9", "UND1", prize="KNI4"), "UND9", "UND1")
    assert names(after.followers[0]) == ["KNI4"]


def test_c_p1_4_the_loser_takes_the_top_deck_card_blind() -> None:
    events, after = play(table("UND9", "UND1", deck="GOB3 DOP1 DOP2"), "UND9", "UND1")
    assert BlindCardTaken(2, cards("GOB3")[0]) in events
    assert names(after.followers[1]) == ["GOB3"]


def test_c_p1_5_undead_score_and_the_rest_is_discarded() -> None:
    _, after = play(table("UND3", "GOB9"), "UND3", "GOB9")
    assert (names(after.score(1)), names(after.discard)) == (["UND3"], ["GOB9"])


def test_c_p1_6_the_winner_leads_next() -> None:
    _, after = play(table("GOB1 UND1", "GOB2 UND2"), "GOB1", "GOB2")
    assert after.leader == 2


def test_c_p1_7_each_trick_takes_two_cards_from_the_deck() -> None:
    game = Game.new(seed=5)
    for trick in range(1, 14):
        assert len(game.state.deck) == 28 - 2 * trick - 1  # less the face-up prize
        game.submit(game.legal_moves()[0])
        game.submit(game.legal_moves()[0])
    assert game.state.deck == ()


def test_c_p1_8_phase_one_ends_with_thirteen_followers_each() -> None:
    game = random_game(8, moves=25)
    game.submit(game.legal_moves()[0])
    assert game.state.phase == 2
    assert sorted(map(len, game.state.hands)) == [13, 13]
    assert Counter(game.state.hands[0] + game.state.hands[1]) == Counter(
        game.state_after(25).followers[0]
        + game.state_after(25).followers[1]
        + (game.state_after(25).prize,)  # type: ignore[operator]
        + game.state_after(25).deck
    )


def test_c_p1_9_score_piles_stay_into_phase_two() -> None:
    before = random_game(9, moves=25)
    scored = before.state.scores
    before.submit(before.legal_moves()[0])
    for pile, kept in zip(before.state.scores, scored, strict=True):
        assert Counter(kept) <= Counter(pile)


def test_c_p2_1_the_followers_become_the_hands() -> None:
    state = table("GOB1", "GOB5", trick=13, deck="DOP1", followers=("UND1 UND2", "KNI2"))
    _, after = play(state, "GOB1", "GOB5")
    assert after.hands == (cards("DOP1 UND1 UND2"), cards("DWA7 KNI2"))
    assert after.followers == ((), ())


def test_c_p2_2_phase_two_has_no_prize_and_no_deck() -> None:
    game = random_game(12, moves=26)
    assert (game.state.phase, game.state.prize, game.state.deck) == (2, None, ())


def test_c_p2_3_the_winner_of_trick_thirteen_leads_trick_fourteen() -> None:
    state = table("GOB1", "GOB5", trick=13, deck="DOP1")
    events, after = play(state, "GOB1", "GOB5")
    assert events[-1] == TrickBegan(14, 2)
    assert after.hands == (cards("DOP1"), cards("DWA7"))


def test_c_p2_4_the_winner_scores_both_cards() -> None:
    _, after = play(table("KNI4", "KNI6", phase=2), "KNI4", "KNI6")
    assert names(after.score(2)) == ["KNI4", "KNI6"]


def test_c_p2_5_the_game_ends_after_trick_twenty_six() -> None:
    game = random_game(13)
    assert game.state.trick == 26
    assert game.outcome is not None
    assert game.legal_moves() == []


def test_c_und_1_both_players_undead_go_to_the_winner() -> None:
    _, after = play(table("UND2", "UND8"), "UND2", "UND8")
    assert names(after.score(2)) == ["UND2", "UND8"]
    _, after = play(table("DWA1", "UND0 GOB1"), "DWA1", "UND0")
    assert names(after.score(1)) == ["UND0"]


def test_c_und_2_an_undead_prize_goes_to_the_followers() -> None:
    _, after = play(table("GOB1", "GOB9", prize="UND9"), "GOB1", "GOB9")
    assert (names(after.followers[1]), after.scores) == (["UND9"], ((), ()))


def test_c_und_3_every_undead_ends_in_a_score_pile() -> None:
    for seed in range(5):
        state = random_game(seed).state
        assert sum(card.faction == UND for pile in state.scores for card in pile) == 10


def test_c_dwa_1_dwarves_go_to_the_loser_in_phase_two() -> None:
    _, after = play(table("GOB9", "DWA8 UND1", phase=2), "GOB9", "DWA8")
    assert (names(after.score(1)), names(after.score(2))) == (["GOB9"], ["DWA8"])


def test_c_dwa_2_dwarves_have_no_power_in_phase_one() -> None:
    _, after = play(table("GOB9", "DWA8 UND1"), "GOB9", "DWA8")
    assert (after.scores, names(after.discard)) == (((), ()), ["DWA8", "GOB9"])


def test_c_dwa_3_a_doppelganger_as_a_dwarf_goes_to_the_winner() -> None:
    _, after = play(table("DWA8", "DOP9", phase=2), "DWA8", "DOP9")
    assert (names(after.score(1)), names(after.score(2))) == (["DWA8"], ["DOP9"])
