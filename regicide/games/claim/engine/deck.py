"""Deck building (C-DECK-1..5): one duo and three 10-card factions, or four 10-card factions
and Shadows, always 52 cards; PARTIAL factions are refused by name (C-DECK-4)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from regicide.games.claim.engine.cards import (
    DOP,
    DWA,
    FACTIONS,
    FULL_FACTIONS,
    GIA,
    GNO,
    GOB,
    KNI,
    SHA,
    UND,
    Card,
    FactionNamed,
    faction_cards,
)
from regicide.games.claim.engine.errors import Said, SetupError, said

DECK_SIZE = 52  # C-DECK-1
HAND_SIZE = 13  # C-SETUP-2
DUOS: tuple[tuple[str, str], ...] = ((GOB, KNI), (GNO, GIA))  # C-DECK-2
BASE_FACTIONS: tuple[str, ...] = (GOB, KNI, UND, DWA, DOP)  # C-COMP-1
SHADOWS_IN_PLAY = {True: 10, False: 12}  # with a duo / without one (C-DECK-3, DEC-19)
_PARTNER = {member: duo for duo in DUOS for member in duo}
#: The 10-card factions a deck adds to its duo (Shadows join them as 10 cards, C-DECK-3).
SINGLES: tuple[str, ...] = tuple(
    faction.code for faction in FULL_FACTIONS if faction.code not in _PARTNER
)


@dataclass(frozen=True)
class Deck:
    """The cards of a game: `factions` in FORMAT.md order, `cards` every card of them (all 20
    Shadows when Shadows play) and how many Shadows leave face down at setup (C-SHA-1)."""

    factions: tuple[str, ...]
    cards: tuple[Card, ...]
    shadows_removed: int = 0

    @property
    def in_play(self) -> int:
        """How many cards are dealt and played: 52 (C-DECK-1)."""
        return len(self.cards) - self.shadows_removed


def build_deck(factions: Sequence[str]) -> Deck:
    """The deck of these faction codes (C-DECK-1..5); raises SetupError with a reason for a
    choice the rules refuse: unknown or provisional factions, a faction twice, a duo member
    without its partner, or anything but 52 cards."""
    codes = [code.upper() for code in factions]
    for code in codes:
        _check_known(code)
    repeated = sorted({code for code in codes if codes.count(code) > 1})
    if repeated:
        code = repeated[0]
        raise SetupError(
            said("{faction} ({code}) are chosen twice", faction=FactionNamed(code), code=code)
        )
    for code in codes:
        partner = next((other for other in _PARTNER.get(code, ()) if other not in codes), None)
        if partner is not None:
            raise SetupError(  # C-DECK-2
                said(
                    "{faction} play only together with {partner} (a duo)",
                    faction=FactionNamed(code),
                    partner=FactionNamed(partner),
                )
            )
    has_duo = any(code in _PARTNER for code in codes)
    removed = 20 - SHADOWS_IN_PLAY[has_duo] if SHA in codes else 0
    ordered = tuple(sorted(codes))
    cards = tuple(card for code in ordered for card in faction_cards(code))
    if len(cards) - removed != DECK_SIZE:
        raise SetupError(_size_problem(len(cards) - removed, has_duo))
    return Deck(ordered, cards, removed)


def _check_known(code: str) -> None:
    faction = FACTIONS.get(code)
    if faction is None:
        raise SetupError(said("'{code}' is not a faction code (CLAIM.md §2)", code=code[:10]))
    if not faction.full:
        raise SetupError(  # C-DECK-4
            said(
                "{faction} ({code}) are provisional: their rules are incomplete, so this table "
                "does not offer them",
                faction=FactionNamed(code),
                code=code,
            )
        )


def _size_problem(size: int, has_duo: bool) -> Said:
    """C-DECK-1: a deck is 52 cards of one of two shapes."""
    if has_duo:
        return said(
            "these factions make {size} cards, not {deck}: a deck needs one duo and three "
            "10-card factions",
            size=size,
            deck=DECK_SIZE,
        )
    return said(
        "these factions make {size} cards, not {deck}: a deck needs four 10-card factions and "
        "Shadows (as 12 cards), or a duo and three factions",
        size=size,
        deck=DECK_SIZE,
    )


def valid_decks() -> list[tuple[str, ...]]:
    """Every deck C-DECK allows, as sorted faction codes, in a fixed order."""
    decks = [
        tuple(sorted((*duo, *singles))) for duo in DUOS for singles in combinations(SINGLES, 3)
    ]
    others = [code for code in SINGLES if code != SHA]
    decks += [tuple(sorted((SHA, *singles))) for singles in combinations(others, 4)]
    return decks


def random_factions(rng: random.Random) -> tuple[str, ...]:
    """A deck drawn uniformly from every deck C-DECK allows."""
    decks = valid_decks()
    return decks[int(rng.random() * len(decks))]
