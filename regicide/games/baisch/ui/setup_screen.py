"""The setup choice as a screen of its own (B-SETUP-3/4): the seat's eight dealt cards, and
boxes for its King, its three defence slots and the two discards; what is left is its hand.

A card is picked (a click, or 1 to 8 / the arrow keys) and put in a box (a click on it, or
K for the King, Q W E for slots 1 to 3, D to discard, H back to the hand); a card may also
be dragged onto a box. Suggest fills the boxes as the instant player would; Confirm (Enter)
makes the choice once it has a King and two discards. The choice stays secret until every
seat has chosen.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from regicide.games.baisch.ai import make_player
from regicide.games.baisch.engine import Card, ChooseSetup, SeatView, SetupChoice
from regicide.games.baisch.ui.faces import face
from regicide.games.baisch.ui.layout import CARD_RATIO
from regicide.games.protocol import ComputerPlayer
from regicide.i18n import N_, _, ngettext
from regicide.ui.assets import TextCache
from regicide.ui.bar import draw_buttons
from regicide.ui.felt import draw_felt
from regicide.ui.look import Look
from regicide.ui.widgets import (
    Button,
    Frame,
    Palette,
    blit_text,
    draw_panel,
    fit_label,
    fit_lines,
    fits_whole,
    shared_px,
)

HAND, KING, DISCARD = "hand", "king", "discard"
SLOTS = ("slot 1", "slot 2", "slot 3")
CARD_W = 84.0
ROW_Y = 205.0  # the dealt cards' centre
BOX_Y = 410.0  # the boxes' centre
BOXES: dict[str, tuple[float, int]] = {  # a box's x in the row and how many cards it holds
    KING: (190.0, 1),
    SLOTS[0]: (340.0, 1),
    SLOTS[1]: (450.0, 1),
    SLOTS[2]: (560.0, 1),
    DISCARD: (780.0, 2),
}
BOX_CARD_GAP = 10.0  # design px between two cards in one box (the graveyard's)
BUTTON_W, BUTTON_GAP = 170.0, 10.0  # Suggest, Clear and Confirm, in a row under the boxes


def box_width(capacity: int) -> float:
    """A box's design width: its cards side by side, and a margin round them."""
    return capacity * CARD_W + (capacity - 1) * BOX_CARD_GAP + 16


#: the middle of the row of boxes as BOXES places them: `box_x` centres the row where the
#: dealt cards and the words are
BOXES_MIDDLE = (
    min(x - box_width(capacity) / 2 for x, capacity in BOXES.values())
    + max(x + box_width(capacity) / 2 for x, capacity in BOXES.values())
) / 2
KEYS = {
    pygame.K_k: KING,
    pygame.K_q: SLOTS[0],
    pygame.K_w: SLOTS[1],
    pygame.K_e: SLOTS[2],
    pygame.K_d: DISCARD,
    pygame.K_BACKSPACE: HAND,  # (H is the table's hint)
}
CAPTIONS = {
    KING: N_("King (K)"),
    SLOTS[0]: N_("Slot 1 (Q)"),
    SLOTS[1]: N_("Slot 2 (W)"),
    SLOTS[2]: N_("Slot 3 (E)"),
    DISCARD: N_("Graveyard (D)"),
}


