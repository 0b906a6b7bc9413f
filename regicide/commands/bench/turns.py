"""`regicide bench turns`: how long a person waits for three Strong teammates (issues 21, 33).

A 4-seat game, the person in seat 1 and the strong player in the other three, drawn at up to
60 frames a second as the app's loop draws them while anything moves (each frame given the
time that passed), at the normal animation speed and at the fast one. The person plays the
casual player's choice as soon as it is their turn and the cards rest; the wait is from
their last decision to their next one after the computers have played (a Regicide turn may be
two decisions: a play, then a discard to survive the attack). Each computer decision is timed
too: from the move before it to it, against its thinking (from the start of its search until
it was chosen) and the flight of the move before it (from that move until its cards came to
rest). Before each of the person's moves a hint is asked (H): from the key to the hint shown.
The strong player's budget is wall-clock time, so the runs may play different games: compare
the costs per computer move. The players think in the worker process, as the app does.
Last, the same table under autoplay (A) at the fast speed: every seat's move, the person's
too, timed from the move before it (AUTOPLAY_MOVES of them).
"""

from __future__ import annotations

import os
import random
import sys
import time
from dataclasses import dataclass, field
from statistics import fmean
from typing import Any

import pygame

from regicide.commands.bench.figures import private_home
from regicide.games.registry import DEFAULT, game_named
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.play.thinking import Choice, Thinker, thinking_with
from regicide.play.worker import WorkerThinker
from regicide.ui.app import THREAD_SWITCH_SECONDS, App, create_context
from regicide.ui.pacing import FPS
from regicide.ui.scene import GameTable

ROUNDS = 5  # the person's waits for the computers
SEATS = ["human", "strong", "strong", "strong"]
SPEEDS = ("normal", "fast")
AUTOPLAY_MOVES = 40  # moves watched under autoplay at the fast speed


@dataclass
class Watch:
    """What the frames showed: the person's waits and each computer move's parts."""

    waits: list[float] = field(default_factory=list)
    hints: list[float] = field(default_factory=list)  # from H to the hint shown
    moves: list[float] = field(default_factory=list)  # from the move before to this one
    thinking: list[float] = field(default_factory=list)
    flights: list[float] = field(default_factory=list)  # the move before's cards moving
    last_move: float = 0.0
    landing: float | None = None  # when the last move's cards came to rest
    job: Choice | None = None
    job_started: float = 0.0
    clock: pygame.time.Clock = field(default_factory=pygame.time.Clock)
    chosen: float | None = None  # when the current search's choice was seen made

    def moved(self, now: float, computer: bool) -> None:
        """A move was made at `now` (by a computer seat, or the person)."""
        if computer:
            self.moves.append(now - self.last_move)
            chosen = now if self.chosen is None else self.chosen
            self.thinking.append(chosen - self.job_started)
            landed = now if self.landing is None else self.landing
            self.flights.append(landed - self.last_move)
        self.last_move, self.landing, self.chosen = now, None, None

    def saw(self, now: float, table: GameTable) -> None:
        """A frame was drawn at `now`: the cards resting, a search begun or done."""
        if not table.animating and self.landing is None:
            self.landing = now
        job = table.play.computers.job
        if job is not None and job is not self.job:
            self.job, self.job_started = job, now
        if job is not None and job.done and self.chosen is None:
            self.chosen = now


def measure_turns(theme: str = "classic", ui_scale: int = 100) -> dict[str, Any]:
    """The person's wait, the computer moves' parts and the hints, at each speed."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with private_home():
        app = App(create_context())
        worker = WorkerThinker(print)
        worker.start()
        figures = {}
        for speed in SPEEDS:
            app.ctx.update_settings(animation_speed=speed)
            figures[speed] = _figures(_watch(app, worker))
        figures["autoplay"] = _figures(_autoplay(app, worker))  # the fast speed, still set
        worker.close()
        pygame.quit()
    return figures


def _watch(app: App, thinker: Thinker) -> Watch:
    """ROUNDS of the person's waits, games dealt from seed 1 on as they end."""
    sys.setswitchinterval(THREAD_SWITCH_SECONDS)  # as App.run does
    person = game_named(DEFAULT).make_player("casual")
    watch, seed = Watch(), 1
    with thinking_with(thinker):
        table, played = _deal(app, seed), None  # when the person last played
        while len(watch.waits) < ROUNDS:
            if _persons_turn(table):
                if played is not None and watch.last_move > played:  # computers played since
                    watch.waits.append(time.perf_counter() - played)
                watch.hints.append(_hint(app, table, watch))
                table.submit(person.choose(table.play.session.view(1), random.Random(seed)))
                played = time.perf_counter()
                watch.moved(played, computer=False)
            _frame(app, table, watch)
            if table.play.session.over and not table.animating:
                seed += 1
                table, played = _deal(app, seed), None
    return watch


