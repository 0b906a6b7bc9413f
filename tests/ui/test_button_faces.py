"""Issue 33, items 9 and 10: a button's words keep their size whether its key shows or not:
the key gives way (to the tooltip) before the label would shrink for it ("Discard" shrank when
its Enter showed; "Faster" showed its key in smaller words, "Slower" none)."""

from __future__ import annotations

import pygame

from regicide.ui.widgets import Button, button_face, lay_row, wrap, wrap_balanced
from tests.ui.driver import Ui

INK = ((240, 240, 240), (150, 150, 150))


def _face_height(ui: Ui, label: str, hint: str, width: int) -> tuple[int, bool]:
    button = Button(label, lambda: None, hint=hint, font_size=16)
    button.rect = pygame.Rect(0, 0, width, 36)
    face = button_face(button, ui.ctx.text, INK)
    return face.label.get_height(), face.hint is not None


def test_a_key_gives_way_before_the_label_shrinks(ui: Ui) -> None:
    text = ui.ctx.text
    alone = text.body_exact("Discard", text.body_px(16), INK[0], True)
    pad = 36 // 4
    shown = set()
    for width in range(alone.get_width() + 2 * pad, alone.get_width() + 140):
        height, keyed = _face_height(ui, "Discard", "Enter", width)
        assert height == alone.get_height(), width  # never smaller words for the key's sake
        shown.add(keyed)
    assert shown == {False, True}  # the key shows where there is room for it


def test_the_replays_speed_buttons_show_their_keys_alike(ui: Ui) -> None:
    faces = [_face_height(ui, label, key, 84) for label, key in (("Slower", "−"), ("Faster", "+"))]
    assert faces[0] == faces[1]


def test_a_line_never_starts_or_ends_with_a_separator(ui: Ui) -> None:
    """The replay's banner wrapped to "· lost · Viscount (6/12)" (issue 33, item 9)."""
    font = ui.ctx.text.body_font(20, bold=True)
    words = "Replay: move 8 of 8 · lost · Seat 1: Yield"
    for width in range(font.size("Replay: move 8")[0], font.size(words)[0] + 2, 7):
        for lines in (wrap(words, font, width), wrap_balanced(words, font, width)):
            assert not any(line.startswith("·") or line.endswith("·") for line in lines), lines
            assert " ".join(lines).replace(" · ", " ") == words.replace(" · ", " ")


def test_a_disabled_button_s_note_never_names_its_key(ui: Ui) -> None:
    """Read in French at 1920x1080 200%: on a broken record's row the row of buttons gave its
    keys to the notes, and the disabled Watch replay's said only "Touche : Entrée", a key
    that does nothing there; a usable button's note still names its key."""
    buttons = [Button(f"A long label {n}", lambda: None, n > 0, "why", "Enter") for n in range(6)]
    lay_row(buttons, ui.ctx.frame, 628, 168, text=ui.ctx.text, span=300)
    assert [button.hint for button in buttons] == [""] * 6
    assert buttons[0].about == ""
    assert all("Enter" in button.about for button in buttons[1:])
