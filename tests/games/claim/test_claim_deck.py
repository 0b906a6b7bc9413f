"""Components, deck building and setup (CLAIM.md §1, §2, §3, §10, §11); scenario T-33."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from regicide.games.claim.engine import (
    BASE_FACTIONS,
    DECK_SIZE,
    FACTIONS,
    PARTIAL_FACTIONS,
    DeckShuffled,
    Game,
    HandsDealt,
    NotationError,
    Options,
    SetupError,
    TrickBegan,
    build_deck,
    faction_cards,
    parse_card,
    random_factions,
    valid_decks,
)


def test_c_comp_1_the_base_deck_has_fifty_two_cards_in_five_factions() -> None:
    deck = build_deck(BASE_FACTIONS)
    counts = Counter(card.faction for card in deck.cards)
    assert counts == {"GOB": 14, "KNI": 8, "UND": 10, "DWA": 10, "DOP": 10}
    assert sorted(card.value for card in deck.cards if card.faction == "KNI") == list(range(2, 10))
    assert len(deck.cards) == DECK_SIZE


def test_c_comp_2_overview_cards_are_not_in_the_deck() -> None:
    assert {card.faction for card in build_deck(BASE_FACTIONS).cards} == set(BASE_FACTIONS)


def test_c_comp_3_the_only_base_duplicates_are_five_goblin_zeros() -> None:
    counts = Counter(build_deck(BASE_FACTIONS).cards)
    assert {str(card): count for card, count in counts.items() if count > 1} == {"GOB0": 5}


def test_c_comp_4_no_trump_and_the_prize_never_decides_a_trick() -> None:
    from tests.games.claim.claim_builders import play, table  # noqa: PLC0415

    for prize in ("KNI9", "UND0", "DOP9"):
        _, state = play(table("DWA3", "DWA5", prize=prize), "DWA3", "DWA5")
        assert state.leader == 2


def test_c_setup_1_the_deck_is_shuffled_from_the_seed() -> None:
    first, again, other = (Game.new(seed=s) for s in (1, 1, 2))
    assert first.setup == again.setup
    assert first.setup != other.setup
    shuffled = next(event for event in first.setup if isinstance(event, DeckShuffled))
    assert Counter(shuffled.cards) == Counter(build_deck(BASE_FACTIONS).cards)


def test_c_setup_2_thirteen_cards_each_dealt_alternately() -> None:
    game = Game.new(seed=8)
    order = next(event for event in game.setup if isinstance(event, DeckShuffled)).cards
    dealt = next(event for event in game.setup if isinstance(event, HandsDealt)).hands
    assert Counter(dealt[0]) == Counter(order[0:26:2])
    assert Counter(dealt[1]) == Counter(order[1:26:2])
    assert len(game.state.deck) == 25  # 26, less the face-up prize


def test_c_setup_3_the_first_leader_is_a_setting_else_drawn_from_the_seed() -> None:
    for seat in (1, 2):
        assert Game.new(seed=3, options=Options(first_leader=seat)).state.leader == seat
    drawn = {Game.new(seed=seed).state.leader for seed in range(20)}
    assert drawn == {1, 2}
    assert TrickBegan(1, Game.new(seed=5).state.leader) in Game.new(seed=5).setup


def test_c_setup_4_every_pile_starts_empty() -> None:
    state = Game.new(seed=6).state
    assert state.scores == state.followers == ((), ())
    assert (state.discard, state.table, state.troll_pool) == ((), (), ())


def test_c_setup_5_shadows_leave_before_the_shuffle() -> None:
    game = Game.new(seed=6, options=Options(("GOB", "KNI", "SHA", "UND", "DWA")))
    kinds = [type(event).__name__ for event in game.setup]
    assert kinds[:2] == ["ShadowsRemoved", "DeckShuffled"]
    shuffled = next(event for event in game.setup if isinstance(event, DeckShuffled))
    assert len(shuffled.cards) == DECK_SIZE


def test_c_players_1_claim_is_for_two_players() -> None:
    assert Game.new(seed=1).state.players == 2


@pytest.mark.parametrize("players", [1, 3, 4])
def test_c_mp_8_the_three_and_four_player_variant_is_refused(players: int) -> None:
    with pytest.raises(SetupError, match="provisional"):
        Game.new(players, seed=1)


def test_c_deck_1_a_deck_is_one_duo_and_three_ten_card_factions() -> None:
    deck = build_deck(("GNO", "GIA", "DRA", "SEE", "TRO"))
    assert len(deck.cards) == DECK_SIZE
    with pytest.raises(SetupError, match="42 cards, not 52"):
        build_deck(("GOB", "KNI", "UND", "DWA"))


def test_c_deck_2_duo_members_come_together() -> None:
    with pytest.raises(SetupError, match="only together with Giants"):
        build_deck(("GNO", "UND", "DWA", "DOP", "DRA"))
    with pytest.raises(SetupError):
        build_deck(("GOB", "KNI", "GNO", "GIA", "UND"))


def test_c_deck_3_shadows_enter_as_ten_or_as_twelve_without_a_duo() -> None:
    with_duo = build_deck(("GOB", "KNI", "SHA", "UND", "DWA"))
    without_duo = build_deck(("SHA", "UND", "DWA", "DOP", "CYC"))
    assert (with_duo.shadows_removed, without_duo.shadows_removed) == (10, 8)
    assert with_duo.in_play == without_duo.in_play == DECK_SIZE


def test_t_33_a_deck_of_fifty_one_or_a_partial_faction_is_refused() -> None:
    with pytest.raises(SetupError, match="not 52"):
        build_deck(("UND", "DWA", "DOP", "DRA", "SEE"))  # 50 cards
    with pytest.raises(SetupError, match="provisional"):
        build_deck(("GOB", "KNI", "UND", "DWA", "WER"))


@pytest.mark.parametrize("faction", PARTIAL_FACTIONS, ids=lambda faction: faction.code)
def test_c_deck_4_every_partial_faction_is_refused_by_name(faction: object) -> None:
    code = faction.code  # type: ignore[attr-defined]
    with pytest.raises(SetupError, match=f"{FACTIONS[code].name} \\({code}\\) are provisional"):
        build_deck(("GOB", "KNI", "UND", "DWA", code))


def test_c_deck_4_unknown_and_repeated_factions_are_refused() -> None:
    with pytest.raises(SetupError, match="not a faction code"):
        build_deck(("GOB", "KNI", "UND", "DWA", "XYZ"))
    with pytest.raises(SetupError, match="twice"):
        build_deck(("GOB", "KNI", "UND", "UND", "DWA"))


def test_c_deck_5_every_deck_scores_five_factions() -> None:
    decks = valid_decks()
    assert all(len(factions) == 5 for factions in decks)
    assert all(build_deck(factions).in_play == DECK_SIZE for factions in decks)


def test_random_factions_draws_valid_decks_from_the_generator() -> None:
    drawn = [random_factions(random.Random(seed)) for seed in range(40)]
    assert all(factions in valid_decks() for factions in drawn)
    assert len(set(drawn)) > 20
    assert random_factions(random.Random(7)) == random_factions(random.Random(7))


@pytest.mark.parametrize("code", ["GNO", "GIA", "DRA", "TRO", "SEE", "GHO", "CYC", "SHA", "TRI"])
def test_expansion_compositions_follow_claim_md(code: str) -> None:
    sizes = {"GNO": 13, "GIA": 9, "SHA": 20}
    assert len(faction_cards(code)) == sizes.get(code, 10)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("KNI1", "Knights have no 1"),
        ("GOB10", "Goblins have no 10"),
        ("XYZ3", "not a faction code"),
        ("GOB0f", "copy"),
        ("DWA7b", "single card"),
        ("7H", "not a card"),
        ("WER3", "provisional"),
    ],
)
def test_c_conv_1_bad_card_codes_are_refused_with_a_reason(text: str, problem: str) -> None:
    with pytest.raises(NotationError, match=problem):
        parse_card(text)


def test_c_conv_6_phase_one_is_tricks_one_to_thirteen() -> None:
    from tests.games.claim.claim_builders import random_game  # noqa: PLC0415

    game = random_game(21)
    phases = [game.state_after(n).phase for n in range(len(game.moves) + 1)]
    tricks = [game.state_after(n).trick for n in range(len(game.moves) + 1)]
    assert {trick for trick, phase in zip(tricks, phases, strict=True) if phase == 1} == set(
        range(1, 14)
    )
    assert {trick for trick, phase in zip(tricks, phases, strict=True) if phase == 2} == set(
        range(14, 27)
    )
