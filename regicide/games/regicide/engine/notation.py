"""Moves as text (FORMAT.md "Moves"): `play 7H 7C`, `yield`, `discard 10S`, `flip`, `next 2`.

Text from a file may be hostile: a move is refused before its words are read when it names
more cards than any legal move can, and a seat number is never handed to `int()` when it is
longer than any seat number (Python refuses more than 4,300 digits with a plain ValueError).
"""

from __future__ import annotations

import re

from regicide.games.regicide.engine.cards import format_cards, parse_cards
from regicide.games.regicide.engine.commands import (
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    PlayCards,
    Yield,
)
from regicide.games.regicide.engine.errors import NotationError, said
from regicide.games.regicide.engine.state import SETUP_TABLE

VERBS = ("play", "yield", "discard", "flip", "next")
#: No legal move names more cards: a discard of a whole solo hand (R-SETUP-3); a play has 4.
MAX_MOVE_CARDS = max(limit for _, limit in SETUP_TABLE.values())
MAX_SEAT_DIGITS = 6  # seats are 1 to 4; a longer number is refused before int() reads it
_WORD = re.compile(r"\S+")


def parse_move(text: str) -> Command:
    """Read one move; raises NotationError naming the word at fault."""
    words = text.split(maxsplit=MAX_MOVE_CARDS + 1)  # the rest of a long move stays one word
    if not words:
        raise NotationError(text, said("is not a move (it is empty)"))
    verb, args = words[0].lower(), words[1:]
    if verb in ("play", "discard"):
        if not args:
            raise NotationError(
                text, said("names no cards ('{verb}' needs at least one)", verb=verb)
            )
        if len(args) > MAX_MOVE_CARDS:
            named = sum(1 for _ in _WORD.finditer(text)) - 1  # counted without a list of words
            raise NotationError(
                text,
                said(
                    "names {named} cards; a move names at most {limit}",
                    named=f"{named:,}",
                    limit=MAX_MOVE_CARDS,
                ),
            )
        cards = parse_cards(args)
        return PlayCards(cards) if verb == "play" else Discard(cards)
    if verb in ("yield", "flip"):
        if args:
            raise NotationError(text, said("has extra words ('{verb}' takes none)", verb=verb))
        return Yield() if verb == "yield" else FlipToken()
    if verb == "next":
        return ChooseNext(_seat_number(text, args))
    raise NotationError(
        text, said("starts with an unknown word (moves: {verbs})", verbs=", ".join(VERBS))
    )


def _seat_number(text: str, args: list[str]) -> int:
    """The SEAT of `next SEAT`: ASCII digits, from 1 (the rules then check the seat exists)."""
    word = args[0] if len(args) == 1 else ""
    digits = word.lstrip("0")
    if not (word.isascii() and word.isdigit() and digits):
        raise NotationError(text, said("needs one seat number from 1 ('next 2')"))
    if len(digits) > MAX_SEAT_DIGITS:
        raise NotationError(
            text,
            said("names a seat number of {digits} digits ('next 2')", digits=f"{len(digits):,}"),
        )
    return int(digits)


def format_move(command: Command) -> str:
    """A command in canonical notation."""
    if isinstance(command, PlayCards):
        return f"play {format_cards(command.cards)}"
    if isinstance(command, Discard):
        return f"discard {format_cards(command.cards)}"
    if isinstance(command, Yield):
        return "yield"
    if isinstance(command, FlipToken):
        return "flip"
    return f"next {command.seat}"
