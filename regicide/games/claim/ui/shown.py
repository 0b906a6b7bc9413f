"""What Claim's board shows besides a seat's view (the table's and the replay's `Scene`): the
selected card, the follower strip, the names and faces of both sides, the last trick, the
cards in the air, the cards the follow rule bars."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from regicide.games.claim.engine import Card, SeatView
from regicide.games.claim.narrate.standing import Sides
from regicide.games.claim.ui.flights import Flight
from regicide.games.claim.ui.telling import LastTrick, in_sentence, is_you
from regicide.i18n import _


@dataclass(frozen=True)
class Scene:
    """What the board shows besides the view: the seat it is drawn for, the selected hand
    card, whether the follower pile is turned up, the other hand (the replay's spoilers)."""

    view: SeatView
    selected: int | None = None
    peeking: bool = False
    other_hand: tuple[Card, ...] | None = None
    #: the seat drawn for, and the other ("You" and "They", translated when drawn)
    names: tuple[str, str] = ("You", "They")
    last_trick: LastTrick | None = None  # its cards, owners and what happened
    dragged_to: tuple[int, int] | None = None  # the selected card follows the pointer here
    flying: Sequence[Flight] = ()  # cards in the air, drawn over everything
    barred: frozenset[int] = frozenset()  # hand positions the follow rule bars (dimmed)
    faces: tuple[str, str] = ("seat-1", "seat-2")  # each side's portrait
    hovered: int | None = None  # the hand card under the pointer
    peek_key: bool = False  # F turns the follower pile up here (the table, not the replay)
    onlooker: bool = False  # nobody at the screen plays (computers only, a replay): no "your"
    log_open: bool = False  # the log panel covers the deck and the discard: they are not drawn

    def owned(self, mine: bool, texts: tuple[str, str, str], **values: object) -> str:
        """Words about one side's pile or row, each already translated: `texts` are "Your …",
        "Their …" for a seat at the screen, and "{name}'s …" to an onlooker ("Seat 1's")."""
        yours, theirs, named = texts
        name = self.names[0 if mine else 1]
        if self.onlooker and not is_you(name):
            return named.format(name=name, **values)
        return (yours if mine or self.onlooker else theirs).format(**values)

    @property
    def short_names(self) -> tuple[str, str]:
        """The sides in a narrow column: "You" and "They", or the seats between people."""
        return (_("You"), _("They")) if is_you(self.names[0]) else self.names

    @property
    def sides(self) -> Sides:
        """How the score panel's words call each side."""
        if is_you(self.names[0]):
            return Sides()
        return Sides(*(in_sentence(name) for name in self.names))
