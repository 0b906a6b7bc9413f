"""Why the rules refuse a move, as facts (issue 35): a game's own code for the reason (`why`)
and the values its sentence names (a card, the damage due, a seat …). The code carries the
English with named placeholders (an Enum's value, or the text itself): that sentence is the
machine's side only, `regicide check`'s reason (FORMAT.md) and the errors of a record that
cannot be read, English whatever the player's language. Each game's narrate words the same
facts in the player's language.

Each game keeps its own kinds of why and writes its values in its own notation: its engine
subclasses `Refusal` (naming `noted`) and makes its refusals with `Refusals(ItsRefusal).refuse`;
`IllegalMove.because(refusal)` is the error that refuses the move.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, TypeVar

W = TypeVar("W", bound=Hashable)  # a game's kind of why: an Enum of English, or the English
V = TypeVar("V")  # a value a refusal names
R = TypeVar("R", bound="Refusal[Any, Any]")  # a game's Refusal


@dataclass(frozen=True)
class Refusal(Generic[W, V]):
    """A refused move's reason: `why` and the `values` its sentence names (by placeholder)."""

    why: W
    values: tuple[tuple[str, V], ...] = ()

    def value(self, name: str) -> V:
        """The value named `name` (KeyError if this refusal names none)."""
        return dict(self.values)[name]

    def english(self) -> str:
        """The sentence's English, placeholders named: the value of an Enum's member, else
        the why itself."""
        why = self.why
        return str(why.value) if isinstance(why, Enum) else str(why)

    def noted(self, value: V) -> str:
        """A value as the English writes it (a game writes its cards in record notation)."""
        return str(value)

    def fill(self, sentence: str, noted: Callable[[V], str]) -> str:
        """`sentence` (the English, or a narrate's words in the player's language, with this
        refusal's placeholders) with each value as `noted` writes it."""
        if not self.values:
            return sentence
        return sentence.format(**{name: noted(value) for name, value in self.values})

    def __str__(self) -> str:
        """The English sentence, each value as `noted` writes it."""
        return self.fill(self.english(), self.noted)


class Refusals(Generic[W, V, R]):
    """How one game makes its refusals (`kind`, its Refusal): `refuse`."""

    def __init__(self, kind: Callable[[W, tuple[tuple[str, V], ...]], R]) -> None:
        self._kind = kind
        self._bare: dict[W, R] = {}

    def refuse(self, why: W, /, **values: V) -> R:
        """The refusal `why` naming `values`, sorted by name (two equal refusals compare
        equal). One that names nothing is made once: a search asks the rules "may this seat
        yield?" millions of times."""
        if not values:
            try:
                return self._bare[why]
            except KeyError:
                bare = self._bare[why] = self._kind(why, ())
                return bare
        if len(values) == 1:
            return self._kind(why, tuple(values.items()))
        return self._kind(why, tuple(sorted(values.items())))
