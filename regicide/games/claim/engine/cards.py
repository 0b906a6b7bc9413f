"""Cards and factions (C-CONV-1, C-COMP-1, CLAIM.md §2): a card is its printed faction and value.

Identical cards (the five `GOB0`, the Gnome and Giant copies, the Trickster pairs) are equal
values: a hand is a sorted tuple that may hold a card more than once. A faction is its
three-letter code (a plain string: cards are hashed and compared millions of times in a
search). Cards sort by faction code, then by value as a number (FORMAT.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from regicide.games.claim.engine.errors import NotationError, said
from regicide.games.kernel import Said

# The FULL factions (CLAIM.md §2). Each constant is the faction's code.
GOB, KNI, UND, DWA, DOP = "GOB", "KNI", "UND", "DWA", "DOP"
GNO, GIA, DRA, TRO, SEE = "GNO", "GIA", "DRA", "TRO", "SEE"
GHO, CYC, SHA, TRI = "GHO", "CYC", "SHA", "TRI"

_ZERO_TO_NINE = tuple(range(10))


@dataclass(frozen=True)
class Faction:
    """One faction of CLAIM.md §2: its code, names, printed values (a value once per copy) and
    whether its rules are complete here (FULL) or only provisional (PARTIAL: never built)."""

    code: str
    name: str  # plural, as the rules write it: "Goblins"
    singular: str  # "Goblin"
    values: tuple[int, ...] = ()
    full: bool = True

    @property
    def size(self) -> int:
        return len(self.values)


FULL_FACTIONS: tuple[Faction, ...] = (
    Faction(GOB, "Goblins", "Goblin", (0, 0, 0, 0, *range(10))),
    Faction(KNI, "Knights", "Knight", tuple(range(2, 10))),
    Faction(UND, "Undead", "Undead", _ZERO_TO_NINE),
    Faction(DWA, "Dwarves", "Dwarf", _ZERO_TO_NINE),
    Faction(DOP, "Doppelgangers", "Doppelganger", _ZERO_TO_NINE),
    Faction(GNO, "Gnomes", "Gnome", (1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9)),
    Faction(GIA, "Giants", "Giant", (1, 1, 3, 3, 5, 5, 7, 7, 9)),
    Faction(DRA, "Dragons", "Dragon", _ZERO_TO_NINE),
    Faction(TRO, "Trolls", "Troll", _ZERO_TO_NINE),
    Faction(SEE, "Seers", "Seer", _ZERO_TO_NINE),
    Faction(GHO, "Ghosts", "Ghost", _ZERO_TO_NINE),
    Faction(CYC, "Cyclops", "Cyclops", _ZERO_TO_NINE),
    Faction(SHA, "Shadows", "Shadow", tuple(range(20))),
    Faction(TRI, "Tricksters", "Trickster", (1, 1, 3, 3, 5, 5, 7, 7, 9, 9)),
)

#: The PARTIAL factions of CLAIM.md §2: named so that a deck asking for one is refused by name
#: (C-DECK-4); their cards are never built.
PARTIAL_FACTIONS: tuple[Faction, ...] = tuple(
    Faction(code, name, name, full=False)
    for code, name in (
        ("ELF", "Elves"),
        ("ORC", "Orcs"),
        ("WER", "Werewolves"),
        ("VAM", "Vampires"),
        ("ZOM", "Zombies"),
        ("FEL", "Fire Elementals"),
        ("DEM", "Demons"),
        ("POI", "Poisoners"),
        ("FRB", "Frostbeasts"),
        ("YET", "Yetis"),
        ("ICK", "Ice Kings"),
        ("ICQ", "Ice Queens"),
        ("EAG", "Eagles"),
        ("LEL", "Lightning Elementals"),
        ("SUN", "Sun Monks"),
        ("STA", "Star Monks"),
        ("PRP", "Prophets"),
        ("SAN", "Sandworms"),
        ("SCO", "Scorpions"),
        ("AWA", "Awakeners"),
        ("SAT", "Satyrs"),
        ("MEM", "Mermaids"),
        ("MIN", "Minotaurs"),
        ("TIN", "Tinkerers"),
        ("VAL", "Valkyries"),
        ("WIZ", "Wizards"),
        ("DRU", "Druids"),
        ("SHP", "Shapeshifters"),
        ("PHX", "Phoenixes"),
        ("UNI", "Unicorns"),
        ("AUT", "Automatons"),
        ("BAR", "Bards"),
        ("GRI", "Griffons"),
        ("RAC", "Racoons"),
        ("VIK", "Vikings"),
        ("PEA", "Peasants"),
        ("ROY", "Royals"),
        ("BEA", "Bearkin"),
        ("BUG", "Bugmen"),
    )
)

FACTIONS: dict[str, Faction] = {
    faction.code: faction for faction in (*FULL_FACTIONS, *PARTIAL_FACTIONS)
}


@dataclass(frozen=True)
class FactionNamed:
    """A faction named in an error's facts: its English name (plural, as the rules write it)
    for `check` and the machine's side, its `code` for a narrate to name it in the player's
    language."""

    code: str

    def __str__(self) -> str:
        return FACTIONS[self.code].name


class Card(NamedTuple):
    """A card (C-CONV-1): printed faction code and printed value, written `GOB7`, `SHA12`."""

    faction: str
    value: int

    def __str__(self) -> str:
        return f"{self.faction}{self.value}"


def faction_cards(code: str) -> tuple[Card, ...]:
    """Every card of a FULL faction, each copy once (C-COMP-1, CLAIM.md §2)."""
    return tuple(Card(code, value) for value in FACTIONS[code].values)


def copies(card: Card) -> int:
    """How many copies of `card` its faction has (0: no such card)."""
    faction = FACTIONS.get(card.faction)
    return faction.values.count(card.value) if faction and faction.full else 0


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """FORMAT.md's order: faction code alphabetically, then value as a number."""
    return tuple(sorted(cards))


def format_cards(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


_CARD = re.compile(r"([A-Za-z]{3})(0|[1-9][0-9]?)([A-Za-z]?)")
COPY_LETTERS = "abcde"


def parse_card(text: str) -> Card:
    """A card code, case-insensitive (`gob7`, `SHA12`); a copy letter (`GOB0a`…`GOB0e`)
    names one of identical copies and means the same card. Raises NotationError for text
    that is no card of any playable faction."""
    match = _CARD.fullmatch(text.strip())
    if match is None:
        raise NotationError(text, said("is not a card (a faction code and a value, e.g. GOB7)"))
    code, value, letter = match.group(1).upper(), int(match.group(2)), match.group(3).lower()
    faction = FACTIONS.get(code)
    if faction is None:
        raise NotationError(
            text, said("names no faction ('{code}' is not a faction code)", code=code)
        )
    if not faction.full:
        named = FactionNamed(code)
        raise NotationError(
            text, said("names {faction}, whose rules are provisional", faction=named)
        )
    card = Card(code, value)
    count = copies(card)
    if count == 0:
        raise NotationError(
            text,
            said(
                "is not a card: {faction} have no {value}", faction=FactionNamed(code), value=value
            ),
        )
    if letter and COPY_LETTERS.find(letter) not in range(count):
        raise NotationError(
            text,
            said(
                "names a copy {card} does not have ({copies})",
                card=str(card),
                copies=_copies(count),
            ),
        )
    return card


def _copies(count: int) -> Said:
    if count == 1:
        return said("it is a single card")
    return said("copies {first} to {last}", first=COPY_LETTERS[0], last=COPY_LETTERS[count - 1])
