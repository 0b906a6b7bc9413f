"""Game: a Claim deal or stated deal with its history (the kernel's: the log of commands with
their events, unlimited undo and redo; the luck of move k comes from (seed, k), chance.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.claim.engine.chance import Chance, SeededChance
from regicide.games.claim.engine.commands import Command
from regicide.games.claim.engine.errors import SetupError, said
from regicide.games.claim.engine.events import REVEALING, DeckShuffled, Event
from regicide.games.claim.engine.evolve import fold
from regicide.games.claim.engine.rules import legal_moves, step
from regicide.games.claim.engine.setup import deal, empty_table, opening
from regicide.games.claim.engine.state import (
    NO_ONE,
    PLAYERS,
    FactionResult,
    GameState,
    Options,
    Status,
)
from regicide.games.claim.engine.view import SeatView, view
from regicide.games.kernel import History


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winner (none for a draw, C-SCORE-6), who won each
    faction and how (C-SCORE-2..4), and how many factions each seat won."""

    status: Status
    winners: tuple[int, ...]
    factions: tuple[FactionResult, ...]
    factions_won: tuple[int, ...]
    assisted: bool


#: C-MP-8: the refusal of any other player count.
PLAYERS_ONLY = (
    "Claim is played here by 2 players, not {players}: the 3–4 player variant is provisional "
    "and not available"
)


def check_players(players: int) -> None:
    """C-PLAYERS-1, C-MP-8: two players; the 3–4 player variant is provisional and not built."""
    if players != PLAYERS:
        raise SetupError(said(PLAYERS_ONLY, players=players))  # C-MP-8


class Game(History[GameState, Command, Event]):
    """A game in play: `Game.new` (a fresh deal) or `Game.from_position`. Its history (undo,
    redo, the states after each move) is the kernel's; undoing a move whose events showed a
    hidden card (a prize, a blind card, a peek) marks the game assisted."""

    chance = SeededChance
    revealing = REVEALING

    def fold(self, state: GameState, events: Sequence[Event]) -> GameState:
        return fold(state, events)

    def step(
        self, state: GameState, command: Command, chance: Chance
    ) -> tuple[tuple[Event, ...], GameState]:
        return step(state, command, chance)

    @classmethod
    def new(cls, players: int = PLAYERS, *, seed: int, options: Options | None = None) -> Game:
        """A fresh deal made from `seed` (C-SETUP); raises SetupError for other player counts."""
        check_players(players)
        options = options or Options()
        return cls(empty_table(options), deal(options, SeededChance(seed, 0)), seed)

    @classmethod
    def from_position(cls, position: GameState, *, seed: int = 0) -> Game:
        """A game from a stated deal (`setup.stated_deal`, already validated); its leader
        leads trick 1 and the deck's top card is the first prize."""
        return cls(position, opening(position.leader, position.deck[0]), seed)

    @property
    def dealt(self) -> bool:
        """True for a fresh deal, False for a game from a stated deal."""
        return any(isinstance(event, DeckShuffled) for event in self.setup)

    def legal_moves(self) -> list[Command]:
        return legal_moves(self.state)

    def view(self, seat: int) -> SeatView:
        """What `seat` may know now (§9)."""
        return view(self.state, seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while the game goes on."""
        return outcome_of(self.state, self.assisted)


def outcome_of(state: GameState, assisted: bool = False) -> Outcome | None:
    """The outcome of a finished state; None while it is played."""
    if state.status is Status.PLAYING:
        return None
    won = tuple(sum(result.seat == seat for result in state.results) for seat in (1, 2))
    winners = () if state.victor == NO_ONE else (state.victor,)
    return Outcome(state.status, winners, state.results, won, assisted)
