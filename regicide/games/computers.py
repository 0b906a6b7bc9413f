"""The shell every game's computer players share (the protocol's `ComputerPlayer`): a forced
move is made at once and any other decision goes to the game's own `decide`; the random
baseline; a search's budget (`think` seconds a decision, or exactly `iterations`: then the
choice depends on the generator only) and its cancel. Each game keeps its own policy.

Players read only their seat's view, never a state, and hold no state between decisions, so
they pickle for a worker process. No pygame, and no game here: every game uses it."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

#: A search's cancel: set, it asks the search to stop soon (an undo, or leaving the table).
Cancel = threading.Event | None

CommandT = TypeVar("CommandT")
CommandT_co = TypeVar("CommandT_co", covariant=True)


class SeatsView(Protocol[CommandT_co]):
    """What the shell reads of any game's seat view: whose it is and the moves it may make."""

    @property
    def seat(self) -> int: ...

    @property
    def legal_moves(self) -> Sequence[CommandT_co]: ...


ViewT = TypeVar("ViewT", bound=SeatsView[Any])


class Cancelled(Exception):
    """The search was cancelled before it chose (an undo, or leaving the table)."""


def legal_choices(view: SeatsView[CommandT]) -> list[CommandT]:
    """The seat's legal moves; a view that is not this seat's decision is a caller's bug."""
    if not view.legal_moves:
        raise ValueError(f"seat {view.seat} has no decision to make now")
    return list(view.legal_moves)


def any_move(moves: Sequence[CommandT], rng: random.Random) -> CommandT:
    """One of `moves`, uniformly, from one draw of `rng`."""
    return moves[int(rng.random() * len(moves))]


def stop_if_cancelled(cancel: Cancel) -> None:
    """Raise `Cancelled` once `cancel` is set: a search cut short has no choice to give."""
    if cancel is not None and cancel.is_set():
        raise Cancelled()


class SeatPlayer(Generic[ViewT, CommandT]):
    """What every computer player does alike: a forced move at once, any other decision to
    `decide`."""

    name = "computer"

    def choose(self, view: ViewT, rng: random.Random, *, cancel: Cancel = None) -> CommandT:
        moves: list[CommandT] = legal_choices(view)
        if len(moves) == 1:
            return moves[0]
        return self.decide(view, moves, rng, cancel)

    def decide(
        self, view: ViewT, moves: list[CommandT], rng: random.Random, cancel: Cancel
    ) -> CommandT:
        """The choice among two legal `moves` or more (the game's own policy)."""
        raise NotImplementedError


class RandomPlayer(SeatPlayer[Any, Any]):
    """Any legal move, uniformly: the baseline every other player must beat."""

    name = "random"

    def decide(self, view: Any, moves: list[Any], rng: random.Random, cancel: Cancel) -> Any:
        return any_move(moves, rng)


class SearchBudget:
    """A search's budget: `think` seconds a decision, or exactly `iterations` sampled deals;
    neither named means one second. `iterations` is the whole budget: no clock is read then,
    so a view and a generator give one decision on any machine, however loaded."""

    def __init__(self, think: float | None = 1.0, iterations: int | None = None) -> None:
        self.think = exact_think(think, iterations)
        self.iterations = iterations


def exact_think(think: float | None, iterations: int | None) -> float | None:
    """The seconds a search may think: none when `iterations` are given (they are the whole
    budget), one when neither is."""
    if iterations is not None:
        return None
    return 1.0 if think is None else think


def deadline_after(think: float | None) -> float | None:
    """When a search of `think` seconds must stop (`time.perf_counter`); None, without
    reading the clock, when the budget is a number of iterations."""
    return None if think is None else time.perf_counter() + think


#: The levels every game offers, weakest first (issue 34): each a way of playing, named for
#: the player it suits; "random" stays as the baseline the benchmarks start from.
LEVELS = ("beginner", "casual", "strong", "expert")
#: Names the computer players had before the levels; saves, records and `--seats` that use
#: them still load (the instant player is the Casual level now).
OLD_NAMES = {"instant": "casual"}
#: How much longer Expert thinks than Strong (its seconds and its sampled deals).
EXPERT_BUDGET = 3


def level_name(name: str) -> str:
    """A computer player's current name: an old one ("instant") as the level it became."""
    return OLD_NAMES.get(name, name)


def player_names(extra: Sequence[str] = ()) -> tuple[str, ...]:
    """The names a game's `make_player` takes, weakest first: random, the levels, `extra`."""
    return ("random", *LEVELS, *extra)


class Named(Protocol):
    """A computer player: its `name` is what saves and records keep of its seat."""

    name: str


NamedT = TypeVar("NamedT", bound=Named)


def by_level(name: str, makers: Mapping[str, Callable[[], NamedT]]) -> NamedT:
    """The player `makers` make for `name` (an old name for its level), named as its level;
    ValueError naming the choices for a name no maker has."""
    level = level_name(name)
    make = makers.get(level)
    if make is None:
        raise ValueError(
            f"no computer player is called {name!r}; choose one of {', '.join(makers)}"
        )
    player = make()
    player.name = level
    return player


def expert_budget(think: float | None, iterations: int | None) -> tuple[float | None, int | None]:
    """Expert's budget from Strong's: EXPERT_BUDGET times the seconds, or the deals."""
    if iterations is not None:
        return None, iterations * EXPERT_BUDGET
    return (1.0 if think is None else think) * EXPERT_BUDGET, None
