"""A faction's standing in words, as a player reads the score piles at a glance (C-SCORE-2..4,
C-CYC-1): "you lead 4–3", "tied 2–2, your 9 beats their 7", "none won yet", and how many of
its cards are still to come."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.claim.engine import CYC, Margin, Tally
from regicide.i18n import _, ngettext


@dataclass(frozen=True)
class Sides:
    """How the two sides are called from the screen's seat: "you" and "they" (the default),
    or names such as "seat 1" and "seat 2" between people. Each sentence is whole in the
    player's language: one for "you", one for "they", one for a name ({who})."""

    me: str | None = None
    them: str | None = None

    @property
    def named(self) -> bool:
        return self.me is not None and self.them is not None

    def subject(self, mine: bool) -> str:
        return (self.me if mine else self.them) or ""

    def say(self, mine: bool, texts: tuple[str, str, str], **values: object) -> str:
        """`texts` (you, they, a name), each translated: the one for the side `mine` names."""
        you, they, named = texts
        if self.named:
            return named.format(who=self.subject(mine), **values)
        return (you if mine else they).format(**values)

    def versus(self, ahead: bool, texts: tuple[str, str, str], **values: object) -> str:
        """A sentence setting the side ahead against the other: yours first, theirs first, or
        two names ({who}, {other_side})."""
        you, they, named = texts
        if self.named:
            return named.format(
                who=self.subject(ahead), other_side=self.subject(not ahead), **values
            )
        return (you if ahead else they).format(**values)


def standing_words(
    standing: Tally, seat: int, sides: Sides = Sides(), *, short: bool = False
) -> str:
    """Who is ahead in one faction as if the game ended now, from `seat`'s side; `short`: in
    fewer words, for a narrow panel ("tied 2–2, your 9 wins": the chips ring both cards)."""
    mine, theirs = standing.values[seat - 1], standing.values[2 - seat]
    margin = standing.margin
    if margin is Margin.EMPTY:
        return _("none yet")
    if margin is Margin.TIED:
        best = mine[0] if standing.faction == CYC else mine[-1]
        counts = {"mine": len(mine), "theirs": len(theirs)}
        if short:
            return _("tied {mine}–{theirs}: nobody").format(**counts)
        return _("tied {mine}–{theirs}, both best {best}: nobody").format(best=best, **counts)
    ahead = standing.seat == seat
    won, lost = (mine, theirs) if ahead else (theirs, mine)
    score = {"won": len(won), "lost": len(lost)}
    if margin in (Margin.MORE, Margin.FEWER, Margin.ONLY):
        return sides.say(ahead, _lead_texts(margin), **score)
    best, other = (won[0], lost[0]) if margin is Margin.LOWEST else (won[-1], lost[-1])
    if short:
        texts = (
            _("tied {won}–{lost}, your {best} wins"),
            _("tied {won}–{lost}, their {best} wins"),
            _("tied {won}–{lost}, {who}'s {best} wins"),
        )
        return sides.say(ahead, texts, best=best, **score)
    return sides.versus(ahead, _broken_tie_texts(margin), best=best, other=other, **score)


def deciding_words(standing: Tally, seat: int, sides: Sides = Sides()) -> str | None:
    """Whose best card breaks a tie, in the fewest words, for a panel too narrow for the
    count ("Seat 2's 9 wins": the chips below show the count); None when no tie is broken
    (C-SCORE-3, C-CYC-1)."""
    if standing.margin not in (Margin.HIGHEST, Margin.LOWEST):
        return None
    ahead = standing.seat == seat
    mine, theirs = standing.values[seat - 1], standing.values[2 - seat]
    won = mine if ahead else theirs
    best = won[0] if standing.margin is Margin.LOWEST else won[-1]
    texts = (_("your {best} wins"), _("their {best} wins"), _("{who}'s {best} wins"))
    return sides.say(ahead, texts, best=best)


def _lead_texts(margin: Margin) -> tuple[str, str, str]:
    """A side ahead on count (more, fewer for Cyclops, the only one holding any)."""
    if margin is Margin.MORE:
        return (
            _("you lead {won}–{lost}"),
            _("they lead {won}–{lost}"),
            _("{who} leads {won}–{lost}"),
        )
    if margin is Margin.FEWER:
        return (
            _("you lead with fewer, {won}–{lost}"),
            _("they lead with fewer, {won}–{lost}"),
            _("{who} leads with fewer, {won}–{lost}"),
        )
    return (
        _("only you hold any ({won})"),
        _("only they hold any ({won})"),
        _("only {who} holds any ({won})"),
    )


def _broken_tie_texts(margin: Margin) -> tuple[str, str, str]:
    """Equal counts, the best card deciding: the highest, or the lowest for Cyclops."""
    if margin is Margin.LOWEST:
        return (
            _("tied {won}–{lost}, your {best} is lower than their {other}"),
            _("tied {won}–{lost}, their {best} is lower than your {other}"),
            _("tied {won}–{lost}, {who}'s {best} is lower than {other_side}'s {other}"),
        )
    return (
        _("tied {won}–{lost}, your {best} beats their {other}"),
        _("tied {won}–{lost}, their {best} beats your {other}"),
        _("tied {won}–{lost}, {who}'s {best} beats {other_side}'s {other}"),
    )


def to_come_words(count: int) -> str:
    """The faction's cards not yet in a score pile: "5 still to come", "all won"."""
    if count == 0:
        return _("all won")
    return ngettext("{count} still to come", "{count} still to come", count).format(count=count)


def deciding_values(standing: Tally) -> tuple[int | None, int | None]:
    """The card value that decides a tied count on each side (seat 1, seat 2), or None when
    counts decide (or there is nothing)."""
    if standing.margin not in (Margin.HIGHEST, Margin.LOWEST, Margin.TIED):
        return None, None
    pick = 0 if standing.faction == CYC else -1
    first, second = standing.values
    return (first[pick] if first else None, second[pick] if second else None)
