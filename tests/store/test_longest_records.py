"""Issue 29 item 5 (and Baisch issue 32 item 10): the app reads back every record it writes.

A record the app writes (JSON, with its events) at each game's cap of moves fits what a record
file may hold (its bytes and its values): the limits agree with the caps the docs promise, and
4 MiB of empty lists is still refused (tests/store/test_hostile_files.py). The longest game of
each game, written as the app writes it, reads back in check, log, replay, Load and Records:
Claim's 26 tricks, Regicide's long benchmark game and a Baisch game of legal moves that runs to
B-WIN-3's 400th turn (no legal game can reach the cap of moves itself: the cap test fills it)."""

from __future__ import annotations

import functools
import io
import json
import random
from pathlib import Path

import pytest

from regicide.commands.bench.long_game import long_game_path
from regicide.commands.check import run_check
from regicide.commands.log import run_log
from regicide.commands.replay import run_replay
from regicide.games.baisch.engine.record import MAX_MOVES as BAISCH_CAP
from regicide.games.claim.engine.record import MAX_MOVES as CLAIM_CAP
from regicide.games.protocol import GameDef, Match
from regicide.games.regicide.engine.record import MAX_MOVES as REGICIDE_CAP
from regicide.games.registry import game_named
from regicide.store.documents import MAX_JSON_NODES, DocumentError, read_document
from regicide.store.library import list_saves, save_as
from regicide.store.records import read_archive
from regicide.store.saves import game_text, load_saved

CAPS = {"regicide": REGICIDE_CAP, "claim": CLAIM_CAP, "baisch": BAISCH_CAP}
#: a game of each (players, seed) whose moves, repeated, fill the cap's record: Baisch's has
#: the most values a move seen (38)
LONG = {"regicide": (4, 33), "claim": (2, 5), "baisch": (6, 40)}
#: (players, seed) of the Baisch game that plunders every turn and never attacks: nobody falls
#: and no position comes back a third time, so it ends only at B-WIN-3's 400th turn
TURN_LIMIT_GAME = (2, 2)


def _played(game: GameDef, players: int, seed: int) -> Match:
    """A whole game of instant players (as the app plays it)."""
    match = game.new_match(players, seed)
    player, rng = game.make_player("instant"), random.Random(seed)
    while (seat := game.to_act(match.state)) is not None:
        match.submit(player.choose(match.view(seat), rng))
    return match


@pytest.mark.parametrize("name", CAPS)
def test_a_record_at_the_game_s_cap_fits_what_a_record_may_hold(tmp_path: Path, name: str) -> None:
    """The app's own layout, moves and events of a real game repeated up to the cap."""
    game = game_named(name)
    players, seed = LONG[name]
    data = json.loads(game_text(game, _played(game, players, seed)))
    moves, events = data["moves"], data["events"]
    rounds = CAPS[name] // len(moves) + 1
    data["moves"] = (moves * rounds)[: CAPS[name]]
    data["events"] = [events[0], *(events[1:] * rounds)[: CAPS[name]]]
    path = tmp_path / "capped.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    try:
        read_document(path)
    except DocumentError as error:
        pytest.fail(f"a record at the cap of {CAPS[name]:,} moves is refused: {error}")
    out, err = io.StringIO(), io.StringIO()
    run_check(path, out, err)
    assert "too many" not in err.getvalue() and "too large" not in err.getvalue()


def _to_the_turn_limit(game: GameDef, players: int, seed: int) -> Match:
    """A legal Baisch game that lasts 400 turns (B-WIN-3): each turn a plunder if one is legal,
    then EndTurn; the setup and the decisions outside a turn are a Beginner's."""
    match = game.new_match(players, seed)
    beginner, rng = game.make_player("beginner"), random.Random(seed)
    while (seat := game.to_act(match.state)) is not None:
        legal = {game.format_move(move): move for move in match.legal_moves()}
        plunders = [move for text, move in legal.items() if text.startswith("plunder")]
        if "end" not in {text.split()[0] for text in legal}:
            match.submit(beginner.choose(match.view(seat), rng))
        else:
            ends = [move for text, move in legal.items() if text.startswith("end")]
            match.submit(rng.choice(plunders) if plunders else ends[0])
    return match


@functools.cache
def _longest(name: str) -> Match:
    """Each game's longest record of legal moves (kept: no test changes it)."""
    game = game_named(name)
    if name == "regicide":
        return load_saved(long_game_path()).match
    if name == "baisch":
        return _to_the_turn_limit(game, *TURN_LIMIT_GAME)
    return _played(game, *LONG[name])


def test_the_baisch_game_runs_to_the_turn_limit() -> None:
    game = game_named("baisch")
    match = _longest("baisch")
    result = game.result(match)
    assert result is not None and result.kind.value == "draw"
    assert game.progress(match.state).startswith("turn 400")
    assert len(match.history) > 800


@pytest.mark.parametrize("name", LONG)
def test_the_longest_game_reads_back_everywhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setenv("REGICIDE_HOME", str(tmp_path / "home"))
    game = game_named(name)
    match = _longest(name)
    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / "long.json"
    path.write_text(game_text(game, match), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    assert run_check(path, out, err) == 0, err.getvalue()
    assert run_log(path, None, io.StringIO(), err) == 0, err.getvalue()
    assert len(load_saved(path).match.history) == len(match.history)  # Load, Continue
    saves = tmp_path / "saves"
    save_as(game, match, {}, "long", saves)
    (entry,) = list_saves(saves)  # the Load list
    assert entry.problem is None and entry.moves == len(match.history)
    archive = read_archive(folder)
    assert not archive.unreadable and len(archive.games) == 1  # Records
    png = tmp_path / "last.png"
    assert run_replay(path, png=png, move=None) == 0 and png.stat().st_size > 0


def test_the_docs_give_the_limit_the_code_holds() -> None:
    docs = Path(__file__).parents[2] / "docs"
    assert f"than {MAX_JSON_NODES:,} in a JSON file" in (docs / "records.md").read_text("utf-8")
    baisch = (docs / "baisch-records.md").read_text("utf-8")
    assert f"at most {BAISCH_CAP:,} moves" in baisch and f"{MAX_JSON_NODES:,} values" in baisch
