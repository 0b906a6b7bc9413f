"""Commands: what a seat asks to do. The acting seat is always the state's `to_act`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from regicide.games.claim.engine.cards import Card


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play `card` to the trick (C-TRICK-1..4)."""

    card: Card


@dataclass(frozen=True, slots=True)
class SeerChoice:
    """C-SEE-1: after a Seer's peek, keep the prize (the other seat gets the peeked card) or
    the peeked deck card (the other seat gets the prize)."""

    keep_prize: bool


@dataclass(frozen=True, slots=True)
class GhostChoice:
    """C-GHO-1: keep the Ghost one played (the card one would take is discarded) or take that
    card as usual."""

    keep_ghost: bool


@dataclass(frozen=True, slots=True)
class SmashChoice:
    """C-GIA-1 (DEC-34): smash the offered Gnome, or spare it (`gnome` None)."""

    gnome: Card | None


Command: TypeAlias = PlayCard | SeerChoice | GhostChoice | SmashChoice


def card_named(command: Command) -> Card | None:
    """The card a move names: the card played or the Gnome to smash; None for other answers."""
    if isinstance(command, PlayCard):
        return command.card
    return command.gnome if isinstance(command, SmashChoice) else None
