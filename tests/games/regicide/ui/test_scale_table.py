"""The table at a bigger UI scale: its panels grow with their words and keep clear of each
other and of the window's edge; at 100% they stay where they always were."""

from __future__ import annotations

import itertools

import pygame
import pytest

from regicide.games.regicide.engine import Rules, parse_cards
from regicide.games.regicide.ui.chrome import Chrome
from regicide.games.regicide.ui.hud import Hud
from regicide.games.regicide.ui.layout import PILE_CAPTION, TableLayout, own_labels
from regicide.ui.assets import TextCache
from regicide.ui.felt import draw_felt
from regicide.ui.log_panel import LogPanel
from regicide.ui.widgets import button_face
from tests.builders import game_at
from tests.ui.driver import Ui

SIZES = [(1280, 720), (960, 540)]


def _open(ui: Ui, size: tuple[int, int], scale: int, players: int = 3, **rules: bool) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    hands = ["JKR 7H 9D 2S", "3S 5C", "4C 4D 8H", "AH KC"][:players]
    ui.open(game_at(players, enemy="QH", hands=hands, shield=5, rules=Rules(**rules)))
    if ui.table.covered:
        ui.uncover()
    ui.frames(2)


def _layout(ui: Ui) -> TableLayout:
    return ui.table.board.layout


def _apart(rects: list[pygame.Rect]) -> None:
    for first, second in itertools.combinations(rects, 2):
        assert not first.colliderect(second), (first, second)


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_seat_panels_hold_both_lines_and_clear_the_hand_caption(
    ui: Ui, size: tuple[int, int]
) -> None:
    _open(ui, size, 200, players=4)
    layout, window = _layout(ui), ui.ctx.window.surface.get_rect()
    panels = [layout.seat_panel(seat, 1) for seat in (2, 3, 4)]
    _apart([*panels, layout.own_label()])
    for panel in panels:
        assert window.contains(panel)
        name = layout.font(18, bold=True).get_linesize()
        detail = layout.font(13).get_linesize()
        assert name + detail <= panel.height
    assert panels[0].top >= layout.pile_caption_bottom()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [150, 200])
