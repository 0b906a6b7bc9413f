"""Baisch's records: the facts kept of each archived game and the statistics folded from them.

`facts` reads a finished (or kept unfinished) game's events: every hero each seat held at
some time (drafted, drawn with a Joker, kept as spoils: B-DRAFT-2, B-JOKER-3, B-ELIM-1), who
eliminated whom (B-ELIM-1/2) and the turns played. `statistics` counts, for the seats a
person played: games and wins by player count, the heroes played most with their win rates,
and the eliminations made and suffered.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass
from datetime import date
from typing import Any

from regicide.games.baisch.engine import (
    Event,
    Game,
    Hero,
    HeroDrawn,
    HeroGiven,
    PlayerConquered,
    PlayerFell,
    SpoilTaken,
)
from regicide.games.protocol import ArchivedGame
from regicide.games.standings import (
    by_level,
    by_players,
    counted,
    daily_briefs,
    daily_records,
    fair,
    last_games,
    results,
)

HEROES_SHOWN = 12  # every hero may appear in the list of heroes played
SEAT_COUNTS = range(2, 7)


def events_of(game: Game) -> Iterable[Event]:
    """Every event of the game, the deal's first."""
    yield from game.setup
    for turn in game.history:
        yield from turn.events


def facts(game: Game) -> dict[str, Any]:
    """What the records keep of one game (plain JSON: seat numbers as text keys)."""
    heroes: dict[int, set[str]] = {}
    beaten: dict[int, int] = {}
    fell: list[int] = []
    for event in events_of(game):
        owner = _new_owner(event)
        if owner is not None:
            heroes.setdefault(owner[0], set()).add(owner[1].value)
        if isinstance(event, PlayerConquered):
            beaten[event.by] = beaten.get(event.by, 0) + 1
            fell.append(event.seat)
        elif isinstance(event, PlayerFell):
            fell.append(event.seat)
    return {
        "heroes": {str(seat): sorted(names) for seat, names in sorted(heroes.items())},
        "eliminations": {str(seat): count for seat, count in sorted(beaten.items())},
        "fallen": sorted(set(fell)),
        "fell_in_order": list(dict.fromkeys(fell)),  # the first out first (places: B-WIN-1)
        "turns": game.state.turn,
        "basic": game.state.options.basic,
    }


def _new_owner(event: Event) -> tuple[int, Hero] | None:
    """The seat that came to own a hero by this event, and the hero."""
    if isinstance(event, HeroGiven):
        return event.receiver, event.hero
    if isinstance(event, HeroDrawn | SpoilTaken):
        return event.seat, event.hero
    return None


@dataclass(frozen=True)
class HeroRecord:
    """One hero as the person played it: games with it, wins with it."""

    hero: str
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class BaischStatistics:
    """The numbers of Baisch's records page and of `regicide records --json`."""

    games: int
    wins: int
    losses: int
    draws: int  # B-WIN-2/3: games ended in a draw the person's seat shared or not
    unfinished: int
    assisted_wins: int
    current_streak: int
    best_streak: int
    assisted: int  # finished with help: in no win rate, streak or tally below
    between_friends: int  # people against each other at one screen: each one's place
    by_players: dict[str, dict[str, int]]
    by_level: dict[str, dict[str, int]]  # with the computers at each level (issue 34)
    heroes: list[dict[str, Any]]  # most played first: hero, games, wins, win_rate
    eliminations_made: int  # Kings the person beat (B-ELIM-1)
    times_eliminated: int  # games the person's seat fell before the end
    mean_turns: float
    last_games: list[dict[str, Any]]
    daily: list[dict[str, Any]]
    daily_streak: int
    daily_best_streak: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def as_json(self) -> dict[str, Any]:
        return {**asdict(self), "win_rate": round(self.win_rate, 4)}


def statistics(games: Sequence[ArchivedGame], today: date | None = None) -> BaischStatistics:
    """Fold Baisch's archived games (oldest first) into its statistics: the person's own
    results (`fair`) in the tallies, the heroes and the eliminations; the games between
    friends and the assisted ones counted apart."""
    finished = counted(games)
    own = fair(finished)
    tally = results(games)
    daily = daily_records(finished, today)
    turns = [_number(game.details.get("turns")) for game in finished]
    return BaischStatistics(
        games=tally.games,
        wins=tally.wins,
        losses=tally.losses,
        draws=tally.draws,
        unfinished=tally.unfinished,
        assisted_wins=tally.assisted_wins,
        current_streak=tally.current_streak,
        best_streak=tally.best_streak,
        assisted=tally.assisted,
        between_friends=tally.between_friends,
        by_players=by_players(own, SEAT_COUNTS),
        by_level=by_level(own),
        heroes=[_hero_json(record) for record in hero_records(own)],
        eliminations_made=sum(_seat_count(game, "eliminations") for game in own),
        times_eliminated=sum(1 for game in own if _fell(game)),
        mean_turns=round(sum(turns) / len(turns), 1) if turns else 0.0,
        last_games=last_games(finished, _details),
        daily=daily_briefs(daily, _details),
        daily_streak=daily.current_streak,
        daily_best_streak=daily.best_streak,
    )


def hero_records(games: Sequence[ArchivedGame]) -> list[HeroRecord]:
    """The heroes the people held, most played first (then by name), with their wins."""
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    for game in games:
        for hero in _people_heroes(game):
            played[hero] += 1
            won[hero] += game.won
    ranked = sorted(played, key=lambda hero: (-played[hero], hero))
    return [HeroRecord(hero, played[hero], won[hero]) for hero in ranked[:HEROES_SHOWN]]


def _hero_json(record: HeroRecord) -> dict[str, Any]:
    return {**asdict(record), "win_rate": round(record.win_rate, 4)}


def _people_heroes(game: ArchivedGame) -> set[str]:
    held = game.details.get("heroes")
    if not isinstance(held, Mapping):
        return set()
    names = {hero.value for hero in Hero}
    found: set[str] = set()
    for seat in game.people:
        listed = held.get(str(seat))
        if isinstance(listed, list):
            found |= {name for name in listed if name in names}
    return found


def place_of(game: ArchivedGame, seat: int) -> int | None:
    """Where `seat` finished (1: the last King standing; the first out last), or None when
    the record does not say (an older archive)."""
    if seat in game.winners:
        return 1
    order = game.details.get("fell_in_order")
    if not isinstance(order, list) or seat not in order:
        return None
    return game.players - order.index(seat)


def _seat_count(game: ArchivedGame, key: str) -> int:
    counts = game.details.get(key)
    if not isinstance(counts, Mapping):
        return 0
    return sum(_number(counts.get(str(seat))) for seat in game.people)


def _fell(game: ArchivedGame) -> bool:
    fallen = game.details.get("fallen")
    return isinstance(fallen, list) and any(seat in fallen for seat in game.people)


def _number(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _details(game: ArchivedGame) -> dict[str, Any]:
    """What a list of past games shows of each: the turns played."""
    return {"turns": _number(game.details.get("turns"))}
