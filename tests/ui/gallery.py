"""Render every scene to PNG files, to look at them: `python -m tests.ui.gallery OUT [--size
WxH ...] [--theme NAME ...]`. Uses the dummy video driver and a temporary REGICIDE_HOME, and
drives the app with the same `Ui` driver as the tests (real events through `App.step`)."""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from regicide.games.regicide.engine import Game, Rules
from regicide.games.regicide.ui.scenes.new_game import NewGameScene
from regicide.games.regicide.ui.scenes.records import RecordsScene
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.games.regicide.ui.scenes.tutorial import start_tutorial
from regicide.i18n import _
from regicide.play.opening import in_progress_text
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.store.archive import games_dir
from regicide.store.library import saves_dir
from regicide.store.saves import Saved, save_game
from regicide.ui.app import App, create_context
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.from_code import FromCodeScene
from regicide.ui.scenes.help import HelpScene
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import SettingsScene
from tests.archive_samples import sample_archive
from tests.builders import REGICIDE, game_at
from tests.games.baisch.ui.baisch_gallery import BAISCH_STAGES
from tests.ui.driver import Ui

Stage = Callable[[Ui], None]


def _solo(ui: Ui) -> None:
    ui.open(game_at(enemy="JS", hands=["AC 7H 9D 3S 3C 10S KD 5H"], discard="2C 4C 6C 8C"))


def _selected(ui: Ui) -> None:
    _solo(ui)
    ui.select("AC 7H")


def _suffer(ui: Ui) -> None:
    _solo(ui)
    ui.play_by_keys("3S")


def _trio_cover(ui: Ui) -> None:
    ui.open(game_at(3, enemy="QH", hands=["JKR 7H 9D 2S", "3S 5C", "4C 4D 8H"], shield=5))


def _trio(ui: Ui) -> None:
    _trio_cover(ui)
    ui.uncover()


def _chooser(ui: Ui) -> None:
    _trio(ui)
    ui.play_by_keys("JKR")


def _chooser_of_four(ui: Ui) -> None:
    ui.open(game_at(4, enemy="QH", hands=["JKR 7H 9D", "3S 5C", "4C 4D 8H", "2C 6S"], shield=5))
    ui.uncover()
    ui.play_by_keys("JKR")


def _autoplay(ui: Ui) -> None:
    _solo(ui)
    ui.table.play.toggle_autoplay()
    ui.frames(3)


def _token_question(ui: Ui) -> None:
    ui.open(Game.new(1, seed=5))
    ui.press(pygame.K_f)
    ui.ctx.stack.apply()
    ui.frames(10)


def _pause(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_ESCAPE)


def _victory(ui: Ui) -> None:
    ui.open(game_at(enemy="KS", castle="", damage=30, hands=["10C 4D"], enemies_defeated=11))
    ui.play_by_keys("10C")
    ui.frames(40)


def _defeat(ui: Ui) -> None:
    ui.open(game_at(enemy="QS", hands=["2C 3D"], tokens_used=2, enemies_defeated=6))
    ui.play_by_keys("2C")
    ui.frames(40)


def _daily_defeat(ui: Ui) -> None:
    """A daily deal lost after a hint: the end names the day, the streak and the help."""
    session = Session(
        REGICIDE,
        game_at(enemy="QS", hands=["2C 3D"], tokens_used=2, enemies_defeated=6),
        notes={"daily": "2026-11-25"},
        saver=ui.ctx.autosaver,
    )
    ui.app.start(TableScene(ui.ctx, session))
    ui.settle()
    ui.table.session.notes["assisted_by"] = "hint"
    ui.game.assisted = True
    ui.play_by_keys("2C")
    ui.frames(40)


def _open_hands(ui: Ui) -> None:
    ui.open(
        game_at(
            4, enemy="JD", hands=["7H 9D", "3S 5C", "4C", "AH KC"], rules=Rules(open_hands=True)
        )
    )


def _log(ui: Ui) -> None:
    _trio(ui)
    ui.play_by_keys("7H")
    ui.press(pygame.K_l)


def _tutorial(ui: Ui) -> None:
    start_tutorial(ui.ctx)
    ui.ctx.stack.apply()
    ui.settle()


def _tutorial_move(ui: Ui) -> None:
    _tutorial(ui)
    for _step in range(3):
        ui.press(pygame.K_RETURN)
    ui.settle()


def _records(page: int) -> Stage:
    def stage(ui: Ui) -> None:
        sample_archive(games_dir())
        ui.app.start(RecordsScene(ui.ctx, date(2026, 11, 23)))
        ui.press(pygame.K_1 + page)
        ui.press(pygame.K_DOWN)

    return stage


def _played(players: int = 2, seed: int = 31, moves: int = 40) -> Game:
    game = Game.new(players, seed=seed)
    while game.legal_moves() and len(game.history) < moves:
        game.submit(game.legal_moves()[len(game.history) % len(game.legal_moves())])
    return game


