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


def seat_name(seat: int, players: int, you: int | None = None) -> str:
    """ "You" in a solo game and for the seat the table addresses (`you`: the one person among
    computer teammates, as the table host decides), else "Seat 2"."""
    return "You" if addressed(seat, players, you) else f"Seat {seat}"


def addressed(seat: int, players: int, you: int | None) -> bool:
    """Do the words speak to `seat` ("you", never "Seat 1")? Solo, or the seat `you`."""
    return players == 1 or seat == you


def seat_does(seat: int, players: int, you: int | None, does: str, do: str) -> str:
    """A seat and its verb as one sentence starts: "Seat 2 takes", "You take"."""
    return f"{seat_name(seat, players, you)} {do if addressed(seat, players, you) else does}"


def seat_object(seat: int, players: int, you: int | None) -> str:
    """A seat inside a sentence: "you", "Seat 2"."""
    return "you" if addressed(seat, players, you) else f"Seat {seat}"


def loss_text(reason: str, seat: int, you: int | None) -> str:
    """R-END-2's sentence (the engine's, of the stuck seat: "Seat 1 had to discard 15 but held
    only 12"), spoken to that seat when it is `you` ("You had to…": past tense, the verb
    stays)."""
    prefix = f"Seat {seat} "
    return (
        f"You {reason.removeprefix(prefix)}"
        if seat == you and reason.startswith(prefix)
        else reason
    )


def addressee(names: Sequence[str]) -> int | None:
    """The seat a table's names of its seats call "You" (the shell's `SeatNames`: the one
    person at the table), or None."""
    return names.index("You") + 1 if "You" in names else None


#: The computer teammates' names, by the seat they sit at (chosen here only; a person's seat is
#: "Seat N", or "You" solo). Each has its portrait, assets/faces/teammate-<name>.png.
TEAMMATE_NAMES = {1: "Alys", 2: "Rowan", 3: "Mira", 4: "Edric"}
_SEAT_WORDS = re.compile(r"\b[Ss]eat ([1-4])\b")


def teammate_names(computers: Iterable[int]) -> dict[int, str]:
    """The names of the computer teammates seated at `computers` (seat -> name)."""
    return {seat: TEAMMATE_NAMES[seat] for seat in computers if seat in TEAMMATE_NAMES}


def teammates_in(names: Sequence[str]) -> dict[int, str]:
    """The computer teammates among a table's names of its seats, seat 1 first ("You", "Rowan",
    "Mira": seats 2 and 3), by seat: the names `named` takes."""
    return {seat: name for seat, name in enumerate(names, 1) if TEAMMATE_NAMES.get(seat) == name}


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


def damage_label(view: SeatView, watching: bool = False, you: int | None = None) -> str:
    """The enemy panel's third figure, the damage the seat to act would take (R-SUF-1):
    "You take" when it is the seat at the screen (in a replay, `watching`, only the seat
    `you`, the one person at its table), else "Seat 2 takes"."""
    if view.current == you or (view.current == view.seat and not watching):
        return "You take"
    return seat_does(view.current, view.players, you, "takes", "take")


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


def hand_caption(view: SeatView, watching: bool = False, you: int | None = None) -> str:
    """The viewer's hand label: "Your hand (6 of 8)" or "Seat 2: your hand (5 of 7)" (only
    "Your hand" for the seat `you`, the one person among computer teammates: no other
    person's hand faces the screen); in a replay (`watching`), "The hand (6 of 8)",
    "Seat 2's hand (5 of 7)" or, the seat `you`'s (the player's own solo game too), "Your
    hand"."""
    count, limit = len(view.hand), view.hand_limit
    size = f"({count} of {limit})"
    if watching and view.players == 1 and you is None:
        return f"The hand {size}"
    if view.players == 1 or view.seat == you:
        return f"Your hand {size}"
    if watching:
        return f"{seat_name(view.seat, view.players)}'s hand {size}"
    return f"{seat_name(view.seat, view.players)}: your hand {size}"


def hand_captions(view: SeatView, watching: bool = False, you: int | None = None) -> list[str]:
    """`hand_caption`, then shorter forms for where it would take two lines (a big UI scale):
    the seat's name left to the banner, which says whose turn (in a replay, whose view) it is:
    "Seat 2: your hand (5 of 7)", "Your hand (5 of 7)", "Hand (5 of 7)"; "Rowan's hand (5 of
    7)", "Hand (5 of 7)"."""
    size = f"({len(view.hand)} of {view.hand_limit})"
    forms = [hand_caption(view, watching, you)]
    forms += [] if watching else [f"Your hand {size}"]
    forms.append(f"Hand {size}")
    return list(dict.fromkeys(forms))


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
