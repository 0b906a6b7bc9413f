"""Game: Regicide's history (the kernel's `History`: a start, the log of commands with their
events, unlimited undo and redo), its deals and positions, and how it ended."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.kernel import History
from regicide.games.regicide.engine.chance import Chance, SeededChance
from regicide.games.regicide.engine.commands import Command
from regicide.games.regicide.engine.events import REVEALING, CastleBuilt, Event, GameLost
from regicide.games.regicide.engine.evolve import fold
from regicide.games.regicide.engine.recorder import Recorder
from regicide.games.regicide.engine.rules import end_if_stuck, legal_moves, step
from regicide.games.regicide.engine.setup import deal, empty_table
from regicide.games.regicide.engine.state import GameState, Medal, Rules, Status
from regicide.games.regicide.engine.view import SeatView, view


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended. A win earns its medal (R-SOLO-5) only without help and
    from a fresh deal: an assisted game, or one begun from a stated position, earns none."""

    status: Status
    medal: Medal | None
    loss_reason: GameLost | None
    enemies_defeated: int
    assisted: bool
    dealt: bool = True  # False: the game began from a stated position


class Game(History[GameState, Command, Event]):
    """A game in play. Build one with `Game.new` (a fresh deal) or `Game.from_position`."""

    chance = SeededChance
    revealing = REVEALING  # a draw, a reveal, a reshuffled discard pile (R-INFO)

    @classmethod
    def new(
        cls, players: int = 1, *, seed: int, rules: Rules | None = None, first_seat: int = 1
    ) -> Game:
        """A fresh deal (R-SETUP) made from `seed`."""
        rules = rules or Rules()
        events, _ = deal(players, rules, SeededChance(seed, 0), first_seat)
        return cls(empty_table(players, rules, first_seat), events, seed)

    @classmethod
    def from_position(cls, position: GameState, *, seed: int = 0) -> Game:
        """A game that starts from a stated position (already validated)."""
        rec = Recorder(position)
        end_if_stuck(rec)  # a position may leave the player to act with no move at all
        return cls(position, rec.events, seed)

    def fold(self, state: GameState, events: Sequence[Event]) -> GameState:
        return fold(state, events)

    def step(
        self, state: GameState, command: Command, chance: Chance
    ) -> tuple[tuple[Event, ...], GameState]:
        events, after = step(state, command, chance)
        return tuple(events), after

    @property
    def dealt(self) -> bool:
        """True for a fresh deal, False for a game that began from a stated position."""
        return any(isinstance(event, CastleBuilt) for event in self.setup)

    @property
    def medal_at_stake(self) -> bool:
        """R-SOLO-5: a win could earn a medal: a solo game from a fresh deal, under rules
        that do not ease it, without help so far (what would help costs it)."""
        state = self.state
        return state.is_solo and self.dealt and not self.assisted and not state.rules.eases_solo

    def legal_moves(self) -> list[Command]:
        return legal_moves(self.state)

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now (R-INFO)."""
        return view(self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        state = self.state
        if state.status is Status.PLAYING:
            return None
        medal = None if self.assisted or not self.dealt else state.medal
        return Outcome(
            state.status,
            medal,
            state.loss_reason,
            state.enemies_defeated,
            self.assisted,
            self.dealt,
        )
