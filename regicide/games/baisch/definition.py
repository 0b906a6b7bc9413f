"""Baisch as the card table knows it: the game protocol (`regicide.games.protocol`) in terms
of its engine, its computer players, its words and its records (BAISCH.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any

from regicide.games.baisch import bench, records
from regicide.games.baisch.ai import Settings, describe, explain, make_player, play_settings
from regicide.games.baisch.engine import (
    Command,
    Game,
    GameState,
    IllegalMove,
    Options,
    Phase,
    Record,
    RecordError,
    SeatView,
    Status,
    check_report,
    encode_event,
    format_move,
    read_record,
    record_data,
    record_of,
    replay,
    seen_events,
)
from regicide.games.baisch.narrate import move_words, outcome_summary, seen_lines
from regicide.games.baisch.narrate.record_errors import record_error_words
from regicide.games.baisch.narrate.records import result_text, share_line, summary_lines
from regicide.games.computers import level_name, player_names
from regicide.games.glue import EngineCodec, EngineGlue
from regicide.games.protocol import (
    ArchivedGame,
    ComputerPlayer,
    GameDef,
    Line,
    Progress,
    Result,
    ResultKind,
    SeatNames,
    Simulation,
)
from regicide.i18n import N_, _

#: The rules a seed code's flags turn on (B-VAR-*), in an order fixed for good. The number
#: of cards dealt (`starting_cards`) is no flag: a deal with it has no code.
VARIANTS = (
    "basic",
    "speed",
    "harvest_extra_card",
    "king_tie_eliminates",
    "hero_immediate",
    "reservists_defend_king",
)
#: The table's usual sizes (B-PLAY-1): 5 and 6 seats are an option of the new-game screen.
TABLE_SEATS = (2, 3, 4)


def options_of(variants: Sequence[str]) -> Options:
    """The engine's options for these variant names (unknown names are the caller's bug)."""
    return Options(**dict.fromkeys(variants, True))


class BaischGame(EngineGlue[Record]):
    """The battle of Kings of BAISCH.md: 2 to 6 seats, the last player standing wins."""

    name = "baisch"
    title = "Baisch"
    tagline = N_("Raid, defend and topple Kings with your heroes: the last King standing wins")
    byline = N_("An unofficial adaptation of the game by Per Ahrens")
    credits = N_(
        "Baisch is a card game by Per Ahrens (Karlsruhe), who published its rules and an online "
        "version (github.com/perahrens/baisch). This program is an unofficial adaptation made "
        "by fans; it is not affiliated with or endorsed by its author."
    )
    record_format = "baisch-record"
    seat_counts: tuple[int, ...] = (2, 3, 4, 5, 6)
    default_players = 2
    computer_players: tuple[str, ...] = player_names()
    helper_player = "strong"
    variants: tuple[str, ...] = VARIANTS
    code_number = 2
    daily_seats: tuple[str, ...] = ("human", "strong")
    ui_module = "regicide.games.baisch.ui.kit"
    illegal_move: type[Exception] = IllegalMove
    record_error: type[Exception] = RecordError

    def record_error_words(self, error: Exception) -> str | None:
        return record_error_words(error)

    codec = EngineCodec(
        read_record, replay, record_of, record_data, check_report, format_move, encode_event
    )

    # -- starting and keeping a game ---------------------------------------------------------

    def new_match(
        self, players: int, seed: int, variants: Sequence[str] = (), first_seat: int = 1
    ) -> Game:
        """A fresh deal (B-SETUP-1/2); the starting seat comes from the draft (B-SETUP-7), so
        `first_seat` has no say."""
        return Game.new(players, seed=seed, options=options_of(variants))

    def deal_of(self, match: Game) -> tuple[int, int, tuple[str, ...]] | None:
        """A fresh deal whose options are all flags and whose draft order was drawn."""
        options = match.origin.options
        if not match.dealt or match.draft_order is not None or options.starting_cards:
            return None
        on = options.enabled()
        return match.origin.players, match.seed, tuple(name for name in VARIANTS if name in on)

    # -- what a state says -------------------------------------------------------------------

    def to_act(self, state: GameState) -> int | None:
        """B-TURN-6: the active player, or the defender at a Battery decision; each seat's
        setup choice and the draft's chooser in turn."""
        return state.to_act

    def variants_of(self, state: GameState) -> tuple[str, ...]:
        on = state.options.enabled()
        return tuple(name for name in VARIANTS if name in on)

    def hands_hidden(self, state: GameState) -> bool:
        """B-INFO-1: every hand, King and face-down defence card is private."""
        return True

    def progress(self, state: GameState) -> str:
        """'setting up', 'hero draft', 'choosing who starts', 'turn 12 · 3 of 4 standing'."""
        if state.phase is Phase.SETUP:
            return _("setting up")
        if state.phase is Phase.DRAFT:
            return _("hero draft")
        if state.phase is Phase.START:  # B-SETUP-7: the first drafter names who starts
            return _("choosing who starts")
        return _("turn {turn} · {standing} of {players} standing").format(
            turn=state.turn, standing=len(state.in_game()), players=state.players
        )

    def result(self, match: Game) -> Result | None:
        """B-WIN-1: the last player standing wins alone; B-WIN-2/3: a draw has no winner."""
        outcome = match.outcome
        if outcome is None or match.state.status is not Status.OVER:
            return None
        summary = outcome_summary(outcome, None)
        kind = ResultKind.DRAW if outcome.drawn else ResultKind.WON
        return Result(kind, outcome.winners, summary, outcome.assisted)

    # -- computer players -----------------------------------------------------------------------

    def make_player(
        self, name: str, *, think: float | None = 1.0, iterations: int | None = None
    ) -> ComputerPlayer:
        if level_name(name) not in self.computer_players:
            raise ValueError(f"Baisch has no computer player {name!r}")
        return make_player(name, think=think, iterations=iterations)

    def explain(self, view: SeatView, command: Command) -> str:
        return explain(view, command)

    def simulate(self, request: Simulation, progress: Progress) -> dict[str, Any]:
        """One `bot` seat among `opponent` seats (the bot's own kind without one), its seat
        rotating game by game."""
        if request.players not in self.seat_counts:
            raise ValueError(f"Baisch is played by 2 to 6 players, not {request.players}")
        settings = Settings(
            request.players,
            request.bot,
            request.opponent or request.bot,
            request.think,
            request.iterations,
            options_of(request.variants),
        )
        return play_settings(
            settings,
            request.games,
            request.seed,
            workers=request.workers,
            progress=lambda done, _total, wins: progress(done, wins),
        )

    def simulate_text(self, report: Mapping[str, Any]) -> str:
        return describe(dict(report))

    def measure_engine(self, long_game: Callable[[], object]) -> dict[str, Any]:
        """Its own games (the shell's long record is Regicide's)."""
        return bench.measure_engine()

    def describe_engine(self, result: Mapping[str, Any]) -> str:
        return bench.describe_engine(dict(result))

    # -- words ----------------------------------------------------------------------------------

    def setup_lines(self, match: Game, seat: int | None, names: SeatNames = ()) -> list[Line]:
        return seen_lines(seen_events(match.setup, seat, match.origin), seat)

    def turn_lines(
        self, match: Game, index: int, seat: int | None, names: SeatNames = ()
    ) -> list[Line]:
        before = match.state_after(index)
        return seen_lines(seen_events(match.history[index].events, seat, before), seat)

    def move_text(
        self, match: Game, index: int, seat: int | None = None, names: SeatNames = ()
    ) -> str:
        """The mover's own words for its move; another seat's the first line of what it saw
        (B-INFO-1: a setup, a card placed or fortified face down, a face-down attack keep
        their cards from it)."""
        mover = match.state_after(index).to_act
        if seat is None or seat == mover:
            return _("Seat {seat}: {move}").format(
                seat=mover, move=move_words(match.history[index].command)
            )
        seen = self.turn_lines(match, index, seat)
        return seen[0][0] if seen else _("Seat {seat} moved.").format(seat=mover)

    # -- records ---------------------------------------------------------------------------------

    def facts(self, match: Game) -> dict[str, Any]:
        return records.facts(match)

    def statistics(
        self, games: Sequence[ArchivedGame], today: date | None
    ) -> records.BaischStatistics:
        return records.statistics(games, today)

    def result_text(self, game: ArchivedGame) -> str:
        return result_text(game)

    def summary_lines(self, statistics: records.BaischStatistics) -> list[str]:
        return summary_lines(statistics)

    def share_line(self, match: Game, day: date) -> str:
        people = tuple(seat for seat, name in enumerate(self.daily_seats, 1) if name == "human")
        return share_line(match, day, people)


GAME: GameDef = BaischGame()
