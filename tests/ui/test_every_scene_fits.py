"""Issue 33, item 5: one overlap-and-clip test for every scene, at the three window sizes and
100 to 200% UI scale, each screen built once per size and scale and looked at in one pass:
its buttons stay inside the window, a margin from its edges, never on one another, and their
words are never cut short; every word drawn lies inside the window, off every other word and
every card, inside the panel or button it sits on (never across its edge). A hand card's key
number sits on its own disc, which lies on no other card: neither another card of the hand
nor a played one (at 960x540 and 1280x720 at 200% the disc "4" covered the A♥ played)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

import pygame
import pytest

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.board import Board
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.effects import MOMENT_SECONDS
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.games.regicide.ui.sprites import CardSprite
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.ui import widgets
from regicide.ui.scenes.help import TextScene
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.widgets import Button, button_face
from tests.builders import REGICIDE, game_at
from tests.ui.drawn import patch_everywhere
from tests.ui.driver import Ui
from tests.ui.gallery import STAGES, Stage, _played

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 150, 200]


def _replay(ui: Ui) -> None:
    """A replay six moves in, gone to directly (the gallery's steps through each move's
    animation, seconds a case)."""
    scene = ReplayScene(ui.ctx, REGICIDE, _played(), "A sample game", branch=lambda game: None)
    ui.app.start(scene)
    scene.go_to(6)
    ui.frames(2)


def _with_computers(kinds: list[str]) -> Stage:
    def stage(ui: Ui) -> None:
        game = Game.new(len(kinds), seed=3)
        ui.app.start(TableScene(ui.ctx, Session(REGICIDE, game, seats_of(REGICIDE, kinds))))
        ui.settle()

    return stage


def _hot_seat(ui: Ui) -> None:
    ui.open(game_at(2, enemy="QH", hands=["7H 9D 2S 5C 6D 8S 10C", "3S 5H"], shield=5))
    ui.uncover()


def _suffer_selected(ui: Ui) -> None:
    """A card played, then one chosen to discard: it rises with its number disc towards the
    played card."""
    STAGES["suffer"](ui)
    ui.select("7H")


def _refused(ui: Ui) -> None:
    """Play pressed with nothing selected: the refusal's pill, in two lines at 200%."""
    STAGES["solo"](ui)
    ui.press(pygame.K_RETURN)


def _fall(ui: Ui) -> None:
    """An enemy falls in hot seat: the table dims under the big moment's plate."""
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="fast")
    ui.open(game_at(3, enemy="JC", hands=["10H 3S 4D 5C", "3C 6C", "4C 7D 8H"], damage=10))
    ui.uncover()
    ui.select("10H")
    ui.press(pygame.K_RETURN)
    for _ in range(600):
        ui.step()
        timeline = ui.table.board.timeline
        moments = [e for e in timeline.effects if e.duration == MOMENT_SECONDS]
        if moments and timeline.now >= moments[0].start + MOMENT_SECONDS / 2:
            return
    raise AssertionError("no big moment for the fallen enemy")


SCENES: dict[str, Stage] = {
    **{
        name: STAGES[name]
        for name in (
            "title",
            "new-game",
            "settings",
            "help",
            "solo",  # a full hand of 8
            "selected",
            "suffer",
            "three-players",
            "jester-choice-4",
            "log",
            "pause",
            "tutorial",
            "records",
            "records-games",
            "victory",
            "defeat",
            "saves",
            "confirm",
            "from-code",
        )
    },
    "hot-seat": _hot_seat,
    "three-computers": _with_computers(["human", "strong", "casual"]),
    "four-computers": _with_computers(["human", "strong", "casual", "expert"]),
    "enemy-falls": _fall,
    "refused": _refused,
    "suffer-selected": _suffer_selected,
    "replay": _replay,
}
EDGE = 14  # design px: the least room between a button and the window's edge (Play sat at 8)
INK = ((0, 0, 0), (0, 0, 0))
SUITS = "♠♥♦♣ "
SLACK = 1  # px each way: words whose ink only touches are not on one another


