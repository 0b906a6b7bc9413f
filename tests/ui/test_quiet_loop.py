"""Quiet at rest (issue 21): every scene says when it next needs a frame, and a frame drawn
before then would show the same picture; the loop sleeps until input, that moment or a wake
from another thread, and gives the scene the time it slept before the next frame."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pygame
import pytest

from regicide.games.regicide.ui.coach import BREATHING_SECONDS, ring_changes_in, ring_grow
from regicide.games.regicide.ui.scenes.game_over import Confetti
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play import worker as worker_module
from regicide.play.thinking import PendingChoice, thinker
from regicide.store import scan as scan_module
from regicide.store.scan import Scan, Watch
from regicide.ui.app import App
from regicide.ui.context import AppContext
from regicide.ui.pacing import FRAME_SECONDS, READING_SECONDS, FramePacer
from regicide.ui.scene import Scene, soonest
from regicide.ui.scenes.replay import BETWEEN_MOVES
from regicide.ui.textfield import BLINK_SECONDS, caret_changes_in
from tests.ui.driver import Ui
from tests.ui.gallery import STAGES

MOVING = {"victory"}  # confetti falls for a while after a win (see below)


def _picture(ui: Ui) -> bytes:
    return pygame.image.tobytes(ui.ctx.window.surface, "RGB")


def _until_rest(ui: Ui, frames: int = 3000) -> float | None:
    """Frames until the scene stops asking for one every frame or two (a table draws its card
    art ahead in its first idle frames, the coach's ring breathes a while); what it asks for
    then."""
    for _ in range(frames):
        wanted = ui.ctx.stack.next_frame_in()
        if wanted is None or wanted > 2 * FRAME_SECONDS:
            return wanted
        ui.step()
    return 0.0


def _still_thinking(ui: Ui) -> None:
    """A computer that thinks on past the rest: its answer, arriving mid-rest from the worker
    on a busy machine, rightly changes the side panel's words ("Its move comes in a moment"),
    which is not what this test is about (CI under load failed on `computer-suffers`)."""
    table = ui.top
    computers = getattr(table, "computers", None)
    if not isinstance(table, TableScene) or computers is None or not computers.thinking:
        return
    seat = computers.acting_seat
    computers.cancel()
    computers.job = PendingChoice(table.session.view(seat), None)  # never answered
    computers.job_turn = len(table.session.match.history)


@pytest.mark.parametrize("stage", sorted(STAGES))
def test_a_scene_at_rest_draws_the_same_picture_until_it_asks_again(ui: Ui, stage: str) -> None:
    STAGES[stage](ui)
    _still_thinking(ui)
    ui.step()
    if stage in MOVING:
        assert ui.ctx.stack.next_frame_in() == 0.0
        return
    wanted = _until_rest(ui)
    assert wanted is None or wanted > 0, f"{stage} asks for every frame at rest"
    before = _picture(ui)
    rest = 2.0 if wanted is None else wanted - 2 * FRAME_SECONDS
    if rest > 0:
        ui.app.rest(rest)
    # the frame ends the rest short of the moment asked for (a change due within a frame, the
    # tutorial's ring at some clocks, would otherwise be drawn by this very frame)
    ui.step(dt=FRAME_SECONDS if wanted is None else min(FRAME_SECONDS, wanted / 2))
    assert _picture(ui) == before


def test_the_confetti_of_a_win_falls_away_and_the_end_screen_rests(ui: Ui) -> None:
    """The end screen waits for the player's choice: its confetti falls for a while, the last
    pieces fall past the bottom, and then it draws no more frames until input comes."""
    STAGES["victory"](ui)
    ui.step()
    assert ui.ctx.stack.next_frame_in() == 0.0
    ui.app.rest(Confetti.FALL_SECONDS / 2)
    ui.step()
    assert ui.ctx.stack.next_frame_in() == 0.0  # still falling
    ui.app.rest(Confetti.FALL_SECONDS + 800 / Confetti.SLOWEST)
    ui.step()
    assert ui.ctx.stack.next_frame_in() is None
    before = _picture(ui)
    ui.app.rest(2.0)
    ui.step()
    assert _picture(ui) == before


def test_a_table_asks_for_frames_while_cards_move_and_until_its_message_goes(ui: Ui) -> None:
    STAGES["solo"](ui)
    table = ui.table
    assert _until_rest(ui) is None
    table.say("A word.", 3.0)
    assert table.next_frame_in() == pytest.approx(3.0)
    ui.app.rest(2.5)
    assert table.next_frame_in() == pytest.approx(0.5)
    ui.set_speed("normal")
    ui.select("3S")
    ui.press(pygame.K_RETURN)
    assert table.animating and table.next_frame_in() == 0.0


def test_the_rest_before_a_frame_lets_its_timers_catch_up(ui: Ui) -> None:
    STAGES["solo"](ui)
    ui.table.say("A word.", 1.0)
    ui.app.rest(1.0)
    ui.step()
    assert ui.table.current_message != "A word."


def test_a_paused_replay_rests_and_a_playing_one_waits_for_its_next_move(ui: Ui) -> None:
    STAGES["replay"](ui)
    scene = ui.top
    assert _until_rest(ui) is None and scene is not None
    ui.press(pygame.K_SPACE)
    for _ in range(600):
        if scene.next_frame_in() != 0.0:
            break
        ui.step()
    wanted = scene.next_frame_in()
    assert wanted is not None and 0 < wanted <= BETWEEN_MOVES


def test_a_caret_blinks_on_time() -> None:
    assert caret_changes_in(0.0) == BLINK_SECONDS
    assert caret_changes_in(0.7) == pytest.approx(0.3)


def test_the_coachs_ring_asks_for_the_frame_where_it_changes(ctx: AppContext) -> None:
    for clock in (0.0, 0.3, 1.1):
        wait = ring_changes_in(ctx.frame, clock)
        assert wait is not None
        frames = round(wait * 60)
        same = [ring_grow(ctx.frame, clock + n / 60) for n in range(frames)]
        assert set(same) == {ring_grow(ctx.frame, clock)}
        assert ring_grow(ctx.frame, clock + wait) != same[0]


def test_the_coachs_ring_breathes_a_while_then_holds_still(ui: Ui) -> None:
    """Three breaths for a new step or after the player acts, then no frame until input."""
    assert ring_changes_in(ui.ctx.frame, BREATHING_SECONDS) is None
    held = ring_grow(ui.ctx.frame, BREATHING_SECONDS)
    assert ring_grow(ui.ctx.frame, BREATHING_SECONDS + 7.3) == held
    STAGES["tutorial"](ui)
    ui.step()
    assert ui.ctx.stack.next_frame_in() is not None  # breathing
    for _ in range(round(BREATHING_SECONDS / FRAME_SECONDS) + 2):
        ui.step()
    assert ui.ctx.stack.next_frame_in() is None  # held: the tutorial sleeps until input
    ui.press(pygame.K_PAGEDOWN)
    ui.step()
    assert ui.ctx.stack.next_frame_in() is not None  # the player acted: it breathes again


def test_soonest_of_the_waits() -> None:
    assert soonest(None, 2.0, 0.5) == 0.5
    assert soonest(None, None) is None


class Timer(Scene):
    """A scene that needs a frame every `every` seconds, counts its time and notes, as each
    frame is drawn, the clock and its own time."""

    def __init__(self, every: float | None) -> None:
        self.every = every
        self.seconds = 0.0
        self.drawn: list[tuple[float, float]] = []

    def update(self, dt: float) -> None:
        self.seconds += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn.append((time.perf_counter(), self.seconds))

    def next_frame_in(self) -> float | None:
        return self.every


def test_a_resting_loop_draws_only_what_is_asked_for_and_keeps_time(app: App) -> None:
    resting = Timer(None)
    app.start(resting)
    app.loop(seconds=0.3)
    assert app.frames == 1  # the first frame, then sleep
    ticking = Timer(0.1)
    app.ctx.stack.reset(ticking)
    app.loop(seconds=0.35)
    assert 2 <= len(ticking.drawn) <= 5  # one at once, then one every 0.1 s or so
    (first_wall, first_scene), (last_wall, last_scene) = ticking.drawn[0], ticking.drawn[-1]
    assert last_scene - first_scene == pytest.approx(last_wall - first_wall, abs=0.02)


def test_input_and_a_wake_end_the_sleep(app: App) -> None:
    pacer = FramePacer()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    frame = pacer.next_frame(None)
    assert [event.type for event in frame.events] == [pygame.KEYDOWN]
    waker = threading.Timer(0.05, pacer.wake)
    waker.start()
    frame = pacer.next_frame(30.0)
    assert frame.events == [] and frame.rested < 5
    timed = pacer.next_frame(0.1)
    assert timed.dt == pytest.approx(FRAME_SECONDS) and timed.rested > 0.05


def _no_process(*args: object) -> None:
    raise OSError("no more processes")


def test_the_app_thinks_in_its_worker_and_tells_the_player_when_it_cannot(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    with app.thinking() as worker:
        assert thinker() is worker and worker.parallel
    assert thinker() is not worker
    monkeypatch.setattr(worker_module, "Link", _no_process)
    with app.thinking() as worker:
        worker.start()
    assert "think inside the app" in app.ctx.notices[-1]


@pytest.mark.parametrize("button", ["Records", "Load"])
def test_a_page_reading_its_folder_is_drawn_until_what_it_read_shows(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, button: str
) -> None:
    """The progress line of a folder read off the frame is drawn again while the read goes
    on, and its end is shown with no input to wake the loop."""
    release = threading.Event()
    run = Scan._run

    def held(scan: Scan[object], work: Callable[[Watch], object]) -> None:
        release.wait(10)
        run(scan, work)

    monkeypatch.setattr(Scan, "_run", held)
    monkeypatch.setattr(scan_module, "GRACE_SECONDS", 0.0)  # the first frame does not wait
    ui.to_title()
    ui.click_button(button)
    ui.ctx.stack.apply()
    page = ui.top
    reading = getattr(page, "reading", None)
    assert isinstance(reading, Scan)
    wanted = ui.ctx.stack.next_frame_in()
    assert wanted is not None and 0 < wanted <= READING_SECONDS
    release.set()
    assert reading.wait(10)
    ui.app.loop(seconds=3 * READING_SECONDS)
    assert getattr(page, "reading", None) is None
    assert ui.ctx.stack.next_frame_in() != wanted