def _autoplay(app: App, thinker: Thinker) -> Watch:
    """AUTOPLAY_MOVES moves of the same table with autoplay on (every seat a computer's)."""
    sys.setswitchinterval(THREAD_SWITCH_SECONDS)
    watch, seed = Watch(), 1
    with thinking_with(thinker):
        table = _deal(app, seed)
        app.step(0.0, [_key(pygame.K_a)])
        watch.last_move = time.perf_counter()
        while len(watch.moves) < AUTOPLAY_MOVES:
            _frame(app, table, watch)
            if table.play.session.over and not table.animating:
                seed += 1
                table = _deal(app, seed)
                app.step(0.0, [_key(pygame.K_a)])
                watch.last_move, watch.landing, watch.chosen = time.perf_counter(), None, None
    return watch


def _hint(app: App, table: GameTable, watch: Watch) -> float:
    """Seconds from H to the hint shown at the table (its words under the banner)."""
    asked = time.perf_counter()
    app.step(0.0, [_key(pygame.K_h)])
    while table.play.computers.hint_pending:
        _frame(app, table, watch)
    return time.perf_counter() - asked


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def _deal(app: App, seed: int) -> GameTable:
    game = game_named(DEFAULT)
    seats = seats_of(game, SEATS)
    session = deal_session(game, len(SEATS), seed=seed, seats=seats, saver=app.ctx.autosaver)
    table = app.ctx.navigation.open(session)
    app.ctx.stack.apply()
    return table


def _persons_turn(table: GameTable) -> bool:
    play = table.play
    return play.person_acting and not table.animating and not play.session.over


def _frame(app: App, table: GameTable, watch: Watch) -> None:
    """One frame at up to 60 a second, given the time that passed (as the app's loop does
    while anything moves), watched."""
    session = table.play.session
    made, computer = len(session.match.history), table.play.computer_acting
    app.step(watch.clock.tick(FPS) / 1000, [])
    pygame.display.flip()
    now = time.perf_counter()
    if len(session.match.history) > made:
        watch.moved(now, computer)
    watch.saw(now, table)


def _figures(watch: Watch) -> dict[str, Any]:
    """Means in seconds: the person's wait; a computer move, its thinking, the flight before
    it, the larger of the two and their sum (under autoplay, no waits and no hints: 0)."""
    larger = [max(pair) for pair in zip(watch.thinking, watch.flights, strict=True)]
    summed = [sum(pair) for pair in zip(watch.thinking, watch.flights, strict=True)]
    waits, hints = watch.waits or [0.0], watch.hints or [0.0]
    return {
        "waits": len(watch.waits),
        "wait_seconds": round(fmean(waits), 2),
        "hint_seconds": round(fmean(hints), 2),
        "slowest_hint_seconds": round(max(hints), 2),
        "moves_under_a_second": sum(move < 1.0 for move in watch.moves),
        "slowest_move_seconds": round(max(watch.moves), 2),
        "computer_moves": len(watch.moves),
        "move_seconds": round(fmean(watch.moves), 2),
        "thinking_seconds": round(fmean(watch.thinking), 2),
        "flight_seconds": round(fmean(watch.flights), 2),
        "larger_seconds": round(fmean(larger), 2),
        "sum_seconds": round(fmean(summed), 2),
    }


def describe_turns(result: dict[str, Any]) -> str:
    lines = ["a person and three Strong teammates, thinking in the worker process:"]
    for speed in SPEEDS:
        figures = result[speed]
        lines.append(
            f"  {speed} speed: the person waits {figures['wait_seconds']} s a turn "
            f"({figures['waits']} turns); a computer move takes {figures['move_seconds']} s, "
            f"the slowest {figures['slowest_move_seconds']} s ({figures['computer_moves']} "
            f"moves: thinking {figures['thinking_seconds']} s, the flight before it "
            f"{figures['flight_seconds']} s, the larger {figures['larger_seconds']} s, the "
            f"sum {figures['sum_seconds']} s); a hint shows in {figures['hint_seconds']} s, "
            f"the slowest {figures['slowest_hint_seconds']} s"
        )
    auto = result["autoplay"]
    lines.append(
        f"  autoplay at the fast speed: a move takes {auto['move_seconds']} s, the slowest "
        f"{auto['slowest_move_seconds']} s, {auto['moves_under_a_second']} of "
        f"{auto['computer_moves']} under a second (thinking {auto['thinking_seconds']} s, the "
        f"flight before it {auto['flight_seconds']} s)"
    )
    return "\n".join(lines)
