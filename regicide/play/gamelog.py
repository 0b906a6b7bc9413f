"""The game log: every event of a game in plain words, newest last, as one seat may know it
(its game's words, `GameDef.setup_lines` and `turn_lines`). Each move's lines are told once
and remembered, so the table and the replay can ask every frame."""

from __future__ import annotations

from regicide.games.protocol import GameDef, Line, Match, SeatNames, Turn

#: A move's lines are remembered by the move, the reading seat and the seats' names.
Told = tuple[int, int | None, tuple[str, ...]]


class GameLog:
    """The lines of one game for one seat at a time (0: what the seats know together; None: a
    spectator who holds no hand)."""

    def __init__(self) -> None:
        self._told: dict[Told, tuple[Turn, list[Line]]] = {}

    def lines(
        self,
        game: GameDef,
        match: Match,
        seat: int | None,
        upto: int | None = None,
        names: SeatNames = (),
    ) -> list[Line]:
        """The log of the deal and the first `upto` moves (all of them by default), the
        seats called by `names` ("Strong AI") where the game uses them."""
        lines = game.setup_lines(match, seat, tuple(names))
        for index, turn in enumerate(match.history[:upto]):
            lines += self._move(game, match, (index, seat, tuple(names)), turn)
        return lines

    def _move(self, game: GameDef, match: Match, key: Told, turn: Turn) -> list[Line]:
        told = self._told.get(key)
        if told is not None and told[0] is turn:
            return told[1]
        index, seat, names = key
        lines = game.turn_lines(match, index, seat, names)
        self._told[key] = (turn, lines)
        return lines
