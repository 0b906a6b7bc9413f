"""Where a Strong solo game was lost (issue 34, benchmarks/regicide_losses.md): play a seed
as `regicide simulate` does (its generator `regicide-bot/S`), recording every decision's
candidates and search means, then find with the open-hand solver (`solve_position`) the last
position from which the deal could still be won, and which moves there keep it winnable.

    nice -n 10 .venv/bin/python benchmarks/regicide_losses.py SEED [SEED ...] [--no-endgame]
        [--iterations N] [--limit L]

A played line that became lost stays lost, so the last winnable position is found by
bisection (a position the solver cannot settle within `--limit` states counts as lost).
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass, field

from regicide.games.computers import Cancel
from regicide.games.regicide.ai.search import StrongPlayer
from regicide.games.regicide.ai.solver import NODE_LIMIT, Verdict, solve_position
from regicide.games.regicide.engine import (
    Command,
    Game,
    GameState,
    SeatView,
    SeededChance,
    Status,
    advance,
    format_move,
    legal_moves,
    view,
)


@dataclass
class Decision:
    """A searched decision: the candidates and their mean rollout values."""

    candidates: list[Command]
    means: list[float] | None


class RecordingPlayer(StrongPlayer):
    """Strong (or, `endgame` off, the earlier Strong) choosing exactly as it does, keeping
    each decision."""

    def __init__(
        self, iterations: int, *, endgame: bool, medals: bool = False, solve_limit: int = 0
    ) -> None:
        super().__init__(
            think=None,
            iterations=iterations,
            endgame=endgame,
            medals=medals,
            solve_limit=solve_limit,
        )
        self.decisions: list[Decision] = []

    def deals_in(self, view: SeatView, seeds: list[int]) -> list[int]:
        """Every deal of the budget, the solver's retry or not (the screen of
        regicide_medals.py's `solver` variant: Strong's deals, each retried)."""
        return seeds

    def decide(
        self, view: SeatView, moves: list[Command], rng: random.Random, cancel: Cancel
    ) -> Command:
        shortlist = self.shortlist(view, moves, rng)
        if len(shortlist) == 1:
            self.decisions.append(Decision(shortlist, None))
            return shortlist[0]
        means = self._search(view, shortlist, self._seeds(rng), None, cancel)
        self.decisions.append(Decision(shortlist, means))
        return shortlist[max(range(len(shortlist)), key=means.__getitem__)]


@dataclass
class Played:
    """One recorded game: its positions, moves, searched decisions (None: forced) and cost."""

    seed: int
    states: list[GameState] = field(default_factory=list)
    moves: list[Command] = field(default_factory=list)
    decisions: list[Decision | None] = field(default_factory=list)
    seconds: float = 0.0


def play(
    seed: int, iterations: int, *, endgame: bool, medals: bool = False, solve_limit: int = 0
) -> Played:
    """The solo game of `seed`, played as `regicide simulate --iterations` plays it (with
    `solve_limit`, every deal's lost endgame rollouts retried by the solver)."""
    player = RecordingPlayer(iterations, endgame=endgame, medals=medals, solve_limit=solve_limit)
    game = Game.new(1, seed=seed)
    rng = random.Random(f"regicide-bot/{seed}")
    played = Played(seed, [game.state])
    started = time.process_time()
    while game.state.status is Status.PLAYING:
        count = len(player.decisions)
        move = player.choose(view(game.state, 1), rng)
        played.decisions.append(player.decisions[-1] if len(player.decisions) > count else None)
        game.submit(move)
        played.moves.append(move)
        played.states.append(game.state)
    played.seconds = time.process_time() - started
    return played


def winnable(played: Played, index: int, limit: int) -> bool:
    """Whether the deal can still be won from the position before move `index` + 1."""
    state = played.states[index]
    answer = solve_position(state, seed=played.seed, moves_made=index, limit=limit)
    return answer.verdict is Verdict.WINNABLE


def last_winnable(played: Played, limit: int) -> int | None:
    """The index of the last position the solver wins from (None: not even the first)."""
    if not winnable(played, 0, limit):
        return None
    low, high = 0, len(played.moves)
    while high - low > 1:
        middle = (low + high) // 2
        if winnable(played, middle, limit):
            low = middle
        else:
            high = middle
    return low


def report(played: Played, limit: int) -> list[str]:
    """The game's outcome, and for a loss its decisive position and every move's verdict."""
    final = played.states[-1]
    lines = [
        f"seed {played.seed}: {final.status.value}, {final.enemies_defeated} enemies, "
        f"{len(played.moves)} moves, {played.seconds:.1f} s of processor"
    ]
    if final.status is Status.WON:
        return lines
    index = last_winnable(played, limit)
    if index is None:
        return [*lines, "  the solver does not settle the deal's start"]
    state, decision = played.states[index], played.decisions[index]
    lines.append(
        f"  last winnable before move {index + 1}: {state.enemies_defeated} down, enemy "
        f"{state.enemy}, damage {state.damage}, {state.phase.value}, tokens used "
        f"{state.tokens_used}, hand {' '.join(map(str, state.hands[0]))}"
    )
    lines.append(f"  played {format_move(played.moves[index])}")
    if decision is not None:
        shown = [format_move(move) for move in decision.candidates]
        means = [round(mean, 1) for mean in decision.means or []]
        lines.append(f"  candidates {shown} means {means}")
    keep = []
    for move in legal_moves(state):
        after = advance(state, move, SeededChance(played.seed, index + 1), trusted=True)
        answer = solve_position(after, seed=played.seed, moves_made=index + 1, limit=limit)
        if answer.verdict is Verdict.WINNABLE:
            keep.append(format_move(move))
    lines.append(f"  moves that keep it winnable: {keep}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seeds", type=int, nargs="+")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument(
        "--no-endgame", action="store_true", help="the earlier Strong: StrongPlayer(endgame=False)"
    )
    parser.add_argument("--limit", type=int, default=NODE_LIMIT)
    args = parser.parse_args()
    for seed in args.seeds:
        played = play(seed, args.iterations, endgame=not args.no_endgame)
        print("\n".join(report(played, args.limit)), flush=True)


if __name__ == "__main__":
    main()