@dataclass
class SetupChoosing:
    """Where each dealt card goes (by its place in the deal), and the picked card."""

    cards: tuple[Card, ...]
    roles: list[str]
    picked: int | None = None

    @classmethod
    def of(cls, cards: tuple[Card, ...]) -> SetupChoosing:
        return cls(cards, [HAND] * len(cards))

    def put(self, index: int, role: str) -> None:
        """Card `index` into the box `role` (a full box gives its card back to the hand)."""
        if role != HAND:
            holders = [i for i, r in enumerate(self.roles) if r == role and i != index]
            if len(holders) >= BOXES[role][1]:
                self.roles[holders[0]] = HAND
        self.roles[index] = role

    def choice(self) -> SetupChoice | None:
        """The choice, once there is a King and two discards (B-SETUP-3)."""
        kings = [c for c, r in zip(self.cards, self.roles, strict=True) if r == KING]
        discards = tuple(c for c, r in zip(self.cards, self.roles, strict=True) if r == DISCARD)
        if len(kings) != 1 or len(discards) != 2:
            return None
        defense = tuple(self._in(slot) for slot in SLOTS)
        return SetupChoice(kings[0], defense, discards)

    def _in(self, role: str) -> Card | None:
        return next((c for c, r in zip(self.cards, self.roles, strict=True) if r == role), None)

    def missing(self) -> str:
        """What the choice still needs, in words ("" when complete)."""
        kings = self.roles.count(KING)
        discards = self.roles.count(DISCARD)
        more = 2 - discards
        graveyard = ngettext(
            "{count} more card for the graveyard", "{count} more cards for the graveyard", more
        ).format(count=more)
        if kings != 1 and discards != 2:
            return _("Still to choose: a King and {graveyard}.").format(graveyard=graveyard)
        if kings != 1:
            return _("Still to choose: a King.")
        if discards != 2:
            return _("Still to choose: {graveyard}.").format(graveyard=graveyard)
        return ""

    def follow(self, choice: SetupChoice) -> None:
        """Fill the boxes as `choice` says."""
        self.roles = [HAND] * len(self.cards)
        wanted = [(choice.king, KING), *((c, DISCARD) for c in choice.discard)]
        wanted += [(card, SLOTS[n]) for n, card in enumerate(choice.defense) if card is not None]
        for card, role in wanted:
            index = next(i for i, c in enumerate(self.cards) if c == card and self.roles[i] == HAND)
            self.roles[index] = role


