"""The FULL expansion factions (CLAIM.md §12): Gnomes and Giants, Dragons, Trolls, Seers,
Shadows, Ghosts (Cyclops and Tricksters score: test_claim_scoring.py). Scenarios T-34..T-38.
T-39, T-41, T-43 and T-44 concern PARTIAL rules (Werewolves, 3 players, Satyrs, Unicorns),
which are not built."""

from __future__ import annotations

import pytest

from regicide.games.claim.engine import (
    ALL_SEATS,
    SHA,
    BlindCardDiscarded,
    BlindCardDiscardedUnseen,
    BlindCardTaken,
    Choice,
    Event,
    Game,
    GameState,
    GhostRecruited,
    GnomeSmashed,
    IllegalMove,
    Options,
    PrizeDiscarded,
    PrizeRecruited,
    SeerPeeked,
    ShadowsRemoved,
    ShadowsRemovedUnseen,
    TrickBegan,
    TrollsDiscarded,
    TrollsTaken,
    seen_by,
    view,
)
from tests.games.claim.claim_builders import cards, legal, play, table

DRAGONS = ("GOB", "KNI", "DRA", "UND", "DWA")
TROLLS = ("GOB", "KNI", "TRO", "UND", "DWA")
SEERS = ("GOB", "KNI", "SEE", "UND", "DWA")
GNOMES = ("GNO", "GIA", "UND", "DWA", "DOP")
GHOSTS = ("GOB", "KNI", "GHO", "UND", "DWA")


def names(pile: tuple[object, ...]) -> list[str]:
    return sorted(map(str, pile))


# --- Dragons -----------------------------------------------------------------------------------


def test_t_34_the_last_dragon_leads_next_whoever_won() -> None:
    _, state = play(table("DRA2", "DRA7", factions=DRAGONS), "DRA2", "DRA7")
    assert state.leader == 2
    events, state = play(table("GOB5", "DRA9", factions=DRAGONS), "GOB5", "DRA9")
    assert names(state.followers[0]) == ["DWA7"]  # seat 1 won the prize
    assert TrickBegan(2, 2) in events


def test_c_dra_1_a_doppelganger_is_no_dragon() -> None:
    _, state = play(
        table("DRA5", "DOP7", factions=("DOP", "DRA", "GOB", "KNI", "UND")), "DRA5", "DOP7"
    )
    assert names(state.followers[1]) == ["DWA7"]  # seat 2 won with the Doppelganger
    assert state.leader == 1  # but seat 1 played the only Dragon


def test_c_dra_1_the_dragon_leads_across_the_phase_boundary() -> None:
    state = table("DRA1", "GOB9", factions=DRAGONS, trick=13, deck="UND3")
    events, after = play(state, "DRA1", "GOB9")
    assert events[-1] == TrickBegan(14, 1)
    assert (after.phase, after.to_act) == (2, 1)


def test_c_order_5_the_dragon_precedes_the_winner_for_the_lead() -> None:
    _, state = play(table("DRA3", "DRA8", phase=2, factions=DRAGONS), "DRA3", "DRA8")
    assert names(state.score(2)) == ["DRA3", "DRA8"]  # the winner still collects
    assert state.leader == 2
    _, state = play(table("DRA8", "DRA3", phase=2, factions=DRAGONS), "DRA8", "DRA3")
    assert (names(state.score(1)), state.leader) == (["DRA3", "DRA8"], 2)


# --- Trolls ------------------------------------------------------------------------------------


def test_t_35_one_troll_a_trick_the_rest_waits_in_the_pool() -> None:
    state = table("TRO3 GOB1", "TRO8 GOB2", phase=2, factions=TROLLS)
    _, state = play(state, "TRO3", "TRO8")
    assert (names(state.score(2)), names(state.troll_pool)) == (["TRO8"], ["TRO3"])
    events, state = play(state, "GOB2", "GOB1")
    assert TrollsTaken(2, cards("TRO3")) in events
    assert names(state.score(2)) == ["GOB1", "GOB2", "TRO3", "TRO8"]
    assert state.troll_pool == ()


def test_c_tro_1_the_winner_keeps_the_highest_troll_of_trick_and_pool() -> None:
    state = table("TRO2", "TRO5", phase=2, factions=TROLLS, troll_pool="TRO7")
    _, state = play(state, "TRO2", "TRO5")
    assert names(state.score(2)) == ["TRO7"]
    assert names(state.troll_pool) == ["TRO2", "TRO5"]


def test_c_tro_1_trolls_have_no_power_in_phase_one() -> None:
    _, state = play(table("TRO2", "TRO5", factions=TROLLS), "TRO2", "TRO5")
    assert (names(state.discard), state.troll_pool) == (["TRO2", "TRO5"], ())


