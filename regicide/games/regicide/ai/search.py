"""The strong player: determinized Monte Carlo search over the seat's view (R-INFO-1/2).

Each iteration deals the unseen cards once (`determinize`) and plays every candidate move in
that same deal, each followed by a rollout of the greedy policy (`heuristic.greedy_move`) with
the same luck, so the candidates are compared on paired deals. A rollout runs to the end of
the game or for `horizon` decisions, whichever comes first, and is valued by `rollout_value`:
a win is worth most, a loss what was achieved, a cut-off state its evaluation. The candidate
with the best mean wins. Only the few moves the greedy policy likes best are searched.

Once the Kings are the enemies (R-SETUP-1) the search widens (`endgame`, on unless turned
off; issue 34, benchmarks/regicide_losses.md): more candidates, rollouts to the game's end.
Every deal Strong lost in 121 seeds ended there. With `medals` on, a won rollout is worth a
little more for each solo Jester token it leaves (TOKEN_VALUE): alike, every win is worth the
same, and the search spent tokens freely (fewer Silver and Gold wins, R-SOLO-5). With a
`solve_limit`, an endgame rollout that does not win is retried by the open-hand solver in the
same sampled deal, for at most that many states (`solver.solve_position`): a winning line it
finds there counts as a win. The sampled deal is the seat's guess, so this stays honest; it is
a deeper search of each guess than the greedy policy's one line, and as a deal costs about
SOLVE_COST times as much, a third as many deals are sampled (Expert's endgame).

The budget is a time (`think` seconds a decision) or an exact number of iterations
(`iterations`: deterministic for a given generator). `workers` > 1 shares the iterations among
that many processes. A `cancel` event stops the search between rollouts.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from regicide.games.computers import Cancel, SearchBudget, deadline_after, stop_if_cancelled
from regicide.games.regicide.ai.evaluate import PROGRESS_BEFORE, evaluate, progress_points
from regicide.games.regicide.ai.heuristic import TallyChance, greedy_step
from regicide.games.regicide.ai.players import SeatPlayer, average_scores
from regicide.games.regicide.ai.solver import Verdict, solve_position
from regicide.games.regicide.engine import (
    Command,
    GameState,
    RandomChance,
    SeatView,
    Status,
    advance,
    determinize,
)

WIN_VALUE = 2.0 * PROGRESS_BEFORE[-1]  # a win is worth twice the whole castle's health
CANDIDATES = 6  # the greedy policy's favourites that are searched
HORIZON = 24  # decisions a rollout plays before it is cut off and evaluated
MIN_ITERATIONS = 2  # even on a tiny time budget, compare on at least this many deals
ENDGAME_FROM = 8  # enemies defeated when the Kings come (R-SETUP-1): the `endgame` settings
ENDGAME_CANDIDATES = 10  # the greedy favourites searched against the Kings, `endgame` on
ENDGAME_HORIZON = 200  # decisions an endgame rollout may play: in effect, to the game's end
#: What each solo Jester token still unflipped adds to a won rollout, with `medals` on: a
#: better medal (R-SOLO-5) for a win that keeps one, worth a win 2 times in 100.
TOKEN_VALUE = 0.02 * WIN_VALUE
#: With the solver's retry the search samples this many times fewer deals: about the same
#: budget, spent deeper. A retried deal's cost depends on how many rollouts lose: Expert's
#: endgame decisions at a third of 300 deals took 2.3 and 3.0 times Strong's (100 deals) in
#: two won games, 11 and 35 times in two hard ones (benchmarks/levels.md).
SOLVE_COST = 3
_PLAYING = Status.PLAYING


if TYPE_CHECKING:
    from concurrent.futures import Executor


class StrongPlayer(SearchBudget, SeatPlayer):
    """Determinized search with greedy rollouts (see the module docstring)."""

    name = "strong"

    def __init__(
        self,
        think: float | None = 1.0,
        iterations: int | None = None,
        workers: int = 1,
        candidates: int = CANDIDATES,
        horizon: int = HORIZON,
        *,
        endgame: bool = True,
        medals: bool = False,
        solve_limit: int = 0,
    ) -> None:
        super().__init__(think, iterations)
        self.workers = max(1, workers)
        self.candidates = candidates
        self.horizon = horizon
        self.endgame = endgame
        self.token_value = TOKEN_VALUE if medals else 0.0
        self.solve_limit = solve_limit
        self._pool: Executor | None = None  # worker processes, once `workers` > 1

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        deadline = deadline_after(self.think)
        shortlist = self.shortlist(view, moves, rng)
        if len(shortlist) == 1:
            return shortlist[0]
        seeds = self._seeds(rng)
        means = self._search(view, shortlist, seeds, deadline, cancel)
        return shortlist[max(range(len(shortlist)), key=means.__getitem__)]

    def settings(self, view: SeatView) -> tuple[int, int]:
        """The candidates searched and the rollout horizon for a decision in `view`. With
        `endgame` on (the default), once the Kings are the enemies (ENDGAME_FROM defeated,
        R-SETUP-1) at least ENDGAME_CANDIDATES are searched and rollouts play on to the
        game's end (R-END-1/2) instead of being cut off and evaluated: the last enemies are
        where the deals are lost. It reads only the public count of defeated enemies
        (R-INFO-1), so hidden cards never change it."""
        if self.endgame and view.enemies_defeated >= ENDGAME_FROM:
            return max(self.candidates, ENDGAME_CANDIDATES), max(self.horizon, ENDGAME_HORIZON)
        return self.candidates, self.horizon

    def solve_limit_in(self, view: SeatView) -> int:
        """The solver's states for a rollout that does not win, in `view`: `solve_limit`
        once the Kings are the enemies (as `settings`, from the public count only), else 0."""
        return self.solve_limit if view.enemies_defeated >= ENDGAME_FROM else 0

    def deals_in(self, view: SeatView, seeds: list[int]) -> list[int]:
        """The seeds of the deals sampled in `view`: all of them, or with the solver's retry
        the first SOLVE_COST-th (at least MIN_ITERATIONS), for the same budget."""
        if not self.solve_limit_in(view):
            return seeds
        return seeds[: max(MIN_ITERATIONS, len(seeds) // SOLVE_COST)]

    def shortlist(self, view: SeatView, moves: list[Command], rng: random.Random) -> list[Command]:
        """The candidates (`settings`) the greedy policy scores best on two deals, best first."""
        candidates = self.settings(view)[0]
        if len(moves) <= candidates:
            return moves
        scores = average_scores(view, moves, rng, 2)
        order = sorted(range(len(moves)), key=lambda index: -scores[index])
        return [moves[index] for index in order[:candidates]]

    def _seeds(self, rng: random.Random) -> list[int]:
        """One seed per iteration, drawn up front so a fixed budget is deterministic."""
        count = self.iterations if self.iterations is not None else 4096
        return [rng.getrandbits(63) for _ in range(max(count, 1))]

    def _search(
        self,
        view: SeatView,
        moves: list[Command],
        seeds: list[int],
        deadline: float | None,
        cancel: threading.Event | None,
    ) -> list[float]:
        horizon, solve_limit = self.settings(view)[1], self.solve_limit_in(view)
        seeds = self.deals_in(view, seeds)
        if self.workers == 1:
            totals, count = evaluate_moves(
                view,
                moves,
                seeds,
                deadline,
                horizon,
                token_value=self.token_value,
                solve_limit=solve_limit,
                cancel=cancel,
            )
        else:
            totals, count = self._search_in_pool(
                view, moves, seeds, deadline, (horizon, solve_limit)
            )
        stop_if_cancelled(cancel)
        return [total / max(count, 1) for total in totals]

    def _search_in_pool(
        self,
        view: SeatView,
        moves: list[Command],
        seeds: list[int],
        deadline: float | None,
        depth: tuple[int, int],
    ) -> tuple[list[float], int]:
        """`evaluate_moves` with the deals shared among the worker processes; `depth` is the
        rollout horizon and the solve limit."""
        if self._pool is None:
            # imported here: the app never uses worker processes, and their modules cost
            # about 35 ms of every start
            from concurrent.futures import ProcessPoolExecutor  # noqa: PLC0415

            self._pool = ProcessPoolExecutor(max_workers=self.workers)
        shares = [seeds[index :: self.workers] for index in range(self.workers)]
        wall = None if deadline is None else deadline - time.perf_counter()
        jobs = [
            self._pool.submit(
                _evaluate_share, view, moves, share, wall, depth, token_value=self.token_value
            )
            for share in shares
            if share
        ]
        totals, count = [0.0] * len(moves), 0
        for job in jobs:
            part, done = job.result()
            totals = [total + extra for total, extra in zip(totals, part, strict=True)]
            count += done
        return totals, count

    def close(self) -> None:
        """Stop the worker processes, if any were started."""
        if self._pool is not None:
            self._pool.shutdown(cancel_futures=True)
            self._pool = None


def _evaluate_share(
    view: SeatView,
    moves: list[Command],
    seeds: list[int],
    wall: float | None,
    depth: tuple[int, int],
    *,
    token_value: float,
) -> tuple[list[float], int]:
    deadline = deadline_after(wall)
    horizon, solve_limit = depth
    return evaluate_moves(
        view, moves, seeds, deadline, horizon, token_value=token_value, solve_limit=solve_limit
    )


def evaluate_moves(
    view: SeatView,
    moves: Sequence[Command],
    seeds: Sequence[int],
    deadline: float | None,
    horizon: int,
    *,
    token_value: float = 0.0,
    solve_limit: int = 0,
    cancel: threading.Event | None = None,
) -> tuple[list[float], int]:
    """The summed rollout values of each move over the deals of `seeds` (until the deadline
    passes or the search is cancelled, after at least MIN_ITERATIONS deals), and how many
    deals were played; a won rollout gains `token_value` a solo token left, and one that is
    not won is retried by the open-hand solver for `solve_limit` states (0: never)."""
    totals = [0.0] * len(moves)
    done = 0
    for seed in seeds:
        if done >= MIN_ITERATIONS and deadline is not None and time.perf_counter() > deadline:
            break
        if cancel is not None and cancel.is_set():
            break
        world = determinize(view, random.Random(seed))
        for index, move in enumerate(moves):
            if cancel is not None and cancel.is_set():
                return totals, done
            chance = TallyChance(random.Random(seed + 1))
            after = advance(world, move, chance, trusted=True)
            value = rollout(after, chance, horizon, token_value)
            if solve_limit and value < WIN_VALUE and solved(after, seed, solve_limit):
                value = WIN_VALUE
            totals[index] += value
        done += 1
    return totals, done


def solved(state: GameState, seed: int, limit: int) -> bool:
    """Whether the open-hand solver finds a winning line from `state` of a sampled deal
    within `limit` states (its luck drawn from `seed`, R-HEART-1). The line's tokens are not
    counted: a win found so is valued as a win that keeps none."""
    if state.status is not _PLAYING:
        return False
    return solve_position(state, seed=seed, limit=limit).verdict is Verdict.WINNABLE


def rollout(
    state: GameState, chance: RandomChance, horizon: int, token_value: float = 0.0
) -> float:
    """Play the greedy policy from `state` for up to `horizon` decisions; the value reached.
    Each step takes the state its move was scored to, when that drew no luck (`greedy_step`):
    the same game, without playing each chosen move twice."""
    answer = None
    for _ in range(horizon):
        if state.status is not _PLAYING:
            break
        state, answer = greedy_step(state, chance, answer)
    return rollout_value(state, token_value)


def rollout_value(state: GameState, token_value: float = 0.0) -> float:
    """A win beats everything, and gains `token_value` for each solo Jester token left (a
    better medal, R-SOLO-5); a loss is worth the damage dealt by then (R-END-1/2); a state
    cut off before the end, its evaluation (damage dealt plus what the table still holds)."""
    if state.status is Status.WON:
        return WIN_VALUE + token_value * state.tokens_left
    if state.status is Status.LOST:
        return progress_points(state)
    return evaluate(state)
