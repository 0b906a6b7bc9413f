"""The twelve heroes (B-COMP-3), their forces, names and starting figures (B-DRAFT-6)."""

from __future__ import annotations

from enum import Enum

from regicide.games.baisch.engine.errors import NotationError, Said, said


class Force(str, Enum):
    """B-COMP-3: the two forces of six heroes each."""

    WHITE = "white"
    DARK = "dark"


class Hero(str, Enum):
    """B-COMP-3: each hero once; the value is its notation name."""

    MERCENARIES = "mercenaries"
    GENERAL = "general"
    SPY = "spy"
    BATTERY = "battery"
    MERCHANT = "merchant"
    PRIEST = "priest"
    RESERVISTS = "reservists"
    LIEUTENANT = "lieutenant"
    SABOTEURS = "saboteurs"
    FORTIFIED = "fortified"
    MAGE = "mage"
    WARLORD = "warlord"

    @property
    def force(self) -> Force:
        return Force.WHITE if list(Hero).index(self) < 6 else Force.DARK


#: B-HERO-MERC-1, B-HERO-RES-1, B-COMP-3: figures of a hero and how many start ready.
MERC_FIGURES, MERC_START, MERC_RECRUIT = 8, 4, 4
RES_FIGURES, RES_START, RES_RECRUIT = 4, 2, 2
SAB_FIGURES = 2

#: Other names of the heroes in the brief's text and the original code (B-COMP-3, D46).
ALIASES = {
    "merc": Hero.MERCENARIES,
    "mercs": Hero.MERCENARIES,
    "major": Hero.GENERAL,
    "marshal": Hero.GENERAL,
    "tower": Hero.BATTERY,
    "battery-tower": Hero.BATTERY,
    "res": Hero.RESERVISTS,
    "reserve": Hero.RESERVISTS,
    "field-marshal": Hero.LIEUTENANT,
    "banneret": Hero.LIEUTENANT,
    "sab": Hero.SABOTEURS,
    "saboteur": Hero.SABOTEURS,
    "fortified-tower": Hero.FORTIFIED,
    "watchtower": Hero.FORTIFIED,
    "magician": Hero.MAGE,
}


def parse_hero(text: str) -> Hero:
    """A hero by its name or an alias (case-insensitive); NotationError otherwise."""
    name = text.strip().lower()
    try:
        return ALIASES.get(name) or Hero(name)
    except ValueError:
        raise NotationError(text, not_a_hero()) from None


def not_a_hero() -> Said:
    """What a word that names no hero is (its sentence after the quoted word)."""
    return said("is not a hero (one of {heroes})", heroes=", ".join(hero.value for hero in Hero))


def sort_heroes(heroes: tuple[Hero, ...] | list[Hero]) -> tuple[Hero, ...]:
    """Heroes in the table's order (white force first, B-COMP-3)."""
    order = list(Hero)
    return tuple(sorted(heroes, key=order.index))
