"""Solo games played by the strong player's search with every card known: the same search
as `strong` (candidates from the greedy policy, greedy rollouts, paired deals), but each
"sampled deal" is the real one (tavern order, healed cards), so only the shuffles of future
heals stay unknown. Not an honest player and not a proof that a deal cannot be won: a
lower bound on how many of these deals can be won at all, to set beside the honest figures.

    .venv/bin/python benchmarks/open_cards.py GAMES ITERATIONS [FIRST_SEED]
"""

from __future__ import annotations

import json
import random
import sys
import time

from regicide.games.regicide.ai.search import CANDIDATES, HORIZON, StrongPlayer, rollout
from regicide.games.regicide.engine import (
    Command,
    Game,
    GameState,
    RandomChance,
    Status,
    advance,
    legal_moves,
    view,
)
from regicide.games.tally import wilson


def choose(state: GameState, rng: random.Random, iterations: int) -> Command:
    """The strong search's choice, with the true state as every sampled deal."""
    moves = legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    shortlist = StrongPlayer(think=None, iterations=1).shortlist(view(state, 1), moves, rng)
    totals = [0.0] * len(shortlist)
    for _ in range(iterations):
        seed = rng.getrandbits(63)
        for index, move in enumerate(shortlist):
            chance = RandomChance(random.Random(seed + 1))
            totals[index] += rollout(advance(state, move, chance, trusted=True), chance, HORIZON)
    return shortlist[max(range(len(shortlist)), key=totals.__getitem__)]


def main() -> int:
    games, iterations = int(sys.argv[1]), int(sys.argv[2])
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    wins, enemies, started = 0, [], time.perf_counter()
    for seed in range(first, first + games):
        game = Game.new(1, seed=seed)
        rng = random.Random(f"regicide-bot/{seed}")
        while game.state.status is Status.PLAYING:
            game.submit(choose(game.state, rng, iterations))
        wins += game.state.status is Status.WON
        enemies.append(game.state.enemies_defeated)
        print(f"\rseed {seed}: {wins} won", end="", file=sys.stderr, flush=True)
    low, high = wilson(wins, games)
    report = {
        "games": games,
        "iterations": iterations,
        "candidates": CANDIDATES,
        "wins": wins,
        "win_rate": wins / games,
        "ci95": [round(low, 4), round(high, 4)],
        "mean_enemies": sum(enemies) / games,
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
