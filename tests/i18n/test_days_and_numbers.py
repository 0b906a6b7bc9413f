"""Days, times and numbers as the player's language writes them (issue 35), on every kind of
screen that shows one: the saves list and a new save's name, Regicide's Records (its games,
its daily deals, its numbers), another game's records page, a replay's title, the daily
deals' lines to share and Settings' percentages. Each is checked against Babel's own output
for the language, never a string written here; the files keep ISO days."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path

import pygame
import pytest
from babel.dates import format_skeleton, format_time
from babel.numbers import format_decimal, format_percent

from regicide.games.baisch.engine import Game as BaischGame
from regicide.games.protocol import ArchivedGame
from regicide.games.registry import game_named
from regicide.i18n import _, use_language
from regicide.store.archive import games_dir
from regicide.store.caches import cache_folder
from regicide.store.keys import DAILY_KEY, HUMAN, SEATS_KEY
from regicide.store.library import list_saves, save_as, saves_dir
from regicide.store.paths import data_dir
from regicide.store.saves import game_text
from regicide.support.words import ai_name
from regicide.ui.assets import TextCache
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SavesScene
from regicide.ui.scenes.settings import SettingsScene
from regicide.ui.scenes.standings import StandingsScene
from tests.archive_samples import fill, won_record
from tests.builders import REGICIDE, game_at
from tests.games.claim.claim_builders import random_game
from tests.ui.driver import Ui

LANGUAGES = ("de", "fr", "es")
DAY = date(2026, 11, 23)


def babel_day(day: date, code: str) -> str:
    """Babel's day with its year in `code`: what a player of the language reads."""
    return format_skeleton("yMMMd", day, locale=code)


def babel_times(moment: datetime, code: str) -> tuple[str, str]:
    """Babel's day and time to the minute in `code` (how the two are joined is the
    language's pattern: both must be there)."""
    return babel_day(moment.date(), code), format_time(moment, "short", locale=code)


class Shown:
    """Every text the screens drew (through the text cache, as all words are drawn)."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def joined(self) -> str:
        return "\n".join(self.texts)


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Iterator[Shown]:
    record = Shown()
    original = TextCache.render

    def spy(self: TextCache, text: str, *args: object) -> pygame.Surface:
        record.texts.append(text)
        return original(self, text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(TextCache, "render", spy)
    yield record


def _played(game: ArchivedGame) -> datetime:
    """When an archived game was played: its `saved_at`, else its file's name (both ISO)."""
    if game.saved_at:
        return datetime.fromisoformat(game.saved_at)
    return datetime.strptime(game.file[:17], "%Y-%m-%d_%H%M%S")


def _stamp_of(path: Path) -> str:
    """The time a saved file says it was saved (its `saved_at` key: ISO, a machine's)."""
    stamp = json.loads(path.read_text(encoding="utf-8"))["saved_at"]
    assert isinstance(stamp, str)
    return stamp


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_saves_list_writes_when_each_game_was_saved_as_the_language_does(
    ui: Ui, home: Path, shown: Shown, code: str
) -> None:
    path = save_as(REGICIDE, game_at(enemy="JC"), {}, "Evening", saves_dir())
    use_language(code)
    ui.to_title()
    ui.click_button(_("Load"))
    assert isinstance(ui.top, SavesScene)
    shown.texts.clear()
    ui.frames(1)
    stamp = _stamp_of(path)
    day, clock = babel_times(datetime.fromisoformat(stamp), code)
    assert any(day in text and clock in text for text in shown.texts)
    assert stamp[:10] not in shown.joined()
    assert datetime.fromisoformat(stamp)  # the file keeps its ISO time


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_new_save_is_named_by_the_day_as_the_language_writes_it(ui: Ui, code: str) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S"]))
    use_language(code)
    ui.press(pygame.K_ESCAPE)
    ui.click_button(_("Save as…"))
    scene = ui.top
    assert isinstance(scene, SavesScene) and scene.field is not None
    name = scene.field.text
    assert babel_day(date.today(), code) in name
    assert date.today().isoformat() not in name and ":" not in name  # a file's name, too


