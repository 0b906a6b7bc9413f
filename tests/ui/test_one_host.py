"""Every game is played in the one table host (regicide/ui/table_host.py, issue 30), through the
real scenes: for each game (Regicide, Claim, Baisch and the toy) with one person against
computers, two people and a computer (Claim: two people, its only other seating), autoplay
from the person's seat, and computers only, at every frame

- the seat facing the screen is a person's seat whenever a person sits at the table (under
  autoplay, the person's own), and the board is handed that seat's view and no other;
- behind the cover between people the game's board is not drawn at all (no card face, no
  private fact: the host's cover is the bare felt and whose turn it is);
- no computer moves while the screen is covered (its public turn plays on the open table);

and at the end the end screen's words are the record's result for the seat facing the screen,
and the game is in the archive, counted for its people."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

import pygame
import pytest

from regicide.games.protocol import GameDef, Result, ResultKind
from regicide.games.registry import game_named
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.store.archive import games_dir
from regicide.store.records import read_archive
from regicide.ui.scene import Scene
from regicide.ui.table_host import TableHost
from tests.toy.higher_card import GAME as TOY
from tests.ui.driver import Ui, key_event

SEATINGS = {
    "regicide": {
        "one": ("human", "random"),
        "two": ("human", "human", "random"),
        "split": ("human", "random", "human"),
    },
    "claim": {"one": ("human", "random"), "two": ("human", "human")},
    "baisch": {
        "one": ("human", "random"),
        "two": ("human", "human", "random"),
        "split": ("human", "random", "human"),
    },
    "higher-card": {
        "one": ("human", "lowest"),
        "two": ("human", "human", "lowest"),
        "split": ("human", "lowest", "human"),
    },
}
FRAMES = 6000  # a whole game, however long, at instant animations


pytestmark = pytest.mark.usefixtures("toy")  # the toy seated at the table


def board_seat(table: TableHost) -> int:
    """The seat whose view the game's board was handed (read through each board)."""
    board: Any = getattr(table, "board", None)
    name = table.session.game.name
    if name == "regicide":
        seat: int = board.sight.viewer
        assert board.view.seat == seat
        return seat
    if name == "baisch":
        return int(board.seen.seat)
    if name == "claim":
        return int(table.scene().view.seat)  # type: ignore[attr-defined]
    return int(table.drawn[-1].seat)  # type: ignore[attr-defined]


def end_says_won(scene: Scene, name: str) -> tuple[str, bool | None]:
    """The end screen's title, and whether the game's own words say the table won (Regicide,
    cooperative, words it "Victory!")."""
    if name == "regicide":
        won = bool(scene.won)  # type: ignore[attr-defined]
        return ("Victory!" if won else "Defeat"), won
    if name == "baisch":
        return scene.ending.title, None  # type: ignore[attr-defined]
    if name == "claim":
        return scene.title(), None  # type: ignore[attr-defined]
    return scene.question, None  # type: ignore[attr-defined]


def end_notes(scene: Any, name: str) -> str:
    """Every line the end screen says under its title."""
    if name == "regicide":
        return str(scene.assisted_words()) if scene.ending.outcome.assisted else ""
    if name == "baisch":
        return " ".join(scene.ending.lines)
    if name == "claim":
        return " ".join(scene.notes())
    return str(scene.detail)


def expected_title(result: Result, people: tuple[int, ...]) -> str:
    """What the end screen must say, written from the rules of issue 30 (not from the code):
    "you" for one person, "you both" for two who won or lost together, else the winners
    named and the people thanked together."""
    if not result.winners and result.kind is ResultKind.DRAW:
        return "A draw"
    if not people:
        return _named(result.winners) if result.winners else "Nobody wins"
    you = {1: "You", 2: "You both"}.get(len(people), "You all")
    if all(p in result.winners for p in people):
        return f"{you} win!"
    if not any(p in result.winners for p in people):
        return f"{you} lose"
    return f"{_named(result.winners)} — well played, {'both' if len(people) == 2 else 'all'}"


def _named(winners: tuple[int, ...]) -> str:
    names = " and ".join(f"Seat {seat}" for seat in winners)
    return f"{names} {'wins' if len(winners) == 1 else 'win'}"


@dataclass
class Watch:
    """What the frames showed."""

    covered_frames: int = 0
    drawn_covered: int = 0
    boards: list[int] = field(default_factory=list)


def spy(table: TableHost, watch: Watch) -> None:
    """Count the game's own drawing, and read the board's seat at each."""
    draw_table = table.draw_table

    def drawing(surface: pygame.Surface) -> None:
        if table.covered:
            watch.drawn_covered += 1
        draw_table(surface)
        watch.boards.append(board_seat(table))
        assert watch.boards[-1] == table.viewer, "the board shows another seat's view"

    table.draw_table = drawing  # type: ignore[method-assign]


