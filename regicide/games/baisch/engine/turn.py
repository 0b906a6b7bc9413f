"""The turn's frame: its start (B-TURN-1), its end (B-TURN-4, B-REVEAL-*), draws with the
graveyard reshuffle (B-DECK-2), eliminations (B-ELIM-*) and the end of the game (B-WIN-1)."""

from __future__ import annotations

from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import Card
from regicide.games.baisch.engine.commands import EndTurn, Resign
from regicide.games.baisch.engine.heroes import MERC_RECRUIT, RES_FIGURES, RES_RECRUIT, Hero
from regicide.games.baisch.engine.recorder import Folder
from regicide.games.baisch.engine.refusals import Refusal, refuse
from regicide.games.baisch.engine.state import (
    REPETITIONS,
    SLOTS,
    TURN_LIMIT,
    DrawReason,
    GameState,
    Phase,
)


def begin_turn(rec: Folder, seat: int) -> None:
    """B-TURN-1: new heroes usable, limits reset, the tower recharged, figures recruited."""
    before = rec.state.seat(seat)
    recruiting = [hero for hero in before.heroes if hero not in before.idle]
    rec.emit(ev.TurnBegan(seat, rec.state.turn + 1))
    if before.waiting:
        rec.emit(ev.HeroesAwakened(seat, before.waiting))
    after = rec.state.seat(seat)
    if Hero.BATTERY in after.heroes and not after.battery_active:
        rec.emit(ev.BatteryRecharged(seat))
    if Hero.MERCENARIES in recruiting and after.mercs_supply:
        rec.emit(ev.FiguresRecruited(seat, Hero.MERCENARIES, min(MERC_RECRUIT, after.mercs_supply)))
    room = RES_FIGURES - after.reserves_ready
    if Hero.RESERVISTS in recruiting and room:
        rec.emit(ev.FiguresRecruited(seat, Hero.RESERVISTS, min(RES_RECRUIT, room)))
    if rec.state.repetitions() >= REPETITIONS:
        rec.emit(ev.GameDrawn(rec.state.in_game(), DrawReason.REPETITION))


def pass_turn(rec: Folder) -> None:
    """B-TURN-7: the next seat clockwise still in the game begins, unless the game is over;
    after the 400th turn the game ends in a shared draw instead (B-WIN-3)."""
    if rec.state.phase is Phase.OVER:
        return
    if rec.state.turn >= TURN_LIMIT:
        rec.emit(ev.GameDrawn(rec.state.in_game(), DrawReason.TURNS))
        return
    begin_turn(rec, rec.state.next_seat(rec.state.current))


def drawable(rec: Folder, count: int) -> tuple[Card, ...]:
    """B-DECK-1/2: the next `count` cards to draw, after reshuffling the graveyard when the
    draw pile runs out; fewer when both run out."""
    state = rec.state
    if len(state.draw) < count and state.graveyard:
        rec.emit(ev.GraveyardReshuffled(rec.chance.shuffle(state.graveyard)))
    return rec.state.draw[:count]


def end_if_won(rec: Folder) -> bool:
    """B-WIN-1: with one player left the game ends; True when it did."""
    left = rec.state.in_game()
    if len(left) == 1 and rec.state.phase is not Phase.OVER:
        rec.emit(ev.GameWon(left[0]))
    return rec.state.phase is Phase.OVER


def fall(rec: Folder, seat: int, *, resigned: bool = False) -> None:
    """B-ELIM-2/4: every card of the player face up to the graveyard, heroes to the pool."""
    player = rec.state.seat(seat)
    cards = list(player.hand)
    if player.king is not None:
        cards.append(player.king)
    for slot in player.slots:
        cards.extend(slot.cards)
    rec.emit(ev.PlayerFell(seat, tuple(cards), resigned))
    end_if_won(rec)


