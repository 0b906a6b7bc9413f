"""A computer seat's pace at the table (issue 21): thinking beside a worker process starts at
once, while the last move's cards still fly, and the move comes once the cards rest and its
pace has passed since the thinking began, so a computer move costs the longer of its thinking
and the flight before it; thinking on a thread waits for the cards to rest."""

from __future__ import annotations

import random

from regicide.games.regicide.engine import Game
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.play.table import TablePlay, pace
from regicide.play.thinking import ThreadThinker, thinking_with
from regicide.play.turns import PACE_SECONDS, ComputerTurns, Hint
from tests.builders import REGICIDE

FRAME = 1 / 60


class BesideTheFrames(ThreadThinker):
    """Threads that say they do not slow the frames, as the worker process does."""

    parallel = True


def _computer_to_act(kinds: tuple[str, ...] = ("instant", "human")) -> Session:
    return Session(REGICIDE, Game.new(len(kinds), seed=4), seats_of(REGICIDE, list(kinds)))


def _chosen(turns: ComputerTurns) -> None:
    assert turns.job is not None and turns.job.wait(30)


def test_beside_the_frames_a_computer_thinks_while_the_cards_fly() -> None:
    turns = ComputerTurns(_computer_to_act())
    with thinking_with(BesideTheFrames()):
        assert turns.update(FRAME, False, PACE_SECONDS) is None
        assert turns.job is not None  # the search began, cards still moving
        _chosen(turns)
        assert turns.update(0.5, False, PACE_SECONDS) is None  # chosen, but the cards fly
        assert turns.update(FRAME, True, PACE_SECONDS) is None  # at rest, its pace not yet
        command = turns.update(0.2, True, PACE_SECONDS)
    assert command is not None and turns.job is None


def test_a_flight_longer_than_the_pace_costs_no_more_than_itself() -> None:
    turns = ComputerTurns(_computer_to_act())
    with thinking_with(BesideTheFrames()):
        turns.update(FRAME, False, PACE_SECONDS)
        _chosen(turns)
        assert turns.update(1.5, False, PACE_SECONDS) is None
        assert turns.update(FRAME, True, PACE_SECONDS) is not None  # the first frame at rest


def test_on_a_thread_a_computer_thinks_only_once_the_cards_rest() -> None:
    turns = ComputerTurns(_computer_to_act())
    with thinking_with(ThreadThinker()):
        assert turns.update(FRAME, False, PACE_SECONDS) is None
        assert turns.job is None
        turns.update(FRAME, True, PACE_SECONDS)
        assert turns.job is not None
        _chosen(turns)
        assert turns.update(PACE_SECONDS / 2, True, PACE_SECONDS) is None
        assert turns.update(PACE_SECONDS / 2, True, PACE_SECONDS) is not None


def test_a_chosen_move_says_when_it_falls_due() -> None:
    turns = ComputerTurns(_computer_to_act())
    with thinking_with(BesideTheFrames()):
        turns.update(FRAME, False, PACE_SECONDS)
        _chosen(turns)
        turns.update(0.2, False, PACE_SECONDS)
    assert turns.due_in(PACE_SECONDS) == PACE_SECONDS - 0.2
    turns.rush()
    assert turns.due_in(PACE_SECONDS) == 0.0


def test_nothing_falls_due_while_a_person_decides_or_a_computer_thinks() -> None:
    person = ComputerTurns(_computer_to_act(("human", "instant")))
    assert person.due_in(PACE_SECONDS) is None
    thinking = ComputerTurns(_computer_to_act())
    assert thinking.due_in(PACE_SECONDS) is None  # nothing started yet


def test_behind_the_cover_no_computer_move_falls_due() -> None:
    play = TablePlay(_computer_to_act(("instant", "human", "human")))
    with thinking_with(BesideTheFrames()):
        play.computers.update(FRAME, False, PACE_SECONDS)
        _chosen(play.computers)
    play.covered = True
    assert play.computer_due(1.0) is None
    play.covered = False
    assert play.computer_due(1.0) == PACE_SECONDS


def test_the_pace_follows_the_animation_speed() -> None:
    assert pace(1.0) == PACE_SECONDS
    assert pace(2.0) == PACE_SECONDS / 2
    assert pace(0.0) == 0.0


class Recorded(ThreadThinker):
    """Threads that remember the seconds each player was given to think."""

    def __init__(self) -> None:
        super().__init__()
        self.budgets: list[float | None] = []

    def choose(self, player, view, seed, talk):  # type: ignore[no-untyped-def]
        self.budgets.append(getattr(player, "think", None))
        return super().choose(player, view, seed, talk)


def _budget_at(speed: float, kind: str = "strong") -> float | None:
    session = _computer_to_act((kind, "human"))
    play = TablePlay(session)
    seat_player = session.seat(1).player
    recorded = Recorded()
    with thinking_with(recorded):
        play.computer_move(FRAME, True, speed)
        assert play.computers.job is not None
        play.computers.cancel()
    assert getattr(seat_player, "think", None) == 1.0 if kind == "strong" else True
    return recorded.budgets[0]


def test_at_a_fast_speed_a_search_thinks_half_its_seconds() -> None:
    """Issue 33, item 11: "fast" is fast: a Strong teammate's move well under a second; at
    the normal and slow speeds it thinks its whole second; its own player is left as it was."""
    assert _budget_at(1.0) == 1.0 and _budget_at(0.6) == 1.0
    assert _budget_at(1.8) == 0.5 and _budget_at(0.0) == 0.5
    assert _budget_at(1.8, "casual") is None  # no clock to hurry


def test_a_hint_thinks_under_a_second() -> None:
    turns = ComputerTurns(_computer_to_act(("human", "strong")))
    recorded = Recorded()
    with thinking_with(recorded):
        turns.ask_hint()
        turns.cancel_hint()
    (budget,) = recorded.budgets
    assert budget is not None and budget < 1.0


def _found(turns: ComputerTurns) -> Hint:
    """The hint asked for, once its search is done."""
    assert turns.hint_job is not None and turns.hint_job.wait(30)
    hint = turns.hint_ready()
    assert hint is not None
    return hint


def test_a_hint_asked_again_in_the_same_position_is_the_one_given_before() -> None:
    """A hint thinks for seconds, not for a count of deals: played in a real window, a
    second H on the same hand changed "Play 9♣" into "Play 7♣". Asked again, it is the same
    advice, at once, with no second search; after a move, a new one."""
    session = _computer_to_act(("human", "strong", "strong"))
    turns = ComputerTurns(session)
    recorded = Recorded()
    with thinking_with(recorded):
        turns.ask_hint()
        first = _found(turns)
        turns.ask_hint()
        assert turns.hint_pending and turns.hint_ready() is first
        assert len(recorded.budgets) == 1, "asked again, it searched again"
        session.submit(first.command)
        while session.computer_to_act:
            session.submit(session.computer_choice(random.Random(1)))
        turns.ask_hint()
        _found(turns)
        assert len(recorded.budgets) == 2, "a new position, no new search"
    assert turns.hint_ready() is None and not turns.hint_pending
