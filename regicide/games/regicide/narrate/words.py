"""Names and small phrases: cards ("A♥ 10♠"), seats, enemies, counts, moves, deals, codes.

A card is written the same way everywhere players read it; the record notation ("AH 10S")
belongs to files and the command line. Lines for panels carry a `Tone` that the UI maps to
theme colours."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from regicide.games.protocol import Line
from regicide.games.regicide.engine import (
    JESTER,
    RANK_NAMES,
    SOLO_TOKENS,
    TOTAL_ENEMIES,
    Card,
    Command,
    Discard,
    FlipToken,
    PlayCards,
    SeatView,
    Suit,
    Yield,
)

SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
RANK_TITLES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
_NUMBER_WORDS = {
    2: "Two",
    3: "Three",
    4: "Four",
    5: "Five",
    6: "Six",
    7: "Seven",
    8: "Eight",
    9: "Nine",
    10: "Ten",
}
# A card written in record notation inside an engine sentence ("You don't hold 7H.").
_NOTATION = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b|\bJKR\b")


# -- cards and seats ----------------------------------------------------------------------------


def card_name(card: Card) -> str:
    """A card as players write it: "A♥", "10♠", "Jester"."""
    if card.suit is None:
        return "Jester"
    return RANK_NAMES[card.rank] + SUIT_SYMBOLS[card.suit]


def cards_text(cards: Iterable[Card]) -> str:
    """Several cards: "5♣ 5♦"."""
    return " ".join(card_name(card) for card in cards)


def card_title(card: Card) -> str:
    """A card in full: "Jack of Spades", "Seven of Hearts", "Jester"."""
    if card.suit is None:
        return "Jester"
    rank = RANK_TITLES.get(card.rank) or _NUMBER_WORDS[card.rank]
    return f"{rank} of {card.suit.label}"


def readable(sentence: str) -> str:
    """An engine sentence with its record notation turned into card names ("7H" -> "7♥")."""

    def name(match: re.Match[str]) -> str:
        if match.group(0) == "JKR":
            return card_name(JESTER)
        return match.group(1) + SUIT_SYMBOLS[Suit(match.group(2))]

    return _NOTATION.sub(name, sentence)


def seat_name(seat: int, players: int) -> str:
    """ "You" in a solo game, else "Seat 2"."""
    return "You" if players == 1 else f"Seat {seat}"


#: The computer teammates' names, by the seat they sit at (chosen here only; a person's seat is
#: "Seat N", or "You" solo). Each has its portrait, assets/faces/teammate-<name>.png.
TEAMMATE_NAMES = {1: "Alys", 2: "Rowan", 3: "Mira", 4: "Edric"}
_SEAT_WORDS = re.compile(r"\b[Ss]eat ([1-4])\b")


def teammate_names(computers: Iterable[int]) -> dict[int, str]:
    """The names of the computer teammates seated at `computers` (seat -> name)."""
    return {seat: TEAMMATE_NAMES[seat] for seat in computers if seat in TEAMMATE_NAMES}


def named(text: str, names: Mapping[int, str]) -> str:
    """Words about seats ("Seat 2 chose Seat 3 to go next", this module's `seat_name`) with
    the computer teammates called by their names ("Rowan chose Mira to go next"); a
    person's seat keeps its number."""
    if not names:
        return text
    return _SEAT_WORDS.sub(lambda found: names.get(int(found[1]), found[0]), text)


def named_lines(lines: Sequence[Line], names: Mapping[int, str]) -> list[Line]:
    """Lines with a tone (the log's, the side panel's), their seats `named`."""
    return [(named(words, names), tone) for words, tone in lines]


def enemy_title(view: SeatView) -> str:
    """The current enemy in full ("Queen of Hearts"), or "" between enemies."""
    return card_title(view.enemy) if view.enemy is not None else ""


def defeated_text(defeated: int) -> str:
    """Progress through the castle: "3 of 12 defeated"."""
    return f"{defeated} of {TOTAL_ENEMIES} defeated"


def progress_tip(defeated: int) -> str:
    """The crowns' tooltip: how far through the castle, and what comes next."""
    rank = ("Jacks", "Queens", "Kings")[min(defeated, TOTAL_ENEMIES - 1) // 4]
    return f"{defeated_text(defeated)}: one crown per royal; now the {rank}"


def damage_label(view: SeatView) -> str:
    """The enemy panel's third figure, the damage the seat to act would take (R-SUF-1):
    "You take" when it is the seat at the screen, else "Seat 2 takes"."""
    if view.current == view.seat:
        return "You take"
    return f"{seat_name(view.current, view.players)} takes"


def tokens_text(tokens_left: int) -> str:
    """R-SOLO-1: "Jester tokens: 2 left"."""
    return f"Jester tokens: {tokens_left} left" if tokens_left else "Jester tokens: none left"


def tokens_used(tokens_left: int) -> int:
    return SOLO_TOKENS - tokens_left


def immunity_text(suit: Suit, cancelled: bool) -> str:
    """R-POW-2, R-JEST-1: the enemy's immunity, in words (not by colour alone)."""
    symbol = SUIT_SYMBOLS[suit]
    if cancelled:
        return f"{symbol} immunity cancelled"
    return f"Immune to {symbol} {suit.label}"


def immunity_tip(suit: Suit, cancelled: bool) -> str:
    """The immunity badge's tooltip: what the immunity does (R-POW-2, R-JEST-1)."""
    if cancelled:
        return f"A Jester cancelled the immunity: {suit.label} use their power against this enemy"
    return f"{suit.label} played against this enemy count for damage but lose their power"


def defeat_mark_tip(index: int, position: int) -> str:
    """A replay's scrub-bar tick: "Move 14: enemy 1 of 12 falls (a Jack)"."""
    rank = ("a Jack", "a Queen", "a King")[min(index, TOTAL_ENEMIES - 1) // 4]
    return f"Move {position}: enemy {index + 1} of {TOTAL_ENEMIES} falls ({rank})"


def key_badge_tip(number: int) -> str:
    """The number on a card of the hand: its key."""
    return f"Key {number} selects this card (again to put it back)"


def token_tip(used: bool) -> str:
    """A solo Jester token's tooltip (R-SOLO)."""
    if used:
        return "Jester token, used"
    return "Jester token: discard your hand and draw a new hand of 8 (F or click)"


def hand_caption(view: SeatView, watching: bool = False, alone: bool = False) -> str:
    """The viewer's hand label: "Your hand (6 of 8)" or "Seat 2: your hand (5 of 7)" (only
    "Your hand" for the one person among computer teammates, `alone`: no other person's
    hand faces the screen); in a replay (`watching`), "The hand (6 of 8)" or "Seat 2's hand
    (5 of 7)"."""
    count, limit = len(view.hand), view.hand_limit
    size = f"({count} of {limit})"
    if watching:
        return (
            f"The hand {size}"
            if view.players == 1
            else f"{seat_name(view.seat, view.players)}'s hand {size}"
        )
    if view.players == 1 or alone:
        return f"Your hand {size}"
    return f"{seat_name(view.seat, view.players)}: your hand {size}"


def seat_detail(
    count: int, limit: int, yielded: bool, computer: bool = False, level: str = ""
) -> str:
    """Another seat's panel: "4/7 cards · yielded"; for a computer seat "Strong · 4/7 cards"
    (its strength, `level`), or "AI · 4/7 cards" where its strength is not known."""
    text = f"{count}/{limit} cards" + (" · yielded" if yielded else "")
    return f"{level or 'AI'} · {text}" if computer else text


# -- deals, codes and the daily deal -----------------------------------------------------------


def move_text(command: Command) -> str:
    """A move as players say it: "Play A♥ 10♠", "Yield", "Discard 9♣"."""
    if isinstance(command, PlayCards):
        return f"Play {cards_text(command.cards)}"
    if isinstance(command, Discard):
        return f"Discard {cards_text(command.cards)}"
    if isinstance(command, Yield):
        return "Yield"
    if isinstance(command, FlipToken):
        return "Flip a Jester token"
    return f"Seat {command.seat} goes next"


# -- the preview panel (engine's preview_play, in words) ------------------------------------------
