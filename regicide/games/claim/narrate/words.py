"""The words for Claim's cards, seats and moves: "Knight 7" (a card's name), `KNI7` (its code,
for files and the log), "You" / "Seat 2"."""

from __future__ import annotations

from collections.abc import Iterable

from regicide.games.claim.engine import (
    FACTIONS,
    Card,
    Command,
    GhostChoice,
    PlayCard,
    SeerChoice,
)


def faction_name(code: str) -> str:
    """`"GOB"` -> "Goblins"."""
    return FACTIONS[code].name


def faction_singular(code: str) -> str:
    """`"GOB"` -> "Goblin"."""
    return FACTIONS[code].singular


def card_name(card: Card) -> str:
    """A card's display name: "Knight 7", "Goblin 0"."""
    return f"{faction_singular(card.faction)} {card.value}"


def cards_text(cards: Iterable[Card]) -> str:
    """Cards by code, in the order given: "GOB7 DOP3"; "nothing" for none."""
    return " ".join(str(card) for card in cards) or "nothing"


def seat_name(seat: int, reader: int | None = None) -> str:
    """ "You" for the reading seat, else "Seat N"."""
    return "You" if seat == reader else f"Seat {seat}"


def seat_object(seat: int, reader: int | None = None) -> str:
    """The seat as an object: "you" / "seat 2"."""
    return "you" if seat == reader else f"seat {seat}"


def verb(seat: int, reader: int | None, plain: str, third: str) -> str:
    """ "You take" / "Seat 2 takes": the seat and its verb, agreeing."""
    return f"{seat_name(seat, reader)} {plain if seat == reader else third}"


def move_words(command: Command) -> str:
    """What a move does, in a few words: "play Knight 7", "keep the prize"."""
    if isinstance(command, PlayCard):
        return f"play {card_name(command.card)}"
    if isinstance(command, SeerChoice):
        return "keep the prize" if command.keep_prize else "keep the peeked deck card"
    if isinstance(command, GhostChoice):
        return "keep the Ghost" if command.keep_ghost else "take the card as usual"
    if command.gnome is None:
        return "spare the Gnome"
    return f"smash {card_name(command.gnome)}"
