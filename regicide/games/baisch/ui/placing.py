"""Every card on the table as one seat sees it, where it lies (`placements`): the seat's view
in, a pose per card out, in drawing order. No drawing here.

Each card has a key that follows it from one position to the next, so the board can slide
it: a card the seat knows is keyed by its notation (and which copy, for Jokers); a card it
does not know by where it lies. A face-down card whose face the seat knows (its own King and
defence) is drawn face up with a mark (`covered`), the only honest way to show it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from regicide.games.baisch.engine import AttackView, Card, PlayerView, SeatView, TargetKind
from regicide.games.baisch.ui.layout import CARD_RATIO, PAIR_STEP, BoardLayout, Spot, Zone

Key = tuple[object, ...]
DRAW_SHOWN = 3  # backs drawn for the deck (its count says the rest)


@dataclass(frozen=True, slots=True)
class Placed:
    """One card: its key, pose, face (None: its back), whether the face shown is face down
    on the table (`covered`), and the zone it lies in."""

    key: Key
    spot: Spot
    card: Card | None
    covered: bool
    zone: Zone


class _Keys:
    """Keys for known cards: notation and copy number, in the order they are met."""

    def __init__(self) -> None:
        self.seen: Counter[str] = Counter()

    def of(self, card: Card | None, hidden: Key) -> Key:
        if card is None:
            return hidden
        self.seen[card.text] += 1
        return ("card", card.text, self.seen[card.text])


def placements(seen: SeatView, layout: BoardLayout) -> list[Placed]:
    """The cards of `seen`, bottom of the drawing first; the seat at the bottom of the
    table is `layout.viewer` (a spoiler view knows every seat's cards)."""
    keys = _Keys()
    placed: list[Placed] = []
    placed += _piles(seen, layout, keys)
    for index in range(len(seen.stacks)):
        placed += _stack(seen, layout, keys, index)
    for player in seen.seats:
        if not player.out:
            placed += _seat(seen, player, layout, keys)
    if seen.attack is not None:
        placed += _attack(seen.attack, layout, keys)
    return placed


def _piles(seen: SeatView, layout: BoardLayout, keys: _Keys) -> Iterator[Placed]:
    spot = layout.pile_spot(graveyard=False)
    for index in range(min(seen.draw_size, DRAW_SHOWN)):
        lifted = Spot(spot.x - index * 2, spot.y - index * 2, spot.width, False)
        yield Placed(("draw", index), lifted, None, False, Zone("draw"))
    grave = layout.pile_spot(graveyard=True)
    for card in seen.graveyard:
        yield Placed(keys.of(card, ()), grave, card, False, Zone("graveyard"))


def _stack(seen: SeatView, layout: BoardLayout, keys: _Keys, index: int) -> Iterator[Placed]:
    cards, up = seen.stacks[index], seen.stack_up[index]
    for position, (card, face) in enumerate(zip(cards, up, strict=True)):
        spot = layout.stack_spot(index, position, len(cards))
        shown = Spot(spot.x, spot.y, spot.width, card is not None)
        key = keys.of(card, ("stack", index, position))
        yield Placed(key, shown, card, card is not None and not face, Zone("stack", 0, index))


def _in_attack(seen: SeatView, seat: int) -> tuple[Card, ...]:
    """The hand cards of `seat`'s attack still waiting in its hand (A1-A4), when known."""
    attack = seen.attack
    if attack is None or attack.attacker != seat or attack.revealed:
        return ()
    return tuple(p.card for p in attack.cards if p is not None and p.slot == 0)


def _lent(seen: SeatView, seat: int) -> set[tuple[int, Card]]:
    """The defence cards of `seat`'s attack waiting at its target (B-HERO-LT-1), as the
    attacker knows them."""
    attack = seen.attack
    if attack is None or attack.attacker != seat or attack.revealed:
        return set()
    return {(p.slot, p.card) for p in attack.cards if p is not None and p.slot}


def _seat(seen: SeatView, player: PlayerView, layout: BoardLayout, keys: _Keys) -> Iterator[Placed]:
    seat = player.seat
    width = layout.card_width(seat)
    x, y = layout.king_spot(seat)
    king_key = keys.of(player.king, ("king", seat))
    known_king = player.king is not None
    yield Placed(
        king_key,
        Spot(x, y, width, known_king),
        player.king,
        known_king and not player.king_up,
        Zone("king", seat),
    )
    lent = _lent(seen, seat)
    for slot, content in enumerate(player.slots, 1):
        x, y = layout.slot_spot(seat, slot)
        for position, (card, face) in enumerate(zip(content.cards, content.up, strict=True)):
            if (slot, card) in lent:
                continue  # it waits at the target with the attack
            lower = y + position * width * CARD_RATIO * PAIR_STEP
            key = keys.of(card, ("slot", seat, slot, position))
            spot = Spot(x, lower, width, card is not None)
            yield Placed(key, spot, card, card is not None and not face, Zone("slot", seat, slot))
    yield from _hand(seen, player, layout, keys)


def _hand(seen: SeatView, player: PlayerView, layout: BoardLayout, keys: _Keys) -> Iterator[Placed]:
    """The hand, the cards of an attack waiting at its target left out; the cards the
    viewer knows face up, the others face down (the viewer's own hand is all known)."""
    seat = player.seat
    known = list(player.known)
    for card in _in_attack(seen, seat):
        if card in known:
            known.remove(card)
    count = player.hand_size - hand_cards_out(seen.attack, seat)
    faces: list[Card | None] = [*known, *[None] * max(0, count - len(known))]
    left, middle, width, room = layout.hand_row(seat)
    step = _step(len(faces), width, room, seat == layout.viewer)
    for index, face in enumerate(faces):
        spot = Spot(left + width / 2 + index * step, middle, width, face is not None)
        key = keys.of(face, ("hand", seat, index))
        yield Placed(key, spot, face, False, Zone("hand", seat))


def hand_cards_out(attack: AttackView | None, seat: int) -> int:
    """How many of `seat`'s hand cards wait at the target of its attack (A1-A4: they leave
    the hand only when revealed, A5)."""
    if attack is None or attack.attacker != seat or attack.revealed:
        return 0
    return sum(1 for slot in attack.slots if slot == 0)


def _step(count: int, width: float, room: float, own: bool) -> float:
    """From one hand card to the next: a little apart for the own hand, overlapping when
    they need it."""
    spread = width + (8 if own else -width * 0.55)
    if count <= 1:
        return spread
    return min(spread, (room - width) / (count - 1))


#: An attack on the viewer's own slot: its cards' centre this many slot heights below the
#: slot's, their width this share of the slot's (between the slot's face and the hand).
OWN_ATTACK_DROP, OWN_ATTACK_SIZE = 0.5, 0.8


def attack_point(attack: AttackView, layout: BoardLayout) -> tuple[float, float, float]:
    """Where an attack in progress lies: the centre of its first card and the cards' width
    (beside a Harvest stack, over the foot of an opponent's slot, over the foot of the
    viewer's own a little smaller: above it lie the Harvest stacks and the piles, below it
    the hand)."""
    target = attack.target
    if target.kind is TargetKind.STACK:
        spot = layout.stack_spot(target.index, 0, 1)
        return (spot.x + spot.width * 0.7, spot.y + 40, spot.width * 0.9)
    seat = target.seat
    width = layout.card_width(seat)
    x, y = layout.slot_spot(seat, target.index if target.kind is TargetKind.SLOT else 0)
    height = width * CARD_RATIO
    if seat == layout.viewer:
        return (x, y + height * OWN_ATTACK_DROP, width * OWN_ATTACK_SIZE)
    return (x, y + height * 0.7, width)


def _attack(attack: AttackView, layout: BoardLayout, keys: _Keys) -> Iterator[Placed]:
    if attack.king:
        return  # the King attacks from its own slot, turned face up (B-KING-3)
    x, y, width = attack_point(attack, layout)
    for index, played in enumerate(attack.cards):
        card = None if played is None else played.card
        spot = Spot(x + index * width * 0.4, y, width, card is not None)
        yield Placed(keys.of(card, ("attack", index)), spot, card, False, Zone("attack"))
