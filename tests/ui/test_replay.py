"""The replay viewer, driven like a player: keys, clicks on the transport, the scrub bar and the
move list; stepping back is instant, forward animates; spoilers; play from here; and
`regicide replay --png` from the command line."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from regicide.games.regicide.engine import Game, Status
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.store.saves import save_game
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.widgets import button_face
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui

ROOT = Path(__file__).resolve().parents[2]


def played(players: int = 2, seed: int = 31, moves: int = 40) -> Game:
    game = Game.new(players, seed=seed)
    picker = random.Random(seed)
    while game.legal_moves() and len(game.history) < moves:
        game.submit(picker.choice(game.legal_moves()))
    return game


def open_replay(ui: Ui, game: Game) -> ReplayScene:
    branched: list[Game] = []
    scene = ReplayScene(ui.ctx, REGICIDE, game, "test", branch=branched.append)
    ui.app.start(scene)
    ui.step()
    return scene


def settle(ui: Ui, scene: ReplayScene) -> None:
    ui.until_still(lambda: scene.board.board.busy)


def test_arrow_keys_step_forward_animated_and_back_at_once(ui: Ui) -> None:
    game = played()
    scene = open_replay(ui, game)
    ui.set_speed("normal")
    assert scene.position == 0 and scene.board.board.shown == game.state_after(0)
    ui.press(pygame.K_RIGHT)
    assert scene.position == 1 and scene.board.animating  # forward animates
    settle(ui, scene)
    assert scene.board.board.shown == game.state_after(1)
    ui.press(pygame.K_RIGHT)
    settle(ui, scene)
    ui.press(pygame.K_LEFT)
    assert scene.position == 1 and not scene.board.animating  # back is instant
    assert scene.board.board.shown == game.state_after(1)


def test_home_end_and_space(ui: Ui) -> None:
    game = played(moves=12)
    scene = open_replay(ui, game)
    ui.press(pygame.K_END)
    assert scene.position == len(game.history) and scene.board.board.shown == game.state
    ui.press(pygame.K_HOME)
    assert scene.position == 0
    ui.press(pygame.K_SPACE)
    assert scene.playing
    ui.until_still(lambda: scene.position < len(game.history) or scene.board.board.busy, limit=600)
    ui.step()
    assert not scene.playing  # it stops at the end


def test_the_transport_buttons_and_the_move_list_respond_to_clicks(ui: Ui) -> None:
    game = played(moves=20)
    scene = open_replay(ui, game)
    labels = [button.label for button in scene.buttons()]
    assert labels[4:9] == ["Start", "Back one move", "Play", "Forward one move", "End"]
    ui.click(scene.buttons()[8].rect.center)  # End
    assert scene.position == 20
    ui.click(scene.buttons()[4].rect.center)  # Start
    assert scene.position == 0
    moves = scene._move_list()
    row = moves.rect.top + moves.row_height // 2 + moves.row_height * 4 + 2
    ui.click((moves.rect.centerx, row))  # the fifth move of the list
    assert scene.position == 5


def test_the_scrub_bar_jumps_and_marks_the_enemies(ui: Ui) -> None:
    game = played(players=1, seed=4, moves=200)
    scene = open_replay(ui, game)
    bar = scene._scrub_bar()
    defeats = [turn for turn in game.history if "EnemyDefeated" in str(turn.events)]
    assert len(bar.moments) == len(defeats) == game.state.enemies_defeated
    ui.click((bar.rect.right, bar.rect.centery))
    assert scene.position == len(game.history)
    ui.click((bar.rect.centerx, bar.rect.centery))
    assert abs(scene.position - len(game.history) / 2) <= 1


def test_spoilers_show_every_hand(ui: Ui) -> None:
    game = played(players=3, moves=6)
    scene = open_replay(ui, game)
    assert not scene.board.board.sight.open_hands and scene.board.board.view.open_hands is None
    ui.press(pygame.K_s)
    board = scene.board.board
    assert scene.spoilers and board.sight.open_hands
    seen = board.view
    others = [seat for seat in range(1, 4) if seat != seen.seat]
    for seat in others:  # the seat panels list every hand (README: "shows every hand")
        assert set(board.hand_shown(seat, seen) or ()) == set(board.shown.hand(seat))
    ui.press(pygame.K_s)
    assert not board.sight.open_hands
    assert all(board.hand_shown(seat, board.view) is None for seat in others)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_tavern_order_never_covers_a_seat_panel(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """The spoilers show every hand in the seats' panels: the tavern's order keeps clear of
    them, and of the top bar, however big the UI scale makes the panels."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    scene = open_replay(ui, played(players=4, moves=12))
    ui.press(pygame.K_s)
    board = scene.board.board
    layout, viewer = board.layout, board.sight.viewer
    box = scene.board.tavern_box(scene.board.game.state_after(scene.position))
    panels = [layout.seat_panel(seat, viewer) for seat in range(1, 5) if seat != viewer]
    assert box.collidelist(panels) < 0
    assert box.top >= layout.top_bar.bottom and box.height >= ui.ctx.frame.px(60)


