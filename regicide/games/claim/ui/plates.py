"""A player's plate on Claim's table, as on Regicide's: a face, a name ("You", "Strong AI"),
the cards left in hand and the followers won; the other side's plate holds a small fan of its
hand's backs, where its cards fly from."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.i18n import ngettext

PLATE_THEM = (440.0, 50.0, 400.0, 100.0)  # x, y, width, height: the other side, at the top
PLATE_YOU = (14.0, 556.0, 130.0, 150.0)  # yours, left of your hand
FACE_THEM = 80.0
FACE_YOU = 60.0
FAN = (700.0, 60.0)  # the other hand's backs, right in its plate
FAN_SPAN = 130.0
FAN_WIDTH = 34.0


@dataclass(frozen=True)
class Plate:
    """What a plate shows: its name, its portrait's name (assets/faces), the cards in hand, the
    followers won (phase one) or cards scored (phase two), and whether this side acts now."""

    name: str
    face: str
    cards: int
    won: int
    phase: int = 1
    acting: bool = False

    def detail(self) -> tuple[str, str]:
        """The two counts in words: "13 cards", "4 followers" (phase two: "9 scored")."""
        cards = ngettext("{count} card", "{count} cards", self.cards).format(count=self.cards)
        if self.phase == 2:
            return cards, ngettext("{count} scored", "{count} scored", self.won).format(
                count=self.won
            )
        followers = ngettext("{count} follower", "{count} followers", self.won)
        return cards, followers.format(count=self.won)


def fan_x(count: int, index: int) -> float:
    """The design x of the other hand's `index`-th back of `count`, in its plate's fan."""
    step = min(12.0, (FAN_SPAN - FAN_WIDTH) / max(count - 1, 1))
    return FAN[0] + index * step
