"""The Baisch engine's errors: each carries a sentence a player or a record's author reads."""

from __future__ import annotations


class BaischError(Exception):
    """Base of every error the Baisch engine raises on purpose."""


class IllegalMove(BaischError):
    """A command the rules do not allow now; `reason` says why, for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class NotationError(BaischError, ValueError):
    """Text that is not a card, hero or move of the notation (docs/baisch-records.md). The
    message quotes at most the first QUOTED characters (a hostile move may be huge)."""

    QUOTED = 50

    def __init__(self, text: str, what: str) -> None:
        quoted = text if len(text) <= self.QUOTED else text[: self.QUOTED - 3] + "..."
        super().__init__(f"'{quoted}' {what}")
        self.text = text
        self.what = what


class RecordError(BaischError):
    """A record or position that cannot be used: `where` names the key (`start.seats[1]`)."""

    def __init__(self, where: str, what: str) -> None:
        super().__init__(f"{where}: {what}" if where else what)
        self.where = where
        self.what = what
