"""What cards and tricks are worth to a seat: the heuristics of Claim's computer players.

They read a full state, so a player applies them to states dealt by `determinize` (never the
real game's), and the search applies them in its rollouts. Every value is for one seat and
is zero-sum in spirit: what the other seat gains counts against it.

- Phase one (C-P1): the winner recruits the prize, the loser a blind card from the deck; a
  trick is worth the prize's edge over an average blind card, plus the played Undead the
  winner scores (C-UND-1). A card's worth as a follower is its strength in phase two.
- Phase two (C-P2): each card collected counts for its faction, weighted by how open that
  faction still is (a faction already decided, or lost, is worth little; Cyclops reward
  the fewer, C-CYC-1); Dwarves go to the loser (C-DWA-1).
- Playing a card spends it: a high card could have won a later trick.
"""

from __future__ import annotations

import math
import operator
from dataclasses import dataclass
from functools import cache

from regicide.games.claim.engine import (
    CYC,
    DOP,
    DWA,
    FULL_FACTIONS,
    GOB,
    KNI,
    SHA,
    TRI,
    UND,
    Card,
    GameState,
    faction_cards,
)

KNIGHT_BONUS = 0.2  # C-KNI-1: a Knight also beats every Goblin
DOPPELGANGER_BONUS = 0.15  # C-DOP-1: it follows anything
UNDEAD_SCORE = 0.45  # an Undead scored in phase one (C-UND-1)
SPEND = {1: 0.2, 2: 0.8}  # what spending a card's strength costs, per phase (tuned in self-play)
WEIGHT_SCALE = 8.0  # a faction card's weight for a sure swing of the game
TRICKSTER_SHARE = 0.6  # a Trickster may be a fake (C-TRI-2)


def _strength(card: Card) -> float:
    top = 19 if card.faction == SHA else 9
    if card.faction == KNI:
        return card.value / top + KNIGHT_BONUS
    if card.faction == DOP:
        return card.value / top + DOPPELGANGER_BONUS
    return card.value / top


#: Every playable card's strength, looked up rather than worked out (rollouts need it often).
STRENGTH: dict[Card, float] = {
    card: _strength(card) for faction in FULL_FACTIONS for card in faction_cards(faction.code)
}


def strength(card: Card) -> float:
    """How well a card wins tricks: its value on a 0–1 scale, plus the powers that win more."""
    return STRENGTH[card]


@dataclass(frozen=True, slots=True)
class Outlook:
    """One seat's view of the stakes of the trick at hand, worked out once per decision."""

    seat: int
    phase: int
    stake: float  # phase one: the prize's edge over a blind card
    weights: dict[str, float]  # phase two: what one card of each faction is worth to the seat

    def trick_value(self, lead: Card, follow: Card, leader: int) -> float:
        """The seat's gain from the trick `lead`/`follow` (the leader is seat `leader`), its
        own card's spending included and the other's counted for it. (`judge`'s rule,
        inlined: rollouts call this a thousand times a game.)"""
        led, followed = lead[0], follow[0]
        follower_wins = (led == GOB and followed == KNI) or (
            followed in (led, DOP) and follow[1] > lead[1]
        )
        won = follower_wins != (leader == self.seat)
        spent = STRENGTH[lead] - STRENGTH[follow]
        value = (spent if leader == self.seat else -spent) * -SPEND[self.phase]
        if self.phase == 1:
            undead = (led == UND) + (followed == UND)
            gain = self.stake + undead * UNDEAD_SCORE
            return value + gain if won else value - gain
        weights = self.weights
        gain = weights[led] * (-1.0 if led == DWA else 1.0)
        gain += weights[followed] * (-1.0 if followed == DWA else 1.0)
        return value + gain if won else value - gain


def outlooks(state: GameState) -> tuple[Outlook, Outlook]:
    """The stakes of the current trick for seat 1 and for seat 2."""
    if state.phase == 1:
        stake = prize_stake(state)
        return Outlook(1, 1, stake, {}), Outlook(2, 1, stake, {})
    first, second = _weights_of_trick(state)
    return Outlook(1, 2, 0.0, first), Outlook(2, 2, 0.0, second)


