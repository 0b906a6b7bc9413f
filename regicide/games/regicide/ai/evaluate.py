"""How good a full game state is for the whole table (the players are one team, R-END-1/2).

A score in "points", the game's own currency: one point of damage dealt to an enemy, one
point of card value in a hand (R-VAL-1), so a play that trades cards for damage is roughly
neutral and the rest of the terms (cards still to draw, tokens, shield, danger) say whether it
was a good trade. The weights were tuned by `regicide simulate` with the instant player (see
benchmarks/README.md), not guessed once and left.

Used on determinized states (`determinize`), never on the real game state of another seat.
"""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.regicide.engine import SOLO_TOKENS, Card, GameState, Status, Suit, full_deck

#: R-VAL-2: the health of the enemies before the n-th, summed (4 Jacks, 4 Queens, 4 Kings).
_HEALTH = (20,) * 4 + (30,) * 4 + (40,) * 4
PROGRESS_BEFORE = tuple(sum(_HEALTH[:count]) for count in range(len(_HEALTH) + 1))
WIN_SCORE = 1_000_000.0
LOSS_SCORE = -100_000.0
_WON, _LOST = Status.WON, Status.LOST  # plain globals: cheaper than Status.WON
_DIAMONDS = Suit.DIAMONDS


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's terms, in points."""

    kill: float = 12.0  # per enemy defeated, beyond its health (a fresh start, a royal)
    card: float = 0.6  # per card held, beyond its value (a card is a choice, a combo, a power)
    power: float = 1.5  # a card whose suit power works on the current enemy
    jester: float = 14.0  # a Jester in hand (3-4 players, R-JEST-1..4)
    tavern: float = 4.4  # per card still to draw
    known: float = 1.2  # per point of value of an exact-killed royal waiting on the tavern
    draws_known: float = 0.25  # per point of such a royal a Diamond in hand could draw
    discard: float = 1.6  # per card in the discard pile (a heal brings it back)
    token: float = 44.0  # per solo Jester token left (R-SOLO-2)
    shield: float = 0.7  # per point of shield that still stops the current enemy's attack
    danger: float = 1.5  # per point of the next attack the player to act could not cover


WEIGHTS = Weights()


def evaluate(state: GameState) -> float:
    """The team's prospects in `state`: higher is better; a win beats everything, a loss
    loses to everything, and among losses the one further into the castle is better.

    Search calls it millions of times a game, so the state's fields are read once, here,
    and its derived values (attack, tokens, the hand's cover) worked out inline; the sums
    are those of `hands_worth` and `_uncovered` term by term, in the same order."""
    weights = WEIGHTS
    status = state.status
    if status is _WON:
        return WIN_SCORE
    if status is _LOST:
        return LOSS_SCORE + progress_points(state)
    enemy, shield, tavern = state.enemy, state.shield, state.tavern
    defeated = state.enemies_defeated
    if defeated >= len(_HEALTH):  # `progress_points`, inline
        progress = float(PROGRESS_BEFORE[-1])
    else:
        health = enemy.enemy_health if enemy is not None else 0
        damage = state.damage
        progress = float(PROGRESS_BEFORE[defeated] + (damage if damage < health else health))
    score = progress + weights.kill * defeated
    score += hands_worth(state)
    score += weights.tavern * len(tavern) + weights.discard * len(state.discard)
    if state.tavern_known:
        for card in tavern[: state.tavern_known]:
            score += weights.known * card.value
    tokens = SOLO_TOKENS - state.tokens_used if state.players == 1 else 0
    score += weights.token * tokens
    attack = enemy.enemy_attack if enemy is not None else 0
    score += weights.shield * (shield if shield < attack else attack)
    return score - weights.danger * _uncovered(state.hands, state.current, attack - shield)


def progress_points(state: GameState) -> float:
    """Damage dealt so far, counting each defeated enemy at its health (R-DEF-1)."""
    defeated = state.enemies_defeated
    if state.status is Status.WON or defeated >= len(_HEALTH):
        return float(PROGRESS_BEFORE[-1])
    damage = state.damage
    health = state.enemy_health
    return float(PROGRESS_BEFORE[defeated] + (damage if damage < health else health))


def hands_worth(state: GameState) -> float:
    """Every hand's cards: their value, a bonus per card, and one for a working power; a
    Diamond that could draw the exact-killed royals waiting on the tavern (R-DIAM-1)
    is worth a share of them, so it is not thrown away while they wait."""
    blocked = None if state.immunity_cancelled or state.enemy is None else state.enemy.suit
    known = state.tavern[: state.tavern_known]
    worth = WORTH[blocked]
    total = 0.0
    if not known:  # the common case: no Diamond bonus to weigh
        for hand in state.hands:
            for card in hand:
                total += worth[card]
        return total
    for hand in state.hands:
        for card in hand:
            total += worth[card]
            if card.suit is _DIAMONDS and blocked is not _DIAMONDS:
                total += draws_known_worth(card, known)
    return total


def draws_known_worth(diamond: Card, known: tuple[Card, ...]) -> float:
    """What a Diamond in hand adds while known royals wait on top of the tavern: a share of
    those it could draw (as many cards as its value, R-DIAM-1)."""
    return WEIGHTS.draws_known * sum(card.value for card in known[: diamond.value])


def card_worth(card: Card, blocked: Suit | None) -> float:
    """One card in hand: its value (R-VAL-1), plus what holding it is worth."""
    weights = WEIGHTS
    if card.is_jester:
        return weights.jester
    worth = card.value + weights.card
    if card.suit is not blocked:
        worth += weights.power
    return worth


#: `card_worth` of every card, by the suit the enemy's immunity blocks (None: no block),
#: worked out once: search asks for it millions of times a game (`WORTH[blocked][card]`).
WORTH: dict[Suit | None, dict[Card, float]] = {
    blocked: {card: card_worth(card, blocked) for card in full_deck(2)} for blocked in (None, *Suit)
}


def _uncovered(hands: tuple[tuple[Card, ...], ...], current: int, attack: int) -> float:
    """How much of the enemy's next attack (`attack`: less the shield) the player to act
    could not cover with the hand (R-SUF-1/2): a rough measure of how close the table
    stands to R-END-2."""
    if attack <= 0 or not hands:
        return 0.0
    missing = attack
    for card in hands[current - 1]:
        missing -= card.value
    return float(missing) if missing > 0 else 0.0
