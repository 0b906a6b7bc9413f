"""Computer players by name: the random baseline, the four levels (issue 34), weakest first,
and the original bots' personalities (BAISCH.md §20):

- beginner: the scripted policy as a novice plays it (BEGINNER below);
- casual (once "instant"): the scripted balanced personality, honest;
- strong: determinized search over whole-turn plans (`think` seconds or `iterations`);
- expert: the same search over Strong's plans and more (EXPERT_PLANS), on EXPERT_BUDGET times
  Strong's rollouts.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Protocol

from regicide.games.baisch.ai.personality import PERSONALITIES
from regicide.games.baisch.ai.players import InstantPlayer, RandomPlayer
from regicide.games.baisch.ai.search import EXPERT_PLANS, PLANS, StrongPlayer
from regicide.games.baisch.engine import Command, SeatView
from regicide.games.computers import by_level, exact_think, expert_budget, player_names

#: The personality the Beginner plays (the §20 bot a newcomer can beat, measured in
#: benchmarks/levels.md).
BEGINNER = "aggressive"
PLAYER_NAMES = player_names(("passive", "aggressive", "tactician"))


class Player(Protocol):
    """What every computer player offers (engine_api.md)."""

    name: str

    def choose(
        self, view: SeatView, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command:
        """The seat's next command, from its view only."""


def make_player(name: str, *, think: float | None = 1.0, iterations: int | None = None) -> Player:
    """A player by name (an old name plays as its level): `strong` thinks `think` seconds a
    decision, or exactly `iterations` sampled worlds (the whole budget: the same view and
    generator give the same choice on any machine); `expert` (`_expert`) EXPERT_BUDGET times
    as long."""
    makers: dict[str, Callable[[], Player]] = {
        "random": RandomPlayer,
        "beginner": _scripted(BEGINNER),
        "casual": InstantPlayer,
        "strong": lambda: StrongPlayer(exact_think(think, iterations), iterations),
        "expert": lambda: _expert(think, iterations),
    }
    makers.update((personality, _scripted(personality)) for personality in PLAYER_NAMES[5:])
    return by_level(name, makers)


def _expert(think: float | None, iterations: int | None) -> StrongPlayer:
    """Expert: EXPERT_PLANS weighed on EXPERT_BUDGET times Strong's seconds or rollouts, so
    over fewer worlds than three times Strong's (each world plays out every plan)."""
    seconds, worlds = expert_budget(think, iterations)
    if worlds is not None:
        worlds = max(1, round(worlds * len(PLANS) / len(EXPERT_PLANS)))
    return StrongPlayer(seconds, worlds, EXPERT_PLANS)


def _scripted(personality: str) -> Callable[[], Player]:
    """A maker of the scripted player with one of §20's personalities."""
    return lambda: InstantPlayer(PERSONALITIES[personality])
