"""The computer teammates at a Regicide table, as the live table and its replay both show them:
their names (narrate's), their portraits and their strength badges, from who sits where."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from regicide.games.regicide.narrate import TEAMMATE_NAMES, level_badge, seat_name, teammate_names


@dataclass(frozen=True)
class Team:
    """Who sits where: each computer seat's player by its name as the session or the record
    gives it ("strong"); the seats not in `computers` are people's, `you` the one the words
    call "you" (the one person among computers: `TablePlay.addressed`)."""

    players: int
    computers: Mapping[int, str] = field(default_factory=dict)
    you: int | None = None

    @property
    def called(self) -> tuple[str, ...]:
        """Each seat as the table calls it, seat 1 first: a computer teammate by its name, the
        one person "You", people sharing the screen "Seat N" (the game protocol's `SeatNames`,
        which the log's and the move list's words take)."""
        return tuple(
            self.names.get(seat) or seat_name(seat, self.players, self.you)
            for seat in range(1, self.players + 1)
        )

    @property
    def names(self) -> dict[int, str]:
        """The computer teammates' names by seat ("Rowan"); a person's seat keeps its number."""
        return teammate_names(self.computers)

    @property
    def faces(self) -> tuple[str, ...]:
        """Each seat's portrait (assets/faces): a computer teammate's its own, by its name (its
        strength badge says how well it plays), a person's by its seat."""
        return tuple(
            f"teammate-{TEAMMATE_NAMES[seat].lower()}" if seat in self.names else f"seat-{seat}"
            for seat in range(1, self.players + 1)
        )

    @property
    def levels(self) -> dict[int, tuple[str, str]]:
        """Each computer teammate's strength badge and what it means ("Strong", …)."""
        return {seat: level_badge(name) for seat, name in self.computers.items()}

    def badges(self) -> tuple[str, ...]:
        """Each seat's strength badge, seat 1 first ("" for a person)."""
        levels = self.levels
        return tuple(levels.get(seat, ("", ""))[0] for seat in range(1, self.players + 1))
