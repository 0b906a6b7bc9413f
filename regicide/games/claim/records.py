"""Claim's records: results and streaks, games against the computer and between friends, the
factions won most, the daily deals; folded from its archived games.

Each archived game carries Claim's facts (`facts_of`): the deck's factions, who won each
faction (C-SCORE-2..4) and how many each seat won. A game with one person at the table was
played against the computer; with two, between friends at one screen (then the table's "won"
means nothing: both people are at it, so those games count as played and drawn only).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any

from regicide.games.claim.engine import FACTIONS, Game
from regicide.games.claim.narrate import faction_name as narrated_name
from regicide.games.computers import level_name
from regicide.games.protocol import ArchivedGame
from regicide.games.standings import (
    counted,
    daily_briefs,
    daily_records,
    fair,
    last_games,
    results,
)
from regicide.i18n import _
from regicide.support.words import ai_name, apart_lines, percent

FACTIONS_SHOWN = 5  # the factions won most, listed on the page


def facts_of(match: Game) -> dict[str, Any]:
    """What the records keep of one game: its factions, each faction's winner (0: nobody),
    the factions each seat won, and the trick reached."""
    state = match.state
    return {
        "factions": list(state.options.factions),
        "claimed": {result.faction: result.seat for result in state.results},
        "won": [sum(result.seat == seat for result in state.results) for seat in (1, 2)],
        "trick": state.trick,
    }


@dataclass(frozen=True)
class Record:
    """Games, wins, losses and draws of one kind of game."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0


@dataclass(frozen=True)
class ClaimStatistics:
    """The numbers of Claim's records page and of `regicide records --game claim --json`."""

    games: int
    wins: int
    losses: int
    draws: int
    unfinished: int
    assisted_wins: int
    assisted: int  # against the computer with help: in no win rate or streak
    current_streak: int
    best_streak: int
    against_computer: Record
    by_opponent: dict[str, Record]  # against each computer player by its name (strong first)
    between_friends: Record
    factions_won: dict[str, int]  # by the person, against the computer, most first
    last_games: list[dict[str, Any]]
    daily: list[dict[str, Any]]
    daily_streak: int
    daily_best_streak: int

    @property
    def win_rate(self) -> float:
        decided = self.wins + self.losses
        return self.wins / decided if decided else 0.0

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "win_rate": round(self.win_rate, 4)}


def statistics(games: Sequence[ArchivedGame], today: date | None = None) -> ClaimStatistics:
    """Fold Claim's archived games (oldest first) into its statistics."""
    finished = counted(games)
    solo = [game for game in finished if len(game.people) == 1]
    friends = [game for game in finished if len(game.people) > 1]
    tally = results(solo)
    daily = daily_records(finished, today)
    return ClaimStatistics(
        games=len(finished),
        wins=tally.wins,
        losses=tally.losses,
        draws=tally.draws,
        unfinished=sum(1 for game in games if not game.finished),
        assisted_wins=tally.assisted_wins,
        assisted=tally.assisted,
        current_streak=tally.current_streak,
        best_streak=tally.best_streak,
        against_computer=Record(tally.games, tally.wins, tally.losses, tally.draws),
        by_opponent=_by_opponent(fair(solo)),
        between_friends=Record(len(friends), draws=sum(1 for game in friends if game.drawn)),
        factions_won=_factions_won(solo),
        last_games=last_games(finished, details),
        daily=daily_briefs(daily, details),
        daily_streak=daily.current_streak,
        daily_best_streak=daily.best_streak,
    )


#: The computer players in the order the records list them (the strongest first).
OPPONENT_ORDER = ("expert", "strong", "casual", "beginner", "random")


def opponent_of(game: ArchivedGame) -> str | None:
    """The computer player a person faced, by its level (an old record's "instant" is the
    Casual level it became); None when the record does not say."""
    others = [name for seat, name in enumerate(game.seats, 1) if seat not in game.people]
    return level_name(others[0]) if len(others) == 1 else None


def _by_opponent(games: Sequence[ArchivedGame]) -> dict[str, Record]:
    """Games, wins, losses and draws against each computer player."""
    kept: dict[str, Record] = {}
    for game in games:
        name = opponent_of(game)
        if name is None:
            continue
        before = kept.get(name, Record())
        won, drawn = game.won, game.drawn
        kept[name] = Record(
            before.games + 1,
            before.wins + (won and not drawn),
            before.losses + (not won and not drawn),
            before.draws + drawn,
        )
    rank = {name: index for index, name in enumerate(OPPONENT_ORDER)}
    return dict(sorted(kept.items(), key=lambda item: (rank.get(item[0], 9), item[0])))


