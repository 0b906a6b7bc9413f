"""How hard a Regicide solo deal is (issue 34's graded daily deal), without showing a card:
the open-hand solver's verdict (can it be won at all, with every card known) and how often
the Strong level wins it honestly, over several search seeds ("winnable; the Strong AI wins
it 7 times in 10"). Pure and slow (a Strong game takes about a minute of processor time), so
the app computes it once a day away from its frames and keeps it (regicide/commands/daily).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from regicide.games.computers import Cancelled
from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.ai.solver import NODE_LIMIT, SolveCancelled, Verdict, solve_deal
from regicide.games.regicide.engine import Game, Status

GRADE_GAMES = 10  # the Strong games a grade plays, each on its own search seed
GRADE_DEALS = 100  # the Strong level's sampled deals a decision (about its 1 s in the app)
GRADE_LEVEL = "strong"


@dataclass(frozen=True, slots=True)
class Grade:
    """A deal's grade: the solver's verdict, and the Strong level's wins in `games`."""

    verdict: Verdict
    wins: int
    games: int

    def as_json(self) -> dict[str, object]:
        return {"verdict": self.verdict.value, "wins": self.wins, "games": self.games}


def grade_deal(
    seed: int,
    *,
    games: int = GRADE_GAMES,
    iterations: int = GRADE_DEALS,
    limit: int = NODE_LIMIT,
    progress: Callable[[int], None] | None = None,
) -> Grade:
    """Grade the solo deal of `seed`: solve it with every card known, then let the Strong
    level (`iterations` sampled deals a decision, so the grade is the same on any machine)
    play it `games` times, search seeds 0, 1, ...; `progress` hears each game finished."""
    verdict = solve_deal(seed, limit=limit).verdict
    wins = 0
    for search_seed in range(games):
        wins += strong_wins(seed, search_seed, iterations)
        if progress is not None:
            progress(search_seed + 1)
    return Grade(verdict, wins, games)


class GradeWork:
    """A grade worked out a step at a time, each step giving way at once when `cancel` is
    set (the app's worker process does it between the computer players' choices, issue 34):
    first the solver's verdict, then the Strong games decision by decision, search seeds 0,
    1, ... as `grade_deal` plays them, so the grade is the same however often it gave way.
    `kept()` is its progress as plain data (the finished games, never a card) and `resume`
    takes it up again in another process, or when the app starts again the same day."""

    def __init__(
        self, seed: int, *, games: int = GRADE_GAMES, iterations: int = GRADE_DEALS,
        limit: int = NODE_LIMIT,
    ) -> None:  # fmt: skip
        self.seed, self.games, self.iterations, self.limit = seed, games, iterations, limit
        self.verdict: Verdict | None = None
        self.wins = self.played = 0
        self._game: Game | None = None
        self._rng: random.Random | None = None
        self._player = make_player(GRADE_LEVEL, iterations=iterations)

    def resume(self, kept: Mapping[str, Any] | None) -> None:
        """Take this work up from its kept progress (left as it is when that is another
        deal's, another budget's, or not a progress at all)."""
        if kept is None or kept.get("seed") != self.seed:
            return
        if (kept.get("games"), kept.get("iterations")) != (self.games, self.iterations):
            return
        verdict, wins, played = kept.get("verdict"), kept.get("wins"), kept.get("played")
        if not (isinstance(wins, int) and isinstance(played, int)):
            return
        if 0 <= wins <= played <= self.games and verdict in {v.value for v in Verdict}:
            self.verdict, self.wins, self.played = Verdict(verdict), wins, played

    @property
    def done(self) -> bool:
        return self.verdict is not None and self.played >= self.games

    def step(self, cancel: threading.Event) -> bool:
        """One step (the solve, or one Strong decision), undone if `cancel` came during it;
        whether a game (or the solve) ended, so its progress is worth keeping."""
        if self.verdict is None:
            try:
                self.verdict = solve_deal(self.seed, limit=self.limit, cancel=cancel).verdict
            except SolveCancelled:
                return False
            return True
        if self.done:
            return False
        if self._game is None or self._rng is None:
            self._game, self._rng = Game.new(1, seed=self.seed), random.Random(self.played)
        before = self._rng.getstate()
        try:
            command = self._player.choose(self._game.view(1), self._rng, cancel=cancel)
        except Cancelled:  # cut short: to be searched again from the same generator
            self._rng.setstate(before)
            return False
        self._game.submit(command)
        if self._game.state.status is Status.PLAYING:
            return False
        self.wins += self._game.state.status is Status.WON
        self.played += 1
        self._game = self._rng = None
        return True

    def kept(self) -> dict[str, Any]:
        """Its progress as plain data: the verdict, the games played and won."""
        verdict = None if self.verdict is None else self.verdict.value
        return {
            "seed": self.seed, "verdict": verdict, "wins": self.wins, "played": self.played,
            "games": self.games, "iterations": self.iterations,
        }  # fmt: skip


def strong_wins(seed: int, search_seed: int, iterations: int) -> bool:
    """Whether the Strong level wins the solo deal of `seed` with its search seeded so."""
    game = Game.new(1, seed=seed)
    player = make_player(GRADE_LEVEL, iterations=iterations)
    rng = random.Random(search_seed)
    while game.state.status is Status.PLAYING:
        game.submit(player.choose(game.view(1), rng))
    return game.state.status is Status.WON
