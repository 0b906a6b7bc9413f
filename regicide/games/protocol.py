"""The game protocol: everything the card table's shell knows about a game (ARCHITECTURE.md).

Learnt from OpenSpiel's `Game`/`State` (a new initial state, the player to act, legal actions,
applying one, a player's information state, the returns) and boardgame.io (setup, moves,
playerView, endIf), kept in our own terms: each game's engine is pure and event-sourced
(commands in, past-tense events out, a state that is a fold of events), and gives a seat its
view and a determinization of it.

- `Match` is a game in play: every engine's `Game` has this shape (undo and redo, the log of
  turns, views); the shell plays any game through it and never reads a state's fields.
- `GameDef` is what a game registers: its names, how to start it, its record codec, its
  computer players, its words and its records page (the pygame half, its table, is named by
  `ui_module` and loaded only by the shell's UI).
- `ComputerPlayer` is the port every computer player fits: it sees one seat's view, never a
  state, and chooses a legal command.

No pygame, no files here: the play wing, the store and the commands use this module without a
window.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Any, Protocol, runtime_checkable

from regicide.games.kernel import errors

#: a game's `record_error` for a move the rules refuse (its `number` and `reason`)
RefusedMove = errors.RefusedMove

#: A game's own command, event, state and seat view. The shell passes them through untouched.
Command = Any
Event = Any
State = Any
View = Any
#: A `Match` of the very game whose method takes it: each game's methods take its own engine's
#: `Game` (so they may read its own fields); the shell only hands back what the game made.
ItsMatch = Any


#: The seat that stands for the whole table in a game's words: what the seats know together.
ALL_SEATS = 0


class Tone(str, Enum):
    """What a line of words means, for its colour: the UI maps each tone to a theme colour."""

    TEXT = "text"
    DIM = "dim"
    GOOD = "good"
    DANGER = "danger"
    ACCENT = "accent"
    HIGHLIGHT = "highlight"


#: One line of a game's words (the log, a panel) and its tone.
Line = tuple[str, Tone]

#: Each seat's name as the table calls it, seat 1 first ("You", "Strong AI"); empty: none
#: given (the words say "Seat N").
SeatNames = Sequence[str]


class Turn(Protocol):
    """One logged command and the events it caused."""

    @property
    def command(self) -> Command: ...

    @property
    def events(self) -> tuple[Event, ...]: ...


class Match(Protocol):
    """A game in play: a start, the turns made since, unlimited undo and redo (an engine's
    `Game`). Undoing a turn that showed hidden cards sets `assisted`."""

    seed: int
    assisted: bool

    @property
    def origin(self) -> State: ...

    @property
    def setup(self) -> tuple[Event, ...]: ...

    @property
    def start(self) -> State: ...

    @property
    def state(self) -> State: ...

    @property
    def dealt(self) -> bool: ...

    @property
    def history(self) -> tuple[Turn, ...]: ...

    @property
    def moves(self) -> tuple[Command, ...]: ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    def state_after(self, moves: int) -> State: ...

    def submit(self, command: Command) -> tuple[Event, ...]: ...

    def undo(self) -> Turn | None: ...

    def redo(self) -> Turn | None: ...

    def legal_moves(self) -> list[Command]: ...

    def view(self, seat: int) -> View: ...


@runtime_checkable
class ComputerPlayer(Protocol):
    """A computer seat: it sees only its seat's view and chooses a legal command. `cancel`,
    when set, asks a long search to stop soon with its best move so far."""

    name: str

    def choose(
        self, view: View, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Command: ...


class ResultKind(str, Enum):
    """How a finished game ended for the table: a cooperative game is won or lost by every
    seat together; a duel or a battle has winners, or is drawn."""

    WON = "won"
    LOST = "lost"
    DRAW = "draw"


@dataclass(frozen=True)
class Result:
    """A finished game in the shell's terms: who won (seats, 1-based), a sentence saying how,
    and whether help (undo past hidden cards, hints, autoplay) was used."""

    kind: ResultKind
    winners: tuple[int, ...]
    summary: str
    assisted: bool = False

    def won_by(self, seats: Sequence[int]) -> bool:
        """Whether any of `seats` (a person's seats, say) is among the winners."""
        return any(seat in self.winners for seat in seats)


@dataclass(frozen=True)
class Simulation:
    """What `regicide simulate` asks of a game: computer against computer (or, in a
    cooperative game, computers together), `games` deals from seeds `seed`, `seed` + 1, ..."""

    bot: str
    opponent: str | None
    players: int
    games: int
    seed: int
    think: float | None = None
    iterations: int | None = None
    workers: int = 1
    variants: tuple[str, ...] = ()


#: Told after each simulated game: games done, and how many the `bot` won.
Progress = Callable[[int, int], None]


class GameDef(Protocol):
    """A game of the card table, as the shell knows it. Each game package's front door
    exposes one as `GAME`; `regicide.games.registry` lists them."""

    #: the registry's key, e.g. "claim"
    name: str
    #: the game's name as players read it, e.g. "Claim"
    title: str
    #: one line for the title screen
    tagline: str
    #: whose game it is: a line under the title, and a paragraph for the About page
    byline: str
    credits: str
    #: a record file's `format:` value, e.g. "claim-record"
    record_format: str
    #: how many seats a table of this game may have, and the usual number
    seat_counts: tuple[int, ...]
    default_players: int
    #: the computer players' names (`make_player`), weakest first; the one hints use
    computer_players: tuple[str, ...]
    helper_player: str
    #: the variant rules a deal may turn on (seed codes, `--variant`), in an order fixed for
    #: good (a seed code's flags follow it)
    variants: tuple[str, ...]
    #: the game's number in seed codes (docs/codes.md), fixed for good; Regicide's is 0
    code_number: int
    #: who sits where in the daily deal ("human" or a computer player's name, per seat)
    daily_seats: tuple[str, ...]
    #: the module of its table (pygame), loaded by the shell's UI only
    ui_module: str
    #: the engine's error for a move the rules refuse (`.reason` says why), and for a
    #: record it cannot use (`str()` names the key and what is wrong)
    illegal_move: type[Exception]
    record_error: type[Exception]

    # -- starting and keeping a game ---------------------------------------------------------

    def new_match(
        self, players: int, seed: int, variants: Sequence[str] = (), first_seat: int = 1
    ) -> Match:
        """A fresh deal from `seed`, with these variant rules on."""
        ...

    def deal_of(self, match: ItsMatch) -> tuple[int, int, tuple[str, ...]] | None:
        """The fresh deal `match` began with (players, seed, variants), when a seed code can
        deal it again; None for a stated position."""
        ...

    def read_record(self, document: object) -> tuple[Match, tuple[Command, ...], dict[str, Any]]:
        """A record document (FORMAT.md) read but not played: the game at its start, its
        moves, and the keys it holds beyond the game's own; raises `record_error` naming the
        key and what is wrong (a move that is not notation included, an illegal one not)."""
        ...

    def record_error_words(self, error: Exception) -> str | None:
        """Its `record_error` in the player's language, whole (Records, Load), or None where
        its narrate does not know it as facts (shown as `str()`, English)."""
        ...

    def read_match(self, document: object) -> tuple[Match, dict[str, Any]]:
        """A record document (FORMAT.md) read and replayed, every move checked and stored
        events compared, with the keys it holds beyond the game's own (the app's: seats, time
        played, the daily date...); raises `record_error` naming the key and what is wrong,
        and for a move the rules refuse a `RefusedMove` (`check` then reports the state before
        it; the kernel's `replay_moves` does this)."""
        ...

    def record_data(self, match: ItsMatch, extra: Mapping[str, Any]) -> dict[str, Any]:
        """The record of `match` as plain data for YAML or JSON: the game's keys, then
        `moves`, `assisted`, `events`, then `extra`."""
        ...

    def check_report(self, match: ItsMatch, error: Mapping[str, Any] | None) -> dict[str, Any]:
        """The state as `regicide check` prints it (FORMAT.md)."""
        ...

    def format_move(self, command: Command) -> str:
        """A command in the record's move notation."""
        ...

    def encode_event(self, event: Event) -> dict[str, Any]:
        """An event as plain data for the record."""
        ...

    # -- what a state says -------------------------------------------------------------------

    def players(self, state: State) -> int:
        """How many seats the game has."""
        ...

    def to_act(self, state: State) -> int | None:
        """The seat whose decision it is, or None once the game is over."""
        ...

    def variants_of(self, state: State) -> tuple[str, ...]:
        """The variant rules the game is played with (names from `variants`)."""
        ...

    def hands_hidden(self, state: State) -> bool:
        """Whether a seat's cards are hidden from the others (then people sharing the screen
        take turns behind a cover)."""
        ...

    def progress(self, state: State) -> str:
        """How far the game has got, in a few words ("5 of 12 enemies", "trick 9 of 26")."""
        ...

    def result(self, match: ItsMatch) -> Result | None:
        """How the game ended; None while it goes on."""
        ...

    # -- computer players -----------------------------------------------------------------------

    def make_player(
        self, name: str, *, think: float | None = 1.0, iterations: int | None = None
    ) -> ComputerPlayer:
        """A computer player by name (one of `computer_players`); raises ValueError."""
        ...

    def table_talk(self, match: ItsMatch, computers: Sequence[int]) -> dict[str, Any]:
        """What the computer seats say in public before the seat to act decides (the keyword
        arguments its computer player takes with the view; {} when nothing is said)."""
        ...

    def explain(self, view: View, command: Command) -> str:
        """Why `command` is a good move for the seat of `view` (a hint's sentence)."""
        ...

    def simulate(self, request: Simulation, progress: Progress) -> dict[str, Any]:
        """Play the simulated games and return their statistics as one JSON object (with at
        least `games`, `wins`, `win_rate`, `ci95` and `seconds_per_move`); raises ValueError
        for a request the game cannot play (an opponent in a cooperative game...)."""
        ...

    def simulate_text(self, report: Mapping[str, Any]) -> str:
        """Those statistics for people, in a few lines."""
        ...

    def measure_engine(self, long_game: Callable[[], object]) -> dict[str, Any]:
        """Its engine's speed (`regicide bench engine`): random games through its API, and
        the replay of the benchmarks' long record when it is one of its records
        (`long_game()` reads that record's plain data afresh from its file: the command
        reads files, a game's headless half never does)."""
        ...

    def describe_engine(self, result: Mapping[str, Any]) -> str:
        """Those figures for people."""
        ...

    # -- words ----------------------------------------------------------------------------------
    # `names`: each seat's name as the table calls it, seat 1 first ("Strong AI"); a game may
    # use them for the seats other than `seat` (which is "you"), and says "Seat N" without
    # them (`regicide log`, FORMAT.md).

    def setup_lines(self, match: ItsMatch, seat: int | None, names: SeatNames = ()) -> list[Line]:
        """The deal in plain words, as `seat` knew it (None: a spectator; 0: what the seats
        knew together)."""
        ...

    def turn_lines(
        self, match: ItsMatch, index: int, seat: int | None, names: SeatNames = ()
    ) -> list[Line]:
        """Move `index` (0-based) and what it caused, as `seat` knew it."""
        ...

    def move_text(
        self, match: ItsMatch, index: int, seat: int | None = None, names: SeatNames = ()
    ) -> str:
        """Move `index` (0-based) in a few words, with the seat that made it, as `seat` knew
        it when it was made (a card another seat placed face down is not named); None: as
        it was, every card named (a replay's spoilers)."""
        ...

    def talk_lines(self, match: ItsMatch, talk: Mapping[str, Any]) -> list[str]:
        """What `table_talk` said, as the table shows it."""
        ...

    # -- records ---------------------------------------------------------------------------------

    def facts(self, match: ItsMatch) -> dict[str, Any]:
        """What its records need to know of one archived game beyond the shell's own facts
        (plain JSON data: numbers, words, lists)."""
        ...

    def statistics(self, games: Sequence[ArchivedGame], today: date | None) -> Statistics:
        """Its records' numbers, from its archived games (oldest first)."""
        ...

    def result_text(self, game: ArchivedGame) -> str:
        """How one archived game went, in a few words for the list of past games."""
        ...

    def summary_lines(self, statistics: Any) -> list[str]:
        """Its records in a few lines of words (`regicide records`), from the statistics it
        made (`statistics`)."""
        ...

    def share_line(self, match: ItsMatch, day: date) -> str:
        """The spoiler-free line a player copies after the daily deal of `day`."""
        ...


class Grading(Protocol):
    """A deal's grade worked out a step at a time (the app's worker process does it between
    computer players' choices, issue 34)."""

    @property
    def done(self) -> bool: ...

    def step(self, cancel: threading.Event) -> bool:
        """One short step, given up (and undone) when `cancel` is set during it; whether its
        progress changed enough to be kept."""
        ...

    def kept(self) -> dict[str, Any]:
        """Its progress as plain data, never a card; once done, the grade with its `line`."""
        ...


@runtime_checkable
class DealJudge(Protocol):
    """What a game may add (issue 34; Regicide does): an open-hand solver of its solo deals
    and a grade of how hard a deal is, both as plain data and never in its cards' words."""

    def solve(self, seed: int, limit: int) -> dict[str, Any]:
        """The solo deal of `seed` with every card known: `verdict` ("winnable", "lost" or
        "unknown" past `limit` states), the winning `line` (moves in notation), its `medal`,
        the `nodes` searched and the `limit`."""
        ...

    def grade(
        self, seed: int, budget: Mapping[str, int], progress: Callable[[int], None]
    ) -> dict[str, Any]:
        """How hard the solo deal of `seed` is: the solver's `verdict`, the Strong level's
        `wins` in `games`, its `iterations`, and the `line` that says it; `budget` may set
        `games`, `iterations` and `limit`; `progress` hears each game played."""
        ...

    def grading(
        self, seed: int, budget: Mapping[str, int], kept: Mapping[str, Any] | None
    ) -> Grading:
        """The grade of the solo deal of `seed` (`budget` as `grade`'s), to be worked out a
        step at a time, taken up from `kept` (a `Grading.kept()` of the same deal and budget)
        when it fits."""
        ...

    def grade_line(self, kept: Mapping[str, Any]) -> str | None:
        """A finished grade as kept (`Grading.kept()`, or `grade`'s answer) in the words of the
        language spoken now (the worker process that kept its `line` may speak another), or
        None when `kept` is not a whole grade."""
        ...


class Statistics(Protocol):
    """A game's records, as its records page and `regicide records --json` show them."""

    @property
    def games(self) -> int: ...

    def as_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class ArchivedGame:
    """One game of the archive, as the records see it: the shell's facts of any game, and
    `details`, the facts its own game asked for (`GameDef.facts`)."""

    file: str
    game: str
    players: int
    status: str  # a ResultKind's value, or "playing" for a game kept unfinished
    winners: tuple[int, ...]
    people: tuple[int, ...]  # the seats a person played (none: the computers played alone)
    assisted: bool
    moves: int
    details: Mapping[str, Any] = field(default_factory=dict)
    daily: str | None = None  # the date of a daily deal
    seconds: int | None = None
    saved_at: str | None = None
    origin: str = "deal"  # "deal": a fresh deal; "position": a stated position (no medal)
    seats: tuple[str, ...] = ()  # who sat at each seat ("human", a computer player's name)

    @property
    def finished(self) -> bool:
        return self.status != PLAYING

    @property
    def counted(self) -> bool:
        """Finished, with a person at the table: the records count it."""
        return self.finished and bool(self.people)

    @property
    def won(self) -> bool:
        """A person at the table won it (in a cooperative game every seat wins together)."""
        return any(seat in self.winners for seat in self.people)

    @property
    def shared(self) -> bool:
        """Every seat had the one result: the table won or lost together (a cooperative
        game); a duel or a battle has winners and others, or is drawn."""
        every = set(range(1, self.players + 1))
        return self.status == ResultKind.LOST.value or (
            self.status == ResultKind.WON.value and every <= set(self.winners)
        )

    @property
    def between_friends(self) -> bool:
        """Finished by more than one person at a table where seats compete: no one result is
        the person's (whoever won, another lost), so the records count it apart, saying
        each person's place, and never in a win rate or a streak."""
        return self.finished and len(self.people) > 1 and not self.shared

    @property
    def fair(self) -> bool:
        """A result the records count as the person's: finished with a person, not between
        friends, won or lost without help (hints, autoplay, an undo that took back shown
        cards), as medals are."""
        return self.counted and not self.between_friends and not self.assisted

    @property
    def drawn(self) -> bool:
        return self.status == ResultKind.DRAW.value


#: `ArchivedGame.status` of a game kept before its end.
PLAYING = "playing"