#: The last trick's faction weights, for its second card: they depend only on the zones
#: below, which a play does not change (the leader's card moves from a hand to the trick,
#: both "still to be collected"). The zones are compared by identity (states are immutable
#: and the cache holds them, so an identity is never reused while cached).
_LAST_WEIGHTS: list[tuple[tuple[object, ...], tuple[dict[str, float], dict[str, float]]]] = []


def _weights_of_trick(state: GameState) -> tuple[dict[str, float], dict[str, float]]:
    zones = (state.scores, state.gnome_rows, state.troll_pool, state.discard, state.removed)
    last = _LAST_WEIGHTS[0] if _LAST_WEIGHTS else None
    if last is not None and all(map(operator.is_, last[0], zones)):
        return last[1]
    weights = faction_weights(state)
    _LAST_WEIGHTS[:] = [(zones, weights)]
    return weights


def prize_stake(state: GameState) -> float:
    """Phase one: how much better the prize is than the blind card the loser takes."""
    prize = strength(state.prize) if state.prize is not None else 0.0
    return prize - blind_worth(state)


def blind_worth(state: GameState) -> float:
    """The average strength of the deck's cards (the next blind card is one of them)."""
    deck = state.deck
    return sum(map(strength, deck)) / len(deck) if deck else 0.0


def faction_weights(state: GameState) -> tuple[dict[str, float], dict[str, float]]:
    """What one more card of each faction in a score pile is worth to seat 1 and to seat 2:
    how much it raises the chance of winning that faction (C-SCORE-2; Cyclops, C-CYC-1: the
    first one raises it, every later one lowers it), times the chance that this faction
    decides the game (the seat wins exactly two of the others, C-SCORE-5). Tricksters count
    less (a fake is lost, C-TRI-2)."""
    counts = _counts(state)
    chances, slopes = [], []
    for faction in state.options.factions:
        lead = counts[0].get(faction, 0) - counts[1].get(faction, 0)
        left = counts[2].get(faction, 0)
        chance = win_chance(lead, left)
        slope = (win_chance(lead + 1, left) - win_chance(lead - 1, left)) / 2
        slope *= TRICKSTER_SHARE if faction == TRI else 1.0
        if faction == CYC:
            chance = 1.0 - chance
            slopes.append(tuple(slope if not counts[seat].get(CYC) else -slope for seat in (0, 1)))
        else:
            slopes.append((slope, slope))
        chances.append(chance)
    weights: tuple[dict[str, float], dict[str, float]] = ({}, {})
    for index, faction in enumerate(state.options.factions):
        others = chances[:index] + chances[index + 1 :]
        decisive = (_exactly_two(others), _exactly_two([1.0 - chance for chance in others]))
        for seat in (0, 1):
            weights[seat][faction] = WEIGHT_SCALE * slopes[index][seat] * decisive[seat]
    return weights


def _exactly_two(chances: list[float]) -> float:
    """The chance that exactly two of independent events of these chances happen (a seat
    that wins exactly two other factions wins the game with this one, C-SCORE-5)."""
    none, one, two = 1.0, 0.0, 0.0
    for chance in chances:
        miss = 1.0 - chance
        none, one, two = none * miss, one * miss + none * chance, two * miss + one * chance
    return two


def _counts(state: GameState) -> tuple[dict[str, int], dict[str, int], dict[str, int]]:
    """Cards of each faction in seat 1's and seat 2's score piles (Gnome rows included,
    C-GNO-2), and those still to be collected: in the hands, the trick and the pool."""
    counts: tuple[dict[str, int], dict[str, int], dict[str, int]] = ({}, {}, {})
    zones = (
        (0, (state.scores[0], state.gnome_rows[0])),
        (1, (state.scores[1], state.gnome_rows[1])),
        (2, (*state.hands, state.table, state.troll_pool)),
    )
    for index, piles in zones:
        tally = counts[index]
        for pile in piles:
            for card in pile:
                tally[card.faction] = tally.get(card.faction, 0) + 1
    return counts


@cache
def win_chance(lead: int, left: int) -> float:
    """The chance that a seat `lead` cards ahead in a faction ends ahead when `left` cards of it
    are still to be collected, each as likely to go to either seat (a tie: even chances)."""
    total = 0.0
    for mine in range(left + 1):
        final = lead + 2 * mine - left
        share = 1.0 if final > 0 else 0.5 if final == 0 else 0.0
        total += share * math.comb(left, mine)
    return total / (1 << left)
