"""Issue 33, item 7: a message under the banner (a refusal, a hint) takes the place of the
table's caption instead of printing over it, and news of a table ("Saved as…") stays with the
table: it does not follow the player to the title."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from regicide.games.regicide.narrate.hints import AUTOPLAY_ON
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.hud import Hud
from tests.builders import game_at
from tests.ui.driver import Ui


def _captions(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Count the frames the table's caption is drawn in."""
    drawn: list[int] = []
    caption = Hud.table_caption

    def counted(hud: Hud, *args: object, **kwargs: object) -> pygame.Rect | None:
        drawn.append(1)
        return caption(hud, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Hud, "table_caption", counted)
    return drawn


def test_a_refusal_replaces_the_tables_caption(ui: Ui, monkeypatch: pytest.MonkeyPatch) -> None:
    ui.open(game_at(enemy="JC", hands=["AC 2C 3C 4C 5C 7H 9D"]))
    drawn = _captions(ui, monkeypatch)
    ui.frames(1)
    assert drawn  # an empty table says where the plays will lie
    ui.table.say("A play has at most 4 cards.")
    drawn.clear()
    ui.frames(1)
    assert not drawn and ui.table._line_under_banner() == "A play has at most 4 cards."
    ui.frames(int(5 / (1 / 60)))  # the message has gone: the caption is back
    drawn.clear()
    ui.frames(1)
    assert drawn


def test_saved_as_is_said_at_the_table_and_not_again_on_the_title(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    ui.press(pygame.K_ESCAPE)
    ui.click_button("Save as")
    ui.press(pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    ui.step([pygame.event.Event(pygame.TEXTINPUT, text="Shield wall")])
    ui.press(pygame.K_RETURN)
    ui.frames(3)
    assert ui.table.current_message == "Saved as Shield wall."
    ui.to_title()
    ui.frames(2)
    assert ui.top.news == []  # type: ignore[union-attr]
    ui.ctx.notices.append("Your game was kept in Records › Games.")
    ui.frames(1)
    assert ui.top.news == ["Your game was kept in Records › Games."]  # type: ignore[union-attr]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_autoplay_toast_leaves_no_word_alone(ui: Ui, size: tuple[int, int], scale: int) -> None:
    """Issue 33, item 10: "back)." wrapped alone onto the toast's last line."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))
    chrome = ui.table._chrome()
    lines = chrome.message_lines(AUTOPLAY_ON, ui.table.board.layout.banner.width)
    assert len(lines) == 1 or len(lines[-1].split()) > 1, lines


@pytest.mark.parametrize(
    ("size", "scale"), [((1920, 1080), 100), ((1280, 720), 100), ((960, 540), 200)]
)
def test_a_line_under_the_banner_never_lies_on_the_cards_played(
    ui: Ui, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Played by hand (4 seats at 1920x1080 100%, midnight): "Mira chose Edric to go next"
    lay across the top of the A♦ and 5♥ just played; where under the banner the line would
    reach the cards played, it takes the banner's place."""
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    hands = ["7H 9D", "3S 5C", "4C", "AH KC"]
    ui.open(game_at(4, enemy="JC", hands=hands, table=["AD 5H", "JKR"]))
    if ui.table.covered:
        ui.uncover()
    placed: list[pygame.Rect] = []
    place = Chrome.message_place

    def kept(chrome: Chrome, *args: Any, **kwargs: Any) -> tuple[pygame.Rect, list[str], bool]:
        found = place(chrome, *args, **kwargs)
        placed.append(found[0])
        return found

    monkeypatch.setattr(Chrome, "message_place", kept)
    ui.table.say("Mira chose Edric to go next", calm=True)
    ui.frames(2)
    played = ui.table.board.played_rects()
    assert len(played) == 3 and placed
    assert all(spot.collidelist(played) < 0 for spot in placed), (placed, played)
