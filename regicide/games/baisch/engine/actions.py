"""The active player's other actions: defence management (§10), Joker hero actions (§12)
and hero abilities (§13). Each has a `*_problem` (why not, for the table and `step`) and an
action that emits its events."""

from __future__ import annotations

from regicide.games.baisch.engine import commands as cmd
from regicide.games.baisch.engine import events as ev
from regicide.games.baisch.engine.cards import JOKER, Card
from regicide.games.baisch.engine.heroes import Hero
from regicide.games.baisch.engine.recorder import Folder
from regicide.games.baisch.engine.refusals import Refusal, refuse
from regicide.games.baisch.engine.state import SLOTS, GameState, Phase, TargetKind
from regicide.games.baisch.engine.turn import drawable

SPY_EXTRA = 2
PRIEST_DRAWS = 2
GENERAL_ACTIONS = 3


def _playing(state: GameState) -> Refusal | None:
    return None if state.phase is Phase.PLAY else refuse("Finish the pending decision first.")


def _usable_card(state: GameState, card: Card) -> Refusal | None:
    if card not in state.seat(state.current).usable:
        return refuse(
            "{card} is not a usable card of your hand (prey and blocked cards are locked).",
            card=card,
        )
    return None


def _hero(state: GameState, hero: Hero) -> Refusal | None:
    if state.usable_hero(state.current, hero):
        return None
    seat = state.seat(state.current)
    if hero in seat.waiting:
        return refuse("Your {hero} hero is usable from your next turn.", hero=hero)  # B-HERO-2
    return refuse("You do not own the {hero} hero.", hero=hero)


def _own_slot(number: int) -> Refusal | None:
    return None if 1 <= number <= SLOTS else refuse("Defence slots are numbered 1 to 3.")


def _enemy_slot(state: GameState, seat: int, slot: int, *, occupied: bool = True) -> Refusal | None:
    if seat not in state.opponents(state.current):
        return refuse("Name an opponent who is still in the game.")
    if not 1 <= slot <= SLOTS:
        return refuse("Defence slots are numbered 1 to 3.")
    if occupied and not state.seat(seat).slots[slot - 1].cards:
        return refuse("Slot {slot} of P{seat} holds no card.", slot=slot, seat=seat)
    return None


# --- defence management (B-DEF-*, B-HERO-GEN-1) ---


def _defense_limit(state: GameState, take: bool) -> Refusal | None:
    usage = state.usage
    if state.usable_hero(state.current, Hero.GENERAL):
        if usage.takes + usage.places >= GENERAL_ACTIONS:
            return refuse("The General allows three defence actions a turn; they are used.")
        return None
    if take and usage.takes:
        return refuse("You have already taken a defence slot back this turn.")  # B-DEF-4
    if not take and usage.places:
        return refuse("You have already placed a defence card this turn.")  # B-DEF-4
    return None


def take_problem(state: GameState, command: cmd.TakeDefense) -> Refusal | None:
    problem = _playing(state) or _own_slot(command.slot) or _defense_limit(state, True)
    if problem:
        return problem
    slot = state.seat(state.current).slots[command.slot - 1]
    if not slot.cards:
        return refuse("Your slot {slot} is empty.", slot=command.slot)
    if slot.saboteur:
        return refuse("A Saboteur besieges your slot {slot}.", slot=command.slot)  # B-HERO-SAB-3
    return None


def take(rec: Folder, command: cmd.TakeDefense) -> None:
    """B-DEF-2, B-HERO-FORT-4: the slot's card(s) to the hand, one action."""
    seat = rec.state.current
    cards = rec.state.seat(seat).slots[command.slot - 1].cards
    rec.emit(ev.DefenseTaken(seat, command.slot, cards))


def place_problem(state: GameState, command: cmd.PlaceDefense) -> Refusal | None:
    problem = _playing(state) or _own_slot(command.slot) or _defense_limit(state, False)
    if problem:
        return problem
    if state.seat(state.current).slots[command.slot - 1].cards:
        return refuse("Your slot {slot} is not empty.", slot=command.slot)
    return _usable_card(state, command.card)


def place(rec: Folder, command: cmd.PlaceDefense) -> None:
    """B-DEF-3: face down into the empty slot."""
    rec.emit(ev.DefensePlaced(rec.state.current, command.slot, command.card))


# --- Jokers (B-JOKER-3/4) ---


def _joker_fuel(state: GameState) -> Refusal | None:
    if state.options.basic:
        return refuse("Basic-Baisch has no heroes.")  # B-VAR-BASIC-1
    return _usable_card(state, JOKER)


def joker_draw_problem(state: GameState, command: cmd.JokerDrawHero) -> Refusal | None:
    problem = _playing(state) or _joker_fuel(state)
    if problem:
        return problem
    if command.hero not in state.pool:
        return refuse("The {hero} hero is not in the pool.", hero=command.hero)
    return None


