"""The table's buttons, from the state and what they do (no scene): the big action buttons
(asked of the engine: what may be played, yielded, discarded, flipped now), the top bar's,
and what stops dragged cards from going where they are dropped."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from regicide.games.regicide.engine import (
    Card,
    GameState,
    Phase,
    Refusal,
    Status,
    can_discard,
    can_play,
    flip_problem,
    yield_problem,
    yielding_allowed,
)
from regicide.games.regicide.narrate import refusal_words
from regicide.games.regicide.ui.layout import (
    ACTION_TEXT,
    BAR_TEXT,
    CROWNS_END,
    MARK_TEXT,
    TableLayout,
    discard_word,
    flip_word,
    play_word,
    yield_word,
)
from regicide.i18n import N_, _, pgettext
from regicide.play.session import Session
from regicide.ui.widgets import Button

Action = Callable[[], None]


@dataclass(frozen=True)
class Moves:
    """What the action buttons do: play (or discard) the selection, yield, flip a token."""

    play: Action
    yield_: Action
    flip: Action


@dataclass(frozen=True)
class Chores:
    """What the top bar's buttons do."""

    menu: Action
    log: Action
    undo: Action
    redo: Action
    hint: Action


@dataclass
class Focusable:
    """Something Tab can reach: its outline and what Space (or Enter) does with it."""

    rect: pygame.Rect
    activate: Callable[[], object]
    label: str
    enabled: bool = True  # False: a disabled button, which Tab passes over


def action_buttons(
    state: GameState, cards: Sequence[Card], layout: TableLayout, moves: Moves
) -> list[Button]:
    """Play (or Discard), Yield where the game allows it, Flip token in solo: each disabled
    with the engine's reason when it cannot be used now."""
    if state.status is not Status.PLAYING or state.phase is Phase.CHOOSE_NEXT:
        return []
    enter = _("Enter")
    if state.phase is Phase.SUFFER:
        buttons = [_button(discard_word(), moves.play, _said(can_discard(state, cards)), enter)]
    else:
        problem = _said(can_play(state, cards)) if cards else _("Select cards first.")
        buttons = [_button(play_word(), moves.play, problem, enter)]
        if yielding_allowed(state):
            buttons.append(_button(yield_word(), moves.yield_, _said(yield_problem(state)), "Y"))
    if state.is_solo and (state.tokens_left or state.phase is Phase.PLAY):
        buttons.append(_button(flip_word(), moves.flip, _said(flip_problem(state)), "F"))
    rects, keys = layout.action_rects([(button.label, button.hint) for button in buttons])
    for button, rect in zip(buttons, rects, strict=True):
        button.rect = rect
        button.font_size = layout.frame.px(ACTION_TEXT)
        if not keys:  # no room: the tooltip says the key (KEYS)
            button.hide_hint()
    return buttons


def stop_button(layout: TableLayout, stop: Action) -> list[Button]:
    """Under autoplay, the person's one control: Stop autoplay (A), where Play would be."""
    button = Button(stop_word(), stop, hint="A")
    rects, keys = layout.action_rects([(button.label, button.hint)])
    button.rect = rects[0]
    button.font_size = layout.frame.px(ACTION_TEXT)
    if not keys:
        button.hide_hint()
    return [button]


def stop_word() -> str:
    """The table's Stop autoplay button (short: the pause menu says it in full)."""
    return pgettext("button", "Stop autoplay")


def _button(label: str, action: Action, problem: str | None, hint: str) -> Button:
    return Button(label, action, problem is None, problem or "", hint)


def _said(problem: Refusal | None) -> str | None:
    """The engine's refusal in the player's words, or None."""
    return None if problem is None else refusal_words(problem)


def top_buttons(
    session: Session,
    log_open: bool,
    layout: TableLayout,
    chores: Chores,
    *,
    hint_problem: str | None = None,
    marks: Sequence[str] = (),
) -> list[Button]:
    """Menu, the log, Redo, Undo (locked during the tutorial's lessons) and Hint, from the
    right (left of them the game's marks, worded `marks`)."""
    lock = session.history_lock
    keys = {label: _(key) for label, key in TOP_KEYS.items()}
    redo, undo = lock or _("Nothing to redo."), lock or _("Nothing to undo.")
    buttons = [
        Button(_(MENU), chores.menu, hint=keys[MENU]),
        Button(_(HIDE_LOG) if log_open else _(LOG), chores.log, hint=keys[LOG]),
        Button(_(REDO), chores.redo, session.can_redo, redo, keys[REDO]),
        Button(_(UNDO), chores.undo, session.can_undo, undo, keys[UNDO]),
        Button(
            _(HINT),
            chores.hint,
            hint_problem is None and lock is None,
            lock or hint_problem or "",
            keys[HINT],
            about=_("The computer's move for you, and why (the game then earns no medal)."),
        ),
    ]
    lay_top_row(buttons, layout, marks)
    return buttons


#: The top bar's words (translated where shown).
MENU, LOG, HIDE_LOG = N_("Menu"), N_("Log"), N_("Hide log")
REDO, UNDO, HINT = N_("Redo"), N_("Undo"), N_("Hint")
#: The top bar's keys, by label: shown on its buttons, or in their tooltips when the bar has
#: no room for them (both translated where shown: "Strg+Z").
TOP_KEYS = {
    MENU: N_("Esc"),
    LOG: "L",
    HIDE_LOG: "L",
    REDO: N_("Ctrl+Y"),
    UNDO: N_("Ctrl+Z"),
    HINT: "H",
}

#: Every button's key, by label (the table's top bar and action buttons, the replay's top
#: bar and speed buttons): for the tooltips of buttons that had no room to show it.
KEYS = {
    **TOP_KEYS,
    **{N_("Back"): N_("Esc"), N_("Play from here"): "P"},
    **{N_("Spoilers: On"): "S", N_("Spoilers: Off"): "S"},
    **{N_("Slower"): "−", N_("Faster"): "+"},
}


def button_keys() -> dict[str, str]:
    """`KEYS` in the player's language now: each button's words and its key's name."""
    enter = _("Enter")
    actions = {play_word(): enter, discard_word(): enter, yield_word(): "Y", flip_word(): "F"}
    actions[stop_word()] = "A"
    return {**{_(label): _(key) for label, key in KEYS.items()}, **actions}


def lay_top_row(buttons: list[Button], layout: TableLayout, marks: Sequence[str] = ()) -> None:
    """Place the top bar's buttons from the right, each as wide as its words; their keys
    move into their tooltips when the bar is short of room (right of the crowns and the
    game's marks, worded `marks`)."""
    pills = sum(layout.width_of(words, MARK_TEXT, bold=True) + 24 for words in marks)
    left = CROWNS_END + pills
    faces = [(button.label, button.hint if button.enabled else "") for button in buttons]
    rects, keys = layout.top_row(faces, left)
    for button, rect in zip(buttons, rects, strict=True):
        button.rect = rect
        button.font_size = layout.frame.px(BAR_TEXT)
        if not keys:
            button.hide_hint()


def drop_problem(state: GameState, cards: Sequence[Card]) -> str | None:
    """Why dragged cards cannot be played (step 1) or discarded (step 4) now, in words."""
    problem = can_discard(state, cards) if state.phase is Phase.SUFFER else can_play(state, cards)
    return _said(problem)