class SetupScreen:
    """Draws one seat's setup choice and turns clicks and keys into it; `submit` makes the
    command (the table plays it)."""

    def __init__(
        self,
        seen: SeatView,
        submit: Callable[[ChooseSetup], bool],
        area: tuple[float, float] = (0.0, 1280.0),
        *,
        you: int | None = None,
    ) -> None:
        """`area`: the design x range the dealt cards and the words centre in (the tutorial
        keeps the right-hand column for its coach); `you`: the seat the words call "you",
        the one person at the table (None between people sharing the screen: the heading
        names the seat whose table it shows)."""
        self.area = area
        self.you = you
        self.middle = (area[0] + area[1]) / 2
        self.seat = seen.seat
        self.seen = seen
        self.submit = submit
        self.choosing = SetupChoosing.of(seen.hand)
        self.mouse = (-1, -1)
        self.message = ""

    # -- geometry ----------------------------------------------------------------------------

    def card_center(self, index: int) -> tuple[float, float]:
        role = self.choosing.roles[index]
        if role == HAND:
            in_hand = [i for i, r in enumerate(self.choosing.roles) if r == HAND]
            start = self.middle - (len(in_hand) - 1) * (CARD_W + 12) / 2
            return (start + in_hand.index(index) * (CARD_W + 12), ROW_Y)
        capacity = BOXES[role][1]
        holders = [i for i, r in enumerate(self.choosing.roles) if r == role]
        offset = (holders.index(index) - (capacity - 1) / 2) * (CARD_W + BOX_CARD_GAP)
        return (self.box_x(role) + offset, BOX_Y)

    def box_x(self, role: str) -> float:
        """A box's centre: the row of boxes centred under the dealt cards."""
        return self.middle + BOXES[role][0] - BOXES_MIDDLE

    def box_rect(self, frame: Frame, role: str) -> pygame.Rect:
        width = box_width(BOXES[role][1])
        return frame.centered(self.box_x(role), BOX_Y, width, CARD_W * CARD_RATIO + 16)

    def card_rect(self, frame: Frame, index: int) -> pygame.Rect:
        x, y = self.card_center(index)
        lift = 14 if index == self.choosing.picked else 0
        return frame.centered(x, y - lift, CARD_W, CARD_W * CARD_RATIO)

    def buttons(self, frame: Frame) -> list[Button]:
        ready = self.choosing.choice() is not None
        buttons = [
            Button(_("Suggest"), self.suggest, hint="S"),
            Button(_("Clear"), self.clear, hint="C"),
            Button(_("Confirm"), self.confirm, ready, self.choosing.missing(), _("Enter")),
        ]
        left = self.middle - (len(buttons) * BUTTON_W + (len(buttons) - 1) * BUTTON_GAP) / 2
        for index, button in enumerate(buttons):
            button.rect = frame.rect(left + index * (BUTTON_W + BUTTON_GAP), 560, BUTTON_W, 44)
            button.font_size = frame.px(16)
        return buttons

    # -- actions ---------------------------------------------------------------------------

    def suggest(self) -> None:
        """The instant player's choice for this hand (a suggestion: nothing is played)."""
        player: ComputerPlayer = make_player("instant")
        command = player.choose(self.seen, random.Random(self.seat))
        if isinstance(command, ChooseSetup):
            self.choosing.follow(command.choice)
            self.message = ""  # a refusal said before no longer holds

    def clear(self) -> None:
        self.choosing.roles = [HAND] * len(self.choosing.cards)
        self.choosing.picked = None
        self.message = ""

    def confirm(self) -> None:
        choice = self.choosing.choice()
        if choice is None:
            self.message = self.choosing.missing()
        else:
            self.submit(ChooseSetup(choice))

    # -- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, frame: Frame) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos, frame)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _click(self, point: tuple[int, int], frame: Frame) -> None:
        for button in self.buttons(frame):
            if button.rect.collidepoint(point):
                if not button.press():
                    self.message = button.reason
                return
        for index in range(len(self.choosing.cards)):
            if self.card_rect(frame, index).collidepoint(point):
                self.choosing.picked = None if self.choosing.picked == index else index
                return
        for role in BOXES:
            if self.box_rect(frame, role).collidepoint(point):
                self._put(role)
                return
        if self.choosing.picked is not None:
            self._put(HAND)

    def _put(self, role: str) -> None:
        if self.choosing.picked is None:
            self.message = _("Pick a card first (click it, or press 1 to 8).")
            return
        self.choosing.put(self.choosing.picked, role)
        self.choosing.picked = None
        self.message = ""

    def _key(self, event: pygame.event.Event) -> None:
        count = len(self.choosing.cards)
        number = event.key - pygame.K_1
        if 0 <= number < min(count, 9):
            self.choosing.picked = number
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.choosing.picked = ((self.choosing.picked or 0) + step) % count
        elif event.key in KEYS:
            self._put(KEYS[event.key])
        elif event.key == pygame.K_s:
            self.suggest()
        elif event.key == pygame.K_c:
            self.clear()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()

    # -- drawing -------------------------------------------------------------------------------

    def heading(self) -> str:
        """Whose table this is: the seat's, when people share the screen (B-INFO-2)."""
        if self.seat == self.you:
            return _("Set up your table")
        return _("Seat {seat}: set up your table").format(seat=self.seat)

    def draw(self, surface: pygame.Surface, look: Look, frame: Frame, palette: Palette) -> None:
        draw_felt(surface, look.theme)
        colors, text = look.theme.colors, look.text
        heading = text.title(self.heading(), frame.px(34), colors.accent)
        top = blit_text(surface, heading, "center", frame.point(self.middle, 66)).bottom
        wide = min(1100.0, self.area[1] - self.area[0] - 40)
        guide = _(
            "Choose one King, two cards for the graveyard and up to three defence cards; "
            "the rest is your hand. Pick a card, then its box (Backspace: back to the hand)."
        )
        cards = frame.point(0, ROW_Y - CARD_W * CARD_RATIO / 2 - 16)[1]
        lines = fit_lines(
            text, guide, (frame.px(wide), round(cards - top)), frame.px(15), colors.text
        )
        for line in lines:
            top = blit_text(surface, line, "midtop", (frame.point(self.middle, 0)[0], top)).bottom
        captions_end = self._boxes(surface, look, frame)
        self._cards(surface, look, frame)
        words = self.message or self.choosing.missing() or _("Ready: press Enter to confirm.")
        tone = colors.danger if self.message else colors.text_dim
        image = fit_label(text, words, frame.px(wide), frame.px(15), tone)
        x, y = frame.point(self.middle, 508)
        # clear of the captions by more than a coach's ring round a box and its caption; under
        # the buttons where two-line captions (a longer language at 200%) leave no room over them
        y = max(captions_end + frame.px(10), y)
        buttons = self.buttons(frame)
        if y + image.get_height() > buttons[0].rect.top - frame.px(4):
            y = buttons[0].rect.bottom + frame.px(8)
        blit_text(surface, image, "midtop", (x, y))
        draw_buttons(
            surface,
            buttons,
            text=text,
            palette=palette,
            mouse=self.mouse,
            focused=None,
        )

    def _boxes(self, surface: pygame.Surface, look: Look, frame: Frame) -> int:
        """The boxes, each with its caption under it: those on one line at one size, the
        largest the narrowest box allows ("Slot 1 (Q)" no smaller than "King (K)"), on two
        where a longer language's words would not fit one whole. Returns the bottom of the
        captions' room: a whole line at the captions' own size, as the coach's ring round a
        box and its caption takes it, however small they came."""
        colors, text = look.theme.colors, look.text
        size, margin = frame.px(13), frame.px(2)  # a caption is as wide as its box, less margin
        boxes = []  # each box, its caption, the room under it, whether it fits one line
        for role, words in CAPTIONS.items():
            box, caption = self.box_rect(frame, role), _(words)
            room = (box.width - margin, None)
            boxes.append((box, caption, room, fits_whole(text, caption, room, size, bold=False)))
        px = min(
            (shared_px(text, [c], room, size, bold=False) for _b, c, room, one in boxes if one),
            default=text.body_px(size),
        )
        line = text.body_font(size).get_height()
        end = 0
        for box, caption, room, one_line in boxes:
            draw_panel(surface, box, colors.panel, colors.panel_edge, alpha=150, radius=8)
            top = box.bottom + frame.px(4)
            end = max(end, top + line)
            labels = (
                [text.body_exact(caption, px, colors.text_dim)]
                if one_line
                else _two_lines(text, caption, room[0], size)
            )
            for label in labels:
                top = blit_text(surface, label, "midtop", (box.centerx, top)).bottom
            end = max(end, top)
        return end

    def _cards(self, surface: pygame.Surface, look: Look, frame: Frame) -> None:
        colors = look.theme.colors
        for index, card in enumerate(self.choosing.cards):
            rect = self.card_rect(frame, index)
            surface.blit(look.art.face(face(card), rect.width), rect)
            if index == self.choosing.picked:
                pygame.draw.rect(surface, colors.highlight, rect.inflate(6, 6), 3, 8)
            if self.choosing.roles[index] == HAND and index < 9:
                number = look.text.body(str(index + 1), frame.px(12), colors.text_dim)
                blit_text(surface, number, "midtop", (rect.centerx, rect.bottom + frame.px(4)))


def _two_lines(text: TextCache, caption: str, width: int, size: int) -> list[pygame.Surface]:
    """A caption too long for one line under its box ("Casilla 2 (W)" under a narrow box),
    on two."""
    high = 2 * text.body_font(size).get_linesize()
    return fit_lines(text, caption, (width, high), size, text.theme.colors.text_dim)
