"""Names and small phrases: cards ("A♥ 10♠"), seats, enemies, counts, moves, deals, codes.

A card is written the same way everywhere players read it; the record notation ("AH 10S")
belongs to files and the command line. Lines for panels carry a `Tone` that the UI maps to
theme colours. Every word goes through the translation seam when it is asked for (issue 35):
whole sentences with named placeholders, the seat addressed ("You take") and the others
("Seat 2 takes") each a sentence of its own."""

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
    GameLost,
    PlayCards,
    SeatView,
    SoloEnd,
    Stuck,
    Suit,
    Yield,
)
from regicide.i18n import N_, _, ngettext, pgettext

SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
#: The suits' names as a label shows them ("Immune to ♠ Spades"), translated where shown.
SUIT_NAMES = {
    Suit.CLUBS: N_("Clubs"),
    Suit.DIAMONDS: N_("Diamonds"),
    Suit.HEARTS: N_("Hearts"),
    Suit.SPADES: N_("Spades"),
}
#: A card's full name: its rank with a place for its suit ("Jack {of_suit}"), then the suit as
#: that name ends ("of Spades"): each language orders and joins them ("Pik-Bube", "Valet de
#: pique", "Jota de picas").
RANK_TITLES = {
    1: N_("Ace {of_suit}"),
    2: N_("Two {of_suit}"),
    3: N_("Three {of_suit}"),
    4: N_("Four {of_suit}"),
    5: N_("Five {of_suit}"),
    6: N_("Six {of_suit}"),
    7: N_("Seven {of_suit}"),
    8: N_("Eight {of_suit}"),
    9: N_("Nine {of_suit}"),
    10: N_("Ten {of_suit}"),
    11: N_("Jack {of_suit}"),
    12: N_("Queen {of_suit}"),
    13: N_("King {of_suit}"),
}
OF_SUITS = {
    Suit.CLUBS: N_("of Clubs"),
    Suit.DIAMONDS: N_("of Diamonds"),
    Suit.HEARTS: N_("of Hearts"),
    Suit.SPADES: N_("of Spades"),
}
# A card written in record notation inside an engine sentence ("You don't hold 7H.").
_NOTATION = re.compile(r"\b(10|[2-9AJQK])([CDHS])\b|\bJKR\b")


# -- cards and seats ----------------------------------------------------------------------------


def suit_name(suit: Suit) -> str:
    """A suit's name in the player's language: "Spades", "Pik", "Pique"."""
    return _(SUIT_NAMES[suit])


def jester_name() -> str:
    """The Jester's name in the player's language."""
    return _("Jester")


def card_name(card: Card) -> str:
    """A card as players write it: "A♥", "10♠", "Jester" (the faces' letters in every
    language: the card shows them)."""
    if card.suit is None:
        return jester_name()
    return RANK_NAMES[card.rank] + SUIT_SYMBOLS[card.suit]


def cards_text(cards: Iterable[Card]) -> str:
    """Several cards: "5♣ 5♦"."""
    return " ".join(card_name(card) for card in cards)


def card_title(card: Card) -> str:
    """A card in full: "Jack of Spades", "Seven of Hearts", "Jester"."""
    if card.suit is None:
        return jester_name()
    return _(RANK_TITLES[card.rank]).format(of_suit=_(OF_SUITS[card.suit]))


def enemy_subject(card: Card) -> str:
    """An enemy opening a headline, with its article where the language puts one there ("Jack
    of Spades guards the gate", French "Le Valet de pique garde la porte", Spanish "La Jota de
    picas guarda la puerta"); a card that is no royal as `card_title` names it."""
    if card.suit is None or card.rank not in _SUBJECTS:
        return card_title(card)
    return _SUBJECTS[card.rank]().format(of_suit=_(OF_SUITS[card.suit]))


# TRANSLATORS: an enemy as the subject opening a headline ("Jack of Spades steps forward"):
# with its article where your language puts one there ("Le Valet de pique", "La Jota de picas").
_SUBJECTS = {
    11: lambda: pgettext("subject", "Jack {of_suit}"),
    12: lambda: pgettext("subject", "Queen {of_suit}"),
    13: lambda: pgettext("subject", "King {of_suit}"),
}


def readable(sentence: str) -> str:
    """An engine sentence with its record notation turned into card names ("7H" -> "7♥")."""

    def name(match: re.Match[str]) -> str:
        if match.group(0) == "JKR":
            return card_name(JESTER)
        return match.group(1) + SUIT_SYMBOLS[Suit(match.group(2))]

    return _NOTATION.sub(name, sentence)


def seat_word(seat: int) -> str:
    """A seat by its number: "Seat 2" ("Platz 2")."""
    return _("Seat {seat}").format(seat=seat)