def test_a_long_title_is_shown_whole_in_the_list_rather_than_cut(ui: Ui) -> None:
    """An archived game's title ("date · seats · result") is the one thing that says which
    game this is: two even lines in the list of moves beat one line ending in "…"."""
    title = "2026-01-12 12:00 · solo · Won · Silver"
    scene = ReplayScene(ui.ctx, REGICIDE, played(), title, branch=lambda game: None)
    ui.app.start(scene)
    ui.frames(2)
    lines = scene._title_lines()
    assert scene._title_inside() and len(lines) == 2
    assert " · ".join(lines) == title  # the break stands for its " · " (issue 33, item 9)
    assert len(lines[1].split()) > 1  # never one word alone


def test_play_from_here_branches_an_assisted_game(ui: Ui) -> None:
    game = played(moves=10)
    record_moves = game.moves
    branched: list[Game] = []
    scene = ReplayScene(ui.ctx, REGICIDE, game, "test", branch=branched.append)
    ui.app.start(scene)
    scene.go_to(6)
    ui.click_button_of(scene, "Play from here")
    (branch,) = branched
    assert branch.assisted and branch.moves == record_moves[:6]
    assert branch.state == game.state_after(6) and game.moves == record_moves


def test_the_game_over_screen_opens_the_replay_and_back_returns(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"]))
    ui.play_by_keys("10C")
    assert isinstance(ui.top, GameOverScene)
    ui.click_button("Watch the replay")
    assert isinstance(ui.top, ReplayScene) and ui.top.moves == 1
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, GameOverScene)


def test_play_from_here_in_the_app_opens_a_table(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"]))
    ui.play_by_keys("10C")
    ui.click_button("Watch the replay")
    replay = ui.top
    assert isinstance(replay, ReplayScene)
    ui.click_button_of(replay, "Play from here")
    ui.step()
    assert isinstance(ui.top, TableScene) and len(ui.ctx.stack) == 1
    assert ui.state.status is Status.PLAYING and ui.game.assisted


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "-m", "regicide", "replay", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
        check=False,
    )


def test_replay_png_draws_a_moment_without_a_window(tmp_path: Path) -> None:
    record = tmp_path / "game.yaml"
    save_game(REGICIDE, played(moves=15), record)
    out = tmp_path / "moment.png"
    result = _cli(str(record), "--png", str(out), "--move", "7")
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 720)


@pytest.mark.parametrize(
    ("content", "extra", "expected"),
    [
        ("not: [a record", (), "line 2"),
        ("format: regicide-record\nversion: 9\nplayers: 1\nmoves: []\n", (), "version"),
        (None, ("--move", "99"), "out of range"),
    ],
)
def test_replay_refuses_what_it_cannot_use_in_one_line(
    tmp_path: Path, content: str | None, extra: tuple[str, ...], expected: str
) -> None:
    record = tmp_path / "game.yaml"
    if content is None:
        save_game(REGICIDE, played(moves=5), record)
    else:
        record.write_text(content, encoding="utf-8")
    result = _cli(str(record), "--png", str(tmp_path / "x.png"), *extra)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1 and expected in result.stderr
    assert "Traceback" not in result.stderr and not (tmp_path / "x.png").exists()