def test_c_tro_2_every_later_winner_collects_the_pool() -> None:
    state = table("GOB3", "GOB4", phase=2, factions=TROLLS, troll_pool="TRO1")
    events, state = play(state, "GOB3", "GOB4")
    assert TrollsTaken(2, cards("TRO1")) in events


@pytest.mark.parametrize("discarded", [False, True])
def test_c_tro_3_the_last_winner_takes_the_leftover_trolls(discarded: bool) -> None:
    state = table("TRO9", "TRO8", phase=2, trick=26, factions=TROLLS)
    options = Options(TROLLS, trolls_leftover_discarded=discarded)
    events, state = play(state._replace(options=options), "TRO9", "TRO8")
    if discarded:
        assert TrollsDiscarded(cards("TRO8")) in events
        assert names(state.score(1)) == ["TRO9"]
    else:
        assert TrollsTaken(1, cards("TRO8")) in events
        assert names(state.score(1)) == ["TRO8", "TRO9"]


# --- Seers -------------------------------------------------------------------------------------


def seer_trick() -> tuple[list[Event], GameState]:
    state = table("SEE6", "SEE2", prize="KNI9", deck="UND1 GOB5 GOB6", factions=SEERS)
    return play(state, "SEE6", "SEE2")


def test_t_36_the_seer_keeps_the_prize_and_the_loser_gets_the_peeked_card() -> None:
    events, state = seer_trick()
    assert SeerPeeked(1, cards("UND1")[0]) in events
    assert (state.awaiting and state.awaiting.choice, state.to_act) == (Choice.SEER, 1)
    assert view(state, 1).peeked == cards("UND1")[0]
    assert view(state, 2).peeked is None
    events, state = play(state, "seer keep prize")
    assert names(state.followers[0]) == ["KNI9"]
    assert names(state.followers[1]) == ["UND1"]
    assert names(view(state, 2).followers) == ["UND1"]
    assert names(view(state, 1).exposed[1]) == ["UND1"]  # seat 1 knows seat 2 holds it


def test_c_see_1_the_seer_keeps_the_deck_card_and_the_loser_gets_the_prize() -> None:
    _, state = seer_trick()
    events, state = play(state, "seer keep deck")
    assert BlindCardTaken(1, cards("UND1")[0]) in events
    assert PrizeRecruited(2, cards("KNI9")[0]) in events
    assert view(state, 2).exposed[0] == ()  # seat 2 never saw what seat 1 kept
    assert seen_by(BlindCardTaken(1, cards("UND1")[0]), 2, state).__class__.__name__ == (
        "BlindCardTakenUnseen"
    )


def test_c_see_1_only_a_winning_seer_peeks() -> None:
    events, _ = play(table("SEE6", "SEE8", factions=SEERS), "SEE6", "SEE8")
    assert SeerPeeked(2, cards("DWA0")[0]) in events
    events, _ = play(table("GOB6", "SEE8 UND1", factions=SEERS), "GOB6", "SEE8")
    assert not any(isinstance(event, SeerPeeked) for event in events)


def test_c_see_1_the_choice_must_be_answered_first() -> None:
    _, state = seer_trick()
    with pytest.raises(IllegalMove, match="seer keep prize"):
        play(state, "GOB5")
    assert legal(state) == ["seer keep prize", "seer keep deck"]


# --- Gnomes and Giants -------------------------------------------------------------------------


def test_t_37_a_collected_giant_may_smash_a_gnome_of_its_value() -> None:
    state = table("GIA5 UND1", "DWA2 UND2", phase=2, factions=GNOMES, gnome_rows=("", "GNO5"))
    _, state = play(state, "GIA5", "DWA2")
    assert (state.to_act, legal(state)) == (1, ["smash GNO5", "no smash"])
    events, smashed = play(state, "smash GNO5")
    assert GnomeSmashed(1, cards("GNO5")[0]) in events
    assert smashed.gnome_rows == ((), ())
    assert "GNO5" in map(str, smashed.discard)
    _, spared = play(state, "no smash")
    assert names(spared.gnome_rows[1]) == ["GNO5"]


def test_c_gia_1_no_gnome_of_that_value_no_choice() -> None:
    state = table("GIA5 UND1", "DWA2", phase=2, factions=GNOMES, gnome_rows=("", "GNO3"))
    _, state = play(state, "GIA5", "DWA2")
    assert state.awaiting is None and state.to_act == 1


def test_c_gia_1_each_giant_smashes_once() -> None:
    state = table("GIA1", "GIA1", phase=2, factions=GNOMES, gnome_rows=("", "GNO1 GNO1"))
    _, state = play(state, "GIA1", "GIA1", "smash GNO1")
    assert legal(state) == ["smash GNO1", "no smash"]
    _, state = play(state, "smash GNO1")
    assert state.gnome_rows == ((), ())
    with pytest.raises(IllegalMove):
        play(
            table("GIA1", "GIA3", phase=2, factions=GNOMES, gnome_rows=("", "GNO1 GNO3")),
            "GIA1",
            "GIA3",
            "smash GNO1",
            "smash GNO1",
        )


