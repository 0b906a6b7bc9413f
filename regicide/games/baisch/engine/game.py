"""Game: a Baisch deal or position with its history (the kernel's: the log of commands with
their events, unlimited undo and redo; the luck of move k comes from (seed, k), chance.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.baisch.engine.chance import Chance, SeededChance
from regicide.games.baisch.engine.commands import Command
from regicide.games.baisch.engine.events import REVEALING, DeckShuffled, Event
from regicide.games.baisch.engine.evolve import fold
from regicide.games.baisch.engine.moves import legal_moves
from regicide.games.baisch.engine.rules import step
from regicide.games.baisch.engine.setup import deal, empty_table, options_problem
from regicide.games.baisch.engine.state import DrawReason, GameState, Options, Status
from regicide.games.baisch.engine.view import SeatView, view
from regicide.games.kernel import History


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended (B-WIN-1): the winner, then the others from the last
    eliminated to the first (`places`), the number of turns played; a draw (B-WIN-2/3) has
    no winner and the seats that shared it in `drawn`, and `reason` says why."""

    winners: tuple[int, ...]
    places: tuple[int, ...]
    turns: int
    assisted: bool
    drawn: tuple[int, ...] = ()
    reason: DrawReason | None = None


class Game(History[GameState, Command, Event]):
    """A game in play: `Game.new` (a fresh deal) or `Game.from_position`. Its history (undo,
    redo, the states after each move) is the kernel's."""

    chance = SeededChance
    revealing = REVEALING

    def __init__(self, origin: GameState, setup: Sequence[Event], seed: int) -> None:
        super().__init__(origin, setup, seed)
        self.draft_order: tuple[int, ...] | None = None  # given to `new`, not drawn

    def fold(self, state: GameState, events: Sequence[Event]) -> GameState:
        return fold(state, events)

    def step(
        self, state: GameState, command: Command, chance: Chance
    ) -> tuple[tuple[Event, ...], GameState]:
        return step(state, command, chance)

    @classmethod
    def new(
        cls,
        players: int,
        *,
        seed: int,
        options: Options | None = None,
        draft_order: Sequence[int] | None = None,
    ) -> Game:
        """A fresh deal from `seed` (B-SETUP-1/2); the draft order from the seed unless
        given (B-DRAFT-1). Raises ValueError for a table the rules do not allow."""
        options = options or Options()
        reason = options_problem(players, options) or _order_problem(players, draft_order)
        if reason:
            raise ValueError(str(reason))
        rec = deal(players, options, SeededChance(seed, 0), draft_order)
        game = cls(empty_table(players, options), rec.events, seed)
        game.draft_order = None if draft_order is None else tuple(draft_order)
        return game

    @classmethod
    def from_position(cls, position: GameState, *, seed: int = 0) -> Game:
        """A game from a stated (already validated) position."""
        return cls(position, (), seed)

    @property
    def dealt(self) -> bool:
        """True for a fresh deal, False for a game from a stated position."""
        return any(isinstance(event, DeckShuffled) for event in self.setup)

    def legal_moves(self) -> list[Command]:
        return legal_moves(self.state)

    def view(self, seat: int) -> SeatView:
        return view(self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        state = self.state
        if state.status is Status.PLAYING:
            return None
        winners = (state.winner,) if state.winner else ()
        places = tuple(reversed(state.eliminated))
        return Outcome(winners, places, state.turn, self.assisted, state.drawn, state.draw_reason)


def _order_problem(players: int, order: Sequence[int] | None) -> str | None:
    if order is not None and sorted(order) != list(range(1, players + 1)):
        return f"The draft order names each seat 1 to {players} once."  # B-DRAFT-1
    return None
