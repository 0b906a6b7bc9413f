"""What the table asks before a costly move (issue 20, item 1 and 6): Enter plays the selection
wherever the focus ring is; a solo Jester token (R-SOLO-3) is spent only once the player says so,
with a "don't ask again" answer kept in the settings; the first help that costs the medal
(R-SOLO-5: an undo that showed hidden cards, a hint, autoplay) is warned about, and what helped
is noted for the end screen."""

from __future__ import annotations

import pygame

from regicide.games.regicide.engine import FlipToken, Game, PlayCards
from regicide.games.regicide.narrate.questions import token_detail
from regicide.games.regicide.ui.scenes.asking import ASSISTED_BY
from regicide.store.settings import load_settings
from regicide.ui.scenes.confirm import ConfirmScene
from regicide.ui.scenes.pause import PauseScene
from regicide.ui.widgets import Button, draw_button
from tests.builders import cards, game_at
from tests.ui.driver import Ui

CTRL = pygame.KMOD_LCTRL


def _solo(ui: Ui) -> None:
    ui.open(game_at(enemy="JC", hands=["7H 9D 3S 3C 10S"]))


def _focus(ui: Ui, label: str) -> None:
    labels = [item.label for item in ui.table.focusables()]
    ui.table.keys.focus.index = labels.index(label)


def test_enter_plays_the_selection_with_the_focus_ring_on_a_token(ui: Ui) -> None:
    """R-PLAY-1 by Enter: the Play button's key, whatever the ring is on."""
    _solo(ui)
    ui.select("3S 3C")
    _focus(ui, "token")
    ui.press(pygame.K_RETURN)
    ui.settle()
    assert ui.game.history[-1].command == PlayCards(cards("3C 3S"))
    assert ui.state.tokens_used == 0


