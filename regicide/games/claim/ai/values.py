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

from dataclasses import dataclass

from regicide.games.claim.engine import (
    CYC,
    DOP,
    DWA,
    FULL_FACTIONS,
    GNO,
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
SPEND = {1: 0.55, 2: 0.3}  # what spending a card's strength costs, per phase
OPEN, DECIDED = 1.0, 0.15  # a faction's weight while open, once decided
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


def outlook(state: GameState, seat: int) -> Outlook:
    """The stakes of the current trick for `seat`."""
    if state.phase == 1:
        return Outlook(seat, 1, prize_stake(state), {})
    return Outlook(seat, 2, 0.0, faction_weights(state, seat))


def prize_stake(state: GameState) -> float:
    """Phase one: how much better the prize is than the blind card the loser takes."""
    prize = strength(state.prize) if state.prize is not None else 0.0
    return prize - blind_worth(state)


def blind_worth(state: GameState) -> float:
    """The average strength of the deck's cards (the next blind card is one of them)."""
    deck = state.deck
    return sum(map(strength, deck)) / len(deck) if deck else 0.0


def faction_weights(state: GameState, seat: int) -> dict[str, float]:
    """What one more card of each faction in `seat`'s score pile is worth: much while the
    faction is open, little once decided either way (C-SCORE-2); Cyclops only the first
    (C-CYC-1); Tricksters less (a fake is lost, C-TRI-2)."""
    weights = {}
    remaining = _remaining(state)
    for faction in state.options.factions:
        mine = _count(state, seat, faction)
        theirs = _count(state, 3 - seat, faction)
        left = remaining.get(faction, 0)
        open_ = abs(mine - theirs) <= left
        weight = OPEN if open_ else DECIDED
        if faction == CYC:
            weight = weight if mine == 0 else -weight
        if faction == TRI:
            weight *= TRICKSTER_SHARE
        weights[faction] = weight
    return weights


def _count(state: GameState, seat: int, faction: str) -> int:
    pile = state.scores[seat - 1]
    count = sum(1 for card in pile if card.faction == faction)
    if faction == GNO:
        count += len(state.gnome_rows[seat - 1])
    return count


def _remaining(state: GameState) -> dict[str, int]:
    """Cards of each faction still to be collected: in the hands, the trick and the pool."""
    counts: dict[str, int] = {}
    for pile in (*state.hands, state.table, state.troll_pool):
        for card in pile:
            counts[card.faction] = counts.get(card.faction, 0) + 1
    return counts
