"""How hard a Regicide solo deal is (issue 34's graded daily deal), without showing a card:
the open-hand solver's verdict (can it be won at all, with every card known) and how the
Strong level fares on it honestly, over several search seeds, in quick games: it thinks
GRADE_DEALS sampled deals a move instead of about TABLE_DEALS at the table, so the whole
grade costs about a minute of one core (the solve's GRADE_NODES states at most, about 20 s;
ten quick games, about 6 s each) where ten games at the table's budget took 10 to 15
minutes (benchmarks/daily_grade.md). The words say so ("winnable; the Strong AI, thinking
about 10% as long as at the table, won 3 of 10 games and beat 10 of 12 enemies on
average": narrate/grade.py). The app computes it once a day away from its frames and
keeps it (regicide/play/grading.py, regicide/commands/daily.py).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from regicide.games.computers import Cancelled
from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.ai.solver import SolveCancelled, Verdict, solve_deal
from regicide.games.regicide.engine import TOTAL_ENEMIES, Game, GameState, Status

GRADE_GAMES = 10  # the quick Strong games a grade plays, each on its own search seed
GRADE_DEALS = 10  # a quick game's sampled deals a decision (a tenth of TABLE_DEALS)
GRADE_NODES = 100_000  # the states the grade's solve may visit before it says "unknown"
TABLE_DEALS = 100  # the Strong level's sampled deals a decision at the table (about its 1 s)
GRADE_LEVEL = "strong"


@dataclass(frozen=True, slots=True)
class Grade:
    """A deal's grade: the solver's verdict, the Strong level's wins in `games` and the
    enemies it defeated in them all (R-END-1: twelve a win)."""

    verdict: Verdict
    wins: int
    games: int
    defeated: int = 0

    def as_json(self) -> dict[str, object]:
        return {
            "verdict": self.verdict.value, "wins": self.wins, "games": self.games,
            "defeated": self.defeated,
        }  # fmt: skip


def grade_deal(
    seed: int,
    *,
    games: int = GRADE_GAMES,
    iterations: int = GRADE_DEALS,
    limit: int = GRADE_NODES,
    progress: Callable[[int], None] | None = None,
) -> Grade:
    """Grade the solo deal of `seed`: solve it with every card known (at most `limit`
    states), then let the Strong level (`iterations` sampled deals a decision, so the grade
    is the same on any machine) play it `games` times, search seeds 0, 1, ...; `progress`
    hears each game finished."""
    verdict = solve_deal(seed, limit=limit).verdict
    wins = defeated = 0
    for search_seed in range(games):
        end = strong_game(seed, search_seed, iterations)
        wins += end.status is Status.WON
        defeated += end.enemies_defeated
        if progress is not None:
            progress(search_seed + 1)
    return Grade(verdict, wins, games, defeated)


class GradeWork:
    """A grade worked out a step at a time, each step giving way at once when `cancel` is
    set (the app's worker process does it between the computer players' choices, issue 34):
    first the solver's verdict, then the Strong games decision by decision, search seeds 0,
    1, ... as `grade_deal` plays them, so the grade is the same however often it gave way.
    `kept()` is its progress as plain data (the finished games, never a card) and `resume`
    takes it up again in another process, or when the app starts again the same day."""

    def __init__(
        self, seed: int, *, games: int = GRADE_GAMES, iterations: int = GRADE_DEALS,
        limit: int = GRADE_NODES,
    ) -> None:  # fmt: skip
        self.seed, self.games, self.iterations, self.limit = seed, games, iterations, limit
        self.verdict: Verdict | None = None
        self.wins = self.played = self.defeated = 0
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
        defeated = kept.get("defeated")
        if not (isinstance(wins, int) and isinstance(played, int) and isinstance(defeated, int)):
            return
        if not 0 <= wins <= played <= self.games or verdict not in {v.value for v in Verdict}:
            return
        if 0 <= defeated <= played * TOTAL_ENEMIES:
            self.verdict, self.wins, self.played = Verdict(verdict), wins, played
            self.defeated = defeated

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
        self.defeated += self._game.state.enemies_defeated
        self.played += 1
        self._game = self._rng = None
        return True

    def kept(self) -> dict[str, Any]:
        """Its progress as plain data: the verdict, the games played and won, the enemies
        defeated in them."""
        verdict = None if self.verdict is None else self.verdict.value
        return {
            "seed": self.seed, "verdict": verdict, "wins": self.wins, "played": self.played,
            "defeated": self.defeated, "games": self.games, "iterations": self.iterations,
        }  # fmt: skip


def strong_game(seed: int, search_seed: int, iterations: int) -> GameState:
    """The end of the Strong level's game of the solo deal of `seed`, its search seeded so."""
    game = Game.new(1, seed=seed)
    player = make_player(GRADE_LEVEL, iterations=iterations)
    rng = random.Random(search_seed)
    while game.state.status is Status.PLAYING:
        game.submit(player.choose(game.view(1), rng))
    return game.state
