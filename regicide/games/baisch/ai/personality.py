"""The original bots' personalities (BAISCH.md §20) as honest parameter sets, and the heroes
in the order the players value them."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.baisch.engine import Hero


@dataclass(frozen=True, slots=True)
class Personality:
    """How a scripted player plays: defence, attacks, Jokers, margins."""

    name: str
    fill_defense: bool = True  # fill empty slots
    defend_strong: bool = False  # with the strongest cards (else the weakest)
    max_attacks: int = 1  # defence attacks a turn
    joker_heroes: bool = True  # spend a Joker on a hero
    keep_jokers_for_kings: bool = False
    focus_weakest: bool = False  # +150 per missing defence card of the target's owner
    block: bool = True  # the Battery Tower always fires
    margin: float = 1.5  # added to an estimated face-down card
    king_risk: float = 1.0  # the largest chance of losing the King a King attack may run
    min_chance: float = 0.0  # an attack's smallest chance of winning (unknown cards weighed)
    take_back: bool = False  # take a face-up defence card back to attack with, however early


PERSONALITIES = {
    "balanced": Personality("balanced", max_attacks=1),
    "passive": Personality("passive", defend_strong=True, max_attacks=0, margin=3.0),
    "aggressive": Personality(
        "aggressive", fill_defense=False, max_attacks=99, keep_jokers_for_kings=True, margin=0.5
    ),
    "tactician": Personality("tactician", max_attacks=2, focus_weakest=True),
}

#: Heroes best first: what a player keeps as spoils or draws with a Joker; the draft gives
#: opponents the last ones.
HERO_RANK = (
    Hero.MERCENARIES,
    Hero.WARLORD,
    Hero.RESERVISTS,
    Hero.LIEUTENANT,
    Hero.MAGE,
    Hero.BATTERY,
    Hero.SPY,
    Hero.GENERAL,
    Hero.PRIEST,
    Hero.MERCHANT,
    Hero.FORTIFIED,
    Hero.SABOTEURS,
)


def best_hero(heroes: tuple[Hero, ...]) -> Hero:
    return min(heroes, key=HERO_RANK.index)


def worst_hero(heroes: tuple[Hero, ...]) -> Hero:
    return max(heroes, key=HERO_RANK.index)
