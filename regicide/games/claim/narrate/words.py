"""The words for Claim's cards, seats and moves: "Knight 7" (a card's name; its code `KNI7` is
for files only, never a sentence), "You" / "Seat 2" / a seat's given name ("Strong AI"). Every
word goes through the translation seam (regicide.i18n) when it is said, never at import."""

from __future__ import annotations

from collections.abc import Iterable

from regicide.games.claim.engine import (
    CYC,
    DOP,
    DRA,
    DWA,
    FACTIONS,
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
    Card,
    Command,
    GhostChoice,
    PlayCard,
    SeerChoice,
)
from regicide.i18n import _, ngettext

#: A faction's name counts cards: its plural for the faction ("Goblins"), its singular for one
#: card ("Goblin 7").
MANY, ONE = 2, 1


def _names(count: int) -> dict[str, str]:
    """Each playable faction's name in the player's language, one card's or many."""
    return {
        GOB: ngettext("Goblin", "Goblins", count),
        KNI: ngettext("Knight", "Knights", count),
        UND: ngettext("Undead", "Undead", count),
        DWA: ngettext("Dwarf", "Dwarves", count),
        DOP: ngettext("Doppelganger", "Doppelgangers", count),
        GNO: ngettext("Gnome", "Gnomes", count),
        GIA: ngettext("Giant", "Giants", count),
        DRA: ngettext("Dragon", "Dragons", count),
        TRO: ngettext("Troll", "Trolls", count),
        SEE: ngettext("Seer", "Seers", count),
        GHO: ngettext("Ghost", "Ghosts", count),
        CYC: ngettext("Cyclops", "Cyclops", count),
        SHA: ngettext("Shadow", "Shadows", count),
        TRI: ngettext("Trickster", "Tricksters", count),
    }


def faction_name(code: str) -> str:
    """`"GOB"` -> "Goblins" (a provisional faction, never played, by its English name)."""
    return _names(MANY).get(code) or FACTIONS[code].name


def faction_singular(code: str) -> str:
    """`"GOB"` -> "Goblin"."""
    return _names(ONE).get(code) or FACTIONS[code].singular


def faction_counted(code: str, count: int) -> str:
    """A faction's name agreeing with a count: "1 unseen Knight", "6 unseen Knights"."""
    return _names(count).get(code) or FACTIONS[code].name


def card_name(card: Card) -> str:
    """A card's display name: "Knight 7", "Goblin 0"."""
    # TRANSLATORS: a card's name: its faction (one card of it, as "Knight") and its value.
    return _("{faction} {value}").format(faction=faction_singular(card.faction), value=card.value)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards by name, in the order given: "Goblin 7, Doppelganger 3"; "nothing" for none."""
    return ", ".join(card_name(card) for card in cards) or _("nothing")


#: Each seat's name as the table calls it ("You", "Strong AI"), seat 1 first; None: "Seat N".
Names = tuple[str, ...] | None


def seat_name(seat: int, reader: int | None = None, names: Names = None) -> str:
    """ "You" for the reading seat, else the seat's given name, else "Seat N"."""
    if seat == reader:
        return _("You")
    return names[seat - 1] if names and seat <= len(names) else _("Seat {seat}").format(seat=seat)


def seat_object(seat: int, reader: int | None = None, names: Names = None) -> str:
    """The seat inside a sentence: "you" / "Strong AI" / "seat 2"."""
    if seat == reader:
        return _("you")
    if names and seat <= len(names):
        return names[seat - 1]
    # TRANSLATORS: a seat named inside a sentence ("… than seat 2").
    return _("seat {seat}").format(seat=seat)


def move_words(command: Command) -> str:
    """What a move does, in a few words: "play Knight 7", "keep the prize"."""
    if isinstance(command, PlayCard):
        return _("play {card}").format(card=card_name(command.card))
    if isinstance(command, SeerChoice):
        return _("keep the prize") if command.keep_prize else _("keep the peeked card")
    if isinstance(command, GhostChoice):
        return _("keep the Ghost") if command.keep_ghost else _("take the card as usual")
    if command.gnome is None:
        return _("spare the Gnome")
    return _("smash {card}").format(card=card_name(command.gnome))
