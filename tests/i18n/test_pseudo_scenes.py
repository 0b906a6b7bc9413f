"""Words that bypass the seam (issue 35): screens drawn in the pseudo-language, where every word
that went through `_` is accented and bracketed, so a plain English word drawn is one that did
not. Each word drawn is put down to the module that drew it (the first of the package's modules
on the stack outside the text cache and the widgets).

`STILL_ENGLISH` is the explicit list of the modules not converted yet, with why: it may only
shrink. A module converted since must leave it (the test says so when one no longer shows
English), and a module not in it must show none. Words that are data rather than the app's
sentences are not counted: the games' titles (proper names), file paths, and the games' own
texts that their helpers convert (`game_texts`).
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator
from datetime import date

import pygame
import pytest

from regicide.games.regicide.narrate import TEAMMATE_NAMES
from regicide.games.regicide.ui.scenes.game_over import GameOverScene
from regicide.games.registry import GAMES, game_named
from regicide.i18n import PSEUDO, _, short_day, use_language
from regicide.i18n.pseudo import english_words
from regicide.play.opening import in_progress_text
from regicide.store.saves import Saved
from regicide.themes.theme import find_themes
from regicide.ui.assets import TextCache
from regicide.ui.kits import kit_of, options_of
from regicide.ui.scene import Scene
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.from_code import FromCodeScene
from regicide.ui.scenes.help import AboutScene, HelpScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.scenes.saves import SaveActions, SavesScene
from regicide.ui.scenes.settings import Setting, SettingsScene
from regicide.ui.scenes.standings import StandingsScene
from regicide.ui.scenes.title import TitleScene
from regicide.ui.scenes.verdict import VerdictScene
from regicide.ui.table_host import AUTOPLAY_WORDS
from tests.builders import REGICIDE
from tests.games.baisch.ui.test_baisch_layout import SCREENS as BAISCH_LAYOUT_SCREENS
from tests.games.baisch.ui.test_baisch_layout import _tutorial_draft
from tests.games.claim.ui.test_claim_layout import SCREENS as CLAIM_SCREENS
from tests.i18n.test_layout_languages import REGICIDE_SCENES
from tests.ui.driver import Ui
from tests.ui.gallery import _played

#: Modules whose words do not go through the seam yet (other helpers are changing them this
#: session; the next one converts them). Shrink it as they are converted.
STILL_ENGLISH: dict[str, str] = {}
#: The text cache and the widgets draw what a scene hands them: the scene is the author.
SKIPPED = ("regicide.ui.assets", "regicide.ui.widgets", "regicide.ui.bar")
PROPER_NAMES = {game.title for game in GAMES}
#: File paths (assets/fonts) stay as they are in every language.
PATH = re.compile(r"\S*/\S*")


#: The games' words a shell scene was handed while it was made (a records page's summary
#: lines, its rows' results): the games' own, as `game_texts`.
GAME_WORDS: list[str] = []


def game_texts() -> list[str]:
    """The games' own English, which the games' helpers convert (How to play's pages, each
    game's credits, tagline and byline, its quick start, its own settings, the captions on its
    cards, what its records say): words drawn from these are not the shell's."""
    texts = [text for game in GAMES for text in (game.credits, game.tagline, game.byline)]
    for game in GAMES:
        kit = kit_of(game)
        texts += [part for section in kit.help_pages() for part in section]
        texts += kit.quick_start()[:2]
        texts += [words for option in options_of(kit) for words in (option.name, option.about)]
    return texts + GAME_WORDS


#: The licences' own names (CC0 1.0) stay as they are in every language.
GAME_WORDS += [
    entry.theme.licence for entry in find_themes() if entry.theme and entry.theme.licence
]


