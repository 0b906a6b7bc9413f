"""Why the rules refuse a move, as facts (issue 35): its English with named placeholders (the
sentence `regicide check` and a record's error print, FORMAT.md) and the values it names (a
seat, a slot or a count as a number; a card, a hero or a suit as itself). The game's narrate
words each refusal in the player's language (narrate/reasons.py) from the same facts."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


@dataclass(frozen=True, slots=True)
class Refusal:
    """A refused move's reason: `why` (the English, placeholders named) and its `values`."""

    why: str
    values: tuple[tuple[str, object], ...] = ()

    def value(self, name: str) -> object:
        """The value named `name` (KeyError if this refusal names none)."""
        return dict(self.values)[name]

    def __str__(self) -> str:
        """The English sentence, a card, hero or suit in record notation ("Your slot 2 is
        empty.", "You do not own the spy hero.")."""
        if not self.values:
            return self.why
        return self.why.format(**{name: _noted(value) for name, value in self.values})


def refuse(why: str, /, **values: object) -> Refusal:
    """The refusal `why` naming `values`; one that names nothing is made once (search asks
    the rules about many moves)."""
    if not values:
        known = _BARE.get(why)
        if known is None:
            known = _BARE[why] = Refusal(why)
        return known
    return Refusal(why, tuple(values.items()))


_BARE: dict[str, Refusal] = {}


def _noted(value: object) -> str:
    return str(value.value) if isinstance(value, Enum) else str(value)
