"""The errors an engine raises on purpose, each with a sentence a player (or a record's author)
understands. Every game's engine raises these same classes, so the shell can catch them
without knowing the game."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Said:
    """A sentence of a record's error as facts (issue 35): `code`, its English with named
    placeholders, and the `values` it names (a number, a move's or card's text as the file
    writes it, a nested `Said`, a rule's refusal). Its English is derived from them, so
    `check` prints what it always printed (FORMAT.md); each game's narrate words the same
    facts in the player's language."""

    code: str
    values: tuple[tuple[str, object], ...] = ()

    def __str__(self) -> str:
        return self.code.format(**{name: str(value) for name, value in self.values})


class Count(int):
    """A number an error's English writes grouped by thousands ("1,000"); a narrate writes it
    as the player's language does."""

    def __str__(self) -> str:
        return f"{int(self):,}"


def said(code: str, /, **values: object) -> Said:
    """The sentence `code` naming `values`."""
    return Said(code, tuple(values.items()))


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

    @classmethod
    def because(cls, facts: object) -> IllegalMove:
        """The move refused for `facts` (a rule's refusal, a `Said`): their English is the
        reason `check` and a record's error print, the facts are what a narrate words."""
        return cls(str(facts), facts)


class NotationError(GameError, ValueError):
    """Text that is not a card or a move in a game's notation. The message quotes at most the
    first QUOTED characters of it (a hostile move may be megabytes long)."""

    QUOTED = 50

    def __init__(self, text: str, what: str | Said) -> None:
        quoted = text if len(text) <= self.QUOTED else text[: self.QUOTED - 3] + "..."
        super().__init__(f"'{quoted}' {what}")
        self.text = text
        self.what = str(what)
        #: The whole sentence as facts, the text quoted as written (None: English only).
        self.said = (
            said("'{text}' " + what.code, text=quoted, **dict(what.values))
            if isinstance(what, Said)
            else None
        )


class RecordError(GameError):
    """A record or position that cannot be used: `where` is the key (`start.hands[1]`)."""

    def __init__(self, where: str, what: str | Said) -> None:
        super().__init__(f"{where}: {what}" if where else str(what))
        self.where = where
        self.what = str(what)
        #: The problem as facts, for a game's narrate to word (None: English only).
        self.said = what if isinstance(what, Said) else None


class RefusedMove(RecordError):
    """A record whose move number `number` (from 1) the rules refuse: `check` reports the
    state just before it (exit 1) where every other reader refuses the file."""

    def __init__(self, where: str, number: int, reason: str, facts: object = None) -> None:
        stated = facts if str(facts) == reason else None
        super().__init__(where, move_said(number, stated, reason))
        self.number = number
        self.reason = reason


def move_said(number: int, facts: object, english: str) -> Said | str:
    """Move `number` (from 1) of a record's moves and what is wrong with it: as facts when
    the problem has them (a `Said`, a rule's refusal), else its `english` as it is."""
    if facts is None:
        return f"move {number}: {english}"
    return said("move {number}: {problem}", number=number, problem=facts)
