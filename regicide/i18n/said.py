"""A game's record error told in the player's language from its facts (issue 35): the engines
raise a record error carrying a `Said` (regicide/games/kernel/errors.py: the English with
named placeholders as its code, and its values) and each game's narrate lists the codes it
words (`known`, marked `N_` so that they land in its own catalog) and hands its own `_` over
(`translate`), so each game's words come from its own part. A sentence is worded whole or not
at all (None: it stays English whole, never half in one language and half in another)."""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Protocol

from regicide.i18n.formats import number


class Said(Protocol):
    """A sentence as facts (the kernel's `Said`)."""

    code: str
    values: tuple[tuple[str, object], ...]


#: How a game words a value of its own (a rule's refusal), or None where it cannot.
FactWords = Callable[[object], str | None]


def said_words(
    said: Said,
    known: Collection[str],
    translate: Callable[[str], str],
    fact_words: FactWords | None = None,
) -> str | None:
    """`said` in the player's language, each of its values worded (a nested sentence in the
    same way, a number as the language writes it, a text quoted as written), or None."""
    if said.code not in known:
        return None
    values = {
        name: _value_words(value, known, translate, fact_words) for name, value in said.values
    }
    if any(value is None for value in values.values()):
        return None
    return translate(said.code).format(**values)


def error_words(
    error: Exception,
    known: Collection[str],
    translate: Callable[[str], str],
    fact_words: FactWords | None = None,
) -> str | None:
    """A record error (its `said`, under its key `where`) in the player's language, or None."""
    said: Said | None = getattr(error, "said", None)
    if said is None:
        return None
    problem = said_words(said, known, translate, fact_words)
    where = getattr(error, "where", "")
    if problem is None or not where:
        return problem
    return translate("{key}: {problem}").format(key=where, problem=problem)


def _value_words(
    value: object,
    known: Collection[str],
    translate: Callable[[str], str],
    fact_words: FactWords | None,
) -> str | None:
    if hasattr(value, "code") and hasattr(value, "values"):
        return said_words(value, known, translate, fact_words)
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return number(int(value))  # a Count writes its English grouped: the plain number
    if isinstance(value, str):
        return value
    return fact_words(value) if fact_words is not None else None