def seat_name(seat: int, players: int, you: int | None = None) -> str:
    """ "You" in a solo game and for the seat the table addresses (`you`: the one person among
    computer teammates, as the table host decides), else "Seat 2"."""
    return _("You") if addressed(seat, players, you) else seat_word(seat)


def addressed(seat: int, players: int, you: int | None) -> bool:
    """Do the words speak to `seat` ("you", never "Seat 1")? Solo, or the seat `you`."""
    return players == 1 or seat == you


def seat_said(seat: int, players: int, you: int | None, theirs: str, yours: str) -> str:
    """One of two whole sentences: `yours` to the seat addressed ("You take {damage} damage"),
    else `theirs` with the seat's name in {seat} ("{seat} takes {damage} damage"); both
    already translated, formatted by the caller."""
    if addressed(seat, players, you):
        return yours
    return theirs.replace("{seat}", seat_word(seat))


def seat_object(seat: int, players: int, you: int | None) -> str:
    """A seat as the object of a sentence ("chose {seat} to go next"): "you", "Seat 2"."""
    if addressed(seat, players, you):
        return pgettext("object", "you")  # "chose you to go next": German "dich"
    return seat_word(seat)


#: R-END-2's sentence, by what the stuck seat lacked, why no Jester token saved it (solo) and
#: whether the words speak to it; {seat}, {due} and {held} filled in where shown.
_LOSS_WORDS = {
    (Stuck.SHORT, SoloEnd.TEAM, False): N_("{seat} had to discard {due} but held only {held}."),
    (Stuck.SHORT, SoloEnd.TEAM, True): N_("You had to discard {due} but held only {held}."),
    (Stuck.NO_CARDS, SoloEnd.TEAM, False): N_("{seat} had to discard {due} but had no cards left."),
    (Stuck.NO_CARDS, SoloEnd.TEAM, True): N_("You had to discard {due} but had no cards left."),
    (Stuck.NO_PLAY, SoloEnd.TEAM, False): N_("{seat} had no cards to play and could not yield."),
    (Stuck.NO_PLAY, SoloEnd.TEAM, True): N_("You had no cards to play and could not yield."),
    (Stuck.SHORT, SoloEnd.NO_TOKEN, True): N_(
        "You had to discard {due} but held only {held}, and no Jester token was left."
    ),
    (Stuck.SHORT, SoloEnd.EMPTY_TAVERN, True): N_(
        "You had to discard {due} but held only {held}, and the tavern was empty."
    ),
    (Stuck.NO_CARDS, SoloEnd.NO_TOKEN, True): N_(
        "You had to discard {due} but had no cards left, and no Jester token was left."
    ),
    (Stuck.NO_CARDS, SoloEnd.EMPTY_TAVERN, True): N_(
        "You had to discard {due} but had no cards left, and the tavern was empty."
    ),
    (Stuck.NO_PLAY, SoloEnd.NO_TOKEN, True): N_(
        "You had no cards to play, and no Jester token was left."
    ),
    (Stuck.NO_PLAY, SoloEnd.EMPTY_TAVERN, True): N_(
        "You had no cards to play, and the tavern was empty."
    ),
}
#: The same by the values the engine's GameLost holds.
LOSS_WORDS = {
    (stuck.value, solo.value, you): words for (stuck, solo, you), words in _LOSS_WORDS.items()
}


def loss_text(lost: GameLost, you: int | None = None) -> str:
    """R-END-2 in a sentence, from the engine's facts: "Seat 1 had to discard 15 but held only
    12.", spoken to the stuck seat when it is `you` or plays alone ("You had to…")."""
    solo = lost.solo != SoloEnd.TEAM.value
    key = (lost.reason, lost.solo, solo or lost.seat == you)
    words = LOSS_WORDS.get(key)
    if words is None:  # facts this narrate does not know
        return _("The royals won.")
    return _(words).format(seat=seat_word(lost.seat), due=lost.due, held=lost.held)


def addressee(names: Sequence[str]) -> int | None:
    """The seat a table's names of its seats call "You" (the shell's `SeatNames`: the one
    person at the table), or None."""
    you = _("You")
    return names.index(you) + 1 if you in names else None


#: The computer teammates' names, by the seat they sit at (chosen here only; a person's seat is
#: "Seat N", or "You" solo). Each has its portrait, assets/faces/teammate-<name>.png.
TEAMMATE_NAMES = {1: "Alys", 2: "Rowan", 3: "Mira", 4: "Edric"}


def teammate_names(computers: Iterable[int]) -> dict[int, str]:
    """The names of the computer teammates seated at `computers` (seat -> name)."""
    return {seat: TEAMMATE_NAMES[seat] for seat in computers if seat in TEAMMATE_NAMES}


