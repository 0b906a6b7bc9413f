"""A toy game for the card table, "Higher card": two or three seats, three cards each from
cards 1 to 9; each trick the leader plays a card, then each other seat in turn; the highest
card wins the trick and leads the next; who wins two tricks wins the game (three seats that
win one trick each draw).

It is a whole game behind the game protocol (`regicide.games.protocol.GameDef`) in a few
dozen lines, and knows nothing of Regicide: the tests play it through the same archive,
records page, replay viewer, `check` and `simulate` as every game, which proves the shell
knows no Regicide.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from regicide.games.kernel import Chance, History
from regicide.games.protocol import (
    ArchivedGame,
    GameDef,
    Line,
    Progress,
    RefusedMove,
    Result,
    ResultKind,
    SeatNames,
    Simulation,
    Tone,
)
from regicide.games.standings import Results, results
from regicide.support.words import apart_lines

FORMAT = "higher-card-record"


class Illegal(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadRecord(Exception):
    """A record the toy cannot use."""


@dataclass(frozen=True)
class Play:
    card: int


@dataclass(frozen=True)
class Dealt:
    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Played:
    seat: int
    card: int


@dataclass(frozen=True)
class State:
    hands: tuple[tuple[int, ...], ...] = ((), ())
    table: tuple[tuple[int, int], ...] = ()  # (seat, card) of the trick
    current: int = 1
    tricks: tuple[int, ...] = (0, 0)

    @property
    def winner(self) -> int | None:
        return next((seat for seat, won in enumerate(self.tricks, 1) if won >= 2), None)

    @property
    def over(self) -> bool:
        return self.winner is not None or not any(self.hands)


@dataclass(frozen=True)
class View:
    seat: int
    hand: tuple[int, ...]
    table: tuple[tuple[int, int], ...]
    tricks: tuple[int, ...]
    current: int
    legal_moves: tuple[Play, ...]


def evolve(state: State, event: object) -> State:
    if isinstance(event, Dealt):
        return replace(state, hands=event.hands)
    assert isinstance(event, Played)
    hands = tuple(
        tuple(c for c in hand if c != event.card) if seat == event.seat else hand
        for seat, hand in enumerate(state.hands, 1)
    )
    table = (*state.table, (event.seat, event.card))
    if len(table) < len(hands):
        return replace(state, hands=hands, table=table, current=event.seat % len(hands) + 1)
    winner = max(table, key=lambda played: played[1])[0]
    tricks = tuple(won + (seat == winner) for seat, won in enumerate(state.tricks, 1))
    return State(hands, (), winner, tricks)


def legal(state: State) -> list[Play]:
    return [] if state.over else [Play(c) for c in state.hands[state.current - 1]]


class Game(History[State, Play, object]):
    """The toy's game in play, its history the engines' kernel's: the `Match` of the
    protocol."""

    def __init__(self, seed: int, players: int = 2) -> None:
        cards = list(range(1, 10))
        random.Random(seed).shuffle(cards)
        hands = tuple(tuple(cards[3 * seat : 3 * seat + 3]) for seat in range(players))
        super().__init__(State(tricks=(0,) * players), (Dealt(hands),), seed)
        self.dealt = True

    def fold(self, state: State, events: Sequence[object]) -> State:
        for event in events:
            state = evolve(state, event)
        return state

    def step(self, state: State, command: Play, chance: Chance) -> tuple[tuple[object, ...], State]:
        if command not in legal(state):
            raise Illegal(f"seat {state.current} cannot play {command.card} now")
        events = (Played(state.current, command.card),)
        return events, self.fold(state, events)

    def reveals(self, events: Sequence[object]) -> bool:
        return False

    def legal_moves(self) -> list[Play]:
        return legal(self.state)

    def view(self, seat: int) -> View:
        state = self.state
        moves = tuple(legal(state)) if seat == state.current else ()
        return View(seat, state.hands[seat - 1], state.table, state.tricks, state.current, moves)


class FirstCard:
    """The toy's computer player: its lowest card (or a random one)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def choose(
        self, view: View, rng: random.Random, *, cancel: threading.Event | None = None
    ) -> Play:
        moves = list(view.legal_moves)
        return rng.choice(moves) if self.name == "random" else min(moves, key=lambda m: m.card)


