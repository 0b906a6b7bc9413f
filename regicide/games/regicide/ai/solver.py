"""The open-hand solver for Regicide solo (issue 34): with every card known — the castle's
and the tavern's order, and the luck of each later step (a heal's shuffle, R-HEART-1, is the
game's own `SeededChance(seed, step)`, so a line found here plays out the same in the real
game) — can the deal still be won, and by which line?

A depth-first search over the engine's own `advance`, in passes of limited discrepancy: the
moves of each state are ranked by the evaluation of the state they lead to (`evaluate`), and
a pass may stray from the favourites by a growing number of ranks, so the lines the
evaluation likes are searched first and a winning line is usually met early; the last pass
strays anywhere. Pruning, each keeping the answer exact:

- memo: a state already shown lost at the same step is not searched again (a transposition);
- symmetry: moves that lead to the same state are searched once (two discards of equal
  effect, a flip in either phase that deals the same hand);
- dominance: a move that ends the game lost is never tried while another is left, and a
  move that wins ends the search at once.

The search stops after `limit` states: a deal is then "unknown" unless a win was found; it is
"lost" only when every line was searched. Nothing here is for a seat's decision: it reads the
whole state, never a view (a player never calls it).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum

from regicide.games.regicide.ai.evaluate import evaluate
from regicide.games.regicide.engine import (
    Command,
    Game,
    GameState,
    Rules,
    SeededChance,
    Status,
    advance,
    format_move,
    legal_moves,
)

NODE_LIMIT = 200_000  # states a solve may visit before it answers "unknown"


class Verdict(str, Enum):
    """What the solver knows of a deal."""

    WINNABLE = "winnable"  # a winning line was found (it is in the answer)
    LOST = "lost"  # every line was searched: none wins
    UNKNOWN = "unknown"  # the node limit came first


@dataclass(frozen=True, slots=True)
class Solution:
    """A solve's answer: the verdict, the winning line (moves from the start) when one was
    found, and the states visited."""

    verdict: Verdict
    line: tuple[Command, ...]
    nodes: int


class _OutOfNodes(Exception):
    """The node limit was reached."""


class SolveCancelled(Exception):
    """The solve was asked to stop before it had an answer (it has none)."""


class Solver:
    """One solve: the deal's seed (its luck), the memo of lost states, the next states of
    those met (so a new pass does not work them out again) and the count; `cancel`, when
    set, stops it at the next state (SolveCancelled)."""

    def __init__(self, seed: int, limit: int, cancel: threading.Event | None = None) -> None:
        self.seed = seed
        self.limit = limit
        self.cancel = cancel
        self.nodes = 0
        self.lost: set[tuple[GameState, int]] = set()
        self.known: dict[tuple[GameState, int], list[tuple[Command, GameState]]] = {}

    def solve(self, state: GameState, step: int) -> list[Command] | None:
        """A winning line from `state` (the next move being step `step`), or None when every
        line was searched. Passes of growing allowance (limited discrepancy search): each
        takes the evaluation's favourites, straying from them by at most `allowance` ranks
        in all; a pass that strayed nowhere it was not allowed settles the answer. Raises
        _OutOfNodes at the limit."""
        allowance = 0
        while True:
            line, complete = self.winning_line(state, step, allowance)
            if line is not None:
                return line
            if complete:
                return None
            allowance += 1

    def winning_line(
        self, state: GameState, step: int, allowance: int
    ) -> tuple[list[Command] | None, bool]:
        """A winning line from `state` within `allowance` (reversed: last move first), and
        whether every line from it was searched (then a state without one is lost)."""
        if state.status is Status.WON:
            return [], True
        key = (state, step)
        if state.status is not Status.PLAYING or key in self.lost:
            return None, True
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OutOfNodes()
        if self.cancel is not None and self.cancel.is_set():
            raise SolveCancelled()
        complete = True
        for rank, (move, after) in enumerate(self.children(state, step)):
            if rank > allowance:
                complete = False
                break
            line, searched = self.winning_line(after, step + 1, allowance - rank)
            if line is not None:
                line.append(move)
                return line, False
            complete = complete and searched
        if complete:
            self.lost.add(key)
            self.known.pop(key, None)
        return None, complete

    def children(self, state: GameState, step: int) -> list[tuple[Command, GameState]]:
        """Each distinct next state once, best evaluated first (a win first of all); moves
        that lose at once are left out (they can never be part of a winning line)."""
        key = (state, step)
        found = self.known.get(key)
        if found is not None:
            return found
        seen: dict[GameState, Command] = {}
        for move in legal_moves(state):
            after = advance(state, move, SeededChance(self.seed, step), trusted=True)
            if after.status is not Status.LOST:
                seen.setdefault(after, move)
        ranked = sorted(seen.items(), key=lambda item: -evaluate(item[0]))
        found = self.known[key] = [(move, after) for after, move in ranked]
        return found


class _CollectorPause:
    """Python's cycle collector, off while any solve runs (counted, so nested and concurrent
    solves end it once, and only if it was on). A solve's memo holds many thousands of
    states, and every collection walks them all again: 41% of a deep solve's time, for
    nothing, since a solve makes no cycles (its states are tuples, freed by their counts)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.solves = 0
        self.was_on = False

    @contextmanager
    def during(self) -> Iterator[None]:
        with self.lock:
            if self.solves == 0:
                self.was_on = gc.isenabled()
                gc.disable()
            self.solves += 1
        try:
            yield
        finally:
            with self.lock:
                self.solves -= 1
                if self.solves == 0 and self.was_on:
                    gc.enable()


_COLLECTOR = _CollectorPause()


def solve_position(
    state: GameState,
    *,
    seed: int,
    moves_made: int = 0,
    limit: int = NODE_LIMIT,
    cancel: threading.Event | None = None,
) -> Solution:
    """Solve `state` of a solo game whose luck is that of `seed`, `moves_made` moves in;
    SolveCancelled when `cancel` is set before the answer."""
    if state.players != 1:
        raise ValueError(f"the solver plays solo games only, not {state.players} players")
    solver = Solver(seed, limit, cancel)
    try:
        with _COLLECTOR.during():
            line = solver.solve(state, moves_made + 1)
    except _OutOfNodes:
        return Solution(Verdict.UNKNOWN, (), solver.limit)
    if line is None:
        return Solution(Verdict.LOST, (), solver.nodes)
    return Solution(Verdict.WINNABLE, tuple(reversed(line)), solver.nodes)


def solve_deal(
    seed: int,
    *,
    rules: Rules | None = None,
    limit: int = NODE_LIMIT,
    cancel: threading.Event | None = None,
) -> Solution:
    """Solve the solo deal of `seed` (the deal `regicide play --seed` gives), from its start;
    SolveCancelled when `cancel` is set before the answer."""
    game = Game.new(1, seed=seed, rules=rules)
    return solve_position(game.state, seed=seed, limit=limit, cancel=cancel)


def solution_report(seed: int, limit: int = NODE_LIMIT) -> dict[str, object]:
    """The solo deal of `seed` solved, as plain data: the verdict, the line in move notation
    and the medal it earns when played (R-SOLO-5), the states searched and the limit."""
    solution = solve_deal(seed, limit=limit)
    medal = None
    if solution.verdict is Verdict.WINNABLE:
        game = Game.new(1, seed=seed)
        for move in solution.line:
            game.submit(move)
        medal = game.outcome.medal.value if game.outcome and game.outcome.medal else None
    return {
        "seed": seed,
        "verdict": solution.verdict.value,
        "line": [format_move(move) for move in solution.line],
        "medal": medal,
        "nodes": solution.nodes,
        "limit": limit,
    }
