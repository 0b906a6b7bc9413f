"""Hypothesis strategies for whole Regicide games, and a driver that plays one to its end.

A game starts either from a fresh deal (players, seed, variants, first seat: R-SETUP) or from a
random but valid FORMAT.md position (any number of enemies already down, cards spread over every
zone), which reaches endgames and wins that random play from a deal almost never sees. Hypothesis
also picks every move, half the time uniformly among the legal moves and half the time greedily,
so games last longer than pure random play and shrink to short reproductions.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from regicide.games.regicide.engine import (
    JESTER,
    Card,
    ChooseNext,
    Command,
    Discard,
    FlipToken,
    Game,
    Phase,
    PlayCards,
    Rules,
    Suit,
    Yield,
    format_move,
    play_value,
    read_position,
)
from regicide.games.regicide.engine.cards import (
    JACK,
    KING,
    QUEEN,
    cards_value,
    full_deck,
    royals,
    tavern_cards,
)
from regicide.games.regicide.engine.state import SETUP_TABLE, GameState

#: A safety net only: every non-Jester play damages the enemy, so random games end long before.
MAX_MOVES = 2_000
ENEMIES = 12
SCALE = float(os.environ.get("REGICIDE_PROPERTY_SCALE", "1"))
randoms = st.randoms(use_true_random=False)


def examples(count: int) -> settings:
    """Deterministic settings for `count` games (scaled by REGICIDE_PROPERTY_SCALE): the same
    examples every run, for CI; REGICIDE_PROPERTY_SCALE=10 plays ten times as many."""
    return settings(
        max_examples=max(1, round(count * SCALE)),
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )


variant_rules = st.builds(
    Rules,
    diamond_mulligan=st.booleans(),
    solo_yield=st.booleans(),
    yield_per_seat=st.booleans(),
    strict_discard=st.booleans(),
    open_hands=st.booleans(),
)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@dataclass(frozen=True)
class GameSpec:
    """How one game starts: a fresh deal from `seed`, or the FORMAT.md position `start`."""

    players: int
    rules: Rules
    seed: int
    first_seat: int = 1
    start: dict[str, Any] | None = None

    def new_game(self) -> Game:
        if self.start is None:
            return Game.new(
                self.players, seed=self.seed, rules=self.rules, first_seat=self.first_seat
            )
        position = read_position(self.start, self.players, self.rules)
        return Game.from_position(position, seed=self.seed)

    @property
    def jesters(self) -> int:
        """R-SETUP-3: the Jesters of this player count's deck."""
        return SETUP_TABLE[self.players][0]


@st.composite
def fresh_deals(draw: st.DrawFn) -> GameSpec:
    """R-SETUP-1..6: 1–4 players, any seed, any variants, any starting seat."""
    players = draw(st.integers(1, 4))
    first_seat = draw(st.integers(1, players))
    return GameSpec(players, draw(variant_rules), draw(seeds), first_seat)


@st.composite
def stated_positions(draw: st.DrawFn) -> GameSpec:
    """A valid position (FORMAT.md `start:`) with 0–11 enemies down and cards in every zone,
    biased towards the endgame, full hands, wounded enemies, an empty tavern and a Jester in
    the hand of the player to act, so that wins and rare rules happen too."""
    players = draw(st.integers(1, 4))
    rules = draw(variant_rules)
    castle_left = draw(st.one_of(st.integers(0, 2), st.integers(0, ENEMIES - 1)))
    fallen = ENEMIES - 1 - castle_left
    shuffler = random.Random(draw(seeds))  # one draw, not one per card: keeps examples small
    order = [card for rank in (JACK, QUEEN, KING) for card in _shuffled(royals(rank), shuffler)]
    loose = _shuffled([*tavern_cards(SETUP_TABLE[players][0]), *order[:fallen]], shuffler)
    if draw(st.booleans()):
        loose.sort(key=lambda card: not card.is_jester)  # the player to act gets a Jester
    current = draw(st.integers(1, players))
    hands = _deal(draw, loose, players, current)
    table = _table(draw, loose)
    discard = _take(loose, draw(st.one_of(st.integers(0, len(loose)), st.just(len(loose)))))
    enemy = order[fallen]
    start = {
        "castle": _names(order[fallen + 1 :]),
        "enemy": str(enemy),
        "table": [_names(play) for play in table],
        "tavern": _names(loose),
        "discard": _names(discard),
        "hands": [_names(hand) for hand in hands],
        "current": current,
        "enemies_defeated": fallen,
        **_counters(draw, enemy, players, rules),
    }
    return GameSpec(players, rules, draw(seeds), start=start)


def _deal(draw: st.DrawFn, loose: list[Card], players: int, current: int) -> list[list[Card]]:
    """Hands of any size up to the limit (often full), the player to act served first."""
    limit = SETUP_TABLE[players][1]
    sizes = st.one_of(st.just(limit), st.integers(0, limit))
    hands: list[list[Card]] = [[] for _ in range(players)]
    for offset in range(players):
        seat = (current - 1 + offset) % players
        hands[seat] = _take(loose, draw(sizes))
    return hands


def _table(draw: st.DrawFn, loose: list[Card]) -> list[list[Card]]:
    """Up to 4 earlier plays: single cards, and an Ace paired with the next card (R-PLAY-2)."""
    plays = []
    for _ in range(draw(st.integers(0, 4))):
        play = _take(loose, 1)
        if play and play[0].is_ace and loose and not loose[0].is_jester and draw(st.booleans()):
            play += _take(loose, 1)
        if play:
            plays.append(play)
    return plays


