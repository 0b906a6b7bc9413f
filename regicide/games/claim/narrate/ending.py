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
        return f"{name}: nobody, no one has any"
    if result.margin is Margin.TIED:
        best = held[0][0] if code == CYC else held[0][-1]
        single = faction_singular(code)
        return f"{name}: nobody, {len(held[0])} cards each and the best {single} tied at {best}"
    own, other = held[result.seat - 1], held[2 - result.seat]
    why = _why(result.margin, code, own, other)
    return f"{name}: {_wins(result.seat, reader, names)}, {why}"


def _wins(seat: int, reader: int | None, names: Names = None) -> str:
    return "you win" if seat == reader else f"{seat_object(seat, reader, names)} wins"


def _why(margin: Margin, code: str, own: list[int], other: list[int]) -> str:
    """The winning side's reason, from both seats' values of the faction (sorted)."""
    if margin is Margin.MORE:
        return f"{len(own)} cards to {len(other)}"
    if margin is Margin.FEWER:
        return f"fewer cards, {len(own)} to {len(other)}"
    if margin is Margin.ONLY:
        return f"the only one holding any ({len(own)})"
    single = faction_singular(code)
    if margin is Margin.LOWEST:
        return f"{len(own)} cards each, lowest {single} {own[0]} against {other[0]}"
    return f"{len(own)} cards each, highest {single} {own[-1]} against {other[-1]}"


def outcome_text(outcome: Outcome, reader: int | None = None, names: Names = None) -> str:
    """The result in one sentence: "Seat 1 wins the game, 3 factions to 2"."""
    won = outcome.factions_won
    if outcome.status is Status.DRAW:
        unclaimed = len(outcome.factions) - sum(won)
        rest = f", {unclaimed} unclaimed" if unclaimed else ""
        return f"A draw: {won[0]} factions to {won[1]}{rest}"
    winner = outcome.winners[0]
    verb = "win" if winner == reader else "wins"
    return (
        f"{seat_name(winner, reader, names)} {verb} the game, "
        f"{won[winner - 1]} factions to {won[2 - winner]}"
    )


def ending_lines(
    outcome: Outcome, scores: Piles, reader: int | None = None, names: Names = None
) -> list[str]:
    """The end screen's lines: each faction, then the result (`names`: the seats' names,
    "Strong AI", where the reader is not the seat)."""
    lines = [faction_line(result, scores, reader, names) for result in outcome.factions]
    return [*lines, outcome_text(outcome, reader, names)]
