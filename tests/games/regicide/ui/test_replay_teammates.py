"""Issue 33, item 1: a replay of a game with computer teammates calls them as the live table did
("Rowan", "Mira"), everywhere: their plates, faces and strength badges, the hand caption while
one of them acts, the banner, the move list and the log; never "Seat 2" nor "Strong AI"."""

from __future__ import annotations

import random

import pygame
import pytest

from regicide.games.regicide.engine import Game
from regicide.games.regicide.ui.hud import Hud, SeatInfo
from regicide.games.regicide.ui.layout import TableLayout
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.store.keys import SEATS_KEY
from regicide.store.saves import Saved
from regicide.ui.scenes.replay import ReplayScene
from tests.builders import REGICIDE
from tests.ui.driver import Ui


def _played(players: int, seed: int = 7, moves: int = 40) -> Game:
    game = Game.new(players, seed=seed)
    picker = random.Random(seed)
    while game.legal_moves() and len(game.history) < moves:
        game.submit(picker.choice(game.legal_moves()))
    return game


def _watch(ui: Ui, game: Game, seats: list[str] | None) -> ReplayScene:
    extra = {SEATS_KEY: seats} if seats else {}
    scene = ui.ctx.navigation.watch(Saved(REGICIDE, game, extra), "a game")
    ui.ctx.stack.apply()
    ui.frames(1)
    assert isinstance(scene, ReplayScene)
    return scene


class Drawn:
    """The words the board draws: each plate's name, face and badge, the hand caption and
    the banner."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.plates: list[SeatInfo] = []
        self.words: list[str] = []
        seat, own, banner, stats = Hud.seat, Hud.own_label, Hud.banner, Hud.stat_titles

        def on_seat(hud: Hud, s: pygame.Surface, lay: TableLayout, r: pygame.Rect, i: SeatInfo):  # type: ignore[no-untyped-def]
            self.plates.append(i)
            seat(hud, s, lay, r, i)

        def on_own(hud: Hud, s: pygame.Surface, lay: TableLayout, text: str) -> None:
            self.words.append(text)
            own(hud, s, lay, text)

        def on_banner(hud: Hud, s: pygame.Surface, lay: TableLayout, text: str, u: bool) -> None:
            self.words.append(text)
            banner(hud, s, lay, text, u)

        def on_stats(hud: Hud, lay: TableLayout, view: object, taker: str = "") -> object:
            self.words.append(taker)  # who takes the damage: "Mira takes", "You take"
            return stats(hud, lay, view, taker)  # type: ignore[arg-type]

        monkeypatch.setattr(Hud, "stat_titles", on_stats)
        monkeypatch.setattr(Hud, "seat", on_seat)
        monkeypatch.setattr(Hud, "own_label", on_own)
        monkeypatch.setattr(Hud, "banner", on_banner)

    def clear(self) -> None:
        self.plates.clear()
        self.words.clear()


def _all_words(scene: ReplayScene) -> list[str]:
    log = [line for line, _ in scene.log_view().lines]
    return [*scene.move_lines(), *log, scene.caption()]


@pytest.mark.parametrize(
    ("seats", "teammates"),
    [
        (["human", "strong", "casual"], {2: "Rowan", 3: "Mira"}),
        (["strong", "human", "expert", "casual"], {1: "Alys", 3: "Mira", 4: "Edric"}),
    ],
)
def test_a_replay_names_the_teammates_as_the_table_did_everywhere(
    ui: Ui, monkeypatch: pytest.MonkeyPatch, seats: list[str], teammates: dict[int, str]
) -> None:
    drawn = Drawn(monkeypatch)
    game = _played(len(seats))
    scene = _watch(ui, game, seats)
    met: set[int] = set()
    for position in range(scene.moves + 1):
        scene.go_to(position)
        drawn.clear()
        ui.frames(1)
        words = [*drawn.words, *_all_words(scene), *(info.name for info in drawn.plates)]
        for seat in teammates:
            assert not any(f"Seat {seat}" in text for text in words), words
        assert not any(" AI" in text for text in words), words
        for info in drawn.plates:
            seat = next((s for s, name in teammates.items() if name == info.name), None)
            if seat is not None:
                met.add(seat)
                assert info.face == f"teammate-{teammates[seat].lower()}"
                assert info.level and info.computer
            else:
                assert info.name == "You" and not info.level  # the one person, as at the table
    assert met == set(teammates)
    names = " ".join(_all_words(scene))
    assert all(name in names for name in teammates.values()), names


def test_computers_only_a_replay_names_every_seat_as_the_onlooker_s_table_did(ui: Ui) -> None:
    scene = _watch(ui, _played(3), ["casual", "strong", "casual"])
    scene.go_to(12)
    assert scene.names == ("Alys", "Rowan", "Mira")
    assert not any("Seat " in text for text in _all_words(scene))


def test_between_people_a_replay_keeps_the_seat_numbers(ui: Ui) -> None:
    scene = _watch(ui, _played(3), None)
    scene.go_to(12)
    assert scene.names == ("Seat 1", "Seat 2", "Seat 3")
    words = " ".join(_all_words(scene))
    assert "Seat 2" in words and not any(name in words for name in ("Rowan", "Mira"))


def test_a_solo_replay_shows_your_view_and_your_hand(
    ui: Ui, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A solo game's replay said "Seat 1's view" over "The hand (8 of 8)": the one person
    is "you" there, as at the table."""
    drawn = Drawn(monkeypatch)
    scene = _watch(ui, _played(1, moves=6), None)
    scene.go_to(3)
    drawn.clear()
    ui.frames(1)
    assert "your view" in scene.caption() and "Seat 1" not in scene.caption()
    assert any(words.startswith("Your hand") for words in drawn.words), drawn.words


def test_the_replay_from_the_table_names_its_seats_as_the_table_did(ui: Ui) -> None:
    """Played by hand (hot seat, two people and Mira, 1280x720 200%): Watch the replay from
    the end screen showed "Seat 3" with a stranger's face where the table had Mira, and
    headed its moves "this game" in small letters."""
    kinds = ["human", "human", "strong"]
    session = Session(REGICIDE, _played(3, moves=12), seats_of(REGICIDE, kinds))
    table = TableScene(ui.ctx, session)
    ui.app.start(table)
    ui.settle()
    table.watch_replay()
    ui.ctx.stack.apply()
    ui.frames(1)
    scene = ui.top
    assert isinstance(scene, ReplayScene)
    assert scene.names == table.team().called == ("Seat 1", "Seat 2", "Mira")
    assert all(line[:1].isupper() for line in scene._title_lines())