def _replay(ui: Ui) -> None:
    scene = ReplayScene(ui.ctx, REGICIDE, _played(), "A sample game", branch=lambda game: None)
    ui.app.start(scene)
    scene.go_to(5)
    ui.press(pygame.K_RIGHT)  # the sixth move played as the arrow plays it, to its rest
    ui.until_still(lambda: scene.board.board.busy)


def _replay_spoilers(ui: Ui) -> None:
    scene = ReplayScene(ui.ctx, REGICIDE, _played(4), "A sample game", branch=lambda game: None)
    ui.app.start(scene)
    scene.go_to(12)
    ui.press(pygame.K_s)
    ui.frames(30)


def _saves(ui: Ui) -> None:
    for index, name in enumerate(("Before the Kings", "A long evening with four players")):
        save_game(REGICIDE, _played(1 + index * 3, moves=30), saves_dir() / f"{name}.yaml")
    ui.app.start(SavesScene(ui.ctx, SaveActions()))
    ui.press(pygame.K_DOWN)


def _computers(ui: Ui) -> None:
    session = Session(
        REGICIDE, Game.new(3, seed=3), seats_of(REGICIDE, ["human", "instant", "instant"])
    )
    ui.app.start(TableScene(ui.ctx, session))
    ui.settle()


def _confirm(ui: Ui) -> None:
    _solo(ui)
    ui.ctx.stack.push(
        ConfirmScene(
            ui.ctx,
            _("Put this game aside?"),
            in_progress_text(Saved(REGICIDE, ui.game, {})),
            (_("Start the new game"), lambda: None),
        )
    )
    ui.ctx.stack.apply()
    ui.frames(20)


def _from_code(ui: Ui) -> None:
    ui.to_title()
    ui.ctx.stack.push(FromCodeScene(ui.ctx))
    ui.ctx.stack.apply()
    ui.frames(10)


STAGES: dict[str, Stage] = {
    "title": lambda ui: ui.to_title(),
    "new-game": lambda ui: ui.app.start(NewGameScene(ui.ctx)),
    "settings": lambda ui: ui.app.start(SettingsScene(ui.ctx)),
    "help": lambda ui: ui.app.start(HelpScene(ui.ctx, REGICIDE)),
    "solo": _solo,
    "selected": _selected,
    "suffer": _suffer,
    "cover": _trio_cover,
    "three-players": _trio,
    "jester-choice": _chooser,
    "jester-choice-4": _chooser_of_four,
    "computer-suffers": lambda ui: ui.computer_must_discard(),
    "autoplay": _autoplay,
    "token-question": _token_question,
    "open-hands": _open_hands,
    "pause": _pause,
    "log": _log,
    "tutorial": _tutorial,
    "tutorial-move": _tutorial_move,
    "records": _records(0),
    "records-games": _records(1),
    "records-daily": _records(2),
    "victory": _victory,
    "defeat": _defeat,
    "daily-defeat": _daily_defeat,
    "replay": _replay,
    "replay-spoilers": _replay_spoilers,
    "saves": _saves,
    "computers": _computers,
    "confirm": _confirm,
    "from-code": _from_code,
    **BAISCH_STAGES,
}


def shoot(
    out: Path,
    size: tuple[int, int],
    theme: str,
    names: list[str],
    ui_scale: int = 100,
    *,
    language: str = "en",
) -> None:
    for name in names:
        with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
            os.environ["REGICIDE_HOME"] = home
            ctx = create_context()
            ctx.settings = replace(ctx.settings, animation_speed="instant", sound=False)
            if theme != ctx.theme.name:
                ctx.apply_theme(theme)
            ctx.update_settings(ui_scale=ui_scale)
            ctx.apply_language(language)
            ui = Ui(App(ctx))
            ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
            STAGES[name](ui)
            ui.frames(2)
            ui.step(
                [pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0))]
            )
            scaled = f"-{ui_scale}pc" if ui_scale != 100 else ""
            spoken = f"{language}-" if language != "en" else ""
            path = out / f"{spoken}{theme}-{size[0]}x{size[1]}{scaled}-{name}.png"
            pygame.image.save(ctx.window.surface, str(path))
            pygame.quit()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", nargs="*", default=["1280x720"])
    parser.add_argument("--theme", nargs="*", default=["classic"])
    parser.add_argument("--only", nargs="*", default=list(STAGES))
    parser.add_argument("--ui-scale", nargs="*", type=int, default=[100])
    parser.add_argument("--language", nargs="*", default=["en"])
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for theme in args.theme:
        for size in args.size:
            width, height = (int(part) for part in size.split("x"))
            for ui_scale in args.ui_scale:
                for language in args.language:
                    shoot(args.out, (width, height), theme, args.only, ui_scale, language=language)


if __name__ == "__main__":
    main()
