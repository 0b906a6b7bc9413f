"""The computer players' worker process (issue 21): one process, started once and reused, makes
the same choice as this process would, stops a search when a cancel message comes, and when
it cannot be had (no process, a player that cannot travel, a process that died) the choice is
made on a thread and the app is told once: never a crash, never a choice left waiting."""

from __future__ import annotations

import os
import pickle
import random
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing.connection import Connection

import pytest

from regicide.games.protocol import GameDef
from regicide.games.regicide.ai.search import StrongPlayer
from regicide.games.regicide.engine import view
from regicide.games.registry import GAMES
from regicide.play import worker as worker_module
from regicide.play.seating import seat_choices
from regicide.play.thinking import BackgroundChoice
from regicide.play.worker import ProcessChoice, WorkerThinker
from tests.builders import REGICIDE, position

SEEN = view(position(1, enemy="QS", hands=["7H 10S 5D 2C 8C 3S"], discard="3C 4C 5C"), 1)


@pytest.fixture(scope="module")
def shared() -> Iterator[tuple[WorkerThinker, list[str]]]:
    notices: list[str] = []
    thinker = WorkerThinker(notices.append)
    yield thinker, notices
    thinker.close()


def test_choices_are_made_in_one_process_started_once(
    shared: tuple[WorkerThinker, list[str]],
) -> None:
    thinker, notices = shared
    first = thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {})
    assert isinstance(first, ProcessChoice) and first.wait(60)
    pid = thinker.pid
    second = thinker.choose(REGICIDE.make_player("random"), SEEN, 4, {})
    assert second.wait(30) and thinker.pid == pid != os.getpid()
    assert thinker.parallel and not notices


def test_the_process_chooses_as_this_process_would(
    shared: tuple[WorkerThinker, list[str]],
) -> None:
    thinker, _ = shared
    player = StrongPlayer(think=None, iterations=2, candidates=3, horizon=4)
    choice = thinker.choose(player, SEEN, 5, {})
    assert choice.wait(60)
    assert choice.result == player.choose(SEEN, random.Random(5))


def test_a_cancel_message_stops_a_long_search(shared: tuple[WorkerThinker, list[str]]) -> None:
    thinker, _ = shared
    choice = thinker.choose(StrongPlayer(think=60.0), SEEN, 5, {})
    choice.cancel()
    assert choice.wait(30) and choice.cancelled
    with pytest.raises(RuntimeError, match="cancelled"):
        assert choice.result is None
    after = thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {})
    assert after.wait(30) and after.result  # the process is free again


def test_a_finished_choice_wakes_the_app() -> None:
    woken: list[bool] = []
    thinker = WorkerThinker(print, lambda: woken.append(True))
    try:
        assert thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {}).wait(60)
    finally:
        thinker.close()
    assert woken == [True]


class Unsendable:
    """A player holding something that will not pickle."""

    name = "unsendable"

    def __init__(self) -> None:
        self.rule = lambda moves: moves[0]

    def choose(self, seen: object, rng: random.Random, cancel: object = None) -> object:
        return REGICIDE.make_player("instant").choose(seen, rng)


def test_a_player_that_cannot_travel_thinks_on_a_thread_and_is_told_once(
    shared: tuple[WorkerThinker, list[str]],
) -> None:
    thinker, notices = shared
    choices = [thinker.choose(Unsendable(), SEEN, 3, {}) for _ in range(2)]  # type: ignore[arg-type]
    assert all(isinstance(choice, BackgroundChoice) and choice.wait(30) for choice in choices)
    assert len(notices) == 1 and "unsendable player cannot be sent" in notices[0]
    assert thinker.parallel  # other players still go to the process
    notices.clear()


def test_without_a_process_the_players_think_on_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise OSError("no more processes")

    monkeypatch.setattr(worker_module, "Link", refuse)
    notices: list[str] = []
    thinker = WorkerThinker(notices.append)
    choice = thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {})
    assert isinstance(choice, BackgroundChoice) and choice.wait(30) and choice.result
    assert not thinker.parallel
    assert len(notices) == 1 and "no more processes" in notices[0]


