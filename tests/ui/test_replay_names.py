"""A replay names the seats as the table did (the record keeps who sat where): Claim's
computer is "Strong AI" and the person "you" in the move list, the log and the caption,
never "Seat 2"; between two people the seats stay "Seat 1" and "Seat 2"."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.claim.definition import GAME
from regicide.games.claim.ui.board import Board
from regicide.games.claim.ui.shown import Scene
from regicide.store.keys import SEATS_KEY
from regicide.store.saves import Saved
from regicide.ui.scenes.replay import ReplayScene
from tests.games.claim.ui.test_claim_layout import _played
from tests.ui.driver import Ui


def _watch(ui: Ui, seats: list[str] | None) -> ReplayScene:
    extra = {SEATS_KEY: seats} if seats else {}
    scene = ui.ctx.navigation.watch(Saved(GAME, _played(5, 30), extra), "a game")
    ui.ctx.stack.apply()
    ui.frames(1)
    assert isinstance(scene, ReplayScene)
    return scene


def _words(scene: ReplayScene) -> str:
    log = [line for line, _ in scene.log_view().lines]
    return "\n".join([*scene.move_lines(), *log])


@pytest.mark.parametrize("seats", [["human", "strong"], ["strong", "human"]])
def test_a_replay_calls_the_computer_by_its_level_and_the_person_you(
    ui: Ui, seats: list[str]
) -> None:
    scene = _watch(ui, seats)
    scene.go_to(30)
    words = _words(scene)
    computer = seats.index("strong") + 1
    assert "Strong AI" in words
    assert f"Seat {computer}" not in words and f"seat {computer}" not in words
    scene.go_to(scene.position)
    caption = scene.caption()
    assert "Seat " not in caption, caption


def test_between_two_people_a_replay_keeps_seat_numbers(ui: Ui) -> None:
    scene = _watch(ui, None)
    scene.go_to(30)
    words = _words(scene)
    assert "AI" not in words and "Seat 2" in words


@pytest.mark.parametrize("seats", [["human", "strong"], ["strong", "human"]])
def test_claim_s_replay_board_names_the_seats_too(
    ui: Ui, seats: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The plates, the trick and the score panel are drawn with the table's names, and
    the person's piles read "Your", never "You's"."""
    shown: list[Scene] = []
    draw = Board.draw

    def spy(board: Board, surface: pygame.Surface, scene: Scene) -> None:
        shown.append(scene)
        draw(board, surface, scene)

    monkeypatch.setattr(Board, "draw", spy)
    scene = _watch(ui, seats)
    for position in (0, 7, 30):  # either seat faces the screen
        scene.go_to(position)
        shown.clear()
        ui.frames(1)
        names = set(shown[-1].names)
        assert names == {"You", "Strong AI"}, names
        mine = shown[-1].names[0] == "You"
        texts = ("Your pile", "Their pile", "{name}'s pile")
        assert shown[-1].owned(mine, texts) == "Your pile"
        assert shown[-1].owned(not mine, texts) == "Strong AI's pile"
