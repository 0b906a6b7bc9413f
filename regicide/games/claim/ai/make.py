"""Computer players by name, for the new-game screen and the command line: the random
baseline and the four levels (issue 34), each a way of playing, weakest first:

- beginner: the greedy policy on one guess at the other hand, no look ahead in phase two;
- casual (once "instant"): the greedy policy over a few guesses, a short look ahead, played
  out perfectly once six cards or fewer are left in phase two;
- strong: determinized search with exact endgames (`think` seconds or `iterations`);
- expert: the same search on EXPERT_BUDGET times the budget.
"""

from __future__ import annotations

from regicide.games.claim.ai.players import BeginnerPlayer, InstantPlayer
from regicide.games.claim.ai.search import StrongPlayer
from regicide.games.claim.engine import Command, SeatView
from regicide.games.computers import (
    RandomPlayer,
    SeatPlayer,
    by_level,
    expert_budget,
    player_names,
)

PLAYER_NAMES = player_names()


def make_player(
    name: str, *, think: float | None = 1.0, iterations: int | None = None
) -> SeatPlayer[SeatView, Command]:
    """A computer player by name (an old name plays as its level). `strong` searches for
    `think` seconds a decision, or for exactly `iterations` sampled deals (the whole budget:
    the same view and generator give the same choice on any machine); `expert` for
    EXPERT_BUDGET times as long."""
    return by_level(
        name,
        {
            "random": RandomPlayer,
            "beginner": BeginnerPlayer,
            "casual": InstantPlayer,
            "strong": lambda: StrongPlayer(think=think, iterations=iterations),
            "expert": lambda: StrongPlayer(*expert_budget(think, iterations)),
        },
    )