def joker_draw(rec: Folder, command: cmd.JokerDrawHero) -> None:
    """B-JOKER-3: the Joker to the graveyard, the hero from the pool (usable next turn)."""
    rec.emit(ev.HeroDrawn(rec.state.current, command.hero))


def joker_take_problem(state: GameState, command: cmd.JokerTakeHero) -> Refusal | None:
    problem = _playing(state) or _joker_fuel(state)
    if problem:
        return problem
    if command.seat not in state.opponents(state.current):
        return refuse("Name an opponent who is still in the game.")
    if not state.seat(command.seat).owns(command.hero):
        return refuse("P{seat} does not own the {hero} hero.", seat=command.seat, hero=command.hero)
    return None


def joker_take(rec: Folder, command: cmd.JokerTakeHero) -> None:
    """B-JOKER-4: the Joker to the graveyard, the opponent's hero back to the pool."""
    rec.emit(ev.HeroTaken(rec.state.current, command.seat, command.hero))


# --- Spy (B-HERO-SPY-*) ---


def spy_problem(state: GameState, command: cmd.Spy) -> Refusal | None:
    problem = _playing(state) or _hero(state, Hero.SPY)
    if problem:
        return problem
    usage = state.usage
    if usage.spy_reveals >= 1 + SPY_EXTRA * usage.spy_extended:
        return refuse("Your Spy has no reveal left this turn.")  # B-HERO-SPY-1/3
    target = command.target
    if target.kind is TargetKind.STACK:
        return refuse("The Spy reveals defence cards and Kings, not Harvest stacks.")
    if target.kind is TargetKind.KING:
        return _enemy_slot(state, target.seat, 1, occupied=False) or _spy_king_problem(
            state, target.seat
        )
    problem = _enemy_slot(state, target.seat, target.index, occupied=False)
    if problem is None and not state.seat(target.seat).slots[target.index - 1].hidden:
        return refuse(
            "Slot {slot} of P{seat} holds no face-down card.",
            slot=target.index,
            seat=target.seat,
        )
    return problem


def _spy_king_problem(state: GameState, seat: int) -> Refusal | None:
    """B-HERO-SPY-4."""
    victim = state.seat(seat)
    if any(slot.hidden for slot in victim.slots if slot.cards):
        return refuse(
            "The Spy turns a King only when no defence card is face down."
        )  # B-HERO-SPY-4
    if victim.king_up:
        return refuse("P{seat}'s King is already face up.", seat=seat)
    return None


def spy(rec: Folder, command: cmd.Spy) -> None:
    """B-HERO-SPY-1/2/4: the topmost face-down card of the slot (or the King) turns up."""
    target = command.target
    victim = rec.state.seat(target.seat)
    if target.kind is TargetKind.KING:
        assert victim.king is not None
        rec.emit(ev.SpyRevealed(rec.state.current, target.seat, 0, victim.king))
        return
    slot = victim.slots[target.index - 1]
    index = max(i for i, up in enumerate(slot.up) if not up)
    rec.emit(ev.SpyRevealed(rec.state.current, target.seat, target.index, slot.cards[index]))


def _paid_once(
    state: GameState, hero: Hero, used: bool, reason: Refusal, card: Card
) -> Refusal | None:
    """A once-a-turn hero action paid with a usable hand card."""
    problem = _playing(state) or _hero(state, hero)
    if problem:
        return problem
    return reason if used else _usable_card(state, card)


def spy_extend_problem(state: GameState, command: cmd.SpyExtend) -> Refusal | None:
    extended = state.usage.spy_extended
    reason = refuse("Your Spy is already extended this turn.")  # B-HERO-SPY-3
    return _paid_once(state, Hero.SPY, extended, reason, command.card)


def spy_extend(rec: Folder, command: cmd.SpyExtend) -> None:
    rec.emit(ev.SpyExtended(rec.state.current, command.card))


# --- Merchant, Priest ---


def merchant_problem(state: GameState, command: cmd.MerchantTrade) -> Refusal | None:
    reason = refuse("Your Merchant has traded this turn.")  # B-HERO-MERCH-1
    return _paid_once(state, Hero.MERCHANT, state.usage.merchant, reason, command.card)


def merchant(rec: Folder, command: cmd.MerchantTrade) -> None:
    """B-HERO-MERCH-1: discard, then draw (the discard may be reshuffled into the pile)."""
    seat = rec.state.current
    rec.emit(ev.MerchantTraded(seat, command.card))
    rec.emit(ev.MerchantDrew(seat, drawable(rec, 1)[0]))