def test_c_gia_2_giants_do_not_beat_gnomes() -> None:
    _, state = play(table("GNO7", "GIA9 UND1", phase=2, factions=GNOMES), "GNO7", "GIA9")
    assert state.leader == 1
    assert names(state.gnome_rows[0]) == ["GNO7"]
    assert names(state.score(1)) == ["GIA9"]


def test_c_gno_1_collected_gnomes_go_to_the_gnome_row() -> None:
    _, state = play(table("GNO3", "GNO5", phase=2, factions=GNOMES), "GNO3", "GNO5")
    assert (names(state.gnome_rows[1]), state.score(2)) == (["GNO3", "GNO5"], ())


def test_c_gno_1_gnomes_are_discarded_in_phase_one() -> None:
    _, state = play(table("GNO3", "GNO5", factions=GNOMES), "GNO3", "GNO5")
    assert (names(state.discard), state.gnome_rows) == (["GNO3", "GNO5"], ((), ()))


def test_c_gno_2_surviving_gnomes_score_at_the_end() -> None:
    state = table(
        "UND9", "UND8", phase=2, trick=26, factions=GNOMES, gnome_rows=("GNO1", "GNO3 GNO5")
    )
    _, state = play(state, "UND9", "UND8")
    assert names(state.score(2)) == ["GNO3", "GNO5"]
    assert {r.faction: r.seat for r in state.results}["GNO"] == 2


# --- Ghosts ------------------------------------------------------------------------------------


def test_t_38_two_ghosts_each_decides_winner_first() -> None:
    state = table("GHO7", "GHO3", prize="KNI9", deck="UND1 GOB5 GOB6", factions=GHOSTS)
    _, state = play(state, "GHO7", "GHO3")
    assert (state.awaiting and state.awaiting.choice, state.to_act) == (Choice.GHOST, 1)
    events, state = play(state, "ghost keep")
    assert GhostRecruited(1, cards("GHO7")[0]) in events
    assert PrizeDiscarded(cards("KNI9")[0]) in events
    assert state.to_act == 2
    events, state = play(state, "ghost take")
    assert BlindCardTaken(2, cards("UND1")[0]) in events
    assert (names(state.followers[0]), names(state.followers[1])) == (["GHO7"], ["UND1"])
    assert names(state.discard) == ["GHO3", "KNI9"]


def test_c_gho_1_a_declined_blind_card_is_discarded_unseen() -> None:
    state = table("GOB9", "GHO3 UND1", prize="KNI9", deck="UND5 GOB5 GOB6", factions=GHOSTS)
    _, state = play(state, "GOB9", "GHO3")
    assert state.to_act == 2
    before = state
    events, state = play(state, "ghost keep")
    assert BlindCardDiscarded(cards("UND5")[0]) in events
    for seat in (1, 2, ALL_SEATS, None):
        assert (
            seen_by(BlindCardDiscarded(cards("UND5")[0]), seat, before)
            == BlindCardDiscardedUnseen()
        )
    for seat in (1, 2):
        assert "UND5" not in map(str, view(state, seat).discard)
        assert view(state, seat).discard_unseen_at == (0,)
    assert names(state.followers[1]) == ["GHO3"]


def test_c_gho_2_ghosts_have_no_power_in_phase_two() -> None:
    _, state = play(table("GHO7", "GHO3", phase=2, factions=GHOSTS), "GHO7", "GHO3")
    assert state.awaiting is None and names(state.score(1)) == ["GHO3", "GHO7"]


# --- Shadows -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("factions", "out"),
    [(("GOB", "KNI", "SHA", "UND", "DWA"), 10), (("SHA", "UND", "DWA", "DOP", "CYC"), 8)],
)
def test_c_sha_1_shadows_leave_the_game_unseen_at_setup(
    factions: tuple[str, ...], out: int
) -> None:
    game = Game.new(seed=4, options=Options(factions))
    removed = next(event for event in game.setup if isinstance(event, ShadowsRemoved))
    assert len(removed.cards) == out and all(card.faction == SHA for card in removed.cards)
    for seat in (1, 2, ALL_SEATS, None):
        assert seen_by(removed, seat, game.origin) == ShadowsRemovedUnseen(out)
    seen = view(game.state, 1)
    assert seen.removed_count == out
    assert sum(card.faction == SHA for card in seen.unseen) >= out


def test_c_order_1_the_prize_is_revealed_before_anyone_plays() -> None:
    game = Game.new(seed=2, options=Options(SEERS))
    assert game.state.prize is not None and game.state.plays == ()
