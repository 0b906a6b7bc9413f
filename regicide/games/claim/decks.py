"""How a seed code and `--variant` name a Claim deck (docs/codes.md, docs/claim-records.md).

Claim's variants are its FULL expansion factions, one flag each, in an order fixed for good (a
seed code's flags follow it). No flag: the base five (C-COMP-1). Otherwise the flags say which
expansion factions join, and the base fills the rest of a 52-card deck (C-DECK-1..3):

- the duo is Gnomes and Giants with `gnomes_giants`, else Goblins and Knights;
- one to three other expansion factions take the places of Undead, Dwarves, Doppelgangers in
  that order (so `dragons` alone plays Goblins, Knights, Dragons, Undead and Dwarves);
- `shadows` with exactly four other expansion factions and no duo is the deck without a duo
  (Shadows enter as 12 cards, C-DECK-3).

Every other choice is refused with a sentence (`deck_problem`). A deck the flags cannot name
(say Goblins, Knights, Dragons, Dwarves and Doppelgangers from a stated record) has no seed
code; it is still played and recorded with its `factions:` key.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from regicide.games.claim.engine import (
    CYC,
    DOP,
    DRA,
    DWA,
    GHO,
    GIA,
    GNO,
    GOB,
    KNI,
    SEE,
    SHA,
    TRI,
    TRO,
    UND,
)

#: The variant flags and the factions each brings, in their fixed order (seed-code bits).
EXPANSIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("gnomes_giants", (GNO, GIA)),
    ("dragons", (DRA,)),
    ("trolls", (TRO,)),
    ("seers", (SEE,)),
    ("ghosts", (GHO,)),
    ("cyclops", (CYC,)),
    ("shadows", (SHA,)),
    ("tricksters", (TRI,)),
)
VARIANTS: tuple[str, ...] = tuple(name for name, _ in EXPANSIONS)
DUO_FLAG = "gnomes_giants"
SHADOWS_FLAG = "shadows"
BASE_DUO = (GOB, KNI)
BASE_FILL = (UND, DWA, DOP)  # the base singles, in the order expansion factions replace them
SINGLES_WITH_A_DUO = 3
SINGLES_WITHOUT_A_DUO = 5  # Shadows and four more (C-DECK-3)
_FACTIONS = dict(EXPANSIONS)


def deck_problem(variants: Iterable[str]) -> str | None:
    """Why these flags name no deck, or None when they do."""
    chosen = set(variants)
    unknown = sorted(chosen - set(VARIANTS))
    if unknown:
        return f"'{unknown[0][:20]}' is not one of Claim's factions ({', '.join(VARIANTS)})"
    singles = [name for name in VARIANTS if name in chosen and name != DUO_FLAG]
    if len(singles) <= SINGLES_WITH_A_DUO:
        return None
    if SHADOWS_FLAG in chosen and len(singles) == SINGLES_WITHOUT_A_DUO and DUO_FLAG not in chosen:
        return None
    return (
        "a deck takes at most three expansion factions beside its duo, or Shadows with four "
        "others and no duo"  # C-DECK-1..3
    )


def factions_of(variants: Iterable[str]) -> tuple[str, ...]:
    """The faction codes of the deck the flags name, sorted (FORMAT.md `factions`); raises
    ValueError saying why for flags that name none."""
    chosen = set(variants)
    problem = deck_problem(chosen)
    if problem is not None:
        raise ValueError(problem)
    singles = [_FACTIONS[name][0] for name in VARIANTS if name in chosen and name != DUO_FLAG]
    if len(singles) == SINGLES_WITHOUT_A_DUO:
        return tuple(sorted(singles))
    duo = _FACTIONS[DUO_FLAG] if DUO_FLAG in chosen else BASE_DUO
    fill = BASE_FILL[: SINGLES_WITH_A_DUO - len(singles)]
    return tuple(sorted((*duo, *singles, *fill)))


def variants_of(factions: Sequence[str]) -> tuple[str, ...]:
    """The flags of the expansion factions in a deck, in their fixed order."""
    return tuple(name for name, codes in EXPANSIONS if codes[0] in factions)


def named(factions: Sequence[str]) -> bool:
    """Whether the flags of this deck deal it again (then it has a seed code)."""
    return factions_of(variants_of(factions)) == tuple(sorted(factions))


def namable_decks() -> tuple[tuple[str, ...], ...]:
    """Every deck the flags can name, each as its flags, in a fixed order: the base five
    first (the deck builder's random draw picks from these)."""
    singles = [name for name in VARIANTS if name != DUO_FLAG]
    choices: list[tuple[str, ...]] = []
    for duo in ((), (DUO_FLAG,)):
        for size in range(SINGLES_WITH_A_DUO + 1):
            choices += [(*duo, *group) for group in combinations(singles, size)]
    others = [name for name in singles if name != SHADOWS_FLAG]
    choices += [(*group, SHADOWS_FLAG) for group in combinations(others, 4)]
    return tuple(tuple(name for name in VARIANTS if name in choice) for choice in choices)
