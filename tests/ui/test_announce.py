"""One announcement lane for every game's floating words (regicide/ui/announce.py): words in
a colour that stands out from every theme's felt by 4.5:1 at least (WCAG AA), never past the
window's edge, never over each other nor over the cards they speak of, and gone when the next
move is played (Baisch's board and Regicide's through the same lane)."""

from __future__ import annotations

import itertools
import time
from dataclasses import replace

import pygame
import pytest

from regicide.games.baisch.engine import Game, Target, TargetKind, view
from regicide.games.baisch.ui.board import Board
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.stages import Note
from regicide.games.claim.definition import GAME as CLAIM
from regicide.games.claim.engine import CardPlayed, PlayCard, TrickWon, parse_card
from regicide.games.claim.ui.table import ClaimTable
from regicide.games.claim.ui.telling import sayings
from regicide.games.protocol import Tone
from regicide.play.opening import deal_session
from regicide.play.seating import seats_of
from regicide.themes.theme import find_themes
from regicide.ui.anim import Timeline
from regicide.ui.announce import MIN_CONTRAST, Lanes, contrast, felt_colors, legible
from regicide.ui.context import AppContext
from regicide.ui.log_panel import tone_color
from tests.ui.driver import Ui

THEMES = [entry.theme for entry in find_themes() if entry.theme is not None]


@pytest.mark.parametrize("theme", THEMES, ids=lambda theme: theme.key)
@pytest.mark.parametrize("tone", list(Tone), ids=lambda tone: tone.name)
def test_every_tone_reads_on_every_themes_felt(theme: object, tone: Tone) -> None:
    color = legible(tone_color(theme, tone), theme)  # type: ignore[arg-type]
    for felt in felt_colors(theme):  # type: ignore[arg-type]
        assert contrast(color, felt) >= MIN_CONTRAST, (theme, tone, color, felt)


def test_a_colour_that_reads_already_is_kept_and_dark_red_is_lightened() -> None:
    classic = next(theme for theme in THEMES if theme.key == "classic")
    assert legible((255, 255, 255), classic) == (255, 255, 255)
    red = (150, 20, 20)
    assert contrast(red, classic.colors.felt) < MIN_CONTRAST
    assert contrast(legible(red, classic), classic.colors.felt) >= MIN_CONTRAST
    assert contrast((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)


def test_the_lane_keeps_words_inside_the_window_and_apart() -> None:
    timeline = Timeline()
    lanes = Lanes(timeline, window=pygame.Rect(0, 0, 960, 540))
    off_left = pygame.Rect(-100, 100, 400, 200)  # a band reaching past the window's edge
    placed = []
    for _ in range(4):
        spot = lanes.place([(off_left, (180, 30))], 0.0, 1.0)
        assert spot is not None
        lanes.hold(spot.rect, timeline.effect(spot.start, spot.duration, lambda s, p: None))
        placed.append(spot.rect)
    assert all(pygame.Rect(0, 0, 960, 540).contains(rect) for rect in placed)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(placed, 2))
    lanes.clear()
    assert not timeline.effects and not lanes.bookings


