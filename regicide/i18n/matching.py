"""A sentence a part of the program writes in English (a record reader's, a theme reader's),
said whole in the player's language when it is one of the sentences known (issue 35). The
known sentences are each an English message with named placeholders, marked `N_` where they
are listed so that the extractor finds them; a sentence is matched whole against them (its
values taken from where the placeholders stand) and said with the translation, each value
as `value` shows it. A sentence not known whole stays English whole, never told half in one
language and half in another; a value with words of English in it fits no placeholder, and
the sentence with those words written in it is listed whole and matched instead."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cached_property

from regicide.i18n import _

PLACEHOLDER = re.compile(r"\{(\w+)\}")
#: How a value found in the English is shown in the player's language (None: it has words
#: the language does not have, and the sentence stays English).
ValueWords = Callable[[str, str], str | None]


class KnownSentences:
    """The English sentences `english` (each a message id), matched whole, longest first."""

    def __init__(self, english: Iterable[str], value: ValueWords) -> None:
        self._english = tuple(english)
        self._value = value

    def words(self, sentence: str) -> str | None:
        """`sentence` in the player's language, or None when it is no sentence known."""
        for english, pattern in self._patterns:
            found = pattern.fullmatch(sentence)
            if found is not None:
                values = {name: self._value(name, text) for name, text in found.groupdict().items()}
                if all(value is not None for value in values.values()):
                    return _(english).format(**values)
                # a value with words the language lacks: a sentence listed with those words
                # written in it (shorter or as long) may still match whole
        return None

    @cached_property
    def _patterns(self) -> list[tuple[str, re.Pattern[str]]]:
        found = []
        for english in sorted(self._english, key=len, reverse=True):
            pieces = PLACEHOLDER.split(english)  # text, name, text, name, ..., text
            pattern = "".join(
                re.escape(piece) if index % 2 == 0 else f"(?P<{piece}>.+?)"
                for index, piece in enumerate(pieces)
            )
            found.append((english, re.compile(pattern, re.DOTALL)))
        return found
