"""The person's input at the Baisch table (`BaischTable.handle`): a click while the cards
move only finishes the animation, a key finishes it and acts; the bar's chores (Esc, L,
Ctrl+Z/Y) always work; the cover waits for Enter or a click; a computer's turn is hurried on
by any other input; else the setup or draft screen, or the table's controls, get it. A card
pressed and moved becomes a drag of the selection, dropped on a target (a stack, an enemy
slot or King, an own slot)."""

from __future__ import annotations

import pygame

from regicide.games.baisch.engine import Phase
from regicide.games.baisch.ui.layout import Zone
from regicide.games.baisch.ui.placing import Key
from regicide.games.baisch.ui.table_drawing import DROP_GUIDE
from regicide.games.baisch.ui.table_host import TableHost
from regicide.i18n import _

DRAG_START = 6  # window pixels the pointer moves before a press becomes a drag


class TableInput:
    """One table's input, and the card pressed or the cards dragged."""

    def __init__(self, table: TableHost) -> None:
        self.table = table
        self.press: tuple[Key, tuple[int, int]] | None = None  # a card pressed, not yet dragged
        self.dragging: tuple[Key, ...] = ()

    def let_go(self) -> None:
        """Forget a press or drag (the table left the screen, or Esc)."""
        self.press, self.dragging = None, ()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.table.mouse = event.pos
            self._screen_input(event)  # the setup and draft screens' hover
            self._motion(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.table.ctx.log_open:
            self.table.log_back = self.table.log_panel().scrolled(
                self.table.log_view(), event.y * 3
            )
        elif event.type == pygame.MOUSEWHEEL:  # over the panel: along its buttons
            if self.table.board.layout.panel.collidepoint(self.table.mouse):
                self.table.controls.scroll(-event.y)
        elif event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._input(event)

    def _input(self, event: pygame.event.Event) -> None:
        """While cards move a click finishes the animation (and does no more: what lay under
        the pointer moves); a key finishes it and then acts (a key pressed mid-motion was
        once lost); while a computer plays, only the bar's chores work (and anything else
        hurries it on)."""
        moving = self.table.animating
        if moving and event.type != pygame.MOUSEBUTTONUP:
            self.table.board.skip()
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif moving or event.button != 1:
            return
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self._click(event.pos)
        else:
            self._release(event.pos)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if self.table.computers.acting_seat is not None:
            self.table.computers.rush()
        elif key == pygame.K_h:
            self.table.hint()
        else:
            self._screen_input(event)

    def _screen_input(self, event: pygame.event.Event) -> None:
        """A key or click for what the person sees: the setup or draft screen, or the
        table's controls (mouse clicks on the board are `_board_click`'s)."""
        if self.table.setup_screen is not None and self.table.state.phase is Phase.SETUP:
            self.table.setup_screen.handle(event, self.table.ctx.frame)
        elif self.table.state.phase is Phase.DRAFT and self.table.person_playing:
            self.table.draft.handle(event, self.table.ctx.frame, self.table.state)
        elif event.type == pygame.KEYDOWN and self.table.person_playing:
            self.table.controls.key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and self.table.person_playing:
            self._board_click(event.pos)

    def escape(self) -> bool:
        """Esc lets go of a drag, closes a chooser or drops the selection (True); with none
        of them, False (the table host opens the menu)."""
        if self.dragging or self.press:
            self.press, self.dragging = None, ()
        elif self.table.controls.choosing is not None:
            self.table.controls.close()
        elif self.table.controls.selection:
            self.table.controls.reset()
        else:
            return False
        return True

    def _click(self, point: tuple[int, int]) -> None:
        button = next((b for b in self.table.top_buttons() if b.rect.collidepoint(point)), None)
        if button is not None:
            if not button.press():
                self.table.say(button.reason)
        elif self.table.computers.acting_seat is not None:
            self.table.computers.rush()
        else:
            self._screen_input(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=point))

    def _board_click(self, point: tuple[int, int]) -> None:
        """The panel's buttons; a card to pick or drag; a zone to send the selection to; a
        hero of one's own for its actions."""
        panel = next((b for b in self.table.controls.buttons if b.rect.collidepoint(point)), None)
        if panel is not None:
            if not panel.press():
                self.table.say(panel.reason)
            return
        if self.table.state.phase is not Phase.PLAY or self.table.controls.choosing is not None:
            return
        sprite = self.table.board.sprite_at(point)
        if sprite is not None and self._pickable(sprite.zone):
            self.press = (sprite.key, point)
            return
        zone = self.table.board.zone_at(point, self.table.controls.drop_zones())
        if zone is not None:
            self._drop(zone)
            return
        hero = self.table.board.hero_at(point, self.table.viewer)
        if hero is not None:
            self.table.controls.open_hero(hero)

    def _pickable(self, zone: Zone) -> bool:
        me = self.table.viewer
        return (zone.kind in ("hand", "slot", "king")) and zone.seat == me

    def _motion(self, point: tuple[int, int]) -> None:
        if self.press is None or self.dragging:
            return
        key, start = self.press
        if abs(point[0] - start[0]) + abs(point[1] - start[1]) >= DRAG_START:
            if key not in self.table.controls.selection:
                self.table.controls.selection = [key]
            self.dragging = tuple(self.table.controls.selection)

    def _release(self, point: tuple[int, int]) -> None:
        pressed, dragging = self.press, self.dragging
        self.press, self.dragging = None, ()
        if dragging:
            zone = self.table.board.zone_at(point, self.table.all_zones())
            if zone is not None:
                self._drop(zone)
            else:
                self.table.say(_(DROP_GUIDE), calm=True)
        elif pressed is not None:
            self.table.controls.toggle(pressed[0])

    def _drop(self, zone: Zone) -> None:
        command, problem = self.table.controls.drop_on(zone)
        if command is None or problem is not None:
            self.table.say(problem or _("Nothing to do there."))
            return
        self.table.submit(command)
