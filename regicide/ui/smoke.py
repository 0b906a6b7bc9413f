"""`regicide --smoke-test`: prove a build works end to end, then exit 0 (any error: non-zero).

Opens the window with whatever video driver the environment gives, draws the title screen,
then a table of a fresh seeded game for a few hundred frames while moves are played through
the engine, as the player would make them; then a game with a strong teammate, who must think
in the app's worker process (a frozen build that cannot start it fails here). Uses a temporary
REGICIDE_HOME, so a player's own saves and settings are never touched. The bundled
translations are read too (a German word and date).
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
import traceback
from dataclasses import replace
from datetime import date

import pygame

from regicide import i18n
from regicide.games.registry import DEFAULT, game_named
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.support.resources import asset_path, themes_dir
from regicide.ui.app import App, create_context
from regicide.ui.scene import GameTable

TITLE_FRAMES = 60
TABLE_FRAMES = 300
MINIMUM_MOVES = 3
TEAMMATE_MOVES = 3  # the strong teammate's moves to wait for
TEAMMATE_THINKS = 0.3  # seconds a decision
TEAMMATE_SECONDS = 60.0  # at most, however slow the machine


def run_smoke_test() -> int:
    with tempfile.TemporaryDirectory(prefix="regicide-smoke-") as home:
        os.environ["REGICIDE_HOME"] = home
        try:
            frames, moves = _exercise()
        except Exception:  # report anything at all: this is what the test is for
            traceback.print_exc()
            print("smoke test FAILED", file=sys.stderr)
            return 1
    if moves < MINIMUM_MOVES:
        print(f"smoke test FAILED: only {moves} moves were played", file=sys.stderr)
        return 1
    print(
        f"smoke test passed: {frames} frames drawn, {moves} moves played, "
        f"{TEAMMATE_MOVES} of them chosen in the worker process "
        f"(video driver {os.environ.get('SDL_VIDEODRIVER') or 'default'})"
    )
    return 0


def _speaks_german() -> None:
    """The bundled catalogs and Babel's locale data work in this build: a German word, a
    German date; then English again for the rest of the test."""
    problem = i18n.use_language("de")
    words = (i18n._("Back"), i18n.short_day(date(2026, 11, 25)))
    i18n.use_language(i18n.ENGLISH)
    if problem or words != ("Zurück", "25. Nov."):
        raise RuntimeError(f"the German catalog does not work in this build: {problem or words}")


def _exercise() -> tuple[int, int]:
    bundled = (
        asset_path("fonts", "DejaVuSans.ttf"),
        asset_path("sounds", "card.wav"),
        asset_path("icons", "regicide-64.png"),
        themes_dir() / "classic.yaml",
    )
    for path in bundled:
        if not path.is_file():
            raise FileNotFoundError(f"a bundled file is missing: {path}")
    _speaks_german()
    app = App(create_context())
    app.to_title()
    app.ctx.stack.apply()
    frames = _run(app, TITLE_FRAMES)
    session = deal_session(game_named(DEFAULT), 2, seed=2026, saver=app.ctx.autosaver)
    table = app.ctx.navigation.open(session, animate_deal=True)
    app.ctx.stack.apply()
    picker = random.Random(2026)
    moves = 0
    for _ in range(TABLE_FRAMES):
        moves += autoplay(table, picker)
        frames += _run(app, 1)
    app.ctx.autosaver.flush()
    if not app.ctx.autosaver.path.exists():
        raise RuntimeError("the game was not autosaved")
    frames += _strong_teammate(app)
    pygame.quit()
    return frames, moves + TEAMMATE_MOVES


def _strong_teammate(app: App) -> int:
    """A 2-seat game with a strong teammate thinking in the worker process (animations
    instant); the person plays random legal moves. Returns the frames drawn; raises unless
    the worker process made the teammate's choices."""
    app.ctx.settings = replace(app.ctx.settings, animation_speed="instant")
    game = game_named(DEFAULT)
    seats = seats_of(game, ["human", "strong"], think=TEAMMATE_THINKS)
    session = deal_session(game, 2, seed=7, seats=seats, saver=app.ctx.autosaver)
    table = app.ctx.navigation.open(session)
    app.ctx.stack.apply()
    picker, frames = random.Random(7), 0
    deadline = time.monotonic() + TEAMMATE_SECONDS
    with app.thinking() as worker:
        while worker.answered < TEAMMATE_MOVES and time.monotonic() < deadline:
            if table.play.person_acting and not session.over:
                table.submit(picker.choice(session.match.legal_moves()))
            frames += _run(app, 1)
            time.sleep(1 / 60)
            if session.over:
                raise RuntimeError("the game ended before the teammate had played enough")
    if worker.answered < TEAMMATE_MOVES:
        told = " ".join(app.ctx.notices) or "no answer in time"
        raise RuntimeError(f"the strong teammate did not think in its process: {told}")
    return frames


def autoplay(table: GameTable, picker: random.Random) -> int:
    """One frame's worth of a table playing itself, as a player would: take the screen when
    it is covered, else play a random legal move once the cards are at rest. Returns the
    number of moves made (0 or 1)."""
    play = table.play
    if play.covered:
        table.uncover()
    elif not table.animating and not play.session.over:
        return int(table.submit(picker.choice(play.session.match.legal_moves())))
    return 0


def _run(app: App, frames: int) -> int:
    for _ in range(frames):
        app.step(1 / 60, pygame.event.get())
        pygame.display.flip()
    return frames