def conquer(rec: Folder, victim: int, by: int) -> None:
    """B-ELIM-1: the victim's hand and King to the attacker as prey; one hero of his for the
    attacker (a choice when there are several), the others to the pool."""
    player = rec.state.seat(victim)
    heroes = (*player.heroes, *player.waiting)
    cards = player.hand + ((player.king,) if player.king is not None else ())
    rec.emit(ev.PlayerConquered(victim, by, cards))
    if end_if_won(rec):
        if heroes:
            rec.emit(ev.HeroesReturned(heroes))
    elif len(heroes) == 1:
        rec.emit(ev.SpoilTaken(by, heroes[0]))
    elif heroes:
        rec.emit(ev.SpoilsOffered(by, heroes))


def resign_problem(state: GameState, _: Resign) -> Refusal | None:
    if state.phase is not Phase.PLAY:
        return refuse("You can resign only during your own turn, between actions.")
    return None


def resign(rec: Folder, command: Resign) -> None:
    """B-ELIM-4: treated as B-ELIM-2; the turn passes at once."""
    seat = rec.state.current
    fall(rec, seat, resigned=True)
    pass_turn(rec)


def reveal_choices(state: GameState) -> tuple[int, ...]:
    """B-REVEAL-1: the own slots the no-attack reveal may turn up (empty: none applies)."""
    if state.usage.attacked:
        return ()
    seat = state.seat(state.current)
    return tuple(n for n, slot in enumerate(seat.slots, 1) if slot.cards and slot.hidden)


def end_turn_problem(state: GameState, command: EndTurn) -> Refusal | None:
    """B-TURN-4, B-HERO-MERC-5, B-REVEAL-1."""
    if state.phase is not Phase.PLAY:
        return refuse("The turn can end only when no decision is pending.")
    problem = _mercs_problem(state, command.mercs)
    if problem:
        return problem
    choices = reveal_choices(state)
    if command.reveal is None and choices:
        listed = ", ".join(str(n) for n in choices)
        return refuse(
            "You made no attack on an opponent: name a face-down slot to reveal ({slots}).",
            slots=listed,
        )
    if command.reveal is not None and command.reveal not in choices:
        if not choices:
            return refuse("No slot is revealed at the end of this turn.")
        return refuse(
            "Slot {slot} cannot be the one revealed (it holds no face-down card).",
            slot=command.reveal,
        )
    return None


def _mercs_problem(state: GameState, mercs: tuple[tuple[int, int], ...]) -> Refusal | None:
    if not mercs:
        return None
    if not state.usable_hero(state.current, Hero.MERCENARIES):
        return refuse("You have no usable Mercenaries to place.")
    slots = [slot for slot, _ in mercs]
    if len(set(slots)) != len(slots) or any(not 1 <= slot <= SLOTS for slot in slots):
        return refuse("Name each slot (1 to 3) at most once for the Mercenaries.")
    return _merc_slots_problem(state, mercs)


def _merc_slots_problem(state: GameState, mercs: tuple[tuple[int, int], ...]) -> Refusal | None:
    seat = state.seat(state.current)
    slots = [slot for slot, _ in mercs]
    if any(count < 1 for _, count in mercs):
        return refuse("Place at least one Mercenary on each slot named.")
    if any(not seat.slots[slot - 1].cards for slot in slots):
        return refuse("Mercenaries go only on your occupied defence slots.")
    if sum(count for _, count in mercs) > seat.mercs_ready:
        return refuse("You have only {count} ready Mercenaries.", count=seat.mercs_ready)
    return None


def end_turn(rec: Folder, command: EndTurn) -> None:
    """B-TURN-4: Mercenaries placed, then the no-attack reveal (B-REVEAL-1/2), then the next
    player's turn."""
    state = rec.state
    seat = state.current
    rec.emit(ev.TurnEnded(seat, command.mercs))
    player = rec.state.seat(seat)
    if command.reveal is not None:
        rec.emit(ev.DefenseRevealed(seat, command.reveal, player.slots[command.reveal - 1].cards))
    elif not state.usage.attacked and player.king is not None and not player.king_up:
        rec.emit(ev.KingRevealed(seat, player.king))
    pass_turn(rec)
