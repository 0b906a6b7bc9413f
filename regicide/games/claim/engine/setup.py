"""Setting up (C-SETUP-1..5, C-SHA-1): a fresh deal from the game's luck, or a stated deal."""

from __future__ import annotations

from collections.abc import Sequence

from regicide.games.claim.engine import events as ev
from regicide.games.claim.engine.cards import SHA, Card, sort_cards
from regicide.games.claim.engine.chance import Chance
from regicide.games.claim.engine.deck import HAND_SIZE
from regicide.games.claim.engine.state import PLAYERS, GameState, Options, without


def empty_table(options: Options) -> GameState:
    """C-SETUP-4: the table before the deal: no cards anywhere yet."""
    return GameState(players=PLAYERS, options=options)


def deal(options: Options, chance: Chance) -> list[ev.Event]:
    """The setup's events: Shadows left out (C-SHA-1, C-SETUP-5), the shuffle (C-SETUP-1),
    13 cards each dealt alternately (C-SETUP-2), the first leader (C-SETUP-3, DEC-2) and the
    first prize (C-P1-1)."""
    deck = options.deck
    events: list[ev.Event] = []
    cards = deck.cards
    if deck.shadows_removed:
        shadows = [card for card in cards if card.faction == SHA]
        removed = sort_cards(chance.shuffle(shadows)[: deck.shadows_removed])
        events.append(ev.ShadowsRemoved(removed))
        cards = without(cards, removed)
    order = chance.shuffle(cards)
    events.append(ev.DeckShuffled(order))
    dealt = order[: 2 * HAND_SIZE]
    events.append(ev.HandsDealt((sort_cards(dealt[0::2]), sort_cards(dealt[1::2]))))
    leader = options.first_leader or chance.shuffle((1, 2))[0]
    events += opening(leader, order[2 * HAND_SIZE])
    return events


def opening(leader: int, prize: Card) -> list[ev.Event]:
    """Trick 1 begins: its leader, its prize."""
    return [ev.TrickBegan(1, leader), ev.PrizeRevealed(prize)]


def stated_deal(
    options: Options, hands: Sequence[Sequence[Card]], deck: Sequence[Card], leader: int
) -> GameState:
    """The table of a stated deal (FORMAT.md `start`, already validated): these hands, this
    deck (top first) and the Shadows not in them out of the game (C-SHA-1)."""
    in_play = [*hands[0], *hands[1], *deck]
    return empty_table(options)._replace(
        hands=tuple(sort_cards(hand) for hand in hands),
        deck=tuple(deck),
        removed=without(options.deck.cards, in_play),
        leader=leader,
    )
