"""Moves as text (FORMAT.md "Moves"): `play 7H 7C`, `yield`, `discard 10S`, `flip`, `next 2`."""

from __future__ import annotations

from regicide.engine.cards import format_cards, parse_cards
from regicide.engine.commands import ChooseNext, Command, Discard, FlipToken, PlayCards, Yield
from regicide.engine.errors import NotationError

VERBS = ("play", "yield", "discard", "flip", "next")


def parse_move(text: str) -> Command:
    """Read one move; raises NotationError naming the word at fault."""
    words = text.split()
    if not words:
        raise NotationError(text, "is not a move (it is empty)")
    verb, args = words[0].lower(), words[1:]
    if verb in ("play", "discard"):
        if not args:
            raise NotationError(text, f"names no cards ('{verb}' needs at least one)")
        cards = parse_cards(args)
        return PlayCards(cards) if verb == "play" else Discard(cards)
    if verb in ("yield", "flip"):
        if args:
            raise NotationError(text, f"has extra words ('{verb}' takes none)")
        return Yield() if verb == "yield" else FlipToken()
    if verb == "next":
        if len(args) != 1 or not (args[0].isascii() and args[0].isdigit()) or int(args[0]) < 1:
            raise NotationError(text, "needs one seat number from 1 ('next 2')")
        return ChooseNext(int(args[0]))
    raise NotationError(text, f"starts with an unknown word (moves: {', '.join(VERBS)})")


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
