"""What one frame drew, recorded where the screen's modules draw it, for the layout tests of
every game's screens (tests/games/claim/ui/test_claim_layout.py and
tests/games/baisch/ui/test_baisch_layout.py): the words each module blits (`blit_text`),
the cards its board lays down, the panel an overlay starts with, and every label the widgets
had to cut short with "…".

The rules (`assert_apart`): no two words overlap, no words lie on a card, words, cards and
buttons stay in the window, buttons keep clear of words and cards, and no label is cut short."""

from __future__ import annotations

import functools
import importlib
import itertools
import pkgutil
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import pygame
import pytest

import regicide
from regicide.ui import widgets
from regicide.ui.widgets import Button

Word = tuple[int, pygame.Rect, str]  # drawing order, box, module
Card = tuple[int, pygame.Rect, bool]  # drawing order, box, drawn by an overlay


@dataclass
class Drawn:
    """One frame's words (in drawing order) and cards (an overlay's may cover words)."""

    words: list[Word] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    cut: list[str] = field(default_factory=list)  # labels shortened with "…"
    order: int = 0
    overlay_from: int = 0  # the order a menu's panel was drawn at: words under it are covered

    def clear(self) -> None:
        self.words.clear()
        self.cards.clear()
        self.cut.clear()
        self.overlay_from = 0

    def next(self) -> int:
        self.order += 1
        return self.order

    def card(self, rect: pygame.Rect, overlay: bool = False) -> None:
        """A card the screen drew at `rect`."""
        self.cards.append((self.next(), rect.copy(), overlay))

    def since_overlay(self) -> None:
        """Keep only what an overlay drew over the screen under it (dimmed and covered)."""
        start = self.overlay_from
        self.words = [word for word in self.words if word[0] > start]
        self.cards = [card for card in self.cards if card[0] > start]


def spy_words(
    monkeypatch: pytest.MonkeyPatch, record: Drawn, modules: Iterable[ModuleType]
) -> None:
    """Record every word the `modules` blit with their own `blit_text`."""
    for module in modules:
        original = getattr(module, "blit_text", None)
        if original is None:
            continue

        def spy(surface, text, anchor, at, _original=original, _name=module.__name__):  # type: ignore[no-untyped-def]
            rect = _original(surface, text, anchor, at)
            if rect.width > 0:
                record.words.append((record.next(), rect.copy(), _name))
            return rect

        monkeypatch.setattr(module, "blit_text", spy)


def spy_overlay(monkeypatch: pytest.MonkeyPatch, record: Drawn, module: ModuleType) -> None:
    """`module`'s `draw_panel` starts an overlay: what was drawn before it is covered."""
    original = module.draw_panel

    def spy(surface, rect, *args, **kwargs):  # type: ignore[no-untyped-def]
        record.overlay_from = record.next()
        return original(surface, rect, *args, **kwargs)

    monkeypatch.setattr(module, "draw_panel", spy)


def spy_cuts(monkeypatch: pytest.MonkeyPatch, record: Drawn) -> None:
    """Record each label the widgets shorten with "…" to fit (`widgets.ellipsized`), but
    for the labels of icon buttons: their icon is drawn, their words go to the tooltip; and
    the words whose last lines a screen left out for want of room (`widgets.cut_short`)."""
    original = widgets.ellipsized
    original_face = widgets.button_face
    icons: list[bool] = []

    def spy(text_cache, text, px, width, color, *, bold=False):  # type: ignore[no-untyped-def]
        if not icons and text_cache.body_exact(text, px, color, bold).get_width() > width:
            record.cut.append(text)
        return original(text_cache, text, px, width, color, bold=bold)

    def face_spy(button, text, colors):  # type: ignore[no-untyped-def]
        if button.icon:
            icons.append(True)
        try:
            return original_face(button, text, colors)
        finally:
            if button.icon:
                icons.pop()

    patch_everywhere(monkeypatch, "ellipsized", original, spy)  # a module's own import too
    monkeypatch.setattr(widgets, "ellipsized", spy)
    monkeypatch.setattr(widgets, "button_face", face_spy)
    original_cut = widgets.cut_short

    def cut_spy(lines, shown, *fitting):  # type: ignore[no-untyped-def]
        if len(lines) > shown:  # lines left out for want of room: the words lose their end
            record.cut.append(" ".join(lines))
        return original_cut(lines, shown, *fitting)

    patch_everywhere(monkeypatch, "cut_short", original_cut, cut_spy)