@contextmanager
def warm_thinker() -> Iterator[tuple[WorkerThinker, list[str]]]:
    """A thinker of its own whose process has answered once, and what it told the player."""
    notices: list[str] = []
    thinker = WorkerThinker(notices.append)
    try:
        assert thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {}).wait(60)
        yield thinker, notices
    finally:
        thinker.close()


def _told_plainly(notices: list[str]) -> None:
    """One notice, in a player's words: what happened at the table, no process talk."""
    assert len(notices) == 1
    assert "computer player" in notices[0] and "quick move" in notices[0]
    assert "process" not in notices[0]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_process_that_dies_fails_its_choice_and_a_fresh_one_takes_over() -> None:
    """Issue 29 item 3: said once, in plain words; the next choice has a process again."""
    with warm_thinker() as (thinker, notices):
        pending = thinker.choose(StrongPlayer(think=60.0), SEEN, 5, {})
        dead = thinker.pid
        assert dead is not None
        os.kill(dead, signal.SIGKILL)
        assert pending.wait(30)
        with pytest.raises(RuntimeError, match="stopped"):
            assert pending.result is None
        later = thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {})
        assert isinstance(later, ProcessChoice) and later.wait(60) and later.result
        assert thinker.parallel and thinker.pid not in (None, dead)
        _told_plainly(notices)


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")
def test_a_stopped_process_is_given_up_on_and_a_fresh_one_takes_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 29 item 2: a hung worker (SIGSTOP) costs a few budgets, not the game: its choice
    fails (the table's quick player decides), it is ended, the player is told once, and the
    next choice goes to a fresh process."""
    monkeypatch.setattr(worker_module, "LEAST_BUDGET", 0.25)
    with warm_thinker() as (thinker, notices):
        hung = thinker.pid
        assert hung is not None
        os.kill(hung, signal.SIGSTOP)
        stuck = thinker.choose(REGICIDE.make_player("instant"), SEEN, 4, {})
        assert stuck.wait(60)  # never answered: given up on
        with pytest.raises(RuntimeError, match="stopped answering"):
            assert stuck.result is None
        with pytest.raises(ProcessLookupError):
            for _ in range(600):  # ended: gone once reaped (joined by the thinker)
                os.kill(hung, 0)
                time.sleep(0.05)
        fresh = thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {})
        assert isinstance(fresh, ProcessChoice) and fresh.wait(60) and fresh.result
        assert thinker.pid not in (None, hung)
        _told_plainly(notices)


def test_after_a_few_lost_processes_the_players_think_on_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(worker_module, "MOST_STARTS", 1)
    with warm_thinker() as (thinker, notices):
        link = thinker._link
        assert link is not None
        thinker._lost(link)  # as its reader does when the pipe ends
        later = thinker.choose(REGICIDE.make_player("instant"), SEEN, 3, {})
        assert isinstance(later, BackgroundChoice) and later.wait(30)
        assert not thinker.parallel and len(notices) == 2


def test_closing_stops_the_process() -> None:
    thinker = WorkerThinker(print)
    thinker.start()
    assert thinker.running
    thinker.close()
    assert not thinker.running and thinker.pid is None


def test_only_the_reader_closes_the_answers_pipe(monkeypatch: pytest.MonkeyPatch) -> None:
    """The frozen app's smoke test once failed with 'Bad file descriptor' as it closed the
    worker: the app and the reader thread both closed the answers' pipe. The reader owns it;
    closing waits for the reader, which has closed it by then."""
    closers: list[str] = []
    real_close = Connection.close

    def recorded(connection: Connection) -> None:
        closers.append(threading.current_thread().name)
        real_close(connection)

    thinker = WorkerThinker(print)
    thinker.start()
    link = thinker._link
    assert link is not None
    monkeypatch.setattr(link._answers, "close", recorded.__get__(link._answers))
    thinker.close()
    assert closers == ["regicide-thinker-answers"]
    assert link._answers.closed


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_every_games_players_and_views_travel(game: GameDef) -> None:
    """What the worker is sent must pickle: each game's players (as its seats and hints
    make them) and its seats' views."""
    match = game.new_match(2, 1)
    for name in [*seat_choices(game)[1:], game.helper_player]:
        player = game.make_player(name, think=1.0)
        assert type(pickle.loads(pickle.dumps(player))) is type(player)
    assert pickle.loads(pickle.dumps(match.view(1))) == match.view(1)
