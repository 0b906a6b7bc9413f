"""A faction's standing in words, as a player reads the score piles at a glance (C-SCORE-2..4,
C-CYC-1): "you lead 4–3", "tied 2–2, your 9 beats their 7", "none won yet", and how many of
its cards are still to come."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.claim.engine import CYC, Margin, Tally


@dataclass(frozen=True)
class Sides:
    """How the two sides are called from the screen's seat: "you" and "they" (plural verbs),
    or names such as "seat 1" and "seat 2" between people (singular verbs)."""

    me: str = "you"
    them: str = "they"

    def subject(self, mine: bool) -> str:
        return self.me if mine else self.them

    def verb(self, mine: bool, plain: str, third: str) -> str:
        """ "you lead" / "they lead" / "seat 2 leads"."""
        who = self.subject(mine)
        return f"{who} {plain if who in ('you', 'they') else third}"

    def whose(self, mine: bool) -> str:
        who = self.subject(mine)
        return {"you": "your", "they": "their"}.get(who, f"{who}'s")


def standing_words(
    standing: Tally, seat: int, sides: Sides = Sides(), *, short: bool = False
) -> str:
    """Who is ahead in one faction as if the game ended now, from `seat`'s side; `short`: in
    fewer words, for a narrow panel ("tied 2–2, your 9 wins": the chips ring both cards)."""
    mine, theirs = standing.values[seat - 1], standing.values[2 - seat]
    margin = standing.margin
    if margin is Margin.EMPTY:
        return "none yet"
    if margin is Margin.TIED:
        best = mine[0] if standing.faction == CYC else mine[-1]
        kept = "" if short else f", both best {best}"
        return f"tied {len(mine)}–{len(theirs)}{kept}: nobody"
    ahead = standing.seat == seat
    won, lost = (mine, theirs) if ahead else (theirs, mine)
    score = f"{len(won)}–{len(lost)}"
    if margin in (Margin.MORE, Margin.FEWER):
        fewer = " with fewer," if margin is Margin.FEWER else ""
        return f"{sides.verb(ahead, 'lead', 'leads')}{fewer} {score}"
    if margin is Margin.ONLY:
        return f"only {sides.verb(ahead, 'hold', 'holds')} any ({len(won)})"
    best, other = (won[0], lost[0]) if margin is Margin.LOWEST else (won[-1], lost[-1])
    if short:
        return f"tied {score}, {sides.whose(ahead)} {best} wins"
    relation = "is lower than" if margin is Margin.LOWEST else "beats"
    return f"tied {score}, {sides.whose(ahead)} {best} {relation} {sides.whose(not ahead)} {other}"


def to_come_words(count: int) -> str:
    """The faction's cards not yet in a score pile: "5 still to come", "all won"."""
    return "all won" if count == 0 else f"{count} still to come"


def deciding_values(standing: Tally) -> tuple[int | None, int | None]:
    """The card value that decides a tied count on each side (seat 1, seat 2), or None when
    counts decide (or there is nothing)."""
    if standing.margin not in (Margin.HIGHEST, Margin.LOWEST, Margin.TIED):
        return None, None
    pick = 0 if standing.faction == CYC else -1
    first, second = standing.values
    return (first[pick] if first else None, second[pick] if second else None)