def teammates_in(names: Sequence[str]) -> dict[int, str]:
    """The computer teammates among a table's names of its seats, seat 1 first ("You", "Rowan",
    "Mira": seats 2 and 3), by seat: the names `named` takes."""
    return {seat: name for seat, name in enumerate(names, 1) if TEAMMATE_NAMES.get(seat) == name}


def _seat_words() -> re.Pattern[str]:
    """A seat by its number in the player's language ("Seat 2", "seat 2", "Platz 2")."""
    head, _gap, tail = _("Seat {seat}").partition("{seat}")
    first = re.escape(head[:1])
    case = f"[{head[:1].upper()}{head[:1].lower()}]" if head[:1].isalpha() else first
    return re.compile(rf"(?<!\w){case}{re.escape(head[1:])}([1-4]){re.escape(tail)}(?!\w)")


def named(text: str, names: Mapping[int, str]) -> str:
    """Words about seats ("Seat 2 chose Seat 3 to go next", this module's `seat_name`) with
    the computer teammates called by their names ("Rowan chose Mira to go next"); a
    person's seat keeps its number."""
    if not names:
        return text
    return _seat_words().sub(lambda found: names.get(int(found[1]), found[0]), text)


def named_lines(lines: Sequence[Line], names: Mapping[int, str]) -> list[Line]:
    """Lines with a tone (the log's, the side panel's), their seats `named`."""
    return [(named(words, names), tone) for words, tone in lines]


def enemy_rank(rank: int) -> str:
    """A royal enemy by its rank alone, inside a sentence: "the Queen" ("the Queen's 15")."""
    if rank == 11:
        return pgettext("enemy", "the Jack")
    if rank == 12:
        return pgettext("enemy", "the Queen")
    if rank == 13:
        return pgettext("enemy", "the King")
    return pgettext("enemy", "the enemy")


def enemy_title(view: SeatView) -> str:
    """The current enemy in full ("Queen of Hearts"), or "" between enemies."""
    return card_title(view.enemy) if view.enemy is not None else ""


def defeated_text(defeated: int) -> str:
    """Progress through the castle: "3 of 12 defeated"."""
    return _("{defeated} of {total} defeated").format(defeated=defeated, total=TOTAL_ENEMIES)


#: The royals the castle sends now, by how many have fallen (four of each), for the crowns'
#: tooltip: translated where shown.
PROGRESS_TIPS = (
    N_("{defeated} of {total} defeated: one crown per royal; now the Jacks"),
    N_("{defeated} of {total} defeated: one crown per royal; now the Queens"),
    N_("{defeated} of {total} defeated: one crown per royal; now the Kings"),
)


