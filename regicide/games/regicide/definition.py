"""Regicide as the card table knows it: the game protocol (`regicide.games.protocol`) in terms of
its engine, its computer players, its words and its records."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any

from regicide.games.computers import player_names
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
from regicide.games.regicide import bench, records
from regicide.games.regicide.ai import explain, make_player, wish
from regicide.games.regicide.ai.grade import (
    GRADE_DEALS,
    GRADE_GAMES,
    GRADE_NODES,
    TABLE_DEALS,
    Grade,
    GradeWork,
    grade_deal,
)
from regicide.games.regicide.ai.simulate import Settings, describe, run_simulation
from regicide.games.regicide.ai.solver import solution_report
from regicide.games.regicide.engine import (
    SOLO_TOKENS,
    TOTAL_ENEMIES,
    Command,
    Game,
    GameState,
    IllegalMove,
    Phase,
    Record,
    RecordError,
    Rules,
    SeatView,
    Status,
    encode_event,
    format_move,
    read_record,
    record_data,
    record_of,
    replay,
    seen_events,
)
from regicide.games.regicide.narrate import (
    addressee,
    grade_text,
    loss_text,
    move_line,
    named,
    named_lines,
    result_text,
    setup_lines,
    share_line,
    summary_lines,
    teammates_in,
    turn_lines,
    wish_lines,
)
from regicide.games.regicide.narrate.record_errors import record_error_words
from regicide.games.regicide.report import state_report
from regicide.i18n import N_, _

WISHES = "wishes"  # the keyword of R-JEST-4's talk for the Jester's player


class DailyGrading(GradeWork):
    """The daily deal's grade worked out step by step; once done, kept with the words that
    say it (the same as `regicide daily --grade` keeps)."""

    def kept(self) -> dict[str, Any]:
        progress = super().kept()
        if self.done and self.verdict is not None:
            grade = Grade(self.verdict, self.wins, self.games, self.defeated)
            progress["line"] = grade_words(grade, self.iterations)
        return progress


def grade_words(grade: Grade, iterations: int) -> str:
    """A grade in words, its games' thinking as a share of the table's (narrate's grade)."""
    share = round(100 * iterations / TABLE_DEALS)
    return grade_text(grade.verdict.value, grade.wins, grade.games, grade.defeated, share)


class RegicideGame(EngineGlue[Record]):
    """The cooperative game of RULES.md: 1 to 4 seats against the castle's twelve royals."""

    name = "regicide"
    title = "Regicide"
    #: translated where shown (N_): the class is read before the language is chosen
    tagline = N_("The cooperative card game: storm the castle, defeat twelve royals")
    byline = N_("An unofficial adaptation of the game by Badgers From Mars")
    credits = N_(
        "Regicide is a game by Paul Abrahams, Luke Badger and Andy Richdale, published by "
        "Badgers From Mars. This program is an unofficial adaptation made by fans; it is not "
        "affiliated with or endorsed by Badgers From Mars. If you enjoy it, buy the real deck."
    )
    record_format = "regicide-record"
    seat_counts: tuple[int, ...] = (1, 2, 3, 4)
    default_players = 1
    computer_players: tuple[str, ...] = player_names()
    helper_player = "strong"
    #: RULES.md, Variants: fixed here, not taken from `Rules`, so that reordering the
    #: dataclass never changes what a seed code means
    variants: tuple[str, ...] = (
        "diamond_mulligan",
        "solo_yield",
        "yield_per_seat",
        "strict_discard",
        "open_hands",
    )
    code_number = 0
    daily_seats: tuple[str, ...] = ("human",)
    ui_module = "regicide.games.regicide.ui.kit"
    illegal_move: type[Exception] = IllegalMove
    record_error: type[Exception] = RecordError
    codec = EngineCodec(
        read_record, replay, record_of, record_data, state_report, format_move, encode_event
    )

    def record_error_words(self, error: Exception) -> str | None:
        return record_error_words(error)

    # -- starting and keeping a game ---------------------------------------------------------

    def new_match(
        self, players: int, seed: int, variants: Sequence[str] = (), first_seat: int = 1
    ) -> Game:
        rules = Rules(**dict.fromkeys(variants, True))
        return Game.new(players, seed=seed, rules=rules, first_seat=first_seat)

    def deal_of(self, match: Game) -> tuple[int, int, tuple[str, ...]] | None:
        """A fresh deal from the first seat (a stated position or another first seat has no
        code)."""
        if not match.dealt or match.origin.current != 1:
            return None
        state = match.state
        return state.players, match.seed, state.rules.enabled()

    # -- what a state says -------------------------------------------------------------------

    def to_act(self, state: GameState) -> int | None:
        return state.current if state.status is Status.PLAYING else None

    def variants_of(self, state: GameState) -> tuple[str, ...]:
        return state.rules.enabled()

    def hands_hidden(self, state: GameState) -> bool:
        """R-INFO-2: hands are private unless the `open_hands` variant shows them."""
        return not state.rules.open_hands

    def progress(self, state: GameState) -> str:
        return _("{defeated}/{total} enemies").format(
            defeated=state.enemies_defeated, total=TOTAL_ENEMIES
        )

    def result(self, match: Game) -> Result | None:
        """R-END-1/2: the seats win or lose together."""
        outcome = match.outcome
        if outcome is None:
            return None
        seats = tuple(range(1, match.state.players + 1))
        if outcome.status is Status.WON:
            return Result(ResultKind.WON, seats, _("The castle has fallen."), outcome.assisted)
        lost = outcome.loss_reason
        reason = loss_text(lost) if lost else _("The royals won.")
        return Result(ResultKind.LOST, (), reason, outcome.assisted)

    # -- computer players -----------------------------------------------------------------------

    def make_player(
        self, name: str, *, think: float | None = 1.0, iterations: int | None = None
    ) -> ComputerPlayer:
        return make_player(name, think=think, iterations=iterations)

    def table_talk(self, match: Game, computers: Sequence[int]) -> dict[str, Any]:
        """R-JEST-4: after a Jester, each computer seat but the chooser says whether it would
        like the next turn (from its own view); the Jester's player hears them."""
        state = match.state
        if state.phase is not Phase.CHOOSE_NEXT or state.status is not Status.PLAYING:
            return {}
        said = {seat: wish(match.view(seat)) for seat in computers if seat != state.current}
        return {WISHES: said}

    def explain(self, view: SeatView, command: Command) -> str:
        return explain(view, command)

    def simulate(self, request: Simulation, progress: Progress) -> dict[str, Any]:
        """Every seat played by the same kind of computer player (the seats are one team)."""
        if request.opponent is not None:
            raise ValueError("Regicide is cooperative: every seat plays together (no --opponent)")
        if request.players not in self.seat_counts:
            raise ValueError(f"Regicide is played by 1 to 4, not {request.players} players")
        rules = Rules(**dict.fromkeys(request.variants, True))
        settings = Settings(request.bot, request.players, request.think, request.iterations, rules)
        return run_simulation(settings, request.games, request.seed, request.workers, progress)

    def simulate_text(self, report: Mapping[str, Any]) -> str:
        return describe(report)

    # -- judging a solo deal (issue 34: the protocol's DealJudge) --------------------------------

    def solve(self, seed: int, limit: int) -> dict[str, Any]:
        """The open-hand solver's answer for the solo deal of `seed` (ai/solver.py)."""
        return solution_report(seed, limit)

    def grade(
        self, seed: int, budget: Mapping[str, int], progress: Callable[[int], None]
    ) -> dict[str, Any]:
        """How hard the solo deal of `seed` is (ai/grade.py), and the words that say it."""
        games = budget.get("games", GRADE_GAMES)
        iterations = budget.get("iterations", GRADE_DEALS)
        limit = budget.get("limit", GRADE_NODES)
        found = grade_deal(seed, games=games, iterations=iterations, limit=limit, progress=progress)
        words = grade_words(found, iterations)
        return {**found.as_json(), "iterations": iterations, "limit": limit, "line": words}

    def grading(
        self, seed: int, budget: Mapping[str, int], kept: Mapping[str, Any] | None
    ) -> DailyGrading:
        """The grade of the solo deal of `seed` a step at a time (ai/grade.py's GradeWork)."""
        games = budget.get("games", GRADE_GAMES)
        iterations = budget.get("iterations", GRADE_DEALS)
        limit = budget.get("limit", GRADE_NODES)
        work = DailyGrading(seed, games=games, iterations=iterations, limit=limit)
        work.resume(kept)
        return work

    def grade_line(self, kept: Mapping[str, Any]) -> str | None:
        """A kept grade in the words of the language spoken now (narrate's grade)."""
        verdict, iterations = kept.get("verdict"), kept.get("iterations")
        figures = [kept.get(key) for key in ("wins", "games", "defeated")]
        numbers = [iterations, *figures]
        if verdict not in {"winnable", "lost", "unknown"}:
            return None
        if not all(type(number) is int and number >= 0 for number in numbers):
            return None
        wins, games, defeated = (int(number) for number in figures)  # type: ignore[arg-type]
        share = round(100 * int(iterations) / TABLE_DEALS)  # type: ignore[arg-type]
        return grade_text(str(verdict), wins, games, defeated, share)

    def measure_engine(self, long_game: Callable[[], object]) -> dict[str, Any]:
        return bench.measure_engine(long_game)

    def describe_engine(self, result: Mapping[str, Any]) -> str:
        return bench.describe_engine(dict(result))

    # -- words ----------------------------------------------------------------------------------

    def setup_lines(self, match: Game, seat: int | None, names: SeatNames = ()) -> list[Line]:
        """The deal as `seat` saw it, the computer teammates among `names` by their names."""
        seen = seen_events(match.setup, seat, match.origin)
        lines = setup_lines(seen, match.state.players, addressee(names))
        return named_lines(lines, teammates_in(names))

    def turn_lines(
        self, match: Game, index: int, seat: int | None, names: SeatNames = ()
    ) -> list[Line]:
        """A move as `seat` saw it, the computer teammates among `names` by their names."""
        before = match.state_after(index)
        turn = match.history[index]
        seen = seen_events(turn.events, seat, before)
        lines = turn_lines(before, turn.command, seen, addressee(names))
        return named_lines(lines, teammates_in(names))

    def move_text(
        self, match: Game, index: int, seat: int | None = None, names: SeatNames = ()
    ) -> str:
        """Every play and discard is face up (R-INFO-1): each seat knew the move whole."""
        seat = match.state_after(index).current
        command = match.history[index].command
        line = move_line(seat, match.state.players, command, addressee(names))
        return named(line, teammates_in(names))

    def talk_lines(self, match: Game, talk: Mapping[str, Any]) -> list[str]:
        said: Mapping[int, bool] = talk.get(WISHES, {})
        players = match.state.players
        return wish_lines(said, players)

    # -- records ---------------------------------------------------------------------------------

    def facts(self, match: Game) -> dict[str, Any]:
        """R-SOLO-5: the enemies defeated, the medal the engine gives (the shell voids it for an
        assisted game or a stated position), the tokens used, and whether a variant eased a
        solo game (RULES.md, Variants)."""
        state = match.state
        return {
            "enemies": state.enemies_defeated,
            "medal": state.medal.value if state.medal else None,
            "tokens_used": min(state.tokens_used, SOLO_TOKENS),
            "eased": state.is_solo and state.rules.eases_solo,
        }

    def statistics(
        self, games: Sequence[ArchivedGame], today: date | None
    ) -> records.RegicideStatistics:
        return records.statistics(games, today)

    def result_text(self, game: ArchivedGame) -> str:
        return result_text(game)

    def summary_lines(self, statistics: records.RegicideStatistics) -> list[str]:
        return summary_lines(statistics)

    def share_line(self, match: Game, day: date) -> str:
        outcome = match.outcome
        assert outcome is not None, "only a finished daily deal is shared"
        return share_line(day, outcome)


GAME: GameDef = RegicideGame()
