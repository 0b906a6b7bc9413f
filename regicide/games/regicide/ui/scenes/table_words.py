"""What the table says now, always of the position the board shows (never ahead of the cards):
the banner and the side panel. Whose turn it is decides it: during the deal or between
enemies, that the cards are coming; on a computer's turn (or under autoplay), who decides and
what it must do, never an instruction to the person at the screen; else what the dragged or
selected cards would do, or what the person can do. The words are narrate's."""

from __future__ import annotations

from typing import Protocol

from regicide.games.regicide.engine import (
    Card,
    GameState,
    Phase,
    Status,
    flip_problem,
    yield_problem,
)
from regicide.games.regicide.narrate import (
    START_AUTOPLAY,
    Line,
    Tone,
    acting_banner,
    acting_lines,
    banner_text,
    between_enemies,
    named,
    named_lines,
    seat_name,
    seat_object,
)
from regicide.games.regicide.ui.board import Board
from regicide.games.regicide.ui.chrome import preview_content
from regicide.games.regicide.ui.drag import DragController
from regicide.i18n import _, pgettext
from regicide.play.session import Session
from regicide.play.table import TablePlay


class SpokenTable(Protocol):
    """What the table's words are drawn from."""

    board: Board
    play: TablePlay
    session: Session
    drag: DragController

    @property
    def state(self) -> GameState: ...

    @property
    def viewer(self) -> int: ...

    def selected_cards(self) -> tuple[Card, ...]: ...


class TableWords:
    """The banner and the side panel of one table (see the module)."""

    def __init__(self, table: SpokenTable) -> None:
        self.table = table

    def preview(self) -> tuple[str, list[Line]]:
        """The side panel: during the deal, that it is dealt; on a computer's turn, who
        decides and what it must do; over the Jester's chooser, what the computer seats said
        (R-JEST-4); else what the dragged cards, or the selected ones, would do (or what the
        person can do)."""
        table = self.table
        board, computers = table.board, table.play.computers
        if self.dealing():
            return between_enemies(board.view)
        if self.computer_shown():
            who, for_whom = self._acting_who()
            if for_whom and for_whom != pgettext("object", "you"):
                # TRANSLATORS: the side panel's heading while autoplay plays a seat.
                title = _("{who} for {whom}").format(who=who, whom=for_whom)
            else:
                title = who
            lines = acting_lines(board.view, computers.thinking, table.play.autoplay)
            return title, named_lines(lines, board.names)
        drag = table.drag.drag
        cards = drag.cards if drag is not None else table.selected_cards()
        title, lines = preview_content(board.shown, table.viewer, cards)
        if board.shown.phase is Phase.CHOOSE_NEXT:
            lines += [(words, Tone.TEXT) for words in computers.talk_lines()]
        return named(title, board.names), named_lines(lines, board.names)

    def banner(self) -> str:
        """What to do now, or on a computer's turn what it does ("" once the game is over:
        its end has its own moment)."""
        board = self.table.board
        shown = board.shown
        if shown.status is not Status.PLAYING:
            return ""
        if self.dealing():
            return between_enemies(board.view)[0]
        if self.computer_shown():
            return named(acting_banner(board.view, *self._acting_who()), board.names)
        can_yield, can_flip = yield_problem(shown) is None, flip_problem(shown) is None
        words = banner_text(board.view, can_yield, can_flip, board.you)
        return named(words, board.names)

    def dealing(self) -> bool:
        """The deal is being shown, or an enemy has fallen and the next is not yet turned
        over: no enemy, nothing to play against (R-SETUP, R-DEF-1)."""
        shown = self.table.board.shown
        return shown.status is Status.PLAYING and shown.enemy is None

    def computer_shown(self) -> bool:
        """A computer decides in the position the board shows (its own seat, or any seat
        under autoplay): the panel, the banner and the buttons speak of it, not to the person
        at the screen."""
        shown = self.table.board.shown
        playing = shown.status is Status.PLAYING
        return playing and self.table.play.computers.player_of(shown.current) is not None

    def explained(self, reason: str) -> bool:
        """Does the side panel already show `reason` (so it need not be said again)?"""
        return any(text == reason and tone is Tone.DANGER for text, tone in self.preview()[1])

    def seat_label(self, seat: int) -> str:
        """ "Seat 2 (computer)" for a computer seat of a game of several, else its name."""
        players = self.table.state.players
        player = self.table.session.seat(seat).player
        name = named(seat_name(seat, players), self.table.board.names)
        if player is not None and players > 1:
            return _("{seat} (computer)").format(seat=name)
        return name

    def _acting_who(self) -> tuple[str, str]:
        """Who decides on a computer's turn, and for whom: ("Seat 2 (computer)", "") for a
        computer seat; ("Autoplay", "you") or ("Autoplay", "Seat 1") for a person's."""
        seat, players = self.table.board.shown.current, self.table.state.players
        if self.table.session.seat(seat).player is not None:
            return self.seat_label(seat), ""
        return _(START_AUTOPLAY), seat_object(seat, players, self.table.board.you)
