"""An assisted game's record (hints, autoplay, an undo past hidden cards: `assisted: true`,
FORMAT.md's app key) stays assisted when read: `check` plays it from a match that knows it,
and says so where its report has the key (Baisch's)."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from regicide.commands.check import run_check
from regicide.games.protocol import GameDef
from regicide.games.registry import GAMES


def _record(game: GameDef, assisted: bool, path: Path) -> Path:
    """A few moves of the game's first computer on every seat, kept as an archived record."""
    match = game.new_match(2, 7)
    player, rng = game.make_player(game.computer_players[0], think=0.01), random.Random(7)
    while len(match.history) < 6 and (seat := game.to_act(match.state)) is not None:
        match.submit(player.choose(match.view(seat), rng))
    match.assisted = assisted
    path.write_text(json.dumps(game.record_data(match, {})), encoding="utf-8")
    return path


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
@pytest.mark.parametrize("assisted", [True, False])
def test_a_record_read_keeps_its_assisted_flag(
    game: GameDef, assisted: bool, tmp_path: Path
) -> None:
    document = json.loads(_record(game, assisted, tmp_path / "game.json").read_text())
    assert document["assisted"] is assisted
    match, _, _ = game.read_record(document)
    assert match.assisted is assisted
    replayed, _ = game.read_match(document)
    assert replayed.assisted is assisted


@pytest.mark.parametrize("assisted", [True, False])
def test_check_says_an_assisted_baisch_game_is_assisted(assisted: bool, tmp_path: Path) -> None:
    baisch = next(game for game in GAMES if game.name == "baisch")
    out, err = io.StringIO(), io.StringIO()
    assert run_check(_record(baisch, assisted, tmp_path / "game.json"), out, err) == 0
    assert json.loads(out.getvalue())["assisted"] is assisted