def _counters(draw: st.DrawFn, enemy: Card, players: int, rules: Rules) -> dict[str, Any]:
    """The position's numbers (FORMAT.md), each within what a real game can reach."""
    health = enemy.enemy_health
    return {
        "damage": draw(st.one_of(st.integers(0, health - 1), st.integers(health - 12, health - 1))),
        "shield": draw(st.integers(0, 25)),
        "immunity_cancelled": draw(st.booleans()),
        "yields_in_a_row": draw(st.integers(0, _max_streak(players, rules))),
        "tokens_used": draw(st.integers(0, 2 if players == 1 else 0)),
    }


def _shuffled(cards: Sequence[Card], shuffler: random.Random) -> list[Card]:
    shuffled = list(cards)
    shuffler.shuffle(shuffled)
    return shuffled


def _take(cards: list[Card], count: int) -> list[Card]:
    taken = cards[:count]
    del cards[:count]
    return taken


def _names(cards: list[Card]) -> list[str]:
    return [str(card) for card in cards]


def _max_streak(players: int, rules: Rules) -> int:
    """The largest Y a real game can reach (R-YIELD-2/3)."""
    if players == 1:
        return int(rules.solo_yield)
    return players - 1


game_specs = st.one_of(fresh_deals(), stated_positions())


def deck_of(players: int) -> tuple[Card, ...]:
    """R-COMP-1, R-SETUP-3: every card of a game of `players`."""
    return full_deck(SETUP_TABLE[players][0])


# --- choosing moves -----------------------------------------------------------------------------


#: How often a game's moves are greedy rather than uniformly random (drawn once per game).
GREED = (0.0, 0.5, 0.9, 1.0)
PICKS = 1 << 16


def choose_move(game: Game, rnd: random.Random, greed: float) -> Command:
    """With probability `greed` the greedy move, else any legal move: one draw per move."""
    moves = game.legal_moves()
    pick = rnd.randrange(PICKS) / PICKS  # an integer draw: keeps Hypothesis choices aligned
    if pick < greed:
        chosen = greedy_move(game.state, moves)
        if chosen is not None:
            return chosen
        pick /= greed  # reuse the draw: again uniform in [0, 1)
    else:
        pick = (pick - greed) / (1 - greed)
    return moves[min(len(moves) - 1, int(pick * len(moves)))]


def greedy_move(state: GameState, moves: list[Command]) -> Command | None:
    """The play that kills closest to exactly, else the hardest hit; the cheapest discard."""
    plays = [move for move in moves if isinstance(move, PlayCards)]
    if plays:
        needed = state.enemy_health - state.damage
        kills = [move for move in plays if play_damage(state, move.cards) >= needed]
        if kills:
            return min(kills, key=lambda move: (play_damage(state, move.cards), len(move.cards)))
        if PlayCards((JESTER,)) in plays and not state.immunity_cancelled:
            return PlayCards((JESTER,))  # R-JEST-1: unblock the enemy's suit first
        return max(plays, key=lambda move: play_damage(state, move.cards))
    discards = [move for move in moves if isinstance(move, Discard)]
    if discards:
        return min(discards, key=lambda move: (cards_value(move.cards), len(move.cards)))
    return None


def play_damage(state: GameState, cards: Sequence[Card]) -> int:
    """R-CLUB-1, R-POW-2: what a play would deal (the greedy player's estimate)."""
    x = play_value(cards)
    immune = state.enemy is not None and not state.immunity_cancelled and state.enemy.suit
    clubs = any(card.suit is Suit.CLUBS for card in cards) and immune is not Suit.CLUBS
    return 2 * x if clubs else x


def play_out(game: Game, rnd: random.Random, visit: Callable[[Game], None] | None = None) -> Game:
    """Play `game` to its end with moves chosen by `rnd`; `visit` sees every state on the way,
    the final one included."""
    greed = rnd.choice(GREED)
    for _ in range(MAX_MOVES):
        if visit is not None:
            visit(game)
        if game.state.phase is Phase.OVER:
            return game
        game.submit(choose_move(game, rnd, greed))
    raise AssertionError(f"no end after {MAX_MOVES} moves: {moves_text(game)}")


def moves_text(game: Game) -> list[str]:
    """The game's moves in FORMAT.md notation, for failure reports."""
    return [format_move(command) for command in game.moves]


# --- arbitrary commands, legal or not -----------------------------------------------------------


def arbitrary_commands(state: GameState, rnd: random.Random, count: int) -> list[Command]:
    """`count` commands of every kind: cards from the hand and from outside it, duplicated cards,
    empty card lists, seats out of range, moves of the wrong phase or player count. One draw
    from `rnd` seeds them all, to keep Hypothesis examples small."""
    local = random.Random(rnd.getrandbits(64))
    return [_arbitrary_command(state, local) for _ in range(count)]


def _arbitrary_command(state: GameState, rnd: random.Random) -> Command:
    kind = rnd.randrange(6)
    if kind <= 1:
        return PlayCards(_some_cards(state, rnd))
    if kind == 2:
        return Discard(_some_cards(state, rnd))
    if kind == 3:
        return Yield()
    if kind == 4:
        return FlipToken()
    return ChooseNext(rnd.randint(-1, state.players + 2))


def _some_cards(state: GameState, rnd: random.Random) -> tuple[Card, ...]:
    """Mostly cards of the current hand, sometimes any card of the deck, rarely repeated."""
    hand = list(state.current_hand)
    size = rnd.choice((0, 1, 1, 2, 2, 2, 3, 3, 4, 5))
    cards = []
    for _ in range(size):
        source = hand if hand and rnd.random() < 0.8 else deck_of(state.players)
        cards.append(rnd.choice(source))
    if len(set(cards)) < len(cards) and rnd.random() < 0.7:
        cards = list(dict.fromkeys(cards))  # keep a few repeats, drop most
    return tuple(cards)
