"""The Baisch engine's errors: the kernel's, which every engine raises (each carries a sentence
a player or a record's author reads)."""

from regicide.games.kernel import GameError, IllegalMove, NotationError, RecordError, said

BaischError = GameError

__all__ = ["BaischError", "IllegalMove", "NotationError", "RecordError", "said"]
