"""The errors an engine raises on purpose, each with a sentence a player (or a record's author)
understands. Every game's engine raises these same classes, so the shell can catch them
without knowing the game."""

from __future__ import annotations


class GameError(Exception):
    """Base of every error an engine raises on purpose."""


class IllegalMove(GameError):
    """A command the rules do not allow now; `reason` says why in English (what `check` and a
    record's error print), `facts` the same as the engine's facts where it gives them, for
    the game's narrate to word in the player's language (None: `reason` is all there is)."""

    def __init__(self, reason: str, facts: object = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.facts = facts


class NotationError(GameError, ValueError):
    """Text that is not a card or a move in a game's notation. The message quotes at most the
    first QUOTED characters of it (a hostile move may be megabytes long)."""

    QUOTED = 50

    def __init__(self, text: str, what: str) -> None:
        quoted = text if len(text) <= self.QUOTED else text[: self.QUOTED - 3] + "..."
        super().__init__(f"'{quoted}' {what}")
        self.text = text
        self.what = what


class RecordError(GameError):
    """A record or position that cannot be used: `where` is the key (`start.hands[1]`)."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}" if where else what)
        self.where = where
        self.what = what


class RefusedMove(RecordError):
    """A record whose move number `number` (from 1) the rules refuse: `check` reports the
    state just before it (exit 1) where every other reader refuses the file."""

    def __init__(self, where: str, number: int, reason: str) -> None:
        super().__init__(where, f"move {number}: {reason}")
        self.number = number
        self.reason = reason
