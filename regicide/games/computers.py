"""The shell every game's computer players share (the protocol's `ComputerPlayer`): a forced
move is made at once and any other decision goes to the game's own `decide`; the random
baseline; a search's budget (`think` seconds a decision, or exactly `iterations`: then the
choice depends on the generator only) and its cancel. Each game keeps its own policy.

Players read only their seat's view, never a state, and hold no state between decisions, so
they pickle for a worker process. No pygame, and no game here: every game uses it."""

from __future__ import annotations

import random
import threading
from collections.abc import Sequence
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
    """A search's budget: `think` seconds a decision, or exactly `iterations` sampled deals
    (deterministic for a given generator); neither named means one second."""

    def __init__(self, think: float | None = 1.0, iterations: int | None = None) -> None:
        self.think = 1.0 if think is None and iterations is None else think
        self.iterations = iterations