def seated(game: GameDef, seating: str) -> tuple[str, ...]:
    """Who sits where: one person (also under autoplay), two people, or computers only."""
    if seating == "computers":
        return ("lowest", "random") if game is TOY else ("random", "random")
    return SEATINGS[game.name]["one" if seating == "autoplay" else seating]


def open_table(ui: Ui, game: GameDef, seating: str, seed: int) -> TableHost:
    """The game dealt and opened as the app opens it (the autosave holds it); under autoplay
    the person presses A at once (and says yes where the game asks first)."""
    names = seated(game, seating)
    seats = seats_of(game, list(names), think=0.0)
    session = deal_session(game, len(names), seed=seed, seats=seats, saver=ui.ctx.autosaver)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    assert isinstance(table, TableHost)
    if seating == "autoplay":
        table.computers.helper = "lowest" if game is TOY else "instant"  # no long thinking
        ui.frames(2)
        ui.press(pygame.K_a)
        while ui.top is not table:  # Regicide asks first while a medal is at stake
            ui.press(pygame.K_RETURN)
        assert table.play.autoplay
    return table


def one_frame(ui: Ui, table: TableHost, picker: random.Random, watch: Watch) -> None:
    """A frame as the people at the screen would spend it: the one covered out takes the
    screen (sometimes a frame later), the one to play plays a random legal move."""
    session = table.session
    covered, acting, moves = table.covered, session.to_act, len(session.match.moves)
    if covered:
        watch.covered_frames += 1
        ui.step([key_event(pygame.K_RETURN)] if picker.random() < 0.5 else [])
    elif table.play.person_acting and not table.animating and ui.top is table:
        table.submit(picker.choice(session.match.legal_moves()))
        ui.step()
    else:
        ui.step()
    if len(session.match.moves) > moves and acting not in session.human_seats:
        assert not covered, "a computer played behind the cover"


def play_out(ui: Ui, game: GameDef, seating: str, seed: int) -> tuple[TableHost, Watch]:
    """A whole game through the scenes: people take the screen (Enter) and play random legal
    moves; computers play through the host. Returns the table and what the frames showed."""
    table = open_table(ui, game, seating, seed)
    watch = Watch()
    spy(table, watch)
    session, people = table.session, table.session.human_seats
    picker = random.Random(seed)
    for _ in range(FRAMES):
        if session.over and ui.top is not table:
            break
        one_frame(ui, table, picker, watch)
        if people:
            assert table.viewer in people, "a computer's seat faces the screen"
        if seating == "autoplay":
            assert table.viewer == people[0], "autoplay took the person's chair"
    assert session.over, "the game did not end"
    return table, watch


@pytest.mark.parametrize("seating", ["one", "two", "autoplay", "computers"])
@pytest.mark.parametrize("name", ["regicide", "claim", "baisch", "higher-card"])
def test_every_game_keeps_to_the_person_s_seat_and_hides_behind_one_cover(
    ui: Ui, name: str, seating: str
) -> None:
    game = game_named(name)
    table, watch = play_out(ui, game, seating, seed=11)
    session = table.session
    people = session.human_seats
    assert watch.boards and watch.drawn_covered == 0
    if people:
        assert set(watch.boards) <= set(people)
    if seating == "two":
        assert watch.covered_frames > 0, "people shared the screen without a cover"
    result = session.result
    assert result is not None
    words, won = end_says_won(ui.top, name)  # type: ignore[arg-type]
    if name == "regicide":
        assert won == (result.kind is ResultKind.WON)
    else:
        assert words == expected_title(result, people)
    assert ("Assisted" in end_notes(ui.top, name)) == (seating == "autoplay")
    kept = [g for g in read_archive(games_dir()).games if g.game == name]
    assert len(kept) == 1 and kept[0].finished and kept[0].people == people
    assert kept[0].assisted == (seating == "autoplay")


def test_a_table_that_runs_its_own_life_cycle_is_refused() -> None:
    """A game's table gives the host hooks: defining `update` (or any of the life cycle) is
    refused when the class is made, so no game can skip a chore."""
    with pytest.raises(TypeError, match="life cycle"):
        type("Rogue", (TableHost,), {"update": lambda self, dt: None})


def test_the_toy_needs_no_end_screen_of_its_own(ui: Ui) -> None:
    """The toy's kit gives no end screen: the host's says the verdict for the person."""
    table, _ = play_out(ui, TOY, "one", seed=4)
    result = table.session.result
    assert result is not None
    said, _ = end_says_won(ui.top, TOY.name)  # type: ignore[arg-type]
    assert said == ("You win!" if 1 in result.winners else "You lose")