def _baisch_board(ctx: AppContext, size: tuple[int, int]) -> tuple[Board, Game]:
    ctx.window.resize(*size)
    game = Game.new(4, seed=3)
    return Board(ctx.look, ctx.frame, view(game.state, 1, with_moves=False), 1), game


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_baisch_notes_float_beside_their_cards_apart_and_inside(
    ctx: AppContext, size: tuple[int, int]
) -> None:
    """Issue 30: "…against 9: wins" ran off the window's left edge, over the slot it spoke
    of and over the next note. Where there is no other place clear of the table's words, a
    note waits for one that another note holds (issue 32)."""
    board, game = _baisch_board(ctx, size)
    seen = view(game.state, 1, with_moves=False)
    words = "7♠ + 5♠ = 12 against 9: wins"
    notes = (
        *(
            Note(words, tone, Target(TargetKind.SLOT, seat, slot))
            for seat, slot, tone in ((2, 1, Tone.GOOD), (2, 2, Tone.DANGER), (4, 1, Tone.GOOD))
        ),
        Note("Seat 2 takes the slot", Tone.ACCENT),
    )
    board.play([(seen, 0.0, notes)])
    board.update(2.0, 1.0)  # every note placed (they start a quarter second apart)
    window = ctx.frame.rect(0, 0, 1280, 720)
    bookings = board.lanes.bookings
    placed = [booking.rect for booking in bookings]
    assert len(placed) == len(notes)
    assert all(window.contains(rect) for rect in placed)
    # a note may wait for the place another holds (issue 32): never there at the same time
    assert not any(
        a.rect.colliderect(b.rect)
        and a.effect.start < b.effect.end
        and b.effect.start < a.effect.end
        for a, b in itertools.combinations(bookings, 2)
    )
    for note, rect in zip(notes, placed, strict=True):
        if note.target is not None:
            zone = Zone("slot", note.target.seat, note.target.index)
            assert not rect.colliderect(board.layout.zone_rect(zone))
    board.play([(seen, 0.0, ())])  # the next move: the last move's words are gone
    assert not board.lanes.bookings and not board.timeline.effects


def _claim_answered(ui: Ui, size: tuple[int, int], scale: int) -> ClaimTable:
    """A Claim table at `size` and `scale`, at the normal speed, back at the person's decision
    once the computer has played a card after the person's, its cards landed (its words are
    booked in the lane). The computer thinks in another process: waited for in real time."""
    ui.ctx.settings = replace(ui.ctx.settings, animation_speed="normal")
    ui.ctx.update_settings(ui_scale=scale)
    ui.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
    chairs = seats_of(CLAIM, ("human", "casual"))
    session = deal_session(CLAIM, 2, seed=4, seats=chairs, saver=ui.ctx.autosaver)
    table = ui.ctx.navigation.open(session)
    ui.ctx.stack.apply()
    assert isinstance(table, ClaimTable)
    played = 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        at_rest = table.play.person_acting and not table.animating
        if at_rest and played and len(table.game.moves) > played:
            break  # the computer answered the person's card
        if at_rest and not played:
            view = table.view
            table.submit(next(m for m in view.legal_moves if isinstance(m, PlayCard)))
            played = len(table.game.moves)
        ui.step()
        time.sleep(0.005)
    return table


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_claim_says_the_computers_card_and_the_trick_beside_the_trick(
    ui: Ui, size: tuple[int, int], scale: int
) -> None:
    """Issue 31: the computer's card and who won the trick float in the lane under the trick,
    inside the window, apart, never over a card or the line over the hand, and the words of
    a move are gone once the next one is played."""
    table = _claim_answered(ui, size, scale)
    said = [booking.rect for booking in table.lanes.bookings]
    assert said, "the computer's move was not said"
    window = pygame.Rect(0, 0, *size)
    hand = table.board.hand_rects(len(table.view.hand))
    assert all(window.contains(rect) for rect in said)
    assert not any(a.colliderect(b) for a, b in itertools.combinations(said, 2))
    assert not any(rect.colliderect(table.board.trick_rect) for rect in said)
    assert not any(rect.collidelist(hand) >= 0 for rect in said)
    old = {id(booking.effect) for booking in table.lanes.bookings}
    view = table.view
    table.submit(next(m for m in view.legal_moves if isinstance(m, PlayCard)))
    ui.step()
    assert not old & {id(effect) for effect in table.flights.timeline.effects}


def test_claims_sayings_name_the_computer_and_the_tricks_winner() -> None:
    events = (CardPlayed(2, parse_card("GOB3")), TrickWon(1))
    said = sayings(events, 1, ("You", "Strong AI"))
    assert [(s.index, s.words, s.tone) for s in said] == [
        (0, "Strong AI plays Goblin 3", Tone.ACCENT),
        (1, "You won the trick", Tone.GOOD),
    ]
    assert not sayings((CardPlayed(1, parse_card("GOB3")),), 1, ("You", "Strong AI"))
