"""The end of a game in words: who won each faction and why (count, tie-breaking best card,
or nobody), and the result (C-SCORE-2..6, C-CYC-1)."""

from __future__ import annotations

from regicide.games.claim.engine import CYC, Card, FactionResult, Margin, Outcome, Status
from regicide.games.claim.narrate.words import (
    Names,
    faction_name,
    faction_singular,
    seat_name,
    seat_object,
)
from regicide.i18n import _, ngettext

Piles = tuple[tuple[Card, ...], ...]


def faction_line(
    result: FactionResult, scores: Piles, reader: int | None = None, names: Names = None
) -> str:
    """One faction's result, from the final score piles: "Goblins: seat 1 wins, 5 cards to 3",
    "Knights: you win, 2 cards each, highest Knight 9 against 7", "Dwarves: nobody, no one
    has any"."""
    code = result.faction
    held = [sorted(card.value for card in pile if card.faction == code) for pile in scores]
    name = faction_name(code)
    if result.margin is Margin.EMPTY:
        return _("{faction}: nobody, no one has any").format(faction=name)
    if result.margin is Margin.TIED:
        best = held[0][0] if code == CYC else held[0][-1]
        count = len(held[0])
        return ngettext(
            "{faction}: nobody, {count} card each and the best {single} tied at {best}",
            "{faction}: nobody, {count} cards each and the best {single} tied at {best}",
            count,
        ).format(faction=name, count=count, single=faction_singular(code), best=best)
    own, other = held[result.seat - 1], held[2 - result.seat]
    why = _why(result.margin, code, own, other)
    if result.seat == reader:
        return _("{faction}: you win, {why}").format(faction=name, why=why)
    winner = seat_object(result.seat, None, names)
    return _("{faction}: {winner} wins, {why}").format(faction=name, winner=winner, why=why)


def faction_verdict(result: FactionResult, reader: int | None = None, names: Names = None) -> str:
    """A faction's winner alone, where its reason has no room (the end screen's chips show
    the cards): "Goblins: you win", "Knights: seat 2 wins", "Dwarves: nobody"."""
    name = faction_name(result.faction)
    if result.margin in (Margin.EMPTY, Margin.TIED):
        return _("{faction}: nobody").format(faction=name)
    if result.seat == reader:
        return _("{faction}: you win").format(faction=name)
    winner = seat_object(result.seat, None, names)
    return _("{faction}: {winner} wins").format(faction=name, winner=winner)


def _why(margin: Margin, code: str, own: list[int], other: list[int]) -> str:
    """The winning side's reason, from both seats' values of the faction (sorted)."""
    mine, theirs = len(own), len(other)
    if margin is Margin.MORE:
        return ngettext("{count} card to {other}", "{count} cards to {other}", mine).format(
            count=mine, other=theirs
        )
    if margin is Margin.FEWER:
        return _("fewer cards, {count} to {other}").format(count=mine, other=theirs)
    if margin is Margin.ONLY:
        return _("the only one holding any ({count})").format(count=mine)
    single = faction_singular(code)
    if margin is Margin.LOWEST:
        return ngettext(
            "{count} card each, lowest {single} {best} against {other}",
            "{count} cards each, lowest {single} {best} against {other}",
            mine,
        ).format(count=mine, single=single, best=own[0], other=other[0])
    return ngettext(
        "{count} card each, highest {single} {best} against {other}",
        "{count} cards each, highest {single} {best} against {other}",
        mine,
    ).format(count=mine, single=single, best=own[-1], other=other[-1])


def outcome_text(outcome: Outcome, reader: int | None = None, names: Names = None) -> str:
    """The result in one sentence: "Seat 1 wins the game, 3 factions to 2"."""
    won = outcome.factions_won
    if outcome.status is Status.DRAW:
        unclaimed = len(outcome.factions) - sum(won)
        if unclaimed:
            return ngettext(
                "A draw: {mine} factions to {theirs}, {count} unclaimed",
                "A draw: {mine} factions to {theirs}, {count} unclaimed",
                unclaimed,
            ).format(mine=won[0], theirs=won[1], count=unclaimed)
        return _("A draw: {mine} factions to {theirs}").format(mine=won[0], theirs=won[1])
    winner = outcome.winners[0]
    mine, theirs = won[winner - 1], won[2 - winner]
    if winner == reader:
        return ngettext(
            "You win the game, {mine} faction to {theirs}",
            "You win the game, {mine} factions to {theirs}",
            mine,
        ).format(mine=mine, theirs=theirs)
    return ngettext(
        "{winner} wins the game, {mine} faction to {theirs}",
        "{winner} wins the game, {mine} factions to {theirs}",
        mine,
    ).format(winner=seat_name(winner, reader, names), mine=mine, theirs=theirs)


def ending_lines(
    outcome: Outcome, scores: Piles, reader: int | None = None, names: Names = None
) -> list[str]:
    """The end screen's lines: each faction, then the result (`names`: the seats' names,
    "Strong AI", where the reader is not the seat)."""
    lines = [faction_line(result, scores, reader, names) for result in outcome.factions]
    return [*lines, outcome_text(outcome, reader, names)]
