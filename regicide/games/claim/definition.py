"""Claim as the card table knows it: the game protocol (`regicide.games.protocol`) in terms of
its engine, its computer players, its words and its records."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any

from regicide.games.claim import bench, records
from regicide.games.claim.ai import make_player, simulate
from regicide.games.claim.ai.simulate import describe
from regicide.games.claim.decks import VARIANTS, factions_of, named, variants_of
from regicide.games.claim.engine import (
    TRICKS,
    Command,
    Game,
    GameState,
    IllegalMove,
    Options,
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
)
from regicide.games.claim.narrate import (
    move_reason,
    move_words,
    outcome_text,
    seat_name,
    setup_texts,
    turn_texts,
)
from regicide.games.claim.narrate.record_errors import record_error_words
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
    Tone,
)
from regicide.i18n import N_, _, long_day


class ClaimGame(EngineGlue[Record]):
    """The two-phase trick-taking duel of CLAIM.md: win three of the five factions."""

    name = "claim"
    title = "Claim"
    #: translated where shown (N_): the class is read before the language is chosen
    tagline = N_("Two phases, two players: recruit followers, then win the factions")
    byline = N_("An unofficial adaptation of the game by Scott Almes")
    credits = N_(
        "Claim is a game by Scott Almes, published by White Goblin Games. This program is an "
        "unofficial adaptation made by fans; it is not affiliated with or endorsed by the "
        "publisher. If you enjoy it, buy the real deck."
    )
    record_format = "claim-record"
    seat_counts: tuple[int, ...] = (2,)
    default_players = 2
    computer_players: tuple[str, ...] = player_names()
    helper_player = "strong"
    #: one flag per FULL expansion faction, fixed for good (decks.py, docs/codes.md)
    variants: tuple[str, ...] = VARIANTS
    code_number = 1
    daily_seats: tuple[str, ...] = ("human", "strong")
    ui_module = "regicide.games.claim.ui.kit"
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
        """A fresh deal of the deck the variants name; the first leader comes from the seed
        (C-SETUP-3) unless `first_seat` names another seat than the first. Raises ValueError
        for variants that make no deck or a table of other than two (C-DECK, C-PLAYERS-1)."""
        leader = None if first_seat == 1 else first_seat
        return Game.new(players, seed=seed, options=Options(factions_of(variants), leader))

    def deal_of(self, match: Game) -> tuple[int, int, tuple[str, ...]] | None:
        """A fresh deal of a deck the flags name, its leader from the seed; else None."""
        options = match.state.options
        if not match.dealt or options.first_leader is not None or not named(options.factions):
            return None
        return match.state.players, match.seed, variants_of(options.factions)

    # -- what a state says -------------------------------------------------------------------

    def to_act(self, state: GameState) -> int | None:
        return state.to_act

    def variants_of(self, state: GameState) -> tuple[str, ...]:
        return variants_of(state.options.factions)

    def hands_hidden(self, state: GameState) -> bool:
        """C-VIS-1: a hand is seen by its owner only."""
        return True

    def progress(self, state: GameState) -> str:
        return _("trick {trick}/{tricks}").format(trick=state.trick, tricks=TRICKS)

    def result(self, match: Game) -> Result | None:
        """C-SCORE-5/6: the seat with three factions or more wins; else a draw."""
        outcome = match.outcome
        if outcome is None:
            return None
        kind = ResultKind.DRAW if outcome.status is Status.DRAW else ResultKind.WON
        return Result(kind, outcome.winners, outcome_text(outcome) + ".", outcome.assisted)

    # -- computer players -----------------------------------------------------------------------

    def make_player(
        self, name: str, *, think: float | None = 1.0, iterations: int | None = None
    ) -> ComputerPlayer:
        return make_player(name, think=think, iterations=iterations)

    def explain(self, view: SeatView, command: Command) -> str:
        return move_reason(view, command)

    def simulate(self, request: Simulation, progress: Progress) -> dict[str, Any]:
        """`bot` against `opponent` (`bot` against itself when none is named): games 2k and
        2k+1 share the deal of seed S+k with the seats swapped."""
        if request.players != self.default_players:
            raise ValueError(f"Claim is played by 2 players, not {request.players}")
        for name in (request.bot, request.opponent):
            if name is not None and level_name(name) not in self.computer_players:
                choices = ", ".join(self.computer_players)
                raise ValueError(f"no computer player {name[:20]!r} (choose {choices})")
        return simulate(
            request.bot,
            request.opponent or request.bot,
            request.games,
            request.seed,
            think=request.think,
            iterations=request.iterations,
            workers=request.workers,
            factions=factions_of(request.variants),
            progress=lambda done, _total, wins: progress(done, wins),
        )

    def simulate_text(self, report: Mapping[str, Any]) -> str:
        return describe(dict(report))

    def measure_engine(self, long_game: Callable[[], object]) -> dict[str, Any]:
        return bench.measure_engine(long_game)

    def describe_engine(self, result: Mapping[str, Any]) -> str:
        return bench.describe_engine(dict(result))

    # -- words ----------------------------------------------------------------------------------

    def setup_lines(self, match: Game, seat: int | None, names: SeatNames = ()) -> list[Line]:
        return [(line, Tone.DIM) for line in setup_texts(match, seat, tuple(names))]

    def turn_lines(
        self, match: Game, index: int, seat: int | None, names: SeatNames = ()
    ) -> list[Line]:
        return [(line, Tone.TEXT) for line in turn_texts(match, index, seat, tuple(names))]

    def move_text(
        self, match: Game, index: int, seat: int | None = None, names: SeatNames = ()
    ) -> str:
        """Every card is played to the trick face up: each seat knew the move whole (the
        mover by its name when `names` are given: "Strong AI: play Knight 7")."""
        mover = match.state_after(index).to_act or 1
        return _("{who}: {move}").format(
            who=seat_name(mover, None, tuple(names)), move=move_words(match.history[index].command)
        )

    # -- records ---------------------------------------------------------------------------------

    def facts(self, match: Game) -> dict[str, Any]:
        return records.facts_of(match)

    def statistics(
        self, games: Sequence[ArchivedGame], today: date | None
    ) -> records.ClaimStatistics:
        return records.statistics(games, today)

    def result_text(self, game: ArchivedGame) -> str:
        return records.result_text(game)

    def summary_lines(self, statistics: records.ClaimStatistics) -> list[str]:
        return records.summary_lines(statistics)

    def share_line(self, match: Game, day: date) -> str:
        """Spoiler-free: the result and the factions won each side, from the person's seat
        (seat 1, as the daily deal seats them)."""
        outcome = match.outcome
        assert outcome is not None, "only a finished daily deal is shared"
        mine, theirs = outcome.factions_won
        if outcome.status is Status.DRAW:
            result = _("Draw (assisted)") if outcome.assisted else _("Draw")
        elif 1 in outcome.winners:
            result = _("Won (assisted)") if outcome.assisted else _("Won")
        else:
            result = _("Lost (assisted)") if outcome.assisted else _("Lost")
        return _("Claim daily {day} · {result} · {mine}–{theirs} factions").format(
            day=long_day(day), result=result, mine=mine, theirs=theirs
        )


GAME: GameDef = ClaimGame()