def test_the_piles_captions_do_not_meet(ui: Ui, size: tuple[int, int], scale: int) -> None:
    _open(ui, size, scale)
    layout = _layout(ui)
    spots = [
        layout.pile_caption_spot(pile, layout.pile_caption(name, 32))
        for pile, name in ((layout.castle, "Castle"), (layout.tavern, "Tavern"))
    ]
    spots.append(layout.pile_caption_spot(layout.discard, "Discard · 40"))
    _apart([*spots, layout.enemy_panel, layout.top_bar, layout.preview_for(10_000)])
    assert all(ui.ctx.window.surface.get_rect().contains(spot) for spot in spots)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_top_bar_labels_are_whole_and_the_buttons_apart(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    _open(ui, size, scale)
    buttons = ui.table.top_buttons()
    colors = (ui.ctx.theme.colors.text, ui.ctx.theme.colors.text_dim)
    for button in buttons:
        face = button_face(button, ui.ctx.text, colors)
        assert not face.cut, button.label
        assert button.rect.contains(face.label_rect.clip(button.rect))
        assert face.label_rect.width <= button.rect.width
        assert face.label_rect.height >= ui.ctx.text.body_px(ui.ctx.frame.px(14)) - 2
    _apart([button.rect for button in buttons])
    assert _layout(ui).top_bar.contains(buttons[0].rect)


def test_keys_the_top_bar_has_no_room_for_go_into_the_tooltips(ui: Ui) -> None:
    _open(ui, (1280, 720), 200)
    layout = _layout(ui)
    faces = [("Menu", "Esc"), ("Hide log", "L"), ("Redo", "Ctrl+Y"), ("Undo", "Ctrl+Z")]
    _, keys = layout.top_row(faces, 1000)  # far too little room: no keys
    assert not keys
    rects, keys = layout.top_row(faces, 0)
    assert keys and all(rect.width >= layout.frame.px(104) for rect in rects)
    menu = ui.table.top_buttons()[0]
    menu.hint = ""  # as `lay_top_row` leaves it without room
    chrome = ui.table._chrome()
    chrome = type(chrome)(chrome.theme, chrome.text, chrome.palette, layout, menu.rect.center)
    assert chrome.tip_for([menu], []) == "Menu: Esc"


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_enemy_panel_and_banner_stack_clear_of_the_bar_and_table(
    ui: Ui, size: tuple[int, int]
) -> None:
    _open(ui, size, 200)
    layout = _layout(ui)
    panel, bar = layout.enemy_panel, layout.top_bar
    assert panel.top >= bar.bottom
    assert panel.contains(layout.immunity_badge)
    longest = "Seat 4: take 40 damage: discard cards worth at least 40"
    lines, _ = layout.banner_lines(longest)
    assert len(lines) <= 2
    assert layout.banner_for(len(lines)).top >= panel.bottom
    row = layout.table_row_rect((parse_cards("5S"),))
    assert row is not None and layout.banner.bottom <= row.top


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_idle_preview_shows_every_word(ui: Ui, size: tuple[int, int]) -> None:
    _open(ui, size, 200)
    title, lines = ui.table.preview()
    chrome: Chrome = ui.table._chrome()
    surface = ui.ctx.window.surface.copy()
    assert chrome.preview(surface, title, lines, [b.label for b in ui.table.action_buttons()])


@pytest.mark.parametrize("size", SIZES)
def test_at_200_the_hand_caption_stays_in_the_window(ui: Ui, size: tuple[int, int]) -> None:
    _open(ui, size, 200)
    layout = _layout(ui)
    column = layout.frame.px(282 - 18)
    for line in layout.own_label_lines("Seat 1: your hand (4 of 6)"):
        assert layout.font(15, bold=True).size(line)[0] <= column
    rect = layout.own_label()
    assert ui.ctx.window.surface.get_rect().contains(rect)
    drawn = layout.own_label_fit(["Seat 1: your hand (4 of 6)", "Hand (4 of 6)"])
    lines = layout.own_label_lines(drawn)  # the form drawn: one line (issue 33, item 2)
    assert len(lines) * layout.font(15, bold=True).get_linesize() <= rect.height + 1


def test_at_200_every_log_row_is_reachable_by_scrolling(ui: Ui) -> None:
    _open(ui, (1280, 720), 200)
    for card in ("7H",):
        ui.play_by_keys(card)
    ui.press(pygame.K_l)
    panel = LogPanel(ui.ctx.theme, ui.ctx.text, ui.ctx.frame)
    view = ui.table.log_view()
    rows = panel.rows(view)
    step = panel.step
    assert step >= ui.ctx.text.body_font(ui.ctx.frame.px(13)).get_linesize()
    shown = panel.shown(view)
    assert view.rect.top + panel.head + shown * step <= view.rect.bottom
    back = panel.scrolled(view, 10_000)
    assert back == max(0, len(rows) - shown)


def test_at_100_the_table_keeps_its_places(ui: Ui) -> None:
    _open(ui, (1280, 720), 100)
    layout = _layout(ui)
    f = layout.frame
    assert layout.enemy_panel == f.rect(455, 86, 330, 210)
    assert layout.banner == f.rect(300, 318, 680, 40)
    assert layout.seat_panel(2, 1) == f.rect(18, 329, 250, 72)  # three seats: left,
    assert layout.seat_panel(3, 1) == f.rect(1000, 329, 262, 72)  # right, level
    label = layout.own_label()  # centred at 125, as ever, as wide as its words
    assert label.centerx == f.point(125, 0)[0] and (label.top, label.height) == (668, 28)
    assert layout.preview == f.rect(1000, 420, 262, 166)
    assert layout.top_bar == f.rect(0, 0, 1280, 44)
    rights = [button.rect.right for button in ui.table.top_buttons()]
    assert rights == [f.rect(1156 - i * 112, 7, 104, 30).right for i in range(5)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_the_open_log_leaves_every_seat_drawn_and_hides_no_tooltip(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """The log's drawer sits in the side panel's place (issue 33, item 2): every seat's
    plate is drawn, none under it; no tooltip answers under it."""
    _open(ui, size, scale, players=4)
    ui.press(pygame.K_l)
    ui.frames(2)
    layout, surface = _layout(ui), ui.ctx.window.surface
    log = layout.log_drawer
    assert not log.colliderect(layout.own_label()) and not log.colliderect(layout.banner)
    felt = pygame.Surface(surface.get_size())
    draw_felt(felt, ui.ctx.theme)
    left, right = layout.seat_sides(1)
    for seat in left + right:
        plate = layout.seat_panel(seat, 1)
        assert not log.colliderect(plate)
        assert surface.get_at(plate.center) != felt.get_at(plate.center)
    assert not any(log.colliderect(rect) for rect, _ in ui.table.badges)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 150, 200])
@pytest.mark.parametrize("players", [3, 4])  # (the test deal holds a Jester: not 2 players)
def test_the_seat_panels_never_meet_the_banner(
    ui: Ui, size: tuple[int, int], scale: int, players: int
) -> None:
    _open(ui, size, scale, players=players)
    layout = _layout(ui)
    for seat in range(2, players + 1):
        assert not layout.seat_panel(seat, 1).colliderect(layout.banner), (seat, layout.banner)


def test_remembered_measurements_follow_the_scale_and_hand_out_copies(ui: Ui) -> None:
    _open(ui, (1280, 720), 100)
    plain = _layout(ui).seat_panel(2, 1)
    plain.width = 1  # a caller changing its rect changes nothing remembered
    assert _layout(ui).seat_panel(2, 1).width > 1
    ui.ctx.update_settings(ui_scale=200)
    assert _layout(ui).seat_panel(2, 1).height > _layout(ui).line(18, bold=True)
    assert _layout(ui).line(18) > 1.8 * TableLayout(ui.ctx.frame, 3, _plain_text(ui)).line(18)


def _plain_text(ui: Ui) -> TextCache:
    return TextCache(ui.ctx.theme, scale=1.0)


@pytest.mark.parametrize("size", SIZES)
def test_at_100_the_hand_caption_takes_one_line_clear_of_the_hand(
    ui: Ui, size: tuple[int, int]
) -> None:
    """Issue 33, item 5: "Seat 1: your hand (6 of 6)" wrapped at 960x540; it may run up to
    the hand's first card."""
    _open(ui, size, 100, players=4)
    layout = _layout(ui)
    assert len(layout.own_label_lines(own_labels()[0])) == 1
    hand = [ui.table.board.card_rect(key) for key in ui.table.hand_keys()]
    assert not any(layout.own_label().colliderect(rect) for rect in hand if rect is not None)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 200])