def progress_tip(defeated: int) -> str:
    """The crowns' tooltip: how far through the castle, and what comes next."""
    tip = PROGRESS_TIPS[min(defeated, TOTAL_ENEMIES - 1) // 4]
    return _(tip).format(defeated=defeated, total=TOTAL_ENEMIES)


def damage_label(view: SeatView, watching: bool = False, you: int | None = None) -> str:
    """The enemy panel's third figure, the damage the seat to act would take (R-SUF-1):
    "You take" when it is the seat at the screen (in a replay, `watching`, only the seat
    `you`, the one person at its table), else "Seat 2 takes"."""
    if view.current == you or (view.current == view.seat and not watching):
        return _("You take")
    # TRANSLATORS: the enemy panel's figure of the damage a seat would take: "Seat 2 takes".
    return seat_said(view.current, view.players, you, _("{seat} takes"), _("You take"))


def tokens_text(tokens_left: int) -> str:
    """R-SOLO-1: "Jester tokens: 2 left"."""
    if not tokens_left:
        return _("Jester tokens: none left")
    return ngettext(
        "Jester tokens: {count} left", "Jester tokens: {count} left", tokens_left
    ).format(count=tokens_left)


def tokens_used(tokens_left: int) -> int:
    return SOLO_TOKENS - tokens_left


def immunity_text(suit: Suit, cancelled: bool) -> str:
    """R-POW-2, R-JEST-1: the enemy's immunity, in words (not by colour alone)."""
    symbol = SUIT_SYMBOLS[suit]
    if cancelled:
        return _("{symbol} immunity cancelled").format(symbol=symbol)
    return _("Immune to {symbol} {suit}").format(symbol=symbol, suit=suit_name(suit))


def immunity_tip(suit: Suit, cancelled: bool) -> str:
    """The immunity badge's tooltip: what the immunity does (R-POW-2, R-JEST-1)."""
    if cancelled:
        return _(
            "A Jester cancelled the immunity: {suit} use their power against this enemy"
        ).format(suit=suit_name(suit))
    return _("{suit} played against this enemy count for damage but lose their power").format(
        suit=suit_name(suit)
    )


#: A replay's scrub-bar tick, by the rank of the enemy that falls: translated where shown.
DEFEAT_MARKS = (
    N_("Move {move}: enemy {number} of {total} falls (a Jack)"),
    N_("Move {move}: enemy {number} of {total} falls (a Queen)"),
    N_("Move {move}: enemy {number} of {total} falls (a King)"),
)


def defeat_mark_tip(index: int, position: int) -> str:
    """A replay's scrub-bar tick: "Move 14: enemy 1 of 12 falls (a Jack)"."""
    tip = DEFEAT_MARKS[min(index, TOTAL_ENEMIES - 1) // 4]
    return _(tip).format(move=position, number=index + 1, total=TOTAL_ENEMIES)


def key_badge_tip(number: int) -> str:
    """The number on a card of the hand: its key."""
    return _("Key {number} selects this card (again to put it back)").format(number=number)


def token_tip(used: bool) -> str:
    """A solo Jester token's tooltip (R-SOLO)."""
    if used:
        return _("Jester token, used")
    return _("Jester token: discard your hand and draw a new hand of 8 (F or click)")


def hand_caption(view: SeatView, watching: bool = False, you: int | None = None) -> str:
    """The viewer's hand label: "Your hand (6 of 8)" or "Seat 2: your hand (5 of 7)" (only
    "Your hand" for the seat `you`, the one person among computer teammates: no other
    person's hand faces the screen); in a replay (`watching`), "The hand (6 of 8)",
    "Seat 2's hand (5 of 7)" or, the seat `you`'s (the player's own solo game too), "Your
    hand"."""
    size = {"count": len(view.hand), "limit": view.hand_limit}
    if watching and view.players == 1 and you is None:
        return _("The hand ({count} of {limit})").format(**size)
    if view.players == 1 or view.seat == you:
        return _("Your hand ({count} of {limit})").format(**size)
    seat = seat_word(view.seat)
    if watching:
        return _("{seat}'s hand ({count} of {limit})").format(seat=seat, **size)
    return _("{seat}: your hand ({count} of {limit})").format(seat=seat, **size)


def hand_captions(view: SeatView, watching: bool = False, you: int | None = None) -> list[str]:
    """`hand_caption`, then shorter forms for where it would take two lines (a big UI scale):
    the seat's name left to the banner, which says whose turn (in a replay, whose view) it is:
    "Seat 2: your hand (5 of 7)", "Your hand (5 of 7)", "Hand (5 of 7)"; "Rowan's hand (5 of
    7)", "Hand (5 of 7)"."""
    size = {"count": len(view.hand), "limit": view.hand_limit}
    forms = [hand_caption(view, watching, you)]
    forms += [] if watching else [_("Your hand ({count} of {limit})").format(**size)]
    forms.append(_("Hand ({count} of {limit})").format(**size))
    return list(dict.fromkeys(forms))


def seat_detail(
    count: int,
    limit: int,
    yielded: bool,
    computer: bool = False,
    level: str = "",
    *,
    short: bool = False,
) -> str:
    """Another seat's panel: "4/7 cards · yielded"; for a computer seat "Strong · 4/7 cards"
    (its strength, `level`), or "AI · 4/7 cards" where its strength is not known; `short`
    leaves out the word "cards" ("4/7 · yielded")."""
    numbers = {"count": count, "limit": limit}
    if short:
        text = _("{count}/{limit} · yielded") if yielded else "{count}/{limit}"
    else:
        text = _("{count}/{limit} cards · yielded") if yielded else _("{count}/{limit} cards")
    text = text.format(**numbers)
    if not computer:
        return text
    # TRANSLATORS: a computer seat's panel: its strength, then its cards ("Strong · 4/7 cards").
    return _("{level} · {cards}").format(level=level or _("AI"), cards=text)


# -- deals, codes and the daily deal -----------------------------------------------------------


def move_text(command: Command) -> str:
    """A move as players say it: "Play A♥ 10♠", "Yield", "Discard 9♣"."""
    if isinstance(command, PlayCards):
        return _("Play {cards}").format(cards=cards_text(command.cards))
    if isinstance(command, Discard):
        return _("Discard {cards}").format(cards=cards_text(command.cards))
    if isinstance(command, Yield):
        return _("Yield")
    if isinstance(command, FlipToken):
        return _("Flip a Jester token")
    return _("{seat} goes next").format(seat=seat_word(command.seat))


# -- the preview panel (engine's preview_play, in words) ------------------------------------------
