"""The words for Claim's cards, seats and moves: "Knight 7" (a card's name; its code `KNI7` is
for files only, never a sentence), "You" / "Seat 2" / a seat's given name ("Strong AI")."""

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
    """Cards by name, in the order given: "Goblin 7, Doppelganger 3"; "nothing" for none."""
    return ", ".join(card_name(card) for card in cards) or "nothing"


#: Each seat's name as the table calls it ("You", "Strong AI"), seat 1 first; None: "Seat N".
Names = tuple[str, ...] | None


def seat_name(seat: int, reader: int | None = None, names: Names = None) -> str:
    """ "You" for the reading seat, else the seat's given name, else "Seat N"."""
    if seat == reader:
        return "You"
    return names[seat - 1] if names and seat <= len(names) else f"Seat {seat}"


def seat_object(seat: int, reader: int | None = None, names: Names = None) -> str:
    """The seat as an object: "you" / "Strong AI" / "seat 2"."""
    if seat == reader:
        return "you"
    return names[seat - 1] if names and seat <= len(names) else f"seat {seat}"


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
