"""Floating words have lanes of their own (issue 20, item 2): the bands they may take never
reach a panel, a badge or a pile of the table, at every window size and UI scale; and the words
of a play (damage, shield, heal, defeat, the enemy's attack) shown at the same time never meet."""

from __future__ import annotations

import pygame
import pytest

from regicide.games.regicide.engine import parse_cards
from regicide.games.regicide.ui.hud import Hud
from regicide.games.regicide.ui.lanes import bands, banner_band
from regicide.games.regicide.ui.layout import TableLayout, longest_banner
from tests.builders import game_at
from tests.ui.driver import Ui

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def _resize(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    ui.table.look(turned=False)  # as back from Settings: the hand where the new scale puts it


def _furniture(layout: TableLayout, viewer: int) -> dict[str, pygame.Rect]:
    """Every panel, badge and pile of the table, by name."""
    spots = {
        "top bar": layout.top_bar,
        "enemy": layout.enemy,
        "enemy panel": layout.enemy_panel,
        "banner": layout.banner_for(len(layout.banner_lines(longest_banner())[0])),
        "side panel": layout.preview_for(layout.frame.px(720)),
        "own label": layout.own_label(),
        "castle": layout.pile_with_caption(layout.castle),
        "tavern": layout.pile_with_caption(layout.tavern),
        "discard": layout.pile_with_caption(layout.discard),
    }
    for index, rect in enumerate(layout.action_rects([("Play", "Enter"), ("Yield", "Y")])[0]):
        spots[f"action {index}"] = rect
    if layout.players == 1:
        spots["tokens"] = (
            layout.token(0)
            .union(layout.token(1))
            .union(pygame.Rect(layout.token(0).left, layout.tokens_top(), 1, 1))
        )
    for seat in range(1, layout.players + 1):
        if seat != viewer:
            spots[f"seat {seat}"] = layout.seat_panel(seat, viewer)
    return spots


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("players", [1, 3, 4])
def test_the_bands_of_floating_words_keep_clear_of_every_panel(
    ui: Ui, size: tuple[int, int], scale: int, players: int
) -> None:
    hands = ["5S 5C 3H", "2C", "3C", "4C"][:players]
    ui.open(game_at(players, enemy="JD", hands=hands))
    _resize(ui, size, scale)
    layout = ui.table.board.layout
    furniture = {**_furniture(layout, ui.table.viewer), **_hand(ui)}
    row = layout.table_row_rect((ui.state.hand(1)[:2],))
    grown = banner_band(layout)
    for band in bands(layout, row, near_enemy=True):
        if band.width and band.height:
            touched = [name for name, rect in furniture.items() if band.colliderect(rect)]
            if grown.contains(band):  # the band grown over the banner: the banner gives way
                touched = [name for name in touched if name != "banner"]
            assert not touched, f"a band {band} reaches {touched}"


def _hand(ui: Ui) -> dict[str, pygame.Rect]:
    """The viewer's hand: each card, and the number disc above its corner."""
    board = ui.table.board
    ui.frames(1)  # the discs as drawn
    spots = {f"disc {number}": disc for number, (disc, _) in enumerate(board.key_spots, 1)}
    for number, key in enumerate(ui.table.hand_keys(), 1):
        card = board.card_rect(key)
        if card is not None:
            spots[f"card {number}"] = card
    return spots


def _booked_at_once(ui: Ui, banners: list[pygame.Rect] | None = None) -> list[list[pygame.Rect]]:
    """Frame by frame, the places of the floating words showing then (and, in `banners`,
    where the banner was drawn in each frame: an empty rect when it was not)."""
    seen = []
    timeline = ui.table.board.timeline
    drawn: list[pygame.Rect] = []
    banner = Hud.banner

    def spy(hud: Hud, surface: pygame.Surface, layout: TableLayout, text: str, u: bool) -> None:
        drawn.append(layout.banner_for(len(layout.banner_lines(text)[0])))
        banner(hud, surface, layout, text, u)

    for _ in range(600):
        drawn.clear()
        Hud.banner = spy  # type: ignore[method-assign]
        try:
            ui.step()
        finally:
            Hud.banner = banner  # type: ignore[method-assign]
        now = timeline.now
        live = [
            booking.rect
            for booking in ui.table.board.lanes.bookings
            if booking.effect.start <= now < booking.effect.end
        ]
        seen.append(live)
        if banners is not None:
            banners.append(drawn[-1] if drawn else pygame.Rect(0, 0, 0, 0))
        if not ui.table.board.busy:
            break
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [100, 200])
def test_the_words_of_a_play_never_meet_nor_touch_a_panel(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """R-SPADE-1, R-CLUB-1, R-DEF-1: a shield, doubled damage and a defeat in one play; then a
    heal and the enemy's attack."""
    _words_of_two_plays_keep_their_places(ui, size, scale)


def test_with_reduced_motion_too(ui: Ui) -> None:
    """The words then stand still and fade (no rise): the same lanes hold them."""
    ui.ctx.update_settings(reduced_motion=True)
    _words_of_two_plays_keep_their_places(ui, (1280, 720), 100)


def _words_of_two_plays_keep_their_places(ui: Ui, size: tuple[int, int], scale: int) -> None:
    ui.open(game_at(enemy="JD", hands=["5S 5C 3H 9H 7D 2S"], discard="2C 4C 6C 8C 9C", damage=4))
    _resize(ui, size, scale)
    ui.set_speed("normal")
    frames: list[list[pygame.Rect]] = []
    banners: list[pygame.Rect] = []
    hands = []
    for cards in ("5S 5C", "9H"):
        furniture = {**_furniture(ui.table.board.layout, 1), **_hand(ui)}
        del furniture["banner"]  # the banner as drawn, below: it gives way to words over it
        ui.select(cards)
        ui.press(pygame.K_RETURN)
        shown = _booked_at_once(ui, banners)
        frames += shown
        hands += [furniture] * len(shown)
    assert any(frames), "no floating words were shown"
    for live, banner, furniture in zip(frames, banners, hands, strict=True):
        for index, rect in enumerate(live):
            assert rect.collidelist(live[index + 1 :]) < 0, f"words meet: {live}"
            touched = [name for name, spot in furniture.items() if rect.colliderect(spot)]
            assert not touched, f"{rect} over {touched}"
            assert not rect.colliderect(banner), f"{rect} over the banner drawn at {banner}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_defeat_is_announced_beside_the_plays_not_over_them(
    ui: Ui, size: tuple[int, int]
) -> None:
    """R-DEF-1: "Jack of Spades defeated!" while the card that killed it still lies on the
    table: a little smaller beside it, where there is room, rather than over it."""
    ui.open(game_at(enemy="JS", hands=["10C 4D"], damage=0, castle="JD KS QS"))
    _resize(ui, size, 100)
    ui.set_speed("normal")
    row = ui.table.board.layout.table_row_rect((parse_cards("10C"),))
    ui.select("10C")
    ui.press(pygame.K_RETURN)
    frames = _booked_at_once(ui)
    assert row is not None and any(frames), "no floating words were shown"
    for live in frames:
        assert all(not rect.colliderect(row) for rect in live), (row, live)


def test_a_plays_words_are_gone_when_the_next_move_is_played(ui: Ui) -> None:
    """Issue 30: "Seat 2 takes 10 damage" stayed up during Seat 3's turn. The words of a
    move go, all at once, when the next move starts (the shell's announcement lane)."""
    ui.open(game_at(enemy="JD", hands=["5S 5C 3H 9H 7D 2S"], discard="2C 4C 6C 8C 9C", damage=4))
    ui.set_speed("slow")
    ui.select("5S 5C")
    ui.press(pygame.K_RETURN)
    ui.frames(3)
    board = ui.table.board
    first = [booking.effect for booking in board.lanes.bookings]
    assert first, "the play floated no words"
    before = board.shown
    board.play(before, ())  # the next move: none of its own words, the last ones gone
    assert not any(effect in board.timeline.effects for effect in first)
    assert not board.lanes.bookings
