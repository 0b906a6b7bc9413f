"""Computer players by name, for the new-game screen and the command line: the random
baseline and the four levels (issue 34), each a way of playing, weakest first:

- beginner: a beginner's way of playing: never a move it sees losing on one guess at the
  unseen cards, but its biggest attack every turn (nothing kept back for a later enemy),
  a yield or a Jester only when no attack is safe, its solo tokens kept to the last;
- casual (once "instant"): the greedy rule of thumb averaged over a few guesses;
- strong: the determinized search with greedy rollouts (`think` seconds or `iterations`),
  wider and played to the end against the Kings (search.py's `endgame`);
- expert: the same search on EXPERT_BUDGET times the budget, over more candidates and
  longer rollouts, valuing the solo tokens a win keeps (`medals`, R-SOLO-5): at Strong's
  budget that won the same deals with better medals (benchmarks/levels.md). Against the
  Kings each rollout it does not win is retried by the open-hand solver in the same sampled
  deal (`solve_limit`, EXPERT_SOLVE_LIMIT states): on fewer deals, a deeper look at each.
"""

from __future__ import annotations

from regicide.games.computers import by_level, expert_budget, player_names
from regicide.games.protocol import ComputerPlayer
from regicide.games.regicide.ai.players import BeginnerPlayer, InstantPlayer, RandomPlayer
from regicide.games.regicide.ai.search import CANDIDATES, HORIZON, StrongPlayer

PLAYER_NAMES = player_names()
EXPERT_CANDIDATES = CANDIDATES + 2  # the greedy favourites Expert searches
EXPERT_HORIZON = HORIZON + 12  # the decisions an Expert rollout plays before it is cut off
EXPERT_SOLVE_LIMIT = 300  # the states of the solver's retry of a lost endgame rollout


def make_player(
    name: str, *, think: float | None = 1.0, iterations: int | None = None, workers: int = 1
) -> ComputerPlayer:
    """A computer player by name (an old name plays as its level). `strong` searches for
    `think` seconds a decision, or for exactly `iterations` sampled deals (the whole budget:
    the same view and generator give the same choice on any machine); `expert` for
    EXPERT_BUDGET times as long; `workers` > 1 spreads a search over that many processes."""
    return by_level(
        name,
        {
            "random": RandomPlayer,
            "beginner": BeginnerPlayer,
            "casual": InstantPlayer,
            "strong": lambda: StrongPlayer(think=think, iterations=iterations, workers=workers),
            "expert": lambda: StrongPlayer(
                *expert_budget(think, iterations),
                workers,
                EXPERT_CANDIDATES,
                EXPERT_HORIZON,
                medals=True,
                solve_limit=EXPERT_SOLVE_LIMIT,
            ),
        },
    )
