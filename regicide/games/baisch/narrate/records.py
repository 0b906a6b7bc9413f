"""The words of Baisch's records: one archived game's result, the statistics in a few lines,
and the spoiler-free line of a daily deal."""

from __future__ import annotations

from datetime import date

from regicide.games.baisch.engine import Game, Hero
from regicide.games.baisch.narrate.words import hero_name
from regicide.games.baisch.records import BaischStatistics, place_of
from regicide.games.protocol import ArchivedGame
from regicide.support.words import apart_lines, ordinal, results_lines


def _turns(count: object) -> str:
    return f"{count} turn" if count == 1 else f"{count} turns"


def result_text(game: ArchivedGame) -> str:
    """'Won · 24 turns', 'Won (assisted) · 31 turns', 'Lost · out', 'Drawn · 400 turns',
    'Unfinished · turn 9'; between friends each person's place: 'Seat 2 won, Seat 1 3rd ·
    24 turns'."""
    turns = game.details.get("turns", 0)
    if not game.finished:
        return f"Unfinished · turn {turns}"
    if game.drawn:
        return f"Drawn · {_turns(turns)}"
    if game.between_friends:
        return f"{_places(game)} · {_turns(turns)}"
    if game.won:
        return f"{'Won (assisted)' if game.assisted else 'Won'} · {_turns(turns)}"
    fallen = game.details.get("fallen")
    out = isinstance(fallen, list) and any(seat in fallen for seat in game.people)
    return "Lost · eliminated" if out else "Lost"


def _places(game: ArchivedGame) -> str:
    """Each person's place, the best first: 'Seat 2 won, Seat 1 3rd'."""
    places = sorted((place_of(game, seat) or game.players, seat) for seat in game.people)
    return ", ".join(
        f"Seat {seat} won" if place == 1 else f"Seat {seat} {ordinal(place)}"
        for place, seat in places
    )


def summary_lines(stats: BaischStatistics) -> list[str]:
    """`regicide records` without --json, and the records page: the statistics in words."""
    lines = results_lines(stats.games, stats.wins, stats.losses, stats.by_players, stats.by_level)
    if stats.draws:
        lines[0] += f"  drawn {stats.draws}"
    lines.append(
        f"Kings beaten: {stats.eliminations_made}  ·  eliminated: {stats.times_eliminated}  ·  "
        f"average game: {_turns(stats.mean_turns)}"
    )
    if stats.heroes:
        most = ", ".join(
            f"{hero_name(Hero(row['hero']))} {row['wins']}/{row['games']}"
            for row in stats.heroes[:4]
        )
        lines.append(f"Heroes played most (won/played): {most}")
    if stats.current_streak or stats.best_streak:
        lines.append(f"Win streak: {stats.current_streak} (best {stats.best_streak})")
    lines += apart_lines(stats.between_friends, stats.assisted)
    return lines


def share_line(game: Game, day: date, people: tuple[int, ...]) -> str:
    """'Baisch daily 2026-11-21 · Won · 24 turns' (no card, no hero named)."""
    outcome = game.outcome
    assert outcome is not None, "only a finished daily deal is shared"
    won = any(seat in outcome.winners for seat in people)
    result = "Won" if won else "Lost"
    if game.assisted:
        result += " (assisted)"
    return f"Baisch daily {day.isoformat()} · {result} · {_turns(outcome.turns)}"
