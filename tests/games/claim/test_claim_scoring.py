"""The end of the game (CLAIM.md §8, C-CYC-1, C-TRI-1/2, C-ORDER-6). Scenarios T-25..T-29, T-40.

Score piles are stated and the last trick (26) is played, so every test goes through the
engine's own ending."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest

from regicide.games.claim.engine import (
    BASE_FACTIONS,
    CYC,
    TRI,
    CardPlayed,
    FactionClaimed,
    FakeTrickstersRemoved,
    GameEnded,
    GameState,
    Margin,
    Status,
    claim,
    outcome_of,
    tally,
)
from tests.games.claim.claim_builders import play, random_game, table

TRICKSTER_DECK = ("DOP", "DWA", "GOB", "KNI", "TRI")
CYCLOPS_DECK = ("CYC", "DOP", "DWA", "GOB", "KNI")


def ended(
    scores: Sequence[str], factions: Sequence[str] = BASE_FACTIONS, seed: int = 0
) -> tuple[list[object], GameState]:
    """Play trick 26 (seat 1 leads `UND9` over `UND8`: both go to seat 1) on these score piles."""
    state = table("UND9", "UND8", phase=2, trick=26, factions=factions, scores=scores)
    events, after = play(state, "UND9", "UND8", seed=seed)
    return list(events), after


def winners(state: GameState) -> dict[str, int]:
    return {result.faction: result.seat for result in state.results}


def test_t_25_more_goblins_win_goblins() -> None:
    state = table("", "", scores=("GOB1 GOB2 GOB3 GOB4", "GOB5 GOB6 GOB7"))
    assert claim("GOB", state) == (1, Margin.MORE)


def test_t_26_equal_counts_the_highest_card_wins() -> None:
    state = table("", "", scores=("KNI2 KNI9", "KNI5 KNI7"))
    assert claim("KNI", state) == (1, Margin.HIGHEST)


def test_t_27_goblin_zeros_on_both_sides_leave_goblins_unclaimed() -> None:
    state = table("", "", scores=("GOB0 GOB0", "GOB0 GOB0"))
    assert claim("GOB", state) == (0, Margin.TIED)


def test_t_28_no_dwarves_anywhere_leave_dwarves_unclaimed() -> None:
    assert claim("DWA", table("", "", scores=("GOB1", "GOB2"))) == (0, Margin.EMPTY)


def test_t_29_three_factions_win_and_two_all_is_a_draw() -> None:
    events, state = ended(("GOB1 KNI2 DWA1", "DWA2 DWA3 DOP1"))
    assert winners(state) == {"DOP": 2, "DWA": 2, "GOB": 1, "KNI": 1, "UND": 1}
    assert (state.status, state.victor, events[-1]) == (Status.WON, 1, GameEnded(1))
    events, drawn = ended(("KNI2", "DWA1 DOP1"))
    assert winners(drawn) == {"DOP": 2, "DWA": 2, "GOB": 0, "KNI": 1, "UND": 1}
    assert (drawn.status, events[-1]) == (Status.DRAW, GameEnded(0))
    outcome = outcome_of(drawn)
    assert outcome is not None and (outcome.winners, outcome.factions_won) == ((), (2, 2))


def test_t_40_cyclops_go_to_the_fewer_then_the_lowest() -> None:
    def cyclops(first: str, second: str) -> tuple[int, Margin]:
        return claim(CYC, table("", "", factions=CYCLOPS_DECK, scores=(first, second)))

    assert cyclops("CYC5", "CYC1 CYC2 CYC3") == (1, Margin.FEWER)
    assert cyclops("", "CYC1 CYC2") == (2, Margin.ONLY)
    assert cyclops("CYC4 CYC8", "CYC1 CYC9") == (2, Margin.LOWEST)
    assert cyclops("", "") == (0, Margin.EMPTY)


def test_c_cyc_1_cyclops_are_scored_the_other_way_round() -> None:
    events, state = ended(("CYC1 CYC2", "CYC0"), factions=CYCLOPS_DECK)
    assert FactionClaimed(CYC, 2, Margin.FEWER) in events
    assert winners(state)[CYC] == 2


def test_c_score_1_scoring_happens_once_after_the_last_trick() -> None:
    game = random_game(31, moves=51)
    assert game.state.results == ()
    game.submit(game.legal_moves()[0])
    assert len(game.state.results) == 5


def test_c_score_2_more_cards_of_a_printed_faction_win_it() -> None:
    _, state = ended(("DOP1 DOP2", "DOP9"))
    assert winners(state)["DOP"] == 1


def test_c_score_3_a_count_tie_goes_to_the_single_highest_card() -> None:
    _, state = ended(("DOP1 DOP8", "DOP2 DOP9"))
    assert winners(state)["DOP"] == 2


def test_c_score_4_a_full_tie_or_no_cards_is_nobodys() -> None:
    _, state = ended(("GOB0 GOB5 GOB0", "GOB0 GOB0 GOB5"))
    assert winners(state)["GOB"] == 0
    assert winners(state)["KNI"] == 0


def test_c_score_5_three_factions_win_the_game() -> None:
    _, state = ended(("GOB1 KNI2 DOP1", ""))
    assert state.victor == 1
    assert outcome_of(state) is not None


def test_c_score_6_no_seat_with_three_factions_is_a_draw() -> None:
    state = table("UND9", "UND8", phase=2, trick=26, scores=("GOB5", "KNI5 UND0 UND1 UND2"))
    _, after = play(state, "UND9", "UND8")
    assert winners(after) == {"DOP": 0, "DWA": 0, "GOB": 1, "KNI": 2, "UND": 2}
    assert after.status is Status.DRAW


def test_c_score_7_only_printed_faction_and_value_count() -> None:
    _, state = ended(("DOP1", "DOP0"))
    assert winners(state)["DOP"] == 1  # as many cards: DOP1 beats DOP0 by printed value


def test_c_score_8_score_piles_hold_twenty_six_plus_phase_one_undead() -> None:
    for seed in range(3):
        game = random_game(seed)
        played_undead = sum(
            1
            for turn in game.history[:26]
            for event in turn.events
            if isinstance(event, CardPlayed) and event.card.faction == "UND"
        )
        assert sum(map(len, game.state.scores)) == 26 + played_undead


def test_c_tri_1_tricksters_play_with_their_printed_value() -> None:
    _, state = play(table("TRI5", "TRI7", factions=TRICKSTER_DECK), "TRI5", "TRI7")
    assert state.leader == 2  # 7 beat 5, real or fake
    _, state = play(table("TRI5", "TRI5", factions=TRICKSTER_DECK), "TRI5", "TRI5")
    assert state.leader == 1


def test_c_tri_2_one_trickster_of_each_pair_is_fake_and_leaves_the_score_pile() -> None:
    events, state = ended(("TRI1 TRI1 TRI3", "TRI3"), factions=TRICKSTER_DECK)
    removed = [e for e in events if isinstance(e, FakeTrickstersRemoved)]
    tricksters = Counter(card for pile in state.scores for card in pile if card.faction == TRI)
    assert [str(card) for card in tricksters.elements()].count("TRI1") == 1  # a pair: one fake
    assert [str(card) for card in tricksters.elements()].count("TRI3") == 1
    assert sum(len(e.cards) for e in removed) == 2


def test_c_tri_2_a_lone_trickster_is_fake_about_half_the_time() -> None:
    fakes = sum(
        any(
            isinstance(e, FakeTrickstersRemoved)
            for e in ended(("TRI9", ""), TRICKSTER_DECK, seed)[0]
        )
        for seed in range(200)
    )
    assert 70 < fakes < 130


def test_c_vis_10_which_trickster_is_fake_is_decided_only_at_scoring() -> None:
    game = random_game(4, factions=TRICKSTER_DECK, moves=51)
    assert not any(
        isinstance(event, FakeTrickstersRemoved)
        for turn in game.history
        for event in (*turn.events, *game.setup)
    )
    first, second = (ended(("TRI1", "TRI1"), TRICKSTER_DECK, seed=9)[0] for _ in range(2))
    assert first == second  # the same luck for the same move of the same game


def test_c_order_6_gnomes_then_trolls_then_fakes_then_majorities() -> None:
    factions = ("GNO", "GIA", "TRO", "TRI", "UND")
    state = table(
        "TRO9",
        "TRO8",
        phase=2,
        trick=26,
        factions=factions,
        scores=("TRI1 TRI1", ""),
        gnome_rows=("GNO3", ""),
    )
    events, _ = play(state, "TRO9", "TRO8")  # TRO8 goes to the pool, left over at the end
    kinds = [type(event).__name__ for event in events]
    order = ["GnomesScored", "TrollsTaken", "FakeTrickstersRemoved", "FactionClaimed", "GameEnded"]
    firsts = [kinds.index(kind) for kind in order]
    assert firsts == sorted(firsts)
    assert kinds.count("FactionClaimed") == len(factions)


@pytest.mark.parametrize("seed", [0, 1])
def test_outcome_counts_the_factions_each_seat_won(seed: int) -> None:
    game = random_game(seed)
    outcome = game.outcome
    assert outcome is not None
    assert sum(outcome.factions_won) == sum(1 for r in outcome.factions if r.seat)


def test_the_tally_tells_the_table_who_leads_each_faction_now() -> None:
    state = table(
        "",
        "",
        factions=("GNO", "GIA", "UND", "DWA", "DOP"),
        scores=("UND1 UND2", "UND9 GIA3"),
        gnome_rows=("GNO5", ""),
    )
    standing = {entry.faction: entry for entry in tally(state)}
    assert (standing["UND"].seat, standing["UND"].margin) == (1, Margin.MORE)
    assert standing["UND"].values == ((1, 2), (9,))
    assert (standing["GNO"].seat, standing["GNO"].margin) == (1, Margin.MORE)
    assert (standing["DWA"].seat, standing["DWA"].margin) == (0, Margin.EMPTY)
