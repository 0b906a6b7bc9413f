"""A toy second game, "Higher card" (tests/toy), goes through the same archive, records page,
replay viewer, seed codes, `check` and `simulate` as Regicide: the shell knows no Regicide."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pygame
import pytest

from regicide.commands.check import run_check
from regicide.commands.computer import run_simulate
from regicide.games.protocol import Simulation
from regicide.games.registry import GAMES, game_named, game_of_document
from regicide.play.archiving import Archiver
from regicide.play.codes import Deal, make_code, read_code
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.store.archive import games_dir
from regicide.store.paths import data_dir
from regicide.store.records import cache_path, records_of
from regicide.store.saves import load_saved, save_game
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.standings import StandingsScene
from regicide.ui.scenes.title import TitleScene
from tests.toy.higher_card import GAME, Game, Play
from tests.ui.driver import Ui

pytestmark = pytest.mark.usefixtures("toy")  # the toy seated at the table


def played(seed: int = 3) -> Game:
    """A whole toy game, each seat playing its lowest card."""
    game = GAME.new_match(2, seed)
    while GAME.to_act(game.state) is not None:
        game.submit(min(game.legal_moves(), key=lambda play: play.card))
    return game


def test_the_registry_knows_the_toy_by_name_and_by_its_records() -> None:
    assert game_named("higher-card") is GAME
    assert game_of_document({"format": "higher-card-record"}) is GAME


def test_a_finished_toy_game_is_archived_and_counted(home: Path) -> None:
    session = deal_session(GAME, 2, seed=3, seats=seats_of(GAME, ["human", "lowest"]))
    session.listeners.append(Archiver(games_dir()))
    while not session.over:
        moves = session.match.legal_moves()
        session.submit(min(moves, key=lambda play: play.card))
    archive, statistics = records_of(games_dir(), cache_path(data_dir()))
    (kept,) = archive.games
    assert kept.game == "higher-card" and kept.people == (1,) and kept.finished
    assert statistics["higher-card"].as_json()["games"] == 1
    assert statistics["regicide"].as_json()["games"] == 0


def test_check_reads_a_toy_record(tmp_path: Path) -> None:
    path = tmp_path / "toy.json"
    save_game(GAME, played(), path)
    out, err = io.StringIO(), io.StringIO()
    assert run_check(path, out, err) == 0
    report = json.loads(out.getvalue())
    assert report["game"] == "higher-card" and report["winner"] in (1, 2)
    data = json.loads(path.read_text())
    data["moves"] = ["play 42"]
    path.write_text(json.dumps(data))
    out, err = io.StringIO(), io.StringIO()
    assert run_check(path, out, err) == 1 and err.getvalue().startswith("move 1: ")


def test_simulate_plays_the_toy() -> None:
    out, err = io.StringIO(), io.StringIO()
    request = Simulation("lowest", "random", 2, games=6, seed=1)
    assert run_simulate(GAME, request, as_json=True, out=out, err=err) == 0
    assert json.loads(out.getvalue())["games"] == 6 and "6/6 games" in err.getvalue()


def test_a_seed_code_names_the_toy() -> None:
    deal = Deal(2, 12345, (), "higher-card")
    assert read_code(make_code(deal)) == deal


def test_the_records_page_lists_it_and_the_replay_plays_it(ui: Ui, home: Path) -> None:
    game = played()
    path = games_dir() / "2026-11-26_101500.json"
    save_game(GAME, game, path)
    page = StandingsScene(ui.ctx, GAME)
    ui.app.start(page)
    ui.frames(1)
    assert len(page.games) == 1  # two people at one screen: no one's win, between friends
    assert page.lines == ["Games: 0  won 0  lost 0", "Between friends: 1 played"]
    ui.press(pygame.K_RETURN)  # Watch replay
    replay = ui.top
    assert isinstance(replay, ReplayScene) and replay.kind is GAME
    ui.press(pygame.K_END)
    assert replay.position == len(game.history) and replay.over
    ui.frames(1)
    branched: list[Game] = []
    replay.branch = branched.append
    replay.go_to(2)
    replay.play_from_here()
    (branch,) = branched
    assert branch.assisted and branch.moves == game.moves[:2]
    assert load_saved(path).match.state == game.state


def test_the_table_of_the_toy_plays_by_keys(ui: Ui) -> None:
    session = deal_session(GAME, 2, seed=3, seats=seats_of(GAME, ["human", "lowest"]))
    table = ui.ctx.navigation.open(session)
    ui.step()
    hand = session.state.hands[0]
    ui.press(pygame.K_1)
    assert session.match.moves[0] == Play(hand[0])
    for _ in range(10):
        ui.step()
    assert len(session.match.moves) == 2  # the computer in seat 2 answered
    assert table.play.acting_seat == session.state.current and table.play.person_acting


def test_the_title_chooses_the_game(ui: Ui) -> None:
    ui.to_title()
    title = ui.top
    assert isinstance(title, TitleScene) and title.game.name == "regicide"
    for _ in GAMES:  # the toy is the last game of the table
        if title.game is not GAME:
            ui.press(pygame.K_RIGHT)
    assert title.game is GAME
    labels = [button.label for button in title.main_buttons()]
    assert labels[:2] == ["Game: Higher Card", "Play the computer"]
    assert "New game (2–3 players)" in labels
    ui.click_button("Play the computer")
    table = ui.top
    assert table is not None and table.play.session.game is GAME