class Drawn:
    """Every word drawn, by the module that drew it (`skipped`: modules that draw what
    another hands them, besides SKIPPED)."""

    def __init__(self) -> None:
        self.words: dict[str, set[str]] = defaultdict(set)
        self.skipped: tuple[str, ...] = SKIPPED

    def record(self, text: str) -> None:
        frame = sys._getframe(2)
        while frame is not None:
            module = frame.f_globals.get("__name__", "")
            if module.startswith("regicide.") and module not in self.skipped:
                break
            frame = frame.f_back  # type: ignore[assignment]
        self.words[module if frame is not None else "?"].add(text)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    record = Drawn()
    original = TextCache.render

    def spy(self: TextCache, text: str, *args: object) -> pygame.Surface:
        record.record(text)
        return original(self, text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(TextCache, "render", spy)
    yield record


def _leaks(drawn: Drawn) -> dict[str, set[str]]:
    """English words drawn, by module: not the games' own texts, not proper names."""
    data = [" ".join(source.split()) for source in game_texts()]
    found: dict[str, set[str]] = {}
    for module, texts in drawn.words.items():
        for drawn_text in texts:
            line = " ".join(drawn_text.split())  # "0\xa0played" as the game wrote it
            if any(line and line in source for source in data):
                continue
            for source in GAME_WORDS:  # a game's words inside a shell's sentence
                line = line.replace(source, "")
            words = set(english_words(PATH.sub("", line))) - PROPER_NAMES
            if words:
                found.setdefault(module, set()).update(words)
    return found


def _read_through(ui: Ui, scene: Scene) -> None:
    """Show `scene` and scroll it to its end, drawing every part of it."""
    ui.ctx.stack.push(scene)
    ui.frames(3)
    for _page in range(60):
        ui.press(pygame.K_PAGEDOWN)


SHELL_RECORDS = ("claim", "baisch")  # the games whose records page is the shell's


def _saved() -> Saved:
    """A Regicide game some moves in, as Save as… and a replay are handed one."""
    game = _played(2, moves=12)
    return Saved(REGICIDE, game, {})


def _in_progress() -> str:
    """The put-aside question's detail: the shell's sentence around the game's progress."""
    saved = _saved()
    GAME_WORDS.append(saved.game.progress(saved.match.state))
    return in_progress_text(saved)


def _records(ui: Ui, game: str) -> Scene:
    """A records page of the shell's own (Claim's and Baisch's), its archive read."""
    scene = StandingsScene(ui.ctx, game_named(game))
    scene.enter()  # its archive read now, as when it shows
    if scene.reading is not None:
        scene.reading.wait(10)
    scene.update(0.0)
    GAME_WORDS.extend(scene.lines)
    GAME_WORDS.extend(scene.game.result_text(row) for row in scene.games)
    return scene


SCENES: dict[str, Callable[[Ui], Scene]] = {
    "about": lambda ui: AboutScene(ui.ctx),
    **{f"help-{game.name}": (lambda ui, game=game: HelpScene(ui.ctx, game)) for game in GAMES},
    "title": lambda ui: TitleScene(ui.ctx),
    "settings": lambda ui: SettingsScene(ui.ctx),
    "pause": lambda ui: PauseScene(
        ui.ctx,
        lambda: None,
        SaveActions(),
        "1Z844-MM01R",
        (_(AUTOPLAY_WORDS[0]), lambda: None),
        same_deal=lambda: None,
        daily="2026-11-25",
    ),
    "load": lambda ui: SavesScene(ui.ctx, SaveActions()),
    "save as": lambda ui: SavesScene(ui.ctx, SaveActions(_saved())),
    "from a code": lambda ui: FromCodeScene(ui.ctx),
    "put aside": lambda ui: ConfirmScene(
        ui.ctx, "?", _in_progress(), (_("Continue"), lambda: None)
    ),
    "verdict": lambda ui: VerdictScene(ui.ctx, "!", "", lambda: None, lambda: None),
    **{f"records-{name}": (lambda ui, name=name: _records(ui, name)) for name in SHELL_RECORDS},
    "replay": lambda ui: ReplayScene(ui.ctx, REGICIDE, _played(2, moves=12), "2026-11-25 10:45"),
}


def test_the_converted_screens_show_no_english_word(ui: Ui, drawn: Drawn) -> None:
    """About, each game's How to play (its shell: title, Back, the scroll line) and the
    Language row: everything drawn is in the pseudo-language."""
    assert use_language(PSEUDO) is None
    for name, make in SCENES.items():
        _read_through(ui, make(ui))
        ui.ctx.stack.pop()
        ui.step()
        assert drawn.words, name
    leaks = _leaks(drawn)
    unlisted = {module: words for module, words in leaks.items() if module not in STILL_ENGLISH}
    assert unlisted == {}, "English words drawn by modules that go through the seam"
    converted = sorted(set(STILL_ENGLISH) - set(leaks) - set(SKIPPED))
    assert converted == [], "these show no English now: take them off STILL_ENGLISH"


def test_the_language_row_is_in_the_pseudo_language(ui: Ui) -> None:
    use_language(PSEUDO)
    scene = SettingsScene(ui.ctx)
    ui.ctx.stack.push(scene)
    ui.frames(2)
    row = next(
        row
        for row in scene.laid_out()
        if isinstance(row, Setting) and row.adjust == scene._language
    )
    assert english_words(f"{row.name} {row.value} {row.about}") == []


#: A menu scene draws the buttons and the title its game's scene hands it (Claim's end screen
#: and new-game screen): those words are the game's.
MENU = "regicide.ui.scenes.menu"


def _claim_leaks(drawn: Drawn) -> dict[str, set[str]]:
    """English words Claim's modules drew (the shell's words they were handed included: the
    computers' names, the hint's and the replay's words go through the seam too)."""
    return {module: words for module, words in _leaks(drawn).items() if ".claim." in module}


@pytest.mark.parametrize("screen", list(CLAIM_SCREENS))
def test_claims_screens_show_no_english_word(ui: Ui, drawn: Drawn, screen: str) -> None:
    """Every Claim screen of the layout test (the table following a trick, phase two, a
    Seer's choice, the coach, the replay, the end, the new-game screen) in the pseudo-language:
    nothing Claim's modules draw is plain English."""
    drawn.skipped = (*SKIPPED, MENU)
    assert use_language(PSEUDO) is None
    CLAIM_SCREENS[screen](ui)
    ui.frames(2)
    assert _claim_leaks(drawn) == {}, f"English words drawn by Claim on its {screen} screen"


def test_a_claim_table_changes_language_while_it_is_open(ui: Ui, drawn: Drawn) -> None:
    """The words are asked for as they are drawn: the same table, its language switched with
    the table open, draws its words in the new language at the next frame."""
    drawn.skipped = (*SKIPPED, MENU)
    CLAIM_SCREENS["following"](ui)
    ui.frames(2)
    assert {"regicide.games.claim.ui.board", "regicide.games.claim.ui.chrome"} <= set(
        _claim_leaks(drawn)
    )
    drawn.words.clear()
    use_language(PSEUDO)
    ui.frames(2)
    assert drawn.words
    assert _claim_leaks(drawn) == {}


#: Regicide's modules that go through the seam (issue 35, the game's own part): How to play's
#: pictures, New game, the end screen and its medal, the questions, the tutorial and its coach,
#: the table, its replay and its Records.
REGICIDE_CONVERTED = {
    f"regicide.games.regicide.ui.{name}"
    for name in (
        "coach",
        "help_pictures",
        "kit",
        "medals",
        "scenes.asking",
        "scenes.game_over",
        "scenes.new_game",
        "scenes.tutorial",
        # the table (issue 35, its own words): the board, its plates and piles, the banner and
        # the side panel, the buttons, the chooser, the replay's board, Records
        "board",
        "chrome",
        "hud",
        "overlays",
        "replay_board",
        "scenes.records",
        "scenes.table",
    )
}


@pytest.mark.parametrize("screen", list(REGICIDE_SCENES))
def test_regicides_screens_show_no_english_word(ui: Ui, drawn: Drawn, screen: str) -> None:
    """Regicide's New game, end screens, token question, tutorial, table (solo, hot seat, with
    computers, autoplay, the Jester's chooser), replay and Records in the pseudo-language:
    nothing its modules draw is plain English."""
    drawn.skipped = (*SKIPPED, MENU)
    assert use_language(PSEUDO) is None
    REGICIDE_SCENES[screen](ui)
    ui.frames(2)
    handed = set(english_words(" ".join(_handed_to_regicide(ui.top))))
    leaks = {
        module: words - handed
        for module, words in _leaks(drawn).items()
        if module in REGICIDE_CONVERTED and words - handed
    }
    assert leaks == {}, f"English words drawn by Regicide on its {screen} screen"


def _handed_to_regicide(scene: Scene) -> list[str]:
    """Words Regicide's screens are handed that stay as they are: the computer teammates'
    names (proper names), a daily deal's short day (Babel's, in English for the
    pseudo-language)."""
    names = list(TEAMMATE_NAMES.values())
    return names + ([short_day(date(2026, 11, 25))] if isinstance(scene, GameOverScene) else [])


#: Words the Baisch screens' builders hand the table themselves (the replay's caption, the
#: end screen's daily line the layout test writes): the tests', not the game's.
BAISCH_HANDED = (
    "A Baisch game",
    "Baisch daily 2026-11-29: won in 25 turns, the last standing of 4",
)


def _baisch_leaks(drawn: Drawn) -> dict[str, set[str]]:
    """English words Baisch's modules drew (the shell's words they were handed included)."""
    handed = set(english_words(" ".join(BAISCH_HANDED)))
    leaks = {module: words - handed for module, words in _leaks(drawn).items()}
    return {module: words for module, words in leaks.items() if ".baisch." in module and words}


def _baisch_tutorial_steps(ui: Ui) -> None:
    """The tutorial through its setup steps to the hero draft, by the keys they name."""
    _tutorial_draft(ui)


BAISCH_SCREENS = {
    **BAISCH_LAYOUT_SCREENS,
    "tutorial draft": _baisch_tutorial_steps,
    "help": lambda ui: _read_through(ui, HelpScene(ui.ctx, game_named("baisch"))),
}


@pytest.mark.parametrize("screen", list(BAISCH_SCREENS))
def test_baischs_screens_show_no_english_word(ui: Ui, drawn: Drawn, screen: str) -> None:
    """Every Baisch screen of its layout test (the setup, the draft, tables of two to four
    seats, an attack's targets, the Reservists' and the Battery Tower's questions, the
    tutorial, the end screens, the replay), its New game pages, the tutorial's setup steps
    and How to play, in the pseudo-language: nothing Baisch's modules draw is plain
    English."""
    drawn.skipped = (*SKIPPED, MENU)
    assert use_language(PSEUDO) is None
    BAISCH_SCREENS[screen](ui)
    ui.frames(2)
    assert _baisch_leaks(drawn) == {}, f"English words drawn by Baisch on its {screen} screen"


def test_a_baisch_table_changes_language_while_it_is_open(ui: Ui, drawn: Drawn) -> None:
    """The words are asked for as they are drawn: a Baisch table open in English draws its
    words in the pseudo-language at the next frame once the language is switched, and so
    does its New game screen (its seats' words are not frozen at import)."""
    drawn.skipped = (*SKIPPED, MENU)
    for build in (BAISCH_LAYOUT_SCREENS["four seats"], BAISCH_LAYOUT_SCREENS["new game"]):
        use_language("en")
        build(ui)
        ui.frames(2)
        assert _baisch_leaks(drawn)
        drawn.words.clear()
        use_language(PSEUDO)
        ui.frames(2)
        assert drawn.words
        assert _baisch_leaks(drawn) == {}
        ui.to_title()
