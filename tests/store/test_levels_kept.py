"""Issue 34: the computer seats keep their level in saves, records and replays, in every game
and at every level: a game saved with a Beginner (or Expert) computer loads with that level at
that seat, its record names it, and the records count its result under that level."""

from __future__ import annotations

from pathlib import Path

import pytest

from regicide.commands.play import opening_of
from regicide.games.computers import LEVELS
from regicide.games.registry import GAMES
from regicide.play.opening import open_session, resume_session
from regicide.store.autosave import Autosaver
from regicide.store.keys import SEATS_KEY
from regicide.store.records import archived, seats_of_record
from regicide.store.saves import load_saved


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", [game.name for game in GAMES])
def test_a_saved_game_keeps_each_computer_seat_s_level(
    tmp_path: Path, game: str, level: str
) -> None:
    players = 2
    names = ["human", level]
    saver = Autosaver(tmp_path / "autosave.yaml")
    session = open_session(opening_of(players, 5, ",".join(names), game=game), saver)
    saver.flush()
    saved = load_saved(saver.path)
    assert saved.extra[SEATS_KEY] == names
    assert resume_session(saved).seat_names() == names  # Continue
    loaded = open_session(opening_of(None, None, None, load=saver.path))  # play --load
    assert loaded.seat_names() == names
    assert [seat.player.name for seat in loaded.seats if seat.player is not None] == [level]
    kept = archived("x.yaml", session.game, saved.match, saved.extra)  # what Records read
    assert seats_of_record(saved.extra, players) == tuple(names) == kept.seats
