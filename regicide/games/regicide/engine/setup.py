"""Setting up a game (R-SETUP-1..6): the empty table and the deal, as events."""

from __future__ import annotations

from regicide.games.regicide.engine import events as ev
from regicide.games.regicide.engine.cards import JACK, KING, QUEEN, Card, Suit, royals, tavern_cards
from regicide.games.regicide.engine.chance import Chance
from regicide.games.regicide.engine.errors import RegicideError
from regicide.games.regicide.engine.recorder import Recorder
from regicide.games.regicide.engine.state import SETUP_TABLE, GameState, Phase, Rules, Status


def check_players(players: int) -> None:
    if players not in SETUP_TABLE:
        raise RegicideError(f"Regicide is played by 1 to 4 players, not {players}.")


def empty_table(players: int, rules: Rules, first_seat: int = 1) -> GameState:
    """The state before the deal: no cards anywhere yet."""
    check_players(players)
    return GameState(
        players=players,
        rules=rules,
        castle=(),
        enemy=None,
        damage=0,
        shield=0,
        immunity_cancelled=False,
        table=(),
        tavern=(),
        discard=(),
        hands=((),) * players,
        current=first_seat,
        phase=Phase.PLAY,
        status=Status.PLAYING,
        yields_in_a_row=0,
        yielded_last=(False,) * players,
        tokens_used=0,
        enemies_defeated=0,
        tavern_known=0,
    )


def deal(
    players: int, rules: Rules, chance: Chance, first_seat: int = 1
) -> tuple[list[ev.Event], GameState]:
    """R-SETUP-1..5: build the castle and tavern, deal the hands, reveal the first enemy."""
    if not 1 <= first_seat <= players:
        raise RegicideError(f"The starting seat must be 1 to {players}, not {first_seat}.")
    rec = Recorder(empty_table(players, rules, first_seat))
    castle = (
        chance.shuffle(royals(JACK)) + chance.shuffle(royals(QUEEN)) + chance.shuffle(royals(KING))
    )
    rec.emit(ev.CastleBuilt(castle))
    jesters = SETUP_TABLE[players][0]
    rec.emit(ev.TavernShuffled(chance.shuffle(tavern_cards(jesters))))
    _deal_hands(rec, first_seat)
    while rules.diamond_mulligan and not _any_diamond(rec.state):
        everything = rec.state.tavern + tuple(card for hand in rec.state.hands for card in hand)
        rec.emit(ev.MulliganTaken(chance.shuffle(everything)))
        _deal_hands(rec, first_seat)
    rec.emit(ev.EnemyRevealed(castle[0]))
    rec.emit(ev.TurnBegan(first_seat))
    return rec.events, rec.state


def _deal_hands(rec: Recorder, first_seat: int) -> None:
    """R-SETUP-4: one card at a time round the table from the first seat, to the limit each."""
    state = rec.state
    count = state.hand_limit * state.players
    hands: list[list[Card]] = [[] for _ in range(state.players)]
    for index, card in enumerate(state.tavern[:count]):
        hands[(first_seat - 1 + index) % state.players].append(card)
    rec.emit(ev.HandsDealt(tuple(tuple(hand) for hand in hands)))


def _any_diamond(state: GameState) -> bool:
    return any(card.suit is Suit.DIAMONDS for hand in state.hands for card in hand)
