"""The scripted policy (BAISCH.md §20's turn script, made honest): from a seat's view only,
the next command. `proposals` lists candidates best first; the caller keeps the first legal
one (the view's legal moves live, the rules in a rollout)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from regicide.games.baisch.ai.attacks import STALL_TURNS, attacks, bait
from regicide.games.baisch.ai.knowledge import (
    Estimate,
    estimate,
    king_guess,
    slot_guess,
    usable_cards,
)
from regicide.games.baisch.ai.personality import Personality, best_hero, worst_hero
from regicide.games.baisch.engine import (
    JOKER,
    SLOTS,
    AddReservists,
    Battery,
    Card,
    ChooseSetup,
    ChooseSpoil,
    ChooseStarter,
    Command,
    EndTurn,
    Fortify,
    GiveHero,
    Hero,
    JokerDrawHero,
    MageReplace,
    MerchantTrade,
    Phase,
    PlaceDefense,
    PlayerView,
    PriestDraw,
    Sabotage,
    SeatView,
    SetupChoice,
    SlotView,
    Spy,
    TakeDefense,
    Target,
    TargetKind,
)

Legal = Callable[[Command], bool]


def choose(view: SeatView, personality: Personality, legal: Legal) -> Command:
    """The first legal proposal (an EndTurn is always among them in the play phase)."""
    for command in proposals(view, personality):
        if legal(command):
            return command
    raise ValueError(f"no proposal of seat {view.seat} is legal in phase {view.phase.value}")


def proposals(view: SeatView, personality: Personality) -> Iterator[Command]:
    phase = view.phase
    if phase is Phase.PLAY:
        yield from play_proposals(view, personality)
    elif phase is Phase.SETUP:
        yield ChooseSetup(setup_choice(view))
    elif phase is Phase.DRAFT:
        yield GiveHero(worst_hero(view.pool))
    elif phase is Phase.START:
        yield ChooseStarter(view.seat)
    elif phase is Phase.BATTERY:
        yield Battery(personality.block)
        yield Battery(not personality.block)
    elif phase is Phase.RESERVE:
        yield AddReservists(reservists_needed(view))
        yield AddReservists(0)
    elif phase is Phase.SPOILS:
        yield ChooseSpoil(best_hero(view.spoils))


def setup_choice(view: SeatView) -> SetupChoice:
    """§20: King the highest card, defence the next three, discard the two lowest; Jokers
    are kept in the hand."""
    hand = view.hand
    plain = sorted((card for card in hand if not card.is_joker), key=lambda c: -c.rank)
    jokers = [card for card in hand if card.is_joker]
    order = plain + jokers  # when Jokers must fill a role, they come last
    king = order[0]
    thrown = plain[-2:] if len(plain) >= 3 else order[-2:]
    discard = tuple(sorted(thrown, key=hand.index))
    rest = _without(order[1:], discard)
    chosen = [card for card in rest if not card.is_joker][:SLOTS]
    defense = tuple(sorted(chosen, key=hand.index))  # the listed form: slots in hand order
    return SetupChoice(king, defense + (None,) * (SLOTS - len(defense)), discard)


def _without(cards: list[Card], removed: tuple[Card, ...]) -> list[Card]:
    rest = list(cards)
    for card in removed:
        if card in rest:
            rest.remove(card)
    return rest


def reservists_needed(view: SeatView) -> int:
    """B-HERO-RES-4: the fewest Reservists that win (or, for a King, at least tie)."""
    attack = view.attack
    if attack is None:
        return 0
    me = view.me
    base = me.king.attack_value if attack.king and me.king else 0
    base += sum(played.card.attack_value for played in attack.cards if played is not None)
    total = base + attack.mercs + attack.reserves
    defense = _revealed_defense(view, attack.target)
    for need in (defense + 1 - total, defense - total if attack.king else -1):
        if 0 <= need <= me.reserves_ready:
            return need
    return 0


def _revealed_defense(view: SeatView, target: Target) -> int:
    if target.kind is TargetKind.STACK:
        top = view.stacks[target.index][-1]
        return 99 if top is None or top.is_joker else top.rank
    player = view.player(target.seat)
    if target.kind is TargetKind.KING:
        return int(king_guess(player, 99))
    return int(slot_guess(player.slots[target.index - 1], 99))


REPEAT_ALERT = 2  # B-WIN-2: a turn opening seen this often: the next repeat draws the game


def standing(player: PlayerView) -> float:
    """What a player has, as everybody sees it: cards, heroes and figures."""
    return (
        2 * player.defense_cards
        + player.hand_size
        + 2 * len(player.heroes)
        + 0.3 * (player.mercs_ready + player.reserves_ready)
    )


def behind(view: SeatView) -> bool:
    """Some opponent stands better than the seat (by `standing`)."""
    mine = standing(view.me)
    return any(standing(view.player(other)) > mine for other in view.opponents())


def breaking(view: SeatView, p: Personality) -> Personality:
    """D48: a seat that stands no worse than any opponent does not let the game slide into a
    drawn repetition (B-WIN-2): once this turn's opening has come up twice it plays boldly,
    so the cards move on (an attack or a plunder changes the position for good). Only a seat
    that stands worse is content with the draw."""
    if view.repeats < REPEAT_ALERT or behind(view):
        return p
    bolder = replace(p, margin=p.margin - 4.0, max_attacks=max(p.max_attacks, 3))
    return replace(bolder, min_chance=0.0, take_back=True)


def play_proposals(view: SeatView, personality: Personality) -> Iterator[Command]:
    """One turn's script, step by step; the caller takes the first legal proposal."""
    personality = breaking(view, personality)
    guess = estimate(view)
    for rule in PLAY_RULES:
        yield from rule(view, personality, guess)
    yield end_turn(view)