def _factions_won(games: Sequence[ArchivedGame]) -> dict[str, int]:
    """How often the person won each faction, most first (ties by faction code)."""
    counts: Counter[str] = Counter()
    for game in games:
        counts.update(code for code, seat in _claimed(game).items() if seat in game.people)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return dict(ranked[:FACTIONS_SHOWN])


def _claimed(game: ArchivedGame) -> dict[str, int]:
    claimed = game.details.get("claimed")
    if not isinstance(claimed, dict):
        return {}
    return {
        code: seat for code, seat in claimed.items() if isinstance(code, str) and seat in (1, 2)
    }


def factions_score(game: ArchivedGame) -> tuple[int, int] | None:
    """(factions the person's seat won, factions the other won), or None when unknown."""
    won = game.details.get("won")
    if not (isinstance(won, list) and len(won) == 2 and all(type(n) is int for n in won)):
        return None
    seat = game.people[0] if len(game.people) == 1 else 1
    return won[seat - 1], won[2 - seat]


def details(game: ArchivedGame) -> dict[str, Any]:
    """What a list of past games shows of each: the factions won, each side."""
    score = factions_score(game)
    return {"factions": list(score) if score else None, "drawn": game.drawn}


def result_text(game: ArchivedGame) -> str:
    """ "Won 3–2 against Strong AI", "Lost 1–3 to Casual AI", "Draw 2–2 with Expert AI" (the
    computer by its level, as the table named it), "Seat 2 won 3–2" between people,
    "Unfinished (trick 9/26)"."""
    if not game.finished:
        trick = game.details.get("trick")
        if type(trick) is int:
            return _("Unfinished (trick {trick}/26)").format(trick=trick)
        return _("Unfinished")
    score = factions_score(game)
    shown = f"{score[0]}–{score[1]}" if score else ""
    opponent = opponent_of(game) if len(game.people) == 1 else None
    if len(game.people) > 1 and not game.drawn:  # between people: the winner's side first
        winner = game.winners[0] if game.winners else 0
        if winner == 2 and score:
            shown = f"{score[1]}–{score[0]}"
        said = _("Seat {seat} won {score}") if winner else _("Over {score}")
        return _tidy(said.format(seat=winner, score=shown))
    kind = "draw" if game.drawn else ("won" if game.won else "lost")
    if opponent is None:
        texts = {"draw": _("Draw {score}"), "won": _("Won {score}"), "lost": _("Lost {score}")}
        return _tidy(texts[kind].format(score=shown))
    texts = {
        "draw": _("Draw {score} with {opponent}"),
        "won": _("Won {score} against {opponent}"),
        "lost": _("Lost {score} to {opponent}"),
    }
    return _tidy(texts[kind].format(score=shown, opponent=ai_name(opponent)))


def _tidy(words: str) -> str:
    """A sentence without the gap an unknown score leaves ("Won  against Strong AI")."""
    return " ".join(words.split())


def faction_name(code: str) -> str:
    """A faction's name from its code (an unknown code, from an odd file, as itself)."""
    faction = FACTIONS.get(code)
    return narrated_name(code) if faction is not None else code[:10]


def summary_lines(stats: ClaimStatistics) -> list[str]:
    """`regicide records --game claim` without --json: the statistics in a few lines."""
    computer, friends = stats.against_computer, stats.between_friends
    rate = percent(computer.wins, computer.wins + computer.losses)
    lines = [
        _(
            "Against the computer: {games} played, won {wins}, lost {losses}, drawn {draws} "
            "(win rate {rate})"
        ).format(**asdict(computer), rate=rate),
        *(
            _("  against {name}: {games} played, won {wins}, lost {losses}, drawn {draws}").format(
                name=ai_name(name), **asdict(record)
            )
            for name, record in stats.by_opponent.items()
        ),
        _("Between friends: {games} played, {draws} drawn").format(
            games=friends.games, draws=friends.draws
        ),
        _("Winning streak: {now} now, {best} at best").format(
            now=stats.current_streak, best=stats.best_streak
        ),
        *apart_lines(0, stats.assisted),  # between friends: said above, with its draws
    ]
    if stats.factions_won:
        won = ", ".join(f"{faction_name(code)} {n}" for code, n in stats.factions_won.items())
        lines.append(_("Factions you won most: {factions}").format(factions=won))
    if stats.daily:
        lines.append(
            _("Daily deals: {games} played, streak {streak} (best {best})").format(
                games=len(stats.daily), streak=stats.daily_streak, best=stats.daily_best_streak
            )
        )
    return lines
