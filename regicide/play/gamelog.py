"""The game log: every event of a game in plain words, newest last, as one seat may know it
(its game's words, `GameDef.setup_lines` and `turn_lines`). Each move's lines are told once
and remembered, so the table and the replay can ask every frame."""

from __future__ import annotations

from regicide.games.protocol import GameDef, Line, Match, Turn


class GameLog:
    """The lines of one game for one seat at a time (0: what the seats know together; None: a
    spectator who holds no hand)."""

    def __init__(self) -> None:
        self._told: dict[tuple[int, int | None], tuple[Turn, list[Line]]] = {}

    def lines(
        self, game: GameDef, match: Match, seat: int | None, upto: int | None = None
    ) -> list[Line]:
        """The log of the deal and the first `upto` moves (all of them by default)."""
        lines = game.setup_lines(match, seat)
        for index, turn in enumerate(match.history[:upto]):
            lines += self._move(game, match, index, turn, seat)
        return lines

    def _move(
        self, game: GameDef, match: Match, index: int, turn: Turn, seat: int | None
    ) -> list[Line]:
        told = self._told.get((index, seat))
        if told is not None and told[0] is turn:
            return told[1]
        lines = game.turn_lines(match, index, seat)
        self._told[(index, seat)] = (turn, lines)
        return lines
