"""evolve(state, event) -> state: one small handler per event type. It never validates.

`decide` has already checked that the event can happen; a handler only records the fact.
"""

from __future__ import annotations

from collections.abc import Sequence

from regicide.games.kernel import Handlers
from regicide.games.regicide.engine import events as ev
from regicide.games.regicide.engine.cards import Card, sort_cards, with_cards, without
from regicide.games.regicide.engine.state import GameState, Phase, Status, changed, setter

#: The handler of each event type; `evolve` and the Folder of `decide` look them up here.
HANDLERS: Handlers[GameState] = Handlers()
evolve = HANDLERS.evolve  # the state after one event
fold = HANDLERS.fold  # the state after all events, in order: a replay needs nothing else
_handles = HANDLERS.handles
_PLAY, _SUFFER = Phase.PLAY, Phase.SUFFER  # per event: a global costs less than Phase.PLAY
# The events of play replace one or two fields with setters made once (half the cost of
# `changed`); the setup and the end of a game use `changed`.
_set_turn = setter("current", "phase")
_set_streak = setter("yields_in_a_row", "yielded_last")
_set_discard = setter("discard")
_set_discard_and_tavern = setter("discard", "tavern")
_set_tavern_and_hands = setter("tavern", "hands")
_set_shield = setter("shield")
_set_immunity = setter("immunity_cancelled")
_set_damage = setter("damage")
_set_table_and_discard = setter("table", "discard")
_set_hands_and_discard = setter("hands", "discard")
_set_hands_and_table = setter("hands", "table")
_set_tokens = setter("tokens_used")


