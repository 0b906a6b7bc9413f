"""determinize(view, rng): a whole state consistent with what one seat knows, every card it
cannot see dealt at random from the cards it has not seen (B-INFO-1; search samples worlds
with it). Equal views and equally seeded generators give equal states."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Literal

from regicide.games.baisch.engine.cards import DECK_COUNTS, Card, Suit, sort_cards
from regicide.games.baisch.engine.chance import shuffled
from regicide.games.baisch.engine.state import (
    SLOTS,
    GameState,
    PendingAttack,
    Phase,
    Played,
    SeatState,
    SetupChoice,
    Slot,
    Stack,
)
from regicide.games.baisch.engine.view import AttackView, PlayerView, SeatView

#: What a pending attack's hidden cards must be: cards of a suit, Jokers (JOKERS), or any card
#: but a Joker (None: no suit is set yet this turn).
JOKERS: Literal["jokers"] = "jokers"
Wanted = Suit | Literal["jokers"] | None


def seen_cards(view: SeatView) -> Counter[Card]:
    """Every card whose place the seat knows (gathered in a list and counted once)."""
    seen = list(view.graveyard)
    for stack in view.stacks:
        seen.extend(card for card in stack if card is not None)
    for player in view.seats:
        seen.extend(player.known)
        if player.king is not None:
            seen.append(player.king)
        for slot in player.slots:
            seen.extend(card for card in slot.cards if card is not None)
    if view.attack is not None and view.attack.revealed:
        seen.extend(played.card for played in view.attack.cards if played is not None)
    return Counter(seen)


class _Dealer:
    """Hands out the unseen cards, shuffled once."""

    def __init__(self, view: SeatView, rng: random.Random) -> None:
        unseen = DECK_COUNTS - seen_cards(view)
        self.cards = list(shuffled(rng, sort_cards(unseen.elements())))
        self.reserved: dict[int, list[Card]] = {}  # a pending attack's hidden slot cards

    def take(self, count: int) -> list[Card]:
        taken, self.cards = self.cards[:count], self.cards[count:]
        return taken

    def take_suited(self, count: int, suit: Wanted) -> list[Card]:
        """`count` cards that are `suit` (see `Wanted`) when there are enough, else any."""
        return self.take_where(count, lambda card: _matches(card, suit))

    def take_where(self, count: int, fits: Callable[[Card], bool]) -> list[Card]:
        """`count` cards that fit when there are enough, else any `count`."""
        matching = [card for card in self.cards if fits(card)]
        picked = matching[:count] if len(matching) >= count else self.cards[:count]
        for card in picked:
            self.cards.remove(card)
        return picked


def determinize(view: SeatView, rng: random.Random) -> GameState:
    """A state whose view for `view.seat` equals `view`, hidden cards dealt at random."""
    dealer = _Dealer(view, rng)
    attack_cards = _attack_cards(view, dealer)
    seats = tuple(_seat(view, player, dealer, attack_cards) for player in view.seats)
    stacks = tuple(
        Stack(tuple(card or dealer.take(1)[0] for card in cards), up)
        for cards, up in zip(view.stacks, view.stack_up, strict=True)
    )
    draw = tuple(dealer.take(view.draw_size))
    attack = None
    if view.attack is not None:
        attack = _pending(view.attack, _attack_suit(view, view.attack), seats)
    return GameState(
        players=view.players,
        options=view.options,
        status=view.status,
        phase=view.phase,
        current=view.current,
        turn=view.turn,
        draw=draw,
        graveyard=view.graveyard,
        stacks=stacks,
        seats=seats,
        pool=view.pool,
        usage=view.usage,
        attack=attack,
        pending_setup=_pending_setups(view, seats),
        draft_order=view.draft_order,
        draft_pos=view.draft_pos,
        draft_given=view.draft_given,
        starter=view.starter,
        spoils=view.spoils,
        eliminated=view.eliminated,
        winner=view.winner,
        drawn=view.drawn,
        openings=(0,) * view.repeats,  # the seat knows how often, not the positions' keys
    )


def _attack_cards(view: SeatView, dealer: _Dealer) -> list[Card]:
    """Unseen cards dealt first to another seat's pending attacker: enough of the attack's
    suit (Jokers for a Joker attack) for its hidden hand cards; and, kept aside for each slot
    the attack takes cards from, enough of that suit for its face-down cards there."""
    attack = view.attack
    if attack is None or attack.revealed or attack.attacker == view.seat:
        return []
    attacker = view.player(attack.attacker)
    suit = _attack_suit(view, attack)
    # a blocked known card (B-HERO-BAT-4) is not among the attack's cards: it cannot stand in
    matching = [card for card in attacker.free_known() if _matches(card, suit)]
    hidden = sum(1 for slot in attack.slots if not slot)
    need = min(hidden - len(matching), attacker.hand_size - len(attacker.known))
    for slot, used in Counter(slot for slot in attack.slots if slot).items():
        held = attacker.slots[slot - 1].cards
        fitting = sum(1 for card in held if card is not None and _matches(card, suit))
        wanted = min(held.count(None), max(0, used - fitting))
        dealer.reserved[slot] = dealer.take_suited(wanted, suit)
    return dealer.take_suited(max(0, need), suit)


def _attack_suit(view: SeatView, attack: AttackView) -> Wanted:
    """What the attack's hidden cards are: Jokers for a Joker attack (its source kind is public,
    §16), else the turn's suit (B-ATK-3), or any card but a Joker while no suit is set."""
    return JOKERS if attack.joker else view.usage.symbol