@dataclass(frozen=True)
class ToyStatistics:
    tally: Results

    @property
    def games(self) -> int:
        return self.tally.games

    def as_json(self) -> dict[str, Any]:
        return {"games": self.tally.games, "wins": self.tally.wins, "losses": self.tally.losses}


class HigherCard:
    name = "higher-card"
    title = "Higher Card"
    tagline = "Two seats, three cards each: the higher card takes the trick"
    byline = "A toy game of the tests"
    credits = "A toy game of the tests."
    record_format = FORMAT
    seat_counts: tuple[int, ...] = (2, 3)
    default_players = 2
    computer_players: tuple[str, ...] = ("random", "lowest")
    helper_player = "lowest"
    variants: tuple[str, ...] = ()
    code_number = 15
    daily_seats: tuple[str, ...] = ("human", "lowest")
    ui_module = "tests.toy.kit"
    illegal_move: type[Exception] = Illegal
    record_error: type[Exception] = BadRecord

    def new_match(
        self, players: int, seed: int, variants: Sequence[str] = (), first_seat: int = 1
    ) -> Game:
        return Game(seed, players)

    def deal_of(self, match: Game) -> tuple[int, int, tuple[str, ...]] | None:
        return self.players(match.state), match.seed, ()

    def read_record(self, document: object) -> tuple[Game, tuple[Play, ...], dict[str, Any]]:
        if not isinstance(document, Mapping) or document.get("format") != FORMAT:
            raise BadRecord(f"format: expected '{FORMAT}'")
        seed, moves = document.get("seed"), document.get("moves")
        players = document.get("players", 2)
        if type(seed) is not int or not isinstance(moves, list):
            raise BadRecord("seed and moves: a number and a list")
        if players not in self.seat_counts:
            raise BadRecord("players: 2 or 3")
        try:
            plays = tuple(Play(int(str(move).removeprefix("play "))) for move in moves)
        except ValueError:
            raise BadRecord("moves: write each as 'play N'") from None
        keys = ("format", "version", "players", "seed", "moves", "events", "assisted")
        extra = {key: value for key, value in document.items() if key not in keys}
        return Game(seed, players), plays, extra

    def read_match(self, document: object) -> tuple[Game, dict[str, Any]]:
        game, moves, extra = self.read_record(document)
        for number, move in enumerate(moves, 1):
            try:
                game.submit(move)
            except Illegal as illegal:
                raise RefusedMove(f"moves[{number - 1}]", number, illegal.reason) from None
        assert isinstance(document, Mapping)
        game.assisted = document.get("assisted") is True
        return game, extra

    def record_data(self, match: Game, extra: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": 1,
            "players": self.players(match.state),
            "seed": match.seed,
            "moves": [self.format_move(move) for move in match.moves],
            "assisted": match.assisted,
            "events": [
                [self.encode_event(event) for event in match.setup],
                *([self.encode_event(e) for e in turn.events] for turn in match.history),
            ],
            **extra,
        }

    def check_report(self, match: Game, error: Mapping[str, Any] | None) -> dict[str, Any]:
        state = match.state
        return {
            "game": self.name,
            "tricks": list(state.tricks),
            "winner": state.winner,
            "error": error,
            "legal_moves": [self.format_move(m) for m in legal(state)],
        }

    def format_move(self, command: Play) -> str:
        return f"play {command.card}"

    def encode_event(self, event: object) -> dict[str, Any]:
        if isinstance(event, Dealt):
            return {"type": "Dealt", "hands": [list(hand) for hand in event.hands]}
        assert isinstance(event, Played)
        return {"type": "Played", "seat": event.seat, "card": event.card}

    def players(self, state: State) -> int:
        return len(state.hands)

    def to_act(self, state: State) -> int | None:
        return None if state.over else state.current

    def variants_of(self, state: State) -> tuple[str, ...]:
        return ()

    def hands_hidden(self, state: State) -> bool:
        return True

    def progress(self, state: State) -> str:
        return f"{sum(state.tricks)}/3 tricks"

    def result(self, match: Game) -> Result | None:
        state = match.state
        if not state.over:
            return None
        winner = state.winner
        if winner is None:
            return Result(ResultKind.DRAW, (), "A trick each: a draw.", match.assisted)
        return Result(ResultKind.WON, (winner,), f"Seat {winner} won.", match.assisted)

    def make_player(
        self, name: str, *, think: float | None = 1.0, iterations: int | None = None
    ) -> FirstCard:
        if name not in self.computer_players:
            raise ValueError(f"no computer player {name!r}")
        return FirstCard(name)

    def table_talk(self, match: Game, computers: Sequence[int]) -> dict[str, Any]:
        return {}

    def explain(self, view: View, command: Play) -> str:
        return f"play {command.card}: keep the high cards for later"

    def simulate(self, request: Simulation, progress: Progress) -> dict[str, Any]:
        wins = 0
        for number in range(request.games):
            game, players = Game(request.seed + number), {}
            bot_seat = 1 + number % 2
            for seat in (1, 2):
                name = request.bot if seat == bot_seat else (request.opponent or request.bot)
                players[seat] = FirstCard(name)
            rng = random.Random(number)
            while game.state.winner is None:
                seat = game.state.current
                game.submit(players[seat].choose(game.view(seat), rng))
            wins += game.state.winner == bot_seat
            progress(number + 1, wins)
        return {
            "games": request.games,
            "wins": wins,
            "win_rate": wins / max(request.games, 1),
            "ci95": [0.0, 1.0],
            "seconds_per_move": 0.0,
        }

    def simulate_text(self, report: Mapping[str, Any]) -> str:
        return f"{report['wins']} of {report['games']} won"

    def measure_engine(self, long_game: Callable[[], object]) -> dict[str, Any]:
        return {}

    def describe_engine(self, result: Mapping[str, Any]) -> str:
        return ""

    def setup_lines(self, match: Game, seat: int | None, names: SeatNames = ()) -> list[Line]:
        return [("The cards are dealt.", Tone.DIM)]

    def turn_lines(
        self, match: Game, index: int, seat: int | None, names: SeatNames = ()
    ) -> list[Line]:
        return [(self.move_text(match, index, seat, names), Tone.TEXT)]

    def move_text(
        self, match: Game, index: int, seat: int | None = None, names: SeatNames = ()
    ) -> str:
        """Every card is played face up: every seat knows it."""
        event = match.history[index].events[0]
        name = names[event.seat - 1] if names else f"Seat {event.seat}"
        return f"{name}: play {event.card}"

    def talk_lines(self, match: Game, talk: Mapping[str, Any]) -> list[str]:
        return []

    def facts(self, match: Game) -> dict[str, Any]:
        return {"tricks": list(match.state.tricks)}

    def statistics(self, games: Sequence[ArchivedGame], today: date | None) -> ToyStatistics:
        return ToyStatistics(results(games))

    def result_text(self, game: ArchivedGame) -> str:
        if game.between_friends:  # people against each other: who won, not "you"
            return f"Seat {game.winners[0]} won" if game.winners else "Drawn"
        return "Won" if game.won else ("Lost" if game.finished else "Unfinished")

    def summary_lines(self, statistics: ToyStatistics) -> list[str]:
        tally = statistics.tally
        games = f"Games: {tally.games}  won {tally.wins}  lost {tally.losses}"
        return [games, *apart_lines(tally.between_friends, tally.assisted)]

    def share_line(self, match: Game, day: date) -> str:
        return f"Higher Card daily {day.isoformat()}"


GAME: GameDef = HigherCard()
