"""With no person at the table the screen names what an onlooker sees (issue 30): the caption
"Watching · all hands shown" (or the seat chosen) lies in room the game's board leaves empty,
inside the window, at every window size and UI scale, in every game, while the computers
play: drawn without the caption, the table shows nothing but the felt where it goes. A
replay names whose view it shows too."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pygame
import pytest

from regicide.games.registry import game_named
from regicide.ui.felt import draw_felt
from regicide.ui.scenes.replay import ReplayScene
from regicide.ui.table_host import TableHost
from tests.ui.driver import Ui
from tests.ui.test_one_host import open_table

pytestmark = pytest.mark.usefixtures("toy")  # the toy seated at the table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SCALES = [100, 200]
GAMES = ["regicide", "claim", "baisch", "higher-card"]
LOOKS = 8  # moments of the computers' game looked at


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="fast")
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])


def _empty_under_caption(table: TableHost, where: str) -> list[str]:
    """What the board draws where the caption goes (nothing but the felt, or a problem)."""
    window = table.ctx.window.surface
    felt = pygame.Surface(window.get_size())
    draw_felt(felt, table.ctx.theme)
    drawn = felt.copy()
    table.draw_table(drawn)
    room = table.caption_room(drawn)
    edge = table.ctx.frame.px(4)
    if not drawn.get_rect().inflate(-2 * edge, -2 * edge).contains(room):
        return [f"the caption {room} leaves the window {where}"]
    kept = room.inflate(2 * edge, 2 * edge).clip(drawn.get_rect())
    under = pygame.image.tobytes(drawn.subsurface(kept), "RGB")
    if under != pygame.image.tobytes(felt.subsurface(kept), "RGB"):
        return [f"the board draws under the caption {room} {where}"]
    return []


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", GAMES)
def test_the_onlooker_s_caption_overlaps_nothing(
    ui: Ui, name: str, size: tuple[int, int], scale: int
) -> None:
    _resize(ui, size, scale)
    table = open_table(ui, game_named(name), "computers", seed=5)
    problems: list[str] = []
    for look in range(LOOKS):
        if look == LOOKS // 2:
            ui.press(pygame.K_v)  # one seat's view now
        ui.frames(12)
        if ui.top is not table or table.session.over:
            break
        problems += _empty_under_caption(table, f"({name}, {size}, {scale}%, look {look})")
        assert table.caption_height() > 0
    assert not problems, problems


@pytest.mark.parametrize("name", ["regicide", "claim", "baisch"])
def test_a_replay_names_whose_view_it_shows(ui: Ui, name: str) -> None:
    """A replay has no person at the table either: its banner names the seat whose view the
    board shows, or every hand with spoilers on."""
    game = game_named(name)
    match = game.new_match(2, 3)
    player, rng = game.make_player(game.computer_players[0], think=0.01), random.Random(3)
    for _ in range(6):
        seat = game.to_act(match.state)
        if seat is None:
            break
        match.submit(player.choose(match.view(seat), rng))
    scene = ReplayScene(ui.ctx, game, match, "replay")
    ui.app.start(scene)
    scene.go_to(3)
    assert f"Seat {scene.viewer}'s view" in scene.caption()
    scene.toggle_spoilers()
    assert "all hands shown" in scene.caption()
    ui.step()


@pytest.mark.parametrize("name", GAMES)
def test_a_click_on_the_caption_changes_the_view_as_v_does(ui: Ui, name: str) -> None:
    """A mouse alone switches the watched view: a click on the caption is V."""
    table = open_table(ui, game_named(name), "computers", seed=5)
    ui.frames(2)
    room = table.caption_room(ui.ctx.window.surface)
    assert table.all_hands
    ui.click(room.center)
    assert not table.all_hands and table.viewer == 1 and table.play.watched == 1
    person = open_table(ui, game_named(name), "one", seed=5)
    ui.frames(2)
    ui.click(table.caption_room(ui.ctx.window.surface).center)
    assert not person.play.watching and person.viewer == 1


@pytest.mark.parametrize(("seating", "said"), [("computers", "Seat 1's"), ("one", "Your")])
def test_claim_s_piles_say_your_only_to_a_person(ui: Ui, seating: str, said: str) -> None:
    """Claim's follower piles: "Your followers" to the person at the screen, "Seat 1's
    followers" to an onlooker of two computers (nobody there is "you")."""
    table: Any = open_table(ui, game_named("claim"), seating, seed=5)
    ui.frames(1)
    words: list[str] = []
    pile = table.board._pile

    def spy(surface: pygame.Surface, top: object, at: object, said: Any, **kw: Any) -> Any:
        words.append(said[0])  # the pile's words, with the size both piles' words share
        return pile(surface, top, at, said, **kw)

    table.board._pile = spy
    ui.frames(1)
    assert any(label.startswith(f"{said} followers") for label in words), words
    assert (seating == "one") == any(label.startswith("Your") for label in words)
