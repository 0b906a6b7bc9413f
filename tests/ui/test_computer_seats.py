"""Computer seats at the table (issue 10, in the app): they play themselves from their own
view at a readable pace, the cover shows only between people, undo goes back to the last
decision a person made, hints say why and mark the game assisted, autoplay finishes a game,
and a continued game keeps its computer teammates."""

from __future__ import annotations

from pathlib import Path

import pygame

from regicide.games.regicide.engine import Game, Phase, Status, legal_moves
from regicide.games.regicide.ui.scenes.table import TableScene
from regicide.play.seating import seats_of
from regicide.play.session import Session
from regicide.store.keys import SEATS_KEY
from regicide.store.saves import load_saved
from tests.builders import REGICIDE, game_at
from tests.ui.driver import Ui


def _table(ui: Ui, players: int, kinds: list[str], seed: int = 3) -> TableScene:
    session = Session(
        REGICIDE, Game.new(players, seed=seed), seats_of(REGICIDE, kinds), saver=ui.ctx.autosaver
    )
    table = TableScene(ui.ctx, session)
    ui.app.start(table)
    ui.settle()
    return table


def _until(ui: Ui, done: object, frames: int = 3000) -> None:
    for _ in range(frames):
        if callable(done) and done():
            return
        ui.step()
    raise AssertionError("the table never got there")


def test_one_person_and_three_computers_play_with_no_cover(ui: Ui, home: Path) -> None:
    table = _table(ui, 4, ["human", "instant", "instant", "instant"], seed=5)
    covers = []
    for _ in range(30):  # the person plays; the computers answer by themselves
        if table.session.over:
            break
        _until(ui, lambda: table.session.over or table.computers.acting_seat is None)
        covers.append(table.covered)
        if table.session.over:
            break
        assert table.viewer == 1 and table.state.current == 1
        table.submit(_any_move(table))
        ui.step()
    assert not any(covers)
    seats_played = {turn.command for turn in table.session.match.history}
    assert len(table.session.match.history) > 3 and seats_played


def _any_move(table: TableScene):

    return legal_moves(table.state)[0]


def test_undo_goes_back_to_the_persons_last_decision(ui: Ui, home: Path) -> None:
    table = _table(ui, 2, ["human", "instant"], seed=8)
    game = table.session.match
    while not any(turn.events[0].seat == 2 for turn in game.history if turn.events):  # type: ignore[attr-defined]
        table.submit(_any_move(table))
        _until(ui, lambda: table.computers.acting_seat is None and not table.animating)
    assert not table.session.over and table.state.current == 1
    ui.press(pygame.K_z, pygame.KMOD_CTRL)
    ui.settle()
    assert table.state.current == 1 and table.computers.acting_seat is None
    assert all(getattr(turn.events[0], "seat", 1) == 1 for turn in game.history if turn.events)


def test_a_hint_lifts_the_cards_says_why_and_marks_the_game_assisted(ui: Ui, home: Path) -> None:
    table = _table(ui, 1, ["human"], seed=11)
    table.computers.helper = "instant"
    ui.press(pygame.K_h)
    ui.answer("Show the hint")  # a fresh solo deal: the medal is at stake, so it asks first
    _until(ui, lambda: not table.computers.hint_pending)
    ui.step()
    assert table.session.match.assisted
    assert table.current_message.startswith("Hint: ")


def test_a_hint_s_words_go_once_its_move_is_made(ui: Ui, home: Path) -> None:
    """Played in a real window: "Hint: Play 7♣ …" stayed on while the person discarded for
    the damage that followed; the hint spoke of the position before, so a move takes it off
    (news a computer says stays its time)."""
    table = _table(ui, 1, ["human"], seed=11)
    table.computers.helper = "instant"
    ui.press(pygame.K_h)
    ui.answer("Show the hint")
    _until(ui, lambda: not table.computers.hint_pending)
    ui.step()
    assert table.current_message.startswith("Hint: ")
    ui.press(pygame.K_RETURN)  # plays the lifted cards
    ui.step()
    assert len(table.session.match.history) == 1
    assert not table.current_message.startswith("Hint: "), table.current_message


def test_autoplay_finishes_the_game(ui: Ui, home: Path) -> None:
    table = _table(ui, 2, ["human", "instant"], seed=2)
    table.computers.helper = "instant"
    ui.press(pygame.K_a)
    _until(ui, lambda: table.session.over, frames=20000)
    assert table.session.match.assisted and table.state.status is not Status.PLAYING


def test_a_continued_game_keeps_its_computer_teammates(ui: Ui, home: Path) -> None:
    table = _table(ui, 3, ["human", "strong", "casual"], seed=4)
    table.submit(_any_move(table))
    table.computers.cancel()
    ui.ctx.autosaver.flush()
    _, _, extra = load_saved(ui.ctx.autosave)
    assert extra[SEATS_KEY] == ["human", "strong", "casual"]
    ui.to_title()
    ui.click_button("Continue")
    ui.settle()
    names = ui.table.session.seat_names()
    assert names == ["human", "strong", "casual"]


def test_after_a_persons_jester_the_computers_say_if_they_would_like_to_go_next(
    ui: Ui, home: Path
) -> None:
    """R-JEST-4: the one kind of talk the rules allow, shown on the table."""
    game = game_at(3, enemy="QH", hands=["JKR 7H 9D 2S", "3S 5C", "4C 4D 8H"])
    session = Session(
        REGICIDE, game, seats_of(REGICIDE, ["human", "instant", "instant"]), saver=ui.ctx.autosaver
    )
    table = TableScene(ui.ctx, session)
    ui.app.start(table)
    ui.settle()
    ui.play_by_keys("JKR")
    ui.settle()
    assert table.state.phase is Phase.CHOOSE_NEXT and table.state.current == 1
    title, lines = table.preview()  # in the chooser's panel, not over the cards
    talk = " ".join(words for words, _ in lines)
    assert title == "Who takes the next turn?" and "2" in talk and "3" in talk
    assert "like to go next" in talk or "rather not" in talk


def test_autoplay_in_a_hot_seat_game_never_waits_behind_the_cover(ui: Ui, home: Path) -> None:
    table = _table(ui, 2, ["human", "human"], seed=6)
    table.computers.helper = "instant"
    ui.press(pygame.K_a)
    _until(ui, lambda: table.session.over, frames=20000)
    assert not table.covered
