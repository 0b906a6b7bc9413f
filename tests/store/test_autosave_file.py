"""The autosave (ARCHITECTURE.md step 4): kept up to date one move at a time, written off the
UI thread, and always the same record `record_data` would write."""

from __future__ import annotations

import json
import random
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from regicide.games.regicide.engine import Game, read_record, record_data, record_of
from regicide.play.session import Session
from regicide.store.autosave import Autosaver
from regicide.store.documents import read_document
from regicide.store.record_text import RecordText, turn_pieces
from regicide.store.saves import load_game, load_saved
from tests.builders import REGICIDE, game_at


def _random_game(seed: int, players: int, moves: int) -> Game:
    game = Game.new(players, seed=seed)
    picker = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.submit(picker.choice(legal))
    return game


def _without_time(text: str) -> dict[str, object]:
    data = json.loads(text)
    assert isinstance(data, dict)
    data.pop("saved_at")
    return data


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 4), st.integers(0, 60))
def test_record_text_is_the_record_a_game_would_write(seed: int, players: int, moves: int) -> None:
    game = _random_game(seed, players, moves)
    text = RecordText(REGICIDE, game, {"note": "kept"}).text("2026-11-23T10:00:00")
    assert _without_time(text) == record_data(record_of(game, {"note": "kept"}))


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 4), st.lists(st.booleans(), max_size=40))
def test_pushing_and_popping_moves_tracks_undo_and_redo(
    seed: int, players: int, undos: list[bool]
) -> None:
    """Grown one move at a time (and shrunk on undo), the text equals a fresh encoding."""
    game = Game.new(players, seed=seed)
    record = RecordText(REGICIDE, game, {})
    picker = random.Random(seed)
    for undo in undos:
        if undo and game.can_undo:
            game.undo()
            record.pop()
        elif game.legal_moves():
            game.submit(picker.choice(game.legal_moves()))
            record.push(*turn_pieces(REGICIDE, game.history[-1]))
        record.assisted = game.assisted
    expected = RecordText(REGICIDE, game, {}).text("t")
    assert record.text("t") == expected


def test_the_autosaver_writes_in_the_background_and_flush_waits(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    saver = Autosaver(path)
    session = Session(REGICIDE, Game.new(2, seed=9), saver=saver)
    for _ in range(3):
        session.submit(session.match.legal_moves()[0])
    session.undo()
    saver.flush()
    assert load_game(path).state == session.state
    assert saver.error is None
    assert [item.name for item in tmp_path.iterdir()] == ["autosave.yaml"]  # no temporary left


def test_the_autosave_is_a_record_file(tmp_path: Path) -> None:
    path = tmp_path / "autosave.yaml"
    saver = Autosaver(path)
    session = Session(REGICIDE, game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]), saver=saver)
    session.submit(session.match.legal_moves()[0])
    saver.flush()
    record = read_record(read_document(path))
    assert len(record.moves) == 1 and record.start is not None


def test_unknown_keys_of_a_loaded_save_are_kept(tmp_path: Path) -> None:
    """FORMAT.md: unknown keys are kept on save and ignored on load."""
    path = tmp_path / "autosave.yaml"
    game = Game.new(1, seed=4)
    data = record_data(record_of(game, {"my_note": {"mood": "hopeful"}, "tags": [1, 2]}))
    path.write_text(json.dumps(data), encoding="utf-8")
    _, loaded, extra = load_saved(path)
    saver = Autosaver(path)
    session = Session(REGICIDE, loaded, saver=saver, extra=extra)
    session.submit(session.match.legal_moves()[0])
    saver.flush()
    kept = read_record(read_document(path)).extra
    assert kept["my_note"] == {"mood": "hopeful"} and kept["tags"] == [1, 2]


def test_an_autosave_that_cannot_be_written_is_reported_not_raised(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    saver = Autosaver(blocker / "autosave.yaml")
    Session(REGICIDE, Game.new(1, seed=3), saver=saver)
    saver.flush()
    assert saver.error is not None and saver.error.startswith("Could not save the game:")