def test_the_focus_ring_does_not_survive_the_pause_menu(ui: Ui) -> None:
    _solo(ui)
    _focus(ui, "token")
    ui.press(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    ui.press(pygame.K_ESCAPE)
    ui.ctx.stack.apply()
    assert ui.top is ui.table and ui.table.focused() is None


def test_a_token_is_spent_only_once_the_player_says_so(ui: Ui) -> None:
    """R-SOLO-3: F, the token and its button all ask first; keeping the hand changes
    nothing."""
    _solo(ui)
    for ask in (
        lambda: ui.press(pygame.K_f),
        lambda: ui.click(ui.table.board.layout.token(0).center),
        lambda: ui.click_button("Flip token"),
    ):
        ask()
        ui.ctx.stack.apply()
        assert isinstance(ui.top, ConfirmScene) and ui.top.question == "Spend a Jester token?"
        ui.answer("Keep my hand")
        assert ui.top is ui.table and ui.game.history == ()
    ui.flip_token()
    assert ui.game.history[-1].command == FlipToken()


def test_dont_ask_again_is_kept_in_the_settings(ui: Ui) -> None:
    _solo(ui)
    ui.press(pygame.K_f)
    ui.answer("Spend it; don't ask again")
    ui.settle()
    assert ui.state.tokens_used == 1
    assert not ui.ctx.settings.ask_before_token
    assert not load_settings(ui.ctx.settings_file)[0].ask_before_token
    ui.press(pygame.K_f)  # the second token at once
    ui.ctx.stack.apply()
    ui.settle()
    assert ui.top is ui.table and ui.state.tokens_used == 2


def test_the_token_question_says_what_the_medal_becomes() -> None:
    """R-SOLO-5: with a medal at stake, the question names the one a win would then earn."""
    game = Game.new(1, seed=7)
    view = game.view(1)
    assert token_detail(view, medal_at_stake=True).endswith(
        "A win would then earn Silver, not Gold."
    )
    assert "Silver" not in token_detail(view, medal_at_stake=False)
    assert token_detail(view, False).startswith("You discard your 8 cards and draw a new hand")


def test_the_token_question_never_breaks_a_count_across_lines(ui: Ui) -> None:
    """'...; 1' at a line's end and 'token will be left' under it read as two thoughts."""
    ui.open(Game.new(1, seed=7))
    ui.press(pygame.K_f)
    ui.ctx.stack.apply()
    question = ui.top
    assert isinstance(question, ConfirmScene) and "1 token will be left" in question.detail
    for width in range(200, 1200, 20):
        lines = question.wrapped(question.detail, 16, width)
        assert not any(line.rstrip()[-1:].isdigit() for line in lines[:-1]), lines


def _revealing_move(seed: int) -> PlayCards:
    """A first play of a fresh deal that draws cards (so undoing it takes back what it
    showed)."""
    for move in Game.new(1, seed=seed).legal_moves():
        trial = Game.new(1, seed=seed)
        trial.submit(move)
        if trial.undo_reveals and isinstance(move, PlayCards):
            return move
    raise AssertionError(f"no first play of seed {seed} draws a card")


def test_the_first_undo_that_costs_the_medal_is_warned_about(ui: Ui) -> None:
    """R-SOLO-5: an undo of a draw makes the game assisted, so it asks first."""
    ui.open(Game.new(1, seed=1))
    move = _revealing_move(1)
    ui.table.submit(move)
    ui.settle()
    ui.press(pygame.K_z, CTRL)
    ui.ctx.stack.apply()
    assert isinstance(ui.top, ConfirmScene) and ui.top.question == "Give up the medal?"
    ui.answer("Keep the medal")
    assert len(ui.game.history) == 1 and not ui.game.assisted
    ui.press(pygame.K_z, CTRL)
    ui.answer("Undo anyway")
    ui.settle()
    assert ui.game.history == () and ui.game.assisted
    assert ui.table.session.notes[ASSISTED_BY] == ["undo"]


def test_a_hint_and_autoplay_ask_first_while_a_medal_is_at_stake(ui: Ui) -> None:
    ui.open(Game.new(1, seed=11))
    for key, label in ((pygame.K_h, "Show the hint"), (pygame.K_a, "Start autoplay")):
        ui.press(key)
        ui.ctx.stack.apply()
        assert isinstance(ui.top, ConfirmScene) and ui.top.question == "Give up the medal?"
        assert label in [button.label for button in ui.top.buttons()]
        ui.answer("Keep the medal")
        assert not ui.game.assisted
    ui.press(pygame.K_h)
    ui.answer("Show the hint")
    assert ui.game.assisted and ui.table.session.notes[ASSISTED_BY] == ["hint"]
    ui.press(pygame.K_a)  # nothing left to lose: no question
    ui.ctx.stack.apply()
    assert ui.top is ui.table and ui.table.play.autoplay
    # every help used is named (issue 33, item 6), not only the first
    assert ui.table.session.notes[ASSISTED_BY] == ["hint", "autoplay"]
    (mark,) = [mark for mark in ui.table.marks() if mark.words == "Assisted"]
    assert "hint" in mark.tip and "autoplay" in mark.tip


def test_no_question_where_there_is_no_medal(ui: Ui) -> None:
    """A stated position (or a game of several) earns no medal: help needs no warning."""
    _solo(ui)
    ui.press(pygame.K_h)
    ui.ctx.stack.apply()
    assert ui.top is ui.table and ui.game.assisted
    assert ui.table.session.notes[ASSISTED_BY] == ["hint"]


def test_hover_and_focus_look_different(ui: Ui) -> None:
    """Only the focused button is gold; the one under the pointer is lighter, with a gold
    edge."""
    palette = ui.ctx.palette
    faces = {}
    for hovered, focused in ((False, False), (True, False), (False, True)):
        surface = pygame.Surface((200, 80))
        button = Button("", lambda: None, rect=pygame.Rect(20, 20, 160, 40))
        draw_button(surface, button, ui.ctx.text, palette, hovered=hovered, focused=focused)
        faces[hovered, focused] = tuple(surface.get_at((100, 30)))[:3]
    plain, pointed, focus = faces[False, False], faces[True, False], faces[False, True]
    gold = palette.accent
    assert _far(focus, gold) < 16 < _far(pointed, gold)  # the faces are a little see-through
    assert _far(pointed, plain) > 16


def _far(one: tuple[int, ...], other: tuple[int, ...]) -> int:
    return max(abs(a - b) for a, b in zip(one, other, strict=True))
