"""What a play does once it is on the table: steps 2–4 of a turn (R-POW, R-JEST, R-DMG, R-DEF,
R-SUF), plus the draws shared by Diamonds and the solo refill."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from regicide.games.regicide.engine import events as ev
from regicide.games.regicide.engine.cards import Card, Suit
from regicide.games.regicide.engine.chance import Chance
from regicide.games.regicide.engine.plays import play_value
from regicide.games.regicide.engine.recorder import Folder
from regicide.games.regicide.engine.state import GameState

#: R-POW-3: Hearts resolve before Diamonds; Spades and Clubs do not interact with them.
POWER_ORDER = (Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS)
_HEARTS, _DIAMONDS, _SPADES, _CLUBS = POWER_ORDER  # plain globals: faster than Suit.X


def resolve_play(rec: Folder, seat: int, cards: tuple[Card, ...], chance: Chance) -> None:
    """Steps 2 and 3 of a non-Jester play, then step 4 unless the enemy fell (R-TURN-1)."""
    x, active, blocked = _effects(cards, _blocked_suit(rec.state))
    for suit in blocked:
        rec.emit(ev.PowerBlocked(suit))
    if _HEARTS in active:
        heal(rec, x, chance)
    if _DIAMONDS in active:
        draw_round(rec, seat, x)
    if _SPADES in active:
        rec.emit(ev.ShieldRaised(x))
    doubled = _CLUBS in active  # R-CLUB-1: the whole play deals double
    rec.emit(ev.DamageDealt(2 * x if doubled else x, doubled))
    state = rec.state
    if state.damage >= state.enemy_health:
        _defeat(rec, seat)
    else:
        suffer(rec, seat)


def split_powers(state: GameState, cards: Sequence[Card]) -> tuple[list[Suit], list[Suit]]:
    """R-POW-1/2/3: the suits of a play whose powers fire, and those the enemy's immunity
    blocks, each once and in resolution order (Hearts before Diamonds)."""
    _, active, blocked = _effects(tuple(cards), _blocked_suit(state))
    return list(active), list(blocked)


def _blocked_suit(state: GameState) -> Suit | None:
    """R-POW-2, R-JEST-1: the suit whose power the enemy's immunity blocks now, if any."""
    return None if state.immunity_cancelled or state.enemy is None else state.enemy.suit


@cache
def _effects(
    cards: tuple[Card, ...], blocked: Suit | None
) -> tuple[int, tuple[Suit, ...], tuple[Suit, ...]]:
    """`play_value` and `split_powers` of a play against an immunity, worked out once for
    each (a few hundred plays, five immunities): search resolves millions of plays."""
    suits = {card.suit for card in cards}
    active = tuple(suit for suit in POWER_ORDER if suit in suits and suit is not blocked)
    stopped = (blocked,) if blocked is not None and blocked in suits else ()
    return play_value(cards), active, stopped


def heal(rec: Folder, amount: int, chance: Chance) -> None:
    """R-HEART-1: shuffle the discard pile; its top `amount` cards go under the tavern."""
    pile = rec.state.discard
    if not pile:
        rec.emit(ev.TavernHealed(()))
        return
    shuffled = chance.shuffle(pile)
    rec.emit(ev.DiscardShuffled(shuffled))
    rec.emit(ev.TavernHealed(shuffled[max(0, len(shuffled) - amount) :]))


def draw_round(rec: Folder, seat: int, count: int) -> None:
    """R-DIAM-1: one card at a time, clockwise from `seat`, skipping full hands, until
    `count` cards are drawn, the tavern is empty or every hand is full."""
    state = rec.state
    limit, players, tavern = state.hand_limit, state.players, state.tavern
    sizes = [len(hand) for hand in state.hands]
    draws: list[tuple[int, Card]] = []
    full_in_a_row = 0
    while len(draws) < count and len(draws) < len(tavern) and full_in_a_row < players:
        if sizes[seat - 1] < limit:
            draws.append((seat, tavern[len(draws)]))
            sizes[seat - 1] += 1
            full_in_a_row = 0
        else:
            full_in_a_row += 1
        seat = state.next_seat(seat)
    rec.draw(draws)


def refill(rec: Folder, seat: int) -> None:
    """R-SOLO-2: draw up to the hand limit (fewer if the tavern runs short)."""
    state = rec.state
    room = state.hand_limit - len(state.hands[seat - 1])
    rec.draw([(seat, card) for card in state.tavern[: max(room, 0)]])


def resolve_jester(rec: Folder, seat: int) -> None:
    """R-JEST-1..5: cancel immunity (once), late Spade shield, then the player names who is next."""
    state = rec.state
    if not state.immunity_cancelled and state.enemy is not None:
        rec.emit(ev.ImmunityCancelled(state.enemy))
        if state.enemy.suit is Suit.SPADES:
            earlier = state.table[:-1]  # the Jester's own play is the last one
            bonus = sum(play_value(play) for play in earlier if _has_spade(play))
            if bonus:
                rec.emit(ev.ShieldRaised(bonus))  # R-JEST-2
    rec.emit(ev.NextSeatChoiceOffered(seat))  # R-JEST-3/4: steps 3 and 4 are skipped


def _has_spade(play: tuple[Card, ...]) -> bool:
    return any(card.suit is Suit.SPADES for card in play)


def _defeat(rec: Folder, seat: int) -> None:
    """R-DEF-1..4: enemy away (exact: onto the tavern), table to the discard, next enemy."""
    state = rec.state
    assert state.enemy is not None
    rec.emit(ev.EnemyDefeated(state.enemy, exact=state.damage == state.enemy_health))
    rec.emit(ev.TableCleared())
    if not rec.state.castle:
        rec.emit(ev.GameWon())  # R-DEF-3, R-END-1
        return
    rec.emit(ev.EnemyRevealed(rec.state.castle[0]))
    rec.emit(ev.TurnBegan(seat))  # R-DEF-4: same player, step 4 skipped


def suffer(rec: Folder, seat: int) -> None:
    """Step 4 begins (R-SUF-1): with nothing due the turn passes clockwise at once."""
    due = rec.state.net_attack
    rec.emit(ev.EnemyAttacked(seat, due))
    if due == 0:
        rec.emit(ev.TurnBegan(rec.state.next_seat(seat)))
