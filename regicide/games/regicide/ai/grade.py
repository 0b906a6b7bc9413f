"""How hard a Regicide solo deal is (issue 34's graded daily deal), without showing a card:
the open-hand solver's verdict (can it be won at all, with every card known) and how often
the Strong level wins it honestly, over several search seeds ("winnable; the Strong AI wins
it 7 times in 10"). Pure and slow (a Strong game takes about a minute of processor time), so
the app computes it once a day away from its frames and keeps it (regicide/commands/daily).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from regicide.games.regicide.ai.make import make_player
from regicide.games.regicide.ai.solver import NODE_LIMIT, Verdict, solve_deal
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


def strong_wins(seed: int, search_seed: int, iterations: int) -> bool:
    """Whether the Strong level wins the solo deal of `seed` with its search seeded so."""
    game = Game.new(1, seed=seed)
    player = make_player(GRADE_LEVEL, iterations=iterations)
    rng = random.Random(search_seed)
    while game.state.status is Status.PLAYING:
        game.submit(player.choose(game.view(1), rng))
    return game.state.status is Status.WON