class Recording(pygame.Surface):
    """A window-sized surface that keeps what was blitted onto it, where, and the clip it
    was drawn under (a scrolled list clips its lines on purpose)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.blitted: list[tuple[pygame.Surface, tuple[int, int], pygame.Rect | None]] = []

    def blit(  # type: ignore[override]
        self, source: pygame.Surface, dest: object, area: object = None, special_flags: int = 0
    ) -> pygame.Rect:
        rect = super().blit(source, dest, area, special_flags)  # type: ignore[arg-type]
        if area is None:
            at = dest.topleft if isinstance(dest, pygame.Rect | pygame.FRect) else dest
            clip = self.get_clip()
            scrolled = None if clip == self.get_rect() else clip
            self.blitted.append((source, (round(at[0]), round(at[1])), scrolled))  # type: ignore[index]
        return rect


@dataclass
class Drawn:
    """One frame of the scene on top: its words (each with its ink's rect, the glyphs less
    their empty margins), the panels drawn under them and the cards on the table."""

    words: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)
    cards: list[CardSprite] = field(default_factory=list)
    hand: list[CardSprite] = field(default_factory=list)  # the person's hand, fanned
    discs: list[pygame.Rect] = field(default_factory=list)  # the hand's key discs
    disc_cards: list[CardSprite] = field(default_factory=list)  # the card each disc names


@pytest.fixture
def panels(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[pygame.Rect]]:
    """The rects every module's `draw_panel` (widgets') is asked to draw."""
    drawn: list[pygame.Rect] = []
    original = widgets.draw_panel

    def spy(surface, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        if isinstance(surface, Recording):
            drawn.append(pygame.Rect(rect))
        return original(surface, rect, *args, **kwargs)

    patch_everywhere(monkeypatch, "draw_panel", original, spy)
    yield drawn


def _drawn(ui: Ui, panels: list[pygame.Rect]) -> Drawn:
    """Draw the scenes once more onto a `Recording`, keeping what the top one drew."""
    top = ui.top
    assert top is not None
    recording = Recording(ui.ctx.window.surface.get_size())
    draw = top.draw

    def own(surface: pygame.Surface) -> None:
        recording.blitted.clear()
        panels.clear()
        draw(surface)

    top.draw = own  # type: ignore[method-assign]
    try:
        ui.ctx.stack.draw(recording)
    finally:
        del top.draw
    texts = {id(image): key[0] for key, image in ui.ctx.text._texts.items()}
    words = []
    for image, at, scrolled in recording.blitted:
        if id(image) in texts:
            ink = image.get_bounding_rect().move(at)
            words.append((texts[id(image)], ink.clip(scrolled) if scrolled else ink))
    drawn = Drawn([(w, r) for w, r in words if r.width and r.height], list(panels))
    board = getattr(top, "board", None)
    board = getattr(board, "board", board)  # a replay holds its table's board
    if isinstance(board, Board):
        drawn.cards = list(board.sprites.values())
        drawn.hand = [board.sprites[key] for key in board.hand_keys() if key in board.sprites]
        drawn.discs = [disc for disc, _ in board.key_spots]
        drawn.disc_cards = [board.sprites[key] for key in board.disc_cards]
    return drawn


def _on_a_card(ink: pygame.Rect, cards: list[CardSprite]) -> bool:
    """Does any of a grid of points over the ink lie on a card (turned as it is)?"""
    points = [
        (ink.left + ink.width * i / 4, ink.top + ink.height * j / 4)
        for i in range(5)
        for j in range(5)
    ]
    return any(card.contains(point) for card in cards for point in points)


def _buttons(ui: Ui) -> list[Button]:
    """The buttons of the scene on top, however it lays them out."""
    top = ui.top
    if isinstance(top, TextScene):
        return [top.back_button()]
    return ui.buttons()


def _button_problems(ui: Ui, buttons: list[Button]) -> list[str]:
    window = ui.ctx.window.surface.get_rect().inflate(-2 * ui.ctx.frame.px(EDGE), 0)
    problems = []
    for button in buttons:
        if not window.contains(button.rect):
            problems.append(f"{button.label!r} at {button.rect} is near or past the edge")
        if not button.icon and button_face(button, ui.ctx.text, INK).cut:
            problems.append(f"{button.label!r} is cut short in {button.rect.size}")
    for first, second in itertools.combinations(buttons, 2):
        if first.rect.colliderect(second.rect):
            problems.append(f"{first.label!r} overlaps {second.label!r}")
    return problems


def _word_problems(ui: Ui, drawn: Drawn, buttons: list[Button]) -> list[str]:
    """Words out of the window, across a panel's or a button's edge, on a card or on one
    another (a button's own words are its face's business: `_button_problems`)."""
    window = ui.ctx.window.surface.get_rect()
    problems = []
    loose = []
    for words, ink in drawn.words:
        if not words.strip(SUITS):
            continue  # a suit's pip flying in the victory's shower: no words
        inner = ink.inflate(-2 * SLACK, -2 * SLACK)
        if not window.contains(ink):
            problems.append(f"{words!r} at {ink} is cut by the window")
        if any(button.rect.contains(ink) for button in buttons):
            continue
        crossed = [b.label for b in buttons if b.rect.colliderect(inner)]
        crossed += [str(p) for p in drawn.panels if p.colliderect(inner) and not p.contains(ink)]
        problems += [f"{words!r} at {ink} runs across {edge}" for edge in crossed]
        if _on_a_card(inner, drawn.cards):
            problems.append(f"{words!r} at {ink} lies on a card")
        loose.append((words, inner))
    problems += _disc_problems(drawn)
    for (first, one), (second, other) in itertools.combinations(loose, 2):
        if one.colliderect(other):
            problems.append(f"{first!r} at {one} overlaps {second!r} at {other}")
    return problems


def _disc_problems(drawn: Drawn) -> list[str]:
    """A hand card's number disc over a card other than its own: the card seen under its
    centre or a point just inside its rim (the topmost card there) is its own or none."""
    problems = []
    for disc, own in zip(drawn.discs, drawn.disc_cards, strict=True):
        radius = disc.width / 2 - SLACK
        turns = [index / 8 * math.tau for index in range(8)]
        rim = [
            (disc.centerx + radius * math.cos(t), disc.centery + radius * math.sin(t))
            for t in turns
        ]
        for point in [disc.center, *rim]:
            under = [card for card in drawn.cards if card.contains(point)]
            seen = max(under, key=lambda card: card.z, default=own)
            if seen is not own:
                problems.append(f"the disc at {disc} over {own.card} lies on {seen.card}")
                break
    return problems


@pytest.mark.parametrize("scene", list(SCENES))
@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_every_scene_keeps_its_buttons_and_words_whole_apart_and_inside(
    ui: Ui, panels: list[pygame.Rect], size: tuple[int, int], scale: int, scene: str
) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="instant", sound=False)
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    SCENES[scene](ui)
    if scene != "enemy-falls":  # its moment is caught in the middle
        ui.frames(2)
    buttons = [button for button in _buttons(ui) if button.rect.width and button.rect.height]
    problems = _button_problems(ui, buttons)
    problems += _word_problems(ui, _drawn(ui, panels), buttons)
    assert not problems, problems


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 4])
def test_the_progress_caption_stays_when_undo_shows_its_key(
    ui: Ui, size: tuple[int, int], scale: int, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "x of 12 defeated" (or "x/12") vanished when Undo, enabled, showed its Ctrl+Z: the
    crowns give way to it, as they do to a mark (a dealt game: no mark in the bar)."""
    captions: list[object] = []
    fitting = Chrome._fitting

    def kept(chrome: Chrome, *args: object) -> object:
        found = fitting(chrome, *args)  # type: ignore[arg-type]
        captions.append(found[0])
        return found

    monkeypatch.setattr(Chrome, "_fitting", kept)
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.open(Game.new(players, seed=8))
    if players > 1:
        ui.uncover()
    ui.table.submit(ui.game.legal_moves()[-1])
    ui.settle()
    if ui.table.covered:
        ui.uncover()
    ui.frames(1)
    assert ui.button("Undo").enabled
    captions.clear()
    ui.frames(1)
    assert captions and captions[-1] is not None


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
def test_the_title_buttons_keep_air_beside_their_words(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """Issue 33, item 5: at 200% the title's labels filled their buttons edge to edge."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.to_title()
    ui.frames(1)
    for button in ui.buttons():
        face = button_face(button, ui.ctx.text, INK)
        words = face.label_rect.union(face.hint_rect) if face.hint_rect else face.label_rect
        room = (button.rect.width - words.width) / 2
        assert room >= ui.ctx.frame.px(16), (button.label, room)
