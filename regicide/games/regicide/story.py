"""A game's story in numbers, read from its events (no pygame): for the end screen, the games
list and the statistics. Nothing here is bookkept twice: every number is a fold of the
engine's events over the game's turns."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from regicide.games.regicide.engine import (
    CardsPlayed,
    Command,
    DamageDealt,
    EnemyDefeated,
    Event,
    Game,
    PlayCards,
    Turn,
    Yielded,
)


@dataclass(frozen=True)
class Story:
    """What happened in one game."""

    moves: int  # commands made (plays, yields, discards, flips, seat choices)
    plays: int  # turns on which cards were played
    yields: int
    damage: int  # dealt to enemies in all
    biggest_hit: int  # the most damage one play dealt
    biggest_play: tuple[str, ...]  # the cards of that play (notation)
    exact_kills: int
    enemies_defeated: int
    tokens_used: int
    tavern_left: int


def story_of(game: Game) -> Story:
    """The numbers of `game` so far (finished or not)."""
    turns = game.history
    hits = [(_damage(turn), turn) for turn in turns if isinstance(turn.command, PlayCards)]
    biggest, turn = max(hits, key=lambda hit: hit[0], default=(0, None))
    play = turn.command.cards if turn is not None and isinstance(turn.command, PlayCards) else ()
    events = [event for turn in turns for event in turn.events]
    state = game.state
    return Story(
        moves=len(turns),
        plays=_count(events, CardsPlayed),
        yields=_count(events, Yielded),
        damage=sum(event.amount for event in events if isinstance(event, DamageDealt)),
        biggest_hit=biggest,
        biggest_play=tuple(str(card) for card in play),
        exact_kills=sum(1 for event in events if isinstance(event, EnemyDefeated) and event.exact),
        enemies_defeated=state.enemies_defeated,
        tokens_used=state.tokens_used,
        tavern_left=len(state.tavern),
    )


def _damage(turn: Turn[Command, Event]) -> int:
    return sum(event.amount for event in turn.events if isinstance(event, DamageDealt))


def _count(events: Iterable[object], kind: type) -> int:
    return sum(1 for event in events if isinstance(event, kind))
