"""What one seat may know (B-INFO-1, BAISCH.md §16): `view(state, seat)` holds the public
facts and that seat's own knowledge, nothing else. determinize.py is its inverse for search,
seen.py redacts events the same way."""

from __future__ import annotations

from dataclasses import dataclass

from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.commands import Command
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.moves import legal_moves
from regicide.games.baisch.engine.state import (
    GameState,
    Options,
    PendingAttack,
    Phase,
    Played,
    SeatState,
    SetupChoice,
    Slot,
    Status,
    Target,
    Usage,
)
from regicide.games.baisch.engine.tableau import within

#: seen_by's seat for what the seats know together (every hand, every own defence card).
ALL_SEATS = 0


@dataclass(frozen=True, slots=True)
class SlotView:
    """A defence slot as a seat sees it: None for a face-down card it does not know."""

    cards: tuple[Card | None, ...]
    up: tuple[bool, ...]
    mercs: int
    saboteur: int
    locked: bool

    @property
    def occupied(self) -> bool:
        return bool(self.cards)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as a seat sees him: hand size and the hand cards known to the seat (all of
    them for the seat itself), his King when known, his slots, heroes and figures."""

    seat: int
    hand_size: int
    known: tuple[Card, ...]
    locked_known: tuple[Card, ...]
    locked_count: int
    king: Card | None
    king_up: bool
    slots: tuple[SlotView, ...]
    heroes: tuple[Hero, ...]
    waiting: tuple[Hero, ...]
    mercs_ready: int
    mercs_supply: int
    reserves_ready: int
    saboteurs_ready: int
    battery_active: bool
    out: bool
    idle: tuple[Hero, ...]
    defense_cards: int  # the cards in his three slots, face up or down (B-DEF-1)

    def free_known(self) -> list[Card]:
        """The known hand cards he may play: `known` without the blocked ones (B-PREY-1,
        B-HERO-BAT-4)."""
        free = list(self.known)
        for card in self.locked_known:
            free.remove(card)
        return free


@dataclass(frozen=True, slots=True)
class AttackView:
    """An attack in progress: its cards only once revealed (or to the attacker)."""

    attacker: int
    target: Target
    cards: tuple[Played | None, ...]
    slots: tuple[int, ...]  # the own slot of each card (0: the hand), public
    king: bool
    mercs: int
    reserves: int
    revealed: bool
    joker: bool  # a Joker attack (the source kind is public, §16)


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's whole knowledge of the game now; `legal_moves` only when it is its decision."""

    seat: int
    players: int
    options: Options
    status: Status
    phase: Phase
    current: int
    to_act: int | None
    turn: int
    usage: Usage
    draw_size: int
    graveyard: tuple[Card, ...]
    stacks: tuple[tuple[Card | None, ...], ...]
    stack_up: tuple[tuple[bool, ...], ...]
    seats: tuple[PlayerView, ...]
    pool: tuple[Hero, ...]
    draft_order: tuple[int, ...]
    draft_pos: int
    draft_given: tuple[int, ...]
    setup_done: tuple[bool, ...]
    my_setup: SetupChoice | None
    starter: int
    attack: AttackView | None
    spoils: tuple[Hero, ...]
    eliminated: tuple[int, ...]
    winner: int
    legal_moves: tuple[Command, ...]
    repeats: int = 0  # B-WIN-2: how often this turn's opening position has occurred
    drawn: tuple[int, ...] = ()  # B-WIN-2/3: the seats that shared a draw

    def player(self, seat: int) -> PlayerView:
        return self.seats[seat - 1]

    @property
    def me(self) -> PlayerView:
        return self.seats[self.seat - 1]

    @property
    def hand(self) -> tuple[Card, ...]:
        return self.me.known

    def opponents(self) -> tuple[int, ...]:
        return tuple(p.seat for p in self.seats if not p.out and p.seat != self.seat)


def view(state: GameState, seat: int, *, with_moves: bool = True) -> SeatView:
    """The state as `seat` sees it (B-INFO-1); `with_moves=False` leaves out the legal
    moves (a rollout policy that builds its own commands saves listing them)."""
    moves = tuple(legal_moves(state)) if with_moves and state.to_act == seat else ()
    pending = state.pending_setup
    return SeatView(
        seat=seat,
        players=state.players,
        options=state.options,
        status=state.status,
        phase=state.phase,
        current=state.current,
        to_act=state.to_act,
        turn=state.turn,
        usage=state.usage,
        draw_size=len(state.draw),
        graveyard=state.graveyard,
        stacks=tuple(_seen_stack(stack.cards, stack.up) for stack in state.stacks),
        stack_up=tuple(stack.up for stack in state.stacks),
        seats=tuple(_player(player, number, seat) for number, player in enumerate(state.seats, 1)),
        pool=state.pool,
        draft_order=state.draft_order,
        draft_pos=state.draft_pos,
        draft_given=state.draft_given,
        setup_done=tuple(choice is not None for choice in pending),
        my_setup=pending[seat - 1] if pending and 1 <= seat <= len(pending) else None,
        starter=state.starter,
        attack=None if state.attack is None else _attack(state.attack, seat),
        spoils=state.spoils,
        eliminated=state.eliminated,
        winner=state.winner,
        legal_moves=moves,
        repeats=state.repetitions(),
        drawn=state.drawn,
    )


