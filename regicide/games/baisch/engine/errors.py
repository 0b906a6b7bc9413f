"""The Baisch engine's errors: the kernel's, which every engine raises (each carries a sentence
a player or a record's author reads)."""

from dataclasses import dataclass

from regicide.games.kernel import GameError, IllegalMove, NotationError, RecordError, Said, said

BaischError = GameError


@dataclass(frozen=True)
class Grouped:
    """A whole number in a record error's facts that its English writes with thousands
    separators ("1,205"); a player's language writes it its own way."""

    value: int

    def __str__(self) -> str:
        return f"{self.value:,}"


__all__ = ["BaischError", "Grouped", "IllegalMove", "NotationError", "RecordError", "Said", "said"]