def _matches(card: Card, suit: Wanted) -> bool:
    if suit == JOKERS:
        return card.is_joker
    return not card.is_joker if suit is None else card.suit is suit


def _seat(
    view: SeatView, player: PlayerView, dealer: _Dealer, attack_cards: list[Card]
) -> SeatState:
    attacking = view.attack is not None and view.attack.attacker == player.seat
    pending = attack_cards if attacking else []
    unknown = max(0, player.hand_size - len(player.known) - len(pending))
    dealt = _hidden_locked(player, dealer, unknown)
    dealt += dealer.take(unknown - len(dealt))
    hand = [*player.known, *pending, *dealt]
    king = player.king
    if king is None and not player.out and view.phase is not Phase.SETUP:
        king = dealer.take(1)[0]
    slots = tuple(
        Slot(
            tuple(card or _deal_slot_card(view, player.seat, n, dealer) for card in slot.cards),
            slot.up,
            slot.mercs,
            slot.saboteur,
            slot.locked,
        )
        for n, slot in enumerate(player.slots, 1)
    )
    locked = list(player.locked_known)
    # B-HERO-BAT-4: blocked cards stay hidden; a pending attack's cards are not among them
    unseen = [*dealt, *pending]
    locked.extend(unseen[: player.locked_count - len(locked)])
    own = player.seat == view.seat
    return SeatState(
        hand=sort_cards(hand),
        public=() if own else player.known,
        locked=sort_cards(locked),
        king=king,
        king_up=player.king_up,
        slots=slots,
        heroes=player.heroes,
        waiting=player.waiting,
        idle=player.idle,
        mercs_ready=player.mercs_ready,
        mercs_supply=player.mercs_supply,
        reserves_ready=player.reserves_ready,
        saboteurs_ready=player.saboteurs_ready,
        battery_active=player.battery_active,
        out=player.out,
    )


def _hidden_locked(player: PlayerView, dealer: _Dealer, unknown: int) -> list[Card]:
    """The blocked cards of another seat's hand that the seat has not seen (B-HERO-BAT-4,
    B-PREY-1), dealt first: never a card of which a copy is known to be in that hand and not
    blocked, since the view would then show that card blocked too (`view`'s
    `locked_known`, the known cards among the blocked)."""
    free = set(player.free_known())
    count = min(unknown, max(0, player.locked_count - len(player.locked_known)))
    return dealer.take_where(count, lambda card: card not in free)


def _deal_slot_card(view: SeatView, seat: int, slot: int, dealer: _Dealer) -> Card:
    """A face-down slot card; of the attack's suit when a pending attack uses the slot."""
    attack = view.attack
    if attack is not None and attack.attacker == seat and dealer.reserved.get(slot):
        return dealer.reserved[slot].pop(0)
    return dealer.take(1)[0]


def _pending(attack: AttackView, suit: Wanted, seats: tuple[SeatState, ...]) -> PendingAttack:
    """The attack with its unseen cards taken from the dealt hand and slots, the attack's
    suit first, each card once (two from one slot are two of its cards)."""
    attacker = seats[attack.attacker - 1]
    spare = sorted(attacker.usable, key=lambda card: not _matches(card, suit))
    unused = {slot: list(attacker.slots[slot - 1].cards) for slot in attack.slots if slot}
    cards = []
    for played, slot in zip(attack.cards, attack.slots, strict=True):
        if played is not None:
            cards.append(played)
        elif slot:
            held = unused[slot]
            fitting = [card for card in held if _matches(card, suit)]
            card = (fitting or held)[-1]
            held.remove(card)
            cards.append(Played(card, slot))
        else:
            cards.append(Played(spare.pop(0)))
    return PendingAttack(
        attack.attacker,
        attack.target,
        tuple(cards),
        attack.king,
        attack.mercs,
        attack.reserves,
        attack.revealed,
    )


def _pending_setups(view: SeatView, seats: tuple[SeatState, ...]) -> tuple[SetupChoice | None, ...]:
    """During setup: the seat's own choice, and some choice for each other seat that chose."""
    if view.phase is not Phase.SETUP:
        return ()
    pending: list[SetupChoice | None] = []
    for number, done in enumerate(view.setup_done, 1):
        if number == view.seat or not done:
            pending.append(view.my_setup if number == view.seat else None)
            continue
        hand = seats[number - 1].hand
        pending.append(SetupChoice(hand[0], (None,) * SLOTS, hand[1:3]))
    return tuple(pending)