@pytest.mark.parametrize("code", LANGUAGES)
def test_regicide_s_records_write_days_and_numbers_as_the_language_does(
    ui: Ui, home: Path, shown: Shown, code: str
) -> None:
    """The games list (when each was played), the daily page (which day's deal) and the
    numbers (the share won, the average of enemies)."""
    fill(games_dir(), [won_record(0, daily=DAY.isoformat()), won_record(1)])
    use_language(code)
    ui.to_title()
    ui.click_button(_("Records"))
    scene = ui.top
    ui.frames(1)
    assert format_percent(1.0, locale=code) in shown.texts
    assert format_decimal(12, format="0.0", locale=code) in shown.texts
    ui.press(pygame.K_2)
    shown.texts.clear()
    ui.frames(1)
    day, clock = babel_times(_played(scene.games[0]), code)  # type: ignore[attr-defined]
    assert any(day in text and clock in text for text in shown.texts)
    ui.press(pygame.K_3)
    shown.texts.clear()
    ui.frames(1)
    assert babel_day(DAY, code) in shown.texts
    assert DAY.isoformat() not in shown.joined()


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_replay_s_title_names_its_day_as_the_language_does(ui: Ui, home: Path, code: str) -> None:
    fill(games_dir(), [won_record(0)])
    use_language(code)
    ui.to_title()
    ui.click_button(_("Records"))
    scene = ui.top
    ui.press(pygame.K_2)
    ui.press(pygame.K_RETURN)
    replay = ui.top
    assert isinstance(replay, ReplayScene)
    day, clock = babel_times(_played(scene.games[0]), code)  # type: ignore[attr-defined]
    assert day in replay.title and clock in replay.title


@pytest.mark.parametrize("code", LANGUAGES)
def test_another_game_s_records_write_days_and_shares_as_the_language_does(
    ui: Ui, home: Path, shown: Shown, code: str
) -> None:
    claim = game_named("claim")
    keys = {DAILY_KEY: DAY.isoformat(), SEATS_KEY: [HUMAN, "casual"]}
    fill(games_dir(), [game_text(claim, random_game(77), keys)])
    use_language(code)
    page = StandingsScene(ui.ctx, claim)
    ui.app.start(page)
    ui.frames(3)
    (game,) = page.games
    day, clock = babel_times(_played(game), code)
    assert any(day in text and clock in text for text in shown.texts)
    short = format_skeleton("dMMM", DAY, locale=code)
    assert any(short in text for text in shown.texts)  # its daily mark
    share = format_percent(1.0 if game.won else 0.0, locale=code)
    assert any(share in line for line in page.lines)
    computer = ai_name("casual")  # the opponent named as its table names it, never "casual"
    assert computer in page.cells(game)[2] and any(computer in line for line in page.lines)
    assert "casual" not in " ".join(page.lines) and "AI" not in page.cells(game)[2]
    assert DAY.isoformat() not in shown.joined()


def _finished_baisch() -> BaischGame:
    game = BaischGame.new(2, seed=3)
    while game.outcome is None:
        game.submit(game.legal_moves()[0])
    return game


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_game_s_daily_line_to_share_names_the_day_as_the_language_does(code: str) -> None:
    """The end screens' spoiler-free lines: the day a reader of the language reads."""
    use_language(code)
    matches = {"claim": random_game(77), "baisch": _finished_baisch()}
    regicide, _extra = REGICIDE.read_match(json.loads(won_record(0)))
    for name, match in {"regicide": regicide, **matches}.items():
        line = game_named(name).share_line(match, DAY)
        assert babel_day(DAY, code) in line and DAY.isoformat() not in line, name


@pytest.mark.parametrize("code", LANGUAGES)
def test_settings_write_a_percentage_as_the_language_does(ui: Ui, shown: Shown, code: str) -> None:
    use_language(code)
    ui.to_title()
    ui.click_button(_("Settings"))
    assert isinstance(ui.top, SettingsScene)
    ui.frames(1)
    scale = format_percent(ui.ctx.settings.ui_scale / 100, locale=code)
    assert any(scale in text for text in shown.texts)


def test_a_save_s_progress_is_told_in_the_language_of_now(home: Path) -> None:
    """A save keeps how far it got in the words of the language it was saved in; after the
    player changes language the list tells it in the new one (read again once, then kept)."""
    game = game_at(enemy="JC")
    use_language("de")
    save_as(REGICIDE, game, {}, "Evening", saves_dir())
    cache = cache_folder(data_dir()) / "saves.json"
    for code in ("de", "fr", "en", "fr"):
        use_language(code)
        (entry,) = list_saves(saves_dir(), cache)
        assert entry.progress == REGICIDE.progress(game.state), code


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_replay_s_speed_is_written_as_the_language_writes_a_number(
    ui: Ui, home: Path, code: str
) -> None:
    fill(games_dir(), [won_record(0)])
    use_language(code)
    ui.to_title()
    ui.click_button(_("Records"))
    ui.press(pygame.K_2)
    ui.press(pygame.K_RETURN)
    replay = ui.top
    assert isinstance(replay, ReplayScene)
    while replay.speed:
        replay.faster(-1)
    labels = [button.label for button in replay._speed_buttons()]
    assert format_decimal(0.5, locale=code) + "×" in labels
