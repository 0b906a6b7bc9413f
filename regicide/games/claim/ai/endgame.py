"""An exact solver for the end of phase two on a dealt state (perfect information), for the
base factions (C-COMP-1): the strong player runs it on each deal of the unseen cards it
samples, when the hands are small enough.

In phase two the hands are all that is left (C-P2), so a dealt state is a finite game of
perfect information. Its value is the game's result for seat 1 (1 a win, 0.5 a draw, 0 a
loss, C-SCORE-5/6), found by two yes/no searches ("can seat 1 win?", "can it draw?") with a
table of the positions already answered. A trick: the follower wins with a card that counts
as led and is higher, or a Knight on a Goblin lead (C-TRICK-5, C-KNI-1, C-DOP-1), ties to
the leader (C-TRICK-6); the winner scores both cards but Dwarves go to the loser (C-DWA-1);
the winner leads next (C-TRICK-8). A faction is claimed by more cards, then the highest card,
else nobody (C-SCORE-2..4). A search stops early once a seat is sure of three factions.
"""

from __future__ import annotations

from typing import NamedTuple

from regicide.games.claim.engine import (
    BASE_FACTIONS,
    DOP,
    DWA,
    GOB,
    KNI,
    Card,
    GameState,
)

WIN, DRAW, LOSS = 1.0, 0.5, 0.0
_INDEX = {faction: index for index, faction in enumerate(BASE_FACTIONS)}


def _falling_value(card: Card) -> int:
    """The order the solver tries cards in: strongest first."""
    return -card.value


def solvable(state: GameState) -> bool:
    """Whether `solve` applies: phase two of a base game, a card (not a power's question) to
    play."""
    return (
        state.phase == 2
        and state.awaiting is None
        and set(state.options.factions) == set(BASE_FACTIONS)
    )


def solve_moves(state: GameState, cards: list[Card]) -> list[float]:
    """The exact result for the seat to act (1 win, 0.5 draw, 0 loss) of playing each of
    `cards` in the dealt `state`, both seats playing perfectly afterwards."""
    seat = state.current
    board = Board(state)
    values = []
    for card in cards:
        value = board.value_after(seat, card)
        values.append(value if seat == 1 else 1.0 - value)
    return values


class Undo(NamedTuple):
    """What taking back one play needs: whose card, from where in the hand; for the card that
    ended a trick, the trick's lead and the standing before it was scored."""

    seat: int
    card: Card
    at: int
    lead: Card | None = None
    leader: int = 0
    counts: list[list[int]] | None = None
    tops: list[list[int]] | None = None


class Board:
    """The solver's mutable position: hands, the trick's lead, each seat's count and highest
    value per faction, and the cards of each faction still in the hands."""

    def __init__(self, state: GameState) -> None:
        self.hands = [list(state.hands[0]), list(state.hands[1])]
        self.leader = state.leader
        self.lead: Card | None = state.plays[0] if state.plays else None
        self.counts = [[0] * 5, [0] * 5]
        self.tops = [[-1] * 5, [-1] * 5]
        for seat in (0, 1):
            for card in state.scores[seat]:
                self._add(seat, card)
        self.left = [0] * 5
        for hand in self.hands:
            for card in hand:
                self.left[_INDEX[card.faction]] += 1
        if self.lead is not None:
            self.left[_INDEX[self.lead.faction]] += 1
        self.known: dict[tuple[object, ...], bool] = {}

    def value_after(self, seat: int, card: Card) -> float:
        """Seat 1's exact result once `seat` plays `card` now."""
        undo = self._play(seat, card)
        value = WIN if self._reaches(True) else DRAW if self._reaches(False) else LOSS
        self._unplay(undo)
        return value

    def _reaches(self, win: bool) -> bool:
        """Whether seat 1 can force a win (`win`) or at least a draw from here."""
        counts, tops = self.counts, self.tops
        key = (win, self.leader, self.lead, *map(tuple, self.hands), *counts[0], *counts[1])
        key += (*tops[0], *tops[1])
        answer = self.known.get(key)
        if answer is None:
            answer = self._search(win)
            self.known[key] = answer
        return answer

    def _search(self, win: bool) -> bool:
        outcome = self._settled()
        if outcome is not None:
            return outcome >= (WIN if win else DRAW)
        seat = self.leader if self.lead is None else 3 - self.leader
        maximizing = seat == 1
        for card in self._options(seat):
            undo = self._play(seat, card)
            reached = self._reaches(win)
            self._unplay(undo)
            if reached == maximizing:
                return maximizing
        return not maximizing

    def _options(self, seat: int) -> list[Card]:
        """The distinct cards `seat` may play (C-TRICK-2..4, C-DOP-2), strongest first."""
        hand = self.hands[seat - 1]
        lead = self.lead
        if lead is not None:
            led = lead.faction
            for card in hand:
                if card.faction == led:
                    hand = [card for card in hand if card.faction in (led, DOP)]
                    break
        return sorted(set(hand), key=_falling_value)

    def _play(self, seat: int, card: Card) -> Undo:
        """Play `card`; when it ends the trick, score it. Returns what `_unplay` needs."""
        hand = self.hands[seat - 1]
        at = hand.index(card)
        del hand[at]
        lead = self.lead
        if lead is None:
            self.lead = card
            return Undo(seat, card, at)
        leader = self.leader
        follower_wins = (lead.faction == GOB and card.faction == KNI) or (
            card.faction in (lead.faction, DOP) and card.value > lead.value
        )
        winner = 3 - leader if follower_wins else leader
        counts, tops, left = self.counts, self.tops, self.left
        undo = Undo(seat, card, at, lead, leader, [counts[0][:], counts[1][:]], tops)
        tops = self.tops = [tops[0][:], tops[1][:]]
        for played in (lead, card):
            index = _INDEX[played.faction]
            left[index] -= 1
            taker = (3 - winner if played.faction == DWA else winner) - 1
            counts[taker][index] += 1  # `_add`, inline: the solver's innermost step
            tops[taker][index] = max(tops[taker][index], played.value)
        self.lead, self.leader = None, winner
        return undo

    def _unplay(self, undo: Undo) -> None:
        self.hands[undo.seat - 1].insert(undo.at, undo.card)
        lead = undo.lead
        self.lead = lead
        if lead is None:
            return
        for played in (lead, undo.card):
            self.left[_INDEX[played.faction]] += 1
        assert undo.counts is not None and undo.tops is not None
        self.leader, self.counts, self.tops = undo.leader, undo.counts, undo.tops

    def _add(self, seat: int, card: Card) -> None:
        index = _INDEX[card.faction]
        self.counts[seat][index] += 1
        self.tops[seat][index] = max(self.tops[seat][index], card.value)

    def _settled(self) -> float | None:
        """Seat 1's result when it is already certain: a seat sure of three factions (a lead
        the cards left cannot close), or the end of the game (C-SCORE-2..6)."""
        ends = self.lead is None and not self.hands[0] and not self.hands[1]
        sure = [0, 0]
        (mine, theirs), (my_tops, their_tops), left = self.counts, self.tops, self.left
        for index in range(5):
            lead = mine[index] - theirs[index]
            if ends and lead == 0:
                lead = my_tops[index] - their_tops[index]
                if lead == 0:
                    continue
            elif abs(lead) <= left[index]:
                continue
            sure[0 if lead > 0 else 1] += 1
        if sure[0] >= 3:
            return WIN
        if sure[1] >= 3:
            return LOSS
        return DRAW if ends else None
