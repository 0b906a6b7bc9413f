"""The engine's errors: each carries a sentence a player (or a record's author) understands."""

from __future__ import annotations


class ClaimError(Exception):
    """Base of every error the Claim engine raises on purpose."""


class IllegalMove(ClaimError):
    """A command the rules do not allow now; `reason` says why, for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SetupError(ClaimError, ValueError):
    """A game that cannot be set up: a deck of the wrong factions (C-DECK-4) or a player count
    this engine does not play (C-PLAYERS-1, C-MP-8)."""


class NotationError(ClaimError, ValueError):
    """Text that is not a card or a move. The message quotes at most the first QUOTED
    characters of it (a hostile move may be megabytes long)."""

    QUOTED = 40

    def __init__(self, text: str, what: str) -> None:
        quoted = text if len(text) <= self.QUOTED else text[: self.QUOTED - 3] + "..."
        super().__init__(f"'{quoted}' {what}")
        self.text = text
        self.what = what


class RecordError(ClaimError):
    """A record that cannot be used: `where` names the key (`start.hands[1]`, `moves[3]`)."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}" if where else what)
        self.where = where
        self.what = what