def _seen_stack(cards: tuple[Card, ...], up: tuple[bool, ...]) -> tuple[Card | None, ...]:
    if not cards:
        return ()
    return tuple(card if face else None for card, face in zip(cards, up, strict=True))


#: An empty slot as anyone sees it (B-COMP-4): most slots, shared rather than made again in
#: each of search's millions of views.
EMPTY_SLOT_VIEW = SlotView((), (), 0, 0, False)


def _slot(slot: Slot, own: bool) -> SlotView:
    if not (slot.cards or slot.up or slot.mercs or slot.saboteur or slot.locked):
        return EMPTY_SLOT_VIEW  # an EMPTY_SLOT, field by field (cheaper than `==`)
    cards = slot.cards if own else _seen_stack(slot.cards, slot.up)
    return SlotView(cards, slot.up, slot.mercs, slot.saboteur, slot.locked)


def known_hand(player: SeatState, number: int, seat: int) -> tuple[Card, ...]:
    """The hand cards of seat `number` that `seat` knows."""
    if seat in (number, ALL_SEATS):
        return player.hand
    peeked = [card for knower, card in player.peeks if knower == seat]
    if not peeked:
        return player.public
    extra = list(peeked)
    for card in player.public:
        if card in extra:
            extra.remove(card)
    return within((*player.public, *extra), player.hand)


#: The PlayerViews made lately, by (id of the player's state, his seat, who sees him: his
#: own seat, ALL_SEATS, a seat that peeked at his hand, or STRANGER for any other), each with
#: that state (held, so its id is not reused while it is kept). A player's view is a function
#: of his own state only, and most moves change one player or none: a rollout's next view
#: takes the others' from here. Emptied when full.
_PLAYER_VIEWS: dict[tuple[int, int, int], tuple[SeatState, PlayerView]] = {}
PLAYER_VIEWS_KEPT = 4096
STRANGER = -1  # a seat that knows of a player only what is public (B-INFO-1)


def _player(player: SeatState, number: int, seat: int) -> PlayerView:
    """Player `number` as `seat` sees him, made once for each state of his."""
    peeked = player.peeks and any(knower == seat for knower, _ in player.peeks)
    looker = seat if peeked or seat in (number, ALL_SEATS) else STRANGER
    key = (id(player), number, looker)
    kept = _PLAYER_VIEWS.get(key)
    if kept is not None and kept[0] is player:
        return kept[1]
    made = _player_seen(player, number, seat)
    if len(_PLAYER_VIEWS) >= PLAYER_VIEWS_KEPT:
        _PLAYER_VIEWS.clear()
    _PLAYER_VIEWS[key] = (player, made)
    return made


def _player_seen(player: SeatState, number: int, seat: int) -> PlayerView:
    own = seat in (number, ALL_SEATS)
    known = known_hand(player, number, seat)
    return PlayerView(
        seat=number,
        hand_size=len(player.hand),
        known=known,
        locked_known=player.locked if own else within(player.locked, player.public),
        locked_count=len(player.locked),
        king=player.king if own or player.king_up else None,
        king_up=player.king_up,
        slots=tuple(_slot(slot, own) for slot in player.slots),
        heroes=player.heroes,
        waiting=player.waiting,
        mercs_ready=player.mercs_ready,
        mercs_supply=player.mercs_supply,
        reserves_ready=player.reserves_ready,
        saboteurs_ready=player.saboteurs_ready,
        battery_active=player.battery_active,
        out=player.out,
        idle=player.idle,
        defense_cards=player.defense_cards,
    )


def _attack(attack: PendingAttack, seat: int) -> AttackView:
    shown = attack.revealed or seat in (attack.attacker, ALL_SEATS)
    cards = attack.cards if shown else (None,) * len(attack.cards)
    return AttackView(
        attack.attacker,
        attack.target,
        cards,
        tuple(played.slot for played in attack.cards),
        attack.king,
        attack.mercs,
        attack.reserves,
        attack.revealed,
        len(attack.cards) == 1 and attack.cards[0].card.is_joker,
    )
