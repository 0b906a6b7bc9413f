"""The engine's errors (every engine raises the kernel's, so the shell catches them alike)."""

from __future__ import annotations

from regicide.games.kernel import GameError, IllegalMove, NotationError, RecordError, Said, said

#: Base of every error the Regicide engine raises on purpose.
RegicideError = GameError

__all__ = ["IllegalMove", "NotationError", "RecordError", "RegicideError", "Said", "said"]