def priest_problem(state: GameState, command: cmd.PriestDraw) -> Refusal | None:
    problem = _playing(state) or _hero(state, Hero.PRIEST)
    if problem:
        return problem
    usage = state.usage
    if usage.symbol is None:
        return refuse("The Priest works once this turn's attack symbol is set.")  # B-HERO-PRIEST-1
    if usage.priest_done or usage.priest_draws >= PRIEST_DRAWS:
        return refuse("Your Priest is done for this turn.")  # B-HERO-PRIEST-2/3
    if command.seat not in state.opponents(state.current):
        return refuse("Name an opponent who is still in the game.")
    if not state.seat(command.seat).hand:
        return refuse("P{seat} has no hand card.", seat=command.seat)
    return None


def priest(rec: Folder, command: cmd.PriestDraw) -> None:
    """B-HERO-PRIEST-2/3, B-JOKER-6: a random hand card; kept if it matches the symbol."""
    hand = rec.state.seat(command.seat).hand
    card = hand[rec.chance.below(len(hand))]
    kept = card.is_joker or card.suit is rec.state.usage.symbol
    rec.emit(ev.PriestDrew(rec.state.current, command.seat, card, kept))


# --- Saboteurs, Fortified Tower, Mage ---


def _saboteur_slot(state: GameState, seat: int, slot: int, *, occupied: bool) -> Refusal | None:
    return (
        _playing(state)
        or _hero(state, Hero.SABOTEURS)
        or _enemy_slot(state, seat, slot, occupied=occupied)
    )


def sabotage_problem(state: GameState, command: cmd.Sabotage) -> Refusal | None:
    problem = _saboteur_slot(state, command.seat, command.slot, occupied=True)
    if problem:
        return problem
    if not state.seat(state.current).saboteurs_ready:
        return refuse("You have no ready Saboteur.")
    if state.seat(command.seat).slots[command.slot - 1].saboteur:
        return refuse("A Saboteur already sits on that slot.")
    return None


def sabotage(rec: Folder, command: cmd.Sabotage) -> None:
    rec.emit(ev.Sabotaged(rec.state.current, command.seat, command.slot))


def recall_problem(state: GameState, command: cmd.RecallSaboteur) -> Refusal | None:
    problem = _saboteur_slot(state, command.seat, command.slot, occupied=False)
    if problem:
        return problem
    if state.seat(command.seat).slots[command.slot - 1].saboteur != state.current:
        return refuse("None of your Saboteurs sits on that slot.")
    return None


def recall(rec: Folder, command: cmd.RecallSaboteur) -> None:
    rec.emit(ev.SaboteurRecalled(rec.state.current, command.seat, command.slot))


def fortify_problem(state: GameState, command: cmd.Fortify) -> Refusal | None:
    problem = (
        _playing(state)
        or _hero(state, Hero.FORTIFIED)
        or _own_slot(command.slot)
        or _usable_card(state, command.card)
    )
    if problem:
        return problem
    if state.usage.fortified:
        return refuse("Your Fortified Tower has stacked a card this turn.")  # B-HERO-FORT-1
    slot = state.seat(state.current).slots[command.slot - 1]
    if len(slot.cards) != 1 or slot.saboteur:
        return refuse("Stack on one of your single, unsabotaged defence cards.")
    if command.card.is_joker or slot.cards[0].suit is not command.card.suit:
        return refuse("The stacked card must have the suit of the card below.")  # B-JOKER-5
    return None


def fortify(rec: Folder, command: cmd.Fortify) -> None:
    rec.emit(ev.Fortified(rec.state.current, command.slot, command.card))


def mage_problem(state: GameState, command: cmd.MageReplace) -> Refusal | None:
    problem = (
        _playing(state) or _hero(state, Hero.MAGE) or _enemy_slot(state, command.seat, command.slot)
    )
    if problem:
        return problem
    if state.usage.mage:
        return refuse("Your Mage has worked this turn.")  # B-HERO-MAGE-1
    return None


def mage(rec: Folder, command: cmd.MageReplace) -> None:
    """B-HERO-MAGE-1: the cards to the graveyard, each replaced with the opposite face."""
    slot = rec.state.seat(command.seat).slots[command.slot - 1]
    rec.emit(ev.MageCleared(rec.state.current, command.seat, command.slot, slot.cards))
    cards = drawable(rec, len(slot.cards))
    up = tuple(not face for face in slot.up[: len(cards)])
    rec.emit(ev.SlotRefilled(command.seat, command.slot, cards, up))


# --- spoils (B-ELIM-1) ---


def spoil_problem(state: GameState, command: cmd.ChooseSpoil) -> Refusal | None:
    if state.phase is not Phase.SPOILS:
        return refuse("There are no spoils to choose from.")
    if command.hero not in state.spoils:
        return refuse("The {hero} hero is not among the spoils.", hero=command.hero)
    return None


def choose_spoil(rec: Folder, command: cmd.ChooseSpoil) -> None:
    rest = tuple(hero for hero in rec.state.spoils if hero is not command.hero)
    rec.emit(ev.SpoilTaken(rec.state.current, command.hero))
    rec.emit(ev.HeroesReturned(rest))