def test_in_hot_seat_the_hand_caption_keeps_one_line(
    ui: Ui, size: tuple[int, int], scale: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 33, item 2: "Seat 1: your / hand (7 of 7)" took two lines at 200%: where the
    seat's name has no room it is left to the banner ("Seat 1: play cards or yield")."""
    drawn: list[str] = []
    own_label = Hud.own_label

    def spy(hud: Hud, surface: pygame.Surface, layout: TableLayout, text: str) -> None:
        drawn.append(text)
        own_label(hud, surface, layout, text)

    monkeypatch.setattr(Hud, "own_label", spy)
    _open(ui, size, scale, players=4)
    ui.frames(1)
    layout = _layout(ui)
    assert drawn and len(layout.own_label_lines(drawn[-1])) == 1, drawn[-1]
    assert drawn[-1].lower().endswith("hand (4 of 5)") and ui.table.banner().startswith("Seat 1: ")
    if scale == 100:
        assert drawn[-1] == "Seat 1: your hand (4 of 5)"
    font = layout.font(15, bold=True)
    place = layout.own_label()
    assert font.get_linesize() <= place.height + 1
    words = pygame.Rect((0, 0), font.size(drawn[-1]))
    words.center = (layout.own_label_centre(drawn[-1]), place.centery)
    assert ui.ctx.window.surface.get_rect().contains(words)
    hand = [ui.table.board.card_rect(key) for key in ui.table.hand_keys()]
    assert not any(words.colliderect(card) for card in hand if card is not None)


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 150, 175, 200])
def test_the_tavern_and_discard_captions_side_by_side_read_as_two(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """Seen at 960x540 200%: "Tavern · 13 Discard · 20", a space apart, read as one caption.
    Side by side they stand at least a word's height apart (else the tavern's goes above)."""
    _open(ui, size, scale)
    layout = _layout(ui)
    if layout.tavern_caption_above():
        return
    tavern = layout.pile_caption_spot(layout.tavern, "Tavern · 38")
    discard = layout.pile_caption_spot(layout.discard, "Discard · 40")
    assert discard.left - tavern.right >= layout.text_px(PILE_CAPTION)


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
@pytest.mark.parametrize("scale", [100, 200])
def test_a_banner_line_that_begins_at_a_separator_begins_with_a_capital(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """Seen in a replay at 960x540 200%: "Replay: move 68 of 68 · lost" over "your view ·
    You: Play 5♦", the break standing for the "·", read as "lost your view"."""
    _open(ui, size, scale)
    words = "Replay: move 68 of 68 · lost · your view · You: Play 5♦"
    lines, _bold = _layout(ui).banner_lines(words)
    for line in lines[1:]:
        start = words.find(line[1:]) - 1
        if start > 0 and words[:start].endswith(" · "):
            assert line[:1].isupper(), lines
    assert " ".join(lines).lower().replace(" · ", " ") == words.lower().replace(" · ", " ")


@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 200), ((960, 540), 200)])
def test_a_banner_in_two_lines_breaks_at_a_separator(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """Played by hand (a hot-seat replay at 1280x720 200%): "Replay: move 0 of" over "22 ·
    Seat 1's view": a banner of parts breaks between two of them where both lines fit."""
    _open(ui, size, scale)
    words = "Replay: move 0 of 22 · Seat 1's view"
    lines, _bold = _layout(ui).banner_lines(words)
    assert lines == ["Replay: move 0 of 22", "Seat 1's view"], lines