def _with_hand(state: GameState, seat: int, hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    if state.players == 1:
        return (hand,)
    hands = list(state.hands)
    hands[seat - 1] = hand
    return tuple(hands)


def _with_flag(flags: tuple[bool, ...], seat: int, value: bool) -> tuple[bool, ...]:
    if flags[seat - 1] is value:
        return flags
    return (*flags[: seat - 1], value, *flags[seat:])


@_handles(ev.CastleBuilt)
def _castle_built(state: GameState, event: ev.CastleBuilt) -> GameState:
    return changed(state, castle=event.cards)


@_handles(ev.TavernShuffled)
def _tavern_shuffled(state: GameState, event: ev.TavernShuffled) -> GameState:
    return changed(state, tavern=event.cards)


@_handles(ev.HandsDealt)
def _hands_dealt(state: GameState, event: ev.HandsDealt) -> GameState:
    dealt = sum(len(hand) for hand in event.hands)
    hands = tuple(sort_cards(hand) for hand in event.hands)
    return changed(state, hands=hands, tavern=state.tavern[dealt:])


@_handles(ev.MulliganTaken)
def _mulligan_taken(state: GameState, event: ev.MulliganTaken) -> GameState:
    return changed(state, hands=((),) * state.players, tavern=event.tavern)


@_handles(ev.EnemyRevealed)
def _enemy_revealed(state: GameState, event: ev.EnemyRevealed) -> GameState:
    return changed(
        state,
        enemy=event.enemy,
        castle=state.castle[1:],
        damage=0,
        shield=0,
        immunity_cancelled=False,
    )


@_handles(ev.TurnBegan)
def _turn_began(state: GameState, event: ev.TurnBegan) -> GameState:
    return _set_turn(state, event.seat, _PLAY)


@_handles(ev.CardsPlayed)
def _cards_played(state: GameState, event: ev.CardsPlayed) -> GameState:
    hands = _with_hand(state, event.seat, without(state.hand(event.seat), event.cards))
    table = (*state.table, event.cards)
    if state.yields_in_a_row or state.yielded_last[event.seat - 1]:  # a play ends a streak
        flags = _with_flag(state.yielded_last, event.seat, False)
        return changed(state, hands=hands, table=table, yields_in_a_row=0, yielded_last=flags)
    return _set_hands_and_table(state, hands, table)


@_handles(ev.Yielded)
def _yielded(state: GameState, event: ev.Yielded) -> GameState:
    streak = state.yields_in_a_row + 1
    return _set_streak(state, streak, _with_flag(state.yielded_last, event.seat, True))


@_handles(ev.PowerBlocked)
def _power_blocked(state: GameState, event: ev.PowerBlocked) -> GameState:
    return state


@_handles(ev.DiscardShuffled)
def _discard_shuffled(state: GameState, event: ev.DiscardShuffled) -> GameState:
    return _set_discard(state, event.cards)


@_handles(ev.TavernHealed)
def _tavern_healed(state: GameState, event: ev.TavernHealed) -> GameState:
    kept = len(state.discard) - len(event.cards)
    return _set_discard_and_tavern(state, state.discard[:kept], state.tavern + event.cards)


@_handles(ev.CardDrawn)
def _card_drawn(state: GameState, event: ev.CardDrawn) -> GameState:
    return drawn(state, ((event.seat, event.card),))


def drawn(state: GameState, draws: Sequence[tuple[int, Card]]) -> GameState:
    """The state after each (seat, card) of `draws`, in order, was drawn from the top of the
    tavern (R-DIAM-1, R-SOLO-2): the fold of their CardDrawn events, made at once (search's
    Folder draws a whole refill with one new state instead of one a card)."""
    if len(draws) == 1 or state.players == 1:
        seat = draws[0][0]
        hand = with_cards(state.hands[seat - 1], [card for _, card in draws])
        hands = _with_hand(state, seat, hand)
    else:
        dealt = [list(hand) for hand in state.hands]
        for seat, card in draws:
            dealt[seat - 1].append(card)
        hands = tuple(
            hand if len(cards) == len(hand) else with_cards(hand, cards[len(hand) :])
            for hand, cards in zip(state.hands, dealt, strict=True)
        )
    tavern = state.tavern[len(draws) :]
    if state.tavern_known:  # public exact-killed royals were drawn first (R-INFO-1)
        known = max(state.tavern_known - len(draws), 0)
        return changed(state, tavern=tavern, hands=hands, tavern_known=known)
    return _set_tavern_and_hands(state, tavern, hands)


@_handles(ev.ShieldRaised)
def _shield_raised(state: GameState, event: ev.ShieldRaised) -> GameState:
    return _set_shield(state, state.shield + event.amount)


@_handles(ev.ImmunityCancelled)
def _immunity_cancelled(state: GameState, event: ev.ImmunityCancelled) -> GameState:
    return _set_immunity(state, True)


@_handles(ev.NextSeatChoiceOffered)
def _next_seat_choice_offered(state: GameState, event: ev.NextSeatChoiceOffered) -> GameState:
    return _set_turn(state, event.seat, Phase.CHOOSE_NEXT)


@_handles(ev.DamageDealt)
def _damage_dealt(state: GameState, event: ev.DamageDealt) -> GameState:
    return _set_damage(state, state.damage + event.amount)


@_handles(ev.EnemyDefeated)
def _enemy_defeated(state: GameState, event: ev.EnemyDefeated) -> GameState:
    if event.exact:
        tavern, discard = (event.enemy, *state.tavern), state.discard
    else:
        tavern, discard = state.tavern, (*state.discard, event.enemy)
    return changed(
        state,
        enemy=None,
        tavern=tavern,
        discard=discard,
        damage=0,
        shield=0,
        immunity_cancelled=False,
        enemies_defeated=state.enemies_defeated + 1,
        tavern_known=state.tavern_known + event.exact,
    )


@_handles(ev.TableCleared)
def _table_cleared(state: GameState, event: ev.TableCleared) -> GameState:
    played = tuple(card for play in state.table for card in play)
    return _set_table_and_discard(state, (), state.discard + played)


@_handles(ev.EnemyAttacked)
def _enemy_attacked(state: GameState, event: ev.EnemyAttacked) -> GameState:
    if event.damage == 0:
        return state
    return _set_turn(state, event.seat, _SUFFER)


@_handles(ev.CardsDiscarded)
def _cards_discarded(state: GameState, event: ev.CardsDiscarded) -> GameState:
    hands = _with_hand(state, event.seat, without(state.hand(event.seat), event.cards))
    return _set_hands_and_discard(state, hands, state.discard + event.cards)


@_handles(ev.TokenFlipped)
def _token_flipped(state: GameState, event: ev.TokenFlipped) -> GameState:
    return _set_tokens(state, state.tokens_used + 1)


@_handles(ev.GameWon)
def _game_won(state: GameState, event: ev.GameWon) -> GameState:
    return changed(state, status=Status.WON, phase=Phase.OVER)


@_handles(ev.GameLost)
def _game_lost(state: GameState, event: ev.GameLost) -> GameState:
    return changed(
        state, status=Status.LOST, phase=Phase.OVER, current=event.seat, loss_reason=event
    )