@pytest.mark.parametrize("name", ["regicide", "claim", "baisch", "higher-card"])
def test_an_onlooker_chooses_the_seat_to_watch_and_the_screen_says_so(ui: Ui, name: str) -> None:
    """Computers only: every hand is shown at first; V watches from Seat 1, then Seat 2, ...,
    then every hand again; the board gets that seat's view whoever acts, and the screen names
    the view."""
    game = game_named(name)
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal")  # computers' pace
    table = open_table(ui, game, "computers", seed=5)
    watch = Watch()
    spy(table, watch)
    ui.frames(2)
    assert table.all_hands and "all hands shown" in table.watching_words()
    for seat in range(1, game.players(table.session.state) + 1):
        ui.press(pygame.K_v)
        names = table.names if name == "regicide" else {}  # type: ignore[attr-defined]
        called = names.get(seat, f"Seat {seat}")  # Regicide's teammates by their names
        assert table.viewer == seat and f"{called}'s view" in table.watching_words()
        assert not table.all_hands
    ui.press(pygame.K_v)
    assert table.all_hands and "all hands shown" in table.watching_words()
    ui.press(pygame.K_v)
    acting = set()
    for _ in range(600):
        if table.session.over:
            break
        acting.add(table.session.to_act)
        ui.step()
        assert table.viewer == 1
    assert acting - {1, None}, "only Seat 1 acted: the test saw nothing"
    assert watch.boards[-1] == 1


def open_hands_drawn(table: TableHost) -> set[int]:
    """The seats whose whole hands the game's board shows face up now (read through each
    board)."""
    board: Any = getattr(table, "board", None)
    state: Any = table.session.state
    seats = range(1, table.session.game.players(state) + 1)
    name = table.session.game.name
    if name == "regicide":
        if board.sight.open_hands:
            return set(seats)
        return {board.sight.viewer}
    if name == "baisch":
        seen = board.seen
        return {p.seat for p in seen.seats if len(p.known) == p.hand_size} | {seen.seat}
    if name == "claim":
        scene = table.scene()  # type: ignore[attr-defined]
        other = scene.other_hand
        shown = {scene.view.seat}
        if other is not None and tuple(other) == tuple(state.hands[2 - scene.view.seat]):
            shown.add(3 - scene.view.seat)
        return shown
    return set(table.open_seats[-1])  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["regicide", "claim", "baisch", "higher-card"])
def test_an_onlooker_of_computers_sees_every_hand_until_choosing_a_seat(ui: Ui, name: str) -> None:
    """Computers only: the board shows every seat's hand face up (nobody at the table can be
    spoiled) while no seat is chosen, and only the chosen seat's once V chooses one; with a
    person at the table it never does."""
    game = game_named(name)
    table = open_table(ui, game, "computers", seed=5)
    seats = set(range(1, game.players(table.session.state) + 1))
    ui.frames(2)
    assert open_hands_drawn(table) == seats
    ui.press(pygame.K_v)
    ui.frames(2)
    assert open_hands_drawn(table) == {1}
    person = open_table(ui, game, "one", seed=5)
    ui.frames(2)
    assert not person.all_hands and open_hands_drawn(person) == {1}


def test_v_changes_nothing_while_a_person_sits(ui: Ui) -> None:
    table = open_table(ui, TOY, "one", seed=5)
    ui.frames(2)
    ui.press(pygame.K_v)
    assert table.viewer == 1 and table.play.watched is None and table.watching_words() == ""


def test_nobody_s_hand_is_yours_when_only_computers_play(ui: Ui) -> None:
    """Regicide's hand caption under the table names the watched seat, never "your hand"."""
    from regicide.games.regicide.narrate import hand_caption, named  # noqa: PLC0415 (one test)

    table = open_table(ui, game_named("regicide"), "computers", seed=5)
    ui.frames(2)
    shown: list[str] = []
    hud = table.board.hud  # type: ignore[attr-defined]
    own_label = hud.own_label

    def own(surface: pygame.Surface, layout: object, words: str) -> None:
        shown.append(words)
        own_label(surface, layout, words)

    hud.own_label = own
    ui.frames(1)
    assert shown and "your" not in shown[-1].lower()
    caption = hand_caption(table.board.view, watching=True)  # type: ignore[attr-defined]
    assert shown[-1] == named(caption, table.names)  # type: ignore[attr-defined]
    assert shown[-1].startswith(("Alys's", "Rowan's", "Mira's", "Edric's"))  # computers all


@pytest.mark.parametrize("name", ["regicide", "baisch", "higher-card"])
def test_a_computer_between_two_people_plays_on_the_open_table(ui: Ui, name: str) -> None:
    """Seat 2 a computer between two people: its turn plays in the open (from the last
    person's chair), and the cover comes only before the next person's cards."""
    game = game_named(name)
    _, watch = play_out(ui, game, "split", seed=7)
    assert watch.covered_frames > 0 and watch.drawn_covered == 0
    assert set(watch.boards) <= {1, 3}