def inner(rect: pygame.Rect) -> pygame.Rect:
    """A word's box less the glyph box's empty margins (touching lines do not overlap)."""
    return rect.inflate(-2, -4)


def problems_of(
    window: pygame.Rect, drawn: Drawn, buttons: Sequence[Button], where: str
) -> list[str]:
    """Every break of the rules of the module's docstring in one recorded frame."""
    words = [(order, inner(rect), name) for order, rect, name in drawn.words]
    if not words:
        return [f"no words drawn {where}"]
    found = [
        f"words {first} ({one}) and {second} ({other}) overlap {where}"
        for (_, first, one), (_, second, other) in itertools.combinations(words, 2)
        if first.colliderect(second)
    ]
    found += _on_cards(window, words, drawn.cards, where)
    found += _on_buttons(words, drawn.cards, buttons, where)
    found += [f"{button.label!r} leaves the window {where}" for button in buttons
              if not window.contains(button.rect)]  # fmt: skip
    if drawn.cut:
        found.append(f"cut short with …: {drawn.cut} {where}")
    return found


def _on_cards(window: pygame.Rect, words: list[Word], cards: list[Card], where: str) -> list[str]:
    """Words on a card (but an overlay's card drawn over them), and what leaves the window."""
    found = [f"words of {name} leave the window: {rect} {where}"
             for _, rect, name in words if not window.contains(rect)]  # fmt: skip
    found += [
        f"words {rect} ({name}) on a card {card} {where}"
        for order, rect, name in words
        for drawn_at, card, overlay in cards
        if not (overlay and drawn_at > order) and rect.colliderect(card.inflate(-2, -2))
    ]
    return found + [f"a card leaves the window: {card} {where}"
                    for _, card, _ in cards if not window.contains(card)]  # fmt: skip


def _on_buttons(
    words: list[Word], cards: list[Card], buttons: Sequence[Button], where: str
) -> list[str]:
    """Words half in a button, a button on a card, two buttons on each other."""
    found = [
        f"words {rect} ({name}) run into {button.label!r} {where}"
        for button in buttons
        for _, rect, name in words
        if not button.rect.contains(rect) and rect.colliderect(button.rect)
    ]
    found += [f"{button.label!r} on a card {where}" for button in buttons
              for _, card, _ in cards if card.colliderect(button.rect)]  # fmt: skip
    return found + [
        f"{first.label!r} overlaps {second.label!r} {where}"
        for first, second in itertools.combinations(buttons, 2)
        if first.rect.colliderect(second.rect)
    ]


def assert_apart(window: pygame.Rect, drawn: Drawn, buttons: Sequence[Button], where: str) -> None:
    """The rules of the module's docstring, for one recorded frame."""
    found = problems_of(window, drawn, buttons, where)
    assert not found, "\n".join(found)


def patch_everywhere(
    monkeypatch: pytest.MonkeyPatch, name: str, original: object, spy: Callable[..., object]
) -> None:
    """Put `spy` in place of `original` under `name` in every module of the app that
    imported it (`from regicide.ui.widgets import draw_button` binds it in each). Every
    module is imported first: one imported later, while a test's spy stood in a module it
    imports from, would bind that spy for good and hide its drawing from the next tests."""
    _import_the_whole_app()
    for module in list(sys.modules.values()):
        module_name = getattr(module, "__name__", "")
        if module_name.startswith("regicide.") and getattr(module, name, None) is original:
            monkeypatch.setattr(module, name, spy)


@functools.cache
def _import_the_whole_app() -> None:
    """Every module of the app imported, once (not `__main__`: it is the command itself)."""
    for found in pkgutil.walk_packages(regicide.__path__, "regicide."):
        if not found.name.endswith("__main__"):
            importlib.import_module(found.name)


def record_second_argument(monkeypatch: pytest.MonkeyPatch, owner: object, name: str) -> list[Any]:
    """What every call of `owner.name` (a drawing function: surface first, then what it
    draws) was asked to draw, in every module of the app, while it still draws it."""
    seen: list[Any] = []
    original = getattr(owner, name)

    def spy(surface, drawn, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(drawn)
        return original(surface, drawn, *args, **kwargs)

    patch_everywhere(monkeypatch, name, original, spy)
    return seen