def _hero(view: SeatView, hero: Hero) -> bool:
    return hero in view.me.heroes


def _joker_hero(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not p.joker_heroes or not view.pool or JOKER not in usable_cards(view):
        return
    exposed = any(not view.player(o).defense_cards for o in view.opponents())
    if p.keep_jokers_for_kings and exposed:
        return
    yield JokerDrawHero(best_hero(view.pool))


def _spy(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not _hero(view, Hero.SPY):
        return
    for other in sorted(view.opponents(), key=lambda o: view.player(o).defense_cards):
        for slot, content in enumerate(view.player(other).slots, 1):
            if None in content.cards:
                yield Spy(Target(TargetKind.SLOT, other, slot))


def _mage(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not _hero(view, Hero.MAGE) or view.usage.mage:
        return
    best = max(_enemy_slots(view), key=lambda t: slot_guess(t[2], 0), default=None)
    if best is not None and slot_guess(best[2], 0) > 7:
        yield MageReplace(best[0], best[1])


def _enemy_slots(view: SeatView) -> Iterator[tuple[int, int, SlotView]]:
    for other in view.opponents():
        for slot, content in enumerate(view.player(other).slots, 1):
            if content.cards:
                yield other, slot, content


def _fill_defense(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not p.fill_defense:
        return
    cards = sorted((c for c in usable_cards(view) if not c.is_joker), key=lambda c: c.rank)
    empty = [n for n, slot in enumerate(view.me.slots, 1) if not slot.cards]
    if not empty or len(cards) < 2:
        return
    card = cards[-1] if p.defend_strong else cards[0]
    yield PlaceDefense(card, empty[0])


def _fortify(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not _hero(view, Hero.FORTIFIED) or view.usage.fortified:
        return
    cards = sorted(usable_cards(view), key=lambda c: c.rank)
    for slot, content in enumerate(view.me.slots, 1):
        if len(content.cards) == 1 and not content.saboteur:
            base = content.cards[0]
            for card in cards:
                if base is not None and card.suit is not None and card.suit is base.suit:
                    yield Fortify(card, slot)
                    return


def _merchant(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not _hero(view, Hero.MERCHANT) or view.usage.merchant:
        return
    cards = sorted((c for c in usable_cards(view) if not c.is_joker), key=lambda c: c.rank)
    if cards and cards[0].rank < guess.mean - 1:
        yield MerchantTrade(cards[0])


def _sabotage(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not _hero(view, Hero.SABOTEURS) or not view.me.saboteurs_ready:
        return
    for other, slot, content in _enemy_slots(view):
        if not content.saboteur:
            yield Sabotage(other, slot)
            return


def _priest(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    if not _hero(view, Hero.PRIEST) or view.usage.symbol is None:
        return
    others = sorted(view.opponents(), key=lambda o: -view.player(o).hand_size)
    for other in others:
        if view.player(other).hand_size:
            yield PriestDraw(other)


Rule = Callable[[SeatView, Personality, Estimate], Iterator[Command]]


def _take_to_attack(view: SeatView, p: Personality, guess: Estimate) -> Iterator[Command]:
    """With no card worth attacking, a long game (or a seat stepping out of a repetition,
    D48) takes a face-up defence card back to attack with it (B-DEF-2: the only income left
    when hands run dry)."""
    if (view.turn < STALL_TURNS // 3 and not p.take_back) or len(usable_cards(view)) > 2:
        return
    for slot, content in enumerate(view.me.slots, 1):
        if content.cards and all(content.up) and not content.saboteur:
            yield TakeDefense(slot)


PLAY_RULES: tuple[Rule, ...] = (
    _joker_hero,
    _spy,
    _mage,
    bait,
    attacks,
    _take_to_attack,
    _priest,
    _fill_defense,
    _fortify,
    _merchant,
    _sabotage,
)


def end_turn(view: SeatView) -> EndTurn:
    """B-TURN-4: every ready Mercenary on the weakest occupied slot; the no-attack reveal
    shows the strongest face-down slot (a high card deters)."""
    me = view.me
    occupied = [(slot_guess(s, 0), n) for n, s in enumerate(me.slots, 1) if s.cards]
    mercs: tuple[tuple[int, int], ...] = ()
    if Hero.MERCENARIES in me.heroes and me.mercs_ready and occupied:
        mercs = ((min(occupied)[1], me.mercs_ready),)
    reveal = None
    if not view.usage.attacked:
        hidden = [
            (slot_guess(s, 0), n) for n, s in enumerate(me.slots, 1) if not all(s.up) and s.cards
        ]
        reveal = max(hidden)[1] if hidden else None
    return EndTurn(mercs, reveal)
