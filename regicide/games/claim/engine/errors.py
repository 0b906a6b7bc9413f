"""The Claim engine's errors: the kernel's, which every engine raises (each carries a sentence a
player or a record's author reads), and Claim's own refusal of a game it cannot set up."""

from regicide.games.kernel import GameError, IllegalMove, NotationError, RecordError, Said, said

ClaimError = GameError


class SetupError(GameError, ValueError):
    """A game that cannot be set up: a deck of the wrong factions (C-DECK-4) or a player count
    this engine does not play (C-PLAYERS-1, C-MP-8). `said`: the same as facts (a record's
    error words them in the player's language), None where it is English only."""

    def __init__(self, what: str | Said) -> None:
        super().__init__(str(what))
        self.said = what if isinstance(what, Said) else None


__all__ = [
    "ClaimError",
    "IllegalMove",
    "NotationError",
    "RecordError",
    "Said",
    "SetupError",
    "said",
]
