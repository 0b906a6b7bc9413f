"""The session (ARCHITECTURE.md): the one game master outside pygame. Whole games are played
through it alone; seats, listeners, the guard and the autosave hook behave as promised."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from regicide.games.regicide.engine import (
    Command,
    FlipToken,
    Game,
    IllegalMove,
    PlayCards,
    Rules,
    SeatView,
    Status,
    Yield,
)
from regicide.play.session import Change, ChangeKind, Seat, SeatKind, Session
from regicide.store.autosave import Autosaver
from regicide.store.saves import load_game
from tests.builders import REGICIDE, cards, game_at, new_session


class FirstLegal:
    """A computer player for tests: the first legal move of its own view."""

    name = "first"

    def __init__(self) -> None:
        self.seen: list[SeatView] = []

    def choose(self, view: SeatView, rng: random.Random) -> Command:
        self.seen.append(view)
        return view.legal_moves[0]


class Log:
    def __init__(self) -> None:
        self.changes: list[Change] = []

    def changed(self, session: Session, change: Change) -> None:
        self.changes.append(change)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_whole_games_play_through_the_session_alone(players: int) -> None:
    for seed in range(15):
        session = new_session(players, seed=seed)
        picker = random.Random(seed)
        while not session.over:
            session.submit(picker.choice(session.match.legal_moves()))
        outcome = session.match.outcome
        assert outcome is not None and outcome.status in (Status.WON, Status.LOST)
        assert REGICIDE.read_match(session.record_data())[0].state == session.state


def test_computer_seats_choose_from_their_own_view_only() -> None:
    bot = FirstLegal()
    seats = (Seat(), Seat(SeatKind.COMPUTER, bot))
    session = Session(REGICIDE, Game.new(2, seed=5), seats)
    assert session.human_seats == (1,) and not session.hot_seat
    rng = random.Random(1)
    while not session.over:
        if session.computer_to_act:
            session.submit(session.computer_choice(rng))
        else:
            session.submit(session.match.legal_moves()[-1])
    assert bot.seen and all(view.seat == 2 for view in bot.seen)
    assert all(view.open_hands is None for view in bot.seen)  # other hands stay hidden


def test_a_human_seat_has_no_computer_choice() -> None:
    session = new_session(2, seed=1)
    with pytest.raises(ValueError, match="not a computer seat"):
        session.computer_choice(random.Random(0))


def test_hot_seat_needs_two_humans_and_hidden_hands() -> None:
    assert new_session(2, seed=1).hot_seat
    assert not new_session(2, seed=1, rules=Rules(open_hands=True)).hot_seat
    assert not new_session(1, seed=1).hot_seat
    bot = Seat(SeatKind.COMPUTER, FirstLegal())
    assert not new_session(3, seed=1, seats=(Seat(), bot, bot)).hot_seat


def test_listeners_hear_every_change_in_order() -> None:
    log = Log()
    session = Session(REGICIDE, game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]), listeners=[log])
    session.submit(PlayCards(cards("10S")))
    session.undo()
    session.redo()
    kinds = [change.kind for change in log.changes]
    assert kinds == [ChangeKind.SUBMITTED, ChangeKind.UNDONE, ChangeKind.REDONE]
    assert log.changes[0].turn == log.changes[2].turn
    assert log.changes[0].events == session.match.history[-1].events


def test_an_illegal_command_changes_nothing_and_tells_nobody() -> None:
    log = Log()
    session = Session(REGICIDE, game_at(enemy="JC", hands=["7H 9D"]), listeners=[log])
    before = session.state
    with pytest.raises(IllegalMove):
        session.submit(Yield())
    assert session.state is before and not log.changes


def test_the_guard_can_hold_a_move_back() -> None:
    """The tutorial waits for the move it teaches: other moves are refused with its reason."""
    session = Session(REGICIDE, game_at(enemy="JC", hands=["7H 9D"]))
    session.guard = lambda state, command: (
        None if command == PlayCards(cards("7H")) else "Play the seven of Hearts."
    )
    with pytest.raises(IllegalMove, match="seven of Hearts"):
        session.submit(FlipToken())
    session.submit(PlayCards(cards("7H")))
    assert session.match.history[-1].command == PlayCards(cards("7H"))


def test_seats_must_match_the_players() -> None:
    with pytest.raises(ValueError):
        Session(REGICIDE, Game.new(2, seed=1), (Seat(),))


def test_the_session_autosaves_every_change(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    saver = Autosaver(path)
    session = new_session(3, seed=8, saver=saver)
    picker = random.Random(8)
    for step in range(25):
        if session.over:
            break
        if step % 5 == 4:
            session.undo()
        else:
            session.submit(picker.choice(session.match.legal_moves()))
        saver.flush()
        saved = load_game(path)
        assert saved.state == session.state and saved.moves == session.match.moves
        assert saved.assisted == session.match.assisted


def test_sessions_and_narration_never_load_pygame() -> None:
    """The game master and the words run headless: importing them loads no pygame."""
    code = (
        "import sys, regicide.play.session, regicide.games.regicide.narrate; "
        "sys.exit('pygame' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0