def test_p_plays_from_here_and_the_top_bar_labels_are_whole(ui: Ui) -> None:
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
        title = "a long title: 2026-11-23 · 4 players · Lost"
        scene = ReplayScene(ui.ctx, REGICIDE, played(), title, branch=[].append)
        ui.app.start(scene)
        ui.step()
        colors = ((255, 255, 255), (200, 200, 200))
        for button in (button for button in scene.buttons() if not button.icon):
            face = button_face(button, ui.ctx.text, colors)
            assert not face.cut, f"{button.label!r} is cut at {size}"
            assert button.rect.contains(face.label_rect)
    branched: list[Game] = []
    scene = ReplayScene(ui.ctx, REGICIDE, played(), "test", branch=branched.append)
    ui.app.start(scene)
    ui.step()
    ui.press(pygame.K_RIGHT)
    settle(ui, scene)
    ui.press(pygame.K_p)
    (branch,) = branched
    assert len(branch.history) == 1


def test_every_icon_button_names_itself_in_a_tooltip(ui: Ui) -> None:
    scene = open_replay(ui, played())
    icons = [button for button in scene.buttons() if button.icon]
    assert len(icons) == 5
    for button in icons:
        ui.step(
            [
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=button.rect.center, rel=(1, 1), buttons=(0, 0, 0)
                )
            ]
        )
        chrome = Chrome(
            ui.ctx.theme, ui.ctx.text, ui.ctx.palette, scene.board.board.layout, scene.mouse
        )
        assert chrome.tip_for(scene.buttons(), ()).startswith(button.label)


def test_tab_rings_the_replay_buttons_and_enter_presses_one(ui: Ui) -> None:
    scene = open_replay(ui, played())
    ui.press(pygame.K_TAB)
    focused = scene._focused()
    assert focused is not None and focused.label == "Back"
    for _ in range(3):
        ui.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    focused = scene._focused()
    assert focused is not None and focused.label == "Slower"
    for _ in range(2):
        ui.press(pygame.K_TAB, pygame.KMOD_SHIFT)
    focused = scene._focused()
    assert focused is not None and focused.label == "Forward one move"
    ui.frames(1)
    ui.press(pygame.K_RETURN)
    settle(ui, scene)
    assert scene.position == 1


def test_each_defeat_on_the_scrub_bar_says_which_enemy_fell(ui: Ui) -> None:
    scene = open_replay(ui, played(moves=80))
    assert scene.moments
    marks = scene._scrub_bar().marks(ui.ctx.frame)
    assert len(marks) == len(scene.moments)
    first = scene.moments[0].position
    assert marks[0][1] == f"Move {first}: enemy 1 of 12 falls (a Jack)"


def test_the_replay_top_bar_stays_whole_with_the_log_and_spoilers_on(ui: Ui) -> None:
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=960, h=540, size=(960, 540))])
    scene = open_replay(ui, played())
    ui.press(pygame.K_l)
    ui.press(pygame.K_s)
    colors = ((255, 255, 255), (200, 200, 200))
    labels = []
    for button in (button for button in scene.buttons() if not button.icon):
        face = button_face(button, ui.ctx.text, colors)
        assert not face.cut, button.label
        labels.append(button.label)
    assert "Hide log" in labels and "Spoilers: On" in labels
    ui.frames(2)


def test_spoilers_stay_in_view_when_the_log_is_open(ui: Ui) -> None:
    scene = open_replay(ui, played())
    ui.press(pygame.K_s)
    ui.press(pygame.K_l)
    log = scene.board.log_rect(spoilers=True)
    order = ui.ctx.frame.rect(12, 428, 264, 92)  # the tavern's order, under the log
    column = scene.board.board.layout.log_panel
    assert scene.log_view().rect == log
    assert column.contains(log) and column.contains(order) and not log.colliderect(order)
    ui.press(pygame.K_s)  # spoilers off: the log has the whole column again
    assert scene.log_view().rect == column
    ui.frames(1)


def test_replay_png_refuses_a_name_that_is_not_a_png(tmp_path: Path) -> None:
    """Item 9 of issue 20: no PNG written into a .txt file without a word."""
    record = tmp_path / "game.yaml"
    save_game(REGICIDE, played(moves=5), record)
    result = _cli(str(record), "--png", str(tmp_path / "x.txt"))
    assert result.returncode == 2 and ".png" in result.stderr
    assert not (tmp_path / "x.txt").exists()
